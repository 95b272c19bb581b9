"""Permutation equivariance: each step checked from the lemma it cites; wrong steps refuted."""

import pytest

from symattn.meaning.matrix_context import MatrixContext
from symattn.engine.matrix_claims import check_instances, check_matrix_step
from symattn.engine.results import Status
from symattn.spec.catalogue import load_parts
from symattn.spec.setting import build_setting
from symattn.steps.check import check_writeup

SHAPES = {"X": "T,d", "P": "T,T,permutation", "W_Q": "d,d", "W_K": "d,d", "W_V": "d,d", "W_1": "d,d",
          "W_2": "d,d", "b_1": "1,d", "b_2": "1,d", "one": "T,1"}
LET = ["Q = X W_Q", "K = X W_K", "V = X W_V", r"H = \mathrm{softmax}\left(\frac{Q K^\top}{\sqrt{d}}\right) V",
       r"Z = \mathrm{ReLU}(H W_1 + \mathbf{1} b_1) W_2 + \mathbf{1} b_2", r"X_{perm} = P X",
       r"Q_{perm} = X_{perm} W_Q", r"K_{perm} = X_{perm} W_K", r"V_{perm} = X_{perm} W_V",
       r"H_{perm} = \mathrm{softmax}\left(\frac{Q_{perm} K_{perm}^\top}{\sqrt{d}}\right) V_{perm}",
       r"Z_{perm} = \mathrm{ReLU}(H_{perm} W_1 + \mathbf{1} b_1) W_2 + \mathbf{1} b_2"]
SOFTMAX = r"\mathrm{softmax}\left(\frac{Q_{perm} K_{perm}^\top}{\sqrt d}\right)"


@pytest.fixture(scope="module")
def context():
    return MatrixContext(build_setting({"kind": "matrices", "shapes": SHAPES, "let": LET}, "test"))


@pytest.mark.parametrize("claim, by, status, reason", [
    ("Q_{perm} = P Q", (), Status.PROVED, "by algebra (associativity, transposes)"),
    (SOFTMAX + r" = P \mathrm{softmax}\left(\frac{Q K^\top}{\sqrt d}\right) P^\top", ("softmax-perm",),
     Status.PROVED, "by softmax-perm"),
    ("H_{perm} = P H", ("softmax-perm", "orthogonal"), Status.PROVED, "by softmax-perm, orthogonal"),
    ("H_{perm} = P H", ("softmax-perm",), Status.REFUTED,
     "the step also needs the lemma orthogonal, which it does not cite"),
    ("Z_{perm} = P Z", ("softmax-perm", "orthogonal", "ones", "relu-perm"), Status.PROVED,
     "by softmax-perm, orthogonal, ones, relu-perm"),
    (SOFTMAX + r" = P \mathrm{softmax}\left(\frac{Q K^\top}{\sqrt d}\right)", ("softmax-perm",), Status.REFUTED,
     "the two sides differ on a random instance (T = 3, d = 2)"),
    ("Z_{perm} = Z", ("softmax-perm", "orthogonal", "ones", "relu-perm"), Status.REFUTED,
     "the two sides differ on a random instance (T = 3, d = 2)"),
])
def test_matrix_steps(context, claim, by, status, reason):
    """A step is proved only with the lemmas it cites; a step that drops Pᵀ is refuted."""
    result = check_matrix_step(claim, by, context)
    assert (result.status, result.reason) == (status, reason)


def test_dropped_transpose_has_a_counterexample(context):
    """The refutation names the instance and the entry that differs."""
    result = check_matrix_step(SOFTMAX + r" = P \mathrm{softmax}\left(\frac{Q K^\top}{\sqrt d}\right)",
                               ("softmax-perm",), context)
    assert result.witness.startswith("instance seed 0, entry (")


def test_exhaustive_instances(context):
    """Every permutation for T = 2, 3 with symbolic X, W's and b's."""
    result = check_instances("Z_{perm} = P Z", (2, 3), context)
    assert (result.status, result.reason) == (
        Status.PROVED, "holds for all 16 permutations with T in [2, 3], d in [2, 3] (symbolic entries; only these sizes are checked)")


def test_instances_refute_a_false_conclusion(context):
    """The instance check can fail: Z_perm = Z is false for the swap."""
    result = check_instances("Z_{perm} = Z", (2,), context)
    assert result.status is Status.REFUTED and result.witness == "permutation (1, 0)"


