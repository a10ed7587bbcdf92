"""The sweep without a GPU: definitions, cases, resumable result files, the table and the plots."""

import json

import pytest
from conftest import PROTOTYPES, REPO
from test_cli_errors import assert_one_line_error, pkf

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.sweep import Ceilings, ResultFiles, SweepDefinition, complete_row, load_definition, sweep_cases
from pkf.sweep_report import markdown_table, plot_all

DEFAULT = REPO / "experiments" / "sweeps" / "default.toml"


@pytest.mark.parametrize("dtype", ["fp16", "int8"])
def test_default_sweep_has_a_saved_prototype_for_every_case(dtype):
    """The GPU machine has no TVM: every prototype the default sweep needs, and its int8 run, must be saved."""
    definition = load_definition(DEFAULT, {"dtype": dtype})
    cases = sweep_cases(definition, Limits.sm90())
    assert {c.problem.h for c in cases} == {224, 320, 448, 512, 640, 768, 960}
    assert {c.problem.method_key for c in cases} == {"f4x3_fp16_accfp32" if dtype == "fp16" else "f2x3_int8_accint32"}
    assert not [c.error for c in cases if c.error]
    for case in cases:
        assert (PROTOTYPES / case.variant.prototype_name(case.problem, "sm_90") / "prototype.cu").is_file(), case
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
    for case in cases:
        assert (PROTOTYPES / case.variant.prototype_name(case.problem, "sm_90") / "prototype.cu").is_file(), case


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
    from pkf.problem import Problem

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
