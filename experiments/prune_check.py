"""Issue 4 on the GPU: prune PKF-Shmem-16 and PKF-LLC-16 (F(4,3), fp16, 224²), then check the pruned
kernels at 224, 448, 640 and 960: the reference check on three fresh seeds, racecheck and synccheck.

    PYTHONPATH=. python3 experiments/prune_check.py --out "$OUT"

Writes, per variant, prune.json and prune.md (the search's report) and check.md (the pruned
kernels at every size), and summary.md over both, under --out.
"""

import argparse
import random
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from experiments.suites import variant
from pkf.harness.run import BINARY, run_binary
from pkf.harness.sanitizer import TOOLS, find_sanitizer, sanitize
from pkf.build import build, load_prune_report, prototype_for
from pkf.problem import Problem
from pkf.prune_build import prune_build

PROTOTYPES = REPO / "experiments" / "prototypes"
SIZES = (224, 448, 640, 960)


def saved(problem, v, arch="sm_90"):
    return prototype_for(problem, v, arch, PROTOTYPES / v.prototype_name(problem, arch))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--builds", type=Path, default=Path("/tmp/pkf-prune-builds"))
    parser.add_argument("--variants", default="shmem-16,llc-16")
    args = parser.parse_args()
    shutil.rmtree(args.builds, ignore_errors=True)
    sanitizer = find_sanitizer()
    summary = ["| variant | size | removed barriers | seeds | max rel L2 | not finite | µs pruned | racecheck | synccheck |",
               "|---|---|---|---|---|---|---|---|---|"]
    for spec in args.variants.split(","):
        problem = Problem(h=SIZES[0], w=SIZES[0])
        v = variant(problem, spec)
        original = args.builds / f"{v.name}-{SIZES[0]}"
        build(saved(problem, v), v, original)
        pruned = args.builds / f"{v.name}-{SIZES[0]}-pruned"
        record = prune_build(original, pruned, prototypes=(PROTOTYPES,), jobs=16)
        out = args.out / v.name
        out.mkdir(parents=True, exist_ok=True)
        for name in ("prune.json", "prune.md"):
            shutil.copy(pruned / name, out / name)
        print((pruned / "prune.md").read_text().split("\n\n###")[0], flush=True)
        report = load_prune_report(pruned)
        for size in SIZES:
            p = Problem(h=size, w=size)
            directory = args.builds / f"{v.name}-{size}-applied"
            build(saved(p, v), v, directory, pruning=report)
            seeds = [random.SystemRandom().randrange(1, 2**31) for _ in range(3)]
            results = [run_binary(directory, seed=s, reps=100 if s == seeds[0] else 0, warmup=10) for s in seeds]
            verdicts = [sanitize(sanitizer, directory / BINARY, tool, reps=0, warmup=0) if sanitizer else None for tool in TOOLS]
            cells = [v.name, f"{size}²", str(len(record["removed"])), ",".join(map(str, seeds)),
                     f"{max(r.rel_l2 for r in results):.2e}", str(sum(r.not_finite for r in results)),
                     f"{results[0].median_us:.2f}"]
            cells += ["clean" if vd and vd.clean else (vd.summary if vd else "not available") for vd in verdicts]
            summary.append("| " + " | ".join(cells) + " |")
            print(summary[-1], flush=True)
    (args.out / "summary.md").write_text("\n".join(summary) + "\n")
    print("\n".join(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
