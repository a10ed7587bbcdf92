"""Issue 6, step 36 probe: the --tma variant without the tile-count checks its groups make redundant.

With --tma, H and W are multiples of 16, so the groups (4 x 4 tiles) cover the image exactly: a tile of a
group below the group count is always in the image. Step 35's extra range checks per ITrans tile and
OTrans task cost 1-2.4 % where nothing else changed, so the template's own checks may cost as much.
Form (results must stay bit-identical):
  exact-guards: ITrans' `group * 16 + tile >= ntiles` and OTrans' `group * 16 + tile >= ntiles` dropped

Written for builds of the template at 66161f8; the template has left those checks out since (step 36), so on a
later build it stops at its assertion.

    PYTHONPATH=. python3 experiments/resident_filter/guard_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms

ITRANS_CHECK = re.compile(r" \|\| pkf_group \* 16 \+ pkf_tile >= \d+\) return;")
OTRANS_CHECK = re.compile(r"if \(pkf_otrans_task < 0 \|\| pkf_group \* 16 \+ \(pkf_otrans_task >> 4\) >= \d+\) continue;")


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    exact, itrans = ITRANS_CHECK.subn(") return;", text)
    exact, otrans = OTRANS_CHECK.subn("if (pkf_otrans_task < 0) continue;", exact)
    assert (itrans, otrans) == (1, 1), f"checks found: ITrans {itrans}, OTrans {otrans}"
    write_forms({"base": text, "exact-guards": exact}, out)


if __name__ == "__main__":
    main()
