"""How far the wgmma schedule's fp16 sums drift from a float64 direct convolution as C grows, simulated on the CPU in
the kernel's own order of fp16 roundings (no GPU needed), beside fp32 sums rounded once at the store (what cuDNN's
fp16 convolution does):

- U = G g G^T in float, stored fp16 (KTrans); V = B^T d B in half2 adds, row pairs first (the kernel's combine);
- each position's product over a chunk of 64 input channels in fp16 sums, rounded after every k16 step (wgmma
  m64nNk16 with fp16 accumulators; how the Tensor Core rounds inside one k16 step is not documented: exact here);
- the products folded into the 4 outputs of each tile in fp16, position by position and chunk by chunk.

    python3 experiments/wgmma_precision.py [--c 64,128,256,512,1024] [--out experiments/results/...]

Inputs as the harness makes them (uniform in [-1, 1], filter too) and as a network sees them (ReLU'd normal
activations, He-initialised filters). The GPU's measured error (1.0e-3 at C = K = 64,
experiments/results/2026-11-24-h100-wgmma-sweep-step53) calibrates the first row.
"""

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pkf.winograd import transforms  # noqa: E402

CHUNK = 64
K16 = 16


def direct(x: np.ndarray, g: np.ndarray) -> np.ndarray:
    """float64 3 x 3 convolution, padding 1: x [H, W, C], g [K, 3, 3, C] -> [H, W, K]."""
    h, w, _ = x.shape
    padded = np.pad(x.astype(np.float64), ((1, 1), (1, 1), (0, 0)))
    y = np.zeros((h, w, g.shape[0]))
    for i in range(3):
        for j in range(3):
            y += padded[i:i + h, j:j + w] @ g[:, i, j, :].astype(np.float64).T
    return y


def f16(a: np.ndarray) -> np.ndarray:
    return a.astype(np.float16)


def kernel_order(x: np.ndarray, g: np.ndarray) -> np.ndarray:
    """The wgmma schedule's arithmetic, fp16 where the kernel is fp16."""
    t = transforms(2, 3)
    bt, at, gm = (np.array(m, dtype=np.float64) for m in (t.BT, t.AT, t.G))
    h, w, c = x.shape
    k = g.shape[0]
    u = f16(np.einsum("ai,kijc,bj->abkc", gm, g.astype(np.float64), gm))  # [4, 4, K, C]
    padded = f16(np.pad(x, ((1, 1), (1, 1), (0, 0))))
    ty, tx = h // 2, w // 2
    # d[tile y, tile x, i, j, C]: each tile's 4 x 4 window
    d = np.stack([np.stack([padded[i:i + 2 * ty:2, j:j + 2 * tx:2] for j in range(4)], axis=2) for i in range(4)], axis=2)
    d = d.reshape(ty * tx, 4, 4, c)
    acc = np.zeros((ty * tx, 2, 2, k), dtype=np.float16)
    for a in range(4):
        rows = [i for i in range(4) if bt[a][i]]
        for b in range(4):
            cols = [j for j in range(4) if bt[b][j]]
            # t_j = BT[a][r0] d[r0][j] + BT[a][r1] d[r1][j], then v = BT[b][c0] t_c0 + BT[b][c1] t_c1, each rounded
            tcol = [f16(bt[a][rows[0]] * d[:, rows[0], j].astype(np.float32) + bt[a][rows[1]] * d[:, rows[1], j].astype(np.float32))
                    for j in cols]
            v = f16(bt[b][cols[0]] * tcol[0].astype(np.float32) + bt[b][cols[1]] * tcol[1].astype(np.float32))  # [tiles, C]
            for chunk in range(0, c, CHUNK):
                m = np.zeros((ty * tx, k), dtype=np.float16)
                for s in range(chunk, min(c, chunk + CHUNK), K16):
                    step = v[:, s:s + K16].astype(np.float32) @ u[a, b, :, s:s + K16].astype(np.float32).T
                    m = f16(m.astype(np.float32) + step)
                for oi in range(2):
                    for oj in range(2):
                        coefficient = at[oi][a] * at[oj][b]
                        if coefficient:
                            acc[:, oi, oj] = f16(acc[:, oi, oj].astype(np.float32) + coefficient * m.astype(np.float32))
    return acc.reshape(ty, tx, 2, 2, k).transpose(0, 2, 1, 3, 4).reshape(h, w, k)


def rel_l2(out: np.ndarray, ref: np.ndarray) -> float:
    return float(np.linalg.norm(out.astype(np.float64) - ref) / np.linalg.norm(ref))


def inputs(kind: str, c: int, k: int, size: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    if kind == "harness":
        return f16(rng.uniform(-1, 1, (size, size, c))), f16(rng.uniform(-1, 1, (k, 3, 3, c)))
    return f16(np.maximum(rng.standard_normal((size, size, c)), 0)), f16(rng.standard_normal((k, 3, 3, c)) * np.sqrt(2 / (9 * c)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--c", default="64,128,256,512,1024", help="input channel counts, comma-separated")
    parser.add_argument("--k", type=int, default=64, help="output channels (the error is per output channel)")
    parser.add_argument("--size", type=int, default=16, help="H = W of the simulated image")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="also write the table (markdown) here")
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    lines = ["| inputs | C | wgmma order, fp16 sums: rel L2 | max abs | fp32 sums, fp16 store: rel L2 |", "|---|---|---|---|---|"]
    for kind in ("harness", "network"):
        for c in map(int, args.c.split(",")):
            x, g = inputs(kind, c, args.k, args.size, rng)
            ref = direct(x, g)
            out = kernel_order(x, g)
            lines.append(f"| {kind} | {c} | {rel_l2(out, ref):.2e} | {np.abs(out - ref).max():.2e} | {rel_l2(f16(ref), ref):.2e} |")
            print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
