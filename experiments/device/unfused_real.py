"""The unfused form built and run, not bounded: pkf's own KTrans, ITrans and OTrans kernels (templates/unfused.cu.j2,
F(2,3) and F(4,3), compiled once each as a library and called through ctypes on PyTorch's stream) around the products
by cuBLAS (`torch.bmm` of V [alpha^2, tiles, C] by U [alpha^2, C, K], fp16, fp32 sums). At every networks-suite layer
that fits: checked against PyTorch's float64 convolution (relative L2 on fresh random inputs, the output poisoned
first) and timed as one CUDA graph of the three steps, against cuDNN (PyTorch's convolution, channels-last fp16,
benchmark mode) timed the same way in the same run (examples/compare_models.py's `timed_graph`).

    PYTHONPATH=. python3 experiments/device/unfused_real.py OUT.json [--suite experiments/sweeps/networks.toml]"""

import ctypes
import json
import sys
import tempfile
from pathlib import Path

import torch
import torch.nn.functional as F

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "examples"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from compare_models import timed_graph  # noqa: E402
from unfused_cublas import MAX_OPERAND_BYTES, suite_arguments, suite_layers  # noqa: E402
from pkf.harness.nvcc import compile_library  # noqa: E402
from pkf.reconstructor.cublas import unfused_source  # noqa: E402



def render(m: int) -> str:
    """The transforms for F(m,3) with C entry points that take the sizes at run time (no problem, no bias)."""
    return unfused_source(m)


def library(m: int, folder: Path) -> ctypes.CDLL:
    source, built = folder / f"unfused_f{m}3.cu", folder / f"unfused_f{m}3.so"
    source.write_text(render(m))
    compile_library(source, built, folder / f"unfused_f{m}3.log")
    handle = ctypes.CDLL(str(built))
    for name in ("pkf_unfused_ktrans", "pkf_unfused_itrans", "pkf_unfused_otrans"):
        getattr(handle, name).restype = ctypes.c_int
    return handle


def run_unfused(lib, m: int, x: torch.Tensor, weight: torch.Tensor):
    """(forward(x) -> y, U): the three kernels around torch.bmm, on the current stream."""
    n, c, h, w = x.shape
    k, alpha = weight.shape[0], m + 2
    tiles = n * -(-h // m) * -(-w // m)
    stream = lambda: ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)  # noqa: E731
    filt = weight.permute(0, 2, 3, 1).contiguous()  # KRSC
    u = torch.empty(alpha**2, c, k, dtype=torch.float16, device="cuda")
    assert lib.pkf_unfused_ktrans(ctypes.c_void_p(filt.data_ptr()), ctypes.c_void_p(u.data_ptr()), c, k, stream()) == 0
    v = torch.empty(alpha**2, tiles, c, dtype=torch.float16, device="cuda")
    y = torch.empty(n, k, h, w, dtype=torch.float16, device="cuda", memory_format=torch.channels_last)

    def forward(inp):
        assert lib.pkf_unfused_itrans(ctypes.c_void_p(inp.data_ptr()), ctypes.c_void_p(v.data_ptr()), n, h, w, c, stream()) == 0
        mm = torch.bmm(v, u)
        assert lib.pkf_unfused_otrans(ctypes.c_void_p(mm.data_ptr()), ctypes.c_void_p(y.data_ptr()), n, h, w, k, stream()) == 0
        return y

    return forward


def main() -> int:
    args = suite_arguments(__doc__.split("\n\n")[0])
    folder = Path(tempfile.mkdtemp(prefix="pkf-unfused-"))
    libs = {m: library(m, folder) for m in (2, 4)}
    rows = []
    for name, n, c, k, h, w in suite_layers(args.suite):
        row = {"layer": name, "n": n, "c": c, "k": k, "h": h, "w": w}
        if 2 * 36 * n * -(-h // 4) * -(-w // 4) * max(c, k) > MAX_OPERAND_BYTES:
            rows.append({**row, "skipped": "V or M over 8 GiB"})
            continue
        torch.manual_seed(n * 1000 + c)
        x = torch.randn(n, c, h, w, device="cuda", dtype=torch.float16).contiguous(memory_format=torch.channels_last)
        weight = (torch.randn(k, c, 3, 3, device="cuda") / (3 * c**0.5)).half()
        reference = F.conv2d(x.double(), weight.double(), padding=1)
        row["cudnn_us"], out, _ = timed_graph(lambda t: F.conv2d(t, weight, padding=1), x, args.reps)
        row["cudnn_rel_l2"] = float((out.double() - reference).norm() / reference.norm())
        for m in (2, 4):
            forward = run_unfused(libs[m], m, x, weight)
            forward(x).fill_(float("nan"))  # poisoned: the timed forward must write every output
            us, out, how = timed_graph(forward, x, args.reps)
            row[f"f{m}3"] = {"us": us, "rel_l2": float((out.double() - reference).norm() / reference.norm()),
                             "not_finite": int((~torch.isfinite(out)).sum()), "timing": how}
        rows.append(row)
        best = min(("f23", "f43"), key=lambda f: row[f]["us"])
        print(f"{row['layer']:14s} N={n:2d}  cuDNN {row['cudnn_us']:9.1f} us  unfused F(2,3) {row['f23']['us']:9.1f} us "
              f"(rel L2 {row['f23']['rel_l2']:.1e})  F(4,3) {row['f43']['us']:9.1f} us (rel L2 {row['f43']['rel_l2']:.1e})  "
              f"best {row['cudnn_us'] / row[best]['us']:.2f}x cuDNN", flush=True)
        del x, reference, out
    args.out.write_text(json.dumps({"device": torch.cuda.get_device_name(), "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
