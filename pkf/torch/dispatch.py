"""Which convolution runs a layer at a given input size, and why: the tuning cache's measurement on this GPU where
there is one, else the automatic choice, trusted only for the schedules measured faster than cuDNN's fastest."""

from dataclasses import dataclass

from pkf.choose import choose
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


def decide(n: int, h: int, w: int, c: int, k: int, device: str | None, limits: Limits, cache: TuningCache) -> Decision:
    entry = cache.lookup(device, n, h, w, c, k, "fp16") if device else None
    if entry is not None:
        measured = f"measured on {device}: pkf {entry.pkf_us:.1f} us ({entry.variant_name}), cuDNN {entry.cudnn_us:.1f} us"
        if entry.faster == "cudnn":
            return Decision(TORCH, f"{measured}: cuDNN is faster")
        return Decision(PKF, measured, Problem(**entry.problem), Variant(**entry.variant))
    try:
        chosen = choose({"n": n, "h": h, "w": w, "c": c, "k": k, "dtype": "fp16"}, limits)
    except PkfError as err:
        return Decision(TORCH, f"pkf does not take it: {err}")
    if chosen.schedule.status != "fastest":
        return Decision(TORCH, f"not tuned, and pkf's choice ({chosen.schedule.name}) is not among the schedules measured "
                               "faster than cuDNN; `pkf tune` measures both")
    return Decision(PKF, f"not tuned; {chosen.schedule.name} ({chosen.variant.name}) was measured faster than cuDNN's "
                         f"fastest on the H100", chosen.problem, chosen.variant)
