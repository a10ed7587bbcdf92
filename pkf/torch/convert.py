"""`convert(model)`: every eligible `nn.Conv2d` (3x3, stride 1, padding 1, dilation 1, groups 1; any channels: where
no pkf kernel takes them or wins, cuDNN runs it, fused with its ReLU) becomes a `PkfConv2d`; a batch norm that alone
uses its output is folded into its weight and bias, and a ReLU, LeakyReLU or SiLU (module, function or tensor method)
that alone uses that is taken into it, found in the model's torch.fx graph (ResNet's blocks call them in `forward`, not
in an nn.Sequential). `explain(model)` prints what each convolution runs."""

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
    """Why pkf cannot take this module, or None."""
    if not isinstance(conv, nn.Conv2d):
        return "not a Conv2d"
    wanted = {"kernel_size": (3, 3), "stride": (1, 1), "padding": (1, 1), "dilation": (1, 1), "groups": 1, "padding_mode": "zeros"}
    for name, value in wanted.items():
        if getattr(conv, name) != value and not (name == "padding" and conv.padding == "same"):
            return f"{name} {getattr(conv, name)} (pkf takes {value})"
    return None


@dataclass
class Report:
    """What convert did with one convolution."""

    name: str
    shape: str  # "C -> K"
    converted: bool
    reason: str  # why not converted, or "" where it was
    folded: list[str] = field(default_factory=list)  # the batch norm and activation taken into it


