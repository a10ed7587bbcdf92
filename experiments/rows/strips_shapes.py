"""Layers drawn at random (3x3, C and K from common widths, maps 7-224) on which items across strips and images
(reconstructor/rows.py's STRIPS layout) save rounds by the plan's own estimate (schedules/rows.py's `work_us`), at each of
the given batches; the layers of experiments/sweeps/rows-strips.toml (fp16 1,4 seed 1) and rows-strips-fp32.toml (fp32
2,8 seed 2) are the first of these lists.

    PYTHONPATH=. python3 experiments/rows/strips_shapes.py fp16 1,4 --seed 1
"""

import argparse
import random
from unittest.mock import patch

import pkf.reconstructor.rows as rows
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor.schedules.rows import work_us

WIDTHS_C = (32, 48, 64, 96, 128, 160, 192, 256, 320, 384, 512)
WIDTHS_K = (32, 64, 96, 128, 192, 256, 384, 512)


def ratio(problem: Problem) -> float:
    """The plan's estimate with items across strips allowed, over the one without."""
    limits = Limits.sm90()
    with_strips = work_us(problem, None, limits)
    every = rows.layouts
    with patch.object(rows, "layouts", lambda p: [layout for layout in every(p) if layout[1] != rows.STRIPS]):
        return with_strips / work_us(problem, None, limits)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("accum", choices=("fp16", "fp32"))
    parser.add_argument("batches", help="comma-separated N, e.g. 1,4")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draws", type=int, default=4000)
    parser.add_argument("--below", type=float, default=0.85, help="list layers whose best ratio is below this")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    batches = [int(b) for b in args.batches.split(",")]
    rng, found = random.Random(args.seed), []
    for _ in range(args.draws):
        c, k = rng.choice(WIDTHS_C), rng.choice(WIDTHS_K)
        h, w = rng.randint(7, 224), rng.randint(7, 224)
        problems = [Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=args.accum) for n in batches]
        if not all(rows.forms(p) for p in problems):
            continue
        ratios = [round(ratio(p), 2) for p in problems]
        if min(ratios) < args.below:
            found.append((min(ratios), ratios, c, k, h, w))
    for best, ratios, c, k, h, w in sorted(found)[:args.top]:
        print(f"{c}-{k}@{h}x{w}: with strips / without, N = {args.batches}: {ratios}")


if __name__ == "__main__":
    main()
