"""The automatic choice: every schedule of the registry that takes a problem, each of its variants checked, ranked by
an estimate of its time from the bytes it must move, the multiplies it must do, the waves its blocks make and what the
schedule achieved when measured (its `Cost`). `pkf build` with no schedule options builds the first; `pkf tune`
measures the first few instead of trusting the estimate."""

from dataclasses import dataclass, fields, replace

from pkf.costs import compulsory_bytes
from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import SUPPORTED_ACCUM, Problem
from pkf.records import BgemmTile, prototype_problems
from pkf.variant import Variant
from pkf.reconstructor.schedules import REGISTRY, Schedule, schedule_of
from pkf.reconstructor.schedules.thin import THIN_SCHEDULE
from pkf.tuning import Tuned, TuningCache

# What the choice tries where the request leaves m open: F(2,3) and F(4,3). F(6,3) in fp16 is built when asked for,
# not chosen: its transforms lose more precision for a third fewer multiplies than F(4,3).
AUTO_M = {"fp16": (2, 4), "int8": (2,)}
MAX_BLOCKS_PER_SM = 8
MEASURED_SMS = 132  # the H100 every schedule's Cost was measured on


@dataclass(frozen=True)
class Estimate:
    us: float
    bytes: int
    flops: int  # the Winograd-domain multiplies (2 per multiply-add)
    waves: float  # blocks over the blocks the SMs hold at once; a persistent grid: its blocks over the SMs, at most 1
    bound: str  # "memory", "compute" or "latency": which term of the estimate is the largest
    steps: int | None = None  # the busiest block's steps, where the schedule's cost is counted in steps


@dataclass(frozen=True)
class Candidate:
    problem: Problem  # with m and the accumulator settled
    variant: Variant
    schedule: Schedule
    estimate: Estimate

    @property
    def label(self) -> str:
        """The variant's name and its tile: names leave out a tile the schedule picks (TBN; TBM of the unfused forms),
        and candidates differ by it."""
        v = self.variant
        return f"{v.name}-t{v.tbm}x{v.tbn}x{v.tbk}"

    def line(self, limits: Limits = Limits.sm90()) -> str:
        e, c = self.estimate, self.schedule.cost_for(self.problem)
        if self.schedule.work_line is not None:
            work = self.schedule.work_line(self.problem, self.variant, limits)
        elif self.schedule.work_us is not None:  # its stages one after another: no waves, no overlap
            work = (f"{e.flops / 1e9:.1f} GFLOP at {c.tensor_tflops:g} TFLOP/s, then {e.bytes / 1e6:.1f} MB at "
                    f"{c.bandwidth_gbps:g} GB/s, its stages in turn")
        else:
            work = (f"{e.bytes / 1e6:.1f} MB at {c.bandwidth_gbps:g} GB/s, "
                    + (f"{e.steps} steps of {c.step_us:g} us a block" if e.steps is not None
                       else f"{e.flops / 1e9:.1f} GFLOP at {c.tensor_tflops:g} TFLOP/s") + f", {e.waves:.2f} waves")
        return (f"{self.schedule.name:<9} {self.label:<44} F({self.problem.m},3) {self.problem.accum} sums: "
                f"~{e.us:8.1f} us, {e.bound}-bound ({work}, +{c.latency_us:g} us)"
                + ("" if self.schedule.measured_on(self.problem) else "; not measured faster than cuDNN for problems of this kind"))


def problem_forms(request: dict) -> tuple[list[Problem], list[str]]:
    """The problems a request (the user's problem flags) can be computed as: each F(m,3) and accumulator it leaves
    open, fewest multiplies per output (largest m) last so that the estimate, not the order, decides. Forms the
    problem refuses are returned as their one-line reasons."""
    dtype = request.get("dtype", Problem.dtype)
    ms = [request["m"]] if "m" in request else list(AUTO_M.get(dtype, (None,)))
    accums = [request["accum"]] if "accum" in request else list(SUPPORTED_ACCUM.get(dtype, (None,)))
    forms, refusals = [], []
    for m in ms:
        for accum in accums:
            try:
                forms.append(Problem(**{**request, "m": m, "accum": accum}))
            except PkfError as err:
                refusals.append(str(err))
    return forms, refusals


