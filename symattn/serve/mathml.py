"""Math for the page with no network: LaTeX the grader wrote, as MathML made here (Chromium renders MathML Core).

Only what symattn itself printed is turned into MathML: a reading, a step's sides, the `$…$` spans of feedback.
Anything the converter refuses, anything long, and anything whose MathML would carry a link or a style falls
back to readable text (notation/readable.py), escaped like every other string on the page.
"""

import re

from latex2mathml.converter import convert
from markupsafe import Markup, escape

from symattn.notation.readable import math_text

MAX_MATH = 2_000  # characters of LaTeX converted; longer spans are shown as text
UNSAFE = re.compile(r"href|javascript:|<script|style=|on\w+=", re.IGNORECASE)
MATH = re.compile(r"\$\$(.+?)\$\$|\$([^$]+)\$", re.DOTALL)


def mathml(tex: str) -> Markup:
    """One formula as inline MathML, with its LaTeX as the annotation a screen reader or a copy can use."""
    tex = str(tex or "").strip()
    if not tex:
        return Markup("")
    if len(tex) <= MAX_MATH:
        try:
            made = convert(tex)
        except Exception:  # noqa: BLE001 - the converter's many exceptions all mean "show it as text"
            made = ""
        if made.startswith("<math") and not UNSAFE.search(made):
            return Markup('<span class="math" title="{}">{}</span>').format(tex, Markup(made))
    return Markup('<span class="math as-text">{}</span>').format(math_text(tex) if len(tex) <= MAX_MATH else tex)


def with_math(text: str, render_math: bool = True) -> Markup:
    """Prose whose `$…$` spans are formulas: the prose escaped, the formulas as MathML, line breaks kept."""
    text = str(text or "")
    lines = []
    for line in text.split("\n"):
        pieces, end = [], 0
        for match in MATH.finditer(line) if render_math else ():
            pieces.append(escape(line[end:match.start()]))
            pieces.append(mathml(match.group(1) or match.group(2)))
            end = match.end()
        pieces.append(escape(line[end:]))
        lines.append(Markup("").join(pieces))
    return Markup("<br>").join(lines)
