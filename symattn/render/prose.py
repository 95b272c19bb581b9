"""Text that mixes prose and math, from outside the templates: feedback, readings, captions.

Such text is outside input (a results file) or engine output. Every formula in
it is re-emitted from its parse by the notation's grammar, so only what the
grammar can build reaches LaTeX, and everything else goes through `escape`.
Nothing is pasted raw.
"""

import re

from symattn.errors import NotationError, SymattnError
from symattn.notation.readable import math_text
from symattn.render.display import formula_pieces
from symattn.render.escape import escape

MATH = re.compile(r"\$([^$]+)\$")
# A name with a subscript written bare in prose, as rubric texts do: v_a, c_2, u_{b}, μ_i.
BARE_NAME = re.compile(r"(?<![\w\\$])(?:[A-Za-z]|[αβγημωΦ])_(?:\{[A-Za-z0-9]+\}|[A-Za-z0-9]+)(?!\w)")
MAX_MATH = 2_000


def safe_pieces(text: str) -> list | None:
    """The formulas of `text` (answers side by side, words between formulas), each re-emitted from its parse;
    None when one does not parse."""
    if len(text) > MAX_MATH:
        return None
    try:
        return formula_pieces(text)
    except (NotationError, ValueError, RecursionError, SymattnError):
        return None


def safe_math(text: str) -> str | None:
    """safe_pieces as one formula, the pieces separated by a quad."""
    pieces = safe_pieces(text)
    return None if pieces is None else ",\\quad ".join(pieces)


def safe_text(text: str) -> str:
    """Prose with $…$ math and bare names like v_a: math re-emitted when it parses, everything else escaped;
    each line its own paragraph."""
    pieces, last = [], 0
    for match in MATH.finditer(text):
        pieces.append(_prose(text[last:match.start()]))
        math = safe_math(match.group(1))
        # math the grammar does not build is shown as readable text, never as raw `$…$`
        pieces.append(f"${math}$" if math is not None else escape(math_text(match.group(1))))
        last = match.end()
    pieces.append(_prose(text[last:]))
    return "".join(pieces).replace("\n", "\\par\n")


def _prose(text: str) -> str:
    """Prose outside $…$: exponents set as superscripts, bare names as math, the rest escaped."""
    pieces, last = [], 0
    for match in CARET.finditer(text):
        pieces.append(_names(text[last:match.start()]))
        exponent = match.group(1)[1:-1] if match.group(1).startswith("(") else match.group(1)
        pieces.append(f"\\textsuperscript{{{_names(exponent)}}}")
        last = match.end()
    pieces.append(_names(text[last:]))
    return "".join(pieces)


# An exponent in readable math (e^β, e^(β/√d_k)): set as a superscript, never as a caret (which a PDF shows as ˆ).
CARET = re.compile(r"\^(\([^()]*\)|[^\s()^,;:]+)")


def _names(text: str) -> str:
    pieces, last = [], 0
    for match in BARE_NAME.finditer(text):
        math = safe_math(match.group(0))
        pieces.append(escape(text[last:match.start()]))
        pieces.append(f"${math}$" if math is not None else escape(match.group(0)))
        last = match.end()
    pieces.append(escape(text[last:]))
    return "".join(pieces)
