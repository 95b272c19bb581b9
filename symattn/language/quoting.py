"""A student's words quoted in feedback: words as words, math as `$…$`, never a stray `$` or raw TeX in prose.

What the grader quotes is a cut of the submission ("\\gamma$ is not much greater than", from "$q = \\gamma(k_a +
k_b)$ where $\\gamma$ is not much greater than 1"): it can start or end inside a formula, and its TeX must not reach
a reader as text. `quoted` rebuilds the cut as prose with its formulas delimited, so every printer of feedback (the
terminal's readable math, the web page's MathML, the sheets' LaTeX re-emitted from its parse) shows the math as
math and the words as words.
"""

import re

DOLLAR = re.compile(r"(?<!\\)\$\$?|\\[()\[\]]")  # a math delimiter: $, $$, \( \) \[ \]
# TeX in prose (a formula written without delimiters, or the cut's first piece) is found token by token: a command,
# a script or a brace is math for sure; a single letter, a number, an operator or a space joins the math around it;
# a word of two letters or more is prose
TOKEN = re.compile(r"\\[A-Za-z]+\*?|[A-Za-z]+|\d+(?:\.\d+)?|\s+|.")
STRONG = re.compile(r"\\[A-Za-z]+\*?|[_^{}]")
WEAK = re.compile(r"[A-Za-z]|\d+(?:\.\d+)?|\s+|[+\-*/=<>()|]")
MATH_SIGNS = re.compile(r"\\[A-Za-z]+|[_^{}=<>]|^\s*[A-Za-z0-9]{1,3}\s*$")
WORD = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}(?![A-Za-z_^])")


def _mathlike(piece: str) -> int:
    """How much a piece reads as a formula (positive) or as prose (negative)."""
    return len(MATH_SIGNS.findall(piece)) - 2 * len(WORD.findall(re.sub(r"\\[A-Za-z]+", " ", piece)))


def _prose(piece: str) -> str:
    """Words, with any TeX written in them set apart as math."""
    out, run = [], []

    def flush():
        text = "".join(run)
        if any(STRONG.fullmatch(token) for token in run) and text.strip():
            lead, body = text[:len(text) - len(text.lstrip())], text.strip()
            out.append(f"{lead}${body}$" + (" " if text[-1:].isspace() else ""))
        else:
            out.append(text)
        run.clear()

    for token in TOKEN.findall(piece):
        if STRONG.fullmatch(token) or WEAK.fullmatch(token):
            run.append(token)
        else:
            flush()
            out.append(token)
    flush()
    return "".join(out)


def quoted(cut: str) -> str:
    """The cut of the submission as prose with its formulas delimited; e.g. '\\gamma$ is not much greater than'
    gives '$\\gamma$ is not much greater than'."""
    cut = " ".join(str(cut or "").split())
    pieces = DOLLAR.split(cut)
    if len(pieces) == 1:
        return _prose(cut).strip()
    # the delimiters alternate math and prose; which comes first is what reads best
    starts_in_math = sum(_mathlike(p) * (1 if i % 2 == 0 else -1) for i, p in enumerate(pieces)) > 0
    out = []
    for index, piece in enumerate(pieces):
        math = (index % 2 == 0) == starts_in_math
        if math and piece.strip():
            out.append(f"${piece.strip()}$")
            if index + 1 < len(pieces) and pieces[index + 1][:1].isspace():
                out.append(" ")
        elif not math:
            out.append(_prose(piece) if out else _prose(piece).lstrip())
    return re.sub(r"\s+", " ", "".join(out)).strip()
