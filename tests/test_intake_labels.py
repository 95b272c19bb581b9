"""Labels: an edition's numbering and a write-up's heading lines read into paths (intake/labels.py), and the words
of structure (intake/words.py) checked on their own example lines."""

import pytest

from symattn.intake import words
from symattn.intake.answers import answered_yes_or_no, skipped
from symattn.intake.labels import (ALPHA, NUM, OUTER, OUTLINE, ROMAN, complete, heading, numbering_path, path_text,
                                   reading, resolve)

N, A, R = (lambda v: (NUM, v)), (lambda v: (ALPHA, v)), (lambda v: (ROMAN, v))


@pytest.mark.parametrize("label, path", [
    ("1(a)", (N(1), A("a"))),
    ("1(c)(i)", (N(1), A("c"), R(1))),
    ("(e)(ii)", (A("e"), R(2))),
    ("2(a)(i)", (N(2), A("a"), R(1))),
    ("(a)", (A("a"),)),
    ("1(e)", (N(1), A("e"))),
    ("3(a)", (N(3), A("a"))),
    ("Problem 3 (a)", (N(3), A("a"))),
    ("2.1", (N(2), N(1))),
    ("1c-ii", (N(1), A("c"), R(2))),
    ("Q4b", (N(4), A("b"))),
    ("1(i)", (N(1), A("i"))),  # after a number, a single i is a letter
    ("not a label", ()),
])
def test_numbering_paths(label, path):
    assert numbering_path(label) == path


@pytest.mark.parametrize("line, raw, rest", [
    ("### Problem 1 c ii", (N(1), A("c"), R(2)), ""),
    ("\\item[(b)] We take", (A("b"),), "We take"),
    ("**(d)(i)** Design", (A("d"), ("letter-or-roman", "i")), "Design"),
    ("(a) Copying", (A("a"),), "Copying"),
    ("i. (2 points) The", (("letter-or-roman", "i"),), "(2 points) The"),
    ("\\subsection*{(d)}", (A("d"),), ""),
    ("## 1.1 (b)", (N(1), N(1), A("b")), ""),
    ("c) blah", (A("c"),), "blah"),
    ("1c-ii.", (N(1), A("c"), R(2)), ""),
    ("Q1(b)", (N(1), A("b")), ""),
    ("\\section*{Question 1(a)}", (N(1), A("a")), ""),
    ("= Problem 1", (N(1),), ""),
    ("== (b)", (A("b"),), ""),
    ("Part (c)(i):", (A("c"), ("letter-or-roman", "i")), ""),
    ("(ii) c stays near half.", (R(2),), "c stays near half."),
    ("Answer (b): q", (A("b"),), "q"),
    ("Answer: (i) q = 1", (("letter-or-roman", "i"),), "q = 1"),
    ("Aufgabe 3 a)", (N(3), A("a")), ""),
    ("**(3a)** Because", (N(3), A("a")), "Because"),  # a problem's number and its part's letter in one bracket
    ("(4b) Head 2", (N(4), A("b")), "Head 2"),
    ("问题 1(a)", (N(1), A("a")), ""),
    # Chinese and Japanese set no space before a remark's bracket or a colon after a label
    ("1(b)（补充，顺序写乱了）取 q", (N(1), A("b")), "（补充，顺序写乱了）取 q"),
    ("1(b)：取 q = t(k_a + k_b)", (N(1), A("b")), "取 q = t(k_a + k_b)"),
    ("(c)(i)、因为协方差极小", (A("c"), ("letter-or-roman", "i")), "、因为协方差极小"),
    # a label inside a Markdown quote of the question
    ("> i. Design q_1 and q_2", (("letter-or-roman", "i"),), "Design q_1 and q_2"),
    ("> (b) Find an expression", (A("b"),), "Find an expression"),
    # a Roman numeral after a bracketed letter, closed by the markup around the label (red team 58)
    ("\\subsection*{Pregunta 1 (a) i}", (N(1), A("a"), ("letter-or-roman", "i")), ""),
    ("**Part (d) i**", (A("d"), ("letter-or-roman", "i")), ""),
    ("**(c) ii**", (A("c"), R(2)), ""),
])
def test_heading_lines(line, raw, rest):
    found = heading(line, 0)
    assert found is not None and found.raw == raw and line[found.body:] == rest


@pytest.mark.parametrize("line, joint", [
    ("Problem 1 d i and ii. Take q1 = μa", (ROMAN, 2)),  # two sub-parts answered together (red team 58)
    ("Problem 1 a i, ii. The categorical", (ROMAN, 2)),
    ("**(c)(i) & (ii)**", (ROMAN, 2)),
    ("(d)(ii) und (iii): beide Köpfe", (ROMAN, 3)),
    ("(i) and then we take q", ()),  # the sentence's "and", no second label
    ("(c)(ii) and (i)", ()),  # not the next one
])
def test_a_label_said_with_the_next_sub_part(line, joint):
    """'d i and ii': the heading answers the next sub-part too."""
    assert heading(line, 0).joint == joint


