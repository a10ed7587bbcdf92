"""The hand-written resident-filter probes (experiments/resident_filter): it renders into
pkf's harness and compiles for sm_90 in each of its forms; on a GPU it matches the float64 reference, and
the im2col loads match the pixels they should hold."""

import subprocess

import pytest

from experiments.resident_filter.probe import build, build_gather_check
from pkf.harness.run import TOLERANCE, run_harness
from pkf.problem import Problem

PROBLEM = Problem(h=224, w=224, accum="fp16")


FORMS = [("shared", ()), ("shared", ("RF_CLUSTER=1",)), ("shared", ("RF_L2_PREFETCH=0",)), ("registers", ()), ("tma", ()), ("tma24", ()), ("box", ())]
FORM_IDS = ["pair", "cluster", "pair-no-l2-prefetch", "registers", "tma", "tma24", "box"]
LAUNCH = {"shared": "rf_resident_filter<<<dim3(132, 1, 1), dim3(512, 1, 1), 221184>>>",
          "registers": "rf_register_filter<<<dim3(132, 1, 1), dim3(384, 1, 1), 221184>>>",
          # the tensor map is made on the host: the harness's launch goes through tma.cu's or box.cu's launcher
          "tma": "rf_tma_launch(dim3(132, 1, 1), dim3(384, 1, 1), 222208, b.U, x, b.y);",
          "tma24": "rf_tma_launch(dim3(132, 1, 1), dim3(384, 1, 1), 222208, b.U, x, b.y);",
          "box": "rf_box_launch(dim3(132, 1, 1), dim3(384, 1, 1), 230400, b.U, x, b.y);"}


@pytest.mark.slow
@pytest.mark.nvcc
@pytest.mark.parametrize(("schedule", "defines"), FORMS, ids=FORM_IDS)
def test_probe_compiles_for_sm90(tmp_path, schedule, defines):
    binary = build(PROBLEM, 132, tmp_path, defines, schedule)
    assert binary.is_file()
    source = (binary.parent / "main.cu").read_text()
    assert LAUNCH[schedule] in source
    assert "constexpr int rfH = 224, rfW = 224;" in source


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize(("schedule", "defines"), FORMS, ids=FORM_IDS)
def test_probe_matches_the_reference(tmp_path, schedule, defines):
    result = run_harness(build(PROBLEM, 132, tmp_path, defines, schedule), "resident-filter probe", reps=3, seed=5)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])


@pytest.mark.nvcc
@pytest.mark.parametrize("schedule", ["tma", "tma24"])
def test_tma_gather_check_compiles(tmp_path, schedule):
    assert build_gather_check(PROBLEM, tmp_path, schedule).is_file()


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("schedule", ["tma", "tma24"])
@pytest.mark.parametrize("size", [224, 960])
def test_tma_im2col_loads_hold_each_tiles_pixels(tmp_path, size, schedule):
    done = subprocess.run([str(build_gather_check(Problem(h=size, w=size, accum="fp16"), tmp_path, schedule))],
                          capture_output=True, text=True, check=False)
    print(done.stdout)
    assert done.returncode == 0
