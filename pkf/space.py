"""The design space (SPEC §3): which block tiles each fusion can use on a device, and why.

The shared-memory figure is a model of what the reconstructor will allocate (TVM's padded
arrays plus the fused kernel's own); a test checks the model against the real allocation.
"""

import ctypes
import os
from dataclasses import dataclass, replace
from pathlib import Path

from pkf.errors import PkfError
from pkf.problem import FP16_BYTES, Problem
from pkf.prototype import ITRANS_LANES, operand_row_align
from pkf.prototype import THREADS as OTRANS_THREADS
from pkf.variant import Variant

WMMA = 16
SHARED_ALIGN = 128  # bytes: where the reconstructor starts each slice of dynamic shared memory
# Step 11: the bytes the fused kernels add to each row of the BGEMM's accumulator staging, so that a
# fragment's rows start in different banks (reconstructor/rewrites.py, pad_accumulator_staging).
STAGING_ROW_PAD_BYTES = 16
# Step 15: the bytes after each row (one tile's C channels) of the PKF-Shmem / full V tile, so that
# the A fragments the BGEMM loads straight from it start their 16 rows in different banks.
V_TILE_ROW_PAD_BYTES = 16


@dataclass(frozen=True)
class Limits:
    shared_per_block: int  # bytes a block may opt in to
    l2_bytes: int
    sms: int
    source: str  # where the figures came from

    @staticmethod
    def sm90() -> "Limits":
        # H100 SXM: 227 KB opt-in shared memory per block, 50 MB L2, 132 SMs.
        return Limits(232448, 50 * 1024 * 1024, 132, "sm_90 defaults")


def _cudart():
    names = ["libcudart.so"]
    for root in (os.environ.get("CUDA_HOME"), "/usr/local/cuda"):
        if root:
            names += [str(p) for p in sorted(Path(root, "lib64").glob("libcudart.so*"))]
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


def gpu_count() -> int:
    """CUDA GPUs visible to this process (0 without a driver or runtime)."""
    lib = _cudart()
    count = ctypes.c_int(0)
    if lib is None or lib.cudaGetDeviceCount(ctypes.byref(count)) != 0:
        return 0
    return count.value


def device_limits() -> Limits:
    """Read the limits off GPU 0 when one is visible, else the sm_90 defaults."""
    if gpu_count() == 0:
        return Limits.sm90()
    lib, values = _cudart(), []
    # cudaDevAttrMaxSharedMemoryPerBlockOptin = 97, L2CacheSize = 38, MultiProcessorCount = 16
    for attribute in (97, 38, 16):
        value = ctypes.c_int(0)
        if lib.cudaDeviceGetAttribute(ctypes.byref(value), attribute, 0) != 0:
            return Limits.sm90()
        values.append(value.value)
    return Limits(*values, "GPU 0")


def v_tile_row(problem: Problem) -> int:
    """PKF-Shmem and full: the elements of one row (one tile's C channels) of the block's V tile,
    padding included (step 15)."""
    return problem.c + V_TILE_ROW_PAD_BYTES // problem.operand_bytes


def m_tile_in_v_place(problem: Problem) -> bool:
    """Full fusion: the block's M tile (fp16, all K) fits where its V tile (all C) was."""
    return FP16_BYTES * problem.k <= problem.operand_bytes * problem.c


