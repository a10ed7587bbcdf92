"""What the forms scripts share: each form's main.cu written where time_forms.sh compiles and times it, and a
text edit that must apply exactly once."""

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from pkf.harness.nvcc import compile_cuda


def write_forms(forms: dict[str, str], out: Path) -> None:
    """Each form's source as OUT/<name>/main.cu (time_forms.sh compiles and times them)."""
    for name, source in forms.items():
        (out / name).mkdir(parents=True, exist_ok=True)
        (out / name / "main.cu").write_text(source)
        print(out / name / "main.cu")


def compile_forms(names, out: Path) -> None:
    """nvcc on each form's OUT/<name>/main.cu in parallel, for sm_90a (wgmma)."""
    with ThreadPoolExecutor(os.cpu_count()) as pool:
        list(pool.map(lambda name: compile_cuda(out / name / "main.cu", out / name / "pkf_main", out / name / "nvcc.log", "sm_90a"),
                      names))


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"expected one {old!r}, found {text.count(old)}"
    return text.replace(old, new)
