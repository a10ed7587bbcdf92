"""pkf.torch's pixel shuffle (one copy, channels-last in and out) against PyTorch's on channels-last fp16 inputs, then
EDSR x2 to 1080p through pkf.torch with it and with PyTorch's (convert's rewrite left out), and eager cuDNN. Timed as
examples/compare_models.py times (each captured in a CUDA graph and replayed between events behind a GPU hold, median
of --reps), rounds alternating; the outputs compared bit for bit; the kernels each launches by the PyTorch profiler.

    PYTHONPATH=. python3 experiments/pixel_shuffle.py --out "$OUT/pixel-shuffle.json"
"""

import importlib
import json
import sys
from pathlib import Path
from unittest import mock

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "examples"))

from compare_models import kernel_times, timed_graph  # noqa: E402
from models import EDSR, rgb_frame  # noqa: E402
from experiments.model_ab import alternated, arguments, converted, halved  # noqa: E402
from pkf.torch import ops  # noqa: E402

conversion = importlib.import_module("pkf.torch.convert")  # the module (pkf.torch.convert is also the function)
SHAPES = ((1, 256, 540, 960, 2), (1, 576, 270, 480, 3), (8, 256, 128, 128, 2), (4, 128, 64, 96, 2))


def shuffles(reps: int) -> list[dict]:
    rows = []
    for n, c, h, w, r in SHAPES:
        x = torch.randn(n, c, h, w, device="cuda").half().contiguous(memory_format=torch.channels_last)
        row = {"shape": [n, c, h, w], "r": r}
        for way, call in (("pytorch", F.pixel_shuffle), ("pkf", ops.pixel_shuffle)):
            row[f"{way}_us"], y, _ = timed_graph(lambda t: call(t, r), x, reps)
            row[f"{way}_kernels"] = kernel_times(lambda t: call(t, r), x)
            row[f"{way}_channels_last"] = y.is_contiguous(memory_format=torch.channels_last)
            row.setdefault("outputs", []).append(y.clone())
        row["equal"] = bool(torch.equal(*row.pop("outputs")))
        print(f"pixel shuffle {n}x{c}x{h}x{w} r={r}: PyTorch {row['pytorch_us']:.1f} us "
              f"({sum(k[1] for k in row['pytorch_kernels'])} kernels), pkf {row['pkf_us']:.1f} us "
              f"({sum(k[1] for k in row['pkf_kernels'])}), equal {row['equal']}, channels-last {row['pkf_channels_last']}",
              flush=True)
        rows.append(row)
    return rows


def edsr(args) -> dict:
    torch.manual_seed(0)
    reference, half, x = halved(EDSR().eval(), rgb_frame(540, 960))
    with mock.patch.object(conversion, "shuffle_in_one_copy", lambda traced, modules: None):
        pytorchs = converted(half, x)
    forwards = {"cudnn": half, "pkf_shuffle": converted(half, x), "pytorch_shuffle": pytorchs}
    equal = []
    row = alternated("EDSR x2 960x540 N=1", forwards, x, reference, args.rounds, args.reps,
                     after_round=lambda row, outputs: equal.append(bool(torch.equal(outputs["pkf_shuffle"],
                                                                                    outputs["pytorch_shuffle"]))))
    row["equal_every_round"] = all(equal)
    row["kernels"] = {way: kernel_times(forwards[way], x)[:6] for way in ("pkf_shuffle", "pytorch_shuffle")}
    m = row["median_us"]
    print(f"{row['model']}: cuDNN {m['cudnn']:.1f} us; pkf.torch with its pixel shuffle {m['pkf_shuffle']:.1f} us "
          f"({m['cudnn'] / m['pkf_shuffle']:.2f}x eager), with PyTorch's {m['pytorch_shuffle']:.1f} us "
          f"({m['cudnn'] / m['pytorch_shuffle']:.2f}x); outputs equal {row['equal_every_round']}; rel L2 "
          f"{row['pkf_shuffle_rel_l2']:.2e}", flush=True)
    return row


def main() -> int:
    args = arguments(__doc__)
    with torch.no_grad():
        rows = {"shuffles": shuffles(args.reps), "edsr": edsr(args)}
    args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
