"""Check a student's derivation step by step in a part's setting: valid, wrong (with evidence), unknown, skipped.

One fold over the steps: each step is judged (rules.py) in a frozen `StepContext` built from what is read once per
write-up (session.py), the ledger of the write-up's definitions in force at it (ledger.py), and what the steps before
it found; judging returns the status and the ledger after the step. `wrong` needs the engine's evidence in every
reading; anything the engine does not model is unknown or skipped, never wrong. What facts and grading ask after the
fold is `checked.py`'s.
"""

from dataclasses import dataclass, replace
from enum import Enum
from types import MappingProxyType

from sympy import Rational

from symattn.notation.vocabulary import name_key
from symattn.steps import rules
from symattn.steps.judge import StepContext, asked, own_query
from symattn.steps.ledger import Ledger
from symattn.steps.names import OP_TEX, free_names, subject_key, tex, unread_name  # noqa: F401 - subject_key: the facts' key
from symattn.steps.reading import Link, Unreadable, read_writeup, written_span
from symattn.steps.rewrites import unprimed
from symattn.steps.session import Session
from symattn.steps.trailing import trailing_definitions, with_trailing


class StepStatus(str, Enum):
    """A student's step: proved, refuted with evidence, undecided, or not mathematics the engine models."""

    VALID = "valid"
    WRONG = "wrong"
    UNKNOWN = "unknown"
    SKIPPED = "skipped"

    __str__ = str.__str__


VALID, WRONG, UNKNOWN, SKIPPED = StepStatus
STATUSES = tuple(StepStatus)


@dataclass(frozen=True)
class CheckOptions:
    tolerance: object = Rational(1, 100)  # how close ≈ must be when there is no scale


@dataclass(frozen=True)
class CheckedStep:
    index: int
    relation: str  # the relation's LaTeX
    left: str  # LaTeX of what was read
    right: str
    span: tuple  # (start, end) of the right-hand expression in the input
    status: str  # valid | wrong | unknown | skipped
    reason: str
    left_span: tuple = (0, 0)  # where the left-hand expression was read (for the text output)
    unread: bool = False  # its math could not be read, or not in this part's model: no verdict rests on it

    def to_dict(self) -> dict:
        return {"index": self.index, "relation": self.relation, "left": self.left, "right": self.right,
                "span": list(self.span), "status": self.status, "reason": self.reason}


@dataclass(frozen=True)
class CheckReport:
    part: str
    steps: tuple
    notes: tuple = ()

    @property
    def first_wrong(self):
        return next((step.index for step in self.steps if step.status == WRONG), None)

    @property
    def summary(self) -> dict:
        counts = {status: sum(step.status == status for step in self.steps) for status in STATUSES}
        return {"steps": len(self.steps), **counts}

    def to_dict(self) -> dict:
        return {"part": self.part, "steps": [step.to_dict() for step in self.steps], "first_wrong": self.first_wrong,
                "summary": self.summary, "notes": list(self.notes)}


@dataclass(frozen=True)
class Folded:
    """What the fold leaves: the steps, and the ledger and verdicts in force at each link (by position)."""

    steps: tuple
    ledgers: MappingProxyType  # the link's key → the ledger after it
    ledgers_before: MappingProxyType  # the link's key → the ledger it was judged with
    ledger: Ledger  # the last one
    verdicts: MappingProxyType  # statement → the statuses of its steps
    confirmed: frozenset = frozenset()  # the problem's queries a valid step was built from


def check_writeup(part, text: str, options: CheckOptions = CheckOptions(), table: tuple = rules.RULES) -> CheckReport:
    """Every step of a write-up for a part; NotationError when the text itself is out of bounds."""
    return checked_writeup(part, text, options, table)[1]


def checked_writeup(part, text: str, options: CheckOptions = CheckOptions(), table: tuple = rules.RULES) -> tuple:
    """(what was checked, for the questions asked of it next (checked.py), the report). `table`: the rule table
    (tests turn a row off to see its examples change)."""
    from symattn.steps.checked import Checked
    from symattn.steps.permuted_names import marks_as_primes
    queries = ("",) if part.setting.kind == "softmax" else ("1", "2") if part.setting.kind == "two-head" else ()
    writeup = read_writeup(marks_as_primes(text) if part.setting.kind == "matrices" else text, queries,
                           part.setting.kind)
    session = Session(part, writeup, options)
    folded = fold(session, table)
    if session.conventional and not _conventional_confirmed(session, folded):
        session = Session(part, writeup, options, conventional=False)
        folded = fold(session, table)
    notes = list(session.notes)
    if writeup.truncated:
        notes.append("the write-up has more steps than are read; the first ones were checked")
    return Checked(session, folded, table), CheckReport(part.id, folded.steps, tuple(dict.fromkeys(notes)))


