"""Claims and formulas on the sheets: printed from their parse (notation/printing.py), split into pieces
that break across lines, with the words inside them (\\text{if}) kept upright and escaped."""

import re

from sympy import latex

from symattn.notation import parse
from symattn.notation.printing import to_sympy
from symattn.render.escape import escape


def claim_latex(text: str) -> str:
    """A claim or definition in the course's notation, as sympy prints it."""
    return latex(to_sympy(parse(text)), order="none")




# Pieces of a written answer that are not one formula: answers side by side (q_1 = …, \quad q_2 = …)
# and words between formulas (c \to v_a \text{ if } \eta > 0).
SEPARATOR = re.compile(r",?\s*\\q?quad\s*")
WORDS = re.compile(r"\\(?:text|textrm|mathrm)\{([^{}]*)\}")


def formula_pieces(text: str) -> list:
    """Formulas separated by \\quad and joined by words, each formula printed by sympy from its parse and each
    word escaped into \\text{…}: a sheet sets them side by side, breaking between them. Raises
    NotationError/ValueError when a formula does not parse."""
    shown = []
    for piece in SEPARATOR.split(text.strip()):
        piece = piece.strip().strip(",").strip()
        if piece:
            shown.append(_with_words(piece))
    if not shown:
        raise ValueError("no formula")
    return shown


SCRIPT_RELATION = re.compile(r"(?<!\\)(=|<|>|\\(?:to|le|ge|ne|in|notin)(?![A-Za-z]))")


def hide_script_relations(tex: str) -> str:
    """For breqn's dmath: a relation inside a sub- or superscript (\\sum_{j = 1}, \\lim_{t \\to \\infty}) is
    wrapped in \\hiderel, or breqn spaces it as a top-level relation."""
    out, depth, script_depths, i = [], 0, [], 0
    while i < len(tex):
        if tex.startswith(("_{", "^{"), i):
            depth += 1
            script_depths.append(depth)
            out.append(tex[i:i + 2])
            i += 2
            continue
        char = tex[i]
        if char == "\\" and i + 1 < len(tex) and tex[i + 1] in "{}":
            out.append(tex[i:i + 2])
            i += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            if script_depths and script_depths[-1] == depth:
                script_depths.pop()
            depth -= 1
        elif script_depths:
            match = SCRIPT_RELATION.match(tex, i)
            if match:
                out.append(f"\\hiderel{{{match.group(1)}}}")
                i = match.end()
                continue
        out.append(char)
        i += 1
    return "".join(out)


def _with_words(piece: str) -> str:
    parts, last = [], 0
    for match in WORDS.finditer(piece):
        if _depth(piece[:match.start()]) != 0:
            continue  # \\text inside a group is part of a name, as in Z_{\\text{perm}}
        parts.append(_formula(piece[last:match.start()]))
        words = " ".join(match.group(1).split())
        parts.append(f"\\text{{ {escape(words)} }}" if words else "")
        last = match.end()
    parts.append(_formula(piece[last:]))
    return "".join(p for p in parts if p)


def _depth(text: str) -> int:
    return text.count("{") - text.count("\\{") - (text.count("}") - text.count("\\}"))


def _formula(text: str) -> str:
    text = text.strip().strip(",").strip()
    return claim_latex(text) if text else ""
