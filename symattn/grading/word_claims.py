"""Claims said in words beside a right formula answer, checked as the same claims in symbols where the words said
them: what language/mentions.py reads around a bare formula ("the output is approximately $v_a$") and what
language/verb_claims.py reads from a claim verb ("head 1 copies $v_a$", "only $x_1$ contains $u_d$").

Each returns what grading/certified.py makes of it: ("wrong", the feedback line) for a claim refuted, ("unsettled",
what to review) for one not read or not decided, None when every claim held.
"""

import re

from symattn.errors import SymattnError
from symattn.language import lexicon
from symattn.language.quoting import quoted
from symattn.language.statements import words_before
from symattn.steps.check import checked_writeup


def unread_verb(document, verbs, carrying: frozenset) -> str:
    """The review's words for the first claim verb of a carrying sentence that was not read whole, or ""."""
    for said in verbs:
        if said.claim is None and said.sentence in carrying:
            return f"you say '{said_in(document, said)}' with '{said.words}', in words the grader " \
                   f"does not read"
    return ""


STRONGEST = ("SELECTS", "SPLITS")  # read as the strongest claim their words may make: refuted, a weaker may hold


def verb_findings(part, document, verbs):
    """("wrong" | "unsettled", line) of the first verb claim that does not hold, or None.

    COPIES and CONTAINS say what their words say: refuted, the claim is false. SELECTS and SPLITS are read as the
    strongest claim their words may make (all the weight on that key, or alike on those two): proved, it certifies the
    weaker ones too; refuted, a weaker one ("the score with k_3 is the largest", "a and b share most of the weight")
    may still hold, and a person decides."""
    for said in (s for s in verbs if s.claim is not None):
        verb = said.claim
        in_math = any(st.offset == verb.start for st in document.statements)
        for relation in verb.relations:
            # a plain index ("只关注 a") among formulas in dollars is made one of them
            written = f"${relation}$" if document.has_math_regions and not in_math else relation
            if verb.kind == "CONTAINS":  # names of the setting only (u_d^⊤x_1 ≠ 0): checked after the answer, whole
                end = len(document.text)
                status, reason, claim = claim_checked(part, document.text + "\n\n", end + 2, end + 2, f"${relation}$.")
            else:  # where it was said: "Head 1 copies $v_a$" is read in head 1's scope
                status, reason, claim = claim_checked(part, document.text, verb.start, verb.end, written)
            if status == "wrong" and verb.kind not in STRONGEST:
                return "wrong", f"You also say '{said_in(document, said)}', read as ${claim}$, " \
                                f"which does not hold: {reason}."
            if status != "valid":
                return "unsettled", f"you say '{said_in(document, said)}', read as ${claim}$, " \
                                    f"which could not be confirmed"
    return None


def claim_checked(part, text: str, start: int, end: int, written: str) -> tuple:
    """(status, reason, the claim as read) of a claim said in words (`written`: "c ≈ v_a"), checked in symbols
    where the words said it: text[start:end], the formula they speak of, is replaced by it."""
    rewritten = text[:start] + written + text[end:]
    try:
        checker, report = checked_writeup(part, rewritten)
    except SymattnError:
        return "unknown", "", written
    for step in report.steps:
        if step.left_span[0] == start + written.startswith("$"):
            return step.status, step.reason, f"{step.left} {step.relation} {step.right}"
    return "unknown", "", written


def said_in(document, said) -> str:
    """A claim verb's clause, as the student wrote it (for the review), at most a line."""
    text = document.text
    ends = [i for i in (text.find(mark, said.start) for mark in (".", "\n", ";", "。", ")", "→")) if i >= 0]
    shown = " ".join(text[said.opens:min(ends, default=len(text))].split())
    return quoted(shown if len(shown) <= 120 else shown[:117] + "…")


def clause(document, first: int, last: int) -> str:
    """The words around text[first:last], as the student wrote them (for the review), at most a line."""
    text = document.text
    start = max(text.rfind(mark, 0, first) for mark in (".", "\n", ";", "。")) + 1
    ends = [i for i in (text.find(mark, last) for mark in (".", "\n", ";", "。")) if i >= 0]
    shown = " ".join(text[start:min(ends, default=len(text))].split())
    return quoted(shown if len(shown) <= 120 else shown[:117] + "…")


# the output named by a word before a relation it does not write: "the output ≈ ½(v_a + v_b)", "average = (v_a +
# v_b)/2"; an average is the output in the multi-head part and the target elsewhere, and both readings say the same
# of a formula, so a claim read so certifies only when it holds
_AVERAGE = frozenset("average mean moyenne mittelwert durchschnitt promedio media 平 均 среднее".split())
_LEADING_RELATION = re.compile(r"^\s*(?:=|≈|\\approx|\\to|→|\\simeq)")


def worded_output_claims(part, document, output: str) -> tuple:
    """((statement, status, the claim as read), …) for each statement whose left side is the output said in words
    just before it ("average = (v_a + v_b)/2"): checked as `output op formula` where it was said."""
    found = []
    for statement in document.statements:
        if not output or not _LEADING_RELATION.match(statement.text):
            continue
        before = words_before(document.text, document.statements, statement)
        tokens = lexicon.tokenize(re.split(r"[,;:(，；：]", before)[-1])  # its own clause
        nouns = lexicon.scan(tokens, "OUTPUT_NOUN")
        rest = [t for i, t in enumerate(tokens) if not any(m.first <= i < m.last for m in nouns)
                and t.norm not in _AVERAGE | {"the", "its", "our", "la", "le", "die", "der", "el", "il", "l'"}
                and t.text.strip(" ,:$")]
        said = bool(nouns) or any(t.norm in _AVERAGE for t in tokens)
        if rest or not said or len(nouns) > 1:
            continue
        status, _, claim = claim_checked(part, document.text, statement.offset, statement.offset, f"{output} ")
        found.append((statement, status, claim))
    return tuple(found)
