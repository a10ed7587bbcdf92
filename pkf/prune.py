"""`pkf prune` (SPEC §4.3): delete the barriers of a built variant one at a time, keeping a deletion
only when the evidence says the kernels are still right.

The search is plain and greedy: barriers in source order, each tried on top of the deletions
already accepted. A deletion is kept only if every check passes (see `Evidence.passed`); anything
else (a compile error, a wrong or moving result, a sanitizer hazard) restores the barrier. The
evaluator that compiles and runs candidates is passed in, so the search is tested without a GPU.
"""

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field

import regex

from pkf.errors import PkfError
from pkf.reconstructor.kernels import KERNEL_DEFINITION

# `__syncthreads();`, `__syncwarp();`, `__syncwarp(0xffffffff);`
BARRIER = regex.compile(r"\b(?P<call>__syncthreads|__syncwarp)\(\s*(?:0x[0-9a-fA-F]+|\d+)?\s*\);")
CONTEXT_LINES = 2


@dataclass(frozen=True)
class Barrier:
    index: int  # position among all the kernels' barriers, in source order
    kernel: str
    ordinal: int  # position among this kernel's barriers
    call: str  # __syncthreads or __syncwarp
    line: int  # 1-based line in main.cu
    start: int  # character offsets of the statement in main.cu
    end: int
    context: str  # the statement with a few lines either side

    @property
    def where(self) -> tuple[str, int, str]:
        """What identifies a barrier across problem sizes (line numbers and offsets do not)."""
        return self.kernel, self.ordinal, self.call


def find_barriers(cuda: str) -> list[Barrier]:
    """Every barrier statement inside the variant's kernels (`extern "C" __global__`), not the harness's."""
    lines = cuda.splitlines()
    barriers = []
    for kernel in KERNEL_DEFINITION.finditer(cuda):
        for ordinal, match in enumerate(BARRIER.finditer(cuda, kernel.start("body"), kernel.end("body"))):
            line = cuda.count("\n", 0, match.start()) + 1
            context = "\n".join(lines[max(0, line - 1 - CONTEXT_LINES): line + CONTEXT_LINES])
            barriers.append(Barrier(len(barriers), kernel["name"], ordinal, match["call"], line,
                                    match.start(), match.end(), context))
    return barriers


def delete_barriers(cuda: str, barriers: Iterable[Barrier]) -> str:
    """The source with these barrier statements commented out (so the report's lines still match)."""
    for barrier in sorted(barriers, key=lambda b: b.start, reverse=True):
        cuda = cuda[: barrier.start] + f"/* pkf prune removed: {barrier.call}() */" + cuda[barrier.end:]
    return cuda


def apply_pruning(cuda: str, record: dict) -> str:
    """Remove, in another build of the same variant (another size), the barriers a prune report
    removed. The kernels must have the same barriers as the pruned ones, else nothing is assumed."""
    barriers = find_barriers(cuda)
    pruned = [(b["kernel"], b["ordinal"], b["call"]) for b in record["barriers"]]
    if [b.where for b in barriers] != pruned:
        raise PkfError(f"the prune report from {record.get('build', '?')} lists other barriers than these kernels have "
                       f"({len(pruned)} vs {len(barriers)}); prune this variant itself")
    removed = {(b["kernel"], b["ordinal"], b["call"]) for b in record["barriers"] if b["removed"]}
    return delete_barriers(cuda, [b for b in barriers if b.where in removed])


@dataclass(frozen=True)
class Run:
    size: str  # problem key
    seed: int
    run: int
    rel_l2: float
    max_abs: float
    not_finite: int


@dataclass
class Evidence:
    """What one candidate (a set of deletions) showed. It passes only if nothing below objects."""

    runs: list[Run] = field(default_factory=list)
    sanitizer: dict[str, str] = field(default_factory=dict)  # tool -> "clean" / its hazard summary / "not available"
    failure: str | None = None  # the first thing that failed, in words

    @property
    def passed(self) -> bool:
        return self.failure is None

    def fail(self, why: str) -> "Evidence":
        self.failure = self.failure or why
        return self


