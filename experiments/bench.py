"""Build, check and time a suite of variants on the GPU, from saved prototypes (no TVM needed),
with cuDNN measured in the same run.

    PYTHONPATH=. python3 experiments/bench.py --suite pkf --out "$OUT"

Builds run in parallel (nvcc is the slow part), runs one at a time. Baselines per problem: every
cuDNN forward algorithm through pkf's cuDNN harness (its Winograd = the faster of WINOGRAD and
WINOGRAD_NONFUSED that it supports), and cuDNN's fastest algorithm as PyTorch's autotuner picks it
(fastest = the faster of that and the legacy algorithms). Writes results.jsonl, results.csv and
table.md under --out, and prints the table last.
"""

import argparse
import csv
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from experiments.suites import SUITES  # noqa: E402
from harness.cudnn import WINOGRAD_ALGOS, build_cudnn_harness, run_cudnn  # noqa: E402
from harness.run import run_binary  # noqa: E402
from pkf.build import build, prototype_for  # noqa: E402
from pkf.errors import PkfError  # noqa: E402

PROTOTYPES = REPO / "experiments" / "prototypes"
TOLERANCE = 1e-2


def build_variant(job):
    problem, variant, arch, directory = job
    started = time.time()
    try:
        prototype = prototype_for(problem, variant, arch, PROTOTYPES / variant.prototype_name(problem, arch))
        build(prototype, variant, directory, arch)
        return None, time.time() - started
    except PkfError as err:
        return str(err), time.time() - started


def build_baseline(job):
    problem, arch, directory = job
    try:
        return build_cudnn_harness(problem, directory, arch), None
    except PkfError as err:
        return None, str(err)


def measure_baselines(problem, binary, reps) -> dict:
    """{'cudnn-winograd': ..., 'cudnn-fastest': ...}, each a row with its algorithm named."""
    rows = {}
    measured = run_cudnn(binary, reps=reps) if binary else []
    algos = [a for a in measured if a.supported and a.not_finite == 0]
    winograd = [a for a in algos if a.algo.split("/")[0] in WINOGRAD_ALGOS]
    if winograd:
        best = min(winograd, key=lambda a: a.median_us)
        rows["cudnn-winograd"] = {"median_us": best.median_us, "rel_l2": best.rel_l2, "max_abs": best.max_abs,
                                  "algo": best.algo}
    candidates = [{"median_us": a.median_us, "rel_l2": a.rel_l2, "max_abs": a.max_abs, "algo": a.algo} for a in algos]
    try:
        from experiments.baselines import torch_fastest

        candidates.append({**torch_fastest(problem, reps), "algo": "PyTorch cudnn.benchmark pick"})
    except ImportError:
        pass
    if candidates:
        rows["cudnn-fastest"] = min(candidates, key=lambda r: r["median_us"])
    rows["cudnn-all"] = [asdict(a) for a in measured]
    return rows


