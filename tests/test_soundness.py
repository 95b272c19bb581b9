"""`proved` holds for every size and value it claims: one table per class of hole the held-out claims found."""

import pytest

from symattn.engine.claims import check_claim
from symattn.engine.matrix_claims import check_instances, check_matrix_step
from symattn.engine.results import Status
from symattn.errors import MeaningError
from symattn.meaning.matrix_context import MatrixContext
from symattn.spec.setting import build_setting
from tests.conftest import make_context

PROVED, REFUTED, UNKNOWN = Status.PROVED, Status.REFUTED, Status.UNKNOWN

SHAPES = {"X": "T,d", "P": "T,T,permutation", "W_1": "d,d", "W_2": "d,d", "A": "T,T", "B": "T,T"}
NO_PERMUTATION = {"X": "T,d", "P": "T,T", "W_1": "d,d"}


def matrices(shapes: dict) -> MatrixContext:
    return MatrixContext(build_setting({"kind": "matrices", "shapes": shapes}, "test"))


# 1. Default sizes: an identity that d = 2 or T = 2 cannot tell is checked where it can fail.
@pytest.mark.parametrize("claim, status, reason", [
    # two antisymmetric 2×2 matrices commute; 3×3 ones need not
    (r"(W_1 - W_1^\top)(W_2 - W_2^\top) = (W_2 - W_2^\top)(W_1 - W_1^\top)", REFUTED, "fails for T = 2, d = 3"),
    (r"(A - A^\top)(B - B^\top) = (B - B^\top)(A - A^\top)", REFUTED, "fails for T = 3, d = 2"),
    (r"W_1 W_2 = W_2 W_1", REFUTED, "fails for T = 2, d = 2"),
    (r"(W_1 + W_1^\top)^\top = W_1 + W_1^\top", PROVED,
     "holds for all 4 instances with T in [2, 3], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    # six generic factors: 3×3 matrices satisfy identities of degree 6, so d = 4 is checked too
    (r"W_1 W_2 W_1 W_2 W_1 W_2 = W_1 W_2 W_1 W_2 W_1 W_2", PROVED,
     "holds for all 9 instances with T in [2, 3, 4], d in [2, 3, 4] (symbolic entries; only these sizes are "
     "checked)"),
    (r"W_1 W_2 W_1 W_2 W_1 W_2 W_1 W_2 = W_2 W_1 W_2 W_1 W_2 W_1 W_2 W_1", UNKNOWN,
     "the sides multiply up to 8 matrices: an identity of that degree can hold for every T×T matrix with T < 5 and "
     "still fail, and T = 5 is beyond the checked sizes (at most 4)"),
])
def test_default_sizes_can_tell(claim, status, reason):
    """Default sizes include d = 3 and T = 3, and a size past the sides' degree (Amitsur–Levitzki); the reason says
    which sizes were checked."""
    result = check_instances(claim, (2, 3), matrices(SHAPES))
    assert (result.status, result.reason) == (status, reason)


# 6. Lemma scope: the permutation lemmas hold for the declared permutation matrix only.
@pytest.mark.parametrize("shapes, claim, by, status", [
    (NO_PERMUTATION, r"P^\top P X = X", ("orthogonal",), REFUTED),
    (NO_PERMUTATION, r"P^\top P = I", ("orthogonal",), REFUTED),
    (NO_PERMUTATION, r"(P X)^\top = X^\top P^\top", ("orthogonal",), PROVED),  # algebra: the lemma is not needed
    (SHAPES, r"A^\top A = I", ("orthogonal",), REFUTED),
    (SHAPES, r"P^\top P X = X", ("orthogonal",), PROVED),
])
def test_lemmas_apply_only_to_the_declared_permutation(shapes, claim, by, status):
    """Orthogonality cited for a T×T matrix the setting does not declare a permutation never proves."""
    assert check_matrix_step(claim, by, matrices(shapes)).status is status


def test_instances_without_a_permutation_check_one_symbolic_instance():
    """A general P is one symbolic matrix, not every permutation: PᵀP = I fails."""
    result = check_instances(r"P^\top P = I", (2, 3), matrices(NO_PERMUTATION))
    assert (result.status, result.reason, result.witness) == (REFUTED, "fails for T = 2, d = 2", "symbolic entries")


# 2. Threshold domains: the least value lies in the declared domain.
POSITIVE_INTEGER = {"vectors": {"k": "orthonormal"}, "keys": ["j"], "scalars": {"t": "positive integer"},
                    "let": ["q = t k_j"]}
NONNEGATIVE_INTEGER = {**POSITIVE_INTEGER, "scalars": {"t": "integer", "n": "positive integer"}}


NONNEGATIVE = {"vectors": {"k": "orthonormal"}, "keys": ["j"], "scalars": {"t": "nonnegative"}, "let": ["q = t k_j"]}


@pytest.mark.parametrize("table, claim, status", [
    # found by the differential tester: over t ≥ 0 the least value is 0 whenever t = 0 meets the bound
    (NONNEGATIVE, r"\min\{t : \frac{1}{t + 4} \le \frac{1}{3}\} = 0", PROVED),
    (NONNEGATIVE, r"\min\{t : \frac{1}{t + 4} \le \frac{1}{3}\} = -1 + 1", PROVED),
    (NONNEGATIVE, r"\min\{t : |\alpha_j - 1| \le 2\} = 0", PROVED),
    (NONNEGATIVE, r"\min\{t : \frac{1}{t + 4} \le \frac{1}{5}\} = 0", REFUTED),
    (NONNEGATIVE, r"\min\{t : e^{-t} < 1\} = 0", REFUTED),  # open at 0
    (POSITIVE_INTEGER, r"\min\{t : \frac{1}{t+1} \le 1\} = 0", REFUTED),
    (POSITIVE_INTEGER, r"\min\{t : \frac{1}{t+4} \le 1\} = -3", REFUTED),
    (POSITIVE_INTEGER, r"\min\{t : \frac{1}{t} \le 1\} = 1", PROVED),
    (POSITIVE_INTEGER, r"\min\{t : \frac{1}{t} \le \frac{1}{5}\} = 5", PROVED),
    (POSITIVE_INTEGER, r"\min\{t : \frac{1}{t} \le \frac{1}{5}\} = 4", REFUTED),
])
def test_threshold_least_values_lie_in_the_domain(table, claim, status):
    """min over positive whole t is never 0 or −3."""
    assert check_claim(claim, make_context(table)).status is status


# 3. Transcendental constants: a case bounded by e or π is as empty as its whole numbers make it.
EXPONENT = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
            "scalars": {"t": "positive", "n": "positive integer"}}


