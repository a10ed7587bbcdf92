"""The L2-prefetch diagnostic (experiments/l2_prefetch_probe.py): it adds one L2 prefetch, of the block it
names, at the start of pkf's best full-fusion kernel, refuses a build without that kernel, and the
copy still compiles for sm_90."""

import dataclasses

import pytest
import regex
from conftest import PROTOTYPES

from experiments.l2_prefetch_probe import with_prefetch
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.sweep import variant_for
from pkf.reconstructor import reconstruct

PROBLEM = Problem(h=224, w=224, accum="fp16")
VARIANT = variant_for(PROBLEM, "full-32-w12-split-h2-oh2-pf")


def best_build() -> tuple[str, dict]:
    prototype = Prototype.load(PROTOTYPES / VARIANT.prototype_name(PROBLEM, "sm_90"))
    cuda = render_main(PROBLEM, VARIANT, reconstruct(prototype, VARIANT))
    return cuda, {"problem": dataclasses.asdict(PROBLEM), "variant": dataclasses.asdict(VARIANT)}


def test_the_prefetch_goes_at_the_fused_kernels_start():
    cuda, build = best_build()
    copy = with_prefetch(cuda, build, 132)
    kernel_start = regex.search(r"pkf_full_\w+\([^)]*\)\s*\{\n", copy).end()
    assert copy[kernel_start:].lstrip().startswith(
        "if (threadIdx.x == 0 && threadIdx.y == 0) prefetch_input_rows_l2(x_ptr, ((int)blockIdx.x + 132) * 32, 32, 224, 224, 64);")
    assert copy.count("cp.async.bulk.prefetch.L2.global") == 1


def test_a_build_without_a_full_fusion_kernel_is_refused():
    _, build = best_build()
    with pytest.raises(SystemExit, match="no pkf_full_"):
        with_prefetch("__global__ void other(half* x_ptr) {}", build, 132)


@pytest.mark.nvcc
def test_the_prefetching_copy_compiles_for_sm90(tmp_path):
    cuda, build = best_build()
    source = tmp_path / "main.cu"
    source.write_text(with_prefetch(cuda, build, 132))
    compile_cuda(source, tmp_path / "pkf_main", tmp_path / "nvcc.log")
