"""`pkf tune` and the tuning cache on the CPU: the winner's choice, the cache's reads and writes, and what a corrupt,
stale or contended cache does. The GPU's measurements are replaced by given results."""

import json
import multiprocessing
from dataclasses import asdict

import pytest
from test_cli_errors import assert_one_line_error, pkf

import pkf as pkf_package
from pkf.choose import pick
from pkf.errors import PkfError
from pkf.harness.run import Result
from pkf.limits import Limits
from pkf.tune import Trial, tune_request
from pkf.tuning import Tuned, TuningCache

LIMITS = Limits.sm90()
DEVICE = "NVIDIA H100 80GB HBM3"


def result(us: float, rel_l2: float = 1e-3, not_finite: int = 0) -> Result:
    return Result({}, {}, DEVICE, us, us, us, rel_l2, 1e-2, not_finite, 1, 1, 1.0, 1.0, 1, 200)


def fake_measure(times: dict[int, Result | None]):
    """Rank i of the candidates measures times[i] (None: it failed to build)."""
    def measure(chosen):
        return [Trial(c, times.get(i), None if times.get(i) else "nvcc failed") for i, c in enumerate(chosen)]
    return measure


def entry(device=DEVICE, version=pkf_package.__version__, h=56, pkf_us=10.0, cudnn_us=12.0) -> Tuned:
    problem = {"n": 1, "h": h, "w": h, "c": 64, "k": 64, "m": 4, "r": 3, "dtype": "fp16", "accum": "fp16"}
    variant = {"fusion": "full", "tbm": 16, "tbn": 64, "tbk": 32, "resident": True, "itrans_half2": True, "otrans_half2": True}
    return Tuned(device, problem, variant, "pkf-full-rf16-h2-oh2", pkf_us, 1e-3, cudnn_us, "IMPLICIT_PRECOMP_GEMM/NHWC",
                 "2026-11-25 00:00:00", version)


def test_the_fastest_candidate_that_passes_its_check_wins():
    measure = fake_measure({0: result(20.0), 1: result(9.0, rel_l2=0.5), 2: result(15.0), 3: None})
    tuned, trials = tune_request({}, LIMITS, DEVICE, 4, measure, lambda problem: (17.0, "IMPLICIT_PRECOMP_GEMM/NHWC"))
    assert len(trials) == 4
    assert tuned.pkf_us == 15.0 and tuned.variant_name == trials[2].candidate.variant.name
    assert tuned.faster == "pkf" and tuned.cudnn_us == 17.0
    assert tuned.problem == asdict(trials[2].candidate.problem)


def test_where_cudnn_is_faster_the_entry_says_so():
    tuned, _ = tune_request({}, LIMITS, DEVICE, 2, fake_measure({0: result(20.0), 1: result(30.0)}), lambda p: (12.0, "GEMM"))
    assert tuned.faster == "cudnn"


def test_no_passing_candidate_is_one_line_with_each_reason():
    with pytest.raises(PkfError, match="none of the 2 candidates") as err:
        tune_request({}, LIMITS, DEVICE, 2, fake_measure({0: result(5.0, not_finite=3)}), lambda p: (1.0, "x"))
    assert "nvcc failed" in str(err.value) and "\n" not in str(err.value)


def test_a_request_with_fixed_sums_keeps_its_own_winner(tmp_path):
    """Tuning a model converted with sums="fp32" must not change what the same shape runs with the default sums."""
    cache = TuningCache(tmp_path / "tuning.json")
    open_sums = fake_measure({0: result(10.0)})
    tuned, _ = tune_request({"n": 1, "h": 56, "w": 56}, LIMITS, DEVICE, 1, open_sums, lambda p: (12.0, "GEMM"))
    cache.store(tuned)
    fixed, _ = tune_request({"n": 1, "h": 56, "w": 56, "accum": "fp32"}, LIMITS, DEVICE, 1, fake_measure({0: result(20.0)}),
                            lambda p: (12.0, "GEMM"))
    cache.store(fixed)
    assert fixed.sums == "fp32" and fixed.problem["accum"] == "fp32" and tuned.sums == "any"
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16").pkf_us == 10.0
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16", sums="fp32").pkf_us == 20.0
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16", sums="fp16") is None
    request = {"n": 1, "h": 56, "w": 56, "c": 64, "k": 64, "dtype": "fp16"}
    assert pick(request, LIMITS, DEVICE, cache).tuned.pkf_us == 10.0
    assert pick({**request, "accum": "fp32"}, LIMITS, DEVICE, cache).tuned.pkf_us == 20.0


def test_the_cache_keeps_entries_by_device_problem_and_version(tmp_path):
    cache = TuningCache(tmp_path / "tuning.json")
    cache.store(entry())
    cache.store(entry(h=28, pkf_us=5.0))
    cache.store(entry(device="NVIDIA H200"))
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16").pkf_us == 10.0
    assert cache.lookup(DEVICE, 1, 28, 28, 64, 64, "fp16").pkf_us == 5.0
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "int8") is None
    assert cache.lookup("NVIDIA A100", 1, 56, 56, 64, 64, "fp16") is None
    cache.store(entry(pkf_us=8.0))  # re-tuned: replaces
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16").pkf_us == 8.0
    assert len(json.loads((tmp_path / "tuning.json").read_text())["entries"]) == 3


