"""The figure: across sampled keys (η ~ N(0, ½)), the weight on v_a for one head vs two heads, against t.

Computed with the numeric definitions (the ones latexify typesets), with a fixed seed.
"""

import random
import statistics

from symattn.engine.plain_definitions import Indexed, Vector, alpha

KEYS, SAMPLES, SEED = 4, 400, 20241125
SCALES = [0.5 * i for i in range(0, 41)]


def _basis(i: int) -> Vector:
    return Vector(1.0 if j == i else 0.0 for j in range(KEYS))


def weights_on_a(t: float, eta: float) -> tuple:
    """(single head with q = t(μ_a + μ_b), two heads with q_1 = tμ_a, q_2 = tμ_b): the weight on v_a."""
    mu = [_basis(i) for i in range(KEYS)]
    keys = Indexed([(1 + eta) * mu[0]] + mu[1:])  # key 1 is k_a, key 2 is k_b
    single = alpha(keys, t * (mu[0] + mu[1]), 1, KEYS)
    double = (alpha(keys, t * mu[0], 1, KEYS) + alpha(keys, t * mu[1], 1, KEYS)) / 2
    return single, double


def series() -> list:
    """Rows (t, mean and 10th/90th percentiles for one head, the same for two heads)."""
    rng = random.Random(SEED)
    etas = [rng.gauss(0.0, 0.5 ** 0.5) for _ in range(SAMPLES)]
    rows = []
    for t in SCALES:
        pairs = [weights_on_a(t, eta) for eta in etas]
        row = [t]
        for values in (sorted(p[0] for p in pairs), sorted(p[1] for p in pairs)):
            row += [statistics.fmean(values), values[SAMPLES // 10], values[SAMPLES * 9 // 10]]
        rows.append(row)
    return rows


def data_file() -> str:
    lines = ["t single single_p10 single_p90 double double_p10 double_p90"]
    lines += [" ".join(f"{x:.6f}" for x in row) for row in series()]
    return "\n".join(lines) + "\n"
