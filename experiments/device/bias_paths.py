"""The cheapest way for a layer that runs PyTorch's convolution to add its (folded) bias and apply ReLU, channels-last
fp16: each way timed by CUDA-graph replay (as examples/compare_models.py times models) at the U-Net-kind network's
shapes, N = 1, beside the eager model's convolution + batch norm + ReLU.

    PYTHONPATH=. python3 experiments/device/bias_paths.py   (on a GPU)
"""

import sys
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

from compare_models import timed_graph  # noqa: E402


def main() -> int:
    torch.backends.cudnn.benchmark = True
    for c, k, size in [(64, 64, 1024), (192, 64, 1024), (64, 128, 512), (128, 128, 512), (256, 128, 512), (128, 128, 256)]:
        x = torch.randn(1, c, size, size, device="cuda").half().contiguous(memory_format=torch.channels_last)
        w = (torch.randn(k, c, 3, 3, device="cuda") / (9 * c) ** 0.5).half().contiguous(memory_format=torch.channels_last)
        b = torch.randn(k, device="cuda").half()
        zeros, ones = torch.zeros(k, device="cuda", dtype=torch.half), torch.ones(k, device="cuda", dtype=torch.half)
        bn = torch.nn.BatchNorm2d(k).eval().half().cuda()
        ways = {
            "eager: conv, batch norm, ReLU": lambda x: F.relu_(bn(F.conv2d(x, w, None, padding=1))),
            "conv with bias, ReLU in place": lambda x: F.relu_(F.conv2d(x, w, b, padding=1)),
            "conv, bias as a unit batch norm, ReLU": lambda x: F.relu_(F.batch_norm(F.conv2d(x, w, None, padding=1), zeros, ones, None, b, False, 0.0, 0.0)),
            "cudnn_convolution_relu": lambda x: torch.cudnn_convolution_relu(x, w, b, (1, 1), (1, 1), (1, 1), 1),
        }
        with torch.no_grad():
            reference = F.relu(F.conv2d(x.float(), w.float(), b.float(), padding=1))
            for name, way in ways.items():
                try:
                    us, y, _ = timed_graph(way, x, 50)
                    error = float((y.float() - reference).norm() / reference.norm()) if "eager" not in name else float("nan")
                    print(f"{c:>4} -> {k:<4} @{size}: {name:<40} {us:8.1f} us  rel L2 {error:.1e}", flush=True)
                except Exception as err:  # noqa: BLE001 -- a way PyTorch refuses is reported, the others still run
                    print(f"{c:>4} -> {k:<4} @{size}: {name:<40} failed: {type(err).__name__}: {str(err)[:120]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
