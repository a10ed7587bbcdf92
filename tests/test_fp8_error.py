"""experiments/fp8_error.py: its E4M3 rounding against values worked out by hand, and its model
against the direct convolution when nothing is rounded."""

import numpy as np

from experiments.fp8_error import errors, round_e4m3


def test_e4m3_rounding_by_hand():
    values = np.array([1.0, 1.0625, 1.1, 0.3, 500.0, -500.0, 2.0**-9, 2.0**-10, 3 * 2.0**-10, 232.0, 240.0])
    # 1.0625 is halfway between 1 and 1.125: ties go to the even mantissa (1.0); 0.3 is 9.6 steps of
    # 2^-5; 2^-9 is the smallest subnormal, 2^-10 is halfway to 0 (even), 3·2^-10 halfway to 2^-8
    # (even mantissa 2); in [128, 256) the step is 16, so 240 is exact and 232, halfway, goes to 224.
    expected = np.array([1.0, 1.0, 1.125, 0.3125, 448.0, -448.0, 2.0**-9, 0.0, 2.0**-8, 224.0, 240.0])
    np.testing.assert_array_equal(round_e4m3(values), expected)


def test_model_is_exact_without_rounding_and_fp8_adds_error():
    for m, result in ((2, errors(2, size=16)), (4, errors(4, size=16))):
        assert result["neither (float64)"] < 1e-12, m
        assert result["V and U in fp8"] > result["neither (float64)"] * 1e6, m
