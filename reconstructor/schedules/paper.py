"""The paper's schedules, kept as its reproduction: the TVM prototype as generated ("Tuned TVM"), its BGEMM
without block barriers (sync-free, Alg. 3), and ITrans fused into the sync-free BGEMM through shared memory
(PKF-Shmem, Alg. 4) or through L2 (PKF-LLC). A block owns TBM tiles × TBN output channels and walks C in steps of
TBK; the tile count is padded up to whole blocks of TBM."""

from dataclasses import replace

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.records import ITRANS_LANES
from pkf.records import otrans_threads
from pkf.variant import Variant
from pkf.reconstructor.fuse import BGEMM_DYNAMIC_SHARED, FUSED_ROLE, PREFETCH_U, SYNC_FREE_BGEMM, fused_block_passes
from pkf.reconstructor.layout import PREFETCH_REGISTERS, WMMA, check_itrans_half2, check_otrans_half2, shared_model
from pkf.reconstructor.schedules.base import Cost, Option, Schedule, TileCheck

TBM_MEANING = "Winograd tiles per block (the BGEMM's M tile); TBN output channels per block; TBK the step over C"
MAX_THREADS = 1024

PREFETCH = Option("--prefetch", "prefetch", "each warp prefetches into registers its next Winograd position's filter tile U "
                  "and, in fused kernels, its next ITrans input patch (variant suffix -pf)")
WARPS = Option("--warps", "warps", "warps in a fused block (default: the BGEMM's α); the extra ones run ITrans and OTrans only "
               "(variant suffix -wN)", int)
SPLIT = Option("--split-bgemm", "split", "with --warps a multiple of α: the extra warps share the BGEMM's Winograd positions too, "
               "each group with its own staging (variant suffix -split)")
ITRANS_HALF2 = Option("--itrans-half2", "itrans_half2", "PKF-Shmem and full, fp16, C=64: each ITrans lane transforms two channels "
                      "in half2 arithmetic, a whole tile per warp task (variant suffix -h2)")


def shared_bytes(problem: Problem, variant: Variant) -> int:
    return shared_model(problem, variant).total


def candidate_tiles(problem: Problem):
    for tbm in (16, 32, 64):
        for tbn in range(WMMA, problem.k + 1, WMMA):
            for tbk in (16, 32, 64):
                yield tbm, tbn, tbk


