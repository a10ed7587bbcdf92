"""The shared-memory layout of the fused block that the TVM-derived schedules (PKF-Shmem, PKF-LLC, the generic
full fusion) build: what the reconstructor allocates, as a model the design space checks against the device
(a test checks the model against the real allocation)."""

from dataclasses import dataclass

from pkf.errors import PkfError
from pkf.problem import FP16_BYTES, Problem
from pkf.records import ITRANS_LANES, operand_row_align
from pkf.variant import Variant

WMMA = 16
SHARED_ALIGN = 128  # bytes: where the reconstructor starts each slice of dynamic shared memory
# The bytes the fused kernels add to each row of the BGEMM's accumulator staging, so that a fragment's rows start in
# different banks (reconstructor/rewrites.py, pad_accumulator_staging).
STAGING_ROW_PAD_BYTES = 16
# The bytes after each row (one tile's C channels) of the PKF-Shmem / full V tile, so that the A fragments the BGEMM
# loads straight from it start their 16 rows in different banks.
V_TILE_ROW_PAD_BYTES = 16
# `--prefetch`: the registers a lane may hold one Winograd position's U slice in.
PREFETCH_REGISTERS = 64


def v_tile_row(problem: Problem) -> int:
    """PKF-Shmem and full: the elements of one row (one tile's C channels) of the block's V tile, padding included."""
    return problem.c + V_TILE_ROW_PAD_BYTES // problem.operand_bytes


def m_tile_in_v_place(problem: Problem) -> bool:
    """Full fusion: the block's M tile (fp16, all K) fits where its V tile (all C) was."""
    return FP16_BYTES * problem.k <= problem.operand_bytes * problem.c


def accumulators_in_m_tile(problem: Problem, variant: Variant) -> bool:
    """Full fusion, fp16 sums, M in V's place: the BGEMM stores its accumulators straight into the block's M tile,
    with no staging."""
    return variant.fusion == "full" and problem.accum == "fp16" and m_tile_in_v_place(problem)


def align_shared(nbytes: int) -> int:
    return -(-nbytes // SHARED_ALIGN) * SHARED_ALIGN


def _padded_row(extent: int, offset: int, factor: int = 32) -> int:
    """TVM's storage_align(factor, offset): the row stride it gives an array."""
    return -(-extent // factor) * factor + offset


@dataclass(frozen=True)
class SharedModel:
    v_tile: int  # PKF-Shmem and full: V of the block's tiles, all C
    m_tile: int  # full: M of the block's tiles, all K (0 where it takes V's place, C = K)
    itrans_patches: int  # one α×α input patch per warp
    bgemm_v: int
    bgemm_u: int
    bgemm_staging: int
    reuse: bool  # full: the BGEMM's staging reuses the patches' space (ITrans is done by then)

    @property
    def total(self) -> int:
        tiles = sum(align_shared(p) for p in (self.v_tile, self.m_tile) if p)
        itrans = align_shared(self.itrans_patches) if self.itrans_patches else 0
        bgemm = sum(align_shared(p) for p in (self.bgemm_v, self.bgemm_u, self.bgemm_staging) if p)
        return tiles + (max(itrans, bgemm) if self.reuse else itrans + bgemm)


def shared_model(problem: Problem, variant: Variant) -> SharedModel:
    """What the reconstructor allocates for `variant`. A fused block has `variant.warps` warps (default α, the
    BGEMM's), each with its own ITrans input patch; with `split` the BGEMM runs in warps/α groups, each with its
    own staging."""
    a, fusion, tbm, tbn, tbk = problem.alpha, variant.fusion, variant.tbm, variant.tbn, variant.tbk
    warps = variant.warps or a
    groups = warps // a if variant.split else 1
    lanes = min(ITRANS_LANES, problem.c)
    fused = fusion in ("shmem", "llc", "full")
    acc_bytes = 2 if problem.accum == "fp16" else 4  # fp32 and int32 sums: 4
    operand, (factor, pad) = problem.operand_bytes, operand_row_align(problem, tbk)
    return SharedModel(
        v_tile=operand * a * a * tbm * v_tile_row(problem) if fusion in ("shmem", "full") else 0,
        m_tile=FP16_BYTES * a * a * tbm * problem.k if fusion == "full" and not m_tile_in_v_place(problem) else 0,
        reuse=fusion == "full",
        # input patches; with itrans_half2 each lane's part is in its registers
        itrans_patches=FP16_BYTES * a * a * _padded_row(lanes, 2) * warps if fused and not variant.itrans_half2 else 0,
        # PKF-Shmem and the full fusion load A straight from the V tile: no staging.
        bgemm_v=groups * operand * a * tbm * _padded_row(tbk, pad, factor) if fusion not in ("shmem", "full") else 0,
        bgemm_u=groups * operand * a * tbn * _padded_row(tbk, pad, factor),
        bgemm_staging=0 if accumulators_in_m_tile(problem, variant) else
        groups * acc_bytes * a * tbm * (tbn + (STAGING_ROW_PAD_BYTES // acc_bytes if fused else 0)),
    )


def check_itrans_half2(problem: Problem, variant: Variant) -> None:
    """`--itrans-half2`: a warp's ITrans task becomes a whole tile, its 32 lanes two fp16 channels each."""
    if not variant.itrans_half2:
        return
    if variant.fusion not in ("shmem", "full"):
        raise PkfError(f"--itrans-half2: only PKF-Shmem and the full fusion pair ITrans' channels, not --fusion {variant.fusion}")
    if problem.dtype != "fp16" or problem.c != 2 * ITRANS_LANES:
        raise PkfError(f"--itrans-half2: needs fp16 and C = {2 * ITRANS_LANES} (two channels per lane over "
                       f"{ITRANS_LANES} lanes); got --dtype {problem.dtype} --c {problem.c}")


def check_otrans_half2(problem: Problem, variant: Variant) -> None:
    """`--otrans-half2`: a full-fusion OTrans thread takes output channels k and k + 1."""
    if variant.otrans_half2 and (variant.fusion != "full" or problem.k % 2):
        raise PkfError(f"--otrans-half2: needs the full fusion and an even K (channel pairs); got --fusion {variant.fusion} --k {problem.k}")
