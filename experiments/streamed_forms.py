"""The streamed wgmma kernel's forms on the layers where its choices matter, for the GPU to time side by side.
`split` (default): how many groups a pair of units' output chunks are cut into (the automatic split fills the SMs; 1
keeps each pair's box and transform for all its output chunks; the most groups fill the grid furthest), and the next
box's L2 prefetch off. `slices`: an item's input chunks in one block (slices 1, the kernel before slices) or split over
blocks as the automatic choice cuts them, at the latency-bound suite layers (grids short of SMs). `wide`: n128 output
chunks' batches (one product at a time) with and without each batch's transform overlapping the previous products
(`pipelined`) and with and without two positions' V made from the pixels loaded once (`merge`), at compute-bound layers.
`fold`: each batch's fold while the next batch's products run (`fold_behind`), merged or not, against the automatic
form, at the chunk width the automatic choice takes and at the other one (narrow n64 / n32 for the wide layers, U's
layout with it), on U-resident (C = K = 64) and streamed layers, fp16 and fp32 sums. `stores`: the automatic form
and the one with each batch folded before the next batch's products are issued (`pipelined`), at layers whose stores
the vector stores changed. `waves`: the automatic form where the split of output chunks that fills the last wave
changed it, beside the form it had before. `n96`: every chunk width at layers whose output channels n96 chunks cover
with less padding. `half`: where C mod 64 is 16 or 32, the last input chunk's first 32 channels only, against every
chunk whole. `--old DIR` also builds each layer's automatic form as the tree at DIR (an older commit) makes it.

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/streamed_forms.py OUT [--study slices]  # CPU or GPU side
    bash experiments/resident_filter/time_forms.sh OUT OUT/timings.log                                 # GPU: alternating rounds
"""

import argparse
import os
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from experiments.resident_filter.forms import compile_forms, write_forms  # noqa: E402
from pkf.build import obtain_prototype  # noqa: E402
from pkf.harness.render import render_main  # noqa: E402
from pkf.limits import Limits  # noqa: E402
from pkf.problem import Problem  # noqa: E402
from pkf.reconstructor import reconstruct  # noqa: E402
from pkf.reconstructor.passes import PROLOGUE  # noqa: E402
from pkf.reconstructor import wgmma  # noqa: E402
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


FOLD_LAYERS = {  # (n, h, w, c, k, sums): U resident (C = K = 64), n128 / n64-fp32 wide chunks, narrow n64 chunks
    "sr-64@1080p-n1": (1, 1080, 1920, 64, 64, "fp16"),
    "sr-64@1080p-n1-fp32": (1, 1080, 1920, 64, 64, "fp32"),
    "vgg-128@112-n32": (32, 112, 112, 128, 128, "fp16"),
    "vgg-256@56-n32": (32, 56, 56, 256, 256, "fp16"),
    "vgg-256@56-n8-fp32": (8, 56, 56, 256, 256, "fp32"),
    "resnet-128@28-n8": (8, 28, 28, 128, 128, "fp16"),
    "resnet-256@14-n8": (8, 14, 14, 256, 256, "fp16"),
    "vgg-64to128@112-n8": (8, 112, 112, 64, 128, "fp16"),
}


def fold_forms(problem: Problem) -> dict[str, WgmmaChoices]:
    return {"auto": WgmmaChoices(), "fold": WgmmaChoices(fold_behind=True, merge=False),
            "fold-merged": WgmmaChoices(fold_behind=True, merge=True), "pipelined": WgmmaChoices(fold_behind=False)}


@contextmanager
def width(chunks: int | None):
    """The chunk width forced to `chunks` output channels (None: the automatic one), U's layout with it."""
    automatic = wgmma.chunk_width
    if chunks is not None:
        wgmma.chunk_width = lambda problem: chunks
    try:
        yield
    finally:
        wgmma.chunk_width = automatic


