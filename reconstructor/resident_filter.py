"""Issue 6, step 25 (`--fusion full --resident-filter`): the full fusion in the resident-filter schedule.

Step 23 measured this schedule by hand (experiments/resident_filter/registers.cu). Here it is made
from the prototype like the other fusions: the kernel's ITrans and OTrans are TVM's, rewritten by
the same rules (iteration variables, stores and loads redirected to shared memory, channel pairs),
and templates/resident_filter.cu.j2 holds the schedule around them:

- a persistent grid of block pairs; block b computes output channels [32 (b & 1), 32 (b & 1) + 32);
- each of 12 warps owns 3 Winograd positions and holds their U as mma.sync B fragments in
  registers for the whole launch, loaded once (the BGEMM is the template's, not TVM's wmma);
- the pair walks groups of TBM tiles (16 or 24) with two V buffers in shared memory, so the next
  group's ITrans runs in the same barrier intervals as this group's BGEMM and OTrans.

V(p) is swizzled (templates/resident_filter.cuh, pkf_v_offset); M(p) goes over V(p) in rows of the
block's 32 output channels (pkf_m_offset).

With `--tma` (step 29) a group is a 4 x 4 square of tiles, its input one TMA box in shared memory
(reconstructor/tma_box.py points ITrans' patch loads at it); the kernel takes the input as a tensor
map, and a host launcher after it makes one per input copy (templates/tma.cuh).
"""

from dataclasses import replace
from pathlib import Path

import jinja2

import templates
from pkf.problem import Problem
from pkf.prototype import Launch
from pkf.space import (
    RESIDENT_SLOTS,
    RESIDENT_WARPS,
    TMA_SQUARE,
    resident_blocks,
    resident_shared_bytes,
    tma_box_side,
    tma_square_pixels,
)
from pkf.variant import Variant
from reconstructor.errors import NoMatch
from reconstructor.factor_sums import factor_transform_sums
from reconstructor.fuse import FULL_ROLE, M_TILE, OTRANS_TASK, SMEM, V_TILE, split_plane
from reconstructor.kernels import Kernel, KernelSource, Param
from reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels, pair_otrans_channels
from reconstructor.rewrites import (
    STATIC_SHARED,
    itrans_as_warp_task,
    itrans_stores_to,
    ktrans_stores_fragments,
    otrans_as_thread_task,
    otrans_loads_from,
)
from reconstructor.short_index import itrans_stores_in_plane, otrans_stores_short
from reconstructor.tma_box import itrans_patch_from_box

GROUP = "pkf_group"
TILE = "pkf_tile"
K_HALF = "pkf_k_half"
BLOCK_CHANNELS = 32  # output channels per block: a pair covers K = 64
TEMPLATES = Path(templates.__file__).parent
_template = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), undefined=jinja2.StrictUndefined,
                               trim_blocks=True, lstrip_blocks=True).get_template("resident_filter.cu.j2")


def plane_index(per_position: int, plane: int, in_plane):
    """A global [α², ntiles, 64] index (as an expression) to a group's buffer: position p's plane at
    p·plane halves, `in_plane` placing the element within it."""

    def index_map(g: str) -> str:
        position, rest = split_plane(g, per_position)
        inside = f"({rest}) % {per_position}"
        return f"({position * plane} + ({rest}) / {per_position} * {plane} + {in_plane(inside)})"

    return index_map


