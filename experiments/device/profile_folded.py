"""Where a converted model whose every convolution runs PyTorch's (pkf.torch with sums="fp32", nothing tuned) loses
time against the eager model: the U-Net-kind network at 1024², N = 1, both timed by CUDA-graph replay as
examples/compare_models.py times them, and each forward's kernels by the PyTorch profiler.

    PYTHONPATH=. PKF_PROTOTYPES=experiments/prototypes python3 experiments/device/profile_folded.py   (on a GPU)
"""

import copy
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

import pkf.torch  # noqa: E402
from compare_models import kernel_times, timed_graph  # noqa: E402
from models import UNet, images  # noqa: E402


def main() -> int:
    torch.backends.cudnn.benchmark = True
    model = UNet().eval().half().cuda().to(memory_format=torch.channels_last)
    x = images(1, 1024).half().cuda().to(memory_format=torch.channels_last)
    with torch.no_grad():
        ways = {"eager": model, "converted, sums=fp32": pkf.torch.convert(copy.deepcopy(model), sums="fp32"),
                "converted": pkf.torch.convert(copy.deepcopy(model))}
        for name, forward in ways.items():
            us, _, how = timed_graph(forward, x, 50)
            print(f"{name}: {us:.0f} us ({how})")
            for kernel, count, total in kernel_times(forward, x):
                print(f"    {total:8.0f} us  x{count:<3} {kernel}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
