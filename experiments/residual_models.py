"""ResNets through pkf.torch untuned with the residual sum inside the rows kernel (the tree) and with every layer that
has one left to cuDNN's fused convolution, sum and ReLU (as before 2026-12-02's residual), against eager cuDNN:
ResNet-18 and ResNet-34 (basic blocks: half their 3x3 layers end in the sum) at N = 1, 8 and 32, and ResNet-50 at N = 32
(bottlenecks: no 3x3 layer has a sum, so both ways must match). Timed as examples/compare_models.py times (each way
captured in a CUDA graph and replayed between events behind a GPU hold, median of --reps), rounds alternating; no
torch.compile (its autotuning takes minutes). Error: rel L2 against the fp32 model.

    PYTHONPATH=. python3 experiments/residual_models.py --out "$OUT/residual-models.json"
"""

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from compare_models import cases  # noqa: E402
from experiments.model_ab import alternated, arguments, converted, pkf_layers, run  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402


def without_residual_kernels(model):
    """`model` with each layer that adds a residual sent to PyTorch's convolution (cuDNN's fused sum and ReLU)."""
    for layer in model.modules():
        if isinstance(layer, PkfConv2d) and layer.residual:
            layer.torch_only = lambda: "the residual left to cuDNN's fused convolution (the A/B's other side)"
    return model


def measure(args, name, reference, half, x) -> dict:
    forwards = {"cudnn": half, "residual_in_pkf": converted(half, x),
                "residual_in_cudnn": converted(half, x, without_residual_kernels)}
    row = alternated(name, forwards, x, reference, args.rounds, args.reps)
    row["pkf_layers"] = {way: pkf_layers(forwards[way]) for way in forwards if way != "cudnn"}
    row["residual_layers_on_pkf"] = sum(d.path == "pkf" for m in forwards["residual_in_pkf"].modules()
                                        if isinstance(m, PkfConv2d) and m.residual for d in m.decisions.values())
    return row


def line(row: dict) -> str:
    m, on_pkf = row["median_us"], row["pkf_layers"]
    return (f"{row['model']}: cuDNN {m['cudnn']:.1f} us; pkf.torch, residual in pkf's kernel {m['residual_in_pkf']:.1f} us "
            f"({m['cudnn'] / m['residual_in_pkf']:.2f}x eager; {on_pkf['residual_in_pkf']} layers pkf, "
            f"{row['residual_layers_on_pkf']} with their sum), in cuDNN's {m['residual_in_cudnn']:.1f} us "
            f"({m['cudnn'] / m['residual_in_cudnn']:.2f}x; {on_pkf['residual_in_cudnn']} layers pkf); "
            f"rel L2 cuDNN {row['cudnn_rel_l2']:.2e}, pkf {row['residual_in_pkf_rel_l2']:.2e}, "
            f"before {row['residual_in_cudnn_rel_l2']:.2e}")


def main() -> int:
    args = arguments(__doc__, models="resnet18,resnet34,resnet50")
    problems = ((name, model, x) for name, model, x, _ in cases(tuple(args.models.split(",")), every=True)
                if not name.startswith("ResNet-50") or name.endswith("N=32"))
    return run(problems, partial(measure, args), line, args.out)


if __name__ == "__main__":
    sys.exit(main())
