"""Run a wgmma-, rows- or thin-schedule program on the CPU and check it against a float64 direct convolution: the
emulator.

No GPU is needed. The program's own CUDA text is compiled by the host compiler (through nvcc, which adds the CUDA
headers) with host versions of its PTX primitives (templates/emulated.cuh): each CUDA thread a fiber, wgmma, the TMA,
bulk copies and mbarriers emulated. So every index, layout, ring and barrier protocol of a kernel form that no GPU has
run yet is executed whole on seeded inputs; what it cannot tell is speed, and memory orderings finer than the
emulator's (its fibers run one at a time; it tries a few orders of the threads and of the copies' arrivals per seed).
"""

import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import regex

import pkf
from pkf import templates
from pkf.errors import PkfError
from pkf.harness.nvcc import find_nvcc, run_compiler
from pkf.harness.render import environment
from pkf.problem import Problem
from pkf.reconstructor.program import Program
from pkf.reconstructor.schedules import schedule_of
from pkf.variant import Variant
from pkf.winograd import direct_conv, relative_l2

# kernel<<<grid, block, shared[, stream]>>>(  ->  pkf_emu::launcher(kernel, grid, block, shared[, stream])(
LAUNCH = regex.compile(r"(\w+)<<<(.+?)>>>\(")
# extern __shared__ unsigned char pkf_smem[];  (a kernel's dynamic shared memory)  ->  the emulator's arena
EXTERN_SHARED = regex.compile(r"extern __shared__ (?:__align__\(\d+\) )?unsigned char (\w+)\[\];")
# __shared__ half x_shared[1024];  (static shared memory: TVM's kernels, which the emulator does not run)
STATIC_SHARED = regex.compile(r"(?<!extern )__shared__ [^;]*\[\d+\];")
EMULATED_SCHEDULES = ("wgmma", "thin", "rows")
FLAGS = ("-x", "c++", "-std=c++17", "-O1", "-w")


@dataclass(frozen=True)
class Emulated:
    """One emulated run's output against the float64 reference (the harness's measures), and how long it took."""

    rel_l2: float
    max_abs: float
    not_finite: int
    seconds: float

    def passed(self, tolerance: float) -> bool:
        return self.not_finite == 0 and self.rel_l2 <= tolerance


def render_emulated(problem: Problem, variant: Variant, program: Program) -> str:
    """`program` with a driver that reads its inputs from files and writes y, for the host compiler."""
    schedule = schedule_of(variant).name
    if schedule not in EMULATED_SCHEDULES or STATIC_SHARED.search(program.cuda):
        raise PkfError(f"{variant.name}: schedule {schedule} is not emulated; the emulator runs the schedules "
                       f"{', '.join(EMULATED_SCHEDULES)} (on a GPU: pkf run)")
    source = environment().get_template("emulated.cpp.j2").render(
        pkf_version=pkf.__version__, variant_name=variant.name, problem=problem, emulator=templates.header("emulated.cuh"),
        kernels=program.cuda, setup=list(program.setup), pipeline=list(program.pipeline), scratch=list(program.scratch),
        zeroed=program.zeroed, epilogue=variant.epilogue,
        residual=variant.residual)
    source = EXTERN_SHARED.sub(r"unsigned char* \1 = pkf_emu::shared_arena;", source)
    return LAUNCH.sub(r"pkf_emu::launcher(\1, \2)(", source)


def compile_emulated(source: Path, binary: Path) -> None:
    run_compiler([find_nvcc(), *FLAGS, "-o", str(binary), str(source)], source, binary.with_suffix(".log"))


def inputs(problem: Problem, variant: Variant, seed: int) -> dict[str, np.ndarray]:
    """Fresh seeded inputs: x NHWC and the filter KRSC in [-1, 1) as fp16; the epilogue's K biases in [-4, 4) and leaky
    ReLU's slope; the residual NHWK in [-4, 4) as fp16 (of the order of the outputs, so a misplaced one shows)."""
    random = np.random.default_rng(seed)
    p = problem
    made = {"x": random.uniform(-1, 1, (p.n, p.h, p.w, p.c)).astype(np.float16),
            "filt": random.uniform(-1, 1, (p.k, p.r, p.r, p.c)).astype(np.float16)}
    if variant.epilogue:
        made["epilogue"] = np.append(random.uniform(-4, 4, p.k), 0.1).astype(np.float32)
    if variant.residual:
        made["residual"] = random.uniform(-4, 4, (p.n, p.h, p.w, p.k)).astype(np.float16)
    return made


def reference(problem: Problem, variant: Variant, made: dict[str, np.ndarray]) -> np.ndarray:
    """The float64 direct convolution, then the variant's residual sum, bias and activation."""
    y = direct_conv(problem, made["x"], made["filt"])
    if variant.residual:
        y += made["residual"].astype(np.float64)
    if variant.bias:
        y += made["epilogue"][:problem.k]
    if variant.activation == "relu":
        y = np.maximum(y, 0)
    elif variant.activation == "lrelu":
        y = np.where(y > 0, y, float(made["epilogue"][problem.k]) * y)
    elif variant.activation == "silu":
        y = y / (1 + np.exp(-y))
    return y


def emulate(problem: Problem, variant: Variant, program: Program, workdir: Path, seeds: tuple[int, ...] = (1,)) -> Emulated:
    """Compile `program` for the emulator in `workdir` and run it once per seed (fresh inputs, another order of the
    threads and of the copies' arrivals); the largest error of the runs."""
    workdir.mkdir(parents=True, exist_ok=True)
    source, binary = workdir / "emulated.cpp", workdir / "emulated"
    source.write_text(render_emulated(problem, variant, program))
    compile_emulated(source, binary)
    return max((run_emulated(problem, variant, binary, workdir, seed) for seed in seeds),
               key=lambda run: (run.not_finite, run.rel_l2))


def run_emulated(problem: Problem, variant: Variant, binary: Path, workdir: Path, seed: int) -> Emulated:
    made = inputs(problem, variant, seed)
    for name, values in made.items():
        values.tofile(workdir / f"{name}.bin")
    started = time.monotonic()
    done = subprocess.run([str(binary), str(workdir), str(seed)], capture_output=True, text=True)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        raise PkfError(f"{variant.name} on {problem.key}, emulated (seed {seed}): "
                       f"{done.stderr.strip() or f'exit {done.returncode}'}")
    out = np.fromfile(workdir / "y.bin", dtype=np.float16).astype(np.float64).reshape(problem.n, problem.h, problem.w,
                                                                                     problem.k)
    ref = reference(problem, variant, made)
    finite = np.isfinite(out)
    not_finite = int((~finite).sum())
    out = np.where(finite, out, ref)  # the unwritten are counted, and make the error infinite
    rel_l2 = float("inf") if not_finite else relative_l2(out, ref)
    return Emulated(rel_l2, float(np.abs(out - ref).max()), not_finite, seconds)
