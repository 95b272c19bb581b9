"""What a step's syntax says by its shape: the names it is built from, numbers, the problem's own names, and how a
name is shown to a person. Pure functions of syntax trees and the part's setting."""

import re

from sympy import Symbol, latex

from symattn.errors import MeaningError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.printing import to_sympy
from symattn.notation.vocabulary import name_key
from symattn.spec.setting import DEFAULT_SCALARS
from symattn.steps.shown import plain_text
from symattn.steps.sentences import INDEX_LETTERS

UNREAD_DEFINITION = re.compile(r"\s*([^=<>]{1,60}?)\s*(?::=|\\coloneqq|=)")
DESIGNED_ALIAS = re.compile(r"^W_\{?([KQVkqv])\}?$")
OP_TEX = {"=": "=", "approx": r"\approx", "to": r"\to", "le": r"\le", "ge": r"\ge", "<": "<", ">": ">",
          "gg": r"\gg", "ll": r"\ll", "ne": r"\ne", "in": r"\in", "notin": r"\notin", "sim": r"\sim"}


def free_scalar(context, node):
    """The symbol a bare name stands for when it is a number of nobody's (C in q = C(k_a + k_b), ε, the student's
    own s), else None: the one test of "is this a free scalar?"."""
    try:
        value = context.build(node)
    except (MeaningError, NotationError):
        return None
    return value.expr if value.kind == "scalar" and isinstance(value.expr, Symbol) else None


def key(link) -> tuple:
    return link.left_span, link.span, link.op


def tex(node) -> str:
    try:
        return latex(to_sympy(node), order="none")
    except (ValueError, TypeError, AttributeError):
        return "?"


def subject_key(node) -> str:
    """What a statement is about, compared as printed: c and lim_{t→∞} c are one subject."""
    return tex(node.body if isinstance(node, s.Limit) else node).replace(" ", "")


def shown_name(name: str) -> str:
    return plain_text(name)  # X_prime is X′, alpha_22 is α_22


def shown_tex(text: str) -> str:
    """A condition as written, for a reason: η = 0, not \\eta = 0; η ≥ 0, not η ge 0."""
    text = re.sub(r"\\(leq?|geq?|neq?)(?![A-Za-z])", lambda m: {"l": "≤", "g": "≥", "n": "≠"}[m.group(1)[0]],
                  text)
    return plain_text(" ".join(re.sub(r"\\(?=[A-Za-z])", "", text).split()))


# a mark on a name (\tilde x_2, \hat{x}_2, x_2'): the write-up's new version of it, whose value is not read
DECORATION = re.compile(r"\\(?:tilde|widetilde|hat|widehat|check|breve|overline|acute|grave|bar|Hat|Bar)\s*"
                        r"(?:\{([^{}]*)\}|(\\?\w))|'+")


def unread_name(text: str):
    """The name an unreadable statement defines (V = …, cut at a line break inside a norm; x̃_2 = …, the write-up's
    new version of x_2, whose steps after it may speak of), or None."""
    found = UNREAD_DEFINITION.match(text)
    try:
        left = DECORATION.sub(lambda m: m.group(1) or m.group(2) or "", found.group(1)) if found else None
        node = parse(left) if found else None
    except NotationError:
        return None
    return name_key(node) if isinstance(node, s.Name) else None


def designed_alias(name: str):
    """"K", "Q" or "V" for the write-up's own name of a projection (W_V, W_q), else None."""
    found = DESIGNED_ALIAS.match(name)
    return found.group(1).upper() if found else None


def alias_tex(name: str) -> str:
    base, _, sub = name.partition("_")
    return f"{base}_{{{sub}}}"


def defined(text: str) -> str:
    return name_key(parse(text).operands[0])


def defined_in(setting, name: str) -> bool:
    return any(defined(text) == name for text, _ in setting.definitions)


def index_family(name: str) -> set:
    """The names a definition by an index gives a member of the same family (k_i, k_j, … for k_a), or none for a
    name with no index."""
    base, _, sub = name.partition("_")
    return {f"{base}_{letter}" for letter in INDEX_LETTERS} if sub else set()


def covered_by_pattern(setting, name: str) -> bool:
    """k_a when the problem gives k_i = μ_i: the problem's own name, which a write-up restating the model changes."""
    return bool(index_family(name) & {defined(text) for text, _ in setting.definitions})


