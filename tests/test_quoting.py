"""A student's words quoted in feedback: words as words, math as `$…$`, on the terminal, the web page and the sheets."""

import re

import pytest

from symattn.grading.batch import Row, grade_rows
from symattn.language.quoting import quoted
from symattn.notation.readable import latex_text
from symattn.render.prose import safe_text


@pytest.mark.parametrize("cut, expected", [
    (r"\gamma$ is not much greater than", r"$\gamma$ is not much greater than"),
    (r"$\gamma$ is not much greater than", r"$\gamma$ is not much greater than"),
    (r"\gamma is not much greater than 1", r"$\gamma$ is not much greater than 1"),
    (r"t \not\to \infty", r"$t \not\to \infty$"),
    (r"k_a is not", r"$k_a$ is not"),
    ("t not much greater than 1", "t not much greater than 1"),
    ("$t$  not\n small", "$t$ not small"),
    (r"is not much greater than $\gamma", r"is not much greater than $\gamma$"),
    ("", ""),
])
def test_a_cut_of_the_submission_is_quoted_as_words_and_math(cut, expected):
    """The cut's formulas are delimited (also one cut open at either end), its words kept, its spaces folded."""
    assert quoted(cut) == expected


ANSWERS = [
    ("average", r"$q = \gamma(k_a + k_b)$ where $\gamma$ is not much greater than 1"),
    ("average", r"q = \gamma(k_a + k_b) where \gamma is not much greater than 1"),
    ("average", r"$q = t(k_a + k_b)$ where $t \not\to \infty$"),
    ("kqv-plain", r"$c_2 \approx u_a$ with $\beta$ chosen suitably"),
]
TEX_OUTSIDE_MATH = re.compile(r"\\[A-Za-z]+")


@pytest.fixture(scope="module")
def feedbacks() -> list:
    graded = grade_rows([Row(f"s{i}", part, text) for i, (part, text) in enumerate(ANSWERS)], workers=1)
    assert all(v.verdict == "error" for v in graded), [v.feedback for v in graded]
    return [v.feedback for v in graded]


@pytest.mark.parametrize("index", range(len(ANSWERS)))
def test_the_results_quote_words_around_whole_formulas(feedbacks, index):
    """In the results file: every `$` opens or closes a formula, and no TeX stands outside one."""
    feedback = feedbacks[index]
    assert "('" in feedback
    for line in feedback.splitlines():
        assert line.count("$") % 2 == 0, line
        assert not TEX_OUTSIDE_MATH.search(re.sub(r"\$[^$]*\$", "", line)), line


@pytest.mark.parametrize("index", range(len(ANSWERS)))
def test_the_terminal_prints_the_quote_without_tex(feedbacks, index):
    """The command line's feedback: the math printed readably (γ), no dollar sign, no backslash."""
    text = latex_text(feedbacks[index])
    assert "$" not in text and "\\" not in text, text


@pytest.mark.parametrize("index", range(len(ANSWERS)))
def test_the_web_page_and_the_desk_show_the_quote_as_math(feedbacks, index):
    """The self-check page and the desk (with_math): MathML for the formulas, no raw TeX in the visible text."""
    pytest.importorskip("latex2mathml")
    from symattn.serve.mathml import with_math

    html = str(with_math(feedbacks[index]))
    visible = re.sub(r"<[^>]*>", "", re.sub(r'title="[^"]*"', "", re.sub(r"<annotation.*?</annotation>", "", html)))
    assert "<math" in html and "$" not in visible and "\\" not in visible, visible


@pytest.mark.parametrize("index", range(len(ANSWERS)))
def test_the_sheet_typesets_the_quote(feedbacks, index):
    """The feedback sheet's LaTeX: formulas re-emitted as math, never a backslash or dollar printed as text."""
    tex = safe_text(feedbacks[index])
    assert r"\textbackslash" not in tex and r"\$" not in tex, tex
