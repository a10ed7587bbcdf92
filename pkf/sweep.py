"""`pkf sweep`: every variant of a sweep definition at every feature-map size, built in parallel,
checked and timed one at a time on the GPU, with cuDNN and the device's ceilings measured in the
same run. Rows are written as they come (results.jsonl, results.csv), so a stopped sweep keeps
what it measured and `--resume` goes on from there; table.md and the plots are written at the end.
"""

import csv
import json
import os
import time
import tomllib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from tqdm import tqdm

from pkf.harness.cudnn import WINOGRAD_ALGOS, build_cudnn_harness, run_cudnn
from pkf.harness.run import BINARY, TOLERANCE, run_binary
from pkf.build import BUILD_RECORD, build, load_prune_report, obtain_prototype
from pkf.costs import two_tensor_bytes
from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.limits import Limits, gpu_count
from pkf.reconstructor.schedules import resolve_variant, schedule_of
from pkf.variant import Variant, parse_spec

COLUMNS = ("layer", "n", "c", "k", "h", "w", "size", "problem", "variant", "schedule", "tile", "status", "median_us", "p10_us",
           "p90_us", "spread", "rel_l2", "max_abs", "not_finite", "bytes", "floor_us", "two_tensor_floor_us", "flops", "gbps",
           "tflops", "cudnn_fastest_us", "cudnn_algo", "vs_cudnn_winograd", "vs_cudnn_fastest", "vs_none", "algo", "device",
           "error")
AUTO = "auto"  # the variant the automatic choice picks for each problem (pkf/choose.py)


@dataclass(frozen=True)
class SweepDefinition:
    name: str = "sweep"
    sizes: tuple[int, ...] = (224, 320, 448, 512, 640, 768, 960)
    variants: tuple[str, ...] = ("none", "shmem-16", "shmem-32", "llc-16", "llc-32", "full-16")
    n: int = 1
    c: int = 64
    k: int = 64
    m: int | None = None  # default per dtype: F(4,3) for fp16, F(2,3) for int8
    dtype: str = "fp16"
    accum: str | None = None  # default per dtype: fp32 for fp16, int32 for int8
    pruned: tuple[str, ...] = ()  # prune report directories, applied at every size of the same F(m,3) and dtype
    # A suite: layers of networks ({name, c, k, h, w} each; w defaults to h, k to c), each at every batch in
    # `batches`, instead of `sizes` at one n, c and k.
    layers: tuple[dict, ...] = ()
    batches: tuple[int, ...] = (1,)

    def requests(self) -> list[dict]:
        """Each problem's flags; m and the accumulator only where the definition gives them (else the automatic choice
        settles them)."""
        method = {name: value for name, value in (("m", self.m), ("accum", self.accum)) if value is not None}
        if not self.layers:
            return [{"layer": "", "n": self.n, "h": s, "w": s, "c": self.c, "k": self.k, "dtype": self.dtype, **method}
                    for s in self.sizes]
        return [{"layer": layer["name"], "n": n, "h": layer["h"], "w": layer.get("w", layer["h"]), "c": layer["c"],
                 "k": layer.get("k", layer["c"]), "dtype": self.dtype, **method} for layer in self.layers for n in self.batches]

    def problems(self) -> list[Problem]:
        return [Problem(**problem_flags(request)) for request in self.requests()]


def problem_flags(request: dict) -> dict:
    return {key: value for key, value in request.items() if key != "layer"}


