"""Issue 6, step 48 probe: the second interval's ITrans tiles started late, as timing copies of a built --tma main.cu.

Step 47: every ITrans tile added to the second interval delays OTrans, whose warps bound it, by sharing their
schedulers' issue slots; warps 0-3 finish their one tile there well before the OTrans warps. If their tile waits before
it starts (__nanosleep), OTrans has the schedulers to itself at first, and the tile may still finish before OTrans does.
Forms (bit-identical results; only when warps 0-3 start changes):
  delay-N:  warps 0-3 sleep N ns (__nanosleep; the hardware sleeps between 0 and 2N) before their second-interval tile

    PYTHONPATH=. python3 experiments/resident_filter/itrans_delay_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

SECOND_PART = "    if (pkf_warp < 4) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
DELAYS_NS = (100, 250, 500, 1000)


def delayed(text: str, ns: int) -> str:
    return replace_once(text, SECOND_PART, f"    if (pkf_warp < 4) {{ __nanosleep({ns}); pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12); }}\n")


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text} | {f"delay-{ns}": delayed(text, ns) for ns in DELAYS_NS}, out)


if __name__ == "__main__":
    main()