@pytest.mark.parametrize("query, when, claim, status", [
    ("q = t(n - e) k_a", ("n > 2",), r"\lim_{t\to\infty} \alpha_a = 1", PROVED),  # n ≥ 3 > e
    ("q = t(n - e) k_a", (), r"\lim_{t\to\infty} \alpha_a = 1", REFUTED),  # n = 2 < e
    ("q = t(n - e) k_a", (), r"\lim_{t\to\infty} \alpha_a = 0", REFUTED),  # n = 3 > e
    ("q = t(\\frac{n}{e} - 1) k_a", ("n > 2",), r"\lim_{t\to\infty} \alpha_a = 1", PROVED),
    ("q = t(n - \\pi) k_a", ("n > 3",), r"\lim_{t\to\infty} \alpha_a = 1", PROVED),
    ("q = t(n - \\pi) k_a", ("n > 2",), r"\lim_{t\to\infty} \alpha_a = 1", REFUTED),  # n = 3 < π
    # found by the differential tester: n/e > e − n for every n ≥ 2 (the root e²/(e + 1) ≈ 1.99)
    ("q = t(\\frac{n}{e} k_a + (e - n) k_b) + \\log 2 k_a", (), r"\lim_{t\to\infty} \alpha_a = 1", PROVED),
    ("q = t(\\frac{n}{e} k_a + (e - n) k_b)", (), r"\lim_{t\to\infty} \alpha_a = 1", PROVED),
    ("q = t(\\frac{n}{3} k_a + (3 - n) k_b)", (), r"\lim_{t\to\infty} \alpha_a = 1", REFUTED),  # n = 2
])
def test_irrational_case_bounds_are_exact(query, when, claim, status):
    """n − e > 0 exactly when n ≥ 3 for a whole n: no case is assumed non-empty, none dropped."""
    context = make_context({**EXPONENT, "let": [query]})
    assert check_claim(claim, context, when).status is status


