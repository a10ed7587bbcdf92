"""Where the pkf.torch GPU tests of the wgmma kernel's bias and activation go wrong: each layer with a forced wgmma
decision, its error against a float64 reference overall and where that reference is negative or positive, for several
shapes and activations; and the same kernel through pkf's own harness (`pkf run`), which checks it independently.

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/device/diagnose_epilogue.py   (on a GPU)
"""

import sys
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pkf.limits import Limits  # noqa: E402
from pkf.problem import Problem  # noqa: E402
from pkf.reconstructor.schedules import resolve_variant  # noqa: E402
from pkf.torch import ops  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402
from pkf.torch.dispatch import PKF, Decision  # noqa: E402
from pkf.variant import Variant  # noqa: E402


def rel(a: torch.Tensor, b: torch.Tensor) -> float:
    return float((a - b).norm() / b.norm()) if b.numel() and float(b.norm()) else float("nan")


def main() -> int:
    torch.manual_seed(0)
    for n, c, k, h, w in [(2, 64, 64, 30, 44), (1, 64, 64, 96, 128), (2, 64, 64, 32, 32), (1, 64, 64, 30, 44), (2, 128, 64, 30, 44)]:
        x = torch.randn(n, c, h, w, device="cuda").half().contiguous(memory_format=torch.channels_last)
        weight, bias = torch.randn(k, c, 3, 3, device="cuda").half() / c**0.5, torch.randn(k, device="cuda").half()
        for activation, with_bias in [(None, True), ("relu", True), ("leaky_relu", True), ("leaky_relu", False), (None, False)]:
            b = bias if with_bias else None
            layer = PkfConv2d(weight, b, activation, 0.2)
            problem = Problem(n=n, h=h, w=w, c=c, k=k, m=2, accum="fp16")
            variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
            layer.decisions[(n, h, w, str(x.device))] = Decision(PKF, "forced", problem, variant)
            y = layer(x).double()
            conv = F.conv2d(x.double(), weight.double(), None if b is None else b.double(), padding=1)
            reference = ops.epilogue(conv, None, activation, 0.2)
            negative = conv < 0
            print(f"N={n} C={c} K={k} {h}x{w} bias={with_bias} {activation}: {layer.kernel_variant(variant).name}: rel L2 "
                  f"{rel(y, reference):.2e} (where conv < 0: {rel(y[negative], reference[negative]):.2e}, conv >= 0: "
                  f"{rel(y[~negative], reference[~negative]):.2e}); y vs relu(ref) {rel(y, F.relu(reference)):.2e}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
