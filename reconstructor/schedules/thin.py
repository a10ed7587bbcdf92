"""The thin schedule (reconstructor/thin.py): F(2,3) on CUDA cores, every sum in fp32, one kernel, for the layers the
Tensor Core schedules do not take or take badly: few input or output channels (an image network's first layer, C = 1
or 3, and its last, K = 1 or 3), or channels that are not multiples of 16. Bias and activation in its output."""

from dataclasses import replace

from pkf.limits import Limits
from pkf.problem import CHANNEL_MULTIPLE, Problem
from pkf.variant import Variant
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides, stand_in_resolve
from pkf.reconstructor.schedules.wgmma import ACTIVATION, BIAS
from pkf.reconstructor.thin import MAX_K, THIN_PASSES, ceil_div, thin_plan

THIN = Option("--thin", "thin", "(--schedule thin sets it) F(2,3) on CUDA cores, every sum in fp32, one kernel: for few input or "
              f"output channels (any C, K up to {MAX_K}; variant suffix -thin)")
STAND_IN_TILE = (16, 32, 32)  # the stand-in prototype's tile: only its problem is used
FORM = (("m", 2), ("accum", "fp32"))  # the one form it has: F(2,3), fp32 sums
# Fitted to experiments/results/2026-11-27-h100-thin (13 layers, N = 1, 97 x 131 to 1080p): the kernel issues about 8
# million thread-instructions a microsecond (7-10 on every layer but the smallest; the FP32 lanes issue ~30), bound by
# its shared and global loads' issue, not by memory (at 1080p it moves its bytes at 0.6-1.3 TB/s)
COST = Cost(4.0, 3000, 15.0, "experiments/results/2026-11-27-h100-thin (13 layers)")
INSTRUCTIONS_PER_US = 8e6


def instructions(problem: Problem) -> float:
    """The kernel's instructions a thread issues, over all its tiles: per group and input channel, the input
    transform (16 shared loads, 32 adds), the products (16 per output channel) and U's loads; per output channel the
    output transform (24 adds) and its store; the staging of the input (4 rows for 2 output rows) per channel."""
    plan = thin_plan(problem)
    per_tile = (plan.groups * plan.c_padded * (48 + 16 * plan.kg + 4 * plan.kg) + plan.k_padded * 32
                + 4 * (2 * plan.strip + 2) * plan.c_padded * 2 / plan.strip)
    return problem.ntiles * per_tile


def cost_of(problem: Problem) -> Cost | None:
    """Its cost: the instruction count at INSTRUCTIONS_PER_US, as a rate of Winograd-domain FLOPs (the estimate's unit).
    None (not offered to the automatic choice) where the Tensor Core schedules take the channels (multiples of 16):
    it is built there only when asked for; and on forms other than its own (F(2,3), fp32 sums), so that a problem no
    schedule takes is refused for what the user asked (--k 300), not for a form the automatic choice tried."""
    if problem.c % CHANNEL_MULTIPLE == 0 and problem.k % CHANNEL_MULTIPLE == 0:
        return None  # what it does not take is refused by its resolve, in one line
    if any(getattr(problem, field) != value for field, value in FORM):
        return None
    return replace(COST, tensor_tflops=problem.winograd_flops / instructions(problem) * INSTRUCTIONS_PER_US / 1e6)


def thin_problems(problem: Problem) -> list[str]:
    given = flags_besides(problem, {"r": 3, "dtype": "fp16", **dict(FORM)})
    if problem.k > MAX_K:
        given.append(f"--k {problem.k} (at most {MAX_K})")
    return [f"--thin: F(2,3) (--m 2), fp16 with fp32 sums (--accum fp32), any C, K up to {MAX_K}; got {', '.join(given)}"] if given else []


def blocks(problem: Problem) -> int:
    return ceil_div(problem.tiles_w, thin_plan(problem).strip) * problem.tiles_h * problem.n


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    tbm, tbn, tbk = STAND_IN_TILE
    problems = list(thin_problems(problem))
    shared = thin_plan(problem).shared_bytes if not problems else 0
    if shared > limits.shared_per_block:
        problems.append(f"--thin: needs {shared} B of shared memory a block, the device allows {limits.shared_per_block}")
    return [TileCheck("full-thin", tbm, tbn, tbk, shared, limits.shared_per_block, blocks(problem), limits.sms, 0, limits.l2_bytes,
                      tuple(problems))]


resolve = stand_in_resolve("full", STAND_IN_TILE, lambda problem, choice, limits: tiles(problem, choice, limits)[0].problems,
                           thin=True)


THIN_SCHEDULE = Schedule(
    name="thin", fusion="full", status="general",
    summary="full fusion on CUDA cores, F(2,3), every sum in fp32: for few input or output channels (first and last layers)",
    tbm="not used (the stand-in prototype's tile); a block takes a strip of 32 tiles",
    limits=f"F(2,3), fp16 with fp32 sums, any C (not only multiples of 16), K up to {MAX_K}, any N, H, W; bias and activation "
           "fused into its output",
    options=(THIN, BIAS, ACTIVATION),
    selects=lambda v: v.thin,
    shared_bytes=lambda problem, variant: thin_plan(problem).shared_bytes, tiles=tiles, resolve=resolve,
    passes=lambda problem, variant: THIN_PASSES,
    pipeline=(FULL_ROLE,), scratch=("U",),
    variants=lambda problem, limits: [Variant("full", *STAND_IN_TILE, thin=True)],
    cost=COST,
    cost_of=cost_of,
    filter_channels=lambda problem: thin_plan(problem).c_padded,
    filter_outputs=lambda problem: thin_plan(problem).k_padded,
    # only the problem is taken from the prototype: a 16 x 16 stand-in of 64 channels
    prototype_problem=lambda problem: Problem(n=1, h=16, w=16, c=64, k=64, m=2, dtype=problem.dtype, accum="fp32"),
    measured_on=lambda problem: False,
    cudnn_error=True,  # fp32 on CUDA cores: measured at cuDNN's rel L2 (2026-11-27-h100-thin)
    channel_multiple=1,
    named=(("thin", True),),
    problem_defaults=FORM,
)
