"""The wgmma schedule (F(2,3), C and K multiples of 16): the Winograd-domain filter as wgmma's B
operand in shared memory, resident for the whole launch where it fits (C <= 64, K <= 64: 128 or 64 KB), else streamed
in chunks of 64 input by 32, 64, 96 or 128 output channels through a ring; two warpgroups per block each walk units of 8 x 8
tiles, a unit's input one TMA box per 64 input channels (zeros past C); V computed in registers as the A operand, the
accumulators folded into the outputs in registers. Sums in fp16 (fastest), or in fp32 as cuDNN's (chunks of 32 output
channels: twice the registers per channel). Compiled for sm_90a."""

from dataclasses import replace

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import ACTIVATIONS, Variant
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides
from pkf.reconstructor.wgmma import (WGMMA_C_MULTIPLE, WGMMA_CHUNK, WGMMA_MAX_CHANNELS, WGMMA_NARROW, WGMMA_TBM, WGMMA_UNIT,
                                     STREAMED_FP32_STEP_US, STREAMED_FP32_WIDE_STEP_US, STREAMED_STEP_US,
                                     STREAMED_WIDE_STEP_US, chunk_width, filter_channels,
                                     filter_outputs, narrow_width, slices_us, wgmma_blocks, wgmma_layout, wgmma_passes, wgmma_slices, wgmma_steps)

BIAS = Option("--bias", "bias", "with --wgmma or --cublas: a per-channel bias added to the output inside the kernel, no pass of "
              "its own (variant suffix -bias)", output=True)
ACTIVATION = Option("--activation", "activation", "with --wgmma or --cublas: the activation applied to the output inside the kernel, after "
                    "the bias (lrelu: leaky ReLU, its slope given at run time; variant suffix -relu, -lrelu or -silu)",
                    kind=str, choices=ACTIVATIONS, output=True)
CHANNELS = f"C and K multiples of {WGMMA_C_MULTIPLE}, each up to {WGMMA_MAX_CHANNELS}"
WGMMA = Option("--wgmma", "wgmma", f"(--schedule wgmma sets it) with --resident-filter --tma, F(2,3) (--m 2; --accum fp16, or fp32: slower, cuDNN's "
               f"precision), {CHANNELS}, any N, H, W: the "
               "filter in shared memory (streamed through it in chunks beyond C = K = 64), the BGEMM on wgmma, compiled "
               "for sm_90a (variant suffix -wg)")
# input channels: whole k16 steps; output channels: a lane's 8-channel stores and 2-channel bias reads whole (the last
# output chunk padded)
MULTIPLES = {"c": WGMMA_C_MULTIPLE, "k": WGMMA_C_MULTIPLE}


def channels_taken(c: int, k: int) -> bool:
    return all(n % MULTIPLES[name] == 0 and MULTIPLES[name] <= n <= WGMMA_MAX_CHANNELS for name, n in (("c", c), ("k", k)))


def nearest_channels(n: int, name: str) -> int:
    multiple = MULTIPLES[name]
    return min(WGMMA_MAX_CHANNELS, max(multiple, round(n / multiple) * multiple))


