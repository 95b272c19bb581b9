"""The words a verdict rests on, accounted for: every word of a sentence that carries one of the answer's
statements is known to the lexicon, as a role (LARGE, HYPOTHESIS, GOAL, …) or as a word known to change nothing
(NEUTRAL). The words that are not are returned, so that a verdict resting on them goes to review and names them:
"q = t k_j: this works no matter what the other keys are" is not `correct` while "no matter what" is unread.

What is read here is only whether a word is known; what the known words mean is read by the readers that own them.
A sentence with no statement (an explanation in words) carries nothing and is not checked; its claims about the
output are language/mentions.py's.
"""

import re
from dataclasses import dataclass
from functools import lru_cache

from symattn.language import lexicon
from symattn.language.document import Document
from symattn.notation.grammar import GREEK_ABBREVIATIONS

_WORD = re.compile(r"[^\W\d_]")  # a token that is a word (letters, or one CJK character), not a number or a sign
# a power or an index written as a superscript or subscript (the ² of ‖x‖², cut from its letter) is a number, as 2
# is; a vulgar fraction (½) is not passed so: "the weights are exactly ½" says a value in words nobody reads
_POWER = re.compile(r"^[\u00b2\u00b3\u00b9\u2070-\u209f]+$")
# a one-letter name (with a power or an index written as a superscript or subscript: β², t⁴, x₁) or a TeX command
# in prose (t, q, \beta)
_NAME = re.compile(r"^(?:[a-zA-Zα-ωΑ-Ω][⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]*|\\[A-Za-z]+)$")

# math glued into one token, which no word is: a transpose (kᵢᵀq, the jᵀq of k_jᵀq), a Greek letter against a Latin
# capital (αI), a product of the problem's matrices (PX, QKᵀ); its index after "_" or "^" is the name's, as k is
_GLUED_MATH = re.compile(r"[ᵀ⊤]|^[α-ωΑ-Ω][A-Z]$|^[A-Z][α-ω]$|^[PXQKVWHZI]{2,4}$")  # PX, QK, XW: matrices


# a Greek letter spelled out in plain text is a name ("q = tau k_j"), as the notation reads it
GREEK = frozenset("alpha beta gamma delta epsilon varepsilon zeta eta theta iota kappa lambda mu nu xi pi rho sigma tau "
                  "upsilon phi varphi chi psi omega".split()) | frozenset(GREEK_ABBREVIATIONS)  # eps, lam: as read


@dataclass(frozen=True)
class UnreadWord:
    word: str
    start: int
    end: int


def unread_words(document: Document, sentences: frozenset | None = None, placing: bool = False) -> tuple:
    """(UnreadWord, …) of the given sentences' prose (None: of all of it), in order: the words no lexicon entry
    accounts for. With `placing`, the words that say something but place no formula (CONTENT: "wins", "the
    quotient") count as read: what a ✗ needs read is what places its step, not every claim beside it."""
    spans = tuple((s.offset, s.offset + len(s.text)) for s in document.statements)
    found = []
    for piece in document.prose:
        if sentences is not None and piece.sentence not in sentences:
            continue
        found.extend(_unread_in(document.text, piece.offset, piece.offset + len(piece.text), spans, placing))
    return tuple(found)


def shown_words(found, text: str, most: int = 4) -> str:
    """The unread words quoted for a person, once each, in order: CJK characters read one at a time are shown as the
    run they stand in ('条件', not '条', '件')."""
    runs: list = []
    for word in found:
        if runs and runs[-1][1] == word.start and _CJK.match(word.word):
            runs[-1] = (runs[-1][0], word.end)
        else:
            runs.append((word.start, word.end))
    words = list(dict.fromkeys(text[a:b] for a, b in runs))
    return ", ".join(f"'{word}'" for word in words[:most]) + (" …" if len(words) > most else "")


_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# a word counted for the share of a text's words left unread: two letters or more, or one CJK character, as the
# tokens are cut (a run of CJK characters is as many words as the unread ones it can hold, not one)
_COUNTED = re.compile(_CJK.pattern + r"|(?:(?!" + _CJK.pattern + r")[^\W\d_]){2,}")


def word_count(document: Document, sentences: frozenset | None = None) -> int:
    """How many words the given sentences' prose (None: all of it) has (the measure unread words are a share of)."""
    return sum(len(_COUNTED.findall(piece.text)) for piece in document.prose
               if sentences is None or piece.sentence in sentences)


