"""ResNets through pkf.torch untuned with the residual sum inside the rows kernel (the tree) and with every layer that
has one left to cuDNN's fused convolution, sum and ReLU (as before 2026-12-02's residual), against eager cuDNN:
ResNet-18 and ResNet-34 (basic blocks: half their 3x3 layers end in the sum) at N = 1, 8 and 32, and ResNet-50 at N = 32
(bottlenecks: no 3x3 layer has a sum, so both ways must match). Timed as examples/compare_models.py times (each way
captured in a CUDA graph and replayed between events behind a GPU hold, median of --reps), rounds alternating; no
torch.compile (its autotuning takes minutes). Error: rel L2 against the fp32 model.

    PYTHONPATH=. python3 experiments/residual_models.py --out "$OUT/residual-models.json"
"""

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import pkf.torch  # noqa: E402
from compare_models import cases, relative_l2, timed_graph  # noqa: E402
from pkf.torch.autotune import compile_kernels, layer_kernels  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402


def without_residual_kernels(model):
    """`model` with each layer that adds a residual sent to PyTorch's convolution (cuDNN's fused sum and ReLU)."""
    for layer in model.modules():
        if isinstance(layer, PkfConv2d) and layer.residual:
            layer.torch_only = lambda: "the residual left to cuDNN's fused convolution (the A/B's other side)"
    return model


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--models", default="resnet18,resnet34,resnet50")
    args = parser.parse_args()
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    with torch.no_grad():
        for name, model, x, _ in cases(tuple(args.models.split(",")), every=True):
            if name.startswith("ResNet-50") and not name.endswith("N=32"):
                continue
            reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
                x.float().cuda().to(memory_format=torch.channels_last))
            torch.backends.cudnn.benchmark = True
            half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
            xh = x.half().cuda().to(memory_format=torch.channels_last)
            forwards = {"cudnn": half, "residual_in_pkf": pkf.torch.convert(copy.deepcopy(half)),
                        "residual_in_cudnn": without_residual_kernels(pkf.torch.convert(copy.deepcopy(half)))}
            for way in ("residual_in_pkf", "residual_in_cudnn"):
                compile_kernels(layer_kernels(forwards[way], xh))
                forwards[way](xh)
            row = {"model": name, "device": torch.cuda.get_device_name(), "us": {way: [] for way in forwards}}
            for _ in range(args.rounds):
                for way, forward in forwards.items():
                    us, y, timing = timed_graph(forward, xh, args.reps)
                    row["us"][way].append(us)
                    row[f"{way}_rel_l2"], row[f"{way}_timing"] = relative_l2(y, reference), timing
            row["median_us"] = {way: statistics.median(times) for way, times in row["us"].items()}
            layers = {way: [m for m in forwards[way].modules() if isinstance(m, PkfConv2d)] for way in forwards if way != "cudnn"}
            row["pkf_layers"] = {way: sum(d.path == "pkf" for m in found for d in m.decisions.values()) for way, found in layers.items()}
            row["residual_layers_on_pkf"] = sum(d.path == "pkf" for m in layers["residual_in_pkf"] if m.residual
                                                for d in m.decisions.values())
            rows.append(row)
            m = row["median_us"]
            print(f"{name}: cuDNN {m['cudnn']:.1f} us; pkf.torch, residual in pkf's kernel {m['residual_in_pkf']:.1f} us "
                  f"({m['cudnn'] / m['residual_in_pkf']:.2f}x eager; {row['pkf_layers']['residual_in_pkf']} layers pkf, "
                  f"{row['residual_layers_on_pkf']} with their sum), in cuDNN's {m['residual_in_cudnn']:.1f} us "
                  f"({m['cudnn'] / m['residual_in_cudnn']:.2f}x; {row['pkf_layers']['residual_in_cudnn']} layers pkf); "
                  f"rel L2 cuDNN {row['cudnn_rel_l2']:.2e}, pkf {row['residual_in_pkf_rel_l2']:.2e}, "
                  f"before {row['residual_in_cudnn_rel_l2']:.2e}", flush=True)
            del forwards, half, reference
            torch.cuda.empty_cache()
    args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
