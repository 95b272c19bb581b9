"""The review desk shows each answer as its student wrote it: formulas typeset, words as words, unread words marked."""

import re

import pytest

pytest.importorskip("latex2mathml", reason="the serve extra is not installed: pip install '.[serve]'")
from symattn.serve.written import CONTEXT, unread_phrases, written  # noqa: E402

REVIEW = ("Read as: $q = \\gamma(k_a + k_b)$.\nNeeds manual review: you say where $\\gamma$ goes ('$\\gamma$ is not "
          "much greater than'), in a form the grader does not read.")


@pytest.mark.parametrize("feedback, phrases", [
    (REVIEW, ["is not much greater than"]),
    ("Needs manual review: you relate the scales ('t beats s') in a way the grader does not read.", ["t beats s"]),
    ("The output tends to the average of v_a and v_b.", []),
])
def test_the_words_the_feedback_quotes_are_the_unread_ones(feedback, phrases):
    """The quote's words, its formulas left out."""
    assert unread_phrases(feedback) == phrases


def test_an_answer_is_typeset_with_its_unread_words_marked():
    """The formulas as MathML from their parse, the unread words in a mark, the rest escaped."""
    shown = str(written(r"$q = \gamma(k_a + k_b)$ where $\gamma$ is not   much greater than 1", REVIEW))
    assert shown.count("<math") == 2 and "\\gamma(" not in re.sub(r'title="[^"]*"', "", shown)
    assert '<mark class="unread" title="not read by the grader">is not   much greater than</mark> 1' in shown


@pytest.mark.parametrize("answer, expected", [
    ("<script>alert(1)</script> $q = t$", "&lt;script&gt;alert(1)&lt;/script&gt;"),
    (r"$\coth t$ and $q = t(k_a$", r'<code class="as-written">\coth t</code>'),  # not in the grammar: as written
    ("", '<span class="none">no answer</span>'),
])
def test_what_does_not_parse_is_shown_as_written_and_inert(answer, expected):
    """Markup is text; a formula the grammar does not read is shown as written, never typeset from raw TeX."""
    assert expected in str(written(answer))


def test_a_long_write_up_is_cut_to_the_located_region():
    """Around the first unread phrase, whole formulas kept; the rest behind 'the whole write-up'."""
    text = "Intro words. " * 100 + r"So $q = \gamma(k_a + k_b)$ where $\gamma$ is not much greater than 1. " + \
        "More words. " * 100
    shown = str(written(text, REVIEW))
    visible = shown.split("<details>")[0]
    assert visible.startswith("… ") and "is not much greater than</mark>" in visible and visible.endswith(" …")
    assert len(re.sub(r"<[^>]*>", "", visible)) < 2 * CONTEXT + 400 < len(text)
    assert f"the whole write-up ({len(text):,} characters)" in shown
