"""The resident-filter schedule (reconstructor/resident_filter.py): the kernel's launch and
buffers, and that every V store and M load the rewrites redirect lands where the schedule's BGEMM
reads V and writes M (templates/resident_filter.cuh)."""

import json
import subprocess

import pytest
import regex
from conftest import PROTOTYPES, evaluate
from test_cli_errors import pkf

from pkf.records import Prototype
from pkf.reconstructor.resident_filter import resident_shared_bytes
from pkf.sweep import variant_for
from pkf.reconstructor import reconstruct, resident_filter
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.paired_channels import PAIR_HALF
from pkf.reconstructor.rewrites import ktrans_stores_fragments
from pkf.reconstructor.short_index import itrans_stores_in_plane, m_offset, otrans_stores_short, v_offset

PROTOTYPE = "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x32_sm_90"


def program(spec):
    prototype = Prototype.load(PROTOTYPES / PROTOTYPE)
    variant = variant_for(prototype.problem, spec)
    return prototype.problem, variant, reconstruct(prototype, variant)


def accesses(cuda, tile):
    index = regex.compile(rf"\*\(half2\*\)\({tile} \+ (?P<idx>\((?:[^()]++|(?&idx))*\))\)")
    return [m["idx"].replace(PAIR_HALF, "(tx >> 4)") for m in index.finditer(cuda)]


def test_one_persistent_kernel_with_the_filter_as_its_only_scratch():
    problem, variant, built = program("full-rf24-h2-oh2")
    (launch,) = built.pipeline
    assert launch.grid == (132, 1, 1) and launch.block == (32, 12, 1)
    assert launch.dynamic_shared_bytes == resident_shared_bytes(problem, variant) == 2 * 36 * 24 * 64 * 2
    assert launch.args == ("U", "x", "y") and [s.name for s in built.scratch] == ["U"]
    assert "V_ptr" not in built.cuda and "M_ptr" not in built.cuda


def before_short_stores(monkeypatch, spec, rule="itrans_stores_in_plane"):
    """`spec` built, and the body that `rule` received meanwhile (TVM's store indices: ITrans' mapped V stores or
    OTrans' y stores) with the rule's other arguments."""
    seen = []
    real = getattr(resident_filter, rule)
    monkeypatch.setattr(resident_filter, rule, lambda body, *args: seen.append((body, args)) or real(body, *args))
    return program(spec), *seen[0]


