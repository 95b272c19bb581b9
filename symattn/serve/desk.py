"""The review desk's model: a graded class in groups, and the TA's decisions on them.

Rows are grouped by part and canonical reading (with where the scales go and how they relate), and within that by
the grader's verdict and score (grading/decisions.py's GroupKey): one decision covers every answer of a group.
A row with no canonical reading (an unreadable answer, a part graded by hand) is a group of its own, decided on its
own. Rows that `grade --decisions` decided are grouped by what the grader said, so a desk served on re-graded
results shows their groups decided.
"""

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path

from symattn.grading import decisions as d
from symattn.grading import locations
from symattn.grading.batch import read_results
from symattn.grading.class_report import student_name
from symattn.grading.verdict import VerdictKind, as_number

# the order a TA works in: what the grader could not decide first
ORDER = (VerdictKind.ERROR, VerdictKind.INVALID, VerdictKind.MISSING, VerdictKind.INCORRECT, VerdictKind.CORRECT,
         VerdictKind.MANUAL)
LABELS = {VerdictKind.ERROR: "needs review", VerdictKind.INVALID: "invalid", VerdictKind.INCORRECT: "incorrect",
          VerdictKind.CORRECT: "correct", VerdictKind.MANUAL: "graded by hand", VerdictKind.MISSING: "not found"}


@dataclass(frozen=True)
class Group:
    id: str  # stable across runs: a digest of what the group is
    part: str
    canonical: str
    verdict: str
    score: float
    max_score: float
    reason: str
    feedback: str  # what the first answer of the group was told (the grader's words, without a TA's decision)
    reading: str  # the first answer's reading
    students: tuple  # (id, name) pairs
    key: object = None  # the decisions' GroupKey
    flagged: tuple = ()  # ids of new or changed answers that read like a decided group: decide the group again
    answers: tuple = ()  # (id, reading) of its answers, as a decision remembers them
    applied: object = None  # the decision every answer of the group takes, if one does
    written: tuple = ()  # (id, name, the answer as written, its feedback) of each answer: the desk shows them
    located: tuple = ()  # (row index, student id) of the rows taken from a whole write-up (`found`)

    @property
    def label(self) -> str:
        return LABELS.get(self.verdict, self.verdict)


def group_id(key) -> str:
    text = "\x1f".join((key.part, key.canonical, key.verdict, repr(float(key.score)), key.student))
    return "g" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def groups_of(rows: list, decisions: dict) -> list:
    found: dict = {}
    for index, row in enumerate(rows):
        found.setdefault(d.key_of(row), []).append({**row, "_row": index})
    groups = []
    for key, rows_ in found.items():
        outcomes = [d.outcome(r, decisions) for r in rows_]
        flagged = tuple(str(r.get("id", "")) for r, o in zip(rows_, outcomes) if o.flagged)
        applied = {o.applied for o in outcomes}
        feedback = "\n".join(line for line in str(rows_[0].get("feedback", "")).split("\n")
                             if not line.startswith(d.TA_LINES))
        groups.append(Group(group_id(key), key.part, key.canonical, key.verdict, key.score,
                            max(as_number(r.get("max_score")) for r in rows_), d.reason(feedback), feedback,
                            str(rows_[0].get("reading", "")),
                            tuple((str(r.get("id", "")), student_name(r)) for r in rows_), key, flagged,
                            tuple(d.answer_of(r) for r in rows_),
                            next(iter(applied)) if len(applied) == 1 and None not in applied else None,
                            tuple((str(r.get("id", "")), student_name(r), str(r.get("answer") or ""),
                                   str(r.get("feedback") or "")) for r in rows_),
                            tuple((r["_row"], str(r.get("id", ""))) for r in rows_ if found_of(r) or str(r.get("verdict")) == VerdictKind.MISSING)))
    rank = {verdict: i for i, verdict in enumerate(ORDER)}
    groups.sort(key=lambda g: (rank.get(g.verdict, len(ORDER)), g.part, not g.canonical, -len(g.students),
                               g.canonical, g.key.student))
    return groups


class Desk:
    """A graded class and its decisions file; decide() saves at once, so a closed browser loses nothing."""

    def __init__(self, results: Path, decisions: Path):
        self.results, self.path = results, decisions
        self.rows = read_results(results)
        self.decisions = d.read_decisions(decisions)
        self.moves = locations.read_moves(decisions)  # {(id, part): Move}: answers a TA moved to another region
        self.lock = threading.Lock()
        self.writeups: dict = {}  # file → its text, read when a TA first asks where an answer was found
        self.regrade = None  # (part, text) → Verdict: set by the app (its runner grades in a bounded worker)
        self.before_move: dict = {}  # row index → the row as graded before a TA moved it (to put it back)

    def groups(self) -> list:
        with self.lock:
            return groups_of(self.rows, dict(self.decisions))

    def decision(self, group: Group):
        """The decision shown on a group: its own, or the one all its answers take (answers a TA decided, which
        the grader now grades otherwise); none while an answer of it is flagged."""
        if group.flagged:
            return None
        return self.decisions.get(group.key) or group.applied

    def find(self, group_id_: str):
        return next((g for g in self.groups() if g.id == group_id_), None)

    def decide(self, group_id_: str, verdict: str, points: str, comment: str) -> Group:
        """Record (or replace) the decision on a group and save the file; DecisionsError when out of bounds."""
        group = self._decidable(group_id_)
        if not str(points or "").strip():  # no points typed: what the verdict gives
            points = group.max_score if verdict == VerdictKind.CORRECT else 0
        decision = d.make_decision(group.key, verdict, points, comment, group.max_score, group.reason,
                                   group.answers)
        with self.lock:
            updated = {**self.decisions, group.key: decision}
            d.write_decisions(self.path, updated, locations.records(self.moves))
            self.decisions = updated
        return group

    def undo(self, group_id_: str) -> Group:
        """Remove the decision shown on a group (its own, or the one its answers take) and save the file."""
        group = self._decidable(group_id_)
        with self.lock:
            shown = self.decisions.get(group.key) or group.applied
            updated = {k: v for k, v in self.decisions.items() if shown is None or k != shown.group}
            d.write_decisions(self.path, updated, locations.records(self.moves))
            self.decisions = updated
        return group

    def _decidable(self, group_id_: str) -> Group:
        group = self.find(group_id_)
        if group is None:
            raise d.DecisionsError("no such group in this class (the page is older than the class: reload it)")
        return group


def found_of(row: dict):
    """A row's `found` (a dict in JSON results, a JSON cell in CSV ones), or None."""
    value = row.get("found")
    if isinstance(value, str) and value.strip().startswith("{"):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return None
    return value if isinstance(value, dict) and isinstance(value.get("span"), list) else None


def default_decisions_path(results: Path) -> Path:
    """results.json → results.decisions.json, beside it."""
    return results.with_name(results.stem + ".decisions.json")