def wgmma_problems(problem: Problem, variant: Variant, limits: Limits) -> list[str]:
    """What keeps `variant` from the --wgmma schedule, each with what is valid."""
    problems = []
    if not (variant.fusion == "full" and variant.resident and variant.tma):
        problems.append("--wgmma: a form of the full fusion's resident-filter TMA schedule; use --schedule wgmma (or add --fusion full --resident-filter --tma)")
    given = flags_besides(problem, {"m": 2, "r": 3, "dtype": "fp16"})
    if not channels_taken(problem.c, problem.k):
        given += [f"--c {problem.c} --k {problem.k} (nearest: --c {nearest_channels(problem.c, 'c')} --k {nearest_channels(problem.k, 'k')})"]
    if given:
        problems.append(f"--wgmma: the schedule is F(2,3) (--m 2), fp16 (with --accum fp16 or fp32), {CHANNELS}; "
                        f"got {', '.join(given)}")
    if variant.tbm != WGMMA_TBM:
        problems.append(f"--tbm {variant.tbm}: with --wgmma a unit is 8 x 8 tiles (wgmma's 64 rows); use --tbm {WGMMA_TBM}")
    shared = wgmma_layout(problem).shared_bytes
    if shared > limits.shared_per_block:
        problems.append(f"--wgmma: needs {shared} B of shared memory per block (U, two boxes), the device allows {limits.shared_per_block}")
    return problems


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    variant = replace(variant, resident=True, tma=True, wgmma=True, tbm=WGMMA_TBM)
    # the tile names the stand-in prototype's (its TBN, TBK); the kernel's own chunks are chunk_width's
    return [TileCheck("full-wg", variant.tbm, prototype_tbn(problem), prototype_tbk(problem), wgmma_layout(problem).shared_bytes, limits.shared_per_block,
                      wgmma_blocks(problem, limits.sms), limits.sms, 0, limits.l2_bytes, tuple(wgmma_problems(problem, variant, limits)))]


def prototype_tbn(problem: Problem) -> int:
    """The TBN of the stand-in prototype (whose BGEMM the kernel does not use): 16 where 32 does not divide K, 32 where
    64 does not or with fp32 sums, else 64, as the saved stand-ins were made; the kernel's output chunks are
    `chunk_width`'s."""
    if problem.k % WGMMA_NARROW:
        return WGMMA_C_MULTIPLE
    return WGMMA_NARROW if problem.accum == "fp32" or problem.k % WGMMA_CHUNK else WGMMA_CHUNK


def prototype_tbk(problem: Problem) -> int:
    """The TBK of the stand-in prototype (whose BGEMM the kernel does not use): 32, or 16 where 32 does not divide C."""
    return 32 if problem.c % 32 == 0 else 16


