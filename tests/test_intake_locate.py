"""Parts located in whole write-ups by their structure (intake/locate.py): each edition's numbering, a course's own,
headings, items, bold labels, answer lines, restated questions, the question quoted back, markers."""

from pathlib import Path

import pytest

from symattn.intake.locate import locate
from symattn.spec.catalogue import by_name, load_parts

ROOT = Path(__file__).parent.parent
PARTS = load_parts([], ())
VARIANTS = load_parts([], (str(ROOT / "examples" / "variants.toml"),))

# each answer is a distinct sentence, so that where it lies says which part it was taken for
A = {"copy": "ANSWER-COPY $q = t k_j$, $t \\to \\infty$.",
     "average": "ANSWER-AVERAGE $q = t(k_a + k_b)$.",
     "single-head": "ANSWER-SINGLE $q = t(\\mu_a + \\mu_b)$.",
     "single-head-noise": "ANSWER-NOISE c jumps between $v_a$ and $v_b$.",
     "multi-head": "ANSWER-HEADS $q_1 = t\\mu_a$, $q_2 = t\\mu_b$.",
     "multi-head-noise": "ANSWER-HEADS-NOISE c stays near the average.",
     "multi-head-summary": "ANSWER-SUMMARY each head copies one value.",
     "kqv-plain": "ANSWER-KQV $c_2 \\approx u_a$.",
     "kqv-design": "ANSWER-DESIGN $K = I$.",
     "permutation": "ANSWER-PERM $Z_{perm} = PZ$.",
     "permutation-implication": "ANSWER-BAG a bag of words.",
     "position-helps": "ANSWER-HELPS yes, they break the symmetry.",
     "position-distinct": "ANSWER-DISTINCT no, they must differ."}

LAYOUTS = {
    "markdown 2025": ("2025", "# Write-up\n\n## 1(a) Copying\n{copy}\n\n## 1(b)\n{average}\n\n## 1(c)\n### (i)\n"
                      "{single-head}\n### (ii)\n{single-head-noise}\n\n## 1(d)\n(i) {multi-head}\n\n(ii) "
                      "{multi-head-noise}\n\n## 1(e)\n{multi-head-summary}\n"),
    "problem words": ("2025", "Problem 1 a\n{copy}\nProblem 1 b\n{average}\nProblem 1 c i\n{single-head}\n"
                      "Problem 1 c ii\n{single-head-noise}\nProblem 1 d i\n{multi-head}\nProblem 1 d ii\n"
                      "{multi-head-noise}\nProblem 1 e\n{multi-head-summary}\n"),
    "bold labels": ("2025", "**1(a)** {copy}\n\n**1(b)** {average}\n\n**1(c)(i)** {single-head}\n\n**1(c)(ii)** "
                    "{single-head-noise}\n\n**1(d)(i)** {multi-head}\n\n**1(d)(ii)** {multi-head-noise}\n\n"
                    "**1(e)** {multi-head-summary}\n"),
    # (a), (b), (e)(i), (e)(ii) fit course B's 3(a), 3(b) as well as the older (a), (b): the edition that numbers
    # them as written wins the tie
    # a notebook's code cell, written out fenced, with comments that look like headings: code, inside its part
    "notebook code cells": ("2025", "## 1(d)(i)\n{multi-head}\n\n## 1(d)(ii)\nWe simulate.\n\n```python\n"
                            "import numpy as np\n# quick simulation\n## 2(a)\nprint(1)\n```\n\n"
                            "{multi-head-noise}\n\n## 1(e)\n{multi-head-summary}\n"),
    # a label word between the problem and its part, and the part's letter and numeral bare after it
    "part words": ("older", "Q1 part a\n{copy}\n\nQ1 part b\n{average}\n\nQ1 part c i\n{single-head}\n\n"
                   "Q1 part c (ii). {single-head-noise}\n\nQ1 part e i\n{kqv-plain}\n\nQ1 part e ii\n{kqv-design}\n"),
    "older edition, a few parts": ("older", "# Q1 written\n## (a)\n{copy}\n## (b)\n{average}\n## (e)(i)\n{kqv-plain}\n"
                                   "## (e)(ii)\n{kqv-design}\n"),
    "older edition, bold": ("older", "**(a)** {copy}\n\n**(b)** {average}\n\n**(e) i.** {kqv-plain}\n\n"
                            "**(e) ii.** {kqv-design}\n"),
    "older edition, two parts": ("older", "(a) {copy}\n(b) {average}\n(e)(i) {kqv-plain}\n"),
    "older edition": ("older", "(a) {copy}\n(b) {average}\n(c) (i) {single-head}\n(ii) {single-head-noise}\n"
                      "(d) (i) {multi-head}\n(ii) {multi-head-noise}\n(e) (i) {kqv-plain}\n(ii) {kqv-design}\n"),
    "position embeddings": ("2025", "= Problem 1\n== (a)\n{copy}\n== (b)\n{average}\n= Problem 2\n== (a)\n+ (i) "
                            "{permutation}\n+ (ii) {permutation-implication}\n== (b)\n(i) {position-helps}\n(ii) "
                            "{position-distinct}\n"),
    "latex items": ("2025", "\\documentclass{article}\\begin{document}\n\\section*{Problem 1}\n\\begin{enumerate}"
                    "[(a)]\n\\item {copy}\n\\item {average}\n\\item\n\\begin{enumerate}[(i)]\n\\item {single-head}\n"
                    "\\item {single-head-noise}\n\\end{enumerate}\n\\end{enumerate}\n\\end{document}\n"),
    "exam class": ("2025", "\\begin{questions}\n\\question Attention\n\\begin{parts}\n\\part {copy}\n\\part {average}"
                   "\n\\part Drawbacks\n\\begin{subparts}\n\\subpart {single-head}\n\\subpart {single-head-noise}\n"
                   "\\end{subparts}\n\\end{parts}\n\\end{questions}\n"),
    "typst lists": ("2025", "= Question 1\n=== (a)\n{copy}\n=== (c)\n+ {single-head}\n+ {single-head-noise}\n"
                    "=== (d)\n1. {multi-head}\n2. {multi-head-noise}\n"),
    "relabelled enumerate": ("2025", "\\section*{Problem 1}\n\\begin{enumerate}\n\\renewcommand{\\labelenumi}"
                             "{(\\alph{enumi})}\n\\item {copy}\n\\item {average}\n\\end{enumerate}\n"),
    "gradescope outline": ("2025", "Q1.1\n{copy}\nQ1.2\n{average}\nQ1.3.1\n{single-head}\nQ1.3.2\n"
                           "{single-head-noise}\nQ1.4.1\n{multi-head}\n"),
    "dotted sections": ("2025", "## 1 Attention\n### 1.1 (a)\n{copy}\n### 1.1 (b)\n{average}\n## 2 Position\n"
                        "### 2.1 (a)(i)\n{permutation}\n### 2.1 (a)(ii)\n{permutation-implication}\n"
                        "### 2.2 (b)(i)\n{position-helps}\n### 2.2 (b)(ii)\n{position-distinct}\n"),
    "enumitem labels": ("2025", "\\section*{2. Position}\n\\begin{enumerate}[label=(\\alph*)]\n\\item\n"
                        "  \\begin{enumerate}[label=(\\roman*)]\n  \\item {permutation}\n  \\begin{align*}\n"
                        "  H &= A\n  = P H\n  \\end{align*}\n  \\item {permutation-implication}\n  \\end{enumerate}\n"
                        "\\item\n  \\begin{enumerate}[label=(\\roman*)]\n  \\item {position-helps}\n"
                        "  \\item {position-distinct}\n  \\end{enumerate}\n\\end{enumerate}\n"),
    "typst bold sub-parts": ("older", "= Question 1\n== (a) Copying\n{copy}\n== (b)\n{average}\n== (c) Drawbacks\n"
                             "*i.* {single-head}\n\n*ii.* {single-head-noise}\n== (e) Self-attention\n"
                             "*i.* {kqv-plain}\n\n*ii.* {kqv-design}\n"),
    "sub-part after the title": ("2025", "## 1(c) Drawbacks of single-headed attention — i.\n{single-head}\n"
                                 "## 1(c) Drawbacks of single-headed attention — ii.\n{single-head-noise}\n"
                                 "## 1(d) Benefits of multi-headed attention -- (i)\n{multi-head}\n"),
    "problems numbered in words": ("2025", "第一题\n(a) {copy}\n(b) {average}\n第二题 2.1 (a) (i)\n{permutation}\n"
                                   "2.1 (a) (ii)\n{permutation-implication}\n"),
    "P labels": ("course-b", "**P1.** {copy}\n\n**P2.** {average}\n\n**P3a.** {single-head}\n\n**P3b.** "
                 "{single-head-noise}\n\n**P4a.** {multi-head}\n"),
    "problems numbered in digits between words": ("2025", "## 第 1 题 (a)\n{copy}\n## 第 1 题 (b)\n{average}\n"
                                                  "## 第 1 题 (c)\n**i.** {single-head}\n**ii.** {single-head-noise}\n"),
    "labels closed by brackets": ("2025", "Aufgabe 2.1 a) i)   Permutation\n{permutation}\n"
                                  "Aufgabe 2.1 a) ii)   Warum?\n{permutation-implication}\n"
                                  "Aufgabe 2.2 b) i)   Helfen sie?\n{position-helps}\n"),
    "section numbers of a PDF": ("course-b", "1 Question 1\n{copy}\n2 Question 2\n{average}\n3 Question 3\n"
                                 "3.1 (a)\n{single-head}\n3.2 (b)\n{single-head-noise}\n"),
    "answer lines": ("2025", "Q1(a). Copying in attention.\nAnswer: {copy}\n\nQ1(b). An average of two.\n"
                     "Solution: {average}\n"),
}


