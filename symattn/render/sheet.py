"""The answer sheet's data: every part with its question, answer, checked steps, figures and tables.

Equations come from the engine's parse of each claim, printed by sympy; the
definitions from the numeric code, printed by latexify; statuses and reasons
from verify itself. Only staff-written derivation text is inserted as LaTeX.
"""

import math
import re

import latexify
from sympy import Symbol

from symattn import numerics
from symattn.context import Context
from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.positions import minimum_distances
from symattn.render.display import claim_latex
from symattn.render.escape import escape
from symattn.setting import Setting
from symattn.verify import verify_part

LEMMAS = {
    "orthogonal": r"P^\top P = I",
    "ones": r"P\mathbf{1} = \mathbf{1}",
    "softmax-perm": r"\operatorname{softmax}(PAP^\top) = P\operatorname{softmax}(A)P^\top",
    "relu-perm": r"\operatorname{ReLU}(PA) = P\operatorname{ReLU}(A)",
}
MARK = {"proved": r"\proved", "failed": r"\failed", "unknown": r"\unknown", "prose": ""}


def definitions() -> list:
    """Each numeric definition, typeset by latexify; X_Y names as subscripts, `one` as the ones vector 𝟏."""
    shown = []
    for function in numerics.DEFINITIONS:
        tex = latexify.get_latex(function, use_math_symbols=True, identifiers=numerics.TYPESET_NAMES)
        tex = re.sub(r"\\mathrm\{([A-Za-z])\\_([A-Za-z0-9]+)\}", r"\1_{\2}", tex).replace(r"\mathrm{one}", r"\mathbf{1}")
        shown.append({"latex": tex, "caption": escape((function.__doc__ or "").strip())})
    return shown


def _reason(step, result) -> str:
    """The engine's reason: sympy's LaTeX when it gave one and it fits a line, else the text, escaped."""
    if step.kind in ("prose", "distance-table"):
        return "" if step.kind == "prose" else "the minima below, by a pruned search over position gaps"
    if result.latex and len(result.latex) < 160:
        return result.latex
    return escape(result.reason)


def answer_latex(text: str) -> str:
    """The reference answer, piece by piece (split at \\quad), through the same printer."""
    pieces = []
    for piece in re.split(r"\\q?quad", text):
        piece = piece.strip().strip(",").strip()
        if not piece:
            continue
        try:
            pieces.append(claim_latex(piece))
        except (NotationError, ValueError):
            pieces.append(piece)  # staff-written LaTeX the grammar does not cover
    return r",\quad ".join(pieces)


def threshold_table(step) -> list:
    """For a proved threshold T(n, ε): T at a few n and ε, the 'how large is large' figures."""
    node = parse(step.claim)
    if not (isinstance(node, s.Relation) and isinstance(node.operands[0], s.SetMin)):
        return []
    value = Context(Setting(kind="positions")).build(node.operands[1]).expr
    n, epsilon = Symbol("n", integer=True, positive=True), Symbol("epsilon", positive=True)
    if not value.free_symbols <= {n, epsilon} or epsilon not in value.free_symbols:
        return []
    rows = []
    for keys in (10, 100, 1000, 10000):
        cells = [float(value.subs({n: keys, epsilon: eps})) for eps in (0.1, 0.01, 0.001)]
        rows.append({"n": keys, "cells": [f"{c:.2f}" if math.isfinite(c) else "--" for c in cells]})
    return rows


def part_data(part, edition: str) -> dict:
    report = verify_part(part)
    steps = []
    for step, result in zip(part.steps, report.steps):
        steps.append({
            "number": step.number, "kind": step.kind, "status": result.status, "mark": MARK[result.status],
            "latex": claim_latex(step.claim) if step.claim else "",
            "reason": _reason(step, result),
            "witness": escape(result.witness), "text": step.text,
            "when": [claim_latex(w) for w in step.when], "with": [claim_latex(w) for w in step.overrides],
            "lemmas": [LEMMAS[b] for b in step.by if b in LEMMAS],
            "table": list(result_rows(part, step)), "thresholds": threshold_table(step) if step.claim else [],
        })
    return {
        "id": escape(part.id), "number": escape(part.numbering.get(edition, part.id)), "title": escape(part.title),
        "points": part.points, "question": part.question, "answer": answer_latex(part.answer) if part.answer else "",
        "answer_text": part.answer_text, "status": report.status, "mark": MARK[report.status], "steps": steps,
        "figure": bool(part.setting.noise),
    }


def result_rows(part, step):
    if step.kind != "distance-table":
        return []
    dims = tuple(step.options.get("dims", (128, 512)))
    checkpoints = tuple(step.options.get("positions", (10, 100, 1000, 10000)))
    minima = {d: minimum_distances(d, checkpoints) for d in dims}
    return [{"T": T, "cells": [f"{minima[d][T]:.6f}" for d in dims], "dims": dims} for T in checkpoints]


def sheet_data(parts: list, edition: str) -> dict:
    return {"title": "Attention exploration: answer sheet", "edition": escape(edition),
            "definitions": definitions(), "parts": [part_data(p, edition) for p in parts]}
