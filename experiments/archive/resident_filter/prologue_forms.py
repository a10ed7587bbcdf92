"""Issue 6, step 34 probe: the order of the --tma variant's first loads, as timing copies of a built main.cu.

With U in fragment order the prologue (U's loads issued, the first box awaited) still takes ~1,700 SM clocks
per group at 224^2 (interval_clock.py): every block loads 147 KB of U and two 41 KB boxes at once. Forms
(results must stay bit-identical):
  box1-late: the second box requested after the first has arrived, not beside it
  u-late:    U's loads issued after the first box has arrived (its ITrans then overlaps them)

Written for builds of the template at c1c20fb; the template has run box1-late since.

    PYTHONPATH=. python3 experiments/resident_filter/prologue_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

BOX1 = "    pkf_load_box(1, pkf_pair + pkf_pairs);\n"
WAIT0 = "  pkf_tma::wait_phase(pkf_tma::smem_address(&pkf_box_bars[0]), 0);\n"
U_LOADS = re.compile(r"(  unsigned pkf_u\[3\]\[4\]\[4\]\[2\];\n)(  #pragma unroll\n  for \(int s = 0; s < 3; \+\+s\)\n.*?\n    \}\n)", re.DOTALL)


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    box1_late = replace_once(replace_once(text, BOX1, ""), WAIT0, WAIT0 + "  if (pkf_thread == 0) pkf_load_box(1, pkf_pair + pkf_pairs);\n")
    loads = U_LOADS.search(text)
    assert loads, "U's load loop not found"
    u_late = replace_once(text[:loads.start()] + loads[1] + text[loads.end():], WAIT0, WAIT0 + loads[2])
    write_forms({"base": text, "box1-late": box1_late, "u-late": u_late}, out)


if __name__ == "__main__":
    main()