def transform_bodies(source: KernelSource, problem: Problem, variant: Variant) -> tuple[str, str]:
    """The prototype's ITrans and OTrans as the schedule's tasks: ITrans writes a group's V buffer,
    OTrans reads its M, both on channel pairs in half2."""
    itrans, otrans = source.kernels["itrans"], source.kernels["otrans"]
    tiles, channels = variant.tbm, problem.c
    if itrans.launch.block != (32, 1, 1) or itrans.launch.grid != (problem.ntiles * channels // 32, 1, 1):
        raise NoMatch("fuse_resident_filter", "one-warp ITrans blocks, two per tile",
                      f"launch of {itrans.name}: grid {itrans.launch.grid}, block {itrans.launch.block}")
    if otrans.launch.block[1:] != (1, 1):
        raise NoMatch("fuse_resident_filter", "one-dimensional OTrans blocks", f"launch of {otrans.name}: {otrans.launch.block}")
    plane = tiles * channels
    first_tile = f"{GROUP} * {tiles}"

    # ITrans: a warp task is tile TILE of group GROUP; with paired channels it is TVM's tasks 2T, 2T + 1.
    itrans_body = itrans_as_warp_task(itrans.body, f"(2 * ({first_tile} + {TILE}) + {PAIR_HALF})")
    v_map = plane_index(problem.ntiles * channels, plane, lambda r: f"pkf_v_offset(({r}) / {channels} - {first_tile}, ({r}) % {channels})")
    _, itrans_body = pair_itrans_channels("", itrans_stores_to(itrans_body, V_TILE, v_map), V_TILE)
    planes = [position * plane for position in range(problem.alpha**2)]
    itrans_body = itrans_stores_in_plane(itrans_body, V_TILE, GROUP, TILE, "pkf_lane", problem.ntiles, tiles, planes)
    if STATIC_SHARED.search(itrans_body):
        raise NoMatch("fuse_resident_filter", "no shared array left in ITrans (its patch in registers)", "the ITrans body")

    if variant.tma:  # the patch from the group's box; ITrans' tile number then only places V
        itrans_body = itrans_patch_from_box(itrans_body, problem.w, channels, tma_box_side(problem))

    # OTrans: task (tile, output channel pair) of this block's 32 channels is TVM's thread
    # (tile · K + k) with k = 32 k_half + 2 (task mod 16). The group's tiles are consecutive, or with
    # --tma a 4 x 4 square (the image tile of its task, and back: a tile's place in its square).
    threads, k, tiles_w = otrans.launch.block[0], problem.k, problem.w // problem.m
    image_tile, place = f"({first_tile} + ({OTRANS_TASK} >> 4))", (lambda t: f"{t} - {first_tile}")
    tile_row, tile_col = f"{image_tile} / {tiles_w}", f"{image_tile} % {tiles_w}"
    if variant.tma:
        squares_w, task_tile = problem.w // tma_square_pixels(problem), f"({OTRANS_TASK} >> 4)"
        tile_row = f"({GROUP} / {squares_w} * {TMA_SQUARE} + {task_tile} / {TMA_SQUARE})"
        tile_col = f"({GROUP} % {squares_w} * {TMA_SQUARE} + {task_tile} % {TMA_SQUARE})"
        image_tile = f"({tile_row} * {tiles_w} + {tile_col})"
        place = (lambda t: f"({t}) / {tiles_w} % {TMA_SQUARE} * {TMA_SQUARE} + ({t}) % {tiles_w} % {TMA_SQUARE}")
    tvm_thread = f"({image_tile} * {k} + {K_HALF} * {BLOCK_CHANNELS} + 2 * ({OTRANS_TASK} & 15))"
    otrans_body = otrans_as_thread_task(otrans.body, f"{tvm_thread} / {threads}", f"{tvm_thread} % {threads}")
    m_map = plane_index(problem.ntiles * k, plane,
                        lambda r: f"pkf_m_offset({place(f'({r}) / {k}')}, ({r}) % {k} - {K_HALF} * {BLOCK_CHANNELS})")
    otrans_body = pair_otrans_channels(otrans_loads_from(otrans_body, M_TILE, m_map), M_TILE)
    # Step 42: the task's first output pixel, (tile row · m, tile column · m), channel 32 k_half + 2 (task mod 16) in NHWC y
    first_output = (f"({tile_row}) * {problem.m * problem.w * k} + ({tile_col}) * {problem.m * k} + "
                    f"{K_HALF} * {BLOCK_CHANNELS} + 2 * ({OTRANS_TASK} & 15)")
    pixels = [(i * problem.w + j) * k for i in range(problem.m) for j in range(problem.m)]
    otrans_body = otrans_stores_short(otrans_body, first_output, GROUP, OTRANS_TASK, K_HALF, problem.ntiles, tiles, pixels)
    return itrans_body, otrans_body


def fuse_resident_filter(source: KernelSource, problem: Problem, variant: Variant, sms: int) -> KernelSource:
    itrans_body, otrans_body = transform_bodies(source, problem, variant)
    itrans_body = factor_transform_sums(itrans_body, "the resident-filter kernel's ITrans")
    otrans_body = factor_transform_sums(otrans_body, "the resident-filter kernel's OTrans")
    tiles, positions, box_side = variant.tbm, problem.alpha**2, tma_box_side(problem)
    plane = tiles * problem.c
    # OTrans has one task (tile, output channel pair) per thread, on warps [first, last): with --tma (16 tiles) warps 4-11,
    # beside the second ITrans part of warps 0-3 (as in step 29's probe), otherwise the first warps.
    otrans_warps = (RESIDENT_WARPS - tiles // 2, RESIDENT_WARPS) if variant.tma else (0, tiles // 2)
    body = _template.render(
        smem=SMEM, v_tile=V_TILE, m_tile=M_TILE, group=GROUP, tile=TILE, k_half=K_HALF, otrans_task=OTRANS_TASK,
        tiles=tiles, ntiles=problem.ntiles, groups=-(-problem.ntiles // tiles), positions=positions,
        warps=RESIDENT_WARPS, slots=RESIDENT_SLOTS, m_blocks=-(-tiles // 16), plane_halves=plane,
        buffer_halves=positions * plane, h=problem.h, w=problem.w, itrans_body=itrans_body, otrans_body=otrans_body,
        tma=variant.tma, box_side=box_side, box_halves=box_side**2 * problem.c, square_pixels=tma_square_pixels(problem),
        groups_w=problem.w // tma_square_pixels(problem),
        otrans_warps=otrans_warps, second_part=f"if (pkf_warp < {tiles - RESIDENT_WARPS}) " if tiles < 2 * RESIDENT_WARPS else "",
    )
    name = f"pkf_full_rf{tiles}{'_tma' if variant.tma else ''}_{FULL_ROLE}"
    params = (Param("half", "U"), Param("half", "x", tensor_map=variant.tma), Param("half", "y"))
    kernel = Kernel(
        name=name, role=FULL_ROLE, params=params, body=body, launch_bounds=32 * RESIDENT_WARPS,
        launch=Launch((resident_blocks(problem, variant, sms), 1, 1), (32, RESIDENT_WARPS, 1), resident_shared_bytes(problem, variant)),
        host_launcher=f"{name}_launch" if variant.tma else "", host_code=tma_host_code(name, problem, box_side) if variant.tma else "",
    )
    helper_files = ("resident_filter.cuh", "l2_prefetch.cuh") + (("tma.cuh",) if variant.tma else ())
    helpers = "".join((TEMPLATES / name).read_text() for name in helper_files)
    kernels = {r: kern for r, kern in source.kernels.items() if r not in ("itrans", "bgemm", "otrans")}
    kernels["ktrans"] = kernels["ktrans"].with_body(ktrans_stores_fragments(kernels["ktrans"].body))
    return replace(source, preamble=source.preamble + helpers + "\n", kernels={**kernels, FULL_ROLE: kernel})


def tma_host_code(kernel: str, problem: Problem, box_side: int, swizzle: str = "") -> str:
    """After a kernel that takes its input as a tensor map: the host launcher the harness calls, which makes
    that map (boxes of box_side x box_side pixels, zeros outside the image, `swizzle` if named;
    templates/tma.cuh) once per input copy."""
    shape = f"{problem.n}, {problem.h}, {problem.w}, {problem.c}, {box_side}" + (f", {swizzle}" if swizzle else "")
    return f"""

static CUtensorMap {kernel}_input_map(const half* x) {{ return pkf_tma::nhwc_box_map(x, {shape}); }}

static void {kernel}_launch(dim3 grid, dim3 block, size_t shared, half* U, const half* x, half* y) {{
  {kernel}<<<grid, block, shared>>>(U, pkf_tma::input_map(x, {kernel}_input_map), y);
}}
"""
