"""torch.compile's max-autotune on compare_models.py's four models in its order (VDSR, VGG-16 N = 32, U-Net N = 1 and
4), first calls only, each timed, with inductor's counters after each (issue 40: the script's 5 minutes). Nothing else
runs on the GPU. Run it with empty inductor and Triton caches (TORCHINDUCTOR_CACHE_DIR, TRITON_CACHE_DIR): a second
run in the same caches loads every kernel and autotuning result instead of making them.

    PYTHONPATH=. python3 experiments/device/compile_pool.py"""

import argparse
import sys
import time

import torch

from compile_profile import CASES  # this folder: the same models and inputs


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args()
    started = time.time()
    import torch._inductor.config as inductor
    print("quiesce_async_compile_pool:", getattr(inductor, "quiesce_async_compile_pool", "absent"),
          getattr(inductor, "quiesce_async_compile_time", "absent"), flush=True)
    torch.manual_seed(0)
    torch.backends.cudnn.benchmark = True
    for name in ("vdsr", "vgg", "unet1", "unet4"):  # compare_models.py's order
        model, x = CASES[name]()
        half = model.eval().half().cuda().to(memory_format=torch.channels_last)
        xh = x.half().cuda().to(memory_format=torch.channels_last)
        compiled = torch.compile(half, mode="max-autotune-no-cudagraphs", dynamic=False)
        before = dict(torch._dynamo.utils.counters["inductor"])
        t = time.time()
        with torch.no_grad():
            compiled(xh)
        torch.cuda.synchronize()
        after = torch._dynamo.utils.counters["inductor"]
        moved = {k: v - before.get(k, 0) for k, v in after.items() if v != before.get(k, 0) and
                 any(word in k for word in ("precompile", "autotune", "benchmark", "coordesc", "select"))}
        print(f"{name}: first call {time.time() - t:.1f} s; {moved}", flush=True)
        del half, xh, compiled
        torch.cuda.empty_cache()
    print(f"all: {time.time() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
