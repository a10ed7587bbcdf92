"""Winograd F(m, r) transforms, built exactly, and a numpy model of the four stages.

The stages use the layouts the kernels use (SPEC §2):
    U[α², K, C]   filter in the Winograd domain (KTrans)
    V[α², T, C]   input tiles in the Winograd domain (ITrans), T = N·(H/m)·(W/m)
    M[α², T, K]   the α² batched GEMMs M[p] = V[p] · U[p]ᵀ (BGEMM)
    Y[N, H, W, K] output tiles Y = Aᵀ M A (OTrans)
"""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np

from pkf.problem import Problem

# Finite interpolation points (the point at infinity is always added). The small points
# 0, ±1, ±2, ±1/2 keep the transforms' entries small, which is what bounds the fp16 error.
POINTS = {
    2: (0, 1, -1),
    4: (0, 1, -1, 2, -2),
    6: (0, 1, -1, 2, -2, Fraction(1, 2), Fraction(-1, 2)),
}


@dataclass(frozen=True)
class Transforms:
    """Y = Aᵀ [(G g Gᵀ) ⊙ (Bᵀ d B)] A, entries as exact fractions."""

    m: int
    r: int
    AT: tuple  # m × α
    G: tuple  # α × r
    BT: tuple  # α × α

    def as_float(self):
        to_array = lambda rows: np.array([[float(x) for x in row] for row in rows])
        return to_array(self.AT), to_array(self.G), to_array(self.BT)


def _evaluation_matrix(points, columns: int):
    """Row p evaluates a polynomial of `columns` coefficients at point p; the last row is ∞."""
    rows = [[Fraction(p) ** j for j in range(columns)] for p in points]
    rows.append([Fraction(0)] * (columns - 1) + [Fraction(1)])
    return rows


def _inverse(matrix):
    """Exact Gauss-Jordan inverse over the rationals."""
    n = len(matrix)
    work = [list(row) + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if work[r][col] != 0)
        work[col], work[pivot] = work[pivot], work[col]
        scale = work[col][col]
        work[col] = [x / scale for x in work[col]]
        for r in range(n):
            if r != col and work[r][col] != 0:
                factor = work[r][col]
                work[r] = [a - factor * b for a, b in zip(work[r], work[col])]
    return [row[n:] for row in work]


def _transpose(matrix):
    return [list(col) for col in zip(*matrix)]


@cache
def transforms(m: int, r: int) -> Transforms:
    """Cook–Toom F(m, r) by transposing Toom-Cook linear convolution.

    Linear convolution s = h * g evaluates both polynomials at α points, multiplies, and
    interpolates: s = V⁻¹[(E_g g) ⊙ (E_h h)]. Correlation (what a conv layer computes) is its
    transpose in h, y = E_hᵀ[(E_g g) ⊙ (V⁻ᵀ d)], so Aᵀ = E_hᵀ, G = E_g, Bᵀ = V⁻ᵀ. Each row p is
    then rescaled (Bᵀ by the Lagrange denominator f_p, G by 1/f_p) to keep Bᵀ integral.
    """
    points = POINTS[m]
    alpha = m + r - 1
    assert len(points) == alpha - 1, (m, r, points)
    e_h = _evaluation_matrix(points, m)
    e_g = _evaluation_matrix(points, r)
    bt = _transpose(_inverse(_evaluation_matrix(points, alpha)))
    scale = [Fraction(1)] * alpha
    for i, p in enumerate(points):
        for q in points:
            if q != p:
                scale[i] *= Fraction(p) - Fraction(q)
    bt = [[x * scale[i] for x in row] for i, row in enumerate(bt)]
    g = [[x / scale[i] for x in row] for i, row in enumerate(e_g)]
    to_tuple = lambda rows: tuple(tuple(row) for row in rows)
    return Transforms(m, r, to_tuple(_transpose(e_h)), to_tuple(g), to_tuple(bt))


# ---- numpy model of the four stages, in float64 ----------------------------------------------


def input_tiles(problem: Problem, x: np.ndarray) -> np.ndarray:
    """d[T, α, α, C]: the zero-padded α×α patch of every output tile, tiles ordered (n, th, tw)."""
    p, m, a = problem.pad, problem.m, problem.alpha
    padded = np.pad(x, ((0, 0), (p, a), (p, a), (0, 0)))
    tiles = np.empty((problem.n, problem.tiles_h, problem.tiles_w, a, a, problem.c), x.dtype)
    for th in range(problem.tiles_h):
        for tw in range(problem.tiles_w):
            tiles[:, th, tw] = padded[:, th * m : th * m + a, tw * m : tw * m + a, :]
    return tiles.reshape(problem.ntiles, a, a, problem.c)


def ktrans(problem: Problem, g: np.ndarray) -> np.ndarray:
    """U[α², K, C] = G g Gᵀ for each (k, c); g is [K, R, S, C]."""
    _, G, _ = transforms(problem.m, problem.r).as_float()
    u = np.einsum("ir,krsc,js->ijkc", G, g, G)
    return u.reshape(problem.alpha**2, problem.k, problem.c)


def itrans(problem: Problem, x: np.ndarray) -> np.ndarray:
    """V[α², T, C] = Bᵀ d B for each (tile, c); x is [N, H, W, C]."""
    _, _, BT = transforms(problem.m, problem.r).as_float()
    v = np.einsum("ia,tabc,jb->ijtc", BT, input_tiles(problem, x), BT)
    return v.reshape(problem.alpha**2, problem.ntiles, problem.c)


def bgemm(v: np.ndarray, u: np.ndarray) -> np.ndarray:
    """M[p] = V[p] · U[p]ᵀ for each of the α² Winograd positions."""
    return np.einsum("ptc,pkc->ptk", v, u)


def otrans(problem: Problem, mm: np.ndarray) -> np.ndarray:
    """Y[N, H, W, K] = Aᵀ M A for each (tile, k)."""
    AT, _, _ = transforms(problem.m, problem.r).as_float()
    a, m = problem.alpha, problem.m
    y = np.einsum("xi,ijtk,yj->txyk", AT, mm.reshape(a, a, problem.ntiles, problem.k), AT)
    y = y.reshape(problem.n, problem.tiles_h, problem.tiles_w, m, m, problem.k)
    y = y.transpose(0, 1, 3, 2, 4, 5).reshape(problem.n, problem.tiles_h * m, problem.tiles_w * m, problem.k)
    return y[:, : problem.h, : problem.w]  # the last tiles' rows and columns past the image are not stored


def winograd_conv(problem: Problem, x: np.ndarray, g: np.ndarray) -> np.ndarray:
    return otrans(problem, bgemm(itrans(problem, x), ktrans(problem, g)))


def direct_conv(problem: Problem, x: np.ndarray, g: np.ndarray) -> np.ndarray:
    """The reference: stride-1 'same' cross-correlation, NHWC input, KRSC filter, in float64."""
    p = problem.pad
    padded = np.pad(x.astype(np.float64), ((0, 0), (p, p), (p, p), (0, 0)))
    y = np.zeros((problem.n, problem.h, problem.w, problem.k))
    for r in range(problem.r):
        for s in range(problem.r):
            window = padded[:, r : r + problem.h, s : s + problem.w, :]
            y += np.einsum("nhwc,kc->nhwk", window, g[:, r, s, :].astype(np.float64))
    return y


def relative_l2(out: np.ndarray, ref: np.ndarray) -> float:
    return float(np.linalg.norm((out - ref).ravel()) / np.linalg.norm(ref.ravel()))
