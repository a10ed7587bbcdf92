"""the BGEMM's copy of U into its staging, its lanes reordered so its stores do not conflict."""

import itertools

import pytest
import regex
from conftest import PROTOTYPES, evaluate

from pkf.records import Prototype
from pkf.reconstructor.copy_lanes import conflict_free_u_copy, copy_wavefronts, lane_of, lane_order, store_wavefronts
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.prefetch import U_COPY
from pkf.reconstructor.rewrites import remove_load_barriers


def bgemm_body(name):
    return remove_load_barriers(split_kernels(Prototype.load(PROTOTYPES / name).cuda).kernels["bgemm"].body)


def test_store_wavefronts_count_bank_conflicts_per_phase():
    assert store_wavefronts([16 * lane for lane in range(32)], 16) == 4  # 512 contiguous bytes
    assert store_wavefronts([4 * lane for lane in range(32)], 4) == 1
    assert store_wavefronts([128 * lane for lane in range(32)], 4) == 32  # one bank, 32 addresses
    assert store_wavefronts([0] * 32, 4) == 1  # one address: a broadcast, no conflict
    # TVM's TBK = 32 staging: 4 lanes per 64-byte row, rows 80 bytes apart.
    assert store_wavefronts([(lane // 4) * 80 + (lane % 4) * 16 for lane in range(32)], 16) == 8


@pytest.mark.parametrize("period", [2, 4, 8, 16])
def test_lane_order_is_a_permutation_and_its_cuda_text_says_the_same(period):
    assert sorted(lane_of(period, t) for t in range(32)) == list(range(32))
    assert [evaluate(lane_order(period), tx=t) for t in range(32)] == [lane_of(period, t) for t in range(32)]


# (prototype, element bytes, TVM's store wavefronts, after): TBK = 32 and 16, int8; TBK = 64 has none to remove.
CASES = [
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90", 2, 8, 4),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp32_tile16x64x32_sm_90", 2, 8, 4),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x16_sm_90", 2, 8, 4),
    ("n1_h224_w224_c64_k64_f2x3_int8_accint32_tile16x64x32_sm_90", 1, 8, 4),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x64_sm_90", 2, 4, 4),
]


@pytest.mark.parametrize("name, element_bytes, before, after", CASES)
def test_each_lane_still_stores_the_vector_it_loads_and_the_warp_copies_the_same_vectors(name, element_bytes, before, after):
    body = bgemm_body(name)
    rewritten = conflict_free_u_copy(body, element_bytes)
    old, new = U_COPY.search(body), U_COPY.search(rewritten)
    assert copy_wavefronts(old["dst"], element_bytes, 16, None) == before
    assert copy_wavefronts(new["dst"], element_bytes, 16, None) == after
    if before == after:
        assert rewritten == body
        return
    assert rewritten.count("// lane t copies what TVM's lane") == 1
    names = sorted(set(regex.findall(r"\b(?:e_0|rc_0_0|ax\w+)\b", old["src"] + old["dst"])))
    for values in itertools.product((0, 1), repeat=len(names)):
        scope = dict(zip(names, values))
        for ty in (0, 5):
            originals, reordered = ({(evaluate(m["src"], tx=tx, ty=ty, **scope), evaluate(m["dst"], tx=tx, ty=ty, **scope))
                                     for tx in range(32)} for m in (old, new))
            assert reordered == originals and len(originals) == 32


def test_a_body_without_the_u_copy_is_refused():
    body = bgemm_body("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90")
    with pytest.raises(NoMatch, match="conflict_free_u_copy.*U_COPY"):
        conflict_free_u_copy(U_COPY.sub("", body), 2)
