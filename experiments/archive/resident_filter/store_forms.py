"""Issue 6, step 43 probe: how much of the second interval OTrans' y stores cost, and whether a cache hint helps,
as timing copies of a built --tma main.cu (step 42's template).

The clock marks (interval_clock.py) put the second interval at ~1,800 SM clocks per group at 960^2, bounded by the
OTrans warps 4-7 (warps 8-11 finish the same work in ~1,400). Forms:
  y-none: the y stores kept only where a value is exactly 12345 (never, for these inputs), so the transform is
          still computed but almost nothing is written; timing only, its results are wrong (the ceiling of any
          change to the stores)
  y-cs:   the stores as __stcs (st.global.cs: evict-first, streaming)
  y-cg:   the stores as __stcg (st.global.cg: cached in L2 only)

    PYTHONPATH=. python3 experiments/resident_filter/store_forms.py BUILD_DIR OUT_DIR
"""

import re
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms

Y_STORE = re.compile(r"^(\s*)\*\(half2\*\)\(y_ptr \+ (.*)\) = (Y_tile_local_ptr\[\d+\]);$", re.MULTILINE)


def stores(text: str, write) -> str:
    text, count = Y_STORE.subn(lambda m: m[1] + write(f"(half2*)(y_ptr + {m[2]})", m[3]), text)
    assert count == 16, f"expected 16 y stores, found {count}"
    return text


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({
        "base": text,
        "y-none": stores(text, lambda at, v: f"if (__half2float(__low2half({v})) == 12345.f) *{at} = {v};"),
        "y-cs": stores(text, lambda at, v: f"__stcs({at}, {v});"),
        "y-cg": stores(text, lambda at, v: f"__stcg({at}, {v});"),
    }, out)


if __name__ == "__main__":
    main()
