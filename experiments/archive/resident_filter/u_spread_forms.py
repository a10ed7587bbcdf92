"""Issue 6, step 40 probe: U's loads spread over L2's lines, as timing copies of a built --tma main.cu.

At 224^2 the prologue is about a third of the kernel (step 34), and step 37 found that halving L2's reads of U by
multicast does not shorten it. But every block of one k half loads the same 147 KB in the same order at the same
time: 66 blocks ask for each 128-byte line at once. Forms (results must stay bit-identical):
  u-rotate: warp w of pair q holds (and multiplies by) positions (w + q) % 12 + 12 s instead of w + 12 s, so the
            blocks of a k half load different lines at any moment (any assignment of positions to warps is valid)
  u-ldg:    U's loads through the read-only data path (__ldg)

Written for builds of step 39's template.

    PYTHONPATH=. python3 experiments/resident_filter/u_spread_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

PAIRS = "pkf_pairs = (int)gridDim.x >> 1;\n"
U_ROW = "(((pkf_k_half * 36 + pkf_warp + 12 * s) * 4 + ks) * 32 + pkf_lane) * 2;"
PLANE = "(pkf_warp + 12 * s) * 1024;"
U_LOAD = "const uint4 lo = lane_u[0], hi = lane_u[1];"


def rotate(text: str) -> str:
    text = replace_once(text, PAIRS, PAIRS + "  const int pkf_wpos = (pkf_warp + pkf_pair) % 12;  // this warp's first position\n")
    text = replace_once(text, U_ROW, U_ROW.replace("pkf_warp", "pkf_wpos"))
    return replace_once(text, PLANE, PLANE.replace("pkf_warp", "pkf_wpos"))


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text, "u-rotate": rotate(text),
                 "u-ldg": replace_once(text, U_LOAD, "const uint4 lo = __ldg(lane_u), hi = __ldg(lane_u + 1);")}, out)


if __name__ == "__main__":
    main()
