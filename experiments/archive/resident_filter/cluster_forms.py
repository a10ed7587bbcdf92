"""Issue 6, step 44 probe: what a cluster pair would cost, as timing copies of a built --tma main.cu (step 42's).

Step 43 put the shared-memory pipe at 64 % of its peak. Splitting a block pair's work by Winograd positions instead of
output channels would cut its wavefronts by about a quarter: each block would store V, read it by ldmatrix and store M
for 18 positions and all 64 output channels, and OTrans would read the other 18 positions' M from the partner block
through distributed shared memory. Before building that, these forms measure what the cluster itself costs:
  cluster:       the pair (blocks 2q, 2q + 1) launched as a cluster of 2 (__cluster_dims__), nothing else changed
  cluster-bar:   and the group's two __syncthreads as cluster barriers (barrier.cluster arrive.release / wait.acquire)
  cluster-dsmem: and OTrans' M loads of positions 18-35 from the partner's buffer (map_shared_rank); timing only,
                 its results are wrong (the partner holds the other output channels)
  cluster-relaxed, cluster-dsmem-relaxed: the same with barrier.cluster.arrive.relaxed (no release: nothing orders
                 the block's earlier stores, global ones included, before the partner goes on; timing only for the
                 remote loads)

    PYTHONPATH=. python3 experiments/resident_filter/cluster_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

KERNEL = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma'
CLUSTER_BARRIER = 'asm volatile("barrier.cluster.arrive.release.aligned;\\n\\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");'
RELAXED_BARRIER = 'asm volatile("barrier.cluster.arrive.relaxed.aligned;\\n\\tbarrier.cluster.wait.aligned;" ::: "memory");'
BARRIERS = ("    __syncthreads();  // this group's M", "    __syncthreads();  // M is read")
M_TILE = "    half* pkf_m_tile = pkf_buffers + pkf_buffer * 36864;\n"
REMOTE_LOAD = re.compile(r"\(\*\(half2\*\)\(pkf_m_tile \+ \(\((\d+) \+ ")


def cluster(text: str) -> str:
    text = replace_once(text, KERNEL, KERNEL.replace("__global__ void", "__global__ void __cluster_dims__(2, 1, 1)"))
    return text.replace("#include <cuda_fp16.h>\n", "#include <cuda_fp16.h>\n#include <cooperative_groups.h>\n", 1)


def cluster_barriers(text: str, barrier_text: str = CLUSTER_BARRIER) -> str:
    for barrier in BARRIERS:
        text = replace_once(text, barrier, barrier.replace("__syncthreads();", barrier_text))
    return text


def remote_m(text: str) -> str:
    text = replace_once(text, M_TILE, M_TILE + "    half* pkf_m_remote = cooperative_groups::this_cluster().map_shared_rank(pkf_m_tile, pkf_k_half ^ 1);\n")
    text, count = REMOTE_LOAD.subn(lambda m: m[0].replace("pkf_m_tile", "pkf_m_remote") if int(m[1]) >= 18 * 1024 else m[0], text)
    assert count >= 36, f"expected the M loads, found {count}"
    return text


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    assert "36864" in text and "(*(half2*)(pkf_m_tile + ((" in text, "written for 16-tile --tma builds of step 42"
    with_bar, relaxed = cluster_barriers(cluster(text)), cluster_barriers(cluster(text), RELAXED_BARRIER)
    write_forms({"base": text, "cluster": cluster(text), "cluster-bar": with_bar, "cluster-dsmem": remote_m(with_bar),
                 "cluster-relaxed": relaxed, "cluster-dsmem-relaxed": remote_m(relaxed)}, out)


if __name__ == "__main__":
    main()
