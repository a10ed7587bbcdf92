"""reconstruct(): the variant's schedule from the registry, its pass list run over the prototype, and the launch
plan that follows (SPEC §4.2)."""

from pkf.limits import Limits
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.variant import Variant
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import KernelSource
from pkf.reconstructor.passes import PROLOGUE, Job, Pass, Work, run_passes
from pkf.reconstructor.program import KernelLaunch, Program, Scratch
from pkf.reconstructor.rewrites import SIZEOF
from pkf.reconstructor.schedules import schedule_of


def pass_list(problem: Problem, variant: Variant) -> tuple[Pass, ...]:
    """Every pass `reconstruct` runs for `variant`, in order."""
    return PROLOGUE + schedule_of(variant).passes(problem, variant)


def scratch_buffers(problem: Problem, tiles: int, names: tuple[str, ...], source: KernelSource,
                    filter_channels: int | None = None, filter_outputs: int | None = None) -> tuple[Scratch, ...]:
    """The buffers between stages, typed as the kernels declare them (int8: U and V are `signed char`, and KTrans also
    writes M_scale, the factor that turns the BGEMM's int32 sums back into M). `tiles`: the prototype's padded count;
    `filter_channels` and `filter_outputs`: the input and output channels U is laid out for (default C and K)."""
    a2, t = problem.alpha**2, tiles
    elems = {"U": a2 * (filter_outputs or problem.k) * (filter_channels or problem.c), "V": a2 * t * problem.c, "M": a2 * t * problem.k, "M_scale": a2 * problem.k}
    ctypes = {p.buffer: p.ctype for kernel in source.kernels.values() for p in kernel.params}
    names = names + (("M_scale",) if "M_scale" in ctypes else ())
    for name in names:
        if ctypes.get(name) not in SIZEOF:
            raise NoMatch("scratch_buffers", "a kernel parameter of a known element type", f"buffer {name}: {ctypes.get(name)}")
    return tuple(Scratch(name, ctypes[name], SIZEOF[ctypes[name]] * elems[name]) for name in names)


def reconstruct(prototype: Prototype, variant: Variant, sms: int = Limits.sm90().sms, passes: tuple[Pass, ...] | None = None) -> Program:
    """`sms`: the device's SMs, which size the persistent grids. `passes`: another list than the schedule's (experiments
    render other forms of a schedule this way)."""
    schedule = schedule_of(variant)
    job = Job(prototype.problem, variant, sms)
    source = run_passes(passes or pass_list(prototype.problem, variant), Work(prototype), job).source
    order = schedule.pipeline

    def launch_of(role):
        kernel = source.kernels[role]
        return KernelLaunch(kernel.name, kernel.launch.grid, kernel.launch.block,
                            kernel.launch.dynamic_shared_bytes, tuple(p.buffer for p in kernel.params), kernel.host_launcher)

    return Program(
        cuda=source.render(("ktrans",) + order),
        setup=(launch_of("ktrans"),),
        pipeline=tuple(launch_of(role) for role in order),
        scratch=scratch_buffers(prototype.problem, prototype.problem.padded_tiles(prototype.tile.tbm), schedule.scratch, source,
                                schedule.filter_channels(prototype.problem), schedule.filter_outputs(prototype.problem))
        + tuple(buffer for role in order for buffer in source.kernels[role].scratch),
    )
