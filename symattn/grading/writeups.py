"""Grade whole write-ups: `grade PATH…` where a PATH is a write-up or a folder of them (intake/). Each part the
submission's edition numbers is located (intake/locate.py) and graded as a row of grade's batch; the rows carry
`found` ({file, page, span, heading}). A part not found is `missing` with the reason; a part found in two places
goes to review (error) with both; a submission that cannot be read is missing in every part, with why, and the rest
of the class is graded.
"""

import re
from dataclasses import replace
from pathlib import Path

from symattn.grading import verdict as v
from symattn.grading.answer import vocabulary_of
from symattn.grading.batch import Row, grade_rows
from symattn.grading.locations import apply_move, moved_text
from symattn.grading.repair import restored_from_a_page
from symattn.grading.score import GradeOptions
from symattn.intake.locate import page_of
from symattn.intake.submissions import collect
from symattn.intake.writeups import locate_all, read_all
from symattn.spec.catalogue import by_name, load_parts
from symattn.workers import Limits


def grade_writeups(paths: list, options: GradeOptions = GradeOptions(), workers: int = 2, limits: Limits = Limits(),
                   progress=None, steps=None, derivations=(), edition: str = "", chosen=None, moves=None) -> list:
    """One verdict per submission and part, in the submissions' order and the parts'. `chosen`: the parts to grade
    (spec Parts; default every part of the derivations), `edition`: their numbering (default: the one each write-up
    follows best); `moves`: {(id, part): locations.Move}, the regions a TA chose, graded instead of the located
    ones."""
    submissions = collect(paths)
    parts = list(chosen) if chosen is not None else load_parts([], derivations)
    names = by_name(load_parts([], derivations))
    texts = read_all([f for s in submissions for f in s.files], workers)
    plan = []  # (submission, Located, row index or None, the move applied or why not)
    rows = []
    everywhere = locate_all(submissions, texts, parts, edition, names, chosen is not None, workers)
    for submission, (_, located) in zip(submissions, everywhere):
        for found in located:
            moved = (moves or {}).get((submission.id, found.part))
            if moved is not None:
                writeup = texts.get(moved.file)
                writeup = writeup if hasattr(writeup, "text") else None
                found, problem = apply_move(found, writeup, moved, lambda at: page_of(writeup.pages, at))
                moved = problem or moved
            index = None
            if found.places and not found.reason:
                index = len(rows)
                graded = found.graded or found.answer
                if any(place.get("page") is not None for place in found.places):  # a PDF's text lost its drops
                    graded = _restored_from_a_page(graded, names[found.part])
                rows.append(Row(submission.id, found.part, graded, submission.extra))
            plan.append((submission, found, index, moved))
    verdicts = grade_rows(rows, options, workers, limits, progress, steps, derivations) if rows else []
    by_id = {p.id: p for p in load_parts([], derivations)}
    out = []
    for submission, found, index, moved in plan:
        part = by_id[found.part]
        max_score = part.rubric.max_score if part.rubric else float(part.points)
        if index is not None:  # the answer column is the answer as written (grading read its macros expanded)
            verdict = _scripts_unread(replace(verdicts[index], answer=found.answer), found)
        elif found.places:
            verdict = v.error(part.id, max_score, f"Needs review: {found.reason}.")
        else:
            said = "Not attempted" if found.skipped else "Not found in the write-up"
            verdict = v.missing(part.id, max_score, f"{said}: {found.reason}.")
        verdict = replace(verdict, id=submission.id, extra=submission.extra, found=_found(found))
        if isinstance(moved, str):  # a move whose region the write-up no longer holds: a person looks again
            verdict = replace(verdict, decision=moved)
        elif moved is not None:
            line = moved_text(moved, Path(moved.file).name, found.places[0]["page"])
            verdict = replace(verdict, feedback=f"{verdict.feedback}\n{line}".strip())
        out.append(verdict)
    return out


# a letter run into a digit ("/β2", "e^t2"): a PDF's text keeps no raise or drop, so β² and β₂ both read β2
FLATTENED_SCRIPT = re.compile(r"(?<![A-Za-z\\])(?:[A-Za-z]|[α-ωΑ-Ω])\d")


def _scripts_unread(verdict, found):
    """A refutation of an answer read from a PDF's text, where a letter runs into a digit, rests on a superscript or
    subscript the text lost (hank's "(u_b u_bᵀ − u_c u_cᵀ)/β2" is /β², read /β·2): not read whole, so review."""
    on_a_page = any(place.get("page") is not None for place in found.places)
    if not on_a_page or verdict.verdict != v.VerdictKind.INCORRECT or not FLATTENED_SCRIPT.search(found.answer):
        return verdict
    return replace(verdict, verdict=v.VerdictKind.ERROR, score=0.0,
                   feedback=f"{verdict.feedback}\nNeeds manual review: the PDF's text runs a letter into a digit "
                            f"('{FLATTENED_SCRIPT.search(found.answer).group(0)}'), where a superscript or a "
                            f"subscript may have been lost; the refutation above may rest on it.")


def _restored_from_a_page(text: str, part) -> str:
    """"c ≈ va when η > 0" out of a PDF is c ≈ v_a: the part's families and indices, next to a relation (a part of
    matrices has neither: its text is left as it is)."""
    if part.grading_setting is None or part.setting.kind == "matrices":
        return text
    families, indices = vocabulary_of(part)
    answers = {name.partition("_")[0] for name in part.rubric.answers} if part.rubric else set()
    return restored_from_a_page(text, families, indices, answers)


def _found(found) -> dict | None:
    if not found.places:
        return None
    first = dict(found.places[0])
    if len(found.places) > 1:
        first["also"] = [dict(p) for p in found.places[1:]]
    return first
