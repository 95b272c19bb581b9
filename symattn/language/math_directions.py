"""Directions said in math: t → ∞, t ↓ 0, \\lim_{t→0}, t ≫ 1, t ≤ 10^{-3}, t ∈ (0, 1), t = O(1), 1/t → 0, and of a
function of the scale (1/ε → ∞, −β → ∞, log t → −∞)."""

import re

from sympy import Interval, S, expand, oo, solve_univariate_inequality

from symattn.errors import MeaningError, NotationError
from symattn.language.direction import (LIMITS, MINUS_INF, NEGATIVE, PLUS_INF, POSITIVE, RANGE, SIZE_INF, UNREAD,
                                        VALUE, ZERO, ZERO_MINUS, ZERO_PLUS, BOUNDED_SPAN, Direction, mention_pattern)
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key

ONE_SIDED = re.compile(r"0\s*(?:\^\s*\{?\s*(?P<side>[+-])\s*\}?|(?P<bare>[+\-⁺⁻]))\s*$")
ORDER = re.compile(r"^\s*(?P<name>.+?)\s*=\s*(?P<big>[Oo])\s*\(\s*1\s*\)\s*$")
# a statement about a scale that did not parse still says something about it if it has a relation in it
RELATION_HINT = re.compile(r"[=<>≈→≤≥≪≫∈∼≲≳⟶↓]|\\[A-Za-z]+|->|=>")
LIMIT_ALONE = re.compile(r"^\s*\\lim_\{(?P<inner>[^{}]+)\}\s*$")


POSITIVE_REALS = re.compile(r"(?:\\in|∈)\s*(?:\\mathbb\{R\}|ℝ|R)\s*(?:\^\s*\{?\s*\+\s*\}?|_\s*\{?\s*(?:\+|>\s*0)\s*\}?)")


def directions_in_math(text: str, offset: int, scales: dict, context, given: dict | None = None) -> list:
    """[(scale name, Direction)] a statement says."""
    alone = LIMIT_ALONE.match(text)
    if alone:  # \\lim_{t \\to 0} written with nothing to take the limit of: it says where t goes
        text = alone.group("inner")
        offset += alone.start("inner")
    positive = POSITIVE_REALS.search(text)
    if positive and name_key(parsed(text[:positive.start()])) in scales:
        return [(name_key(parsed(text[:positive.start()])), Direction(POSITIVE, offset, text))]
    order = ORDER.match(text)
    if order and name_key(parsed(order.group("name"))) in scales:
        kind = RANGE if order.group("big") == "O" else ZERO  # O(1): stays bounded; o(1): tends to 0
        value = (-BOUNDED_SPAN, BOUNDED_SPAN) if kind == RANGE else None
        return [(name_key(parsed(order.group("name"))), Direction(kind, offset, text, value))]
    side = None
    if re.search(r"(?:\\uparrow|↑|\\nearrow|↗)\s*0(?![.\d])", text):
        side = "-"  # ε ↑ 0 comes from below
    elif re.search(r"(?:\\downarrow|↓|\\searrow|↘)\s*0(?![.\d])", text):
        side = "+"
    one_sided = ONE_SIDED.search(text)
    if one_sided and re.search(r"(?:\\to|->|→|\\rightarrow|\\downarrow|\\searrow|↓|↘)\s*0\s*\S*\s*$", text):
        raw = one_sided.group("side") or one_sided.group("bare")
        side = "+" if raw in ("+", "⁺") else "-"
        text = text[:one_sided.start()] + "0"
    node = parsed(text)
    if node is None:
        opening = re.sub(r"^\s*\\lim\b\s*", "", text)  # \lim t = 0: a limit of t, written without its subscript
        said = next((name for name in scales if mention_pattern(name).match(opening.strip())), None)
        return [(said, Direction(UNREAD, offset, text))] if said is not None and RELATION_HINT.search(text) else []
    found = []
    for limit in _limits_in(node):
        if isinstance(limit.var, s.Name) and name_key(limit.var) in scales:
            kind = limit_kind(limit.to, side, context)
            if kind is not None:
                found.append((name_key(limit.var), Direction(kind[0], offset + limit.pos, text, kind[1], limit=True)))
    if isinstance(node, s.Relation):
        found.extend(_relation_directions(node, offset, text, scales, side, context, given or {}))
    return found


