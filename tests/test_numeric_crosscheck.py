"""Every proved limit, recomputed numerically with random orthonormal vectors at a large scale."""

"""Uses the numeric definitions the answer sheet typesets (symattn.numerics), so the sheet shows checked code."""

import itertools
import random

import pytest

from symattn.engine import plain_definitions as numerics
from symattn.engine.plain_definitions import Indexed, Matrix, Vector
from tests.conftest import orthonormal_vectors


def attend(query, keys, values):
    """c for keys and values given from 0, as the typeset definitions number them: from 1."""
    keys, values = Indexed(Vector(k) for k in keys), Indexed(Vector(v) for v in values)
    return numerics.attend(keys, Vector(query), values, len(keys))


def close(a, b, tol=1e-6):
    return max(abs(x - y) for x, y in zip(a, b)) < tol


def scaled(c, v):
    return [c * x for x in v]


def plus(*vectors):
    return [sum(xs) for xs in zip(*vectors)]


@pytest.mark.parametrize("seed, n", [(0, 3), (1, 8), (2, 20)])
def test_copy(seed, n):
    """q = t k_j (and q = t k_j + w): c ≈ v_j."""
    rng = random.Random(seed)
    keys = orthonormal_vectors(n, n + 2, seed)
    values = [[rng.uniform(-1, 1) for _ in range(4)] for _ in range(n)]
    w = [rng.uniform(-1, 1) for _ in range(n + 2)]
    assert close(attend(scaled(60, keys[2]), keys, values), values[2])
    assert close(attend(plus(scaled(60, keys[2]), w), keys, values), values[2])


@pytest.mark.parametrize("seed, n", [(0, 2), (1, 5), (2, 30)])
def test_average(seed, n):
    """q = t(k_a + k_b): c ≈ ½(v_a + v_b)."""
    rng = random.Random(seed)
    keys = orthonormal_vectors(n, n + 1, seed)
    values = [[rng.uniform(-1, 1) for _ in range(3)] for _ in range(n)]
    c = attend(scaled(60, plus(keys[0], keys[1])), keys, values)
    assert close(c, scaled(0.5, plus(values[0], values[1])))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_single_and_two_heads_with_small_noise(seed):
    """k_i = μ_i + √α z_i with α = 1e-12: one head with q = t(μ_a+μ_b), two heads with tμ_a, tμ_b."""
    rng = random.Random(seed)
    means = orthonormal_vectors(6, 9, seed)
    keys = [plus(m, [1e-6 * rng.gauss(0, 1) for _ in m]) for m in means]
    values = [[rng.uniform(-1, 1) for _ in range(3)] for _ in range(6)]
    target = scaled(0.5, plus(values[0], values[1]))
    t = 40
    assert close(attend(scaled(t, plus(means[0], means[1])), keys, values), target, 1e-4)
    heads = [attend(scaled(t, means[0]), keys, values), attend(scaled(t, means[1]), keys, values)]
    assert close(numerics.c_two_heads(*(Vector(h) for h in heads)), target, 1e-4)


@pytest.mark.parametrize("eta, single_weight", [(0.3, 1.0), (-0.3, 0.0), (-0.9, 0.0)])
def test_noisy_key_cases(eta, single_weight):
    """k_a = (1+η)μ_a: one head copies v_a or v_b by the sign of η; two heads stay at ½ while 1+η > 0."""
    means = [Vector(m) for m in orthonormal_vectors(5, 7, 4)]
    keys = Indexed([(1 + eta) * means[0]] + means[1:])
    t = 400
    assert abs(numerics.alpha(keys, t * (means[0] + means[1]), 1, 5) - single_weight) < 1e-6
    two = (numerics.alpha(keys, t * means[0], 1, 5) + numerics.alpha(keys, t * means[1], 1, 5)) / 2
    assert abs(two - 0.5) < 1e-6


