"""The rows schedule (reconstructor/rows.py): Winograd F(2,3) along rows only, as an implicit GEMM on wgmma (sm_90a),
the whole input-channel sum in the Tensor Cores' accumulators. The automatic choice weighs it by its measured rounds
(`work_us`); pkf.torch runs it untuned only where it was measured faster than cuDNN (`measured_on`)."""

from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import Variant
from pkf.errors import PkfError
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.rows import CHUNK, GROUP_TILES, ROWS_PASSES, blocks, cluster_share, padded, plan_us, round_cost, rows_plan
from pkf.reconstructor.rows import CLUSTER_US
from pkf.reconstructor.rows import rounds as plan_rounds
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides
from pkf.reconstructor.schedules.wgmma import ACTIVATION, BIAS, arch_problem

ROWS = Option("--rows", "rows", "(--schedule rows sets it) F(2,3) along rows only, the input channels summed in wgmma's "
              "accumulators: C and K multiples of 16 (K padded to whole output chunks); variant suffix -rows")
RESIDUAL = Option("--residual", "residual", "with --rows: a tensor of the output's shape and layout (NHWK fp16) added to "
                  "the output inside the kernel, after the bias and before the activation, as ResNet's shortcut is "
                  "(variant suffix -res)", output=True)
# the saved 16 x 16 stand-in prototypes it is made from (only their problem is used), by the sums
STAND_IN_TILES = {"fp16": (16, 64, 32), "fp32": (16, 32, 32)}
# The automatic choice's fixed terms: 3 us, then the rounds of reconstructor/rows.py's ROUND_US (its plan's choice)
COST = Cost(3.0, 3000, 600.0, "experiments/results/2026-11-28-h200-rows-split (each form alone, 10-12 layers)")
# The smallest map (H x W) rows was measured on at C = K = 64 (56², either sums): from it the choice weighs rows there
# and pkf.torch runs it untuned; below it the wgmma and resident schedules keep those layers
C64_MEASURED_FROM = 56 * 56


def rounds(problem: Problem, limits: Limits) -> int:
    """The items the busiest SM takes."""
    return plan_rounds(rows_plan(problem), problem, limits.sms)


def round_us(problem: Problem) -> tuple[float, float, float]:
    """The first item's, and a round's fixed and per-16-input-channel µs, of the problem's plan."""
    plan = rows_plan(problem)
    return round_cost(plan.form, plan.across)


def work_us(problem: Problem, variant: Variant, limits: Limits) -> float:
    plan = rows_plan(problem)
    return plan_us(problem, plan.form, plan.across, plan.items, plan.cluster, limits.sms)


def work_line(problem: Problem, variant: Variant, limits: Limits) -> str:
    plan = rows_plan(problem)
    first, fixed, per_step = round_us(problem)
    return (f"{first:g} us + {rounds(problem, limits)} rounds of {plan.items} items on {blocks(plan, problem, limits.sms)} "
            f"blocks{f' across {plan.across}' if plan.across else ''} (n{plan.width}{', split' if plan.split else ''}"
            f"{f', {plan.groups} warpgroups' if plan.groups != 2 else ''}"
            f"{f', clusters of {plan.cluster} sharing C, {cluster_share(problem.c, plan.cluster)} channels the busiest' if plan.cluster > 1 else ''}), each "
            f"{fixed:.3g} us + {per_step:.3g} us per 16 input channels{padding(problem.k, plan.width)}"
            f"{f' + {CLUSTER_US:g} us exchange' if plan.cluster > 1 else ''}")


def padding(k: int, width: int) -> str:
    """What the plan computes and does not store, for the line above: K padded to whole output chunks of `width`."""
    to = padded(k, width)
    return f" (K {k} padded to {to})" if to != k else ""


def measured_faster(problem: Problem) -> bool:
    """Where the H200 measured it faster than cuDNN's fastest, in pkf's sweep (the automatic choice against every
    cuDNN algorithm, both layouts, the same run), with either sums:
    - C = K = 64 from 56² up: fp16 sums 1.14-1.62x on 21 layers (56² to 1080p, N = 1, 8 and 32,
      experiments/results/2026-11-29-h200-rows-64), fp32 sums 1.08-1.48x on 10 (N = 1 and 8,
      experiments/results/2026-11-29-h200-rows-refit/fp32-64); smaller maps not measured.
    - Wider channels, K at least 48: every rows layer-batch with C or K >= 128 of the networks suite, 20 at
      1.01-1.54x on 2026-11-30 (experiments/results/2026-11-30-h200-rows-across/checks) and 24 at 1.06-1.55x on
      2026-12-02 (experiments/results/2026-12-02-h200-suite-clusters); of layers drawn at random (C 32-512, K 64-448,
      maps 8-160 x 15-186; experiments/results/2026-11-30-h200-random), 31 at 0.85-1.86x (default sums, N = 1 and 5)
      and 15 at 1.12-1.56x (fp32 sums, N = 2 and 7). The three below 1x were single images whose few items each summed
      all of C alone; rows' clusters now take them, at 1.00-1.34x (experiments/results/2026-12-01-h200-rows-cluster/refit).
    - Not K < 48, which rows pads to an output chunk of 64: 384-32@8x82 N=7 with fp32 sums ran 0.89x. Nor C and K
      both at most 64 but not both 64, which were not measured against cuDNN."""
    if problem.c == problem.k == CHUNK:
        return problem.h * problem.w >= C64_MEASURED_FROM
    return max(problem.c, problem.k) > CHUNK and problem.k >= 48


