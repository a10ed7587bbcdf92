"""The rows prototype (experiments/rows/rows.cu) on the GPU: checked against a float64 convolution and timed beside
cuDNN's fastest (PyTorch, channels-last fp16, cudnn.benchmark), both by CUDA-graph replay of 20 launches over input
copies rotated past L2, median of the replays.

    python3 experiments/rows/bench.py [--lib rows.so] [--layers name,...] [--out results.json]

Each layer runs every accumulator form (fp16 sums n128, fp32 sums n64) and box width (SB tile columns) asked for
(--forms f32:SB,...; SB + 100: the 2-block cluster form, U multicast to both blocks)."""

import argparse
import ctypes
import json
import math
import time

import numpy as np
import torch
import torch.nn.functional as F

G = np.array([[1, 0, 0], [.5, .5, .5], [.5, -.5, .5], [0, 0, 1]])
LAYERS = {  # name: N, H, W, C, K
    "edge-64-128": (2, 33, 45, 64, 128),
    "edge-128-64": (1, 19, 7, 128, 64),
    "vgg-256@56/32": (32, 56, 56, 256, 256),
    "vgg-128@112/32": (32, 112, 112, 128, 128),
    "vgg-128@112/8": (8, 112, 112, 128, 128),
    "vgg-512@28/32": (32, 28, 28, 512, 512),
    "vgg-256@56/8": (8, 56, 56, 256, 256),
    "unet-128@256/8": (8, 256, 256, 128, 128),
    "vgg-64@224/32": (32, 224, 224, 64, 64),
    "sr-64@1080p/1": (1, 1080, 1920, 64, 64),
    "vgg-512@14/32": (32, 14, 14, 512, 512),
    # shapes no suite lists: other widths, odd sizes, C != K
    "wide-384@24/32": (32, 24, 24, 384, 384),
    "odd-256@57/8": (8, 57, 57, 256, 256),
    "mixed-256-512@28/16": (16, 28, 28, 256, 512),
    "mixed-512-256@14/64": (64, 14, 14, 512, 256),
    "wide-128@160/4": (4, 160, 160, 128, 128),
    "fp32-192@48/16": (16, 48, 48, 192, 192),
    "resnet-128@28/32": (32, 28, 28, 128, 128),
    "resnet-256@14/32": (32, 14, 14, 256, 256),
}


