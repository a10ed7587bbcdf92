"""Bad input: one clear line naming the value and what is valid, exit != 0, nothing half-written."""

import json
import os
import subprocess
import sys

import pytest
from conftest import DEFAULT_PROTOTYPE, PROTOTYPES, REPO, have_gpu

from pkf.errors import PkfError


def pkf(*args, env=None, cwd=None):
    full_env = {**os.environ, "PYTHONPATH": str(REPO), **(env or {})}
    return subprocess.run([sys.executable, "-m", "pkf", *args], capture_output=True, text=True, env=full_env, cwd=cwd)


def assert_one_line_error(done, *needles):
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("pkf: error: ")
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])


@pytest.mark.parametrize(
    "flags, needles",
    [
        (["--schedule", "wgmma", "--c", "40"], ["--c 40", "multiples of 16", "nearest: --c 32", "--schedule thin takes other channel counts"]),
        (["--schedule", "cublas", "--k", "8"], ["--k 8", "multiples of 16", "nearest: --k 16"]),
        (["--schedule", "thin", "--k", "300"], ["--k 300", "at most 256"]),
        (["--c", "3", "--k", "300"], ["--c 3 --k 300", "no schedule takes this problem", "got --k 300 (at most 256)"]),
        (["--h", "2"], ["--h 2", "no schedule takes this problem", "at least the filter size 3"]),
        (["--w", "2", "--m", "4", "--fusion", "none"], ["--w 2", "at least the filter size 3"]),
        (["--m", "3"], ["--m 3", "2, 4, 6"]),
        (["--r", "5"], ["--r 5", "valid: 3"]),
        (["--dtype", "fp8"], ["--dtype fp8", "fp16, int8"]),
        (["--dtype", "int8", "--m", "4"], ["--m 4", "int8 supports F(2,3) only", "valid: 2"]),
        (["--dtype", "int8", "--accum", "fp32"], ["--accum fp32", "int8", "valid: int32"]),
        (["--accum", "bf16"], ["--accum bf16", "fp32, fp16"]),
        (["--n", "0"], ["--n 0", "positive"]),
        (["--fusion", "magic"], ["--fusion magic", "none"]),
        (["--arch", "sm_60"], ["--arch sm_60", "sm_90"]),
        (["--fusion", "none", "--warps", "12"], ["--warps 12", "the none schedule does not take it", "the full, shmem and llc schedules do"]),
        (["--fusion", "full", "--warps", "40"], ["--warps 40", "from the BGEMM's 6", "to 32"]),
        (["--fusion", "full", "--warps", "16", "--split-bgemm"], ["--warps 16 --split-bgemm", "valid: 6, 12, 18"]),
        (["--fusion", "full", "--split-bgemm"], ["--split-bgemm without --warps", "--warps 12"]),
        (["--fusion", "llc", "--itrans-half2"], ["--itrans-half2", "the llc schedule does not take it", "add --schedule full"]),
        (["--fusion", "shmem", "--c", "32", "--itrans-half2"], ["--itrans-half2", "C = 64", "--c 32"]),
        (["--fusion", "shmem", "--otrans-half2"], ["--otrans-half2", "the shmem schedule does not take it", "the full schedule does"]),
        (["--fusion", "full", "--resident-filter", "--accum", "fp16", "--tbm", "32"], ["--tbm 32", "tiles per group", "16, 24"]),
        (["--fusion", "shmem", "--resident-filter", "--accum", "fp16"], ["--resident-filter", "--fusion full, not shmem"]),
        (["--fusion", "full", "--resident-filter", "--accum", "fp16", "--warps", "12"], ["--warps 12", "the resident schedule does not take it"]),
        (["--fusion", "full", "--resident-filter"], ["--resident-filter", "(--accum fp16)", "got --accum fp32"]),
        (["--fusion", "full", "--resident-filter", "--accum", "fp16", "--sms", "1"], ["--sms 1", "block pairs", "at least 2 SMs"]),
        (["--fusion", "shmem", "--sms", "0"], ["--sms 0", "must be positive", "sm_90: 132"]),
        (["--fusion", "shmem", "--shared-limit", "-1"], ["--shared-limit -1", "must be positive", "sm_90: 232448"]),
        (["--fusion", "full", "--tbm", "32", "--warps", "12", "--split-bgemm"],
         ["--tbm 32", "shared memory per block", "valid TBM/TBN/TBK: 16/64/16, 16/64/32"]),
        (["--k", "128", "--fusion", "shmem", "--tbn", "128", "--prefetch"],
         ["--prefetch with C=64, TBN=128", "128 registers per lane", "TBN ≤ 64"]),
        (["--tbm", "24"], ["--tbm 24", "multiple of 16", "valid TBM/TBN/TBK: 16/16/16"]),
        (["--fusion", "llc", "--tbn", "32"], ["--tbn 32", "PKF-LLC needs TBN = K = 64", "16/64/32"]),
        (["--fusion", "shmem", "--tbm", "64"], ["--tbm 64", "shared memory per block", "232448", "32/32/32"]),
        (["--fusion", "shmem", "--tbm", "32", "--shared-limit", "100000"], ["--tbm 32", "the device allows 100000"]),
        (["--fusion", "full", "--tma"], ["--tma", "the full schedule does not take it", "add --schedule resident"]),
        (["--fusion", "none", "--bias"], ["--bias", "the none schedule does not take it", "add --schedule wgmma"]),
        (["--schedule", "wgmma", "--residual"], ["--residual", "the wgmma schedule does not take it", "add --schedule rows"]),
        (["--residual", "--h", "14", "--w", "14"], ["no schedule takes this problem", "rows, F(2,3) fp16 sums: applies residual",
                                                    "--schedule rows builds it"]),
        (["--schedule", "magic"], ["--schedule magic", "valid: wgmma, cublas, thin, rows, resident, full, shmem, llc, syncfree, none"]),
        (["--schedule", "wgmma", "--fusion", "shmem"], ["--fusion shmem", "a form of --fusion full"]),
        (["--schedule", "resident", "--c", "128"], ["--resident-filter", "C = K = 64", "got --c 128"]),
        (["--n", "100000", "--h", "1024", "--w", "1024"], ["26,844 GB", "more than any GPU holds", "split the batch"]),
        (["--arch", "sm_50", "--c", "96"], ["--arch sm_50", "sm_NN with NN >= 70"]),
    ],
)
def test_bad_build_flags(tmp_path, flags, needles):
    out = tmp_path / "out"
    done = pkf("build", *flags, "--out", str(out), "--no-compile")
    assert_one_line_error(done, *needles)
    assert not out.exists()
    assert not [p for p in tmp_path.iterdir()], "a failed build must leave nothing behind"


