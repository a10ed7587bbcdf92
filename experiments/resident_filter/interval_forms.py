"""Issue 6, step 34 probe: which warps run the second interval's ITrans part, as timing copies of a built main.cu.

interval_clock.py puts the second interval (this group's OTrans beside the last 4 tiles of the next group's
ITrans) near half a group's time, with its OTrans warps the last to finish: warps j, j + 4 and j + 8 share
scheduler j, and the ITrans warp of each scheduler finishes first. Forms written here (results must stay
bit-identical; only the warps change):
  itrans2-4-7:  the ITrans part on warps 4-7 (tiles 12-15), OTrans on warps 0-3 and 8-11
  itrans2-8-11: the ITrans part on warps 8-11, OTrans on warps 0-7

    PYTHONPATH=. python3 experiments/resident_filter/interval_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

ITRANS = "    pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
OTRANS = "for (int pkf_otrans_task = pkf_thread - 128;"

FORMS = {
    "itrans2-4-7": ("    if ((pkf_warp >> 2) == 1) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 8);\n",
                    "for (int pkf_otrans_task = (pkf_warp >> 2) == 1 ? -1 : pkf_thread - ((pkf_warp >> 2) == 2 ? 128 : 0);"),
    "itrans2-8-11": ("    if (pkf_warp >= 8) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 4);\n",
                     "for (int pkf_otrans_task = pkf_warp >= 8 ? -1 : pkf_thread;"),
}


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    forms = {"base": text}
    for name, (itrans, otrans) in FORMS.items():
        forms[name] = replace_once(replace_once(text, ITRANS, itrans), OTRANS, otrans)
    write_forms(forms, out)


if __name__ == "__main__":
    main()
