"""INT8 (`--dtype int8`): how the Winograd domain is quantised, and a numpy model of it.

Input x, output y and the Winograd-domain output M stay fp16; the BGEMM's operands are int8:

    V_q[p, t, c] = clamp(round(V[p, t, c] / s_V[p]), ±127)   s_V[p]    = bound_V[p] / 127
    U_q[p, k, c] = clamp(round(U[p, k, c] / s_U[p, k]), ±127) s_U[p, k] = max_c |U[p, k, c]| / 127
    M[p, t, k]   = s_V[p] · s_U[p, k] · Σ_c V_q[p, t, c] · U_q[p, k, c]   (int32 sums, then fp16)

s_V is static: bound_V[p] = |Bᵀ|₁[i] · |Bᵀ|₁[j] · INPUT_ABS_MAX for p = (i, j) is the largest |V|
any input with |x| ≤ INPUT_ABS_MAX can give, so V is never clipped. s_U is per Winograd position
and output channel, computed by KTrans from the filter itself (filters are known ahead of time).
"""

import numpy as np

from pkf.problem import Problem
from pkf.winograd import bgemm, itrans, ktrans, otrans, transforms

QMAX = 127
# The calibrated input range: pkf's harness draws x uniformly from [-1, 1]. Inputs beyond it clip in V.
INPUT_ABS_MAX = 1.0


def input_scales(problem: Problem) -> np.ndarray:
    """s_V[p] for each of the α² Winograd positions, p = i·α + j."""
    _, _, BT = transforms(problem.m, problem.r).as_float()
    row_sums = np.abs(BT).sum(axis=1)
    return (np.outer(row_sums, row_sums) * INPUT_ABS_MAX / QMAX).ravel()


def quantise(values: np.ndarray, scales: np.ndarray) -> np.ndarray:
    return np.clip(np.round(values / scales), -QMAX, QMAX)


def filter_scales(u: np.ndarray) -> np.ndarray:
    """s_U[p, k] = max_c |U[p, k, c]| / 127 (1 where a filter is all zero)."""
    absmax = np.abs(u).max(axis=2)
    return np.where(absmax > 0, absmax, QMAX) / QMAX


def int8_winograd_conv(problem: Problem, x: np.ndarray, g: np.ndarray) -> np.ndarray:
    """The int8 pipeline in float64: quantise V and U, integer BGEMM, dequantise, OTrans."""
    u, v = ktrans(problem, g), itrans(problem, x)
    s_u, s_v = filter_scales(u), input_scales(problem)
    m = bgemm(quantise(v, s_v[:, None, None]), quantise(u, s_u[:, :, None]))
    return otrans(problem, m * s_v[:, None, None] * s_u[:, None, :])