@pytest.mark.parametrize("line", ["PV.", "QK.", "XW."])
def test_two_capitals_alone_are_a_formulas_end(line):
    """'PV.' on its own line (a formula wrapped in a PDF's text) is no part (p)(v)."""
    assert heading(line, 0) is None


@pytest.mark.parametrize("line, raw, rest", [
    ("**P1.** Copying happens", (N(1),), "Copying happens"),  # P glued to its number: a problem
    ("**P3a.** The keys", (N(3), A("a")), "The keys"),
    ("P4b. —", (N(4), A("b")), "—"),
    ("## 第 1 题 (b) 两个向量的平均", (N(1), A("b")), "两个向量的平均"),  # 第 … 题 around digits
    ("第 2 题 (a)(i)", (N(2), A("a"), ("letter-or-roman", "i")), ""),
    ("Aufgabe 2.1 a) i)   Permutation der Eingabe", (N(2), N(1), A("a"), ("letter-or-roman", "i")),
     "Permutation der Eingabe"),  # 'a) i)': a label closed by ')' before the next one
    ("b) ii) Take", (A("b"), R(2)), "Take"),
    ("a) i think so", (A("a"),), "i think so"),  # after 'a)', an 'i' the sentence goes on from is no (i)
    ("1 Question 1", (N(1),), ""),  # a PDF's section number before its title
    ("2     Problem 2", (N(2),), ""),
])
def test_heading_lines_of_other_layouts(line, raw, rest):
    """'P3a', '第 1 题 (b)', 'a) i)', a typeset section's number before 'Question 1'."""
    found = heading(line, 0)
    assert found is not None and found.raw == raw and line[found.body:] == rest


@pytest.mark.parametrize("line, raw, rest", [
    ("*i.* Same idea with the means", (("letter-or-roman", "i"),), "Same idea with the means"),
    ("*ii.* Here $k_a$ grows", (R(2),), "Here $k_a$ grows"),
    ("*b)* Take $q$", (A("b"),), "Take $q$"),
    ("**iii.** Then", (R(3),), "Then"),
])
def test_a_bare_label_closed_inside_emphasis(line, raw, rest):
    """Typst's bold is one star ('*i.*'): the label's '.' is closed by the star, and the star is no part of the
    answer."""
    found = heading(line, 0)
    assert found is not None and found.raw == raw and line[found.body:] == rest


@pytest.mark.parametrize("line, raw", [
    ("## 1(d) Benefits of multi-headed attention — i.", (N(1), A("d"), R(1))),
    ("\\subsection*{(c) Drawbacks of single-headed attention -- (ii)}", (A("c"), R(2))),
    ("**1(c) One key varies in norm - part ii**", (N(1), A("c"), R(2))),
    ("## 1(d) Two heads", (N(1), A("d"))),  # no sub-part said
    ("## (b) Average of v_a - v", (A("b"),)),  # a bare v is a vector, not (v)
    ("### 1(d) noise — (ii) below", (N(1), A("d"))),  # not at the title's end: words of the title
])
def test_a_sub_part_said_after_the_heading_title(line, raw):
    """A heading that names its sub-part after its title, behind a dash ('## 1(d) Benefits … — i.')."""
    found = heading(line, 0)
    assert found is not None and found.raw == raw


@pytest.mark.parametrize("line, raw", [
    ("2. (b) $q = \\frac12(k_i + k_j)$", (A("b"),)),  # a Markdown list counting its lettered items
    ("1. (a) for the weights", (A("a"),)),
    ("3. c) Drawbacks", (A("c"),)),
    ("## 2.(b) Position embeddings", (N(2), A("b"))),  # no list: problem 2's (b)
    ("2. (a) Permuting the input", (N(2), A("a"))),  # the number is not (a)'s place: problem 2
    ("Problem 2 (b)", (N(2), A("b"))),
])
def test_a_list_number_that_counts_the_letters_is_not_a_problem(line, raw):
    """'2. (b)': a numbered list whose items carry their letters; the number is (b)'s place in it, not problem 2."""
    found = heading(line, 0)
    assert found is not None and found.raw == raw


