"""Which convolution runs a layer at a given input size, and why: the tuning cache's measurement on this GPU where
there is one, else the automatic choice, trusted only for the schedules measured faster than cuDNN's fastest."""

from dataclasses import dataclass

from pkf.choose import pick
from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.tuning import TuningCache
from pkf.variant import Variant

PKF, TORCH = "pkf", "torch"


@dataclass(frozen=True)
class Decision:
    path: str  # PKF or TORCH (PyTorch's conv2d: cuDNN on a GPU)
    reason: str
    problem: Problem | None = None
    variant: Variant | None = None


def decide(n: int, h: int, w: int, c: int, k: int, device: str | None, limits: Limits, cache: TuningCache,
           sums: str | None = None, output: dict | None = None) -> Decision:
    """`sums`: the kernel's accumulator where the caller fixes it ("fp32": as cuDNN sums; "fp16"), else the choice's.
    `output`: the layer's bias and activation (Variant fields): chosen among the schedules that apply them inside the
    kernel, since one that does not leaves a pass over the output for each; among all where none takes the problem."""
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
        return Decision(PKF, choice.why, choice.problem, choice.variant)
    if choice.schedule.status != "fastest":
        return Decision(TORCH, f"not tuned, and pkf's choice ({choice.schedule.name}) is not among the schedules measured "
                               "faster than cuDNN; `pkf tune` measures both")
    if not choice.schedule.measured_on(choice.problem):
        return Decision(TORCH, f"not tuned, and pkf's choice ({choice.schedule.name}, {choice.variant.name}, "
                               f"{choice.problem.accum} sums) has not been "
                               "measured faster than cuDNN for this kind of problem; `pkf tune` measures both")
    return Decision(PKF, f"not tuned; {choice.schedule.name} ({choice.variant.name}) was measured faster than cuDNN's "
                         f"fastest on the H100", choice.problem, choice.variant)
