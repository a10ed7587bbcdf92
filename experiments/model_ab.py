"""What the A/B scripts on whole models share (experiments/untuned_rule.py, residual_models.py, programmatic_launch.py):
a model in half precision beside its fp32 output, its converted copies with their kernels compiled in parallel, and
the ways timed in alternating rounds as examples/compare_models.py times them (each captured in a CUDA graph and
replayed between events behind a GPU hold, median of `reps`), each way's error against the fp32 model."""

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

import pkf.torch  # noqa: E402
from compare_models import relative_l2, timed_graph  # noqa: E402
from pkf.torch.autotune import compile_kernels, layer_kernels  # noqa: E402
from pkf.torch.convert import PkfConv2d  # noqa: E402


def halved(model, x) -> tuple[torch.Tensor, torch.nn.Module, torch.Tensor]:
    """The fp32 model's output on x (the reference), and the model and x in half precision, channels-last, on the GPU
    (cuDNN's benchmark mode on: its eager way picks its fastest algorithms)."""
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
        x.float().cuda().to(memory_format=torch.channels_last))
    torch.backends.cudnn.benchmark = True
    half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
    return reference, half, x.half().cuda().to(memory_format=torch.channels_last)


def converted(half, x, change=lambda model: model):
    """pkf.torch's copy of `half` (`change`d before its first forward), its kernels compiled and its layers decided at
    x's size."""
    model = change(pkf.torch.convert(copy.deepcopy(half)))
    compile_kernels(layer_kernels(model, x))
    model(x)
    return model


def pkf_layers(model) -> int:
    """How many of the converted model's layer decisions run pkf's kernel."""
    return sum(d.path == "pkf" for m in model.modules() if isinstance(m, PkfConv2d) for d in m.decisions.values())


def alternated(name: str, forwards: dict, x, reference, rounds: int, reps: int, before=lambda way: None,
               after_round=lambda row, outputs: None) -> dict:
    """Each way of `forwards` timed in `rounds` alternating rounds (`before(way)` ahead of each; `after_round(row,
    outputs)` after each, with each way's output): the row of its times, medians, errors and timing method."""
    row = {"model": name, "device": torch.cuda.get_device_name(), "us": {way: [] for way in forwards}}
    for _ in range(rounds):
        outputs = {}
        for way, forward in forwards.items():
            before(way)
            us, y, timing = timed_graph(forward, x, reps)
            row["us"][way].append(us)
            row[f"{way}_rel_l2"], row[f"{way}_timing"] = relative_l2(y, reference), timing
            outputs[way] = y.clone()
        after_round(row, outputs)
    row["median_us"] = {way: statistics.median(times) for way, times in row["us"].items()}
    return row


def arguments(doc: str, **more) -> argparse.Namespace:
    """--out (the rows' JSON), --reps, --rounds, and `more` options (name: default)."""
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=2)
    for name, default in more.items():
        parser.add_argument(f"--{name}", default=default)
    return parser.parse_args()


def run(problems, measure, line, out: Path) -> int:
    """measure(name, reference, half model, half input) for each (name, model, x) of `problems` (`halved`), without
    gradients; each row's `line(row)` printed as it comes, and every row written to `out` as JSON."""
    rows = []
    with torch.no_grad():
        for name, model, x in problems:
            rows.append(measure(name, *halved(model, x)))
            print(line(rows[-1]), flush=True)
            torch.cuda.empty_cache()
    out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0
