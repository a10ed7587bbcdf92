"""The straight line: problem → prototype (TVM) → reconstruct → render → compile → build dir."""

import json
import os
import shutil
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path

import pkf
from harness.nvcc import check_arch, compile_cuda
from harness.render import render_main
from harness.run import BINARY
from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.prototype import Prototype, generate
from pkf.variant import Variant
from reconstructor import reconstruct

BUILD_RECORD = "build.json"


@dataclass(frozen=True)
class Build:
    directory: Path
    problem: Problem
    variant: Variant
    compiled: bool


def default_cache() -> Path:
    return Path(os.environ.get("PKF_CACHE", Path.home() / ".cache" / "pkf")) / "prototypes"


def obtain_prototype(problem: Problem, variant: Variant, arch: str, cache: Path) -> Prototype:
    """A cached prototype when there is one (no TVM needed), else TVM generates and caches it."""
    directory = cache / variant.prototype_name(problem, arch)
    if (directory / "prototype.cu").is_file():
        return Prototype.load(directory)
    prototype = generate(problem, variant.tile, arch)
    with staged_directory(directory) as staging:
        prototype.save(staging)
    return prototype


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
    """Write into a sibling staging folder; it replaces `target` only if everything succeeded."""
    if target.exists() and any(target.iterdir()) and not (target / BUILD_RECORD).is_file() and not (target / "prototype.cu").is_file():
        raise PkfError(f"--out {target}: exists and is not a pkf build directory; choose a new or empty path")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.parent / f".{target.name}.partial-{os.getpid()}"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    try:
        yield staging
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)


def prototype_for(problem: Problem, variant: Variant, arch: str, from_dir: Path | None = None) -> Prototype:
    """The saved prototype in `from_dir`, else the cached one, else a fresh one from TVM."""
    if from_dir is None:
        return obtain_prototype(problem, variant, arch, default_cache())
    prototype = load_prototype(from_dir, variant)
    for name, value in asdict(problem).items():
        if getattr(prototype.problem, name) != value:
            raise PkfError(
                f"--{name} {value}: the prototype in {from_dir} is for {name}={getattr(prototype.problem, name)}"
            )
    return prototype


def build(prototype: Prototype, variant: Variant, out: Path, arch: str = "sm_90", compile: bool = True) -> Build:
    check_arch(arch)
    problem = prototype.problem
    program = reconstruct(prototype, variant)
    main_cu = render_main(problem, variant, program)
    with staged_directory(out) as staging:
        prototype.save(staging)
        (staging / "main.cu").write_text(main_cu)
        record = {"pkf_version": pkf.__version__, "arch": arch, "problem": asdict(problem), "variant": asdict(variant),
                  "launches": [asdict(launch) for launch in program.setup + program.pipeline]}
        (staging / BUILD_RECORD).write_text(json.dumps(record, indent=2) + "\n")
        if compile:
            # The log sits beside the build directory: a failed build leaves no directory behind.
            compile_cuda(staging / "main.cu", staging / BINARY, out.with_name(out.name + ".nvcc.log"), arch)
    return Build(out, problem, variant, compile)
