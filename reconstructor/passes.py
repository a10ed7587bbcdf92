"""The reconstructor as a list of named passes (SPEC §4.2), in the manner of a compiler's pass manager: a schedule
builds its list from the variant once, `pkf build --explain` prints it, `run_passes` runs it. Each pass is one
rewrite with one line saying what it does; a pass whose pattern finds nothing raises `NoMatch`, naming itself."""

from dataclasses import dataclass, replace
from typing import Callable

from pkf.limits import Limits
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.variant import Variant
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import KernelSource, split_kernels


H100_SMS = Limits.sm90().sms


@dataclass(frozen=True)
class Job:
    """What every pass may read: the problem, the variant, and the device's SMs (persistent grids)."""

    problem: Problem
    variant: Variant
    sms: int


@dataclass(frozen=True)
class Work:
    """What the passes rewrite. `source` is the prototype's kernels as rewritten so far; while a schedule fuses
    kernels, the bodies it is building are beside it until its last pass puts the fused kernel into `source`."""

    prototype: Prototype | None  # None where the passes start from kernels already split
    source: KernelSource | None = None
    itrans: str = ""
    bgemm: str = ""
    otrans: str = ""
    itrans_prologue: str = ""

    def kernel_body(self, role: str, body: str) -> "Work":
        """`source` with the kernel of `role` given a new body."""
        kernel = self.source.kernels[role]
        return replace(self, source=replace(self.source, kernels={**self.source.kernels, role: kernel.with_body(body)}))


@dataclass(frozen=True)
class Pass:
    name: str
    does: str  # one line, for --explain
    run: Callable[[Work, Job], Work]

    def __call__(self, work: Work, job: Job) -> Work:
        return self.run(work, job)


def run_passes(passes: tuple[Pass, ...], work: Work, job: Job) -> Work:
    for step in passes:
        work = step(work, job)
    return work


def run_on_source(passes: tuple[Pass, ...], source: KernelSource, problem: Problem, variant: Variant) -> Work:
    """`passes` over kernels already split from a prototype (tests and experiments apply a schedule's passes, or some
    of them, this way); a persistent grid gets the H100's SMs."""
    return run_passes(passes, Work(None, source), Job(problem, variant, H100_SMS))


def explain(passes: tuple[Pass, ...]) -> str:
    width = max(len(p.name) for p in passes)
    return "\n".join(f"{n:>3}. {p.name:<{width}}  {p.does}" for n, p in enumerate(passes, 1))


def _split(work: Work, job: Job) -> Work:
    return replace(work, source=split_kernels(work.prototype.cuda))


def _attach(work: Work, job: Job) -> Work:
    return replace(work, source=attach_launches(work.source, work.prototype))


def attach_launches(source: KernelSource, prototype: Prototype) -> KernelSource:
    """TVM names a PrimFunc's kernel `<func>_kernel`; its launch was saved under `<func>`."""
    kernels = {}
    for role, kernel in source.kernels.items():
        launch = prototype.launches.get(kernel.name.removesuffix("_kernel"))
        if launch is None:
            raise NoMatch("attach_launches", "<func>_kernel", f"launch.json (no entry for kernel {kernel.name})")
        threads = launch.block[0] * launch.block[1] * launch.block[2]
        if kernel.launch_bounds is not None and threads != kernel.launch_bounds:
            raise NoMatch("attach_launches", "__launch_bounds__", f"{kernel.name}: launch.json has {threads} threads")
        kernels[role] = replace(kernel, launch=launch)
    return replace(source, kernels=kernels)


# Every schedule starts from the prototype cut into its four kernels, each with the launch TVM meant for it.
SPLIT_KERNELS = Pass("split_kernels", "cut TVM's CUDA into KTrans, ITrans, BGEMM and OTrans, each role recognised from its body", _split)
ATTACH_LAUNCHES = Pass("attach_launches", "give each kernel the grid and block TVM bound it to (launch.json)", _attach)
PROLOGUE = (SPLIT_KERNELS, ATTACH_LAUNCHES)