def _write(template: str) -> str:
    for part, answer in A.items():
        template = template.replace("{" + part + "}", answer)
    return template


def _each_alone_in_its_place(text: str, found: dict) -> None:
    """Each answer the text holds is found in one place, its part's, and alone there."""
    for part in [p for p in A if A[p] in text]:
        (place,) = found[part].places
        taken = text[place.start:place.end]
        assert A[part] in taken and taken.count("ANSWER-") == 1, part


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_each_layout_places_each_answer_in_its_part(layout):
    edition, template = LAYOUTS[layout]
    text = _write(template)
    chosen, found = locate(text, PARTS, latex="\\item" in text or "\\part" in text, names=by_name(PARTS))
    assert chosen == edition
    answered = [p for p in A if "{" + p + "}" in template]
    for part in answered:
        (place,) = found[part].places
        assert A[part] in text[place.start:place.end], (part, text[place.start:place.end])
        others = [A[o] for o in answered if o != part]
        assert not any(o in text[place.start:place.end] for o in others), part
    for part, result in found.items():
        if part not in answered:
            assert result.places == () and result.reason


def test_a_course_own_numbering():
    """examples/variants.toml numbers its parts 1(b)–1(f) in its own edition 2026."""
    text = "### 1 (b)\n$q = t(k_a + k_b + k_c)$\n### 1 (c)\nWEIGHTED $q = t k_a + (t - \\log 2) k_b$\n"
    edition, found = locate(text, VARIANTS)
    assert edition == "2026"
    assert "k_c" in text[found["average-three"].places[0].start:found["average-three"].places[0].end]
    assert "WEIGHTED" in text[found["weighted-average"].places[0].start:found["weighted-average"].places[0].end]
    assert found["weighted-any"].places == () and "1(d)" in found["weighted-any"].reason


@pytest.mark.parametrize("text", [
    "## Problem 1 — Copying\n{copy}\n## Problem 2\n{average}\n## Problem 3\n### (a)\n{single-head}\n### (b)\n"
    "{single-head-noise}\n## Problem 4\n(a) {multi-head}\n(b) {multi-head-noise}\n",
    "**Problem 1.** {copy}\n\n**Problem 2.** {average}\n\n**Problem 3(a).** {single-head}\n\n**Problem 3(b).** "
    "{single-head-noise}\n\n**Problem 4(a).** {multi-head}\n\n**Problem 4(b).** {multi-head-noise}\n",
    # the question-and-answer layout: "**A:**" answers the "**Q:**" before it, and labels no part (a)
    "## Problem 1\n\n**Q:** What makes c ≈ v_j?\n\n**A:** {copy}\n## Problem 2\n**Q:** Give q.\n**A:** {average}\n"
    "## Problem 3(a)\n\n**Q:** Design q.\n\n**A:** {single-head}\n## Problem 3(b)\n\n**Q:** What does c look like?"
    "\n\n**A:** {single-head-noise}\n## Problem 4(a)\n**Q:** Design q_1, q_2.\n**A:** {multi-head}\n"
    "## Problem 4(b)\nQ: What now?\nA: {multi-head-noise}\n",
    # a PDF's lines that count the problems in brackets, (1), (2), (3a): the write-up's numbering, not conditions
    "(1) Copying. {copy}\n(2) An average. {average}\n(3a) {single-head}\n(3b) {single-head-noise}\n"
    "(4a) {multi-head}\n(4b) {multi-head-noise}\n",
    "(1) {copy}\n(2) {average}\n(3) (a) {single-head}\n(b) {single-head-noise}\n(4) (a) {multi-head}\n"
    "(b) {multi-head-noise}\n",
    # answered out of order: problem 3 first, then 1, 2 and 4 (a number heads only its own problem's parts)
    "## Problem 3 (a)\n{single-head}\n## Problem 3 (b)\n{single-head-noise}\n## Problem 1\n{copy}\n"
    "## Problem 2\n{average}\n## Problem 4 (a)\n{multi-head}\n## Problem 4 (b)\n{multi-head-noise}\n",
    "\\section*{Problem 1}\n{copy}\n\\section*{Problem 2}\n{average}\n\\section*{Problem 3}\n\\begin{enumerate}"
    "[(a)]\n\\item {single-head}\n\\item {single-head-noise}\n\\end{enumerate}\n\\section*{Problem 4}\n"
    "\\begin{enumerate}[(a)]\n\\item {multi-head}\n\\item {multi-head-noise}\n\\end{enumerate}\n",
])
def test_course_b_numbers_its_parts_problem_1_to_4(text):
    """The course-B handout's numbering (Problem 1, Problem 2, Problem 3 (a), …) is data in the derivation files:
    a write-up that follows it is read in that edition, each part in its place."""
    text = _write(text)
    edition, found = locate(text, PARTS, latex="\\item" in text)
    assert edition == "course-b"
    for part in ("copy", "average", "single-head", "single-head-noise", "multi-head", "multi-head-noise"):
        (place,) = found[part].places
        taken = text[place.start:place.end]
        assert taken.startswith(A[part]) and taken.count("ANSWER-") == 1, part


