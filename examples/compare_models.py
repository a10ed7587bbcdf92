"""pkf.torch on whole models, against PyTorch's eager cuDNN (fp16, channels-last, benchmark mode) and torch.compile
(max-autotune), in one run on one GPU: a VDSR-kind super-resolution network on a 1080p frame of a real photograph,
EDSR's baseline making a 1080p frame from a 960 x 540 one,
VGG-16 (random weights) on batches of 1, 8 and 32 crops of it, and a U-Net-kind network on 1024 x 1024 crops at
batches of 1 and 4 (`--models resnet18,resnet34,resnet50`: ResNet-18 at N = 1, ResNet-34 at N = 8 and ResNet-50 at
N = 32, 224 x 224 crops).

    PYTHONPATH=. python examples/compare_models.py [--out DIR] [--reps 50] [--models vdsr,edsr,vgg,unet] [--tune] [--pkf-compile]

Each model runs four ways: eager cuDNN, torch.compile, pkf.torch with its default sums (fp32 sums where pkf's
fp32-sums kernel beats cuDNN, else the fastest kernel's) and pkf.torch with sums="fp32" (cuDNN's accuracy asked
for: cuDNN, or pkf's kernels with cuDNN's error where tuning measured them faster). --tune first measures pkf against
cuDNN for each convolution shape (pkf.torch.tune), so that every layer runs whichever was faster on this GPU;
without it a layer runs pkf only where its schedule was measured faster than cuDNN on an H100 or H200 (or where the
tuning cache already says so).

Timing: each forward captured in a CUDA graph and replayed, each replay between CUDA events behind a GPU hold (so no
launch overhead is timed), median of --reps. torch.compile runs with mode "max-autotune-no-cudagraphs" (the same
autotuning as "max-autotune", without its own CUDA graphs) so that it is captured and replayed the same way; where a
capture fails the row says so and times events around each call. Error: relative L2 of each fp16 output against the
same model in fp32 (cuDNN, TF32 off), and for the super-resolution network the PSNR in dB of its output image against
the fp32 model's. Without a GPU it converts the models and prints what pkf.torch would run."""

import argparse
import copy
import json
import math
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pkf.torch  # noqa: E402
from pkf.torch.autotune import compile_kernels, layer_kernels  # noqa: E402
from models import EDSR, VDSR, UNet, frame, images, resnet, rgb_frame, vgg16  # noqa: E402

HOLD_CYCLES = 400_000  # ~200 us of GPU sleep before each timed replay: the host's launch falls outside the events
COMPILE_MODE = "max-autotune-no-cudagraphs"
WAYS = ("cudnn", "compile", "pkf", "pkf_fp32")


