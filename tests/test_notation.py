"""The grammar: every spelling in the notation list parses to the same meaning; errors name the position."""

import pytest
from sympy import E, Rational, Symbol, exp, sqrt

from symattn.errors import MeaningError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from tests.conftest import make_context

t = Symbol("t", positive=True)
beta = Symbol("beta", positive=True)


@pytest.fixture
def context():
    return make_context({"vectors": {"k": "orthonormal", "mu": "orthonormal", "u": "orthogonal norm beta"},
                         "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"]})


@pytest.mark.parametrize("text, expected", [
    (r"k_a^\top q", t),
    ("k_a^T q", t),
    (r"q^\intercal k_a", t),
    (r"k_a \cdot q", t),
    (r"k_{a}^{\top} \mathbf{q}", t),
    ("k_a' q", t),
    ("k_aᵀ q", t),
    (r"k_a^{\mathsf{T}} q", t),
    (r"\|u_b\|^2", beta**2),
    (r"\lVert u_b \rVert_2^2", beta**2),
    (r"\left\| u_b \right\|^2", beta**2),
    (r"\frac{1}{\beta^2}", 1 / beta**2),
    (r"\dfrac12", Rational(1, 2)),
    ("e^{t}", exp(t)),
    ("e^t", exp(t)),
    (r"\exp(t)", exp(t)),
    ("exp(t)", exp(t)),
    (r"\sqrt{2}", sqrt(2)),
    (r"\left( 2 t \right)", 2 * t),
    ("2 t", 2 * t),
    ("2*t", 2 * t),
    ("t/2", t / 2),
    ("μ_a^T μ_a", 1),
    (r"\mu_a^\top \mu_b", 0),
    (r"\boldsymbol{\mu}_a^\top \mathbf{\mu}_a", 1),
    (r"u_b^\top u_b u_b^\top u_b", beta**4),
    ("0.5", Rational(1, 2)),
    # scientific notation: a decimal mantissa even after an operator; a whole one after an operator is arithmetic
    ("9 * 6.14e-6", Rational(9 * 614, 10**8)),
    ("2 + 1.5E3", 1502),
    ("5e-1", Rational(1, 2)),
    ("(2e-1)", 2 * E - 1),
    ("e^T", exp(Symbol("T", integer=True, positive=True))),
    ("2^{T}", 2 ** Symbol("T", integer=True, positive=True)),
])
def test_scalar_spellings(context, text, expected):
    """Each spelling builds the same scalar."""
    value = context.build_text(text)
    assert value.kind == "scalar"
    assert (value.expr - expected).expand() == 0


@pytest.mark.parametrize("text", [
    "q = t(k_a + k_b)",
    "q = t*(k_a+k_b)",
    r"q = t\,(k_a + k_b)",
    r"\mathbf{q} = t \left(\mathbf{k}_a + \mathbf{k}_b\right)",
    "q = t k_a + t k_b",
    "q=t(k_{a}+k_{b})",
])
def test_query_spellings_parse_to_one_relation(context, text):
    """Definitions of q in several spellings all mean t(k_a + k_b)."""
    node = parse(text)
    assert isinstance(node, s.Relation) and node.ops == ("=",)
    value = context.build(node.operands[1])
    assert value.kind == "vector"
    assert (value.expr - context.build_text("t(k_a + k_b)").expr).expand() == 0


@pytest.mark.parametrize("text, kind", [
    (r"u_b u_b^\top", "matrix"),
    (r"I + u_b u_b^\top", "matrix"),
    (r"k_a^\top", "covector"),
    (r"\beta(\mu_a + \mu_b)", "vector"),
    (r"\sum_{i \notin \{a,b\}} e^{k_i^\top q}", "scalar"),
    (r"\sum_{j=1}^{n} e^{k_j^\top q}", "scalar"),
])
def test_kinds(context, text, kind):
    """Products are typed: outer products are matrices, transposed vectors covectors."""
    assert context.build_text(text).kind == kind


