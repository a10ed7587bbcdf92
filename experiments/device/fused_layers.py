"""pkf.torch's layers that run cuDNN (1x1, strided and 7x7 convolutions, and those with ResNet's residual sum), each
timed with cuDNN's fused convolution, bias, sum and ReLU (as pkf.torch runs them) and with the same work unfused
(F.conv2d with the bias, then the sum and the ReLU as PyTorch ops: the eager model's passes, its batch norm's pass as
the bias's), by CUDA-graph replay as examples/compare_models.py times models, in ResNet-18 at N = 1 and ResNet-50 at
N = 32 (224 x 224, fp16, channels-last). Each layer's input is what the converted model gives it.

    PYTHONPATH=. python3 experiments/device/fused_layers.py   (on a GPU)
"""

import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))

import pkf.torch  # noqa: E402
from compare_models import timed_graph  # noqa: E402
from models import images, resnet  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402


def main() -> int:
    torch.backends.cudnn.benchmark = True
    for depth, batch in ((18, 1), (50, 32)):
        model = pkf.torch.convert(resnet(depth).eval().half().cuda().to(memory_format=torch.channels_last))
        x = images(batch).half().cuda().to(memory_format=torch.channels_last)
        calls = {}

        def note(layer, args, name):
            if layer.torch_only() is not None:
                calls.setdefault(name, (layer, tuple(a.clone() for a in args)))

        hooks = [m.register_forward_pre_hook(lambda layer, args, name=name: note(layer, args, name))
                 for name, m in model.named_modules() if isinstance(m, PkfConv2d)]
        with torch.no_grad():
            model(x)
        for hook in hooks:
            hook.remove()
        totals = [0.0, 0.0]
        print(f"ResNet-{depth} N={batch}: {len(calls)} layers on cuDNN")
        with torch.no_grad():
            for name, (layer, args) in calls.items():
                times, outputs = [], []
                for forward in (layer.torch_forward, layer.plain_forward):  # cuDNN's fused call, then the plain ops
                    us, y, _ = timed_graph(lambda _: forward(*args), args[0], 30)
                    times.append(us)
                    outputs.append(y.float())
                totals = [t + u for t, u in zip(totals, times)]
                differ = float((outputs[0] - outputs[1]).norm() / outputs[1].norm())
                k, c = layer.weight.shape[:2]
                print(f"  {name:<22} {c:>5} -> {k:<5} {tuple(layer.weight.shape[2:])} stride {layer.geometry.stride[0]}"
                      f"{' residual' if layer.residual else '         '} {layer.activation or '-':<5} in {tuple(args[0].shape)}: "
                      f"fused {times[0]:7.1f} us, unfused {times[1]:7.1f} us ({times[1] / times[0]:.2f}x), "
                      f"outputs differ by rel L2 {differ:.1e}", flush=True)
        print(f"ResNet-{depth} N={batch}: these layers fused {totals[0]:.0f} us, unfused {totals[1]:.0f} us "
              f"({totals[1] / totals[0]:.2f}x)\n", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
