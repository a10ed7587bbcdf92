"""pkf.torch untuned, with the rows schedule's rule of where it runs untuned (`measured_on`) as it is and as it was
before 2026-12-02 (fp16 sums and full blocks whose items fill 90 % of the SMs, or clusters), against eager cuDNN, on
the models whose layers the two rules decide differently: ResNet-18 at N = 1 (its 128@28 layers) and ResNet-50 at
N = 32 (its 256@14 and 512@7 layers). Timed as examples/compare_models.py times (each way captured in a CUDA graph
and replayed between events behind a GPU hold, median of --reps), rounds alternating; no torch.compile (its
autotuning takes minutes). Error: rel L2 against the fp32 model.

    PYTHONPATH=. python3 experiments/untuned_rule.py --out "$OUT/untuned-rule.json"
"""

import sys
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from compare_models import cases  # noqa: E402
from experiments.model_ab import alternated, arguments, converted, pkf_layers, run  # noqa: E402
from pkf.reconstructor.passes import H100_SMS  # noqa: E402
from pkf.reconstructor.rows import CHUNK, rows_plan  # noqa: E402
from pkf.reconstructor.schedules import by_name  # noqa: E402
from pkf.reconstructor.schedules.rows import C64_MEASURED_FROM  # noqa: E402

ROWS = by_name("rows")
RULES = {"now": ROWS.measured_on}


def before(problem) -> bool:
    """The rule before 2026-12-02."""
    if problem.c == problem.k == CHUNK:
        return problem.h * problem.w >= C64_MEASURED_FROM
    plan = rows_plan(problem)
    if plan.cluster > 1:
        return True
    if problem.accum == "fp32":
        return False
    filled = plan.items >= 0.9 * H100_SMS if plan.groups == 3 else plan.items * plan.width >= 0.9 * H100_SMS * 128
    return not plan.split and filled


RULES["before"] = before


def measure(args, name, reference, half, x) -> dict:
    forwards = {"cudnn": half}
    for rule_name, rule in RULES.items():  # each layer decides at its first forward, under the rule set here
        object.__setattr__(ROWS, "measured_on", rule)  # the registry's schedules are frozen dataclasses
        try:
            forwards[rule_name] = converted(half, x)
        finally:
            object.__setattr__(ROWS, "measured_on", RULES["now"])
    row = alternated(name, forwards, x, reference, args.rounds, args.reps)
    row["pkf_layers"] = {way: pkf_layers(forwards[way]) for way in RULES}
    return row


def line(row: dict) -> str:
    m, on_pkf = row["median_us"], row["pkf_layers"]
    return (f"{row['model']}: cuDNN {m['cudnn']:.1f} us; pkf.torch now {m['now']:.1f} us ({m['cudnn'] / m['now']:.2f}x, "
            f"{on_pkf['now']} layers pkf), before {m['before']:.1f} us ({m['cudnn'] / m['before']:.2f}x, "
            f"{on_pkf['before']} layers pkf); rel L2 cuDNN {row['cudnn_rel_l2']:.2e}, now {row['now_rel_l2']:.2e}, "
            f"before {row['before_rel_l2']:.2e}")


def main() -> int:
    args = arguments(__doc__)
    return run(((name, model, x) for name, model, x, _ in cases(("resnet18", "resnet50"))), partial(measure, args), line,
               args.out)


if __name__ == "__main__":
    sys.exit(main())