# 4. Witness domains: a whole-number symbol is sampled at whole numbers.
POSITIONS = {"kind": "positions", "scalars": {"t_1": "integer", "t_2": "integer", "x": "real"}}


@pytest.mark.parametrize("claim, status", [
    (r"\sin(\frac{\pi t_1 (t_1 + 1)}{2}) = 0", UNKNOWN),  # true at every whole t_1; false at t_1 = 12/5
    (r"\cos(\frac{\pi t_1 (t_1 + 1)}{2})^2 = 1", UNKNOWN),
    (r"\sin(\frac{\pi x (x + 1)}{2}) = 0", REFUTED),  # x is real
    (r"\sin(\frac{\pi t_1}{2}) = 0", REFUTED),  # fails at t_1 = 1
])
def test_whole_number_symbols_are_sampled_at_whole_numbers(claim, status):
    """A counterexample at t_1 = 12/5 is no counterexample for an integer position."""
    assert check_claim(claim, make_context(POSITIONS)).status is status


# 5. Floating-point signs: an exact zero is never read as negative.
NONNEGATIVE_SCALE = {"vectors": {"k": "orthonormal"}, "keys": ["j"],
                     "scalars": {"t": "nonnegative", "n": "positive integer"}, "let": ["q = t k_j"]}
ZERO = r"\log 2 - \log(1 + \sqrt{3}) - \log(\sqrt{3} - 1)"  # exactly 0; 30 digits give −2.2e-165


@pytest.mark.parametrize("claim, status", [
    (rf"\min\{{t : e^{{-t}} \le 1\}} = {ZERO}", PROVED),
    (rf"\min\{{t : e^{{-t}} \le \frac{{1}}{{n}}\}} = \log n + {ZERO}", UNKNOWN),
    (rf"{ZERO} = 0", PROVED),
    (r"\min\{t : e^{-t} \le 1\} = \log 2 - \log 3", REFUTED),
])
def test_exact_zeros_are_not_read_through_rounding(claim, status):
    """Signs are decided exactly first, then numerically only away from 0."""
    assert check_claim(claim, make_context(NONNEGATIVE_SCALE)).status is status


# 7. '≈' a decimal is approximate.
@pytest.mark.parametrize("claim, status", [
    (r"\lim_{t\to\infty} \frac{e^{t}}{e^{t} + e^{t - 1}} \approx 0.731", PROVED),
    (r"\lim_{t\to\infty} \frac{e^{t}}{e^{t} + e^{t - 1}} \approx 0.74", REFUTED),
    # a decimal written after '=' is a rounded value too (issue 23): within its last digit, not exact
    (r"\lim_{t\to\infty} \frac{e^{t}}{e^{t} + e^{t - 1}} = 0.731", PROVED),
    (r"\lim_{t\to\infty} \frac{e^{t}}{e^{t} + e^{t - 1}} = 0.732", REFUTED),
    (r"\frac{1}{1 + e^{-1}} \approx 0.731", PROVED),
    (r"\frac{1}{1 + e^{-1}} \approx 0.7", PROVED),
    (r"\lim_{t\to\infty} \frac{e^{2t}}{e^{2t} + 1} \approx 1.0", PROVED),
    (r"\lim_{t\to\infty} e^{t} \approx 1.0", UNKNOWN),
])
def test_approx_a_decimal_is_within_its_last_digit(claim, status):
    """\\lim … \\approx 0.731 holds within half a unit of the last digit written."""
    context = make_context({"vectors": {"k": "orthonormal"}, "keys": ["a"], "scalars": {"t": "positive"}})
    assert check_claim(claim, context).status is status


