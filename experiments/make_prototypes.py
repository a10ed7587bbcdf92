"""Generate (with TVM, on the CPU side) the prototypes a suite needs, into experiments/prototypes/.

    PYTHONPATH=. python3 experiments/make_prototypes.py --suite foundation,pkf,full,prune --sweep experiments/sweeps/default.toml
    PYTHONPATH=. python3 experiments/make_prototypes.py --suite int8 --sweep experiments/sweeps/default.toml --dtype int8

Existing prototypes are kept. The GPU machine has no TVM: it builds from these saved files.
"""

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from experiments.suites import SUITES
from pkf.build import keep_prototype
from pkf.reconstructor.schedules import schedule_of
from pkf.limits import Limits
from pkf.sweep import load_definition, sweep_cases

PROTOTYPES = REPO / "experiments" / "prototypes"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default="foundation,pkf", help="comma-separated suites (empty: none)")
    parser.add_argument("--sweep", type=Path, action="append", default=[], help="also a sweep definition's (TOML)")
    parser.add_argument("--dtype", help="the sweep definitions' dtype overridden, as `pkf sweep --dtype` does")
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--shard", default="0/1", help="i/n: generate every n-th prototype from the i-th (parallel runs)")
    args = parser.parse_args()
    shard, shards = map(int, args.shard.split("/"))
    wanted = {}
    pairs = [pair for suite in filter(None, args.suite.split(",")) for pair in SUITES[suite]]
    for definition in args.sweep:
        pairs += [(c.problem, c.variant) for c in sweep_cases(load_definition(definition, {"dtype": args.dtype}), Limits.sm90()) if c.variant]
    for problem, variant in pairs:  # a schedule made from a stand-in problem's prototype needs that one
        stand_in = schedule_of(variant).prototype_problem(problem)
        wanted.setdefault(variant.prototype_name(stand_in, args.arch), (stand_in, variant))
    for name in sorted(wanted)[shard::shards]:
        problem, variant = wanted[name]
        if not (PROTOTYPES / name / "prototype.cu").is_file():
            print(f"generating {name}", flush=True)
            keep_prototype(problem, variant, args.arch, PROTOTYPES)
    return 0


if __name__ == "__main__":
    sys.exit(main())
