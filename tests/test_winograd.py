"""The Winograd math: exact transforms, and the four stages in the kernels' layouts."""

from fractions import Fraction

import numpy as np
import pytest

from pkf import winograd as wg
from pkf.problem import Problem


@pytest.mark.parametrize("m", [2, 4, 6])
def test_transform_shapes_and_exactness(m):
    t = wg.transforms(m, 3)
    alpha = m + 2
    assert (len(t.AT), len(t.AT[0])) == (m, alpha)
    assert (len(t.G), len(t.G[0])) == (alpha, 3)
    assert (len(t.BT), len(t.BT[0])) == (alpha, alpha)
    assert all(isinstance(x, Fraction) for row in t.AT + t.G + t.BT for x in row)


def test_f43_input_transform_is_lavins():
    # Lavin & Gray's F(4,3) Bᵀ, up to the sign of each row (a row's sign moves freely into G).
    lavin = [[4, 0, -5, 0, 1, 0], [0, -4, -4, 1, 1, 0], [0, 4, -4, -1, 1, 0],
             [0, -2, -1, 2, 1, 0], [0, 2, -1, -2, 1, 0], [0, 4, 0, -5, 0, 1]]
    ours = [[int(x) for x in row] for row in wg.transforms(4, 3).BT]
    for a, b in zip(ours, lavin):
        assert a == b or a == [-x for x in b]


@pytest.mark.parametrize("m", [2, 4, 6])
def test_one_dimensional_identity(m):
    """y = Aᵀ[(G g) ⊙ (Bᵀ d)] is exactly the correlation of d with g, in rationals."""
    t = wg.transforms(m, 3)
    rng = np.random.default_rng(m)
    d = [Fraction(int(v)) for v in rng.integers(-9, 9, m + 2)]
    g = [Fraction(int(v)) for v in rng.integers(-9, 9, 3)]
    gg = [sum(a * b for a, b in zip(row, g)) for row in t.G]
    bd = [sum(a * b for a, b in zip(row, d)) for row in t.BT]
    y = [sum(a * u * v for a, u, v in zip(row, gg, bd)) for row in t.AT]
    assert y == [sum(d[i + k] * g[k] for k in range(3)) for i in range(m)]


@pytest.mark.parametrize(
    "problem",
    [Problem(n=1, h=8, w=8, c=16, k=16, m=2), Problem(n=2, h=12, w=8, c=16, k=32, m=4),
     Problem(n=1, h=12, w=18, c=32, k=16, m=6)],
    ids=lambda p: p.key,
)
def test_four_stages_match_direct_convolution(problem):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((problem.n, problem.h, problem.w, problem.c))
    g = rng.standard_normal((problem.k, problem.r, problem.r, problem.c))
    u, v = wg.ktrans(problem, g), wg.itrans(problem, x)
    assert u.shape == (problem.alpha**2, problem.k, problem.c)
    assert v.shape == (problem.alpha**2, problem.ntiles, problem.c)
    mm = wg.bgemm(v, u)
    assert mm.shape == (problem.alpha**2, problem.ntiles, problem.k)
    y = wg.otrans(problem, mm)
    assert wg.relative_l2(y, wg.direct_conv(problem, x, g)) < 1e-13


def test_a_wrong_transform_is_caught():
    """The check above can fail: perturb one entry of Bᵀ and the result is far off."""
    problem = Problem(n=1, h=8, w=8, c=16, k=16, m=4)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((problem.n, problem.h, problem.w, problem.c))
    g = rng.standard_normal((problem.k, 3, 3, problem.c))
    good = wg.transforms(4, 3)
    bad_bt = tuple(tuple(x + (Fraction(1, 2) if (i, j) == (2, 2) else 0) for j, x in enumerate(row))
                   for i, row in enumerate(good.BT))
    wg.transforms.cache_clear()
    try:
        original = wg.transforms
        wg.transforms = lambda m, r: wg.Transforms(m, r, good.AT, good.G, bad_bt)
        y = wg.winograd_conv(problem, x, g)
    finally:
        wg.transforms = original
    assert wg.relative_l2(y, wg.direct_conv(problem, x, g)) > 1e-2


# ---- int8 (pkf/quantise.py) ------------------------------------------------------------------


def _random_conv(problem, seed):
    rng = np.random.default_rng(seed)
    return rng.uniform(-1, 1, (problem.n, problem.h, problem.w, problem.c)), rng.uniform(-1, 1, (problem.k, 3, 3, problem.c))


def test_int8_model_error_is_the_documented_one():
    """Quantised V and U lose about 1.6 % at F(2,3): well under the int8 tolerance, well over fp16's."""
    from pkf.harness.run import TOLERANCE
    from pkf.quantise import int8_winograd_conv

    problem = Problem(h=32, w=32, dtype="int8")
    x, g = _random_conv(problem, 3)
    error = wg.relative_l2(int8_winograd_conv(problem, x, g), wg.direct_conv(problem, x, g))
    assert 5e-3 < error < TOLERANCE["int8"] / 1.5


def test_int8_input_scale_is_a_bound_no_input_in_range_clips():
    from pkf.quantise import INPUT_ABS_MAX, QMAX, input_scales

    problem = Problem(h=32, w=32, dtype="int8")
    _, _, BT = wg.transforms(problem.m, problem.r).as_float()
    # The input that maximises |V| at each position: x = ±INPUT_ABS_MAX with the signs of Bᵀ's rows.
    a = problem.alpha
    for i in range(a):
        for j in range(a):
            patch = np.sign(np.outer(BT[i], BT[j])) * INPUT_ABS_MAX
            worst = abs(float(BT[i] @ patch @ BT[j]))
            assert worst / input_scales(problem)[i * a + j] == pytest.approx(QMAX)


def test_int8_filter_scale_uses_the_full_range_per_output_channel():
    from pkf.quantise import QMAX, filter_scales, quantise

    problem = Problem(h=32, w=32, dtype="int8")
    _, g = _random_conv(problem, 4)
    g[5] = 0.0  # an all-zero filter keeps a finite scale
    u = wg.ktrans(problem, g)
    q = quantise(u, filter_scales(u)[:, :, None])
    assert np.all(np.isfinite(q))
    peak = np.abs(q).max(axis=2)
    assert np.all(peak[:, 5] == 0)
    assert np.all(np.delete(peak, 5, axis=1) == QMAX)
