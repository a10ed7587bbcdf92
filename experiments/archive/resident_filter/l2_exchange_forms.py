"""Issue 6, step 49 probe: the pair's 16 KB per group exchanged through L2 instead of distributed shared memory, as
timing copies of a built --tma main.cu.

Step 46 measured distributed shared memory at ~22 GB/s per SM each way: 16 KB per group cost 34-60 %. L2 is wider. Here
each block writes its task outputs (the partner's share in a row split) to a global scratch by TMA bulk stores, and the
partner's OTrans threads read them from L2 two groups later, with flags in global memory:
  - OTrans writes its 16 outputs (64 bytes per thread) to a slot in its own shared memory (the second half of planes
    0-15 of the group's buffer, which M leaves free);
  - after the group's last barrier one thread stores the slot to pkf_xbuf[block][step & 1] (16 bulk copies of 1 KB),
    once the partner has read that slot's last use (pkf_xfree), and publishes the previous step's store
    (bulk wait, then pkf_xfull with release) once it has completed;
  - the partner's thread 0 waits for pkf_xfull before the first barrier of step + 2; its OTrans threads then read the
    64 bytes of their task from L2 (ld.global.cg) and keep them alive (not added: the results stay right); its
    thread 0 marks the slot read after the group's last barrier.
The pair is launched as a cluster of 2 only so that both blocks run at once and can meet at the end, where each block
resets its own flags for the next launch. Forms:
  cluster:   the cluster launch alone
  l2:        the exchange
  l2-noread: the exchange without the partner's reads
  l2-nowait, l2-unordered, l2-nobulkwait: without the flag waits, without the release and proxy fence, or without
             waiting for the bulk stores' completion (timing only, to see which part costs)
  l2-stores-only: the bulk stores and the flag stores alone

    PYTHONPATH=. python3 experiments/resident_filter/l2_exchange_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.cluster_forms import CLUSTER_BARRIER, cluster
from experiments.resident_filter.exchange_forms import BOX_LOAD, FIRST_BARRIER, KERNEL, OTRANS_END, PUSH_LOCAL
from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

HELPERS = r"""
// Step 49 probe: each block's outputs for its partner, two slots of 16 KB, and the flags that hand them over.
__device__ uint4 pkf_xbuf[132][2][1024];
__device__ unsigned pkf_xfull[132][2], pkf_xfree[132][2];
__device__ __forceinline__ unsigned pkf_ld_acquire(const unsigned* p) {
  unsigned v;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];\n" : "=r"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ void pkf_wait_flag(const unsigned* p, unsigned at_least) {
  while (pkf_ld_acquire(p) < at_least) {}
}
__device__ __forceinline__ void pkf_st_release(unsigned* p, unsigned v) {
  asm volatile("st.release.gpu.global.u32 [%0], %1;\n" :: "l"(p), "r"(v) : "memory");
}
__device__ __forceinline__ void pkf_st_relaxed(unsigned* p, unsigned v) {
  asm volatile("st.relaxed.gpu.global.u32 [%0], %1;\n" :: "l"(p), "r"(v) : "memory");
}
"""
INIT = "  __syncthreads();\n  if (pkf_thread == 0) pkf_load_box(0, pkf_pair);\n"
SLOT = """  const int pkf_me = (int)blockIdx.x, pkf_partner_block = (int)blockIdx.x ^ 1;
  // The slot of task t in buffer b: 64 bytes in the second half of plane t / 16.
  auto pkf_slot = [&](int pkf_b, int pkf_t) { return pkf_buffers + pkf_b * 36864 + (pkf_t >> 4) * 1024 + 512 + (pkf_t & 15) * 32; };
"""
LOOP_START = "  int pkf_buffer = 0;\n"
BEFORE_FIRST_BARRIER = """    if (pkf_thread == 0 && pkf_step >= 2)  // the partner's outputs of step - 2 are in L2
      pkf_wait_flag(&pkf_xfull[pkf_partner_block][pkf_step & 1], ((pkf_step - 2) >> 1) + 1);
"""
OTRANS_START = "      const int pkf_otrans_task = pkf_thread - 128;\n"
READ = """      uint4 pkf_from_partner[4] = {};
      if (READ && pkf_step >= 2)
        #pragma unroll
        for (int i = 0; i < 4; ++i) pkf_from_partner[i] = __ldcg(&pkf_xbuf[pkf_partner_block][pkf_step & 1][4 * pkf_otrans_task + i]);
