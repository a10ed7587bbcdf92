"""pkf.torch untuned, with the rows schedule's rule of where it runs untuned (`measured_on`) as it is and as it was
before 2026-12-02 (fp16 sums and full blocks whose items fill 90 % of the SMs, or clusters), against eager cuDNN, on
the models whose layers the two rules decide differently: ResNet-18 at N = 1 (its 128@28 layers) and ResNet-50 at
N = 32 (its 256@14 and 512@7 layers). Timed as examples/compare_models.py times (each way captured in a CUDA graph
and replayed between events behind a GPU hold, median of --reps), rounds alternating; no torch.compile (its
autotuning takes minutes). Error: rel L2 against the fp32 model.

    PYTHONPATH=. python3 experiments/untuned_rule.py --out "$OUT/untuned-rule.json"
"""

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import pkf.torch  # noqa: E402
from compare_models import cases, relative_l2, timed_graph  # noqa: E402
from pkf.reconstructor.passes import H100_SMS  # noqa: E402
from pkf.reconstructor.rows import CHUNK, rows_plan  # noqa: E402
from pkf.reconstructor.schedules import by_name  # noqa: E402
from pkf.reconstructor.schedules.rows import C64_MEASURED_FROM  # noqa: E402
from pkf.torch.autotune import compile_kernels, layer_kernels  # noqa: E402

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    rows = []
    with torch.no_grad():
        for name, model, x, _ in cases(("resnet18", "resnet50")):
            reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
                x.float().cuda().to(memory_format=torch.channels_last))
            torch.backends.cudnn.benchmark = True
            half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
            xh = x.half().cuda().to(memory_format=torch.channels_last)
            forwards = {"cudnn": half}
            for rule_name, rule in RULES.items():  # each layer decides at its first forward, under the rule set here
                object.__setattr__(ROWS, "measured_on", rule)  # the registry's schedules are frozen dataclasses
                try:
                    forwards[rule_name] = pkf.torch.convert(copy.deepcopy(half))
                    compile_kernels(layer_kernels(forwards[rule_name], xh))
                    forwards[rule_name](xh)
                finally:
                    object.__setattr__(ROWS, "measured_on", RULES["now"])
            row = {"model": name, "device": torch.cuda.get_device_name(), "us": {way: [] for way in forwards}}
            for _ in range(args.rounds):
                for way, forward in forwards.items():
                    us, y, timing = timed_graph(forward, xh, args.reps)
                    row["us"][way].append(us)
                    row[f"{way}_rel_l2"], row[f"{way}_timing"] = relative_l2(y, reference), timing
            row["median_us"] = {way: statistics.median(times) for way, times in row["us"].items()}
            row["pkf_layers"] = {way: [d.path for layer in forwards[way].modules() for d in getattr(layer, "decisions", {}).values()]
                                 for way in RULES}
            rows.append(row)
            m = row["median_us"]
            print(f"{name}: cuDNN {m['cudnn']:.1f} us; pkf.torch now {m['now']:.1f} us ({m['cudnn'] / m['now']:.2f}x, "
                  f"{row['pkf_layers']['now'].count('pkf')} layers pkf), before {m['before']:.1f} us "
                  f"({m['cudnn'] / m['before']:.2f}x, {row['pkf_layers']['before'].count('pkf')} layers pkf); rel L2 "
                  f"cuDNN {row['cudnn_rel_l2']:.2e}, now {row['now_rel_l2']:.2e}, before {row['before_rel_l2']:.2e}", flush=True)
            del forwards, half, reference
            torch.cuda.empty_cache()
    args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
