"""The on-disk kernel cache: a problem's reconstructed kernels compiled once into a shared library, keyed by the
library's CUDA source (which holds the shape) and the target, and found again by any later process. Processes that
fill it at once take a lock per entry and rename a finished library into place; an entry whose bytes no longer match
its record is rebuilt."""

import hashlib
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from pkf.build import compile_arch, obtain_prototype
from pkf.errors import PkfError
from pkf.files import locked, write_atomically
from pkf.harness.nvcc import compile_library
from pkf.harness.render import render_library
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor import reconstruct
from pkf.reconstructor.program import Scratch
from pkf.variant import Variant

ENVIRONMENT = "PKF_KERNEL_CACHE"


def kernel_cache_dir() -> Path:
    return Path(os.environ.get(ENVIRONMENT) or Path.home() / ".cache" / "pkf" / "kernels")


@dataclass(frozen=True)
class LibrarySource:
    problem: Problem
    variant: Variant
    cuda: str
    scratch: tuple[Scratch, ...]
    arch: str  # the nvcc target (sm_90a for the wgmma schedule)

    @property
    def key(self) -> str:
        digest = hashlib.sha256(f"{self.arch}\n{self.cuda}".encode()).hexdigest()[:20]
        return f"{self.variant.name}-{self.problem.key}-{self.arch}-{digest}"


def library_source(problem: Problem, variant: Variant, arch: str = "sm_90", sms: int | None = None) -> LibrarySource:
    prototype = obtain_prototype(problem, variant, arch)
    program = reconstruct(prototype, variant, sms or Limits.sm90().sms)
    return LibrarySource(problem, variant, render_library(problem, variant, program), program.scratch, compile_arch(arch, variant))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def cached(entry: Path) -> bool:
    """The library is there and its bytes are those recorded when it was built."""
    record = entry.with_suffix(".json")
    try:
        return entry.is_file() and json.loads(record.read_text()).get("sha256") == _sha256(entry)
    except (OSError, ValueError):
        return False


Compiler = Callable[[Path, Path, Path, str], None]


def ensure_library(source: LibrarySource, directory: Path | None = None, compiler: Compiler = compile_library) -> Path:
    """The compiled library for `source`: from the cache, else compiled (once, whichever process gets the lock)."""
    directory = directory or kernel_cache_dir()
    entry = directory / f"{source.key}.so"
    if cached(entry):
        return entry
    with locked(entry):
        if cached(entry):  # another process built it while this one waited
            return entry
        staging = entry.with_name(f".{entry.name}.{os.getpid()}.partial")
        cu = entry.with_suffix(".cu")
        write_atomically(cu, source.cuda.encode())
        try:
            compiler(cu, staging, entry.with_suffix(".nvcc.log"), source.arch)
        except PkfError:
            staging.unlink(missing_ok=True)
            raise
        os.replace(staging, entry)
        record = {"problem": source.problem.key, "variant": source.variant.name, "arch": source.arch, "sha256": _sha256(entry)}
        write_atomically(entry.with_suffix(".json"), (json.dumps(record, indent=1) + "\n").encode())
    return entry
