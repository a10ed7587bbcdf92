"""pkf.torch on the CPU: conversion, batch-norm folding, the dispatch decisions, the fake operator and the kernel cache;
on a GPU (marked): agreement with F.conv2d, torch.library.opcheck and CUDA graphs."""

import json
import multiprocessing
import subprocess
import sys
import warnings
from dataclasses import replace
from typing import Optional

import pytest

torch = pytest.importorskip("torch")
from torch import nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

from conftest import REPO  # noqa: E402
from pkf.errors import PkfError  # noqa: E402
from pkf.kernels import LibrarySource, cached, ensure_library  # noqa: E402
from pkf.limits import Limits  # noqa: E402
from pkf.problem import Problem  # noqa: E402
from pkf.tuning import Tuned, TuningCache  # noqa: E402
from pkf.variant import Variant  # noqa: E402

import pkf.torch as pkf_torch  # noqa: E402
from pkf.torch.convert import Geometry, PkfConv2d, fold_batch_norm, geometry_of, ineligible  # noqa: E402
from pkf.torch.dispatch import PKF, TORCH, Decision, decide  # noqa: E402

DEVICE = "NVIDIA H100 80GB HBM3"


def profiled_kernels(profile) -> list[str]:
    """The GPU kernels the PyTorch profiler saw, copies and fills left out."""
    return [e.name for e in profile.events() if e.device_type == torch.autograd.DeviceType.CUDA
            and "memset" not in e.name.lower() and "memcpy" not in e.name.lower()]


def pkf_kernel_names() -> set[str]:
    """The __global__ functions of every library pkf.torch has loaded."""
    import regex
    from pkf.torch import ops

    return {name for library in ops.LIBRARIES.values()
            for name in regex.findall(r"__global__\s+void\s+(?:__\w+__\([^)]*\)\s*)*(\w+)", library.source.cuda)}


def randomised(model: nn.Module) -> nn.Module:
    torch.manual_seed(0)
    for module in model.modules():
        if isinstance(module, nn.BatchNorm2d):
            module.running_mean.uniform_(-1, 1)
            module.running_var.uniform_(0.5, 2)
            if module.affine:
                module.weight.data.uniform_(0.5, 2)
                module.bias.data.uniform_(-1, 1)
    return model.eval()


def test_import_pkf_needs_no_torch():
    blocked = "import sys; sys.modules['torch'] = None; import pkf, pkf.cli, pkf.tuning, pkf.choose; print('ok')"
    done = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True, cwd=REPO)
    assert done.stdout.strip() == "ok", done.stderr
    done = subprocess.run([sys.executable, "-c", blocked.replace("print('ok')", "import pkf.torch")], capture_output=True,
                          text=True, cwd=REPO)
    assert "pkf.torch needs PyTorch" in done.stderr and "pip install -e '.[torch]'" in done.stderr


@pytest.mark.parametrize(("conv", "reason"), [
    (nn.Conv2d(64, 64, 3, padding=1), None),
    (nn.Conv2d(64, 64, 3, padding="same"), None),
    (nn.Conv2d(3, 64, 3, padding=1), None),  # any channels: decided per input (pkf's thin schedule, or cuDNN)
    (nn.Conv2d(64, 64, 3, stride=2, padding=1), "stride"),
    (nn.Conv2d(64, 64, 5, padding=2), "kernel_size"),
    (nn.Conv2d(64, 64, 3, padding=1, groups=4), "groups"),
    (nn.Conv2d(64, 64, 3, padding=2, dilation=2), "padding"),
    (nn.Conv2d(64, 64, 3, padding=1, padding_mode="reflect"), "padding_mode"),
])
def test_which_convolutions_are_eligible(conv, reason):
    found = ineligible(conv)
    assert (found is None) if reason is None else reason in found


def test_convert_folds_batch_norm_takes_the_activation_and_keeps_the_outputs():
    model = randomised(nn.Sequential(
        nn.Conv2d(3, 32, 3, padding=1), nn.ReLU(),
        nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.LeakyReLU(0.2),
        nn.Conv2d(64, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64),
        nn.Sequential(nn.Conv2d(64, 48, 3, padding=1), nn.SiLU()),
        nn.Conv2d(48, 48, 3, stride=2, padding=1)))
    x = torch.randn(2, 3, 12, 10)
    expected = model(x)
    converted = pkf_torch.convert(model)
    modules = dict(converted.named_modules())
    kinds = {name: type(module).__name__ for name, module in modules.items() if name and "." not in name or name == "7.0"}
    assert kinds == {"0": "PkfConv2d", "2": "PkfConv2d", "5": "PkfConv2d", "7": "Module", "7.0": "PkfConv2d",
                     "8": "PkfConv2d"}  # the batch norms and activations taken in have left the graph
    assert modules["8"].torch_only().startswith("pkf's kernels take 3x3") and modules["8"].geometry.stride == (2, 2)
    assert modules["2"].activation == "leaky_relu" and modules["2"].negative_slope == 0.2 and modules["5"].activation is None
    assert modules["7.0"].activation == "silu"
    assert type(model[2]) is nn.Conv2d  # the model itself is left as it was
    with pytest.warns(UserWarning, match="input on cpu"):
        got = converted(x)
    assert torch.allclose(got, expected, atol=1e-5, rtol=1e-5)
    report = {r.name: r for r in converted.pkf_report}
    assert report["0"].converted and report["0"].folded == ["1 (relu)"]
    assert report["2"].folded == ["3 (batch norm)", "4 (leaky_relu)"] and report["7.0"].folded == ["7.1 (silu)"]
    text = pkf_torch.explain(converted)
    assert "0: 3 -> 32: pkf.torch, took in 1 (relu)" in text and "8: 48 -> 48: PyTorch's convolution (stride" in text
    assert "2: 32 -> 64: pkf.torch, took in 3 (batch norm), 4 (leaky_relu)" in text


class BasicBlock(nn.Module):
    """ResNet's block as torchvision writes it: the batch norms and one shared ReLU module called in forward."""

    def __init__(self, channels: int):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), nn.BatchNorm2d(channels)
        self.conv2, self.bn2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), nn.BatchNorm2d(channels)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + x)  # the sum and the ReLU after it go into conv2 (with x as its second input)