@pytest.mark.parametrize("schedule", [[], ["--schedule", "rows"]])
def test_channels_refused_with_a_residual_name_no_schedule_that_adds_none(tmp_path, schedule):
    """Only rows adds a residual: the refusal of K = 150 names rows' channels, not the thin schedule (which takes
    those channels but adds no residual)."""
    done = pkf("build", *schedule, "--residual", "--k", "150", "--out", str(tmp_path / "out"), "--no-compile")
    assert_one_line_error(done, "--k 150", "the rows schedule takes C and K multiples of 16", "nearest: --k 144")
    assert "thin" not in done.stderr and "F(4,3)" not in done.stderr
    assert not (tmp_path / "out").exists()


def test_a_bad_arch_is_refused_before_tvm_runs(tmp_path):
    """TVM would have made (and cached) a prototype for a problem no saved one covers before the arch was checked."""
    cache = tmp_path / "cache"
    for flags in (["--c", "96", "--k", "32", "--arch", "sm_50"], ["--schedule", "wgmma", "--c", "96", "--arch", "sm_80"]):
        done = pkf("build", *flags, "--no-compile", "--out", str(tmp_path / "out"), env={"PKF_CACHE": str(cache)})
        assert_one_line_error(done, "--arch")
        assert not cache.exists() and not (tmp_path / "out").exists()


