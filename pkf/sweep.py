"""`pkf sweep`: every variant of a sweep definition at every feature-map size (or every layer of a suite at every
batch), built in parallel, then problem by problem on the GPU: cuDNN's fastest (from the baseline cache where it was
measured before on this device and cuDNN) and each pkf variant, checked and timed the same way, with the device's
ceilings measured in the same run. A problem that fails (out of memory, a launch error, a hung kernel, a wrong result)
is a row with its status and error, and the sweep goes on. Rows are written as they come (results.jsonl, results.csv),
so a stopped sweep keeps what it measured and `--resume` goes on from there; table.md and the plots come at the end.
"""

import csv
import datetime
import json
import os
import sys
import time
import tomllib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path

from pkf.files import foreign_file, locked, note_written, read_entries, write_atomically
from pkf.harness.cudnn import WINOGRAD_ALGOS, build_cudnn_harness, run_cudnn
from pkf.harness.run import BINARY, TOLERANCE, HarnessTimeout, run_binary
from pkf.build import BUILD_RECORD, build, load_prune_report, obtain_prototype
from pkf.costs import two_tensor_bytes
from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.limits import Limits, device_name, gpu_count
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


EXAMPLES = {"sizes": "[224, 448]", "batches": "[1, 8]", "variants": '["auto"]', "pruned": '["DIR"]',
            "layers": '[{ name = "vgg-64@224", c = 64, h = 224 }]'}


def select(definition: SweepDefinition, layers: str | None, batches: str | None) -> SweepDefinition:
    """The definition with only the named layers (comma-separated) and batches (comma-separated counts)."""
    if layers:
        names = layers.split(",")
        known = [layer["name"] for layer in definition.layers]
        unknown = [name for name in names if name not in known]
        if unknown:
            raise PkfError(f"--layers: {unknown[0]!r} is not a layer of {definition.name}; its layers: {', '.join(known) or 'none'}")
        definition = replace(definition, layers=tuple(layer for layer in definition.layers if layer["name"] in names))
    if batches:
        try:
            counts = tuple(int(b) for b in batches.split(","))
        except ValueError:
            raise PkfError(f"--batches {batches}: comma-separated batch sizes, e.g. --batches 1,8") from None
        if any(b < 1 for b in counts):
            raise PkfError(f"--batches {batches}: each batch size is at least 1")
        definition = replace(definition, batches=counts)
    return definition


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
    for name, kind in (("sizes", int), ("batches", int), ("variants", str), ("pruned", str), ("layers", dict)):
        if name in values and (not isinstance(values[name], (list, tuple))
                               or not all(isinstance(v, kind) and not isinstance(v, bool) for v in values[name])):
            raise PkfError(f"{path}: {name} = {values[name]!r}: a list of {kind.__name__ if kind is not dict else 'tables'}, "
                           f"e.g. {name} = {EXAMPLES[name]}")
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
    except Exception as err:  # noqa: BLE001 -- a bug: the case's row fails and says so, the sweep goes on
        return one_line(err), time.time() - started


def _build_cudnn(job):
    problem, directory, arch = job
    try:
        return build_cudnn_harness(problem, directory, arch), None
    except PkfError as err:
        return None, str(err)
    except Exception as err:  # noqa: BLE001 -- a bug: the problem's baseline rows fail and say so, the sweep goes on
        return None, one_line(err)


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


REFUSED = "CUDNN_STATUS_NOT_SUPPORTED"  # the cuDNN harness's error where cuDNN supports no algorithm for the problem


