"""Issue 6, step 34 diagnostic: where a group's time goes in the --tma variant, per warp, by clock64().

Writes a "clocked" copy of a built variant's main.cu. Every warp adds the SM clocks it spends in each part of
the schedule to its own sums; at the end each warp's lane 0 adds them to a device array, and main() prints
the array as cycles per block and group, one line per warp, beside the run's usual JSON line. Parts:
  prologue   U's loads issued, the first box awaited
  first      the first group's ITrans and the barrier after it
  box wait   waiting for the next group's TMA box (inside the first interval's ITrans part)
  itrans 1   the first interval's ITrans part (tile = warp)
  bgemm      the warp's BGEMM (3 positions)
  barrier 1  waiting at the barrier that ends the first interval
  interval 2 the second ITrans part (warps 0-3, tiles 12-15) or OTrans (warps 4-11)
  barrier 2  waiting at the barrier that ends the group, the next box's issue and the loop
The clock reads cost a few instructions each and order the code around them; the clocked copy's own time
is printed with its parts, so the two can be compared with the unclocked variant's.

    PYTHONPATH=. python3 experiments/resident_filter/interval_clock.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms

PARTS = ["prologue", "first", "box wait", "itrans 1", "bgemm", "barrier 1", "interval 2", "barrier 2"]

SUMS = """__device__ unsigned long long pkf_clock_sums[12][8];
__device__ unsigned long long pkf_clock_blocks;
"""

MARK = """
  long long pkf_clock_t = clock64(), pkf_clock[8] = {};
  auto pkf_mark = [&](int part) { const long long now = clock64(); pkf_clock[part] += now - pkf_clock_t; pkf_clock_t = now; };
"""

REPORT = """  {
    unsigned long long sums[12][8], blocks = 0;
    PKF_CHECK(cudaMemcpyFromSymbol(sums, pkf_clock_sums, sizeof(sums)));
    PKF_CHECK(cudaMemcpyFromSymbol(&blocks, pkf_clock_blocks, sizeof(blocks)));
    const double groups = GROUPS / double(PAIRS);  // groups per block and launch
    printf("clock: %llu block launches, %.2f groups per block; SM clocks per block and group:\\n", blocks, groups);
    printf("clock: warp %s\\n", "HEADER");
    for (int w = 0; w < 12; ++w) {
      printf("clock: %4d", w);
      double total = 0;
      for (int p = 0; p < 8; ++p) {
        const double per_group = double(sums[w][p]) / blocks / groups;
        total += per_group;
        printf(" %10.0f", per_group);
      }
      printf(" %10.0f\\n", total);
    }
  }
"""


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"expected one {old!r}, found {text.count(old)}"
    return text.replace(old, new)


def group_count(text: str) -> int:
    """The number of groups the built kernel's group loop walks."""
    return int(re.search(r"pkf_group < (\d+); pkf_group \+= pkf_pairs", text)[1])


def clocked(text: str, groups: int, pairs: int) -> str:
    kernel = "extern \"C\" __global__ void __launch_bounds__(384) pkf_full_rf16_tma"
    text = replace_once(text, kernel, SUMS + kernel)
    text = replace_once(text, "pkf_pairs = (int)gridDim.x >> 1;\n", "pkf_pairs = (int)gridDim.x >> 1;\n" + MARK)
    text = replace_once(text, "  pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_box_bars[0]), 0);\n",
                        "  pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_box_bars[0]), 0);\n  pkf_mark(0);\n")
    first_barrier = "  __syncthreads();\n  if (pkf_thread == 0) pkf_load_box(0, pkf_pair + 2 * pkf_pairs);"
    text = replace_once(text, first_barrier, first_barrier.replace("\n", "\n  pkf_mark(1);\n", 1))
    wait = f"      if (pkf_next < {groups}) pkf_tma::wait_phase("
    text = replace_once(text, wait, "      pkf_mark(7);\n" + wait)
    text = replace_once(text, "      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);\n",
                        "      pkf_mark(2);\n      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);\n      pkf_mark(3);\n")
    text = replace_once(text, "      pkf_bgemm(pkf_buffer);\n      pkf_next_itrans();",
                        "      pkf_bgemm(pkf_buffer);\n      pkf_mark(4);\n      pkf_next_itrans();")
    text = replace_once(text, "      pkf_next_itrans();\n      pkf_bgemm(pkf_buffer);\n",
                        "      pkf_next_itrans();\n      pkf_bgemm(pkf_buffer);\n      pkf_mark(4);\n")
    text = replace_once(text, "    __syncthreads();  // this group's M", "    __syncthreads();\n    pkf_mark(5);  // this group's M")
    text = replace_once(text, "    __syncthreads();  // M is read", "    pkf_mark(6);\n    __syncthreads();  // M is read")
    end = "pkf_load_box(pkf_buffer ^ 1, pkf_next + 2 * pkf_pairs);  // the next group's box is read\n  }\n"
    text = replace_once(text, end, end + """  pkf_mark(7);
  if (pkf_lane == 0)
    for (int part = 0; part < 8; ++part) atomicAdd(&pkf_clock_sums[pkf_warp][part], (unsigned long long)pkf_clock[part]);
  if (pkf_thread == 0) atomicAdd(&pkf_clock_blocks, 1ull);
""")
    report = REPORT.replace("GROUPS", str(groups)).replace("PAIRS", str(pairs))
    report = report.replace("HEADER", " ".join(f"{p:>10}" for p in PARTS) + " " + f"{'total':>10}")
    head, tail = text.rsplit("  return 0;\n}", 1)
    return head + report + "  return 0;\n}" + tail


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    groups = group_count(text)
    blocks = int(re.search(r"_launch\(dim3\((\d+), 1, 1\), dim3\(32, 12, 1\)", text)[1])
    write_forms({"clocked": clocked(text, groups, blocks // 2)}, out)


if __name__ == "__main__":
    main()