class PkfConv2d(nn.Module):
    """A 3x3 'same' convolution, then bias and activation, by pkf's kernel or PyTorch's per input size (`decisions`).
    `sums`: "fp32" (cuDNN's accuracy: only kernels with cuDNN's error) or "fp16"; None: fp32 sums where pkf's
    fp32-sums kernel beats cuDNN, else whichever the choice finds fastest (pkf.torch.dispatch.decide)."""

    def __init__(self, weight: torch.Tensor, bias: torch.Tensor | None, activation: str | None = None,
                 negative_slope: float = 0.01, sums: str | None = None):
        super().__init__()
        ops.check_activation(activation)
        check_sums(sums)
        self.sums = sums
        self.weight = nn.Parameter(weight.detach(), requires_grad=False)
        self.bias = None if bias is None else nn.Parameter(bias.detach(), requires_grad=False)
        self.activation, self.negative_slope = activation, negative_slope
        self.decisions: dict[tuple, Decision] = {}
        self._filters: dict[str, tuple[int, torch.Tensor]] = {}  # library -> (weight version, U)
        self._epilogue: tuple[tuple, torch.Tensor] | None = None  # ((bias version, device), the kernel's epilogue)
        self._warned = False
        self._cudnn_weight: tuple[tuple, torch.Tensor] | None = None  # ((weight version, dtype, layout), the weight)
        self._fused_relu = True  # cuDNN's fused convolution, bias and ReLU, until it refuses
        self.recording: list[dict] | None = None  # pkf.torch.tune gathering the shapes the model runs

    def extra_repr(self) -> str:
        k, c = self.weight.shape[:2]
        return f"{c}, {k}, kernel_size=(3, 3), padding=(1, 1), activation={self.activation}" + (f", sums={self.sums}" if self.sums else "")

    def unsupported(self, x: torch.Tensor) -> str | None:
        """Why this input goes to PyTorch's convolution whatever the decision, or None."""
        if not x.is_cuda:
            return f"input on {x.device}, pkf runs on CUDA devices"
        if x.dtype != torch.float16:
            return f"input {x.dtype}, pkf's kernels take float16"
        if x.dim() != 4 or x.shape[1] != self.weight.shape[1]:
            return f"input of shape {tuple(x.shape)}, this layer takes (N, {self.weight.shape[1]}, H, W)"
        return None

    def decide(self, x: torch.Tensor) -> Decision:
        n, c, h, w = x.shape
        key = (n, h, w, str(x.device))
        if key not in self.decisions:
            device = device_name() if x.is_cuda else None
            limits = device_limits() if x.is_cuda else Limits.sm90()
            self.decisions[key] = decide(n, h, w, c, self.weight.shape[0], device, limits, TuningCache(), self.sums,
                                         self.output_options())
        return self.decisions[key]

    def output_options(self) -> dict:
        """The bias and activation as Variant fields, for a kernel that applies them."""
        options = {"bias": True} if self.bias is not None else {}
        return options | ({"activation": ops.KERNEL_ACTIVATIONS[self.activation]} if self.activation else {})

    def torch_forward(self, x: torch.Tensor) -> torch.Tensor:
        """PyTorch's convolution. With a ReLU, on a CUDA half tensor: cuDNN's fused convolution, bias and ReLU, one kernel
        (measured 1.5-2.5x the eager model's convolution, batch norm and ReLU at U-Net-kind shapes on the H100,
        experiments/results/2026-11-26-h100-checks/bias_paths.log). Otherwise F.conv2d with the bias, as the eager model
        runs it, then the activation in place on its fresh output."""
        bias = None if self.bias is None else self.bias.to(x.dtype)
        if self._fused_relu and self.activation == "relu" and x.is_cuda and x.dtype == torch.float16 and torch.backends.cudnn.enabled:
            try:
                return torch.cudnn_convolution_relu(x, self.cudnn_weight(x), bias, (1, 1), (1, 1), (1, 1), 1)
            except RuntimeError as err:  # a cuDNN that has no fused form for this problem: the unfused ops from now on
                warnings.warn(f"pkf.torch: cuDNN's fused convolution and ReLU refused this layer ({str(err)[:120]}); "
                              "running F.conv2d and ReLU", stacklevel=2)
                self._fused_relu = False
        return ops.activate_(F.conv2d(x, self.weight.to(x.dtype), bias, padding=1), self.activation, self.negative_slope)

    def cudnn_weight(self, x: torch.Tensor) -> torch.Tensor:
        """The weight in x's dtype and memory format (so cuDNN converts nothing per call): once, and again when it changes."""
        layout = torch.channels_last if x.is_contiguous(memory_format=torch.channels_last) else torch.contiguous_format
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

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """By pkf's kernel or PyTorch's convolution, as `decide` says. The kernel writes a channels-last output that
        needs no conversion; where it does not apply the bias and activation itself, they follow as PyTorch ops."""
        if self.recording is not None:
            self.record(x)
            return self.torch_forward(x)
        reason = self.unsupported(x)
        if reason is not None:
            if not self._warned:
                warnings.warn(f"pkf.torch: {reason}; running PyTorch's convolution", stacklevel=2)
                self._warned = True
            return self.torch_forward(x)
        decision = self.decide(x)
        if decision.path == TORCH:
            return self.torch_forward(x)
        variant = self.kernel_variant(decision.variant)
        library = ops.load(decision.problem, variant)
        x = x.contiguous(memory_format=torch.channels_last)  # no copy where the input is channels-last already
        epilogue = self.kernel_epilogue(x.device) if variant.epilogue else None
        y = ops.winograd_conv2d(x, self.winograd_filter(library), epilogue, library, self.weight.shape[0])
        return y if variant.epilogue else ops.activate_(ops.add_bias_(y, self.bias), self.activation, self.negative_slope)

    def kernel_variant(self, variant):
        """The bias and activation go inside the kernel's output transform where its schedule applies them (wgmma,
        cublas): no pass of their own. Other schedules leave them to PyTorch, after the kernel."""
        if not schedule_of(variant).takes("bias") or (self.bias is None and self.activation is None):
            return variant
        return replace(variant, **{"bias": False, "activation": ""} | self.output_options())


def fold_batch_norm(conv: nn.Conv2d, bn: nn.BatchNorm2d) -> tuple[torch.Tensor, torch.Tensor]:
    """The weight and bias of conv followed by bn (in inference: its running statistics)."""
    scale = torch.rsqrt(bn.running_var + bn.eps)
    if bn.weight is not None:  # affine=False: no scale and shift of its own
        scale = scale * bn.weight.detach()
    weight = conv.weight.detach() * scale.view(-1, 1, 1, 1).to(conv.weight.dtype)
    bias = conv.bias.detach() if conv.bias is not None else torch.zeros_like(bn.running_mean)
    bias = (bias - bn.running_mean) * scale + (bn.bias.detach() if bn.bias is not None else 0)
    return weight, bias.to(conv.weight.dtype)


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