def resolve(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    problems = wgmma_problems(problem, choice, limits)
    if problems:
        raise PkfError(problems[0])
    return replace(choice, tbn=prototype_tbn(problem), tbk=prototype_tbk(problem))


def arch_problem(variant: Variant, arch: str, number: int) -> str:
    return "" if number == 90 else f"--arch {arch}: --wgmma uses sm_90a's wgmma (H100, H200); use --arch sm_90"


FP16_SUMS_COST = Cost(8.6, 2484, 400.0, "experiments/results/2026-11-24-h100-wgmma-sweep-*/wgmma-sweep (224^2 and 960^2)")
# C, K <= 64 with fp32 sums: U resident, n64 fp32 accumulators, one position's product at a time; the bandwidth fitted
# to sr-64@1080p N = 1 (294.4 us); the Tensor Core rate not measured (memory-bound where measured), the fp16 form's half
FP32_SUMS_COST = Cost(8.6, 1860, 210.0,
                      "experiments/results/2026-11-26-h100-wgmma-wide/sweeps/wgmma-wide-fp32-n64.log (sr-64@1080p, vgg-64@224)")
# U streamed: the H100 measured 2.6 us + 7.8 us per chunk step of the busiest block, at every N, H, W, C and K of the
# suite (22 layers, within 25 %; n32 chunks cost as much a step as n64 ones), fp32 sums 6.8-8.0 us a step
STREAMED_FP16_COST = Cost(2.6, 2484, 400.0, "experiments/results/2026-11-26-h100-networks (22 streamed layers)",
                          step_us=STREAMED_STEP_US)
STREAMED_WIDE_COST = replace(STREAMED_FP16_COST, measured="experiments/results/2026-11-26-h100-wgmma-wide (n128 chunks, 4 layers)",
                             step_us=STREAMED_WIDE_STEP_US)
STREAMED_FP32_COST = Cost(2.6, 1300, 210.0, "experiments/results/2026-11-26-h100-widths/profile-wide (3 layers)",
                          step_us=STREAMED_FP32_STEP_US)
STREAMED_FP32_WIDE_COST = replace(STREAMED_FP32_COST, measured="experiments/results/2026-11-26-h100-wgmma-wide (n64 chunks, 4 layers)",
                                  step_us=STREAMED_FP32_WIDE_STEP_US)


def cost_of(problem: Problem) -> Cost:
    """The measured cost: U streamed over C or K > 64, per chunk step; else by bytes and multiplies (fp32 sums: predicted), its
    rates scaled down where C is padded to whole input chunks: the padded channels' boxes, transforms and products are
    made for nothing."""
    if wgmma_layout(problem).streamed and max(problem.c, problem.k) > WGMMA_CHUNK:  # where the step cost was measured
        wide = chunk_width(problem) > narrow_width(problem)
        if problem.accum == "fp32":
            return STREAMED_FP32_WIDE_COST if wide else STREAMED_FP32_COST
        return STREAMED_WIDE_COST if wide else STREAMED_FP16_COST
    cost = FP32_SUMS_COST if problem.accum == "fp32" else FP16_SUMS_COST
    useful = problem.c / filter_channels(problem)
    if useful == 1:
        return cost
    return replace(cost, bandwidth_gbps=cost.bandwidth_gbps * useful, tensor_tflops=cost.tensor_tflops * useful,
                   measured=f"{cost.measured}; x {useful:.2f}: C = {problem.c} padded to {filter_channels(problem)}")


WGMMA_SCHEDULE = Schedule(
    name="wgmma", fusion="full", status="fastest",
    summary="full fusion, F(2,3): the filter in shared memory as wgmma's B operand (resident, or streamed in chunks of 64 input "
            "by 128, 96, 64 or 32 output channels), V and M in registers, input by TMA",
    tbm="Winograd tiles per unit: 64 (8 x 8 tiles, wgmma's 64 rows)",
    limits=f"F(2,3), fp16 with fp16 sums (each over 64 channels, then folded) or fp32 sums, {CHANNELS}, any N, H, W (edge units read zeros "
           "by the TMA, not stored); bias and activation fused into its output; sm_90 (compiled for sm_90a)",
    options=(WGMMA, BIAS, ACTIVATION),
    selects=lambda v: v.wgmma,
    shared_bytes=lambda problem, variant: wgmma_layout(problem).shared_bytes, tiles=tiles, resolve=resolve, passes=lambda problem, variant: wgmma_passes(),
    pipeline=(FULL_ROLE,), scratch=("U",), default_tbm=WGMMA_TBM, arch_suffix="a", arch_problem=arch_problem,
    variants=lambda problem, limits: [Variant("full", WGMMA_TBM, tbk=prototype_tbk(problem), resident=True, tma=True, wgmma=True)],
    # Tensor Core rate not measured (every size measured is memory-bound): an assumed half of wgmma's dense fp16 peak.
    # only KTrans and the transform matrices are taken from the prototype: one 16 x 16 image stands in for any N, H, W
    prototype_problem=lambda problem: replace(problem, n=1, h=WGMMA_UNIT, w=WGMMA_UNIT),
    # faster than cuDNN's fastest at C = K = 64 with fp16 sums (1.03-1.62x on the 2026-11-27 suite), and with fp32
    # sums from 224^2 up (1.18-1.33x); the streamed forms (C or K > 64) and K = 32 win only on some shapes (tuning
    # finds them)
    measured_on=lambda problem: problem.c == problem.k == WGMMA_CHUNK and (problem.accum == "fp16" or problem.h * problem.w >= 224 * 224),
    # rel L2 1.0e-3 measured at C = 64; its order of fp16 roundings simulated up to C = 1024: <= 2.4e-3
    # (experiments/wgmma_precision.py, experiments/results/2026-11-25-cpu-wgmma-precision)
    fp16_sums_max_c=WGMMA_MAX_CHANNELS,
    cost=FP16_SUMS_COST,
    cost_of=cost_of,
    filter_channels=filter_channels,
    filter_outputs=filter_outputs,
    steps=lambda problem, variant, limits: wgmma_steps(problem, limits.sms),
    beyond_steps_us=lambda problem, variant, limits: slices_us(problem, limits.sms, wgmma_slices(problem, limits.sms)),
    named=(("resident", True), ("tma", True), ("wgmma", True)),
    problem_defaults=(("m", 2), ("accum", "fp16")),
)
