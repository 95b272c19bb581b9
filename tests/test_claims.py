"""Claims: equalities, limits and thresholds are proved, refuted with a witness, or left unknown."""

import math

import pytest

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from tests.conftest import make_context, orthonormal_vectors, softmax_weights

AVERAGE = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"]}
NO_SCALE = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = k_a + k_b"]}
TWO_HEADS_WRONG = {"kind": "two-head", "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"],
                   "let": [r"k_i = \mu_i", r"q_1 = t(\mu_a + \mu_b)", r"q_2 = t(\mu_a - \mu_b)"]}
KQV = {"kind": "self-attention", "vectors": {"u": "orthogonal norm beta"}, "keys": [1, 2, 3], "others": False,
       "scale": "beta", "let": ["x_1 = u_d + u_b", "x_2 = u_a", "x_3 = u_c + u_b", "K = I",
                                r"Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}",
                                r"V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}"]}


@pytest.mark.parametrize("table, claim, when, status, reason", [
    (AVERAGE, r"k_a^\top q = t", (), Status.PROVED, "both sides equal t"),
    (AVERAGE, r"\alpha_a = \frac{e^t}{2e^t + n - 2}", (), Status.PROVED, "both sides equal exp(t)/(n + 2*exp(t) - 2)"),
    (AVERAGE, r"\lim_{t\to\infty} c = \frac{1}{2}(v_a + v_b)", (), Status.PROVED, "the limit is v_a/2 + v_b/2"),
    (AVERAGE, r"c \to \frac{1}{2}(v_a + v_b)", (), Status.PROVED, "the limit is v_a/2 + v_b/2"),
    (AVERAGE, r"\lim_{t\to\infty} c = v_a", (), Status.REFUTED, "the limit is v_a/2 + v_b/2"),
    (NO_SCALE, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", (), Status.REFUTED, "the limit is E/(n - 2 + 2*E)"),
    (TWO_HEADS_WRONG, r"\lim_{t\to\infty} c = \frac{1}{2}(v_a + v_b)", (), Status.REFUTED,
     "the limit is 3*v_a/4 + v_b/4"),
    (KQV, r"\lim_{\beta\to\infty} c_2 = u_b", (), Status.PROVED, "the limit is u_b"),
    (KQV, r"\lim_{\beta\to\infty} c_1 = u_b", (), Status.REFUTED, "the limit is u_b - u_c"),
    (AVERAGE, r"\min\{t : |\alpha_a - \tfrac12| \le \epsilon\} = \log\frac{(n-2)(1-2\epsilon)}{4\epsilon}",
     ("n > 2", r"\epsilon < \frac12", r"\epsilon < \frac{n-2}{2n}"), Status.PROVED,
     "the error equals epsilon at t = log((1 - 2*epsilon)*(n - 2)/(4*epsilon)), decreases in t, and "
     "log((1 - 2*epsilon)*(n - 2)/(4*epsilon)) is a positive number"),
    (AVERAGE, r"\min\{t : |\alpha_a - \tfrac12| \le \epsilon\} = \log\frac{(n-2)(1-2\epsilon)}{4\epsilon}",
     ("n > 2", r"\epsilon < \frac12"), Status.REFUTED,
     "log((1 - 2*epsilon)*(n - 2)/(4*epsilon)) can be negative, but t is positive: then every positive t meets the "
     "bound, and the least of them is not log((1 - 2*epsilon)*(n - 2)/(4*epsilon))"),
])
def test_claim_results(table, claim, when, status, reason):
    """Each claim gets the right status and says what the engine found."""
    result = check_claim(claim, make_context(table), when)
    assert (result.status, result.reason) == (status, reason)


def test_refuted_equality_carries_a_numeric_witness():
    """A false equality is refuted at a concrete point, never just 'not shown'."""
    result = check_claim(r"\alpha_a = \frac{e^t}{2e^t + n}", make_context(AVERAGE))
    assert result.status is Status.REFUTED
    assert result.witness.startswith("at n = ") and "the difference is" in result.witness


def test_undecided_equality_is_unknown_not_proved():
    """A true identity with nested radicals: not shown symbolically, no witness either, so unknown."""
    result = check_claim(r"\sqrt{2} + \sqrt{3} = \sqrt{5 + 2\sqrt{6}}", make_context({"kind": "positions"}))
    assert result.status is Status.UNKNOWN
    assert result.reason.startswith("equal: could not show")


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_average_limit_matches_random_orthonormal_keys(seed):
    """Numeric check: random orthonormal keys in R^12, q = 30(k_a + k_b): α_a, α_b ≈ ½."""
    keys = orthonormal_vectors(6, 12, seed)
    query = [30 * (x + y) for x, y in zip(keys[0], keys[1])]
    weights = softmax_weights(query, keys)
    exact = math.exp(30) / (2 * math.exp(30) + 4)
    assert abs(weights[0] - exact) < 1e-12 and abs(weights[0] - 0.5) < 1e-12
    assert check_claim(r"\lim_{t\to\infty}\alpha_a = \frac12", make_context(AVERAGE)).status is Status.PROVED


@pytest.mark.parametrize("seed", [0, 1])
def test_two_head_counterexample_matches_numbers(seed):
    """Numeric check of the refutation: q_2 = t(μ_a − μ_b) gives weight ¾ on v_a."""
    means = orthonormal_vectors(5, 9, seed)
    head_1 = softmax_weights([30 * (x + y) for x, y in zip(means[0], means[1])], means)
    head_2 = softmax_weights([30 * (x - y) for x, y in zip(means[0], means[1])], means)
    assert abs((head_1[0] + head_2[0]) / 2 - 0.75) < 1e-9
    assert abs((head_1[1] + head_2[1]) / 2 - 0.25) < 1e-9


def test_kqv_design_matches_numbers():
    """Numeric check: the designed K, Q, V with β = 6 give c_2 ≈ u_b."""
    beta = 6.0
    u = {name: [beta * x for x in vec] for name, vec in zip("abcd", orthonormal_vectors(4, 7, 3))}
    add = lambda p, q: [x + y for x, y in zip(p, q)]  # noqa: E731
    dot = lambda p, q: sum(x * y for x, y in zip(p, q))  # noqa: E731
    xs = [add(u["d"], u["b"]), u["a"], add(u["c"], u["b"])]
    Q = lambda x: [(dot(u["a"], x) * d + dot(u["d"], x) * c) / beta**2 for d, c in zip(u["d"], u["c"])]  # noqa: E731
    V = lambda x: [(dot(u["b"], x) * b - dot(u["c"], x) * c) / beta**2 for b, c in zip(u["b"], u["c"])]  # noqa: E731
    weights = softmax_weights(Q(xs[1]), xs)
    c2 = [sum(w * v[i] for w, v in zip(weights, map(V, xs))) for i in range(7)]
    assert max(abs(x - y) for x, y in zip(c2, u["b"])) < 1e-9


@pytest.mark.parametrize("claim, status", [
    (r"\lim_{t\to\infty} t = \infty", Status.PROVED),
    (r"\lim_{t\to\infty} -t = \infty", Status.REFUTED),
    (r"\lim_{t\to\infty} \alpha_a = \infty", Status.REFUTED),
    (r"\log(0) = 1", Status.REFUTED),  # log 0 is no real number
    (r"e^{\infty} = 1", Status.UNKNOWN),
])
def test_infinite_values_are_compared_soundly(claim, status):
    """∞ equals only ∞; a difference that is not a finite number is never 'proved' or refuted by arithmetic."""
    assert check_claim(claim, make_context(AVERAGE)).status is status


def test_weight_of_a_key_that_does_not_exist_is_an_error():
    """α_{ab} names no key: a clear error, not a silent 0."""
    from symattn.errors import MeaningError

    with pytest.raises(MeaningError, match=r"^ab is not a key of this part \(the keys are a, b, and i for any other\)$"):
        check_claim(r"\alpha_{ab} = 1", make_context(AVERAGE))


PERTURBED = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": [r"q = (t + \frac{1}{t}) k_a + t k_b"]}
ARBITRARY_OTHERS = {"vectors": {"mu": "orthonormal", "z": "arbitrary", "w": "arbitrary"}, "keys": ["a", "b"],
                    "let": [r"k_i = \mu_i + z_i", r"k_a = \mu_a", r"k_b = \mu_b", r"q = t\mu_a + t w"]}
COPY_PLUS_W = {"vectors": {"k": "orthonormal", "w": "arbitrary"}, "keys": ["j"], "let": [r"q = t k_j + w"]}
QUERY_ON_GENERIC = {"vectors": {"k": "orthonormal"}, "keys": ["a"], "let": [r"q = t k_i"]}
QUERY_ON_U = {"vectors": {"u": "orthonormal"}, "keys": ["a", "b"], "let": [r"k_i = u_i", r"q = t u_c"]}
SUM_QUERY = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": [r"q = t \sum_{j} k_j"]}
ORTHONORMAL_VALUES = {"vectors": {"k": "orthonormal", "v": "orthonormal"}, "keys": ["a", "b"],
                      "let": [r"q = t(k_a + k_b)"]}
DIFFERENCE = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": [r"q = t(k_a - k_b)"]}
ARBITRARY_KEYS = {"vectors": {"k": "arbitrary"}, "keys": []}


@pytest.mark.parametrize("table, claim, when, status", [
    # second-order terms matter when a factor grows: ties only in the limit never cancel silently
    (AVERAGE, r"\lim_{t\to\infty} t(e^{1/t} - 1) = 0", (), Status.REFUTED),
    (AVERAGE, r"\lim_{t\to\infty} t(e^{1/t} - 1) = 1", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} t^2 (e^{1/t} - 1 - \frac{1}{t}) = \frac12", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} t^2 (e^{1/t} - 1 - \frac{1}{t}) = 0", (), Status.REFUTED),
    (AVERAGE, r"\lim_{t\to\infty} (t+1)(e^{2/t} - 1) = 2", (), Status.PROVED),
    (PERTURBED, r"\lim_{t\to\infty} t(\alpha_a - \alpha_b) = 0", (), Status.REFUTED),
    (PERTURBED, r"\lim_{t\to\infty} t(\alpha_a - \alpha_b) = \frac12", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} (e^{t + e^{-t}} - e^t) = 0", (), Status.UNKNOWN),
    # rates that are zero but not written so
    (AVERAGE, r"\lim_{t\to\infty} e^{(1 - (\sin 1)^2 - (\cos 1)^2) t} = 1", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} e^{(\log 6 - \log 2 - \log 3) t} = 1", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} e^{(\log 6 - \log 2 - \log 3) t} = 0", (), Status.REFUTED),
    (AVERAGE, r"\lim_{t\to\infty} e^{(\cos(1)^2 - \sin(1)^2 - \cos 2) t} = 1", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} e^{(\log 7 - \log 2 - \log 3) t} = \infty", (), Status.PROVED),
    # bounded oscillation: decided when a power outgrows it, unknown otherwise
    (AVERAGE, r"\lim_{t\to\infty} \frac{e^{\cos t}}{t} = 0", (), Status.PROVED),
    (AVERAGE, r"\lim_{t\to\infty} e^{\cos t} = 1", (), Status.UNKNOWN),
    # other keys whose scores differ from key to key are not one generic key
    (ARBITRARY_OTHERS, r"\alpha_i = \frac{1 - \alpha_a - \alpha_b}{n - 2}", (), Status.UNKNOWN),
    (ARBITRARY_OTHERS, r"\lim_{t\to\infty} c = \frac{1}{n-2}\sum_{i \notin \{a,b\}} v_i", (), Status.UNKNOWN),
    (ARBITRARY_OTHERS, r"\lim_{t\to\infty} \alpha_i = 0", (), Status.UNKNOWN),
    (ARBITRARY_OTHERS, r"\sum_{j=1}^n \alpha_j = 1", (), Status.PROVED),
    (COPY_PLUS_W, r"\lim_{t\to\infty} c = v_j", (), Status.PROVED),
    (COPY_PLUS_W, r"\lim_{t\to\infty} \alpha_i = 0", (), Status.PROVED),
    (COPY_PLUS_W, r"\alpha_i = \frac{1 - \alpha_j}{n - 1}", (), Status.UNKNOWN),
    # every bound index is its own key; an exclusion excludes
    (AVERAGE, r"\sum_{j=1}^n \sum_{l=1}^n k_j^\top k_l = n", (), Status.PROVED),
    (AVERAGE, r"\sum_{j=1}^n \sum_{l=1}^n k_j^\top k_l = (n-2)^2 + 2", (), Status.REFUTED),
    (AVERAGE, r"\sum_{j=1}^n \sum_{l \ne j} k_j^\top k_l = 0", (), Status.PROVED),
    (AVERAGE, r"\sum_{j \ne i} \alpha_j = 1 - \alpha_i", (), Status.PROVED),
    (AVERAGE, r"\sum_{j \ne i} \alpha_j = 1", (), Status.REFUTED),
    (AVERAGE, r"\sum_{j=1}^n k_j^\top k_i = 1", (), Status.PROVED),
    (AVERAGE, r"\sum_{j \in \{a, b\}} \alpha_j = \frac{2e^t}{2e^t + n - 2}", (), Status.PROVED),
    (AVERAGE, r"\sum_{j=1}^n \sum_{l=1}^n \alpha_j \alpha_l = 1", (), Status.PROVED),
    # the sum over no keys is 0
    (AVERAGE, r"\sum_{i \notin \{a,b\}} v_i = 0", ("n = 2",), Status.PROVED),
    (AVERAGE, r"\alpha_a = \frac12", ("n = 2",), Status.PROVED),
    # a key the query singles out is a key of its own, whatever it is called (red team, F1–F6)
    (QUERY_ON_GENERIC, r"\lim_{t\to\infty} \alpha_i = \frac{1}{n-1}", (), Status.REFUTED),
    (QUERY_ON_GENERIC, r"\lim_{t\to\infty} \alpha_i = 1", (), Status.PROVED),
    (QUERY_ON_GENERIC, r"\alpha_a = \frac{1}{n - 1 + e^t}", (), Status.PROVED),
    (QUERY_ON_GENERIC, r"\alpha_a = \frac{1}{2 + (n-2)e^t}", (), Status.REFUTED),
    (QUERY_ON_U, r"\alpha_a = \frac{1}{e^t + n - 1}", (), Status.PROVED),
    (QUERY_ON_U, r"\lim_{t\to\infty} c = v_c", (), Status.PROVED),
    (QUERY_ON_U, r"\lim_{t\to\infty} c = \frac{1}{n}(v_a + v_b + \sum_{i \notin \{a,b\}} v_i)", (), Status.REFUTED),
    (SUM_QUERY, r"\lim_{t\to\infty} \alpha_a = \frac{1}{n}", (), Status.PROVED),
    # inner products with sums over the other keys (red team, T1–T2)
    (AVERAGE, r"\|\sum_{j} k_j\|^2 = n", (), Status.PROVED),
    (AVERAGE, r"k_a^\top \sum_{j \notin \{a,b\}} k_j = 0", (), Status.PROVED),
    (AVERAGE, r"k_i^\top \sum_{j} k_j = 1", (), Status.PROVED),
    (ORTHONORMAL_VALUES, r"v_i^\top c = \alpha_i", (), Status.PROVED),
    (ORTHONORMAL_VALUES, r"\|c\|^2 = \alpha_a^2 + \alpha_b^2 + (n-2)\alpha_i^2", (), Status.PROVED),
    # a sum leaving out a key by name presumes that key (T6)
    (AVERAGE, r"\sum_{j \ne c} 1 = n - 1", (), Status.PROVED),
    (AVERAGE, r"\sum_{j \notin \{a,b,c\}} 1 = n - 3", (), Status.PROVED),
    # rates that are zero by nested radicals; |…| whose sign is not decided is unknown, not a crash
    (AVERAGE, r"\lim_{t\to\infty} e^{(\sqrt{3 + 2\sqrt{2}} - 1 - \sqrt{2}) t} = 1", (), Status.PROVED),
    (DIFFERENCE, r"\lim_{t\to\infty} |\alpha_a - \alpha_b| = 1", (), Status.UNKNOWN),
    # sums inside sums over arbitrary vectors: never proved by capturing one index in another (F7)
    (ARBITRARY_KEYS, r"\sum_{j} \sum_{l \ne j} k_j^\top k_l = \sum_{j} \sum_{l \ne j} k_l^\top k_l", (),
     Status.UNKNOWN),
])
def test_soundness_classes(table, claim, when, status):
    """False claims of each class are refuted or unknown, true ones proved or unknown (here: as listed)."""
    assert check_claim(claim, make_context(table), when).status is status


