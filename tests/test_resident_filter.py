"""Step 25, the resident-filter schedule (reconstructor/resident_filter.py): the kernel's launch and
buffers, and that every V store and M load the rewrites redirect lands where the schedule's BGEMM
reads V and writes M (templates/resident_filter.cuh)."""

import json

import regex
from conftest import PROTOTYPES, evaluate
from test_cli_errors import pkf

from pkf.prototype import Prototype
from pkf.space import resident_shared_bytes
from pkf.sweep import variant_for
from reconstructor import reconstruct
from reconstructor.paired_channels import PAIR_HALF

PROTOTYPE = "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x32_sm_90"


def program(spec):
    prototype = Prototype.load(PROTOTYPES / PROTOTYPE)
    variant = variant_for(prototype.problem, spec)
    return prototype.problem, variant, reconstruct(prototype, variant)


def v_offset(tile, c):
    return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7)


def m_offset(tile, k):
    return tile * 32 + ((((k >> 1) ^ (((tile >> 1) & 3) << 2)) & 15) << 1) + (k & 1)


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


def test_itrans_stores_each_lanes_channel_pair_where_the_bgemm_reads_it():
    problem, variant, built = program("full-rf24-h2-oh2")
    stores = accesses(built.cuda, "pkf_v_tile")
    assert len(stores) == problem.alpha ** 2
    plane = variant.tbm * problem.c
    for group, tile, lane in ((0, 0, 0), (7, 23, 5), (130, 15, 31)):
        got = sorted(evaluate(s, pkf_group=group, pkf_tile=tile, tx=lane, pkf_v_offset=v_offset) for s in stores)
        assert got == [p * plane + v_offset(tile, 2 * lane) for p in range(problem.alpha ** 2)]


def test_otrans_loads_each_tasks_channel_pair_where_the_bgemm_writes_it():
    problem, variant, built = program("full-rf16-h2-oh2")
    loads = accesses(built.cuda, "pkf_m_tile")  # an element once per sum or difference that uses it
    assert len(loads) >= problem.alpha ** 2
    plane = variant.tbm * problem.c
    for group, task, k_half in ((0, 0, 0), (9, 77, 1), (195, 255, 1)):
        values = {"pkf_group": group, "pkf_otrans_task": task, "pkf_k_half": k_half, "pkf_m_offset": m_offset}
        got = sorted({evaluate(s, **values) for s in loads})
        assert got == [p * plane + m_offset(task >> 4, 2 * (task & 15)) for p in range(problem.alpha ** 2)]


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
