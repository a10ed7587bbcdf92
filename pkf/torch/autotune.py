"""`tune(model, *inputs)`: every convolution shape a converted model runs on these inputs, tuned (`pkf tune`: the top
candidates built, checked and timed, and cuDNN's fastest timed the same way) into the tuning cache that the model's
layers then decide by. On a machine with TVM and no GPU, `tune(model, *inputs, prepare=DIR)` saves the prototypes the
GPU machine needs instead.

    model = pkf.torch.convert(model)
    pkf.torch.tune(model, x)              # on the GPU: measure each layer's shape once, for this GPU
    y = model(x)                          # each layer runs whichever was faster

`build(model, *inputs)` compiles, in parallel, every kernel the model's layers will run on these inputs, so that its
first forward compiles nothing (each kernel is otherwise compiled at its layer's first call, one after another).
"""

import os
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import torch
from torch import nn

from pkf.errors import PkfError
from pkf.limits import device_limits, device_name
from pkf.torch import ops
from pkf.torch.convert import PkfConv2d
from pkf.torch.dispatch import TORCH
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
            layer.kernels.clear()
    return entries


def layer_kernels(model: nn.Module, *inputs) -> list[tuple]:
    """The kernels (problem, variant) the converted model's layers run on `inputs`, as each decides for its input's
    shape, in order, once each; none where every layer runs PyTorch (as on the CPU). Nothing is compiled."""
    wanted = []

    def note(layer: PkfConv2d, args: tuple) -> None:
        x, residual = args[0], args[1] if len(args) > 1 else None
        if layer.unsupported(x, residual) is None and (decision := layer.decide(x)).path != TORCH:
            wanted.append((decision.problem, layer.kernel_variant(decision.variant)))

    hooks = [m.register_forward_pre_hook(note) for m in model.modules() if isinstance(m, PkfConv2d)]
    try:
        with recorded_shapes(model), torch.no_grad():  # PyTorch's convolutions meanwhile
            model(*inputs)
    finally:
        for hook in hooks:
            hook.remove()
    return list(dict.fromkeys(wanted))


def compile_kernels(kernels: list[tuple], jobs: int | None = None) -> int:
    """Each (problem, variant) compiled into the kernel cache (or found there) and loaded into this process, `jobs` at
    once (default: a CPU's worth; each compile is nvcc in a process of its own). Returns how many."""
    kernels = list(dict.fromkeys(kernels))
    with ThreadPoolExecutor(jobs or os.cpu_count() or 1) as pool:
        list(pool.map(lambda kernel: ops.load(*kernel), kernels))
    return len(kernels)


def build(model: nn.Module, *inputs, jobs: int | None = None) -> int:
    """Compile, `jobs` at once, the kernels the converted model's layers run on `inputs` (`layer_kernels`), so that
    its first forward compiles nothing (each kernel is otherwise compiled at its layer's first call, one after
    another). Returns how many distinct kernels the layers run."""
    return compile_kernels(layer_kernels(model, *inputs), jobs)
