"""On a GPU: build from the saved prototype, run, and check against the float64 reference."""

import pytest
from conftest import DEFAULT_PROTOTYPE

from pkf.harness.run import run_binary
from pkf.build import build, prototype_for
from pkf.problem import Problem
from pkf.variant import Variant

pytestmark = [pytest.mark.gpu, pytest.mark.nvcc]


@pytest.mark.parametrize("fusion", ["none", "shmem", "full"])
def test_int8_pipeline_is_correct(tmp_path, fusion):
    from conftest import PROTOTYPES

    from pkf.harness.run import TOLERANCE
    from pkf.sweep import variant_for

    problem = Problem(h=64, w=64, dtype="int8")
    variant = variant_for(problem, fusion)
    build(prototype_for(problem, variant, "sm_90", PROTOTYPES / variant.prototype_name(problem, "sm_90")), variant, tmp_path / "b")
    result = run_binary(tmp_path / "b", seed=3, reps=5, warmup=1)
    assert result.not_finite == 0
    assert 1e-3 < result.rel_l2 <= TOLERANCE["int8"]


def test_prototype_pipeline_is_correct(tmp_path):
    variant = Variant()
    prototype = prototype_for(Problem(), variant, "sm_90", DEFAULT_PROTOTYPE)
    build(prototype, variant, tmp_path / "b")
    for seed in (1, 2):
        result = run_binary(tmp_path / "b", seed=seed, reps=5, warmup=1)
        assert result.not_finite == 0
        assert result.rel_l2 <= 1e-2


@pytest.mark.parametrize("spec", ["full-32-w12-split-h2-oh2-pf", "full-rf24-h2-oh2", "full-rf16-h2-oh2"])
def test_paired_channels_and_resident_filter_are_correct(tmp_path, spec):
    """ITrans and OTrans in half2, two channels per lane or thread (fp16 arithmetic:
    a larger error, still ≤ 1e-2). the persistent resident-filter kernel (at 224², 24-tile
    groups leave the last one partly empty)."""
    from conftest import PROTOTYPES

    from pkf.sweep import variant_for

    problem = Problem(h=224, w=224, accum="fp16")
    variant = variant_for(problem, spec)
    build(prototype_for(problem, variant, "sm_90", PROTOTYPES / variant.prototype_name(problem, "sm_90")), variant, tmp_path / "b")
    for seed in (1, 2):
        result = run_binary(tmp_path / "b", seed=seed, reps=5, warmup=1)
        assert result.not_finite == 0
        assert result.rel_l2 <= 1e-2


@pytest.mark.parametrize("c, k", [(1, 64), (64, 1), (3, 5)])
def test_thin_schedule_is_correct(tmp_path, c, k):
    """The thin schedule's first-layer, last-layer and odd forms with edge tiles, bias and ReLU, on the GPU."""
    from conftest import PROTOTYPES

    from pkf.build import obtain_prototype
    from pkf.limits import Limits
    from pkf.reconstructor.schedules import resolve_variant

    problem = Problem(n=2, h=37, w=53, c=c, k=k, m=2, accum="fp32")
    variant = resolve_variant(problem, Variant("full", thin=True, bias=True, activation="relu"), None, None, Limits.sm90())
    build(obtain_prototype(problem, variant, "sm_90", (PROTOTYPES,)), variant, tmp_path / "b")
    result = run_binary(tmp_path / "b", seed=5, reps=5, warmup=1)
    assert result.not_finite == 0
    assert result.rel_l2 < 3e-4  # fp32 sums: the output's own rounding, as cuDNN's


def test_tune_times_pkfs_candidates_and_cudnns_fastest_and_stores_the_entry(tmp_path):
    from conftest import PROTOTYPES

    from pkf.limits import device_limits, device_name
    from pkf.tune import tune
    from pkf.tuning import TuningCache

    cache = TuningCache(tmp_path / "tuning.json")
    request = {"n": 2, "h": 29, "w": 37, "c": 128, "k": 128, "dtype": "fp16"}
    [entry] = tune([request], device_limits(), device_name(), top=2, prototypes=(PROTOTYPES,), jobs=4, reps=20, cache=cache,
                   builds=tmp_path / "builds", progress=False)
    assert entry.rel_l2 < 5e-3 and entry.pkf_us > 0
    assert entry.cudnn_us and entry.cudnn_us > 0, entry.cudnn_algo  # cuDNN's baseline built, checked and timed
    assert [e.variant_name for e in cache.entries()] == [entry.variant_name]
