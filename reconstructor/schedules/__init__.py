"""The registry of schedules: every kernel family pkf can build, one module each, listed here and nowhere else.
The CLI's options, the sweep's variant names, `pkf space`, `pkf schedules` and `reconstruct` all read it.

A new schedule is one new module declaring a `Schedule` (reconstructor/schedules/base.py) and a line below."""

from pkf.errors import PkfError
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.variant import Variant
from pkf.reconstructor.schedules.base import Option, Schedule, TileCheck
from pkf.reconstructor.schedules.cublas import CUBLAS_SCHEDULE
from pkf.reconstructor.schedules.full import FULL
from pkf.reconstructor.schedules.paper import LLC, NONE, SHMEM, SYNCFREE
from pkf.reconstructor.schedules.resident import RESIDENT
from pkf.reconstructor.schedules.rows import ROWS_SCHEDULE
from pkf.reconstructor.schedules.thin import THIN_SCHEDULE
from pkf.reconstructor.schedules.wgmma import WGMMA_SCHEDULE

# In the order a variant is matched: the first schedule that selects it is its schedule.
REGISTRY: tuple[Schedule, ...] = (WGMMA_SCHEDULE, CUBLAS_SCHEDULE, THIN_SCHEDULE, ROWS_SCHEDULE, RESIDENT, FULL, SHMEM, LLC, SYNCFREE, NONE)

__all__ = ["REGISTRY", "Option", "Schedule", "TileCheck", "by_name", "options", "resolve_variant", "schedule_of", "space"]


def schedule_of(variant: Variant) -> Schedule:
    for schedule in REGISTRY:
        if schedule.selects(variant):
            return schedule
    raise PkfError(f"--fusion {variant.fusion}: no schedule takes this variant; `pkf schedules` lists them")


def options() -> tuple[Option, ...]:
    """Every schedule's options, once each, in registry order."""
    seen: dict[str, Option] = {}
    for schedule in reversed(REGISTRY):
        for option in schedule.options:
            seen.setdefault(option.flag, option)
    return tuple(seen.values())


def by_name(name: str) -> Schedule:
    """The schedule `pkf build --schedule NAME` names."""
    for schedule in REGISTRY:
        if schedule.name == name:
            return schedule
    raise PkfError(f"--schedule {name}: unknown; valid: {', '.join(s.name for s in REGISTRY)} (`pkf schedules` describes each)")


def resolve_variant(problem: Problem, choice: Variant, tbn: int | None, tbk: int | None, limits: Limits) -> Variant:
    """The user's `choice` (fusion, TBM and the block's options) checked by its schedule, with TBN and TBK as given,
    else from the schedule's design space. An option its schedule does not take is refused, naming the schedules
    that take it."""
    schedule = schedule_of(choice)
    defaults = Variant()
    for option in options():
        if getattr(choice, option.field) != getattr(defaults, option.field) and not schedule.takes(option.field):
            owners = [s for s in REGISTRY if option in s.options]
            given = f"{option.flag} {getattr(choice, option.field)}" if option.kind is not bool else option.flag
            if len(owners) == 1:
                takers = f"the {owners[0].name} schedule does ({owners[0].limits})"
            else:
                takers = f"the {', '.join(s.name for s in owners[:-1])} and {owners[-1].name} schedules do"
            raise PkfError(f"{given}: the {schedule.name} schedule does not take it; {takers}: add --schedule {owners[0].name}")
    asked = {name for name, value in choice.output.items() if value}
    if channels := schedule.channel_problems(problem, all(THIN_SCHEDULE.takes(name) for name in asked)):
        raise PkfError(channels[0])
    return schedule.resolve(problem, choice, tbn, tbk, limits)


def space(problem: Problem, variant: Variant, limits: Limits) -> list[TileCheck]:
    """Every candidate tile of every schedule of `variant`'s fusion, checked (valid and invalid, for `pkf space`)."""
    return [check for schedule in reversed(REGISTRY)
            if schedule.fusion == variant.fusion and not schedule.channel_problems(problem)
            for check in schedule.tiles(problem, variant, limits)]
