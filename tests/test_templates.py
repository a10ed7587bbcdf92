"""The harness template: what it renders, and that nvcc compiles it for sm_90."""

import pytest
from conftest import PROTOTYPES

from pkf.errors import PkfError
from pkf.harness.cudnn import build_cudnn_harness, find_cudnn, render_cudnn
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.harness.run import Result
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.variant import Variant
from pkf.reconstructor import reconstruct

# Every saved prototype, built as the unfused pipeline (the fused variants: test_reconstructor_fusion).
SAVED = sorted(p.name for p in PROTOTYPES.iterdir() if (p / "prototype.cu").is_file())


def rendered(prototype, variant=None):
    variant = variant or Variant("none", **prototype.tile.__dict__)
    return render_main(prototype.problem, variant, reconstruct(prototype, variant))


def test_launches_follow_the_prototype(default_prototype):
    text = rendered(default_prototype)
    bgemm_shared = 62976  # BGEMM's static arrays, moved to dynamic shared memory
    for name, launch in default_prototype.launches.items():
        grid, block = ", ".join(map(str, launch.grid)), ", ".join(map(str, launch.block))
        shared = bgemm_shared if name == "bgemm" else 0
        assert f"{name}_kernel<<<dim3({grid}), dim3({block}), {shared}>>>(" in text
    assert f"cudaFuncSetAttribute(bgemm_kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, {bgemm_shared})" in text
    assert "itrans_kernel<<<" in text.split("void run_pipeline")[1]
    assert "ktrans_kernel<<<" in text.split("void run_setup")[1].split("void run_pipeline")[0]


def test_checks_and_times_the_way_the_standards_say(default_prototype):
    text = rendered(default_prototype)
    assert "reference_conv<<<" in text  # float64 direct convolution on the GPU
    assert text.count("cudaMemset(b.y, 0xFF") == 1  # output poisoned before the checked run
    for scratch in ("U", "V", "M"):
        assert f"cudaMemset(b.{scratch}, 0xFF" in text
    assert "cudaEventRecord(start[i])" in text and "std::sort(us.begin()" in text  # events, median
    assert "run((i + warmup) % copies)" in text and "run_pipeline(b, b.x[i])" in text  # inputs rotated
    assert "PKF_CHECK_LAUNCH();" in text


def test_result_line_parses():
    line = ('{"description": {"problem":{"n":1,"h":8,"w":8,"c":16,"k":16,"m":2,"r":3,"dtype":"fp16","accum":"fp32"},'
            '"variant":{"fusion":"none","tbm":16,"tbn":32,"tbk":32}}, "device": "X", "seed": 1, "reps": 3, '
            '"input_copies": 2, "median_us": 1.5, "p10_us": 1.0, "p90_us": 2.0, "min_us": 1.0, "rel_l2": 2e-3, '
            '"max_abs": 1e-2, "not_finite": 0, "bytes": 10, "flops": 20, "gbps": 1.0, "tflops": 0.1}')
    result = Result.parse(line)
    assert result.median_us == 1.5 and result.passed(1e-2) and not result.passed(1e-3)
    assert "rel_l2 2.00e-03" in result.summary()


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize("name", SAVED)
def test_nvcc_compiles_the_harness_for_sm90(tmp_path, name):
    prototype = Prototype.load(PROTOTYPES / name)
    source = tmp_path / "main.cu"
    source.write_text(rendered(prototype))
    compile_cuda(source, tmp_path / "pkf_main", tmp_path / "nvcc.log", "sm_90")
    assert (tmp_path / "pkf_main").stat().st_size > 0


@pytest.mark.parametrize("problem", [Problem(), Problem(n=3, h=29, w=37, c=96, k=48, accum="fp32")])
def test_the_cudnn_baseline_renders_with_pkfs_reference_and_poisoned_output(problem):
    text = render_cudnn(problem)  # pkf sweep and pkf tune build it: every template variable must be given
    assert "reference_conv<<<" in text and "cudaMemset(y, 0xFF" in text and "cudnnFindConvolutionForwardAlgorithmEx" in text


@pytest.mark.nvcc
def test_nvcc_compiles_the_cudnn_baseline_where_cudnn_is_installed(tmp_path):
    try:
        find_cudnn()
    except PkfError:
        pytest.skip("no cuDNN headers here (PyTorch with CUDA, or nvidia-cudnn-cu13)")
    assert build_cudnn_harness(Problem(), tmp_path).stat().st_size > 0
