"""Compile and check candidate barrier deletions on the GPU: the evaluator `pkf prune` searches with.

Candidates compile in parallel (one nvcc per candidate and problem size) while the GPU runs
the current one; runs go one at a time.
"""

import hashlib
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from pkf.harness.run import BINARY, Result, run_harness
from pkf.harness.sanitizer import TOOLS, sanitize
from pkf.build import compile_build
from pkf.errors import PkfError
from pkf.prune import Barrier, Evidence, Run, delete_barriers, judge_runs
from pkf.variant import Variant


class CandidateRunner:
    def __init__(self, sources: dict[str, str], barriers: dict[str, list[Barrier]], work: Path, arch: str,
                 variant: Variant, jobs: int, seeds: tuple[int, ...], runs: int, tolerance: float,
                 sanitizer: str | None, sanitizer_size: str):
        self.sources, self.barriers, self.work, self.arch, self.variant = sources, barriers, work, arch, variant
        self.seeds, self.runs, self.tolerance = seeds, runs, tolerance
        self.sanitizer, self.sanitizer_size = sanitizer, sanitizer_size
        self.pool = ThreadPoolExecutor(jobs)
        self.compiles: dict[tuple[frozenset[int], str], Future] = {}

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)

    def source(self, candidate: frozenset[int], size: str) -> str:
        return delete_barriers(self.sources[size], [self.barriers[size][i] for i in candidate])

    def _compile(self, candidate: frozenset[int], size: str) -> Path:
        tag = hashlib.sha1(",".join(map(str, sorted(candidate))).encode()).hexdigest()[:12]
        folder = self.work / f"{size}-{tag}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "main.cu").write_text(self.source(candidate, size))
        compile_build(folder / "main.cu", folder / BINARY, folder / "nvcc.log", self.arch, self.variant)
        return folder / BINARY

    def prefetch(self, candidate: frozenset[int]) -> None:
        for size in self.sources:
            key = (candidate, size)
            if key not in self.compiles:
                self.compiles[key] = self.pool.submit(self._compile, candidate, size)

    def binary(self, candidate: frozenset[int], size: str) -> Path:
        self.prefetch(candidate)
        return self.compiles[(candidate, size)].result()

    def check(self, binary: Path, seed: int) -> Result:
        return run_harness(binary, f"candidate {binary.parent.name}", seed=seed, reps=0, warmup=0)

    def evaluate(self, candidate: frozenset[int]) -> Evidence:
        evidence = Evidence()
        try:
            binaries = {size: self.binary(candidate, size) for size in self.sources}
        except PkfError as err:
            return evidence.fail(f"does not compile: {err}")
        for size, binary in binaries.items():
            for seed in self.seeds:
                for run in range(self.runs):
                    result = self.check(binary, seed)
                    evidence.runs.append(Run(size, seed, run, result.rel_l2, result.max_abs, result.not_finite))
            if not judge_runs(evidence, self.tolerance).passed:
                return evidence
        if self.sanitizer is None:
            evidence.sanitizer = {tool: "not available" for tool in TOOLS}
            return evidence
        for tool in TOOLS:
            verdict = sanitize(self.sanitizer, binaries[self.sanitizer_size], tool, seed=self.seeds[0], reps=0, warmup=0)
            evidence.sanitizer[tool] = "clean" if verdict.clean else verdict.summary
            if not verdict.clean:
                return evidence.fail(f"{tool} on {self.sanitizer_size}: {verdict.summary}")
        return evidence
