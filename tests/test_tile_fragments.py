"""the BGEMM's A fragments straight from the padded V tile and its accumulators
straight into the M tile (reconstructor/tile_fragments.py)."""

import itertools

import pytest
import regex
from conftest import PROTOTYPES, evaluate

from pkf.problem import Problem
from pkf.records import Prototype
from pkf.variant import Variant
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.fuse import M_TILE, V_TILE, m_tile_index, v_tile_index
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.prefetch import VECTOR_BYTES
from pkf.reconstructor.rewrites import (
    ACCUMULATOR_STORE,
    bgemm_loads_from,
    bgemm_stores_to,
    pad_accumulator_staging,
    remove_load_barriers,
)
from pkf.reconstructor.tile_fragments import FRAGMENT_LOAD, a_fragments_from_tile, accumulators_to_tile, staging_copy

CASES = [  # (prototype, TBM): fp16 with a loop of copies per lane, int8 with a single copy
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90", 32),
    ("n1_h64_w64_c64_k64_f2x3_int8_accint32_tile16x64x32_sm_90", 16),
]
FP16_SUMS = CASES[0]


def bgemm_reading_the_tile(name: str, tbm: int, fusion: str = "shmem") -> tuple[str, Problem]:
    """The BGEMM body as `_fuse` has it before its fragments are read from and written to the tiles (with `full`, storing to the M tile)."""
    prototype = Prototype.load(PROTOTYPES / name)
    body = pad_accumulator_staging(remove_load_barriers(split_kernels(prototype.cuda).kernels["bgemm"].body))
    variant = Variant(fusion, tbm, 64, 32)
    body = bgemm_loads_from(body, V_TILE, v_tile_index(prototype.problem, variant))
    if fusion == "full":
        body = bgemm_stores_to(body, M_TILE, m_tile_index(prototype.problem, variant))
    return body, prototype.problem


DIRECTIONS = [  # (case, fusion, tile, fragments into the tile, fragment accesses, rewrite)
    (*CASES[0], "shmem", V_TILE, False, FRAGMENT_LOAD, a_fragments_from_tile),
    (*CASES[1], "shmem", V_TILE, False, FRAGMENT_LOAD, a_fragments_from_tile),
    (*FP16_SUMS, "full", M_TILE, True, ACCUMULATOR_STORE, accumulators_to_tile),
]


@pytest.mark.parametrize("name, tbm, fusion, tile, into_tile, accesses, rewrite", DIRECTIONS)
def test_every_fragment_element_is_the_tile_element_the_copy_moves(name, tbm, fusion, tile, into_tile, accesses, rewrite):
    body, problem = bgemm_reading_the_tile(name, tbm, fusion)
    copy = staging_copy(tile, into_tile).search(body)
    element_bytes = problem.operand_bytes if tile == V_TILE else 2
    ax, n, elems = copy["ax"], int(copy["n"] or 1), VECTOR_BYTES[copy["vt"]] // element_bytes
    old = [m for m in accesses.finditer(body) if m["array"] == copy["staging"]]
    rewritten = rewrite(body, tile)
    new = [m for m in accesses.finditer(rewritten) if m["array"] == tile]
    assert len(new) == len(old) > 0 and copy["staging"] not in rewritten
    names = set(regex.findall(r"\b(e_0|rc_0_0|rc_0_1|ax0_0|ax1_0)\b", body))
    for values in itertools.product((0, 1), repeat=len(names)):
        scope = dict(zip(sorted(names), values), ty=1, bx=2)
        moved = {}  # staging index → tile index, as the copy moves elements between them
        for a, tx in itertools.product(range(n), range(32)):
            lane = {**scope, "tx": tx, **({ax: a} if ax else {})}
            staging, tile_start = evaluate(copy["s"], **lane), evaluate(copy["g"], **lane)
            moved.update({staging + j: tile_start + j for j in range(elems)})
        for before, after in zip(old, new):
            start, ldm = evaluate(before["idx"], **scope), int(before["ldm"])
            new_start, new_ldm = evaluate(after["idx"], **scope), int(after["ldm"])
            for row, col in itertools.product(range(16), range(16)):
                assert new_start + row * new_ldm + col == moved[start + row * ldm + col]


def test_accumulator_stores_wait_for_the_warps_reads_of_v():
    body, _ = bgemm_reading_the_tile(*FP16_SUMS, "full")
    rewritten = accumulators_to_tile(body, M_TILE)
    first_store = next(m for m in ACCUMULATOR_STORE.finditer(rewritten) if m["array"] == M_TILE).start()
    last_load = list(FRAGMENT_LOAD.finditer(rewritten))[-1].end()
    assert "__syncwarp();" in rewritten[last_load:first_store]


def test_a_copy_that_is_not_row_for_row_is_refused():
    body, _ = bgemm_reading_the_tile(*CASES[0])
    copy = staging_copy(V_TILE).search(body)
    skewed = copy[0].replace("((((int)threadIdx.x) & 3) * 8)))", "((((int)threadIdx.x) & 3) * 9)))", 1)
    assert skewed != copy[0]
    with pytest.raises(NoMatch, match="a_fragments_from_tile"):
        a_fragments_from_tile(body.replace(copy[0], skewed), V_TILE)


@pytest.mark.parametrize("tbm", [16, 32])
def test_m_of_a_position_is_written_over_that_positions_v_only(tbm):
    """Full fusion, M in V's place: warp p writes M(p) once it has read V(p); M(p) must not reach
    into another position's padded V plane, which another warp may still be reading."""
    problem, variant = Problem(h=224, w=224, accum="fp16"), Variant("full", tbm, 64, 32)
    v_map, m_map = v_tile_index(problem, variant), m_tile_index(problem, variant)
    per_position_v, per_position_m = problem.ntiles * problem.c, problem.ntiles * problem.k
    bx = 5
    for p in range(problem.alpha**2):
        v_offsets = [evaluate(v_map(f"{p * per_position_v + (bx * tbm + t) * problem.c + c}"), bx=bx)
                     for t in range(tbm) for c in range(problem.c)]
        m_offsets = [evaluate(m_map(f"{p * per_position_m + (bx * tbm + t) * problem.k + k}"), bx=bx)
                     for t in range(tbm) for k in range(problem.k)]
        v_plane = tbm * (problem.c + 8)  # fp16: V and M offsets count the same 2-byte elements
        for offsets in (v_offsets, m_offsets):
            assert all(p * v_plane <= offset < (p + 1) * v_plane for offset in offsets)
            assert len(set(offsets)) == len(offsets)