@pytest.mark.parametrize("text", [
    # the problems numbered by their titles, then an outline's numbers with the handout's label in brackets
    "1. Copying in attention\n{copy}\n2. An average of two\n{average}\n3.1 (Problem 3(a))\n{single-head}\n"
    "3.2 (Problem 3(b))\n{single-head-noise}\n4.1 (Problem 4(a))\n{multi-head}\n4.2 (Problem 4(b))\n"
    "{multi-head-noise}\n",
    "1. Copying in attention\n{copy}\n2. An average of two\n{average}\n3.1 (Q3a)\n{single-head}\n"
    "3.2 (Q3b)\n{single-head-noise}\n4.1 (Q4a)\n{multi-head}\n4.2 (Q4b)\n{multi-head-noise}\n",
    # a problem's number said in words, its title after it
    "### 第1题 注意力中的复制\n{copy}\n### 第2题 两个向量的平均\n{average}\n### 第3题 单头注意力的缺点\n"
    "**3(a)** {single-head}\n**3(b)** {single-head-noise}\n### 第4题 多头注意力的优点\n**4(a)** {multi-head}\n"
    "**4(b)** {multi-head-noise}\n",
    "### 第一题：注意力中的复制\n{copy}\n### 第二题：两个向量的平均\n{average}\n### 第三题\n"
    "**3(a)** {single-head}\n**3(b)** {single-head-noise}\n### 第四题\n**4(a)** {multi-head}\n"
    "**4(b)** {multi-head-noise}\n",
])
def test_problems_named_by_number_and_title_then_an_outline(text):
    """'1. Copying in attention' (a number, then the part's title), '3.1 (Problem 3(a))', '### 第1题 注意力中的复制':
    the course-B handout's numbers, each part in its place (a title in words the part's own title does not share
    stays inside it)."""
    text = _write(text)
    edition, found = locate(text, PARTS)
    assert edition == "course-b"
    for part in ("copy", "average", "single-head", "single-head-noise", "multi-head", "multi-head-noise"):
        (place,) = found[part].places
        taken = text[place.start:place.end]
        assert A[part] in taken and taken.count("ANSWER-") == 1 and "Problem" not in taken and "Q" not in taken, part


@pytest.mark.parametrize("text", [
    "## 1.1 Copying\n{copy}\n## 1.2 An average\n{average}\n## 1.3 (a)\n{single-head}\n## 1.3 (b)\n"
    "{single-head-noise}\n## 1.4 (a)\n{multi-head}\n## 1.4 (b)\n{multi-head-noise}\n",
    "\\subsection*{5.2 Average}\n{average}\n\\subsection*{5.3 (a)}\n{single-head}\n"
    "\\subsection*{5.3 (b)}\n{single-head-noise}\n\\subsection*{5.4 (a)}\n{multi-head}\n",
    # answered out of order: 1.4 before 1.3
    "**1.2** {average}\n\n**1.4 (a)** {multi-head}\n\n**1.4 (b)** {multi-head-noise}\n\n**1.3 (a)** "
    "{single-head}\n\n**1.3 (b)** {single-head-noise}\n",
])
def test_the_course_problems_numbered_under_the_write_up_own_number(text):
    """'1.4 (a)' where the course numbers its problems 1–4: the write-up's own 1 over the course's problem 4(a), not
    1(a) with a section number 4 (that reading is kept for '2.2 (b)', where the number repeats the letter)."""
    text = _write(text)
    edition, found = locate(text, PARTS)
    assert edition == "course-b"
    _each_alone_in_its_place(text, found)
    assert "copy" in found and (found["copy"].places == ()) == (A["copy"] not in text)


@pytest.mark.parametrize("text", [
    # 'Problem 1.3(a)': the outline's second number is the course's letter, the letter after it the Roman numeral
    "Problem 1.1 (Copying). {copy}\nProblem 1.2 (An average). {average}\nProblem 1.3(a). {single-head}\n"
    "Problem 1.3(b). {single-head-noise}\nProblem 1.4(a). {multi-head}\nProblem 1.4(b). {multi-head-noise}\n"
    "Problem 2.1(a)(i). {permutation}\n",
    "## 1.1\n{copy}\n## 1.2\n{average}\n## 1.3 (a)\n{single-head}\n## 1.3 (b)\n{single-head-noise}\n"
    "## 2.1 (a)(i)\n{permutation}\n## 2.2 (b)(ii)\n{position-distinct}\n",
    "**1.3(a)** {single-head}\n\n**1.3(b)** {single-head-noise}\n\n**1.4(a)** {multi-head}\n\n"
    "**1.4(b)** {multi-head-noise}\n\n**2.2(b)(ii)** {position-distinct}\n",
    # two sub-parts answered in one paragraph, each behind its own label ('1.4. For (a) … For (b), …')
    "Problem 1.1 {copy}\nProblem 1.2 {average}\nProblem 1.4 (Benefits of multi-headed attention). For (a) "
    "{multi-head} For (b), {multi-head-noise}\nProblem 2.1(a)(i). {permutation}\n",
    "## 1(a)\n{copy}\n## 1(c)\n(i) {single-head} (ii) {single-head-noise}\n## 1(e)\n{multi-head-summary}\n"
    "## 1(b)\n{average}\n",
    # a single section over the sub-parts, each labelled inside its paragraph (red team 57: read as course B's 1)
    "## 1(c)\nFor (i), {single-head} For (ii), {single-head-noise}\n",
    "## 1(d)\nFor (i), {multi-head} For (ii), {multi-head-noise}\n",
    # a part cited inside the first one ("As in (b), …") is no label of the second (red team 57)
    "## 1(b)\n{average}\n## 1(c)\n(i) As in (b), {single-head} (ii) {single-head-noise}\n",
    "**1(b)** {average}\n\n**1(d)** Zu (i): {multi-head} Zu (ii): {multi-head-noise}\n\n**2(a)(i)** {permutation}\n",
    # the outline's sub-parts in Roman numerals under a number-only heading (red team 57: '(i)' read as letter i)
    "## Problem 1.2\n{average}\n## Problem 1.3\n(i) {single-head}\n(ii) {single-head-noise}\n## Problem 2.1\n"
    "(i) {permutation}\n",
    "Problem 1.4\n\n(i) {multi-head}\n\n(ii) {multi-head-noise}\n\nProblem 2.2\n\n(i) {position-helps}\n\n"
    "(ii) {position-distinct}\n",
    "### 1.3\n(i) {single-head} (ii) {single-head-noise}\n### 1.4\n(i) {multi-head} (ii) {multi-head-noise}\n",
    # a heading that ends on a word a sentence may go on from ("question") is still a heading: the label on the line
    # after it is its first sub-part, not a reference the line wrapped (red team 58)
    "## 1(b)\n{average}\n1 (e), old KQV question\ni. {kqv-plain}\nii. {kqv-design}\n",
    "**1(b)** {average}\n\nProblem 1 (c), first question\ni. {single-head}\nii. {single-head-noise}\n",
])
def test_outline_numbers_and_labels_inside_a_paragraph(text):
    """Each answer is found alone in its place: numbered as an outline, labelled inside a paragraph, or under a
    heading that ends on a word a sentence may go on from."""
    text = _write(text)
    edition, found = locate(text, PARTS)
    _each_alone_in_its_place(text, found)


