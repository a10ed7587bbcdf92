"""Issue 6, step 22: build, check and time the resident-filter probe (kernel.cu) against cuDNN.

The probe's kernels go into pkf's own harness (templates/main.cu.j2: float64 reference, poisoned
output, rotated inputs, CUDA events, one JSON line), and cuDNN's algorithms are timed in the same
run at the same sizes, the fastest picked as the sweep picks it (pkf.sweep.baseline_rows: every
supported, finite algorithm and PyTorch's cudnn.benchmark pick). Prints a markdown table; on a
machine without a GPU, --compile-only builds every size and stops. Steps 23, 28 and 29 add schedules
(--schedule registers, tma, tma24, box); --gather-check checks step 28's TMA loads alone.

    PYTHONPATH=. python3 experiments/resident_filter/probe.py --sizes 224,960 --out /tmp/rf [--compile-only]
"""

import argparse
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from pkf.harness.cudnn import build_cudnn_harness
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.harness.run import BINARY, run_harness
from pkf.problem import Problem
from pkf.sweep import baseline_rows
from pkf.variant import Variant
from pkf.reconstructor.program import KernelLaunch, Program, Scratch

HERE = Path(__file__).parent
U_BYTES = 36 * 64 * 64 * 2


@dataclass(frozen=True)
class Schedule:
    """One of the probe's kernels: its source files, launch shape and C++ namespace."""

    kernel: str
    sources: tuple[str, ...]
    namespace: str
    threads: int
    shared_bytes: int
    tiles: int  # per group
    defines: tuple[str, ...] = ()  # the form's own -D options


BASE_SOURCES = ("../../templates/l2_prefetch.cuh", "../../templates/resident_filter.cuh", "kernel.cu")
TMA_SOURCES = (*BASE_SOURCES, "../../templates/tma.cuh", "tma.cu")
SCHEDULES = {
    # step 22: U in shared memory, one V buffer of 16 tiles
    "shared": Schedule("rf_resident_filter", BASE_SOURCES, "rf", 16 * 32, 2 * (36 * 32 * 64 + 36 * 16 * 64), 16),
    # step 23: U in registers, two V buffers of 24 tiles
    "registers": Schedule("rf_register_filter", (*BASE_SOURCES, "registers.cu"), "rfr", 12 * 32, 2 * 2 * 36 * 24 * 64, 24),
    # step 28: U in registers, V buffers filled by TMA im2col loads (tma.cu, with its own launcher): three of
    # 16 tiles, or two of 24
    "tma": Schedule("rf_tma_filter", TMA_SOURCES, "rft", 12 * 32, 3 * 2 * 36 * 16 * 64 + 1024, 16),
    "tma24": Schedule("rf_tma_filter", TMA_SOURCES, "rft", 12 * 32, 2 * 2 * 36 * 24 * 64 + 1024, 24, ("RFT_TILES=24",)),
    # step 29: U in registers, each 4 x 4 square of tiles' input one TMA box (box.cu): two boxes, two V buffers
    "box": Schedule("rf_box_filter", (*BASE_SOURCES, "../../templates/tma.cuh", "box.cu"), "rfb", 12 * 32,
                    2 * 2 * 36 * 16 * 64 + 2 * 2 * 18 * 18 * 64, 16),
}
# The TMA kernels take a tensor map that only the host can make: their launch goes through a host launcher.
HOST_LAUNCHERS = {"rf_tma_filter": "rf_tma_launch", "rf_box_filter": "rf_box_launch"}


def probe_source(problem: Problem, sources: tuple[str, ...]) -> str:
    """The probe's files for one image size (rfH and rfW first), as one CUDA text."""
    return f"constexpr int rfH = {problem.h}, rfW = {problem.w};\n" + "".join((HERE / name).read_text() for name in sources)


