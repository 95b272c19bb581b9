"""Permutation equivariance: each step checked from the lemma it cites; wrong steps refuted."""

import pytest

from symattn.meaning.matrix_context import MatrixContext
from symattn.engine.matrix_claims import check_instances, check_matrix_step
from symattn.engine.results import Status
from symattn.spec.setting import build_setting

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


@pytest.mark.parametrize("claim, status", [
    (r"P X + \Phi \ne P (X + \Phi)", Status.PROVED),
    (r"P (X + \Phi) \ne P X + P \Phi", Status.UNKNOWN),
])
def test_witness_steps(claim, status):
    """A differing entry proves ≠; sides that agree on the one instance leave it unknown, not refuted."""
    from symattn.engine.matrix_claims import check_witness

    setting = build_setting({"kind": "matrices", "shapes": {"X": "T,d", "P": "T,T,permutation", "Phi": "T,d"}}, "t")
    instance = {"T": 2, "d": 2, "P": [[0, 1], [1, 0]]}
    assert check_witness(claim, instance, MatrixContext(setting)).status is status
