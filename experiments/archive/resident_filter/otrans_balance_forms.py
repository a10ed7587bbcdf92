"""Issue 6, step 45 probe: why OTrans on warps 4-7 ends ~420 SM clocks after the same code on warps 8-11 (step 42's
clock marks at 960^2), as timing copies of a built --tma main.cu (step 42's), each also with clock64 marks
(interval_clock.py):
  swap: warps 4-7 take OTrans tasks 128-255 (tiles 8-15) and warps 8-11 tasks 0-127: if the late warps stay 4-7, the
        cause is the warps (their scheduler's order), if it moves to 8-11, the tiles
  mix:  warp 4 + i takes tiles i and i + 8 (lanes 0-15 and 16-31), so each warp has a tile of both halves
Results must stay bit-identical.

    PYTHONPATH=. python3 experiments/resident_filter/otrans_balance_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import clocked, group_count, replace_once

TASK = "      const int pkf_otrans_task = pkf_thread - 128;\n"
FORMS = {
    "swap": "      const int pkf_otrans_task = (pkf_thread - 128) ^ 128;\n",
    "mix": ("      const int pkf_otrans_task = ((pkf_thread - 128) & 15) | "
            "((((pkf_thread - 128) >> 5) + 8 * (((pkf_thread - 128) >> 4) & 1)) << 4);\n"),
}


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    groups = group_count(text)
    pairs = int(re.search(r"_launch\(dim3\((\d+), 1, 1\), dim3\(32, 12, 1\)", text)[1]) // 2
    forms = {"base": text, **{name: replace_once(text, TASK, task) for name, task in FORMS.items()}}
    write_forms({**forms, **{f"{name}-clocked": clocked(form, groups, pairs) for name, form in forms.items()}}, out)


if __name__ == "__main__":
    main()
