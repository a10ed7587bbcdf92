"""Golden files for the reconstructor's rewrites (lit/FileCheck style).

tests/golden/<rewrite>/in.cu is a saved prototype, expected.cu what the rewrite must produce.
When a change to a rewrite is intended, regenerate them all and review the diff:

    PYTHONPATH=. python3 tests/golden_files.py
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
sys.path.insert(0, str(HERE.parent))


def golden_cases():
    """(name, function from prototype CUDA text to output text) for every golden rewrite."""
    from reconstructor.kernels import split_kernels

    return {
        "split_kernels": lambda cuda: split_kernels(cuda).render(),
    }


def regenerate() -> None:
    for name, rewrite in golden_cases().items():
        folder = GOLDEN / name
        (folder / "expected.cu").write_text(rewrite((folder / "in.cu").read_text()))
        print(f"wrote {folder / 'expected.cu'}")


if __name__ == "__main__":
    regenerate()
