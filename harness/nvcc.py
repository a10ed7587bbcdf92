"""Compile a rendered harness with nvcc."""

import os
import shutil
import subprocess
from pathlib import Path

from pkf.errors import PkfError

DEFAULT_ARCH = "sm_90"
FLAGS = ("-O3", "-std=c++17", "-lineinfo")


def find_nvcc() -> str:
    """$PKF_NVCC, then nvcc on PATH, then $CUDA_HOME/bin/nvcc."""
    candidates = [os.environ.get("PKF_NVCC"), shutil.which("nvcc")]
    if os.environ.get("CUDA_HOME"):
        candidates.append(str(Path(os.environ["CUDA_HOME"]) / "bin" / "nvcc"))
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return candidate
    raise PkfError(
        "nvcc not found (looked at $PKF_NVCC, PATH, $CUDA_HOME/bin): install the CUDA toolkit, "
        "or pass --no-compile to write the sources only"
    )


def arch_number(arch: str) -> int | None:
    """`sm_90a` -> 90; None for what is not sm_NN[a]."""
    digits = arch[3:].rstrip("a")
    return int(digits) if arch.startswith("sm_") and digits.isdigit() else None


def check_arch(arch: str) -> None:
    number = arch_number(arch)
    if number is None or number < 70:
        raise PkfError(f"--arch {arch}: must name a Tensor Core GPU as sm_NN with NN >= 70, e.g. sm_80, sm_90")


def compile_cuda(source: Path, binary: Path, log: Path, arch: str = DEFAULT_ARCH, extra: tuple[str, ...] = ()) -> None:
    """Compile `source`; on failure the full compiler output is kept in `log`."""
    check_arch(arch)
    # sm_90a's own instructions (wgmma) need its PTX target too, which -arch=sm_90a alone does not give nvcc 13
    target = ["-gencode", f"arch=compute_{arch[3:]},code={arch}"] if arch.endswith("a") else [f"-arch={arch}"]
    run_compiler([find_nvcc(), *target, *FLAGS, *extra, "-o", str(binary), str(source)], source, log)


def run_compiler(command: list[str], source: Path, log: Path) -> None:
    """Run nvcc's `command` on `source`; on failure the full compiler output is kept in `log`, its first error raised."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        log.write_text(done.stdout + done.stderr)
        first_error = next((line for line in done.stderr.splitlines() if "error" in line), done.stderr.strip()[:200])
        raise PkfError(f"nvcc failed on {source.name}: {first_error} (full log: {log})")


def compile_library(source: Path, library: Path, log: Path, arch: str = DEFAULT_ARCH) -> None:
    """`source` as a shared library (the CUDA runtime linked in statically, as nvcc does by default)."""
    compile_cuda(source, library, log, arch, ("-shared", "-Xcompiler", "-fPIC"))
