"""Steps 3-5 and 7 of the reconstructor: build the fused ITrans+BGEMM kernel and its launch."""

from dataclasses import replace
from pathlib import Path

import jinja2
import regex

import templates
from pkf.errors import PkfError
from pkf.problem import FP16_BYTES, Problem
from pkf.prototype import Launch
from pkf.space import (
    V_TILE_ROW_PAD_BYTES,
    accumulators_in_m_tile,
    align_shared,
    check_itrans_half2,
    check_otrans_half2,
    m_tile_in_v_place,
    v_tile_row,
)
from pkf.variant import Variant
from reconstructor.copy_lanes import conflict_free_u_copy
from reconstructor.errors import NoMatch
from reconstructor.factor_sums import factor_transform_sums
from reconstructor.kernels import Kernel, KernelSource, Param
from reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels, pair_otrans_channels
from reconstructor.prefetch import prefetch_x
from reconstructor.rewrites import (
    SIZEOF,
    balanced,
    bgemm_loads_from,
    bgemm_stores_to,
    dynamic_shared,
    itrans_as_warp_task,
    itrans_stores_to,
    otrans_as_thread_task,
    otrans_loads_from,
    pad_accumulator_staging,
    remove_load_barriers,
    split_positions,
)
from reconstructor.tile_fragments import a_fragments_from_tile, accumulators_to_tile

SMEM = "pkf_smem"
V_TILE = "pkf_v_tile"
TASK = "pkf_task"
M_TILE = "pkf_m_tile"
OTRANS_TASK = "pkf_otrans_task"
FUSED_ROLE = "itrans_bgemm"
FULL_ROLE = "itrans_bgemm_otrans"

_template = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(templates.__file__).parent), undefined=jinja2.StrictUndefined
).get_template("fused_itrans_bgemm.cu.j2")


def _ctype_of(kernel: Kernel, buffer: str) -> str:
    for param in kernel.params:
        if param.buffer == buffer:
            return param.ctype
    raise NoMatch("fuse_itrans_bgemm", f"a {buffer}_ptr parameter", f"the parameters of {kernel.name}")


# `(in-plane index) + 1234`: TVM writes the offset of a Winograd position's plane as a trailing literal.
PLANE_OFFSET = regex.compile(r"^(?P<rest>.*\S) \+ (?P<offset>\d+)$", regex.DOTALL)


def _strip_parentheses(text: str) -> str:
    while text.startswith("(") and text.endswith(")") and balanced(text[1:-1]):
        text = text[1:-1]
    return text


def tile_index(per_position: int, per_block: int, row: int = 1, pad: int = 0, plane: int | None = None):
    """A global [α², ntiles, X] index, as an expression, to the block's [α², TBM, X] tile
    (per_position = ntiles·X, per_block = TBM·X). With `pad`, each row of `row` (= X) elements is
    followed by `pad` unused ones (step 15); `plane` spaces the positions' planes wider than they
    need (M in the padded V tile's place: M(p) stays inside V(p)'s plane).

    Where the index ends in a literal multiple of per_position (position p's plane), p's offset is
    taken out before the division: the 36 accesses of an ITrans or OTrans task then share one
    division of the same in-plane index instead of doing one each (step 9)."""
    plane = plane or per_block + per_block // row * pad  # a position's plane in the tile

    def in_tile(g: str) -> str:
        if not pad:
            return f"(({g}) / {per_position} * {plane} + ({g}) % {per_position} - ((int)blockIdx.x) * {per_block})"
        in_plane = f"(({g}) % {per_position} - ((int)blockIdx.x) * {per_block})"
        return f"(({g}) / {per_position} * {plane} + {in_plane} + {in_plane} / {row} * {pad})"

    def index_map(g: str) -> str:
        position, rest = split_plane(g, per_position)
        return f"({position * plane} + {in_tile(rest)})" if position else in_tile(rest)

    return index_map


def split_plane(g: str, per_position: int) -> tuple[int, str]:
    """(p, rest) where the index `g` ends in a literal multiple p·per_position (position p's plane),
    else (0, g): the plane's offset taken out before any division (step 9)."""
    split = PLANE_OFFSET.match(_strip_parentheses(g.strip()))
    if split and balanced(split["rest"]) and int(split["offset"]) % per_position == 0:
        return int(split["offset"]) // per_position, split["rest"]
    return 0, g


def v_tile_index(problem: Problem, variant: Variant):
    """PKF-Shmem and full: the block's V tile, rows padded (step 15)."""
    return tile_index(problem.ntiles * problem.c, variant.tbm * problem.c, problem.c, v_tile_row(problem) - problem.c)