@pytest.mark.parametrize("text, together", [
    ("Problem 1 b. {average}\nProblem 1 d i and ii. {multi-head} {multi-head-noise}\nProblem 2 a i. {permutation}\n",
     ("multi-head", "multi-head-noise")),
    ("## 1(b)\n{average}\n## 1(c)(i) & (ii)\n{single-head} {single-head-noise}\n## 1(e)\n{multi-head-summary}\n",
     ("single-head", "single-head-noise")),
])
def test_two_sub_parts_under_one_label(text, together):
    """'d i and ii': both sub-parts are found in the one place that answers them; the others alone in theirs."""
    text = _write(text)
    _, found = locate(text, PARTS)
    (first,), (second,) = (found[part].places for part in together)
    assert first == second and all(A[part] in text[first.start:first.end] for part in together)
    for part in [p for p in A if A[p] in text and p not in together]:
        (place,) = found[part].places
        assert text[place.start:place.end].count("ANSWER-") == 1


@pytest.mark.parametrize("text", [
    # the second label is not said: the paragraph answers neither part for sure
    "**1(b)** {average}\n\n**1(d)** For (a) {multi-head} and then {multi-head-noise}\n",
    # a label inside a formula is no label
    "**1(b)** {average}\n\n**1(d)** With f(i) = 1 and g(ii) = 2, {multi-head}\n",
])
def test_a_paragraph_without_each_label_answers_no_part_inside_it(text):
    """Inline labels are read only when each of the sub-parts is labelled in the paragraph, in order."""
    text = _write(text)
    edition, found = locate(text, PARTS)
    assert found["multi-head"].places == () and found["multi-head-noise"].places == ()


MIXED = ("## 2(a)(i) Permuting\n{permutation}\n## 2(a)(ii)\n{permutation-implication}\n"
         "### Bonus: older handout, part (e) i.\n{kqv-plain}\n### Bonus: part (e) ii.\n{kqv-design}\n",
         "第二题 2.1 (a) (i)\n{permutation}\n2.2 (b) (ii)\n{position-distinct}\n附加题 (e) i.\n{kqv-plain}\n"
         "(e) ii.\n{kqv-design}\n",
         "# Problem 1\n## (a)\n{copy}\n## (b)\n{average}\n# Problem 2\n## 2(b)(i)\n{position-helps}\n"
         "## (e) i. — plain self-attention\n{kqv-plain}\n## (e) ii. — a design\n{kqv-design}\n")


@pytest.mark.parametrize("text", MIXED)
def test_parts_of_another_edition_answered_beside_the_edition(text):
    """A 2025 write-up that also answers the older handout's (e) (key-query-value self-attention) after its problem 2:
    its '(e) i.' can be no 2025 part (problem 2 has no (e)), so it is the older edition's (e)(i), graded too."""
    text = _write(text)
    edition, found = locate(text, PARTS)
    assert edition == "2025"
    _each_alone_in_its_place(text, found)
    assert found["multi-head-summary"].places == ()  # 2025's own (e) is not what the bonus answers


TITLED = (
    # course B numbers no kqv or position part: the other problems are found under headings that name them by title
    ("course-b", "\\subsection*{Problem 3: Drawbacks}\n\\paragraph{(a)} {single-head}\n\\paragraph{(b)} "
                 "{single-head-noise}\n\\section*{Key-Query-Value Self-Attention}\n\\subsection*{i.}\n{kqv-plain}\n"
                 "\\subsection*{ii.}\n{kqv-design}\n\\section*{Position Embeddings}\n\\subsection*{(a)(i)}\n{permutation}\n"
                 "\\subsection*{(b)(ii)}\n{position-distinct}\n"),
    ("course-b", "## Problem 1 — Copying\n{copy}\n## Problem 4 — Heads\n**(a)** {multi-head}\n"
                 "## KQV self-attention (e)\n**i.** {kqv-plain}\n\n**ii.** {kqv-design}\n"
                 "## Position embeddings\n**(a)(i)** {permutation}\n"),
    ("2025", "## 1(a)\n{copy}\n## 1(e)\n{multi-head-summary}\n# Key--query--value self-attention (older part (e))\n"
             "i. {kqv-plain}\n\nii. {kqv-design}\n# 2. Position Embeddings\n## (a)\n(i) {permutation}\n"),
)


def test_the_editions_own_title_leaves_its_own_paths_to_it():
    """"# Attention Exploration" over an older write-up's "(e) … (i) …": (e) heads the older (e)(i), answered nowhere
    else, so it is never 2025's 1(e) by the title."""
    text = _write("# Attention Exploration\n\n(a) {copy}\n\n(b) {average}\n\n(c)(i) {single-head}\n\n"
                  "(d)(i) {multi-head}\n\n(e) Self-attention. (i) {kqv-plain}\n(ii) {kqv-design}\n")
    edition, found = locate(text, PARTS)
    assert edition == "older"
    assert "multi-head-summary" not in found or found["multi-head-summary"].places == ()


@pytest.mark.parametrize("line, title", [
    ("## KQV self-attention (e)", "Key-query-value self-attention"),
    ("### KQV (e)(i)", "Key-query-value self-attention"),  # an acronym of three title words names it alone
    ("\\section*{Key--query--value self-attention (older part (e))}", "Key-query-value self-attention"),
    ("2. Position Embeddings", "Position embeddings exploration"),
    # a heading that says the title's words out of order or too few of them, prose, an acronym in lower case
    ("**Key, query and value notation**", None),
    ("Self-attention with key, query and value", None),
    ("we use the kqv trick here", None),
    ("The embeddings of each position are distinct, as shown below.", None),
])
def test_a_problem_is_named_by_its_title_in_a_heading(line, title):
    """A heading names a problem by its title's words in order, all but one, or by an acronym of three of them."""
    from symattn.intake.locate import _problem_titles
    found = _problem_titles(line, PARTS)
    assert (found[0][1] if found else None) == title


@pytest.mark.parametrize("edition, text", TITLED)
def test_another_problem_under_a_heading_that_names_it_by_title(edition, text):
    """"Key-Query-Value Self-Attention" then "i.", "ii.": the older edition's (e)(i) and (e)(ii), numbered in that
    problem's own terms under its title (an acronym of the title's words names it too), whatever the edition."""
    text = _write(text)
    chosen, found = locate(text, PARTS, latex="\\section" in text)
    assert chosen == edition
    _each_alone_in_its_place(text, found)


