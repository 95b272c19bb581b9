"""A mark over a letter that the write-up defines from that letter is a name of its own, never read as the letter."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.own_marks import own_marked_letters, with_own_marks
from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


@pytest.mark.parametrize("text, letters", [
    (r"Let $\hat u = u/\beta$ (unit vectors).", {"u"}),
    (r"Sea $\bar{u}_i := u_i/\|u_i\|$ el vector unitario.", {"u"}),
    (r"Soit $\hat{x}_2 \coloneqq x_2 + u_d$.", {"x"}),
    ("Let u\u0302_b = u_b/β.", {"u"}),
    # a mark defined from something else, or only used, names nothing new: read as the letter, as before
    (r"Take $\hat q = t(k_a + k_b)$.", set()),
    (r"The unit key $\hat k_a$ is $k_a$ itself.", set()),
])
def test_marks_defined_from_their_own_letter(text, letters):
    """"\\hat u = u/β" makes û a name of its own; "\\hat q = t(k_a + k_b)" does not."""
    assert own_marked_letters(text) == letters


def test_rewritten_one_character_for_one():
    """Every mark over such a letter is rewritten in place, and only those."""
    text = r"Let $\hat u = u/\beta$, $\hat{u}_b$, $\bar u_c$, " + "u\u0302_d" + r" and $\hat q$."
    rewritten = with_own_marks(text)
    assert len(rewritten) == len(text)
    assert rewritten == r"Let $\Hat u = u/\beta$, $\Hat{u}_b$, $\Bar u_c$, " + "u\u0306_d" + r" and $\hat q$."


DESIGN = (r"Let $\hat u = u/\beta$ (unit vectors). $V = \hat u_b\hat u_b^\top - \hat u_c\hat u_c^\top$, $K = I$, "
          r"$Q = \hat u_d\hat u_a^\top + \hat u_c\hat u_d^\top$. Then $v_1 = u_b$, $v_3 = u_b - u_c$, $q_2 = u_d$.")


def test_no_step_is_judged_of_the_letter():
    """Right steps written with the write-up's unit vectors are never ✗ (they were, read with u for û)."""
    statuses = "".join(CODES[step.status] for step in check_writeup(PARTS["kqv-design"], DESIGN).steps)
    assert "w" not in statuses


def test_an_answer_in_its_own_marks_is_never_incorrect():
    """Graded, such an answer is not read, rather than read of u and marked incorrect."""
    assert grade_answer(PARTS["kqv-design"], DESIGN).verdict != "incorrect"


@pytest.mark.parametrize("text, letters", [
    (r"With the unit vectors $\hat u_i$, take $K = I$.", {"u"}),
    (r"Sei $\hat u_i$ der Einheitsvektor $u_i/\beta$.", {"u"}),
    (r"Write $\hat u_i$ for the unit vector $u_i/\beta$.", {"u"}),
    (r"Let $\hat k_a$ be the unit vector along $k_a$.", {"k"}),
    (r"Con los vectores unitarios $\hat u_i$, tomamos $K = I$.", {"u"}),
    # a hat in a sentence that names or normalises nothing else is the letter's
    (r"Let $q = t\hat k_j$ with $t \to \infty$.", set()),
])
def test_marks_named_in_words(text, letters):
    """A marked name a naming word introduces, or that its sentence calls a unit vector, is the write-up's own."""
    assert own_marked_letters(text) == letters


@pytest.mark.parametrize("text", [
    r"With the unit vectors $\hat u_i$, take $K = I$, $Q = \hat u_d \hat u_a^\top + \hat u_c \hat u_d^\top$, "
    r"$V = \hat u_b \hat u_b^\top - \hat u_c \hat u_c^\top$.",
    r"With the unit vectors $\hat u_i$, take $K = I$, $Q = (\hat u_d \hat u_a^\top + \hat u_c \hat u_d^\top)/\beta^2$, "
    r"$V = (\hat u_b \hat u_b^\top - \hat u_c \hat u_c^\top)/\beta^2$.",
])
def test_a_design_in_unit_vectors_is_not_graded_as_u(text):
    """Read as u (norm β), the first is graded incorrect though right, the second correct though wrong: neither is."""
    assert grade_answer(PARTS["kqv-design"], text).verdict not in ("correct", "incorrect")


@pytest.mark.parametrize("text, letters", [
    (r"$K = I$, $Q = \hat u_d \hat u_a^\top$, where $\hat u_i$ denotes $u_i/\beta$.", {"u"}),
    (r"Normalize each $u_i$ by $\beta$. Then $V = \hat u_b \hat u_b^\top$.", {"u"}),
    (r"Then $c \to \hat v_j$, the direction of $v_j$.", {"v"}),
])
def test_marks_named_after_or_elsewhere(text, letters):
    """A naming word after the marked name, or unit vectors and directions spoken of anywhere, make it own."""
    assert own_marked_letters(text) == letters
