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


def _brute_force_any(d: int, T: int, base: int) -> float:
    """Every pair, every coordinate written out: Φ(t)_j = sin or cos of base^(−2⌊j/2⌋/d)·t, the last a sine when d is
    odd."""
    def row(t):
        return [(math.sin if j % 2 == 0 else math.cos)(base ** (-2 * (j // 2) / d) * t) for j in range(d)]

    return math.sqrt(min(sum((a - b) ** 2 for a, b in zip(row(t1), row(t2)))
                         for t1 in range(T) for t2 in range(t1 + 1, T)))


@pytest.mark.parametrize("d, T, base", [(1, 50, 10000), (3, 40, 10000), (5, 30, 100), (7, 25, 10), (4, 40, 100),
                                        (2, 60, 2)])
def test_any_dimension_and_base_match_brute_force(d, T, base):
    """Odd d (a lone last sine, which depends on both positions) and other bases agree with every pair written out."""
    assert math.isclose(minimum_distances(d, (T,), base)[T], _brute_force_any(d, T, base), rel_tol=1e-9)


def test_the_base_changes_the_table():
    """The base is read: base 2 and base 10000 give different minima for d = 4."""
    assert minimum_distances(4, (50,), 2)[50] != minimum_distances(4, (50,), 10000)[50]


WRITTEN = [
    # two positions' whole embeddings, written in a write-up: equal only for equal integer positions
    ("Yes. Φ(0) = Φ(62832).", "w"),
    ("Yes. Φ(0) = Φ(62832), since the slowest pair has period 2π·10000.", "w"),
    # a sentence mostly of words nobody reads: never ✗ (they may make it a supposition or someone else's claim)
    ("Dus Φ(0) = Φ(62832), omdat de langzaamste golf een periode van 62832 heeft.", "u"),
    ("Ja: Φ(44) = Φ(0).", "w"),
    ("So Φ(t + 54410) = Φ(t) for every t.", "w"),
    ("Φ(3) = Φ(3).", "v"),
    # supposed, in a proof by contradiction ("but" inside the supposition): not claimed, never wrong
    ("No. Proof: suppose t_1 ≠ t_2 but Φ(t_1) = Φ(t_2). Then sin t_1 = sin t_2.", "ss"),
    ("No. Suppose t_1 ≠ t_2, but Φ(t_1) = Φ(t_2).", "ss"),
    ("Non. Supposons t_1 ≠ t_2 mais Φ(t_1) = Φ(t_2).", "ss"),
]


@pytest.mark.parametrize("text, expected", WRITTEN)
def test_embeddings_compared_in_a_writeup(text, expected):
    """Φ(A) = Φ(B) in a write-up is the engine's distinctness claim (the pair i = 0); a supposition is not claimed."""
    from symattn.spec.catalogue import by_name, load_parts
    from symattn.steps.check import check_writeup
    part = by_name(load_parts([]))["position-distinct"]
    steps = check_writeup(part, text).steps
    assert "".join(step.status[0] for step in steps)[:len(expected)] == expected
