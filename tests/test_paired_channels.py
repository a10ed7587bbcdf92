"""Step 18 (`--itrans-half2`): each ITrans lane transforms two neighbouring channels in half2
(reconstructor/paired_channels.py)."""

import itertools
from dataclasses import replace

import pytest
import regex
from conftest import DEFAULT_PROTOTYPE, evaluate

from harness.nvcc import compile_cuda
from harness.render import render_main
from pkf.errors import PkfError
from pkf.prototype import Prototype
from pkf.variant import Variant
from reconstructor import reconstruct
from reconstructor.errors import NoMatch
from reconstructor.fuse import FUSED_ROLE, V_TILE, fuse_itrans_bgemm
from reconstructor.kernels import split_kernels
from reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels
from reconstructor.pipeline import attach_launches

INDEX = r"(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)"
INDEX_PARENS = r"(?P<idx>\((?:[^()]++|(?&idx))*\))"
LOADS = {False: regex.compile(rf"\bx_ptr\[{INDEX}\]"), True: regex.compile(rf"\*\(half2\*\)\(x_ptr \+ {INDEX_PARENS}\)")}
STORES = {False: regex.compile(rf"\b{V_TILE}\[{INDEX}\] = \(\(half\)\w+\[(?P<k>\d+)\]\);"),
          True: regex.compile(rf"\*\(half2\*\)\({V_TILE} \+ {INDEX_PARENS}\) = \w+\[(?P<k>\d+)\];")}


def fused_itrans(pairs: bool) -> tuple[str, int]:
    """The fused PKF-Shmem kernel's body for the default prototype (TBM 16, no prefetch: TVM's own
    padded loads), and the number of warp tasks per block."""
    prototype = Prototype.load(DEFAULT_PROTOTYPE)
    variant = replace(Variant("shmem", itrans_half2=pairs), **prototype.tile.__dict__)
    source = attach_launches(split_kernels(prototype.cuda), prototype)
    body = fuse_itrans_bgemm(source, prototype.problem, variant).kernels[FUSED_ROLE].body
    tasks = int(regex.search(r"pkf_task < (\d+);", body)[1])
    return body.replace(PAIR_HALF, "(((int)threadIdx.x) >> 4)"), tasks


def covered(body: str, tasks: int, pattern: regex.Pattern, width: int) -> dict[int, set[int]]:
    """For each access (the i-th load, or the store of Winograd position k), every element that a
    block's warp tasks and lanes reach, `width` channels per lane."""
    reached = {}
    for i, access in enumerate(pattern.finditer(body)):
        key = int(access.groupdict().get("k") or i)
        reached[key] = {evaluate(access["idx"], pkf_task=t, tx=tx, bx=1) + j
                        for t, tx, j in itertools.product(range(tasks), range(32), range(width))}
    return reached


@pytest.mark.parametrize("pattern", ["loads", "stores"])
def test_paired_lanes_reach_every_element_tvms_lanes_reach(pattern):
    (plain, plain_tasks), (paired, paired_tasks) = fused_itrans(False), fused_itrans(True)
    patterns = LOADS if pattern == "loads" else STORES
    assert paired_tasks * 2 == plain_tasks
    before = covered(plain, plain_tasks, patterns[False], 1)
    after = covered(paired, paired_tasks, patterns[True], 2)
    assert len(before) == 36 and before == after


def test_a_lane_loads_and_stores_its_own_two_channels():
    body, tasks = fused_itrans(True)
    c, row = 64, 64 + 8  # NHWC x: channel = index mod C; the padded V tile: channel = offset in its row
    for t, tx in itertools.product(range(tasks), (0, 5, 15, 16, 31)):
        loads = {evaluate(m["idx"], pkf_task=t, tx=tx, bx=1) % c for m in LOADS[True].finditer(body)}
        stores = {evaluate(m["idx"], pkf_task=t, tx=tx, bx=1) % row for m in STORES[True].finditer(body)}
        assert loads == stores == {2 * tx}


def test_the_arithmetic_is_half2_and_the_patch_holds_two_channels():
    body, _ = fused_itrans(True)
    assert not regex.search(r"\bfloat\b", body.split("__syncthreads();")[0])  # ITrans: before the block barrier
    assert regex.search(r"half2\* d_shared_ptr = \(half2\*\)", body)
    assert "__float2half2_rn(0x1p+2f)" in body  # B^T's 4, on both halves


def test_an_itrans_without_float_arithmetic_is_refused():
    prologue, body = "", "x_ptr[0]; __shared__ alignas(64) half d_shared_ptr[8]; pkf_v_tile[0] = ((half)V[0]);"
    with pytest.raises(NoMatch, match="pair_itrans_channels"):
        pair_itrans_channels(prologue, body, V_TILE)


@pytest.mark.nvcc
def test_nvcc_compiles_paired_itrans_with_tvms_own_loads(tmp_path):
    """Without -pf the paired ITrans keeps TVM's padded loads (`half2 condval`)."""
    prototype = Prototype.load(DEFAULT_PROTOTYPE)
    variant = replace(Variant("shmem", itrans_half2=True), **prototype.tile.__dict__)
    source = tmp_path / "main.cu"
    source.write_text(render_main(prototype.problem, variant, reconstruct(prototype, variant)))
    assert "half2 condval" in source.read_text()
    compile_cuda(source, tmp_path / "pkf_main", tmp_path / "nvcc.log")


def test_a_variant_the_pairing_does_not_cover_is_refused_before_any_rewrite():
    prototype = Prototype.load(DEFAULT_PROTOTYPE)
    with pytest.raises(PkfError, match="--itrans-half2: only PKF-Shmem and the full fusion"):
        reconstruct(prototype, replace(Variant("llc", itrans_half2=True), **prototype.tile.__dict__))
