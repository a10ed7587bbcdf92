"""pkf.torch untuned with the rows kernel launched to overlap the kernel before it (programmatic dependent launch: its
blocks start on the SMs the kernel before leaves, fill U's ring and wait there for it to end) and launched plainly,
on chains of eight equal 3x3 layers with ReLU (where every kernel follows one of pkf's) and on ResNet-18, ResNet-34 and
VGG-16 at small batches, beside eager cuDNN. Each way captured in a CUDA graph and replayed between events behind a GPU
hold (examples/compare_models.py's timing), median of --reps, rounds alternating; the two ways' outputs compared bit
for bit (the kernels are deterministic, so a kernel that read its input early would differ), and against the fp32
model by rel L2.

    PYTHONPATH=. python3 experiments/programmatic_launch.py --out "$OUT/programmatic.json"
"""

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import pkf.torch  # noqa: E402
from compare_models import cases, relative_l2, timed_graph  # noqa: E402
from pkf.torch import ops  # noqa: E402
from pkf.torch.autotune import compile_kernels, layer_kernels  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    with torch.no_grad():
        for name, model, x in problems():
            reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
                x.float().cuda().to(memory_format=torch.channels_last))
            torch.backends.cudnn.benchmark = True
            half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
            xh = x.half().cuda().to(memory_format=torch.channels_last)
            converted = pkf.torch.convert(copy.deepcopy(half))
            compile_kernels(layer_kernels(converted, xh))
            converted(xh)
            row = {"model": name, "device": torch.cuda.get_device_name(), "us": {"cudnn": [], "overlapped": [], "plain": []}}
            outputs = {}
            for _ in range(args.rounds):
                for way in row["us"]:
                    ops.programmatic_launch(way == "overlapped")
                    us, y, timing = timed_graph(half if way == "cudnn" else converted, xh, args.reps)
                    row["us"][way].append(us)
                    row[f"{way}_rel_l2"], row[f"{way}_timing"] = relative_l2(y, reference), timing
                    outputs[way] = y.clone()
                row.setdefault("same_bits", []).append(bool(torch.equal(outputs["overlapped"], outputs["plain"])))
            ops.programmatic_launch(True)
            row["median_us"] = {way: statistics.median(times) for way, times in row["us"].items()}
            row["pkf_layers"] = sum(d.path == "pkf" for m in converted.modules() if isinstance(m, PkfConv2d)
                                    for d in m.decisions.values())
            rows.append(row)
            m = row["median_us"]
            print(f"{name}: cuDNN {m['cudnn']:.1f} us; pkf.torch overlapped {m['overlapped']:.1f} us "
                  f"({m['cudnn'] / m['overlapped']:.2f}x eager), plain {m['plain']:.1f} us ({m['cudnn'] / m['plain']:.2f}x); "
                  f"{m['plain'] / m['overlapped']:.3f}x; {row['pkf_layers']} layers pkf; same bits {row['same_bits']}; "
                  f"rel L2 {row['overlapped_rel_l2']:.2e} / {row['plain_rel_l2']:.2e}; {row['overlapped_timing']}", flush=True)
            del converted, half, reference
            torch.cuda.empty_cache()
    args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
