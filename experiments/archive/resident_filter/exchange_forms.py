"""Issue 6, step 46 probe: what pushing 16 KB per group to the partner block costs, as copies of a built --tma main.cu.

Step 44 measured a cluster pair split by Winograd positions as too dear, with cluster barriers and OTrans reading half of
M from the partner. A split by the tile's rows (block 0 rows 0-2, block 1 rows 3-5) can instead meet once per group:
each block computes partial outputs A^T M A over its rows for all 64 output channels, keeps its own 32 channels, and
pushes the partner's 32 (16 tiles x 16 pixels x 32 channels fp16, 16 KB) into the partner's shared memory with st.async,
whose bytes complete an mbarrier there; the partner adds them one interval later. These forms add only that exchange
to the current schedule, to measure its cost before building the split:
  cluster:        the pair launched as a cluster of 2, nothing else changed (step 44's form, timed beside)
  push:           and each OTrans thread pushes its task's 16 outputs (64 bytes) to the partner's slot, the second half
                  of planes 0-15 of the group's buffer there (V's half that M leaves free). The partner waits for its
                  slot at the top of the next group and OTrans' warps read it there (kept alive, not added: the
                  results stay right). Block b signals slot "free" to its partner at the group's first barrier, once
                  its BGEMM has read that V; a sender waits for it before pushing.
  push-noread:    the same without the reads
Timing copies: the reads race with the next ITrans' V stores into the same half-planes (they are discarded).

    PYTHONPATH=. python3 experiments/resident_filter/exchange_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.cluster_forms import CLUSTER_BARRIER, cluster
from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

HELPERS = r"""
// Step 46 probe: the partner block's shared address of a local one, an mbarrier arrival there, and an st.async of
// 16 bytes into it that completes the partner's mbarrier `bar` by 16 bytes.
__device__ __forceinline__ unsigned pkf_partner(unsigned local, unsigned rank) {
  unsigned remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"(local), "r"(rank));
  return remote;
}
__device__ __forceinline__ void pkf_remote_arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared::cluster.b64 _, [%0];\n" :: "r"(bar) : "memory");
}
__device__ __forceinline__ void pkf_push16(unsigned dst, uint4 v, unsigned bar) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.v4.b32 [%0], {%1, %2, %3, %4}, [%5];\n"
               :: "r"(dst), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w), "r"(bar) : "memory");
}
__device__ __forceinline__ void pkf_cluster_sync() {
  CLUSTER_BARRIER
}
""".replace("CLUSTER_BARRIER", CLUSTER_BARRIER)
KERNEL = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma'
INIT = "  __syncthreads();\n  if (pkf_thread == 0) pkf_load_box(0, pkf_pair);\n"
INIT_EXCHANGE = """  __shared__ __align__(8) unsigned long long pkf_full_bars[2], pkf_free_bars[2];
  if (pkf_thread < 4) pkf_tma::init_barrier(pkf_tma::smem_address(pkf_thread < 2 ? &pkf_full_bars[pkf_thread] : &pkf_free_bars[pkf_thread - 2]));
  const unsigned pkf_rank = pkf_k_half ^ 1;
  // The slot of task t in buffer b: 64 bytes in the second half of plane t / 16.
  auto pkf_slot = [&](int pkf_b, int pkf_t) { return pkf_buffers + pkf_b * 36864 + (pkf_t >> 4) * 1024 + 512 + (pkf_t & 15) * 32; };
"""
LOOP_START = "  int pkf_buffer = 0;\n"
BODY_START = "    const int pkf_next = pkf_group + pkf_pairs;\n"
WAIT_READ = """    pkf_exchange_steps = pkf_step + 1;
    if (pkf_step >= LAG) {  // the partner's outputs of group step - LAG are in
      const int pkf_in_step = pkf_step - LAG;
      pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_full_bars[pkf_in_step & 1]), (pkf_in_step >> 1) & 1);
      if (READ && pkf_warp >= 4) {
        const uint4* pkf_in = (const uint4*)pkf_slot(pkf_in_step & 1, pkf_thread - 128);
        const uint4 a = pkf_in[0], b = pkf_in[1], c = pkf_in[2], d = pkf_in[3];
        const unsigned sink = a.x ^ a.y ^ a.z ^ a.w ^ b.x ^ b.y ^ b.z ^ b.w ^ c.x ^ c.y ^ c.z ^ c.w ^ d.x ^ d.y ^ d.z ^ d.w;
        asm volatile("" :: "r"(sink));
      }
    }
"""
FIRST_BARRIER = "    __syncthreads();  // this group's M, and the first part of the next group's V, are complete\n"
# Lag 1 (correct): the slot in this buffer is V's half that the BGEMM has just read, so "free" goes out here for this
# step's push. Longer lags (timing only): "free" says the partner's data of step - LAG has been read.
SIGNAL = """    if (pkf_thread == 0) {  // this group's outputs from the partner: 16 KB
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 16384;\\n" :: "r"(pkf_tma::smem_address(&pkf_full_bars[pkf_buffer])) : "memory");
      if (FREE_STEP >= 0) pkf_remote_arrive(pkf_partner(pkf_tma::smem_address(&pkf_free_bars[FREE_STEP & 1]), pkf_rank));
    }
