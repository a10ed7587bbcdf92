"""The simplest strong alternative to a fused Winograd kernel, at every layer of the networks suite: the
input transform as one kernel, the Winograd-domain products as one batched GEMM by cuBLAS (`torch.bmm` on V
[alpha^2, tiles, C] and U [alpha^2, C, K], fp16 in and out, fp32 sums), the output transform as one kernel. The GEMM
is measured; each transform is given its memory floor (the bytes it must read and write at the copy bandwidth
measured in the same run), so the sum is the best that the unfused form can reach: where even that loses to pkf's
fused kernel, fusion pays. cuDNN's fastest (PyTorch's convolution, channels-last fp16, benchmark mode) is timed the
same way in the same run, F(2,3) and F(4,3) both.

    PYTHONPATH=. python3 experiments/device/unfused_cublas.py OUT.json [--suite experiments/sweeps/networks.toml]

Timing: each call captured in a CUDA graph and replayed between CUDA events behind a GPU hold, median of --reps
(examples/compare_models.py's `timed_graph`)."""

import argparse
import json
import sys
import tomllib
from pathlib import Path

import torch
import torch.nn.functional as F

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "examples"))

from compare_models import timed_graph  # noqa: E402


MAX_OPERAND_BYTES = 8 << 30  # V and M each: the largest layers (1080p at N = 32) would not fit the GPU beside x and y


def copy_gbps(reps: int) -> float:
    """Read + write bandwidth of a 1 GiB device copy, as the transforms' floors count bytes."""
    source = torch.empty(1 << 29, dtype=torch.float16, device="cuda")
    target = torch.empty_like(source)
    us, _, _ = timed_graph(lambda s: target.copy_(s), source, reps)
    return 2 * source.numel() * 2 / (us * 1e3)


def layer_row(name: str, n: int, c: int, k: int, h: int, w: int, gbps: float, reps: int) -> dict:
    row = {"layer": name, "n": n, "c": c, "k": k, "h": h, "w": w}
    x = torch.randn(n, c, h, w, device="cuda", dtype=torch.float16).contiguous(memory_format=torch.channels_last)
    weight = torch.randn(k, c, 3, 3, device="cuda").half() / (3 * c**0.5)
    row["cudnn_us"], _, row["cudnn_timing"] = timed_graph(lambda t: F.conv2d(t, weight, padding=1), x, reps)
    io_bytes = 2 * n * h * w * (c + k)
    for m in (2, 4):
        alpha, tiles = m + 2, n * -(-h // m) * -(-w // m)
        if 2 * alpha**2 * tiles * max(c, k) > MAX_OPERAND_BYTES:
            row[f"f{m}3"] = {"skipped": f"V or M over {MAX_OPERAND_BYTES >> 30} GiB"}
            continue
        v = torch.randn(alpha**2, tiles, c, device="cuda", dtype=torch.float16)
        u = torch.randn(alpha**2, c, k, device="cuda", dtype=torch.float16) / c**0.5
        gemm_us, _, _ = timed_graph(lambda t: torch.bmm(t, u), v, reps)
        v_bytes, m_bytes = 2 * alpha**2 * tiles * c, 2 * alpha**2 * tiles * k
        itrans_floor = (2 * n * h * w * c + v_bytes) / (gbps * 1e3)
        otrans_floor = (m_bytes + 2 * n * h * w * k) / (gbps * 1e3)
        row[f"f{m}3"] = {"gemm_us": gemm_us, "gemm_tflops": 2 * alpha**2 * tiles * c * k / (gemm_us * 1e6),
                         "itrans_floor_us": itrans_floor, "otrans_floor_us": otrans_floor,
                         "unfused_best_us": gemm_us + itrans_floor + otrans_floor,
                         "bytes_vs_fused": (io_bytes + 2 * (v_bytes + m_bytes)) / io_bytes}
        del v, u
    return row


def suite_arguments(description: str) -> argparse.Namespace:
    """The unfused experiments' command line: the output file, the suite, the repetitions (cuDNN in benchmark mode)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("out", type=Path)
    parser.add_argument("--suite", type=Path, default=REPO / "experiments" / "sweeps" / "networks.toml")
    parser.add_argument("--reps", type=int, default=30)
    torch.backends.cudnn.benchmark = True
    return parser.parse_args()


def suite_layers(path: Path):
    """(name, N, C, K, H, W) of every layer and batch of a sweep definition."""
    suite = tomllib.loads(path.read_text())
    for layer in suite["layers"]:
        for n in suite["batches"]:
            yield layer["name"], n, layer["c"], layer.get("k", layer["c"]), layer["h"], layer.get("w", layer["h"])


def main() -> int:
    args = suite_arguments(__doc__.split("\n\n")[0])
    gbps = copy_gbps(args.reps)
    rows = []
    for name, n, c, k, h, w in suite_layers(args.suite):
        row = layer_row(name, n, c, k, h, w, gbps, args.reps)
        rows.append(row)
        best = min(("f23", "f43"), key=lambda f: row[f].get("unfused_best_us", float("inf")))
        if "skipped" in row[best]:
            print(f"{row['layer']:14s} N={n:2d}  cuDNN {row['cudnn_us']:9.1f} us   unfused: {row[best]['skipped']}", flush=True)
            continue
        print(f"{row['layer']:14s} N={n:2d}  cuDNN {row['cudnn_us']:9.1f} us   unfused best ({best}) "
              f"{row[best]['unfused_best_us']:9.1f} us (GEMM {row[best]['gemm_us']:8.1f} us, "
              f"{row[best]['gemm_tflops']:5.0f} TFLOP/s)", flush=True)
    args.out.write_text(json.dumps({"device": torch.cuda.get_device_name(), "copy_gbps": gbps, "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