@pytest.mark.parametrize("claim, when", [
    (r"\lim_{t\to\infty} \frac{|t - 1|}{t} = -1", ("t < 1",)),
    (r"\lim_{t\to\infty} \alpha_a = 1", (r"k_a^\top q > 0",)),
    (r"c \to v_a", ("t > 5",)),
    (r"\min\{t : |\alpha_a - \frac12| \le \epsilon\} = 1", ("t < 3",)),
])
def test_a_condition_on_the_limit_variable_is_refused(claim, when):
    """No fact about t holds all along t → ∞: such a `when` is an error, never a fact."""
    from symattn.errors import MeaningError

    with pytest.raises(MeaningError, match=r"^the condition '.*' is about t, the variable of the limit; "):
        check_claim(claim, make_context(AVERAGE), when)


def test_counterexamples_never_have_fewer_keys_than_are_named():
    """A refutation's point has n ≥ the number of keys the claim names (here a, b and i: n ≥ 3)."""
    result = check_claim(r"\alpha_i = \frac{1}{2e^t + n - 1}", make_context(AVERAGE))
    assert result.status is Status.REFUTED
    n_value = int(result.witness.split("n = ")[1].split(",")[0])
    assert n_value >= 3


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_perturbed_query_limit_matches_numbers(seed):
    """Numeric check of t(α_a − α_b) → ½ for q = (t + 1/t)k_a + t k_b with random orthonormal keys."""
    keys = orthonormal_vectors(6, 10, seed)
    scale = 2000.0
    query = [(scale + 1 / scale) * x + scale * y for x, y in zip(keys[0], keys[1])]
    weights = softmax_weights(query, keys)
    assert abs(scale * (weights[0] - weights[1]) - 0.5) < 1e-3


