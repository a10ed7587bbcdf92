"""The wgmma schedule (F(2,3), C = 64, K = 64 or 32): the Winograd-domain filter (128 or 64 KB) resident in one
block's shared memory as wgmma's B operand; two warpgroups per block each walk units of 8 x 8 tiles, a unit's input one TMA box;
V computed in registers as the A operand, the accumulators folded into the outputs in registers. Compiled for
sm_90a."""

from dataclasses import replace

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import ACTIVATIONS, Variant
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides
from pkf.reconstructor.wgmma import WGMMA_CHANNELS, WGMMA_TBM, WGMMA_UNIT, wgmma_blocks, wgmma_layout, wgmma_passes

BIAS = Option("--bias", "bias", "with --wgmma: a per-channel bias added to the output inside the kernel, no pass of its own "
              "(variant suffix -bias)", output=True)
ACTIVATION = Option("--activation", "activation", "with --wgmma: the activation applied to the output inside the kernel, after "
                    "the bias (lrelu: leaky ReLU, its slope given at run time; variant suffix -relu, -lrelu or -silu)",
                    kind=str, choices=ACTIVATIONS, output=True)
WGMMA = Option("--wgmma", "wgmma", "with --resident-filter --tma, F(2,3) (--m 2 --accum fp16), C = 64, K = 64 or 32, any N, H, W: the "
               "filter in shared memory, the BGEMM on wgmma, compiled for sm_90a (variant suffix -wg)")


def wgmma_problems(problem: Problem, variant: Variant, limits: Limits) -> list[str]:
    """What keeps `variant` from the --wgmma schedule, each with what is valid."""
    problems = []
    if not (variant.fusion == "full" and variant.resident and variant.tma):
        problems.append("--wgmma: a form of the full fusion's resident-filter TMA schedule; add --fusion full --resident-filter --tma")
    wanted = {"m": 2, "r": 3, "dtype": "fp16", "accum": "fp16", "c": 64}
    given = flags_besides(problem, wanted) + ([f"--k {problem.k}"] if problem.k not in WGMMA_CHANNELS else [])
    if given:
        problems.append(f"--wgmma: the schedule is F(2,3) (--m 2), fp16 with fp16 sums (--accum fp16), C = 64 and K = 64 or 32; "
                        f"got {', '.join(given)}")
    if variant.tbm != WGMMA_TBM:
        problems.append(f"--tbm {variant.tbm}: with --wgmma a unit is 8 x 8 tiles (wgmma's 64 rows); use --tbm {WGMMA_TBM}")
    shared = wgmma_layout(problem).shared_bytes
    if shared > limits.shared_per_block:
        problems.append(f"--wgmma: needs {shared} B of shared memory per block (U, two boxes), the device allows {limits.shared_per_block}")
    return problems


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    variant = replace(variant, resident=True, tma=True, wgmma=True, tbm=WGMMA_TBM)
    return [TileCheck("full-wg", variant.tbm, problem.k, variant.tbk, wgmma_layout(problem).shared_bytes, limits.shared_per_block,
                      wgmma_blocks(problem, limits.sms), limits.sms, 0, limits.l2_bytes, tuple(wgmma_problems(problem, variant, limits)))]


def resolve(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    problems = wgmma_problems(problem, choice, limits)
    if problems:
        raise PkfError(problems[0])
    return replace(choice, tbn=problem.k, tbk=min(32, problem.c))


def arch_problem(variant: Variant, arch: str, number: int) -> str:
    return "" if number == 90 else f"--arch {arch}: --wgmma uses sm_90a's wgmma (H100, H200); use --arch sm_90"


WGMMA_SCHEDULE = Schedule(
    name="wgmma", fusion="full", status="fastest",
    summary="full fusion, F(2,3): the filter resident in shared memory as wgmma's B operand, V and M in registers, input by TMA",
    tbm="Winograd tiles per unit: 64 (8 x 8 tiles, wgmma's 64 rows)",
    limits="F(2,3), fp16 with fp16 sums, C = 64, K = 64 or 32, any N, H, W (edge units read zeros by the TMA, not stored); bias and "
           "activation fused into its output; sm_90 (compiled for sm_90a)",
    options=(WGMMA, BIAS, ACTIVATION),
    selects=lambda v: v.wgmma,
    shared_bytes=lambda problem, variant: wgmma_layout(problem).shared_bytes, tiles=tiles, resolve=resolve, passes=lambda problem, variant: wgmma_passes(),
    pipeline=(FULL_ROLE,), scratch=("U",), default_tbm=WGMMA_TBM, arch_suffix="a", arch_problem=arch_problem,
    variants=lambda problem, limits: [Variant("full", WGMMA_TBM, resident=True, tma=True, wgmma=True)],
    # Tensor Core rate not measured (every size measured is memory-bound): an assumed half of wgmma's dense fp16 peak.
    # only KTrans and the transform matrices are taken from the prototype: one 16 x 16 image stands in for any N, H, W
    prototype_problem=lambda problem: replace(problem, n=1, h=WGMMA_UNIT, w=WGMMA_UNIT),
    measured_on=lambda problem: problem.k == 64,  # K = 32 (wgmma n32) has not been run on a GPU yet
    cost=Cost(8.6, 2484, 400.0, "experiments/results/2026-11-24-h100-wgmma-sweep-*/wgmma-sweep (224^2 and 960^2)"),
)