def families(setting) -> set:
    return set(setting.families) | {"k", "mu", "u", "v", "x", "q", "c", "alpha"}


def is_parameter(node: s.Name, setting) -> bool:
    """A scalar of the problem or a scale: β, t, n, η, ε (not a quantity such as α_a)."""
    name = name_key(node)
    return name in setting.scalars or (not node.sub and node.base in DEFAULT_SCALARS) or \
        any(str(symbol) == name for symbol in setting.noise)


def is_number(node) -> bool:
    if isinstance(node, (s.Num, s.Infinity)):
        return True
    if isinstance(node, s.Neg):
        return is_number(node.arg)
    if isinstance(node, s.Frac):
        return is_number(node.num) and is_number(node.den)
    if isinstance(node, s.Power):
        return is_number(node.base) and is_number(node.exp)
    if isinstance(node, s.Product):
        return all(is_number(f) for f in node.factors)
    return False


def names(node) -> list:
    return [n for n in s.walk(node) if isinstance(n, s.Name)]


def written_keys(link) -> set:
    """The keys of the names a step writes on its two sides (not the bound index of a sum or a limit)."""
    return {name_key(node) for node in free_names(link.left) + free_names(link.right)}


def free_names(node) -> list:
    """The names of a tree that are not the index or variable of a sum or a limit."""
    if isinstance(node, s.Series):
        return free_names(node.body) + (free_names(node.upper) if node.upper is not None else [])
    if isinstance(node, s.Limit):
        return free_names(node.body)
    if isinstance(node, s.Name):
        return [node]
    return [name for child in s.children(node) for name in free_names(child)]


def subscript_letters(link) -> set:
    return {part for node in names(link.left) + names(link.right) for part in node.sub.split(",") if part}


def has_scale_words(link) -> bool:
    return any(isinstance(side, s.Infinity) for side in (link.left, link.right))


def distribution_claim(node) -> bool:
    """A probability or a variance: a property of the noise's distribution, which no condition on the noise narrows."""
    body = node.body if isinstance(node, s.Limit) else node
    return isinstance(body, s.Call) and body.func in ("Pr", "Var")


def symbols_of_condition(text: str, context) -> set:
    """The numbers a condition is about (n, η)."""
    try:
        return set().union(*(context.build(side).expr.free_symbols for side in parse(text).operands))
    except (MeaningError, NotationError, AttributeError):
        return set()


def angle_only(link, shown: str) -> bool:
    """A name that stands only inside the argument of sin, cos, tan or exp, never applied as a function itself."""
    inside, outside = [], []

    def visit(node, within: bool):
        if isinstance(node, s.Call) and node.func in ("sin", "cos", "tan", "exp"):
            for arg in node.args:
                visit(arg, True)
            return
        if isinstance(node, s.Name):
            (inside if within else outside).append(plain_text(shown_name(name_key(node))))
            return
        for child in s.children(node):
            visit(child, within)
    visit(link.left, False)
    visit(link.right, False)
    return shown in inside and shown not in outside


def relation_text(link):
    """The text of `left op right` as written (for a definition or a condition), or None."""
    statement = link.statement
    start, end = link.left_span[0] - statement.offset, link.span[1] - statement.offset
    if not (0 <= start < end <= len(statement.text)):
        return None
    text = statement.text[start:end]
    try:
        node = parse(text)
    except NotationError:
        return None
    return text if isinstance(node, s.Relation) and len(node.ops) == 1 else None


def another_member(link, defined, links=()) -> bool:
    """Φ_t = Φ_s, k_a = k_b: the left name equated to another member of its own family (the same letter, another
    index) that nothing defines (`defined`: the names defined before), which says the two are equal (a supposition, a
    case or a claim) and defines neither; w_b = w_a after w_a = ½α_a^{(1)} + … defines w_b by it, and so does a chain
    going on to a value (w_a = w_b = e^λ/…; `links`: the write-up's links)."""
    left, right = link.left, link.right
    chained = any(other.chain == link.chain and other.left_span[0] > link.left_span[0] for other in links)
    return isinstance(left, s.Name) and isinstance(right, s.Name) and left.base == right.base and \
        bool(left.sub) and bool(right.sub) and left.sub != right.sub and name_key(right) not in defined and \
        not chained
