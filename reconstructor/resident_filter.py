"""the full fusion in the resident-filter schedule.

A hand-written probe measured this schedule first (experiments/resident_filter/registers.cu). Here it is made
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

With `--tma` a group is a 4 x 4 square of tiles, its input one TMA box in shared memory
(reconstructor/tma_box.py points ITrans' patch loads at it); the kernel takes the input as a tensor
map, and a host launcher after it makes one per input copy (templates/tma.cuh).
"""

from dataclasses import replace


from pkf import templates
from pkf.problem import Problem
from pkf.records import Launch
from pkf.variant import Variant
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.factor_sums import factor_transform_sums
from pkf.reconstructor.fuse import FULL_ROLE, M_TILE, OTRANS_TASK, SMEM, V_TILE, split_plane
from pkf.reconstructor.kernels import Kernel, KernelSource, Param
from pkf.reconstructor.passes import Job, Pass, Work, run_on_source
from pkf.reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels, pair_otrans_channels
from pkf.reconstructor.rewrites import (
    STATIC_SHARED,
    itrans_as_warp_task,
    itrans_stores_to,
    ktrans_stores_fragments,
    otrans_as_thread_task,
    otrans_loads_from,
)
from pkf.reconstructor.short_index import itrans_stores_in_plane, otrans_stores_short
from pkf.reconstructor.tma_box import itrans_patch_from_box

# 12 warps, each owning 3 of
# F(4,3)'s 36 Winograd positions; TBM tiles per group, two groups' V in shared memory.
RESIDENT_WARPS, RESIDENT_SLOTS = 12, 3
RESIDENT_TBM = (16, 24)


# --tma: groups are 4 x 4 squares of tiles, each square's input one TMA box of 18 x 18 pixels.
TMA_SQUARE = 4
TMA_TBM = TMA_SQUARE * TMA_SQUARE


def tma_square_pixels(problem: Problem) -> int:
    """The side of a 4 x 4 square of tiles, in output pixels."""
    return TMA_SQUARE * problem.m


def tma_box_side(problem: Problem) -> int:
    """The side of its input box: the square's pixels and the filter's halo."""
    return tma_square_pixels(problem) + problem.r - 1


def resident_shared_bytes(problem: Problem, variant: Variant) -> int:
    """Two groups' V (M over it); with --tma, two input boxes beside them."""
    boxes = 2 * problem.operand_bytes * tma_box_side(problem) ** 2 * problem.c if variant.tma else 0
    return 2 * problem.operand_bytes * problem.alpha**2 * variant.tbm * problem.c + boxes