def _unread_in(text: str, start: int, end: int, spans: tuple, placing: bool) -> list:
    tokens = lexicon.tokenize(text, start, end)
    known = set()
    for match in lexicon.scan(tokens, *(_all_concepts() + (PLACES_NOTHING,) if placing else _all_concepts())):
        known.update(range(match.first, match.last))
    for i, token in enumerate(tokens):  # \begin{align*}, \end{cases}: an environment's name is layout, not a word
        if token.text in ("\\begin", "\\end") and i + 2 < len(tokens) and tokens[i + 1].text == "{":
            known.add(i + 2)
    for match in lexicon.scan(tokens, *EQUIVALENCE):
        if not _between_orders(text, tokens[match.last - 1].end, spans):
            known.difference_update(range(match.first, match.last))
    numbers = {i for match in lexicon.scan(tokens, NUMBER_WORD) for i in range(match.first, match.last)}
    if numbers and lexicon.scan(tokens, *HOW_LARGE):  # "a scale of three is large enough": how large, in words
        known -= numbers
    for match in lexicon.scan(tokens, "PROBABILITY_OF"):  # "w.p. ½": the fraction is the probability's value
        if match.last < len(tokens) and _VULGAR.fullmatch(tokens[match.last].text):
            known.add(match.last)
    return [UnreadWord(t.text, t.start, t.end) for i, t in enumerate(tokens)
            if i not in known and _WORD.match(t.text) and not _POWER.match(t.text) and not _NAME.match(t.text)
            and t.norm not in GREEK and not _GLUED_MATH.search(t.text)
            and not (i and tokens[i - 1].text in ("_", "^") and tokens[i - 1].end == t.start)
            and not _coefficient(text, t)
            and not any(a <= t.start < b for a, b in spans)]


# "iff", "exactly when", "genau dann wenn": an equivalence in words claims the converse too. It is read where what
# follows it is an inequality (a case of a scalar, or a bound: steps/converse.py and steps/implied.py check both ways);
# "α_j → 1 exactly when q = t k_j" claims of every query what nothing checks
EQUIVALENCE = ("EQUIVALENT", "IFF")
_OPENING = re.compile(r"\\\[|\\\(|\\begin\{[a-z*]+\}")  # a display or an environment opened before it
_ORDER = re.compile(r"[<>≤≥≪≫⩽⩾]|\\(?:le|ge|leq|geq|ll|gg|lt|gt)(?![A-Za-z])")


def _between_orders(text: str, end: int, spans: tuple) -> bool:
    """Is the statement right after an equivalence's words (a few characters on) an inequality?"""
    following = min((span for span in spans if span[0] >= end and
                     not _OPENING.sub("", text[end:span[0]]).strip(" $,:\n\t")), default=None)
    return following is not None and _ORDER.search(text[following[0]:following[1]]) is not None


def _coefficient(text: str, token) -> bool:
    """½ written onto a formula ("½(v_a + v_b)", "½v_a") is its coefficient, math a bare formula's reader reads; ½
    alone ("the weights are ½") is a value said in words."""
    return bool(_VULGAR.fullmatch(token.text)) and token.end < len(text) and (text[token.end] == "(" or
                                                                             text[token.end].isalpha())


PLACES_NOTHING = "CONTENT"
NUMBER_WORD = "NUMBER_WORD"
# the words that say how large something is, or give a value: a number in words beside them is the size or the value
# claimed ("a scale of three is large enough", "with t set to three", "at t equal to three")
HOW_LARGE = lexicon.SIZE + ("SUFFICES", "SET_TO", "EQUALS_WORDS", "VALUE_IS")
_VULGAR = re.compile(r"[\u00bc-\u00be\u2150-\u215e]")


# words read only where they stand between two limits (language/limit_order.py: "after" in "after adding u_d" is not
# read by them), or beside a vector added instead of another ("same for u_c", language/word_changes.py): they account
# for no word elsewhere
READ_ONLY_IN_PLACE = frozenset({"LIMIT_FIRST", "LIMIT_THEN", "LIMIT_BEFORE", "LIMIT_AFTER", "HELD_FIXED",
                                "ANALOGOUS_FOR", "ORTHOGONAL_CLAIM", "CONTRADICTED_NEXT", "NORMALIZED",
                                "LABELS_SWAPPED", "LABEL_INSTEAD"})


@lru_cache(maxsize=1)
def _all_concepts() -> tuple:
    """Every concept that reads a word whole: a word of CONTENT says something nobody reads yet, and the words of
    READ_ONLY_IN_PLACE are read in one place only."""
    return tuple(sorted(lexicon.concepts() - {PLACES_NOTHING} - READ_ONLY_IN_PLACE))
