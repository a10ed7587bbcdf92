"""The PKF rewrites: barrier counts, shared-memory sizes, launch plans, loud failures, nvcc."""

import itertools
from dataclasses import replace

import pytest
import regex
from conftest import DEFAULT_PROTOTYPE, PROTOTYPES, evaluate

from experiments.suites import SUITES
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.reconstructor.schedules import schedule_of
from pkf.variant import Variant
from pkf.reconstructor import reconstruct
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.fuse import FULL_ROLE, FUSED_ROLE, fuse_itrans_bgemm, fuse_itrans_bgemm_otrans, tile_index
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.passes import attach_launches
from pkf.reconstructor.rewrites import (
    ACCUMULATOR_STORE,
    SHARED_ACCESS,
    V_STORE,
    count_barriers,
    itrans_as_warp_task,
    otrans_as_thread_task,
    pad_accumulator_staging,
    remove_load_barriers,
    split_positions,
)

CASES = [(p, v) for p, v in SUITES["pkf"] + SUITES["full"] + SUITES["full-tiles"] + SUITES["full-resident"]] + [(p, v) for p, v in SUITES["int8"] if p.h == 64]


def case_id(case):
    problem, variant = case
    return f"{variant.name}-{problem.key}"


def prototype_of(problem, variant):
    return Prototype.load(PROTOTYPES / variant.prototype_name(problem, "sm_90"))



# Blocks with more warps than the BGEMM's, the BGEMM split over them, ITrans' channels paired.
WIDE_BLOCKS = [(Problem(h=224, w=224, accum="fp16"), Variant("full", 32, 64, 32, prefetch=True, warps=12, split=split, itrans_half2=h2))
               for split in (False, True) for h2 in (False, True)]


@pytest.mark.parametrize("case", CASES + WIDE_BLOCKS, ids=case_id)
def test_shared_memory_is_what_the_design_space_predicts(case):
    problem, variant = case
    program = reconstruct(prototype_of(problem, variant), variant)
    heavy = max(program.pipeline, key=lambda launch: launch.dynamic_shared_bytes)
    expected = schedule_of(variant).shared_bytes(problem, variant)
    assert heavy.dynamic_shared_bytes == expected


@pytest.mark.parametrize("fusion", ["shmem", "llc"])
def test_fused_kernel_has_one_block_barrier(fusion):
    problem, variant = next((p, v) for p, v in CASES if v.fusion == fusion and v.tbm == 16)
    prototype = prototype_of(problem, variant)
    source = attach_launches(split_kernels(prototype.cuda), prototype)
    fused = fuse_itrans_bgemm(source, problem, variant).kernels[FUSED_ROLE]
    # ITrans' barrier and BGEMM's three become warp barriers; the one barrier between the phases stays.
    assert count_barriers(fused.body) == {"__syncthreads": 1, "__syncwarp": 4}
    assert fused.launch.grid == source.kernels["bgemm"].launch.grid
    assert fused.launch.block == (32, problem.alpha, 1)
    buffers = [p.buffer for p in fused.params]
    assert buffers == (["M", "U", "x"] if fusion == "shmem" else ["M", "U", "V", "x"])


def test_full_fusion_keeps_the_winograd_domain_on_chip(default_prototype):
    variant = replace(Variant("full"), **default_prototype.tile.__dict__)
    source = attach_launches(split_kernels(default_prototype.cuda), default_prototype)
    full = fuse_itrans_bgemm_otrans(source, default_prototype.problem, variant).kernels[FULL_ROLE]
    # one barrier after ITrans, one after the BGEMM (OTrans reads every warp's M); the rest warp barriers
    assert count_barriers(full.body) == {"__syncthreads": 2, "__syncwarp": 4}
    assert [p.buffer for p in full.params] == ["U", "x", "y"]
    assert "M_ptr" not in full.body and "V_ptr" not in full.body
    program = reconstruct(default_prototype, variant)
    assert [s.name for s in program.scratch] == ["U"]
    assert [launch.kernel for launch in program.pipeline] == ["pkf_full_16_itrans_bgemm_otrans"]


def test_otrans_that_is_not_elementwise_is_refused(default_prototype):
    otrans = split_kernels(default_prototype.cuda).kernels["otrans"]
    with pytest.raises(NoMatch, match="otrans_as_thread_task.*BLOCK_BARRIER"):
        otrans_as_thread_task(otrans.body.replace("{", "{ __syncthreads();", 1), "B", "T")
    broken = replace(default_prototype, cuda=default_prototype.cuda.replace("(float)M_ptr[", "(float)N_ptr["))
    with pytest.raises(NoMatch):
        reconstruct(broken, replace(Variant("full"), **default_prototype.tile.__dict__))


def test_sync_free_bgemm_keeps_no_block_barrier(default_prototype):
    bgemm = split_kernels(default_prototype.cuda).kernels["bgemm"]
    assert count_barriers(bgemm.body) == {"__syncthreads": 3, "__syncwarp": 0}
    assert count_barriers(remove_load_barriers(bgemm.body)) == {"__syncthreads": 0, "__syncwarp": 3}


def test_shmem_keeps_v_on_chip(default_prototype):
    variant = replace(Variant("shmem"), **default_prototype.tile.__dict__)
    program = reconstruct(default_prototype, variant)
    assert [s.name for s in program.scratch] == ["U", "M"]
    assert [launch.kernel for launch in program.pipeline] == ["pkf_shmem_16_itrans_bgemm", "otrans_kernel"]


def test_a_shared_access_other_warps_could_touch_is_refused(default_prototype):
    bgemm = split_kernels(default_prototype.cuda).kernels["bgemm"]
    shared_by_all = bgemm.body.replace("V_shared_ptr[((((int)threadIdx.y) * 640)", "V_shared_ptr[((0 * 640)", 1)
    assert shared_by_all != bgemm.body
    with pytest.raises(NoMatch, match="remove_load_barriers.*threadIdx.y"):
        remove_load_barriers(shared_by_all)


