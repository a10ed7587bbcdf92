"""`pkf tune`: the automatic choice's first candidates for a problem built in parallel, each checked against float64 and
timed on the GPU, cuDNN's fastest timed the same way in the same run, and the winner written to the tuning cache."""

import os
import tempfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable

from tqdm import tqdm

from pkf.build import keep_prototype
from pkf.choose import Candidate, ranked_candidates
from pkf.errors import PkfError
from pkf.harness.run import TOLERANCE, Result, run_binary
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.sweep import Case, baseline_rows, build_case
from pkf.tuning import Tuned, TuningCache, now

DEFAULT_TOP = 4


@dataclass(frozen=True)
class Trial:
    """One candidate built and run: its result, or why it has none."""

    candidate: Candidate
    result: Result | None
    error: str | None = None

    @property
    def passed(self) -> bool:
        return self.result is not None and self.result.passed(TOLERANCE[self.candidate.problem.dtype])


def measure_on_gpu(chosen: list[Candidate], builds: Path, arch: str, prototypes: tuple[Path, ...], limits: Limits,
                   jobs: int, reps: int, progress: bool) -> list[Trial]:
    """Build every candidate at once (nvcc in parallel), then check and time them one at a time."""
    directories = [builds / f"{c.label}-{c.problem.key}" for c in chosen]
    cases = [Case(c.problem, c.label, c.variant) for c in chosen]
    with ProcessPoolExecutor(max(1, min(jobs, len(chosen)))) as pool:
        built = pool.map(build_case, [(case, d, arch, prototypes, limits.sms) for case, d in zip(cases, directories)])
        errors = [error for error, _ in built]
    trials = []
    for candidate, directory, error in tqdm(list(zip(chosen, directories, errors)), desc="tune", disable=not progress):
        if error is not None:
            trials.append(Trial(candidate, None, error))
            continue
        try:
            trials.append(Trial(candidate, run_binary(directory, reps=reps)))
        except PkfError as err:
            trials.append(Trial(candidate, None, str(err)))
    return trials


def cudnn_on_gpu(problem: Problem, builds: Path, arch: str, reps: int) -> tuple[float | None, str]:
    """cuDNN's fastest for the problem (every algorithm and layout, and PyTorch's pick), timed like pkf."""
    from pkf.harness.cudnn import build_cudnn_harness

    try:
        binary, error = build_cudnn_harness(problem, builds / f"cudnn-{problem.key}", arch), None
    except PkfError as err:
        binary, error = None, str(err)
    fastest = next(r for r in baseline_rows(problem, binary, error, reps) if r["variant"] == "cudnn-fastest")
    return fastest.get("median_us"), fastest.get("algo") or fastest.get("error", "")


def tune_request(request: dict, limits: Limits, device: str, top: int,
                 measure: Callable[[list[Candidate]], list[Trial]],
                 baseline: Callable[[Problem], tuple[float | None, str]]) -> tuple[Tuned, list[Trial]]:
    """The request's `top` candidates measured; the fastest that passes its check is the entry."""
    ranked = ranked_candidates(request, limits)
    trials = measure(ranked[:top])
    passed = sorted((t for t in trials if t.passed), key=lambda t: t.result.median_us)
    if not passed:
        why = "; ".join(f"{t.candidate.label}: {t.error or f'rel_l2 {t.result.rel_l2:.2e}'}" for t in trials)
        raise PkfError(f"{ranked[0].problem.key}: none of the {len(trials)} candidates built and passed its check ({why[:400]})")
    best = passed[0]
    cudnn_us, algo = baseline(best.candidate.problem)
    entry = Tuned(device=device, problem=asdict(best.candidate.problem), variant=asdict(best.candidate.variant),
                  variant_name=best.candidate.variant.name, pkf_us=best.result.median_us, rel_l2=best.result.rel_l2,
                  cudnn_us=cudnn_us, cudnn_algo=algo, measured=now(), sums=request.get("accum", "any"))
    return entry, trials


def summary(entry: Tuned) -> str:
    p = entry.problem
    shape = f"N={p['n']} {p['h']}x{p['w']} C={p['c']} K={p['k']}"
    cudnn = f"cuDNN fastest {entry.cudnn_us:.1f} us ({entry.cudnn_algo})" if entry.cudnn_us else f"cuDNN not timed ({entry.cudnn_algo})"
    ratio = f", pkf {entry.cudnn_us / entry.pkf_us:.2f}x" if entry.cudnn_us else ""
    return (f"{shape}: {entry.variant_name} F({p['m']},3) {entry.pkf_us:.1f} us (rel L2 {entry.rel_l2:.1e}) vs {cudnn}{ratio}: "
            f"{entry.faster} is faster")


def tune(requests: list[dict], limits: Limits, device: str, arch: str = "sm_90", top: int = DEFAULT_TOP,
         prototypes: tuple[Path, ...] = (), jobs: int = os.cpu_count() or 2, reps: int = 200,
         cache: TuningCache | None = None, builds: Path | None = None, progress: bool = True) -> list[Tuned]:
    cache = cache or TuningCache()
    builds = builds or Path(tempfile.mkdtemp(prefix="pkf-tune-"))
    entries = []
    for request in requests:
        try:
            entry, trials = tune_request(
                request, limits, device, top,
                measure=lambda chosen: measure_on_gpu(chosen, builds, arch, prototypes, limits, jobs, reps, progress),
                baseline=lambda problem: cudnn_on_gpu(problem, builds, arch, reps))
        except PkfError as err:
            if len(requests) == 1:
                raise
            print(f"not tuned: {err}")  # one problem of a suite: the others are still tuned
            continue
        cache.store(entry)
        entries.append(entry)
        for trial in trials:  # every candidate timed, not only the winner: what the estimate's ranking was worth
            r = trial.result
            print(f"  {trial.candidate.label}: " + (f"{r.median_us:.1f} us (rel L2 {r.rel_l2:.1e}; estimated "
                                                    f"{trial.candidate.estimate.us:.1f})" if r else f"failed: {trial.error}"))
        print(summary(entry))
    return entries


def prepare(requests: list[dict], limits: Limits, out: Path, arch: str = "sm_90", top: int = DEFAULT_TOP) -> list[Path]:
    """The prototypes of each request's `top` candidates, saved under `out` for a GPU machine without TVM."""
    written = []
    for request in requests:
        try:
            ranked = ranked_candidates(request, limits)
        except PkfError as err:
            if len(requests) == 1:
                raise
            print(f"no prototypes: {err}")
            continue
        written += [keep_prototype(c.problem, c.variant, arch, out) for c in ranked[:top]]
    return sorted(set(written))
