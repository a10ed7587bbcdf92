"""EDSR through pkf.torch untuned with each residual block's scaling folded into its second convolution and its sum
added in the rows kernel (the tree), against the same model converted as before 2026-12-02's change (the sums with no
activation after them, and the scalings, left as PyTorch ops after pkf's kernel), and eager cuDNN: EDSR's baseline (16
blocks of 64 channels, x2 from 960 x 540 to 1080p, N = 1) and its large form (32 blocks of 256 channels, scaling 0.1,
x2 from 320 x 180, N = 1). Timed as examples/compare_models.py times (each way captured in a CUDA graph and replayed
between events behind a GPU hold, median of --reps), rounds alternating; no torch.compile. Error: rel L2 against the
fp32 model.

    PYTHONPATH=. python3 experiments/edsr_sums.py --out "$OUT/edsr-sums.json"
"""

import importlib
import sys
from functools import partial
from pathlib import Path
from unittest import mock

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from models import EDSR, rgb_frame  # noqa: E402
from experiments.model_ab import alternated, arguments, converted, pkf_layers, run  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402

conversion = importlib.import_module("pkf.torch.convert")  # the module (pkf.torch.convert is also the function)


def as_before(half, x):
    """`half` converted with no sum and no scaling taken in (as convert did before): pkf's kernel, then PyTorch's ops."""
    with mock.patch.object(conversion, "residual_sum", lambda node, modules: None), \
            mock.patch.object(conversion, "scaling", lambda node: None):
        return converted(half, x)


def measure(args, name, reference, half, x) -> dict:
    forwards = {"cudnn": half, "sums_in_pkf": converted(half, x), "sums_after": as_before(half, x)}
    row = alternated(name, forwards, x, reference, args.rounds, args.reps)
    row["pkf_layers"] = {way: pkf_layers(forwards[way]) for way in forwards if way != "cudnn"}
    row["sums_in_kernel"] = sum(d.path == "pkf" and m.kernel_variant(d.variant).residual
                                for m in forwards["sums_in_pkf"].modules() if isinstance(m, PkfConv2d)
                                for d in m.decisions.values())
    return row


def line(row: dict) -> str:
    m, on_pkf = row["median_us"], row["pkf_layers"]
    return (f"{row['model']}: cuDNN {m['cudnn']:.1f} us; pkf.torch, sums in pkf's kernel {m['sums_in_pkf']:.1f} us "
            f"({m['cudnn'] / m['sums_in_pkf']:.2f}x eager; {on_pkf['sums_in_pkf']} layers pkf, {row['sums_in_kernel']} "
            f"adding their sum), sums after it {m['sums_after']:.1f} us ({m['cudnn'] / m['sums_after']:.2f}x; "
            f"{on_pkf['sums_after']} layers pkf); rel L2 cuDNN {row['cudnn_rel_l2']:.2e}, pkf {row['sums_in_pkf_rel_l2']:.2e}, "
            f"before {row['sums_after_rel_l2']:.2e}")


def problems(which: str):
    torch.manual_seed(0)
    if "baseline" in which:
        yield "EDSR x2 960x540 N=1", EDSR().eval(), rgb_frame(540, 960)
    torch.manual_seed(0)
    if "large" in which:
        yield "EDSR-large x2 320x180 N=1", EDSR(blocks=32, channels=256, res_scale=0.1).eval(), rgb_frame(180, 320)


def main() -> int:
    args = arguments(__doc__, models="baseline,large")
    return run(problems(args.models), partial(measure, args), line, args.out)


if __name__ == "__main__":
    sys.exit(main())