def load_definition(path: Path | None, overrides: dict) -> SweepDefinition:
    """A TOML sweep definition, then flags given on the command line."""
    values = {}
    if path is not None:
        try:
            values = tomllib.loads(path.read_text())
        except (OSError, tomllib.TOMLDecodeError) as err:
            raise PkfError(f"{path}: not a readable TOML sweep definition ({err})") from None
    known = {f.name for f in fields(SweepDefinition)}
    unknown = sorted(set(values) - known)
    if unknown:
        raise PkfError(f"{path}: unknown key {unknown[0]!r}; valid keys: {', '.join(sorted(known))}")
    values.update({k: v for k, v in overrides.items() if v is not None})
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in values.items()}
    try:
        definition = SweepDefinition(**values)
    except TypeError as err:
        raise PkfError(f"{path}: {err}") from None
    for layer in definition.layers:
        missing = {"name", "c", "h"} - set(layer) if isinstance(layer, dict) else {"name", "c", "h"}
        extra = set(layer) - {"name", "c", "k", "h", "w"} if isinstance(layer, dict) else set()
        if missing or extra:
            raise PkfError(f"{path}: layer {layer!r}: each layer is {{name, c, h}} with optional k and w"
                           f"{f'; missing {sorted(missing)[0]}' if missing else f'; unknown {sorted(extra)[0]}'}")
    for spec in definition.variants:
        if spec != AUTO:
            parse_spec(spec)  # names the valid fusions, or the valid spelling, if one is not
    if definition.variants != (AUTO,):
        definition.problems()  # each Problem checks its values: a one-line error naming a bad size
    return definition


@dataclass(frozen=True)
class Case:
    problem: Problem | None  # None where no schedule takes the request (the row says why)
    label: str  # the variant's name, with "-pruned" when a prune report is applied
    variant: Variant | None  # None when the spec does not fit this problem (the row says why)
    pruning: dict | None = None
    error: str | None = None
    request: dict = field(default_factory=dict)  # the suite's layer and flags the case was made for

    @property
    def key(self) -> str:
        if self.problem is not None:
            return self.problem.key
        r = self.request
        return f"n{r['n']}_h{r['h']}_w{r['w']}_c{r['c']}_k{r['k']}_refused"


def variant_for(problem: Problem, spec: str, limits: Limits = Limits.sm90()) -> Variant:
    """'shmem-32' → Variant('shmem', 32, TBN, TBK) with the design space's default TBN and TBK."""
    named, tbk = parse_spec(spec)
    return resolve_variant(problem, named, None, tbk, limits)


def auto_case(request: dict, limits: Limits) -> Case:
    """The automatic choice's variant for the request, or the reason there is none."""
    from pkf.choose import choose

    try:
        chosen = choose(problem_flags(request), limits)
        return Case(chosen.problem, chosen.variant.name, chosen.variant, request=request)
    except PkfError as err:
        return Case(None, AUTO, None, error=str(err), request=request)


def sweep_cases(definition: SweepDefinition, limits: Limits) -> list[Case]:
    reports = [load_prune_report(Path(p)) for p in definition.pruned]
    cases = []
    for request in definition.requests():
        if AUTO in definition.variants:
            cases.append(auto_case(request, limits))
        named = [spec for spec in definition.variants if spec != AUTO]
        if not named and not reports:
            continue
        problem = Problem(**problem_flags(request))
        for spec in named:
            try:
                variant = variant_for(problem, spec, limits)
                cases.append(Case(problem, variant.name, variant, request=request))
            except PkfError as err:
                cases.append(Case(problem, parse_spec(spec)[0].name, None, error=str(err), request=request))
        for report in reports:
            if not report["problem"].endswith(problem.method_key):
                continue  # pruned for another F(m,3), dtype or accumulator: its barriers are not these
            cases.append(Case(problem, report["variant_name"] + "-pruned", Variant(**report["variant"]), report, request=request))
    return cases


def build_case(job) -> tuple[str | None, float]:
    """(case, directory, arch, prototypes, sms) built, unless an earlier run built it: (error or None, seconds)."""
    case, directory, arch, prototypes, sms = job
    started = time.time()
    if case.error:
        return case.error, 0.0
    record = directory / BUILD_RECORD
    if record.is_file() and (directory / BINARY).is_file():
        built = json.loads(record.read_text())
        if built["problem"] == asdict(case.problem) and built["variant"] == asdict(case.variant) and built.get("sms") == sms:
            return None, 0.0  # built by an earlier (stopped) sweep
    try:
        prototype = obtain_prototype(case.problem, case.variant, arch, prototypes)
        build(prototype, case.variant, directory, arch, pruning=case.pruning, sms=sms)
        return None, time.time() - started
    except PkfError as err:
        return str(err), time.time() - started


def _build_cudnn(job):
    problem, directory, arch = job
    try:
        return build_cudnn_harness(problem, directory, arch), None
    except PkfError as err:
        return None, str(err)