@pytest.mark.parametrize("text, edition, part", [
    # the older edition's lone (e) heads nothing: it may be its (e)(i) and (e)(ii), so never 2025's 1(e)
    ("(a) {copy}\n(b) {average}\n(c) (i) {single-head}\n(ii) {single-head-noise}\n(e)\n{kqv-plain}\n", "older",
     "multi-head-summary"),
    # a 2025 write-up's (e)(i) is inside its own 1(e), never the older (e)(i)
    ("## 1(a)\n{copy}\n## 1(b)\n{average}\n## 1(e)\n### (i)\n{multi-head-summary}\n", "", "kqv-plain"),
    # problem 1's (e) is 2025's 1(e): the bonus is read as 1(e)'s sub-part, not the older (e)(i)
    ("## 1(a)\n{copy}\n## 1(e)\n{multi-head-summary}\n## Bonus (e) i.\n{kqv-plain}\n", "", "kqv-plain"),
])
def test_a_path_the_edition_may_hold_is_never_another_edition_part(text, edition, part):
    _, found = locate(_write(text), PARTS, edition)
    assert part not in found or found[part].places == ()


@pytest.mark.parametrize("text", [
    "## Q1(e)(i)\n{kqv-plain}\n## Q1(e)(ii)\n{kqv-design}\n## Q2(a)(i)\n{permutation}\n## Q2(b)(i)\n{position-helps}\n",
    "**1(e)(i)** {kqv-plain}\n\n**1(e)(ii)** {kqv-design}\n\n**2(a)(i)** {permutation}\n\n**2(b)(ii)** {position-distinct}\n",
    "# Problem 1\n## (e)(i)\n{kqv-plain}\n## (e)(ii)\n{kqv-design}\n# Problem 2\n## (a)(i)\n{permutation}\n",
])
def test_sub_parts_below_a_part_the_edition_does_not_divide_are_another_editions(text):
    """A 2025 write-up's "Q1(e)(i)", "Q1(e)(ii)" with no "Q1(e)" of its own: 2025's 1(e) has no (i), the older
    edition's (e)(i) is exactly that, so the older key-query-value parts are graded there."""
    text = _write(text)
    _, found = locate(text, PARTS)
    _each_alone_in_its_place(text, found)
    assert "multi-head-summary" not in found or found["multi-head-summary"].places == ()


@pytest.mark.parametrize("text, edition", [
    # the older handout numbers one problem: a write-up's "2." after its (a)–(e) is the position problem
    ("### (a)\n{copy}\n### (b)\n{average}\n### (c)\ni. {single-head}\n\nii. {single-head-noise}\n### (e) "
     "Key-query-value\ni. {kqv-plain}\n\nii. {kqv-design}\n## 2. Position embeddings\n### 2(a)\n(i) {permutation}"
     "\n\n(ii) {permutation-implication}\n### 2(b)\n(i) {position-helps}\n\n(ii) {position-distinct}\n", "older"),
    ("(a) {copy}\n\n(b) {average}\n\n(e)(i) {kqv-plain}\n\n(e)(ii) {kqv-design}\n\n2(a)(i) {permutation}\n\n"
     "2(b)(ii) {position-distinct}\n", "older"),
    # course B's problem 2 is the average, a part it does not divide: "2.1 (a)" after its problem 4 is the handout's
    # position section, not problem 2 again
    ("## Problem 1\n{copy}\n## Problem 2\n{average}\n## Problem 3\n**(a)** {single-head}\n**(b)** "
     "{single-head-noise}\n## Problem 4\n**(a)** {multi-head}\n# Position embeddings\n## 2.1 (a) Permuting\n"
     "**(i)** {permutation}\n**(ii)** {permutation-implication}\n## 2.2 (b) Design\n**(i)** {position-helps}\n"
     "**(ii)** {position-distinct}\n", "course-b"),
])
def test_a_problem_the_edition_does_not_have_is_another_editions(text, edition):
    """A section that can only go back to an earlier part, as a problem number the edition lacks or as a subdivision
    of a part it does not divide, is another problem: the position parts there are graded, each once."""
    text = _write(text)
    chosen, found = locate(text, PARTS)
    assert chosen == edition
    _each_alone_in_its_place(text, found)


def test_a_part_divided_right_under_its_own_heading_is_still_that_part():
    """Problem 2 answered first, then "### 1(a)" and its "(i)", "(ii)": the sub-labels right under 1(a) are 1(a)'s,
    though the edition does not divide 1(a), and though the reading went back to it."""
    text = _write("### 2(a)(i)\n{permutation}\n### 2(b)(ii)\n{position-distinct}\n### 1(a)\n**(i)** When the key "
                  "dominates.\n\n**(ii)** {copy}\n### 1(b)\n{average}\n")
    edition, found = locate(text, PARTS)
    assert edition == "2025"
    (place,) = found["copy"].places
    assert A["copy"] in text[place.start:place.end]


def test_another_edition_part_answered_twice_goes_to_review_with_both_places():
    text = _write(MIXED[0]) + "## Bonus: part (e) i. again\nSECOND\n### Bonus: part (e) i.\nTHIRD\n"
    _, found = locate(text, PARTS)
    result = found["kqv-plain"]
    assert len(result.places) == 2 and result.reason == "(e)(i) is answered in 2 places"


@pytest.mark.parametrize("text, latex", [
    ("\\section*{1(b)}\n\\begin{align*}\nc &= A\n  = P H\n\\end{align*}\nEND-B\n\\section*{1(c)(i)}\nX\n", True),
    ("== 1(b)\n$ c = A\n  = P H $\nEND-B\n== 1(c)(i)\nX\n", False),  # Typst's math over two lines
    ("## 1(b)\n$$\nc = A\n= P H\n$$\nEND-B\n## 1(c)(i)\nX\n", False),  # Markdown's display math
    ("1(b)\nZ = ReLU(P H W1 + 1b1)W2 + 1b2\n= P ReLU(HW1 + 1b1)W2 + P 1b2 = P Z,\nEND-B\n1(c)(i)\nX\n", False),  # a PDF
    ("1(b)\nH' = softmax(PAP^T) P V\n= P softmax(A) V = PH\nEND-B\n1(c)(i)\nX\n", False),
    ("1(b)\n  H_perm = softmax(P A P^T) P V\n           = P H.\nEND-B\n1(c)(i)\nX\n", False),  # indented: no Typst
    # an equation's last side alone on a line of a PDF's text, with no word after the '=': no heading
    ("1(b)\nZperm = ReLU(PHW1 + P 1b1)W2 + P 1b2 = P\n(\nReLU(HW1 + 1b1)W2\n)\n= PZ.\nEND-B\n1(c)(i)\nX\n", False),
    ("1(b)\nH' = softmax(PAP^T)\nPV\n= P H.\nEND-B\n1(c)(i)\nX\n", False),
    ("1(b)\nc = A\n= Q K.\nEND-B\n1(c)(i)\nX\n", False),
])
def test_a_line_that_continues_an_equation_is_no_heading(text, latex):
    """'= P H' continuing an equation is no Typst heading: in LaTeX never, elsewhere not inside $…$ or $$…$$, nor
    where the line goes on as an equation (a PDF's text has no dollars)."""
    _, found = locate(text, PARTS, "2025", latex=latex)
    (place,) = found["average"].places
    assert text[place.start:place.end].endswith("END-B")


