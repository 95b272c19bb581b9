"""Where a student sends each scale: read from what they write about it, anywhere in the answer.

In math: t → ∞, t → −∞, t → 0 (0⁺, 0⁻, t ↓ 0), \\lim_{t→∞}, t ≫ 0, t ≪ 0, ε ≪ 1 (small),
t = 10^{-3} (a fixed value), t ∈ (0, 1) or 0 < t < 1 (a bounded range), t > 0 (a sign, no
direction). In words, next to the scale: large, very large, small, close to zero, negative,
in several languages (大, 小, 趋于, grand, petit, groß, klein, …). What is said in a
hypothetical sentence does not count.

One direction per scale: two limits that disagree, or a limit against a bounded range,
are a contradiction (the answer is unreadable, with both positions). A fixed value
beside a limit is taken as an illustration. Nothing stated means +∞, and the feedback
says it was assumed.
"""

import re
from dataclasses import dataclass

from sympy import Rational, S

from symattn.errors import MeaningError, NotationError
from symattn.grading.document import HYPOTHETICAL, Document, _mood_after
from symattn.notation import parse
from symattn.notation import syntax as s

PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO = "+∞", "−∞", "0⁺", "0⁻", "0"
VALUE, RANGE, POSITIVE, NEGATIVE = "value", "range", "positive", "negative"
LIMITS = (PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO)
WINDOW = 40  # characters between a word such as "large" and the scale it speaks of

LARGE_NEGATIVE = r"(?:large|very large|big)\s+negative|negative\s+and\s+large|very negative|负无穷|趋于\s*-\s*∞"
LARGE = (r"large|larger|big|bigger|huge|enormous|grows|growing|increases|increasing|to infinity|towards infinity|"
         r"infinite|unbounded|sufficiently large|large enough|big enough|grand|grande|gro(?:ß|ss)|groot|大|很大|足够大|"
         r"无穷|无穷大|趋于\s*∞|趋于无穷")
SMALL = (r"small|smaller|tiny|little|close to (?:zero|0)|near (?:zero|0)|to (?:zero|0)|towards (?:zero|0)|"
         r"approach(?:es|ing)? (?:zero|0)|vanishing|vanishes|infinitesimal|petit|petite|klein|pequeño|pequeña|小|很小|"
         r"接近\s*0|接近零|趋于\s*0|趋于零|趋近于\s*0|趋近于零")
DIRECTION_WORDS = re.compile(rf"(?P<neg>{LARGE_NEGATIVE})|(?P<large>{LARGE})|(?P<small>{SMALL})|(?P<sign>negative)",
                             re.I)
WORD_BOUNDARY = re.compile(r"[A-Za-z]")
POSITIVE_REALS = re.compile(r"(?:\\in|∈)\s*(?:\\mathbb\{R\}|ℝ|R)\s*(?:\^\s*\{?\s*\+\s*\}?|_\s*\{?\s*(?:\+|>\s*0)\s*\}?)")
ONE_SIDED = re.compile(r"0\s*(?:\^\s*\{?\s*(?P<side>[+-])\s*\}?|(?P<bare>[+-]))\s*$")


@dataclass(frozen=True)
class Direction:
    kind: str  # one of LIMITS, VALUE, RANGE, POSITIVE, NEGATIVE
    position: int
    source: str
    value: object = None  # the fixed value; for a range, (low, high)

    def describe(self, name: str) -> str:
        if self.kind == VALUE:
            return f"{name} = {self.value}"
        if self.kind == RANGE:
            return f"{name} between {self.value[0]} and {self.value[1]}"
        if self.kind in (POSITIVE, NEGATIVE):
            return f"{name} {'> 0' if self.kind == POSITIVE else '< 0'}"
        return f"{name} → {self.kind}"


@dataclass(frozen=True)
class Chosen:
    """The direction a scale is graded with, and whether the student stated it."""

    kind: str  # one of LIMITS, VALUE, RANGE
    stated: bool
    value: object = None
    note: str = ""  # what else was said and set aside (a value beside a limit)


def scale_directions(document: Document, scales: dict) -> dict:
    """{scale symbol: Chosen} for the scales, by their names as written ({"beta": β, "t": t})."""
    said = {symbol: [] for symbol in scales.values()}
    for statement in document.statements:
        if statement.mood == HYPOTHETICAL:
            continue
        for name, direction in _math_directions(statement.text, statement.offset, scales):
            said[scales[name]].append(direction)
    for name, direction in _word_directions(document, scales):
        said[scales[name]].append(direction)
    return {symbol: _chosen(symbol, directions) for symbol, directions in said.items()}


