"""pkf installs from a wheel, not only from the source tree: `pip install` of the built wheel into a fresh venv,
then `pkf build` of the wgmma schedule from a folder outside the repository. The venv sees the dependencies already
installed here (no download); pkf itself comes only from the wheel, and installs no generic top-level names."""

import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PROTOTYPE = REPO / "experiments" / "prototypes" / "n1_h224_w224_c64_k64_f2x3_fp16_accfp16_tile16x64x32_sm_90"


def run(command, **kwargs):
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    assert done.returncode == 0, f"{' '.join(map(str, command))}:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return done


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "pkf"  # a clean copy: no build/ or .venv/ of this checkout
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(".git", ".venv", "build", "results", "prototypes", "*.egg-info", "__pycache__"))
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)])
    return next(out.glob("pkf-*.whl"))


def test_the_wheel_ships_every_template_under_the_pkf_name(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    top = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
    assert top == {"pkf"}
    templates = {Path(name).name for name in names if name.startswith("pkf/templates/")}
    assert {path.name for path in (REPO / "templates").iterdir() if path.suffix in (".j2", ".cuh")} <= templates


def test_the_installed_wheel_builds_the_wgmma_schedule_from_elsewhere(wheel, tmp_path):
    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    # The dependencies installed here, visible to the new venv; a .pth line adds the folder without running the
    # .pth files in it, so this checkout's editable pkf stays out.
    site = Path(run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    (site / "outer.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    run([str(python), "-m", "pip", "install", "--no-deps", "-q", str(wheel)])
    where = run([str(python), "-c", "import pkf.reconstructor, pkf.templates; print(pkf.reconstructor.__file__)"], cwd=tmp_path)
    assert where.stdout.startswith(str(site)), where.stdout
    out = tmp_path / "elsewhere" / "wg"
    compile_flag = [] if shutil.which("nvcc") else ["--no-compile"]
    run([str(venv / "bin" / "pkf"), "build", "--fusion", "full", "--resident-filter", "--tma", "--wgmma", "--m", "2",
         "--accum", "fp16", "--from-prototype", str(PROTOTYPE), "--out", str(out), *compile_flag], cwd=tmp_path)
    assert "pkf_full_wg_itrans_bgemm_otrans" in (out / "main.cu").read_text()
    if not compile_flag:
        assert (out / "pkf_main").is_file()
    # every other schedule too, from the prototypes the sweeps use (sources only: the compiles are tested elsewhere)
    from pkf.reconstructor.schedules import REGISTRY

    built = {"wgmma"}
    for prototype, flags in OTHER_SCHEDULES:
        out = tmp_path / "elsewhere" / "-".join(flags).replace("--", "")
        run([str(venv / "bin" / "pkf"), "build", *flags, "--from-prototype", str(REPO / "experiments" / "prototypes" / prototype),
             "--out", str(out), "--no-compile", "--explain"], cwd=tmp_path)
        built.add(run([str(venv / "bin" / "python"), "-c", f"import json; print(json.load(open({str(out / 'build.json')!r}))['schedule'])"]).stdout.strip())
    assert built == {schedule.name for schedule in REGISTRY}


F43_FP32 = "n1_h224_w224_c64_k64_f4x3_fp16_accfp32_tile16x64x32_sm_90"
F43_FP16 = "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x32_sm_90"
OTHER_SCHEDULES = [
    (F43_FP32, ["--fusion", "none"]), (F43_FP32, ["--fusion", "syncfree"]), (F43_FP32, ["--fusion", "shmem"]),
    (F43_FP32, ["--fusion", "llc"]), (F43_FP32, ["--fusion", "full"]), (F43_FP32, ["--schedule", "cublas"]),
    (F43_FP16, ["--fusion", "full", "--resident-filter", "--tma"]),
    ("n1_h16_w16_c64_k64_f2x3_fp16_accfp32_tile16x32x32_sm_90", ["--schedule", "thin"]),
    ("n1_h16_w16_c64_k64_f2x3_fp16_accfp32_tile16x32x32_sm_90", ["--schedule", "rows"]),
]
