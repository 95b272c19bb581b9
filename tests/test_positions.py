"""Sinusoidal embeddings: distinct positions never collide; the distance table is exact."""

import math

import pytest
from sympy import Integer

from symattn.engine.positions import _concrete, minimum_distances
from symattn.engine.results import Status


@pytest.mark.parametrize("first, second, claims_equal, status", [
    (0, 44, True, Status.REFUTED),
    (0, 44, False, Status.PROVED),
    (5, 5, True, Status.PROVED),
    (3, 3 + 710, True, Status.REFUTED),
])
def test_concrete_positions(first, second, claims_equal, status):
    """Near-multiples of 2π (44 ≈ 7·2π, 710 ≈ 113·2π) are still told apart, exactly."""
    assert _concrete(Integer(first), Integer(second), claims_equal).status is status


def _brute_force(d: int, T: int) -> float:
    freqs = [10000 ** (-2 * i / d) for i in range(d // 2)]
    best = math.inf
    for t1 in range(T):
        for t2 in range(t1 + 1, T):
            total = sum((math.sin(w * t1) - math.sin(w * t2)) ** 2 + (math.cos(w * t1) - math.cos(w * t2)) ** 2
                        for w in freqs)
            best = min(best, total)
    return math.sqrt(best)


@pytest.mark.parametrize("d, T", [(8, 60), (16, 40), (128, 30)])
def test_pruned_minimum_matches_brute_force(d, T):
    """The pruned search over gaps equals the brute force over all pairs."""
    assert math.isclose(minimum_distances(d, (T,))[T], _brute_force(d, T), rel_tol=1e-9)