def _chosen(symbol, directions: list) -> Chosen:
    limits = [d for d in directions if d.kind in LIMITS]
    kinds = {d.kind for d in limits}
    if ZERO in kinds and kinds & {ZERO_PLUS, ZERO_MINUS}:
        kinds.discard(ZERO)  # "→ 0" refined by "→ 0⁺"
    signs = {d.kind for d in directions if d.kind in (POSITIVE, NEGATIVE)}
    if kinds == {ZERO} and (signs or symbol.is_positive or symbol.is_negative):
        # "ε → 0" of a positive ε (stated, or by its name's default) is ε → 0⁺
        kinds = {ZERO_PLUS if POSITIVE in signs or (not signs and symbol.is_positive) else ZERO_MINUS}
    ranges = [d for d in directions if d.kind == RANGE]
    values = [d for d in directions if d.kind == VALUE]
    if len(kinds) > 1:
        first, second = _two(limits, kinds)
        raise Contradiction(symbol, first, second)
    if kinds:
        (kind,) = kinds
        clash = next((r for r in ranges if not _range_allows(r.value, kind)), None)
        if clash is not None:
            raise Contradiction(symbol, next(d for d in limits if d.kind == kind or kind.startswith(d.kind)), clash)
        aside = f"; the value {values[0].value} you also give is taken as an example" if values else ""
        return Chosen(kind, True, note=aside)
    if len({d.value for d in values}) > 1:
        raise Contradiction(symbol, values[0], next(v for v in values if v.value != values[0].value))
    if values:
        return Chosen(VALUE, True, values[0].value)
    if ranges:
        return Chosen(RANGE, True, ranges[0].value)
    if signs == {NEGATIVE} or (symbol.is_negative and not signs):
        return Chosen(MINUS_INF, False)
    return Chosen(PLUS_INF, False)


def _two(limits: list, kinds: set) -> tuple:
    first = limits[0]
    second = next(d for d in limits if d.kind != first.kind and d.kind in kinds)
    return first, second


def _range_allows(bounds, kind: str) -> bool:
    low, high = bounds
    if kind == PLUS_INF:
        return high is None
    if kind == MINUS_INF:
        return low is None
    return (low is None or low <= 0) and (high is None or high >= 0)


class Contradiction(MeaningError):
    """A scale is sent two ways at once."""

    def __init__(self, symbol, first: Direction, second: Direction):
        self.position = min(first.position, second.position)
        super().__init__(f"at characters {first.position + 1} and {second.position + 1}: "
                         f"{first.describe(str(symbol))} and {second.describe(str(symbol))} contradict each other")


# ---- in math ------------------------------------------------------------------------------------
def _math_directions(text: str, offset: int, scales: dict) -> list:
    """[(scale name, Direction)] a statement says."""
    positive = POSITIVE_REALS.search(text)
    if positive and _key_of_text(text[:positive.start()]) in scales:
        return [(_key_of_text(text[:positive.start()]), Direction(POSITIVE, offset, text))]
    side = None
    one_sided = ONE_SIDED.search(text)
    if one_sided and re.search(r"(?:\\to|->|→|\\rightarrow|\\downarrow|\\searrow)\s*0\s*\S*\s*$", text):
        side = one_sided.group("side") or one_sided.group("bare")
        text = text[:one_sided.start()] + "0"
    try:
        node = parse(text)
    except NotationError:
        return []
    found = []
    for limit in _limits_in(node):
        if isinstance(limit.var, s.Name) and _key(limit.var) in scales:
            kind = _limit_kind(limit.to, side)
            if kind is not None:
                found.append((_key(limit.var), Direction(kind, offset + limit.pos, text)))
    if isinstance(node, s.Relation):
        found.extend(_relation_directions(node, offset, text, scales, side))
    return found


def _relation_directions(node: s.Relation, offset: int, text: str, scales: dict, side) -> list:
    found, bounds = [], {}
    for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
        for name, value, flipped in ((_key(left), right, False), (_key(right), left, True)):
            if name not in scales:
                continue
            at = offset + node.pos
            if op == "to" and not flipped:
                kind = _limit_kind(value, side)
                if kind is not None:
                    found.append((name, Direction(kind, at, text)))
            elif op in ("gg", "ll"):
                number = _constant(value)
                if number is not None:
                    greater = (op == "gg") != flipped
                    kind = PLUS_INF if greater else (MINUS_INF if number <= 0 else ZERO)
                    found.append((name, Direction(kind, at, text)))
            elif op == "=" and not flipped:
                number = _constant(value)
                if number is not None and number.is_finite:
                    found.append((name, Direction(VALUE, at, text, number)))
            elif op in ("<", ">", "le", "ge"):
                number = _constant(value)
                if number is not None and number.is_finite:
                    above = (op in (">", "ge")) != flipped
                    low, high = bounds.get(name, (None, None))
                    bounds[name] = (number, high) if above else (low, number)
            elif op == "in" and not flipped:
                interval = _interval(value)
                if interval is not None:
                    bounds[name] = interval
    for name, (low, high) in bounds.items():
        at = offset + node.pos
        if low is not None and high is not None:
            found.append((name, Direction(RANGE, at, text, (low, high))))
        elif low is not None and low >= 0:
            found.append((name, Direction(POSITIVE, at, text)))
        elif high is not None and high <= 0:
            found.append((name, Direction(NEGATIVE, at, text)))
    return found