def resident_blocks(problem: Problem, variant: Variant, sms: int) -> int:
    """A persistent grid: a block pair per two SMs, at most one pair per group."""
    return 2 * min(sms // 2, -(-problem.ntiles // variant.tbm))


GROUP = "pkf_group"
TILE = "pkf_tile"
K_HALF = "pkf_k_half"
BLOCK_CHANNELS = 32  # output channels per block: a pair covers K = 64
_template = templates.environment(trim_blocks=True, lstrip_blocks=True).get_template("resident_filter.cu.j2")
_host_template = templates.environment(keep_trailing_newline=True).get_template("tma_host.cu.j2")


def plane_index(per_position: int, plane: int, in_plane):
    """A global [α², ntiles, 64] index (as an expression) to a group's buffer: position p's plane at
    p·plane halves, `in_plane` placing the element within it."""

    def index_map(g: str) -> str:
        position, rest = split_plane(g, per_position)
        inside = f"({rest}) % {per_position}"
        return f"({position * plane} + ({rest}) / {per_position} * {plane} + {in_plane(inside)})"

    return index_map


def _check_launches(work: Work, job: Job) -> Work:
    problem, itrans, otrans = job.problem, work.source.kernels["itrans"], work.source.kernels["otrans"]
    if itrans.launch.block != (32, 1, 1) or itrans.launch.grid != (problem.ntiles * problem.c // 32, 1, 1):
        raise NoMatch("fuse_resident_filter", "one-warp ITrans blocks, two per tile",
                      f"launch of {itrans.name}: grid {itrans.launch.grid}, block {itrans.launch.block}")
    if otrans.launch.block[1:] != (1, 1):
        raise NoMatch("fuse_resident_filter", "one-dimensional OTrans blocks", f"launch of {otrans.name}: {otrans.launch.block}")
    return replace(work, itrans=itrans.body, otrans=otrans.body)


def _first_tile(job: Job) -> str:
    return f"{GROUP} * {job.variant.tbm}"


def _plane(job: Job) -> int:
    return job.variant.tbm * job.problem.c


def _itrans_tasks(work: Work, job: Job) -> Work:
    # A warp task is tile TILE of group GROUP; with paired channels it is TVM's tasks 2T, 2T + 1.
    return replace(work, itrans=itrans_as_warp_task(work.itrans, f"(2 * ({_first_tile(job)} + {TILE}) + {PAIR_HALF})"))


def _v_stores(work: Work, job: Job) -> Work:
    channels, first_tile = job.problem.c, _first_tile(job)
    v_map = plane_index(job.problem.ntiles * channels, _plane(job),
                        lambda r: f"pkf_v_offset(({r}) / {channels} - {first_tile}, ({r}) % {channels})")
    _, body = pair_itrans_channels("", itrans_stores_to(work.itrans, V_TILE, v_map), V_TILE)
    return replace(work, itrans=body)


def _v_stores_short(work: Work, job: Job) -> Work:
    planes = [position * _plane(job) for position in range(job.problem.alpha**2)]
    body = itrans_stores_in_plane(work.itrans, V_TILE, GROUP, TILE, "pkf_lane", job.problem.ntiles, job.variant.tbm, planes)
    if STATIC_SHARED.search(body):
        raise NoMatch("fuse_resident_filter", "no shared array left in ITrans (its patch in registers)", "the ITrans body")
    return replace(work, itrans=body)


def _patch_from_box(work: Work, job: Job) -> Work:
    """ITrans' tile number then only places V."""
    return replace(work, itrans=itrans_patch_from_box(work.itrans, job.problem.w, job.problem.c, tma_box_side(job.problem)))


def _otrans_places(job: Job):
    """OTrans' task (tile, output channel pair) of this block's 32 channels, as the image tile's row and column and
    the tile's place in its group. The group's tiles are consecutive, or with --tma a 4 x 4 square."""
    problem, first_tile = job.problem, _first_tile(job)
    tiles_w = problem.w // problem.m
    image_tile, place = f"({first_tile} + ({OTRANS_TASK} >> 4))", (lambda t: f"{t} - {first_tile}")
    tile_row, tile_col = f"{image_tile} / {tiles_w}", f"{image_tile} % {tiles_w}"
    if job.variant.tma:
        squares_w, task_tile = problem.w // tma_square_pixels(problem), f"({OTRANS_TASK} >> 4)"
        tile_row = f"({GROUP} / {squares_w} * {TMA_SQUARE} + {task_tile} / {TMA_SQUARE})"
        tile_col = f"({GROUP} % {squares_w} * {TMA_SQUARE} + {task_tile} % {TMA_SQUARE})"
        image_tile = f"({tile_row} * {tiles_w} + {tile_col})"
        place = (lambda t: f"({t}) / {tiles_w} % {TMA_SQUARE} * {TMA_SQUARE} + ({t}) % {tiles_w} % {TMA_SQUARE}")
    return image_tile, tile_row, tile_col, place


def _otrans_tasks(work: Work, job: Job) -> Work:
    # TVM's thread (tile · K + k) with k = 32 k_half + 2 (task mod 16).
    threads, image_tile = work.source.kernels["otrans"].launch.block[0], _otrans_places(job)[0]
    tvm_thread = f"({image_tile} * {job.problem.k} + {K_HALF} * {BLOCK_CHANNELS} + 2 * ({OTRANS_TASK} & 15))"
    return replace(work, otrans=otrans_as_thread_task(work.otrans, f"{tvm_thread} / {threads}", f"{tvm_thread} % {threads}"))


def _m_loads(work: Work, job: Job) -> Work:
    k, place = job.problem.k, _otrans_places(job)[3]
    m_map = plane_index(job.problem.ntiles * k, _plane(job),
                        lambda r: f"pkf_m_offset({place(f'({r}) / {k}')}, ({r}) % {k} - {K_HALF} * {BLOCK_CHANNELS})")
    return replace(work, otrans=pair_otrans_channels(otrans_loads_from(work.otrans, M_TILE, m_map), M_TILE))


def _y_stores_short(work: Work, job: Job) -> Work:
    # The task's first output pixel, (tile row · m, tile column · m), channel 32 k_half + 2 (task mod 16) in NHWC y.
    problem, k, (_, tile_row, tile_col, _) = job.problem, job.problem.k, _otrans_places(job)
    first_output = (f"({tile_row}) * {problem.m * problem.w * k} + ({tile_col}) * {problem.m * k} + "
                    f"{K_HALF} * {BLOCK_CHANNELS} + 2 * ({OTRANS_TASK} & 15)")
    pixels = [(i * problem.w + j) * k for i in range(problem.m) for j in range(problem.m)]
    return replace(work, otrans=otrans_stores_short(work.otrans, first_output, GROUP, OTRANS_TASK, K_HALF,
                                                    problem.ntiles, job.variant.tbm, pixels))


def _factor_sums(work: Work, job: Job) -> Work:
    return replace(work, itrans=factor_transform_sums(work.itrans, "the resident-filter kernel's ITrans"),
                   otrans=factor_transform_sums(work.otrans, "the resident-filter kernel's OTrans"))


def _resident_kernel(work: Work, job: Job) -> Work:
    problem, variant = job.problem, job.variant
    tiles, positions, box_side = variant.tbm, problem.alpha**2, tma_box_side(problem)
    # OTrans has one task (tile, output channel pair) per thread, on warps [first, last): with --tma (16 tiles) warps
    # 4-11, beside the second ITrans part of warps 0-3, otherwise the first warps.
    otrans_warps = (RESIDENT_WARPS - tiles // 2, RESIDENT_WARPS) if variant.tma else (0, tiles // 2)
    body = _template.render(
        smem=SMEM, v_tile=V_TILE, m_tile=M_TILE, group=GROUP, tile=TILE, k_half=K_HALF, otrans_task=OTRANS_TASK,
        tiles=tiles, ntiles=problem.ntiles, groups=-(-problem.ntiles // tiles), positions=positions,
        warps=RESIDENT_WARPS, slots=RESIDENT_SLOTS, m_blocks=-(-tiles // 16), plane_halves=_plane(job),
        buffer_halves=positions * _plane(job), h=problem.h, w=problem.w, itrans_body=work.itrans, otrans_body=work.otrans,
        tma=variant.tma, box_side=box_side, box_halves=box_side**2 * problem.c, square_pixels=tma_square_pixels(problem),
        groups_w=problem.w // tma_square_pixels(problem),
        otrans_warps=otrans_warps, # the second ITrans part: the group's tiles past the first warps' share, on the warps that have one
        second_part_warps=tiles - RESIDENT_WARPS if tiles < 2 * RESIDENT_WARPS else 0,
    )
    name = f"pkf_full_rf{tiles}{'_tma' if variant.tma else ''}_{FULL_ROLE}"
    params = (Param("half", "U"), Param("half", "x", tensor_map=variant.tma), Param("half", "y"))
    kernel = Kernel(
        name=name, role=FULL_ROLE, params=params, body=body, launch_bounds=32 * RESIDENT_WARPS,
        launch=Launch((resident_blocks(problem, variant, job.sms), 1, 1), (32, RESIDENT_WARPS, 1), resident_shared_bytes(problem, variant)),
        host_launcher=f"{name}_launch" if variant.tma else "", host_code=tma_host_code(name, problem, box_side) if variant.tma else "",
    )
    helper_files = ("resident_filter.cuh", "l2_prefetch.cuh") + (("tma.cuh",) if variant.tma else ())
    return replace(work, itrans="", otrans="", source=with_fused_kernel(work.source, kernel, helper_files))


def with_fused_kernel(source: KernelSource, kernel: Kernel, helper_files: tuple[str, ...]) -> KernelSource:
    """`source` with `kernel` in place of ITrans, the BGEMM and OTrans, and the helper headers it needs after the
    preamble."""
    helpers = "".join(templates.header(name) for name in helper_files)
    kernels = {r: kern for r, kern in source.kernels.items() if r not in ("itrans", "bgemm", "otrans")}
    return replace(source, preamble=source.preamble + helpers + "\n", kernels={**kernels, kernel.role: kernel})


def _ktrans_fragments(work: Work, job: Job) -> Work:
    return work.kernel_body("ktrans", ktrans_stores_fragments(work.source.kernels["ktrans"].body))


TAKE_BODIES = Pass("take_bodies", "check ITrans' one-warp blocks (two per tile) and OTrans' 1-D blocks, and take their bodies", _check_launches)
ITRANS_TASKS = Pass("itrans_as_warp_task", "ITrans' blocks become tasks (tile of the group, channel pair) of the resident kernel", _itrans_tasks)
V_STORES = Pass("itrans_stores_to", "ITrans writes V into the group's swizzled V buffer, two channels per lane in half2", _v_stores)
V_STORES_SHORT = Pass("itrans_stores_in_plane", "V's store index written as plane + pkf_v_offset(tile, 2 lane), checked against TVM's by evaluation", _v_stores_short)
PATCH_FROM_BOX = Pass("itrans_patch_from_box", "ITrans reads its input patch from the group's TMA box in shared memory", _patch_from_box)
OTRANS_TASKS = Pass("otrans_as_thread_task", "OTrans' threads become tasks (tile, output channel pair) of this block's 32 channels", _otrans_tasks)
M_LOADS = Pass("otrans_loads_from", "OTrans reads M from over V(p) in the group's buffer, two channels in half2", _m_loads)
Y_STORES_SHORT = Pass("otrans_stores_short", "y's store index written as the task's first output pixel plus the pixel's offset, checked", _y_stores_short)
FACTOR_SUMS = Pass("factor_transform_sums", "each ITrans and OTrans stage as shared sums and differences", _factor_sums)
RESIDENT_KERNEL = Pass("render_resident_kernel", "render the persistent block-pair kernel around them (resident_filter.cu.j2)", _resident_kernel)
KTRANS_FRAGMENTS = Pass("ktrans_stores_fragments", "KTrans stores U in mma fragment order, so each lane loads it in 16-byte pieces", _ktrans_fragments)


def body_passes(variant: Variant) -> tuple[Pass, ...]:
    """The prototype's ITrans and OTrans as the schedule's tasks: ITrans writes a group's V buffer, OTrans reads its
    M, both on channel pairs in half2."""
    box = (PATCH_FROM_BOX,) if variant.tma else ()
    return (TAKE_BODIES, ITRANS_TASKS, V_STORES, V_STORES_SHORT, *box, OTRANS_TASKS, M_LOADS, Y_STORES_SHORT)


def resident_passes(variant: Variant) -> tuple[Pass, ...]:
    return (*body_passes(variant), FACTOR_SUMS, RESIDENT_KERNEL, KTRANS_FRAGMENTS)


def transform_bodies(source: KernelSource, problem: Problem, variant: Variant) -> tuple[str, str]:
    """The ITrans and OTrans bodies the resident kernel takes (before their sums are factored)."""
    work = run_on_source(body_passes(variant), source, problem, variant)
    return work.itrans, work.otrans


def tma_host_code(kernel: str, problem: Problem, box_side: int, swizzle: str = "", after_y: tuple[Param, ...] = (),
                  box_channels: int | None = None) -> str:
    """After a kernel that takes its input as a tensor map: the host launcher the harness calls, which makes that map
    (boxes of box_side x box_side pixels of `box_channels` channels, all where not given, zeros outside the image,
    `swizzle` if named; templates/tma.cuh) once per input copy. `after_y`: the buffers the kernel takes after y (the
    epilogue's bias and activation parameter, a workspace)."""
    box_channels = None if box_channels == problem.c else box_channels
    return _host_template.render(kernel=kernel, n=problem.n, h=problem.h, w=problem.w, c=problem.c, box_side=box_side,
                                 swizzle=swizzle, after_y=after_y, box_channels=box_channels)