def test_itrans_with_several_warps_per_block_is_refused(default_prototype):
    source = attach_launches(split_kernels(default_prototype.cuda), default_prototype)
    itrans = source.kernels["itrans"]
    wide = replace(itrans, launch=replace(itrans.launch, block=(32, 4, 1)))
    source = replace(source, kernels={**source.kernels, "itrans": wide})
    with pytest.raises(NoMatch, match="fuse_itrans_bgemm.*one-warp ITrans block"):
        fuse_itrans_bgemm(source, default_prototype.problem, replace(Variant("shmem"), tbn=64))


def test_itrans_without_its_store_is_refused(default_prototype):
    broken = replace(default_prototype, cuda=default_prototype.cuda.replace("V_ptr[", "W_ptr["))
    with pytest.raises(NoMatch) as err:
        reconstruct(broken, replace(Variant("shmem"), tbn=64))
    assert "V_STORE" in str(err.value) or "ROLE_EVIDENCE" in str(err.value)


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_nvcc_compiles_every_variant(tmp_path, case):
    problem, variant = case
    source = tmp_path / "main.cu"
    source.write_text(render_main(problem, variant, reconstruct(prototype_of(problem, variant), variant)))
    compile_cuda(source, tmp_path / "pkf_main", tmp_path / "nvcc.log", "sm_90")


def test_plane_offsets_come_out_of_the_tile_index_exactly(default_prototype):
    """`g + p·P` maps to p·B + map(g); it must give what the division of the whole index gives."""
    problem, tbm = default_prototype.problem, 16
    per_position, per_block = problem.ntiles * problem.c, tbm * problem.c
    index_map = tile_index(per_position, per_block)
    itrans = split_kernels(default_prototype.cuda).kernels["itrans"].body
    stores = [m["index"] for m in V_STORE.finditer(itrans_as_warp_task(itrans, "((int)blockIdx.x) * 32 + task"))]
    assert len(stores) == problem.alpha ** 2
    split = [g for g in stores if regex.match(r"\(\d+ \+ ", index_map(g))]
    assert len(split) == problem.alpha ** 2 - 1  # every position but the first has its plane offset taken out
    for g in stores:
        for bx, task, tx in ((0, 0, 0), (3, 17, 5), (195, 31, 31)):
            whole = evaluate(g, bx=bx, task=task, tx=tx)
            expected = whole // per_position * per_block + whole % per_position - bx * per_block
            assert evaluate(index_map(g), bx=bx, task=task, tx=tx) == expected
            assert 0 <= expected < problem.alpha ** 2 * per_block


ACC16 = "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90"


def test_padded_accumulator_staging_keeps_every_element_where_the_copy_reads_it():
    """a fragment store at ldm + pad lands each element where padded() of its old index says."""
    body = remove_load_barriers(split_kernels(Prototype.load(PROTOTYPES / ACC16).cuda).kernels["bgemm"].body)
    store = ACCUMULATOR_STORE.search(body)
    ldm = int(store["ldm"])
    padded_body = pad_accumulator_staging(body)
    new_store = ACCUMULATOR_STORE.search(padded_body)
    pad = int(new_store["ldm"]) - ldm
    assert (ldm, pad) == (64, 8)  # half: 16 bytes more per row
    base = regex.search(r"M_acc_shared_ptr\[(?P<i>(?:[^\[\]]++|\[[^\[\]]*\])*)\]", store[0])["i"]
    new_base = regex.search(r"M_acc_shared_ptr\[(?P<i>(?:[^\[\]]++|\[[^\[\]]*\])*)\]", new_store[0])["i"]
    starts = set()
    for ty, ax0, ax1, row, col in itertools.product(range(6), range(2), range(4), range(16), range(16)):
        old = evaluate(base, ty=ty, ax0_0=ax0, ax1_0=ax1) + row * ldm + col
        new = evaluate(new_base, ty=ty, ax0_0=ax0, ax1_0=ax1) + row * (ldm + pad) + col
        assert new == old + old // ldm * pad  # the copy out reads padded(old)
        if col == 0 and row < 8:
            starts.add((ty, ax0, ax1, new * 2 // 16 % 8))  # which 16-byte bank group each row starts in
    assert len(starts) == 6 * 2 * 4 * 8  # a fragment's 8 rows start in 8 different bank groups
    reads = [m for m in SHARED_ACCESS.finditer(padded_body) if m["array"] == "M_acc_shared_ptr" and m["offset"]]
    assert reads and all(f"/ {ldm} * {pad}" in m["offset"] for m in reads)


def test_split_bgemm_gives_every_position_to_exactly_one_warp():
    """12 warps in two groups of 6; warp w of group g does w's positions in g's share."""
    body = remove_load_barriers(split_kernels(Prototype.load(DEFAULT_PROTOTYPE).cuda).kernels["bgemm"].body)
    split = split_positions(body, warps=6, groups=2)
    header = regex.search(r"for \(int e_0 = (?P<first>[^;]+); e_0 < (?P<end>[^;]+); \+\+e_0\)", split)
    assert "((int)threadIdx.y)" not in split.replace("(((int)threadIdx.y) % 6)", "")  # outside the header
    done = []
    for ty in range(12):
        first, end = (evaluate(header[k].replace("(int)threadIdx.y", "ty"), ty=ty) for k in ("first", "end"))
        done += [e * 6 + ty % 6 for e in range(first, end)]
    assert sorted(done) == list(range(36))
    with pytest.raises(NoMatch, match="divisible by 4"):
        split_positions(body, warps=6, groups=4)