@dataclass
class Ceilings:
    copy_gbps: float | None = None
    matmul_tflops: float | None = None
    note: str = ""


def measure_ceilings() -> Ceilings:
    try:
        from pkf.harness.baselines import copy_bandwidth_gbps, matmul_tflops

        return Ceilings(copy_bandwidth_gbps(), matmul_tflops())
    except ImportError as err:
        return Ceilings(note=f"ceilings not measured: {err} (PyTorch is used for them)")


def baseline_rows(problem: Problem, binary: Path | None, error: str | None, reps: int) -> list[dict]:
    """cuDNN's Winograd (the faster of fused and non-fused, in either layout) and cuDNN's fastest
    algorithm (every legacy algorithm and PyTorch's cudnn.benchmark pick), as rows."""
    base = {"size": problem.h, "problem": problem.key}
    if binary is None:
        return [{**base, "variant": name, "status": "failed", "error": error} for name in ("cudnn-winograd", "cudnn-fastest")]
    algos = [a for a in run_cudnn(binary, reps=reps) if a.supported and a.not_finite == 0]
    candidates = [{"median_us": a.median_us, "rel_l2": a.rel_l2, "max_abs": a.max_abs, "algo": a.algo} for a in algos]
    try:
        from pkf.harness.baselines import torch_fastest

        candidates.append({**torch_fastest(problem, reps), "algo": "PyTorch cudnn.benchmark pick"})
    except ImportError:
        pass
    winograd = [c for c in candidates if c["algo"].split("/")[0] in WINOGRAD_ALGOS]
    rows = []
    for name, pool in (("cudnn-winograd", winograd), ("cudnn-fastest", candidates)):
        if pool:
            best = min(pool, key=lambda c: c["median_us"])
            rows.append({**base, "variant": name, "status": "reference", **best})
        else:
            rows.append({**base, "variant": name, "status": "failed", "error": "no supported algorithm"})
    return rows


def complete_row(row: dict, problem: Problem, ceilings: Ceilings, references: dict) -> dict:
    """Speedups over the baselines measured for this problem, floors at the measured bandwidth."""
    us = row.get("median_us")
    row.setdefault("flops", problem.direct_flops)
    row["two_tensor_bytes"] = two_tensor_bytes(problem)
    if us and row.get("tflops") is None:
        row["tflops"] = row["flops"] / (us * 1e6)
    if ceilings.copy_gbps:
        if row.get("bytes"):
            row["floor_us"] = row["bytes"] / (ceilings.copy_gbps * 1e3)
        row["two_tensor_floor_us"] = row["two_tensor_bytes"] / (ceilings.copy_gbps * 1e3)
    if us and row.get("p10_us") is not None:
        row["spread"] = (row["p90_us"] - row["p10_us"]) / us
    for key, name in (("vs_cudnn_winograd", "cudnn-winograd"), ("vs_cudnn_fastest", "cudnn-fastest"), ("vs_none", "tvm-none")):
        reference = references.get((problem.key, name))
        if us and reference:
            row[key] = reference / us
    fastest = references.get((problem.key, "cudnn-fastest"))
    if fastest and not row["variant"].startswith("cudnn"):
        row["cudnn_fastest_us"] = fastest
        row["cudnn_algo"] = references.get((problem.key, "cudnn-fastest-algo"))
    return row