def _kqv(extra: str | None):
    beta = 7.0
    u = {k: scaled(beta, v) for k, v in zip("abcd", orthonormal_vectors(4, 6, 5))}
    x2 = u["a"] if extra is None else plus(u["a"], u[extra])
    xs = [plus(u["d"], u["b"]), x2, plus(u["c"], u["b"])]
    return u, xs


@pytest.mark.parametrize("extra, expected", [(None, "a"), ("d", "ad"), ("c", "ac")])
def test_kqv_plain(extra, expected):
    """q = k = v = x: c_2 ≈ u_a, or u_a + u_d / u_a + u_c when those are added to x_2."""
    u, xs = _kqv(extra)
    c2 = numerics.self_attend(Indexed(Vector(x) for x in xs), 2, 3)
    assert close(c2, plus(*(u[k] for k in expected)), 1e-6)


def _random_matrix(rng, rows, cols):
    return Matrix([[rng.uniform(-1, 1) for _ in range(cols)] for _ in range(rows)])


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_permutation_equivariance_numerically(order):
    """Z(PX) = P Z(X) with the typeset H and Z, for every permutation of three tokens."""
    rng = random.Random(5)
    X = _random_matrix(rng, 3, 2)
    W = {name: _random_matrix(rng, 2, 2) for name in ("Q", "K", "V", "1", "2")}
    b = {name: _random_matrix(rng, 1, 2) for name in ("1", "2")}
    one = Matrix([[1.0]] * 3)
    P = Matrix([[1.0 if order[i] == j else 0.0 for j in range(3)] for i in range(3)])

    def layer(inputs):
        return numerics.Z(numerics.H(inputs, W["Q"], W["K"], W["V"], 2), W["1"], b["1"], W["2"], b["2"], one)

    permuted, original = layer(P @ X), P @ layer(X)
    assert max(abs(x - y) for r, s in zip(permuted, original) for x, y in zip(r, s)) < 1e-12


@pytest.mark.parametrize("t, d", [(0, 8), (5, 8), (44, 128)])
def test_typeset_embedding_matches_the_engine(t, d):
    """The typeset Φ(t, 2i) and Φ(t, 2i + 1) equal the engine's (sin ω_i t, cos ω_i t) pairs."""
    from symattn.engine.positions import embedding_pair

    for i in range(d // 2):
        exact = embedding_pair(t, i, d)
        assert abs(numerics.Phi(t, 2 * i, d) - float(exact[0])) < 1e-12
        assert abs(numerics.Phi(t, 2 * i + 1, d) - float(exact[1])) < 1e-12


def test_kqv_design_numerically():
    """K = I, Q = (u_d u_a^⊤ + u_c u_d^⊤)/β², V = (u_b u_b^⊤ − u_c u_c^⊤)/β²: c_2 ≈ u_b and c_1 ≈ u_b − u_c."""
    u, xs = _kqv(None)
    beta = 7.0
    outer = lambda a, b: [[x * y for y in b] for x in a]  # noqa: E731
    add = lambda A, B, s=1.0: [[x + s * y for x, y in zip(r, q)] for r, q in zip(A, B)]  # noqa: E731
    Q = [[x / beta**2 for x in row] for row in add(outer(u["d"], u["a"]), outer(u["c"], u["d"]))]
    V = [[x / beta**2 for x in row] for row in add(outer(u["b"], u["b"]), outer(u["c"], u["c"]), -1.0)]
    words = Indexed(Vector(x) for x in xs)
    assert close(numerics.self_attend(words, 2, 3, Q=Q, V=V), u["b"], 1e-6)
    assert close(numerics.self_attend(words, 1, 3, Q=Q, V=V), plus(u["b"], scaled(-1, u["c"])), 1e-6)


@pytest.mark.parametrize("index", [0, 4, "1"])
def test_indexed_sequences_count_from_one(index):
    """k_1 … k_n: index 0 or past the end is an error, not the last element."""
    with pytest.raises(IndexError, match=r"^index .* is not in 1\.\.3$"):
        Indexed((1, 2, 3))[index]
