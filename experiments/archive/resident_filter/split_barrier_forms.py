"""Issue 6, step 38 probe: the group's second barrier split into named barriers, as timing copies of a built
--tma main.cu.

In the --tma variant's second interval warps 0-3 run the next group's last 4 ITrans tiles and warps 4-11 this
group's OTrans, and the Tensor Cores idle; a __syncthreads then waits for the slowest of them (OTrans, step 34's
clock marks). But that barrier joins two hand-offs that concern different warps:
  A:  the next group's V is complete (warps 0-3's ITrans tiles): needed before warps 4-11 start its BGEMM;
  B:  this group's M is read (warps 4-11's OTrans): needed before anyone writes the next-but-one group's V over it.
Warps 0-3 need only their own tiles before their next BGEMM. So (results must stay bit-identical):
  split:              warps 0-3 finish their ITrans tiles, sync among themselves (barrier 3) and start the next
                      BGEMM beside the OTrans; they wait for B (barrier 2) only before their next ITrans part.
                      Warps 4-11 arrive at B after OTrans, sync among themselves (barrier 4, for their own ITrans
                      parts) and wait for A (barrier 1) before their BGEMM. Warps 4-7 run the BGEMM first, 8-11 ITrans.
  split-itrans-first: the same, with warps 4-7 running their ITrans part first too.

Written for builds of 6bf0cbe (step 36's template), whose OTrans was a loop over tasks (step 39 made it straight code).

    PYTHONPATH=. python3 experiments/resident_filter/split_barrier_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

KERNEL = 'extern "C" __global__ void __launch_bounds__(384) pkf_full_rf16_tma_itrans_bgemm_otrans('
BARRIERS = r"""
__device__ __forceinline__ void pkf_bar_sync(int id, int threads) { asm volatile("bar.sync %0, %1;\n" :: "r"(id), "r"(threads) : "memory"); }
__device__ __forceinline__ void pkf_bar_arrive(int id, int threads) { asm volatile("bar.arrive %0, %1;\n" :: "r"(id), "r"(threads) : "memory"); }
"""
# From the stagger of step 33 to the box request at the end of the group loop.
LOOP = re.compile(r"    // Warps 4-7 run their BGEMM first.*?\n(    half\* pkf_m_tile = [^\n]*\n).*?\n(    for \(int pkf_otrans_task = .*?\n    \}\n)"
                  r"    __syncthreads\(\);  // M is read[^\n]*\n    if \(pkf_thread == 0\) (pkf_load_box\([^\n]*\n)", re.DOTALL)
GROUPS = re.compile(r"pkf_group < (\d+); pkf_group \+= pkf_pairs")


def split(text: str, warps_4_7_bgemm_first: bool) -> str:
    text = replace_once(text, KERNEL, BARRIERS + KERNEL)
    loop, groups = LOOP.search(text), GROUPS.search(text)
    assert loop and groups, "the group loop's stagger, OTrans or last barrier not found"
    m_tile, otrans, box = loop[1], loop[2].replace("\n", "\n  "), loop[3]
    middle = ("      pkf_bgemm(pkf_buffer);\n      pkf_next_itrans();\n" if warps_4_7_bgemm_first else
              "      pkf_next_itrans();\n      if (pkf_later) pkf_bar_sync(1, 384);\n      pkf_bgemm(pkf_buffer);\n")
    if warps_4_7_bgemm_first:
        middle = "      if (pkf_later) pkf_bar_sync(1, 384);  // A: this group's V is complete\n" + middle
    body = (
        "    const bool pkf_later = pkf_group != pkf_pair, pkf_more = pkf_next < " + groups[1] + ";\n"
        "    if (pkf_warp < 4) {\n"
        "      pkf_bgemm(pkf_buffer);\n"
        "      if (pkf_later) pkf_bar_sync(2, 384);  // B: the last group's M, in the other buffer, is read\n"
        "      pkf_next_itrans();\n"
        "    } else if (pkf_warp < 8) {\n" + middle +
        "    } else {\n"
        "      pkf_next_itrans();\n"
        "      if (pkf_later) pkf_bar_sync(1, 384);\n"
        "      pkf_bgemm(pkf_buffer);\n"
        "    }\n"
        "    __syncthreads();  // this group's M, and the first part of the next group's V, are complete\n"
        "    if (pkf_warp < 4) {\n"
        "      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
        "      if (pkf_more) pkf_bar_arrive(1, 384);  // A\n"
        "      pkf_bar_sync(3, 128);  // the next group's V is complete for warps 0-3, and its box is read\n"
        "      if (pkf_thread == 0) " + box +
        "    } else {\n  " + m_tile + "  " + otrans +
        "      if (pkf_more) pkf_bar_arrive(2, 384);  // B\n"
        "      pkf_bar_sync(4, 256);  // this group's M is read, for warps 4-11's next ITrans part\n"
        "    }\n")
    return text[:loop.start()] + body + text[loop.end():]


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text, "split": split(text, True), "split-itrans-first": split(text, False)}, out)


if __name__ == "__main__":
    main()