def m_tile_index(problem: Problem, variant: Variant):
    """Full fusion: the block's M tile. Where it takes V's place, M(p) is written over V(p) only (by
    the warp that read V(p)): its planes are spaced as V's padded planes are, and its rows are
    padded as V's are (step 16's fragment stores)."""
    if not m_tile_in_v_place(problem):
        return tile_index(problem.ntiles * problem.k, variant.tbm * problem.k)
    v_plane_bytes = problem.operand_bytes * variant.tbm * v_tile_row(problem)
    return tile_index(problem.ntiles * problem.k, variant.tbm * problem.k, problem.k, V_TILE_ROW_PAD_BYTES // FP16_BYTES,
                      plane=v_plane_bytes // FP16_BYTES)


def sync_free_bgemm(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """Step 2 alone: the prototype with a sync-free BGEMM (no block barriers)."""
    bgemm = source.kernels["bgemm"]
    return replace(source, kernels={**source.kernels, "bgemm": bgemm.with_body(remove_load_barriers(bgemm.body))})


def bgemm_dynamic_shared(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """BGEMM's static shared arrays become one dynamic buffer (tiles past the 48 KB static limit)."""
    bgemm = source.kernels["bgemm"]
    body, _, size = dynamic_shared(bgemm.body, SMEM, 0)
    body = body.replace("{", "{\n  extern __shared__ __align__(128) unsigned char " + SMEM + "[];", 1)
    launch = replace(bgemm.launch, dynamic_shared_bytes=size)
    return replace(source, kernels={**source.kernels, "bgemm": replace(bgemm, body=body, launch=launch)})


def fuse_itrans_bgemm(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """PKF: the fused block runs ITrans for its TBM tiles, one barrier, then the sync-free BGEMM."""
    return _fuse(source, problem, variant, with_otrans=False)


def fuse_itrans_bgemm_otrans(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """Full fusion: as PKF-Shmem, then the BGEMM accumulators go to a shared M tile and, after one
    more barrier, the block runs OTrans on its own tiles; only the final output leaves the chip."""
    return _fuse(source, problem, variant, with_otrans=True)


def _fuse(source: KernelSource, problem: Problem, variant: Variant, with_otrans: bool) -> KernelSource:
    itrans, bgemm, otrans = source.kernels["itrans"], source.kernels["bgemm"], source.kernels["otrans"]
    if itrans.launch.block != (32, 1, 1):
        raise NoMatch("fuse_itrans_bgemm", "one-warp ITrans block", f"launch of {itrans.name}: {itrans.launch.block}")
    tasks, rest = divmod(itrans.launch.grid[0], bgemm.launch.grid[0])
    if rest or itrans.launch.grid[1:] != (1, 1):
        raise NoMatch("fuse_itrans_bgemm", "ITrans grid = BGEMM grid.x × tasks", f"grids {itrans.launch.grid} / {bgemm.launch.grid}")
    warps = bgemm.launch.block[1]
    # With --warps the block has more warps than the BGEMM's: the others run ITrans and OTrans only.
    block_warps = variant.warps or warps
    if block_warps < warps:
        raise PkfError(f"--warps {block_warps}: fewer than the BGEMM's {warps} warps")

    bgemm_body = pad_accumulator_staging(remove_load_barriers(bgemm.body))
    # Step 20: the lanes of the U copy in an order whose shared stores do not conflict on banks.
    bgemm_body = conflict_free_u_copy(bgemm_body, SIZEOF[_ctype_of(bgemm, "U")])
    groups = block_warps // warps if variant.split else 1
    if variant.split:
        if block_warps % warps:
            raise PkfError(f"--warps {block_warps} --split-bgemm: not a multiple of the BGEMM's {warps} warps")
        bgemm_body = split_positions(bgemm_body, warps, groups)
    # Step 18: with paired channels a warp task is TVM's tasks 2T and 2T + 1 (see paired_channels).
    pairs = variant.itrans_half2
    check_itrans_half2(problem, variant)  # the task renaming below is only right where the pairing runs
    task = f"(2 * {TASK} + {PAIR_HALF})" if pairs else TASK
    itrans_body = itrans_as_warp_task(itrans.body, f"((int)blockIdx.x) * {tasks} + {task}")
    warp_tasks = tasks // 2 if pairs else tasks
    itrans_prologue = ""
    if variant.prefetch:
        x_ctype = "half2" if pairs else _ctype_of(itrans, "x")
        itrans_prologue, itrans_body = prefetch_x(itrans_body, TASK, "(int)threadIdx.y", block_warps, warp_tasks, x_ctype)
    offset, otrans_body, otrans_threads = 0, None, 0
    if variant.fusion in ("shmem", "full"):
        index_map = v_tile_index(problem, variant)
        itrans_body = itrans_stores_to(itrans_body, V_TILE, index_map)
        if pairs:
            itrans_prologue, itrans_body = pair_itrans_channels(itrans_prologue, itrans_body, V_TILE)
        # Step 15: the A fragments come straight from the (padded) tile, not from a staged copy.
        bgemm_body = a_fragments_from_tile(bgemm_loads_from(bgemm_body, V_TILE, index_map), V_TILE)
        offset = align_shared(problem.operand_bytes * problem.alpha**2 * variant.tbm * v_tile_row(problem))
    if with_otrans:
        otrans_threads = otrans.launch.block[0]
        if bgemm.launch.grid[1:] != (1, 1) or (variant.tbm * problem.k) % otrans_threads or otrans.launch.block[1:] != (1, 1):
            raise NoMatch("fuse_itrans_bgemm_otrans", "one BGEMM block per TBM tiles, all K, and whole OTrans blocks",
                          f"grids {bgemm.launch.grid} / OTrans block {otrans.launch.block}")
        # M(p) is written by the one warp that read V(p), after it read it: where M fits in V's
        # place (fp16, C ≥ K) it takes it; otherwise it gets its own.
        m_in_v_place = m_tile_in_v_place(problem)
        m_tile_offset = 0 if m_in_v_place else offset
        if not m_in_v_place:
            offset = align_shared(offset + FP16_BYTES * problem.alpha**2 * variant.tbm * problem.k)
        m_map = m_tile_index(problem, variant)
        bgemm_body = bgemm_stores_to(bgemm_body, M_TILE, m_map)
        if accumulators_in_m_tile(problem, variant):  # step 16: no staging between fragments and M
            bgemm_body = accumulators_to_tile(bgemm_body, M_TILE)
        # Step 19: with paired channels an OTrans task is TVM's threads 2t and 2t + 1.
        check_otrans_half2(problem, variant)
        task = f"(2 * {OTRANS_TASK})" if variant.otrans_half2 else OTRANS_TASK
        global_index = f"(((int)blockIdx.x) * {variant.tbm * problem.k} + {task})"
        otrans_body = otrans_as_thread_task(otrans.body, f"{global_index} / {otrans_threads}", f"{global_index} % {otrans_threads}")
        otrans_body = otrans_loads_from(otrans_body, M_TILE, m_map)
        if variant.otrans_half2:
            otrans_body = pair_otrans_channels(otrans_body, M_TILE)
        # Step 26: each transform stage with shared sums and differences.
        itrans_body = factor_transform_sums(itrans_body, "the full fusion's ITrans")
        otrans_body = factor_transform_sums(otrans_body, "the full fusion's OTrans")
    tiles_end = offset
    itrans_body, _, itrans_end = dynamic_shared(itrans_body, SMEM, tiles_end, copies_per_array=block_warps, copy_index="threadIdx.y")
    # Full: ITrans' patches are dead after the first barrier, so the BGEMM's staging reuses their space.
    bgemm_body, _, bgemm_end = dynamic_shared(bgemm_body, SMEM, tiles_end if with_otrans else itrans_end,
                                              copies_per_array=groups, copy_index=f"threadIdx.y / {warps}")
    offset = max(itrans_end, bgemm_end)

    body = _template.render(
        smem=SMEM, fusion=variant.fusion, v_tile=V_TILE, v_tile_offset=0, v_ctype=_ctype_of(bgemm, "V"), tbm=variant.tbm, c=problem.c, k=problem.k,
        task=TASK, tasks=warp_tasks, warps=block_warps, bgemm_warps=warps * groups, itrans_prologue=itrans_prologue, itrans_body=itrans_body, bgemm_body=bgemm_body,
        m_tile=M_TILE, m_tile_offset=m_tile_offset if with_otrans else 0, otrans_body=otrans_body,
        otrans_task=OTRANS_TASK, otrans_tasks=variant.tbm * problem.k // (2 if variant.otrans_half2 else 1),
    )
    # Parameters: those of the fused kernels, once each, that the fused body still uses.
    params, seen = [], set()
    for param in bgemm.params + itrans.params + (otrans.params if with_otrans else ()):
        if param.buffer not in seen and f"{param.buffer}_ptr" in body:
            seen.add(param.buffer)
            params.append(Param(param.ctype, param.buffer))
    role = FULL_ROLE if with_otrans else FUSED_ROLE
    fused = Kernel(
        name=f"pkf_{variant.fusion}_{variant.tbm}_{role}",
        role=role,
        params=tuple(params),
        body=body,
        launch_bounds=32 * block_warps,
        launch=Launch(bgemm.launch.grid, (32, block_warps, 1), offset),
    )
    replaced = ("itrans", "bgemm", "otrans") if with_otrans else ("itrans", "bgemm")
    kernels = {r: k for r, k in source.kernels.items() if r not in replaced}
    return replace(source, kernels={**kernels, role: fused})
