"""The PyTorch operator `pkf::winograd_conv2d`: a compiled kernel library (pkf/kernels.py) called on PyTorch's current
stream, registered with torch.library with a fake implementation so that torch.compile and CUDA graphs can trace it;
`pkf::cudnn_conv_relu`, cuDNN's fused convolution, bias, sum and ReLU made traceable the same way; and `conv2d`, the
functional form that decides per call."""

import ctypes
import os
import warnings
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional  # torch.library reads the operator's schema from these annotations

import torch
import torch.nn.functional as F

from pkf.kernels import LibrarySource, ensure_library, library_source
from pkf.limits import device_limits
from pkf.problem import Problem
from pkf.variant import Variant

KERNEL_ACTIVATIONS = {"relu": "relu", "leaky_relu": "lrelu", "silu": "silu"}  # PyTorch's names to the kernel variant's
ACTIVATIONS = tuple(KERNEL_ACTIVATIONS)


@dataclass
class Library:
    """A loaded kernel library: the problem it computes and its entry points."""

    source: LibrarySource
    path: Path
    handle: ctypes.CDLL
    prepared: bool = False
    # the workspaces its kernels sum into and leave zero, by (buffer, device, stream): zeroed once, never per call; the
    # launches of one stream are ordered, so the layers of a model that share this library share them too
    workspaces: dict = field(default_factory=dict)

    @staticmethod
    def load(source: LibrarySource, path: Path) -> "Library":
        handle = ctypes.CDLL(str(path))
        pointers = ctypes.POINTER(ctypes.c_void_p)
        for name, args in (("pkf_prepare", []), ("pkf_setup", [ctypes.c_void_p, pointers, ctypes.c_void_p]),
                           ("pkf_programmatic", [ctypes.c_int]),
                           ("pkf_forward", [ctypes.c_void_p, pointers, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p])):
            getattr(handle, name).argtypes, getattr(handle, name).restype = args, ctypes.c_int
        handle.pkf_programmatic(int(PROGRAMMATIC[0]))
        return Library(source, path, handle)

    @property
    def problem(self) -> Problem:
        return self.source.problem

    def scratch_bytes(self) -> list[int]:
        return [buffer.bytes for buffer in self.source.scratch]

    def _call(self, name: str, *args) -> None:
        if not self.prepared:
            self._check("pkf_prepare", self.handle.pkf_prepare())
            self.prepared = True
        self._check(name, getattr(self.handle, name)(*args))

    def _check(self, name: str, status: int) -> None:
        if status:
            raise RuntimeError(f"pkf: {name} of {self.path.name} failed with CUDA error {status}")

    @staticmethod
    def _pointers(tensors: list[torch.Tensor]):
        return (ctypes.c_void_p * len(tensors))(*[t.data_ptr() for t in tensors])

    def _scratch(self, buffer, device, stream: int) -> torch.Tensor:
        if not buffer.zeroed:
            return torch.empty(buffer.bytes, dtype=torch.uint8, device=device)
        key = (buffer.name, device, stream)
        if key not in self.workspaces:
            self.workspaces[key] = torch.zeros(buffer.bytes, dtype=torch.uint8, device=device)
        return self.workspaces[key]

    def winograd_filter(self, weight: torch.Tensor) -> torch.Tensor:
        """U for an OIHW weight, in the layout this library's kernels read."""
        filt = weight.detach().to(torch.float16).permute(0, 2, 3, 1).contiguous()  # KRSC
        u = torch.empty(self.scratch_bytes()[0], dtype=torch.uint8, device=weight.device)
        stream = torch.cuda.current_stream(weight.device).cuda_stream
        self._call("pkf_setup", ctypes.c_void_p(filt.data_ptr()), self._pointers([u]), ctypes.c_void_p(stream))
        return u

    def forward(self, x: torch.Tensor, u: torch.Tensor, y: torch.Tensor, epilogue: torch.Tensor | None,
                residual: torch.Tensor | None = None) -> None:
        stream = torch.cuda.current_stream(x.device).cuda_stream
        scratch = [u] + [self._scratch(buffer, x.device, stream) for buffer in self.source.scratch[1:]]
        if self.source.variant.epilogue and (epilogue is None or epilogue.dtype != torch.float32
                                             or epilogue.numel() != self.problem.k + 1 or not epilogue.is_contiguous()):
            raise ValueError(f"pkf: {self.path.name} applies a bias or an activation: it takes an epilogue of "
                             f"{self.problem.k + 1} contiguous float32 values (the biases, then leaky ReLU's slope)")
        adds = self.source.variant.residual
        if adds != (residual is not None) or (residual is not None and (
                residual.dtype != y.dtype or residual.shape != y.shape or residual.stride() != y.stride())):
            raise ValueError(f"pkf: {self.path.name} {'adds a residual: it takes' if adds else 'adds no residual: it takes none, not'} "
                             f"a float16 tensor of the output's shape {tuple(y.shape)} and strides {y.stride()} (channels-last)")
        self._call("pkf_forward", ctypes.c_void_p(x.data_ptr()), self._pointers(scratch), ctypes.c_void_p(y.data_ptr()),
                   ctypes.c_void_p(epilogue.data_ptr() if epilogue is not None else None),
                   ctypes.c_void_p(residual.data_ptr() if residual is not None else None), ctypes.c_void_p(stream))


