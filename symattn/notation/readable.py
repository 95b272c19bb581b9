"""Mathematics as people read it, in plain Unicode text: the one printer of every human-facing message.

2eᵗ/(n + 4eᵗ − 3), |α_a − 1/2|, ∞, X′, Σ_(i ∉ {a, b}) — never sympy's or Python's syntax (`2*exp(t)`,
`Abs(`, `oo`, `sum_(`), never raw LaTeX. Three entry points, one style:

- `tree_text(node)`: a syntax tree of the notation's grammar;
- `latex_text(text)`: prose with `$…$` math (what grading's feedback holds), each math span read by the grammar
  and printed as text (a span the grammar does not read is cleaned of its LaTeX commands instead);
- `sympy_text(text)`: prose holding values printed by sympy (the engine's reasons), rewritten token by token.

Nothing here evaluates anything: text is only re-spelt.
"""

import re

from symattn.notation import syntax as s
from symattn.notation.vocabulary import GREEK_LETTERS, greek_character

GREEK = {name: greek_character(name) for name in GREEK_LETTERS}
SUPERSCRIPT = dict(zip("0123456789+-=()nitTae", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱᵗᵀᵃᵉ"))
RELATIONS = {"=": "=", "approx": "≈", "to": "→", "le": "≤", "ge": "≥", "<": "<", ">": ">", "ne": "≠", "gg": "≫",
             "ll": "≪", "in": "∈", "notin": "∉", "sim": "∼", "leq": "≤", "geq": "≥", "neq": "≠"}
FUNCTIONS = {"Var": "Var", "Pr": "Pr", "softmax": "softmax", "relu": "ReLU", "Phi": "Φ", "sin": "sin", "cos": "cos",
             "erf": "erf", "erfc": "erfc", "log": "log"}


# ---------------------------------------------------------------- syntax trees

def tree_text(node) -> str:
    return _text(node)[0]


# precedence of what a printed form is: atoms bind tightest
ATOM, POWER, PRODUCT, NEG, SUM, RELATION = 6, 5, 4, 3, 2, 1


def _text(node) -> tuple:
    """(text, precedence)."""
    kind = type(node).__name__
    return globals()["_" + kind.lower()](node)


def _wrapped(node, below: int) -> str:
    text, level = _text(node)
    return f"({text})" if level < below else text


def _num(node):
    return node.text, ATOM


def _name(node):
    if node.base == "one":
        return "𝟏" + (f"_{node.sub}" if node.sub else ""), ATOM
    if node.base == "pi" and not node.sub:
        return "π", ATOM
    base = GREEK.get(node.base, node.base)
    if node.sub in ("prime", "'"):
        return base + "′", ATOM
    if not node.sub:
        return base, ATOM
    if node.sub.endswith("⋆"):  # t^*: the starred t
        return _name(s.Name(node.base, node.sub[:-1], node.pos))[0] + "⋆", ATOM
    sub = GREEK.get(node.sub, node.sub)
    return f"{base}_{sub}" if len(sub) == 1 or sub.isalnum() else f"{base}_{{{sub}}}", ATOM


def _infinity(node):
    return "∞", ATOM


def _neg(node):
    return "−" + _wrapped(node.arg, PRODUCT), NEG


def _sum(node):
    pieces = []
    for index, term in enumerate(node.terms):
        if isinstance(term, s.Neg):
            pieces.append(("−" if index == 0 else " − ") + _wrapped(term.arg, PRODUCT))
        else:
            pieces.append(("" if index == 0 else " + ") + _wrapped(term, NEG + 1))
    return "".join(pieces), SUM


def _product(node):
    # a fraction before another factor is bracketed: (1/2)(v_a + v_b), not 1/2(v_a + v_b)
    texts = [_wrapped(f, PRODUCT + (i > 0 or (isinstance(f, s.Frac) and len(node.factors) > 1)))
             for i, f in enumerate(node.factors)]
    out = texts[0]
    for op, factor, text in zip(node.ops, node.factors[1:], texts[1:]):
        if op == "cdot":
            out += " · " + text
        elif op == "times":
            out += " × " + text
        elif (out[-1:].isdigit() and not text[:1].isdigit()) or text.startswith("("):
            out += text  # 2eᵗ, 3k_b, t(k_a + k_b)
        else:
            out += " " + text
    return out, PRODUCT


def _frac(node):
    return f"{_wrapped(node.num, PRODUCT)}/{_wrapped(node.den, POWER)}", PRODUCT


def _power(node):
    if isinstance(node.base, s.Name) and node.base.base == "e" and not node.base.sub:
        return "e" + _exponent(node.exp), POWER
    return _wrapped(node.base, ATOM) + _exponent(node.exp), POWER


def _exponent(node) -> str:
    text, level = _text(node)
    compact = text.replace("−", "-")
    if compact and all(c in SUPERSCRIPT for c in compact):
        return "".join(SUPERSCRIPT[c] for c in compact)
    return "^" + (text if level == ATOM else f"({text})")


def _transpose(node):
    return _wrapped(node.arg, ATOM) + "ᵀ", POWER


def _norm(node):
    return f"‖{tree_text(node.arg)}‖" + (f"_{tree_text(node.p)}" if node.p is not None else ""), ATOM


def _abs(node):
    return f"|{tree_text(node.arg)}|", ATOM


def _call(node):
    args = ", ".join(tree_text(a) for a in node.args)
    if node.func == "exp":
        return "e" + _exponent(node.args[0]), POWER
    if node.func == "sqrt":
        return "√" + _wrapped(node.args[0], ATOM), POWER
    return f"{FUNCTIONS.get(node.func, node.func)}({args})", ATOM


def _limit(node):
    return f"lim_({tree_text(node.var)} → {tree_text(node.to)}) {_wrapped(node.body, PRODUCT)}", PRODUCT


def _series(node):
    under = tree_text(node.condition if node.condition is not None else node.index)
    upper = "" if node.upper is None else "^" + _wrapped(node.upper, ATOM)
    return f"Σ_({under}){upper} {_wrapped(node.body, PRODUCT)}", PRODUCT


def _setliteral(node):
    items = ", ".join(tree_text(i) for i in node.items)
    return (f"({items})" if node.brackets == "()" else f"{{{items}}}"), ATOM


def _setmin(node):
    return f"min{{{tree_text(node.var)} : {tree_text(node.condition)}}}", ATOM


def _given(node):
    return f"{tree_text(node.arg)} | {tree_text(node.condition)}", RELATION


def _relation(node):
    out = _wrapped(node.operands[0], SUM)
    for op, operand in zip(node.ops, node.operands[1:]):
        out += f" {RELATIONS.get(op, op)} {_wrapped(operand, SUM)}"
    return out, RELATION


def _matrixliteral(node):
    return "[" + "; ".join(" ".join(tree_text(e) for e in row) for row in node.rows) + "]", ATOM


# ---------------------------------------------------------------- LaTeX in prose

MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$", re.S)
PIECES = re.compile(r"\s*,?\s*\\q?quad\s*|\s*\\,\s*\\text\{\s*and\s*\}\s*")
COMMANDS = {"to": "→", "infty": "∞", "approx": "≈", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "ne": "≠",
            "neq": "≠", "gg": "≫", "ll": "≪", "cdot": "·", "times": "×", "top": "ᵀ", "intercal": "ᵀ", "mid": "|",
            "in": "∈", "notin": "∉", "sum": "Σ", "lim": "lim", "log": "log", "exp": "exp", "min": "min", "max": "max",
            "sim": "∼", "pm": "±", "ldots": "…", "dots": "…", "cdots": "⋯", "Pr": "Pr", "quad": " ", "qquad": " ",
            "sqrt": "√", "downarrow": "↓", "uparrow": "↑", "infty_": "∞"}


def latex_text(text: str) -> str:
    """Prose whose `$…$` spans are printed as readable text; the prose itself is kept."""
    return MATH.sub(lambda m: math_text(m.group(1) or m.group(2)), text)


def math_text(tex: str) -> str:
    """One math span: each piece (split at \\quad) read by the grammar, or cleaned of its commands if it is not."""
    from symattn.errors import NotationError
    from symattn.notation import parse

    # words set in \text between formulas ("Φ(t_1) ≠ Φ(t_2) \text{ for } t_1 ≠ t_2") are prose, not a product of letters
    spans = TEXT_WORDS.split(tex.strip())
    if len(spans) > 1:
        return " ".join(part for index, part in enumerate(spans) for part in (
            (math_text(part) if index % 2 == 0 else part.strip()),) if part.strip())
    pieces = []
    for piece in PIECES.split(tex.strip()):
        if not piece.strip():
            continue
        try:
            pieces.append(tree_text(parse(_one_sided(piece))))
        except (NotationError, RecursionError, KeyError):
            pieces.append(_cleaned(piece))
    return ", ".join(pieces)


# (after a space: \text{perm} in a subscript, Z_{\text{perm}}, is part of a name)
TEXT_WORDS = re.compile(r"(?<=\s)\\text(?:rm)?\{\s*([A-Za-z][A-Za-z ,.]*?)\s*\}")


def _one_sided(piece: str) -> str:
    """0^+ and 0^- are a side, not a power: the grammar reads them once they are written 0⁺ and 0⁻."""
    return piece


def _cleaned(tex: str) -> str:
    """LaTeX the grammar does not read, without its markup: \\frac{a}{b} → (a)/(b), \\left( → (, commands → symbols."""
    text = re.sub(r"\\text(?:rm|bf)?\{([^{}]*)\}", r"\1", tex)
    text = re.sub(r"\\(?:left|right|big|Big|bigl|bigr|displaystyle|mathrm|operatorname|mathbf|boldsymbol)\b\s*", "",
                  text)
    for _ in range(8):  # nested fractions, innermost first
        text = re.sub(r"\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}", lambda m: f"{_grouped(m.group(1))}/{_grouped(m.group(2))}",
                      text)
        text = re.sub(r"\\sqrt\{([^{}]*)\}", lambda m: "√" + _grouped(m.group(1)), text)
    text = re.sub(r"\^\{?\+\}?", "⁺", text)
    text = re.sub(r"(?<=0)\^\{?-\}?", "⁻", text)
    text = re.sub(r"\\([A-Za-z]+)", lambda m: GREEK.get(m.group(1), COMMANDS.get(m.group(1), m.group(1))), text)
    text = re.sub(r"_\{([^{}]*)\}", r"_\1", text)
    text = re.sub(r"\^\{([^{}]*)\}", lambda m: _superscript_or_caret(m.group(1)), text)
    text = text.replace("{", "").replace("}", "").replace("\\,", " ").replace("\\;", " ").replace("\\!", "")
    text = text.replace("\\|", "‖").replace(" - ", " − ").replace("_⋆", "⋆")  # t^*, a starred name: t⋆
    return re.sub(r"\s+", " ", text).strip()


def _grouped(text: str) -> str:
    return text if re.fullmatch(r"[\w.′]+", text) else f"({text})"


def _superscript_or_caret(text: str) -> str:
    if text and all(c in SUPERSCRIPT for c in text):
        return "".join(SUPERSCRIPT[c] for c in text)
    return "^" + _grouped(text)


# ---------------------------------------------------------------- sympy's printing in prose

TOKEN = re.compile(r"\*\*|[A-Za-z_][A-Za-z_0-9]*|\d+(?:\.\d+)?|\s+|.", re.S)
OPERATORS = set("+-*/^(),=<>")


def sympy_text(text: str) -> str:
    """The engine's reasons, which print values with sympy (`2*exp(t)/(n + 4*exp(t) - 3)`), made readable
    (2eᵗ/(n + 4eᵗ − 3)). Words are kept; only tokens of sympy's syntax are re-spelt."""
    tokens = TOKEN.findall(text)
    return _respelt(tokens).replace("_⋆", "⋆")  # t^*, a starred name: t⋆


def _respelt(tokens: list) -> str:
    out: list = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        if token in ("exp", "Abs", "sqrt") and following == "(":
            inner, index = _group(tokens, index + 1)
            shown = _respelt(inner)
            if token == "exp":
                out.append("e" + _sympy_exponent(shown))
            elif token == "Abs":
                out.append(f"|{shown}|")
            else:
                out.append("√" + (shown if re.fullmatch(r"[\w′]+", shown) else f"({shown})"))
            continue
        if token == "sum_" and following == "(":
            inner, index = _group(tokens, index + 1)
            condition = _respelt(inner).replace(" not in ", " ∉ ").replace(" in ", " ∈ ")
            out.append(f"Σ_({condition})")
            continue
        if token == "**":
            if following == "(":
                inner, index = _group(tokens, index + 1)
                out.append(_sympy_exponent(_respelt(inner)))
            else:
                out.append(_sympy_exponent(_respelt([following])))
                index += 2
            continue
        if token == "*":
            before = _last_visible(out)
            after = following
            juxtaposed = (before[-1:].isdigit() and not before.startswith("√") and (after[:1].isalpha() or after == "(")) or \
                (after == "(" and (before[-1:] == ")" or before[-1:].isalpha()))
            out.append("" if juxtaposed else "·")
            index += 1
            continue
        if token == "-" and _is_minus(out, following):
            out.append("−")
            index += 1
            continue
        out.append(_word(token, out, following))
        index += 1
    return "".join(out)


def _group(tokens: list, start: int) -> tuple:
    """The tokens inside the parentheses opening at `start`, and the index after the closing one."""
    depth, index = 0, start
    while index < len(tokens):
        depth += {"(": 1, ")": -1}.get(tokens[index], 0)
        if depth == 0:
            return tokens[start + 1:index], index + 1
        index += 1
    return tokens[start + 1:], len(tokens)


def _sympy_exponent(shown: str) -> str:
    compact = shown.replace("−", "-").replace("·", "")
    if compact and all(c in SUPERSCRIPT for c in compact):
        return "".join(SUPERSCRIPT[c] for c in compact)
    return "^" + (shown if SIMPLE.fullmatch(shown) else f"({shown})")


SIMPLE = re.compile(r"[A-Za-z0-9_.α-ωΑ-Ω′]+")


def _last_visible(out: list) -> str:
    return next((piece for piece in reversed(out) if piece.strip()), "")


def _is_minus(out: list, following: str) -> bool:
    """A minus sign, not a hyphen: after a space, a bracket, an operator or at the start, before math."""
    before = out[-1] if out else ""
    return (not before or before.isspace() or before in OPERATORS) and (following.isspace() or following[:1].isalnum()
                                                                       or following == "(")


def _word(token: str, out: list, following: str) -> str:
    if token == "oo":
        return "∞"
    if token == "E" and (following in OPERATORS or _last_visible(out)[-1:] in OPERATORS):
        return "e"
    if token == "pi" and (following in OPERATORS or _last_visible(out)[-1:] in OPERATORS):
        return "π"
    if not re.fullmatch(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*", token):
        return token
    base, _, sub = token.partition("_")
    if sub == "prime":
        return GREEK.get(base, base) + "′"
    if base in GREEK:  # the engine's names (beta, mu_a): no English word of its reasons is a Greek letter's name
        return GREEK[base] + (f"_{GREEK.get(sub, sub)}" if sub else "")
    return token
