"""A write-up's own LaTeX macros, expanded: `\\newcommand{\\vk}{\\mathbf{k}}`, `\\renewcommand`,
`\\providecommand`, `\\def\\T{\\top}`, and macros of up to nine braced arguments
(`\\newcommand{\\qpart}[2]{\\section*{#1 …}}`). Students write `\\vk_i` and `\\qpart{1(c)(i)}{…}`; the locator
must see the heading the macro makes, and grading the notation it stands for ("\\vk is not part of the notation").

Only what a write-up defines is expanded, nothing of LaTeX's own; a macro with an optional argument
(`[2][default]`) or delimited parameters is left as written. Bounded: at most MAX_MACROS definitions, expansions
nested at most MAX_DEPTH deep, and the expanded text at most MAX_GROWTH times the original's length (plus
MAX_EXTRA): past that nothing is expanded (a definition that calls itself, or doubles at each level, stops there).

`expand` returns a `Mapping` from the expanded text back to the original's characters, so that `found` spans stay
in the file's own text: a position inside an expansion maps to the end of the macro's call, its start to its start.
"""

import re
from bisect import bisect_right
from dataclasses import dataclass

MAX_MACROS = 200
MAX_DEPTH = 6
MAX_GROWTH = 4
MAX_EXTRA = 20_000
MAX_ARGUMENT = 2_000  # characters of one braced argument

_DEFINITION = re.compile(r"\\(?:(?:re)?newcommand|providecommand)\*?\s*(?:\{\s*\\([A-Za-z]+)\s*\}|\\([A-Za-z]+))"
                         r"\s*(?:\[([1-9])\])?\s*(?=\{)"
                         r"|\\def\s*\\([A-Za-z]+)((?:#[1-9])*)\s*(?=\{)")
_CALL = re.compile(r"\\([A-Za-z]+)")
_PARAMETER = re.compile(r"##|#([1-9])")


class _TooLarge(Exception):
    """The expansion passed its bounds: the text is taken as written."""


@dataclass(frozen=True)
class Macro:
    arguments: int
    body: str


@dataclass(frozen=True)
class Mapping:
    """Pieces of the expanded text: (start in the expanded text, start in the original, length there, length in the
    original, whether it is the original's own text)."""

    pieces: tuple = ()
    starts: tuple = ()  # each piece's start in the expanded text

    def back(self, position: int) -> int:
        """The original's character for a position of the expanded text."""
        if not self.pieces:
            return position
        index = max(bisect_right(self.starts, position) - 1, 0)
        start, original, length, original_length, literal = self.pieces[index]
        if literal:
            return original + min(position - start, original_length)
        return original if position == start else original + original_length


def definitions(text: str) -> tuple:
    """({name: Macro}, the definitions' spans): the write-up's own argument-free and braced-argument macros, the last
    definition of a name winning (\\renewcommand)."""
    found, spans = {}, []
    for match in _DEFINITION.finditer(text):
        body_end = _group_end(text, match.end())
        if body_end is None:
            continue
        spans.append((match.start(), body_end))
        name = match.group(1) or match.group(2) or match.group(4)
        if match.group(4):
            arguments = len(match.group(5)) // 2
            if match.group(5) != "".join(f"#{i}" for i in range(1, arguments + 1)):
                continue  # \def\x#2#1: not the simple kind
        else:
            arguments = int(match.group(3) or 0)
        if len(found) >= MAX_MACROS and name not in found:
            continue
        found[name] = Macro(arguments, text[match.end() + 1:body_end - 1])
    return found, tuple(spans)


def expand(text: str) -> tuple:
    """(the text with the write-up's own macros expanded, the Mapping back); the text itself and an empty Mapping
    when it defines none, or when expanding would pass the bounds."""
    macros, spans = definitions(text)
    if not macros:
        return text, Mapping()
    pieces = []
    try:
        expanded = _expand_string(text, macros, 0, [MAX_GROWTH * len(text) + MAX_EXTRA], spans, pieces)
    except _TooLarge:
        return text, Mapping()
    return expanded, Mapping(tuple(pieces), tuple(p[0] for p in pieces))


def expanded_answer(document: str, answer: str) -> str:
    """An answer taken from `document`, with the macros `document` defines expanded (what grading reads)."""
    macros, _ = definitions(document)
    if not macros:
        return answer
    try:
        return _expand_string(answer, macros, 0, [MAX_GROWTH * len(answer) + MAX_EXTRA])
    except _TooLarge:
        return answer


def _inside(spans: tuple, position: int) -> bool:
    """Whether a position is inside a definition (its body is expanded where it is called, not where it is)."""
    index = bisect_right(spans, (position, float("inf"))) - 1
    return index >= 0 and spans[index][0] <= position < spans[index][1]


def _call(text: str, match, macro: Macro, macros: dict, depth: int, budget: list):
    """(the call's expansion, where the call ends), or None when its arguments are not there as braced groups or
    single tokens."""
    position, arguments = match.end(), []
    for _ in range(macro.arguments):
        while position < len(text) and text[position] in " \t\n" and text[position:position + 2] != "\n\n":
            position += 1
        if position >= len(text):
            return None
        if text[position] == "{":
            end = _group_end(text, position)
            if end is None or end - position > MAX_ARGUMENT:
                return None
            arguments.append(text[position + 1:end - 1])
            position = end
        elif text[position] == "\\":
            token = _CALL.match(text, position)
            end = token.end() if token else position + 2
            arguments.append(text[position:end])
            position = end
        elif text[position] in "}%#":
            return None
        else:
            arguments.append(text[position])
            position += 1
    body = _PARAMETER.sub(lambda m: "#" if m.group(0) == "##" else (
        arguments[int(m.group(1)) - 1] if int(m.group(1)) <= len(arguments) else m.group(0)), macro.body)
    return _expand_string(body, macros, depth + 1, budget), position


def _expand_string(text: str, macros: dict, depth: int, budget: list, spans: tuple = (), pieces: list = None) -> str:
    """The text with its macros' calls expanded (outside the definitions' `spans`); each call and each run of text
    between calls recorded in `pieces` when given (the Mapping's)."""
    if depth > MAX_DEPTH:
        raise _TooLarge
    out, position, at = [], 0, 0
    for match in _CALL.finditer(text):
        if match.start() < position or match.group(1) not in macros or _inside(spans, match.start()):
            continue
        call = _call(text, match, macros[match.group(1)], macros, depth, budget)
        if call is None:
            continue
        literal, (replacement, end) = text[position:match.start()], call
        if pieces is not None:
            pieces += [(at, position, len(literal), len(literal), True),
                       (at + len(literal), match.start(), len(replacement), end - match.start(), False)]
        at += len(literal) + len(replacement)
        out += [literal, replacement]
        position = end
    if pieces is not None:
        pieces.append((at, position, len(text) - position, len(text) - position, True))
    out.append(text[position:])
    result = "".join(out)
    budget[0] -= len(result)
    if budget[0] < 0:
        raise _TooLarge
    return result


def _group_end(text: str, start: int) -> int | None:
    """Just past the brace group opening at `start` (braces balanced, \\{ and \\} escaped), None when unclosed."""
    depth, position, limit = 0, start, min(len(text), start + 100_000)
    while position < limit:
        character = text[position]
        if character == "\\":
            position += 2
            continue
        if character == "{":
            depth += 1
        elif character == "}":
            depth -= 1
            if depth == 0:
                return position + 1
        position += 1
    return None
