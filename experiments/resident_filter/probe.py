"""Issue 6, step 22: build, check and time the resident-filter probe (kernel.cu) against cuDNN.

The probe's kernels go into pkf's own harness (templates/main.cu.j2: float64 reference, poisoned
output, rotated inputs, CUDA events, one JSON line), and cuDNN's algorithms are timed in the same
run at the same sizes, the fastest picked as the sweep picks it (pkf.sweep.baseline_rows: every
supported, finite algorithm and PyTorch's cudnn.benchmark pick). Prints a markdown table; on a
machine without a GPU, --compile-only builds every size and stops.

    PYTHONPATH=. python3 experiments/resident_filter/probe.py --sizes 224,960 --out /tmp/rf [--compile-only]
"""

import argparse
from pathlib import Path

from harness.cudnn import build_cudnn_harness
from harness.nvcc import compile_cuda
from harness.render import render_main
from harness.run import BINARY, run_harness
from pkf.problem import Problem
from pkf.sweep import baseline_rows
from pkf.variant import Variant
from reconstructor.program import KernelLaunch, Program, Scratch

KERNEL = Path(__file__).with_name("kernel.cu")
THREADS = 16 * 32  # rf::kThreads (checked by a static_assert)
U_BYTES = 36 * 64 * 64 * 2
SHARED_BYTES = 2 * (36 * 32 * 64 + 36 * 16 * 64)  # rf::kSharedBytes (checked by a static_assert)


def program(problem: Problem, blocks: int) -> Program:
    prefix = f"constexpr int rfH = {problem.h}, rfW = {problem.w};\n"
    agree = (f"static_assert(rf::kSharedBytes == {SHARED_BYTES} && rf::kThreads == {THREADS}, "
             f"\"probe.py's launch and kernel.cu's constants disagree\");\n")
    return Program(
        cuda=prefix + KERNEL.read_text() + agree,
        setup=(KernelLaunch("rf_filter_transform", (16, 1, 1), (256, 1, 1), 0, ("U", "filt")),),
        pipeline=(KernelLaunch("rf_resident_filter", (blocks, 1, 1), (THREADS, 1, 1), SHARED_BYTES, ("U", "x", "y")),),
        scratch=(Scratch("U", "half", U_BYTES),),
    )


def render(problem: Problem, blocks: int) -> str:
    # The full fusion's compulsory bytes (x + U + y) hold for the probe too.
    return render_main(problem, Variant(fusion="full"), program(problem, blocks), name="resident-filter probe",
                       variant_description={"fusion": "full", "tbm": 16, "schedule": "resident-filter"})


def build(problem: Problem, blocks: int, out: Path, defines: tuple[str, ...] = ()) -> Path:
    directory = out / "-".join(["rf", *defines, str(problem.h)])
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "main.cu").write_text(render(problem, blocks))
    compile_cuda(directory / "main.cu", directory / BINARY, directory / "nvcc.log", extra=tuple(f"-D{d}" for d in defines))
    return directory / BINARY


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="224,320,448,512,640,768,960")
    parser.add_argument("--blocks", type=int, default=132, help="persistent grid: one block per SM, even")
    parser.add_argument("--reps", type=int, default=500)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--compile-only", action="store_true")
    parser.add_argument("--define", action="append", default=[], help="kernel.cu option, e.g. RF_CLUSTER=1")
    parser.add_argument("--no-cudnn", action="store_true", help="time the probe only (while iterating)")
    args = parser.parse_args()
    if args.blocks < 2 or args.blocks % 2:
        parser.error(f"--blocks {args.blocks}: must be even and at least 2 (blocks work in pairs), e.g. 132 on an H100")
    problems = [Problem(h=int(s), w=int(s), accum="fp16") for s in args.sizes.split(",")]
    binaries = [build(problem, args.blocks, args.out, tuple(args.define)) for problem in problems]
    if args.compile_only:
        print(f"built {len(binaries)} probes under {args.out}")
        return
    print("| H=W | probe µs | rel L2 | max abs | cuDNN fastest µs (algo) | × cuDNN fastest |")
    print("|---|---|---|---|---|---|")
    for problem, binary in zip(problems, binaries):
        result = run_harness(binary, f"probe {problem.h}", reps=args.reps)
        row = f"| {problem.h} | {result.median_us:.1f} | {result.rel_l2:.2e} | {result.max_abs:.2e} |"
        if args.no_cudnn:
            print(row + " – | – |", flush=True)
            continue
        binary = build_cudnn_harness(problem, args.out / f"cudnn-{problem.h}")
        cudnn = next(r for r in baseline_rows(problem, binary, None, args.reps) if r["variant"] == "cudnn-fastest")
        if cudnn["status"] == "failed":
            print(row + f" – ({cudnn['error']}) | – |", flush=True)
            continue
        print(row + f" {cudnn['median_us']:.1f} ({cudnn['algo']}) | {cudnn['median_us'] / result.median_us:.2f} |", flush=True)


if __name__ == "__main__":
    main()
