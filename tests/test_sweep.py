"""The sweep without a GPU: definitions, cases, resumable result files, the table and the plots."""

import json

import pytest
from conftest import PROTOTYPES, REPO
from test_cli_errors import assert_one_line_error, pkf

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.sweep import Ceilings, ResultFiles, SweepDefinition, complete_row, load_definition, sweep_cases
from pkf.sweep_report import markdown_table, plot_all

DEFAULT = REPO / "experiments" / "sweeps" / "default.toml"


def assert_prototypes_saved(cases):
    """The GPU machine has no TVM: each case's prototype (its schedule's stand-in problem's, where it has one) is saved."""
    from pkf.reconstructor.schedules import schedule_of

    for case in cases:
        stand_in = schedule_of(case.variant).prototype_problem(case.problem)
        assert (PROTOTYPES / case.variant.prototype_name(stand_in, "sm_90") / "prototype.cu").is_file(), case


@pytest.mark.parametrize("dtype", ["fp16", "int8"])
def test_default_sweep_has_a_saved_prototype_for_every_case(dtype):
    """The GPU machine has no TVM: every prototype the default sweep needs, and its int8 run, must be saved."""
    definition = load_definition(DEFAULT, {"dtype": dtype})
    cases = sweep_cases(definition, Limits.sm90())
    assert {c.problem.h for c in cases} == {224, 320, 448, 512, 640, 768, 960}
    assert {c.problem.method_key for c in cases} == {"f4x3_fp16_accfp32" if dtype == "fp16" else "f2x3_int8_accint32"}
    assert not [c.error for c in cases if c.error]
    assert_prototypes_saved(cases)
    labels = {c.label for c in cases}
    assert labels >= {"tvm-none", "pkf-shmem-32", "pkf-llc-16", "pkf-full-16"}
    # The prune reports are for F(4,3) fp16: int8's kernels are other kernels.
    assert ("pkf-shmem-16-pruned" in labels) == (dtype == "fp16")


def test_full_sweep_has_a_saved_prototype_for_every_case():
    """The sweep of the full fusion's best configurations (fp16 sums) runs from saved prototypes too."""
    cases = sweep_cases(load_definition(REPO / "experiments" / "sweeps" / "full.toml", {}), Limits.sm90())
    assert not [c.error for c in cases if c.error]
    assert {c.label for c in cases} == {"pkf-full-16", "pkf-full-32-pf", "pkf-full-32-w12-pf", "pkf-full-32-w12-split-pf",
                                            "pkf-full-32-w12-split-h2-pf", "pkf-full-32-w12-split-h2-oh2-pf"}
    assert {c.problem.method_key for c in cases} == {"f4x3_fp16_accfp16"}
    assert_prototypes_saved(cases)


@pytest.mark.parametrize("name, flags", [("random-1129", []), ("random-1130-fp32", ["--layers", "10", "--accum", "fp32"])])
def test_the_random_sweeps_are_their_generator_s_draw_and_run_from_saved_prototypes(name, flags):
    """The layers drawn at random (experiments/random_shapes.py) are the committed definition, re-made from its seed, and
    the GPU machine (no TVM) has every prototype their automatic choices are built from."""
    import subprocess
    import sys

    path = REPO / "experiments" / "sweeps" / f"{name}.toml"
    seed = name.split("-")[1]
    drawn = subprocess.run([sys.executable, str(REPO / "experiments" / "random_shapes.py"), "--seed", seed, *flags],
                           capture_output=True, text=True, check=True).stdout
    assert drawn == path.read_text()
    cases = sweep_cases(load_definition(path, {}), Limits.sm90())
    assert len(cases) == 2 * drawn.count("{ name =") and not [c.error for c in cases if c.error]
    assert_prototypes_saved(cases)