@pytest.mark.parametrize("spec", ["full-rf24-h2-oh2", "full-rf16-h2-oh2-tma"])
def test_itrans_stores_each_lanes_channel_pair_where_the_bgemm_reads_it(monkeypatch, spec):
    # TVM's mapped indices, evaluated at tiles of the first, a middle and the last group (rf24's last group has 16 tiles)
    (problem, variant, built), body, _ = before_short_stores(monkeypatch, spec)
    stores = accesses(body, "pkf_v_tile")
    assert len(stores) == problem.alpha ** 2
    plane = variant.tbm * problem.c
    for group, tile, lane in ((0, 0, 0), (7, variant.tbm - 1, 5), ((problem.ntiles - 1) // variant.tbm, 15, 31)):
        got = sorted(evaluate(s, pkf_group=group, pkf_tile=tile, tx=lane, pkf_v_offset=v_offset) for s in stores)
        assert got == [p * plane + v_offset(tile, 2 * lane) for p in range(problem.alpha ** 2)]
    # and what the kernel stores: the same places, written short
    short = regex.findall(r"\*\(half2\*\)\(pkf_v_tile \+ (\d+) \+ pkf_v_offset\(pkf_tile, 2 \* pkf_lane\)\) = V_acc_local_ptr\[\d+\];", built.cuda)
    assert sorted(int(p) for p in short) == [p * plane for p in range(problem.alpha ** 2)]


def test_a_v_store_index_that_disagrees_fails_loudly_naming_the_store(monkeypatch):
    _, body, args = before_short_stores(monkeypatch, "full-rf16-h2-oh2-tma")
    first_store = body.index("*(half2*)(pkf_v_tile + ((1024 + ")  # position 1's store
    wrong = body[:first_store] + body[first_store:].replace("- pkf_group * 16,", "- pkf_group * 15,", 1)  # one tile off from group 1
    with pytest.raises(NoMatch, match=r"itrans_stores_in_plane.*V store 1: .* at pkf_group 1, pkf_tile 0, tx 0"):
        itrans_stores_in_plane(wrong, *args)


@pytest.mark.parametrize("spec", ["full-rf24-h2-oh2", "full-rf16-h2-oh2-tma"])
def test_otrans_stores_each_tasks_outputs_in_nhwc_y(monkeypatch, spec):
    # TVM's y indices, evaluated at tasks of the first, a middle and the last group: the task's 4 x 4 output pixels
    # of its image tile (consecutive tiles, or with --tma a 4 x 4 square of tiles), channels 32 k_half + 2 (task % 16)
    (problem, variant, built), body, _ = before_short_stores(monkeypatch, spec, "otrans_stores_short")
    stores = [m["idx"] for m in regex.finditer(r"\*\(half2\*\)\(y_ptr \+ (?P<idx>\((?:[^()]++|(?&idx))*\))\)", body)]
    assert len(stores) == problem.m ** 2
    tiles_w, squares_w = problem.w // problem.m, problem.w // 16
    for group, task, k_half in ((0, 0, 0), (9, 77, 1), ((problem.ntiles - 1) // variant.tbm, 255, 1)):
        square_tile = task >> 4
        tile = ((group // squares_w * 4 + square_tile // 4) * tiles_w + group % squares_w * 4 + square_tile % 4 if variant.tma
                else group * variant.tbm + square_tile)
        first = ((tile // tiles_w * problem.w + tile % tiles_w) * problem.m * problem.k + 32 * k_half + 2 * (task & 15))
        got = sorted(evaluate(s, pkf_group=group, pkf_otrans_task=task, pkf_k_half=k_half) for s in stores)
        assert got == [first + (i * problem.w + j) * problem.k for i in range(problem.m) for j in range(problem.m)]
    # and what the kernel stores: the same places, written as the first output plus the pixel's offset
    short = regex.findall(r"\*\(half2\*\)\(y_ptr \+ \(.*\) \+ (\d+)\) = Y_tile_local_ptr\[\d+\];", built.cuda)
    assert sorted(int(p) for p in short) == [(i * problem.w + j) * problem.k for i in range(problem.m) for j in range(problem.m)]


def test_a_y_store_index_that_disagrees_fails_loudly_naming_the_store(monkeypatch):
    _, body, args = before_short_stores(monkeypatch, "full-rf24-h2-oh2", "otrans_stores_short")
    stores = list(regex.finditer(r"\*\(half2\*\)\(y_ptr \+ ", body))
    second = stores[1].start()
    wrong = body[:second] + body[second:].replace("& 63", "& 31", 1)  # a channel past 31 folded back
    with pytest.raises(NoMatch, match=r"otrans_stores_short.*y store 1: .* at pkf_group 0, pkf_otrans_task 0, pkf_k_half 1"):
        otrans_stores_short(wrong, *args)


def test_otrans_loads_each_tasks_channel_pair_where_the_bgemm_writes_it():
    problem, variant, built = program("full-rf16-h2-oh2")
    loads = accesses(built.cuda, "pkf_m_tile")  # an element once per sum or difference that uses it
    assert len(loads) >= problem.alpha ** 2
    plane = variant.tbm * problem.c
    for group, task, k_half in ((0, 0, 0), (9, 77, 1), (195, 255, 1)):
        values = {"pkf_group": group, "pkf_otrans_task": task, "pkf_k_half": k_half, "pkf_m_offset": m_offset}
        got = sorted({evaluate(s, **values) for s in loads})
        assert got == [p * plane + m_offset(task >> 4, 2 * (task & 15)) for p in range(problem.alpha ** 2)]


OTRANS_TASK = regex.compile(r"    (?:if \((?P<warps>[^)]*)\) )?\{\n      const int pkf_otrans_task = (?P<task>[^;]+);")
SECOND_PART = regex.compile(r"(?:if \(pkf_warp < (?P<warps>\d+)\) )?pkf_itrans\(pkf_next, pkf_buffer \^ 1, pkf_warp \+ 12\);")


@pytest.mark.parametrize("spec", ["full-rf16-h2-oh2", "full-rf24-h2-oh2", "full-rf16-h2-oh2-tma"])
def test_each_otrans_task_and_itrans_tile_runs_once_on_warps_the_branch_selects(spec):
    # OTrans is one task per thread of the warps an `if` on the warp selects, not a loop over tasks, and the
    # second ITrans part runs only on warps that have a tile. Evaluated over the block's 12 warps of 32 lanes.
    _, variant, built = program(spec)
    (otrans,), (second,) = OTRANS_TASK.findall(built.cuda), SECOND_PART.findall(built.cuda)
    otrans_warps = [warp for warp in range(12) if not otrans[0] or evaluate(otrans[0], pkf_warp=warp)]
    tasks = sorted(evaluate(otrans[1], pkf_thread=32 * warp + lane) for warp in otrans_warps for lane in range(32))
    assert tasks == list(range(variant.tbm * 16))
    second_tiles = [warp + 12 for warp in range(12) if not second or warp < int(second)]
    assert sorted(list(range(12)) + second_tiles) == list(range(variant.tbm))


def test_space_lists_the_group_sizes():
    done = pkf("space", "--fusion", "full", "--accum", "fp16")
    assert done.returncode == 0, done.stderr
    rows = [line.split() for line in done.stdout.splitlines() if line.startswith("full-rf")]
    assert [(r[0], r[1], r[4]) for r in rows] == [("full-rf", "16", "147456"), ("full-rf", "24", "221184"), ("full-rf-tma", "16", "230400")]
    assert all(r[-1] == "ok" for r in rows)


def test_the_persistent_grid_follows_the_devices_sms(tmp_path):
    # An H100 PCIe has 114 SMs; an odd count leaves one SM out (blocks work in pairs).
    done = pkf("build", "--fusion", "full", "--resident-filter", "--tbm", "24", "--accum", "fp16", "--sms", "115",
               "--no-compile", "--out", str(tmp_path / "b"), env={"PKF_PROTOTYPES": str(PROTOTYPES)})
    assert done.returncode == 0, done.stderr
    record = json.loads((tmp_path / "b" / "build.json").read_text())
    fused = next(launch for launch in record["launches"] if launch["kernel"] == "pkf_full_rf24_itrans_bgemm_otrans")
    assert record["sms"] == 115 and fused["grid"] == [114, 1, 1]
    assert "pkf_full_rf24_itrans_bgemm_otrans<<<dim3(114, 1, 1)" in (tmp_path / "b" / "main.cu").read_text()


def test_ktrans_stores_each_lanes_fragments_where_the_kernel_loads_them(tmp_path):
    """KTrans' store index (pkf_u_fragment_index, compiled here for the host) puts U(p)[k][c] at the
    lane, 16-byte load and word where the kernel's fragment loads take mma B fragment b0 or b1 of it."""
    problem, _, built = program("full-rf16-h2-oh2-tma")
    assert "U_ptr[pkf_u_fragment_index(" in built.cuda
    helper = regex.search(r"__device__ __forceinline__ (int pkf_u_fragment_index\(int g\) \{.*?\n\})", built.cuda, regex.S)[1]
    source = tmp_path / "index.c"
    source.write_text(f"#include <stdio.h>\nstatic {helper}\nint main(void) {{ for (int g = 0; g < 147456; ++g) "
                      "printf(\"%d\\n\", pkf_u_fragment_index(g)); return 0; }\n")
    subprocess.run(["cc", "-o", str(tmp_path / "index"), str(source)], check=True)
    stored = [int(v) for v in subprocess.run([str(tmp_path / "index")], capture_output=True, text=True, check=True).stdout.split()]
    assert sorted(stored) == list(range(len(stored)))  # every element once
    element_at = {index: g for g, index in enumerate(stored)}

    load = regex.search(r"const uint4\* lane_u = \(const uint4\*\)U_ptr \+ (.*);", built.cuda)[1]
    words = regex.findall(r"pkf_u\[s\]\[ks\]\[(\d)\]\[(\d)\] = (lo|hi)\.([xyzw])", built.cuda)
    assert len(words) == 8
    for k_half, warp, s, ks, lane in ((0, 0, 0, 0, 0), (1, 11, 2, 3, 31), (0, 5, 1, 2, 13), (1, 3, 0, 1, 6)):
        first_half = 8 * evaluate(load, pkf_k_half=k_half, pkf_warp=warp, s=s, ks=ks, pkf_lane=lane)
        p = warp + 12 * s
        for nb, b, vector, component in words:
            half = first_half + 8 * (vector == "hi") + 2 * "xyzw".index(component)
            k, c = 32 * k_half + 8 * int(nb) + lane // 4, 16 * ks + 8 * int(b) + 2 * (lane % 4)
            assert [element_at[half + e] for e in (0, 1)] == [(p * problem.k + k) * problem.c + c + e for e in (0, 1)]


def test_a_ktrans_without_its_u_store_fails_naming_the_pattern():
    with pytest.raises(NoMatch, match="ktrans_stores_fragments.*U_STORE"):
        ktrans_stores_fragments("{\n  U_acc_local_ptr[0] = 0;\n}")
