"""The resident-filter schedule of the full fusion (F(4,3), C = K = 64): a persistent grid of block pairs, each block
holding the Winograd-domain filter of its 32 output channels in registers for the whole launch; the pair walks
groups of TBM tiles, two groups' V in shared memory so the next group's ITrans overlaps this group's BGEMM and
OTrans. With --tma a group is a 4 x 4 square of tiles whose input comes in as one TMA box."""

from dataclasses import replace

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import Variant
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.reconstructor.resident_filter import (
    RESIDENT_TBM,
    TMA_SQUARE,
    TMA_TBM,
    resident_blocks,
    resident_passes,
    resident_shared_bytes,
    tma_square_pixels,
)
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck, flags_besides

RESIDENT_FILTER = Option("--resident-filter", "resident", "full fusion, F(4,3), fp16, C=K=64: the resident-filter schedule, the "
                         "filter in registers for the whole launch, --tbm tiles per group (16 or 24; implies -h2 -oh2; "
                         "variant pkf-full-rfTBM-h2-oh2)")
TMA = Option("--tma", "tma", "with --resident-filter --tbm 16, sm_90, H and W multiples of 16: each 4 x 4 square of tiles' "
             "input comes in as one TMA box (variant suffix -tma)")


def resident_problems(problem: Problem, variant: Variant, limits: Limits) -> list[str]:
    """What keeps `variant` (with `resident`) from the resident-filter schedule, each with what is valid."""
    problems = []
    if variant.fusion != "full":
        problems.append(f"--resident-filter: needs --fusion full, not {variant.fusion}")
    wanted = {"m": 4, "r": 3, "dtype": "fp16", "accum": "fp16", "c": 64, "k": 64}  # 36 positions: 12 warps x 3
    given = flags_besides(problem, wanted)
    if given:
        problems.append(f"--resident-filter: the schedule is F(4,3), fp16 with fp16 sums (--accum fp16), C = K = 64; got {', '.join(given)}")
    if variant.tbm not in RESIDENT_TBM:
        problems.append(f"--tbm {variant.tbm}: with --resident-filter the tiles per group, one of {', '.join(map(str, RESIDENT_TBM))}")
    elif variant.tma and variant.tbm != TMA_TBM:
        problems.append(f"--tbm {variant.tbm}: with --tma the groups are 4 x 4 squares of tiles; use --tbm {TMA_TBM}")
    elif resident_shared_bytes(problem, variant) > limits.shared_per_block:
        problems.append(f"needs {resident_shared_bytes(problem, variant)} B of shared memory per block, the device allows {limits.shared_per_block}")
    if limits.sms < 2:
        problems.append(f"--sms {limits.sms}: the resident-filter schedule runs block pairs, one block per SM; needs at least 2 SMs")
    side = tma_square_pixels(problem)
    if variant.tma and (problem.h % side or problem.w % side):
        problems.append(f"--tma: --h {problem.h} --w {problem.w}: both must be multiples of {side} ({TMA_SQUARE} x {TMA_SQUARE} "
                        f"squares of tiles); drop --tma for other sizes")
    if not problem.whole_tiles or problem.ntiles % RESIDENT_TBM[0]:
        problems.append(f"--resident-filter: --n {problem.n} --h {problem.h} --w {problem.w}: needs H and W multiples of "
                        f"m={problem.m} and a tile count that is a multiple of {RESIDENT_TBM[0]}, not {problem.ntiles}")
    fixed = [flag for flag, value in (("--warps", variant.warps), ("--split-bgemm", variant.split), ("--prefetch", variant.prefetch)) if value]
    if fixed:
        problems.append(f"--resident-filter: {', '.join(fixed)} do not apply (the schedule has 12 warps and the filter in registers); drop them")
    return problems


def check(problem: Problem, variant: Variant, limits: Limits) -> TileCheck:
    return TileCheck("full-rf-tma" if variant.tma else "full-rf", variant.tbm, problem.k, variant.tbk,
                     resident_shared_bytes(problem, variant), limits.shared_per_block,
                     resident_blocks(problem, variant, limits.sms), limits.sms, 0, limits.l2_bytes,
                     tuple(resident_problems(problem, variant, limits)))


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    checks = [check(problem, replace(variant, resident=True, tma=False, tbm=m), limits) for m in RESIDENT_TBM]
    return checks + [check(problem, replace(variant, resident=True, tma=True, tbm=TMA_TBM), limits)]


def resolve(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """Its tasks are channel pairs: ITrans and OTrans in half2."""
    problems = resident_problems(problem, choice, limits)
    if problems:
        raise PkfError(problems[0])
    return replace(choice, tbn=problem.k, tbk=min(32, problem.c), itrans_half2=True, otrans_half2=True)


def arch_problem(variant: Variant, arch: str, number: int) -> str:
    if variant.tma and number < 90:
        return f"--arch {arch}: --tma uses the Tensor Memory Accelerator, sm_90 or newer; e.g. --arch sm_90"
    return ""


RESIDENT = Schedule(
    name="resident", fusion="full", status="fastest",
    summary="full fusion, the filter resident in registers over a persistent grid of block pairs (F(4,3); --tma: input by TMA boxes)",
    tbm="Winograd tiles per group (16 or 24; 16 with --tma, a 4 x 4 square of tiles)",
    limits="F(4,3), fp16 with fp16 sums, C = K = 64; --tma: H, W multiples of 16, sm_90",
    options=(RESIDENT_FILTER, TMA),
    selects=lambda v: v.resident and not v.wgmma,
    shared_bytes=resident_shared_bytes, tiles=tiles, resolve=resolve, passes=lambda problem, variant: resident_passes(variant),
    pipeline=(FULL_ROLE,), scratch=("U",), arch_problem=arch_problem,
    # the TMA form first: measured faster, and first wins a tie in the automatic choice's estimate
    variants=lambda problem, limits: [Variant("full", TMA_TBM, resident=True, tma=True)] + [Variant("full", m, resident=True) for m in RESIDENT_TBM],
    cost=Cost(7.2, 2081, 150.0, "experiments/results/2026-11-24-h100-wgmma-sweep-*/tma-sweep (224^2 and 960^2; the TMA form)"),
    named=(("resident", True),),
    problem_defaults=(("accum", "fp16"),),
    fills=("itrans_half2", "otrans_half2"),
)