def test_flags_override_the_definition_and_bad_values_are_named(tmp_path):
    definition = load_definition(DEFAULT, {"sizes": [224], "variants": ["llc-32"]})
    assert definition.sizes == (224,) and definition.variants == ("llc-32",) and definition.problems()[0].m == 4
    bad = tmp_path / "bad.toml"
    bad.write_text('sizez = [224]\n')
    with pytest.raises(PkfError, match="unknown key 'sizez'"):
        load_definition(bad, {})
    with pytest.raises(PkfError, match="--fusion magic"):
        load_definition(None, {"variants": ["magic-16"]})
    assert_one_line_error(pkf("sweep", "--sizes", "2"), "--h 2", "at least the filter size 3")


def test_a_variant_that_does_not_fit_is_a_failed_row_not_a_crash():
    cases = sweep_cases(SweepDefinition(sizes=(224,), variants=("full-32",)), Limits.sm90())
    assert cases[0].variant is None and "shared memory" in cases[0].error


def test_result_files_resume_and_keep_every_row(tmp_path):
    files = ResultFiles(tmp_path, resume=False)
    files.add({"size": 224, "problem": "p224", "variant": "tvm-none", "median_us": 50.0})
    files.add({"size": 224, "problem": "p224", "variant": "pkf-llc-16", "status": "failed", "error": "nvcc"})
    again = ResultFiles(tmp_path, resume=True)
    assert again.done("p224", "tvm-none") and not again.done("p448", "tvm-none")
    assert not again.done("p224", "pkf-llc-16")  # a failed row is tried again
    assert len((tmp_path / "results.csv").read_text().splitlines()) == 3
    assert ResultFiles(tmp_path, resume=False).rows == []


def test_table_and_plots_from_rows(tmp_path):
    ceilings = Ceilings(3000.0, 600.0)
    rows = [{"size": None, "problem": "-", "variant": "ceilings", "copy_gbps": 3000.0, "matmul_tflops": 600.0}]
    for size in (224, 448):
        problem = Problem(h=size, w=size)
        refs = {}
        for variant, us, nbytes in (("cudnn-winograd", 800.0, None), ("cudnn-fastest", 30.0, None),
                                    ("tvm-none", 50.0, 40e6), ("pkf-full-16", 45.0, 15e6)):
            row = {"size": size, "problem": problem.key, "variant": variant, "median_us": us * size / 224,
                   "p10_us": us, "p90_us": us * 1.1, "bytes": nbytes, "rel_l2": 3.8e-3, "status": "pass"}
            row = complete_row(row, problem, ceilings, refs)
            refs[(problem.key, variant)] = row["median_us"]
            rows.append(row)
    full = rows[-1]
    assert full["vs_cudnn_fastest"] == pytest.approx(30.0 / 45.0)
    assert full["vs_none"] == pytest.approx(50.0 / 45.0)
    assert full["floor_us"] == pytest.approx(15e6 / 3e6)
    table = markdown_table(rows)
    assert "| 448 | pkf-full-16 |" in table and "3000 GB/s" in table
    for path in plot_all(rows, tmp_path, "test"):
        assert path.stat().st_size > 10_000
    json.dumps(rows)


NETWORKS = REPO / "experiments" / "sweeps" / "networks.toml"


def test_the_networks_suite_has_every_layer_at_every_batch():
    definition = load_definition(NETWORKS, {})
    requests = definition.requests()
    assert len(requests) == 13 * 3 and {r["n"] for r in requests} == {1, 8, 32}
    assert {(r["layer"], r["h"], r["w"]) for r in requests} >= {("resnet-512@7", 7, 7), ("sr-64@1080p", 1080, 1920)}
    assert all(r["c"] == r["k"] for r in requests)


def test_the_suite_is_built_by_the_automatic_choice_and_refusals_are_rows():
    cases = sweep_cases(load_definition(NETWORKS, {}), Limits.sm90())
    assert len(cases) == 39
    for case in cases:
        assert (case.variant is None) == (case.error is not None) == (case.problem is None), case
        assert case.request["layer"]
    refused = [c for c in cases if c.variant is None]
    assert all("no schedule takes this problem" in c.error and "\n" not in c.error for c in refused)
    assert not [c for c in cases if c.request["layer"] == "vgg-64@224" and c.variant is None]


