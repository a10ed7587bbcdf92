"""Is the rows prototype deterministic? Each form run 3 times on one layer: outputs compared bitwise between runs and
each image's rel L2 against cuDNN's output, to tell a race (runs differ) from a wrong block (the same images wrong).

    python3 experiments/rows/determinism.py LAYERS FORMS [LIBRARY]"""
import ctypes, math, sys
import torch, torch.nn.functional as F
sys.path.insert(0, "experiments/rows")
from bench import LAYERS, u_image

lib = ctypes.CDLL(sys.argv[3] if len(sys.argv) > 3 else "experiments/rows/rows.so")
lib.rows_launch.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 7 + [ctypes.c_void_p]
for name in sys.argv[1].split(","):
    N, H, W, C, K = LAYERS[name]
    torch.manual_seed(0)
    x = torch.randn(N, C, H, W, device="cuda").half().contiguous(memory_format=torch.channels_last)
    w = (torch.randn(K, C, 3, 3, device="cuda") / math.sqrt(9 * C)).half()
    ref = F.conv2d(x, w.contiguous(memory_format=torch.channels_last), padding=1).float()
    for form in sys.argv[2].split(","):
        f32, sb = (int(v) for v in form.split(":"))
        U = u_image(w, 64 if f32 else 128)
        outs = []
        for rep in range(3):
            y = torch.full((N, K, H, W), float("nan"), device="cuda", dtype=torch.half).contiguous(memory_format=torch.channels_last)
            lib.rows_launch(x.data_ptr(), U.data_ptr(), y.data_ptr(), N, H, W, C, K, f32, sb, torch.cuda.current_stream().cuda_stream)
            torch.cuda.synchronize()
            outs.append(y.float())
        same = [bool(torch.equal(outs[0], o)) for o in outs[1:]]
        per_image = [float((outs[0][i] - ref[i]).norm() / ref[i].norm()) for i in range(N)]
        bad = [i for i, e in enumerate(per_image) if e > 3 * min(per_image)]
        diff = (outs[0] - ref).abs().amax(dim=1)  # [N, H, W]
        where = (diff > 20 * diff.median()).nonzero()[:8].tolist()
        print(f"{name} f32={f32} SB={sb}: runs identical {same}; per-image rel L2 min {min(per_image):.2e} max {max(per_image):.2e};"
              f" images off {bad[:16]}; first bad pixels (n, y, x) {where}", flush=True)