def estimate(problem: Problem, variant: Variant, schedule: Schedule, limits: Limits) -> Estimate:
    cost = schedule.cost_for(problem)
    moved = schedule.moved_bytes(problem) if schedule.moved_bytes is not None else compulsory_bytes(problem, variant)
    flops = problem.winograd_flops
    tile = (variant.tbm, variant.tbn, variant.tbk)
    check = next(c for c in schedule.tiles(problem, variant, limits) if (c.tbm, c.tbn, c.tbk) == tile)
    if variant.resident:  # a persistent grid: one wave, on as many SMs as it has blocks
        waves = min(1.0, check.blocks / limits.sms)
    else:
        per_sm = max(1, min(MAX_BLOCKS_PER_SM, limits.shared_per_block // max(check.shared_bytes, 1)))
        waves = check.blocks / (limits.sms * per_sm)
    # The rates were measured with every SM of an H100 busy: fewer SMs, or a grid that fills only part of them, get
    # a share; a partial last wave takes as long as a full one.
    share = limits.sms / MEASURED_SMS * min(1.0, waves)
    stretch = -(-waves // 1) / waves if waves > 1 else 1.0
    memory_us = moved / (cost.bandwidth_gbps * 1e3 * share) * stretch
    steps = schedule.steps(problem, variant, limits) if cost.step_us and schedule.steps is not None else None
    if steps is not None:  # measured to follow its steps per block, at any grid, and what it adds beyond them
        compute_us = steps * cost.step_us + schedule.beyond_steps_us(problem, variant, limits)
    elif schedule.work_us is not None:  # modelled whole: its stages' bytes and products one after another
        compute_us, memory_us = schedule.work_us(problem, variant, limits), 0.0
    else:
        compute_us = flops / (cost.tensor_tflops * 1e6 * share) * stretch
    terms = {"memory": memory_us, "compute": compute_us, "latency": cost.latency_us}
    return Estimate(cost.latency_us + max(memory_us, compute_us), moved, flops, waves, max(terms, key=terms.get), steps)


def takes_output(schedule: Schedule, output: dict) -> bool:
    """Whether the schedule applies the output options asked for (a bias, an activation) inside its kernel."""
    return set(output) <= {option.field for option in schedule.options if option.output}


def candidates(request: dict, limits: Limits, output: dict | None = None) -> tuple[list[Candidate], list[str]]:
    """Every schedule's checked variants for every form of the request, fastest estimate first; and why the forms
    and schedules that take none were refused. `output`: the output options asked for (Variant fields, e.g. bias),
    which only the schedules that apply them in their kernel take."""
    output = output or {}
    forms, refusals = problem_forms(request)
    ranked, unapplied, wrong_channels = [], [], []
    for problem in forms:
        for schedule in REGISTRY:
            where = f"{schedule.name}, F({problem.m},3) {problem.accum} sums"
            its_form = all(getattr(problem, name) == value for name, value in schedule.problem_defaults)
            if channels := schedule.channel_problems(problem, takes_output(THIN_SCHEDULE, output)):
                if not takes_output(schedule, output):
                    unapplied.append(f"{where}: does not apply {', '.join(sorted(output))} in its kernel")
                elif its_form:
                    wrong_channels.append(f"{where}: {channels[0]}")
                continue
            if schedule.cost_for(problem) is None:
                if output and takes_output(schedule, output) and its_form:
                    refusals.append(f"{where}: applies {', '.join(sorted(output))} in its kernel, but the automatic "
                                    f"choice leaves this problem to other schedules (--schedule {schedule.name} builds it)")
                continue
            # where the request leaves the accumulator open, fp16 sums only over as many channels as the schedule's
            # error was checked; longer fp16 sums are built only when asked for
            if "accum" not in request and problem.accum == "fp16" and problem.c > schedule.fp16_sums_max_c:
                unapplied.append(f"{where}: its fp16 sums are checked up to C = {schedule.fp16_sums_max_c} (--accum fp16 builds it)")
                continue
            if "accum" not in request and schedule.asked_sums_only(problem):
                unapplied.append(f"{where}: weighed where --accum {problem.accum} is asked for")
                continue
            if not takes_output(schedule, output):
                unapplied.append(f"{where}: does not apply {', '.join(sorted(output))} in its kernel")
                continue
            variants = [replace(variant, **output) for variant in schedule.variants(problem, limits)]
            if not variants:
                refusals.append(f"{where}: no tile fits in {limits.shared_per_block} bytes of shared memory a block "
                                f"({limits.source}; it takes {schedule.limits})")
            for variant in variants:
                try:
                    variant = schedule.resolve(problem, variant, variant.tbn, variant.tbk, limits)
                except PkfError as err:
                    refusals.append(f"{where}: {err}")
                    continue
                blocked = prototype_problems(schedule.prototype_problem(problem), variant.tile)  # what TVM refuses
                if blocked:
                    refusals.append(f"{where}: {blocked[0]}")
                    continue
                ranked.append(Candidate(problem, variant, schedule, estimate(problem, variant, schedule, limits)))
    ranked.sort(key=lambda c: c.estimate.us)
    # the last reason is the most general schedule's own, among those that take the channels where any does
    return ranked, unapplied + wrong_channels + refusals


def refusal(request: dict, refusals: list[str]) -> PkfError:
    """One line: the request, and the most general schedule's reason for refusing it."""
    shape = " ".join(f"--{f.name} {request[f.name]}" for f in fields(Problem) if f.name in request)
    reason = refusals[-1] if refusals else "no schedule takes it"
    return PkfError(f"{shape or 'the default problem'}: no schedule takes this problem; {reason}")


def ranked_candidates(request: dict, limits: Limits, output: dict | None = None) -> list[Candidate]:
    """`candidates`, or the one-line refusal where there is none."""
    ranked, refusals = candidates(request, limits, output)
    if not ranked:
        raise refusal(request, refusals)
    return ranked


def choose(request: dict, limits: Limits, output: dict | None = None) -> Candidate:
    """The candidate with the fastest estimate, or a one-line refusal saying why none takes the problem."""
    return ranked_candidates(request, limits, output)[0]


def explain_choice(request: dict, limits: Limits, top: int = 5, output: dict | None = None) -> str:
    """Which candidate the choice takes and why, the runners-up, and what was refused."""
    ranked, refusals = candidates(request, limits, output)
    lines = [f"automatic choice ({limits.source}): estimated time = the schedule's measured latency + the larger of "
             "bytes / its measured bandwidth and multiplies / its Tensor Core rate, stretched by a partial last wave"]
    for n, candidate in enumerate(ranked[:top]):
        lines.append(f"  {'chosen ' if n == 0 else 'then   '} {candidate.line(limits)}")
    if len(ranked) > top:
        lines.append(f"  ... and {len(ranked) - top} more candidates")
    seen = set()
    for reason in refusals:
        schedule = reason.split(",")[0]
        if schedule not in seen:
            seen.add(schedule)
            lines.append(f"  refused {reason}")
    return "\n".join(lines)


@dataclass(frozen=True)
class Choice:
    """What runs a request: the tuning cache's winner on this GPU (`tuned`), else the estimate's first candidate."""

    problem: Problem
    variant: Variant
    schedule: Schedule
    why: str
    tuned: Tuned | None = None


def pick(request: dict, limits: Limits, device: str | None, cache: TuningCache, output: dict | None = None,
         tile: BgemmTile | None = None) -> Choice:
    """The tuned entry for the request's convolution on `device` where it agrees with what the request fixes (m,
    accumulator) and its schedule applies the `output` options, else `choose`'s candidate; a one-line refusal where
    neither exists. `tile`: only variants made from a prototype of this BGEMM tile (a saved prototype's)."""
    output = output or {}
    shape = {name: request.get(name, getattr(Problem, name)) for name in ("n", "h", "w", "c", "k", "dtype")}
    entry = cache.lookup(device, **shape, sums=request.get("accum", "any")) if device else None
    if entry is not None and all(entry.problem.get(key) == value for key, value in request.items()):
        variant = Variant(**{name: value for name, value in entry.variant.items() if name in Variant.__dataclass_fields__})
        why = (f"tuned on {device} ({entry.measured}): pkf {entry.pkf_us:.1f} us ({entry.variant_name}), cuDNN's fastest "
               f"{entry.cudnn_us:.1f} us ({entry.cudnn_algo})" if entry.cudnn_us else f"tuned on {device}: {entry.variant_name}")
        schedule = schedule_of(variant)
        if takes_output(schedule, output) and tile in (None, variant.tile):
            return Choice(Problem(**entry.problem), replace(variant, **output), schedule, why, entry)
    ranked = ranked_candidates(request, limits, output)
    fitting = [c for c in ranked if tile in (None, c.variant.tile)]
    if not fitting:
        raise PkfError(f"--from-prototype: the automatic choice takes {ranked[0].label}, which a prototype of tile "
                       f"{tile.tbm}x{tile.tbn}x{tile.tbk} cannot make; name the schedule (--schedule) and tile to build from it")
    chosen = fitting[0]
    where = f"not tuned on {device} (pkf tune measures)" if device else "no GPU here: not tuned"
    if entry is not None and output:
        where = f"tuned on {device}: {entry.variant_name}, which does not apply {', '.join(sorted(output))} in its kernel"
    return Choice(chosen.problem, chosen.variant, chosen.schedule, f"{where}; estimated: {chosen.line(limits)}")
