"""A TA's decisions on groups of answers, kept in a file so that a re-grade never loses them.

A group is the answers to one part with one canonical reading (the reading with the scale renamed and expanded:
β(k_a + k_b) and γk_a + γk_b are one group) that the grader gave one verdict, score and reason. A decision records
the group it was made on and what the TA decided: verdict, points, comment. Applied to later results:

- a row of the decided group (same part, canonical reading, verdict, score and reason) takes the decision;
- a row that reads like a decided group (same part and canonical reading) but is not in it (its verdict, score or
  reason differ: the grader changed, or the answer says something else in words) is flagged for review when the
  grader could not decide it (needs review) or decided otherwise than the TA did; it keeps the grader's verdict:
  it is never decided silently. (A look-alike the grader decided as the TA did is left as it is.)

The file is JSON (one TA edits it through `serve`'s review desk; a person can read and edit it too):

    {"format": "symattn-decisions", "version": 1,
     "decisions": [{"part": "average", "canonical": "q = t k_{a} + t k_{b}",
                    "graded": {"verdict": "error", "score": 0, "reason": "…"},
                    "verdict": "correct", "score": 2, "comment": "Right: γ is the scale."}]}

`reason` is the grader's feedback without its "Read as: …" sentence and with its math masked (`…`): the words
that say why, the same for every spelling of one canonical reading.
"""

import json
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path

from symattn.errors import SymattnError
from symattn.grading import verdict as v

FORMAT, VERSION = "symattn-decisions", 1
DECIDED_VERDICTS = (v.VerdictKind.CORRECT, v.VerdictKind.INCORRECT)
MAX_DECISIONS = 100_000
MAX_COMMENT = 2_000
APPLIED, FLAGGED = "decided", "flagged"  # how the `decision` column of a result starts

READ_AS = re.compile(r"^Read as: \$.*?\$\.\s*", re.DOTALL)
MATH = re.compile(r"\$\$.*?\$\$|\$[^$]*\$", re.DOTALL)


class DecisionsError(SymattnError):
    """A decisions file that cannot be read or written, or a decision that is out of bounds."""


@dataclass(frozen=True)
class GroupKey:
    """What one decision covers: part and canonical reading, and the grader's verdict, score and reason."""

    part: str
    canonical: str
    verdict: str
    score: float
    reason: str

    @property
    def reading_key(self) -> tuple:
        """What a flagged row shares with the group: it reads the same."""
        return self.part, self.canonical


@dataclass(frozen=True)
class Decision:
    group: GroupKey
    verdict: str
    score: float
    comment: str = ""

    def to_dict(self) -> dict:
        return {"part": self.group.part, "canonical": self.group.canonical,
                "graded": {"verdict": self.group.verdict, "score": self.group.score, "reason": self.group.reason},
                "verdict": self.verdict, "score": self.score, "comment": self.comment}


def reason(feedback: str) -> str:
    """The words of the grader's feedback that say why: no "Read as" sentence, math masked, spaces folded."""
    text = READ_AS.sub("", str(feedback or ""))
    return " ".join(MATH.sub("…", text).split())


def key_of(row) -> GroupKey | None:
    """The group of a result (a Verdict or a dict as grade writes it); None when it has no canonical reading
    (unreadable, a part graded by hand): such a row is never decided as a group."""
    get = (lambda name: getattr(row, name, "")) if isinstance(row, v.Verdict) else row.get
    canonical = str(get("canonical") or "").strip()
    if not canonical:
        return None
    return GroupKey(str(get("part") or ""), canonical, str(get("verdict") or ""), v.as_number(get("score")),
                    reason(get("feedback")))


def make_decision(group: GroupKey, verdict: str, score, comment: str, max_score: float) -> Decision:
    """A decision checked against its bounds: a verdict a TA decides, 0 ≤ points ≤ the part's maximum."""
    if verdict not in DECIDED_VERDICTS:
        raise DecisionsError(f"a decision's verdict is correct or incorrect, not {verdict!r}")
    try:
        points = float(str(score).strip())
    except ValueError:
        points = -1.0  # not a number: refused below, like one out of range
    if not 0 <= points <= max_score:  # NaN fails this too
        raise DecisionsError(f"points must be a number from 0 to {v.number_text(max_score)}, not {str(score)!r}")
    comment = str(comment or "").strip()
    if len(comment) > MAX_COMMENT:
        raise DecisionsError(f"a comment is at most {MAX_COMMENT} characters; this one has {len(comment)}")
    return Decision(group, str(v.VerdictKind(verdict)), points, comment)


