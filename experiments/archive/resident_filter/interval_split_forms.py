"""Issue 6, step 47 probe: how the next group's 16 ITrans tiles split between a group's two intervals, as timing
copies of a built --tma main.cu (step 42's template). Each scheduler j holds warps j, j + 4, j + 8.

The template transforms 12 tiles in the first interval (one per warp, beside the BGEMM) and 4 in the second (warps
0-3, beside OTrans on warps 4-11). Step 34 measured all 16 in the first as 9-14 % slower; the clock marks (steps 34, 45)
show the second interval bounded by the OTrans warps, with warps 0-3 done first. Forms that move tiles the other way
(bit-identical results; only the warps' order of work changes):
  8-8:    first interval tiles 0-7 on warps 0-3 and 8-11 (warps 4-7 only their BGEMM), second interval two tiles on
          each of warps 0-3
  8-8-b:  first interval tiles 0-7 on warps 4-11 (warps 4-7 BGEMM first, as now), warps 0-3 only their BGEMM;
          second interval as 8-8
  4-12:   first interval tiles 0-3 on warps 8-11, second interval three tiles on each of warps 0-3

    PYTHONPATH=. python3 experiments/resident_filter/interval_split_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

NEXT_ITRANS = ("    auto pkf_next_itrans = [&]() {\n", "      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp);\n    };\n")
SCHEDULE = """    if ((pkf_warp >> 2) & 1) {
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans();
    } else {
      pkf_next_itrans();
      pkf_bgemm(pkf_buffer);
    }
"""
SECOND_PART = "    if (pkf_warp < 4) pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n"
NO_TILE = 99  # pkf_itrans returns at once for a tile past the group's 16: only the box wait is left

FORMS = {
    "8-8": ("""    if ((pkf_warp >> 2) & 1) {
      pkf_bgemm(pkf_buffer);
    } else {
      pkf_next_itrans(pkf_warp < 4 ? pkf_warp : pkf_warp - 4);
      pkf_bgemm(pkf_buffer);
    }
""", (8, 12)),
    "8-8-b": (f"""    if ((pkf_warp >> 2) & 1) {{
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans(pkf_warp - 4);
    }} else if (pkf_warp >= 8) {{
      pkf_next_itrans(pkf_warp - 4);
      pkf_bgemm(pkf_buffer);
    }} else {{
      pkf_bgemm(pkf_buffer);
      pkf_next_itrans({NO_TILE});
    }}
""", (8, 12)),
    "4-12": (f"""    if (pkf_warp >= 8) {{
      pkf_next_itrans(pkf_warp - 8);
      pkf_bgemm(pkf_buffer);
    }} else {{
      pkf_bgemm(pkf_buffer);
      if (pkf_warp < 4) pkf_next_itrans({NO_TILE});
    }}
""", (4, 8, 12)),
}


def with_tile_argument(text: str) -> str:
    """The built kernel with pkf_next_itrans taking the tile to transform (the template's passes the warp's own)."""
    text = replace_once(text, NEXT_ITRANS[0], "    auto pkf_next_itrans = [&](int pkf_tile) {\n")
    return replace_once(text, NEXT_ITRANS[1], "      pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_tile);\n    };\n")


def split(text: str, schedule: str, second_tiles: tuple[int, ...]) -> str:
    text = with_tile_argument(text)
    second = "".join(f" pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + {t});" for t in second_tiles)
    return replace_once(replace_once(text, SCHEDULE, schedule), SECOND_PART, f"    if (pkf_warp < 4) {{{second} }}\n")


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    forms = {"base": text} | {name: split(text, schedule, tiles) for name, (schedule, tiles) in FORMS.items()}
    write_forms(forms, out)


if __name__ == "__main__":
    main()
