"""`convert(model)`: every `nn.Conv2d` becomes a `PkfConv2d`, into which the batch norm that alone uses its output is
folded, a multiplication by a number that alone uses that (EDSR's residual scaling) is folded too, and the ReLU,
LeakyReLU or SiLU (module, function or tensor method) that alone uses that is taken, found in the model's torch.fx
graph (ResNet's blocks call them in `forward`, not in an nn.Sequential); where a convolution's output (after its batch
norm and scaling) is added to another tensor alone (ResNet's and EDSR's shortcuts), the sum is taken in, with the
activation that alone uses the sum. A 3x3, stride-1, 'same' convolution (any channels) runs pkf's kernel where one takes it and wins,
else cuDNN's; every other convolution runs cuDNN's, its bias, sum and ReLU fused into it where cuDNN fuses them.
`explain(model)` prints what each convolution runs."""

import operator
from collections import Counter
import warnings
from dataclasses import dataclass, field, replace

import torch
import torch.fx
import torch.nn.functional as F
from torch import nn

from pkf.limits import Limits, device_limits, device_name
from pkf.reconstructor.schedules import schedule_of
from pkf.torch import ops
from pkf.torch.dispatch import PKF, TORCH, Decision, accurate_first, decide, tunable
from pkf.tuning import TuningCache

ACTIVATION_MODULES = {nn.ReLU: "relu", nn.LeakyReLU: "leaky_relu", nn.SiLU: "silu"}
SUMS = ("fp16", "fp32")


def check_sums(sums: str | None) -> None:
    if sums is not None and sums not in SUMS:
        raise ValueError(f"pkf.torch: sums {sums!r}: valid: None (fp32 sums where pkf's beat cuDNN, else the fastest "
                         f"kernel's), {', '.join(map(repr, SUMS))}")


def ineligible(conv: nn.Module) -> str | None:
    """Why pkf's kernels cannot take this module, or None."""
    if not isinstance(conv, nn.Conv2d):
        return "not a Conv2d"
    if not plain(conv):
        return f"a {type(conv).__name__}, whose forward is its own"
    wanted = {"kernel_size": (3, 3), "stride": (1, 1), "padding": (1, 1), "dilation": (1, 1), "groups": 1, "padding_mode": "zeros"}
    for name, value in wanted.items():
        if getattr(conv, name) != value and not (name == "padding" and conv.padding == "same"):
            return f"{name} {getattr(conv, name)} (pkf takes {value})"
    return None


@dataclass(frozen=True)
class Geometry:
    """A convolution's stride, padding (in pixels), dilation and groups, as F.conv2d and cuDNN's fused calls take them."""

    stride: tuple[int, int] = (1, 1)
    padding: tuple[int, int] = (1, 1)
    dilation: tuple[int, int] = (1, 1)
    groups: int = 1

    @property
    def args(self) -> tuple:
        return self.stride, self.padding, self.dilation, self.groups


def plain(conv: nn.Conv2d) -> bool:
    """Whether conv computes what nn.Conv2d does from its weight and bias: a subclass with a forward of its own (a
    quantisation-aware or weight-standardised convolution) computes something else, which its module must run."""
    return type(conv).forward is nn.Conv2d.forward and type(conv)._conv_forward is nn.Conv2d._conv_forward


