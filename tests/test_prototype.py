"""TVM prototype generation (needs TVM; skipped without it)."""

import pytest
from conftest import PROTOTYPES

from pkf.problem import Problem
from pkf.variant import Variant
from pkf.reconstructor.kernels import split_kernels

pytestmark = pytest.mark.tvm


def test_small_problem_gives_four_kernels_with_wmma_bgemm():
    from pkf.prototype import generate

    problem = Problem(n=1, h=16, w=16, c=32, k=32, m=2)
    prototype = generate(problem, Variant(tbn=32).tile)
    kernels = split_kernels(prototype.cuda).kernels
    assert set(kernels) == {"ktrans", "itrans", "bgemm", "otrans"}
    bgemm = kernels["bgemm"].body
    assert "wmma::mma_sync" in bgemm and "wmma::load_matrix_sync" in bgemm
    # SPEC §2: the BGEMM grid is (ntiles/TBM) x (K/TBN) and its alpha warps map to the alpha columns.
    launch = prototype.launches["bgemm"]
    assert launch.grid == (problem.ntiles // 16, problem.k // 32, 1)
    assert launch.block == (32, problem.alpha, 1)
    # The barriers TVM inserts around the warps' shared-memory loads: what the reconstructor removes.
    assert bgemm.count("__syncthreads()") >= 2


@pytest.mark.parametrize("problem", [Problem(n=8, h=56, w=56, c=64, k=128, m=4), Problem(h=64, w=64, dtype="int8")],
                         ids=lambda p: p.key)
def test_saved_prototype_is_what_this_code_generates(problem):
    """experiments/prototypes must not go stale: regenerate one and compare byte for byte."""
    from experiments.suites import variant as suite_variant
    from pkf.prototype import generate
    from pkf.records import Prototype

    variant = suite_variant(problem, "none")
    saved = Prototype.load(PROTOTYPES / variant.prototype_name(problem, "sm_90"))
    fresh = generate(problem, variant.tile)
    assert fresh.cuda == saved.cuda
    assert fresh.launches == saved.launches


def test_int8_prototype_has_int8_operands_and_an_int32_wmma():
    from pkf.prototype import generate

    problem = Problem(n=1, h=16, w=16, c=32, k=32, dtype="int8")
    prototype = generate(problem, Variant(tbn=32).tile)
    kernels = split_kernels(prototype.cuda).kernels
    types = {role: {p.buffer: p.ctype for p in kernel.params} for role, kernel in kernels.items()}
    assert types["ktrans"] == {"filt": "half", "U": "signed char", "M_scale": "float"}
    assert types["itrans"] == {"x": "half", "V": "signed char"}
    assert types["bgemm"] == {"V": "signed char", "U": "signed char", "M_scale": "float", "M": "half"}
    bgemm = kernels["bgemm"].body
    assert "wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, int>" in bgemm
    assert "M_scale_ptr" in bgemm  # the int32 sums are rescaled on the way out
    assert "nearbyintf" in kernels["itrans"].body  # V is rounded, not truncated
