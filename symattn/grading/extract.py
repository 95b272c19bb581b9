"""Find, in a submission, the math that defines the answer names (q, q_1, K, c_2, ...).

Math arrives in $…$, $$…$$, \\(…\\), \\[…\\], align/aligned/equation environments,
Markdown code blocks, or bare in prose. Each math region is cut into statements
(at \\\\, newlines, ;, top-level commas, \\text{…}, "and", "where"); a statement
that is a relation whose left side is an answer name defines it, and every form
of a chain (V = … = …) is kept. Everything else, prose, conditions (t ≫ 0),
side computations (k_aᵀq = t), is ignored. Offsets are kept, so an error
points into the original text.
"""

import re
from dataclasses import dataclass

from symattn.errors import NotationError, SymattnError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.grammar import WORDS
from symattn.notation.lexer import tokenize

MAX_SUBMISSION = 100_000
# Plain-text ways of saying "≈" ("c_2 approximates u_a"): read as a relation.
VERBS = r"approximates|is approximately|is close to|tends to|converges to|approaches|is roughly|is about"
ENVIRONMENTS = r"(?:align|aligned|alignat|equation|gather|gathered|multline|split|eqnarray|displaymath|math)\*?"
MATH = re.compile(r"```[a-zA-Z]*\n?(?P<code>.*?)```|\$\$(?P<dd>.*?)\$\$|\\\[(?P<br>.*?)\\\]|\\\((?P<pa>.*?)\\\)"
                  r"|(?<!\\)\$(?P<d>[^$]+?)(?<!\\)\$|\\begin\{(?P<env>" + ENVIRONMENTS + r")\}(?P<body>.*?)\\end\{(?P=env)\}",
                  re.S)
# Separators inside math: they end a statement. Text macros with their argument count as prose.
SEPARATORS = re.compile(r"\\\\|\n|;|\\(?:text[a-z]*|mbox|hbox|emph|mathrm|operatorname|intertext)\{[^{}]*\}"
                        r"|\\(?:q?quad|label\{[^{}]*\}|tag\{[^{}]*\}|nonumber|notag|begin\{[^{}]*\}|end\{[^{}]*\})"
                        r"|(?<![\\A-Za-z])(?:and|where|with|for|if|then|so|hence|as)(?![A-Za-z])|\\(?:iff|implies|Rightarrow)")
KEEP_OPERATOR_WORDS = {r"\mathrm{softmax}", r"\operatorname{softmax}", r"\mathrm{ReLU}", r"\operatorname{ReLU}",
                       r"\operatorname{Var}", r"\mathrm{Var}"}
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


class AnswerNotFound(SymattnError):
    """The submission has no statement defining a needed answer name."""


@dataclass(frozen=True)
class Found:
    name: str
    forms: tuple  # syntax trees of the right-hand sides, in order
    sources: tuple  # the statements they came from


@dataclass(frozen=True)
class Statement:
    text: str
    offset: int


def extract(text: str, names: tuple, bare: bool = True) -> dict:
    """{name: Found} for every answer name; raises NotationError or AnswerNotFound."""
    if len(text) > MAX_SUBMISSION:
        raise NotationError(f"the answer is {len(text)} characters long; at most {MAX_SUBMISSION} are read", 0)
    clean = CONTROL.sub(" ", text)
    matches = list(MATH.finditer(clean))
    regions = [(m.group(m.lastindex), m.start(m.lastindex)) for m in matches
               if m.lastindex and m.group(m.lastindex) is not None and m.group(m.lastindex).strip()]
    outside = clean
    for match in matches:  # blank the math out (same length, so offsets hold) and read the prose between
        outside = outside[:match.start()] + " " * (match.end() - match.start()) + outside[match.end():]
    statements = [st for body, start in regions for st in split_statements(body, start)]
    statements += _plain_statements(outside, names)
    found, first_error = {}, None
    for statement in statements:
        try:
            node = parse(statement.text)
        except NotationError:
            if _mentions(statement.text, names) and first_error is None:
                first_error = _located_error(statement)
            continue
        defined, forms = _definitions(node, names)
        for name in defined:
            previous = found.get(name, Found(name, (), ()))
            found[name] = Found(name, previous.forms + forms, previous.sources + (statement.text.strip(),))
    missing = [n for n in names if n not in found]
    if missing and bare and len(names) == 1 and (regions or not _has_prose(clean)):
        # a formula written alone; never prose, which would read as a product of letters
        whole = statements if regions else [Statement(clean.strip().rstrip("."), 0)]
        expression = _bare_expression(whole)
        if expression is not None:
            return {names[0]: Found(names[0], (expression[0],), (expression[1],))}
        if not regions and first_error is None and not _has_prose(clean):
            first_error = _located_error(whole[0])
    if missing:
        if first_error is not None:
            raise first_error
        raise AnswerNotFound(f"no definition of {' and '.join(missing)} was found; write it as {missing[0]} = …")
    return found