class ResultFiles:
    """results.jsonl (every row, appended as measured) and results.csv (rewritten after each row)."""

    def __init__(self, out: Path, resume: bool):
        self.jsonl, self.csv = out / "results.jsonl", out / "results.csv"
        self.rows: list[dict] = []
        if resume and self.jsonl.is_file():
            rows = [json.loads(line) for line in self.jsonl.read_text().splitlines() if line.strip()]
            self.rows = [r for r in rows if r.get("status") != "failed"]
        else:
            self.jsonl.write_text("")

    def done(self, problem_key: str, variant: str) -> bool:
        """Measured already (a failed row is tried again, and its new row supersedes it)."""
        return any(r["problem"] == problem_key and r["variant"] == variant and r.get("status") != "failed" for r in self.rows)

    def add(self, row: dict) -> None:
        self.rows.append(row)
        with open(self.jsonl, "a") as f:
            f.write(json.dumps(row) + "\n")
        with open(self.csv, "w", newline="") as f:
            writer = csv.DictWriter(f, COLUMNS, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(r for r in self.rows if r["variant"] != "ceilings")


@dataclass
class SweepResult:
    out: Path
    rows: list[dict] = field(default_factory=list)
    ceilings: Ceilings = field(default_factory=Ceilings)


def run_sweep(definition: SweepDefinition, out: Path, builds: Path, arch: str = "sm_90", jobs: int = os.cpu_count() or 2,
              reps: int = 200, resume: bool = False, prototypes: tuple[Path, ...] = (), limits: Limits = Limits.sm90(),
              show_progress: bool = True) -> SweepResult:
    if gpu_count() == 0:
        raise PkfError("pkf sweep: no CUDA GPU visible on this machine; the sweep times every variant on a GPU, run it where one is")
    out.mkdir(parents=True, exist_ok=True)
    files = ResultFiles(out, resume)
    cases = sweep_cases(definition, limits)
    problems = list(dict.fromkeys(c.problem for c in cases if c.problem is not None))
    todo = [c for c in cases if not files.done(c.key, c.label)]
    jobs_list = [(c, builds / f"{c.label}-{c.key}", arch, prototypes, limits.sms) for c in todo]
    cudnn_todo = [p for p in problems if not files.done(p.key, "cudnn-fastest")]
    with ProcessPoolExecutor(jobs) as pool:
        built = list(tqdm(pool.map(build_case, jobs_list), total=len(jobs_list), desc="build", disable=not show_progress))
        harnesses = dict(zip(cudnn_todo, pool.map(_build_cudnn, [(p, builds / f"cudnn-{p.key}", arch) for p in cudnn_todo])))

    previous = next((r for r in files.rows if r["variant"] == "ceilings"), None)
    if previous:
        ceilings = Ceilings(previous.get("copy_gbps"), previous.get("matmul_tflops"), previous.get("note", ""))
    else:
        ceilings = measure_ceilings()
        files.add({"size": None, "problem": "-", "variant": "ceilings", **asdict(ceilings)})
    for problem in cudnn_todo:
        for row in baseline_rows(problem, *harnesses[problem], reps):
            files.add(complete_row(row, problem, ceilings, {}))

    bar = tqdm(total=len(todo), desc="run", disable=not show_progress)
    for (case, directory, *_), (error, seconds) in zip(jobs_list, built):
        row = {**case.request, "size": case.request.get("h"), "problem": case.key, "variant": case.label, "build_s": round(seconds, 1)}
        if case.variant is not None:
            row["tile"] = f"{case.variant.tbm}x{case.variant.tbn}x{case.variant.tbk}"
            row["schedule"] = schedule_of(case.variant).name
        if error is None:
            try:
                result = run_binary(directory, reps=reps)
                row.update({k: v for k, v in asdict(result).items() if k not in ("problem", "variant")})
                row["status"] = "pass" if result.passed(TOLERANCE[case.problem.dtype]) else "wrong result"
            except PkfError as err:
                error = str(err)
        if error is not None:
            row.update(status="refused" if case.variant is None else "failed", error=error)
        references = {(r["problem"], r["variant"]): r.get("median_us") for r in files.rows if r.get("median_us")}
        references |= {(r["problem"], "cudnn-fastest-algo"): r.get("algo") for r in files.rows if r["variant"] == "cudnn-fastest"}
        files.add(complete_row(row, case.problem, ceilings, references) if case.problem is not None else row)
        bar.update(1)
        bar.set_postfix(last=f"{case.label} {case.request.get('h')}: {row.get('median_us') or row['status']}")
    bar.close()
    return SweepResult(out, files.rows, ceilings)


def write_report(result: SweepResult, title: str) -> list[Path]:
    from pkf.sweep_report import markdown_table, plot_all, plot_layers

    (result.out / "table.md").write_text(markdown_table(result.rows))
    layers = [plot_layers(result.rows, result.out, title)] if any(r.get("layer") for r in result.rows) else []
    return [result.out / "table.md", *layers, *plot_all(result.rows, result.out, title)]
