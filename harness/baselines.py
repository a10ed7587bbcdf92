"""Baselines measured in the same run as pkf's kernels: cuDNN's fastest algorithm as PyTorch picks
it (cudnn.benchmark, fp16, channels-last) and the device's copy bandwidth. GPU machine only."""

import statistics

# GPU cycles each timed call waits behind (~200 µs): time for Python to queue the call and its
# events before the GPU reaches them, so PyTorch's dispatch overhead is not timed (the C++ harness
# does the same with pkf_hold_gpu).
HOLD_CYCLES = 400_000


def _median_us(run, inputs, warmup=20, reps=200, hold_cycles=HOLD_CYCLES):
    import torch

    for i in range(warmup):
        run(inputs[i % len(inputs)])
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    stops = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    for i in range(reps):
        if hold_cycles:
            torch.cuda._sleep(hold_cycles)
        starts[i].record()
        run(inputs[(i + warmup) % len(inputs)])
        stops[i].record()
    torch.cuda.synchronize()
    return statistics.median(1000.0 * a.elapsed_time(b) for a, b in zip(starts, stops))


def torch_fastest(problem, reps: int = 200, hold_cycles: int = HOLD_CYCLES) -> dict:
    """cuDNN's fastest algorithm for the fp16 problem, as PyTorch's autotuner finds it."""
    import torch
    import torch.nn.functional as F

    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    torch.manual_seed(0)
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    x_bytes = 2 * problem.n * problem.c * problem.h * problem.w
    copies = min(64, max(2, 3 * l2 // x_bytes + 1))
    shape = (problem.n, problem.c, problem.h, problem.w)
    inputs = [torch.empty(shape, device="cuda").uniform_(-1, 1).half().to(memory_format=torch.channels_last)
              for _ in range(copies)]
    weight = torch.empty((problem.k, problem.c, problem.r, problem.r), device="cuda").uniform_(-1, 1).half()
    weight = weight.to(memory_format=torch.channels_last)
    pad = problem.r // 2
    out = F.conv2d(inputs[0], weight, padding=pad)
    ref = F.conv2d(inputs[0].double(), weight.double(), padding=pad)
    rel_l2 = float((out.double() - ref).norm() / ref.norm())
    max_abs = float((out.double() - ref).abs().max())
    median = _median_us(lambda x: F.conv2d(x, weight, padding=pad), inputs, reps=reps, hold_cycles=hold_cycles)
    return {"median_us": median, "rel_l2": rel_l2, "max_abs": max_abs}


def copy_bandwidth_gbps(nbytes: int = 1 << 30) -> float:
    """A large device-to-device copy, counting bytes read plus bytes written."""
    import torch

    src = torch.empty(nbytes, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    median = _median_us(lambda s: dst.copy_(s), [src], warmup=5, reps=30)
    return 2 * nbytes / (median * 1e3)


def matmul_tflops(size: int = 8192) -> float:
    """The device's fp16 Tensor Core ceiling as a large cuBLAS GEMM reaches it (fp32 accumulate)."""
    import torch

    a = torch.empty((size, size), device="cuda", dtype=torch.float16).uniform_(-1, 1)
    b = torch.empty_like(a).uniform_(-1, 1)
    median = _median_us(lambda x: torch.matmul(x, b), [a], warmup=5, reps=30)
    return 2 * size**3 / (median * 1e6)