def baseline_rows(problem: Problem, binary: Path | None, error: str | None, reps: int, timeout_s: float | None = None,
                  top: int = 3) -> list[dict]:
    """cuDNN's fastest (the `top` fastest of its find in either layout, checked and timed, and PyTorch's cudnn.benchmark
    pick, timed the same way) and cuDNN's Winograd (timed where it is among those, else its find time), as rows. One
    that fails is said in the row's error; the other still counts."""
    base = {"size": problem.h, "problem": problem.key}
    candidates, errors, winograd = [], [error] if error else [], []
    if binary is not None:
        try:
            algos = run_cudnn(binary, reps=reps, top=top, timeout_s=timeout_s)
            candidates = [{"median_us": a.median_us, "p10_us": a.p10_us, "p90_us": a.p90_us, "rel_l2": a.rel_l2,
                           "max_abs": a.max_abs, "algo": a.algo} for a in algos if a.timed and a.not_finite == 0 and a.median_us]
            winograd = [c for c in candidates if c["algo"].split("/")[0] in WINOGRAD_ALGOS]
            found = [a for a in algos if a.algo.split("/")[0] in WINOGRAD_ALGOS and a.supported and a.find_us]
            if not winograd and found:
                best = min(found, key=lambda a: a.find_us)
                winograd = [{"median_us": best.find_us, "algo": f"{best.algo} (cuDNN's find time: not checked, one run)"}]
        except PkfError as err:
            errors.append(str(err))
    try:
        from pkf.harness.baselines import torch_fastest

        candidates.append({**torch_fastest(problem, reps), "algo": "PyTorch cudnn.benchmark pick"})
    except ImportError:
        pass
    except Exception as err:  # noqa: BLE001 -- out of memory or a CUDA error in PyTorch: a row, not the end of the sweep
        errors.append(f"PyTorch's pick: {one_line(err)}")
    rows = []
    for name, pool in (("cudnn-winograd", winograd), ("cudnn-fastest", candidates)):
        if pool:
            best = min(pool, key=lambda c: c["median_us"])
            rows.append({**base, "variant": name, "status": "reference", **best, **({"error": "; ".join(errors)} if errors else {})})
        elif name == "cudnn-winograd" and not errors:
            rows.append({**base, "variant": name, "status": "unsupported", "error": "cuDNN offers no Winograd algorithm here"})
        elif name == "cudnn-winograd" and all(REFUSED in e for e in errors):
            # cuDNN's legacy API refuses the whole problem (over 2^31 elements a tensor: N = 32 at 1080p); PyTorch's pick
            # still gives cuDNN's fastest
            rows.append({**base, "variant": name, "status": "unsupported", "error": f"cuDNN refuses this problem: {errors[0]}"})
        else:
            rows.append({**base, "variant": name, "status": "failed", "error": "; ".join(errors) or "no supported algorithm"})
    return rows


def one_line(err: BaseException) -> str:
    text = " ".join(str(err).split())
    return f"{type(err).__name__}: {text[:300]}"


BASELINE_FORMAT = 1
# How the baselines are measured: part of the cache's key, so that a change of method re-times them.
BASELINE_METHOD = "cuDNN find, top 3 checked and timed + PyTorch's pick; events behind a 100 us hold; 400 ms budget"


def cudnn_version() -> str:
    try:
        import torch

        return f"cuDNN {torch.backends.cudnn.version()}"
    except (ImportError, AttributeError, RuntimeError):
        return "cuDNN (version unknown)"


class BaselineCache:
    """Measured baselines (cuDNN's rows for a problem), kept by device, cuDNN version, problem and method, so that a
    second sweep on the same machine re-times only pkf ($PKF_BASELINE_CACHE, default ~/.cache/pkf/baselines.json). A
    file that is not such a cache is set aside (never over an earlier one) with a warning and read as empty."""

    def __init__(self, path: Path | None = None, warn=lambda message: print(f"pkf: warning: {message}", file=sys.stderr)):
        default = Path(os.environ.get("PKF_BASELINE_CACHE", Path.home() / ".cache" / "pkf" / "baselines.json"))
        self.path, self.warn = path or default, warn

    @staticmethod
    def key(device: str, cudnn: str, problem: Problem) -> str:
        return f"{device} | {cudnn} | {problem.key} | {BASELINE_METHOD}"

    def _read(self) -> dict:
        return read_entries(self.path, BASELINE_FORMAT, "baseline cache", self.warn, "baselines are measured again")

    def get(self, key: str) -> list[dict] | None:
        with locked(self.path):
            entry = self._read().get(key)
        return entry["rows"] if isinstance(entry, dict) and isinstance(entry.get("rows"), list) else None

    def put(self, key: str, rows: list[dict]) -> None:
        with locked(self.path):
            entries = self._read()
            entries[key] = {"measured": datetime.date.today().isoformat(), "rows": rows}
            write_atomically(self.path, (json.dumps({"format": BASELINE_FORMAT, "entries": entries}, indent=1) + "\n").encode())


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
        foreign = foreign_file(out) if out.is_dir() else None
        if foreign is not None:
            raise PkfError(f"--out {out}: holds {foreign}, which pkf did not write; the sweep writes its results there: "
                           "name a new or empty folder")
        out.mkdir(parents=True, exist_ok=True)
        self.jsonl, self.csv = out / "results.jsonl", out / "results.csv"
        note_written(out, [self.jsonl.name, self.csv.name])
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