def test_version():
    done = pkf("--version")
    assert done.returncode == 0 and done.stdout.strip().startswith("pkf 0.")


def test_a_schedule_by_name_is_the_long_flags_build(tmp_path):
    """`--schedule wgmma` and the flags it stands for write the same kernel; `pkf schedules` says what it stands for."""
    by_name, by_flags = tmp_path / "name", tmp_path / "flags"
    common = ["--c", "64", "--k", "32", "--h", "48", "--w", "40", "--no-compile"]
    for out, flags in ((by_name, ["--schedule", "wgmma"]),
                       (by_flags, ["--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--m", "2", "--accum", "fp16"])):
        done = pkf("build", *flags, *common, "--out", str(out))
        assert done.returncode == 0, done.stderr
    assert (by_name / "main.cu").read_text() == (by_flags / "main.cu").read_text()
    listed = pkf("schedules").stdout
    assert "pkf build --schedule wgmma  (= --fusion full --resident-filter --tma --wgmma --m 2 --accum fp16)" in listed


@pytest.mark.parametrize("flags", [("--schedule", "wgmma", "--c", "64", "--k", "64", "--h", "32", "--w", "32"),
                                   ("--fusion", "shmem", "--tbm", "32", "--accum", "fp16"),
                                   ("--schedule", "resident", "--tbm", "24")],
                         ids=["wgmma", "shmem-32", "resident-24"])
def test_a_build_folder_rebuilds_its_own_schedule(tmp_path, flags):
    """`--from-prototype` of a build's folder, with no schedule named, builds that build's variant again (its block
    tile included), not the baseline."""
    first, again = tmp_path / "first", tmp_path / "again"
    saved = {"PKF_PROTOTYPES": str(PROTOTYPES)}  # the first build's prototype, without TVM
    done = pkf("build", *flags, "--no-compile", "--out", str(first), env=saved)
    assert done.returncode == 0, done.stderr
    done = pkf("build", "--from-prototype", str(first), "--no-compile", "--out", str(again))
    assert done.returncode == 0, done.stderr
    record = lambda folder: json.loads((folder / "build.json").read_text())
    assert record(again)["variant"] == record(first)["variant"] and record(again)["schedule"] == record(first)["schedule"]
    assert (again / "main.cu").read_text() == (first / "main.cu").read_text()


def test_an_automatic_build_from_a_saved_prototype_takes_a_variant_of_its_tile(tmp_path):
    out = tmp_path / "out"
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--no-compile", "--out", str(out))
    assert done.returncode == 0, done.stderr
    variant = json.loads((out / "build.json").read_text())["variant"]
    assert (variant["tbm"], variant["tbn"], variant["tbk"]) == (16, 64, 32) and variant["fusion"] != "none"


def test_flags_that_contradict_the_saved_prototype(tmp_path):
    out = tmp_path / "out"
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--h", "448", "--out", str(out), "--no-compile")
    assert_one_line_error(done, "--h 448", "h=224")
    assert not out.exists()


def test_tile_that_differs_from_the_saved_prototype(tmp_path):
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--tbn", "32", "--out", str(tmp_path / "o"))
    assert_one_line_error(done, "--tbm/--tbn/--tbk 16/32/32", "16/64/32")


def test_missing_prototype_directory(tmp_path):
    done = pkf("build", "--from-prototype", str(tmp_path / "nowhere"), "--out", str(tmp_path / "o"))
    assert_one_line_error(done, "nowhere", "prototype.cu")


def test_missing_nvcc_leaves_no_build_directory(tmp_path):
    out = tmp_path / "out"
    env = {"PATH": os.path.dirname(sys.executable) + ":/usr/bin:/bin", "PKF_NVCC": "", "CUDA_HOME": ""}
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--out", str(out), env=env)
    assert_one_line_error(done, "nvcc not found", "--no-compile")
    assert not out.exists()
    assert not [p for p in tmp_path.iterdir()]