def timed_graph(forward, x, reps: int) -> tuple[float, torch.Tensor, str]:
    """Median us of one replay of forward(x) captured in a CUDA graph, its output, and how it was timed."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(3):  # warm-up outside the capture: kernels built, filters transformed, autotuning done
            forward(x)
    torch.cuda.current_stream().wait_stream(side)
    try:
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            out = forward(x)
    except Exception as err:  # noqa: BLE001 -- a forward that refuses capture is still timed, and the row says how
        torch.cuda.synchronize()
        return timed(lambda: forward(x), reps), forward(x), f"events per call ({type(err).__name__} in capture)"
    return timed(graph.replay, reps), out, "CUDA graph"


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


def kernel_times(forward, x) -> list[list]:
    """The GPU kernels one forward launches, by the PyTorch profiler: [name, launches, total us], longest first."""
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as profile:
        forward(x)
        torch.cuda.synchronize()
    totals: dict[str, list] = {}
    for event in profile.events():
        if event.device_type == torch.autograd.DeviceType.CUDA:
            entry = totals.setdefault(event.name[:90], [event.name[:90], 0, 0.0])
            entry[1] += 1
            entry[2] += event.time_range.elapsed_us()
    return sorted(([name, count, round(us, 1)] for name, count, us in totals.values()), key=lambda e: -e[2])


def psnr_db(y: torch.Tensor, reference: torch.Tensor) -> float:
    """PSNR of an image in [0, 1] against the reference image."""
    mse = float((y.double().clamp(0, 1) - reference.double().clamp(0, 1)).pow(2).mean())
    return math.inf if mse == 0 else 10 * math.log10(1 / mse)


def measure(name: str, model: torch.nn.Module, x: torch.Tensor, reps: int, tune: bool, image: bool, top: int = 4,
            pkf_compiled: bool = False) -> dict:
    torch.backends.cudnn.allow_tf32 = torch.backends.cuda.matmul.allow_tf32 = False
    started = time.time()
    row = {"model": name, "input": list(x.shape), "device": torch.cuda.get_device_name()}
    with torch.no_grad():
        torch.backends.cudnn.benchmark = False  # the fp32 reference is not timed: no algorithm search for its shapes
        reference = copy.deepcopy(model).float().cuda().to(memory_format=torch.channels_last)(
            x.float().cuda().to(memory_format=torch.channels_last))
        torch.backends.cudnn.benchmark = True
        half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
        xh = x.half().cuda().to(memory_format=torch.channels_last)
        forwards = {"cudnn": half, "compile": torch.compile(copy.deepcopy(half), mode=COMPILE_MODE, dynamic=False)}
        for way, sums in (("pkf", None), ("pkf_fp32", "fp32")):
            forwards[way] = pkf.torch.convert(copy.deepcopy(half), sums=sums)
            if tune:
                pkf.torch.tune(forwards[way], xh, top=top)
        if pkf_compiled:  # pkf.torch under torch.compile: one eager forward prepares each layer's kernel, then one graph
            forwards["pkf_compile"] = copy.deepcopy(forwards["pkf"])
            forwards["pkf_compile"](xh)
            forwards["pkf_compile"] = torch.compile(forwards["pkf_compile"], mode=COMPILE_MODE, dynamic=False)
        row["setup_seconds"] = {"convert_and_tune": round(time.time() - started, 1)}
        for way, forward in forwards.items():
            way_started = time.time()
            row[f"{way}_us"], y, row[f"{way}_timing"] = timed_graph(forward, xh, reps)
            row["setup_seconds"][way] = round(time.time() - way_started, 1)  # first calls (kernels built, autotuning) and timing
            row[f"{way}_rel_l2"] = relative_l2(y, reference)
            if image:
                row[f"{way}_psnr_db"] = psnr_db(y, reference)
            del y
        for way in ("pkf", "pkf_fp32"):
            row[f"{way}_layers"] = pkf.torch.explain(forwards[way])
        row["kernels"] = {way: kernel_times(forwards[way], xh) for way in ("cudnn", "pkf")}
    for way in ("pkf", "pkf_fp32") + (("pkf_compile",) if pkf_compiled else ()):
        row[f"{way}_vs_cudnn"], row[f"{way}_vs_compile"] = row["cudnn_us"] / row[f"{way}_us"], row["compile_us"] / row[f"{way}_us"]
        row[f"{way}_error_vs_cudnn"] = row[f"{way}_rel_l2"] / row["cudnn_rel_l2"]
    row["seconds"] = round(time.time() - started, 1)
    del forwards, half, reference
    torch.cuda.empty_cache()
    return row


def prebuild(models: tuple[str, ...], every: bool) -> int:
    """Every kernel pkf.torch runs in the models (both sums), compiled at once in parallel before anything is timed:
    each model's first call then compiles nothing, and no compile waits for another."""
    kernels = []
    for _, model, x, _ in cases(models, every):
        half = copy.deepcopy(model).half().cuda().to(memory_format=torch.channels_last)
        xh = x.half().cuda().to(memory_format=torch.channels_last)
        for sums in (None, "fp32"):
            kernels += layer_kernels(pkf.torch.convert(copy.deepcopy(half), sums=sums), xh)
        del half, xh
    torch.cuda.empty_cache()
    return compile_kernels(kernels)


MODELS = ("vdsr", "edsr", "vgg", "unet")
# The same kinds of model at other widths (--models, or --other-widths for all of them): what pkf.torch does on
# channel counts the three above do not have.
OTHER_WIDTHS = ("vdsr32", "vdsr96", "vgg-half", "unet32", "unet96")
# Networks whose 3x3 layers sit among 1x1 and strided convolutions (--models): ResNet-18 at N = 1 (latency), ResNet-34
# at N = 8, ResNet-50 at N = 32 (throughput); with --all each at N = 1, 8 and 32.
RESNETS = ("resnet18", "resnet34", "resnet50")
RESNET_BATCHES = {18: 1, 34: 8, 50: 32}