@pytest.mark.parametrize("line", [
    "A large value of t works.", "1. First note that the scores are bounded.", "(1) all keys are orthogonal",
    "i.e. the weights sum to one", "Can we?", "x = 3", "Problems arise when the keys differ.",
    "Part of the answer is q.", "Answering this needs care.",
    "P X + Phi", "= P H.", "   = P Z. QED", "1 Problems arise",
    # a capital set in bold that names the matrix defined right after it: no part V, K or C
    "\\textbf{V:} $V = \\dfrac{u_b u_b^\\top}{\\beta^2}$", "**K:** $K = I$", "**C:** C = (u_b u_bᵀ)/β²",
])
def test_lines_that_are_no_headings(line):
    found = heading(line, 0)
    assert found is None or (found.raw == () and not found.answer)


@pytest.mark.parametrize("line, answer", [("**Answer:** Take", True), ("\\textbf{Answer:} q", True),
                                          ("\\begin{solution} We take", True), ("\\begin{align}", False),
                                          ("Solution.", True), ("Lösung: q", True), ("The solution q = t", False),
                                          ("#answer", True), ("  #solution[We take", True), ("#answer()", True),
                                          ("#answers_table(x)", False)])
def test_answer_lines(line, answer):
    found = heading(line, 0)
    assert bool(found and found.answer and not found.raw) == answer


@pytest.mark.parametrize("raw, context, path", [
    ((("letter-or-roman", "i"),), (N(1), A("c")), (N(1), A("c"), R(1))),  # (i) under 1(c)
    ((("letter-or-roman", "i"),), (N(1), A("h"), R(2)), (N(1), A("i"))),  # (i) after (h)(ii): the next letter
    ((("letter-or-roman", "i"),), (N(1), A("h")), (N(1), A("h"), R(1))),  # (i) right after (h): its first part
    ((("letter-or-roman", "i"),), (), (A("i"),)),
    ((("letter-or-roman", "i"),), (N(2), N(1)), (N(2), N(1), R(1))),  # (i) under 'Problem 2.1': its first sub-part
    ((("letter-or-roman", "i"),), (N(1), N(3)), (N(1), N(3), R(1))),
    ((("letter-or-roman", "v"),), (N(1), N(3)), (N(1), N(3), A("v"))),  # only i opens an outline's sub-parts
    ((A("d"),), (N(2), A("c"), R(2)), (N(2), A("d"))),
    ((R(2),), (N(1), A("c"), R(1)), (N(1), A("c"), R(2))),
    (((NUM, 2), A("a")), (N(1), A("e")), (N(2), A("a"))),
])
def test_context_completes_a_label(raw, context, path):
    assert complete(resolve(raw, context), context) == path


@pytest.mark.parametrize("raw, path, outer", [
    ((N(1), N(1), A("b")), (N(1), A("b")), (N(1), A("b"))),  # '### 1.1 (b)': the write-up's section 1.1, part (b)
    ((N(2), N(2), A("b"), R(2)), (N(2), A("b"), R(2)), (N(2), A("b"), R(2))),  # '### 2.2 (b)(ii)'
    ((N(2), N(1), ("letter-or-roman", "i")), (N(2), A("i")), (N(1), A("i"))),  # '2.1 i': a letter after the numbers
    ((N(2), N(1)), (N(2), N(1)), (N(1),)),  # '2.1' alone: a course's own numbering, kept (or its problem 1)
    ((N(1), N(4), A("a")), (N(1), A("a")), (N(4), A("a"))),  # '1.4 (a)': or the course's problem 4(a) under 1
    ((N(1), N(3), A("b")), (N(1), A("b")), (N(3), A("b"))),
])
def test_two_numbers_before_a_letter_are_read_two_ways(raw, path, outer):
    """The write-up's own section number between the problem's and the letter is dropped; or, read the other way,
    the write-up's own number over the course's problems."""
    assert reading(resolve(raw, ())) == path and reading(resolve(raw, ()), OUTER) == outer


@pytest.mark.parametrize("raw, path", [
    ((N(1), N(3), A("a")), (N(1), A("c"), R(1))),  # 'Problem 1.3(a)': the course's 1(c)(i)
    ((N(1), N(4), A("b")), (N(1), A("d"), R(2))),
    ((N(2), N(2), A("b")), (N(2), A("b"))),  # '2.2 (b)': the number says the letter's own ordinal, dropped
    ((N(2), N(2), A("b"), R(2)), (N(2), A("b"), R(2))),  # '2.2 (b)(ii)'
    ((N(1), N(2)), (N(1), N(2))),  # no letter: nothing to read
    ((N(2), N(1), R(1)), (N(2), A("a"), R(1))),  # 'Problem 2.1' then '(i)': 2(a)(i)
    ((N(2), N(2), R(2)), (N(2), A("b"), R(2))),  # 'Problem 2.2' then '(ii)'
    ((N(1), N(3), R(2)), (N(1), A("c"), R(2))),
])
def test_the_outline_carried_on_in_letters(raw, path):
    """Read as an outline, the second number is the course's letter by its ordinal, a letter after it the Roman
    numeral below, unless the number repeats the letter."""
    assert reading(resolve(raw, ()), OUTLINE) == path


