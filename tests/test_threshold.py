"""How large is large: the smallest scale with max_j |α_j − lim α_j| ≤ ε, one definition for grade and the sheet."""

import math

import pytest

from symattn.grading.threshold import scale_for_error, significant
from tests.conftest import make_context


def _average(keys: int, epsilon: float) -> float:
    context = make_context({"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"]})
    return scale_for_error(context, epsilon, keys)


@pytest.mark.parametrize("keys, epsilon, expected", [
    # n ≥ 4: the largest deviation is |α_a − ½| = (n−2)/(2(2e^t+n−2)), the answer sheet's formula
    (1000, 0.01, math.log(24451)),
    (100, 0.1, math.log((100 - 2) * (1 - 0.2) / 0.4)),
    (10, 0.001, math.log((10 - 2) * (1 - 0.002) / 0.004)),
    # n = 3: the other key's weight 1/(2e^t+1) deviates more than α_a does, and decides
    (3, 0.01, math.log((1 / 0.01 - 1) / 2)),
])
def test_the_error_is_the_largest_deviation_of_one_weight(keys, epsilon, expected):
    """Not the total weight on the other keys (which gave t ≈ 10.8 at n = 1000)."""
    assert abs(_average(keys, epsilon) - expected) < 1e-6


@pytest.mark.parametrize("value, shown", [(math.log(24451), "10.10"), (1234.56, "1235"), (0.5, "0.5000"),
                                          (3.0, "3.000")])
def test_significant_digits_keep_trailing_zeros(value, shown):
    """10.10 as the sheet prints it, not 10.1."""
    assert significant(value) == shown