def _relation_directions(node: s.Relation, offset: int, text: str, scales: dict, side, context, given: dict) -> list:
    found, bounds, settled = [], {}, False
    at = offset + node.pos
    for k, (op, left, right) in enumerate(zip(node.ops, node.operands, node.operands[1:])):
        for subject, other, flipped in ((left, right, False), (right, left, True)):
            if op in ("to", "=", "approx", "sim") and flipped:
                continue
            name, inverse = subject_of(subject, scales)
            if name is None:
                continue
            if op in ("to", "implies") and not flipped:  # t => 0 is t → 0 to whoever writes it
                kind = limit_kind(other, side, context)
                found.append((name, Direction(_applied(inverse, kind[0], kind[1]), at, text, kind[1], limit=True)
                              if kind is not None else Direction(UNREAD, at, text)))
                continue
            if op == "ne" and not flipped:
                # t ≠ 0 says which values are left out, not where t goes: any other value is allowed (t = 1 too)
                found.append((name, Direction(UNREAD, at, text)))
                continue
            if op == "in":
                interval = _interval(other, context) if not flipped and name_key(subject) == name else None
                if interval is not None:
                    bounds[name] = interval
                elif not flipped:
                    found.append((name, Direction(UNREAD, at, text)))
                continue
            number = number_of(other, context)
            # the other side as written, unless it is a plain number (0 < t bounds t), and the form a neighbouring
            # "=" of the chain gives it ("x₂ᵀx₂ = 2β² > x₂ᵀx₁ = β²": 2β² > β²)
            sides = ([other] if number is None or number.free_symbols else []) + \
                _equal_in_the_chain(node, k, flipped)[1:]
            if op in ("<", ">", "le", "ge") and any(_holds_for_every_value(subject, side, op, flipped, context)
                                                   for side in sides):
                settled = True  # true whatever β is, it says nothing of where β goes
                continue
            bare = name_key(subject) == name
            if not bare and number is not None and op in ("=", "approx", "sim", "<", ">", "le", "ge") and not flipped:
                # e^t = 1000, 2t = 6, t^2 = 400, 1/t < 0.01: a value or bound of f(t), not of t
                found.append((name, Direction(UNREAD, at, text)))
                continue
            if number is None and op in ("=", "approx", "sim"):
                # β = √α, β ≈ α: β goes where the problem sends α
                other_name, other_map = subject_of(other, given)
                if other_name is not None and given[other_name] in LIMITS:
                    found.append((name, Direction(inverse(other_map(given[other_name])), at, text)))
                continue
            if number is None or number.free_symbols and op in ("<", ">", "le", "ge"):
                # t ≫ s, t < x, t ≥ log n (a bound that moves with n): not read here (t ≫ n is large: n is fixed)
                if op in ("gg", "ll", "<", ">", "le", "ge") and not flipped:
                    found.append((name, Direction(UNREAD, at, text)))
                continue
            if op in ("gg", "ll"):
                greater = (op == "gg") != flipped
                kind = PLUS_INF if greater else (MINUS_INF if number.is_nonpositive else ZERO)
                found.append((name, Direction(inverse(kind), at, text)))
            elif op == "=" and not flipped and number in (S.Infinity, S.NegativeInfinity):
                # t = ∞ "in the limit": the sloppy way of saying t → ∞
                found.append((name, Direction(PLUS_INF if number is S.Infinity else MINUS_INF, at, text, limit=True)))
            elif op in ("=", "approx", "sim") and number.is_finite:
                if inverse(PLUS_INF) != PLUS_INF:
                    continue
                kind = ZERO if number == 0 and op != "=" else VALUE
                found.append((name, Direction(kind, at, text, number if kind == VALUE else None)))
            elif op in ("<", ">", "le", "ge") and number.is_finite and inverse(PLUS_INF) == PLUS_INF:
                above = (op in (">", "ge")) != flipped
                low, high = bounds.get(name, (None, None))
                bounds[name] = (number, high) if above else (low, number)
    for name, (low, high) in bounds.items():
        found.extend((name, direction) for direction in _bounds_direction(low, high, at, text))
    if not found and not settled:
        found.extend((name, Direction(UNREAD, at, text)) for name in _equations_on_scales(node, scales))
    return found


