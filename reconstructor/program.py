"""What the reconstructor hands to the harness: kernels, how to launch them, what to allocate."""

from dataclasses import dataclass


@dataclass(frozen=True)
class KernelLaunch:
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    dynamic_shared_bytes: int
    args: tuple[str, ...]  # buffer names, in the kernel's parameter order
    host_launcher: str = ""  # launched as host_launcher(grid, block, shared, args), not kernel<<<...>>>(args)


@dataclass(frozen=True)
class Scratch:
    """A device buffer between stages (U, V, M, ...), poisoned before the checked run."""

    name: str
    ctype: str  # as the kernels declare it: half, signed char (int8 U and V), float (int8's M_scale)
    bytes: int
    # zero before the first launch, and left zero by every launch (a workspace the kernel sums into and clears): the
    # harness zeroes it once instead of poisoning it, pkf.torch keeps one zeroed buffer per device and stream
    zeroed: bool = False


@dataclass(frozen=True)
class Program:
    cuda: str  # every kernel, ready to paste into the harness
    setup: tuple[KernelLaunch, ...]  # run once (KTrans: the filter is known ahead of time)
    pipeline: tuple[KernelLaunch, ...]  # run per input, checked and timed
    scratch: tuple[Scratch, ...]

    @property
    def zeroed(self) -> bool:
        """Whether a scratch buffer must start zero and every launch leaves it zero (the harnesses zero it once and
        check a second launch)."""
        return any(buffer.zeroed for buffer in self.scratch)
