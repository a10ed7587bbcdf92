"""Issue 6, step 50 probe: OTrans on 4 warps, two tasks per thread, as timing copies of a built --tma main.cu.

Steps 45-48: the second interval is bounded by the OTrans warps, which issue about a third of their scheduler's slots
and run latency-bound (3 warps per scheduler: one ITrans warp, two OTrans warps). Here one warp per scheduler runs
OTrans with two independent tasks per thread (task t and t + 128, straight code the compiler can interleave), and the
other leaves the interval. Forms (bit-identical results):
  otrans2-4-7:  warps 4-7 run tasks thread - 128 and thread; warps 8-11 idle in the second interval
  otrans2-8-11: warps 8-11 run tasks thread - 256 and thread - 128; warps 4-7 idle in the second interval
With otrans2-8-11, warps 4-7 are free in the second interval; forms that give them ITrans tiles:
  o2-i4-47:   the second interval's 4 tiles on warps 4-7 instead of 0-3
  o2-i8-07:   8 + 8: first interval tiles 0-7 on warps 0-7 (warps 8-11 only their BGEMM), second interval tiles 8-15
              on warps 0-7
  o2-i8-0311: 8 + 8: first interval tiles 0-7 on warps 0-3 and 8-11 (warps 4-7 only their BGEMM), second as o2-i8-07
And one that gives them Tensor Core work instead (step 51):
  o2-bgemm-47: warps 4-7 run the next group's BGEMM in the second interval, once warps 0-3's 4 tiles are in (named
               barrier 1: warps 0-3 arrive, warps 4-7 sync); in the first interval they only transform (but for the
               first group, whose BGEMM has no earlier interval)

    PYTHONPATH=. python3 experiments/resident_filter/otrans_pairs_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import group_count, replace_once
from experiments.resident_filter.interval_split_forms import SCHEDULE, SECOND_PART, with_tile_argument

OTRANS = "    if (pkf_warp >= 4) {\n      const int pkf_otrans_task = pkf_thread - 128;\n"
OTRANS_END = "\n}\n    }\n    __syncthreads();  // M is read"


def two_tasks(text: str, warps: str, first_task: str) -> str:
    text = replace_once(text, OTRANS, f"    if ({warps}) {{\n      #pragma unroll\n      for (int pkf_rep = 0; pkf_rep < 2; ++pkf_rep) {{\n"
                                      f"      const int pkf_otrans_task = {first_task} + 128 * pkf_rep;\n")
    return replace_once(text, OTRANS_END, "\n}\n      }\n    }\n    __syncthreads();  // M is read")


def itrans_moved(text: str, schedule: str | None, second_part: str) -> str:
    """otrans2-8-11 with the next group's ITrans tiles given to other warps (schedule None: the first interval as built)."""
    text = replace_once(two_tasks(text, "pkf_warp >= 8", "pkf_thread - 256"), SECOND_PART, second_part)
    if schedule is None:
        return text
    return replace_once(with_tile_argument(text), SCHEDULE, schedule)


EIGHT_SECOND = "    if (pkf_warp < 8) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n"
FIRST_0_7 = """    if ((pkf_warp >> 2) & 1) {
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans(pkf_warp);
    } else if (pkf_warp < 4) {
      pkf_next_itrans(pkf_warp);
      pkf_bgemm(pkf_buffer);
    } else {
      pkf_bgemm(pkf_buffer);
    }
"""
FIRST_0_3_8_11 = """    if ((pkf_warp >> 2) & 1) {
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans(99);  // the box wait only: these warps transform in the second interval
    } else {
      pkf_next_itrans(pkf_warp < 4 ? pkf_warp : pkf_warp - 4);
      pkf_bgemm(pkf_buffer);
    }
"""


NEXT_BGEMM_FIRST = """    if ((pkf_warp >> 2) & 1) {
      if (pkf_step == 0) pkf_bgemm(pkf_buffer);  // later groups' BGEMM on these warps ran in the interval before
      pkf_next_itrans();
    } else {
      pkf_next_itrans();
      pkf_bgemm(pkf_buffer);
    }
"""
NEXT_BGEMM_SECOND = """    if (pkf_warp < 4) {
      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);
      asm volatile("bar.arrive 1, 256;\\n" ::: "memory");
    } else if (pkf_warp < 8) {  // the next group's V is complete: its BGEMM for these warps' positions
      asm volatile("bar.sync 1, 256;\\n" ::: "memory");
      if (pkf_next < GROUPS) pkf_bgemm(pkf_buffer ^ 1);
    }
"""


def next_bgemm(text: str) -> str:
    """otrans2-8-11 with warps 4-7 running the next group's BGEMM in the second interval."""
    second = NEXT_BGEMM_SECOND.replace("GROUPS", str(group_count(text)))
    text = replace_once(two_tasks(text, "pkf_warp >= 8", "pkf_thread - 256"), SECOND_PART, second)
    return replace_once(text, SCHEDULE, NEXT_BGEMM_FIRST)


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text, "otrans2-4-7": two_tasks(text, "(pkf_warp >> 2) == 1", "pkf_thread - 128"),
                 "otrans2-8-11": two_tasks(text, "pkf_warp >= 8", "pkf_thread - 256"),
                 "o2-i4-47": itrans_moved(text, None, "    if ((pkf_warp >> 2) == 1) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n"),
                 "o2-i8-07": itrans_moved(text, FIRST_0_7, EIGHT_SECOND),
                 "o2-i8-0311": itrans_moved(text, FIRST_0_3_8_11, EIGHT_SECOND), "o2-bgemm-47": next_bgemm(text)}, out)


if __name__ == "__main__":
    main()