def test_refuses_to_overwrite_a_foreign_directory(tmp_path):
    (tmp_path / "precious.txt").write_text("keep me")
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--out", str(tmp_path), "--no-compile")
    assert_one_line_error(done, str(tmp_path), "holds precious.txt, which pkf did not write")
    assert (tmp_path / "precious.txt").read_text() == "keep me"


def build_into(out, cwd=None):
    return pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--out", str(out), "--no-compile", cwd=cwd)


def test_a_build_replaces_only_a_folder_of_its_own_earlier_output(tmp_path):
    out = tmp_path / "b"
    assert build_into(out).returncode == 0
    written = (out / ".pkf-files").read_text().splitlines()
    assert {"build.json", "main.cu", "prototype.cu"} <= set(written)
    assert build_into(out).returncode == 0  # an earlier build of pkf's: replaced
    (out / "README").write_text("the user's")
    (out / "src").mkdir()
    (out / "src" / "kernel.cu").write_text("the user's too")
    before = sorted(p.name for p in out.rglob("*"))
    assert_one_line_error(build_into(out), "holds README, which pkf did not write")
    assert sorted(p.name for p in out.rglob("*")) == before and (out / "README").read_text() == "the user's"
    assert not list(tmp_path.glob(".b.*"))  # no staging folder left behind


def test_a_folder_that_merely_has_a_build_record_is_not_replaced(tmp_path):
    (tmp_path / "build.json").write_text("{}")
    (tmp_path / "prototype.cu").write_text("// the user's")
    assert_one_line_error(build_into(tmp_path), "which pkf did not write")
    assert (tmp_path / "prototype.cu").read_text() == "// the user's"


def test_out_as_the_current_folder_a_file_or_an_unwritable_path_is_one_line(tmp_path):
    out = tmp_path / "b"
    assert build_into(out).returncode == 0
    listed = sorted(p.name for p in out.iterdir())
    assert_one_line_error(build_into(".", cwd=out), "is the current folder")
    assert sorted(p.name for p in out.iterdir()) == listed  # neither emptied nor half-written
    (tmp_path / "afile").write_text("keep")
    assert_one_line_error(build_into(tmp_path / "afile"), "is a file, not a folder")
    assert (tmp_path / "afile").read_text() == "keep"
    assert_one_line_error(build_into(tmp_path / "afile" / "below"), "cannot be written")
    assert_one_line_error(build_into("/proc/pkf-no/such"), "cannot be written")


def test_a_sweep_does_not_write_over_a_users_results(tmp_path):
    from pkf.sweep import ResultFiles

    (tmp_path / "results.jsonl").write_text("the user's own results")
    with pytest.raises(PkfError, match="holds results.jsonl, which pkf did not write"):
        ResultFiles(tmp_path, resume=False)
    assert (tmp_path / "results.jsonl").read_text() == "the user's own results"


def test_run_without_a_build(tmp_path):
    assert_one_line_error(pkf("run", str(tmp_path)), str(tmp_path), "pkf_main")


@pytest.mark.nvcc
@pytest.mark.skipif(have_gpu(), reason="this machine has a GPU")
def test_run_without_a_gpu(tmp_path):
    out = tmp_path / "b"
    built = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--out", str(out))
    assert built.returncode == 0, built.stderr
    assert_one_line_error(pkf("run", str(out)), "no CUDA GPU")


def test_space_lists_the_valid_tiles_with_their_figures():
    done = pkf("space", "--fusion", "shmem,llc")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "shared/block 232448 B" in lines[0] or "GPU 0" in lines[0]
    assert any(line.split()[:4] == ["shmem", "32", "32", "32"] and line.endswith("ok") for line in lines)
    assert not any(line.split()[:3] == ["llc", "16", "32"] for line in lines), "llc needs TBN = K"
    every = pkf("space", "--fusion", "llc", "--all").stdout
    assert "PKF-LLC needs TBN = K = 64" in every


