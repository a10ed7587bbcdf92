"""On a GPU: build from the saved prototype, run, and check against the fp32 reference."""

import pytest

from conftest import DEFAULT_PROTOTYPE
from harness.run import run_binary
from pkf.build import build, prototype_for
from pkf.problem import Problem
from pkf.variant import Variant

pytestmark = [pytest.mark.gpu, pytest.mark.nvcc]


def test_prototype_pipeline_is_correct(tmp_path):
    variant = Variant()
    prototype = prototype_for(Problem(), variant, "sm_90", DEFAULT_PROTOTYPE)
    build(prototype, variant, tmp_path / "b")
    for seed in (1, 2):
        result = run_binary(tmp_path / "b", seed=seed, reps=5, warmup=1)
        assert result.not_finite == 0
        assert result.rel_l2 <= 1e-2
