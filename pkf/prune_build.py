"""Prune a build directory: find its barriers, search with the GPU evaluator, write a new build
directory with the pruned kernels and the report. The original directory is never touched."""

import json
import os
import random
import shutil
import tempfile
from dataclasses import asdict, replace
from pathlib import Path

from tqdm import tqdm

from pkf.harness.nvcc import find_nvcc
from pkf.harness.run import BINARY, TOLERANCE, run_harness
from pkf.harness.sanitizer import find_sanitizer
from pkf.build import BUILD_RECORD, obtain_prototype, read_build, render_variant, staged_directory
from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.prune_candidates import CandidateRunner
from pkf.prune import find_barriers, report_markdown, report_record, search
from pkf.limits import gpu_count
from pkf.variant import Variant

DEFAULT_CHECK_SIZE = 64  # the second problem size (H = W): small, so the sanitizers run on it quickly


def load_build(directory: Path) -> tuple[Problem, Variant, str, str]:
    problem, variant, record = read_build(directory)
    return problem, variant, record["arch"], (directory / "main.cu").read_text()


def check_problem(problem: Problem, variant: Variant, arch: str, check_size: int,
                  prototypes: tuple[Path, ...]) -> tuple[Problem, str]:
    """The second problem size candidates are checked at, and its main.cu."""
    if check_size in (problem.h, problem.w):
        raise PkfError(f"--check-size {check_size}: must differ from the build's own size {problem.h}x{problem.w}")
    check = replace(problem, h=check_size, w=check_size)
    try:
        prototype = obtain_prototype(check, variant, arch, prototypes)
    except PkfError as err:
        raise PkfError(f"--check-size {check_size}: no saved prototype {variant.prototype_name(check, arch)} on the "
                       f"search path (--prototypes, $PKF_PROTOTYPES, the cache), and generating one failed: {err}") from None
    return check, render_variant(prototype, variant, arch)


def prune_build(directory: Path, out: Path, check_size: int = DEFAULT_CHECK_SIZE, seeds: tuple[int, ...] = (),
                runs: int = 3, tolerance: float | None = None, jobs: int = os.cpu_count() or 2,
                prototypes: tuple[Path, ...] = (), reps: int = 200, show_progress: bool = True) -> dict:
    problem, variant, arch, main_cu = load_build(directory)
    tolerance = tolerance if tolerance is not None else TOLERANCE[problem.dtype]
    if gpu_count() == 0:
        raise PkfError("pkf prune: no CUDA GPU visible on this machine; every candidate is checked on a GPU, run it where one is")
    find_nvcc()
    check, check_cu = check_problem(problem, variant, arch, check_size, prototypes)
    sources = {problem.key: main_cu, check.key: check_cu}
    barriers = {size: find_barriers(cuda) for size, cuda in sources.items()}
    own, other = list(sources)
    if [b.where for b in barriers[own]] != [b.where for b in barriers[other]]:
        raise PkfError(f"the kernels at {own} and {other} have different barriers; prune cannot carry deletions between them")
    seeds = seeds or tuple(random.SystemRandom().randrange(1, 2**31) for _ in range(3))
    sanitizer = find_sanitizer()
    sanitizer_size = min((problem, check), key=lambda p: p.h * p.w).key
    context = {
        "build": str(directory), "variant_name": variant.name, "variant": asdict(variant), "problem": problem.key,
        "arch": arch, "sizes": list(sources), "seeds": list(seeds), "runs_per_seed": runs, "tolerance": tolerance,
        "sanitizer": sanitizer and "racecheck + synccheck", "sanitizer_size": sanitizer_size,
    }
    with tempfile.TemporaryDirectory(prefix="pkf-prune-") as work:
        runner = CandidateRunner(sources, barriers, Path(work), arch, variant, jobs, seeds, runs, tolerance, sanitizer, sanitizer_size)
        try:
            baseline = runner.evaluate(frozenset())
            if not baseline.passed:
                raise PkfError(f"{directory}: the unpruned variant fails its own check ({baseline.failure}); nothing to prune against")
            bar = tqdm(total=len(barriers[own]), desc="prune", unit="barrier", disable=not show_progress)
            counts = {"removed": 0, "restored": 0}

            def progress(decision):
                counts["removed" if decision.removed else "restored"] += 1
                bar.update(1)
                bar.set_postfix(counts)

            accepted, decisions = search(barriers[own], runner.evaluate, runner.prefetch, progress)
            bar.close()
            before = run_harness(runner.binary(frozenset(), own), "timing the unpruned kernels", seed=seeds[0], reps=reps)
            after = run_harness(runner.binary(accepted, own), "timing the pruned kernels", seed=seeds[0], reps=reps)
            context.update(device=after.device, before_us=before.median_us, after_us=after.median_us,
                           before_rel_l2=before.rel_l2, after_rel_l2=after.rel_l2, removed=sorted(accepted))
            record = report_record(context, decisions)
            with staged_directory(out) as staging:
                for name in ("prototype.cu", "launch.json"):
                    shutil.copy(directory / name, staging / name)
                (staging / "main.unpruned.cu").write_text(main_cu)
                (staging / "main.cu").write_text(runner.source(accepted, own))
                shutil.copy(runner.binary(accepted, own), staging / BINARY)
                build_record = json.loads((directory / BUILD_RECORD).read_text())
                build_record["pruned"] = {"from": str(directory), "removed": sorted(accepted)}
                (staging / BUILD_RECORD).write_text(json.dumps(build_record, indent=2) + "\n")
                (staging / "prune.json").write_text(json.dumps(record, indent=2) + "\n")
                (staging / "prune.md").write_text(report_markdown(record))
        finally:
            runner.close()
    return record
