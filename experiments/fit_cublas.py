"""The cublas schedule's F(2,3) estimate refitted on what the H200 measured: every run of it in the committed H200
results (the automatic choice took it on small wide suite layers), fitted by relative error as a fixed part, a factor
on the GEMM's time and one on the stages' bytes (all of them inside the L2 there). Prints the fit and each layer.

    PYTHONPATH=. python3 experiments/fit_cublas.py
"""

import json
from pathlib import Path

import numpy as np

from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor.schedules import cublas

RESULTS = Path(__file__).resolve().parent / "results"


def measured() -> dict[Problem, list[float]]:
    """Each F(2,3) cublas problem's medians, from every H200 results file."""
    runs: dict[Problem, list[float]] = {}
    for path in sorted(RESULTS.glob("2026-11-2*-h200-*/**/results.jsonl")):
        for line in path.open():
            r = json.loads(line)
            if r.get("variant") == "pkf-none-cublas" and "_f2x3_" in r.get("problem", "") and r.get("status") == "pass":
                problem = Problem(n=r["n"], h=r["h"], w=r["w"], c=r["c"], k=r["k"], m=2, accum="fp32")
                runs.setdefault(problem, []).append(r["median_us"])
    return runs


def main() -> None:
    runs, limits = measured(), Limits.sm90()
    problems = sorted(runs, key=lambda p: (p.c, p.h, p.n))
    us = np.array([np.median(runs[p]) for p in problems])
    gemm = np.array([p.winograd_flops / (cublas.gemm_tflops(p) * 1e6) for p in problems])
    moved = np.array([cublas.stage_bytes(p) / (cublas.COST.bandwidth_gbps * 1e3) for p in problems])
    assert all(cublas.stage_bytes(p) <= limits.l2_bytes for p in problems)
    fixed = cublas.COST.latency_us + cublas.GEMM_LATENCY_US
    # us = fixed + extra + a gemm + b moved, by relative error
    terms = np.stack([np.ones_like(us), gemm, moved], axis=1) / us[:, None]
    (extra, a, b), *_ = np.linalg.lstsq(terms, 1 - fixed / us, rcond=None)
    print(f"{len(problems)} layers, {sum(map(len, runs.values()))} runs: extra latency {extra:.2f} us, GEMM x{a:.2f}, "
          f"bytes in the L2 x{b:.3f}")
    for p, t, g, m in zip(problems, us, gemm, moved):
        unfitted, fitted = fixed + g + m, fixed + extra + a * g + b * m
        model = cublas.COST.latency_us + cublas.work_us(p, None, limits)  # the schedule's, with the constants it took
        print(f"N={p.n:2d} {p.h}x{p.w} C={p.c}: measured {t:5.1f} us; unfitted {unfitted:5.1f} ({unfitted / t - 1:+.0%}), "
              f"fitted {fitted:5.1f} ({fitted / t - 1:+.0%}), the schedule's {model:5.1f} ({model / t - 1:+.0%})")


if __name__ == "__main__":
    main()