def accumulators_in_m_tile(problem: Problem, variant: Variant) -> bool:
    """Full fusion, fp16 sums, M in V's place: the BGEMM stores its accumulators straight into the
    block's M tile (tuning step 16), with no staging."""
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
    """What the reconstructor allocates for `variant`. A fused block has `variant.warps` warps
    (default α, the BGEMM's), each with its own ITrans input patch; with `split` the BGEMM runs in
    warps/α groups, each with its own staging."""
    if variant.resident:  # step 25: two groups' V, M over it, nothing else
        return SharedModel(resident_shared_bytes(problem, variant), 0, 0, 0, 0, 0, reuse=False)
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
        # input patches; with itrans_half2 each lane's part is in its registers (step 21)
        itrans_patches=FP16_BYTES * a * a * _padded_row(lanes, 2) * warps if fused and not variant.itrans_half2 else 0,
        # Step 15: PKF-Shmem and the full fusion load A straight from the V tile: no staging.
        bgemm_v=groups * operand * a * tbm * _padded_row(tbk, pad, factor) if fusion not in ("shmem", "full") else 0,
        bgemm_u=groups * operand * a * tbn * _padded_row(tbk, pad, factor),
        bgemm_staging=0 if accumulators_in_m_tile(problem, variant) else
        groups * acc_bytes * a * tbm * (tbn + (STAGING_ROW_PAD_BYTES // acc_bytes if fused else 0)),
    )


@dataclass(frozen=True)
class TileCheck:
    """One (fusion, TBM, TBN, TBK) against the device: each constraint with its figures."""

    fusion: str
    tbm: int
    tbn: int
    tbk: int
    shared_bytes: int
    shared_limit: int
    blocks: int  # N_TB = ntiles/TBM · K/TBN
    sms: int
    llc_bytes: int  # PKF-LLC: V in flight, α²·TBM·C·(bytes per V element) · min(N_TB, N_SM)
    l2_bytes: int
    problems: tuple[str, ...]

    @property
    def valid(self) -> bool:
        return not self.problems


def check_tile(problem: Problem, variant: Variant, limits: Limits) -> TileCheck:
    fusion, tbm, tbn, tbk = variant.fusion, variant.tbm, variant.tbn, variant.tbk
    if variant.wgmma:
        layout = wgmma_layout(problem)
        return TileCheck("full-wg", tbm, problem.k, tbk, layout.shared_bytes, limits.shared_per_block, wgmma_blocks(problem, limits.sms),
                         limits.sms, 0, limits.l2_bytes, tuple(wgmma_problems(problem, variant, limits)))
    if variant.resident:
        return TileCheck("full-rf-tma" if variant.tma else "full-rf", tbm, problem.k, tbk, resident_shared_bytes(problem, variant), limits.shared_per_block,
                         resident_blocks(problem, variant, limits.sms), limits.sms, 0, limits.l2_bytes,
                         tuple(resident_problems(problem, variant, limits)))
    problems = []
    for flag, value, extent, name in (("--tbm", tbm, problem.ntiles, "ntiles"), ("--tbn", tbn, problem.k, "K"),
                                      ("--tbk", tbk, problem.c, "C")):
        if value <= 0 or value % WMMA or extent % value:
            problems.append(f"{flag} {value} must be a multiple of {WMMA} dividing {name}={extent}")
    blocks = (problem.ntiles // tbm) * (problem.k // tbn) if tbm > 0 and tbn > 0 else 0
    shared = shared_model(problem, variant).total
    if shared > limits.shared_per_block:
        problems.append(f"needs {shared} B of shared memory per block, the device allows {limits.shared_per_block}")
    llc = problem.operand_bytes * problem.alpha**2 * tbm * problem.c * min(blocks, limits.sms) if fusion == "llc" else 0
    if fusion == "full" and tbn != problem.k:
        problems.append(f"full fusion needs TBN = K = {problem.k} (OTrans of a tile needs all its output channels' M)")
    if fusion == "full" and (tbm * problem.k) % OTRANS_THREADS:
        problems.append(f"full fusion needs TBM·K a multiple of OTrans' {OTRANS_THREADS}-thread block")
    if fusion == "llc":
        if tbn != problem.k:
            problems.append(f"PKF-LLC needs TBN = K = {problem.k} (each block must own its tiles' V in L2)")
        if llc > limits.l2_bytes:
            problems.append(f"V in flight {llc} B exceeds the L2's {limits.l2_bytes} B")
    return TileCheck(fusion, tbm, tbn, tbk, shared, limits.shared_per_block, blocks, limits.sms, llc,
                     limits.l2_bytes, tuple(problems))


def candidate_tiles(problem: Problem):
    for tbm in (16, 32, 64):
        for tbn in range(WMMA, problem.k + 1, WMMA):
            for tbk in (16, 32, 64):
                yield tbm, tbn, tbk


def space(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    """Every candidate tile for `variant`'s fusion and block (warps, split, prefetch), checked
    (valid and invalid, for `pkf space`)."""
    checks = [check_tile(problem, replace(variant, tbm=m, tbn=n, tbk=k), limits) for m, n, k in candidate_tiles(problem)]
    if variant.fusion == "full":  # step 25: the resident-filter schedule's group sizes
        checks += [check_tile(problem, replace(variant, resident=True, tbm=m), limits) for m in RESIDENT_TBM]
        checks.append(check_tile(problem, replace(variant, resident=True, tma=True, tbm=TMA_TBM), limits))  # step 29
        checks.append(check_tile(problem, replace(variant, resident=True, tma=True, wgmma=True, tbm=WGMMA_TBM), limits))  # step 53
    return checks


def resolve_tile(problem: Problem, variant: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """`variant` with TBN (the largest that fits, unless given) and TBK (32, or C when C < 32, unless
    given); a tile that breaks a constraint is refused, naming the limit and the valid choices."""
    tbk = tbk if tbk is not None else min(32, problem.c)
    if tbn is None:
        fitting = [n for n in range(problem.k, 0, -WMMA) if check_tile(problem, replace(variant, tbn=n, tbk=tbk), limits).valid]
        tbn = fitting[0] if fitting else problem.k
    variant = replace(variant, tbn=tbn, tbk=tbk)
    result = check_tile(problem, variant, limits)
    if not result.valid:
        valid = sorted({(c.tbm, c.tbn, c.tbk) for c in space(problem, variant, limits) if c.valid})
        choices = ", ".join(f"{m}/{n}/{k}" for m, n, k in valid) or "none for this problem"
        raise PkfError(
            f"--fusion {variant.fusion} --tbm {variant.tbm} --tbn {tbn} --tbk {tbk}: {result.problems[0]} "
            f"({limits.source}); valid TBM/TBN/TBK: {choices}"
        )
    return variant


# Step 7 (`--prefetch`): the registers a lane may hold one Winograd position's U slice in.
PREFETCH_REGISTERS = 64


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


MAX_THREADS = 1024


def check_warps(problem: Problem, variant: Variant) -> None:
    """`--warps`: a fused block may have more warps than the BGEMM's α; the others help ITrans and
    OTrans, and with `--split-bgemm` the BGEMM too (α positions per warp shared out by groups of α)."""
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


# Step 25, the resident-filter schedule (reconstructor/resident_filter.py): 12 warps, each owning 3 of
# F(4,3)'s 36 Winograd positions; TBM tiles per group, two groups' V in shared memory.
RESIDENT_WARPS, RESIDENT_SLOTS = 12, 3
RESIDENT_TBM = (16, 24)


# Step 29 (--tma): groups are 4 x 4 squares of tiles, each square's input one TMA box of 18 x 18 pixels.
TMA_SQUARE = 4
TMA_TBM = TMA_SQUARE * TMA_SQUARE


def tma_square_pixels(problem: Problem) -> int:
    """The side of a 4 x 4 square of tiles, in output pixels."""
    return TMA_SQUARE * problem.m


def tma_box_side(problem: Problem) -> int:
    """The side of its input box: the square's pixels and the filter's halo."""
    return tma_square_pixels(problem) + problem.r - 1


# Step 53 (--wgmma, reconstructor/wgmma.py): F(2,3), U in shared memory as wgmma's B operand; two warpgroups per block,
# each walking units of 8 x 8 tiles (16 x 16 outputs), each unit's input one TMA box (18 x 18 pixels, 128-byte swizzle).
WGMMA_THREADS = 256
WGMMA_UNIT = 16  # output pixels per side of a unit
WGMMA_TBM = 64  # tiles per unit: wgmma's 64 rows


@dataclass(frozen=True)
class WgmmaLayout:
    units: int
    box_bytes: int
    box_stride: int  # a box buffer, rounded up to the 1024 bytes the swizzle needs
    image_bytes: int  # U
    shared_bytes: int  # alignment slack, U, two boxes, three mbarriers


def wgmma_box_side(problem: Problem) -> int:
    return WGMMA_UNIT + problem.r - 1


def wgmma_layout(problem: Problem) -> WgmmaLayout:
    box = problem.operand_bytes * wgmma_box_side(problem) ** 2 * problem.c
    stride = -(-box // 1024) * 1024
    image = problem.operand_bytes * problem.alpha**2 * problem.k * problem.c
    units = (problem.h // WGMMA_UNIT) * (problem.w // WGMMA_UNIT) * problem.n
    return WgmmaLayout(units, box, stride, image, 1024 + image + 2 * stride + 64)


def wgmma_blocks(problem: Problem, sms: int) -> int:
    """A persistent grid: a block per SM, at most one per unit."""
    return min(sms, wgmma_layout(problem).units)


def wgmma_problems(problem: Problem, variant: Variant, limits: Limits) -> list[str]:
    """What keeps `variant` from the --wgmma schedule, each with what is valid."""
    problems = []
    if not (variant.fusion == "full" and variant.resident and variant.tma):
        problems.append("--wgmma: a form of the full fusion's resident-filter TMA schedule; add --fusion full --resident-filter --tma")
    wanted = {"m": 2, "r": 3, "dtype": "fp16", "accum": "fp16", "c": 64, "k": 64, "n": 1}
    given = [f"--{flag} {getattr(problem, flag)}" for flag, value in wanted.items() if getattr(problem, flag) != value]
    if given:
        problems.append(f"--wgmma: the schedule is F(2,3) (--m 2), fp16 with fp16 sums (--accum fp16), C = K = 64, N = 1; got {', '.join(given)}")
    if variant.tbm != WGMMA_TBM:
        problems.append(f"--tbm {variant.tbm}: with --wgmma a unit is 8 x 8 tiles (wgmma's 64 rows); use --tbm {WGMMA_TBM}")
    if problem.h % WGMMA_UNIT or problem.w % WGMMA_UNIT:
        problems.append(f"--wgmma: --h {problem.h} --w {problem.w}: both must be multiples of {WGMMA_UNIT} (units of 8 x 8 tiles)")
    shared = wgmma_layout(problem).shared_bytes
    if shared > limits.shared_per_block:
        problems.append(f"--wgmma: needs {shared} B of shared memory per block (U, two boxes), the device allows {limits.shared_per_block}")
    return problems


def resident_shared_bytes(problem: Problem, variant: Variant) -> int:
    """Two groups' V (M over it); with --tma, two input boxes beside them."""
    boxes = 2 * problem.operand_bytes * tma_box_side(problem) ** 2 * problem.c if variant.tma else 0
    return 2 * problem.operand_bytes * problem.alpha**2 * variant.tbm * problem.c + boxes


def resident_blocks(problem: Problem, variant: Variant, sms: int = Limits.sm90().sms) -> int:
    """A persistent grid: a block pair per two SMs, at most one pair per group."""
    return 2 * min(sms // 2, -(-problem.ntiles // variant.tbm))


def resident_problems(problem: Problem, variant: Variant, limits: Limits) -> list[str]:
    """What keeps `variant` (with `resident`) from the resident-filter schedule, each with what is valid."""
    problems = []
    if variant.fusion != "full":
        problems.append(f"--resident-filter: needs --fusion full, not {variant.fusion}")
    wanted = {"m": 4, "r": 3, "dtype": "fp16", "accum": "fp16", "c": 64, "k": 64}  # 36 positions: 12 warps x 3
    given = [f"--{flag} {getattr(problem, flag)}" for flag, value in wanted.items() if getattr(problem, flag) != value]
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
        problems.append(f"--tma: --h {problem.h} --w {problem.w}: both must be multiples of {side} (4 x 4 squares of tiles); "
                        f"drop --tma for other sizes")
    fixed = [flag for flag, value in (("--warps", variant.warps), ("--split-bgemm", variant.split), ("--prefetch", variant.prefetch)) if value]
    if fixed:
        problems.append(f"--resident-filter: {', '.join(fixed)} do not apply (the schedule has 12 warps and the filter in registers); drop them")
    return problems


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


def resolve_variant(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """The user's `choice` (fusion, TBM and the block's options) with TBN and TBK as given, else from
    the design space; each choice checked."""
    if choice.tma and not choice.resident:
        raise PkfError("--tma: brings the resident-filter schedule's input in by the TMA; add --resident-filter --fusion full --tbm 16")
    if choice.wgmma:
        problems = wgmma_problems(problem, choice, limits)
        if problems:
            raise PkfError(problems[0])
        return replace(choice, tbn=problem.k, tbk=min(32, problem.c))
    if choice.resident:  # its tasks are channel pairs: ITrans and OTrans in half2
        problems = resident_problems(problem, choice, limits)
        if problems:
            raise PkfError(problems[0])
        return replace(choice, tbn=problem.k, tbk=min(32, problem.c), itrans_half2=True, otrans_half2=True)
    check_warps(problem, choice)
    check_itrans_half2(problem, choice)
    check_otrans_half2(problem, choice)
    variant = resolve_tile(problem, choice, tbn, tbk, limits)
    if variant.prefetch:
        check_prefetch(problem, variant.tbn)
    return variant
