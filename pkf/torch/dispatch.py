"""Which convolution runs a layer at a given input size, and why: the tuning cache's measurement on this GPU where
there is one, else the automatic choice, trusted only for the schedules measured faster than cuDNN's fastest."""

from dataclasses import dataclass, replace

from pkf.choose import pick
from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor.schedules import REGISTRY, schedule_of
from pkf.tuning import TuningCache
from pkf.variant import Variant

PKF, TORCH = "pkf", "torch"


@dataclass(frozen=True)
class Decision:
    path: str  # PKF or TORCH (PyTorch's conv2d: cuDNN on a GPU)
    reason: str
    problem: Problem | None = None
    variant: Variant | None = None
    tuned: bool = False  # decided by a measurement on this GPU (the tuning cache)


# Where the default (sums=None) first asks for fp32 sums: C and K at most this, where the rows kernel (and the wgmma
# kernel, U resident) with fp32 accumulators was measured faster than cuDNN's fastest (tuning measures other sizes)
ACCURATE_MAX_CHANNELS = 64


def accurate_first(sums: str | None, c: int, k: int) -> bool:
    """Whether a layer with these sums asks for fp32 sums before the fastest kernel's (the default, at C, K <=
    ACCURATE_MAX_CHANNELS): `decide` asks in that order, and a model's layers record both requests for tuning."""
    return sums is None and max(c, k) <= ACCURATE_MAX_CHANNELS


def tunable(sums: str | None, c: int, k: int) -> bool:
    """Whether measuring a layer with these sums can change what it runs: under sums="fp32" only a schedule with
    cuDNN's error may run (`decide`), so a shape the automatic choice offers none of (channels the Tensor Cores take)
    is not measured at all."""
    return sums != "fp32" or any(
        schedule.cudnn_error and schedule.cost_for(Problem(c=c, k=k, **dict(schedule.problem_defaults))) is not None
        for schedule in REGISTRY)


def decide(n: int, h: int, w: int, c: int, k: int, device: str | None, limits: Limits, cache: TuningCache,
           sums: str | None = None, output: dict | None = None) -> Decision:
    """`sums`: the kernel's accumulator where the caller fixes it: "fp32" asks for cuDNN's accuracy, so only a
    schedule whose outputs carry cuDNN's error runs (`Schedule.cudnn_error`: the thin schedule, where it is tuned
    faster), never the Tensor Core kernels (2-3x cuDNN's error: the Winograd domain's fp16 operands); "fp16". None
    (the default): fp32 sums wherever pkf's fp32-sums kernel is tuned, or was measured, faster
    than cuDNN's fastest (at 0.4-0.7x fp16 sums' error), else the fastest kernel's.
    `output`: the layer's bias and activation (Variant fields): chosen among the schedules that apply them inside the
    kernel, since one that does not leaves a pass over the output for each; among all where none takes the problem."""
    if accurate_first(sums, c, k):
        accurate = _decide(n, h, w, c, k, device, limits, cache, "fp32", output)
        if accurate.path == PKF:
            return replace(accurate, reason=f"fp32 sums (the default where they beat cuDNN): {accurate.reason}")
    decision = _decide(n, h, w, c, k, device, limits, cache, sums, output)
    if sums == "fp32" and decision.path == PKF and not (schedule := schedule_of(decision.variant)).cudnn_error:
        return Decision(TORCH, "sums='fp32' asks for cuDNN's accuracy, and pkf's choice here "
                               f"({schedule.name}) multiplies in fp16 in the Winograd domain, which "
                               f"errs 2-3x cuDNN's error whatever the sums ({decision.reason})")
    return decision


def _decide(n: int, h: int, w: int, c: int, k: int, device: str | None, limits: Limits, cache: TuningCache,
            sums: str | None, output: dict | None) -> Decision:
    request = {"n": n, "h": h, "w": w, "c": c, "k": k, "dtype": "fp16"} | ({"accum": sums} if sums else {})
    try:
        try:
            choice = pick(request, limits, device, cache, output)
        except PkfError:
            if not output:
                raise
            choice = pick(request, limits, device, cache)
    except PkfError as err:
        return Decision(TORCH, f"pkf does not take it: {err}")
    if choice.tuned is not None:
        if choice.tuned.faster == "cudnn":
            return Decision(TORCH, f"{choice.why}: cuDNN is faster")
        return Decision(PKF, choice.why, choice.problem, choice.variant, tuned=True)
    if choice.schedule.status != "fastest":
        return Decision(TORCH, f"not tuned, and pkf's choice ({choice.schedule.name}) is not among the schedules measured "
                               "faster than cuDNN; `pkf tune` measures both")
    if not choice.schedule.measured_on(choice.problem):
        return Decision(TORCH, f"not tuned, and pkf's choice ({choice.schedule.name}, {choice.variant.name}, "
                               f"{choice.problem.accum} sums) has not been "
                               "measured faster than cuDNN for this kind of problem; `pkf tune` measures both")
    return Decision(PKF, f"not tuned; {choice.schedule.name} ({choice.variant.name}) was measured faster than cuDNN's "
                         f"fastest on an H100 or H200", choice.problem, choice.variant)
