"""`tune(model, *inputs)`: every convolution shape a converted model runs on these inputs, tuned (`pkf tune`: the top
candidates built, checked and timed, and cuDNN's fastest timed the same way) into the tuning cache that the model's
layers then decide by. On a machine with TVM and no GPU, `tune(model, *inputs, prepare=DIR)` saves the prototypes the
GPU machine needs instead.

    model = pkf.torch.convert(model)
    pkf.torch.tune(model, x)              # on the GPU: measure each layer's shape once, for this GPU
    y = model(x)                          # each layer runs whichever was faster
"""

from contextlib import contextmanager
from pathlib import Path

import torch
from torch import nn

from pkf.errors import PkfError
from pkf.limits import device_limits, device_name
from pkf.torch.convert import PkfConv2d
from pkf.tune import DEFAULT_TOP
from pkf.tune import prepare as prepare_prototypes
from pkf.tune import tune as tune_requests
from pkf.tuning import TuningCache, Tuned


@contextmanager
def recorded_shapes(model: nn.Module):
    """While inside, each PkfConv2d notes the shape of every input it gets (into the yielded list, in order of first
    appearance) and runs PyTorch's convolution: nothing is compiled while the shapes are gathered."""
    shapes: list[dict] = []
    layers = [m for m in model.modules() if isinstance(m, PkfConv2d)]
    for layer in layers:
        layer.recording = shapes
    try:
        yield shapes
    finally:
        for layer in layers:
            layer.recording = None


def layer_shapes(model: nn.Module, *inputs) -> list[dict]:
    """The distinct convolutions (N, H, W, C, K, and the accumulator where a layer fixes its sums) the converted
    model's pkf layers compute for `inputs`."""
    if not any(isinstance(m, PkfConv2d) for m in model.modules()):
        raise PkfError("pkf.torch.tune: the model has no pkf layer; convert it first (model = pkf.torch.convert(model))")
    with recorded_shapes(model) as shapes, torch.no_grad():
        model(*inputs)
    return shapes


def tune(model: nn.Module, *inputs, top: int = DEFAULT_TOP, reps: int = 100, prepare: Path | str | None = None,
         prototypes: tuple[Path, ...] = (), cache: TuningCache | None = None) -> list[Tuned] | list[Path]:
    """Tune every convolution shape the model runs on `inputs` on this GPU (entries in the tuning cache, which the
    model's layers read at once), or with `prepare`, save their candidates' prototypes there (needs TVM, no GPU)."""
    requests = [{**shape, "dtype": "fp16"} for shape in layer_shapes(model, *inputs)]
    limits = device_limits()
    if prepare is not None:
        return prepare_prototypes(requests, limits, Path(prepare), top=top)
    device = device_name()
    if device is None:
        raise PkfError("pkf.torch.tune: no CUDA GPU visible; on a machine with TVM, tune(model, *inputs, prepare=DIR) "
                       "saves the prototypes a GPU machine without TVM needs")
    entries = tune_requests(requests, limits, device, top=top, prototypes=tuple(prototypes), reps=reps,
                            cache=cache or TuningCache())
    for layer in model.modules():
        if isinstance(layer, PkfConv2d):
            layer.decisions.clear()  # decided again, from the measurements
    return entries