@pytest.mark.parametrize("text, said", [
    ("Problem 1 d i\n  (skipped -- did not get to it)\n\nProblem 1 d ii\n  c stays near the average.\n",
     "(skipped -- did not get to it)"),
    ("(d)(i)\nAnswer: -- ran out of time, not attempted --\n\n(d)(ii)\nc stays near the average.\n",
     "-- ran out of time, not attempted --"),
    ("## 1(d)(i)\n*Not attempted.*\n## 1(d)(ii)\nc stays near the average.\n", "*Not attempted.*"),
    # French and Spanish say it agreeing with the part: non traitée, no resuelta
    ("\\paragraph{Question 1(d) i.} (non traitée)\n\\paragraph{Question 1(d) ii.} c reste proche de la moyenne.\n",
     "(non traitée)"),
    ("**Pregunta 1(d)(i).** No resuelta, me faltó tiempo.\n\n**Pregunta 1(d)(ii).** c queda cerca del promedio.\n",
     "No resuelta, me faltó tiempo."),
    ("## 1(d) i.\nPas fait.\n## 1(d) ii.\nc reste proche de la moyenne.\n", "Pas fait."),
    # the part's title and its points on the heading's line ("(4 pts)", "(2 Punkte)") are no answer
    ("Problem 1 d i. Two heads (4 pts)\n\n  (skipped -- ran out of time)\n\n-----\n\nProblem 1 d ii\n"
     "  c stays near the average.\n", "(skipped -- ran out of time)"),
    ("1(d)(i) Two heads (2 Punkte)\n\nnicht bearbeitet\n\n1(d)(ii)\nc bleibt nahe am Mittel.\n", "nicht bearbeitet"),
    ("(d)(i) Two heads (3 marks)\n\nNot attempted.\n\n(d)(ii)\nc stays near the average.\n", "Not attempted."),
])
def test_a_part_said_to_be_skipped_is_missing_with_what_it_says(text, said):
    _, found = locate(text, PARTS)
    result = found["multi-head"]
    assert result.places == () and result.skipped and result.reason == f"the write-up says “{said}”"
    assert found["multi-head-noise"].places and not found["multi-head-noise"].skipped


@pytest.mark.parametrize("text", [
    "**1(b)** We take q as in\n1(a): a large multiple. END-B\n**1(c)(i)** X\n",
    "\\textbf{1(b)} Head 1 inherits the problem from\nQ1.c.ii: it puts weight on a. END-B\n\\textbf{1(c)(i)} X\n",
    # a bare letter after a word that never ends a sentence is a name the sentence goes on with, capital after it
    "**1(b)** the score of a is t versus t for\nb. The two weights tie. END-B\n**1(c)(i)** X\n",
    # a PDF's lines wrap anywhere: "… and that of b about⏎t. For large t …" goes on with the name t
    "**1(b)** The logit of a is about t(1 + η) and that of b about\nt. For large t it wins. END-B\n**1(c)(i)** X\n",
    "**1(b)** the two scores are equal, both\nt. So the weights tie. END-B\n**1(c)(i)** X\n",
    "**1(b)** the weight of a is the same as that of b, which is\nt. Hence they tie. END-B\n**1(c)(i)** X\n",
    # a reference that ends the sentence, alone on its line
    "**1(b)** Gewichte wie in\nTeil (a).\nAlso gleich. END-B\n**1(c)(i)** X\n",
    "**1(b)** the same query as in\n(a).\nSo they tie. END-B\n**1(c)(i)** X\n",
    "**1(b)** the weights tie, as in\nproblem 1(a),\nso c is the average. END-B\n**1(c)(i)** X\n",
    "**1(b)** Unlike the single head of part\n(a), when 1 + eta > 0 the heads agree. END-B\n**1(c)(i)** X\n",
])
def test_a_label_that_a_wrapped_sentence_goes_on_with_is_no_heading(text):
    """'… inherits the problem from⏎Q1.c.ii: it puts …': a reference to a part, at a line's start only because the
    sentence was wrapped there."""
    _, found = locate(text, PARTS, "2025", latex=text.startswith("\\"))
    (place,) = found["average"].places
    assert text[place.start:place.end].endswith("END-B")


def test_one_line_answers_without_full_stops_keep_their_labels():
    """'(a) … with t large⏎(b) we take …': a line that ends on a word of its own answer, not one that never ends a
    sentence, leaves the next line's label a heading."""
    text = "(a) q = t k_j with t large\n(b) we take q = t(k_a + k_b) for a large t\n(c) (i) then q = t(mu_a + mu_b)\n"
    _, found = locate(text, PARTS, "older")
    assert [text[p.start:p.end] for p in found["average"].places] == ["we take q = t(k_a + k_b) for a large t"]


@pytest.mark.parametrize("dash", ["—", "–", "…", "-"])
def test_a_dash_alone_answers_nothing(dash):
    _, found = locate(f"**P4a.** {dash}\n\n**P4b.** c stays near the average.\n", PARTS, "course-b")
    assert found["multi-head"].places == () and found["multi-head-noise"].places


def test_the_restated_question_is_not_the_answer():
    text = ("## 1(b) An average of two (2 points)\n"
            "Find an expression for a query vector $q$ such that $c \\approx \\frac{1}{2}(v_a + v_b)$, and justify "
            "your answer.\n\nWe take $q = t(k_a + k_b)$.\n")
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert text[place.start:place.end] == "We take $q = t(k_a + k_b)$."


def test_questions_restated_first_then_answered():
    """A list of the questions at the top, then the answers under the same labels: only the answers are taken."""
    text = ("Questions.\n(a) Under what conditions does the categorical distribution put almost all of its weight "
            "on some alpha_j?\n(b) Find a query q such that c is about the average of v_a and v_b?\n\nAnswers.\n"
            "(a) ANSWER-COPY q = t k_j.\n(b) ANSWER-AVERAGE q = t(k_a + k_b).\n")
    _, found = locate(text, PARTS, "older")
    for part, mark in (("copy", "ANSWER-COPY"), ("average", "ANSWER-AVERAGE")):
        (place,) = found[part].places
        assert text[place.start:place.end].startswith(mark)


def test_a_part_answered_twice_is_ambiguous():
    text = "(a) q = t k_j.\n(b) q = t(k_a + k_b).\n(c) nothing\n(b) q = t k_a.\n"
    _, found = locate(text, PARTS, "older")
    assert len(found["average"].places) == 2 and found["average"].reason == "(b) is answered in 2 places"


def test_a_part_not_there_is_missing_with_the_reason():
    _, found = locate("## 1(a)\nq = t k_j\n", PARTS, "2025")
    assert found["average"].places == ()
    assert found["average"].reason == "no heading or label numbered 1(b) (or (b)), and no line quoting its question"


def test_only_the_question_restated():
    text = "## 1(b)\nFind a query $q$ such that $c \\approx \\frac{1}{2}(v_a + v_b)$.\n## 1(c)\n"
    _, found = locate(text, PARTS, "2025")
    assert found["average"].reason == "only the question of 1(b) is there, restated, with no answer after it"


