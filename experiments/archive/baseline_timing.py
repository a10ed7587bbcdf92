"""How the cuDNN baseline's time depends on keeping PyTorch's dispatch out of the CUDA events.

Times PyTorch's cudnn.benchmark pick per size twice in one process: with events straight around
each call (how the sweep timed it before 2026-11-22's stop 11), and behind a GPU hold
(harness.baselines.HOLD_CYCLES, how it times it now). Where the convolution is shorter than
PyTorch's dispatch, the first figure is the dispatch, not the convolution.
    PYTHONPATH=. python3 experiments/baseline_timing.py [SIZES]   (GPU machine)
"""

import sys

from pkf.harness.baselines import HOLD_CYCLES, torch_fastest
from pkf.problem import Problem


def main(sizes: list[int]) -> None:
    print("| H=W | events around each call, µs | behind a GPU hold, µs | rel L2 |")
    print("|---|---|---|---|")
    for size in sizes:
        problem = Problem(h=size, w=size)
        bare = torch_fastest(problem, hold_cycles=0)
        held = torch_fastest(problem, hold_cycles=HOLD_CYCLES)
        print(f"| {size} | {bare['median_us']:.2f} | {held['median_us']:.2f} | {held['rel_l2']:.1e} |", flush=True)


if __name__ == "__main__":
    main([int(s) for s in sys.argv[1].split(",")] if len(sys.argv) > 1 else [224, 320, 448, 512, 640, 768, 960])
