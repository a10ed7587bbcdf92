"""The straight line: problem → prototype (TVM) → reconstruct → render → compile → build dir."""

import json
import os
import shutil
import tempfile
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import pkf
from pkf.harness.nvcc import arch_number, check_arch, compile_cuda
from pkf.harness.render import render_main
from pkf.harness.run import BINARY
from pkf.errors import PkfError
from pkf.files import files_under, foreign_file, note_written
from pkf.problem import Problem
from pkf.prototype import generate
from pkf.records import Prototype
from pkf.prune import apply_pruning
from pkf.limits import Limits
from pkf.variant import Variant
from pkf.reconstructor import reconstruct
from pkf.reconstructor.schedules import schedule_of

BUILD_RECORD = "build.json"


@dataclass(frozen=True)
class Build:
    directory: Path
    problem: Problem
    variant: Variant
    compiled: bool


def default_cache() -> Path:
    return Path(os.environ.get("PKF_CACHE", Path.home() / ".cache" / "pkf")) / "prototypes"


def prototype_search_path(extra: tuple[Path, ...] = ()) -> tuple[Path, ...]:
    """Folders of saved prototypes (one subfolder each): `extra`, then $PKF_PROTOTYPES
    (os.pathsep-separated), then the cache."""
    listed = [Path(p) for p in os.environ.get("PKF_PROTOTYPES", "").split(os.pathsep) if p]
    return (*extra, *listed, default_cache())


def obtain_prototype(problem: Problem, variant: Variant, arch: str, search: tuple[Path, ...] = ()) -> Prototype:
    """A saved prototype when one is on the search path (no TVM needed), else TVM generates it into the cache. A schedule
    made from a smaller stand-in problem's prototype (Schedule.prototype_problem) gets that one, as `problem`'s."""
    stand_in = schedule_of(variant).prototype_problem(problem)
    name = variant.prototype_name(stand_in, arch)
    prototype = next((Prototype.load(folder / name) for folder in prototype_search_path(search)
                      if (folder / name / "prototype.cu").is_file()), None)
    if prototype is None:
        prototype = generate(stand_in, variant.tile, arch)
        with staged_directory(default_cache() / name) as staging:
            prototype.save(staging)
    return prototype if stand_in == problem else replace(prototype, problem=problem)


def keep_prototype(problem: Problem, variant: Variant, arch: str, out: Path) -> Path:
    """The prototype a build of (problem, variant) needs, saved under `out` (from the search path, or made by TVM), for a
    machine without TVM."""
    stand_in = schedule_of(variant).prototype_problem(problem)
    directory = out / variant.prototype_name(stand_in, arch)
    if not (directory / "prototype.cu").is_file():
        prototype = obtain_prototype(stand_in, variant, arch)
        with staged_directory(directory) as staging:
            prototype.save(staging)
    return directory


def load_prototype(directory: Path, variant: Variant) -> Prototype:
    prototype = Prototype.load(directory)
    if prototype.tile != variant.tile:
        t = prototype.tile
        raise PkfError(
            f"--tbm/--tbn/--tbk {variant.tbm}/{variant.tbn}/{variant.tbk}: the prototype in {directory} "
            f"was generated for {t.tbm}/{t.tbn}/{t.tbk}; pass those or generate a new prototype"
        )
    return prototype


@contextmanager
def staged_directory(target: Path):
    """Write into a fresh sibling staging folder; it takes `target`'s place only if everything succeeded, and only where
    `target` is new, empty, or holds nothing but files pkf wrote there (its manifest lists them all). Anything else is
    refused in one line naming the file that would have been lost. The staging folder's manifest lists every file."""
    target = Path(os.path.abspath(target))
    if target.exists() or target.is_symlink():
        if not target.is_dir() or target.is_symlink():
            raise PkfError(f"--out {target}: is a file, not a folder; name a new folder for pkf to write")
        here = Path.cwd().resolve()
        if here == target.resolve() or target.resolve() in here.parents:
            raise PkfError(f"--out {target}: is the current folder or holds it; pkf replaces its output folder whole, "
                           "so name a folder beside it")
        foreign = foreign_file(target)
        if foreign is not None:
            raise PkfError(f"--out {target}: holds {foreign}, which pkf did not write, and would lose it; pkf replaces "
                           "only a folder of its own earlier output: name a new or empty folder")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{target.name}.partial-", dir=target.parent))
    except OSError as err:
        raise PkfError(f"--out {target}: cannot be written ({err.strerror}: {err.filename})") from None
    try:
        yield staging
        note_written(staging, files_under(staging))
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    if target.exists():
        retired = Path(tempfile.mkdtemp(prefix=f".{target.name}.replaced-", dir=target.parent))
        target.rename(retired / target.name)  # out of the way first: the new folder takes its place in one rename
        staging.rename(target)
        shutil.rmtree(retired, ignore_errors=True)
    else:
        staging.rename(target)


