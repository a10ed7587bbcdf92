"""The generic full fusion: ITrans, BGEMM and OTrans in one kernel, a block per TBM tiles and all K, the block's V
and M tiles in shared memory, so only x and y leave the chip. Made from the same TVM kernels and rewrites as the
paper's PKF-Shmem; any F(m,3) and C, K that fit a block's shared memory."""

from pkf.reconstructor.fuse import FULL_ROLE, fused_block_passes
from pkf.reconstructor.schedules.base import Cost, Option, Schedule
from pkf.reconstructor.schedules.paper import (ITRANS_HALF2, PREFETCH, SPLIT, TBM_MEANING, WARPS, FUSED_WMMA_TFLOPS, resolve_block,
                                                shared_bytes, tile_variants, tiles, with_prefetch)

OTRANS_HALF2 = Option("--otrans-half2", "otrans_half2", "full fusion: each OTrans thread computes two output channels in "
                      "half2 arithmetic (variant suffix -oh2)")

FULL = Schedule(
    name="full", fusion="full", status="general",
    summary="ITrans, BGEMM and OTrans in one kernel; V and M in the block's shared memory",
    tbm=TBM_MEANING + " (TBN = K: OTrans needs all of a tile's output channels)",
    limits="any F(m,3), fp16 or int8; V and M of TBM tiles must fit one block's shared memory",
    options=(PREFETCH, WARPS, SPLIT, ITRANS_HALF2, OTRANS_HALF2),
    selects=lambda v: v.fusion == "full" and not v.resident,
    shared_bytes=shared_bytes, tiles=tiles, resolve=resolve_block,
    passes=lambda problem, variant: with_prefetch(fused_block_passes(problem, variant), variant),
    pipeline=(FULL_ROLE,), scratch=("U",),
    variants=lambda problem, limits: tile_variants(problem, "full", limits),
    cost=Cost(13.0, 614, FUSED_WMMA_TFLOPS, "experiments/results/2026-11-23-h100-full-sweep (pkf-full-16 at 224^2 and 960^2)"),
)