def layer_of(conv: nn.Conv2d, bn, activation: Activation | None, sums: str | None = None) -> PkfConv2d:
    """The PkfConv2d that computes conv, then bn (folded; None: none), then the activation."""
    weight, bias = fold_batch_norm(conv, bn) if bn is not None else (conv.weight, conv.bias)
    return PkfConv2d(weight, bias, activation and activation.name, activation.negative_slope if activation else 0.01, sums)


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
        reason = ineligible(child)
        if reason is not None:
            reports.append(Report(path, shape_of(child), False, reason))
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
        reports.append(Report(path, shape_of(child), True, "", folded))
    for name in skip:
        module._modules[name] = nn.Identity()


# The functions and tensor methods a traced model applies an activation with, and how to read its negative slope.
FUNCTION_ACTIVATIONS = {F.relu: "relu", torch.relu: "relu", torch.relu_: "relu", F.leaky_relu: "leaky_relu", F.silu: "silu"}
METHOD_ACTIVATIONS = {"relu": "relu", "relu_": "relu"}


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


def only_user(node):
    """The one node that uses `node`'s output, where it is used once and as the first argument, else None."""
    users = list(node.users)
    if len(users) != 1 or not users[0].args or users[0].args[0] is not node:
        return None
    return users[0]


def _convert_graph(traced: torch.fx.GraphModule, sums: str | None) -> list[Report]:
    """Every convolution of a traced model: an eligible one becomes a PkfConv2d that takes in the batch norm and the
    activation that alone use its output (however the model's forward is written), and they leave the graph."""
    modules, reports = dict(traced.named_modules()), []
    for node in list(traced.graph.nodes):
        conv = modules.get(node.target) if node.op == "call_module" else None
        if not isinstance(conv, nn.Conv2d):
            continue
        reason = ineligible(conv)
        if reason is not None:
            reports.append(Report(node.target, shape_of(conv), False, reason))
            continue
        taken, bn, activation, folded = [], None, None, []
        follower = only_user(node)
        if follower is not None and follower.op == "call_module" and foldable(modules.get(follower.target)):
            bn = modules[follower.target]
            folded.append(f"{follower.target} (batch norm)")
            taken.append(follower)
            follower = only_user(follower)
        if follower is not None and (activation := node_activation(follower, modules)) is not None:
            folded.append(f"{follower.target if follower.op == 'call_module' else follower.name} ({activation.name})")
            taken.append(follower)
        parent, _, name = node.target.rpartition(".")
        setattr(traced.get_submodule(parent), name, layer_of(conv, bn, activation, sums))
        if taken:
            taken[-1].replace_all_uses_with(node)
            for gone in reversed(taken):
                traced.graph.erase_node(gone)
        reports.append(Report(node.target, shape_of(conv), True, "", folded))
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
    """Each convolution convert saw: converted or not and why, what it took in, and per input size which convolution
    runs it and why."""
    reports = getattr(model, "pkf_report", None)
    if reports is None:
        return "pkf.torch.explain: this model has not been converted (pkf.torch.convert(model))"
    modules = dict(model.named_modules())
    lines = []
    for report in reports:
        if not report.converted:
            lines.append(f"{report.name}: {report.shape}: PyTorch's convolution ({report.reason})")
            continue
        folded = f", took in {', '.join(report.folded)}" if report.folded else ""
        lines.append(f"{report.name}: {report.shape}: pkf.torch{folded}")
        layer = modules.get(report.name)
        decisions = getattr(layer, "decisions", {})
        if not decisions:
            lines.append("    decided at the first input of each size")
        for (n, h, w, device), decision in decisions.items():
            what = layer.kernel_variant(decision.variant).name if decision.path == PKF else "PyTorch's convolution"
            lines.append(f"    N={n} {h}x{w} on {device}: {what}: {decision.reason}")
    return "\n".join(lines)