class Functional(nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b = nn.Conv2d(16, 32, 3, padding=1), nn.Conv2d(32, 32, 3, padding=1)
        self.c, self.bn = nn.Conv2d(32, 16, 3, padding=1), nn.BatchNorm2d(16, affine=False)

    def forward(self, x):
        y = F.leaky_relu(self.a(x), 0.3)
        z = self.b(y).relu()
        w = self.c(z)
        return self.bn(w) + F.silu(w)  # w has two users: nothing is taken into c


def test_convert_folds_what_a_models_forward_calls():
    block, functional = randomised(BasicBlock(32)), Functional().eval()
    functional.bn.running_mean.uniform_(-1, 1)
    for model, x in ((block, torch.randn(2, 32, 9, 7)), (functional, torch.randn(1, 16, 6, 11))):
        expected = model(x)
        converted = pkf_torch.convert(model)
        with pytest.warns(UserWarning, match="input on cpu"):
            got = converted(x)
        assert torch.allclose(got, expected, atol=1e-4, rtol=1e-4)
    converted = pkf_torch.convert(block)
    report = {r.name: r.folded for r in converted.pkf_report}
    assert report == {"conv1": ["bn1 (batch norm)", "relu (relu)"],
                      "conv2": ["bn2 (batch norm)", "add (residual sum)", "relu (relu)"]}
    assert not {"bn1", "bn2", "relu"} & set(dict(converted.named_modules()))
    report = {r.name: r.folded for r in pkf_torch.convert(functional).pkf_report}
    assert report == {"a": ["leaky_relu (leaky_relu)"], "b": ["relu (relu)"], "c": []}
    layers = dict(pkf_torch.convert(functional).named_modules())
    assert layers["a"].negative_slope == 0.3 and layers["c"].bias is not None  # conv c keeps its own bias


class Bottleneck(nn.Module):
    """ResNet-50's block as torchvision writes it: 1x1, strided 3x3, 1x1 to 4x the width, a downsampling shortcut,
    `out += identity` and the ReLU after the sum."""

    def __init__(self, c_in: int, width: int, stride: int):
        super().__init__()
        self.conv1, self.bn1 = nn.Conv2d(c_in, width, 1, bias=False), nn.BatchNorm2d(width)
        self.conv2, self.bn2 = nn.Conv2d(width, width, 3, stride, 1, bias=False), nn.BatchNorm2d(width)
        self.conv3, self.bn3 = nn.Conv2d(width, 4 * width, 1, bias=False), nn.BatchNorm2d(4 * width)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = nn.Sequential(nn.Conv2d(c_in, 4 * width, 1, stride, bias=False), nn.BatchNorm2d(4 * width))

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        out += self.downsample(x)
        return self.relu(out)


def test_every_convolution_takes_in_its_batch_norm_and_resnets_sum_and_relu():
    """Every Conv2d becomes a PkfConv2d: those pkf's kernels do not take (1x1, strided) run PyTorch's convolution with
    their batch norm folded and ReLU taken in; where a convolution's output is added to the shortcut and ReLU follows
    the sum, the layer takes the shortcut as a second input and the sum and the ReLU leave the graph."""
    block, chain = randomised(Bottleneck(16, 8, 2)), randomised(nn.Sequential(BasicBlock(32), BasicBlock(32)))
    for model, x in ((block, torch.randn(2, 16, 11, 9)), (chain, torch.randn(1, 32, 7, 12))):
        expected = model(x)
        converted = pkf_torch.convert(model)
        assert not any(isinstance(m, (nn.BatchNorm2d, nn.Conv2d)) for m in converted.modules())
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pkf's layers on the CPU say so
            assert torch.allclose(converted(x), expected, atol=1e-5, rtol=1e-5)
    layers = dict(pkf_torch.convert(block).named_modules())
    assert layers["downsample.0"].bias is None and layers["conv3"].bias is not None  # the shortcut's bias moved
    assert torch.allclose(layers["conv3"].bias, fold_batch_norm(block.conv3, block.bn3)[1]
                          + fold_batch_norm(block.downsample[0], block.downsample[1])[1])
    assert layers["conv3"].residual and layers["conv3"].activation == "relu" and not layers["conv2"].residual
    assert layers["conv2"].geometry == Geometry(stride=(2, 2)) and layers["downsample.0"].geometry.padding == (0, 0)
    report = {r.name: r for r in pkf_torch.convert(block).pkf_report}
    assert report["conv3"].folded == ["bn3 (batch norm)", "add (residual sum)", "relu (relu)", "the bias of downsample.0"]
    assert not report["conv1"].converted and "kernel_size (1, 1)" in report["conv1"].reason
    text = pkf_torch.explain(pkf_torch.convert(chain))
    assert "0.conv2: 32 -> 32: pkf.torch, took in 0.bn2 (batch norm), add (residual sum), 0.relu (relu)" in text
    assert "0.conv1: 32 -> 32: pkf.torch, took in 0.bn1 (batch norm), 0.relu (relu)" in text


def test_a_residual_goes_into_the_rows_kernel_and_elsewhere_to_cudnns():
    """A layer with a residual sum runs pkf's kernel where the choice takes rows (which adds the residual in its output
    transform, before the ReLU): its kernel's variant carries the residual, bias and ReLU. Where the choice takes a
    schedule that adds none (wgmma at C = K = 64 on a small map), the layer runs cuDNN's fused convolution, sum and
    ReLU, and says why."""
    weight, bias = torch.randn(128, 128, 3, 3), torch.randn(128)
    layer = PkfConv2d(weight, bias, "relu", residual=True)
    decision = layer.decide(torch.empty(8, 128, 28, 28))
    assert decision.path == PKF and decision.variant.rows, decision
    variant = layer.kernel_variant(decision.variant)
    assert (variant.residual, variant.bias, variant.activation) == (True, True, "relu")
    assert "-res" in variant.name
    assert not PkfConv2d(weight, bias, "relu").kernel_variant(decision.variant).residual
    small = PkfConv2d(torch.randn(64, 64, 3, 3), None, "relu", residual=True)
    decision = small.decide(torch.empty(1, 64, 14, 14))
    assert decision.path == TORCH and "adds no residual in its kernel" in decision.reason, decision
    plain = PkfConv2d(torch.randn(64, 64, 3, 3), None, "relu").decide(torch.empty(1, 64, 14, 14))
    assert plain.path == PKF and not plain.variant.rows, plain  # what the residual layer's choice would have been


def test_a_residual_of_another_shape_or_dtype_goes_to_pytorch(monkeypatch):
    """pkf's kernels add a residual of the output's dtype and shape only (no broadcasting); any other goes to
    PyTorch's convolution and sum, which broadcast as the model's own sum did."""
    layer = PkfConv2d(torch.randn(64, 32, 3, 3), None, "relu", residual=True)
    x = torch.empty(2, 32, 9, 11).half()
    monkeypatch.setattr(torch.Tensor, "is_cuda", property(lambda self: True))  # the checks, without a GPU
    assert layer.unsupported(x, torch.empty(2, 64, 9, 11).half()) is None
    assert "a residual of torch.float32 (2, 64, 9, 11)" in layer.unsupported(x, torch.empty(2, 64, 9, 11))
    assert "(1, 64, 9, 11), pkf's kernels add one of the output's dtype and shape (torch.float16 (2, 64, 9, 11))" in (
        layer.unsupported(x, torch.empty(1, 64, 9, 11).half()))


class Sums(nn.Module):
    """A convolution's output summed with another tensor and the sum used twice (the sum taken in, not what uses
    it); summed and SiLU after (both taken in); summed with a number (nothing taken in)."""

    def __init__(self):
        super().__init__()
        self.a, self.b, self.c = (nn.Conv2d(8, 8, 1) for _ in range(3))

    def forward(self, x):
        s = self.a(x) + x
        t = F.silu(self.b(x) + x)
        return F.relu(s) + s + t + F.relu(self.c(x) + 1.0)


class Shared(nn.Module):
    """One convolution called twice, followed by a different batch norm each time."""

    def __init__(self):
        super().__init__()
        self.conv, self.bn1, self.bn2 = nn.Conv2d(8, 8, 3, padding=1), nn.BatchNorm2d(8), nn.BatchNorm2d(8)

    def forward(self, x):
        return F.relu(self.bn1(self.conv(x))) + self.bn2(self.conv(x + 1))


def test_a_convolution_called_in_two_places_takes_nothing_in():
    model = randomised(Shared())
    x = torch.randn(1, 8, 6, 7)
    converted = pkf_torch.convert(model)
    assert [r.folded for r in converted.pkf_report] == [[]]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert torch.allclose(converted(x), model(x), atol=1e-5)


def test_a_sum_with_a_tensor_is_taken_in_with_the_activation_that_alone_uses_it():
    model = Sums().eval()
    x = torch.randn(1, 8, 5, 6)
    converted = pkf_torch.convert(model)
    layers = {name: m for name, m in converted.named_modules() if isinstance(m, PkfConv2d)}
    assert {name: (m.residual, m.activation) for name, m in layers.items()} == {
        "a": (True, None), "b": (True, "silu"), "c": (False, None)}
    assert torch.allclose(converted(x), model(x), atol=1e-6)


class Scaled(nn.Module):
    """EDSR's residual block, a scaling written three ways, and a product with a tensor (not folded; the scaled
    layer's sum with it is taken in)."""

    def __init__(self):
        super().__init__()
        self.a, self.b, self.c, self.d = (nn.Conv2d(8, 8, 3, padding=1) for _ in range(4))
        self.bn = nn.BatchNorm2d(8)

    def forward(self, x):
        res = self.a(F.relu(x)).mul(0.1)
        res += x
        y = F.leaky_relu(torch.mul(self.bn(self.b(res)), -2) + res, 0.2)
        return self.c(y) * 0.5 + self.d(y) * x


def test_a_multiplication_by_a_number_is_folded_into_the_convolution():
    model = randomised(Scaled())
    x = torch.randn(2, 8, 7, 5)
    converted = pkf_torch.convert(model)
    report = {r.name: r.folded for r in converted.pkf_report}
    assert report == {"a": ["mul (times 0.1)", "add (residual sum)"],
                      "b": ["bn (batch norm)", "mul_1 (times -2)", "add_1 (residual sum)", "leaky_relu (leaky_relu)"],
                      "c": ["mul_2 (times 0.5)", "add_2 (residual sum)"], "d": []}, report
    layers = dict(converted.named_modules())
    assert torch.equal(layers["a"].weight, model.a.weight * 0.1) and torch.equal(layers["a"].bias, model.a.bias * 0.1)
    assert layers["b"].negative_slope == 0.2
    assert torch.allclose(converted(x), model(x), atol=1e-5)


@pytest.mark.parametrize("shape, r", [((2, 12, 5, 7), 2), ((1, 27, 4, 3), 3), ((2, 8, 1, 1), 2)])
@pytest.mark.parametrize("layout", [torch.channels_last, torch.contiguous_format])
def test_pkfs_pixel_shuffle_is_pytorchs_and_keeps_channels_last(shape, r, layout):
    from pkf.torch import ops

    x = torch.randn(*shape).contiguous(memory_format=layout)
    y = ops.pixel_shuffle(x, r)
    assert torch.equal(y, F.pixel_shuffle(x, r))
    if layout == torch.channels_last and shape[2] * shape[3] > 1:  # (one pixel: both layouts at once)
        assert y.is_contiguous(memory_format=torch.channels_last)
    with pytest.raises(RuntimeError):
        ops.pixel_shuffle(torch.randn(1, 6, 2, 2).contiguous(memory_format=torch.channels_last), 2)


@pytest.mark.gpu
def test_pkfs_pixel_shuffle_on_the_gpu_is_pytorchs_in_one_kernel():
    from pkf.torch import ops

    x = torch.randn(2, 64 * 4, 45, 38, device="cuda").half().contiguous(memory_format=torch.channels_last)
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
        y = ops.pixel_shuffle(x, 2)
        torch.cuda.synchronize()
    assert torch.equal(y, F.pixel_shuffle(x, 2)) and y.is_contiguous(memory_format=torch.channels_last)
    assert len(profiled_kernels(profile)) == 1, profiled_kernels(profile)
    compiled = torch.compile(lambda t: ops.pixel_shuffle(t, 2))
    assert torch.equal(compiled(x), y)


class Upsampler(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv, self.shuffle = nn.Conv2d(8, 32, 3, padding=1), nn.PixelShuffle(2)

    def forward(self, x):
        return F.pixel_shuffle(self.shuffle(self.conv(x)), upscale_factor=2) + torch.pixel_shuffle(x, 2).mean()


def test_convert_runs_every_pixel_shuffle_as_pkfs():
    from pkf.torch import ops

    model = Upsampler().eval()
    x = torch.randn(2, 8, 5, 6).contiguous(memory_format=torch.channels_last)
    converted = pkf_torch.convert(model)
    targets = [node.target for node in converted.graph.nodes if node.op in ("call_function", "call_module")]
    assert targets.count(ops.pixel_shuffle) == 3 and "shuffle" not in targets
    assert torch.allclose(converted(x), model(x), atol=1e-6)


def test_a_residual_without_a_relu_follows_a_kernel_that_adds_none():
    """Where the choice takes a schedule that adds no residual, a layer whose sum no ReLU follows still runs pkf's
    kernel (cuDNN would add no fused sum either): the kernel adds the bias, the sum and the activation follow it."""
    layer = PkfConv2d(torch.randn(64, 64, 3, 3), torch.randn(64), "leaky_relu", 0.2, residual=True)
    decision = layer.decide(torch.empty(1, 64, 14, 14))
    assert decision.path == PKF and not decision.variant.rows and "the sum and the leaky_relu follow it" in decision.reason
    variant = layer.kernel_variant(decision.variant)
    assert (variant.bias, variant.residual, variant.activation) == (True, False, "")
    rows = PkfConv2d(torch.randn(128, 128, 3, 3), None, None, residual=True)
    decision = rows.decide(torch.empty(8, 128, 28, 28))
    assert decision.variant.rows and rows.kernel_variant(decision.variant).residual


@pytest.mark.parametrize("rows", [False, True])
def test_what_the_kernel_leaves_follows_it_in_order(rows, monkeypatch):
    """The kernel's output, then the bias, the residual sum and the activation it did not apply, in that order."""
    from pkf.torch import ops

    weight, bias = torch.randn(8, 8, 3, 3), torch.randn(8)
    layer = PkfConv2d(weight, bias, "leaky_relu", 0.2, residual=True)
    variant = Variant("full", 64, rows=rows, wgmma=not rows)
    launched = []
    monkeypatch.setattr(ops, "winograd_conv2d", lambda x, u, epilogue, library, k, residual: launched.append(residual)
                        or F.conv2d(x, u, padding=1))
    x, residual = torch.randn(2, 8, 6, 7), torch.randn(2, 8, 6, 7)
    y = layer.kernel_forward(x, ("library", weight, None, replace(variant, residual=rows)), residual)
    assert (launched[0] is not None) == rows
    expected = F.leaky_relu(F.conv2d(x, weight, bias, padding=1) + residual, 0.2)
    without = F.leaky_relu(F.conv2d(x, weight, bias, padding=1), 0.2)
    assert torch.allclose(y, without if rows else expected, atol=1e-5)  # a kernel that adds it: none added again


@pytest.mark.parametrize(("conv", "geometry"), [
    (nn.Conv2d(8, 8, 3, padding="same", dilation=2), Geometry(padding=(2, 2), dilation=(2, 2))),
    (nn.Conv2d(8, 8, (1, 5), padding="same"), Geometry(padding=(0, 2))),
    (nn.Conv2d(8, 8, 3, padding="valid", groups=8), Geometry(padding=(0, 0), groups=8)),
    (nn.Conv2d(8, 8, 7, stride=2, padding=3), Geometry(stride=(2, 2), padding=(3, 3))),
    (nn.Conv2d(8, 8, 2, padding="same"), None),  # one more pixel on one side than the other: PyTorch's module keeps it
    (nn.Conv2d(8, 8, 3, padding=1, padding_mode="reflect"), None),
])
def test_a_convolutions_geometry_as_cudnn_takes_it(conv, geometry):
    assert geometry_of(conv) == geometry
    model = nn.Sequential(conv, nn.BatchNorm2d(8), nn.ReLU()).eval()
    x = torch.randn(2, 8, 9, 10)
    converted = pkf_torch.convert(model)
    kept = [type(m).__name__ for m in converted.modules() if isinstance(m, (nn.Conv2d, PkfConv2d))]
    assert kept == (["Conv2d"] if geometry is None else ["PkfConv2d"])
    assert torch.allclose(converted(x), model(x), atol=1e-5)
    if geometry is not None:  # the shape a residual must have for cuDNN's fused sum
        layer = next(m for m in converted.modules() if isinstance(m, PkfConv2d))
        assert layer.output_shape(x) == tuple(conv(x).shape)


class Standardised(nn.Conv2d):
    """A convolution with a forward of its own (weight standardisation, as in BiT's ResNets)."""

    def forward(self, x):
        w = self.weight
        return self._conv_forward(x, (w - w.mean((1, 2, 3), keepdim=True)) / (w.std((1, 2, 3), keepdim=True) + 1e-5), self.bias)


def test_a_convolution_with_a_forward_of_its_own_keeps_its_module():
    """A Conv2d subclass whose forward differs (weight standardisation, quantisation-aware training's fake
    quantisation) would compute something else from its raw weight: it stays, in a traced model and in one converted
    in place, and nothing is folded into it."""
    import torch.ao.nn.qat as qat

    qconfig = torch.ao.quantization.get_default_qat_qconfig("fbgemm")
    for conv in (Standardised(8, 8, 3, padding=1), qat.Conv2d(8, 8, 1, qconfig=qconfig)):
        assert ineligible(conv).startswith(f"a {type(conv).__name__}, whose forward is its own") and geometry_of(conv) is None
        model = randomised(nn.Sequential(conv, nn.BatchNorm2d(8), nn.ReLU()))
        x = torch.randn(1, 8, 6, 5)
        expected = model(x)
        for converted in (pkf_torch.convert(model), None):
            if converted is None:
                with pytest.warns(UserWarning, match="torch.fx cannot trace"), \
                        pytest.MonkeyPatch.context() as patch:
                    patch.setattr(torch.fx, "symbolic_trace", lambda m: (_ for _ in ()).throw(RuntimeError("untraceable")))
                    converted = pkf_torch.convert(model)
            assert not any(isinstance(m, PkfConv2d) for m in converted.modules())
            assert torch.allclose(converted(x), expected, atol=1e-6)


def test_a_half_models_batch_norm_and_scaling_are_folded_in_float32_and_rounded_once():
    conv, bn = nn.Conv2d(16, 32, 3, padding=1).half(), randomised(nn.BatchNorm2d(32)).half()
    weight, bias = fold_batch_norm(conv, bn)
    scale = (bn.weight.float() * torch.rsqrt(bn.running_var.float() + bn.eps)).view(-1, 1, 1, 1)
    assert weight.dtype == torch.half and torch.equal(weight, (conv.weight.float() * scale).half())
    assert torch.equal(bias, ((conv.bias.float() - bn.running_mean.float()) * scale.flatten() + bn.bias.float()).half())
    weight, bias = fold_batch_norm(conv, bn, 0.1)  # a scaling after the batch norm: still one rounding
    assert torch.equal(weight, (conv.weight.float() * scale * 0.1).half())
    assert torch.equal(bias, (((conv.bias.float() - bn.running_mean.float()) * scale.flatten() + bn.bias.float()) * 0.1).half())


class InvertedResidual(nn.Module):
    """MobileNetV2's block: 1x1 expansion, depthwise 3x3, ReLU6 (not taken in), 1x1 projection, a sum with no ReLU."""

    def __init__(self, c: int, expand: int):
        super().__init__()
        wide = c * expand
        self.conv = nn.Sequential(nn.Conv2d(c, wide, 1, bias=False), nn.BatchNorm2d(wide), nn.ReLU6(inplace=True),
                                  nn.Conv2d(wide, wide, 3, 1, 1, groups=wide, bias=False), nn.BatchNorm2d(wide),
                                  nn.ReLU6(inplace=True), nn.Conv2d(wide, c, 1, bias=False), nn.BatchNorm2d(c))

    def forward(self, x):
        return x + self.conv(x)


class SqueezeExcite(nn.Module):
    """EfficientNet's block: depthwise 3x3 with SiLU, a squeeze-and-excitation gate of 1x1 convolutions on the pooled
    map, a 1x1 projection and a sum with no ReLU."""

    def __init__(self, c: int):
        super().__init__()
        self.dw, self.bn, self.act = nn.Conv2d(c, c, 3, padding=1, groups=c), nn.BatchNorm2d(c), nn.SiLU()
        self.fc1, self.fc2 = nn.Conv2d(c, 4, 1), nn.Conv2d(4, c, 1)
        self.proj, self.bn2 = nn.Conv2d(c, c, 1, bias=False), nn.BatchNorm2d(c)

    def forward(self, x):
        y = self.act(self.bn(self.dw(x)))
        gate = torch.sigmoid(self.fc2(F.silu(self.fc1(y.mean((2, 3), keepdim=True)))))
        return self.bn2(self.proj(y * gate)) + x


class DenseAndDilated(nn.Module):
    """DenseNet's pre-activation (batch norm and ReLU before the convolution: nothing to fold) and concatenation;
    DeepLab's dilated branches concatenated before one batch norm (used by no single convolution: nothing folded)."""

    def __init__(self, c: int):
        super().__init__()
        self.bn, self.conv = nn.BatchNorm2d(c), nn.Conv2d(c, 16, 3, padding=1, bias=False)
        self.branches = nn.ModuleList([nn.Conv2d(c + 16, 8, 3, padding=d, dilation=d) for d in (1, 2, 4)])
        self.bn2 = nn.BatchNorm2d(24)

    def forward(self, x):
        y = torch.cat([x, self.conv(F.relu(self.bn(x)))], 1)
        return F.relu(self.bn2(torch.cat([branch(y) for branch in self.branches], 1)))


@pytest.mark.parametrize(("model", "shape", "sums"), [
    (InvertedResidual(8, 4), (2, 8, 9, 11), 1), (SqueezeExcite(8), (2, 8, 10, 7), 1), (DenseAndDilated(8), (1, 8, 13, 9), 0),
    (nn.Sequential(nn.Conv2d(1, 8, 5, 2, 2), nn.BatchNorm2d(8), nn.LeakyReLU(0.1), nn.Conv2d(8, 8, 3, padding=1, bias=False),
                   nn.BatchNorm2d(8, affine=False), nn.SiLU()), (3, 1, 15, 16), 0),
], ids=["mobilenet-v2", "efficientnet", "densenet-deeplab", "strided-stem"])
def test_convert_keeps_the_outputs_of_other_architectures(model, shape, sums):
    model = randomised(model)
    x = torch.randn(*shape)
    expected = model(x)
    converted = pkf_torch.convert(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert torch.allclose(converted(x), expected, atol=1e-5, rtol=1e-5)
    assert not any(isinstance(m, nn.Conv2d) for m in converted.modules())
    assert sum(m.residual for m in converted.modules() if isinstance(m, PkfConv2d)) == sums  # the 1x1 projections' sums


def example_models():
    sys.path.insert(0, str(REPO / "examples"))
    try:
        import models
    finally:
        sys.path.remove(str(REPO / "examples"))
    return models


@pytest.mark.parametrize(("name", "make", "shape", "residuals"), [
    ("edsr", lambda m: m.EDSR(blocks=2, channels=16, res_scale=0.1), (1, 3, 12, 10), 3),
    ("vdsr", lambda m: m.VDSR(layers=4, channels=16), (2, 1, 9, 11), 1),
    ("unet", lambda m: m.UNet((8, 16)), (1, 3, 16, 20), 0),
    ("resnet18", lambda m: m.resnet(18), (1, 3, 64, 48), 8),
])
def test_the_examples_models_convert_and_keep_their_outputs(name, make, shape, residuals):
    """The models examples/compare_models.py measures, converted on the CPU (PyTorch's convolutions): the same
    outputs, and each residual sum taken in (EDSR's scaled ones, VDSR's last layer's, ResNet's)."""
    torch.manual_seed(0)
    model = make(example_models()).eval()
    x = torch.randn(*shape)
    converted = pkf_torch.convert(model)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert torch.allclose(converted(x), model(x), atol=1e-4, rtol=1e-4)
    assert sum(m.residual for m in converted.modules() if isinstance(m, PkfConv2d)) == residuals


class Untraceable(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU())

    def forward(self, x):
        return self.body(x) if x.sum() > 0 else -self.body(x)  # control flow on values: torch.fx cannot trace it


def test_a_model_torch_fx_cannot_trace_is_converted_in_place_with_a_warning():
    model = randomised(Untraceable())
    x = torch.rand(1, 16, 5, 5)
    expected = model(x)
    with pytest.warns(UserWarning, match="torch.fx cannot trace this model"):
        converted = pkf_torch.convert(model)
    assert converted is model and [type(m).__name__ for m in model.body] == ["PkfConv2d", "Identity", "Identity"]
    with pytest.warns(UserWarning, match="input on cpu"):
        assert torch.allclose(converted(x), expected, atol=1e-5)


def test_folding_is_the_batch_norm_of_the_convolution():
    conv, bn = nn.Conv2d(16, 32, 3, padding=1), randomised(nn.BatchNorm2d(32))
    weight, bias = fold_batch_norm(conv, bn)
    x = torch.randn(1, 16, 7, 9)
    assert torch.allclose(F.conv2d(x, weight, bias, padding=1), bn(conv(x)), atol=1e-5)


def test_convert_is_for_inference():
    with pytest.raises(ValueError, match="model.eval()"):
        pkf_torch.convert(nn.Sequential(nn.Conv2d(16, 16, 3, padding=1)))


def test_the_functional_form_on_the_cpu_is_pytorchs_convolution():
    x, weight, bias = torch.randn(1, 32, 9, 11), torch.randn(16, 32, 3, 3), torch.randn(16)
    with pytest.warns(UserWarning, match="input on cpu"):
        y = pkf_torch.conv2d(x, weight, bias, activation="relu")
    assert torch.allclose(y, F.relu(F.conv2d(x, weight, bias, padding=1)), atol=1e-5)
    with pytest.raises(ValueError, match="activation 'gelu'"):
        pkf_torch.conv2d(x, weight, activation="gelu")


def tuned(faster: str, h: int = 56) -> Tuned:
    problem = {"n": 1, "h": h, "w": h, "c": 64, "k": 64, "m": 2, "r": 3, "dtype": "fp16", "accum": "fp16"}
    variant = {"fusion": "full", "tbm": 64, "tbn": 64, "tbk": 32, "resident": True, "tma": True, "wgmma": True}
    pkf_us, cudnn_us = (5.0, 9.0) if faster == "pkf" else (9.0, 5.0)
    return Tuned(DEVICE, problem, variant, "pkf-full-rf64-tma-wg", pkf_us, 1e-3, cudnn_us, "GEMM", "2026-11-25 00:00:00")


def test_dispatch_follows_the_tuning_cache_then_the_schedules_measured_fastest(tmp_path):
    cache = TuningCache(tmp_path / "tuning.json")
    cache.store(tuned("pkf", 56))
    cache.store(tuned("cudnn", 28))
    limits = Limits.sm90()
    assert decide(1, 56, 56, 64, 64, DEVICE, limits, cache).path == PKF
    slower = decide(1, 28, 28, 64, 64, DEVICE, limits, cache)
    assert slower.path == TORCH and "cuDNN is faster" in slower.reason
    untuned = decide(1, 224, 224, 64, 64, DEVICE, limits, cache)  # fp32 sums first at C = K = 64: rows, measured faster
    assert untuned.path == PKF and untuned.variant.rows and untuned.problem.accum == "fp32" and "not tuned" in untuned.reason
    assert decide(1, 224, 224, 64, 64, DEVICE, limits, cache, sums="fp16").variant.rows  # measured faster from 56²
    assert decide(1, 48, 48, 64, 64, DEVICE, limits, cache, sums="fp16").variant.resident  # rows not measured there
    wide = decide(8, 56, 56, 256, 256, DEVICE, limits, cache)  # rows: measured faster on wide channels
    assert wide.path == PKF and wide.variant.rows and "not tuned" in wide.reason
    few = decide(8, 14, 14, 512, 512, DEVICE, limits, cache)  # split blocks, 128 items: 1.18x
    assert few.path == PKF and few.variant.rows
    padded = decide(7, 8, 82, 384, 32, DEVICE, limits, cache)  # K = 32 padded to 64: measured slower
    assert padded.path == TORCH and "pkf tune" in padded.reason
    unmeasured = decide(1, 64, 64, 64, 32, DEVICE, limits, cache)  # wgmma's K = 32 form: built, not yet run on a GPU
    assert unmeasured.path == TORCH and "has not been measured faster than cuDNN" in unmeasured.reason
    refused = decide(1, 2, 2, 64, 64, DEVICE, limits, cache)
    assert refused.path == TORCH and "does not take it" in refused.reason
    assert decide(1, 28, 28, 64, 64, None, limits, cache).path == PKF  # no GPU named: the cache is not consulted


def test_fixed_sums_are_asked_of_the_choice_and_of_the_cache(tmp_path):
    """sums="fp32" asks for cuDNN's accuracy: a tuned fp16 entry does not answer it, and no Tensor Core kernel does,
    measured faster or tuned faster (the Winograd domain's fp16 operands err 2-3x cuDNN's whatever the sums); the thin
    schedule (fp32 on CUDA cores, cuDNN's error) runs under it where it is tuned faster."""
    cache = TuningCache(tmp_path / "tuning.json")
    cache.store(tuned("pkf", 56))
    limits = Limits.sm90()
    assert decide(1, 56, 56, 64, 64, DEVICE, limits, cache, sums="fp16").path == PKF  # the tuned entry sums in fp16
    assert decide(1, 56, 56, 64, 64, DEVICE, limits, cache, sums="fp32").path == TORCH
    assert decide(1, 1080, 1920, 64, 64, DEVICE, limits, cache).problem.accum == "fp32"  # the default: measured faster
    fp32 = decide(1, 1080, 1920, 64, 64, DEVICE, limits, cache, sums="fp32")
    assert fp32.path == TORCH and "asks for cuDNN's accuracy" in fp32.reason and "(rows)" in fp32.reason
    entry = tuned("pkf", 224)
    cache.store(replace(entry, problem=entry.problem | {"accum": "fp32"}, variant=entry.variant | {"tbn": 32}, sums="fp32"))
    assert decide(1, 224, 224, 64, 64, DEVICE, limits, cache).problem.accum == "fp32"  # the default takes it
    assert decide(1, 224, 224, 64, 64, DEVICE, limits, cache, sums="fp32").path == TORCH  # cuDNN's accuracy does not
    assert decide(1, 224, 224, 64, 64, DEVICE, limits, cache, sums="fp16").problem.accum == "fp16"
    thin = Tuned(DEVICE, {"n": 1, "h": 64, "w": 64, "c": 3, "k": 5, "m": 2, "r": 3, "dtype": "fp16", "accum": "fp32"},
                 {"fusion": "full", "tbm": 16, "tbn": 32, "tbk": 32, "thin": True}, "pkf-full-thin", 5.0, 2e-4, 9.0, "GEMM",
                 "2026-11-27 00:00:00", sums="fp32")
    assert decide(1, 64, 64, 3, 5, DEVICE, limits, cache, sums="fp32").path == TORCH  # untuned: not measured faster
    cache.store(thin)
    accurate = decide(1, 64, 64, 3, 5, DEVICE, limits, cache, sums="fp32")
    assert accurate.path == PKF and accurate.variant.thin and accurate.tuned
    model = pkf_torch.convert(nn.Sequential(nn.Conv2d(64, 64, 3, padding=1), nn.ReLU()).eval(), sums="fp32")
    layer = next(m for m in model.modules() if isinstance(m, PkfConv2d))
    assert layer.sums == "fp32" and "sums=fp32" in repr(layer)
    with pytest.raises(ValueError, match="sums 'bf16': valid: None"):
        pkf_torch.convert(nn.Sequential(nn.Conv2d(64, 64, 3, padding=1)).eval(), sums="bf16")
    with pytest.raises(ValueError, match="sums 'fp64'"):
        pkf_torch.conv2d(torch.randn(1, 64, 8, 8), torch.randn(64, 64, 3, 3), sums="fp64")


def test_the_default_sums_are_fp32_where_pkfs_fp32_kernel_beats_cudnn(tmp_path):
    """sums=None takes fp32 sums (about 0.7x fp16 sums' error) where an fp32-sums kernel was measured faster than cuDNN
    (C = K = 64 from 56^2 up: the rows schedule's, 1.08-1.48x on the H200) or tuned faster, and the fastest kernel
    elsewhere."""
    cache = TuningCache(tmp_path / "tuning.json")
    limits = Limits.sm90()
    large = decide(1, 1080, 1920, 64, 64, DEVICE, limits, cache)
    assert large.path == PKF and large.problem.accum == "fp32" and large.reason.startswith("fp32 sums (the default")
    assert decide(1, 56, 56, 64, 64, DEVICE, limits, cache).problem.accum == "fp32"
    small = decide(1, 28, 28, 64, 64, DEVICE, limits, cache)  # fp32 sums not measured faster there: fp16 sums'
    assert small.path == PKF and small.problem.accum == "fp16"
    assert not decide(8, 56, 56, 128, 128, DEVICE, limits, cache).reason.startswith("fp32 sums")  # U streamed: not asked
    # tuned: an fp32 entry where cuDNN was faster sends the default to fp16 sums; one where pkf was, to fp32 sums
    for faster, accum in (("cudnn", "fp16"), ("pkf", "fp32")):
        entry = tuned(faster, 224)
        cache.store(replace(entry, problem=entry.problem | {"accum": "fp32"}, variant=entry.variant | {"tbn": 32}, sums="fp32"))
        assert decide(1, 224, 224, 64, 64, DEVICE, limits, cache).problem.accum == accum


def test_bias_and_activation_go_inside_the_wgmma_kernel_only():
    wgmma, resident = Variant("full", 64, resident=True, tma=True, wgmma=True), Variant("full", 16, resident=True, tma=True)
    weight, bias = torch.randn(64, 64, 3, 3), torch.randn(64)
    assert PkfConv2d(weight, None, "relu").kernel_variant(wgmma).name == "pkf-full-rf64-tma-wg-relu"
    assert PkfConv2d(weight, bias, "relu").kernel_variant(wgmma).name == "pkf-full-rf64-tma-wg-bias-relu"
    assert PkfConv2d(weight, bias, "leaky_relu", 0.2).kernel_variant(wgmma).activation == "lrelu"
    assert PkfConv2d(weight, None, "silu").kernel_variant(wgmma).name.endswith("-wg-silu")
    assert PkfConv2d(weight, bias, None).kernel_variant(wgmma).name.endswith("-wg-bias")
    assert PkfConv2d(weight, None, None).kernel_variant(wgmma) == wgmma
    assert PkfConv2d(weight, bias, "relu").kernel_variant(resident) == resident  # PyTorch applies them after the kernel


def test_the_epilogue_holds_the_biases_then_the_slope():
    layer = PkfConv2d(torch.randn(48, 32, 3, 3), torch.arange(48.0).half(), "leaky_relu", 0.2)
    epilogue = layer.kernel_epilogue("cpu")
    assert epilogue.dtype == torch.float32 and epilogue.shape == (49,)
    assert torch.equal(epilogue[:48], torch.arange(48.0)) and abs(float(epilogue[48]) - 0.2) < 1e-7
    assert layer.kernel_epilogue("cpu") is epilogue  # made once
    with torch.no_grad():
        layer.bias.add_(1)
    assert float(layer.kernel_epilogue("cpu")[0]) == 1.0  # and again when the bias changes
    assert torch.equal(PkfConv2d(torch.randn(16, 16, 3, 3), None, "relu").kernel_epilogue("cpu"), torch.tensor([0.0] * 16 + [0.01]))


def test_the_operator_has_a_fake_for_tracing():
    x = torch.empty(2, 64, 10, 12, dtype=torch.float16, device="meta").contiguous(memory_format=torch.channels_last)
    u = torch.empty(1000, dtype=torch.uint8, device="meta")
    y = torch.ops.pkf.winograd_conv2d(x, u, None, "any-library", 48)
    assert y.shape == (2, 48, 10, 12) and y.dtype == torch.float16
    assert y.is_contiguous(memory_format=torch.channels_last)


def fake_source(text: str = "// kernels") -> LibrarySource:
    return LibrarySource(Problem(h=8, w=8, m=2), Variant("none", 16), text, (), "sm_90")


def fake_compiler(record):
    def compile(source, library, log, arch):
        with open(record, "a") as f:
            f.write(f"{source.name}\n")
        library.write_bytes(b"\x7fELF fake library " + source.read_bytes())
    return compile


def test_the_kernel_cache_compiles_once_and_finds_it_again(tmp_path):
    record = tmp_path / "compiles.txt"
    first = ensure_library(fake_source(), tmp_path / "cache", fake_compiler(record))
    again = ensure_library(fake_source(), tmp_path / "cache", fake_compiler(record))
    assert first == again and cached(first) and len(record.read_text().splitlines()) == 1
    other = ensure_library(fake_source("// other kernels"), tmp_path / "cache", fake_compiler(record))
    assert other != first and len(record.read_text().splitlines()) == 2
    assert json.loads(first.with_suffix(".json").read_text())["problem"] == fake_source().problem.key


def test_a_corrupt_cache_entry_is_rebuilt(tmp_path):
    record = tmp_path / "compiles.txt"
    entry = ensure_library(fake_source(), tmp_path / "cache", fake_compiler(record))
    entry.write_bytes(entry.read_bytes()[:7])  # a library cut short
    assert not cached(entry)
    assert ensure_library(fake_source(), tmp_path / "cache", fake_compiler(record)) == entry
    assert cached(entry) and len(record.read_text().splitlines()) == 2
    entry.with_suffix(".json").write_text("{not json")
    ensure_library(fake_source(), tmp_path / "cache", fake_compiler(record))
    assert cached(entry) and len(record.read_text().splitlines()) == 3


def _fill(directory, record):
    import time

    def slow(source, library, log, arch):
        time.sleep(0.3)  # long enough for the other processes to arrive while it compiles
        fake_compiler(record)(source, library, log, arch)
    ensure_library(fake_source(), directory, slow)


def test_concurrent_processes_compile_an_entry_once(tmp_path):
    record = tmp_path / "compiles.txt"
    processes = [multiprocessing.get_context("fork").Process(target=_fill, args=(tmp_path / "cache", record)) for _ in range(4)]
    for process in processes:
        process.start()
    for process in processes:
        process.join()
        assert process.exitcode == 0
    assert len(record.read_text().splitlines()) == 1
    assert cached(next((tmp_path / "cache").glob("*.so")))
    assert not list((tmp_path / "cache").glob(".*partial"))


@pytest.mark.nvcc
@pytest.mark.parametrize(("c", "k", "accum"), [(64, 64, "fp16"), (128, 256, "fp16"), (64, 64, "fp32")])  # U resident; streamed
def test_a_real_library_compiles_and_loads_without_a_gpu(tmp_path, monkeypatch, c, k, accum):
    import ctypes

    from conftest import PROTOTYPES
    from pkf.kernels import library_source
    from pkf.reconstructor.schedules import resolve_variant

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    problem = Problem(n=1, h=224, w=224, c=c, k=k, m=2, accum=accum)
    variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
    source = library_source(problem, variant)
    assert source.arch == "sm_90a"
    assert "int pkf_forward(half* x, void* const* scratch, half* y, float* epilogue, half* residual, cudaStream_t stream)" in source.cuda
    assert "b.U, x, b.y, stream);" in source.cuda  # the TMA launcher takes PyTorch's stream
    path = ensure_library(source, tmp_path)
    library = ctypes.CDLL(str(path))
    assert library.pkf_scratch_count() == 1
    library.pkf_scratch_bytes.restype = ctypes.c_ulonglong
    assert library.pkf_scratch_bytes(0) == c * k * 16 * 2
    # No GNU-unique object: one would be a single object for every library the process loads, whatever RTLD_LOCAL
    # says (a TMA map cache that was one made a kernel take another shape's map where the inputs shared an address).
    symbols = subprocess.run(["nm", "-D", "--defined-only", str(path)], capture_output=True, text=True, check=True).stdout
    assert not [line for line in symbols.splitlines() if line.split()[1:2] == ["u"]], symbols


GPU_SHAPES = [(1, 64, 64, 224, 224), (2, 64, 64, 56, 56), (1, 64, 64, 30, 44), (2, 128, 128, 28, 28), (1, 32, 96, 17, 23)]


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("shape", GPU_SHAPES)
def test_pkf_conv2d_agrees_with_pytorch_on_the_gpu(shape, monkeypatch):
    from conftest import PROTOTYPES

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    n, c, k, h, w = shape
    torch.manual_seed(0)
    x = torch.randn(n, c, h, w, device="cuda").half().contiguous(memory_format=torch.channels_last)
    weight, bias = torch.randn(k, c, 3, 3, device="cuda").half() / c**0.5, torch.randn(k, device="cuda").half()
    layer = PkfConv2d(weight, bias, "relu")
    y = layer(x)
    reference = F.relu(F.conv2d(x.double(), weight.double(), bias.double(), padding=1))
    error = float((y.double() - reference).norm() / reference.norm())
    print(shape, layer.decisions, f"rel L2 {error:.2e}")
    assert error < 1e-2


@pytest.mark.gpu
@pytest.mark.nvcc
def test_opcheck_and_cuda_graphs(monkeypatch):
    from conftest import PROTOTYPES
    from pkf.torch import ops

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    x = torch.randn(1, 64, 224, 224, device="cuda").half().contiguous(memory_format=torch.channels_last)
    layer = PkfConv2d(torch.randn(64, 64, 3, 3, device="cuda").half() / 8, None)
    decision = layer.decide(x)
    assert decision.path == PKF
    library = ops.load(decision.problem, decision.variant)
    u = layer.winograd_filter(library)
    torch.library.opcheck(torch.ops.pkf.winograd_conv2d, (x, u, None, library, 64))
    graph, static_x = torch.cuda.CUDAGraph(), x.clone()
    eager = layer(static_x)
    with torch.cuda.graph(graph):
        captured = layer(static_x)
    graph.replay()
    torch.cuda.synchronize()
    assert torch.equal(captured, eager)


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("activation", [None, "relu", "leaky_relu", "silu"])
def test_the_fused_bias_and_activation_agree_with_pytorch_on_the_gpu(activation, monkeypatch):
    from conftest import PROTOTYPES
    from pkf.reconstructor.schedules import resolve_variant
    from pkf.torch import ops

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    x = torch.randn(2, 64, 30, 44, device="cuda").half().contiguous(memory_format=torch.channels_last)
    weight, bias = torch.randn(64, 64, 3, 3, device="cuda").half() / 8, torch.randn(64, device="cuda").half()
    layer = PkfConv2d(weight, bias, activation, 0.2)
    problem = Problem(n=2, h=30, w=44, c=64, k=64, m=2, accum="fp16")
    variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
    layer.decisions[(2, 30, 44, str(x.device))] = Decision(PKF, "the wgmma schedule, asked for", problem, variant)
    assert layer.kernel_variant(variant).epilogue
    y = layer(x)
    reference = ops.epilogue(F.conv2d(x.double(), weight.double(), bias.double(), padding=1), None, activation, 0.2)
    error = float((y.double() - reference).norm() / reference.norm())
    print(activation, layer.kernel_variant(variant).name, f"rel L2 {error:.2e}")
    assert error < 1e-2
    library = ops.load(problem, layer.kernel_variant(variant))
    torch.library.opcheck(torch.ops.pkf.winograd_conv2d, (x, layer.winograd_filter(library), layer.kernel_epilogue(x.device), library, 64))


@pytest.mark.gpu
@pytest.mark.nvcc
def test_fp32_sums_agree_with_pytorch_more_closely_than_fp16_sums(monkeypatch):
    """The same layer with each of the wgmma kernel's sums, asked for: fp32 sums (cuDNN's) err less than fp16 ones."""
    from conftest import PROTOTYPES
    from pkf.reconstructor.schedules import resolve_variant
    from pkf.torch import ops

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    x = torch.randn(2, 128, 30, 44, device="cuda").half().contiguous(memory_format=torch.channels_last)
    weight, bias = torch.randn(64, 128, 3, 3, device="cuda").half() / 12, torch.randn(64, device="cuda").half()
    reference = F.relu(F.conv2d(x.double(), weight.double(), bias.double(), padding=1))
    errors = {}
    for sums in ("fp16", "fp32"):
        layer = PkfConv2d(weight, bias, "relu", sums=sums)
        problem = Problem(n=2, h=30, w=44, c=128, k=64, m=2, accum=sums)
        variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
        layer.decisions[(2, 30, 44, str(x.device))] = Decision(PKF, f"the wgmma schedule, {sums} sums, asked for", problem, variant)
        y = layer(x)
        errors[sums] = float((y.double() - reference).norm() / reference.norm())
        library = ops.load(problem, layer.kernel_variant(variant))
        assert [b.name for b in ops.LIBRARIES[library].source.scratch] == ["U", "sums"]  # sliced: its workspace reused
        torch.library.opcheck(torch.ops.pkf.winograd_conv2d, (x, layer.winograd_filter(library), layer.kernel_epilogue(x.device), library, 64))
    print(errors)
    assert errors["fp32"] < errors["fp16"] < 1e-2 and errors["fp32"] < 1e-3


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("m", [2, 4])
def test_the_cublas_schedule_agrees_with_pytorch_on_the_gpu(m, monkeypatch):
    """The unfused form around cuBLAS (loaded at run time, in PyTorch's process) with the bias and ReLU in its OTrans,
    run by a layer told to use it; F(2,3) and F(4,3), both with fp32 sums."""
    from conftest import PROTOTYPES
    from pkf.reconstructor.schedules import resolve_variant

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    x = torch.randn(2, 256, 14, 15, device="cuda").half().contiguous(memory_format=torch.channels_last)
    weight, bias = torch.randn(192, 256, 3, 3, device="cuda").half() / 48, torch.randn(192, device="cuda").half()
    reference = F.relu(F.conv2d(x.double(), weight.double(), bias.double(), padding=1))
    layer = PkfConv2d(weight, bias, "relu", sums="fp32")
    problem = Problem(n=2, h=14, w=15, c=256, k=192, m=m, accum="fp32")
    variant = resolve_variant(problem, Variant("none", cublas=True), None, None, Limits.sm90())
    layer.decisions[(2, 14, 15, str(x.device))] = Decision(PKF, "the cublas schedule, asked for", problem, variant)
    assert layer.kernel_variant(variant).bias and layer.kernel_variant(variant).activation == "relu"
    for _ in range(2):  # the second call on the loaded library and cuBLAS handle
        y = layer(x)
    error = float((y.double() - reference).norm() / reference.norm())
    print(m, f"rel L2 {error:.2e}")
    assert torch.isfinite(y).all() and error < (1e-3 if m == 2 else 1e-2)


def test_tune_gathers_each_layers_shapes_once_and_compiles_nothing():
    from pkf.torch.autotune import layer_shapes

    model = pkf_torch.convert(randomised(BasicBlock(32)))
    x = torch.randn(2, 32, 9, 7)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no "input on cpu" warning: no kernel is tried while the shapes are gathered
        shapes = layer_shapes(model, x)
    # conv1 and conv2 run the same convolution; the default sums ask for fp32 sums first at C, K <= 64
    assert shapes == [{"n": 2, "h": 9, "w": 7, "c": 32, "k": 32}, {"n": 2, "h": 9, "w": 7, "c": 32, "k": 32, "accum": "fp32"}]
    assert all(m.recording is None for m in model.modules() if isinstance(m, PkfConv2d))
    # sums="fp32": only shapes a schedule with cuDNN's error is offered for (thin: channels not multiples of 16)
    accurate = pkf_torch.convert(nn.Sequential(nn.Conv2d(3, 32, 3, padding=1), nn.ReLU(), nn.Conv2d(32, 32, 3, padding=1)).eval(),
                                 sums="fp32")
    assert layer_shapes(accurate, torch.randn(1, 3, 8, 8)) == [{"n": 1, "h": 8, "w": 8, "c": 3, "k": 32, "accum": "fp32"}]
    with pytest.raises(PkfError, match="has no pkf layer"):
        layer_shapes(nn.Sequential(nn.Conv2d(3, 8, 3)), torch.randn(1, 3, 8, 8))


def test_build_compiles_each_kernel_the_layers_run_once_and_nothing_on_the_cpu(monkeypatch):
    """`build`: on the CPU nothing (every layer runs PyTorch); where layers decide for pkf, each distinct kernel (the
    problem and the variant with the layer's bias and activation) is loaded once, before any forward, and the layers
    are left as they were."""
    from pkf.torch import ops
    from pkf.reconstructor.schedules import resolve_variant

    model = pkf_torch.convert(randomised(nn.Sequential(
        nn.Conv2d(32, 32, 3, padding=1, bias=False), nn.BatchNorm2d(32), nn.ReLU(),
        nn.Conv2d(32, 32, 3, padding=1, bias=False), nn.BatchNorm2d(32))))
    x = torch.randn(2, 32, 9, 7)
    loaded = []
    monkeypatch.setattr(ops, "load", lambda problem, variant: loaded.append((problem, variant)))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert pkf_torch.build(model, x) == 0
    assert loaded == []
    problem = Problem(n=2, h=9, w=7, c=32, k=32, m=2, accum="fp16")
    variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
    layers = [m for m in model.modules() if isinstance(m, PkfConv2d)]
    for layer in layers:  # as on a GPU where both decide for the same kernel
        layer.decisions[(2, 9, 7, "cpu")] = Decision(PKF, "asked for", problem, variant)
        monkeypatch.setattr(layer, "unsupported", lambda x, residual=None: None)
    wanted = [(problem, layer.kernel_variant(variant)) for layer in layers]  # conv1 with its ReLU inside, conv2 without
    assert wanted[0] != wanted[1]
    assert pkf_torch.build(model, x, jobs=2) == 2
    assert sorted(map(str, loaded)) == sorted(map(str, wanted))
    layers[1].activation = "relu"  # now both run one kernel
    layers[1].decisions.clear()
    layers[1].decisions[(2, 9, 7, "cpu")] = Decision(PKF, "asked for", problem, variant)
    loaded.clear()
    assert pkf_torch.build(model, x) == 1 and len(loaded) == 1
    assert all(m.recording is None for m in layers) and not any(m._forward_pre_hooks for m in layers)


@pytest.mark.gpu
@pytest.mark.nvcc
def test_after_build_the_first_forward_compiles_nothing(monkeypatch):
    from conftest import PROTOTYPES
    from pkf.torch import ops

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    model = randomised(nn.Sequential(nn.Conv2d(64, 64, 3, padding=1), nn.ReLU(), nn.Conv2d(64, 64, 3, padding=1)))
    converted = pkf_torch.convert(model.half().cuda().to(memory_format=torch.channels_last))
    x = torch.randn(1, 64, 72, 40, device="cuda").half().contiguous(memory_format=torch.channels_last)
    assert pkf_torch.build(converted, x) >= 1

    def compile_again(*args, **kwargs):
        raise AssertionError("a kernel compiled at the first forward, after build")

    monkeypatch.setattr(ops, "ensure_library", compile_again)
    monkeypatch.setattr(ops, "library_source", compile_again)
    with torch.no_grad():
        y = converted(x)
    assert torch.isfinite(y).all()


def test_tune_prepares_prototypes_without_a_gpu_and_measures_with_one(tmp_path, monkeypatch):
    from pkf.torch import autotune

    model = pkf_torch.convert(randomised(nn.Sequential(nn.Conv2d(16, 16, 3, padding=1), nn.ReLU(),
                                                       nn.Conv2d(16, 32, 3, padding=1))))
    x = torch.randn(1, 16, 12, 12)
    asked = {}
    monkeypatch.setattr(autotune, "prepare_prototypes", lambda requests, limits, out, top: asked.update(
        prepare=(requests, out, top)) or [out / "p"])
    assert autotune.tune(model, x, prepare=tmp_path, top=2) == [tmp_path / "p"]
    shapes = [{"n": 1, "h": 12, "w": 12, "c": 16, "k": k, "dtype": "fp16"} | sums for k in (16, 32) for sums in ({}, {"accum": "fp32"})]
    assert asked["prepare"] == (shapes, tmp_path, 2)  # the default sums: fp32 sums asked for first at C, K <= 64
    monkeypatch.setattr(autotune, "device_name", lambda: None)
    with pytest.raises(PkfError, match="no CUDA GPU visible"):
        autotune.tune(model, x)
    layer = dict(model.named_modules())["0"]
    layer.decisions[(1, 12, 12, "cuda:0")] = "stale"
    monkeypatch.setattr(autotune, "device_name", lambda: DEVICE)
    monkeypatch.setattr(autotune, "tune_requests", lambda requests, limits, device, **kw: asked.update(
        tune=(len(requests), device, kw["top"], kw["reps"])) or ["entries"])
    assert autotune.tune(model, x, top=3, reps=50) == ["entries"]
    assert asked["tune"] == (4, DEVICE, 3, 50) and not layer.decisions  # decided again, from the cache


def test_an_in_place_flag_is_not_read_as_a_slope():
    class InPlace(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(16, 16, 3, padding=1)

        def forward(self, x):
            return F.relu(self.conv(x), True)

    layer = dict(pkf_torch.convert(InPlace().eval()).named_modules())["conv"]
    assert layer.activation == "relu" and layer.negative_slope == 0.01


def test_the_output_is_allocated_in_the_layout_the_kernel_writes():
    from pkf.torch import ops

    x = torch.empty(2, 16, 5, 7).contiguous(memory_format=torch.channels_last)
    y = ops.output_like(x, 32)
    assert y.shape == (2, 32, 5, 7) and y.dtype == torch.float16 and y.stride() == ops.kernel_strides(2, 32, 5, 7)
    assert ops.kernel_strides(2, 32, 5, 7) == (5 * 7 * 32, 1, 7 * 32, 32)  # NHWK: the kernels' y[((n*H + h)*W + w)*K + k]
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():  # what torch.compile and CUDA graphs are told the operator returns
        fake = torch.ops.pkf.winograd_conv2d(torch.empty(2, 16, 5, 7).contiguous(memory_format=torch.channels_last),
                                             torch.empty(64, dtype=torch.uint8), None, "any", 32)
    assert fake.stride() == ops.kernel_strides(2, 32, 5, 7)


def test_a_workspace_the_kernel_leaves_zero_is_zeroed_once_per_device_and_stream():
    """A sliced kernel sums into a workspace and leaves it zero: pkf.torch zeroes one per (device, stream) once, not a
    buffer (and a memset kernel) per call; the stages' other scratch buffers are fresh each call."""
    from pkf.reconstructor.program import Scratch
    from pkf.torch.ops import Library

    source = LibrarySource(Problem(), Variant("none", 16), "", (Scratch("U", "half", 64), Scratch("V", "half", 32),
                                                                 Scratch("sums", "float", 48, zeroed=True)), "sm_90")
    library = Library(source, REPO / "unused.so", None)
    cpu = torch.device("cpu")
    sums = library._scratch(source.scratch[2], cpu, 7)
    assert sums.numel() == 48 and not sums.any()
    assert library._scratch(source.scratch[2], cpu, 7) is sums and library._scratch(source.scratch[2], cpu, 8) is not sums
    assert library._scratch(source.scratch[1], cpu, 7) is not library._scratch(source.scratch[1], cpu, 7)


class OpsSeen(torch.utils._python_dispatch.TorchDispatchMode):
    """Records every aten operator run inside it."""

    def __init__(self):
        super().__init__()
        self.ops = []

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        self.ops.append(str(func.overloadpacket.__name__))
        return func(*args, **(kwargs or {}))


@pytest.mark.parametrize("activation", [None, "relu"])
def test_a_pkf_layers_forward_allocates_its_output_and_copies_nothing(activation, monkeypatch):
    """The forward of a layer pkf runs: the kernel (here a stand-in that writes nothing) and no PyTorch op but the
    output's allocation: no layout conversion, cast or copy of the activations."""
    from pkf.torch import ops
    from pkf.reconstructor.schedules import resolve_variant

    problem = Problem(n=1, h=12, w=10, c=64, k=64, m=2, accum="fp16")
    variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
    layer = PkfConv2d(torch.randn(64, 64, 3, 3).half(), torch.randn(64).half(), activation)
    layer.decisions[(1, 12, 10, "cpu")] = Decision(PKF, "asked for", problem, variant)
    monkeypatch.setattr(layer, "unsupported", lambda x, residual=None: None)
    monkeypatch.setattr(ops, "load", lambda problem, variant: "library")
    u = torch.empty(8, dtype=torch.uint8)
    monkeypatch.setattr(layer, "winograd_filter", lambda library: u)
    launched = []
    monkeypatch.setattr(ops, "winograd_conv2d", lambda x, u, epilogue, library, k, residual: launched.append(
        (x, epilogue)) or ops.output_like(x, k))
    x = torch.randn(1, 64, 12, 10).half().contiguous(memory_format=torch.channels_last)
    layer.kernel_epilogue("cpu")  # made once per layer, not per forward
    with OpsSeen() as seen:
        y = layer(x)
    assert seen.ops == ["empty"], seen.ops
    assert launched[0][0] is x and launched[0][1] is not None  # the input as it came; the bias and ReLU in the kernel
    assert y.stride() == ops.kernel_strides(1, 64, 12, 10)


@torch.library.custom_op("pkf_test::stand_in_conv2d", mutates_args=(), device_types="cpu")
def stand_in_conv2d(x: torch.Tensor, u: torch.Tensor, epilogue: Optional[torch.Tensor], library: str, k: int,
                    residual: Optional[torch.Tensor] = None) -> torch.Tensor:
    """pkf's operator on the CPU for a test: u is the layer's weight; the residual, bias and ReLU applied where it is
    given them."""
    y = F.conv2d(x.float(), u.float(), padding=1)
    if residual is not None:
        y = y + residual.float()
    if epilogue is not None:
        y = F.relu(y + epilogue[:k].view(1, -1, 1, 1))
    return y.half().contiguous(memory_format=torch.channels_last)


@stand_in_conv2d.register_fake
def _(x, u, epilogue, library, k, residual=None):
    from pkf.torch import ops
    return ops.output_like(x, k)


def test_torch_compile_traces_a_converted_model_in_one_graph(monkeypatch):
    """Under torch.compile, after one eager forward at the input's size: one graph (fullgraph), pkf's layer through
    its operator with the U, epilogue and library that forward prepared, the other layers (a 1x1, a strided 3x3) as
    plain ops inductor can fuse; the same outputs as eager. Before any eager forward, preparing the kernel is a graph
    break (it is no graph's work)."""
    from pkf.torch import ops
    from pkf.reconstructor.schedules import resolve_variant

    model = randomised(nn.Sequential(nn.Conv2d(16, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                                     nn.Conv2d(16, 8, 1), nn.ReLU(), nn.Conv2d(8, 8, 3, stride=2, padding=1)))
    converted = pkf_torch.convert(model.half())
    layer = converted.get_submodule("0")
    problem = Problem(n=2, h=10, w=12, c=16, k=16, m=2, accum="fp16")
    variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
    layer.decisions[(2, 10, 12, "cpu")] = Decision(PKF, "asked for", problem, variant)
    monkeypatch.setattr(layer, "unsupported", lambda x, residual=None: None)
    monkeypatch.setattr(ops, "load", lambda problem, variant: "stand-in")
    monkeypatch.setattr(layer, "winograd_filter", lambda library: layer.weight)
    monkeypatch.setattr(ops, "winograd_conv2d", stand_in_conv2d)
    x = torch.randn(2, 16, 10, 12).half().contiguous(memory_format=torch.channels_last)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="graph break|Unsupported|disable"):  # nothing prepared yet
        torch.compile(converted, backend="aot_eager", fullgraph=True)(x)
    torch._dynamo.reset()
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the CPU layers say they run PyTorch's convolution
        expected = converted(x)
        assert list(layer.kernels) == [(2, 10, 12, "cpu")] and layer.kernels[(2, 10, 12, "cpu")][3].activation == "relu"
        got = torch.compile(converted, backend="aot_eager", fullgraph=True)(x)
    assert torch.allclose(got.float(), expected.float(), atol=1e-2, rtol=1e-2)
    assert torch.allclose(expected.float(), model.float()(x.float()), atol=5e-2, rtol=5e-2)


def test_a_traced_layer_decided_for_pytorch_is_no_graph_break(monkeypatch):
    """A 3x3, stride-1 layer whose decision at this size is PyTorch's convolution traces in the graph after an eager
    forward (it had been prepared outside the graph at every trace, a graph break a layer), with eager's outputs."""
    model = randomised(nn.Sequential(nn.Conv2d(16, 24, 3, padding=1), nn.ReLU(), nn.Conv2d(24, 8, 3, padding=1)))
    converted = pkf_torch.convert(model)
    x = torch.randn(2, 16, 10, 12)
    for layer in (converted.get_submodule("0"), converted.get_submodule("2")):
        layer.decisions[layer.size_key(x)] = Decision(TORCH, "PyTorch's, asked for")
        monkeypatch.setattr(layer, "unsupported", lambda x, residual=None: None)
    with torch.no_grad():
        expected = converted(x)
        assert all(layer.kernels == {(2, 10, 12, "cpu"): None} for layer in converted.modules() if isinstance(layer, PkfConv2d))
        torch._dynamo.reset()
        got = torch.compile(converted, backend="aot_eager", fullgraph=True)(x)
    assert torch.allclose(got, expected, atol=1e-5)


@pytest.mark.parametrize("stride, padding, dilation, groups, layout", [
    ([1, 1], [1, 1], [1, 1], 1, torch.channels_last), ([2, 2], [3, 3], [1, 1], 1, torch.channels_last),
    ([2, 1], [0, 2], [2, 1], 4, torch.contiguous_format), ([1, 1], [0, 0], [1, 1], 1, torch.contiguous_format)])
def test_the_fused_cudnn_operators_fake_gives_the_convolutions_size_and_layout(stride, padding, dilation, groups, layout):
    """What torch.compile traces pkf::cudnn_conv_relu's output as: F.conv2d's size, in the input's layout."""
    from pkf.torch import ops

    x = torch.randn(2, 32, 13, 17).contiguous(memory_format=layout)
    weight = torch.randn(24, 32 // groups, 3, 3)
    fake = ops.cudnn_conv_relu_fake(x.to("meta"), weight.to("meta"), None, None, stride, padding, dilation, groups)
    real = F.conv2d(x, weight, None, stride, padding, dilation, groups).contiguous(memory_format=layout)
    assert fake.shape == real.shape and fake.stride() == real.stride() and fake.dtype == x.dtype


def test_a_layer_with_a_bias_or_activation_is_given_a_schedule_that_applies_them(tmp_path):
    cache = TuningCache(tmp_path / "tuning.json")
    for output in ({"activation": "relu"}, {"bias": True, "activation": "silu"}):
        for sums, applies in ((None, "rows"), ("fp16", "rows")):  # the default's fp32 sums first at C = K = 64: rows
            decision = decide(1, 224, 224, 64, 64, DEVICE, Limits.sm90(), cache, sums, output)
            assert decision.path == PKF and getattr(decision.variant, applies), decision
            assert all(getattr(decision.variant, name) == value for name, value in output.items())


def test_conv2d_frees_a_layer_with_its_weight():
    import gc
    import weakref

    from pkf.torch import ops

    x = torch.randn(1, 16, 6, 6)
    before = len(ops._LAYERS)
    layers = []
    for _ in range(20):  # a loop that passes fresh weights
        weight = torch.randn(16, 16, 3, 3)
        pkf_torch.conv2d(x, weight)
        (found,) = ops._LAYERS[id(weight)][1].values()
        layers.append(weakref.ref(found[1]))
        del weight, found
    gc.collect()
    assert len(ops._LAYERS) == before and all(layer() is None for layer in layers)
    weight, bias = torch.randn(16, 16, 3, 3), torch.randn(16)
    first = pkf_torch.conv2d(x, weight, bias)
    assert torch.equal(pkf_torch.conv2d(x, weight, bias), first) and len(ops._LAYERS[id(weight)][1]) == 1  # kept
    other = torch.randn(16)
    assert torch.allclose(pkf_torch.conv2d(x, weight, other), F.conv2d(x, weight, other, padding=1), atol=1e-5)
    weight.mul_(2)  # an in-place change of the weight is seen
    assert torch.allclose(pkf_torch.conv2d(x, weight, bias), F.conv2d(x, weight, bias, padding=1), atol=1e-5)


@pytest.mark.gpu
@pytest.mark.nvcc
def test_a_converted_model_runs_one_pkf_kernel_per_layer_and_nothing_else(monkeypatch):
    """Under the PyTorch profiler: a model whose every convolution pkf takes (with a bias, a batch norm, a ReLU)
    launches one kernel per layer, each of them one of pkf's; no conversion, copy or elementwise pass."""
    from conftest import PROTOTYPES

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    model = randomised(nn.Sequential(nn.Conv2d(64, 64, 3, padding=1), nn.ReLU(inplace=True),
                                     nn.Conv2d(64, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64), nn.ReLU(),
                                     nn.Conv2d(64, 64, 3, padding=1)))
    converted = pkf_torch.convert(model.half().cuda().to(memory_format=torch.channels_last))
    x = torch.randn(1, 64, 96, 128, device="cuda").half().contiguous(memory_format=torch.channels_last)
    with torch.no_grad():
        converted(x)  # first use: kernels compiled, filters transformed
        torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
            converted(x)
            torch.cuda.synchronize()
    layers = [m for m in converted.modules() if isinstance(m, PkfConv2d)]
    assert len(layers) == 3 and all(d.path == PKF for layer in layers for d in layer.decisions.values()), pkf_torch.explain(converted)
    ours, kernels = pkf_kernel_names(), profiled_kernels(profile)
    assert len(kernels) == 3 and all(any(name in kernel for name in ours) for kernel in kernels), (kernels, ours)


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("n, channels, size", [(8, 128, 28), (1, 512, 7), (2, 64, 56), (3, 256, 15)])
def test_resnets_basic_blocks_run_pkfs_kernels_with_the_residual_inside(monkeypatch, n, channels, size):
    """Two of ResNet's basic blocks converted, on the GPU in half precision: both 3x3 layers of each block run pkf's
    rows kernel, the second adding the block's input and applying the ReLU in its output transform (persistent
    blocks at 128@28, clusters at 512@7, fp32 sums at 64@56, odd maps at 256@15): one kernel a layer, no sum or ReLU
    pass; the outputs against the float64 block's."""
    from conftest import PROTOTYPES

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    model = randomised(nn.Sequential(BasicBlock(channels), BasicBlock(channels)))
    x = torch.randn(n, channels, size, size).half().cuda().to(memory_format=torch.channels_last)
    with torch.no_grad():
        reference = model.double().cuda()(x.double())
        converted = pkf_torch.convert(model.half().cuda().to(memory_format=torch.channels_last))
        y = converted(x)  # first use: kernels compiled, filters transformed
        torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
            converted(x)
            torch.cuda.synchronize()
    layers = [m for m in converted.modules() if isinstance(m, PkfConv2d)]
    assert [layer.residual for layer in layers] == [False, True] * 2
    assert all(d.path == PKF and d.variant.rows for layer in layers for d in layer.decisions.values()), pkf_torch.explain(converted)
    assert all(layer.kernels[layer.size_key(x)] is not None for layer in layers)
    error = float((y.double() - reference).norm() / reference.norm())
    print(n, channels, size, f"rel L2 {error:.2e}")
    assert error < 3e-3
    ours, kernels = pkf_kernel_names(), profiled_kernels(profile)
    assert len(kernels) == 4 and all(any(name in kernel for name in ours) for kernel in kernels), (kernels, ours)


class EdsrBlock(nn.Module):
    """EDSR's residual block as its code writes it: no activation after the sum, the body's output scaled first."""

    def __init__(self, channels: int, res_scale: float = 0.1):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(channels, channels, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(channels, channels, 3, padding=1))
        self.res_scale = res_scale

    def forward(self, x):
        res = self.body(x).mul(self.res_scale)
        res += x
        return res


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("n, channels, h, w", [(1, 64, 90, 160), (2, 128, 29, 37)])
def test_edsrs_blocks_run_pkfs_kernels_with_the_scaled_sum_inside(monkeypatch, n, channels, h, w):
    """Three of EDSR's residual blocks converted, on the GPU in half precision: every 3x3 layer runs pkf's rows
    kernel, the second of each block with the scaling folded into its filter and the block's input added in its output
    transform, no activation after: one kernel a layer; the outputs against the float64 blocks'."""
    from conftest import PROTOTYPES

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    model = randomised(nn.Sequential(*(EdsrBlock(channels) for _ in range(3))))
    x = torch.randn(n, channels, h, w).half().cuda().to(memory_format=torch.channels_last)
    with torch.no_grad():
        reference = model.double().cuda()(x.double())
        converted = pkf_torch.convert(model.half().cuda().to(memory_format=torch.channels_last))
        y = converted(x)
        torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
            converted(x)
            torch.cuda.synchronize()
    layers = [m for m in converted.modules() if isinstance(m, PkfConv2d)]
    assert [(layer.residual, layer.activation) for layer in layers] == [(False, "relu"), (True, None)] * 3
    assert all(d.path == PKF and d.variant.rows for layer in layers for d in layer.decisions.values()), pkf_torch.explain(converted)
    error = float((y.double() - reference).norm() / reference.norm())
    print(n, channels, h, w, f"rel L2 {error:.2e}")
    assert error < 3e-3
    ours, kernels = pkf_kernel_names(), profiled_kernels(profile)
    assert len(kernels) == 6 and all(any(name in kernel for name in ours) for kernel in kernels), (kernels, ours)


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("n, channels, size", [(1, 256, 14), (1, 512, 7), (2, 64, 56)])
def test_rows_kernels_launched_to_overlap_the_kernel_before_give_the_same_bits(monkeypatch, n, channels, size):
    """A chain of rows kernels (persistent blocks, clusters of 8, fp32 sums), each launched to overlap the one before
    it (programmatic dependent launch: it fills U's ring and waits for its input there): bit for bit the outputs of
    plain launches, eagerly and replayed from a CUDA graph, ten times each (a kernel that read its input before the
    one before it ended would differ), and within fp16's error of the float64 chain."""
    from conftest import PROTOTYPES
    from pkf.torch import ops

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    model = nn.Sequential(*[module for _ in range(6) for module in (nn.Conv2d(channels, channels, 3, padding=1), nn.ReLU())]).eval()
    x = torch.randn(n, channels, size, size).half().cuda().to(memory_format=torch.channels_last)
    with torch.no_grad():
        reference = model.double().cuda()(x.double())
        converted = pkf_torch.convert(model.half().cuda().to(memory_format=torch.channels_last))
        try:
            ops.programmatic_launch(False)
            plain = converted(x).clone()
            ops.programmatic_launch(True)
            for _ in range(10):
                assert torch.equal(converted(x), plain)
            graph = torch.cuda.CUDAGraph()
            converted(x)
            with torch.cuda.graph(graph):
                out = converted(x)
            for _ in range(10):
                out.fill_(0)
                graph.replay()
                torch.cuda.synchronize()
                assert torch.equal(out, plain)
        finally:
            ops.programmatic_launch(True)
    layers = [m for m in converted.modules() if isinstance(m, PkfConv2d)]
    assert all(d.path == PKF and d.variant.rows for layer in layers for d in layer.decisions.values()), pkf_torch.explain(converted)
    error = float((plain.double() - reference).norm() / reference.norm())
    print(n, channels, size, f"rel L2 {error:.2e}")
    assert error < 3e-3


@pytest.mark.gpu
@pytest.mark.nvcc
@pytest.mark.parametrize("mode", ["default", "reduce-overhead"])
def test_torch_compile_of_a_converted_model_is_one_graph_with_pkfs_kernel_in_it(monkeypatch, mode):
    """torch.compile (inductor, fullgraph; plain and with CUDA graphs) of a converted model after one eager forward:
    pkf's kernel runs inside the compiled graph, beside a 3x3 layer decided for PyTorch (cuDNN's fused convolution and
    ReLU, pkf's operator), a 1x1 convolution, an upsampling and a concatenation inductor compiles; the outputs agree
    with the eager converted model."""
    from conftest import PROTOTYPES

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))

    class Glue(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv, self.bn = nn.Conv2d(64, 64, 3, padding=1, bias=False), nn.BatchNorm2d(64)
            self.squeeze = nn.Conv2d(128, 32, 1)
            self.last = nn.Conv2d(32, 32, 3, padding=1)

        def forward(self, x):
            y = F.relu(self.bn(self.conv(x)))
            up = F.interpolate(F.max_pool2d(y, 2), scale_factor=2.0, mode="nearest")
            return F.relu(self.last(F.relu(self.squeeze(torch.cat([up, y], 1)))))

    converted = pkf_torch.convert(randomised(Glue()).half().cuda().to(memory_format=torch.channels_last))
    x = torch.randn(1, 64, 96, 128, device="cuda").half().contiguous(memory_format=torch.channels_last)
    converted.get_submodule("last").decisions[(1, 96, 128, str(x.device))] = Decision(TORCH, "PyTorch's, asked for")
    with torch.no_grad():
        expected = converted(x)  # decides, and prepares the kernel, outside any graph
        assert converted.get_submodule("conv").kernels[(1, 96, 128, str(x.device))] is not None, pkf_torch.explain(converted)
        torch._dynamo.reset()
        compiled = torch.compile(converted, fullgraph=True, mode=mode)
        for _ in range(3):  # reduce-overhead: recorded into a CUDA graph at the second call, replayed from the third
            got = compiled(x).clone()
        torch.cuda.synchronize()
    assert float((got.double() - expected.double()).norm() / expected.double().norm()) < 1e-3


@pytest.mark.gpu
@pytest.mark.nvcc
def test_two_libraries_of_other_shapes_on_inputs_at_one_address_each_get_their_own_result(monkeypatch):
    """Two layers of different shapes, each on the wgmma kernel, given inputs that start at the same address (as
    PyTorch's caching allocator hands out freed memory again): each agrees with PyTorch."""
    from conftest import PROTOTYPES
    from pkf.reconstructor.schedules import resolve_variant

    monkeypatch.setenv("PKF_PROTOTYPES", str(PROTOTYPES))
    torch.manual_seed(0)
    storage = torch.randn(2 * 64 * 30 * 44, device="cuda").half()
    weight = torch.randn(64, 64, 3, 3, device="cuda").half() / 8
    for n, h, w in [(1, 30, 44), (2, 30, 44), (1, 44, 30), (2, 22, 60)]:
        x = storage[:n * 64 * h * w].view(n, h, w, 64).permute(0, 3, 1, 2)  # channels-last, at storage's address
        assert x.data_ptr() == storage.data_ptr() and x.is_contiguous(memory_format=torch.channels_last)
        layer = PkfConv2d(weight, None)
        problem = Problem(n=n, h=h, w=w, c=64, k=64, m=2, accum="fp16")
        variant = resolve_variant(problem, Variant("full", 64, resident=True, tma=True, wgmma=True), None, None, Limits.sm90())
        layer.decisions[(n, h, w, str(x.device))] = Decision(PKF, "the wgmma schedule, asked for", problem, variant)
        reference = F.conv2d(x.double(), weight.double(), padding=1)
        error = float((layer(x).double() - reference).norm() / reference.norm())
        print(n, h, w, f"rel L2 {error:.2e}")
        assert error < 1e-2


@pytest.mark.gpu
def test_a_residual_sum_and_relu_go_into_cudnns_convolution():
    """ResNet-50's block converted, on the GPU in half precision: the same outputs as the block (within fp16's error
    against float64), and each layer one cuDNN kernel: no batch norm, bias, sum or ReLU pass."""
    torch.manual_seed(0)
    block = randomised(Bottleneck(64, 32, 2))
    x = torch.randn(4, 64, 28, 36).half().cuda().to(memory_format=torch.channels_last)
    with torch.no_grad():
        reference = block.double().cuda()(x.double())
        converted = pkf_torch.convert(block.half().cuda().to(memory_format=torch.channels_last))
        with warnings.catch_warnings():
            warnings.filterwarnings("error", message="pkf.torch")  # no fused form refused
            y = converted(x)
            torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
            converted(x)
            torch.cuda.synchronize()
    assert float((y.double() - reference).norm() / reference.norm()) < 3e-3
    kernels = profiled_kernels(profile)
    # one kernel a layer: the shortcut's 1x1 runs F.conv2d without a bias (its bias moved into conv3's fused sum),
    # so no pass adds it
    assert len(kernels) == 4 and not any("batch_norm" in k or "elementwise" in k for k in kernels), kernels


@pytest.mark.gpu
def test_a_layer_pytorch_runs_with_a_relu_is_one_fused_cudnn_kernel():
    """Where a layer runs PyTorch's convolution, its bias and ReLU go into cuDNN's fused convolution: one kernel, the
    same result as the convolution then the bias then ReLU."""
    torch.manual_seed(0)
    x = torch.randn(1, 128, 40, 56, device="cuda").half().contiguous(memory_format=torch.channels_last)
    weight, bias = torch.randn(96, 128, 3, 3, device="cuda").half() / 34, torch.randn(96, device="cuda").half()
    layer = PkfConv2d(weight, bias, "relu")
    layer.decisions[(1, 40, 56, str(x.device))] = Decision(TORCH, "PyTorch's, asked for")
    with torch.no_grad():
        y = layer(x)
        torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
            layer(x)
            torch.cuda.synchronize()
    reference = F.relu(F.conv2d(x.double(), weight.double(), bias.double(), padding=1))
    assert float((y.double() - reference).norm() / reference.norm()) < 2e-3
    kernels = profiled_kernels(profile)
    assert len(kernels) == 1 and "elementwise" not in kernels[0], kernels
    weight.mul_(2)  # an in-place change of the weight is seen
    reference = F.relu(F.conv2d(x.double(), weight.double(), bias.double(), padding=1))
    assert float((layer(x).double() - reference).norm() / reference.norm()) < 2e-3