def geometry_of(conv: nn.Conv2d) -> Geometry | None:
    """conv's geometry, or None where PyTorch's own module must run it: a forward of its own, a padding mode other than
    zeros, or 'same' padding that is not the same on both sides."""
    if not plain(conv) or conv.padding_mode != "zeros":
        return None
    padding = conv.padding
    if padding == "valid":
        padding = (0, 0)
    elif padding == "same":
        reach = [d * (k - 1) for d, k in zip(conv.dilation, conv.kernel_size)]
        if any(r % 2 for r in reach):
            return None
        padding = tuple(r // 2 for r in reach)
    return Geometry(tuple(conv.stride), tuple(padding), tuple(conv.dilation), conv.groups)


@dataclass
class Report:
    """What convert did with one convolution."""

    name: str
    shape: str  # "C -> K"
    converted: bool  # pkf's kernels may run it (at some input sizes)
    reason: str  # why pkf's kernels do not take it, or "" where they may
    folded: list[str] = field(default_factory=list)  # the batch norm, residual sum and activation taken in


def report_of(name: str, conv: nn.Conv2d, folded: list[str]) -> Report:
    reason = ineligible(conv)
    return Report(name, shape_of(conv), reason is None, reason or "", folded)


class PkfConv2d(nn.Module):
    """A convolution, then bias, an optional residual sum, and activation. A 3x3, stride-1 'same' one runs pkf's kernel
    or PyTorch's per input size (`decisions`); one pkf's kernels do not take (`refusal`: why) always PyTorch's (cuDNN's
    fused convolution, bias, sum and ReLU where it fuses them). A residual is added inside pkf's kernel where its
    schedule adds one (rows), else the layer runs PyTorch's.
    `sums`: "fp32" (cuDNN's accuracy: only kernels with cuDNN's error) or "fp16"; None: fp32 sums where pkf's
    fp32-sums kernel beats cuDNN, else whichever the choice finds fastest (pkf.torch.dispatch.decide).
    `residual`: forward takes a second tensor, added to the convolution's output (with its bias) before the activation."""

    def __init__(self, weight: torch.Tensor, bias: torch.Tensor | None, activation: str | None = None,
                 negative_slope: float = 0.01, sums: str | None = None, geometry: Geometry = Geometry(),
                 refusal: str | None = None, residual: bool = False):
        super().__init__()
        ops.check_activation(activation)
        check_sums(sums)
        self.sums = sums
        self.geometry, self.refusal, self.residual = geometry, refusal, residual
        self.weight = nn.Parameter(weight.detach(), requires_grad=False)
        self.bias = None if bias is None else nn.Parameter(bias.detach(), requires_grad=False)
        self.activation, self.negative_slope = activation, negative_slope
        self.decisions: dict[tuple, Decision] = {}
        self._filters: dict[str, tuple[int, torch.Tensor]] = {}  # library -> (weight version, U)
        self._epilogue: tuple[tuple, torch.Tensor] | None = None  # ((bias version, device), the kernel's epilogue)
        self._warned = False
        self._cudnn_weight: tuple[tuple, torch.Tensor] | None = None  # ((weight version, dtype, layout), the weight)
        self.recording: list[dict] | None = None  # pkf.torch.tune gathering the shapes the model runs
        self.kernels: dict[tuple, tuple | None] = {}  # (N, H, W, device) -> what pkf's kernel needs (`kernel`); None: PyTorch's

    def extra_repr(self) -> str:
        k, c = self.weight.shape[0], self.weight.shape[1] * self.geometry.groups
        g = self.geometry
        return (f"{c}, {k}, kernel_size={tuple(self.weight.shape[2:])}, stride={g.stride}, padding={g.padding}"
                + (f", dilation={g.dilation}" if g.dilation != (1, 1) else "") + (f", groups={g.groups}" if g.groups != 1 else "")
                + (", residual" if self.residual else "") + f", activation={self.activation}"
                + (f", sums={self.sums}" if self.sums else ""))

    def unsupported(self, x: torch.Tensor, residual: torch.Tensor | None = None) -> str | None:
        """Why this input (and residual) goes to PyTorch's convolution whatever the decision, or None."""
        if not x.is_cuda:
            return f"input on {x.device}, pkf runs on CUDA devices"
        if x.dtype != torch.float16:
            return f"input {x.dtype}, pkf's kernels take float16"
        if x.dim() != 4 or x.shape[1] != self.weight.shape[1]:
            return f"input of shape {tuple(x.shape)}, this layer takes (N, {self.weight.shape[1]}, H, W)"
        if residual is not None and (residual.dtype != x.dtype or tuple(residual.shape) != self.output_shape(x)):
            return (f"a residual of {residual.dtype} {tuple(residual.shape)}, pkf's kernels add one of the output's dtype "
                    f"and shape ({x.dtype} {self.output_shape(x)})")
        return None

    def torch_only(self) -> str | None:
        """Why every input of this layer runs PyTorch's convolution, or None."""
        if self.refusal is not None:
            return f"pkf's kernels take 3x3, stride-1 'same' convolutions: {self.refusal}"
        return None

    @staticmethod
    def size_key(x: torch.Tensor) -> tuple:
        """The input size a layer decides and prepares a kernel for: (N, H, W, device)."""
        return x.shape[0], x.shape[2], x.shape[3], str(x.device)

    def decide(self, x: torch.Tensor) -> Decision:
        n, c, h, w = x.shape
        key = self.size_key(x)
        if key not in self.decisions and (reason := self.torch_only()) is not None:
            self.decisions[key] = Decision(TORCH, reason)
        if key not in self.decisions:
            device = device_name() if x.is_cuda else None
            limits = device_limits() if x.is_cuda else Limits.sm90()
            decision = decide(n, h, w, c, self.weight.shape[0], device, limits, TuningCache(), self.sums,
                              self.output_options())
            if self.residual and decision.path == PKF and not (schedule := schedule_of(decision.variant)).takes("residual"):
                if self.activation == "relu":
                    decision = Decision(TORCH, f"pkf's choice here ({schedule.name}, {decision.reason}) adds no residual in "
                                               "its kernel, and cuDNN's convolution adds it and applies the ReLU in one kernel")
                else:
                    then = f"the sum and the {self.activation} follow" if self.activation else "the sum follows"
                    decision = replace(decision, reason=f"{decision.reason}; {schedule.name} adds no residual in its kernel: "
                                                        f"{then} it as PyTorch ops")
            self.decisions[key] = decision
        return self.decisions[key]

    def output_options(self) -> dict:
        """The bias, residual sum and activation as Variant fields, for a kernel that applies them."""
        options = ({"bias": True} if self.bias is not None else {}) | ({"residual": True} if self.residual else {})
        return options | ({"activation": ops.KERNEL_ACTIVATIONS[self.activation]} if self.activation else {})

    def torch_forward(self, x: torch.Tensor, residual: torch.Tensor | None = None) -> torch.Tensor:
        """PyTorch's convolution. With a ReLU, on a CUDA half tensor: cuDNN's fused convolution, bias (and residual sum)
        and ReLU, one kernel (measured 1.5-2.5x the eager model's convolution, batch norm and ReLU at U-Net-kind shapes
        on the H100, experiments/results/2026-11-26-h100-checks/bias_paths.log), through pkf's operator so that a
        traced forward keeps it one kernel. Otherwise F.conv2d with the bias, as the eager model runs it, then the sum
        and the activation in place on its fresh output."""
        fused = self.activation == "relu" and x.is_cuda and x.dtype == torch.float16 and torch.backends.cudnn.enabled
        if fused and (residual is None or (residual.dtype == x.dtype and residual.shape == self.output_shape(x))):
            bias = None if self.bias is None else self.bias.to(x.dtype)  # the sum above: without broadcasting
            return ops.cudnn_conv_relu(x, self.cudnn_weight(x), bias, residual, *map(list, self.geometry.args[:3]),
                                       self.geometry.groups)
        return self.plain_forward(x, residual)

    def plain_forward(self, x: torch.Tensor, residual: torch.Tensor | None = None) -> torch.Tensor:
        """F.conv2d with the bias, as the eager model runs it, then the sum and the activation in place."""
        y = F.conv2d(x, self.weight.to(x.dtype), None if self.bias is None else self.bias.to(x.dtype), *self.geometry.args)
        if residual is not None:
            y = y + residual  # not in place: the sum may broadcast y, as the model's own sum did
        return ops.activate_(y, self.activation, self.negative_slope)

    def output_shape(self, x: torch.Tensor) -> tuple[int, ...]:
        return ops.conv_output_shape(x, self.weight, *self.geometry.args[:3])

    def cudnn_weight(self, x: torch.Tensor) -> torch.Tensor:
        """The weight in x's dtype and memory format (so cuDNN converts nothing per call): once, and again when it changes."""
        layout = torch.channels_last if x.is_contiguous(memory_format=torch.channels_last) else torch.contiguous_format
        if torch.compiler.is_compiling():  # the copy an eager forward made, else the weight (a traced graph's constant)
            known = self._cudnn_weight
            return known[1] if known is not None and known[0][1:] == (x.dtype, layout, str(x.device)) else self.weight.to(x.dtype)
        key = (self.weight._version, x.dtype, layout, str(x.device))
        if self._cudnn_weight is None or self._cudnn_weight[0] != key:
            self._cudnn_weight = (key, self.weight.detach().to(device=x.device, dtype=x.dtype).contiguous(memory_format=layout))
        return self._cudnn_weight[1]

    def winograd_filter(self, library: str) -> torch.Tensor:
        version = self.weight._version
        known = self._filters.get(library)
        if known is None or known[0] != version:  # computed once per weight, and again when it changes
            known = (version, ops.LIBRARIES[library].winograd_filter(self.weight))
            self._filters[library] = known
        return known[1]

    def record(self, x: torch.Tensor) -> None:
        shape = {"n": x.shape[0], "h": x.shape[2], "w": x.shape[3], "c": x.shape[1], "k": self.weight.shape[0]}
        shapes = [shape | {"accum": self.sums}] if self.sums else [shape]
        if not tunable(self.sums, shape["c"], shape["k"]):
            shapes = []  # nothing tuning measures could run under these sums
        if accurate_first(self.sums, shape["c"], shape["k"]):
            shapes.append(shape | {"accum": "fp32"})  # decide asks for fp32 sums first here
        self.recording.extend(s for s in shapes if s not in self.recording)

    def kernel_epilogue(self, device) -> torch.Tensor:
        """The bias and leaky ReLU's slope as a kernel that applies them reads them: once, and again if the bias changes."""
        key = (None if self.bias is None else self.bias._version, str(device))
        if self._epilogue is None or self._epilogue[0] != key:
            self._epilogue = (key, ops.epilogue_of(self.bias, self.weight.shape[0], self.negative_slope, device))
        return self._epilogue[1]

    def forward(self, x: torch.Tensor, residual: torch.Tensor | None = None) -> torch.Tensor:
        """By pkf's kernel or PyTorch's convolution, as `decide` says. The kernel writes a channels-last output that
        needs no conversion; where it does not apply the bias and activation itself, they follow as PyTorch ops."""
        if torch.compiler.is_compiling():
            return self.traced_forward(x, residual)
        if self.torch_only() is not None:
            return self.torch_forward(x, residual)
        if self.recording is not None:
            self.record(x)
            return self.torch_forward(x, residual)
        reason = self.unsupported(x, residual)
        if reason is not None:
            if not self._warned:
                warnings.warn(f"pkf.torch: {reason}; running PyTorch's convolution", stacklevel=2)
                self._warned = True
            return self.torch_forward(x, residual)
        kernel = self.kernel(x)
        return self.torch_forward(x, residual) if kernel is None else self.kernel_forward(x, kernel, residual)

    def kernel(self, x: torch.Tensor) -> tuple | None:
        """What pkf's kernel needs for x's size, where `decide` runs it (else None): the library, U, the epilogue (or
        None) and the kernel's variant (which of the bias, residual and activation it applies); kept per size
        (`kernels`) for a traced forward."""
        decision = self.decide(x)
        if decision.path == TORCH:
            self.kernels[self.size_key(x)] = None  # a traced forward at this size runs PyTorch's convolution
            return None
        variant = self.kernel_variant(decision.variant)
        library = ops.load(decision.problem, variant)
        epilogue = self.kernel_epilogue(x.device) if variant.epilogue else None
        kernel = (library, self.winograd_filter(library), epilogue, variant)
        self.kernels[self.size_key(x)] = kernel
        return kernel

    def kernel_forward(self, x: torch.Tensor, kernel: tuple, residual: torch.Tensor | None = None) -> torch.Tensor:
        """pkf's kernel on x (a residual it adds in the output's layout); what it does not apply (`kernel_variant`)
        follows in place on its fresh output: the bias, the residual sum, the activation, in that order."""
        library, u, epilogue, variant = kernel
        x = x.contiguous(memory_format=torch.channels_last)  # no copy where the input is channels-last already
        added = residual.contiguous(memory_format=torch.channels_last) if variant.residual else None
        y = ops.winograd_conv2d(x, u, epilogue, library, self.weight.shape[0], added)
        if not variant.bias:
            y = ops.add_bias_(y, self.bias)
        if residual is not None and not variant.residual:
            y = y.add_(residual)  # the same shape and dtype (`unsupported`)
        return y if variant.activation else ops.activate_(y, self.activation, self.negative_slope)

    def traced_forward(self, x: torch.Tensor, residual: torch.Tensor | None) -> torch.Tensor:
        """Under torch.compile: pkf's kernel as an eager call at this size prepared it (`kernels`; one not prepared
        is prepared outside the traced graph, a graph break), through pkf's operator, which inductor leaves as it is;
        else PyTorch's convolution as an eager forward runs it: cuDNN's fused convolution and ReLU, one kernel, through
        pkf's operator for it; without a ReLU, plain ops that inductor fuses itself."""
        kernel = None
        if self.torch_only() is None and self.unsupported(x, residual) is None:
            key = self.size_key(x)
            kernel = self.kernels[key] if key in self.kernels else _kernel_outside_the_graph(self, x)
        return self.torch_forward(x, residual) if kernel is None else self.kernel_forward(x, kernel, residual)

    def kernel_variant(self, variant):
        """The bias, residual and activation go inside the kernel's output transform where its schedule applies them
        (rows, wgmma, cublas, thin; the residual rows only): no pass of their own. Other schedules leave them to
        PyTorch, after the kernel; one that applies the bias but adds no residual leaves the activation too, since it
        follows the sum."""
        wanted = self.output_options()
        schedule = schedule_of(variant)
        if not schedule.takes("bias") or not wanted:
            return variant
        if self.residual and not schedule.takes("residual"):
            wanted = {name: value for name, value in wanted.items() if name == "bias"}
        return replace(variant, **{"bias": False, "activation": "", "residual": False} | wanted)


@torch.compiler.disable
def _kernel_outside_the_graph(layer: PkfConv2d, x: torch.Tensor) -> tuple | None:
    """`layer.kernel(x)`, run eagerly where torch.compile traces the layer: deciding, compiling and loading a kernel and
    transforming the filter are no graph's work."""
    return layer.kernel(x)


def fold_batch_norm(conv: nn.Conv2d, bn: nn.BatchNorm2d | None, scale: float = 1.0) -> tuple[torch.Tensor, torch.Tensor | None]:
    """The weight and bias of conv followed by bn (in inference: its running statistics; None: none) and by a
    multiplication by `scale`, computed in float32 (or the weight's dtype, if wider) and rounded to the weight's dtype
    once: a half model's folded weight then carries one rounding more than its own, not one for each step."""
    if bn is None and scale == 1.0:
        return conv.weight, conv.bias
    dtype = conv.weight.dtype
    wide = torch.promote_types(dtype, torch.float32)
    weight = conv.weight.detach().to(wide)
    bias = conv.bias.detach().to(wide) if conv.bias is not None else None
    if bn is not None:
        factor = torch.rsqrt(bn.running_var.to(wide) + bn.eps)
        if bn.weight is not None:  # affine=False: no scale and shift of its own
            factor = factor * bn.weight.detach().to(wide)
        weight = weight * factor.view(-1, 1, 1, 1)
        bias = ((bias if bias is not None else 0) - bn.running_mean.to(wide)) * factor \
            + (bn.bias.detach().to(wide) if bn.bias is not None else 0)
    weight, bias = weight * scale, None if bias is None else bias * scale
    return weight.to(dtype), None if bias is None else bias.to(dtype)


def foldable(bn) -> bool:
    """A batch norm that, in inference, is an affine map per channel: one with running statistics."""
    return isinstance(bn, nn.BatchNorm2d) and bn.running_mean is not None and bn.running_var is not None


@dataclass(frozen=True)
class Activation:
    name: str  # as PkfConv2d takes it: relu, leaky_relu, silu
    negative_slope: float = 0.01


def module_activation(module) -> Activation | None:
    name = ACTIVATION_MODULES.get(type(module))
    return None if name is None else Activation(name, getattr(module, "negative_slope", 0.01))


def layer_of(conv: nn.Conv2d, bn, activation: Activation | None, sums: str | None = None, residual: bool = False,
             scale: float = 1.0) -> PkfConv2d:
    """The PkfConv2d that computes conv, then bn (folded; None: none), then the multiplication by `scale` (folded),
    then (with `residual`) the sum with its second input, then the activation."""
    weight, bias = fold_batch_norm(conv, bn, scale)
    return PkfConv2d(weight, bias, activation and activation.name, activation.negative_slope if activation else 0.01, sums,
                     geometry_of(conv), ineligible(conv), residual)


def shape_of(conv: nn.Conv2d) -> str:
    return f"{conv.in_channels} -> {conv.out_channels}"


def _convert_children(module: nn.Module, prefix: str, reports: list[Report], sums: str | None) -> None:
    """In place, for a model torch.fx cannot trace: a batch norm and an activation are taken in only where they follow
    the convolution inside an nn.Sequential (their places become nn.Identity)."""
    names = list(module._modules)
    sequential = isinstance(module, nn.Sequential)
    skip = set()
    for i, name in enumerate(names):
        child = module._modules[name]
        path = f"{prefix}{name}"
        if child is None or name in skip:
            continue
        if not isinstance(child, nn.Conv2d):
            _convert_children(child, f"{path}.", reports, sums)
            continue
        if geometry_of(child) is None:
            reports.append(report_of(path, child, []))
            continue
        following = list(zip(names[i + 1:i + 3], [module._modules[n] for n in names[i + 1:i + 3]])) if sequential else []
        bn, activation, folded = None, None, []
        if following and foldable(following[0][1]):
            (taken, bn), following = following[0], following[1:]
            folded.append(f"{prefix}{taken} (batch norm)")
            skip.add(taken)
        if following and (activation := module_activation(following[0][1])) is not None:
            folded.append(f"{prefix}{following[0][0]} ({activation.name})")
            skip.add(following[0][0])
        module._modules[name] = layer_of(child, bn, activation, sums)
        reports.append(report_of(path, child, folded))
    for name in skip:
        module._modules[name] = nn.Identity()


# The functions and tensor methods a traced model applies an activation with, and how to read its negative slope.
FUNCTION_ACTIVATIONS = {F.relu: "relu", torch.relu: "relu", torch.relu_: "relu", F.leaky_relu: "leaky_relu", F.silu: "silu"}
METHOD_ACTIVATIONS = {"relu": "relu", "relu_": "relu"}
SUMS_OF_TWO = {operator.add, operator.iadd, torch.add}
SCALINGS = {operator.mul, operator.imul, torch.mul}


def node_activation(node, modules: dict) -> Activation | None:
    """The activation a graph node applies to its first argument alone, or None."""
    if node.op == "call_module":
        return module_activation(modules.get(node.target))
    if node.op == "call_function" and node.target in FUNCTION_ACTIVATIONS:
        name = FUNCTION_ACTIVATIONS[node.target]
        if name != "leaky_relu":  # the others' second argument is `inplace`, not a slope
            return Activation(name)
        slope = node.kwargs.get("negative_slope", node.args[1] if len(node.args) > 1 else 0.01)
        return Activation(name, slope) if isinstance(slope, (int, float)) else None
    if node.op == "call_method" and node.target in METHOD_ACTIVATIONS and len(node.args) == 1:
        return Activation(METHOD_ACTIVATIONS[node.target])
    return None


def scaling(node) -> float | None:
    """The number a graph node multiplies its first argument by (x * s, torch.mul(x, s), x.mul(s)), or None."""
    if not ((node.op == "call_function" and node.target in SCALINGS) or (node.op == "call_method" and node.target in ("mul", "mul_"))):
        return None
    factor = node.args[1] if len(node.args) == 2 and not node.kwargs else None
    return float(factor) if isinstance(factor, (int, float)) and not isinstance(factor, bool) else None


def label(node) -> str:
    """A graph node as a report names it: its module's path, else the node's name."""
    return node.target if node.op == "call_module" else node.name


def only_user(node):
    """The one node that uses `node`'s output, where it is used once and as the first argument, else None."""
    users = list(node.users)
    if len(users) != 1 or not users[0].args or users[0].args[0] is not node:
        return None
    return users[0]


def residual_sum(node, modules: dict):
    """Where `node`'s output is used alone by its sum with another tensor (ResNet's and EDSR's shortcuts): (the sum,
    the other tensor's node, the activation's node that alone uses the sum or None, its Activation or None), else
    None."""
    total = next(iter(node.users)) if len(node.users) == 1 else None
    if total is None or total.op != "call_function" or total.target not in SUMS_OF_TWO or len(total.args) != 2 or total.kwargs:
        return None
    other = total.args[1] if total.args[0] is node else total.args[0]
    if not isinstance(other, torch.fx.Node) or other is node:
        return None
    after = only_user(total)
    activation = None if after is None else node_activation(after, modules)
    return total, other, after if activation else None, activation


def move_shortcut_biases(traced: torch.fx.GraphModule, calls: Counter, reports: dict[str, Report]) -> None:
    """Where a layer's residual is another layer's output alone, with a bias and no activation (ResNet's downsampling
    shortcut: a 1x1 convolution and its batch norm), that bias moves into the residual layer's, whose fused sum adds
    it: the shortcut then runs without a bias, one kernel instead of a convolution and a pass adding its bias."""
    for node in traced.graph.nodes:
        layer = traced.get_submodule(node.target) if node.op == "call_module" else None
        if not (isinstance(layer, PkfConv2d) and layer.residual and isinstance(node.args[1], torch.fx.Node)):
            continue
        shortcut = node.args[1]
        source = traced.get_submodule(shortcut.target) if shortcut.op == "call_module" else None
        if (not isinstance(source, PkfConv2d) or calls[shortcut.target] != 1 or len(shortcut.users) != 1
                or source.bias is None or source.activation is not None or source.residual):
            continue
        wide = torch.promote_types(source.bias.dtype, torch.float32)
        total = source.bias.detach().to(wide) + (0 if layer.bias is None else layer.bias.detach().to(wide))
        layer.bias = nn.Parameter(total.to(source.bias.dtype), requires_grad=False)
        source.bias = None
        reports[node.target].folded.append(f"the bias of {shortcut.target}")


def shuffle_in_one_copy(traced: torch.fx.GraphModule, modules: dict) -> None:
    """Every pixel shuffle (module or function) runs pkf.torch's, which makes a channels-last output in one copy."""
    for node in list(traced.graph.nodes):
        if node.op == "call_module" and isinstance(modules.get(node.target), nn.PixelShuffle):
            with traced.graph.inserting_before(node):
                shuffled = traced.graph.call_function(ops.pixel_shuffle, (node.args[0], modules[node.target].upscale_factor))
            node.replace_all_uses_with(shuffled)
            traced.graph.erase_node(node)
        elif node.op == "call_function" and node.target in (F.pixel_shuffle, torch.pixel_shuffle):
            node.target = ops.pixel_shuffle


def _convert_graph(traced: torch.fx.GraphModule, sums: str | None) -> list[Report]:
    """Every convolution of a traced model becomes a PkfConv2d that takes in the batch norm and the activation that
    alone use its output, or the batch norm, a residual sum and the ReLU after it (however the model's forward is
    written), and they leave the graph. A convolution PyTorch's own module must run (`geometry_of`) stays."""
    modules, reports = dict(traced.named_modules()), []
    calls = Counter(node.target for node in traced.graph.nodes if node.op == "call_module")
    done = set()
    for node in list(traced.graph.nodes):
        conv = modules.get(node.target) if node.op == "call_module" else None
        if not isinstance(conv, nn.Conv2d) or node.target in done:
            continue
        if geometry_of(conv) is None:
            reports.append(report_of(node.target, conv, []))
            continue
        done.add(node.target)
        taken, bn, activation, folded, last = [], None, None, [], node
        # a convolution called in several places (its weight shared) takes in nothing: what follows one call may
        # not follow the others
        alone = calls[node.target] == 1
        follower = only_user(node) if alone else None
        if follower is not None and follower.op == "call_module" and foldable(modules.get(follower.target)):
            bn = modules[follower.target]
            folded.append(f"{follower.target} (batch norm)")
            taken.append(follower)
            last, follower = follower, only_user(follower)
        scale = scaling(follower) if follower is not None else None
        if scale is not None:
            folded.append(f"{follower.name} (times {scale:g})")
            taken.append(follower)
            last, follower = follower, only_user(follower)
        shortcut = residual_sum(last, modules) if alone else None
        if shortcut is not None:
            total, other, after, activation = shortcut
            folded.append(f"{total.name} (residual sum)")
            taken.append(total)
            if after is not None:
                folded.append(f"{label(after)} ({activation.name})")
                taken.append(after)
        elif follower is not None and (activation := node_activation(follower, modules)) is not None:
            folded.append(f"{label(follower)} ({activation.name})")
            taken.append(follower)
        parent, _, name = node.target.rpartition(".")
        setattr(traced.get_submodule(parent), name,
                layer_of(conv, bn, activation, sums, residual=shortcut is not None, scale=1.0 if scale is None else scale))
        if shortcut is not None:  # called where the sum was, once both its inputs exist
            with traced.graph.inserting_before(shortcut[0]):
                layer = traced.graph.call_module(node.target, (node.args[0], shortcut[1]))
            taken[-1].replace_all_uses_with(layer)
            for gone in reversed([node] + taken):
                traced.graph.erase_node(gone)
        elif taken:
            taken[-1].replace_all_uses_with(node)
            for gone in reversed(taken):
                traced.graph.erase_node(gone)
        reports.append(report_of(node.target, conv, folded))
    move_shortcut_biases(traced, calls, {report.name: report for report in reports})
    shuffle_in_one_copy(traced, modules)
    traced.delete_all_unused_submodules()
    traced.recompile()
    return reports


def convert(model: nn.Module, sums: str | None = None) -> nn.Module:
    """`model` (in eval mode) with its eligible convolutions replaced; the report is `.pkf_report` of what it returns.
    Traced by torch.fx, a new module (the model is left as it is) in which a batch norm and an activation are
    taken in wherever they alone use a convolution's output; a model torch.fx cannot trace is converted in place,
    taking them in only inside an nn.Sequential (with a warning saying so). `sums="fp32"`: cuDNN's accuracy, so
    cuDNN, or pkf's kernels whose error is cuDNN's (the thin schedule) where tuning measured them faster; "fp16";
    None: fp32 sums where pkf's fp32-sums kernel beats cuDNN, else the fastest kernel's."""
    check_sums(sums)
    if model.training:
        raise ValueError("pkf.torch.convert is for inference: call model.eval() first (batch norm folds its running statistics)")
    reports: list[Report] = []
    try:
        traced = torch.fx.symbolic_trace(model)
    except Exception as err:  # noqa: BLE001 -- any tracing failure (control flow on values, untraceable calls) falls back
        first = str(err).strip().splitlines()[0][:160] if str(err).strip() else type(err).__name__
        warnings.warn(f"pkf.torch.convert: torch.fx cannot trace this model ({first}); converting in place, batch norms "
                      "and activations taken in only where they follow a convolution in an nn.Sequential", stacklevel=2)
        _convert_children(model, "", reports, sums)
        model.pkf_report = reports
        return model
    traced.pkf_report = _convert_graph(traced, sums)
    return traced


def explain(model: nn.Module) -> str:
    """Each convolution convert saw: whether pkf's kernels may run it and why not, what it took in, and per input size
    which convolution runs it and why."""
    reports = getattr(model, "pkf_report", None)
    if reports is None:
        return "pkf.torch.explain: this model has not been converted (pkf.torch.convert(model))"
    modules = dict(model.named_modules())
    lines = []
    for report in reports:
        folded = f", took in {', '.join(report.folded)}" if report.folded else ""
        layer = modules.get(report.name)
        why = report.reason if not report.converted else layer.torch_only() if isinstance(layer, PkfConv2d) else None
        if why is not None:
            lines.append(f"{report.name}: {report.shape}: PyTorch's convolution ({why}){folded}")
            continue
        lines.append(f"{report.name}: {report.shape}: pkf.torch{folded}")
        decisions = getattr(layer, "decisions", {})
        if not decisions:
            lines.append("    decided at the first input of each size")
        for (n, h, w, device), decision in decisions.items():
            what = layer.kernel_variant(decision.variant).name if decision.path == PKF else "PyTorch's convolution"
            lines.append(f"    N={n} {h}x{w} on {device}: {what}: {decision.reason}")
    return "\n".join(lines)
