"""Generate (with TVM, on the CPU side) the prototypes a suite needs, into experiments/prototypes/.

    PYTHONPATH=. python3 experiments/make_prototypes.py --suite foundation

Existing prototypes are kept. The GPU machine has no TVM: it builds from these saved files.
"""

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from experiments.suites import SUITES  # noqa: E402
from pkf.build import staged_directory  # noqa: E402
from pkf.prototype import generate  # noqa: E402
from pkf.variant import Variant  # noqa: E402

PROTOTYPES = REPO / "experiments" / "prototypes"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default="foundation", choices=sorted(SUITES))
    parser.add_argument("--arch", default="sm_90")
    args = parser.parse_args()
    variant = Variant()
    for problem in SUITES[args.suite]:
        directory = PROTOTYPES / variant.prototype_name(problem, args.arch)
        if (directory / "prototype.cu").is_file():
            continue
        print(f"generating {directory.name}", flush=True)
        with staged_directory(directory) as staging:
            generate(problem, variant.tile, args.arch).save(staging)
    return 0


if __name__ == "__main__":
    sys.exit(main())