def test_a_suite_layer_needs_a_name_a_channel_count_and_a_size(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('variants = ["auto"]\nlayers = [{ name = "x", c = 64 }]\n')
    with pytest.raises(PkfError, match="missing h"):
        load_definition(bad, {})
    bad.write_text('variants = ["auto"]\nlayers = [{ name = "x", c = 64, h = 8, stride = 2 }]\n')
    with pytest.raises(PkfError, match="unknown stride"):
        load_definition(bad, {})


def test_a_suite_report_has_a_plot_per_layer_and_batch(tmp_path):
    from pkf.sweep_report import plot_layers

    rows = [{"layer": "a@8", "n": n, "variant": "pkf-full-16", "vs_cudnn_fastest": 1.0 + n / 10, "size": 8, "problem": "p"}
            for n in (1, 8)] + [{"layer": "b@8", "n": 1, "variant": "auto", "status": "refused", "size": 8, "problem": "q"}]
    path = plot_layers(rows, tmp_path, "test")
    assert path.is_file() and path.stat().st_size > 1000
    table = markdown_table(rows)
    assert "a@8 N=8" in table and "b@8 N=1" in table


def fake_result(case, us: float, rel_l2: float = 1e-3):
    from pkf.harness.run import Result

    return Result(problem={}, variant={}, device="fake", median_us=us, p10_us=us, p90_us=us, rel_l2=rel_l2, max_abs=0.0,
                  not_finite=0, bytes=1, flops=1, gbps=1.0, tflops=1.0, seed=1, reps=10)


def test_a_problem_that_fails_mid_sweep_is_a_row_and_the_sweep_goes_on(tmp_path, monkeypatch):
    """Out of memory in the baseline, a hung kernel, a launch error and a wrong result each become a row with its
    status; every other problem is still measured (a fake runner: no GPU)."""
    from pkf import sweep
    from pkf.harness.run import HarnessTimeout

    definition = SweepDefinition(name="t", variants=("auto",), batches=(1, 2), layers=(
        {"name": "a", "c": 64, "h": 32}, {"name": "b", "c": 64, "h": 48}, {"name": "c", "c": 128, "h": 16}))
    monkeypatch.setattr(sweep, "gpu_count", lambda: 1)
    monkeypatch.setattr(sweep, "device_name", lambda: "Fake GPU")
    monkeypatch.setattr(sweep, "measure_ceilings", lambda: Ceilings(3000.0, 700.0))
    monkeypatch.setattr(sweep, "build_case", lambda job: (None, 0.1))
    monkeypatch.setattr(sweep, "_build_cudnn", lambda job: (job[1] / "cudnn_main", None))

    def baselines(problem, binary, error, reps, timeout_s=None, top=3):
        if problem.h == 48 and problem.n == 2:
            raise RuntimeError("CUDA out of memory. Tried to allocate 8.50 GiB\nmore text")
        return [{"size": problem.h, "problem": problem.key, "variant": v, "status": "reference", "median_us": 10.0,
                 "algo": "IMPLICIT_PRECOMP_GEMM/NHWC"} for v in ("cudnn-winograd", "cudnn-fastest")]

    def runner(directory, reps, timeout_s=None):
        if "h32_w32" in directory.name and "n2_" in directory.name:
            raise HarnessTimeout("pkf run: the harness did not finish in 120 s")
        if "h48_w48" in directory.name and "n1_" in directory.name:
            raise PkfError("pkf run: harness exited 4: pkf-harness: CUDA error cudaErrorLaunchFailure")
        return fake_result(None, 5.0, rel_l2=0.5 if "c128" in directory.name and "n2_" in directory.name else 1e-3)

    monkeypatch.setattr(sweep, "baseline_rows", baselines)
    monkeypatch.setattr(sweep, "run_binary", runner)
    result = sweep.run_sweep(definition, tmp_path / "out", tmp_path / "builds", jobs=1, show_progress=False,
                             baselines=sweep.BaselineCache(tmp_path / "baselines.json"))
    pkf_rows = [r for r in result.rows if r["variant"] not in ("ceilings", "cudnn-fastest", "cudnn-winograd")]
    assert len(pkf_rows) == 6  # every problem measured, whatever failed before it
    status = {(r["h"], r["n"]): r["status"] for r in pkf_rows}
    assert status == {(32, 1): "pass", (32, 2): "hung", (48, 1): "failed", (48, 2): "pass", (16, 1): "pass", (16, 2): "wrong result"}
    failed_baseline = [r for r in result.rows if r["variant"] == "cudnn-fastest" and r["status"] == "failed"]
    assert len(failed_baseline) == 1 and failed_baseline[0]["error"].startswith("RuntimeError: CUDA out of memory")
    assert "\n" not in failed_baseline[0]["error"]
    assert sweep.status_counts(result.rows) == {"pass": 3, "hung": 1, "failed": 3, "wrong result": 1, "reference": 10}
    written = (tmp_path / "out" / "results.csv").read_text()
    assert written.count("\n") == 1 + 6 + 12 and ",hung," in written


def test_the_baseline_cache_is_used_again_kept_per_cudnn_version_and_survives_a_corrupt_file(tmp_path, monkeypatch):
    from pkf import sweep
    problem = Problem(n=1, h=32, w=32, c=64, k=64)
    measured = []

    def baselines(problem, binary, error, reps, timeout_s=None, top=3):
        measured.append(problem.key)
        return [{"problem": problem.key, "variant": "cudnn-fastest", "status": "reference", "median_us": 9.0}]

    monkeypatch.setattr(sweep, "baseline_rows", baselines)
    cache = sweep.BaselineCache(tmp_path / "baselines.json", warn=lambda m: warnings.append(m))
    warnings = []
    rows, source = sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)
    assert source == "measured" and rows[0]["median_us"] == 9.0 and len(measured) == 1
    rows, source = sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)
    assert source == "cached" and rows[0]["median_us"] == 9.0 and len(measured) == 1  # hit: not timed again
    assert sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=True)[1] == "measured"
    assert sweep.measure_baselines(problem, (None, None), 10, 60, cache, "Other GPU", fresh=False)[1] == "measured"
    monkeypatch.setattr(sweep, "cudnn_version", lambda: "cuDNN 99999")  # another cuDNN: stale, measured again
    assert sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)[1] == "measured"
    assert len(measured) == 4
    (tmp_path / "baselines.json.corrupt").write_text("an earlier corrupt file, kept")
    (tmp_path / "baselines.json").write_text("{not json")
    assert cache.get("anything") is None and "moved to baselines.json.corrupt1" in warnings[0]
    assert (tmp_path / "baselines.json.corrupt").read_text() == "an earlier corrupt file, kept"
    assert sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)[1] == "measured"
    assert json.loads((tmp_path / "baselines.json").read_text())["format"] == sweep.BASELINE_FORMAT