def _norm_of_query(node) -> bool:
    """‖q‖, |q|, ||q|| (also of a head's q_1): the size of the query."""
    if not isinstance(node, (s.Norm, s.Abs)):
        return False
    while isinstance(node, (s.Norm, s.Abs)):
        node = node.arg
    return isinstance(node, s.Name) and node.base == "q"


def _shifted_scale(node, scales: dict) -> bool:
    """t − 1, 2 + s: one scale (or its negative) plus numbers."""
    if not isinstance(node, s.Sum):
        return False
    named = [t for t in node.terms if name_key(t.arg if isinstance(t, s.Neg) else t) in scales]
    return len(named) == 1 and all(t in named or isinstance(t.arg if isinstance(t, s.Neg) else t, s.Num)
                                   for t in node.terms)


def _equations_on_scales(node: s.Relation, scales: dict) -> list:
    """Scales an equation, inequality or limit pins down in a way not read here: t + 1 = 2, 2^t = 64, t = 1/t, t = q,
    t − 1 → 0, ‖q‖ → 0."""
    pinned = []
    for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
        if op not in ("=", "<", ">", "le", "ge", "approx", "sim", "to"):
            continue
        if op == "to":
            if _norm_of_query(left):
                pinned.extend(scales)  # ‖q‖ → 0: how large the query is, so where its scale goes, said of q
            elif _shifted_scale(left, scales):
                pinned.extend(n for n in names_in(left) if n in scales)  # t − 1 → 0: t goes to 1, not read here
            continue  # any other limit (√α log(1/α) → 0, α_22 = … → 1) is a step of a derivation
        on_left = [n for n in names_in(left) if n in scales]
        rest = [n for n in names_in(left) + names_in(right) if n not in scales and n not in ("e", "pi")]
        other_scales = [n for n in names_in(right) if n in scales and n not in on_left]
        bare = name_key(left) in scales and op == "="
        if on_left and not other_scales and (not rest or bare):  # t = r² ties two scales: read elsewhere
            pinned.extend(on_left)
    return list(dict.fromkeys(pinned))


def names_in(node) -> list:
    return [name_key(found) for found in s.walk(node) if isinstance(found, s.Name)]


def _bounds_direction(low, high, at: int, text: str) -> list:
    """A bounded range; a lower bound alone (t ≥ 5: every t from 5 on, so 5 too) is a range open above, except 0,
    which says a sign only (t > 0); an upper bound alone bounds a positive scale."""
    if low is not None and high is not None:
        return [Direction(RANGE, at, text, (low, high))]
    if low is not None:
        if low > 0:
            return [Direction(RANGE, at, text, (low, None))]
        return [Direction(POSITIVE, at, text)] if low == 0 else []
    if high <= 0:
        return [Direction(NEGATIVE, at, text)]
    return [Direction(RANGE, at, text, (None, high))]