def check_tile(problem: Problem, variant: Variant, limits: Limits) -> TileCheck:
    """SPEC §3's constraints on a block tile of the TVM-derived schedules, each with its figures."""
    fusion, tbm, tbn, tbk = variant.fusion, variant.tbm, variant.tbn, variant.tbk
    problems = []
    if tbm <= 0 or tbm % WMMA:
        problems.append(f"--tbm {tbm} must be a multiple of {WMMA} (the tile count is padded up to whole blocks)")
    for flag, value, extent, name in (("--tbn", tbn, problem.k, "K"), ("--tbk", tbk, problem.c, "C")):
        if value <= 0 or value % WMMA or extent % value:
            problems.append(f"{flag} {value} must be a multiple of {WMMA} dividing {name}={extent}")
    if fusion in ("shmem", "llc", "full") and problem.c % ITRANS_LANES:
        problems.append(f"--fusion {fusion} with --c {problem.c}: the fused ITrans runs one-warp tasks of {ITRANS_LANES} channels; "
                        f"C must be a multiple of {ITRANS_LANES} (--fusion none or syncfree take any multiple of 16)")
    blocks = -(-problem.ntiles // tbm) * (problem.k // tbn) if tbm > 0 and tbn > 0 else 0
    shared = shared_bytes(problem, variant)
    if shared > limits.shared_per_block:
        problems.append(f"needs {shared} B of shared memory per block, the device allows {limits.shared_per_block}")
    llc = problem.operand_bytes * problem.alpha**2 * tbm * problem.c * min(blocks, limits.sms) if fusion == "llc" else 0
    if fusion == "full" and tbn != problem.k:
        problems.append(f"full fusion needs TBN = K = {problem.k} (OTrans of a tile needs all its output channels' M)")
    if fusion == "full" and (tbm * problem.k) % otrans_threads(problem):
        problems.append(f"full fusion needs TBM·K a multiple of OTrans' {otrans_threads(problem)}-thread block")
    if fusion == "llc":
        if tbn != problem.k:
            problems.append(f"PKF-LLC needs TBN = K = {problem.k} (each block must own its tiles' V in L2)")
        if llc > limits.l2_bytes:
            problems.append(f"V in flight {llc} B exceeds the L2's {limits.l2_bytes} B")
    return TileCheck(fusion, tbm, tbn, tbk, shared, limits.shared_per_block, blocks, limits.sms, llc,
                     limits.l2_bytes, tuple(problems))


def tiles(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    return [check_tile(problem, replace(variant, tbm=m, tbn=n, tbk=k), limits) for m, n, k in candidate_tiles(problem)]


def resolve_tile(problem: Problem, variant: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """`variant` with TBN (the largest that fits, unless given) and TBK (32, or 16 where 32 does not divide C, unless
    given); a tile that breaks a constraint is refused, naming the limit and the valid choices."""
    tbk = tbk if tbk is not None else (32 if problem.c % 32 == 0 else WMMA)
    if tbn is None:
        fitting = [n for n in range(problem.k, 0, -WMMA) if check_tile(problem, replace(variant, tbn=n, tbk=tbk), limits).valid]
        tbn = fitting[0] if fitting else problem.k
    variant = replace(variant, tbn=tbn, tbk=tbk)
    result = check_tile(problem, variant, limits)
    if not result.valid:
        valid = sorted({(c.tbm, c.tbn, c.tbk) for c in tiles(problem, variant, limits) if c.valid})
        choices = ", ".join(f"{m}/{n}/{k}" for m, n, k in valid) or "none for this problem"
        raise PkfError(
            f"--fusion {variant.fusion} --tbm {variant.tbm} --tbn {tbn} --tbk {tbk}: {result.problems[0]} "
            f"({limits.source}); valid TBM/TBN/TBK: {choices}"
        )
    return variant


def tile_variants(problem: Problem, fusion: str, limits: Limits) -> list[Variant]:
    """For each valid TBM and TBK, the widest valid TBN (what `resolve_tile` picks when TBN is not given)."""
    widest: dict[tuple[int, int], int] = {}
    for check in tiles(problem, Variant(fusion), limits):
        if check.valid:
            widest[check.tbm, check.tbk] = max(check.tbn, widest.get((check.tbm, check.tbk), 0))
    return [Variant(fusion, tbm, tbn, tbk) for (tbm, tbk), tbn in sorted(widest.items())]


def prefetch_registers(problem: Problem, tbn: int) -> int:
    """A warp's U for one position is C × TBN operands; its 32 lanes hold it in 4-byte registers."""
    return problem.c * tbn * problem.operand_bytes // (32 * 4)


def check_prefetch(problem: Problem, tbn: int) -> None:
    needed = prefetch_registers(problem, tbn)
    if needed > PREFETCH_REGISTERS:
        fits = PREFETCH_REGISTERS * 32 * 4 // (problem.c * problem.operand_bytes)
        raise PkfError(
            f"--prefetch with C={problem.c}, TBN={tbn}: one position's U needs {needed} registers per lane, "
            f"at most {PREFETCH_REGISTERS}; use TBN ≤ {fits} or drop --prefetch"
        )


def check_warps(problem: Problem, variant: Variant) -> None:
    """`--warps`: a fused block may have more warps than the BGEMM's α; the others help ITrans and OTrans, and with
    `--split-bgemm` the BGEMM too (α positions per warp shared out by groups of α)."""
    fusion, warps, split = variant.fusion, variant.warps, variant.split
    if warps is None:
        if split:
            raise PkfError("--split-bgemm without --warps: give the block's warps, a multiple of α, e.g. --warps 12")
        return
    if fusion not in ("shmem", "llc", "full"):
        raise PkfError(f"--warps {warps}: only fused kernels (shmem, llc, full) take extra warps, not --fusion {fusion}")
    if not problem.alpha <= warps <= MAX_THREADS // 32:
        raise PkfError(f"--warps {warps}: must be from the BGEMM's {problem.alpha} (α) to {MAX_THREADS // 32}")
    groups = warps // problem.alpha
    if split and (warps % problem.alpha or problem.alpha % groups):
        valid = ", ".join(str(problem.alpha * g) for g in range(1, problem.alpha + 1) if problem.alpha % g == 0 and problem.alpha * g <= 32)
        raise PkfError(f"--warps {warps} --split-bgemm: the warps must be α={problem.alpha} times a divisor of α; valid: {valid}")


def resolve_block(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """The block's options checked, then its tile."""
    check_warps(problem, choice)
    check_itrans_half2(problem, choice)
    check_otrans_half2(problem, choice)
    variant = resolve_tile(problem, choice, tbn, tbk, limits)
    if variant.prefetch:
        check_prefetch(problem, variant.tbn)
    return variant


def with_prefetch(passes: tuple, variant: Variant) -> tuple:
    """The schedule's passes, then with --prefetch the U prefetch into registers."""
    return passes + ((PREFETCH_U,) if variant.prefetch else ())


# Tensor Core rates of TVM's WMMA BGEMM where C = K >= 128, measured by `pkf tune` on the H100
# (experiments/results/2026-11-26-h100-tune-wide): the unfused kernels 53-70 TFLOP/s (syncfree and none, F(4,3),
# vgg-512@28 N = 32), the fused ones 28-33 (llc at vgg-256@56 N = 32, full at vgg-128@112 N = 32 and unet-128@256
# N = 8). At C = K = 64 every schedule was memory-bound, so these rates only matter for wide channels.
WMMA_TFLOPS = 60.0
FUSED_WMMA_TFLOPS = 30.0
MEASURED = "experiments/results/2026-11-23-h100-sweep (224^2 and 960^2, N=1, C=K=64, F(4,3))"


def _paper(name: str, status: str, summary: str, options: tuple, passes, pipeline: tuple, scratch: tuple, cost: Cost) -> Schedule:
    return Schedule(name=name, fusion=name, status=status, summary=summary, tbm=TBM_MEANING,
                    limits="any N, H, W (edge tiles handled), F(m,3), fp16 or int8; C, K multiples of 16",
                    options=options, selects=lambda v: v.fusion == name, shared_bytes=shared_bytes, tiles=tiles, resolve=resolve_block,
                    passes=lambda problem, variant: with_prefetch(passes(problem, variant), variant), pipeline=pipeline, scratch=scratch,
                    variants=lambda problem, limits: tile_variants(problem, name, limits), cost=cost)


NONE = _paper("none", "baseline", "TVM's four kernels as generated (the paper's Tuned TVM)", (PREFETCH,),
              lambda p, v: (BGEMM_DYNAMIC_SHARED,), ("itrans", "bgemm", "otrans"), ("U", "V", "M"),
              Cost(13.8, 1904, WMMA_TFLOPS, MEASURED))
SYNCFREE = _paper("syncfree", "reproduction", "the prototype with its BGEMM's load barriers removed (paper Alg. 3)", (PREFETCH,),
                  lambda p, v: (SYNC_FREE_BGEMM, BGEMM_DYNAMIC_SHARED), ("itrans", "bgemm", "otrans"), ("U", "V", "M"),
                  Cost(13.8, 1904, WMMA_TFLOPS, "not measured apart: the prototype's (none) figures"))
SHMEM = _paper("shmem", "reproduction", "PKF-Shmem: ITrans fused into the sync-free BGEMM through shared memory (paper Alg. 4)",
               (PREFETCH, WARPS, SPLIT, ITRANS_HALF2), fused_block_passes, (FUSED_ROLE, "otrans"), ("U", "M"),
               Cost(11.5, 1160, FUSED_WMMA_TFLOPS, MEASURED))
LLC = _paper("llc", "reproduction", "PKF-LLC: ITrans fused into the sync-free BGEMM through L2 (one barrier between them)",
             (PREFETCH, WARPS, SPLIT), fused_block_passes, (FUSED_ROLE, "otrans"), ("U", "V", "M"),
             Cost(11.8, 1789, FUSED_WMMA_TFLOPS, MEASURED))