def permutations(n_out: int):
    """pi: a k16 step's logical column k -> its input channel; sigma: a chunk's logical column n -> its output channel
    (the kernel's loads and stores, experiments/rows/rows.cu)."""
    k = np.arange(16)
    pi = np.where(k < 8, 4 * (k // 2) + k % 2, 4 * ((k - 8) // 2) + 2 + k % 2)
    n = np.arange(n_out)
    g, rem = n // 8, n % 8
    sigma = 32 * (g // 4) + 8 * (rem // 2) + 2 * (g % 4) + rem % 2
    return pi, sigma


def u_image(w: torch.Tensor, n_out: int) -> torch.Tensor:
    """U[kchunk][c16][ky][p][n][16 k] (32-byte rows, 32-byte swizzle) of filters w [K, C, 3, 3]."""
    K, C = w.shape[:2]
    Gt = torch.tensor(G, dtype=torch.float32, device=w.device)
    u = torch.einsum("px,kcyx->ypck", Gt, w.float())  # [3, 4, C, K]
    pi, sigma = permutations(n_out)
    kc, c16, n, k = np.meshgrid(np.arange(K // n_out), np.arange(C // 16), np.arange(n_out), np.arange(16), indexing="ij")
    cin = c16 * 16 + pi[k]
    cout = kc * n_out + sigma[n]
    gathered = u[:, :, torch.from_numpy(cin).to(w.device), torch.from_numpy(cout).to(w.device)]  # [3, 4, kc, c16, n, k]
    gathered = gathered.permute(2, 3, 0, 1, 4, 5).contiguous()  # [kc, c16, ky, p, n, k]
    # 32-byte swizzle: row n's two 16-byte halves swapped where bit 2 of n is set
    swap = torch.from_numpy(((np.arange(n_out) >> 2) & 1).astype(bool)).to(w.device)
    halves = gathered.view(*gathered.shape[:-1], 2, 8)
    swizzled = torch.where(swap[:, None, None], halves.flip(-2), halves)
    return swizzled.reshape(gathered.shape).half().contiguous()


def graph_time(fn, inputs, reps=20, replays=30):
    """Median µs of one call: `reps` calls over the rotated inputs captured in a CUDA graph, replayed."""
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        for i in range(3):
            fn(inputs[i % len(inputs)])
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph, stream=stream):
        for i in range(reps):
            fn(inputs[i % len(inputs)])
    graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(replays):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000 / reps)
    return float(np.median(times))


def run(lib, name, shape, forms, check_images=2):
    N, H, W, C, K = shape
    torch.manual_seed(hash(name) % 1000)
    x = torch.randn(N, C, H, W, device="cuda").half().contiguous(memory_format=torch.channels_last)
    w = (torch.randn(K, C, 3, 3, device="cuda") / math.sqrt(9 * C)).half()
    copies = max(2, math.ceil(120e6 / x.numel() / 2))
    xs = [x] + [x.clone() for _ in range(copies - 1)]
    wc = w.contiguous(memory_format=torch.channels_last)
    torch.backends.cudnn.benchmark = True
    ref_images = min(N, check_images)
    ref = F.conv2d(x[:ref_images].double(), w.double(), padding=1)
    cudnn = F.conv2d(x, wc, padding=1)
    cud_err = float((cudnn[:ref_images].double() - ref).norm() / ref.norm())
    rows = []
    t_cudnn = graph_time(lambda xi: F.conv2d(xi, wc, padding=1), xs)
    rows.append(dict(layer=name, form="cudnn", us=t_cudnn, rel_l2=cud_err))
    print(f"{name:18s} cudnn            {t_cudnn:9.1f} us  rel L2 {cud_err:.2e}", flush=True)
    stream = lambda: ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    for f32, sb in forms:
        n_out = 64 if f32 else 128
        if K % n_out or C % 64:
            continue
        U = u_image(w, n_out)
        y = torch.full((N, K, H, W), float("nan"), device="cuda", dtype=torch.half).contiguous(memory_format=torch.channels_last)

        def call(xi, y=y, U=U):
            lib.rows_launch(ctypes.c_void_p(xi.data_ptr()), ctypes.c_void_p(U.data_ptr()), ctypes.c_void_p(y.data_ptr()),
                            N, H, W, C, K, int(f32), sb, stream())

        call(x)
        torch.cuda.synchronize()
        unwritten = int(torch.isnan(y).sum())
        err = float((y[:ref_images].double() - ref).norm() / ref.norm())
        max_abs = float((y[:ref_images].double() - ref).abs().max())
        vs_cudnn = float((y.float() - cudnn.float()).norm() / cudnn.float().norm())  # every image
        t = graph_time(call, xs)
        label = f"{'fp32' if f32 else 'fp16'} sums SB={sb % 100}{' pair' if sb >= 100 else ''}"
        print(f"{name:18s} {label:16s} {t:9.1f} us  {t_cudnn / t:5.2f}x cudnn  rel L2 {err:.2e} ({err / cud_err:.2f}x cudnn's)"
              f"  max abs {max_abs:.2e}  vs cudnn (all images) {vs_cudnn:.2e}  unwritten {unwritten}", flush=True)
        rows.append(dict(layer=name, form=label, f32=bool(f32), sb=sb, us=t, speedup=t_cudnn / t, rel_l2=err,
                         rel_l2_vs_cudnn_error=err / cud_err, max_abs=max_abs, vs_cudnn_all=vs_cudnn, unwritten=unwritten))
    return rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", default="experiments/rows/rows.so")
    parser.add_argument("--layers", default=",".join(LAYERS))
    parser.add_argument("--forms", default="0:8,0:16,0:32,1:8,1:16,1:32")
    parser.add_argument("--out", default="")
    args = parser.parse_args()
    lib = ctypes.CDLL(args.lib)
    lib.rows_launch.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 7 + [ctypes.c_void_p]
    forms = [tuple(int(v) for v in f.split(":")) for f in args.forms.split(",")]
    print("device", torch.cuda.get_device_name(), "torch", torch.__version__, "cuDNN", torch.backends.cudnn.version())
    results = []
    started = time.time()
    for name in args.layers.split(","):
        results += run(lib, name, LAYERS[name], forms)
    print(f"{time.time() - started:.0f} s")
    if args.out:
        json.dump(results, open(args.out, "w"), indent=1)


if __name__ == "__main__":
    main()
