"""The resident-filter schedule with its input by TMA boxes (`--tma`, reconstructor/tma_box.py):
the launch goes through the host launcher, ITrans reads only the box, OTrans writes each task's tile of
the group's 4 x 4 square and reads its M where the BGEMM wrote it; the rewrite refuses patches it does
not recognise; bad flags get one-line errors; the build compiles for sm_90 and, on a GPU, is correct."""

import pytest
import regex
from conftest import PROTOTYPES, evaluate
from test_cli_errors import assert_one_line_error, pkf
from test_resident_filter import PROTOTYPE, accesses, m_offset, program

from pkf.harness.run import TOLERANCE, run_harness
from pkf.records import Prototype
from pkf.reconstructor.resident_filter import resident_shared_bytes
from pkf.sweep import variant_for
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.passes import attach_launches
from pkf.reconstructor.resident_filter import transform_bodies
from pkf.reconstructor.tma_box import itrans_patch_from_box

ENV = {"PKF_PROTOTYPES": str(PROTOTYPES)}
TMA = ("--fusion", "full", "--resident-filter", "--accum", "fp16", "--tma")


def test_the_kernel_takes_a_tensor_map_and_is_launched_by_its_host_launcher():
    problem, variant, built = program("full-rf16-h2-oh2-tma")
    (launch,) = built.pipeline
    assert variant.name == "pkf-full-rf16-h2-oh2-tma"
    assert launch.host_launcher == "pkf_full_rf16_tma_itrans_bgemm_otrans_launch" and launch.args == ("U", "x", "y")
    assert launch.dynamic_shared_bytes == resident_shared_bytes(problem, variant) == 2 * 36 * 16 * 64 * 2 + 2 * 18 * 18 * 64 * 2
    assert "const __grid_constant__ CUtensorMap x_map" in built.cuda and "x_ptr" not in built.cuda
    assert "static void pkf_full_rf16_tma_itrans_bgemm_otrans_launch(" in built.cuda


def test_itrans_reads_its_patch_from_the_box_only():
    _, _, built = program("full-rf16-h2-oh2-tma")
    loads = regex.findall(r"pkf_patch\[(\w+)\] = ", built.cuda)
    assert loads == ["q"]  # the box loop, no global load left
    assert "pkf_patch[q] = *(const half2*)(pkf_box_tile + ((q / 6) * 18 + q % 6) * 64);" in built.cuda


def test_otrans_writes_each_tasks_tile_of_the_square_and_reads_its_m():
    problem, variant, built = program("full-rf16-h2-oh2-tma")
    stores = regex.compile(r"\*\(half2\*\)\(y_ptr \+ (?P<idx>.*)\) = Y_tile_local_ptr\[\d+\];")  # (first output) + pixel
    y_stores = [m["idx"] for m in stores.finditer(built.cuda)]
    m_loads = accesses(built.cuda, "pkf_m_tile")
    plane, tiles_w, squares_w = variant.tbm * problem.c, problem.w // 4, problem.w // 16
    for group, task, k_half in ((0, 0, 0), (15, 77, 1), (195, 255, 1)):
        values = {"pkf_group": group, "pkf_otrans_task": task, "pkf_k_half": k_half, "pkf_m_offset": m_offset}
        ty = group // squares_w * 4 + (task >> 4) // 4
        tx = group % squares_w * 4 + (task >> 4) % 4
        k = 32 * k_half + 2 * (task & 15)
        want = sorted(((4 * ty + i) * problem.w + 4 * tx + j) * problem.k + k for i in range(4) for j in range(4))
        assert sorted(evaluate(s, **values) for s in y_stores) == want
        got = sorted({evaluate(s, **values) for s in m_loads})
        assert got == [p * plane + m_offset(task >> 4, 2 * (task & 15)) for p in range(problem.alpha ** 2)]
    assert tiles_w == 56


def itrans_body():
    prototype = Prototype.load(PROTOTYPES / PROTOTYPE)
    source = attach_launches(split_kernels(prototype.cuda), prototype)
    return transform_bodies(source, prototype.problem, variant_for(prototype.problem, "full-rf16-h2-oh2"))[0]


def test_the_rewrite_names_what_it_did_not_find():
    body = itrans_body()
    assert itrans_patch_from_box(body, 224, 64, 18).count("x_ptr") == 0
    with pytest.raises(NoMatch, match="PATCH_DECLARATION"):
        itrans_patch_from_box(body.replace("half2 pkf_patch[36];", "half2 pkf_window[36];"), 224, 64, 18)
    with pytest.raises(NoMatch, match="DIRECT_LOAD or EDGE_LOAD"):  # one load that is neither form
        itrans_patch_from_box(body.replace("pkf_patch[7] = *(half2*)(x_ptr", "pkf_patch[7] = *(const half2*)(x_ptr", 1), 224, 64, 18)
    with pytest.raises(NoMatch, match="TRAILING_OFFSET"):  # loads that are not one 6 x 6 window of a 224-wide image
        itrans_patch_from_box(body, 226, 64, 18)


@pytest.mark.parametrize(("flags", "needles"), [
    (("--fusion", "full", "--accum", "fp16", "--tma"), ("--tma", "the full schedule does not take it", "--schedule resident")),
    ((*TMA, "--tbm", "24"), ("--tbm 24", "--tbm 16")),
    ((*TMA, "--tbm", "16", "--h", "200", "--w", "200"), ("--h 200", "multiples of 16")),
    ((*TMA, "--tbm", "16", "--arch", "sm_80"), ("--arch sm_80", "sm_90")),
])
def test_bad_tma_flags_get_one_line_errors(tmp_path, flags, needles):
    out = tmp_path / "b"
    done = pkf("build", *flags, "--no-compile", "--out", str(out), env=ENV)
    assert_one_line_error(done, *needles)
    assert not out.exists()


@pytest.mark.nvcc
def test_the_tma_variant_compiles_for_sm90(tmp_path):
    done = pkf("build", *TMA, "--tbm", "16", "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    main = (tmp_path / "b" / "main.cu").read_text()
    assert "pkf_full_rf16_tma_itrans_bgemm_otrans_launch(dim3(132, 1, 1), dim3(32, 12, 1), 230400, b.U, x, b.y);" in main
    assert (tmp_path / "b" / "pkf_main").is_file()


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("size", ["224", "320", "960"])
def test_the_tma_variant_matches_the_reference(tmp_path, size):
    done = pkf("build", *TMA, "--tbm", "16", "--h", size, "--w", size, "--out", str(tmp_path / "b"), env=ENV)
    assert done.returncode == 0, done.stderr
    result = run_harness(tmp_path / "b" / "pkf_main", "pkf-full-rf16-h2-oh2-tma", reps=3, seed=7)
    print(result.summary())
    assert result.passed(TOLERANCE["fp16"])
