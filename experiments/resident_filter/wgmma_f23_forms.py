"""Issue 6, steps 52-53: the --wgmma schedule's forms (reconstructor/wgmma.py's `Schedule` choices, and two timing-only
forms), beside a built --tma main.cu (`base`, F(4,3)).

Every design since step 22 splits a group between the two blocks of a pair, because F(4,3)'s U (288 KB) fits neither
one SM's registers nor its shared memory. F(2,3)'s U is 128 KB: it fits one block's shared memory, where wgmma reads
its B operand, and `pkf build --wgmma` keeps it there (reconstructor/wgmma.py). Each form here is that variant,
reconstructed from the F(2,3) prototype of the same size ($PKF_PROTOTYPES) with other choices:

- wgmma-f23: batches one after another; -pipe: each batch's transform while the last batch's products run;
- pipe-l2: + each unit's box prefetched toward L2 one unit ahead;
- order: + tiles 2 columns apart in a load's 8 lanes (no bank conflicts, step 53);
- order-merge (the variant as built): + the 4 positions that read the same 4 pixels from one load;
- order-share, order-merge-share: + row or column sums shared between positions;
- timing only (wrong results): pipe-noreload, every unit reads the first unit's box; pipe-bcast, each warp's 16-byte
  loads all read one address (no shared-memory bandwidth spent on them).

Steps 52-53 measured these forms with a hand-written copy of the kernel (`wgmma_f23.cu`, at e06b6ec) whose filter
transform was its own; the variant's is TVM's KTrans. The forms are compiled here for sm_90a (time_forms.sh then
times them).

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/resident_filter/wgmma_f23_forms.py BUILD_DIR OUT_DIR
"""

import json
import sys
from dataclasses import replace
from pathlib import Path

from experiments.resident_filter.forms import replace_once, write_forms
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.build import obtain_prototype
from pkf.problem import Problem
from pkf.sweep import variant_for
from pkf.reconstructor import reconstruct
from pkf.reconstructor.passes import PROLOGUE
from pkf.reconstructor.wgmma import WgmmaChoices as Schedule, wgmma_passes

FORMS = {
    "wgmma-f23": Schedule(pipelined=False, merge=False, tile_order=False, l2_prefetch=False),
    "wgmma-f23-pipe": Schedule(merge=False, tile_order=False, l2_prefetch=False),
    "pipe-l2": Schedule(merge=False, tile_order=False),
    "order": Schedule(merge=False),
    "order-merge": Schedule(),
    "order-share": Schedule(merge=False, share=True),
    "order-merge-share": Schedule(share=True),
}
WAIT_BOX = "    pkf_tma::wait_phase(pkf_wg::smem_u32(bars + wg), phase);\n"
NEXT_BOX = "load_box(unit + stride);"
ADDRESSES = "    for (int h = 0; h < 2; ++h) at[c][h] = pkf_wg::smem_u32(box) + (px + c) * 128 + (((q + 4 * h) ^ ((px + c) & 7)) << 4);\n"


def no_reload(text: str) -> str:
    """Every unit reads the first unit's box, loaded once: the kernel without its input stream."""
    text = replace_once(text, WAIT_BOX, "    if (unit < stride) pkf_tma::wait_phase(pkf_wg::smem_u32(bars + wg), phase);\n")
    return replace_once(text, NEXT_BOX, "(void)0;")


def broadcast(text: str) -> str:
    """Each warp's 16-byte box loads all read one address: one shared-memory wavefront each instead of four."""
    return replace_once(text, ADDRESSES, ADDRESSES + "#pragma unroll\n  for (int c = 0; c < 8; ++c)\n#pragma unroll\n"
                        "    for (int h = 0; h < 2; ++h) at[c][h] = pkf_wg::smem_u32(box) + 72 * 128 * warp + 16 * h + 128 * c;\n")


TIMING_ONLY = {"pipe-noreload": ("pipe-l2", no_reload), "pipe-bcast": ("pipe-l2", broadcast)}


def wgmma_forms(problem: Problem) -> dict[str, str]:
    f23 = replace(problem, m=2)
    variant = variant_for(f23, "full-rf64-tma-wg")
    prototype = obtain_prototype(f23, variant, "sm_90")
    forms = {name: render_main(f23, variant, reconstruct(prototype, variant, passes=PROLOGUE + wgmma_passes(schedule))) for name, schedule in FORMS.items()}
    return {**forms, **{name: change(forms[of]) for name, (of, change) in TIMING_ONLY.items()}}


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    problem = Problem(**json.loads((build / "build.json").read_text())["problem"])
    forms = wgmma_forms(problem)
    write_forms({"base": (build / "main.cu").read_text(), **forms}, out)
    for name in forms:  # wgmma needs sm_90a; time_forms.sh compiles base for sm_90
        compile_cuda(out / name / "main.cu", out / name / "pkf_main", out / name / "nvcc.log", "sm_90a")


if __name__ == "__main__":
    main()
