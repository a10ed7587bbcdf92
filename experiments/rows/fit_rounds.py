"""Fit one rows form's rounds (reconstructor/rows.py's ROUND_US) to a sweep log of that form alone: the time after
the schedule's 3 µs as the first item's µs plus, per round of items (across images ACROSS_ROUND longer), a fixed part
and one per 16 input channels, least squares in relative error; then the model against each layer.

    PYTHONPATH=. python3 experiments/rows/fit_rounds.py "fp16 64 0 3" experiments/results/2026-11-29-h200-rows-groups/rows-groups/forms-64g3-1.log
"""

import argparse
import re

import numpy as np

import pkf.reconstructor.rows as rows
from pkf.problem import Problem
from pkf.reconstructor.passes import H100_SMS
from pkf.reconstructor.schedules.rows import COST

LINE = re.compile(r"\] (\S+) N=(\d+) (\d+)x(\d+) C=(\d+) K=(\d+):? (?:\S+ )?([\d.]+) us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("form", help='sums, width, split (0/1), warpgroups of products, e.g. "fp16 64 0 3"')
    parser.add_argument("logs", nargs="+", help="rows_ab_session.sh logs of the form alone")
    args = parser.parse_args()
    accum, width, split, groups = args.form.split()
    form = rows.Form(accum, int(width), bool(int(split)), int(groups))
    rows.FORMS = (form,)  # the plan's strips for this form alone, as the sweep ran it
    layers = []
    for log in args.logs:
        for match in filter(None, map(LINE.search, open(log))):
            name, n, h, w, c, k, us = match.groups()
            problem = Problem(n=int(n), h=int(h), w=int(w), c=int(c), k=int(k), m=2, accum=accum)
            plan = rows.rows_plan(problem)
            rounds = -(-plan.items // rows.blocks(plan, problem, H100_SMS)) * (rows.ACROSS_ROUND if plan.across else 1.0)
            layers.append((f"{name} N={n}", rounds, int(c), float(us)))
    terms = np.array([[1.0, r, r * c / 16] for _, r, c, _ in layers])
    after = np.array([us - COST.latency_us for *_, us in layers])
    fit = np.linalg.lstsq(terms / after[:, None], np.ones(len(layers)), rcond=None)[0]
    if fit[0] < 0:  # a first item cannot take negative time: the fit of the other two with it at 0
        fit = np.concatenate([[0.0], np.linalg.lstsq(terms[:, 1:] / after[:, None], np.ones(len(layers)), rcond=None)[0]])
    fit = np.round(fit, 2)
    print(f"first, fixed, per 16 input channels: {tuple(fit.tolist())}")
    for (layer, r, _, us), model in zip(layers, terms @ fit + COST.latency_us):
        print(f"{layer}: {r:g} rounds, measured {us} us, model {model:.1f} ({model / us - 1:+.1%})")


if __name__ == "__main__":
    main()
