"""Does an L2 prefetch of the next wave's input shorten the full fusion's ITrans phase? (issue 6, step 23)

    PYTHONPATH=. python3 experiments/l2_prefetch_probe.py --ahead 0,132,264 --rounds 3 BUILD_DIR [BUILD_DIR ...]

A diagnostic, not part of pkf: for each full-fusion build it copies main.cu and, for every
AHEAD > 0, lets one thread of block b issue `cp.async.bulk.prefetch.L2` for the input rows of
block b + AHEAD (one bulk prefetch per input row the block's tiles read), so that the block which
runs there later finds its ITrans input in L2 instead of DRAM. AHEAD = 0 is the build as it is.
The copies are compiled in parallel and run in alternating rounds (each the harness's own check
and timing: median of --reps, output poisoned, inputs rotated); every row prints its error.
"""

import argparse
import json
import statistics
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import regex

from pkf.harness.nvcc import compile_cuda
from pkf.harness.run import run_harness

FUSED_KERNEL_BODY = regex.compile(r"extern \"C\" __global__ void[^{]*pkf_full_\w+\([^)]*\bx_ptr\b[^)]*\)\s*\{")

PREFETCH_HELPER = Path(__file__).parent.parent / "templates" / "l2_prefetch.cuh"


def with_prefetch(cuda: str, build: dict, ahead: int) -> str:
    """main.cu with the L2 prefetch of block blockIdx.x + ahead's input at the fused kernel's start."""
    match = FUSED_KERNEL_BODY.search(cuda)
    if match is None:
        raise SystemExit("l2_prefetch_probe: no pkf_full_* kernel taking x_ptr in main.cu (full-fusion builds only)")
    problem, tiles = build["problem"], build["variant"]["tbm"]
    if problem["n"] != 1 or problem["m"] != 4 or problem["r"] != 3:
        raise SystemExit(f"l2_prefetch_probe: F(4,3) with N = 1 only, not {problem}")
    call = (f"\n  if (threadIdx.x == 0 && threadIdx.y == 0) prefetch_input_rows_l2(x_ptr, ((int)blockIdx.x + {ahead}) * {tiles}, "
            f"{tiles}, {problem['h']}, {problem['w']}, {problem['c']});\n")
    return cuda[: match.start()] + PREFETCH_HELPER.read_text() + match.group(0) + call + cuda[match.end():]


def compile_copy(build: Path, ahead: int, work: Path) -> Path:
    name = f"{build.name}-ahead{ahead}"
    source, binary = work / f"{name}.cu", work / name
    cuda = (build / "main.cu").read_text()
    if ahead:
        cuda = with_prefetch(cuda, json.loads((build / "build.json").read_text()), ahead)
    source.write_text(cuda)
    compile_cuda(source, binary, work / f"{name}.log")
    return binary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", nargs="+", type=Path)
    parser.add_argument("--ahead", default="0,132,264", help="blocks ahead to prefetch, comma-separated; 0 = as built")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--reps", type=int, default=500)
    args = parser.parse_args()
    aheads = [int(a) for a in args.ahead.split(",")]
    jobs = [(build, ahead) for build in args.builds for ahead in aheads]
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor() as pool:
        binaries = list(pool.map(lambda job: compile_copy(job[0], job[1], Path(tmp)), jobs))
        runs = {job: [] for job in jobs}
        for _ in range(args.rounds):
            for job, binary in zip(jobs, binaries):
                runs[job].append(run_harness(binary, f"l2_prefetch_probe {binary.name}", reps=args.reps))
    print("| build | ahead | median of rounds, us | rounds, us | rel L2 | max abs |")
    print("|---|---|---|---|---|---|")
    for (build, ahead), results in runs.items():
        times = [r.median_us for r in results]
        worst = max(results, key=lambda r: r.rel_l2)
        print(f"| {build.name} | {ahead} | {statistics.median(times):.1f} | {', '.join(f'{t:.1f}' for t in times)} "
              f"| {worst.rel_l2:.2e} | {worst.max_abs:.2e} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
