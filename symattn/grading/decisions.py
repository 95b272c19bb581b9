"""A TA's decisions on groups of answers, kept in a file so that a re-grade never loses them.

A group is the answers to one part with one canonical reading (the reading with the scale renamed and expanded,
then where each scale goes and how the scales relate: β(k_a + k_b) and γk_a + γk_b with γ → ∞ are one group, and
the same with γ → 0 another) that the grader gave one verdict and score: the answer's reading and the cause of the
verdict, never the feedback's words. An answer with no canonical reading (unreadable, a part graded by hand) is a
group of its own, decided on its own. A decision records the group it was made on, the answers in it (id and
reading), the grader's reason then, and what the TA decided: verdict, points, comment. Applied to later results:

- a row of a decided group takes the decision when it is one of the answers the decision was made on (unchanged:
  same id, same reading), or a new answer the grader gave the same reason; a new answer with another reason, or an
  answer decided on its own whose reading or reason changed, is flagged;
- an unchanged answer of a decided group stays decided when the grader now says otherwise (its verdict or reason
  changed, not the answer): the TA looked at that answer;
- any other row that reads like a decided group (same part and canonical reading) is flagged when the grader could
  not decide it (needs review) or decided otherwise than the TA did; it keeps the grader's verdict: it is never
  decided silently. (A look-alike the grader decided as the TA did is left as it is.)

Results that `grade --decisions` wrote carry the TA's verdict; their `decision` column says what the grader said
(`… (the grader said error, 0/2)`), so a desk served on them shows their groups as decided.

The file is JSON (one TA edits it through `serve`'s review desk; a person can read and edit it too):

    {"format": "symattn-decisions", "version": 2,
     "decisions": [{"part": "average", "canonical": "q = t k_{a} + t k_{b}, \\quad t \\to \\infty",
                    "graded": {"verdict": "error", "score": 0, "reason": "…"},
                    "answers": [{"id": "s01", "reading": "q = t \\left(k_{a} + k_{b}\\right)"}],
                    "verdict": "correct", "score": 2, "comment": "Right: γ is the scale."}]}

`reason` is the grader's feedback without its "Read as: …" sentence and with its math masked (`…`): what it said,
kept for a person and to tell whether a new answer has the same cause (the words it quotes are the student's). A decision on an answer with no canonical
reading has `"canonical": ""` and its answer's id in `"student"`. Version 1 files (no `answers`) are read too.
"""

import json
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path

from symattn.errors import SymattnError
from symattn.grading import verdict as v

FORMAT, VERSION, READS = "symattn-decisions", 2, (1, 2)
DECIDED_VERDICTS = (v.VerdictKind.CORRECT, v.VerdictKind.INCORRECT)
MAX_DECISIONS = 100_000
MAX_ANSWERS = 200_000  # the answers one decision was made on: at most a run's rows
MAX_COMMENT = 2_000
APPLIED, FLAGGED = "decided", "flagged"  # how the `decision` column of a result starts

READ_AS = re.compile(r"^Read as: \$.*?\$\.\s*", re.DOTALL)
MATH = re.compile(r"\$\$.*?\$\$|\$[^$]*\$", re.DOTALL)
TA_LINE = "A TA reviewed this answer:"
MOVED_LINE = "A TA moved where this answer is taken from:"  # locations.py: a part moved to another region
TA_LINES = (TA_LINE, MOVED_LINE)  # what a TA said, not the grader: kept out of a group's reason
GRADER_SAID = re.compile(r"\(the grader said (\w+), ([0-9.]+)/[0-9.]+\)")


class DecisionsError(SymattnError):
    """A decisions file that cannot be read or written, or a decision that is out of bounds."""


@dataclass(frozen=True)
class GroupKey:
    """What one decision covers: part and canonical reading (with the scales' directions and relations), and the
    grader's verdict and score; for an answer with no canonical reading, that answer's id (`student`)."""

    part: str
    canonical: str
    verdict: str
    score: float
    student: str = ""

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
    reason: str = ""  # what the grader said of the group when it was decided (reason(): math masked)
    answers: frozenset = frozenset()  # (id, reading) of the answers it was decided on

    def to_dict(self) -> dict:
        record = {"part": self.group.part, "canonical": self.group.canonical}
        if self.group.student:
            record["student"] = self.group.student
        record["graded"] = {"verdict": self.group.verdict, "score": self.group.score, "reason": self.reason}
        record["answers"] = [{"id": i, "reading": r} for i, r in sorted(self.answers)]
        record.update(verdict=self.verdict, score=self.score, comment=self.comment)
        return record


