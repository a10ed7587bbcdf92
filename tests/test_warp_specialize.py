"""The warp-specialization experiment (experiments/warp_specialized/warp_specialize.py): the rendered resident-filter
kernel rewritten with producer warps for ITrans. Its barriers pair up, its register and shared-memory
budgets are checked, the staged form issues every patch load as a cp.async, and both forms compile for
sm_90a."""

import argparse
import subprocess

import pytest
import regex
from conftest import PROTOTYPES

from experiments.warp_specialized.warp_specialize import specialize
from pkf.harness.nvcc import find_nvcc
from pkf.harness.render import render_main
from pkf.records import Prototype
from pkf.sweep import variant_for
from pkf.reconstructor import reconstruct

PROTOTYPE = "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x32_sm_90"


def rendered(spec="full-rf16-h2-oh2"):
    prototype = Prototype.load(PROTOTYPES / PROTOTYPE)
    variant = variant_for(prototype.problem, spec)
    return render_main(prototype.problem, variant, reconstruct(prototype, variant))


def options(producers=8, consumer_regs=128, producer_regs=48, stage_slots=0, l1_distance=0, mode="full", empty_sync=False):
    return argparse.Namespace(producers=producers, consumer_regs=consumer_regs, producer_regs=producer_regs,
                              stage_slots=stage_slots, l1_distance=l1_distance, mode=mode, empty_sync=empty_sync)


def barriers(cuda, kind):
    return regex.findall(rf"pkf_bar_{kind}\(([^,]+), (\d+)\)", cuda)


def test_producers_and_consumers_meet_at_each_barrier_with_the_whole_block():
    cuda = specialize(rendered(), options())
    assert "__launch_bounds__(640, 1) pkf_full_rf16" in cuda and "dim3(32, 20, 1), 147456>>>" in cuda
    producers, consumers = cuda.split("  } else {\n    asm volatile(\"setmaxnreg.inc")
    assert "setmaxnreg.dec.sync.aligned.u32 48;" in producers and "setmaxnreg.inc.sync.aligned.u32 128;" in cuda
    # V complete (1, 2): the producers arrive, the consumers wait; buffer free (3, 4): the other way round.
    producers = producers[producers.index("if (pkf_warp >= 12)"):]
    assert [b for b in barriers(producers, "arrive")] == [("1 + pkf_buffer", "640")]
    assert [b for b in barriers(producers, "sync")] == [("3 + pkf_buffer", "640")]
    assert barriers(consumers, "sync") == [("1 + pkf_buffer", "640"), ("5", "384")]
    assert barriers(consumers, "arrive") == [("3 + pkf_buffer", "640")]
    # U is loaded by the consumers only, after they took their registers; no block-wide barrier is left.
    assert "const uint4 lo = lane_u[0], hi = lane_u[1];" in consumers and "__syncthreads()" not in producers + consumers


def test_the_staged_form_copies_every_patch_element_and_transforms_from_shared_memory():
    cuda = specialize(rendered(), options(producers=4, consumer_regs=144, producer_regs=80, stage_slots=4))
    assert "dim3(32, 16, 1), 221184>>>" in cuda and "MaxDynamicSharedMemorySize, 221184)" in cuda
    issue = cuda[cuda.index("auto pkf_itrans_issue"):cuda.index("auto pkf_itrans = ")]
    transform = cuda[cuda.index("auto pkf_itrans = "):cuda.index("auto pkf_bgemm")]
    assert issue.count("pkf_cp4(pkf_slot + ") == 36 and "pkf_patch" not in issue
    assert "x_ptr" not in transform and "pkf_patch[i] = pkf_slot[i * 32 + pkf_lane];" in transform
    assert "cp.async.wait_group 3;" in cuda


def test_budgets_and_foreign_kernels_are_refused():
    with pytest.raises(ValueError, match="--consumer-regs 144 --producer-regs 80: 75776 registers"):
        specialize(rendered(), options(consumer_regs=144, producer_regs=80))
    with pytest.raises(ValueError, match="--producers 6: must be a multiple of 4"):
        specialize(rendered(), options(producers=6))
    with pytest.raises(ValueError, match="--stage-slots 4: 294912 bytes"):
        specialize(rendered("full-rf24-h2-oh2"), options(producers=4, consumer_regs=144, producer_regs=80, stage_slots=4))
    with pytest.raises(ValueError, match="did not match"):
        specialize("__global__ void other() {}", options())


@pytest.mark.nvcc
@pytest.mark.parametrize("stage_slots", [0, 4])
def test_it_compiles_for_sm90a(tmp_path, stage_slots):
    source = tmp_path / "main.cu"
    source.write_text(specialize(rendered(), options(producers=4, consumer_regs=144, producer_regs=80, stage_slots=stage_slots)))
    done = subprocess.run([find_nvcc(), "-gencode", "arch=compute_90a,code=sm_90a", "-O3", "-std=c++17", "-c",
                           "-o", str(tmp_path / "main.o"), str(source)], check=False, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_racecheck_diagnostic_makes_the_consumers_wait_for_the_producers():
    consumers = specialize(rendered(), options(empty_sync=True)).split("setmaxnreg.inc")[1]
    assert barriers(consumers, "sync") == [("1 + pkf_buffer", "640"), ("5", "384"), ("3 + pkf_buffer", "640")]
    assert barriers(consumers, "arrive") == []