def test_path_text():
    assert path_text((N(1), A("c"), R(2))) == "1(c)(ii)"


def _key(line: str) -> str:
    """The label a line opens with, as the examples in words.py write it ('1c-ii' as '1cii'); '' for no heading."""
    found = heading(line, 0)
    return path_text(reading(resolve(found.raw, ()))).replace("(", "").replace(")", "") if found else ""


@pytest.mark.parametrize("example, key", words.LABEL_EXAMPLES)
def test_label_words_examples(example, key):
    assert _key(example) == key.replace("-", "")


@pytest.mark.parametrize("example, key", words.NUMERAL_EXAMPLES)
def test_a_problem_number_said_in_words(example, key):
    """'第二题 2.1 (a) (i)': the second problem, said in words, then its label (key '': no heading)."""
    assert _key(example) == key.replace("-", "")


@pytest.mark.parametrize("example, key", words.BONUS_EXAMPLES)
def test_a_bonus_heading_and_its_label(example, key):
    """A heading over a part set beyond the assignment: its label after the bonus word, or later after a label word."""
    assert _key(example) == key.replace("-", "")


@pytest.mark.parametrize("example", words.BONUS_COUNTEREXAMPLES)
def test_bonus_words_counterexamples(example):
    found = heading(example, 0)
    assert found is None or found.raw == ()


@pytest.mark.parametrize("example", words.LABEL_COUNTEREXAMPLES)
def test_label_words_counterexamples(example):
    assert heading(example, 0) is None


@pytest.mark.parametrize("line", ["**q = t (μ_a + μ_b)**, with t ≫ 1.", "**c ≈ ½(v_a + v_b)**", "__k_a -> 0__",
                                  "**Q = I**, K = V = I"])
def test_a_formula_set_in_bold_is_no_label(line):
    """"**q = t(μ_a + μ_b)**" opens with a formula's first name, not part q."""
    assert heading(line, 0) is None


@pytest.mark.parametrize("line", ["**(b)** → q = t(k_a + k_b)", "(c) = see below", "**1(a)** = q = t k_j"])
def test_a_label_in_brackets_before_a_relation_is_a_label(line):
    """A bracketed or numbered label stays one whatever follows it."""
    assert heading(line, 0) is not None


@pytest.mark.parametrize("example", words.ABBREVIATION_EXAMPLES)
def test_an_abbreviation_opening_a_line_is_no_label(example):
    """"z. B. wenn q = t k_j …" is prose that wrapped onto the line, not part z."""
    assert heading(example, 0) is None


@pytest.mark.parametrize("example", words.ANSWER_EXAMPLES)
def test_answer_words_examples(example):
    found = heading(example, 0)
    assert found is not None and found.answer


@pytest.mark.parametrize("example", words.ANSWER_COUNTEREXAMPLES)
def test_answer_words_counterexamples(example):
    assert heading(example, 0) is None


@pytest.mark.parametrize("example", words.SKIPPED_EXAMPLES)
def test_skipped_words_examples(example):
    assert skipped(example)


@pytest.mark.parametrize("example", words.SKIPPED_COUNTEREXAMPLES)
def test_skipped_words_counterexamples(example):
    assert not skipped(example)


@pytest.mark.parametrize("example, answers", [(example, True) for example in words.ANSWER_OPENER_EXAMPLES] +
                         [(example, False) for example in words.ANSWER_OPENER_COUNTEREXAMPLES])
def test_a_sentence_opened_by_yes_or_no_answers(example, answers):
    """"No, two different positions never get the same embedding." repeats the question's words, and answers it."""
    assert answered_yes_or_no(example) is answers


@pytest.mark.parametrize("line, raw", [
    # an outline number, then the handout's label in brackets ending the line: the bracket's label is the part
    ("3.1 (Problem 3(a))", (("num", 3), ("alpha", "a"))),
    ("3.1 (Problem 3(b))", (("num", 3), ("alpha", "b"))),
    ("1.3 (Problem 1(c)(i))", (("num", 1), ("alpha", "c"), ("letter-or-roman", "i"))),
    ("4.2 (Q4b)", (("num", 4), ("alpha", "b"))),
    # a decimal, or a bracket with words after it, heads nothing
    ("4.1 (Problem 4(a)) for the fix.", None),
    ("3.1 (approx.) is the smallest t", None),
    ("2.5 (approximately)", None),
    ("0.92", None),
])
def test_an_outline_number_with_the_handout_label_in_brackets(line, raw):
    """'3.1 (Problem 3(b))': the bracket says which part; the outline number only counts the write-up's sections."""
    found = heading(line, 0)
    assert (found.raw if found is not None else None) == raw