RUN_TIMEOUT_S = 120  # one harness run: a check and a budget of timed repetitions take seconds; longer is a hang


def measure_baselines(problem: Problem, harness: tuple, reps: int, timeout_s: float, cache: BaselineCache | None,
                      device: str, fresh: bool) -> tuple[list[dict], str]:
    """cuDNN's rows for the problem, from the cache (unless `fresh`) or measured (and cached where all went well);
    and where they came from."""
    key = BaselineCache.key(device, cudnn_version(), problem)
    if cache is not None and not fresh:
        rows = cache.get(key)
        if rows is not None:
            return rows, "cached"
    rows = baseline_rows(problem, *harness, reps, timeout_s)
    if cache is not None and all(r["status"] in ("reference", "unsupported") and not r.get("error") for r in rows):
        cache.put(key, rows)
    return rows, "measured"


def run_case(case: Case, directory: Path, error: str | None, seconds: float, reps: int, timeout_s: float) -> dict:
    """One pkf case's row: its check and time, or its status and one-line error."""
    row = {**case.request, "size": case.request.get("h"), "problem": case.key, "variant": case.label, "build_s": round(seconds, 1)}
    if case.variant is not None:
        row["tile"] = f"{case.variant.tbm}x{case.variant.tbn}x{case.variant.tbk}"
        row["schedule"] = schedule_of(case.variant).name
    if error is None:
        try:
            result = run_binary(directory, reps=reps, timeout_s=timeout_s)
            row.update({k: v for k, v in asdict(result).items() if k not in ("problem", "variant")})
            row["status"] = "pass" if result.passed(TOLERANCE[case.problem.dtype]) else "wrong result"
            return row
        except HarnessTimeout as err:
            return {**row, "status": "hung", "error": str(err)}
        except PkfError as err:
            error = str(err)
    return {**row, "status": "refused" if case.variant is None else "failed", "error": error}


