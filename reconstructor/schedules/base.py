"""What a schedule is, as data: the registry's entry type. A schedule declares in one place its name, the options
it takes, what its tile parameter means, its constraints (checked once, each failure one line naming the value and
what is valid), its shared-memory model, its launch, and the ordered passes that make its kernels."""

from dataclasses import dataclass
from typing import Callable

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import CHANNEL_MULTIPLE, Problem
from pkf.variant import Variant
from pkf.reconstructor.passes import Pass


def flags_besides(problem: Problem, wanted: dict) -> list[str]:
    """The problem's flags whose values differ from those a schedule takes, as `--flag value`."""
    return [f"--{flag} {getattr(problem, flag)}" for flag, value in wanted.items() if getattr(problem, flag) != value]


def stand_in_resolve(fusion: str, tile: tuple[int, int, int], problems_of: Callable, **selects) -> Callable:
    """The `resolve` of a schedule made from a stand-in prototype (it takes only the problem from it): the problem's
    first refusal (`problems_of(problem, choice, limits)`) in one line, else its one variant, with the stand-in's tile
    and the output options asked for."""
    def resolve(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
        problems = problems_of(problem, choice, limits)
        if problems:
            raise PkfError(problems[0])
        return Variant(fusion, *tile, **selects, **choice.output)
    return resolve


@dataclass(frozen=True)
class Option:
    """A `pkf build` flag and the Variant field it sets."""

    flag: str
    field: str
    help: str
    kind: type = bool
    choices: tuple = ()  # the values a non-boolean option takes, where they are few
    # of what the kernel does to its output, not of how it computes it: the automatic choice still chooses with it
    output: bool = False


@dataclass(frozen=True)
class TileCheck:
    """One tile of a schedule against the device: each constraint with its figures (for `pkf space`)."""

    fusion: str  # the schedule's label in `pkf space`
    tbm: int
    tbn: int
    tbk: int
    shared_bytes: int
    shared_limit: int
    blocks: int  # blocks launched (N_TB for the block-per-tile schedules; a persistent grid's size)
    sms: int
    llc_bytes: int  # PKF-LLC: V in flight, α²·TBM·C·(bytes per V element) · min(N_TB, N_SM)
    l2_bytes: int
    problems: tuple[str, ...]

    @property
    def valid(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class Cost:
    """What a schedule achieved on the H100, for the automatic choice's estimate (pkf/choose.py): a kernel takes
    `latency_us` plus its bytes at `bandwidth_gbps` or its Winograd-domain multiplies at `tensor_tflops`, whichever is
    longer. Fitted to two sizes of a committed run (`measured`); `pkf tune` replaces the estimate by a measurement."""

    latency_us: float
    bandwidth_gbps: float
    tensor_tflops: float
    measured: str  # the results folder the figures come from, or why there is none
    # where a kernel's time was measured to follow its serial steps per block rather than its multiplies: the time
    # of one step (the schedule's `steps` counts them), which replaces the multiplies' term
    step_us: float = 0.0


@dataclass(frozen=True)
class Schedule:
    name: str
    fusion: str  # the --fusion it is a form of: none, syncfree, shmem, llc or full
    status: str  # "fastest" (measured best where it applies), "reproduction" (the paper's), "general", "baseline"
    summary: str  # one line
    tbm: str  # what --tbm means in this schedule
    limits: str  # what problems it takes, one line
    options: tuple[Option, ...]  # the flags it takes beyond the problem and the tile
    selects: Callable[[Variant], bool]  # whether a variant is this schedule's
    shared_bytes: Callable[[Problem, Variant], int]  # the dynamic shared memory a block of it allocates
    tiles: Callable[[Problem, Variant, Limits], list[TileCheck]]  # its candidate tiles, checked
    resolve: Callable[[Problem, Variant, "int | None", "int | None", Limits], Variant]  # the tile filled in, checked
    passes: Callable[[Problem, Variant], tuple[Pass, ...]]  # after the prototype is split (passes.PROLOGUE)
    pipeline: tuple[str, ...]  # kernel roles run per input, in order (KTrans runs once, ahead of time)
    scratch: tuple[str, ...]  # buffers between stages
    # what keeps a variant of it from a target (arch, its number), or "" where it can be built for it
    arch_problem: Callable[[Variant, str, int], str] = lambda variant, arch, number: ""
    default_tbm: int = 16
    arch_suffix: str = ""  # "a": compiled for the architecture-specific target (sm_90a)
    # the variants the automatic choice considers for a problem (each still resolved and checked); none: it is only
    # built when asked for
    variants: Callable[[Problem, Limits], list[Variant]] = lambda problem, limits: []
    cost: Cost | None = None
    # where its cost differs by problem (the width of its sums): the cost of each; else `cost` for every problem
    cost_of: Callable[[Problem], "Cost | None"] | None = None
    # the input channels its Winograd-domain filter U is laid out for (the scratch buffer's size): C, or C padded
    filter_channels: Callable[[Problem], int] = lambda problem: problem.c
    # the output channels it is laid out for: K, or K padded to whole output chunks
    filter_outputs: Callable[[Problem], int] = lambda problem: problem.k
    # the problem whose TVM prototype the schedule is made from: the problem itself, or for a schedule that takes only
    # the prototype's filter transform and its transform matrices, a small one with the same channels and F(m,3)
    prototype_problem: Callable[[Problem], Problem] = lambda problem: problem
    # whether the committed GPU runs measured the schedule faster than cuDNN's fastest on problems of this kind:
    # pkf.torch runs an untuned problem on a "fastest" schedule only where this holds
    measured_on: Callable[[Problem], bool] = lambda problem: True
    # whether its outputs carry cuDNN's error: every product and sum in fp32 from the fp16 inputs, one rounding at the
    # store. Tensor Core Winograd forms multiply fp16 V and U, whose roundings add 2-3x cuDNN's error whatever the sums;
    # pkf.torch's sums="fp32" (cuDNN's accuracy asked for) runs only the schedules where this holds
    cudnn_error: bool = False
    # the most input channels over which the automatic choice lets it sum in fp16 where the request leaves the
    # accumulator open: as far as its error was checked (a measurement, or a simulation of its order of roundings)
    fp16_sums_max_c: int = 64
    # the problems it is weighed on only where the request names their accumulator (--accum): where the estimate
    # cannot be trusted to rank it against the other sums' schedules
    asked_sums_only: Callable[[Problem], bool] = lambda problem: False
    # the serial steps a block of the variant takes, where its Cost has a `step_us`
    steps: Callable[[Problem, Variant, Limits], int] | None = None
    # a schedule whose time is modelled whole (its stages one after another), in microseconds beyond its Cost's latency:
    # this replaces the estimate's bytes and multiplies terms
    work_us: Callable[[Problem, Variant, Limits], float] | None = None
    # how `pkf build` says what such a schedule's model counted, where it is not its bytes and multiplies in turn
    work_line: Callable[[Problem, Variant, Limits], str] | None = None
    # such a schedule's bytes in all, its stages' intermediates among them (else the estimate counts x, y and U alone)
    moved_bytes: Callable[[Problem], int] | None = None
    # what a kernel counted in steps takes beyond them (a sliced kernel's reductions), in microseconds
    beyond_steps_us: Callable[[Problem, Variant, Limits], float] = lambda problem, variant, limits: 0.0
    # `pkf build --schedule NAME`: the variant's fields that name this schedule (beyond its fusion), and the problem's
    # fields it takes where the user gives none (F(2,3) for wgmma; fp16 sums where that is all it has)
    named: tuple[tuple[str, object], ...] = ()
    problem_defaults: tuple[tuple[str, object], ...] = ()
    # C and K must be multiples of this (the Tensor Cores' fragments); a problem that is not is refused before its tiles
    channel_multiple: int = CHANNEL_MULTIPLE
    # fields its resolve fills in itself, which a variant it resolved may carry back (the sweep's variant names)
    fills: tuple[str, ...] = ()

    def named_variant(self) -> Variant:
        """The variant `--schedule NAME` starts from: the schedule's fusion and the fields that select it."""
        return Variant(self.fusion, self.default_tbm, **dict(self.named))

    def takes(self, field: str) -> bool:
        """Whether a variant of this schedule may set `field`: one of its options, or what selects or fills it."""
        return field in {o.field for o in self.options} | {name for name, _ in self.named} | set(self.fills)

    def channel_problems(self, problem: Problem, thin_takes: bool = True) -> list[str]:
        """Why its kernels cannot take the problem's channels, as one line naming the value and what is valid (the
        thin schedule among it where `thin_takes` the rest of what is asked for)."""
        wrong = [f"--{name} {value}" for name, value in (("c", problem.c), ("k", problem.k)) if value % self.channel_multiple]
        if not wrong:
            return []
        step = self.channel_multiple
        nearest = ", ".join(f"--{name} {max(1, round(getattr(problem, name) / step)) * step}"
                            for name in ("c", "k") if getattr(problem, name) % step)
        return [f"{' '.join(wrong)}: the {self.name} schedule takes C and K multiples of {step} (nearest: {nearest})"
                + ("; --schedule thin takes other channel counts (F(2,3), fp32 sums)" if thin_takes else "")]

    def cost_for(self, problem: Problem) -> Cost | None:
        return self.cost_of(problem) if self.cost_of is not None else self.cost
