"""Where an answer of a graded class was taken from, inside its whole write-up, and a TA's move of it.

The desk shows the write-up as grading read it (PDFs again in a bounded worker), the graded region highlighted, and
the regions the locator saw (each labelled section: its heading and its text). A TA moves the answer to another
region — one of those, a selection in the text, or a span typed — and the part is graded again on that region, in the
app's bounded worker; the move is saved at once in the decisions file (grading/locations.py), where `grade PATH…
--decisions` applies it on every re-grade. "Put it back" removes the move and restores what the grader had taken.
"""

from dataclasses import replace
from pathlib import Path

from symattn.grading import decisions as d
from symattn.grading import locations
from symattn.grading import verdict as v
from symattn.serve.desk import found_of

MAX_REGIONS = 200  # candidate regions listed on one page


def _row(desk, index: int) -> dict:
    if not 0 <= index < len(desk.rows):
        raise d.DecisionsError("no such answer in this class (the page is older than the class: reload it)")
    return desk.rows[index]


def file_of(desk, index: int) -> str:
    """The write-up an answer was taken from; for a part not found, the file its student's other answers were
    taken from."""
    row = _row(desk, index)
    found = found_of(row)
    if found is not None:
        return str(found.get("file", ""))
    if str(row.get("verdict")) == v.VerdictKind.MISSING:
        files = {str(found_of(r).get("file", "")) for r in desk.rows
                 if found_of(r) is not None and str(r.get("id", "")) == str(row.get("id", ""))}
        if len(files) == 1:
            return files.pop()
    raise d.DecisionsError("this answer was not taken from a whole write-up")


def writeup_text(desk, path: str) -> tuple:
    """(why it cannot be read, or "", its text, its pages, whether it is LaTeX): read once per desk."""
    from symattn.intake.writeups import read_all

    with desk.lock:
        read = desk.writeups.get(path)
    if read is None:
        result = read_all([path], 1).get(path, f"{Path(path).name} was not read")
        read = ("", result.text, result.pages, result.latex) if hasattr(result, "text") else (str(result), "", (),
                                                                                            False)
        with desk.lock:
            desk.writeups[path] = read
    return read


def located(desk, index: int) -> dict:
    """Row `index`'s answer in its write-up: the whole text around the graded region, the regions the locator saw,
    the verdict, and whether a TA moved it."""
    row = _row(desk, index)
    path = file_of(desk, index)
    problem, text, _, latex = writeup_text(desk, path)
    found = found_of(row)
    start, end = (int(x) for x in found["span"][:2]) if found else (0, 0)
    if not problem and not 0 <= start <= end <= len(text):
        problem = "the write-up has changed since it was graded: its text no longer holds this span"
    shown = {"row": index, "id": row.get("id", ""), "part": row.get("part", ""), "file": Path(path).name,
             "page": found.get("page") if found else None, "heading": found.get("heading", "") if found else "",
             "problem": problem, "before": "", "answer": "", "after": "", "regions": [], "length": len(text),
             "verdict": str(row.get("verdict", "")), "score": v.number_text(v.as_number(row.get("score"))),
             "max": v.number_text(v.as_number(row.get("max_score"))), "feedback": str(row.get("feedback", "")),
             "moved": bool(found and found.get("moved")) or (str(row.get("id", "")), str(row.get("part", ""))) in
             desk.moves, "found": found is not None}
    if not problem:
        shown.update(before=text[:start], answer=text[start:end], after=text[end:],
                     regions=regions(text, latex, _titles(desk))[:MAX_REGIONS])
    return shown


def _titles(desk) -> tuple:
    """The parts' titles (a list of the parts is known by them), of the derivations the class was graded with."""
    from symattn.grading.batch import graded_with
    from symattn.intake.structure import part_titles
    from symattn.spec.catalogue import load_parts

    return part_titles(load_parts([], graded_with(desk.rows)))


def regions(text: str, latex: bool, titles: tuple = ()) -> list:
    """The labelled sections the locator reads in a write-up: {heading, start, end, preview}, their text trimmed."""
    from symattn.intake.structure import sections

    out = []
    for section in sections(text, latex, None, titles):
        start, end = section.body, section.end
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if start < end:
            preview = " ".join(text[start:end].split())
            out.append({"heading": section.heading.strip(), "start": start, "end": end,
                        "preview": preview[:160] + ("…" if len(preview) > 160 else "")})
    return out


