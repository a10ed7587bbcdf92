"""Which rows form reconstructor/rows.py's ROUND_US picks on each layer measured with every form alone
(experiments/device/rows_refit_session.sh's logs, forms-FORM-1.log under folders named by the sums), against the
fastest form measured there.

    PYTHONPATH=. python3 experiments/rows/check_picks.py experiments/results/2026-11-29-h200-rows-refit/*/fp*/forms-*.log
"""

import argparse
import re
from pathlib import Path

from unittest.mock import patch

import pkf.reconstructor.rows as rows
from pkf.limits import Limits
from pkf.problem import Problem
from pkf.reconstructor.schedules.rows import work_us

LINE = re.compile(r"\] (\S+) N=(\d+) (\d+)x(\d+) C=(\d+) K=(\d+):? (?:\S+ )?([\d.]+) us")
FORM = re.compile(r"forms-(\d+)(s?)(?:g(\d))?-\d+\.log")


def modelled_us(form: rows.Form, problem: Problem) -> float:
    """The rounds' µs of the plan the form alone takes (the schedule's `work_us`, without its 3 µs)."""
    with patch.object(rows, "FORMS", (form,)):
        return work_us(problem, None, Limits.sm90())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("logs", nargs="+", type=Path)
    args = parser.parse_args()
    measured: dict[Problem, dict[rows.Form, float]] = {}  # the fastest of each form's runs
    for log in args.logs:
        width, split, groups = FORM.fullmatch(log.name).groups()
        form = rows.Form(log.parent.name, int(width), bool(split), int(groups or 2))
        for match in filter(None, map(LINE.search, log.open())):
            _, n, h, w, c, k, us = match.groups()
            problem = Problem(n=int(n), h=int(h), w=int(w), c=int(c), k=int(k), m=2, accum=form.accum)
            by_form = measured.setdefault(problem, {})
            by_form[form] = min(float(us), by_form.get(form, float("inf")))
    for problem, by_form in measured.items():
        fastest = min(by_form, key=by_form.get)
        pick = min(by_form, key=lambda form: modelled_us(form, problem))
        print(f"{problem.accum} N={problem.n} {problem.h}x{problem.w} C={problem.c} K={problem.k}: fastest {fastest.width}"
              f"{'s' * fastest.split}g{fastest.groups} {by_form[fastest]} us, the rounds pick {pick.width}{'s' * pick.split}"
              f"g{pick.groups} {by_form[pick]} us ({by_form[pick] / by_form[fastest] - 1:+.1%})")


if __name__ == "__main__":
    main()
