"""Steps 3-5 and 7 of the reconstructor: build the fused ITrans+BGEMM kernel and its launch."""

from dataclasses import replace
from pathlib import Path

import jinja2

import templates
from pkf.problem import Problem
from pkf.prototype import Launch
from pkf.space import align_shared
from pkf.variant import Variant
from reconstructor.errors import NoMatch
from reconstructor.kernels import Kernel, KernelSource, Param
from reconstructor.rewrites import (
    bgemm_loads_from, dynamic_shared, itrans_as_warp_task, itrans_stores_to, remove_load_barriers,
)

SMEM = "pkf_smem"
V_TILE = "pkf_v_tile"
TASK = "pkf_task"
FUSED_ROLE = "itrans_bgemm"

_template = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(templates.__file__).parent), undefined=jinja2.StrictUndefined
).get_template("fused_itrans_bgemm.cu.j2")


def v_tile_index(problem: Problem, tbm: int):
    """A global V[α², ntiles, C] index, as an expression, to the block's V[α², TBM, C] tile."""
    per_position, per_block = problem.ntiles * problem.c, tbm * problem.c

    def index_map(g: str) -> str:
        return f"(({g}) / {per_position} * {per_block} + ({g}) % {per_position} - ((int)blockIdx.x) * {per_block})"

    return index_map


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
    itrans, bgemm = source.kernels["itrans"], source.kernels["bgemm"]
    if itrans.launch.block != (32, 1, 1):
        raise NoMatch("fuse_itrans_bgemm", "one-warp ITrans block", f"launch of {itrans.name}: {itrans.launch.block}")
    tasks, rest = divmod(itrans.launch.grid[0], bgemm.launch.grid[0])
    if rest or itrans.launch.grid[1:] != (1, 1):
        raise NoMatch("fuse_itrans_bgemm", "ITrans grid = BGEMM grid.x × tasks", f"grids {itrans.launch.grid} / {bgemm.launch.grid}")
    warps = bgemm.launch.block[1]

    bgemm_body = remove_load_barriers(bgemm.body)
    itrans_body = itrans_as_warp_task(itrans.body, f"((int)blockIdx.x) * {tasks} + {TASK}")
    offset = 0
    if variant.fusion == "shmem":
        index_map = v_tile_index(problem, variant.tbm)
        itrans_body = itrans_stores_to(itrans_body, V_TILE, index_map)
        bgemm_body = bgemm_loads_from(bgemm_body, V_TILE, index_map)
        offset = align_shared(2 * problem.alpha**2 * variant.tbm * problem.c)
    itrans_body, _, offset = dynamic_shared(itrans_body, SMEM, offset, copies_per_array=warps, copy_index="threadIdx.y")
    bgemm_body, _, offset = dynamic_shared(bgemm_body, SMEM, offset)

    body = _template.render(
        smem=SMEM, fusion=variant.fusion, v_tile=V_TILE, v_tile_offset=0, tbm=variant.tbm, c=problem.c,
        task=TASK, tasks=tasks, warps=warps, itrans_body=itrans_body, bgemm_body=bgemm_body,
    )
    # Parameters: BGEMM's and ITrans', once each, those the fused body still uses.
    params, seen = [], set()
    for param in bgemm.params + itrans.params:
        if param.buffer not in seen and f"{param.buffer}_ptr" in body:
            seen.add(param.buffer)
            params.append(Param(param.ctype, param.buffer))
    fused = Kernel(
        name=f"pkf_{variant.fusion}_{variant.tbm}_itrans_bgemm",
        role=FUSED_ROLE,
        params=tuple(params),
        body=body,
        launch_bounds=bgemm.launch_bounds,
        launch=Launch(bgemm.launch.grid, bgemm.launch.block, offset),
    )
    kernels = {role: k for role, k in source.kernels.items() if role not in ("itrans", "bgemm")}
    return replace(source, kernels={**kernels, FUSED_ROLE: fused})
