"""The answer sheet's data: every part with its question, answer, checked steps, figures and tables.

Everything shown comes from verify's reports: the statuses, the engine's reasons
(typeset by sympy, in `latex`) and the tables' numbers (in `data`). Render never
calls the engine itself. Claims are printed by sympy from their parse
(display.py), the definitions from the numeric code by latexify
(definitions.py). Only staff-written derivation text is inserted as LaTeX.
"""

import math
import re
from pathlib import Path

from symattn.compat import tomllib
from symattn.engine.results import ThresholdFound

from symattn.grading.threshold import significant
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.render.definitions import definitions
from symattn.render.display import claim_latex, formula_pieces
from symattn.render.escape import escape

EDITIONS = {"2025": "2025 edition", "older": "older edition"}
LEMMAS = {
    "orthogonal": r"P^\top P = I",
    "ones": r"P\mathbf{1} = \mathbf{1}",
    "softmax-perm": r"\operatorname{softmax}(PAP^\top) = P\operatorname{softmax}(A)P^\top",
    "relu-perm": r"\operatorname{ReLU}(PA) = P\operatorname{ReLU}(A)",
}
# checked numerically (30 digits, no closed form) is not proved: the unknown mark, with its own word
MARK = {"proved": r"\proved", "failed": r"\failed", "unknown": r"\unknown", "prose": "",
        "checked numerically": r"\unknown"}
WORD = {"proved": "proved", "failed": "false", "unknown": "unknown", "prose": "",
        "checked numerically": "checked numerically"}
THRESHOLD_KEYS, THRESHOLD_TOLERANCES = (10, 100, 1000, 10000), ("0.1", "0.01", "0.001")
# A formula of the engine's reasons longer than this (in LaTeX source) is set as a display, where it can break.
INLINE_MATH = 90
REASON_MATH = re.compile(r"\$([^$]+)\$")


def sheet_data(parts: list, reports: list, edition: str) -> dict:
    """Parts numbered in `edition` first, in their order; the parts of other editions after them."""
    report_of = {report.id: report for report in reports}
    shown = [part_data(part, report_of[part.id], edition) for part in parts]
    return {"title": escape(f"{problem_title(parts)}: answer sheet"), "edition": edition_label(edition),
            "definitions": definitions({part.setting.kind for part in parts}), "parts": [p for p in shown if p["in_edition"]],
            "other_parts": [p for p in shown if not p["in_edition"]]}


def edition_label(edition: str) -> str:
    """'2025 edition', 'older edition', and a course's own: '2026 edition' (never a bare '2026.')."""
    return EDITIONS.get(edition, f"{escape(edition)} edition")


def problem_title(parts: list) -> str:
    """The `[problem] title` of the file of the sheet's first part: the course's own name for its problem set."""
    for part in parts:
        try:
            data = tomllib.loads(Path(part.source).read_text(encoding="utf-8")) if part.source else {}
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        title = data.get("problem", {}).get("title") if isinstance(data.get("problem"), dict) else None
        if isinstance(title, str) and title.strip():
            return title.strip()
    return "Attention exploration"


def part_data(part, report, edition: str) -> dict:
    in_edition = edition in part.numbering
    elsewhere = next(iter(sorted(part.numbering.items())), None)
    number = part.numbering[edition] if in_edition else (elsewhere[1] if elsewhere else part.id)
    return {
        "id": escape(part.id), "number": escape(number), "title": escape(part.title), "in_edition": in_edition,
        "from_edition": "" if in_edition or elsewhere is None else edition_label(elsewhere[0]),
        "points": part.points, "question": part.question,
        "answer": formula_pieces(part.answer) if part.answer else [], "answer_text": part.answer_text,
        "status": report.status, "mark": MARK[report.status], "word": WORD[report.status],
        "steps": [step_data(step, result) for step, result in zip(part.steps, report.steps)],
        "figure": bool(part.setting.noise),
    }


def step_data(step, result) -> dict:
    return {
        "number": step.number, "kind": step.kind, "status": result.status, "mark": MARK[result.status],
        "word": WORD[result.status], "latex": claim_latex(step.claim) if step.claim else "",
        "reason": reason_pieces(step, result), "witness": escape(result.witness), "text": step.text,
        "when": [claim_latex(w) for w in step.when], "with": [claim_latex(w) for w in step.overrides],
        "lemmas": [LEMMAS[b] for b in step.by if b in LEMMAS],
        "distances": distance_rows(step, result), "thresholds": threshold_rows(step, result),
    }


def reason_pieces(step, result) -> list:
    """The engine's reason as [("text", …), ("math", …), ("display", …)]: sympy's LaTeX where the engine gave it,
    long formulas as displays (so that they break across lines), plain reasons escaped."""
    if step.kind == "prose":
        return []
    if step.kind == "distance-table" and result.data:
        return [("text", "the minima below, by a search over the gaps between positions that stops each sum "
                         "as soon as it exceeds the best so far")]
    if step.kind == "matrix" and step.by and result.reason == "by " + ", ".join(step.by):
        return [("text", "each side rewritten with the lemmas cited above gives the same expression")]
    if not result.latex:
        return [("text", escape(result.reason))]
    pieces, last = [], 0
    for match in REASON_MATH.finditer(result.latex):
        if match.start() > last:
            pieces.append(("text", result.latex[last:match.start()]))
        formula = match.group(1)
        pieces.append(("display" if len(formula) > INLINE_MATH else "math", formula))
        last = match.end()
    if last < len(result.latex):
        pieces.append(("text", result.latex[last:]))
    return pieces


def threshold_rows(step, result) -> list:
    """For a proved threshold min{t : E ≤ ε} = T(n, ε): T at a few n and ε, from the T the engine proved."""
    if result.status != "proved" or not step.claim or not result.data or not isinstance(result.data[0], ThresholdFound):
        return []
    node = parse(step.claim)
    if not (isinstance(node, s.Relation) and isinstance(node.operands[0], s.SetMin)):
        return []
    value = result.data[0].value
    symbols = {symbol.name: symbol for symbol in value.free_symbols}
    if set(symbols) != {"n", "epsilon"}:
        return []
    rows = []
    for keys in THRESHOLD_KEYS:
        cells = []
        for tolerance in THRESHOLD_TOLERANCES:
            number = float(value.subs({symbols["n"]: keys, symbols["epsilon"]: float(tolerance)}))
            cells.append(significant(number) if math.isfinite(number) else "--")
        rows.append({"n": keys, "cells": cells})
    return rows


def distance_rows(step, result) -> list:
    """The distance table's rows from the step's data: (d, T, minimum) triples, one column per d."""
    if step.kind != "distance-table" or not result.data:
        return []
    dims = sorted({row.dimension for row in result.data})
    minima = {(row.dimension, row.positions): row.minimum for row in result.data}
    positions = sorted({row.positions for row in result.data})
    return [{"T": T, "dims": dims, "cells": [f"{minima[(d, T)]:.6f}" for d in dims]} for T in positions]
