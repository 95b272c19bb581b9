"""Three-state results: a claim is proved, refuted, or unknown, never a bare bool."""

from dataclasses import dataclass, field
from enum import Enum


class Status(str, Enum):
    PROVED = "proved"
    REFUTED = "failed"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Result:
    status: Status
    reason: str
    witness: str = ""
    data: tuple = field(default=())
    latex: str = ""  # the reason with its mathematics printed by sympy, for the answer sheet

    @classmethod
    def proved(cls, reason: str, data: tuple = (), latex: str = "") -> "Result":
        return cls(Status.PROVED, reason, "", data, latex)

    @classmethod
    def refuted(cls, reason: str, witness: str = "", data: tuple = ()) -> "Result":
        return cls(Status.REFUTED, reason, witness, data)

    @classmethod
    def unknown(cls, reason: str, data: tuple = ()) -> "Result":
        return cls(Status.UNKNOWN, reason, "", data)

    @property
    def is_proved(self) -> bool:
        return self.status is Status.PROVED


def combine(results: list[Result], reason: str) -> Result:
    """All must be proved; the first refutation wins over unknowns."""
    for result in results:
        if result.status is Status.REFUTED:
            return result
    for result in results:
        if result.status is Status.UNKNOWN:
            return result
    return Result.proved(reason)