def widths(problem: Problem) -> list[tuple[str, int | None]]:
    """The automatic width, and where U is streamed the other of narrow and wide."""
    auto, narrow = wgmma.chunk_width(problem), wgmma.narrow_width(problem)
    if not wgmma.wgmma_layout(problem).streamed:
        return [("", None)]
    other = narrow if auto == 2 * narrow else 2 * narrow
    if other > narrow and problem.accum == "fp16" and problem.c <= wgmma.WGMMA_CHUNK:  # 16 n128 positions: 256 KB
        return [("", None)]
    return [("", None), (f"-n{other}", other)]


STORE_LAYERS = {  # (n, h, w, c, k, sums): U resident, K not a multiple of 64, wide and narrow chunks
    "sr-64@1080p-n1": (1, 1080, 1920, 64, 64, "fp16"),
    "sr-64@1080p-n1-fp32": (1, 1080, 1920, 64, 64, "fp32"),
    "c64-k64@512-n1": (1, 512, 512, 64, 64, "fp16"),
    "c64-k48@512-n1": (1, 512, 512, 64, 48, "fp16"),
    "c48-k48@512-n1": (1, 512, 512, 48, 48, "fp16"),
    "c96-k96@1080p-n1": (1, 1080, 1920, 96, 96, "fp16"),
    "vgg-128@112-n32": (32, 112, 112, 128, 128, "fp16"),
    "vgg-256@56-n32": (32, 56, 56, 256, 256, "fp16"),
    "vgg-256@56-n8-fp32": (8, 56, 56, 256, 256, "fp32"),
    "resnet-128@28-n8": (8, 28, 28, 128, 128, "fp16"),
    "vgg-64to128@112-n8": (8, 112, 112, 64, 128, "fp16"),
}


def store_forms(problem: Problem) -> dict[str, WgmmaChoices]:
    return {"auto": WgmmaChoices(), "pipelined": WgmmaChoices(fold_behind=False)}


WAVE_LAYERS = {  # (n, h, w, c, k, sums): where the split that fills the last wave changes the automatic form
    "vgg-128@112-n8": (8, 112, 112, 128, 128, "fp16"),
    "vgg-128@112-n8-fp32": (8, 112, 112, 128, 128, "fp32"),
    "vgg-64to128@112-n8": (8, 112, 112, 64, 128, "fp16"),
    "vgg-64to128@112-n8-fp32": (8, 112, 112, 64, 128, "fp32"),
}
# the automatic form before: wide chunks for vgg-128@112 N = 8 with fp16 sums, no split anywhere
WAVE_BEFORE = {"vgg-128@112-n8": 128}


def wave_forms(problem: Problem, layer: str) -> dict[str, tuple[int | None, WgmmaChoices]]:
    """The automatic form, and the one the automatic choice made before it split output chunks to fill the last wave."""
    return {"auto": (None, WgmmaChoices()), "before": (WAVE_BEFORE.get(layer), WgmmaChoices(split=1, slices=1))}


N96_LAYERS = {  # (n, h, w, c, k, sums): output channels that n96 chunks cover with less padding than n128's
    "vdsr96@1080p-n1": (1, 1080, 1920, 96, 96, "fp16"),
    "unet96@1024-n1": (1, 1024, 1024, 96, 96, "fp16"),
    "unet96to192@1024-n1": (1, 1024, 1024, 96, 192, "fp16"),
    "unet192@512-n1": (1, 512, 512, 192, 192, "fp16"),
    "80@256-n8": (8, 256, 256, 80, 80, "fp16"),
    "96@112-n8": (8, 112, 112, 96, 96, "fp16"),
    "96@112-n32": (32, 112, 112, 96, 96, "fp16"),
    "160@56-n8": (8, 56, 56, 160, 160, "fp16"),
    "192@56-n8": (8, 56, 56, 192, 192, "fp16"),
    "192@56-n32": (32, 56, 56, 192, 192, "fp16"),
}


def n96_forms(problem: Problem, layer: str) -> dict[str, tuple[int | None, WgmmaChoices]]:
    """The automatic form and each chunk width forced (n64, n96, n128), and n96 with each batch's transform while the
    previous products run (`pipelined`)."""
    return {"auto": (None, WgmmaChoices()), "n64": (64, WgmmaChoices()), "n96": (96, WgmmaChoices()),
            "n128": (128, WgmmaChoices()), "n96-pipelined": (96, WgmmaChoices(pipelined=True))}


