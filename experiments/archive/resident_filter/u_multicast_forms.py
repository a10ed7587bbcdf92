"""Issue 6, step 37 probe: U through shared memory, loaded once per cluster by multicast, as timing copies of a
built --tma main.cu.

After step 34 the prologue is still ~5,100 SM clocks per block at 224^2 (interval_clock.py): all 132 blocks load
their 147 KB of U from L2 at once, ~19 MB, about the L2's bandwidth for that time. A bulk copy with multicast
reads each byte from L2 once per cluster and writes it into every block of the cluster. Forms (results must stay
bit-identical; each but base stores U as [k half][p][ks][lo, hi][lane][16 bytes], so that a warp's 16-byte
fragment loads from shared memory are free of bank conflicts):
  u-bulk:        each block bulk-copies its 147 KB of U into its V buffers, then loads its fragments from there
  u-multicastN:  clusters of N blocks of one k half; each copies 1/N of U, multicast to all N

Measured on builds of 6bf0cbe (step 36's template); it also applies to later builds.

    PYTHONPATH=. python3 experiments/resident_filter/u_multicast_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

KERNEL = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma_itrans_bgemm_otrans('
BLOCKS = "const int pkf_k_half = (int)blockIdx.x & 1, pkf_pair = (int)blockIdx.x >> 1,"
INDEX = "return (((((k >> 5) * 36 + p) * 4 + (c >> 4)) * 32 + lane) * 8 + word) * 2 + (c & 1);"
INIT = "    pkf_tma::init_barrier(pkf_tma::smem_address(&pkf_box_bars[1]));\n  }\n  __syncthreads();\n  if (pkf_thread == 0) pkf_load_box(0, pkf_pair);\n"
U_LOADS = re.compile(r"      const uint4\* lane_u = \(const uint4\*\)U_ptr \+ .*?\n      const uint4 lo = lane_u\[0\], hi = lane_u\[1\];\n")
U_LOOP_END = "      pkf_u[s][ks][2][0] = hi.x, pkf_u[s][ks][2][1] = hi.y, pkf_u[s][ks][3][0] = hi.z, pkf_u[s][ks][3][1] = hi.w;\n    }\n"
U_BYTES = 36 * 64 * 32 * 2

COPIES = r"""
__device__ __forceinline__ void pkf_bulk_load(unsigned dst, const void* src, unsigned bytes, unsigned bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\n"
               :: "r"(dst), "l"(src), "r"(bytes), "r"(bar) : "memory");
}
__device__ __forceinline__ void pkf_bulk_multicast(unsigned dst, const void* src, unsigned bytes, unsigned bar, unsigned short mask) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;\n"
               :: "r"(dst), "l"(src), "r"(bytes), "r"(bar), "h"(mask) : "memory");
}
__device__ __forceinline__ void pkf_cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}
"""

# Once per run, how many clusters the GPU holds at once: fewer than the grid's would run it in two waves.
OCCUPANCY = r"""
  static bool pkf_told = false;
  if (!pkf_told) {
    pkf_told = true;
    cudaLaunchConfig_t config = {grid, block, shared, 0, nullptr, 0};
    cudaLaunchAttribute cluster;
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim.x = CLUSTER, cluster.val.clusterDim.y = 1, cluster.val.clusterDim.z = 1;
    config.attrs = &cluster, config.numAttrs = 1;
    int clusters = -1;
    cudaOccupancyMaxActiveClusters(&clusters, (void*)pkf_full_rf16_tma_itrans_bgemm_otrans, &config);
    fprintf(stderr, "clusters of CLUSTER: %d at once, grid needs %u\n", clusters, grid.x / CLUSTER);
  }
"""


def through_shared(text: str, cluster: int) -> str:
    text = replace_once(text, INDEX, "return ((((((k >> 5) * 36 + p) * 4 + (c >> 4)) * 2 + (word >> 2)) * 32 + lane) * 4 + (word & 3)) * 2 + (c & 1);")
    text = replace_once(text, KERNEL, COPIES + KERNEL)
    copy = f"    pkf_bulk_load(pkf_tma::smem_address(pkf_buffers), (const char*)U_ptr + pkf_k_half * {U_BYTES}, {U_BYTES}, u_bar);\n"
    sync = "  __syncthreads();\n"
    if cluster > 1:
        text = replace_once(text, KERNEL, KERNEL.replace("__launch_bounds__", f"__cluster_dims__({cluster}, 1, 1) __launch_bounds__"))
        text = replace_once(text, BLOCKS, f"const int pkf_k_half = ((int)blockIdx.x / {cluster}) & 1, "
                            f"pkf_pair = (int)blockIdx.x / {2 * cluster} * {cluster} + (int)blockIdx.x % {cluster},")
        share = U_BYTES // cluster
        copy = (f"    const int rank = (int)blockIdx.x % {cluster};\n"
                f"    pkf_bulk_multicast(pkf_tma::smem_address(pkf_buffers) + rank * {share}, (const char*)U_ptr + pkf_k_half * {U_BYTES} + "
                f"rank * {share}, {share}, u_bar, {(1 << cluster) - 1});\n")
        sync = "  pkf_cluster_sync();  // every block's U barrier is ready before any multicast\n"
        launch = "static void pkf_full_rf16_tma_itrans_bgemm_otrans_launch(dim3 grid, dim3 block, size_t shared, half* U, const half* x, half* y) {\n"
        text = replace_once(text, launch, launch + OCCUPANCY.replace("CLUSTER", str(cluster)))
    prologue = ("    pkf_tma::init_barrier(pkf_tma::smem_address(&pkf_box_bars[1]));\n"
                "    pkf_tma::init_barrier(pkf_tma::smem_address(&pkf_u_bar));\n  }\n" + sync +
                "  if (pkf_thread == 0) {\n    const unsigned u_bar = pkf_tma::smem_address(&pkf_u_bar);\n"
                f"    pkf_tma::expect_load(u_bar, {U_BYTES});\n" + copy + "    pkf_load_box(0, pkf_pair);\n  }\n")
    text = replace_once(text, INIT, prologue)
    text = replace_once(text, "  __shared__ __align__(8) unsigned long long pkf_box_bars[2];\n",
                        "  __shared__ __align__(8) unsigned long long pkf_box_bars[2], pkf_u_bar;\n")
    loads = U_LOADS.search(text)
    assert loads, "U's fragment loads not found"
    text = (text[:loads.start()] + "      const uint4* lane_u = (const uint4*)pkf_buffers + ((pkf_warp + 12 * s) * 4 + ks) * 64 + pkf_lane;\n"
            "      const uint4 lo = lane_u[0], hi = lane_u[32];\n" + text[loads.end():])
    text = replace_once(text, "  unsigned pkf_u[3][4][4][2];\n",
                        "  unsigned pkf_u[3][4][4][2];\n  pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_u_bar), 0);\n")
    return replace_once(text, U_LOOP_END, U_LOOP_END + "  __syncthreads();  // U is in registers before ITrans writes V over it\n")


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text, "u-bulk": through_shared(text, 1), "u-multicast2": through_shared(text, 2),
                 "u-multicast3": through_shared(text, 3)}, out)


if __name__ == "__main__":
    main()