# Whether the kernels that wait for the kernel before them themselves (the rows kernel) are launched to overlap its end
# (programmatic dependent launch: their filter's loads and start-up behind its last blocks): PKF_PDL=0 or
# `programmatic_launch(False)` turns it off
PROGRAMMATIC = [os.environ.get("PKF_PDL", "1") != "0"]


def programmatic_launch(on: bool) -> None:
    """Launch pkf's kernels that can overlap the kernel before them so (the default), or plainly, from now on: in every
    library loaded and every one loaded later. A CUDA graph keeps the launches it captured."""
    PROGRAMMATIC[0] = on
    for library in LIBRARIES.values():
        library.handle.pkf_programmatic(int(on))


LIBRARIES: dict[str, Library] = {}
_LOADED: dict[tuple, str] = {}  # (problem, variant, arch) -> library key: a forward does no reconstruction


def load(problem: Problem, variant: Variant, arch: str = "sm_90") -> str:
    """The key of the loaded library for (problem, variant): from this process, from the kernel cache, or compiled."""
    if (problem, variant, arch) not in _LOADED:
        source = library_source(problem, variant, arch, device_limits().sms)
        if source.key not in LIBRARIES:
            LIBRARIES[source.key] = Library.load(source, ensure_library(source))
        _LOADED[problem, variant, arch] = source.key
    return _LOADED[problem, variant, arch]


def kernel_strides(n: int, k: int, h: int, w: int) -> tuple[int, int, int, int]:
    """The (N, K, H, W) strides of the NHWK output every pkf kernel writes: PyTorch's channels-last."""
    return (h * w * k, 1, w * k, k)


def output_like(x: torch.Tensor, k: int) -> torch.Tensor:
    """The output tensor, allocated in the layout the kernel writes: no conversion, no copy, no kernel launched."""
    n, _, h, w = x.shape
    return torch.empty((n, k, h, w), dtype=torch.float16, device=x.device, memory_format=torch.channels_last)


@torch.library.custom_op("pkf::winograd_conv2d", mutates_args=(), device_types="cuda")
def winograd_conv2d(x: torch.Tensor, u: torch.Tensor, epilogue: Optional[torch.Tensor], library: str, k: int,
                    residual: Optional[torch.Tensor] = None) -> torch.Tensor:
    """y (N, K, H, W, channels-last fp16) = the 3x3 'same' convolution of x (N, C, H, W, channels-last fp16) whose
    Winograd-domain filter is u, by the loaded library `library`; then, where that library's kernel applies them, the
    residual (a tensor of y's shape, channels-last fp16) added, and the bias and activation whose parameters
    `epilogue` holds (`epilogue_of`)."""
    y = output_like(x, k)
    LIBRARIES[library].forward(x, u, y, epilogue, residual)
    return y