def subject_of(node, scales: dict):
    """(the scale a side of a relation speaks of, how its direction maps to the scale's): t, −t, 1/t, 2t, log t."""
    name = name_key(node)
    if name in scales:
        return name, _same
    if isinstance(node, s.Neg):
        inner, inverse = subject_of(node.arg, scales)
        return inner, (lambda kind: _negated(inverse(kind))) if inner else None
    if isinstance(node, s.Frac) and isinstance(node.num, s.Num) and node.num.text != "0":
        inner, inverse = subject_of(node.den, scales)
        return inner, (lambda kind: _reciprocal(inverse(kind))) if inner else None
    if isinstance(node, s.Power) and isinstance(node.exp, s.Neg) and isinstance(node.exp.arg, s.Num) and \
            node.exp.arg.text == "1":
        inner, inverse = subject_of(node.base, scales)
        return inner, (lambda kind: _reciprocal(inverse(kind))) if inner else None
    if isinstance(node, s.Call) and node.func == "log":
        inner, inverse = subject_of(node.args[0], scales)
        mapping = {PLUS_INF: PLUS_INF, MINUS_INF: ZERO_PLUS}
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    if isinstance(node, s.Abs):
        inner, inverse = subject_of(node.arg, scales)
        mapping = {ZERO: ZERO, ZERO_PLUS: ZERO, PLUS_INF: SIZE_INF}
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num):
        inner, inverse = subject_of(node.factors[1], scales)
        return inner, inverse if inner else None
    if isinstance(node, s.Product) and len(node.factors) == 2 and not names_in(node.factors[0]) and \
            _positive_constant(node.factors[0]):
        inner, inverse = subject_of(node.factors[1], scales)  # √2 λ goes where λ goes
        return inner, inverse if inner else None
    if isinstance(node, s.Frac) and isinstance(node.den, s.Num) and node.den.text != "0":
        inner, inverse = subject_of(node.num, scales)  # t/2 goes where t goes
        return inner, inverse if inner else None
    if isinstance(node, s.Call) and node.func == "sqrt" or _positive_power(node):
        inner, inverse = subject_of(node.args[0] if isinstance(node, s.Call) else node.base, scales)
        if inner and isinstance(node, s.Power) and isinstance(node.exp, s.Num) and node.exp.text.isdigit() and \
                int(node.exp.text) % 2 == 0:  # t² → ∞ says |t| → ∞; its sign decides which way
            return inner, lambda kind: inverse({PLUS_INF: SIZE_INF, ZERO_PLUS: ZERO}.get(kind, kind))
        return inner, inverse if inner else None
    if isinstance(node, s.Call) and node.func == "exp" or isinstance(node, s.Power) and name_key(node.base) == "e":
        inner, inverse = subject_of(node.args[0] if isinstance(node, s.Call) else node.exp, scales)
        mapping = {PLUS_INF: PLUS_INF, ZERO: MINUS_INF, ZERO_PLUS: MINUS_INF}
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    return None, None


def _positive_constant(node) -> bool:
    """√2, 3/4, π: a number written without names that is positive (a factor that keeps a direction)."""
    return isinstance(node, s.Call) and node.func == "sqrt" and isinstance(node.args[0], s.Num) or \
        isinstance(node, s.Frac) and isinstance(node.num, s.Num) and isinstance(node.den, s.Num) and \
        node.num.text != "0"


def _positive_power(node) -> bool:
    """t², t^{1/2}: a power with a positive number for exponent (it goes where t goes, for t > 0)."""
    return isinstance(node, s.Power) and name_key(node.base) != "e" and (
        isinstance(node.exp, s.Num) and node.exp.text not in ("0",) or
        isinstance(node.exp, s.Frac) and isinstance(node.exp.num, s.Num) and isinstance(node.exp.den, s.Num))


def _same(kind: str) -> str:
    return kind


def _applied(inverse, kind: str, value) -> str:
    """A direction of f(t) mapped to t's; a value of f(t) (e^t = 5) is not read as a value of t."""
    mapped = inverse(kind)
    return UNREAD if mapped == VALUE and (value is None or inverse is not _same) else mapped


def _negated(kind: str) -> str:
    return {PLUS_INF: MINUS_INF, MINUS_INF: PLUS_INF, ZERO_PLUS: ZERO_MINUS, ZERO_MINUS: ZERO_PLUS}.get(kind, kind)


def _reciprocal(kind: str) -> str:
    # 1/t → 0: t grows in size (+∞ for a positive t; the sign said elsewhere turns it)
    return {PLUS_INF: ZERO_PLUS, MINUS_INF: ZERO_MINUS, ZERO_PLUS: PLUS_INF, ZERO_MINUS: MINUS_INF,
            ZERO: PLUS_INF}.get(kind, UNREAD if kind in (VALUE, RANGE) else kind)


