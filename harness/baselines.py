"""Baselines measured in the same run as pkf's kernels: cuDNN's fastest algorithm as PyTorch picks
it (cudnn.benchmark, fp16, channels-last) and the device's copy bandwidth. GPU machine only."""

import statistics

# GPU cycles each timed call waits behind (~200 µs): time for Python to queue the call and its
# events before the GPU reaches them, so PyTorch's dispatch overhead is not timed (the C++ harness
# does the same with pkf_hold_gpu).
HOLD_CYCLES = 400_000


MIN_REPS = 10


def timing_plan(first_ms: float, warmup: int, reps: int, budget_ms: float) -> tuple[int, int]:
    """(warm-up runs, timed runs) for a repetition whose first run took `first_ms`: as many as fit in a quarter of the
    budget and in the budget, within the asked counts, at least one warm-up and MIN_REPS timed (the C++ harness's
    time_reps plans the same way)."""
    per_ms = max(first_ms, 1e-3)
    return min(warmup, max(1, int(budget_ms / 4 / per_ms))), min(reps, max(MIN_REPS, int(budget_ms / per_ms)))


def _median_us(run, inputs, warmup=20, reps=200, hold_cycles=HOLD_CYCLES, budget_ms: float = 400.0):
    """Median µs of run(input) between CUDA events, each behind a GPU hold, the inputs rotated; as the C++ harness
    does (common.cuh.j2's time_reps): a first run's time sets how many warm-up and timed runs fit in `budget_ms`."""
    import torch

    first_start, first_stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    first_start.record()
    run(inputs[0])
    first_stop.record()
    first_stop.synchronize()
    warmup, reps = timing_plan(first_start.elapsed_time(first_stop), warmup, reps, budget_ms)
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


def input_copies(x_bytes: int, other_bytes: int) -> int:
    """As the C++ harness: enough copies to exceed three times the L2 (one where x alone does), within half of the
    device memory left free beside `other_bytes`."""
    import torch

    free, _ = torch.cuda.mem_get_info()
    wanted = min(64, 3 * torch.cuda.get_device_properties(0).L2_cache_size // x_bytes + 1)
    return max(1, min(wanted, max(0, free - other_bytes) // 2 // x_bytes))


def torch_fastest(problem, reps: int = 200, hold_cycles: int = HOLD_CYCLES) -> dict:
    """cuDNN's fastest algorithm for the fp16 problem, as PyTorch's autotuner finds it; checked against a float64
    convolution of the first image (the C++ harness checks cuDNN's algorithms on the whole problem)."""
    import torch
    import torch.nn.functional as F

    torch.backends.cudnn.benchmark = True
    torch.backends.cudnn.allow_tf32 = False
    generator = torch.Generator(device="cuda").manual_seed(0)
    x_bytes, y_bytes = 2 * problem.n * problem.c * problem.h * problem.w, 2 * problem.n * problem.k * problem.h * problem.w
    shape = (problem.n, problem.c, problem.h, problem.w)
    inputs = [torch.empty(shape, device="cuda", dtype=torch.float16, memory_format=torch.channels_last).uniform_(
        -1, 1, generator=generator) for _ in range(input_copies(x_bytes, 2 * y_bytes))]
    weight = torch.empty((problem.k, problem.c, problem.r, problem.r), device="cuda", dtype=torch.float16,
                         memory_format=torch.channels_last).uniform_(-1, 1, generator=generator)
    pad = problem.r // 2
    try:
        out = F.conv2d(inputs[0], weight, padding=pad)[:1]
        ref = F.conv2d(inputs[0][:1].double(), weight.double(), padding=pad)
        rel_l2 = float((out.double() - ref).norm() / ref.norm())
        max_abs = float((out.double() - ref).abs().max())
        del out, ref
        median = _median_us(lambda x: F.conv2d(x, weight, padding=pad), inputs, reps=reps, hold_cycles=hold_cycles)
    finally:  # the copies can take most of the device: free them before the next problem's harness needs it
        inputs.clear()
        weight = None
        torch.cuda.empty_cache()
    return {"median_us": median, "rel_l2": rel_l2, "max_abs": max_abs, "checked": "image 0"}


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
