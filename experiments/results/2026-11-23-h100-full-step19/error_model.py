"""Step 19, estimated before it was built: the error of F(4,3)'s OTrans in fp16 arithmetic.

    PYTHONPATH=. python3 experiments/results/2026-11-23-h100-full-step19/error_model.py

A float64 model at 64²: x, g, U, V and M rounded to fp16 as the kernel stores them; OTrans as the
generated code computes it (A^T·M, then ·A, one term at a time), rounding after every operation to
fp32 or to fp16; rel L2 against the direct convolution. Printed: fp32 3.8e-3, fp16 4.4e-3.
"""

import numpy as np

from pkf.problem import Problem
from pkf.winograd import bgemm, direct_conv, itrans, ktrans, relative_l2, transforms


def otrans_rounded(at: np.ndarray, mm: np.ndarray, dtype) -> np.ndarray:
    def rounded(z):
        return np.asarray(z).astype(dtype).astype(np.float64)

    def dot(coefficients, terms):  # one term at a time, as the generated code adds them
        total = np.zeros(mm.shape[2:])
        for coefficient, term in zip(coefficients, terms):
            if coefficient:
                total = rounded(total + rounded(rounded(coefficient) * term))
        return total

    m, a = at.shape
    atm = np.array([[dot(at[i], mm[:, j]) for j in range(a)] for i in range(m)])
    return np.array([[dot(at[j], atm[i]) for j in range(m)] for i in range(m)])


def half(z: np.ndarray) -> np.ndarray:
    return z.astype(np.float16).astype(np.float64)


def main() -> None:
    p = Problem(h=64, w=64)
    rng = np.random.default_rng(1)
    x = half(rng.uniform(-1, 1, (p.n, p.h, p.w, p.c)))
    g = half(rng.uniform(-1, 1, (p.k, p.r, p.r, p.c)))
    reference = direct_conv(p, x, g)
    at = transforms(p.m, p.r).as_float()[0]
    mm = half(bgemm(half(itrans(p, x)), half(ktrans(p, g)))).reshape(p.alpha, p.alpha, p.ntiles, p.k)
    tiles = p.h // p.m, p.w // p.m
    for name, dtype in (("fp32", np.float32), ("fp16", np.float16)):
        y = otrans_rounded(at, mm, dtype).reshape(p.m, p.m, *tiles, p.k).transpose(2, 0, 3, 1, 4)
        print(name, f"{relative_l2(half(y.reshape(1, p.h, p.w, p.k)), reference):.2e}")


if __name__ == "__main__":
    main()