"""
SINK = """
  {
    unsigned sink = 0;
    #pragma unroll
    for (int i = 0; i < 4; ++i) sink ^= pkf_from_partner[i].x ^ pkf_from_partner[i].y ^ pkf_from_partner[i].z ^ pkf_from_partner[i].w;
    asm volatile("" :: "r"(sink));
  }"""
STORE = """    if (pkf_thread == 0) {
      if (pkf_step >= 2)  // the partner's slot of step - 2 is read
        pkf_st_relaxed(&pkf_xfree[pkf_partner_block][pkf_step & 1], ((pkf_step - 2) >> 1) + 1);
      asm volatile("cp.async.bulk.wait_group 0;\\n" ::: "memory");  // the last step's store has landed in L2
      if (pkf_step >= 1) {
        asm volatile("fence.proxy.async.global;\\n" ::: "memory");
        pkf_st_release(&pkf_xfull[pkf_me][(pkf_step - 1) & 1], ((pkf_step - 1) >> 1) + 1);
      }
      if (pkf_step >= 2)  // the partner has read this slot's last use
        pkf_wait_flag(&pkf_xfree[pkf_me][pkf_step & 1], pkf_step >> 1);
      asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");
      for (int p = 0; p < 16; ++p)
        asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], 1024;\\n"
                     :: "l"(&pkf_xbuf[pkf_me][pkf_step & 1][64 * p]), "r"(pkf_tma::smem_address(pkf_slot(pkf_buffer, 16 * p))) : "memory");
      asm volatile("cp.async.bulk.commit_group;\\n" ::: "memory");
    }
"""
KERNEL_END = "  // the next group's box is read\n  }\n}\n"
RESET = """  // the next group's box is read
  }
  if (pkf_thread == 0) asm volatile("cp.async.bulk.wait_group 0;\\n" ::: "memory");
  CLUSTER_BARRIER
  if (pkf_thread < 2) pkf_xfull[pkf_me][pkf_thread] = 0, pkf_xfree[pkf_me][pkf_thread] = 0;  // for the next launch
}
""".replace("CLUSTER_BARRIER", CLUSTER_BARRIER)


def l2_exchange(text: str, read: bool = True, waits: bool = True, ordered: bool = True, bulk_wait: bool = True) -> str:
    """The exchange added to a built kernel; waits, ordered (release and proxy fence) and bulk_wait (the store's
    completion before its flag) can be left out, timing only, to see which part costs."""
    store = STORE
    if not waits:
        store = store.replace("      if (pkf_step >= 2)  // the partner has read", "      if (false)  // the partner has read")
    if not ordered:
        store = store.replace('asm volatile("fence.proxy.async.global;\\n" ::: "memory");', "").replace("pkf_st_release(", "pkf_st_relaxed(")
    if not bulk_wait:
        store = store.replace('      asm volatile("cp.async.bulk.wait_group 0;\\n" ::: "memory");  // the last step', "      // (no wait) the last step")
    text = cluster(replace_once(text, KERNEL, HELPERS + KERNEL))
    text = replace_once(text, INIT, SLOT + INIT)
    text = replace_once(text, FIRST_BARRIER, (BEFORE_FIRST_BARRIER if waits else "") + FIRST_BARRIER)
    text = replace_once(text, OTRANS_START, OTRANS_START + READ.replace("READ &&", "true &&" if read else "false &&"))
    text = replace_once(text, OTRANS_END, PUSH_LOCAL + SINK + OTRANS_END)
    text = replace_once(text, KERNEL_END, RESET)
    return replace_once(text, BOX_LOAD, BOX_LOAD + store)


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    assert "dim3(132, 1, 1)" in text, "written for the 132-block grid of --tma builds"
    write_forms({"base": text, "cluster": cluster(text), "l2": l2_exchange(text), "l2-noread": l2_exchange(text, read=False),
                 "l2-nowait": l2_exchange(text, waits=False), "l2-unordered": l2_exchange(text, ordered=False),
                 "l2-nobulkwait": l2_exchange(text, bulk_wait=False),
                 "l2-stores-only": l2_exchange(text, read=False, waits=False, ordered=False, bulk_wait=False)}, out)


if __name__ == "__main__":
    main()