def markdown_table(rows) -> str:
    head = ("| problem | variant | median µs | rel L2 | max abs | MB moved | GB/s | % copy BW | × none "
            "| × cuDNN Winograd | × cuDNN fastest | check |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n")
    lines = []
    fmt = lambda v, f: "—" if v is None else format(v, f)  # noqa: E731
    for row in rows:
        if "error" in row:
            lines.append(f"| {row['problem']} | {row['variant']} | — | — | — | — | — | — | — | — | — | FAILED: {row['error'][:100]} |")
            continue
        mb = row.get("bytes") and row["bytes"] / 1e6
        lines.append(
            f"| {row['problem']} | {row['variant']} | {row['median_us']:.2f} | {row['rel_l2']:.2e} | {row['max_abs']:.2e} "
            f"| {fmt(mb, '.1f')} | {fmt(row.get('gbps'), '.0f')} | {fmt(row.get('copy_fraction') and 100 * row['copy_fraction'], '.0f')} "
            f"| {fmt(row.get('vs_none'), '.2f')} | {fmt(row.get('vs_cudnn_winograd'), '.2f')} "
            f"| {fmt(row.get('vs_cudnn_fastest'), '.2f')} | {row.get('check', '')} |"
        )
    return head + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default="pkf", choices=sorted(SUITES))
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("OUT", "bench-out")))
    parser.add_argument("--builds", type=Path, default=Path("/tmp/pkf-bench-builds"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--reps", type=int, default=200)
    parser.add_argument("--no-baselines", action="store_true")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    cases = [(p, v, args.arch, args.builds / f"{v.name}-{p.key}") for p, v in SUITES[args.suite]]
    problems = list(dict.fromkeys(p for p, *_ in cases))
    baseline_jobs = [] if args.no_baselines else [(p, args.arch, args.builds / f"cudnn-{p.key}") for p in problems]
    print(f"building {len(cases)} variants and {len(baseline_jobs)} cuDNN harnesses, {args.jobs} nvcc jobs", flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        built = list(pool.map(build_variant, cases))
        harnesses = dict(zip(problems, pool.map(build_baseline, baseline_jobs))) if baseline_jobs else {}

    copy_gbps = None
    if not args.no_baselines:
        from experiments.baselines import copy_bandwidth_gbps

        copy_gbps = copy_bandwidth_gbps()
        print(f"device copy bandwidth (read + write): {copy_gbps:.0f} GB/s", flush=True)

    rows, baselines = [], {}
    with open(args.out / "results.jsonl", "w") as log:
        def emit(row):
            rows.append(row)
            log.write(json.dumps(row) + "\n")
            log.flush()

        for problem in problems:
            binary, error = harnesses.get(problem, (None, "baselines skipped"))
            if binary is None:
                print(f"cuDNN baseline for {problem.key}: {error}", flush=True)
            baselines[problem] = measure_baselines(problem, binary, args.reps) if not args.no_baselines else {}
            for name in ("cudnn-winograd", "cudnn-fastest"):
                if name in baselines[problem]:
                    row = baselines[problem][name]
                    emit({"problem": problem.key, "variant": f"{name} ({row['algo']})", **row, "check": "reference"})
            emit({"problem": problem.key, "variant": "cudnn-all-algorithms", "algos": baselines[problem].get("cudnn-all", []),
                  "median_us": None, "skip_table": True})

        none_us = {}
        for (problem, variant, _, directory), (error, seconds) in zip(cases, built):
            row = {"problem": problem.key, "variant": variant.name, "tile": f"{variant.tbm}x{variant.tbn}x{variant.tbk}",
                   "build_s": round(seconds, 1)}
            if error is None:
                try:
                    result = run_binary(directory, reps=args.reps)
                    row.update(asdict(result), problem=problem.key, variant=variant.name)
                    row["check"] = "pass" if result.passed(TOLERANCE) else "FAIL"
                    if variant.fusion == "none":
                        none_us[problem] = result.median_us
                    ours = result.median_us
                    row["vs_none"] = none_us.get(problem) and none_us[problem] / ours
                    for key, name in (("vs_cudnn_winograd", "cudnn-winograd"), ("vs_cudnn_fastest", "cudnn-fastest")):
                        row[key] = baselines[problem][name]["median_us"] / ours if name in baselines[problem] else None
                    row["copy_fraction"] = copy_gbps and result.gbps / copy_gbps
                    print(result.summary(), flush=True)
                except PkfError as err:
                    error = str(err)
            if error is not None:
                row["error"] = error
                print(f"FAILED {variant.name} {problem.key}: {error}", flush=True)
            emit(row)

    table_rows = [r for r in rows if not r.get("skip_table")]
    columns = ["problem", "variant", "tile", "median_us", "p10_us", "p90_us", "rel_l2", "max_abs", "not_finite", "bytes",
               "flops", "gbps", "tflops", "copy_fraction", "vs_none", "vs_cudnn_winograd", "vs_cudnn_fastest",
               "device", "check", "error"]
    with open(args.out / "results.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(table_rows)
    table = markdown_table(table_rows)
    if copy_gbps:
        table += f"\nMeasured device copy bandwidth (read + write): {copy_gbps:.0f} GB/s.\n"
    (args.out / "table.md").write_text(table)
    print(table)
    return 0 if all(r.get("check") in ("pass", "reference") for r in table_rows) else 1


if __name__ == "__main__":
    sys.exit(main())