def test_markers_win():
    text = "## 1(b)\nq = t k_a\n% symattn: average\nMARKED q = t(k_a + k_b)\n"
    _, found = locate(text, PARTS, "2025", names=by_name(PARTS))
    (place,) = found["average"].places
    assert place.how == "marker" and text[place.start:place.end] == "MARKED q = t(k_a + k_b)"


def test_the_question_quoted_back_locates_an_unlabelled_answer():
    text = ("Intro text.\n\nAll keys are orthonormal. Find a query q such that c is approximately "
            "one half of v_a plus v_b.\n\nWe take q = t(k_a + k_b) with t large.\n")
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert place.how == "question" and text[place.start:place.end].startswith("We take")


@pytest.mark.parametrize("text", [
    # the older numbering's (c)(ii) restates single-head-noise's question, which multi-head-noise's resembles
    "### (c)(ii) *What does c look like across samples of the keys?*\n\nAnswer: c jumps between v_a and v_b.\n",
    "**(c)(ii)** Describe qualitatively what the output c looks like across different samples.\n\nIt jumps.\n",
    "(c)(ii) What, qualitatively, do you expect c to look like across different samples of the keys?\nIt flips.\n",
])
def test_a_question_quoted_inside_another_parts_section_is_not_this_parts(text):
    """A question quoted under (c)(ii) is single-head-noise's restated: multi-head-noise, with no label, is missing."""
    _, found = locate(text, PARTS, "older")
    assert found["single-head-noise"].places and not found["multi-head-noise"].places


@pytest.mark.parametrize("tail, kept", [
    ("## Coding part\nq = t k_a in code\n", False),  # an unlabelled heading as high as the part's ends it
    ("### Derivation\nq = t k_a in code\n", True),  # a lower one is inside the answer
    ("\\section*{Appendix}\nq = t k_a in code\n", False),
])
def test_an_unlabelled_heading_ends_a_part_at_its_level(tail, kept):
    text = "## 1(b)\nWe take $q = t(k_a + k_b)$.\n" + tail
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert ("in code" in text[place.start:place.end]) == kept


@pytest.mark.parametrize("body, start", [
    ("We take $q = t(k_a + k_b)$.\n\\textbf{Proof.} The scores are equal.\n", "We take"),
    ("Show the claim.\nProof. We take $q = t(k_a + k_b)$.\n", "We take"),
])
def test_a_proof_after_the_result_does_not_start_the_answer(body, start):
    text = "## 1(b)\n" + body
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert text[place.start:place.end].startswith(start)


# A numbered list that names the problem's parts is the list of its lettered parts (public write-ups in Markdown and
# Typst number the handout's parts 1., 2., … or with Typst's +, under an unnumbered heading)
PARTS_LISTS = {
    "typst +, nested + as (i), (ii)": ("= Attention exploration\n+ *Copying in attention.*\n  + The distribution\n"
                                       "    {copy}\n+ *An average of two.*\n  {average}\n+ *Drawbacks of single-headed"
                                       " attention.*\n  + Assume\n    {single-head}\n  + Though\n    "
                                       "{single-head-noise}\n+ *Benefits of multi-headed attention.*\n  + Design\n"
                                       "    {multi-head}\n"),
    "markdown 1., nested 1. as (i), (ii)": ("## Attention Exploration\n1. **Copying in attention**\n{copy}\n"
                                            "2. **An average of two**\n{average}\n3. **Drawbacks of single-headed "
                                            "attention**\n    1. {single-head}\n    2. {single-head-noise}\n"
                                            "4. **Benefits of multi-headed attention**\n    1. {multi-head}\n"),
    "markdown 1., a. and b. as (i), (ii)": ("## Attention Exploration\n1. **Copying in attention**. One advantage.\n"
                                            "\n{copy}\n\n2. **An average of two**. Instead.\n\n{average}\n\n"
                                            "3. **Drawbacks of single-headed attention**. In the previous part.\n"
                                            "a. Assume that.\n\n{single-head}\n\nb. Though.\n\n{single-head-noise}\n"
                                            "\n## Coding\n1. **Check out the demo.**\n2. Read the dataset.\n"),
}


PARTS_LISTS["latex enumerate of titled items, nested items as (i), (ii)"] = (
    "\\begin{enumerate}\n  \\item \\textbf{Copying in attention.}\n  \\begin{enumerate}\n    \\item {copy}\n"
    "  \\end{enumerate}\n  \\item \\textbf{An average of two.} {average}\n"
    "  \\item \\textbf{Drawbacks of single-headed attention.}\n  \\begin{enumerate}\n    \\item {single-head}\n"
    "    \\item {single-head-noise}\n  \\end{enumerate}\n  \\item \\textbf{Benefits of multi-headed attention.}\n"
    "  \\begin{enumerate}\n    \\item {multi-head}\n  \\end{enumerate}\n\\end{enumerate}\n")
PARTS_LISTS["markdown quotes of the questions labelled i., ii."] = (
    "(c) Drawbacks of single-headed attention\n\n> i. Assume that the covariance matrices are tiny.\n\n"
    "Answer: {single-head}\n\n> ii. Though the covariances are tiny.\n\nAnswer: {single-head-noise}\n\n"
    "(d) Benefits of multi-headed attention\n\n> i. Design q_1 and q_2.\n\nAnswer: {multi-head}\n")


PARTS_LISTS["latex enumerate of the problems, nested three deep as LaTeX numbers them"] = (
    "\\begin{enumerate}\n\\item Attention exploration\n\\begin{enumerate}\n\\item % (a)\n{copy}\n"
    "\\item % (b)\n{average}\n\\item % (c)\n\\begin{enumerate}\n\\item {single-head}\n\\item "
    "{single-head-noise}\n\\end{enumerate}\n\\end{enumerate}\n\\item Position embeddings\n"
    "\\begin{enumerate}\n\\item % 2(a)\n\\begin{enumerate}\n\\item {permutation}\n\\end{enumerate}\n"
    "\\end{enumerate}\n\\end{enumerate}\n")


@pytest.mark.parametrize("layout", sorted(PARTS_LISTS))
def test_a_list_of_the_parts_is_lettered(layout):
    text = _write(PARTS_LISTS[layout])
    _, found = locate(text, PARTS, "2025", latex="\\item" in text)
    answered = [p for p in A if "{" + p + "}" in PARTS_LISTS[layout]]
    for part in answered:
        (place,) = found[part].places
        assert A[part] in text[place.start:place.end], (part, text[place.start:place.end])
        assert not any(A[o] in text[place.start:place.end] for o in answered if o != part), part


@pytest.mark.parametrize("text", [
    "## Notes\n1. First the scores.\n2. Then the weights.\n3. Then the output.\n\n## 1(b)\n{average}\n",
    "## Plan\n1. **Mathematical exploration**\n2. **Extending a research codebase**\n\n## 1(b)\n{average}\n",
    "## 1(b)\n{average}\n\n## Coding\n1. Check out the demo.\n2. Read through the dataset.\n",
])
def test_other_numbered_lists_are_no_parts(text):
    """A list of steps, of the assignment's sections, or of the coding part names no part: it is not lettered."""
    text = _write(text)
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert text[place.start:place.end] == A["average"]
    assert found["copy"].places == ()