def run_sweep(definition: SweepDefinition, out: Path, builds: Path, arch: str = "sm_90", jobs: int = os.cpu_count() or 2,
              reps: int = 200, resume: bool = False, prototypes: tuple[Path, ...] = (), limits: Limits = Limits.sm90(),
              show_progress: bool = True, fresh_baselines: bool = False, timeout_s: float = RUN_TIMEOUT_S,
              baselines: BaselineCache | None = None) -> SweepResult:
    started = time.time()
    if gpu_count() == 0:
        raise PkfError("pkf sweep: no CUDA GPU visible on this machine; the sweep times every variant on a GPU, run it where one is")
    files = ResultFiles(out, resume)
    device = device_name() or "unknown GPU"
    cases = sweep_cases(definition, limits)
    todo = [c for c in cases if not files.done(c.key, c.label)]
    jobs_list = [(c, builds / f"{c.label}-{c.key}", arch, prototypes, limits.sms) for c in todo]
    problems = list(dict.fromkeys(c.problem for c in cases if c.problem is not None))
    cudnn_todo = [p for p in problems if not files.done(p.key, "cudnn-fastest")]
    cached = {p for p in cudnn_todo if baselines is not None and not fresh_baselines
              and baselines.get(BaselineCache.key(device, cudnn_version(), p)) is not None}
    harness_jobs = [(p, builds / f"cudnn-{p.key}", arch) for p in cudnn_todo if p not in cached]
    say = print if show_progress else (lambda *a, **k: None)
    say(f"building {len(jobs_list)} pkf variants and {len(harness_jobs)} cuDNN harnesses ({len(cached)} baselines cached) "
        f"with {jobs} jobs", flush=True)
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            built = list(pool.map(build_case, jobs_list))
            harnesses = dict(zip((j[0] for j in harness_jobs), pool.map(_build_cudnn, harness_jobs)))
    else:
        built = [build_case(job) for job in jobs_list]
        harnesses = {job[0]: _build_cudnn(job) for job in harness_jobs}
    say(f"built in {time.time() - started:.0f} s", flush=True)

    previous = next((r for r in files.rows if r["variant"] == "ceilings"), None)
    if previous:
        ceilings = Ceilings(previous.get("copy_gbps"), previous.get("matmul_tflops"), previous.get("note", ""))
    else:
        ceilings = measure_ceilings()
        files.add({"size": None, "problem": "-", "variant": "ceilings", **asdict(ceilings)})

    by_problem: dict[str, list] = {}
    for job, outcome in zip(jobs_list, built):
        by_problem.setdefault(job[0].key, []).append((job, outcome))
    keys = list(dict.fromkeys([c.key for c in cases if c.key in by_problem or c.problem in cudnn_todo]))
    for number, key in enumerate(keys, 1):
        problem = next((c.problem for c in cases if c.key == key), None)
        if problem is not None and problem in cudnn_todo:
            try:
                rows, source = measure_baselines(problem, harnesses.get(problem, (None, None)), reps, timeout_s, baselines,
                                                 device, fresh_baselines)
            except Exception as err:  # noqa: BLE001 -- one problem's failure is its row, never the end of the sweep
                rows, source = [{"size": problem.h, "problem": problem.key, "variant": v, "status": "failed",
                                 "error": one_line(err)} for v in ("cudnn-winograd", "cudnn-fastest")], "failed"
            for row in rows:
                files.add(complete_row({**row, "baseline": source}, problem, ceilings, {}))
        lines = []
        for (case, directory, *_), (error, seconds) in by_problem.get(key, []):
            try:
                row = run_case(case, directory, error, seconds, reps, timeout_s)
            except Exception as err:  # noqa: BLE001
                row = {**case.request, "problem": case.key, "variant": case.label, "status": "failed", "error": one_line(err)}
            references = {(r["problem"], r["variant"]): r.get("median_us") for r in files.rows if r.get("median_us")}
            references |= {(r["problem"], "cudnn-fastest-algo"): r.get("algo") for r in files.rows if r["variant"] == "cudnn-fastest"}
            files.add(complete_row(row, case.problem, ceilings, references) if case.problem is not None else row)
            lines.append(progress_text(row))
        fastest = next((r for r in reversed(files.rows) if r["problem"] == key and r["variant"] == "cudnn-fastest"), None)
        request = next(c.request for c in cases if c.key == key)
        cudnn = (f"cuDNN {fastest['median_us']:.1f} us ({fastest.get('algo')}, {fastest.get('baseline', '')})"
                 if fastest and fastest.get("median_us") else f"cuDNN {fastest['status'] if fastest else '-'}")
        say(f"[{number}/{len(keys)} {time.time() - started:5.0f} s] {request.get('layer') or ''} N={request['n']} "
            f"{request['h']}x{request['w']} C={request['c']} K={request['k']}: {'; '.join(lines) or '-'}; {cudnn}", flush=True)
    say(f"sweep done in {time.time() - started:.0f} s", flush=True)
    return SweepResult(out, files.rows, ceilings)


def progress_text(row: dict) -> str:
    if row.get("median_us") is None:
        return f"{row['variant']} {row['status']}: {(row.get('error') or '')[:120]}"
    ratio = f" = {row['vs_cudnn_fastest']:.2f}x cuDNN" if row.get("vs_cudnn_fastest") else ""
    return f"{row['variant']} {row['median_us']:.1f} us (rel L2 {row.get('rel_l2', float('nan')):.1e}, {row['status']}){ratio}"


def status_counts(rows: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for row in rows:
        if row.get("variant") != "ceilings":
            counts[row.get("status", "?")] = counts.get(row.get("status", "?"), 0) + 1
    return counts


def write_report(result: SweepResult, title: str) -> list[Path]:
    from pkf.sweep_report import markdown_table, plot_all, plot_layers

    (result.out / "table.md").write_text(markdown_table(result.rows))
    layers = [plot_layers(result.rows, result.out, title)] if any(r.get("layer") for r in result.rows) else []
    written = [result.out / "table.md", *layers, *plot_all(result.rows, result.out, title)]
    note_written(result.out, [path.name for path in written])
    return written
