"""A value given by cases: "$\\lim_{t\\to\\infty} c = \\begin{cases} v_a & \\eta > 0 \\\\ v_b & \\eta < 0
\\end{cases}$", "α_a \\xrightarrow{} \\begin{cases}1 & η > 0 \\\\ 0 & η < 0\\end{cases}".

The statement before the environment ends on its relation; each row is the step `left op value`, the value where
the row writes it, and the row's case (after its "&") is the condition that follows the step, which names its case
(cases.py reads a condition right after a step's "&" as the step's own). A row whose value does not parse is left
out, and so is an environment whose rows are not all a value and a case.
"""

import re
from dataclasses import dataclass

from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.lexer import tokenize

CASES = re.compile(r"\s*(?:\\left\s*\\?\{\s*)?\\begin\{cases\}(?P<body>.*?)\\end\{cases\}", re.S)
TEXT_WORDS = re.compile(r"\\(?:text|textrm|mathrm|mbox)\s*\{[^{}]*\}")


@dataclass(frozen=True)
class Piecewise:
    """A statement that ends on its relation before a cases environment: its text without that relation, the
    relation's op, and the rows' values as (text, offset)."""

    head: str
    op: str
    rows: tuple
    end: int  # where the environment ends in the text: statements before it belong to its rows


def piecewise_statements(text: str, statements, relation_of) -> dict:
    """{statement: Piecewise} for each statement that ends on a relation right before a cases environment.
    `relation_of`: a token → its op, or None."""
    found = {}
    for statement in statements:
        after = statement.offset + len(statement.text)
        env = CASES.match(text, after)
        if env is None:
            continue
        try:
            tokens = [token for token in tokenize(statement.text, statement.offset) if token.kind != "end"]
        except NotationError:
            continue
        if not tokens or relation_of(tokens[-1]) is None:
            continue
        rows = _rows(env.group("body"), env.start("body"))
        if rows:
            head = statement.text[:tokens[-1].pos - statement.offset].rstrip()
            found[statement] = Piecewise(head, relation_of(tokens[-1]), rows, env.end())
    return found


def _rows(body: str, offset: int) -> tuple:
    rows = []
    start = 0
    for piece in re.split(r"(\\\\)", body) + ["\\\\"]:
        if piece == "\\\\":
            continue
        row_start = start
        start += len(piece) + 2
        if not piece.strip():
            continue
        if piece.count("&") != 1:
            return ()
        value = piece.split("&")[0]
        lead = len(value) - len(value.lstrip())
        value = TEXT_WORDS.sub(lambda m: " " * len(m.group(0)), value).strip()
        if not value:
            return ()
        rows.append((value, offset + row_start + lead))
    return tuple(rows)


def row_node(text: str, at: int):
    """The row's value parsed, or None (a relation or anything unreadable is no value)."""
    try:
        node = parse(text, at)
    except (NotationError, RecursionError):
        return None
    return None if isinstance(node, s.Relation) else node