"""
OTRANS_END = "\n}\n    }\n    __syncthreads();  // M is read"
PUSH_ST = """
  if (FREE_WAIT) pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_free_bars[pkf_buffer]), FREE_PHASE);
  {
    const unsigned dst = pkf_partner(pkf_tma::smem_address(pkf_slot(pkf_buffer, pkf_otrans_task)), pkf_rank);
    const unsigned bar = pkf_partner(pkf_tma::smem_address(&pkf_full_bars[pkf_buffer]), pkf_rank);
    #pragma unroll
    for (int i = 0; i < 4; ++i) pkf_push16(dst + 16 * i, ((const uint4*)Y_tile_local_ptr)[i], bar);
  }"""
PUSH_LOCAL = """
  #pragma unroll
  for (int i = 0; i < 4; ++i) ((uint4*)pkf_slot(pkf_buffer, pkf_otrans_task))[i] = ((const uint4*)Y_tile_local_ptr)[i];"""
BOX_LOAD = "    if (pkf_thread == 0) pkf_load_box(pkf_buffer ^ 1, pkf_next + 2 * pkf_pairs);  // the next group's box is read\n"
PUSH_BULK = """    if (pkf_thread == 0) {  // the slot, 16 chunks of 1 KB, copied to the partner's by the TMA
      if (FREE_WAIT) pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_free_bars[pkf_buffer]), FREE_PHASE);
      asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");
      const unsigned bar = pkf_partner(pkf_tma::smem_address(&pkf_full_bars[pkf_buffer]), pkf_rank);
      for (int p = 0; p < 16; ++p) {
        const unsigned src = pkf_tma::smem_address(pkf_slot(pkf_buffer, 16 * p));
        asm volatile("cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%0], [%1], 1024, [%2];\\n"
                     :: "r"(pkf_partner(src, pkf_rank)), "r"(src), "r"(bar) : "memory");
      }
    }
"""
KERNEL_END = "  // the next group's box is read\n  }\n}\n"
DRAIN = """  // the next group's box is read
  }
  for (int t = max(0, pkf_exchange_steps - LAG); t < pkf_exchange_steps; ++t)  // the partner's last pushes have landed
    pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_full_bars[t & 1]), (t >> 1) & 1);
  pkf_cluster_sync();
}
"""


def push(text: str, lag: int = 1, read: bool = True, free_wait: bool = True, bulk: bool = False) -> str:
    """The exchange added to a built kernel: st.async from OTrans' registers, or (bulk) a TMA copy of the slot."""
    if lag == 1:  # free: this buffer's V is read (signalled now for this step's push)
        free_step, free_wait_when, free_phase = "pkf_step", "true", "(pkf_step >> 1) & 1"
    else:  # free: the partner's data of step - lag is read; a push waits for the read of its slot's last use
        free_step, free_wait_when, free_phase = f"(pkf_step >= {lag} ? pkf_step - {lag} : -1)", "pkf_step >= 2", "((pkf_step >> 1) - 1) & 1"
    text = cluster(replace_once(text, KERNEL, HELPERS + KERNEL))
    text = replace_once(text, INIT, INIT_EXCHANGE + INIT + "  pkf_cluster_sync();  // the partner's mbarriers are set up\n")
    text = replace_once(text, LOOP_START, "  int pkf_buffer = 0, pkf_exchange_steps = 0;\n")
    text = replace_once(text, BODY_START, BODY_START + WAIT_READ.replace("LAG", str(lag)).replace("READ &&", "true &&" if read else "false &&"))
    text = replace_once(text, FIRST_BARRIER, FIRST_BARRIER + SIGNAL.replace("FREE_STEP", free_step))
    text = replace_once(text, KERNEL_END, DRAIN.replace("LAG", str(lag)))
    wait = free_wait_when if free_wait else "false"
    if bulk:
        text = replace_once(text, OTRANS_END, PUSH_LOCAL + OTRANS_END)
        text = replace_once(text, BOX_LOAD, BOX_LOAD + PUSH_BULK.replace("FREE_WAIT", wait).replace("FREE_PHASE", free_phase))
    else:
        text = replace_once(text, OTRANS_END, PUSH_ST.replace("FREE_WAIT", wait).replace("FREE_PHASE", free_phase) + OTRANS_END)
    return text


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    assert "36864" in text and "Y_tile_local_ptr[15]" in text, "written for 16-tile --tma builds of step 42"
    write_forms({"base": text, "cluster": cluster(text), "push": push(text), "push-noread": push(text, read=False),
                 "push-nofree": push(text, free_wait=False), "push-lag2": push(text, lag=2),
                 "bulk": push(text, bulk=True), "bulk-lag2": push(text, lag=2, bulk=True)}, out)


if __name__ == "__main__":
    main()