def move(desk, index: int, start, end, comment: str = ""):
    """Move row `index`'s answer to [start, end) of its write-up: graded again there, the move saved at once."""
    row = _row(desk, index)
    path = file_of(desk, index)
    problem, text, pages, _ = writeup_text(desk, path)
    if problem:
        raise d.DecisionsError(problem)
    found = found_of(row)
    was = tuple(found["span"][:2]) if found else ()
    if found and found.get("moved"):
        was = tuple(found["moved"]["from"] or ())
    student, part = str(row.get("id", "")), str(row.get("part", ""))
    chosen = locations.make_move(student, part, path, text, start, end, was, comment)
    graded = _regraded(desk, row, chosen, text, pages, found)
    with desk.lock:
        desk.before_move.setdefault(index, row)
        desk.rows[index] = graded
        desk.moves = {**desk.moves, (student, part): chosen}
        d.write_decisions(desk.path, desk.decisions, locations.records(desk.moves))


def put_back(desk, index: int):
    """Remove the TA's move of row `index`: the answer is graded where the grader had taken it from."""
    row = _row(desk, index)
    key = (str(row.get("id", "")), str(row.get("part", "")))
    if key not in desk.moves:
        raise d.DecisionsError("this answer was not moved by a TA")
    chosen = desk.moves[key]
    restored = desk.before_move.get(index)
    if restored is None and chosen.was:  # the desk started on results graded with the move: grade the old region
        problem, text, pages, _ = writeup_text(desk, chosen.file)
        if problem:
            raise d.DecisionsError(problem)
        back = replace(chosen, span=chosen.was)
        restored = _regraded(desk, row, back, text, pages, None)
        restored["feedback"] = "\n".join(line for line in restored["feedback"].split("\n")
                                         if not line.startswith(d.MOVED_LINE))
        restored["found"] = {**restored["found"], "heading": ""}
        restored["found"].pop("moved")
    elif restored is None:
        restored = {**row, "verdict": v.VerdictKind.MISSING.value, "score": 0.0, "reading": "", "canonical": "",
                    "feedback": "Not found in the write-up (a TA's move was put back).", "found": None, "answer": ""}
    with desk.lock:
        desk.rows[index] = restored
        desk.before_move.pop(index, None)
        desk.moves = {k: m for k, m in desk.moves.items() if k != key}
        d.write_decisions(desk.path, desk.decisions, locations.records(desk.moves))


def _regraded(desk, row: dict, chosen, text: str, pages: tuple, found) -> dict:
    if desk.regrade is None:
        raise d.DecisionsError("this desk cannot grade (it has no grader)")
    from symattn.intake.locate import page_of
    from symattn.intake.macros import expanded_answer

    region = text[chosen.span[0]:chosen.span[1]]
    verdict = desk.regrade(str(row.get("part", "")), expanded_answer(text, region))
    page = page_of(pages, chosen.span[0])
    heading = str(found.get("heading", "")) if found else ""
    record = verdict.to_dict()
    record.pop("id", None)
    graded = {**{k: val for k, val in row.items() if k != "decision"}, **record}
    graded["feedback"] = f"{verdict.feedback}\n{locations.moved_text(chosen, Path(chosen.file).name, page)}".strip()
    graded["found"] = locations.moved_found(chosen, heading, page)
    graded["answer"] = region
    return graded


def apply_pending(desk):
    """Moves saved for rows the results still show where the grader had them (results graded before the move, or
    without --decisions): each such row is graded on the TA's region, or flagged when the write-up changed."""
    for index, row in enumerate(list(desk.rows)):
        chosen = desk.moves.get((str(row.get("id", "")), str(row.get("part", ""))))
        found = found_of(row)
        if chosen is None or (found and list(found.get("span", [])[:2]) == list(chosen.span)):
            continue
        problem, text, pages, _ = writeup_text(desk, chosen.file)
        start, end = chosen.span
        if problem or end > len(text) or locations.digest(text[start:end]) != chosen.text:
            desk.rows[index] = {**row, "decision": locations.FLAGGED_MOVE}
            continue
        desk.before_move[index] = row
        desk.rows[index] = _regraded(desk, row, chosen, text, pages, found)