def _conventional_confirmed(session: Session, folded) -> bool:
    """The conventional letters (γ = 1 + η) are the write-up's meaning only where a step it asserts in them is proved
    ("the scores are γt and t") and none is refuted ("c = γv_a + (1 − γ)v_b", refuted whatever row then kept it from
    being wrong): else no step is read with them ("the scores are (1 + γ)t and t. If 0 < γ < ½ …")."""
    letters = {name for name, _ in session.conventional}
    used = [step for item, step in zip(session.writeup.items, folded.steps) if isinstance(item, Link) and
            letters & {node.base for node in free_names(item.left) + free_names(item.right) if not node.sub}]
    refuted = any(step.status == WRONG or step.status == UNKNOWN and "; but " in step.reason for step in used)
    return not refuted and any(step.status == VALID for step in used)


def fold(session: Session, table: tuple = rules.RULES) -> Folded:
    ledger, verdicts, confirmed, steps, ledgers, before = Ledger(), {}, frozenset(), [], {}, {}
    for name, text in session.conventional:  # γ = 1 + η where the write-up uses γ as the course's solutions do
        ledger = ledger.defining(name, text, session.designed)
    changes = list(session.word_changes)
    named = list(session.word_definitions)
    for index, item in enumerate(session.writeup.items, start=1):
        statement = item.statement
        if isinstance(item, Unreadable):
            verdicts.setdefault(statement, []).append(SKIPPED)
            name = unread_name(statement.text)
            ledger = ledger.unreadable(name, statement) if name is not None else ledger
            start = statement.offset
            span = written_span(session.text, statement, (start, start + len(statement.text)))
            steps.append(CheckedStep(index, "", "", "", span, SKIPPED, f"could not be read: {item.error}", span, True))
            continue
        while changes and changes[0][0] <= statement.offset:
            _, name, text, sentence = changes.pop(0)
            ledger = ledger.changing(name, text, sentence)
        while named and named[0][0] <= statement.offset:
            _, name, text = named.pop(0)
            ledger = ledger.defining(name, text, session.designed)
        ctx = StepContext(session, item, ledger, MappingProxyType({k: tuple(v) for k, v in verdicts.items()}),
                          confirmed)
        before[(item.left_span, item.span, item.op)] = ledger
        status, reason, ledger = rules.verdict(ctx, table)
        if status == UNKNOWN and (trailing := trailing_definitions(session, item, ctx.ledger)):
            # "… = P softmax(A)Pᵀ with A = QKᵀ/√d": proved with the definition its sentence gives after it
            ahead = with_trailing(ctx.ledger, trailing, session.designed)
            found, why, _ = rules.verdict(replace(ctx, ledger=ahead), table)
            if found == VALID:
                said = ", ".join(text for _, text in trailing)
                status, reason = VALID, f"{why} (with {said}, as its sentence defines after it)"
        if status == WRONG and item.alternatives:
            alternative = item.alternatives[0]
            if rules.verdict(replace(ctx, link=alternative, ledger=ledger), table)[0] != WRONG:
                status, reason = UNKNOWN, f"{reason}; but the row may continue from {tex(alternative.left)}, " \
                                          f"written after the chain on the row above, and that reading is not refuted"
        verdicts.setdefault(statement, []).append(StepStatus(status))
        if status == VALID and not own_query(replace(ctx, ledger=ledger)):
            found = asked(replace(ctx, ledger=ledger)) or set()
            confirmed = confirmed | {name for name in session.queries if name in found}
        if status == SKIPPED and reason.startswith(rules.NOT_MODELLED) and item.first and item.op == "=" and \
                name_key(item.left) in session.given_names:
            # "x_2 = u_a + w", a change of the problem's given the part cannot model: the name is not judged by its
            # old value after it
            ledger = ledger.unreadable(name_key(item.left), statement)
        ledgers[(item.left_span, item.span, item.op)] = ledger
        steps.append(replace(_shown(session, item, index, StepStatus(status), reason),
                             unread=status == SKIPPED and reason.startswith(rules.NOT_MODELLED)))
    frozen = {statement: tuple(found) for statement, found in verdicts.items()}
    return Folded(tuple(steps), MappingProxyType(ledgers), MappingProxyType(before), ledger, MappingProxyType(frozen),
                  confirmed)


def _shown(session, item: Link, index: int, status, reason: str) -> CheckedStep:
    left, right = (unprimed(item.left, session.text), unprimed(item.right, session.text)) if session.matrices else \
        (item.left, item.right)
    return CheckedStep(index, OP_TEX.get(item.op, item.op), tex(left), tex(right),
                       written_span(session.text, item.statement, item.span), status, reason,
                       written_span(session.text, item.statement, item.left_span))