def test_an_entry_of_another_pkf_version_is_stale_and_reported(tmp_path):
    warnings = []
    cache = TuningCache(tmp_path / "tuning.json", warn=warnings.append)
    cache.store(entry(version="0.0.1"))
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16") is None
    assert len(warnings) == 1 and "pkf 0.0.1" in warnings[0] and "pkf tune" in warnings[0]


@pytest.mark.parametrize("text", ["{not json", '{"format": 99, "entries": {}}', "[]"])
def test_a_corrupt_cache_is_set_aside_and_rebuilt(tmp_path, text):
    path = tmp_path / "tuning.json"
    path.write_text(text)
    warnings = []
    cache = TuningCache(path, warn=warnings.append)
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16") is None
    assert len(warnings) == 1 and "unreadable" in warnings[0] and "\n" not in warnings[0]
    assert (tmp_path / "tuning.json.corrupt").read_text() == text
    cache.store(entry())
    assert cache.lookup(DEVICE, 1, 56, 56, 64, 64, "fp16").pkf_us == 10.0


def _store_many(path, h):
    cache = TuningCache(path)
    for i in range(10):
        cache.store(entry(h=h, pkf_us=float(i)))


def test_concurrent_writers_lose_no_entry(tmp_path):
    path = tmp_path / "tuning.json"
    processes = [multiprocessing.get_context("fork").Process(target=_store_many, args=(path, h)) for h in (8, 16, 24, 32)]
    for process in processes:
        process.start()
    for process in processes:
        process.join()
        assert process.exitcode == 0
    cache = TuningCache(path, warn=lambda message: pytest.fail(message))
    for h in (8, 16, 24, 32):
        assert cache.lookup(DEVICE, 1, h, h, 64, 64, "fp16").pkf_us == 9.0


def test_build_reads_the_tuning_cache_of_this_gpu(tmp_path, monkeypatch):
    """With no schedule options, the cache's winner for this problem on this GPU is built, not the estimate's."""
    from pkf import cli

    monkeypatch.setenv("PKF_TUNE_CACHE", str(tmp_path / "tuning.json"))
    monkeypatch.setattr("pkf.limits.device_name", lambda: DEVICE)
    TuningCache().store(entry(h=224, cudnn_us=9.0))
    problem, variant, why = cli.automatic_choice({}, LIMITS, explain=False)
    assert variant.name == "pkf-full-rf16-h2-oh2" and problem.m == 4
    assert "tuned on" in why and "cuDNN is faster here" in why
    problem, variant, why = cli.automatic_choice({"m": 2}, LIMITS, explain=False)  # the entry is F(4,3): not this
    assert problem.m == 2 and "not tuned" in why
    problem, variant, why = cli.automatic_choice({}, LIMITS, explain=False, output={"bias": True})  # its schedule has no bias
    assert variant.rows and variant.bias and "pkf-full-rf16-h2-oh2, which does not apply bias" in why


def test_tune_without_a_gpu_is_one_line():
    assert_one_line_error(pkf("tune", "--h", "56", "--w", "56"), "no CUDA GPU", "--prepare")


def test_tune_refuses_bad_flags_in_one_line():
    done = pkf("tune", "--top", "0")
    assert done.returncode != 0 and done.stderr.strip().splitlines() == [
        "pkf tune: error: argument --top: 0: must be at least 1 (pkf tune --help lists the flags)"]
    assert_one_line_error(pkf("tune", "--c", "0"), "--c 0", "positive")


def test_prepare_saves_the_candidates_prototypes_for_a_machine_without_tvm(tmp_path, monkeypatch):
    from conftest import PROTOTYPES
    from pkf.records import Prototype
    from pkf.tune import prepare

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    monkeypatch.setenv("PKF_CACHE", str(tmp_path / "empty-cache"))
    written = prepare([{"h": 960, "w": 960}], LIMITS, tmp_path / "out", top=3)
    assert len(written) == 2 and all((d / "prototype.cu").is_file() for d in written)
    # the rows and wgmma schedules are made from one 16 x 16 stand-in's prototype, whatever the image size; the third,
    # resident F(4,3), from its own
    assert any(d.name.startswith("n1_h16_w16_c64_k64_f2x3") for d in written)
    assert all(Prototype.load(d).problem.c == 64 for d in written)


def test_candidates_that_share_a_name_are_built_and_reported_apart():
    """The unfused forms' names leave out TBM and no name says TBN: pkf tune builds each candidate in a folder of its
    label (name and tile) and problem (F(m,3), sums), so that two of them are never built into one."""
    from pkf.choose import candidates

    ranked, _ = candidates({"n": 3, "h": 26, "w": 16, "c": 112, "k": 192}, LIMITS)
    names, labels = [c.variant.name for c in ranked[:6]], [c.label for c in ranked[:6]]
    assert len(set(names)) < len(names) and len({(c.label, c.problem.key) for c in ranked[:6]}) == len(labels)
    assert labels[0].startswith(names[0] + "-t") and ranked[0].label in ranked[0].line()


def test_a_second_corrupt_cache_does_not_overwrite_the_first_one_set_aside(tmp_path):
    path = tmp_path / "tuning.json"
    for text in ("{first", "{second"):
        path.write_text(text)
        assert TuningCache(path, warn=lambda message: None).lookup(DEVICE, 1, 56, 56, 64, 64, "fp16") is None
    assert (tmp_path / "tuning.json.corrupt").read_text() == "{first"
    assert (tmp_path / "tuning.json.corrupt1").read_text() == "{second"
