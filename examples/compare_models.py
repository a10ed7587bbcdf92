"""pkf.torch on whole models, against PyTorch's cuDNN (fp16, channels-last, benchmark mode) and torch.compile
(max-autotune), in one run on one GPU: a VDSR-kind network on a 1080p and a 2160p frame of a real photograph, and
VGG-16 (random weights) on batches of 1, 8 and 32 crops of it.

    PYTHONPATH=. python examples/compare_models.py [--out results.json] [--reps 100] [--tune] [--sums fp32]

--tune first measures pkf against cuDNN for each convolution shape of each model (pkf.torch.tune), so that every
layer runs whichever was faster on this GPU; without it a layer runs pkf only where its schedule was measured faster
than cuDNN on the H100 (or where the tuning cache already says so). --sums fp32 converts with kernels that sum in fp32
as cuDNN does (pkf.torch.convert(model, sums="fp32"): about half the error of fp16 sums, slower; not yet measured on
a GPU, so only --tune runs them); the default takes the fastest kernel's sums.

Timing: each model's forward captured in a CUDA graph and replayed, each replay between CUDA events behind a GPU hold
(so no launch overhead is timed), median of --reps; torch.compile is timed the same way where its own graphs let it
be captured, else by events around each call (the output says which). Error: relative L2 of each fp16 output against
the same model in fp32 (cuDNN, TF32 off). Without a GPU it converts both models and prints what pkf.torch would run."""

import argparse
import copy
import json
import statistics
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pkf.torch  # noqa: E402
from models import VDSR, frame, images, vgg16  # noqa: E402

HOLD_CYCLES = 400_000  # ~200 us of GPU sleep before each timed replay: the host's launch falls outside the events


def timed_graph(forward, x, reps: int) -> tuple[float, torch.Tensor]:
    """Median us of one replay of forward(x) captured in a CUDA graph, and its output."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):  # warm-up outside the capture: kernels built, filters transformed, autotuning done
            forward(x)
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = forward(x)
    return timed(graph.replay, reps), out


def timed(call, reps: int) -> float:
    for _ in range(5):
        call()
    times = []
    for _ in range(reps):
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda._sleep(HOLD_CYCLES)
        start.record()
        call()
        stop.record()
        stop.synchronize()
        times.append(1000.0 * start.elapsed_time(stop))
    return statistics.median(times)


def relative_l2(y: torch.Tensor, reference: torch.Tensor) -> float:
    return float((y.double() - reference.double()).norm() / reference.double().norm())


def measure(name: str, model: torch.nn.Module, x: torch.Tensor, reps: int, tune: bool = False, sums: str | None = None) -> dict:
    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    with torch.no_grad():
        reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
            x.float().cuda().to(memory_format=torch.channels_last))
        half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
        xh = x.half().cuda().to(memory_format=torch.channels_last)
        row = {"model": name, "input": list(x.shape), "device": torch.cuda.get_device_name(), "sums": sums or "fastest"}
        row["cudnn_us"], y = timed_graph(half, xh, reps)
        row["cudnn_rel_l2"] = relative_l2(y, reference)
        compiled = torch.compile(copy.deepcopy(half), mode="max-autotune")
        try:
            row["compile_us"], y = timed_graph(compiled, xh, reps)
            row["compile_timing"] = "CUDA graph"
        except Exception as err:  # its own CUDA graphs may refuse an outer capture
            torch.cuda.synchronize()
            y = compiled(xh)
            row["compile_us"] = timed(lambda: compiled(xh), reps)
            row["compile_timing"] = f"events per call ({type(err).__name__} in capture)"
        row["compile_rel_l2"] = relative_l2(y, reference)
        converted = pkf.torch.convert(copy.deepcopy(half), sums=sums)
        if tune:
            pkf.torch.tune(converted, xh)
        row["pkf_us"], y = timed_graph(converted, xh, reps)
        row["pkf_rel_l2"] = relative_l2(y, reference)
        row["pkf_layers"] = pkf.torch.explain(converted)
    row["vs_cudnn"], row["vs_compile"] = row["cudnn_us"] / row["pkf_us"], row["compile_us"] / row["pkf_us"]
    row["error_vs_cudnn_error"] = row["pkf_rel_l2"] / row["cudnn_rel_l2"]
    return row


def cases():
    torch.manual_seed(0)
    sr = VDSR().eval()
    yield "VDSR-20 1080p", sr, frame(1080, 1920)
    yield "VDSR-20 2160p", sr, frame(2160, 3840)
    classifier = vgg16().eval()
    for batch in (1, 8, 32):
        yield f"VGG-16 N={batch}", classifier, images(batch)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", type=Path, help="also write the rows as JSON")
    parser.add_argument("--reps", type=int, default=100)
    parser.add_argument("--tune", action="store_true", help="tune each model's convolution shapes first (pkf.torch.tune)")
    parser.add_argument("--sums", choices=("fp16", "fp32"), help="the kernels' sums (default: the fastest kernel's)")
    args = parser.parse_args()
    if not torch.cuda.is_available():
        for name, model, x in cases():
            converted = pkf.torch.convert(copy.deepcopy(model), sums=args.sums)
            print(f"{name}: no GPU here, so nothing is timed; pkf.torch converts:\n{pkf.torch.explain(converted)}\n")
        return 0
    rows = []
    print(f"{'model':<16}{'cuDNN us':>11}{'compile us':>12}{'pkf us':>10}{'x cuDNN':>9}{'x compile':>10}"
          f"{'rel L2 cuDNN':>14}{'rel L2 pkf':>12}")
    for name, model, x in cases():
        row = measure(name, model, x, args.reps, args.tune, args.sums)
        rows.append(row)
        print(f"{name:<16}{row['cudnn_us']:>11.1f}{row['compile_us']:>12.1f}{row['pkf_us']:>10.1f}{row['vs_cudnn']:>9.2f}"
              f"{row['vs_compile']:>10.2f}{row['cudnn_rel_l2']:>14.2e}{row['pkf_rel_l2']:>12.2e}", flush=True)
    for row in rows:
        print(f"\n{row['model']} (torch.compile timed by {row['compile_timing']}):\n{row['pkf_layers']}")
    if args.out:
        args.out.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
