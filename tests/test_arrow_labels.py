"""An arrow's label that says where a scale goes is a direction; the arrow is then a plain →; any other label is unread."""

import re

import pytest

from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation.arrow_labels import read_arrow_labels
from tests.conftest import assert_graded, step_statuses


@pytest.mark.parametrize("text, labels", [
    (r"\alpha_a \xrightarrow[t\to\infty]{} 1", ["t\\to\\infty"]),
    (r"a \xrightarrow{\beta\to\infty} b", ["\\beta\\to\\infty"]),
    (r"x \underset{s\to\infty}{\longrightarrow} 0", ["s\\to\\infty"]),
    (r"x \overset{t\to+\infty}{\to} 1", ["t\\to+\\infty"]),
    (r"x \stackrel{\lambda \to 0^+}{\rightarrow} 1", ["\\lambda \\to 0^+"]),
    (r"x \to_{t \to \infty} 1", ["t \\to \\infty"]),
    (r"x \xrightarrow{\,t\to\infty\,} 0", ["\\,t\\to\\infty\\,"]),
    (r"x \xrightarrow{} 1", []),
])
def test_direction_labels_are_kept_and_the_arrow_is_plain(text, labels):
    """Each label's text is kept; the arrow becomes \\to, the text keeping its length."""
    masked, found = read_arrow_labels(text)
    assert [label.text for label in found] == labels
    assert len(masked) == len(text)
    assert "\\to" in masked and not any(word in masked for word in ("xrightarrow", "underset", "overset", "stackrel"))
    for label in found:
        assert text[label.position:label.position + len(label.text)] == label.text


@pytest.mark.parametrize("text", [
    r"c \xrightarrow{\eta>0} v_a",
    r"A \xrightarrow{\text{softmax}} B",
    r"x \underset{\text{large } t}{\longrightarrow} 1",
    # a limit in the number of keys or the dimension is another limit than the scale's: its arrow is not read
    r"\alpha_a \xrightarrow{n\to\infty} 0",
    r"x \xrightarrow[d \to \infty]{} 0",
])
def test_other_labels_are_blanked_whole(text):
    """A label that is not one name's direction is not read: its characters become a filler no reader takes apart (a
    \\text{…} or a ">" in it would cut its statement in two), the rest of the text as it is."""
    masked, labels = read_arrow_labels(text)
    assert labels == () and len(masked) == len(text)
    kept = [a == b for a, b in zip(masked, text)]
    assert all(kept[i] or masked[i] == "∙" for i in range(len(text))) and "∙" in masked
    assert re.split(r"[{[]", masked, 1)[0] == re.split(r"[{[]", text, 1)[0]  # the arrow kept: the grammar refuses it


@pytest.mark.parametrize("text", [r"c \xrightarrow{\eta>0} v_a", r"c \xrightarrow[\eta>0]{} v_a"])
def test_grammar_refuses_an_unread_label(text):
    """The grammar never drops a label it was handed: what the label says would go unread."""
    with pytest.raises(NotationError, match=r"^at character 3: an arrow.s label is not read: write the condition or the limit "
                                            r"beside the arrow$"):
        parse(text)


@pytest.mark.parametrize("answer, verdict", [
    (r"$q = \beta(k_a+k_b)$, so $\alpha_a = \frac{e^\beta}{2e^\beta+n-2} \xrightarrow[\beta\to\infty]{} \frac12$.",
     "correct"),
    (r"$q = \beta(k_a+k_b)$, so $\alpha_a = \frac{e^\beta}{2e^\beta+n-2} \underset{\beta\to\infty}{\longrightarrow}"
     r" \frac12$.", "correct"),
    # the label sends β to 0, where the weights are 1/n each: said beside the arrow, it is read, not dropped
    (r"$q = \beta(k_a+k_b)$, so $\alpha_a = \frac{e^\beta}{2e^\beta+n-2} \xrightarrow[\beta\to 0]{} \frac12$.",
     "incorrect"),
    (r"$q = \beta(k_a+k_b)$, so $c \xrightarrow{\beta \to 0} \frac12(v_a+v_b)$.", "incorrect"),
    # a label that is not read leaves its arrow's claim unread, whole: to a person, never dropped ("α_a → 0" beside a
    # right query was graded correct when a \text{…} in its label cut the statement in two)
    (r"Take $q = t(k_a+k_b)$. Then $\alpha_a \xrightarrow{\text{foo}} 0$.", "error"),
    (r"Take $q = t(k_a+k_b)$. Then $\alpha_a \xrightarrow{\eta > 0} \frac12$.", "error"),
    (r"Take $q = t(k_a+k_b)$. Then $\alpha_a \xrightarrow{n\to\infty} 0$.", "error"),
])
def test_grading_reads_the_direction_in_a_label(answer, verdict):
    """Where the scale goes, said in an arrow's label, is where the answer is graded."""
    assert_graded("average", answer, verdict)


@pytest.mark.parametrize("text, statuses", [
    # the label's direction is the write-up's own, as "with s → 0" beside it would be (a limit at 0 is not decided)
    (r"Let $q = s(k_a+k_b)$. Then $\alpha_a = \frac{e^s}{2e^s+n-2} \xrightarrow[s\to\infty]{} \frac12$.", "svv"),
    (r"Let $q = s(k_a+k_b)$. Then $\alpha_a = \frac{e^s}{2e^s+n-2} \xrightarrow[s\to 0]{} \frac12$.", "svu"),
    (r"Let $q = s(k_a+k_b)$. Then $\alpha_a = \frac{e^s}{2e^s+n-2} \xrightarrow{\eta > 0} \frac12$.", "ss"),
])
def test_check_judges_a_step_along_its_label(text, statuses):
    """check reads the label's direction as the write-up's; a label it cannot read leaves its step unread."""
    assert step_statuses("average", text) == statuses
