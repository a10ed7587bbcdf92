"""Would fp8 operands keep the full fusion within issue 6's error bound (rel L2 ≤ 1e-2)? (step 24)

    PYTHONPATH=. python3 experiments/fp8_error.py

A numpy model, float64 except for the BGEMM's operands: V and/or U are rounded to FP8 E4M3 (the
format of Hopper's fp8 mma: 4 significant bits, largest 448) after scaling each Winograd position
(V) or each position and output channel (U, as pkf/quantise.py scales int8) so its largest value
maps to 448. Inputs and filters are fresh standard normal values; the reference is the direct
convolution. Prints one markdown row per (m, operands).
"""

import numpy as np

from pkf.problem import Problem
from pkf.winograd import bgemm, direct_conv, itrans, ktrans, otrans, relative_l2

E4M3_MAX = 448.0
E4M3_MIN_NORMAL_EXPONENT = -6
E4M3_MANTISSA_BITS = 3


def round_e4m3(values: np.ndarray) -> np.ndarray:
    """Round to the nearest E4M3 value (ties to even), subnormals included, saturating at ±448."""
    exponent = np.floor(np.log2(np.maximum(np.abs(values), np.finfo(float).tiny)))
    step = 2.0 ** (np.maximum(exponent, E4M3_MIN_NORMAL_EXPONENT) - E4M3_MANTISSA_BITS)
    return np.clip(np.round(values / step) * step, -E4M3_MAX, E4M3_MAX)


def to_e4m3(values: np.ndarray, keep_axes: tuple[int, ...]) -> np.ndarray:
    """Scale so that each slice along keep_axes has its largest |value| at 448, round, scale back."""
    other = tuple(axis for axis in range(values.ndim) if axis not in keep_axes)
    scale = E4M3_MAX / np.abs(values).max(axis=other, keepdims=True)
    return round_e4m3(values * scale) / scale


def errors(m: int, size: int = 64, seed: int = 0) -> dict[str, float]:
    problem = Problem(h=size, w=size, accum="fp32", m=m)
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((1, size, size, problem.c))
    g = rng.standard_normal((problem.k, problem.r, problem.r, problem.c))
    reference = direct_conv(problem, x, g)
    v, u = itrans(problem, x), ktrans(problem, g)
    v8, u8 = to_e4m3(v, (0,)), to_e4m3(u, (0, 1))
    pairs = {"V and U in fp8": (v8, u8), "V in fp8": (v8, u), "U in fp8": (v, u8), "neither (float64)": (v, u)}
    return {name: relative_l2(otrans(problem, bgemm(a, b)), reference) for name, (a, b) in pairs.items()}


def main() -> None:
    print("| F(m,3) | operands | rel L2 |")
    print("|---|---|---|")
    for m in (2, 4):
        for name, error in errors(m).items():
            print(f"| F({m},3) | {name} | {error:.2e} |")


if __name__ == "__main__":
    main()