def _limits_in(node) -> list:
    return [found for found in s.walk(node) if isinstance(found, s.Limit)]


def limit_kind(target, side, context):
    """(kind, value) of a limit's target: ±∞, 0 (with its side), or a finite value (a fixed value); else None."""
    if isinstance(target, s.Infinity):
        return PLUS_INF, None
    if isinstance(target, s.Neg) and isinstance(target.arg, s.Infinity):
        return MINUS_INF, None
    if isinstance(target, s.Sum) and len(target.terms) == 1:
        return limit_kind(target.terms[0], side, context)
    number = number_of(target, context)
    if number is None:
        return None
    if number == 0:
        return {"+": ZERO_PLUS, "-": ZERO_MINUS}.get(side, ZERO), None
    return (VALUE, number) if number.is_finite else None


def number_of(node, context):
    """The value of a side written without the scales: 3, −2, 10^{-3}, √2, π, ln 2, 1/n, ∞; else None."""
    if isinstance(node, s.Infinity):
        return S.Infinity
    if isinstance(node, s.Neg) and isinstance(node.arg, s.Infinity):
        return S.NegativeInfinity
    value = scalar_of(node, context)
    if value is None or not (value.is_number or value.free_symbols <= {context.setting.n}):
        return None
    return value if value.is_real is not False else None


def _equal_in_the_chain(node: s.Relation, k: int, flipped: bool) -> list:
    """The other side of the k-th link, and the form a neighbouring "=" of the chain gives it ("x₂ᵀx₁ = β² < ‖x₂‖² =
    2β²": ‖x₂‖² is 2β² there)."""
    if flipped:
        at, step = k, -1  # the left side: the link before may set it equal to another form
    else:
        at, step = k + 1, 1
    forms = [node.operands[at]]
    neighbour = k - 1 if flipped else k + 1
    if 0 <= neighbour < len(node.ops) and node.ops[neighbour] == "=":
        forms.append(node.operands[at + step])
    return forms


def _holds_for_every_value(subject, other, op: str, flipped: bool, context) -> bool:
    """An inequality between two sides in one scale alone that holds at every value the scale may take (2β² > β² for
    β > 0), decided exactly for polynomials in it; False when it fails somewhere or is not decided."""
    if len({name for node in (subject, other) for name in names_in(node)} - {"e", "pi"}) != 1:
        return False  # only sides written in the scale alone: x₂ᵀx₁ would be read in the problem's setting, which
        # may not be the one the student speaks of ("adding u_d, x₂ᵀx₁ = β²")
    left, right = (scalar_of(node, context) for node in ((other, subject) if flipped else (subject, other)))
    if left is None or right is None:
        return False
    names = (left - right).free_symbols
    if len(names) != 1:
        return False
    (name,) = names
    smaller, larger = (left, right) if op in ("<", "le") else (right, left)
    gap = expand(larger - smaller)
    if not gap.is_polynomial(name):
        return False
    domain = Interval.open(0, oo) if name.is_positive else Interval(0, oo) if name.is_nonnegative else S.Reals
    failing = (gap <= 0) if op in ("<", ">") else (gap < 0)
    try:
        where = solve_univariate_inequality(failing, name, relational=False, domain=domain)
    except (NotImplementedError, ValueError, TypeError):
        return False
    return where is S.EmptySet


def scalar_of(node, context):
    try:
        value = context.build(node)
    except (MeaningError, NotationError, TypeError, ValueError, ZeroDivisionError):
        return None
    return value.expr if value.kind == "scalar" and not value.expr.has(S.NaN, S.ComplexInfinity) else None


def _interval(node, context):
    if isinstance(node, s.SetLiteral) and node.brackets in ("()", "[]", "(]", "[)") and len(node.items) == 2:
        low, high = (number_of(item, context) for item in node.items)
        if low is not None and high is not None:
            return (None if low is S.NegativeInfinity else low), (None if high is S.Infinity else high)
    return None


def parsed(text: str):
    try:
        return parse(text)
    except NotationError:
        return None
