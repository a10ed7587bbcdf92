"""SPEC §4.2 the fused ITrans+BGEMM(+OTrans) kernel and its launch, as a list of passes over
the bodies of TVM's kernels; and the passes of the unfused prototype's BGEMM."""

from dataclasses import replace

import regex

from pkf import templates
from pkf.errors import PkfError
from pkf.problem import FP16_BYTES, Problem
from pkf.records import Launch
from pkf.variant import Variant
from pkf.reconstructor.copy_lanes import conflict_free_u_copy
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.factor_sums import factor_transform_sums
from pkf.reconstructor.kernels import Kernel, KernelSource, Param
from pkf.reconstructor.layout import (
    V_TILE_ROW_PAD_BYTES,
    accumulators_in_m_tile,
    align_shared,
    check_itrans_half2,
    check_otrans_half2,
    m_tile_in_v_place,
    v_tile_row,
)
from pkf.reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels, pair_otrans_channels
from pkf.reconstructor.passes import Job, Pass, Work, run_on_source
from pkf.reconstructor.prefetch import prefetch_u, prefetch_x
from pkf.reconstructor.rewrites import (
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
from pkf.reconstructor.tile_fragments import a_fragments_from_tile, accumulators_to_tile

SMEM = "pkf_smem"
V_TILE = "pkf_v_tile"
TASK = "pkf_task"
M_TILE = "pkf_m_tile"
OTRANS_TASK = "pkf_otrans_task"
FUSED_ROLE = "itrans_bgemm"
FULL_ROLE = "itrans_bgemm_otrans"

_template = templates.environment().get_template("fused_itrans_bgemm.cu.j2")


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
    followed by `pad` unused ones; `plane` spaces the positions' planes wider than they
    need (M in the padded V tile's place: M(p) stays inside V(p)'s plane).

    Where the index ends in a literal multiple of per_position (position p's plane), p's offset is
    taken out before the division: the 36 accesses of an ITrans or OTrans task then share one
    division of the same in-plane index instead of doing one each."""
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
    else (0, g): the plane's offset taken out before any division."""
    split = PLANE_OFFSET.match(_strip_parentheses(g.strip()))
    if split and balanced(split["rest"]) and int(split["offset"]) % per_position == 0:
        return int(split["offset"]) // per_position, split["rest"]
    return 0, g


def v_tile_index(problem: Problem, variant: Variant):
    """PKF-Shmem and full: the block's V tile, rows padded."""
    return tile_index(problem.padded_tiles(variant.tbm) * problem.c, variant.tbm * problem.c, problem.c, v_tile_row(problem) - problem.c)


def m_tile_index(problem: Problem, variant: Variant):
    """Full fusion: the block's M tile. Where it takes V's place, M(p) is written over V(p) only (by
    the warp that read V(p)): its planes are spaced as V's padded planes are, and its rows are
    padded as V's are."""
    if not m_tile_in_v_place(problem):
        return tile_index(problem.padded_tiles(variant.tbm) * problem.k, variant.tbm * problem.k)
    v_plane_bytes = problem.operand_bytes * variant.tbm * v_tile_row(problem)
    return tile_index(problem.padded_tiles(variant.tbm) * problem.k, variant.tbm * problem.k, problem.k, V_TILE_ROW_PAD_BYTES // FP16_BYTES,
                      plane=v_plane_bytes // FP16_BYTES)


def _bgemm_warps(work: Work) -> int:
    return work.source.kernels["bgemm"].launch.block[1]


def _block_warps(work: Work, job: Job) -> int:
    """With --warps the block has more warps than the BGEMM's: the others run ITrans and OTrans only."""
    return job.variant.warps or _bgemm_warps(work)


def _groups(work: Work, job: Job) -> int:
    return _block_warps(work, job) // _bgemm_warps(work) if job.variant.split else 1


def _itrans_tasks(work: Work) -> int:
    """ITrans blocks (warp tasks) per BGEMM block."""
    return work.source.kernels["itrans"].launch.grid[0] // work.source.kernels["bgemm"].launch.grid[0]


def _with_otrans(job: Job) -> bool:
    return job.variant.fusion == "full"


def _v_tile_bytes(job: Job) -> int:
    problem = job.problem
    return align_shared(problem.operand_bytes * problem.alpha**2 * job.variant.tbm * v_tile_row(problem)) if job.variant.fusion in ("shmem", "full") else 0


def _m_tile_offset(job: Job) -> int:
    """M(p) is written by the one warp that read V(p), after it read it: where M fits in V's place (fp16, C ≥ K) it
    takes it; otherwise it gets its own, after V."""
    return 0 if m_tile_in_v_place(job.problem) else _v_tile_bytes(job)


def _tiles_end(job: Job) -> int:
    """Where the block's V and M tiles end and the kernels' own shared arrays begin."""
    problem = job.problem
    if not _with_otrans(job) or m_tile_in_v_place(problem):
        return _v_tile_bytes(job)
    return align_shared(_v_tile_bytes(job) + FP16_BYTES * problem.alpha**2 * job.variant.tbm * problem.k)


def _take_bodies(work: Work, job: Job) -> Work:
    itrans, bgemm, otrans = (work.source.kernels[role] for role in ("itrans", "bgemm", "otrans"))
    if itrans.launch.block != (32, 1, 1):
        raise NoMatch("fuse_itrans_bgemm", "one-warp ITrans block", f"launch of {itrans.name}: {itrans.launch.block}")
    if itrans.launch.grid[0] % bgemm.launch.grid[0] or itrans.launch.grid[1:] != (1, 1):
        raise NoMatch("fuse_itrans_bgemm", "ITrans grid = BGEMM grid.x × tasks", f"grids {itrans.launch.grid} / {bgemm.launch.grid}")
    if _block_warps(work, job) < _bgemm_warps(work):
        raise PkfError(f"--warps {_block_warps(work, job)}: fewer than the BGEMM's {_bgemm_warps(work)} warps")
    if _with_otrans(job):
        if bgemm.launch.grid[1:] != (1, 1) or (job.variant.tbm * job.problem.k) % otrans.launch.block[0] or otrans.launch.block[1:] != (1, 1):
            raise NoMatch("fuse_itrans_bgemm_otrans", "one BGEMM block per TBM tiles, all K, and whole OTrans blocks",
                          f"grids {bgemm.launch.grid} / OTrans block {otrans.launch.block}")
    return replace(work, itrans=itrans.body, bgemm=bgemm.body, otrans=otrans.body if _with_otrans(job) else "")


def _sync_free(work: Work, job: Job) -> Work:
    return replace(work, bgemm=remove_load_barriers(work.bgemm))


def _pad_staging(work: Work, job: Job) -> Work:
    return replace(work, bgemm=pad_accumulator_staging(work.bgemm))


def _u_copy_order(work: Work, job: Job) -> Work:
    return replace(work, bgemm=conflict_free_u_copy(work.bgemm, SIZEOF[_ctype_of(work.source.kernels["bgemm"], "U")]))


def _split_positions(work: Work, job: Job) -> Work:
    block_warps, warps = _block_warps(work, job), _bgemm_warps(work)
    if block_warps % warps:
        raise PkfError(f"--warps {block_warps} --split-bgemm: not a multiple of the BGEMM's {warps} warps")
    return replace(work, bgemm=split_positions(work.bgemm, warps, _groups(work, job)))


def _itrans_tasks_rule(work: Work, job: Job) -> Work:
    # With paired channels a warp task is TVM's tasks 2T and 2T + 1 (see paired_channels).
    task = f"(2 * {TASK} + {PAIR_HALF})" if job.variant.itrans_half2 else TASK
    return replace(work, itrans=itrans_as_warp_task(work.itrans, f"((int)blockIdx.x) * {_itrans_tasks(work)} + {task}"))


def _warp_tasks(work: Work, job: Job) -> int:
    return _itrans_tasks(work) // 2 if job.variant.itrans_half2 else _itrans_tasks(work)


def _prefetch_x(work: Work, job: Job) -> Work:
    x_ctype = "half2" if job.variant.itrans_half2 else _ctype_of(work.source.kernels["itrans"], "x")
    prologue, body = prefetch_x(work.itrans, TASK, "(int)threadIdx.y", _block_warps(work, job), _warp_tasks(work, job), x_ctype)
    return replace(work, itrans_prologue=prologue, itrans=body)


def _v_stores(work: Work, job: Job) -> Work:
    return replace(work, itrans=itrans_stores_to(work.itrans, V_TILE, v_tile_index(job.problem, job.variant)))


def _pair_itrans(work: Work, job: Job) -> Work:
    prologue, body = pair_itrans_channels(work.itrans_prologue, work.itrans, V_TILE)
    return replace(work, itrans_prologue=prologue, itrans=body)


def _v_loads(work: Work, job: Job) -> Work:
    return replace(work, bgemm=a_fragments_from_tile(bgemm_loads_from(work.bgemm, V_TILE, v_tile_index(job.problem, job.variant)), V_TILE))


def _m_stores(work: Work, job: Job) -> Work:
    return replace(work, bgemm=bgemm_stores_to(work.bgemm, M_TILE, m_tile_index(job.problem, job.variant)))


def _accumulators_to_m(work: Work, job: Job) -> Work:
    return replace(work, bgemm=accumulators_to_tile(work.bgemm, M_TILE))


def _otrans_tasks(work: Work, job: Job) -> Work:
    # With paired channels an OTrans task is TVM's threads 2t and 2t + 1.
    launch = work.source.kernels["otrans"].launch
    threads = launch.block[0]
    task = f"(2 * {OTRANS_TASK})" if job.variant.otrans_half2 else OTRANS_TASK
    global_index = f"(((int)blockIdx.x) * {job.variant.tbm * job.problem.k} + {task})"
    return replace(work, otrans=otrans_as_thread_task(work.otrans, f"{global_index} / {threads}", f"{global_index} % {threads}",
                                                      one_block=launch.grid == (1, 1, 1)))


def _m_loads(work: Work, job: Job) -> Work:
    return replace(work, otrans=otrans_loads_from(work.otrans, M_TILE, m_tile_index(job.problem, job.variant)))


def _pair_otrans(work: Work, job: Job) -> Work:
    return replace(work, otrans=pair_otrans_channels(work.otrans, M_TILE))


def _factor_sums(work: Work, job: Job) -> Work:
    return replace(work, itrans=factor_transform_sums(work.itrans, "the full fusion's ITrans"),
                   otrans=factor_transform_sums(work.otrans, "the full fusion's OTrans"))


def _fused_kernel(work: Work, job: Job) -> Work:
    """Place the kernels' own shared arrays after the tiles, render the fused kernel, and put it in place of the
    kernels it fuses."""
    problem, variant, with_otrans = job.problem, job.variant, _with_otrans(job)
    itrans, bgemm, otrans = (work.source.kernels[role] for role in ("itrans", "bgemm", "otrans"))
    block_warps, warps, groups, tiles_end = _block_warps(work, job), _bgemm_warps(work), _groups(work, job), _tiles_end(job)
    itrans_body, _, itrans_end = dynamic_shared(work.itrans, SMEM, tiles_end, copies_per_array=block_warps, copy_index="threadIdx.y")
    # Full: ITrans' patches are dead after the first barrier, so the BGEMM's staging reuses their space.
    bgemm_body, _, bgemm_end = dynamic_shared(work.bgemm, SMEM, tiles_end if with_otrans else itrans_end,
                                              copies_per_array=groups, copy_index=f"threadIdx.y / {warps}")
    body = _template.render(
        smem=SMEM, fusion=variant.fusion, v_tile=V_TILE, v_tile_offset=0, v_ctype=_ctype_of(bgemm, "V"), tbm=variant.tbm, c=problem.c, k=problem.k,
        task=TASK, tasks=_warp_tasks(work, job), warps=block_warps, bgemm_warps=warps * groups, itrans_prologue=work.itrans_prologue,
        itrans_body=itrans_body, bgemm_body=bgemm_body, m_tile=M_TILE, m_tile_offset=_m_tile_offset(job) if with_otrans else 0,
        otrans_body=work.otrans if with_otrans else None, otrans_task=OTRANS_TASK,
        otrans_tasks=variant.tbm * problem.k // (2 if variant.otrans_half2 else 1), ntiles=problem.ntiles,
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
        launch=Launch(bgemm.launch.grid, (32, block_warps, 1), max(itrans_end, bgemm_end)),
    )
    replaced = ("itrans", "bgemm", "otrans") if with_otrans else ("itrans", "bgemm")
    kernels = {r: k for r, k in work.source.kernels.items() if r not in replaced}
    return replace(work, source=replace(work.source, kernels={**kernels, role: fused}), itrans="", bgemm="", otrans="", itrans_prologue="")


def _bgemm_dynamic_shared(work: Work, job: Job) -> Work:
    bgemm = work.source.kernels["bgemm"]
    body, _, size = dynamic_shared(bgemm.body, SMEM, 0)
    body = body.replace("{", "{\n  extern __shared__ __align__(128) unsigned char " + SMEM + "[];", 1)
    launch = replace(bgemm.launch, dynamic_shared_bytes=size)
    return replace(work, source=replace(work.source, kernels={**work.source.kernels, "bgemm": replace(bgemm, body=body, launch=launch)}))


def _sync_free_bgemm_kernel(work: Work, job: Job) -> Work:
    return work.kernel_body("bgemm", remove_load_barriers(work.source.kernels["bgemm"].body))


def _prefetch_u(work: Work, job: Job) -> Work:
    role = {"shmem": FUSED_ROLE, "llc": FUSED_ROLE, "full": FULL_ROLE}.get(job.variant.fusion, "bgemm")
    return work.kernel_body(role, prefetch_u(work.source.kernels[role].body))


# The unfused prototype's passes.
SYNC_FREE_BGEMM = Pass("remove_load_barriers", "delete the BGEMM's block barriers after the warps' loads: each warp loads what it uses (sync-free, Alg. 3)", _sync_free_bgemm_kernel)
BGEMM_DYNAMIC_SHARED = Pass("bgemm_dynamic_shared", "the BGEMM's static shared arrays become one dynamic buffer (tiles past the 48 KB static limit)", _bgemm_dynamic_shared)
PREFETCH_U = Pass("prefetch_u", "each warp loads its next Winograd position's U into registers while it multiplies the current one", _prefetch_u)

# The fused block's passes, in the order their rewrites must run on each body.
TAKE_BODIES = Pass("take_bodies", "check that ITrans' one-warp blocks and the BGEMM's blocks fuse, and take their bodies", _take_bodies)
FUSED_SYNC_FREE = Pass("remove_load_barriers", "delete the BGEMM's barriers after the warps' loads (sync-free, Alg. 3)", _sync_free)
PAD_STAGING = Pass("pad_accumulator_staging", "pad the BGEMM's accumulator staging rows so a fragment's rows start in different banks", _pad_staging)
U_COPY_ORDER = Pass("conflict_free_u_copy", "order the lanes of the U copy so its shared stores do not conflict on banks", _u_copy_order)
SPLIT_POSITIONS = Pass("split_positions", "share the BGEMM's Winograd positions out over all the block's warps, in groups of α", _split_positions)
ITRANS_TASKS = Pass("itrans_as_warp_task", "ITrans' blocks become warp tasks of the fused block (its TBM tiles)", _itrans_tasks_rule)
PREFETCH_X = Pass("prefetch_x", "each warp loads its next ITrans input patch into registers", _prefetch_x)
V_STORES = Pass("itrans_stores_to", "ITrans writes V into the block's shared V tile (rows padded), not global memory", _v_stores)
PAIR_ITRANS = Pass("pair_itrans_channels", "each ITrans lane transforms two channels in half2, a whole tile per warp task", _pair_itrans)
V_LOADS = Pass("bgemm_loads_from", "the BGEMM's A fragments come straight from the shared V tile (PKF-Shmem, Alg. 4)", _v_loads)
M_STORES = Pass("bgemm_stores_to", "the BGEMM writes M into the block's shared M tile", _m_stores)
ACCUMULATORS_TO_M = Pass("accumulators_to_tile", "the accumulators go straight into the M tile, with no staging (fp16 sums)", _accumulators_to_m)
OTRANS_TASKS = Pass("otrans_as_thread_task", "OTrans' threads become thread tasks of the fused block", _otrans_tasks)
M_LOADS = Pass("otrans_loads_from", "OTrans reads M from the shared M tile", _m_loads)
PAIR_OTRANS = Pass("pair_otrans_channels", "each OTrans thread computes two output channels in half2", _pair_otrans)
FACTOR_SUMS = Pass("factor_transform_sums", "each ITrans and OTrans stage as shared sums and differences", _factor_sums)
FUSED_KERNEL = Pass("render_fused_kernel", "place the shared arrays after the tiles and render the fused kernel (fused_itrans_bgemm.cu.j2)", _fused_kernel)


def fused_block_passes(problem: Problem, variant: Variant) -> tuple[Pass, ...]:
    """ITrans fused into the sync-free BGEMM (PKF-Shmem, PKF-LLC), and OTrans too for the full fusion. The block's
    options are checked here, once: a pass list is only built for a variant its rewrites are right for."""
    check_itrans_half2(problem, variant)
    check_otrans_half2(problem, variant)
    in_tile, full = variant.fusion in ("shmem", "full"), variant.fusion == "full"
    steps = [TAKE_BODIES, FUSED_SYNC_FREE, PAD_STAGING, U_COPY_ORDER]
    steps += [SPLIT_POSITIONS] if variant.split else []
    steps += [ITRANS_TASKS] + ([PREFETCH_X] if variant.prefetch else [])
    if in_tile:
        steps += [V_STORES] + ([PAIR_ITRANS] if variant.itrans_half2 else []) + [V_LOADS]
    if full:
        steps += [M_STORES] + ([ACCUMULATORS_TO_M] if accumulators_in_m_tile(problem, variant) else [])
        steps += [OTRANS_TASKS, M_LOADS] + ([PAIR_OTRANS] if variant.otrans_half2 else []) + [FACTOR_SUMS]
    return tuple(steps + [FUSED_KERNEL])


def bgemm_dynamic_shared(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """BGEMM's static shared arrays become one dynamic buffer (tiles past the 48 KB static limit)."""
    return run_on_source((BGEMM_DYNAMIC_SHARED,), source, problem, variant).source


def fuse_itrans_bgemm(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """PKF: the fused block runs ITrans for its TBM tiles, one barrier, then the sync-free BGEMM."""
    return run_on_source(fused_block_passes(problem, variant), source, problem, variant).source


def fuse_itrans_bgemm_otrans(source: KernelSource, problem: Problem, variant: Variant) -> KernelSource:
    """Full fusion: as PKF-Shmem, then the BGEMM accumulators go to a shared M tile and, after one more barrier, the
    block runs OTrans on its own tiles; only the final output leaves the chip."""
    return run_on_source(fused_block_passes(problem, variant), source, problem, variant).source
