"""The cublas schedule: the unfused form of pkf's own kernels around cuBLAS (reconstructor/cublas.py). F(2,3) or
F(4,3), fp16 operands, every sum in fp32 (the transforms' and cuBLAS's); C and K multiples of 16, any N, H, W; bias
and activation in OTrans. Where its estimate wins (wide channels, few tiles), the automatic choice takes it."""

from dataclasses import replace

from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import Variant
from pkf.reconstructor.cublas import CUBLAS_PASSES
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides, stand_in_resolve
from pkf.reconstructor.schedules.wgmma import ACTIVATION, BIAS

CUBLAS = Option("--cublas", "cublas", "(--schedule cublas sets it) the unfused form of pkf's own ITrans and OTrans kernels around "
                "cuBLAS's batched GEMM (F(2,3) or F(4,3), fp32 sums, C and K multiples of 16); cuBLAS is loaded at run time "
                "(variant suffix -cublas)")
STAND_IN_TILE = (16, 64, 32)  # the stand-in prototype's tile: only its problem is used
MS = (2, 4)
MIN_CHOSEN_CHANNELS = 128
# Fitted to experiments/results/2026-11-26-h100-unfused-cublas (the GEMM by torch.bmm at every suite layer, and the
# three stages built and timed): the GEMM's rate grows with its narrower side, C or K (95 TFLOP/s at 64, 550 at 512);
# the stages move x, V, M, y and the filter U (from DRAM: on few tiles it bounds the GEMM) at 80 % of the copy
# bandwidth; the two transform kernels add latency, 3 us more for F(4,3) than F(2,3) (36 loads a thread).
GEMM_LATENCY_US = 2.0
GEMM_TFLOPS_AT_64, GEMM_TFLOPS_MAX = 95.0, 560.0
# Latency and bandwidth refitted on the H200 (the machine lent from 2026-11-28): the 9 suite layers it was chosen for,
# within 15 % (experiments/results/2026-11-28-h200-baseline and 2026-11-28-h200-rows-split/final), the stages' bytes
# at 80 % of its copy bandwidth (4262 GB/s measured), the latency the rest (~2 us more than the H100's)
COST = Cost(7.0, 3400, GEMM_TFLOPS_MAX, "experiments/results/2026-11-26-h100-unfused-cublas (38 suite layers, the built form); "
            "latency and bandwidth: experiments/results/2026-11-28-h200-baseline (9 layers)")
COST_F43 = replace(COST, latency_us=10.0)
# F(4,3)'s GEMM and stages took 1.1x the above on the H200 (its transforms' 36 loads a thread below the copy rate):
# fitted to the 12 compute-bound suite layers with fp32 sums, within 9 % on 11 and 14 % on vgg-512@14 N=8, where the
# unscaled model was 4-15 % low on 11 (experiments/results/2026-11-29-h200-rows-ring/fp32-choice/fp32-cublas4.log)
F43_WORK = 1.1
# F(2,3) refitted on the H200 (experiments/fit_cublas.py: 43 runs of the 9 small suite layers the choice gave it, their
# stages' tensors inside the L2; within 5 %, where the terms above were 16 % low to 9 % high): 2.3 us more latency,
# the GEMM at 1/1.19 of its rate, the stages' bytes at 1/0.3 of the copy bandwidth where they fit in the L2 (beyond
# it not measured: the copy bandwidth)
F23_LATENCY_US, F23_GEMM, F23_IN_L2 = 2.3, 1.19, 0.3


def terms(problem: Problem, limits: Limits) -> tuple[float, float, float]:
    """Its latency beyond COST's, and the rates (TFLOP/s, GB/s) its GEMM and its stages' bytes run at."""
    if problem.m == 4:
        return GEMM_LATENCY_US, gemm_tflops(problem) / F43_WORK, COST.bandwidth_gbps / F43_WORK
    in_l2 = stage_bytes(problem) <= limits.l2_bytes
    return (GEMM_LATENCY_US + F23_LATENCY_US, gemm_tflops(problem) / F23_GEMM,
            COST.bandwidth_gbps / (F23_IN_L2 if in_l2 else 1.0))


def gemm_tflops(problem: Problem) -> float:
    return min(GEMM_TFLOPS_MAX, GEMM_TFLOPS_AT_64 * (min(problem.c, problem.k) / 64) ** 0.85)