def test_a_failed_baseline_is_not_cached(tmp_path, monkeypatch):
    from pkf import sweep
    monkeypatch.setattr(sweep, "baseline_rows", lambda problem, *a, **k: [
        {"problem": problem.key, "variant": "cudnn-fastest", "status": "failed", "error": "out of memory"}])
    cache = sweep.BaselineCache(tmp_path / "baselines.json")
    problem = Problem(n=1, h=32, w=32, c=64, k=64)
    sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)
    assert sweep.measure_baselines(problem, (None, None), 10, 60, cache, "GPU", fresh=False)[1] == "measured"


def test_a_problem_cudnn_refuses_is_unsupported_for_its_winograd_row(monkeypatch, tmp_path):
    """N = 32 at 1080p: cuDNN's legacy API refuses the tensors (over 2^31 elements), so the harness fails with
    CUDNN_STATUS_NOT_SUPPORTED; cuDNN's fastest still comes from PyTorch's pick, and the Winograd row is unsupported,
    not a failure that fails the sweep. Any other error stays a failure."""
    from pkf import sweep
    from pkf.errors import PkfError
    refused = "cuDNN baseline: harness exited 5: pkf-harness: cuDNN error CUDNN_STATUS_NOT_SUPPORTED at cudnn.cu:330"

    def run_cudnn(binary, **kwargs):
        raise PkfError(refused)

    monkeypatch.setattr(sweep, "run_cudnn", run_cudnn)
    import pkf.harness.baselines as baselines

    monkeypatch.setattr(baselines, "torch_fastest", lambda problem, reps: {"median_us": 5645.7, "rel_l2": 2e-4}, raising=False)
    rows = {r["variant"]: r for r in sweep.baseline_rows(Problem(n=32, h=1080, w=1920, c=64, k=64), tmp_path / "cudnn", None, 10)}
    assert rows["cudnn-winograd"]["status"] == "unsupported" and "refuses" in rows["cudnn-winograd"]["error"]
    assert rows["cudnn-fastest"]["status"] == "reference" and rows["cudnn-fastest"]["median_us"] == 5645.7
    rows = {r["variant"]: r for r in sweep.baseline_rows(Problem(n=1, h=32, w=32, c=64, k=64), None, "nvcc failed", 10)}
    assert rows["cudnn-winograd"]["status"] == "failed"