def test_a_sum_over_the_other_keys_is_refuted_where_there_are_some():
    """Σ_{i∉{a,b}} v_i = 0 is false once n > 2, true at n = 2: the counterexample has n ≥ 3."""
    result = check_claim(r"\sum_{i \notin \{a,b\}} v_i = 0", make_context(AVERAGE))
    assert (result.status, result.witness.startswith("at n = ")) == (Status.REFUTED, True)
    assert int(result.witness.split("n = ")[1].split(" ")[0]) >= 3


@pytest.mark.parametrize("when, message", [
    (("n = 1",), r"^the conditions 'n = 1' cannot hold together \(n = 1 leaves fewer keys than are named, or not a whole "
                 r"number\)$"),
    ((r"n = \frac52",), r"^the conditions 'n = \\frac52' cannot hold together "),
    (("n > 5", "n < 3"), r"^the conditions 'n > 5', 'n < 3' cannot hold together$"),
])
def test_conditions_that_cannot_hold_are_refused(when, message):
    """A `when` that leaves no case (fewer keys than named, n not whole, n > 5 and n < 3) is an error, not a proof."""
    from symattn.errors import MeaningError

    with pytest.raises(MeaningError, match=message):
        check_claim(r"\alpha_a = \frac12", make_context(AVERAGE), when)
