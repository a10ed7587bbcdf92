"""compute-sanitizer's racecheck and synccheck on a harness binary: hazard or clean.

    python3 -m pkf.harness.sanitizer LABEL BINARY   # one line per tool: `LABEL racecheck: <summary>`
"""

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import regex

TOOLS = ("racecheck", "synccheck")
# `RACECHECK SUMMARY: 2 hazards displayed (2 errors, 0 warnings)`, `ERROR SUMMARY: 0 errors`
HAZARDS = regex.compile(r"(?P<count>\d+) hazards? displayed")
ERRORS = regex.compile(r"ERROR SUMMARY: (?P<count>\d+) errors?")


@dataclass(frozen=True)
class Verdict:
    tool: str
    clean: bool
    summary: str  # the sanitizer's own summary line, or why it did not run


def find_sanitizer() -> str | None:
    """compute-sanitizer on PATH, else beside nvcc ($CUDA_HOME/bin, /usr/local/cuda/bin)."""
    candidates = [shutil.which("compute-sanitizer")]
    for root in (os.environ.get("CUDA_HOME"), "/usr/local/cuda"):
        if root:
            candidates.append(str(Path(root) / "bin" / "compute-sanitizer"))
    return next((c for c in candidates if c and Path(c).is_file()), None)


def sanitize(sanitizer: str, binary: Path, tool: str, **flags) -> Verdict:
    """Run `binary` under one tool; clean only if it exits 0 and reports no hazard or error."""
    arguments = [str(part) for name, value in flags.items() for part in (f"--{name}", value)]
    done = subprocess.run([sanitizer, "--tool", tool, str(binary), *arguments], capture_output=True, text=True)
    output = done.stdout + done.stderr
    counts = [int(m["count"]) for pattern in (HAZARDS, ERRORS) for m in pattern.finditer(output)]
    summary = next((line.strip("= ").strip() for line in reversed(output.splitlines()) if "SUMMARY" in line),
                   f"exit {done.returncode}")
    clean = done.returncode == 0 and bool(counts) and not any(counts)
    return Verdict(tool, clean, summary if done.returncode == 0 else f"exit {done.returncode}: {summary}")


def main(argv: list[str]) -> int:
    """The experiment scripts' check of a built harness: each tool once, checked run only."""
    label, binary = argv
    sanitizer = find_sanitizer()
    if sanitizer is None:
        print(f"{label}: compute-sanitizer not found")
        return 1
    verdicts = [sanitize(sanitizer, Path(binary), tool, reps=0, warmup=0) for tool in TOOLS]
    for verdict in verdicts:
        print(f"{label} {verdict.tool}: {'clean' if verdict.clean else 'NOT CLEAN'}: {verdict.summary}")
    return 0 if all(v.clean for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