def cases(models: tuple[str, ...], every: bool = False):
    """The models and inputs: VDSR at 1080p, EDSR's baseline from 960 x 540 to 1080p, VGG-16 at N = 32 (and 1 and 8 with `every`), U-Net at N = 1 and 4; and
    the other widths: VDSR with 32 and 96 channels, VGG-16 at half its widths (N = 32), U-Net with (32, 64) and (96,
    192) channels (N = 1); ResNet-18 at N = 1, ResNet-34 at N = 8 and ResNet-50 at N = 32 (224 x 224; each at 1, 8
    and 32 with `every`). Each model's weights are drawn
    from the same seed, so that a model is the same whichever others a run asks for."""
    def seeded(make):
        torch.manual_seed(0)
        return make().eval()

    if "vdsr" in models:
        yield "VDSR-20 1080p", seeded(VDSR), frame(1080, 1920), True
    if "edsr" in models:
        yield "EDSR x2 to 1080p", seeded(EDSR), rgb_frame(540, 960), True
    if "vgg" in models:
        classifier = seeded(vgg16)
        for batch in (1, 8, 32) if every else (32,):
            yield f"VGG-16 N={batch}", classifier, images(batch), False
    if "unet" in models:
        segmenter = seeded(UNet)
        for batch in (1, 4):
            yield f"U-Net 1024² N={batch}", segmenter, images(batch, 1024), False
    for width in (32, 96):
        if f"vdsr{width}" in models:
            yield f"VDSR-20 C={width} 1080p", seeded(lambda: VDSR(channels=width)), frame(1080, 1920), True
    if "vgg-half" in models:
        yield "VGG-16 half N=32", seeded(lambda: vgg16(0.5)), images(32), False
    for width in (32, 96):
        if f"unet{width}" in models:
            yield f"U-Net ({width}, {2 * width}) 1024² N=1", seeded(lambda: UNet((width, 2 * width))), images(1, 1024), False
    for depth, batch in RESNET_BATCHES.items():
        if f"resnet{depth}" in models:
            network = seeded(lambda: resnet(depth))
            for n in (1, 8, 32) if every else (batch,):
                yield f"ResNet-{depth} N={n}", network, images(n), False