def judge_runs(evidence: Evidence, tolerance: float) -> Evidence:
    """Every run within tolerance with every element written, and repeated runs of one input
    bit-identical in error (a race shows as a result that moves between runs)."""
    by_input: dict[tuple[str, int], set] = {}
    for run in evidence.runs:
        if run.not_finite:
            return evidence.fail(f"{run.size} seed {run.seed}: {run.not_finite} output elements not written or not finite")
        if not run.rel_l2 <= tolerance:
            return evidence.fail(f"{run.size} seed {run.seed}: rel_l2 {run.rel_l2:.3e} over tolerance {tolerance:g}")
        by_input.setdefault((run.size, run.seed), set()).add((run.rel_l2, run.max_abs))
    for (size, seed), outcomes in by_input.items():
        if len(outcomes) > 1:
            return evidence.fail(f"{size} seed {seed}: result moved between runs ({len(outcomes)} different errors)")
    return evidence


@dataclass(frozen=True)
class Decision:
    barrier: Barrier
    removed: bool
    evidence: Evidence


Evaluate = Callable[[frozenset[int]], Evidence]
Prefetch = Callable[[frozenset[int]], None]


def search(barriers: list[Barrier], evaluate: Evaluate, prefetch: Prefetch = lambda c: None,
           progress: Callable[[Decision], None] = lambda d: None) -> tuple[frozenset[int], list[Decision]]:
    """Try each barrier's deletion on top of those accepted so far; keep it only if it passes.
    While one candidate runs, the evaluator may prepare (compile) both possible next ones."""
    accepted: frozenset[int] = frozenset()
    decisions = []
    for position, barrier in enumerate(barriers):
        candidate = accepted | {barrier.index}
        if position + 1 < len(barriers):
            following = barriers[position + 1].index
            prefetch(candidate | {following})
            prefetch(accepted | {following})
        evidence = evaluate(candidate)
        if evidence.passed:
            accepted = candidate
        decisions.append(Decision(barrier, evidence.passed, evidence))
        progress(decisions[-1])
    return accepted, decisions


def report_record(context: dict, decisions: list[Decision]) -> dict:
    """The report as plain data (written as prune.json)."""
    barriers = []
    for d in decisions:
        record = asdict(d.barrier)
        del record["start"], record["end"]
        barriers.append({**record, "removed": d.removed, "failure": d.evidence.failure,
                         "sanitizer": d.evidence.sanitizer, "runs": [asdict(r) for r in d.evidence.runs]})
    return {**context, "barriers": barriers}


def report_markdown(record: dict) -> str:
    """The report as a readable table, then each barrier with its context."""
    before, after = record.get("before_us"), record.get("after_us")
    removed = sum(b["removed"] for b in record["barriers"])
    lines = [
        f"# pkf prune: {record['variant_name']} on {record['problem']}",
        "",
        f"- device: {record.get('device', '?')}; checked at {', '.join(record['sizes'])}; "
        f"seeds {', '.join(map(str, record['seeds']))} (fresh), {record['runs_per_seed']} runs each; "
        f"tolerance rel_l2 ≤ {record['tolerance']:g}; sanitizer on {record['sanitizer_size']}: "
        f"{record['sanitizer'] or 'not available'}",
        f"- barriers: {len(record['barriers'])}, removed {removed}, kept {len(record['barriers']) - removed}",
    ]
    if before and after:
        lines.append(f"- median µs at {record['problem']}: before {before:.2f}, after {after:.2f} "
                     f"(×{before / after:.3f}), error after: rel_l2 {record['after_rel_l2']:.2e}")
    lines += ["", "| # | kernel | line | barrier | verdict | max rel_l2 per size | sanitizer | why restored |",
              "|---|---|---|---|---|---|---|---|"]
    for b in record["barriers"]:
        errors = {}
        for run in b["runs"]:
            errors[run["size"]] = max(errors.get(run["size"], 0.0), run["rel_l2"])
        error_text = ", ".join(f"{size}: {e:.2e}" for size, e in errors.items()) or "—"
        sanitizer = ", ".join(f"{tool} {verdict}" for tool, verdict in b["sanitizer"].items()) or "—"
        verdict = "removed" if b["removed"] else "kept"
        lines.append(f"| {b['index']} | {b['kernel']} | {b['line']} | `{b['call']}()` | {verdict} | {error_text} "
                     f"| {sanitizer} | {b['failure'] or ''} |")
    lines.append("")
    for b in record["barriers"]:
        lines += [f"### #{b['index']} {b['kernel']}, line {b['line']}: {'removed' if b['removed'] else 'kept'}",
                  "", "```cuda", b["context"], "```", ""]
    return "\n".join(lines)