def prototype_for(problem: Problem, variant: Variant, arch: str, from_dir: Path | None = None) -> Prototype:
    """The saved prototype in `from_dir`, else the cached one, else a fresh one from TVM."""
    if from_dir is None:
        return obtain_prototype(problem, variant, arch)
    prototype = load_prototype(from_dir, variant)
    for name, value in asdict(problem).items():
        if getattr(prototype.problem, name) != value:
            raise PkfError(
                f"--{name} {value}: the prototype in {from_dir} is for {name}={getattr(prototype.problem, name)}"
            )
    return prototype


def render_variant(prototype: Prototype, variant: Variant, arch: str) -> str:
    """The variant's main.cu: reconstructed kernels inside the checking, timing harness."""
    check_arch(arch)
    return render_main(prototype.problem, variant, reconstruct(prototype, variant))


def compile_arch(arch: str, variant: Variant) -> str:
    """The prototype's target, or its architecture-specific form (sm_90 -> sm_90a) where the schedule needs it."""
    suffix = schedule_of(variant).arch_suffix
    return f"sm_{arch_number(arch)}{suffix}" if suffix else arch


def compile_build(source: Path, binary: Path, log: Path, arch: str, variant: Variant) -> None:
    """Every compile of a variant's harness, built or pruned, for the target its schedule needs."""
    compile_cuda(source, binary, log, compile_arch(arch, variant))


def read_build(directory: Path) -> tuple[Problem, Variant, dict]:
    """A build directory's problem, variant and whole record (build.json)."""
    record_file = directory / BUILD_RECORD
    if not record_file.is_file() or not (directory / "main.cu").is_file():
        raise PkfError(f"{directory}: not a pkf build directory (no {BUILD_RECORD} and main.cu); make one with pkf build")
    record = json.loads(record_file.read_text())
    return Problem(**record["problem"]), Variant(**record["variant"]), record


def load_prune_report(directory: Path) -> dict:
    report = directory / "prune.json"
    if not report.is_file():
        raise PkfError(f"--apply-prune {directory}: no prune.json there; give a directory written by pkf prune")
    return json.loads(report.read_text())


def check_target(variant: Variant, arch: str) -> None:
    """`arch` is a target pkf compiles for, and the variant's schedule runs there: checked before TVM runs."""
    check_arch(arch)
    refusal = schedule_of(variant).arch_problem(variant, arch, arch_number(arch))
    if refusal:
        raise PkfError(refusal)


def build(prototype: Prototype, variant: Variant, out: Path, arch: str = "sm_90", compile: bool = True,
          pruning: dict | None = None, sms: int = Limits.sm90().sms) -> Build:
    """`pruning`: a prune report whose removed barriers are removed here too (same variant, any size).
    `sms`: the device's SMs (the resident-filter schedule launches a persistent grid of them)."""
    check_target(variant, arch)
    schedule = schedule_of(variant)
    problem = prototype.problem
    program = reconstruct(prototype, variant, sms)
    main_cu = render_main(problem, variant, program)
    if pruning is not None:
        if Variant(**pruning["variant"]) != variant:  # reports written before a field was added give its default
            raise PkfError(f"--apply-prune: the report is for {pruning['variant_name']}, this build is {variant.name}")
        main_cu = apply_pruning(main_cu, pruning)
    with staged_directory(out) as staging:
        prototype.save(staging)
        (staging / "main.cu").write_text(main_cu)
        record = {"pkf_version": pkf.__version__, "arch": arch, "sms": sms, "problem": asdict(problem), "schedule": schedule.name, "variant": asdict(variant),
                  "launches": [asdict(launch) for launch in program.setup + program.pipeline]}
        if pruning is not None:
            record["pruned"] = {"from": pruning["build"], "removed": pruning["removed"]}
        (staging / BUILD_RECORD).write_text(json.dumps(record, indent=2) + "\n")
        if compile:
            # The log sits beside the build directory: a failed build leaves no directory behind.
            compile_build(staging / "main.cu", staging / BINARY, out.with_name(out.name + ".nvcc.log"), arch, variant)
    return Build(out, problem, variant, compile)