HALF_LAYERS = {  # (n, h, w, c, k, sums): C mod 64 of 32 or 16, the last input chunk half padding
    "vdsr96@1080p-n1": (1, 1080, 1920, 96, 96, "fp16"),
    "vdsr32@1080p-n1": (1, 1080, 1920, 32, 32, "fp16"),
    "unet96@1024-n1": (1, 1024, 1024, 96, 96, "fp16"),
    "unet32to64@1024-n1": (1, 1024, 1024, 32, 64, "fp16"),
    "80@256-n8": (8, 256, 256, 80, 80, "fp16"),
    "96@112-n32": (32, 112, 112, 96, 96, "fp16"),
    "160@56-n8": (8, 56, 56, 160, 160, "fp16"),
    "96@256-n8-fp32": (8, 256, 256, 96, 96, "fp32"),
    "vdsr32@1080p-n1-fp32": (1, 1080, 1920, 32, 32, "fp32"),
}


def half_forms(problem: Problem, layer: str) -> dict[str, tuple[int | None, WgmmaChoices]]:
    """The automatic form (the last input chunk's first 32 channels only) and the one with every chunk whole."""
    return {"auto": (None, WgmmaChoices()), "whole": (None, WgmmaChoices(half_chunks=False))}


STUDIES = {"split": (LAYERS, forms), "slices": (SLICED_LAYERS, slice_forms), "wide": (WIDE_LAYERS, wide_forms),
           "fold": (FOLD_LAYERS, fold_forms), "stores": (STORE_LAYERS, store_forms), "waves": (WAVE_LAYERS, wave_forms),
           "n96": (N96_LAYERS, n96_forms), "half": (HALF_LAYERS, half_forms)}
OWN_WIDTHS = ("waves", "n96", "half")  # studies whose forms name their chunk widths, given the layer


def layer_problem(shape: tuple) -> Problem:
    """A study's layer: (n, size, c, k), fp16 sums, or (n, h, w, c, k, sums)."""
    n, h, w, c, k, sums = shape if len(shape) == 6 else (shape[0], shape[1], shape[1], *shape[2:], "fp16")
    return Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum=sums)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--no-compile", action="store_true", help="write the sources only")
    parser.add_argument("--study", choices=STUDIES, default="split")
    parser.add_argument("--old", type=Path, help="also each layer's automatic form as the tree at OLD builds it (pkf build)")
    args = parser.parse_args()
    layers, study_forms = STUDIES[args.study]
    sources = {}
    for layer, shape in layers.items():
        problem = layer_problem(shape)
        variant = variant_for(problem, "full-rf64-tma-wg")
        prototype = obtain_prototype(problem, variant, "sm_90")
        if args.study in OWN_WIDTHS:
            named = study_forms(problem, layer)
        else:
            named = {f"{suffix[1:]}-{name}".lstrip("-"): (chunks, choices)
                     for suffix, chunks in (widths(problem) if args.study == "fold" else [("", None)])
                     for name, choices in study_forms(problem).items()}
        for name, (chunks, choices) in named.items():
            with width(chunks):
                built = reconstruct(prototype, variant, passes=PROLOGUE + wgmma_passes(choices))
                sources[f"{layer}-{name}"] = render_main(problem, variant, built)
    write_forms(sources, args.out)
    for layer, shape in layers.items() if args.old else ():
        p = layer_problem(shape)
        command = [sys.executable, "-m", "pkf", "build", "--schedule", "wgmma", "--accum", p.accum, "--no-compile", "--out",
                   str((args.out / f"{layer}-old").resolve())] + [f"--{name}={getattr(p, name)}" for name in "nhwck"]
        subprocess.run(command, cwd=args.old, env=os.environ | {"PYTHONPATH": "."}, check=True)
    if not args.no_compile:
        compile_forms(sources, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
