"""Every proved limit, recomputed numerically with random orthonormal vectors at a large scale."""

import math
import random

import pytest

from tests.conftest import orthonormal_vectors, softmax_weights


def attend(query, keys, values):
    weights = softmax_weights(query, keys)
    return [sum(w * v[i] for w, v in zip(weights, values)) for i in range(len(values[0]))]


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
    assert close(scaled(0.5, plus(*heads)), target, 1e-4)


@pytest.mark.parametrize("eta, single_weight", [(0.3, 1.0), (-0.3, 0.0), (-0.9, 0.0)])
def test_noisy_key_cases(eta, single_weight):
    """k_a = (1+η)μ_a: one head copies v_a or v_b by the sign of η; two heads stay at ½ while 1+η > 0."""
    means = orthonormal_vectors(5, 7, 4)
    keys = [scaled(1 + eta, means[0])] + means[1:]
    t = 400
    single = softmax_weights(scaled(t, plus(means[0], means[1])), keys)
    assert abs(single[0] - single_weight) < 1e-6
    two = (softmax_weights(scaled(t, means[0]), keys)[0] + softmax_weights(scaled(t, means[1]), keys)[0]) / 2
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
    c2 = attend(xs[1], xs, xs)
    assert close(c2, plus(*(u[k] for k in expected)), 1e-6)