# a sum written with the Greek capital Σ (which names the covariance Σ_i) when its subscript is a condition on an
# index, and a condition's set in plain braces as typed outside TeX: the same tree as \sum_{i \notin \{a,b\}}
@pytest.mark.parametrize("text, same_as", [
    ("Σ_{i∉{a,b}} e^{k_i^T q}", r"\sum_{i \notin \{a,b\}} e^{k_i^\top q}"),
    (r"\Sigma_{i \ne a} k_i", r"\sum_{i \ne a} k_i"),
    ("Σ_{i=1}^{n} k_i", r"\sum_{i=1}^{n} k_i"),
    ("∑_{i∈{a,b}} k_i", r"\sum_{i \in \{a,b\}} k_i"),
    # a summation index alone, opening a term with a term after it (red team 56: "Σₗ exp(kₗ·q) = eᵗ + n")
    ("Σ_i k_i", r"\sum_{i} k_i"),
    ("Σₗ e^{k_l^T q}", r"\sum_{l} e^{k_l^\top q}"),
    ("t Σ_{j} k_j", r"t \sum_{j} k_j"),
])
def test_a_sum_written_with_sigma_or_plain_braces(context, text, same_as):
    assert context.build_text(text).expr == context.build_text(same_as).expr


@pytest.mark.parametrize("text, message", [
    # the covariance: alone, indexed by a key's label, or inside a quadratic form after a transpose
    ("Σ_i - k_i", r"^at character 1: Σ is a covariance matrix in this problem set, not a number$"),
    (r"\Sigma_a - \alpha", r"^at character 1: Σ is a covariance matrix in this problem set, not a number$"),
    (r"k_a^\top \Sigma_i k_a", r"^at character 10: Σ is a covariance matrix in this problem set, not a number$"),
    ("Σ_{i ∉ {a,b} k_i", r"^at character 14: expected '}', found 'k'$"),
])
def test_sigma_with_a_plain_index_stays_the_covariance(context, text, message):
    with pytest.raises((MeaningError, NotationError), match=message):
        context.build_text(text)


@pytest.mark.parametrize("text, message", [
    ("t \\", r"^at character 3: a backslash must be followed by a command name$"),
    ("\\", r"^at character 1: a backslash must be followed by a command name$"),
    ("k_a + \\", r"^at character 7: a backslash must be followed by a command name$"),
])
def test_a_lone_backslash_after_a_space_stays_an_error(text, message):
    with pytest.raises(NotationError, match=message):
        parse(text)


@pytest.mark.parametrize("text, same_as", [
    ("k_j^\\top q \\ll k_i^\\top q\\", r"k_j^\top q \ll k_i^\top q"),
    ("t\\", "t"),
    ("\\frac12(v_a + v_b)\\", r"\frac12(v_a + v_b)"),
])
def test_a_control_space_cut_at_the_end_is_space(text, same_as):
    """A trailing control space trimmed to its backslash ("k_i^⊤q\\ " read as "k_i^⊤q\\") was a space."""
    assert parse(text) == parse(same_as)


def test_sum_over_other_keys_counts_them(context):
    """The sum over keys not named counts n − 2 copies of e^0."""
    n = context.setting.n
    assert (context.build_text(r"\sum_{i \notin \{a,b\}} e^{k_i^\top q}").expr - (n - 2)).expand() == 0


@pytest.mark.parametrize("text, message", [
    ("q = t(k_a + k_b", r"^at character 16: expected '\)' to close the '\(' at character 6, found end of input$"),
    ("k_a + * t", r"^at character 7: expected a number, a name or '\(', found '\*'$"),
    (r"\frac{1}{2", r"^at character 11: expected '}', found end of input$"),
    ("t # 2", r"^at character 3: unexpected character '#'$"),
    (r"\foo{t}", r"^at character 1: expected a known command \(\\foo is not part of the notation\), found '\\foo'$"),
    ("1" * 101, r"^at character 1: number literal longer than 100 digits$"),
    ("(" * 200 + "t" + ")" * 200, r"^at character 61: nesting deeper than 60 levels$"),
    ("x" * 20_001, r"^at character 1: input is 20001 characters long; at most 20000 are read$"),
    ("t\x00", r"^at character 2: unexpected character U\+0000$"),
    # two numbers side by side: a fraction flattened out of a PDF (N(0, 1 2)), never a product
    ("N(0, 1 2)", r"^at character 8: two numbers side by side \(a flattened fraction, or spaced digits\?\): a "
                  r"product needs a sign, a fraction a '/'$"),
    ("η ∼ N (0, 1 2 )", r"^at character 13: two numbers side by side .*$"),
    ("2 3 t", r"^at character 3: two numbers side by side .*$"),
])
def test_errors_name_position_and_expectation(text, message):
    """Bad input gets the position and what was expected."""
    with pytest.raises(NotationError, match=message):
        parse(text)