def _limits_in(node) -> list:
    if isinstance(node, s.Limit):
        return [node] + _limits_in(node.body)
    found = []
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found.extend(_limits_in(child))
    return found


def _limit_kind(target, side):
    if isinstance(target, s.Infinity):
        return PLUS_INF
    if isinstance(target, s.Neg) and isinstance(target.arg, s.Infinity):
        return MINUS_INF
    if isinstance(target, s.Sum) and len(target.terms) == 1:
        return _limit_kind(target.terms[0], side)
    number = _constant(target)
    if number is not None and number == 0:
        return {"+": ZERO_PLUS, "-": ZERO_MINUS}.get(side, ZERO)
    return None


def _constant(node):
    """A number written plainly (3, -2, 10^{-3}, 0.01, \\frac{1}{2}, ∞); None for anything else."""
    if isinstance(node, s.Num):
        return Rational(node.text)
    if isinstance(node, s.Infinity):
        return S.Infinity
    if isinstance(node, s.Neg):
        inner = _constant(node.arg)
        return None if inner is None else -inner
    if isinstance(node, s.Frac):
        top, bottom = _constant(node.num), _constant(node.den)
        return None if top is None or bottom in (None, 0) else top / bottom
    if isinstance(node, s.Power):
        base, exponent = _constant(node.base), _constant(node.exp)
        if base is not None and exponent is not None and exponent.is_Integer and abs(exponent) <= 30 and base != 0:
            return base ** exponent
    return None


def _interval(node):
    if isinstance(node, s.SetLiteral) and node.brackets in ("()", "[]", "(]", "[)") and len(node.items) == 2:
        low, high = (_constant(item) for item in node.items)
        if low is not None and high is not None:
            return (None if low is S.NegativeInfinity else low), (None if high is S.Infinity else high)
    return None


def _key_of_text(text: str):
    try:
        return _key(parse(text))
    except NotationError:
        return None


def _key(node):
    if isinstance(node, s.Name):
        return f"{node.base}_{node.sub}" if node.sub else node.base
    return None


# ---- in words -------------------------------------------------------------------------------------
def _word_directions(document: Document, scales: dict) -> list:
    """Words such as "large" or 很小 next to a scale's name, outside hypothetical sentences."""
    text = document.text
    mentions = sorted((m.start(), m.end(), name) for name in scales for m in _mention_pattern(name).finditer(text))
    found = []
    for match in DIRECTION_WORDS.finditer(text):
        if _inside_word(text, match.start(), match.end()):
            continue
        near = [(min(abs(match.start() - end), abs(start - match.end())), name, start)
                for start, end, name in mentions
                if abs(match.start() - end) <= WINDOW or abs(start - match.end()) <= WINDOW]
        if not near or _hypothetical_at(text, match.start()):
            continue
        _, name, _ = min(near)
        kind = NEGATIVE if match.group("sign") else MINUS_INF if match.group("neg") else \
            PLUS_INF if match.group("large") else ZERO
        found.append((name, Direction(kind, match.start(), match.group(0))))
    return found


def _inside_word(text: str, start: int, end: int) -> bool:
    """'small' in 'smallest' or 'big' in 'bigram' is not the word."""
    before = text[start - 1:start] if start else ""
    after = text[end:end + 1]
    latin = WORD_BOUNDARY.match(text[start:start + 1] or " ") is not None
    return latin and (bool(WORD_BOUNDARY.match(before or " ")) or bool(WORD_BOUNDARY.match(after or " ")))


def _mention_pattern(name: str):
    base, _, sub = name.partition("_")
    greek = {"alpha": "α", "beta": "β", "gamma": "γ", "lambda": "λ", "epsilon": "ε|ϵ", "tau": "τ", "sigma": "σ",
             "omega": "ω", "theta": "θ", "kappa": "κ", "rho": "ρ", "delta": "δ", "eta": "η", "mu": "μ|µ", "nu": "ν",
             "xi": "ξ", "zeta": "ζ", "phi": "φ", "psi": "ψ", "chi": "χ", "pi": "π"}
    forms = [rf"\\(?:var)?{base}(?![A-Za-z])", rf"(?<![A-Za-z\\_^]){base}(?![A-Za-z])"]
    if base in greek:
        forms.append(greek[base])
    head = "(?:" + "|".join(forms) + ")"
    return re.compile(head + (rf"\s*_\s*\{{?{re.escape(sub)}\}}?" if sub else ""))


def _hypothetical_at(text: str, position: int) -> bool:
    start = max(text.rfind(". ", 0, position), text.rfind("\n\n", 0, position), text.rfind("。", 0, position), -1)
    return _mood_after(text[start + 1:position], "committed") == HYPOTHETICAL
