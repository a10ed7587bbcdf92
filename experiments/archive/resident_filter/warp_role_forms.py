"""Issue 6, step 45 probe: which warps run which part, now that the clock marks show the warps, not the tiles, setting
the second interval (otrans_balance_forms.py: with the task halves swapped, warps 4-7 still end last). Timing copies of
a built --tma main.cu (step 42's template); each scheduler j holds warps j, j + 4, j + 8. Forms (bit-identical results):
  itrans2-4-7:  the second ITrans part on warps 4-7 (tiles 12-15), OTrans on warps 0-3 and 8-11
  itrans2-8-11: the second ITrans part on warps 8-11, OTrans on warps 0-7
  stagger-8-11: warps 8-11 run their BGEMM first instead of warps 4-7
  itrans2-4-7-stagger-8-11: the two
Step 34 tried the first two on its template (no gain then).

    PYTHONPATH=. python3 experiments/resident_filter/warp_role_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

SECOND_PART = "    if (pkf_warp < 4) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
OTRANS = "    if (pkf_warp >= 4) {\n      const int pkf_otrans_task = pkf_thread - 128;\n"
STAGGER = "    if ((pkf_warp >> 2) & 1) {\n      pkf_bgemm(pkf_buffer);\n"


def roles(text: str, second_part: str, otrans: str) -> str:
    return replace_once(replace_once(text, SECOND_PART, second_part), OTRANS, otrans)


def itrans2_4_7(text: str) -> str:
    return roles(text, "    if ((pkf_warp >> 2) == 1) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n",
                 "    if ((pkf_warp >> 2) != 1) {\n      const int pkf_otrans_task = pkf_warp < 4 ? pkf_thread : pkf_thread - 128;\n")


def stagger_8_11(text: str) -> str:
    return replace_once(text, STAGGER, STAGGER.replace("(pkf_warp >> 2) & 1", "(pkf_warp >> 2) == 2"))


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({
        "base": text,
        "itrans2-4-7": itrans2_4_7(text),
        "itrans2-8-11": roles(text, "    if (pkf_warp >= 8) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 4);\n",
                              "    if (pkf_warp < 8) {\n      const int pkf_otrans_task = pkf_thread;\n"),
        "stagger-8-11": stagger_8_11(text),
        "itrans2-4-7-stagger-8-11": stagger_8_11(itrans2_4_7(text)),
    }, out)


if __name__ == "__main__":
    main()