@pytest.mark.parametrize(("first_ms", "expected"), [
    (0.02, (20, 200)),      # a 20 us kernel: the counts asked for
    (8.0, (12, 50)),        # 8 ms: as many as fit in the 400 ms budget
    (150.0, (1, 10)),       # 150 ms (N = 32 at 1080p): one warm-up, the minimum of ten timed
])
def test_the_time_budget_sets_the_repetitions(first_ms, expected):
    from pkf.harness.baselines import timing_plan

    assert timing_plan(first_ms, 20, 200, 400.0) == expected


def test_layers_and_batches_select_part_of_a_suite():
    from pkf.sweep import select

    definition = load_definition(REPO / "experiments" / "sweeps" / "networks.toml", {})
    part = select(definition, "vgg-64@224,sr-64@1080p", "1,8")
    assert [r["layer"] for r in part.requests()] == ["vgg-64@224"] * 2 + ["sr-64@1080p"] * 2
    assert [r["n"] for r in part.requests()] == [1, 8, 1, 8]
    with pytest.raises(PkfError, match="'vgg-1@1' is not a layer of networks; its layers: resnet-64@56"):
        select(definition, "vgg-1@1", None)
    with pytest.raises(PkfError, match="--batches 1,x: comma-separated"):
        select(definition, None, "1,x")


def test_a_sweep_file_with_a_value_of_the_wrong_type_is_one_line(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('sizes = "224"\n')
    with pytest.raises(PkfError, match=r"sizes = '224': a list of int, e.g. sizes = \[224, 448\]"):
        load_definition(path, {})
    assert_one_line_error(pkf("sweep", str(path)), "sizes = '224'")
    assert_one_line_error(pkf("sweep", "--sizes", "abc"), "--sizes abc")


def test_a_bug_in_building_one_case_or_baseline_is_that_jobs_error_not_the_sweeps_end(monkeypatch, tmp_path):
    from pkf import sweep

    def broken(*args, **kwargs):
        raise NameError("'residual' is undefined")  # e.g. a template variable a renderer forgot
    monkeypatch.setattr(sweep, "build_cudnn_harness", broken)
    monkeypatch.setattr(sweep, "obtain_prototype", broken)
    binary, error = sweep._build_cudnn((Problem(), tmp_path / "cudnn", "sm_90"))
    assert binary is None and error == "NameError: 'residual' is undefined"
    case = next(c for c in sweep.sweep_cases(SweepDefinition(name="t", variants=("auto",), batches=(1,), layers=(
        {"name": "a", "c": 64, "h": 32},)), Limits.sm90()) if c.problem is not None)
    error, _ = sweep.build_case((case, tmp_path / "case", "sm_90", (), 132))
    assert error == "NameError: 'residual' is undefined"
