"""Issue 6, step 39 probe: branches on the warp index that the compiler can see are uniform, as timing copies of
a built --tma main.cu.

The schedule branches on the warp (the stagger, the second ITrans part on warps 0-3, OTrans on warps 4-11), but
the warp index is threadIdx.y, which the compiler cannot know to be the same across a warp, and OTrans is a loop
over tasks (`task < tiles * 16`, `task += 384`, `task < 0` skipped) that runs exactly once on warps 4-11. Step 36
found one per-task check worth 3-5 %. Forms (results must stay bit-identical):
  warp-shfl:    the warp index broadcast from lane 0 (__shfl_sync), as CUTLASS does to make it warp-uniform
  otrans-once:  OTrans as one task per thread of warps 4-11 (`if (warp >= 4)`), the second ITrans part as
                `if (warp < 4)`, in the prologue and the loop
  both:         the two together

Written for builds of 6bf0cbe (step 36's template); the template has run otrans-once since step 39.

    PYTHONPATH=. python3 experiments/resident_filter/uniform_forms.py BUILD_DIR OUT_DIR
"""

import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from experiments.resident_filter.interval_clock import replace_once

WARP = "pkf_warp = (int)threadIdx.y,"
OTRANS = ("    for (int pkf_otrans_task = pkf_thread - 128; pkf_otrans_task < 256; pkf_otrans_task += 384) {\n"
          "      if (pkf_otrans_task < 0) continue;\n")
SECOND_PARTS = ("  pkf_itrans(pkf_pair, 0, pkf_warp + 12);\n", "    pkf_itrans(pkf_next, pkf_buffer ^ 1, pkf_warp + 12);\n")


def warp_shfl(text: str) -> str:
    return replace_once(text, WARP, "pkf_warp = __shfl_sync(0xffffffffu, (int)threadIdx.y, 0),")


def otrans_once(text: str) -> str:
    text = replace_once(text, OTRANS, "    if (pkf_warp >= 4) {\n      const int pkf_otrans_task = pkf_thread - 128;\n")
    for part in SECOND_PARTS:
        indent = part[:len(part) - len(part.lstrip())]
        text = replace_once(text, part, f"{indent}if (pkf_warp < 4) {part.lstrip()}")
    return text


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    text = (build / "main.cu").read_text()
    write_forms({"base": text, "warp-shfl": warp_shfl(text), "otrans-once": otrans_once(text),
                 "both": otrans_once(warp_shfl(text))}, out)


if __name__ == "__main__":
    main()
