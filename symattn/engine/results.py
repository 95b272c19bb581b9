"""Three-state results: a claim is proved, refuted, or unknown, never a bare bool (a fourth, checked numerically, for a
conditional quantity with no closed form: evidence to 30 digits, never a proof); and what a result carries for the
reports and sheets (a limit found, a threshold, a distance row), as typed payloads."""

from dataclasses import dataclass, field
from enum import Enum


class Status(str, Enum):
    """A step's status; a string (its value) wherever it is printed or written to JSON."""

    PROVED = "proved"
    REFUTED = "failed"
    UNKNOWN = "unknown"
    PROSE = "prose"  # a step of words: nothing to check
    NUMERIC = "checked numerically"  # no closed form; agrees to 30 digits (engine/numeric_conditional.py): not proved

    __str__ = str.__str__


@dataclass(frozen=True)
class LimitFound:
    """One case of a limit: where it holds ("always", "when n > 2"), the limit as text and in LaTeX."""

    condition: str
    shown: str
    latex: str


@dataclass(frozen=True)
class ThresholdFound:
    """The threshold T the engine proved for min{t : E(t) ≤ ε} (a sympy expression in n and ε)."""

    value: object


@dataclass(frozen=True)
class DistanceRow:
    """The minimum distance between the encodings of distinct positions up to T, in dimension d."""

    dimension: int
    positions: int
    minimum: float


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

    @classmethod
    def numeric(cls, reason: str) -> "Result":
        return cls(Status.NUMERIC, reason)

    @property
    def is_proved(self) -> bool:
        return self.status is Status.PROVED

