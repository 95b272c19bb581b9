"""A grading verdict: correct, incorrect, invalid (unreadable), error (timed out, undecided), manual."""

from dataclasses import asdict, dataclass

VERDICTS = ("correct", "incorrect", "invalid", "error", "manual")


@dataclass(frozen=True)
class Verdict:
    part: str
    verdict: str
    score: float
    max_score: float
    feedback: str
    reading: str = ""  # the answer as it was read and graded, in LaTeX
    id: str = ""

    def to_dict(self) -> dict:
        record = asdict(self)
        return {"id": record.pop("id"), **record} if self.id else {k: v for k, v in record.items() if k != "id"}

    def with_id(self, row_id: str) -> "Verdict":
        return Verdict(self.part, self.verdict, self.score, self.max_score, self.feedback, self.reading, row_id)


def manual(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, "manual", 0.0, max_score, why)


def invalid(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, "invalid", 0.0, max_score, f"Could not read the answer: {why}")


def error(part: str, max_score: float, why: str) -> Verdict:
    return Verdict(part, "error", 0.0, max_score, why)