def split_statements(body: str, offset: int) -> list:
    cut = body
    for word in KEEP_OPERATOR_WORDS:  # function names are not prose
        cut = cut.replace(word, word.replace("{", "\x01").replace("}", "\x02"))
    pieces, start = [], 0
    for match in SEPARATORS.finditer(cut):
        pieces.append((cut[start:match.start()], start))
        start = match.end()
    pieces.append((cut[start:], start))
    found = []
    for piece, at in pieces:
        for part, sub_at in _split_top_level_commas(piece):
            restored = part.replace("\x01", "{").replace("\x02", "}").replace("&", " ")
            stripped = restored.strip().rstrip(".,").strip()
            if stripped:
                found.append(Statement(stripped, offset + at + sub_at + (len(restored) - len(restored.lstrip()))))
    return found


def _located_error(statement: Statement) -> NotationError:
    """The same error, with every position counted in the whole submission."""
    try:
        parse(statement.text, statement.offset)
    except NotationError as error:
        return error
    return NotationError("could not read this statement", statement.offset)


def _split_top_level_commas(text: str) -> list:
    pieces, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0 and not text[max(0, i - 1)] == "\\":
            pieces.append((text[start:i], start))
            start = i + 1
    pieces.append((text[start:], start))
    return pieces


def _plain_statements(text: str, names: tuple) -> list:
    """Prose without math delimiters: each 'name = …' up to the first prose word."""
    statements = []
    for line_match in re.finditer(r"[^\n]+", text):
        line = line_match.group(0).replace("**", "  ").replace("`", " ")
        for name in names:
            for match in _name_pattern(name).finditer(line):
                candidate = _cut_at_prose(line[match.start():])
                if candidate:
                    statements.append(Statement(candidate, line_match.start() + match.start()))
    return statements


def _name_pattern(name: str):
    base, _, sub = name.partition("_")
    sub_pattern = rf"\s*_\s*\{{?\s*{re.escape(sub)}\s*\}}?" if sub else r"(?!\s*_)"
    return re.compile(rf"(?<![A-Za-z0-9_\\]){re.escape(base)}{sub_pattern}\s*(?:=|≈|~=|->|→|:=|{VERBS})", re.I)


def _cut_at_prose(text: str) -> str:
    """The longest prefix that looks like math: stop at a prose word or the end of a sentence."""
    text = re.split(r"\.\s|\.$|;|\s(?:where|with|for|and|if|so|as|when)\s", text)[0]
    text = _split_top_level_commas(text)[0][0]  # "K = I, Q = …": one definition at a time
    text = re.sub(rf"\s(?:{VERBS})\s", r" \\approx ", text, count=1, flags=re.I)
    try:
        tokens = tokenize(text)
    except NotationError as error:
        tokens = tokenize(text[:error.position]) if error.position else []
    end = len(text)
    for token in tokens:
        if token.kind == "ident" and len(token.text) > 1 and token.text not in WORDS:
            end = token.pos
            break
    candidate = text[:end].rstrip(" ,.:")
    try:
        positions = [t.pos for t in tokenize(candidate)][:-1]
    except NotationError:
        return candidate
    for cut in [len(candidate)] + positions[::-1][:12]:  # drop trailing tokens until it parses
        try:
            parse(candidate[:cut])
            return candidate[:cut]
        except NotationError:
            continue
    return candidate


def _definitions(node, names: tuple) -> tuple:
    """(answer names, their forms) of a chain such as q_1 = q_2 = β μ_a, or ((), ()) if it defines none."""
    if not isinstance(node, s.Relation) or not all(op in ("=", "approx", "to") for op in node.ops):
        return (), ()
    if _answer_name(node.operands[0], names) is None:
        return (), ()
    defined = tuple(n for n in (_answer_name(x, names) for x in node.operands) if n is not None)
    forms = tuple(x for x in node.operands if _answer_name(x, names) is None)
    return (defined, forms) if forms else ((), ())


def _answer_name(node, names: tuple):
    if isinstance(node, s.Name):
        key = f"{node.base}_{node.sub}" if node.sub else node.base
        if key in names:
            return key
    return None


def _bare_expression(statements: list):
    """A single statement that is an expression, not a relation: the answer written alone."""
    expressions = []
    for statement in statements:
        try:
            node = parse(statement.text)
        except NotationError:
            continue
        if not isinstance(node, s.Relation):
            expressions.append((node, statement.text))
    return expressions[-1] if len(expressions) >= 1 and len(statements) == 1 else None


def _has_prose(text: str) -> bool:
    """Words that are not part of the notation: the text is prose, not a formula."""
    return any(len(word) > 1 and word not in WORDS for word in re.findall(r"(?<!\\)[A-Za-z]+", text))


def _mentions(text: str, names: tuple) -> bool:
    return any(_name_pattern(name).search(text) for name in names) or len(names) == 1