def reason(feedback: str) -> str:
    """The words of the grader's feedback that say why: no "Read as" sentence, no TA's decision, math masked (so
    every spelling of one reading has one reason; the student's words it quotes are kept), spaces folded."""
    text = READ_AS.sub("", str(feedback or ""))
    text = "\n".join(line for line in text.split("\n") if not line.startswith(TA_LINES))
    return " ".join(MATH.sub("…", text).split())


def _field(row, name: str):
    return getattr(row, name, "") if isinstance(row, v.Verdict) else row.get(name)


def graded_of(row) -> tuple:
    """(verdict, score) the grader gave a result: its own, or, for a row a TA's decision was applied to, what its
    `decision` column says the grader said."""
    said = GRADER_SAID.search(str(_field(row, "decision") or ""))
    if said and str(_field(row, "decision") or "").startswith(APPLIED):
        return said.group(1), float(said.group(2))
    return str(_field(row, "verdict") or ""), v.as_number(_field(row, "score"))


def key_of(row) -> GroupKey:
    """The group of a result (a Verdict or a dict as grade writes it): its reading and the grader's verdict; an
    answer with no canonical reading (unreadable, a part graded by hand) is a group of its own."""
    canonical = str(_field(row, "canonical") or "").strip()
    verdict, score = graded_of(row)
    student = "" if canonical else str(_field(row, "id") or "")
    return GroupKey(str(_field(row, "part") or ""), canonical, verdict, score, student)


def answer_of(row) -> tuple:
    """(id, reading): an answer of a group, as a decision remembers it."""
    return str(_field(row, "id") or ""), str(_field(row, "reading") or "").strip()


def make_decision(group: GroupKey, verdict: str, score, comment: str, max_score: float, why: str = "",
                  answers=()) -> Decision:
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
    return Decision(group, str(v.VerdictKind(verdict)), points, comment, why, frozenset(answers))


def read_decisions(path: Path) -> dict:
    """{GroupKey: Decision} from a decisions file; a missing file holds none."""
    return entries_of(load_file(path), str(path), ("decisions", "decisions", "decision"), MAX_DECISIONS, _decision,
                      lambda decision: decision.group)


def entries_of(data: dict, where: str, names: tuple, limit: int, read, key) -> dict:
    """{key(entry): entry} of one list of a decisions file's JSON, each entry read by `read(entry, where it is)`.
    `names`: the list's key, its entries' plural and singular ("locations", "moves", "location")."""
    field, plural, singular = names
    entries = data.get(field, [])
    if not isinstance(entries, list) or len(entries) > limit:
        raise DecisionsError(f"{where}: \"{field}\" must be a list of at most {limit:,} {plural}")
    out = {}
    for number, entry in enumerate(entries, start=1):
        read_entry = read(entry, f"{where}: {singular} {number}")
        out[key(read_entry)] = read_entry
    return out


def load_file(path: Path) -> dict:
    """The decisions file's JSON, checked to be one ({} when there is no file): decisions on groups, and the
    locations a TA moved (locations.py)."""
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
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") not in READS:
        raise DecisionsError(f"{path}: expected a decisions file ({{\"format\": \"{FORMAT}\", \"version\": {VERSION}, "
                             f"\"decisions\": [...]}})")
    if not isinstance(data.get("decisions"), list):
        raise DecisionsError(f"{path}: \"decisions\" must be a list of at most {MAX_DECISIONS:,} decisions")
    return data


def _decision(entry, where: str) -> Decision:
    graded = entry.get("graded") if isinstance(entry, dict) else None
    if not isinstance(graded, dict):
        raise DecisionsError(f"{where}: expected an object with part, canonical, graded {{verdict, score, reason}}, "
                             f"verdict, score and comment")
    fields = (entry.get("part"), entry.get("canonical"), graded.get("verdict"), graded.get("reason"),
              entry.get("student", ""))
    if not all(isinstance(value, str) for value in fields) or not isinstance(graded.get("score"), (int, float)):
        raise DecisionsError(f"{where}: part, canonical, student, graded.verdict and graded.reason must be text and "
                             f"graded.score a number")
    answers = entry.get("answers", [])
    if not isinstance(answers, list) or len(answers) > MAX_ANSWERS or not all(
            isinstance(a, dict) and isinstance(a.get("id"), str) and isinstance(a.get("reading", ""), str)
            for a in answers):
        raise DecisionsError(f"{where}: answers must be a list of objects with id and reading (text)")
    group = GroupKey(fields[0], fields[1].strip(), fields[2], float(graded["score"]), fields[4])
    if not isinstance(entry.get("score"), (int, float)):
        raise DecisionsError(f"{where}: score must be a number")
    try:
        return make_decision(group, entry.get("verdict"), entry["score"], entry.get("comment", ""),
                             float("inf"), fields[3], ((a["id"], a.get("reading", "").strip()) for a in answers))
    except DecisionsError as error:
        raise DecisionsError(f"{where}: {error}") from None


