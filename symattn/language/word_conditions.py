"""Conditions said in words: "when η is positive", "for negative η", "if the noise is positive", "1 + η positif",
"η 为负". Each is read as the condition it says (η > 0, η < 0, 1 + η > 0), placed where its words are, so a
sentence's claims are checked in the case its words name, as they are after "η > 0" written in math.

What is read: a sign word (lexicon SIGN_POSITIVE, SIGN_NEGATIVE) next to a bare expression in the noise ($\\eta$,
$1 + \\eta$) or to a word for the noise (NOISE_WORD); nothing else.
"""

from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.direction import mention_pattern
from symattn.language.sentences import next_sentence_end, sentence_start
from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s

REACH = 3  # tokens between the sign word and what it is said of


@dataclass(frozen=True)
class WordCondition:
    text: str  # the condition as math: "\\eta > 0" (or "\\eta \\ge 0", weak)
    position: int  # where its words start
    strict: bool = True  # η > 0, η < 0; a weak one (η ≥ 0) is not applied


def conditions_in_words(text: str, statements: tuple, noise: tuple) -> tuple:
    """(WordCondition, …) of the whole text; `noise`: the names of the part's noise variables ("eta"). A strict one
    followed in its sentence by "otherwise" ("if the noise is positive then c → v_a, otherwise c → v_b") gives the
    other case there too."""
    if not noise:
        return ()
    found = []
    for match in lexicon.scan(text, *lexicon.DOMAINS["sign words"]):
        if match.concept == "NOISE_WORD":
            continue
        subject = _subject(text, statements, match, noise)
        if subject is None:
            continue
        expression, start = subject
        op = {"SIGN_POSITIVE": ">", "SIGN_NEGATIVE": "<"}.get(match.concept, "\\ge")
        found.append(WordCondition(f"{expression} {op} 0", start, match.concept != "SIGN_WEAK"))
        end = next_sentence_end(text, match.end, len(text))
        other = lexicon.find(text, "OTHERWISE", start=match.end, end=end.start() if end else None)
        if other is not None and op in "<>":
            found.append(WordCondition(f"{expression} {'<' if op == '>' else '>'} 0", other.start))
    return tuple(found)


def _subject(text: str, statements: tuple, match, noise: tuple):
    """(the expression the sign word is said of, where the words start): a bare math expression in the noise right
    before or after it in its sentence, or the noise itself named in words ("the noise is positive")."""
    for statement in statements:
        before = _gap(text, statement.offset + len(statement.text), match.start)
        if (before or _gap(text, match.end, statement.offset)) and _in_noise(statement.text, noise):
            return statement.text.strip(), min(statement.offset, match.start)
    named = _noise_named_before(text, match.start, noise)
    if named is not None:  # plain text: "c ≈ v_a when η is positive", the noise's name alone in prose
        return named
    pronoun = _pronoun_before(text, match.start)
    if pronoun is not None:  # "c ≈ v_a when η is positive, c ≈ v_b when it is negative": the noise named before
        opening = sentence_start(text, pronoun)
        said = [st for st in statements if opening <= st.offset < pronoun and _in_noise(st.text, noise)]
        if said:
            return said[-1].text.strip(), pronoun
        mentions = [m for name in noise for m in mention_pattern(name).finditer(text, opening, pronoun)]
        if len(noise) == 1 and mentions and _alone(text, mentions[-1].start(), mentions[-1].end()):
            return _tex(noise[0]), pronoun
    words = lexicon.scan(text[max(0, match.start - 40):match.end + 20], "NOISE_WORD")
    if len(noise) == 1 and words:
        name = noise[0]
        return _tex(name), max(0, match.start - 40) + words[0].start
    return None


def _noise_named_before(text: str, at: int, noise: tuple):
    """(the noise's name, where it stands) when it is written alone among the few words right before `at` (the sign
    word), in prose: "when η is positive", "if eta is negative"."""
    start = max(0, at - 25)
    tokens = lexicon.tokenize(text[start:at])[-REACH:]
    for token in reversed(tokens):
        for name in noise:
            if mention_pattern(name).fullmatch(token.text) and _alone(text, start + token.start, start + token.end):
                return _tex(name), start + token.start
    return None


def _alone(text: str, start: int, end: int) -> bool:
    """The noise's name written alone, not inside an expression ("1 + η is positive" says 1 + η > 0, not η > 0)."""
    before, after = text[:start].rstrip()[-1:], text[end:].lstrip()[:1]
    return before not in set("+-−*/·×^(0123456789") and after not in set("+-−*/·×^_")


def _tex(name: str) -> str:
    return f"\\{name}" if name in ("eta", "xi", "epsilon", "zeta") else name


# a pronoun a sign word may be said of ("when it is negative", "quand il est négatif", "wenn es negativ ist")
PRONOUNS = frozenset("it il elle es er él ella esso essa он оно она 它".split())


def _pronoun_before(text: str, at: int):
    """Where a pronoun stands among the few words right before `at` (the sign word), or None."""
    start = max(0, at - 25)
    tokens = lexicon.tokenize(text[start:at])[-REACH:]
    found = [token for token in tokens if token.norm in PRONOUNS]
    return start + found[-1].start if found else None


def _gap(text: str, start: int, end: int) -> bool:
    """A few words between, and no sentence's end."""
    if not 0 <= end - start <= 40 or next_sentence_end(text, start, end) is not None:
        return False
    return len(lexicon.tokenize(text[start:end].replace("$", " "))) <= REACH


def _in_noise(expression: str, noise: tuple) -> bool:
    """A bare expression (no relation) that is written in a noise variable: η, 1 + η, \\eta_a."""
    try:
        node = parse(expression)
    except NotationError:
        return False
    if isinstance(node, s.Relation):
        return False
    return any(mention_pattern(name).search(expression) for name in noise)