def table(rows: list[dict]) -> str:
    """The Markdown table of the rows: latency of each way, pkf's ratios, and each way's error against fp32."""
    lines = ["| model | eager cuDNN µs | torch.compile µs | pkf µs (× cuDNN, × compile) | pkf fp32 sums µs (× cuDNN) "
             "| rel L2 vs fp32: cuDNN / compile / pkf / pkf fp32 | pkf error ÷ cuDNN's: default / fp32 sums | PSNR dB: cuDNN / pkf / pkf fp32 |",
             "|---|---|---|---|---|---|---|---|"]
    if any("pkf_compile_us" in r for r in rows):
        lines[0] += " pkf.torch under torch.compile µs (× compile) |"
        lines[1] += "---|"
    for r in rows:
        psnr = " / ".join(f"{r[w + '_psnr_db']:.1f}" for w in ("cudnn", "pkf", "pkf_fp32")) if "pkf_psnr_db" in r else "—"
        errors = " / ".join(f"{r[w + '_rel_l2']:.1e}" for w in WAYS)
        compile_note = "" if r["compile_timing"] == "CUDA graph" else f" ({r['compile_timing']})"
        lines.append(f"| {r['model']} | {r['cudnn_us']:.0f} | {r['compile_us']:.0f}{compile_note} | {r['pkf_us']:.0f} "
                     f"({r['pkf_vs_cudnn']:.2f}×, {r['pkf_vs_compile']:.2f}×) | {r['pkf_fp32_us']:.0f} ({r['pkf_fp32_vs_cudnn']:.2f}×) "
                     f"| {errors} "
                     f"| {r['pkf_error_vs_cudnn']:.2f}× / {r['pkf_fp32_error_vs_cudnn']:.2f}× | {psnr} |"
                     + (f" {r['pkf_compile_us']:.0f} ({r['pkf_compile_vs_compile']:.2f}×) |" if "pkf_compile_us" in r else ""))
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="a new or empty folder for models.json and table.md")
    parser.add_argument("--reps", type=int, default=50)
    parser.add_argument("--models", default=",".join(MODELS),
                        help=f"comma-separated, of {', '.join(MODELS + OTHER_WIDTHS + RESNETS)}")
    parser.add_argument("--tune", action="store_true", help="tune each model's convolution shapes first (pkf.torch.tune)")
    parser.add_argument("--top", type=int, default=4, help="with --tune: pkf's candidates timed per shape (default 4)")
    parser.add_argument("--all", action="store_true", help="also VGG-16 at N = 1 and 8, and each ResNet asked for at N = 1, 8 and 32 "
                        "(each torch.compile adds ~1.5 min)")
    parser.add_argument("--prepare", type=Path, metavar="DIR", help="on a machine with TVM: only save in DIR the prototypes "
                        "that --tune needs on a GPU machine without TVM (then PKF_PROTOTYPES=DIR there)")
    parser.add_argument("--pkf-compile", action="store_true", help="also pkf.torch under torch.compile (its mode, after one "
                        "eager forward): pkf's operator inside inductor's graph")
    parser.add_argument("--other-widths", action="store_true", help=f"the models at other widths instead: {', '.join(OTHER_WIDTHS)}")
    args = parser.parse_args()
    models = OTHER_WIDTHS if args.other_widths else tuple(args.models.split(","))
    if unknown := set(models) - set(MODELS + OTHER_WIDTHS + RESNETS):
        parser.error(f"--models: {sorted(unknown)[0]!r} is not one of {', '.join(MODELS + OTHER_WIDTHS + RESNETS)}")
    if args.out is not None and args.out.exists() and (not args.out.is_dir() or any(args.out.iterdir())):
        parser.error(f"--out {args.out}: exists and is not an empty folder; name a new one")
    if args.prepare is not None:
        for name, model, x, _ in cases(models, args.all):
            for sums in (None, "fp32"):
                saved = pkf.torch.tune(pkf.torch.convert(copy.deepcopy(model), sums=sums), x, prepare=args.prepare)
                print(f"{name}, sums {sums or 'default'}: {len(saved)} prototypes in {args.prepare}", flush=True)
        return 0
    if not torch.cuda.is_available():
        for name, model, x, _ in cases(models, args.all):
            converted = pkf.torch.convert(copy.deepcopy(model))
            print(f"{name}: no GPU here, so nothing is timed; pkf.torch converts:\n{pkf.torch.explain(converted)}\n")
        return 0
    started, rows = time.time(), []
    if not args.tune:  # with --tune the layers decide again after tuning
        print(f"pkf's kernels for every model, compiled in parallel: {prebuild(models, args.all)} in "
              f"{time.time() - started:.0f} s", flush=True)
    print(f"{'model':<18}{'cuDNN us':>10}{'compile us':>12}{'pkf us':>10}{'x cuDNN':>9}{'x compile':>10}{'fp32 us':>10}"
          f"{'rel L2: cuDNN':>15}{'pkf':>9}{'pkf fp32':>10}{'PSNR cuDNN/pkf':>16}{'s':>6}")
    details = []
    for name, model, x, image in cases(models, args.all):
        r = measure(name, model, x, args.reps, args.tune, image, args.top, args.pkf_compile)
        rows.append(r)
        psnr = f"{r['cudnn_psnr_db']:.1f}/{r['pkf_psnr_db']:.1f}" if image else "-"
        print(f"{name:<18}{r['cudnn_us']:>10.1f}{r['compile_us']:>12.1f}{r['pkf_us']:>10.1f}{r['pkf_vs_cudnn']:>9.2f}"
              f"{r['pkf_vs_compile']:>10.2f}{r['pkf_fp32_us']:>10.1f}{r['cudnn_rel_l2']:>15.2e}{r['pkf_rel_l2']:>9.2e}"
              f"{r['pkf_fp32_rel_l2']:>10.2e}{psnr:>16}{r['seconds']:>6.0f}", flush=True)
        if "pkf_compile_us" in r:
            print(f"{'':<18}pkf.torch under torch.compile: {r['pkf_compile_us']:.1f} us ({r['pkf_compile_vs_compile']:.2f}x "
                  f"torch.compile), rel L2 {r['pkf_compile_rel_l2']:.2e}, timed by {r['pkf_compile_timing']}", flush=True)
        details.append(f"\n{r['model']} (torch.compile timed by {r['compile_timing']}):\n{r['pkf_layers']}\n" + "\n".join(
            f"  {way}'s kernels in one forward (PyTorch profiler): " + "; ".join(f"{n} x{c} {us:.0f} us" for n, c, us in kernels[:6])
            for way, kernels in r["kernels"].items()))
    print("\n".join(details))
    print(f"\n{len(rows)} models in {time.time() - started:.0f} s on {rows[0]['device']}")
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "models.json").write_text(json.dumps(rows, indent=1) + "\n")
        (args.out / "table.md").write_text(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
