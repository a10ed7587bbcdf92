"""The streamed wgmma kernel's forms on the layers where its choices matter, for the GPU to time side by side.
`split` (default): how many groups a pair of units' output chunks are cut into (the automatic split fills the SMs; 1
keeps each pair's box and transform for all its output chunks; the most groups fill the grid furthest), and the next
box's L2 prefetch off. `slices`: an item's input chunks in one block (slices 1, the kernel before slices) or split over
blocks as the automatic choice cuts them, at the latency-bound suite layers (grids short of SMs). `wide`: n128 output
chunks' batches (one product at a time) with and without each batch's transform overlapping the previous products
(`pipelined`) and with and without two positions' V made from the pixels loaded once (`merge`), at compute-bound layers.

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/streamed_forms.py OUT [--study slices]  # CPU or GPU side
    bash experiments/resident_filter/time_forms.sh OUT OUT/timings.log                                 # GPU: alternating rounds
"""

import argparse
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from experiments.resident_filter.forms import write_forms  # noqa: E402
from pkf.build import obtain_prototype  # noqa: E402
from pkf.harness.nvcc import compile_cuda  # noqa: E402
from pkf.harness.render import render_main  # noqa: E402
from pkf.limits import Limits  # noqa: E402
from pkf.problem import Problem  # noqa: E402
from pkf.reconstructor import reconstruct  # noqa: E402
from pkf.reconstructor.passes import PROLOGUE  # noqa: E402
from pkf.reconstructor.wgmma import WgmmaChoices, wgmma_passes, wgmma_slices, wgmma_split  # noqa: E402
from pkf.sweep import variant_for  # noqa: E402

LAYERS = {  # name: (n, h, c, k)
    "vgg-128@112-n8": (8, 112, 128, 128),
    "vgg-256@56-n8": (8, 56, 256, 256),
    "vgg-512@28-n8": (8, 28, 512, 512),
    "resnet-128@28-n8": (8, 28, 128, 128),
    "unet-128@256-n1": (1, 256, 128, 128),
    "vgg-64to128@112-n8": (8, 112, 64, 128),
}


SLICED_LAYERS = {  # the suite's layers whose grids are short of SMs, at the batches where they are
    "resnet-128@28-n1": (1, 28, 128, 128),
    "resnet-128@28-n8": (8, 28, 128, 128),
    "resnet-256@14-n1": (1, 14, 256, 256),
    "resnet-256@14-n8": (8, 14, 256, 256),
    "resnet-512@7-n1": (1, 7, 512, 512),
    "resnet-512@7-n8": (8, 7, 512, 512),
    "vgg-128@112-n1": (1, 112, 128, 128),
    "vgg-256@56-n1": (1, 56, 256, 256),
    "vgg-512@28-n1": (1, 28, 512, 512),
    "vgg-512@14-n8": (8, 14, 512, 512),
}


def forms(problem: Problem) -> dict[str, WgmmaChoices]:
    chunks = problem.k // 64
    auto = wgmma_split(problem, Limits.sm90().sms)
    splits = sorted({1, auto, chunks})
    named = {f"split{s}{'-auto' if s == auto else ''}": WgmmaChoices(split=s, slices=1) for s in splits}
    return {**named, "auto-nol2": WgmmaChoices(split=auto, l2_prefetch=False, slices=1)}


def slice_forms(problem: Problem) -> dict[str, WgmmaChoices]:
    """Every slice count from 1 up to the automatic one (the most that fill the SMs), dividing the input chunks."""
    auto = wgmma_slices(problem, Limits.sm90().sms)
    return {f"slices{d}{'-auto' if d == auto else ''}": WgmmaChoices(slices=d) for d in range(1, auto + 1) if auto % d == 0}


WIDE_LAYERS = {  # compute-bound layers where the chunks are n128
    "vgg-128@112-n32": (32, 112, 128, 128),
    "vgg-256@56-n32": (32, 56, 256, 256),
    "vgg-512@28-n32": (32, 28, 512, 512),
    "unet-128@256-n8": (8, 256, 128, 128),
}


def wide_forms(problem: Problem) -> dict[str, WgmmaChoices]:
    return {"plain": WgmmaChoices(merge=False), "merged": WgmmaChoices(merge=True),
            "pipelined": WgmmaChoices(pipelined=True, merge=False), "pipelined-merged": WgmmaChoices(pipelined=True, merge=True)}


STUDIES = {"split": (LAYERS, forms), "slices": (SLICED_LAYERS, slice_forms), "wide": (WIDE_LAYERS, wide_forms)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--no-compile", action="store_true", help="write the sources only")
    parser.add_argument("--study", choices=STUDIES, default="split")
    args = parser.parse_args()
    layers, study_forms = STUDIES[args.study]
    sources = {}
    for layer, (n, size, c, k) in layers.items():
        problem = Problem(n=n, h=size, w=size, c=c, k=k, m=2, accum="fp16")
        variant = variant_for(problem, "full-rf64-tma-wg")
        prototype = obtain_prototype(problem, variant, "sm_90")
        for name, choices in study_forms(problem).items():
            built = reconstruct(prototype, variant, passes=PROLOGUE + wgmma_passes(choices))
            sources[f"{layer}-{name}"] = render_main(problem, variant, built)
    write_forms(sources, args.out)
    if not args.no_compile:  # nvcc in parallel, for sm_90a (time_forms.sh would compile for sm_90)
        with ThreadPoolExecutor(os.cpu_count()) as pool:
            list(pool.map(lambda name: compile_cuda(args.out / name / "main.cu", args.out / name / "pkf_main",
                                                    args.out / name / "nvcc.log", "sm_90a"), sources))
    return 0


if __name__ == "__main__":
    sys.exit(main())