def test_sources_only_build_writes_a_complete_directory(tmp_path):
    out = tmp_path / "b"
    done = pkf("build", "--from-prototype", str(DEFAULT_PROTOTYPE), "--out", str(out), "--no-compile")
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in out.iterdir()) == [".pkf-files", "build.json", "launch.json", "main.cu", "prototype.cu"]
    assert (out / ".pkf-files").read_text().split() == ["build.json", "launch.json", "main.cu", "prototype.cu"]


def test_a_harness_that_never_ends_is_stopped_with_a_one_line_error(tmp_path):
    from pkf.harness.run import execute
    from pkf.errors import PkfError

    hung = tmp_path / "pkf_main"
    hung.write_text("#!/bin/sh\nsleep 30\n")
    hung.chmod(0o755)
    with pytest.raises(PkfError, match=r"^pkf run b: the harness did not finish in 0.5 s; .*deadlock") as error:
        execute(hung, "pkf run b", timeout_s=0.5, reps=3)
    assert "\n" not in str(error.value)


def bad_inputs(tmp_path):
    """(arguments, what the one line must name) for every command, one or more bad inputs each."""
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    bad_sweep = tmp_path / "bad.toml"
    bad_sweep.write_text('name = "bad"\nsizes = "224"\nvariants = ["none"]\n')
    return [
        (["prototype", "--m", "3"], "--m 3"),
        (["prototype", "--arch", "sm_50"], "--arch sm_50"),
        (["build", "--out", str(a_file), "--no-compile"], "is a file"),
        (["build", "--schedule", "fastest"], "--schedule fastest"),
        (["prune", str(tmp_path / "nothing")], "nothing"),
        (["space", "--c", "0"], "--c 0"),
        (["sweep", "--sizes", "abc"], "--sizes abc"),
        (["sweep", str(bad_sweep), "--out", str(tmp_path / "sw")], "sizes"),
        (["sweep", "--arch", "sm_50"], "--arch sm_50"),
        (["tune", "--top", "0"], "--top: 0: must be at least 1"),
        (["run", str(tmp_path / "nothing"), "--reps", "0"], "--reps: 0: must be at least 1"),
        (["sweep", "--jobs", "-2"], "--jobs: -2: must be at least 1"),
        (["build", "--prune", "--tolerance", "nan"], "--tolerance: nan: must be a finite number above 0"),
        (["build", "--prune", "--check-size", "2"], "--check-size: 2: must be at least 3"),
        (["build", "--shared-limit", "5", "--no-compile"], "no tile fits in 5 bytes of shared memory a block"),
        (["emulate", str(tmp_path / "nothing"), "--seeds", "x"], "--seeds: 'x' is not an integer"),
        (["tune", "--n", "100000", "--h", "2048", "--w", "2048"], "more than any GPU holds"),
        (["run", str(tmp_path / "nothing")], "no pkf_main binary"),
        (["emulate", str(tmp_path / "nothing")], "not a pkf build directory"),
        (["build", "--h", "abc"], "--h"),
        (["frobnicate"], "frobnicate"),
    ]


def test_every_command_answers_bad_input_in_one_line(tmp_path):
    """Each command, given bad input, says so in one line on stderr and exits non-zero: never a traceback."""
    for arguments, needle in bad_inputs(tmp_path):
        done = pkf(*arguments, cwd=tmp_path)
        assert "Traceback" not in done.stderr, (arguments, done.stderr[-600:])
        assert done.returncode != 0, arguments
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and needle in lines[0], (arguments, done.stderr)


def test_a_bug_reaches_the_user_as_one_line_and_its_traceback_on_request(monkeypatch, capsys):
    from pkf import cli

    def broken(args):
        raise KeyError("residual")  # e.g. a template variable a renderer forgot
    monkeypatch.setattr(cli, "cmd_schedules", broken)
    assert cli.main(["schedules"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pkf: internal error (KeyError): 'residual'") and "PKF_TRACEBACK=1" in lines[0]
    monkeypatch.setenv("PKF_TRACEBACK", "1")
    with pytest.raises(KeyError):
        cli.main(["schedules"])
