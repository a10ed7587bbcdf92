"""Build, check and time a suite of variants on the GPU, from saved prototypes (no TVM needed).

    PYTHONPATH=. python3 experiments/bench.py --suite foundation --out "$OUT"

Builds run in parallel (nvcc is the slow part), runs one at a time. Writes results.jsonl,
results.csv, table.md and a log per build under --out; prints the table last.
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
from harness.run import Result, run_binary  # noqa: E402
from pkf.build import build, prototype_for  # noqa: E402
from pkf.errors import PkfError  # noqa: E402
from pkf.variant import Variant  # noqa: E402

PROTOTYPES = REPO / "experiments" / "prototypes"
TOLERANCE = 1e-2


def build_one(job):
    problem, variant, arch, directory = job
    started = time.time()
    try:
        prototype = prototype_for(problem, variant, arch, PROTOTYPES / variant.prototype_name(problem, arch))
        build(prototype, variant, directory, arch)
        return directory, None, time.time() - started
    except PkfError as err:
        return directory, str(err), time.time() - started


def markdown_table(rows) -> str:
    head = "| problem | variant | median µs | p10–p90 µs | rel L2 | max abs | GB/s (compulsory) | check |\n"
    head += "|---|---|---|---|---|---|---|---|\n"
    lines = []
    for row in rows:
        if "error" in row:
            lines.append(f"| {row['problem']} | {row['variant']} | — | — | — | — | — | FAILED: {row['error'][:120]} |")
            continue
        lines.append(
            f"| {row['problem']} | {row['variant']} | {row['median_us']:.2f} | {row['p10_us']:.2f}–{row['p90_us']:.2f} "
            f"| {row['rel_l2']:.2e} | {row['max_abs']:.2e} | {row['gbps']:.0f} | {'pass' if row['passed'] else 'FAIL'} |"
        )
    return head + "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--suite", default="foundation", choices=sorted(SUITES))
    parser.add_argument("--fusions", default="none", help="comma-separated fusions")
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--out", type=Path, default=Path(os.environ.get("OUT", "bench-out")))
    parser.add_argument("--builds", type=Path, default=Path("/tmp/pkf-bench-builds"))
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--reps", type=int, default=200)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    jobs = []
    for problem in SUITES[args.suite]:
        for fusion in args.fusions.split(","):
            variant = Variant(fusion)
            jobs.append((problem, variant, args.arch, args.builds / f"{variant.name}-{problem.key}"))
    print(f"building {len(jobs)} variants with {args.jobs} parallel nvcc jobs", flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        built = {directory: (error, seconds) for directory, error, seconds in pool.map(build_one, jobs)}

    rows = []
    with open(args.out / "results.jsonl", "w") as log:
        for problem, variant, _, directory in jobs:
            error, seconds = built[directory]
            row = {"problem": problem.key, "variant": variant.name, "build_s": round(seconds, 1)}
            if error is None:
                try:
                    result: Result = run_binary(directory, reps=args.reps)
                    row.update(asdict(result), problem=problem.key, variant=variant.name)
                    row["passed"] = result.passed(TOLERANCE)
                    print(result.summary(), flush=True)
                except PkfError as err:
                    error = str(err)
            if error is not None:
                row["error"] = error
                print(f"FAILED {variant.name} {problem.key}: {error}", flush=True)
            rows.append(row)
            log.write(json.dumps(row) + "\n")
            log.flush()

    columns = ["problem", "variant", "median_us", "p10_us", "p90_us", "rel_l2", "max_abs", "not_finite",
               "bytes", "flops", "gbps", "tflops", "device", "passed", "error"]
    with open(args.out / "results.csv", "w", newline="") as f:
        writer = csv.DictWriter(f, columns, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(rows)
    table = markdown_table(rows)
    (args.out / "table.md").write_text(table)
    print(table)
    return 0 if all(row.get("passed") for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