@pytest.mark.parametrize("body, answer", [
    ("+ (2 points) Find an expression for $q$.\n\n  #answer\n\n  $q = t(k_a + k_b)$\n", "$q = t(k_a + k_b)$"),
    ("b. **Find an expression** for a query $q$ such that $c \\approx \\frac12(v_a+v_b)$.\n\n"
     "> $q = t(k_a + k_b)$, where $t \\gg 0$\n", "> $q = t(k_a + k_b)$, where $t \\gg 0$"),
    ("What query gives the average?\n> We take $q = t(k_a + k_b)$.\n", "> We take $q = t(k_a + k_b)$."),
    ("We take $q = t(k_a + k_b)$, as Vaswani et al. put it:\n> attention is all you need\n",
     "We take $q = t(k_a + k_b)$, as Vaswani et al. put it:\n> attention is all you need"),
])
def test_an_answer_box_or_a_quoted_answer_starts_the_answer(body, answer):
    """Typst's #answer, or the answer quoted under the question restated, starts the answer; a quotation after an
    answer that asks nothing is part of the answer."""
    text = "## 1(b)\n" + body
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert text[place.start:place.end] == answer


def test_an_introduction_gives_way_to_its_sub_parts_marked_answers():
    """'(a) Copying in attention. One advantage …' above (i) and (ii) with their #answer: the answer starts at the
    first #answer, not in the handout's introduction."""
    text = ("+ *Copying in attention.* One advantage of attention is copying.\n  + (2 points) Describe when.\n\n"
            "    #answer\n\n    When $k_j^\\top q \\gg k_i^\\top q$.\n  + (1 point) Describe $c$.\n\n    #answer\n\n"
            "    Then $c \\approx v_j$.\n+ *An average of two.*\n  #answer\n  $q = t(k_a + k_b)$\n")
    _, found = locate(text, PARTS, "2025")
    (place,) = found["copy"].places
    assert text[place.start:place.end].startswith("When $k_j")
    assert text[place.start:place.end].endswith("$c \\approx v_j$.")


@pytest.mark.parametrize("rule", ["-----", "***", "\\hrule", "\\noindent\\rule{\\linewidth}{0.4pt}"])
def test_a_rule_that_closes_a_part_is_layout(rule):
    """A horizontal rule between parts ('-----', '***', \\hrule) is no part of the answer before it."""
    text = f"## 1(b)\nWe take $q = t(k_a + k_b)$.\n{rule}\n\n## 1(c)(i)\n$q = t(\\mu_a + \\mu_b)$.\n"
    _, found = locate(text, PARTS, "2025")
    (place,) = found["average"].places
    assert text[place.start:place.end] == "We take $q = t(k_a + k_b)$."


@pytest.mark.parametrize("text, edition", [
    # a 2025 write-up with the older KQV part under a heading naming it: still 2025, the KQV answers found
    ("## 1(a)(i)\n{copy}\n## 1(b)\n{average}\n## 1(c)(i)\n{single-head}\n## 1(c)(ii)\n{single-head-noise}\n"
     "## 1(d)(i)\n{multi-head}\n## 1(d)(ii)\n{multi-head-noise}\n## 1(e)\n{multi-head-summary}\n"
     "## KQV attention (from the old version, part e)\n### (e)(i)\n{kqv-plain}\n### (e)(ii)\n{kqv-design}\n"
     "## 2(a)(i)\n{permutation}\n", "2025"),
    # the title's words said one after another ("Key-Query-Value"), and an addendum to 1(e) after it (red team 58)
    ("Aufgabe 1 (a) i. {copy}\nAufgabe 1 (b). {average}\nAufgabe 1 (c) i. {single-head}\n"
     "Aufgabe 1 (c) ii. {single-head-noise}\nAufgabe 1 (d) i. {multi-head}\nAufgabe 1 (d) ii. {multi-head-noise}\n\n"
     "Zusatz: Key-Query-Value (alte Version, Teil e)\n\n(e) i. {kqv-plain}\n(e) ii. {kqv-design}\n\n"
     "Aufgabe 2: Positionseinbettungen\n2 (a) (i). {permutation}\n\nNachtrag zu Aufgabe 1 (e)\n\n"
     "{multi-head-summary}\n", "2025"),
    # a heading "(e)" whose own line names the KQV problem heads the KQV parts, never 2025's 1(e) (red team 51)
    ("### (a)\ni. {copy}\n### (b)\n{average}\n### (c)\ni. {single-head}\nii. {single-head-noise}\n### (d)\n"
     "i. {multi-head}\nii. {multi-head-noise}\n### (e) Key-query-value self-attention\ni. {kqv-plain}\n"
     "ii. {kqv-design}\n## 2. Position embeddings\n### 2(a)\n(i) {permutation}\n### 2(b)\n(i) {position-helps}\n"
     "(ii) {position-distinct}\n", None),
])
def test_a_problem_named_by_its_title_beside_the_editions_own(text, edition):
    """The edition is chosen by what it numbers; a title gives another edition's problem its sections beside it."""
    text = _write(text)
    chosen, found = locate(text, PARTS)
    assert edition is None or chosen == edition
    _each_alone_in_its_place(text, found)
    assert "multi-head-summary" not in found or found["multi-head-summary"].places == () or \
        A["multi-head-summary"] in text


@pytest.mark.parametrize("text, edition", [
    # the part's title restated on the line under its own heading is no heading of a problem
    ("## (a)\n1. Copying in attention\n{copy}\n## (b)\n2. An average of two\n{average}\n## (c)(i)\n{single-head}\n",
     "older"),
    ("## 1(a)\n1. Copying in attention\n{copy}\n## 1(b)\n2. An average of two\n{average}\n## 1(c)(i)\n"
     "{single-head}\n", "2025"),
    # a table of contents at the top (titles on consecutive lines) heads nothing
    ("Outline of what I cover:\n1. Copying in attention\n2. An average of two\n3. Drawbacks of single-headed "
     "attention\n\n## (a)\n{copy}\n## (b)\n{average}\n## (c)(i)\n{single-head}\n", "older"),
])
def test_titles_that_head_nothing(text, edition):
    """A title restated under its heading, or listed in a table of contents, leaves each part where its label is."""
    text = _write(text)
    found_edition, found = locate(text, PARTS)
    assert found_edition == edition
    for part in ("copy", "average", "single-head"):
        (place,) = found[part].places
        taken = text[place.start:place.end]
        assert A[part] in taken and taken.count("ANSWER-") == 1, part


def test_the_bracket_label_places_the_part_not_the_outline_number():
    """'3.1 (Problem 3(b))' then '3.2 (Problem 3(a))': each answer in the part its bracket names."""
    text = _write("3.1 (Problem 3(b))\n{single-head-noise}\n\n3.2 (Problem 3(a))\n{single-head}\n\n"
                  "### Problem 4(a)\n{multi-head}\n")
    _, found = locate(text, PARTS, "course-b")
    for part in ("single-head", "single-head-noise", "multi-head"):
        (place,) = found[part].places
        assert text[place.start:place.end].startswith(A[part]), part
