"""A TA's decisions on where an answer is: a part of a whole write-up located in the wrong place (or not found) is
moved to another region of the same write-up, and graded on that region.

A move is kept in the decisions file beside the decisions on groups (`"locations"`), so that it outlives a re-grade:
`grade PATH… --decisions FILE` grades the moved part on the region the TA chose, and says so in its feedback
(`MOVED_LINE`) and its `found` (`"moved": {"from": the grader's span}`). A move remembers the region's text (a digest
of it, white space folded): when the write-up has changed and the span no longer holds that text, the move is not
applied and the row is flagged, never graded on a region nobody chose.

    {"locations": [{"id": "ada", "part": "average", "file": "class/ada.pdf", "span": [812, 920],
                    "text": "3f9c…", "from": [400, 512], "comment": "The answer is under (c)."}]}
"""

import hashlib
from dataclasses import dataclass, replace
from pathlib import Path

from symattn.grading.decisions import MAX_COMMENT, MOVED_LINE, DecisionsError, entries_of, load_file
from symattn.intake.macros import expanded_answer

MAX_MOVES = 200_000
MAX_REGION = 200_000  # characters of one moved region: an answer, not a whole book
FLAGGED_MOVE = "flagged: a TA moved this answer, but the write-up has changed since and no longer holds that region: review it"


@dataclass(frozen=True)
class Move:
    id: str  # the submission
    part: str
    file: str  # the write-up's path, as `found` gives it
    span: tuple  # (start, end) in characters of the write-up's text as grading reads it
    text: str  # digest of the region's text (white space folded)
    was: tuple = ()  # the span the grader had taken, if it had found one
    comment: str = ""

    def to_dict(self) -> dict:
        record = {"id": self.id, "part": self.part, "file": self.file, "span": list(self.span), "text": self.text}
        if self.was:
            record["from"] = list(self.was)
        if self.comment:
            record["comment"] = self.comment
        return record


def digest(region: str) -> str:
    return hashlib.sha256(" ".join(region.split()).encode("utf-8")).hexdigest()[:16]


def make_move(student: str, part: str, file: str, text: str, start, end, was=(), comment: str = "") -> Move:
    """A move checked against the write-up's text: a non-empty region inside it, of bounded length."""
    try:
        start, end = int(str(start).strip()), int(str(end).strip())
    except ValueError:
        raise DecisionsError(f"a region is two character positions (numbers), not {start!r} and {end!r}") from None
    if not 0 <= start < end <= len(text):
        raise DecisionsError(f"the region {start}–{end} is not inside the write-up (0–{len(text)})")
    if not text[start:end].strip():
        raise DecisionsError("the region chosen holds only white space: choose the answer's text")
    if end - start > MAX_REGION:
        raise DecisionsError(f"a region is at most {MAX_REGION:,} characters; this one has {end - start:,}")
    comment = str(comment or "").strip()
    if len(comment) > MAX_COMMENT:
        raise DecisionsError(f"a comment is at most {MAX_COMMENT} characters; this one has {len(comment)}")
    return Move(student, part, file, (start, end), digest(text[start:end]), tuple(was or ()), comment)


def moves_of(data: dict, where: str) -> dict:
    """{(id, part): Move} from a decisions file's JSON (no `locations`: none)."""
    return entries_of(data, where, ("locations", "moves", "location"), MAX_MOVES, _move, lambda m: (m.id, m.part))


def read_moves(path: Path) -> dict:
    """{(id, part): Move} of a decisions file; a missing file holds none."""
    return moves_of(load_file(path), str(path))


def _span(value) -> tuple | None:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(x, int) and not isinstance(x, bool) for x in value):
        return tuple(value)
    return None


def _move(entry, where: str) -> Move:
    fields = [entry.get(name) for name in ("id", "part", "file", "text")] if isinstance(entry, dict) else [None]
    span = _span(entry.get("span")) if isinstance(entry, dict) else None
    if not all(isinstance(value, str) for value in fields) or span is None or not 0 <= span[0] < span[1]:
        raise DecisionsError(f"{where}: expected an object with id, part, file, text (text) and span ([start, end], "
                             f"0 ≤ start < end)")
    was = _span(entry.get("from")) if "from" in entry else ()
    comment = entry.get("comment", "")
    if was is None or not isinstance(comment, str) or len(comment) > MAX_COMMENT:
        raise DecisionsError(f"{where}: from must be [start, end] and comment text of at most {MAX_COMMENT} characters")
    return Move(*fields[:3], span, fields[3], was, comment.strip())


def records(moves: dict) -> list:
    return [m.to_dict() for _, m in sorted(moves.items())]


def moved_text(move: Move, name: str, page) -> str:
    """The feedback's line: where a TA took the answer from, in the student's words."""
    where = f"{name}{f', page {page}' if page else ''}, characters {move.span[0]}–{move.span[1]}"
    before = f" (it had been taken from characters {move.was[0]}–{move.was[1]})" if move.was else \
        " (it had not been found)"
    return f"{MOVED_LINE} it is graded on {where}{before}.{' ' + move.comment if move.comment else ''}"


def moved_found(move: Move, heading: str, page) -> dict:
    """`found` for a moved answer: the TA's region, with the span the grader had taken (None: not found)."""
    return {"file": move.file, "page": page, "span": list(move.span), "heading": heading,
            "moved": {"from": list(move.was) if move.was else None}}


def apply_move(located, writeup, move: Move, page_of):
    """(Located for the region the TA chose, "") or (the grader's Located, why the move is not applied) when the
    write-up no longer holds the region. `page_of(start)`: the page of a character (None for text formats)."""
    start, end = move.span
    if writeup is None or end > len(writeup.text) or digest(writeup.text[start:end]) != move.text:
        return located, FLAGGED_MOVE
    heading = located.places[0].get("heading", "") if located.places else ""
    answer = writeup.text[start:end]
    graded = expanded_answer(writeup.text, answer)
    return replace(located, places=(moved_found(move, heading, page_of(start)),), answer=answer, reason="",
                   graded=graded if graded != answer else ""), ""
