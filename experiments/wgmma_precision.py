"""How far the wgmma schedule's sums drift from a float64 direct convolution as C grows, simulated on the CPU in
the kernel's own order of roundings (no GPU needed), beside a direct convolution summed exactly and rounded once at
the store (what cuDNN's fp16 convolution does):

- U = G g G^T in float, stored fp16 (KTrans); V = B^T d B in half2 adds, row pairs first (the kernel's combine);
- each position's product over a chunk of 64 input channels, rounded after every k16 step (wgmma m64nNk16; how the
  Tensor Core rounds inside one k16 step is not documented: exact here): to fp16 with fp16 sums, to fp32 with fp32;
- the products folded into the 4 outputs of each tile, position by position and chunk by chunk: in fp16 with fp16
  sums, in fp32 (rounded to fp16 once, at the store) with fp32 sums (--accum fp32).

Two references: the float64 convolution of the fp16 inputs (the harness's), and that of the unrounded fp32 inputs
(a model's fp32 original, the reference against which a model's error is judged beside cuDNN fp16's own).

    python3 experiments/wgmma_precision.py [--c 64,128,256,512,1024] [--out experiments/results/...]
    python3 experiments/wgmma_precision.py --split --c 64,256    # products and outputs' sums each fp16 or fp32
    python3 experiments/wgmma_precision.py --rows --operands --c 64,256    # the rows schedule's, U or V exact
    python3 experiments/wgmma_precision.py --rows --m 4 --c 64,256         # F(4,3) along rows (not built)

Inputs as the harness makes them (uniform in [-1, 1], filter too) and as a network sees them (ReLU'd normal
activations, He-initialised filters). The GPU's measured error (1.0e-3 at C = K = 64,
experiments/results/2026-11-24-h100-wgmma-sweep-step53) calibrates the first row.
"""

import argparse
import sys
from functools import partial
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


def kernel_order(x: np.ndarray, g: np.ndarray, fp32_sums: bool = False, fp32_outputs: bool | None = None,
                 exact_u: bool = False, exact_v: bool = False) -> np.ndarray:
    """The wgmma schedule's arithmetic, fp16 where the kernel is fp16; `fp32_sums`: the products (wgmma's
    accumulators) in fp32, and the outputs' sums too unless `fp32_outputs` says otherwise; rounded to fp16 at the end.
    `exact_u`, `exact_v`: that Winograd-domain operand kept in fp32 instead of rounded to fp16 (what splitting it into
    a high and a low fp16 half, and multiplying both, would give)."""
    fp32_outputs = fp32_sums if fp32_outputs is None else fp32_outputs
    sums = (lambda a: a.astype(np.float32)) if fp32_sums else f16
    folds = (lambda a: a.astype(np.float32)) if fp32_outputs else f16
    t = transforms(2, 3)
    bt, at, gm = (np.array(m, dtype=np.float64) for m in (t.BT, t.AT, t.G))
    h, w, c = x.shape
    k = g.shape[0]
    u = np.einsum("ai,kijc,bj->abkc", gm, g.astype(np.float64), gm)  # [4, 4, K, C]
    u = u.astype(np.float32) if exact_u else f16(u)
    rounded = (lambda a: a) if exact_v else f16
    padded = f16(np.pad(x, ((1, 1), (1, 1), (0, 0))))
    ty, tx = h // 2, w // 2
    # d[tile y, tile x, i, j, C]: each tile's 4 x 4 window
    d = np.stack([np.stack([padded[i:i + 2 * ty:2, j:j + 2 * tx:2] for j in range(4)], axis=2) for i in range(4)], axis=2)
    d = d.reshape(ty * tx, 4, 4, c)
    acc = np.zeros((ty * tx, 2, 2, k), dtype=np.float32 if fp32_outputs else np.float16)
    for a in range(4):
        rows = [i for i in range(4) if bt[a][i]]
        for b in range(4):
            cols = [j for j in range(4) if bt[b][j]]
            # t_j = BT[a][r0] d[r0][j] + BT[a][r1] d[r1][j], then v = BT[b][c0] t_c0 + BT[b][c1] t_c1, each rounded
            tcol = [rounded(bt[a][rows[0]] * d[:, rows[0], j].astype(np.float32) + bt[a][rows[1]] * d[:, rows[1], j].astype(np.float32))
                    for j in cols]
            v = rounded(bt[b][cols[0]] * tcol[0].astype(np.float32) + bt[b][cols[1]] * tcol[1].astype(np.float32))  # [tiles, C]
            for chunk in range(0, c, CHUNK):
                m = sums(np.zeros((ty * tx, k)))
                for s in range(chunk, min(c, chunk + CHUNK), K16):
                    step = v[:, s:s + K16].astype(np.float32) @ u[a, b, :, s:s + K16].astype(np.float32).T
                    m = sums(m.astype(np.float32) + step)
                for oi in range(2):
                    for oj in range(2):
                        coefficient = at[oi][a] * at[oj][b]
                        if coefficient:
                            acc[:, oi, oj] = folds(acc[:, oi, oj].astype(np.float32) + coefficient * m.astype(np.float32))
    return f16(acc.reshape(ty, tx, 2, 2, k).transpose(0, 2, 1, 3, 4).reshape(h, w, k))