SWAP, IDENTITY, CYCLE_TAIL = [[0, 1], [1, 0]], [[1, 0, 0], [0, 1, 0], [0, 0, 1]], [[1, 0, 0], [0, 0, 1], [0, 1, 0]]


def _witness(claim, P, d=2):
    from symattn.engine.matrix_claims import check_witness

    setting = build_setting({"kind": "matrices", "shapes": {"X": "T,d", "P": "T,T,permutation", "Phi": "T,d"}}, "t")
    return check_witness(claim, {"T": len(P), "d": d, "P": P}, MatrixContext(setting))


@pytest.mark.parametrize("claim, P, status, reason", [
    # an entry that differs by a number, whatever X is: proved
    (r"P X + \Phi \ne P (X + \Phi)", SWAP, Status.PROVED, "T = 2, d = 2, P = [[0, 1], [1, 0]]: entry (0, 0) differs by "
     "-sin(1) ≈ -0.841471"),
    (r"P X + \Phi \ne P (X + \Phi)", CYCLE_TAIL, Status.PROVED, "T = 3, d = 2, P = [[1, 0, 0], [0, 0, 1], [0, 1, 0]]: "
     "entry (1, 0) differs by -sin(2) + sin(1) ≈ -0.0678264"),
    # sides equal for every X: by algebra on every instance (distributivity), or on this one (P = I): refuted
    (r"P (X + \Phi) \ne P X + P \Phi", SWAP, Status.REFUTED,
     "the two sides are equal for every X and every instance (by algebra: distributivity, associativity, transposes)"),
    (r"X + \Phi \ne \Phi + X", SWAP, Status.REFUTED,
     "the two sides are equal for every X and every instance (by algebra: distributivity, associativity, transposes)"),
    (r"P^\top P X \ne X", SWAP, Status.REFUTED,
     "the two sides are equal for every X and every permutation P (by the lemma orthogonal)"),
    (r"P X + \Phi \ne P (X + \Phi)", IDENTITY, Status.REFUTED,
     "on the instance T = 3, d = 2, P = [[1, 0, 0], [0, 1, 0], [0, 0, 1]] the two sides are equal for every X"),
    # entries that differ for some X only (X_10 − X_00): one instance decides nothing
    (r"P X \ne X", SWAP, Status.UNKNOWN, "no entry differs for every X on the instance T = 2, d = 2, P = [[0, 1], [1, 0]]"),
])
def test_witness_steps(claim, P, status, reason):
    result = _witness(claim, P)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("left, right, P", [
    # the refuted witnesses above, cross-checked numerically: the sides agree at random X (20 digits)
    (lambda P, X, F: P * (X + F), lambda P, X, F: P * X + P * F, SWAP),
    (lambda P, X, F: X + F, lambda P, X, F: F + X, SWAP),
    (lambda P, X, F: P * X + F, lambda P, X, F: P * (X + F), IDENTITY),
])
def test_equal_sides_agree_numerically(left, right, P):
    import random

    from sympy import Matrix, cos, sin

    rng = random.Random(0)
    T = len(P)
    X = Matrix(T, 2, lambda i, j: rng.uniform(-5, 5))
    F = Matrix(T, 2, lambda i, j: sin(i) if j == 0 else cos(i))  # Φ for d = 2: sin(t), cos(t) at ω_0 = 1
    difference = (left(Matrix(P), X, F) - right(Matrix(P), X, F)).evalf(20)
    assert max(abs(x) for x in difference) < 1e-12


@pytest.mark.parametrize("text", [
    "Assume some row of Z' = f(PX) differs from the same row of PZ. Then Q' = PQ, K' = PK, V' = PV; the scores are "
    "PAPᵀ where A = QKᵀ/√d, so H' = P softmax(A) PᵀPV = PH, and Z' = PZ, a contradiction.",
    "Let A = QKᵀ/√d and Z' = f(PX). Then H' = P softmax(A) PᵀPV = PH.",
    "With B = QKᵀ/√d: Q' = PQ and H' = P softmax(B) Pᵀ P V.",
])
def test_a_coefficient_in_a_scalar_no_instance_fixes(text):
    """√d of a d the part does not fix leaves no number to compare at an instance: no refutation, never a crash."""
    part = next(p for p in load_parts([]) if p.id == "permutation")
    statuses = [step.status.value for step in check_writeup(part, text).steps]
    assert "wrong" not in statuses
