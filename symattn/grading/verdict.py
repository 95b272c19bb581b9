"""A grading verdict: correct, incorrect, invalid (unreadable), error (timed out, undecided), manual."""

from dataclasses import dataclass
from enum import Enum


class VerdictKind(str, Enum):
    """What a grade says of an answer; a string (its value) wherever it is printed, compared or written."""

    CORRECT = "correct"
    INCORRECT = "incorrect"
    INVALID = "invalid"  # unreadable
    ERROR = "error"  # timed out or undecided: needs manual review
    MANUAL = "manual"  # a part graded by hand
    MISSING = "missing"  # a whole write-up was graded and this part was not found in it (intake/)

    __str__ = str.__str__


VERDICTS = tuple(VerdictKind)


@dataclass(frozen=True)
class Verdict:
    part: str
    verdict: VerdictKind
    score: float
    max_score: float
    feedback: str
    reading: str = ""  # the answer as it was read and graded, in LaTeX
    id: str = ""
    canonical: str = ""  # the reading with the scale renamed to the part's own and expanded: equal answers, equal text
    extra: tuple = ()  # (column, value) pairs carried through from the input row (email, SID, section, …)
    steps: tuple = None  # `grade --steps`: the write-up's checked steps (dicts, as `check --json` gives them)
    first_wrong: object = None  # the index of the first wrong step, or None
    derivations: tuple = ()  # the derivation files it was graded with (full paths), when not the shipped ones
    decision: str = ""  # `grade --decisions`: how a TA's decision applied to it, or why it is flagged (decisions.py)
    found: dict = None  # graded from a whole write-up: {file, page, span, heading} (and `also` when ambiguous)
    answer: str = ""  # a batch's row: the answer as the student wrote it (the review desk shows it)

    def to_dict(self) -> dict:
        """id (when there is one), the carried-through columns, then the grading's fields, in a fixed order."""
        record = {"id": self.id} if self.id else {}
        record.update(self.extra)
        record.update(part=self.part, verdict=self.verdict, score=self.score, max_score=self.max_score,
                      feedback=self.feedback, reading=self.reading, canonical=self.canonical)
        if self.steps is not None:
            record.update(first_wrong=self.first_wrong, steps=list(self.steps))
        if self.derivations:
            record.update(derivations=list(self.derivations))
        if self.decision:
            record.update(decision=self.decision)
        if self.found is not None or self.verdict == VerdictKind.MISSING:
            record.update(found=self.found)
        if self.answer:
            record.update(answer=self.answer)
        return record

    @property
    def score_text(self) -> str:
        """'1.5/2', '2/2'."""
        return f"{number_text(self.score)}/{number_text(self.max_score)}"


def number_text(value) -> str:
    """A score as people write it: 2, not 2.0; 1.5 stays 1.5."""
    value = float(value)
    return str(int(value)) if value.is_integer() else f"{value:g}"


def as_number(value) -> float:
    """A score read back from a results file (a number, or its text); anything else counts 0."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def manual(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, VerdictKind.MANUAL, 0.0, max_score, why)


def invalid(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, VerdictKind.INVALID, 0.0, max_score, f"Could not read the answer: {why}")


def missing(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, VerdictKind.MISSING, 0.0, max_score, why)


def error(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, VerdictKind.ERROR, 0.0, max_score, why)
