"""Where torch.compile's max-autotune spends its time on one of compare_models.py's models (issue 40: the script's
5 minutes are mostly torch.compile's). Compiles the model as compare_models.py does (fp16, channels-last, no_grad,
mode max-autotune-no-cudagraphs) under cProfile, and prints inductor's settings, the wall time of the first call,
dynamo's own phase times and the functions with the largest cumulative and own times.

    PYTHONPATH=. python3 experiments/device/compile_profile.py vgg|unet1|unet4|vdsr [--out DIR]"""

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
from models import VDSR, UNet, frame, images, vgg16  # noqa: E402

CASES = {"vgg": lambda: (vgg16(), images(32)), "unet1": lambda: (UNet(), images(1, 1024)),
         "unet4": lambda: (UNet(), images(4, 1024)), "vdsr": lambda: (VDSR(), frame(1080, 1920))}
SETTINGS = ("compile_threads", "coordinate_descent_tuning", "benchmark_epilogue_fusion", "benchmark_fusion",
            "max_autotune_conv_backends", "max_autotune_gemm_backends", "max_autotune_gemm_search_space",
            "autotune_in_subproc", "max_epilogue_benchmarked_choices", "freezing")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("model", choices=sorted(CASES))
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    torch.manual_seed(0)
    model, x = CASES[args.model]()
    torch.backends.cudnn.benchmark = True
    half = model.eval().half().cuda().to(memory_format=torch.channels_last)
    xh = x.half().cuda().to(memory_format=torch.channels_last)
    import torch._inductor.config as inductor
    compiled = torch.compile(half, mode="max-autotune-no-cudagraphs", dynamic=False)
    profile = cProfile.Profile()
    started = time.time()
    with torch.no_grad():
        profile.enable()
        compiled(xh)
        torch.cuda.synchronize()
        profile.disable()
    print(f"{args.model}: first call (compile and autotuning) {time.time() - started:.1f} s")
    print("inductor's defaults:", {k: getattr(inductor, k, None) for k in SETTINGS})
    print("the mode's own:", torch._inductor.list_mode_options("max-autotune-no-cudagraphs"))
    print(torch._dynamo.utils.compile_times(repr="str"))
    for order in ("cumulative", "tottime"):
        text = io.StringIO()
        pstats.Stats(profile, stream=text).sort_stats(order).print_stats(45)
        print(f"--- by {order}\n" + text.getvalue()[-9000:])
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        profile.dump_stats(args.out / f"{args.model}.pstats")
    return 0


if __name__ == "__main__":
    sys.exit(main())
