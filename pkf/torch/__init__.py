"""pkf in PyTorch inference: `conv2d` for fp16 CUDA tensors, and `convert(model)`, which replaces every eligible 3x3
stride-1 `nn.Conv2d` by a module that runs pkf's kernel where pkf is faster (the tuning cache says so, or its schedule
is one measured faster than cuDNN) and PyTorch's own convolution elsewhere, folding batch norm into it and taking the
activation after it. `explain(model)` prints what each convolution runs and why; `tune(model, x)` measures, on this
GPU, pkf against cuDNN for every convolution shape the model runs on x, and the layers then follow the measurements;
`build(model, x)` compiles, in parallel, the kernels the model will run on x, so that its first forward compiles none.

    import pkf.torch
    model = pkf.torch.convert(model.eval().half().cuda().to(memory_format=torch.channels_last))
    y = model(x)
"""

try:
    import torch  # noqa: F401
except ImportError as err:  # pkf itself needs no PyTorch; only this module does
    raise ImportError(f"pkf.torch needs PyTorch 2.11 or newer ({err}); install it with: pip install -e '.[torch]'") from None

from pkf.torch.convert import PkfConv2d, convert, explain
from pkf.torch.ops import conv2d
from pkf.torch.autotune import build, tune

__all__ = ["PkfConv2d", "build", "conv2d", "convert", "explain", "tune"]
