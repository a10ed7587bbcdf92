"""cuDNN as the baseline: its forward algorithms through a harness of the same make as pkf's."""

import json
from dataclasses import dataclass
from pathlib import Path

import pkf
from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import environment
from pkf.harness.run import execute
from pkf.errors import PkfError
from pkf.problem import Problem

WINOGRAD_ALGOS = ("WINOGRAD", "WINOGRAD_NONFUSED")  # in either layout: "WINOGRAD_NONFUSED/NCHW"


@dataclass(frozen=True)
class AlgoResult:
    """One algorithm in one layout: cuDNN's own find time for every one, the check and the careful timing for the
    fastest few (`timed`)."""

    algo: str
    supported: bool
    timed: bool = False
    find_us: float | None = None
    median_us: float | None = None
    p10_us: float | None = None
    p90_us: float | None = None
    reps: int | None = None
    rel_l2: float | None = None
    max_abs: float | None = None
    not_finite: int | None = None
    status: str = ""


def find_cudnn() -> tuple[Path, Path]:
    """cuDNN's include and lib folders: the pip package `nvidia-cudnn` (as PyTorch ships it)."""
    try:
        import nvidia

        for root in nvidia.__path__:
            folder = Path(root) / "cudnn"
            if (folder / "include" / "cudnn.h").is_file():
                return folder / "include", folder / "lib"
    except ImportError:
        pass
    raise PkfError("cuDNN not found: install PyTorch or nvidia-cudnn-cu13 (pip) to measure the cuDNN baseline")


def render_cudnn(problem: Problem) -> str:
    """The cuDNN baseline's harness: the plain convolution, checked by the same float64 reference as pkf's."""
    return environment().get_template("cudnn.cu.j2").render(pkf_version=pkf.__version__, problem=problem, description="",
                                                            bias=False, activation="", residual=False)


def build_cudnn_harness(problem: Problem, directory: Path, arch: str = "sm_90") -> Path:
    include, lib = find_cudnn()
    directory.mkdir(parents=True, exist_ok=True)
    source = directory / "cudnn.cu"
    source.write_text(render_cudnn(problem))
    library = next(iter(sorted(lib.glob("libcudnn.so*"))), None)
    if library is None:
        raise PkfError(f"cuDNN library not found in {lib}")
    binary = directory / "cudnn_main"
    extra = (f"-I{include}", f"-L{lib}", f"-l:{library.name}", "-Xlinker", f"-rpath={lib}")
    compile_cuda(source, binary, directory / "cudnn.nvcc.log", arch, extra)
    return binary


def run_cudnn(binary: Path, seed: int = 1, reps: int = 200, top: int = 3, timeout_s: float | None = None) -> list[AlgoResult]:
    """Every algorithm cuDNN's find ran, the `top` fastest checked and timed."""
    results = []
    for line in execute(binary, "cuDNN baseline", timeout_s, seed=seed, reps=reps, top=top).splitlines():
        raw = json.loads(line)
        results.append(AlgoResult(**{k: raw[k] for k in AlgoResult.__dataclass_fields__ if k in raw}))
    return results