def rows_problems(problem: Problem) -> list[str]:
    given = flags_besides(problem, {"r": 3, "dtype": "fp16", "m": 2})
    return [f"--rows: F(2,3) (--m 2), fp16; got {', '.join(given)}"] if given else []


def leaves_to_wgmma(problem: Problem) -> bool:
    """At 64 channels or fewer, the problems the automatic choice leaves to the wgmma schedule (its filter resident in
    shared memory), where the H200 did not measure rows the faster throughout (experiments/results/2026-11-28-h200-rows-small):
    K < 48 (rows pads K to an output chunk of 64: 0.83-1.15x its time at K = 32, faster only from 512² at N = 8 and at
    1024²; 0.97-1.08x at K = 16) and C < 32. At C = K = 48 rows took 0.79-0.96x its time on every map measured (64² to
    512², N = 1 and 8). At C = K = 64 from 56² the estimate decides: with fp16 sums rows took 0.77-1.00x the time of the
    choice before it (wgmma, or resident F(4,3) at rel L2 6.1e-3 against rows' 8.0e-4) on 19 of 21 layers (56² to
    1080p, N = 1, 8 and 32; resnet-64@56 N=8 9.3 against 12.1 us), 1.00-1.04x at sr-64@720p and 1080p N=8
    (experiments/results/2026-11-29-h200-rows-64), and smaller maps were not measured; with fp32 sums 0.75-0.96x the
    wgmma schedule's fp32 time (56² to 1080p, N = 1 and 8, rel L2 4.2e-4 against 6.1e-4:
    experiments/results/2026-11-29-h200-rows-refit/fp32-64), weighed where those sums are asked for (`asked_sums_only`)."""
    small_64 = problem.c == problem.k == CHUNK and problem.h * problem.w < C64_MEASURED_FROM
    return problem.c <= CHUNK and problem.k <= CHUNK and (problem.k < 48 or problem.c < 32 or small_64 and problem.accum == "fp16")


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    tbm, tbn, tbk = STAND_IN_TILES[problem.accum]
    problems = rows_problems(problem)
    plan = rows_plan(problem) if not problems else None
    shared = plan.shared_bytes if plan else 0
    if plan and shared > limits.shared_per_block:
        problems.append(f"--rows: needs {shared} B of shared memory a block, the device allows {limits.shared_per_block}")
    return [TileCheck("full-rows", tbm, tbn, tbk, shared, limits.shared_per_block, blocks(plan, problem, limits.sms) if plan else 0, limits.sms, 0,
                      limits.l2_bytes, tuple(problems))]


def resolve(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    problems = tiles(problem, choice, limits)[0].problems
    if problems:
        raise PkfError(problems[0])
    return Variant("full", *STAND_IN_TILES[problem.accum], rows=True, **choice.output)


ROWS_SCHEDULE = Schedule(
    name="rows", fusion="full", status="fastest",
    summary="full fusion, F(2,3) along rows only: an implicit GEMM on wgmma, the input channels summed in its accumulators",
    tbm=f"not used (the stand-in prototype's tile); a block takes {GROUP_TILES} tiles of 1 x 2 outputs a warpgroup of products",
    limits="F(2,3) along rows, fp16 with fp16 or fp32 sums, C and K multiples of 16 (K padded to whole output "
           "chunks), any N, "
           "H, W; bias, residual sum and activation fused into its output; sm_90 (compiled for sm_90a)",
    options=(ROWS, BIAS, ACTIVATION, RESIDUAL),
    selects=lambda v: v.rows,
    shared_bytes=lambda problem, variant: rows_plan(problem).shared_bytes, tiles=tiles, resolve=resolve,
    passes=lambda problem, variant: ROWS_PASSES,
    pipeline=(FULL_ROLE,), scratch=("U",), arch_suffix="a", arch_problem=arch_problem,
    cost=COST,
    cost_of=lambda problem: None if rows_problems(problem) or leaves_to_wgmma(problem) else COST,
    work_us=work_us,
    work_line=work_line,
    variants=lambda problem, limits: [Variant("full", *STAND_IN_TILES[problem.accum], rows=True)],
    # only the problem is taken from the prototype: a saved 16 x 16 stand-in of 64 channels with the same sums
    prototype_problem=lambda problem: Problem(n=1, h=16, w=16, c=64, k=64, m=2, dtype=problem.dtype, accum=problem.accum),
    measured_on=measured_faster,
    # fp32 sums at C = K = 64 where they are asked for: faster than the wgmma schedule's fp32 sums everywhere measured,
    # but slower than its own fp16 sums (sr-64@1080p N=1 229.6 against 204 us) and 0.84-1.33x the speed of the wgmma
    # and resident schedules' fp16 sums, which the estimate does not tell apart
    asked_sums_only=lambda problem: problem.accum == "fp32" and problem.c == problem.k == CHUNK,
    fp16_sums_max_c=512,  # rel L2 1.9e-3 at C = 512 (the 2-D kernel's 1.6e-3), measured
    named=(("rows", True),),
    problem_defaults=(("m", 2),),
    filter_channels=lambda problem: padded(problem.c, CHUNK),
    filter_outputs=lambda problem: padded(problem.k, rows_plan(problem).width),
)