def program(problem: Problem, blocks: int, schedule: Schedule) -> Program:
    agree = (f"static_assert({schedule.namespace}::kSharedBytes == {schedule.shared_bytes} && "
             f"{schedule.namespace}::kThreads == {schedule.threads}, \"probe.py's launch and the kernel's constants disagree\");\n")
    return Program(
        cuda=probe_source(problem, schedule.sources) + agree,
        setup=(KernelLaunch("rf_filter_transform", (16, 1, 1), (256, 1, 1), 0, ("U", "filt")),),
        pipeline=(KernelLaunch(schedule.kernel, (blocks, 1, 1), (schedule.threads, 1, 1), schedule.shared_bytes, ("U", "x", "y")),),
        scratch=(Scratch("U", "half", U_BYTES),),
    )


def render(problem: Problem, blocks: int, schedule: Schedule) -> str:
    # The full fusion's compulsory bytes (x + U + y) hold for the probe too.
    text = render_main(problem, Variant(fusion="full"), program(problem, blocks, schedule), name="resident-filter probe",
                       variant_description={"fusion": "full", "tbm": schedule.tiles, "schedule": f"resident-filter-{schedule.kernel}"})
    launcher = HOST_LAUNCHERS.get(schedule.kernel)
    if launcher:
        launch = re.compile(rf"{schedule.kernel}<<<(dim3\([^)]*\)), (dim3\([^)]*\)), (\d+)>>>\(")
        text, count = launch.subn(rf"{launcher}(\1, \2, \3, ", text)
        assert count == 1, f"expected one launch of {schedule.kernel} in the rendered harness, found {count}"
    return text


def build(problem: Problem, blocks: int, out: Path, defines: tuple[str, ...] = (), schedule: str = "shared") -> Path:
    directory = out / "-".join(["rf", schedule, *defines, str(problem.h)])
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "main.cu").write_text(render(problem, blocks, SCHEDULES[schedule]))
    defines = SCHEDULES[schedule].defines + tuple(defines)
    compile_cuda(directory / "main.cu", directory / BINARY, directory / "nvcc.log", extra=tuple(f"-D{d}" for d in defines))
    return directory / BINARY


def build_gather_check(problem: Problem, out: Path, schedule: str = "tma") -> Path:
    """tma_gather_check.cu (step 28): the probe's im2col loads alone, compared element by element."""
    directory = out / f"{schedule}-gather-{problem.h}x{problem.w}"
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "check.cu").write_text(probe_source(problem, (*SCHEDULES[schedule].sources, "tma_gather_check.cu")))
    defines = tuple(f"-D{d}" for d in SCHEDULES[schedule].defines)
    compile_cuda(directory / "check.cu", directory / "check", directory / "nvcc.log", extra=("-diag-suppress", "177", *defines))
    return directory / "check"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="224,320,448,512,640,768,960")
    parser.add_argument("--blocks", type=int, default=132, help="persistent grid: one block per SM, even")
    parser.add_argument("--reps", type=int, default=500)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--compile-only", action="store_true")
    parser.add_argument("--schedule", choices=sorted(SCHEDULES), default="shared",
                        help="where the filter stays: shared memory (step 22) or registers (step 23; with TMA loads: im2col, step 28, or boxes, step 29)")
    parser.add_argument("--define", action="append", default=[], help="kernel.cu option, e.g. RF_CLUSTER=1")
    parser.add_argument("--no-cudnn", action="store_true", help="time the probe only (while iterating)")
    parser.add_argument("--gather-check", action="store_true",
                        help="build (and without --compile-only run) tma_gather_check.cu at each size for --schedule tma or tma24")
    args = parser.parse_args()
    if args.blocks < 2 or args.blocks % 2:
        parser.error(f"--blocks {args.blocks}: must be even and at least 2 (blocks work in pairs), e.g. 132 on an H100")
    problems = [Problem(h=int(s), w=int(s), accum="fp16") for s in args.sizes.split(",")]
    if args.gather_check:
        if not args.schedule.startswith("tma"):
            parser.error(f"--gather-check with --schedule {args.schedule}: checks the TMA loads of --schedule tma or tma24")
        checks = [build_gather_check(problem, args.out, args.schedule) for problem in problems]
        failed = 0 if args.compile_only else sum(subprocess.run([str(check)], check=False).returncode != 0 for check in checks)
        raise SystemExit(1 if failed else 0)
    binaries = [build(problem, args.blocks, args.out, tuple(args.define), args.schedule) for problem in problems]
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