def rows_order(x: np.ndarray, g: np.ndarray, fp32_sums: bool = False, fp32_outputs: bool | None = None,
               exact_u: bool = False, exact_v: bool = False, m: int = 2) -> np.ndarray:
    """The rows schedule's arithmetic (templates/rows.cu.j2: F(2,3) along rows only): V = d0 - d2, d1 + d2, d2 - d1,
    d1 - d3 of each 1 x 4 window, one half2 add each (rounded to fp16 unless `exact_v`); U = g0, (g0 + g1 + g2) / 2,
    (g0 - g1 + g2) / 2, g2 of each filter row in float, stored fp16 (unless `exact_u`); each position's products summed
    over the 3 filter rows and all C in the accumulators, rounded after every k16 step and filter row (one wgmma) to
    fp16, or fp32 with `fp32_sums`; the output transform y0 = M0 + M1 + M2, y1 = M1 - M2 - M3 in float whatever the
    sums (so `fp32_outputs` does not apply), rounded to fp16 at the store. W a multiple of m.
    m = 4: F(4,3) along rows (pkf/winograd.py's transforms, a design not built), each V made exactly (in float) and
    rounded to fp16 once, the best a kernel could do."""
    if m == 2:
        bt = np.array([[1, 0, -1, 0], [0, 1, 1, 0], [0, -1, 1, 0], [0, 1, 0, -1]], dtype=np.float32)
        gm = np.array([[1, 0, 0], [0.5, 0.5, 0.5], [0.5, -0.5, 0.5], [0, 0, 1]], dtype=np.float64)
        at = np.array([[1, 1, 1, 0], [0, 1, -1, -1]], dtype=np.float32)
    else:
        t = transforms(m, 3)
        bt, gm, at = (np.array(a, dtype=np.float64) for a in (t.BT, t.G, t.AT))
    alpha = m + 2
    sums = (lambda a: a.astype(np.float32)) if fp32_sums else f16
    h, w, c = x.shape
    k = g.shape[0]
    u = np.einsum("ps,kysc->pykc", gm, g.astype(np.float64))  # [alpha positions, 3 filter rows, K, C]
    u = u.astype(np.float32) if exact_u else f16(u)
    padded = f16(np.pad(x, ((1, 1), (1, 1), (0, 0)))).astype(np.float32)
    # v[p, ky]: [H x W / m tiles, C], the window of output row oy's tile from input row oy + ky - 1 (the last window's
    # pixel j + W - m <= W + 1 is inside the padded row, so each slice holds W / m pixels)
    windows = [[padded[ky:ky + h, j:j + w:m].reshape(-1, c) for j in range(alpha)] for ky in range(3)]
    v = np.array([[sum(bt[p, j] * windows[ky][j].astype(np.float64) for j in range(alpha) if bt[p, j]) for ky in range(3)]
                  for p in range(alpha)])
    v = v.astype(np.float32) if exact_v else f16(v)
    acc = [sums(np.zeros((h * w // m, k))) for _ in range(alpha)]
    for s in range(0, c, K16):
        for ky in range(3):
            for p in range(alpha):
                step = v[p, ky][:, s:s + K16].astype(np.float32) @ u[p, ky, :, s:s + K16].astype(np.float32).T
                acc[p] = sums(acc[p].astype(np.float32) + step)
    acc = [a.astype(np.float32) for a in acc]
    out = np.stack([sum(np.float32(at[e, p]) * acc[p] for p in range(alpha) if at[e, p]) for e in range(m)], axis=1)
    return f16(out.reshape(h, w // m, m, k).reshape(h, w, k))  # [tiles, m, K] in row order


def rel_l2(out: np.ndarray, ref: np.ndarray) -> float:
    return float(np.linalg.norm(out.astype(np.float64) - ref) / np.linalg.norm(ref))


def inputs(kind: str, c: int, k: int, size: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Unrounded (fp32) input and filter: the harness's uniform ones, or a network's (ReLU'd normal, He-initialised)."""
    if kind == "harness":
        return rng.uniform(-1, 1, (size, size, c)).astype(np.float32), rng.uniform(-1, 1, (k, 3, 3, c)).astype(np.float32)
    return (np.maximum(rng.standard_normal((size, size, c)), 0).astype(np.float32),
            (rng.standard_normal((k, 3, 3, c)) * np.sqrt(2 / (9 * c))).astype(np.float32))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--c", default="64,128,256,512,1024", help="input channel counts, comma-separated")
    parser.add_argument("--k", type=int, default=64, help="output channels (the error is per output channel)")
    parser.add_argument("--size", type=int, default=16, help="H = W of the simulated image")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="also write the table (markdown) here")
    parser.add_argument("--operands", action="store_true", help="instead: fp32 sums with U, V, or both kept exact "
                        "(a high/low fp16 split of that operand), as multiples of cuDNN's error")
    parser.add_argument("--rows", action="store_true", help="the rows schedule's arithmetic (F(2,3) along rows only) "
                        "instead of the wgmma schedule's")
    parser.add_argument("--m", type=int, default=2, choices=(2, 4), help="with --rows: F(m,3) along rows (4: a design "
                        "not built)")
    parser.add_argument("--split", action="store_true", help="instead: each of the products and the outputs' sums in fp16 "
                        "or fp32, against the fp32 inputs' convolution, as multiples of cuDNN's error")
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    order = partial(rows_order, m=args.m) if args.rows else kernel_order
    if args.split:
        split(args, rng, order)
        return
    if args.operands:
        operands(args, rng, order)
        return
    lines = ["| inputs | C | vs | fp16 sums: rel L2 | max abs | fp32 sums: rel L2 | max abs | exact sums, fp16 store (cuDNN's): rel L2 "
             "| fp16 sums / cuDNN's | fp32 sums / cuDNN's |", "|---|---|---|---|---|---|---|---|---|---|"]
    for kind in ("harness", "network"):
        for c in map(int, args.c.split(",")):
            x, g = inputs(kind, c, args.k, args.size, rng)
            x16, g16 = f16(x), f16(g)
            outs = {"fp16": order(x16, g16), "fp32": order(x16, g16, fp32_sums=True)}
            for vs, ref in (("fp16 inputs", direct(x16, g16)), ("fp32 inputs", direct(x, g))):
                errors = {sums: rel_l2(out, ref) for sums, out in outs.items()}
                floor = rel_l2(f16(direct(x16, g16)), ref)
                lines.append(f"| {kind} | {c} | {vs} | {errors['fp16']:.2e} | {np.abs(outs['fp16'] - ref).max():.2e} "
                             f"| {errors['fp32']:.2e} | {np.abs(outs['fp32'] - ref).max():.2e} | {floor:.2e} "
                             f"| {errors['fp16'] / floor:.1f} | {errors['fp32'] / floor:.1f} |")
                print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


def split(args: argparse.Namespace, rng: np.random.Generator, order=kernel_order) -> None:
    """Where the error of fp16 sums comes from: the products (wgmma's accumulators) and the outputs' sums (the fold)
    each in fp16 or fp32, as multiples of cuDNN fp16's own error against the fp32 inputs' convolution."""
    forms = {(p, o): f"products {p}, outputs {o}" for p in ("fp16", "fp32") for o in ("fp16", "fp32")}
    lines = ["| inputs | C | " + " | ".join(forms.values()) + " |", "|---|---|" + "---|" * len(forms)]
    for kind in ("harness", "network"):
        for c in map(int, args.c.split(",")):
            x, g = inputs(kind, c, args.k, args.size, rng)
            x16, g16 = f16(x), f16(g)
            ref = direct(x, g)
            floor = rel_l2(f16(direct(x16, g16)), ref)
            cells = [rel_l2(order(x16, g16, p == "fp32", o == "fp32"), ref) / floor for p, o in forms]
            lines.append(f"| {kind} | {c} | " + " | ".join(f"{e:.2f}×" for e in cells) + " |")
            print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


def operands(args: argparse.Namespace, rng: np.random.Generator, order=kernel_order) -> None:
    """Where fp32 sums' remaining error comes from: the Winograd-domain operands' fp16 roundings, U's (the filter's,
    G g G^T) and V's (the input's, B^T d B), each kept exact or not, as multiples of cuDNN fp16's own error against
    the fp32 inputs' convolution. Keeping one exact costs a second product per position (its high and low halves)."""
    forms = {(u, v): f"U {'exact' if u else 'fp16'}, V {'exact' if v else 'fp16'}" for u in (False, True) for v in (False, True)}
    lines = ["| inputs | C | vs | " + " | ".join(forms.values()) + " |", "|---|---|---|" + "---|" * len(forms)]
    for kind in ("harness", "network"):
        for c in map(int, args.c.split(",")):
            x, g = inputs(kind, c, args.k, args.size, rng)
            x16, g16 = f16(x), f16(g)
            outs = [order(x16, g16, True, True, u, v) for u, v in forms]
            for vs, ref in (("fp16 inputs", direct(x16, g16)), ("fp32 inputs", direct(x, g))):
                floor = rel_l2(f16(direct(x16, g16)), ref)
                lines.append(f"| {kind} | {c} | {vs} | " + " | ".join(f"{rel_l2(out, ref) / floor:.2f}×" for out in outs) + " |")
                print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
