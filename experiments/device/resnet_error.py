"""ResNet-50 at N = 32 through pkf.torch without torch.compile (whose autotuning alone can take a device call's
minutes): eager cuDNN and pkf.torch (both sums) timed by CUDA-graph replay as examples/compare_models.py times them,
and each one's relative L2 error against the fp32 model.

    PYTHONPATH=. python3 experiments/device/resnet_error.py   (on a GPU)
"""

import copy
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

import pkf.torch  # noqa: E402
from compare_models import relative_l2, timed_graph  # noqa: E402
from models import images, resnet  # noqa: E402


def main() -> int:
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    model, x = resnet(50).eval(), images(32)
    with torch.no_grad():
        reference = copy.deepcopy(model).cuda().to(memory_format=torch.channels_last)(
            x.cuda().to(memory_format=torch.channels_last))
        torch.backends.cudnn.benchmark = True
        half = model.half().cuda().to(memory_format=torch.channels_last)
        xh = x.half().cuda().to(memory_format=torch.channels_last)
        ways = {"cudnn": half, "pkf": pkf.torch.convert(copy.deepcopy(half)),
                "pkf_fp32": pkf.torch.convert(copy.deepcopy(half), sums="fp32")}
        errors = {}
        for way, forward in ways.items():
            us, y, how = timed_graph(forward, xh, 50)
            errors[way] = relative_l2(y, reference)
            print(f"ResNet-50 N=32 {way:<9} {us:8.1f} us ({how})  rel L2 vs fp32 {errors[way]:.2e}"
                  f"  ({errors[way] / errors['cudnn']:.2f}x cuDNN's)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
