"""Issue 6, step 34 probe: which warps run the second interval's ITrans part, as timing copies of a built main.cu.

interval_clock.py puts the second interval (this group's OTrans beside the last 4 tiles of the next group's
ITrans) near half a group's time, with its OTrans warps the last to finish: warps j, j + 4 and j + 8 share
scheduler j, and the ITrans warp of each scheduler finishes first. Forms written here (results must stay
bit-identical; only the warps change):
  itrans2-4-7:  the ITrans part on warps 4-7 (tiles 12-15), OTrans on warps 0-3 and 8-11
  itrans2-8-11: the ITrans part on warps 8-11, OTrans on warps 0-7
Then forms with the whole ITrans of the next group in the first interval, the second holding OTrans alone
(the clock marks give warps 4-7 a few hundred clocks of slack in the first interval):
  all-first-4-7:      warps 4-7 transform tiles w and w + 8 after their BGEMM; OTrans on warps 0-3 and 8-11
  all-first-4-7-ot:   the same with OTrans on warps 4-11 as in the template
  all-first-0-3:      warps 0-3 transform tile w + 12 after their BGEMM; OTrans on warps 4-11

Written for builds of step 34's template (up to 6bf0cbe): step 39 replaced the OTrans loop and the second part's call it edits.

    PYTHONPATH=. python3 experiments/resident_filter/interval_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

ITRANS = "    pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
OTRANS = "for (int pkf_otrans_task = pkf_thread - 128;"
BGEMM_FIRST = "      pkf_bgemm(pkf_buffer);\n      pkf_next_itrans();\n"
ITRANS_FIRST = "      pkf_next_itrans();\n      pkf_bgemm(pkf_buffer);\n"
OTRANS_0_3_8_11 = "for (int pkf_otrans_task = (pkf_warp >> 2) == 1 ? -1 : pkf_thread - ((pkf_warp >> 2) == 2 ? 128 : 0);"

FORMS = {
    "itrans2-4-7": ("    if ((pkf_warp >> 2) == 1) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n",
                    OTRANS_0_3_8_11),
    "itrans2-8-11": ("    if (pkf_warp >= 8) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 4);\n",
                     "for (int pkf_otrans_task = pkf_warp >= 8 ? -1 : pkf_thread;"),
}


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    forms = {"base": text}
    for name, (itrans, otrans) in FORMS.items():
        forms[name] = replace_once(replace_once(text, ITRANS, itrans), OTRANS, otrans)
    extra_4_7 = replace_once(replace_once(text, ITRANS, ""), BGEMM_FIRST,
                             BGEMM_FIRST + "      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n")
    forms["all-first-4-7"] = replace_once(extra_4_7, OTRANS, OTRANS_0_3_8_11)
    forms["all-first-4-7-ot"] = extra_4_7
    forms["all-first-0-3"] = replace_once(replace_once(text, ITRANS, ""), ITRANS_FIRST,
                                          ITRANS_FIRST + "      if (pkf_warp < 4) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n")
    write_forms(forms, out)


if __name__ == "__main__":
    main()