# 8. Conditions with ≤, ≥, ≠ and events with a scalar factor or |η|.
AVERAGE = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"],
           "scalars": {"t": "positive", "n": "positive integer", "x": "real"}}


@pytest.mark.parametrize("claim, when, status", [
    (r"|n - 3| = n - 3", ("n \\ge 3",), PROVED),
    (r"|n - 3| = n - 3", ("n \\ge 2",), REFUTED),  # n = 2
    (r"|x| = x", ("x \\ge 0",), PROVED),
    (r"|x| = -x", ("x \\le 0",), PROVED),
    (r"|x| = x", ("x \\le 0",), REFUTED),
    (r"\frac{|x|}{x} = 1", ("x \\ge 0",), UNKNOWN),  # 0/0 at the boundary: never proved
    (r"\frac{x^2}{|x|} = |x|", ("x \\ne 0",), PROVED),
    (r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", ("n \\ge 3",), PROVED),
])
def test_non_strict_conditions_split_into_their_cases(claim, when, status):
    """x ≥ c is checked as x > c and as x = c; x ≠ c as x < c and x > c."""
    assert check_claim(claim, make_context(AVERAGE), when).status is status


NOISY = {"vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "noise": {"eta": "N(0, 1/2)"},
         "scalars": {"t": "positive", "s": "real"}, "let": ["k_a = (1 + \\eta)\\mu_a", "q = t(\\mu_a + \\mu_b)"]}


@pytest.mark.parametrize("claim, when, status", [
    (r"\Pr(s \eta > 0) = \frac{1}{2}", ("s > 0",), PROVED),
    (r"\Pr(s \eta > 0) = \frac{1}{2}", ("s \\ne 0",), PROVED),
    (r"\Pr(s \eta > 0) = \frac{1}{2}", (), REFUTED),  # s = 0: the event is empty
    (r"\Pr(s \eta \ge 0) = 1", ("s = 0",), PROVED),
    (r"\Pr(|\eta| < 1) = \operatorname{erf}(1)", (), PROVED),
    (r"\Pr(|\eta| < 1) \approx 0.8427", (), PROVED),
    (r"\Pr(|\eta| > 1) = \frac{1}{2}", (), REFUTED),
    (r"\Pr(\eta \ge 0) = \frac{1}{2}", (), PROVED),
])
def test_events_with_a_scalar_factor_or_an_absolute_value(claim, when, status):
    """Pr(sη > 0) splits on the sign of s; Pr(|η| < 1) is solved exactly."""
    assert check_claim(claim, make_context(NOISY), when).status is status


@pytest.mark.parametrize("claim", [
    r"\Pr(\sin \eta > 0) = \frac{1}{2}",  # sympy solves it over one period only, (0, π): never trusted
    r"\Pr(\cos \eta > 0) = \frac{1}{2}",
    r"\Pr(e^\eta - \eta > 2) = \frac{1}{2}",  # no exact solution
])
def test_an_event_not_solved_exactly_points_to_the_readme(claim):
    """What is still refused says where the README documents it (two noise variables are read: test_numeric_claims)."""
    context = make_context({**NOISY, "noise": {"eta": "N(0, 1/2)", "xi": "N(0, 1)"}})
    with pytest.raises(MeaningError, match=r"^an event must be polynomial in the noise variable, hold \|…\| of one, "
                                           r"or be solved exactly into intervals \(see docs/derivations.md: events\)$"):
        check_claim(claim, context)


@pytest.mark.parametrize("options, reason", [
    ({}, "holds for all 4 instances with T in [2, 3], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    ({"dims": [3, 4], "sizes": [3]},
     "holds for all 2 instances with T in [3], d in [3, 4] (symbolic entries; only these sizes are checked)"),
])
def test_instances_options_reach_the_check(options, reason):
    """`sizes` and `dims` of a derivation file are the sizes checked, and the reason names them."""
    from symattn.spec.derivations import parts_from
    from symattn.verification.checking import check_step

    step = {"kind": "instances", "claim": r"(W_1 W_2)^\top = W_2^\top W_1^\top", **options}
    part = parts_from({"part": [{"id": "m", "setting": {"kind": "matrices", "shapes": SHAPES}, "step": [step]}]},
                      "test.toml")[0]
    result = check_step(part, part.steps[0])
    assert (result.status, result.reason) == (PROVED, reason)


# Found by the differential tester: with a and b named and n = 2 there are no other keys, so the sum over them is no
# vector that could differ.
OUTPUT = {"vectors": {"k": "orthonormal", "v": "arbitrary"}, "keys": ["a", "b"], "scale": "t",
          "scalars": {"t": "positive", "n": "positive integer"}, "let": ["q = t((2 - n) k_a + (n - 3) k_b)"]}


@pytest.mark.parametrize("claim, when, status", [
    (r"\lim_{t\to\infty} c = \frac{1}{n - 1} v_a", ("n < 3",), PROVED),  # n = 2: c → v_a
    (r"\lim_{t\to\infty} c = v_a", ("n = 2",), PROVED),
    (r"\lim_{t\to\infty} c = \frac{1}{n - 1} v_a", ("n \\le 3",), REFUTED),  # n = 3: c → ½v_b + ½v_i
    (r"\lim_{t\to\infty} c = \frac{1}{2} v_b", ("n = 3",), REFUTED),  # the other key's half is missing
])
def test_a_sum_over_no_other_keys_is_not_compared(claim, when, status):
    """A case with no other keys never refutes through their (empty) sum."""
    assert check_claim(claim, make_context(OUTPUT), when).status is status


SCALED = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t", "let": ["q = t(k_a + k_b)"]}


@pytest.mark.parametrize("claim, status", [
    (r"\alpha_a \approx \frac{1}{2}", PROVED),  # as t grows, not at every t
    (r"\alpha_a = \frac{1}{2}", REFUTED),
    (r"\alpha_a \approx \frac{1}{3}", REFUTED),
    (r"\alpha_a \approx \frac{e^t}{2e^t + n - 2}", PROVED),
    (r"\alpha_a \approx 0.5", PROVED),
    (r"\alpha_a \approx 0.3", REFUTED),
    (r"c \approx \frac{1}{2}(v_a + v_b)", PROVED),
    (r"k_a^\top q \approx t", PROVED),
])
def test_approx_a_side_that_moves_with_the_scale_is_a_limit(claim, status):
    """'α_a ≈ ½' with α_a moving with t holds as t grows, as 'α_a → ½' does; '=' is exact."""
    assert check_claim(claim, make_context(SCALED)).status is status


def test_check_applies_no_lemma_to_a_matrix_merely_named_p():
    """The step-by-step check reads lemmas with the same scope: PᵀP = I is no fact about a general T×T matrix P."""
    from symattn.notation import parse
    from symattn.steps.matrices import check_matrix

    relation = parse(r"P^\top P X = X")
    result = check_matrix(*relation.operands, matrices(NO_PERMUTATION), [], r"P^\top P = I")
    assert (result.status, result.reason) == (REFUTED, "the two sides differ on a random instance (T = 3, d = 2)")
