"""Where the wgmma kernel's time goes: its automatic form at a few layers, and copies of it with one part taken out
(a diagnostic for timing only: the copies compute wrong outputs, which the harness reports beside each time).

- `no-ring-wait`: the products do not wait for U's ring slots (streamed forms);
- `no-box-wait`: the transforms do not wait for the unit's box;
- `no-fold`: the products are not folded into the outputs;
- `no-transform`: V is not made (no box pixel loads, no sums);
- `no-mma`: no products issued (their waits stay);
- `mma-only`: no waits, no transform, no fold: the products and the loop around them.

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/wgmma_ablations.py OUT [--no-compile]
    ROUNDS=2 bash experiments/resident_filter/time_forms.sh OUT OUT/timings.log      # GPU: alternating rounds
"""

import argparse
import sys
from pathlib import Path

import regex

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from experiments.resident_filter.forms import compile_forms, write_forms  # noqa: E402
from experiments.streamed_forms import layer_problem, width  # noqa: E402
from pkf.build import obtain_prototype  # noqa: E402
from pkf.harness.render import render_main  # noqa: E402
from pkf.reconstructor import reconstruct  # noqa: E402
from pkf.sweep import variant_for  # noqa: E402

LAYERS = {  # name: (n, h, w, c, k, sums, chunk width or None for the automatic one)
    "vgg256-n32": (32, 56, 56, 256, 256, "fp16", None),  # n128
    "vgg256-n32-n64": (32, 56, 56, 256, 256, "fp16", 64),
    "sr64-1080p": (1, 1080, 1920, 64, 64, "fp16", None),  # U resident
    "vgg256-n8-fp32": (8, 56, 56, 256, 256, "fp32", None),  # n64 fp32 sums
}
RING_WAIT = (r"\n *pkf_tma::wait_phase\(pkf_wg::smem_u32\(bars \+ \d+\), (?:phase|\d)\);  // slot[^\n]*", lambda m: "")
BOX_WAIT = (r"\n *pkf_tma::wait_phase\(pkf_wg::smem_u32\(bars \+ wg\), (?:box_)?phase\);", lambda m: "")
# a product's fold replaced by a select on one of its registers: ptxas removes a wgmma whose results are never read
FOLD = (r"pkf_wg::fold<[^>]*>\(acc, d\[(\d+)\]\);",
        lambda m: f"acc[0][0] = __uint_as_float(d[{m[1]}][0]) > 0.f ? acc[0][1] : acc[0][0];")
# the pixels zero, not loaded: V's sums of them fold to constants
PIXELS = (r"\n *pkf_wg::load_tile_pixel<\d+>\(p\d\d, at\);|(?<=half2 [^;]*)(p\d\d\[8\])(?=[,;])",
          lambda m: f"{m[1]} = {{}}" if m[1] else "")
MMA = (r"\n *pkf_wg::position_mma(?:<true>)?\([^;]*\);", lambda m: "")
ABLATIONS = {"no-ring-wait": [RING_WAIT], "no-box-wait": [BOX_WAIT], "no-fold": [FOLD], "no-transform": [PIXELS],
             "no-mma": [MMA], "mma-only": [RING_WAIT, BOX_WAIT, FOLD, PIXELS]}


def ablated(source: str, edits: list) -> str | None:
    """The kernel with each edit made wherever its pattern matches; None where an ablation's one edit matches nowhere
    (U resident: no ring)."""
    for pattern, replacement in edits:
        source, count = regex.subn(pattern, replacement, source)
        if not count and len(edits) == 1:
            return None
    return source


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--no-compile", action="store_true", help="write the sources only")
    args = parser.parse_args()
    sources = {}
    for layer, (*shape, chunks) in LAYERS.items():
        problem = layer_problem(tuple(shape))
        variant = variant_for(problem, "full-rf64-tma-wg")
        with width(chunks):
            source = render_main(problem, variant, reconstruct(obtain_prototype(problem, variant, "sm_90"), variant))
        sources[f"{layer}-auto"] = source
        for name, patterns in ABLATIONS.items():
            if (edited := ablated(source, patterns)) is not None:
                sources[f"{layer}-{name}"] = edited
    write_forms(sources, args.out)
    if not args.no_compile:
        compile_forms(sources, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
