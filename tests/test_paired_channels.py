"""each ITrans lane and each OTrans thread
transforms two neighbouring channels in half2 (reconstructor/paired_channels.py)."""

import itertools
from dataclasses import replace

import pytest
import regex
from conftest import DEFAULT_PROTOTYPE, PROTOTYPES, evaluate

from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.errors import PkfError
from pkf.records import Prototype
from pkf.variant import Variant
from pkf.reconstructor import paired_channels, reconstruct
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.fuse import FULL_ROLE, FUSED_ROLE, V_TILE, fuse_itrans_bgemm, fuse_itrans_bgemm_otrans
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.paired_channels import PAIR_HALF, pair_itrans_channels, patch_in_registers
from pkf.reconstructor.passes import attach_launches

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


def test_the_arithmetic_is_half2_and_the_patch_is_in_registers():
    body, _ = fused_itrans(True)
    assert not regex.search(r"\bfloat\b", body.split("__syncthreads();")[0])  # ITrans: before the block barrier
    assert "half2 pkf_patch[36];" in body and "d_shared_ptr" not in body
    assert "__float2half2_rn(0x1p+2f)" in body  # B^T's 4, on both halves


def test_each_patch_register_is_the_element_the_lane_read_from_the_shared_patch(monkeypatch):
    """the text with the shared patch (channels paired, patch in shared memory) and with registers differ only in
    `d_shared_ptr[lane + 34·i]` ↔ `pkf_patch[i]` and the declaration."""
    monkeypatch.setattr(paired_channels, "patch_in_registers", lambda body, patch: body)
    shared_patch = fused_itrans(True)[0].split("__syncthreads();")[0]  # ITrans: before the block barrier
    monkeypatch.undo()
    registers = fused_itrans(True)[0].split("__syncthreads();")[0]
    row = int(regex.search(r"d_shared_ptr\[\(\(\(int\)threadIdx\.x\) \+ (\d+)\)\]", shared_patch)[1])
    assert row >= 32
    declaration = regex.search(r"half2\* d_shared_ptr = [^;]*;", shared_patch)[0]
    registers = registers.replace("// the lane's part of the input patch, in registers.\n  half2 pkf_patch[36];", declaration)
    back = regex.sub(r"pkf_patch\[(\d+)\]", lambda m: "d_shared_ptr[" + (
        f"(((int)threadIdx.x) + {int(m[1]) * row})" if int(m[1]) else "((int)threadIdx.x)") + "]", registers)
    assert back == shared_patch and registers.count(declaration) == 1


@pytest.mark.parametrize("access", ["(((int)threadIdx.x) + 1)", "((((int)threadIdx.x) + 1) & 31)", "0"])
def test_a_patch_element_another_lane_may_touch_keeps_the_patch_shared(access):
    body = ("__shared__ alignas(64) half2 d_shared_ptr[1224];\n  d_shared_ptr[((int)threadIdx.x)] = a;\n"
            f"  b = d_shared_ptr[(((int)threadIdx.x) + 34)] + d_shared_ptr[{access}];\n")
    with pytest.raises(NoMatch, match="patch_in_registers"):
        patch_in_registers(body, "d_shared_ptr")
    ok = body.replace(f" + d_shared_ptr[{access}]", "")
    assert patch_in_registers(ok, "d_shared_ptr").endswith("half2 pkf_patch[2];\n  pkf_patch[0] = a;\n  b = pkf_patch[1];\n")


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


OTRANS = {  # (M loads, y stores) of TVM's OTrans and of the paired one
    False: (regex.compile(rf"\(\(float\)pkf_m_tile\[{INDEX}\]\)"), regex.compile(rf"\by_ptr\[{INDEX}\] = \(\(half\)\w+\[(?P<k>\d+)\]\);")),
    True: (regex.compile(rf"\(\*\(half2\*\)\(pkf_m_tile \+ {INDEX_PARENS}\)\)"),
           regex.compile(rf"\*\(half2\*\)\(y_ptr \+ {INDEX_PARENS}\) = \w+\[(?P<k>\d+)\];")),
}


def fused_otrans(pairs: bool) -> tuple[str, int]:
    """The full fusion's OTrans (TBM 32, fp16 sums) and its task count per block."""
    prototype = Prototype.load(PROTOTYPES / "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90")
    variant = replace(Variant("full", otrans_half2=pairs), **prototype.tile.__dict__)
    body = fuse_itrans_bgemm_otrans(attach_launches(split_kernels(prototype.cuda), prototype), prototype.problem,
                                    variant).kernels[FULL_ROLE].body
    otrans = body[body.index("pkf_otrans_task <"):]
    return otrans, int(regex.match(r"pkf_otrans_task < (\d+);", otrans)[1])


@pytest.mark.parametrize("which", ["loads", "stores"])
def test_paired_otrans_threads_reach_every_element_tvms_threads_reach(which):
    (plain, plain_tasks), (paired, paired_tasks) = fused_otrans(False), fused_otrans(True)
    assert paired_tasks * 2 == plain_tasks
    first = slice(0, 8) if which == "loads" else slice(None)  # 8 of the ~100 M loads: enough, and quick

    def reached(body, tasks, pattern, width):
        return [{evaluate(m["idx"], pkf_otrans_task=t, bx=1) + j for t in range(tasks) for j in range(width)}
                for m in list(pattern.finditer(body))[first]]

    index = 0 if which == "loads" else 1
    before = reached(plain, plain_tasks, OTRANS[False][index], 1)
    after = reached(paired, paired_tasks, OTRANS[True][index], 2)
    assert len(before) == len(after) > 0 and before == after
    assert not regex.search(r"\bfloat\b", paired.split("\n}")[0])