@pytest.mark.parametrize("text, message", [
    ("2^{1001}", r"^at character 3: exponent 1001 is larger than 1000$"),
    ("100^{999}", r"^at character 5: the power would have about 6993 bits$"),
    (r"10^{100} \cdot 10^{100} \cdot 10^{100}", r"^at character 1: a number of about 997 bits \(at most 400\)$"),
    ("10^{10^{10}}", r"^at character 4: exponent 10000000000 is larger than 1000$"),
    (r"e^{10^{20} \log 2}", r"^at character 3: e\^\(k log x\) with k = 100000000000000000000 is larger than 1000$"),
    ("(t + k_a^T q + 1)^{40}", r"^at character 19: a sum to the power 40 \(at most 12\)$"),
    (r"\frac{1}{0}", r"^at character 1: division by zero$"),
    ("k_a k_b", r"^at character 5: a product of two vectors; write the inner product as u\^\\top w$"),
    ("k_a + t", r"^at character 1: cannot add a scalar and a vector$"),
])
def test_size_and_meaning_bounds(context, text, message):
    """No input makes sympy build a huge number; meaningless products are refused."""
    with pytest.raises(MeaningError, match=message):
        context.build_text(text)


def test_parse_never_evaluates_code():
    """Python syntax is just text to the grammar."""
    with pytest.raises(NotationError):
        parse("__import__('os').system('echo hacked')")


@pytest.mark.parametrize("text, same_as", [
    ("μ_a ⊥ μ_b", r"\mu_a^\top \mu_b = 0"),
    (r"\mu_a \perp \mu_b", r"\mu_a^\top \mu_b = 0"),
    (r"k_a \bot q", r"k_a^\top q = 0"),
])
def test_orthogonal_is_the_inner_product_zero(text, same_as):
    """u ⊥ w says uᵀw = 0: read as that relation, positions aside."""
    assert _without_positions(parse(text)) == _without_positions(parse(same_as))


def test_orthogonal_in_a_chain_is_not_read():
    """⊥ joins two vectors; a chain with it is an error with its position."""
    with pytest.raises(NotationError, match=r"^at character 1: ⊥ is read between two vectors only, not in a chain$"):
        parse("u ⊥ w = 0")


def _without_positions(node):
    if isinstance(node, tuple):
        return tuple(_without_positions(x) for x in node)
    if hasattr(node, "__dataclass_fields__"):
        return type(node).__name__, tuple((f, _without_positions(getattr(node, f))) for f in node.__dataclass_fields__
                                          if f != "pos")
    return node


@pytest.mark.parametrize("text, same_as", [
    ("P𝟏 = 𝟏", r"P\mathbf{1} = \mathbf{1}"),
    ("P𝟏b_2", r"P \mathbf{1} b_2"),
    ("q1 + W12", "q_1 + W_{12}"),
])
def test_the_all_ones_vector_after_a_letter_is_no_index(text, same_as):
    """𝟏 is a digit to str.isdigit(), but only ASCII digits glued to a letter are an index (q1 is q_1)."""
    assert _without_positions(parse(text)) == _without_positions(parse(same_as))


@pytest.mark.parametrize("text, same_as", [
    (r"i \ne a, b", r"i \notin \{a, b\}"),
    ("i ≠ a, b, c", r"i \notin \{a, b, c\}"),
    ("j = 1, 2", r"j \in \{1, 2\}"),
])
def test_an_index_against_a_list(text, same_as):
    """i ≠ a, b is i ∉ {a, b}, as a sum's range writes it; x = 1, y = 2 stays two statements (not read here)."""
    assert _without_positions(parse(text)) == _without_positions(parse(same_as))


def test_two_relations_after_a_comma_are_no_list():
    with pytest.raises(NotationError, match=r"^at character 6: expected an operator or the end of input, found ','$"):
        parse("x = 1, y = 2")


@pytest.mark.parametrize("text, expected", [
    (r"\{1 + \eta > 0\}", ">"),  # "on the event {1 + η > 0}": the event is the inequality
    (r"\Pr(\{\eta \le 0\})", "Pr"),
    (r"\{a, b\}", "set"),
])
def test_an_event_written_as_a_set(text, expected):
    node = parse(text)
    found = node.ops[0] if isinstance(node, s.Relation) else node.func if isinstance(node, s.Call) else "set"
    assert found == expected


def test_a_set_of_another_relation_is_no_event():
    with pytest.raises(NotationError, match=r"^at character 1: an event inside \\\{…\\\} is an inequality"):
        parse(r"\{x = 1\}")
