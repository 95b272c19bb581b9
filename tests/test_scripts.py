"""Prose in scripts and accents beyond Latin-1 (Vietnamese, Hindi, Thai, Arabic, Turkish) is prose, never math."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.document import PROSE_WORD
from symattn.language.tokens import tokenize
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}


@pytest.mark.parametrize("text, words", [
    ("Chọn q = t(μ_a + μ_b) với t rất lớn.", ["Chọn", "với", "rất", "lớn"]),
    ("q₁ = t·μ_a और q₂ = t·μ_b लें", ["और", "लें"]),
    ("เลือก q = t(μ_a+μ_b) ก่อน", ["เลือก", "ก่อน"]),
    ("نختار q = t(μ_a+μ_b)", ["نختار"]),
    ("α sabit tutulup önce t → ∞", ["sabit", "tutulup", "önce"]),
    # Greek letters are names, not words
    ("q = β(k_a + k_b), β → ∞", []),
])
def test_words_of_every_script_are_prose(text, words):
    assert PROSE_WORD.findall(text) == words


@pytest.mark.parametrize("text, tokens", [
    ("लें, जहाँ t बहुत बड़ा है।", ["लें", ",", "जहाँ", "t", "बहुत", "बड़ा", "है", "।"]),
    ("café l’attention", ["café", "l’attention"]),
])
def test_a_word_keeps_its_vowel_signs(text, tokens):
    """A vowel sign or a combining accent is part of its word; the danda ends a sentence, as a full stop does."""
    assert [t.text for t in tokenize(text)] == tokens


@pytest.mark.parametrize("part, answer", [
    ("single-head", "Chọn q = t(μ_a + μ_b) với t rất lớn."),
    ("multi-head", "q₁ = t·μ_a और q₂ = t·μ_b लें, जहाँ t बहुत बड़ा है।"),
    ("average", "เลือก q = t(k_a + k_b) โดยที่ t มีค่ามาก"),
])
def test_an_answer_in_another_script_is_read_not_refused(part, answer):
    """The formula is read; the words nobody reads send it to review, named (never 'unexpected character')."""
    graded = grade_answer(PARTS[part], answer)
    assert (graded.verdict, "were not read" in graded.feedback) == ("error", True), graded.feedback