def stage_bytes(problem: Problem) -> int:
    """What its stages read and write in all: x, V, M, y and U."""
    a2, tiles = problem.alpha**2, problem.ntiles
    return problem.operand_bytes * (problem.n * problem.h * problem.w * (problem.c + problem.k) + a2 * tiles * (problem.c + problem.k)
                                    + a2 * problem.c * problem.k)


def work_us(problem: Problem, variant: Variant, limits: Limits) -> float:
    """The GEMM's products, then its stages' bytes, one after another (`terms`)."""
    latency, tflops, gbps = terms(problem, limits)
    return latency + problem.winograd_flops / (tflops * 1e6) + stage_bytes(problem) / (gbps * 1e3)


def work_line(problem: Problem, variant: Variant, limits: Limits) -> str:
    latency, tflops, gbps = terms(problem, limits)
    return (f"{problem.winograd_flops / 1e9:.1f} GFLOP at {tflops:.0f} TFLOP/s, then {stage_bytes(problem) / 1e6:.1f} MB at "
            f"{gbps:.0f} GB/s, its stages in turn, {latency:g} us of their launches")


def cost_of(problem: Problem) -> Cost | None:
    """Its cost; None (not offered to the automatic choice) where it does not take the problem, or where C or K is
    under 128: at 64 channels the H100 measured it slower than the fused kernels on every suite layer (the GEMM too
    narrow for cuBLAS). It is built at any width when asked for."""
    if cublas_problems(problem) or min(problem.c, problem.k) < MIN_CHOSEN_CHANNELS:
        return None
    return replace(COST_F43 if problem.m == 4 else COST, tensor_tflops=round(gemm_tflops(problem)))  # the rate work_us takes


def cublas_problems(problem: Problem) -> list[str]:
    given = flags_besides(problem, {"r": 3, "dtype": "fp16", "accum": "fp32"})
    if problem.m not in MS:
        given.append(f"--m {problem.m}")
    return [f"--cublas: F(2,3) or F(4,3) (--m 2 or 4), fp16 with fp32 sums (--accum fp32), C and K multiples of 16; "
            f"got {', '.join(given)}"] if given else []


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    tbm, tbn, tbk = STAND_IN_TILE
    # cuBLAS and the transforms size their own grids, which fill the SMs
    return [TileCheck("none-cublas", tbm, tbn, tbk, 0, limits.shared_per_block, limits.sms, limits.sms, 0, limits.l2_bytes,
                      tuple(cublas_problems(problem)))]


resolve = stand_in_resolve("none", STAND_IN_TILE, lambda problem, choice, limits: cublas_problems(problem), cublas=True)


CUBLAS_SCHEDULE = Schedule(
    name="cublas", fusion="none", status="general",
    summary="unfused: pkf's own ITrans and OTrans kernels around cuBLAS's strided-batched GEMM, every sum in fp32",
    tbm="not used (the stand-in prototype's tile)",
    limits="F(2,3) or F(4,3), fp16 operands with fp32 sums, C and K multiples of 16, any N, H, W; bias and activation in OTrans; "
           "cuBLAS loaded at run time",
    options=(CUBLAS, BIAS, ACTIVATION),
    selects=lambda v: v.cublas,
    shared_bytes=lambda problem, variant: 0, tiles=tiles, resolve=resolve, passes=lambda problem, variant: CUBLAS_PASSES,
    pipeline=("itrans", "bgemm", "otrans"), scratch=("U", "V", "M"),
    variants=lambda problem, limits: [Variant("none", *STAND_IN_TILE, cublas=True)],
    cost=COST,
    cost_of=cost_of,
    # only the problem is taken from the prototype: a 16 x 16 stand-in of 64 channels for every problem of its F(m,3)
    prototype_problem=lambda problem: Problem(n=1, h=16, w=16, c=64, k=64, m=problem.m, dtype=problem.dtype, accum="fp16"),
    # measured faster than cuDNN's fastest only on some wide, small layers: pkf.torch runs it once tuned
    measured_on=lambda problem: False,
    work_us=work_us,
    work_line=work_line,
    moved_bytes=stage_bytes,
    named=(("cublas", True),),
    problem_defaults=(("accum", "fp32"),),
)