def write_decisions(path: Path, decisions: dict, locations: list = ()):
    """The whole file, replaced at once (a crash never leaves half a file), decisions in a fixed order; `locations`:
    the moves' records (locations.records), kept beside them."""
    ordered = sorted(decisions.values(), key=lambda d: (d.group.part, d.group.canonical, d.group.student,
                                                        d.group.verdict, d.group.score))
    data = {"format": FORMAT, "version": VERSION, "decisions": [d.to_dict() for d in ordered]}
    if locations:
        data["locations"] = list(locations)
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
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
    graded: tuple = ("", 0.0)  # the grader's (verdict, score) for the row

    @property
    def note(self) -> str:
        """The `decision` column: how a row was decided (and what the grader said), or why it is flagged."""
        if self.applied:
            return (f"{APPLIED} by a TA for its group (the grader said {self.graded[0]}, "
                    f"{v.number_text(self.graded[1])}/{{max}})")
        if self.flagged:
            decided = self.flagged
            return (f"{FLAGGED}: reads like a group a TA decided {decided.verdict} "
                    f"({v.number_text(decided.score)}), but it is a new or changed answer: review it")
        return ""

    def note_for(self, max_score) -> str:
        return self.note.replace("{max}", v.number_text(max_score))


def outcome(row, decisions: dict) -> Outcome:
    key = key_of(row)
    graded = (key.verdict, key.score)
    if not decisions:
        return Outcome(graded=graded)
    answer = answer_of(row)
    decision = decisions.get(key)
    if decision is not None:
        unchanged = answer in decision.answers
        if key.student:  # an answer decided on its own: the same answer, read and graded alike
            same = unchanged and reason(_field(row, "feedback")) == decision.reason
            return Outcome(applied=decision, graded=graded) if same else Outcome(flagged=decision, graded=graded)
        if unchanged or reason(_field(row, "feedback")) == decision.reason:
            return Outcome(applied=decision, graded=graded)
        return Outcome(flagged=decision, graded=graded)
    if key.student:
        return Outcome(graded=graded)
    alike = [d for d in decisions.values() if d.group.reading_key == key.reading_key]
    # an answer a TA decided, unchanged, that the grader now grades otherwise: the decision stands
    kept = [d for d in alike if answer in d.answers]
    if kept:
        return Outcome(applied=kept[0], graded=graded)
    # a look-alike the grader could not decide, or decided otherwise than the TA did: a person looks at it
    alike = [d for d in alike if key.verdict == v.VerdictKind.ERROR or key.verdict != d.verdict]
    if alike:
        return Outcome(flagged=min(alike, key=lambda d: (d.group.verdict, d.reason)), graded=graded)
    return Outcome(graded=graded)


def decided_feedback(feedback: str, decision: Decision, max_score: float) -> str:
    """The grader's feedback, then what the TA decided (a results file keeps both; a student's sheet shows the
    decision alone: decided_text)."""
    return f"{feedback}\n{decided_text(decision, max_score)}".strip()


def decided_text(decision: Decision, max_score: float) -> str:
    """What a TA decided, as the student reads it."""
    line = f"{TA_LINE} {decision.verdict} ({v.number_text(decision.score)}/{v.number_text(max_score)})."
    return f"{line}{' ' + decision.comment if decision.comment else ''}"


def apply_to_verdicts(verdicts: list, decisions: dict) -> list:
    """`grade --decisions`: each verdict decided, flagged or left as it is, with its `decision` note."""
    out = []
    for verdict in verdicts:
        found = outcome(verdict, decisions)
        note = found.note_for(verdict.max_score)
        if found.applied:
            decision = found.applied
            verdict = replace(verdict, verdict=v.VerdictKind(decision.verdict),
                              score=min(decision.score, verdict.max_score),
                              feedback=decided_feedback(_grader_feedback(verdict.feedback), decision,
                                                        verdict.max_score))
        out.append(replace(verdict, decision=note) if note else verdict)
    return out


def _grader_feedback(feedback: str) -> str:
    """The feedback without a TA's decision on the group (a move's line stays: it says what was graded)."""
    return "\n".join(line for line in str(feedback or "").split("\n") if not line.startswith(TA_LINE))


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
        best = v.as_number(row.get("max_score"))
        if found.applied:
            decision = found.applied
            row.update(verdict=decision.verdict, score=min(decision.score, best),
                       feedback=decided_feedback(_grader_feedback(row.get("feedback")), decision, best))
            counts[APPLIED] += 1
        elif found.flagged:
            counts[FLAGGED] += 1
        if found.note:
            row["decision"] = found.note_for(best)
        out.append(row)
    return out, counts


def is_decided(row) -> bool:
    """A result a TA's decision was applied to (its `decision` column says so)."""
    return str(_field(row, "decision") or "").startswith(APPLIED)
