"""pkf.torch untuned with the rows kernel launched to overlap the kernel before it (programmatic dependent launch: its
blocks start on the SMs the kernel before leaves, fill U's ring and wait there for it to end) and launched plainly,
on chains of eight equal 3x3 layers with ReLU (where every kernel follows one of pkf's) and on ResNet-18, ResNet-34 and
VGG-16 at small batches, beside eager cuDNN. Each way captured in a CUDA graph and replayed between events behind a GPU
hold (examples/compare_models.py's timing), median of --reps, rounds alternating; the two ways' outputs compared bit
for bit (the kernels are deterministic, so a kernel that read its input early would differ), and against the fp32
model by rel L2.

    PYTHONPATH=. python3 experiments/programmatic_launch.py --out "$OUT/programmatic.json"
"""

import sys
from functools import partial
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from compare_models import cases  # noqa: E402
from experiments.model_ab import alternated, arguments, converted, pkf_layers, run  # noqa: E402
from pkf.torch import ops  # noqa: E402

# (N, C = K, H = W): chains of eight layers
CHAINS = ((1, 64, 56), (1, 128, 28), (1, 256, 14), (1, 512, 7), (8, 128, 28), (8, 256, 14), (1, 64, 224))
MODELS = (("resnet18", "ResNet-18 N=1"), ("resnet34", "ResNet-34 N=1"), ("resnet34", "ResNet-34 N=8"),
          ("vgg", "VGG-16 N=1"))


def chain(c: int) -> nn.Module:
    torch.manual_seed(0)
    layers = []
    for _ in range(8):
        layers += [nn.Conv2d(c, c, 3, padding=1), nn.ReLU(inplace=True)]
    return nn.Sequential(*layers).eval()


def problems():
    for n, c, h in CHAINS:
        torch.manual_seed(1)
        yield f"chain of 8 {c}@{h} N={n}", chain(c), torch.randn(n, c, h, h)
    wanted = {name for _, name in MODELS}
    for name, model, x, _ in cases(tuple(sorted({key for key, _ in MODELS})), every=True):
        if name in wanted:
            yield name, model, x


def measure(args, name, reference, half, x) -> dict:
    def same_bits(row, outputs):
        row.setdefault("same_bits", []).append(bool(torch.equal(outputs["overlapped"], outputs["plain"])))

    pkf_model = converted(half, x)
    try:
        row = alternated(name, {"cudnn": half, "overlapped": pkf_model, "plain": pkf_model}, x, reference, args.rounds,
                         args.reps, lambda way: ops.programmatic_launch(way != "plain"), same_bits)
    finally:
        ops.programmatic_launch(True)
    row["pkf_layers"] = pkf_layers(pkf_model)
    return row


def line(row: dict) -> str:
    m = row["median_us"]
    return (f"{row['model']}: cuDNN {m['cudnn']:.1f} us; pkf.torch overlapped {m['overlapped']:.1f} us "
            f"({m['cudnn'] / m['overlapped']:.2f}x eager), plain {m['plain']:.1f} us ({m['cudnn'] / m['plain']:.2f}x); "
            f"{m['plain'] / m['overlapped']:.3f}x; {row['pkf_layers']} layers pkf; same bits {row['same_bits']}; "
            f"rel L2 {row['overlapped_rel_l2']:.2e} / {row['plain_rel_l2']:.2e}; {row['overlapped_timing']}")


def main() -> int:
    args = arguments(__doc__)
    return run(problems(), partial(measure, args), line, args.out)


if __name__ == "__main__":
    sys.exit(main())