def read_decisions(path: Path) -> dict:
    """{GroupKey: Decision} from a decisions file; a missing file holds none."""
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_bytes().decode("utf-8-sig"))
    except OSError as error:
        raise DecisionsError(f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise DecisionsError(f"{path} is not UTF-8 text (byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise DecisionsError(f"{path} is not valid JSON: {error.msg} (line {error.lineno})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise DecisionsError(f"{path}: expected a decisions file ({{\"format\": \"{FORMAT}\", \"version\": {VERSION}, "
                             f"\"decisions\": [...]}})")
    entries = data.get("decisions")
    if not isinstance(entries, list) or len(entries) > MAX_DECISIONS:
        raise DecisionsError(f"{path}: \"decisions\" must be a list of at most {MAX_DECISIONS:,} decisions")
    decisions = {}
    for number, entry in enumerate(entries, start=1):
        decision = _decision(entry, f"{path}: decision {number}")
        decisions[decision.group] = decision
    return decisions


def _decision(entry, where: str) -> Decision:
    graded = entry.get("graded") if isinstance(entry, dict) else None
    if not isinstance(graded, dict):
        raise DecisionsError(f"{where}: expected an object with part, canonical, graded {{verdict, score, reason}}, "
                             f"verdict, score and comment")
    fields = (entry.get("part"), entry.get("canonical"), graded.get("verdict"), graded.get("reason"))
    if not all(isinstance(value, str) for value in fields) or not isinstance(graded.get("score"), (int, float)):
        raise DecisionsError(f"{where}: part, canonical, graded.verdict and graded.reason must be text and "
                             f"graded.score a number")
    group = GroupKey(fields[0], fields[1].strip(), fields[2], float(graded["score"]), fields[3])
    if not isinstance(entry.get("score"), (int, float)):
        raise DecisionsError(f"{where}: score must be a number")
    try:
        return make_decision(group, entry.get("verdict"), entry["score"], entry.get("comment", ""),
                             float("inf"))
    except DecisionsError as error:
        raise DecisionsError(f"{where}: {error}") from None


def write_decisions(path: Path, decisions: dict):
    """The whole file, replaced at once (a crash never leaves half a file), decisions in a fixed order."""
    ordered = sorted(decisions.values(), key=lambda d: (d.group.part, d.group.canonical, d.group.verdict,
                                                        d.group.score, d.group.reason))
    text = json.dumps({"format": FORMAT, "version": VERSION, "decisions": [d.to_dict() for d in ordered]},
                      ensure_ascii=False, indent=2) + "\n"
    temporary = path.with_name(path.name + ".tmp")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError as error:
        raise DecisionsError(f"cannot write {path}: {error.strerror}") from None


@dataclass(frozen=True)
class Outcome:
    """What the decisions say of one result: the decision that applies, or the one it reads like (flagged)."""

    applied: Decision | None = None
    flagged: Decision | None = None

    @property
    def note(self) -> str:
        """The `decision` column: how a row was decided, or why it is flagged; "" for neither."""
        if self.applied:
            return f"{APPLIED} by a TA for its group (the grader said {self.applied.group.verdict})"
        if self.flagged:
            decided = self.flagged
            return (f"{FLAGGED}: reads like a group a TA decided {decided.verdict} "
                    f"({v.number_text(decided.score)}), but the grader's verdict or reason differ: review it")
        return ""


def outcome(row, decisions: dict) -> Outcome:
    key = key_of(row)
    if key is None or not decisions:
        return Outcome()
    if key in decisions:
        return Outcome(applied=decisions[key])
    # a look-alike the grader could not decide, or decided otherwise than the TA did: a person looks at it
    alike = [d for d in decisions.values() if d.group.reading_key == key.reading_key
             and (key.verdict == v.VerdictKind.ERROR or key.verdict != d.verdict)]
    return Outcome(flagged=min(alike, key=lambda d: (d.group.verdict, d.group.reason))) if alike else Outcome()


def decided_feedback(feedback: str, decision: Decision, max_score: float) -> str:
    """The grader's feedback, then what the TA decided (the student reads both)."""
    line = f"A TA reviewed this answer: {decision.verdict} ({v.number_text(decision.score)}/{v.number_text(max_score)})."
    return f"{feedback}\n{line}{' ' + decision.comment if decision.comment else ''}".strip()


def apply_to_verdicts(verdicts: list, decisions: dict) -> list:
    """`grade --decisions`: each verdict decided, flagged or left as it is, with its `decision` note."""
    out = []
    for verdict in verdicts:
        found = outcome(verdict, decisions)
        if found.applied:
            decision = found.applied
            verdict = replace(verdict, verdict=v.VerdictKind(decision.verdict),
                              score=min(decision.score, verdict.max_score),
                              feedback=decided_feedback(verdict.feedback, decision, verdict.max_score))
        out.append(replace(verdict, decision=found.note) if found.note else verdict)
    return out


def apply_to_rows(rows: list, decisions: dict) -> tuple:
    """`report --decisions`: (rows with the decisions applied, counts {"decided": n, "flagged": m}). A row that
    already carries a decision (grade ran with --decisions) keeps it."""
    out, counts = [], {APPLIED: 0, FLAGGED: 0}
    for row in rows:
        if str(row.get("decision") or "").strip():
            out.append(row)
            continue
        found = outcome(row, decisions)
        row = dict(row)
        if found.applied:
            decision, best = found.applied, v.as_number(row.get("max_score"))
            row.update(verdict=decision.verdict, score=min(decision.score, best),
                       feedback=decided_feedback(str(row.get("feedback") or ""), decision, best))
            counts[APPLIED] += 1
        elif found.flagged:
            counts[FLAGGED] += 1
        if found.note:
            row["decision"] = found.note
        out.append(row)
    return out, counts
