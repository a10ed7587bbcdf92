"""Step 22's hand-written resident-filter probe (experiments/resident_filter): it renders into pkf's
harness and compiles for sm_90 in both its forms; on a GPU it matches the float64 reference."""

import pytest

from experiments.resident_filter.probe import build
from harness.run import TOLERANCE, run_harness
from pkf.problem import Problem

PROBLEM = Problem(h=224, w=224, accum="fp16")


@pytest.mark.nvcc
@pytest.mark.parametrize("defines", [(), ("RF_CLUSTER=1",)], ids=["pair", "cluster"])
def test_probe_compiles_for_sm90(tmp_path, defines):
    binary = build(PROBLEM, 132, tmp_path, defines)
    assert binary.is_file()
    source = (binary.parent / "main.cu").read_text()
    assert "rf_resident_filter<<<dim3(132, 1, 1), dim3(512, 1, 1), 221184>>>" in source
    assert "constexpr int rfH = 224, rfW = 224;" in source


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("defines", [(), ("RF_CLUSTER=1",)], ids=["pair", "cluster"])
def test_probe_matches_the_reference(tmp_path, defines):
    result = run_harness(build(PROBLEM, 132, tmp_path, defines), "resident-filter probe", reps=3, seed=5)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])