@winograd_conv2d.register_fake
def _(x: torch.Tensor, u: torch.Tensor, epilogue: Optional[torch.Tensor], library: str, k: int,
      residual: Optional[torch.Tensor] = None) -> torch.Tensor:
    return output_like(x, k)


def conv_output_shape(x: torch.Tensor, weight: torch.Tensor, stride: list[int], padding: list[int],
                      dilation: list[int]) -> tuple[int, ...]:
    """The (N, K, H, W) output size of a convolution (stride, padding in pixels, dilation)."""
    kernel = weight.shape[2:]
    size = [(x.shape[2 + i] + 2 * padding[i] - dilation[i] * (kernel[i] - 1) - 1) // stride[i] + 1 for i in range(2)]
    return (x.shape[0], weight.shape[0], *size)


def cudnn_strides(x: torch.Tensor, shape: tuple[int, ...]) -> tuple[int, ...]:
    """The strides of an (N, K, H, W) output in the layout cuDNN's convolution writes for x: channels-last for a
    channels-last input, else contiguous."""
    _, k, h, w = shape
    return (h * w * k, 1, w * k, k) if x.is_contiguous(memory_format=torch.channels_last) else (k * h * w, h * w, w, 1)


# The problems cuDNN's fused call refused (inputs' shapes, strides and dtype, the geometry, which of bias and residual):
# run unfused from then on, not retried and refused again at every call.
_FUSED_REFUSED: set[tuple] = set()


@torch.library.custom_op("pkf::cudnn_conv_relu", mutates_args=(), device_types="cuda")
def cudnn_conv_relu(x: torch.Tensor, weight: torch.Tensor, bias: Optional[torch.Tensor], residual: Optional[torch.Tensor],
                    stride: list[int], padding: list[int], dilation: list[int], groups: int) -> torch.Tensor:
    """relu(conv(x, weight) + bias (+ residual)) by cuDNN's fused convolution: one kernel. An operator of pkf's so that
    torch.compile keeps it one kernel (PyTorch's fused calls have no fake implementation to trace). Where cuDNN has no
    fused form for the problem, the unfused ops; the output always with the strides `cudnn_strides` gives."""
    args = (stride, padding, dilation, groups)
    problem = (tuple(x.shape), x.stride(), x.dtype, tuple(weight.shape), weight.stride(), *map(tuple, args[:3]), groups,
               bias is None, residual is None)
    y = None
    if problem not in _FUSED_REFUSED:
        try:
            if residual is None:
                y = torch.cudnn_convolution_relu(x, weight, bias, *args)
            else:
                y = torch.cudnn_convolution_add_relu(x, weight, residual, 1.0, bias, *args)
        except RuntimeError as err:
            warnings.warn(f"pkf.torch: cuDNN's fused convolution and ReLU refused a layer ({str(err)[:120]}); running "
                          "F.conv2d and ReLU", stacklevel=2)
            _FUSED_REFUSED.add(problem)
    if y is None:
        y = F.conv2d(x, weight, bias, *args)
        y = F.relu_(y if residual is None else y.add_(residual))
    strides = cudnn_strides(x, tuple(y.shape))
    return y if y.stride() == strides else torch.empty_strided(y.shape, strides, dtype=y.dtype, device=y.device).copy_(y)


@cudnn_conv_relu.register_fake
def cudnn_conv_relu_fake(x, weight, bias, residual, stride, padding, dilation, groups):
    shape = conv_output_shape(x, weight, stride, padding, dilation)
    return torch.empty_strided(shape, cudnn_strides(x, shape), dtype=x.dtype, device=x.device)


def epilogue_of(bias: torch.Tensor | None, k: int, negative_slope: float, device) -> torch.Tensor:
    """What a kernel that applies the bias and activation reads: the K biases (zeros without one) in float32, then
    leaky ReLU's slope."""
    values = torch.zeros(k + 1, dtype=torch.float32, device=device)
    if bias is not None:
        values[:k] = bias.detach().to(torch.float32)
    values[k] = negative_slope
    return values


def add_bias_(y: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    """y += bias per output channel, in place (y is a fresh output): where the kernel did not add it."""
    return y if bias is None else y.add_(bias.to(y.dtype).view(1, -1, 1, 1))


def activate_(y: torch.Tensor, activation: str | None, negative_slope: float = 0.01) -> torch.Tensor:
    """The activation in place on a fresh output (one pass over it, no new tensor): where the kernel did not apply it."""
    if activation == "relu":
        return F.relu_(y)
    if activation == "leaky_relu":
        return F.leaky_relu_(y, negative_slope)
    if activation == "silu":
        return F.silu(y, inplace=True)
    return y


def epilogue(y: torch.Tensor, bias: torch.Tensor | None, activation: str | None, negative_slope: float = 0.01) -> torch.Tensor:
    """Bias and activation on a copy of y (y is left as it is): what a reference computes."""
    return activate_(add_bias_(y.clone(), bias), activation, negative_slope)


def pixel_shuffle(input: torch.Tensor, upscale_factor: int) -> torch.Tensor:  # F.pixel_shuffle's signature
    """F.pixel_shuffle; on a channels-last input, one copy into a channels-last output (PyTorch's CUDA form
    takes 924 us at 1x256x540x960 on the H200, this one 383: EDSR x2 to 1080p 4.42 -> 3.37 ms)."""
    r = upscale_factor
    if input.dim() != 4 or input.shape[1] % (r * r) or not input.is_contiguous(memory_format=torch.channels_last):
        return F.pixel_shuffle(input, r)
    n, c, h, w = input.shape
    rows = input.permute(0, 2, 3, 1).reshape(n, h, w, c // (r * r), r, r)  # a view: channel k·r² + i·r + j
    return rows.permute(0, 1, 4, 2, 5, 3).reshape(n, h * r, w * r, c // (r * r)).permute(0, 3, 1, 2)


def check_activation(activation: str | None) -> None:
    if activation is not None and activation not in ACTIVATIONS:
        raise ValueError(f"pkf.torch: activation {activation!r}: valid: None, {', '.join(ACTIVATIONS)}")


# conv2d's layers, per weight tensor: {id(weight): (weakref to it, {(bias id, activation, sums, weight's shape, dtype,
# device): (weakref to the bias or None, layer)})}. A weight's entry (its layer and Winograd-domain filter) goes when the weight is freed.
_LAYERS: dict[int, tuple[weakref.ref, dict]] = {}


def _layers_of(weight: torch.Tensor) -> dict:
    known = _LAYERS.get(id(weight))
    if known is None or known[0]() is not weight:
        known = (weakref.ref(weight), {})
        _LAYERS[id(weight)] = known
        weakref.finalize(weight, _forget, id(weight), known[0])
    return known[1]


def _forget(key: int, ref: weakref.ref) -> None:
    if key in _LAYERS and _LAYERS[key][0] is ref:  # not a newer weight that took the same id
        del _LAYERS[key]


def conv2d(x: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor | None = None, activation: str | None = None,
           sums: str | None = None) -> torch.Tensor:
    """A 3x3, stride-1, padding-1 convolution (then bias and activation): pkf's kernel where it runs faster, else
    PyTorch's (see pkf.torch.explain for why). The Winograd-domain filter is kept per weight tensor while that tensor
    lives (its storage shares the weight's version counter, so an in-place change recomputes it); a freed weight frees
    its layer and filter. `sums`: "fp32" (cuDNN's accuracy), "fp16", or
    None (fp32 sums where pkf's fp32-sums kernel beats cuDNN, else the fastest kernel's)."""
    from pkf.torch.convert import PkfConv2d

    check_activation(activation)
    layers = _layers_of(weight)
    key = (None if bias is None else id(bias), activation, sums, tuple(weight.shape), weight.dtype, weight.device)
    found = layers.get(key)
    if found is None or (found[0] is not None and found[0]() is not bias):
        for stale in [key for key, (ref, _) in layers.items() if ref is not None and ref() is None]:
            del layers[stale]  # their biases are gone
        layers[key] = found = (None if bias is None else weakref.ref(bias), PkfConv2d(weight, bias, activation, sums=sums))
    return found[1](x)
