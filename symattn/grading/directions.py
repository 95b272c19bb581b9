"""Where a student sends each scale: read from what they write about it, anywhere in the answer.

In math: t → ∞, t → −∞, t → 0 (0⁺, 0⁻, t ↓ 0), t → 3 (a value), \\lim_{t→∞}, t ≫ 0, t ≪ 0,
ε ≪ 1 (small), t ≈ 0, t = o(1) (small), t = O(1) (bounded), t = 10^{-3} or √2 or 1/n (a
fixed value), t ∈ (0, 1), 0 < t < 1 or t ≤ 10^{-3} (a bounded range), t > 0 (a sign only);
also of a function of the scale (1/ε → ∞, −β → ∞, log t → −∞). Between scales: s = t
and β_1 = β_2 relate them (the second stands for the first). In words, next to the
scale's name with nothing but filler between (t large, for small t, β 很大, t est grand,
λ is a very large positive constant): large, small, close to zero, negative, in several
languages; "not small" says nothing.

What is said in a hypothetical sentence counts only when nothing is said elsewhere.
One direction per scale: two limits that disagree, or a limit against a bounded
range, are a contradiction (the answer is unreadable, with both positions). A fixed
value beside a limit is taken as an illustration. Nothing stated means +∞, and the
feedback says it was assumed.
"""

import re
from dataclasses import dataclass, field

from sympy import S

from symattn.errors import MeaningError, NotationError
from symattn.grading.document import HYPOTHETICAL, REJECTED, Document, _mood_after
from symattn.notation import parse
from symattn.notation import syntax as s

PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO = "+∞", "−∞", "0⁺", "0⁻", "0"
VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE = "value", "range", "positive", "negative", "large magnitude"
LIMITS = (PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO)
WINDOW = 30  # characters between a word such as "large" and the scale it speaks of
BOUNDED_SPAN = 1000  # a range bounded on one side only is checked this far out

LARGE_NEGATIVE = (r"large\s+negative|negative\s+(?:and|with)\s+(?:a\s+)?large(?:\s+(?:absolute\s+value|magnitude))?|"
                  r"very\s+negative|(?:large|big)\s+in\s+(?:absolute\s+value|magnitude)|负无穷|很大的负数|très\s+négati|"
                  r"muy\s+negativ|sehr\s+negativ")
LARGE = (r"large|larger|big|bigger|huge|enormous|grows|growing|increases|increasing|goes\s+to\s+infinity|"
         r"tends\s+to\s+infinity|approaches\s+infinity|(?:to|towards)\s+infinity|infinite|unbounded|"
         r"sufficiently\s+large|large\s+enough|big\s+enough|grand|grande|grandes|gro(?:ß|ss)|groot|大|很大|足够大|"
         r"非常大|无穷|无穷大|趋于无穷|tiende\s+a\s+infinito|tend\s+vers\s+l'infini|gegen\s+unendlich|велик\w*|"
         r"больш\w*|бесконечн\w*|큰|무한|大き|無限|büyük|sonsuz|lớn|vô\s+cùng|besar|tak\s+hingga|duż\w*|"
         r"nieskończon\w*|grosso|grandissimo|infinito")
SMALL = (r"small|smaller|tiny|little|negligible|minuscule|close\s+to\s+(?:zero|0)|near\s+(?:zero|0)|"
         r"almost\s+(?:zero|0)|nearly\s+(?:zero|0)|goes\s+to\s+(?:zero|0)|tends\s+to\s+(?:zero|0)|"
         r"approach(?:es|ing)?\s+(?:zero|0)|vanishing|vanishes|infinitesimal|petit|petite|tend\s+vers\s+(?:zéro|0)|"
         r"klein|gegen\s+(?:null|0)|pequeñ[oa]|pequen[oa]|tiende\s+a\s+(?:cero|0)|piccol[oa]|tende\s+a\s+(?:zero|0)|"
         r"小|很小|非常小|接近\s*0|接近零|接近于\s*0|接近于零|趋于\s*0|趋于零|趋近于\s*0|趋近于零|趋向于\s*0|趋向于零|趋近零|"
         r"мал\w*|стремится\s+к\s+нулю|작|0으로|小さ|0に近|küçük|sıfıra|nhỏ|tiến\s+tới\s+0|kecil|mendekati\s+nol|"
         r"mał\w*|dąży\s+do\s+zera")
DIRECTION_WORDS = re.compile(rf"(?P<neg>{LARGE_NEGATIVE})|(?P<large>{LARGE})|(?P<small>{SMALL})"
                             rf"|(?P<sign>negative|négati\w*|negativ\w*|负数|负的|음수|負)", re.I)
# What may stand between a scale's name and a word about it: "t is a very large positive constant".
FILLER = re.compile(r"^(?:[\s$,:()]|\b(?:is|are|be|being|becomes|gets|made|chosen|taken|set|must|should|can|will|"
                    r"very|sufficiently|really|extremely|quite|arbitrarily|enough|a|an|the|some|positive|scalar|"
                    r"number|constant|value|factor|of|for|with|where|when|let|take|taking|choose|choosing|make|and|"
                    r"est|es|ist|è|é|是|很|非常|足够|其中|取|为|且|并)\b|[是很为且并])*$", re.I)
NEGATION = re.compile(r"\b(?:not|never|no|n't|nicht|pas|non|不|没有)\b|n't|不", re.I)
ONE_SIDED = re.compile(r"0\s*(?:\^\s*\{?\s*(?P<side>[+-])\s*\}?|(?P<bare>[+-⁺⁻]))\s*$")
ORDER = re.compile(r"^\s*(?P<name>.+?)\s*=\s*(?P<big>[Oo])\s*\(\s*1\s*\)\s*$")
ANSWER_WORDS = re.compile(r"(?:at\s+most|less\s+than|smaller\s+than|below|no\s+more\s+than|under)\s+\$?\s*"
                          r"(?P<number>[0-9.]+(?:\s*\\?(?:times|cdot)\s*10\^\{?-?\d+\}?)?|10\^\{?-?\d+\}?)", re.I)


@dataclass(frozen=True)
class Direction:
    kind: str  # one of LIMITS, VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE
    position: int
    source: str
    value: object = None  # the fixed value; for a range, (low, high)
    stated_in_words: bool = False
    hypothetical: bool = False

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


@dataclass(frozen=True)
class ScaleReading:
    directions: dict  # scale symbol -> Chosen
    relations: dict = field(default_factory=dict)  # scale symbol -> the expression it stands for (s = t)


def scale_relations(document: Document, scales: dict, context) -> dict:
    """{scale: expression} for 's = t', 'β_1 = β_2 = 100' and 't = 1/s': a scale defined by the other scales."""
    found = {}
    for statement in document.statements:
        if statement.mood in (HYPOTHETICAL, REJECTED):
            continue
        node = _parsed(statement.text)
        if not isinstance(node, s.Relation):
            continue
        for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
            name = _key(left)
            if op != "=" or name not in scales or scales[name] in found:
                continue
            value = _scalar(right, context)
            if value is not None and value.free_symbols and value.free_symbols <= set(scales.values()) - {scales[name]}:
                found[scales[name]] = value
    return found


def scale_directions(document: Document, scales: dict, context) -> dict:
    """{scale symbol: Chosen} for the scales, by their names as written ({"beta": β, "t": t})."""
    said = {symbol: [] for symbol in scales.values()}
    for statement in document.statements:
        if statement.mood == REJECTED:
            continue
        for name, direction in _math_directions(statement.text, statement.offset, scales, context):
            said[scales[name]].append(_mark(direction, statement.mood == HYPOTHETICAL))
    for name, direction in _word_directions(document, scales, context):
        said[scales[name]].append(direction)
    return {symbol: _chosen(symbol, directions) for symbol, directions in said.items()}


def _mark(direction: Direction, hypothetical: bool) -> Direction:
    return Direction(direction.kind, direction.position, direction.source, direction.value,
                     direction.stated_in_words, hypothetical)


def _chosen(symbol, directions: list) -> Chosen:
    committed = [d for d in directions if not d.hypothetical]
    if any(d.kind != POSITIVE for d in committed):
        directions = committed  # a hypothesis counts only where nothing else is said
    limits = [d for d in directions if d.kind in LIMITS]
    signs = {d.kind for d in directions if d.kind in (POSITIVE, NEGATIVE)}
    if NEGATIVE in signs or any(d.kind == LARGE_MAGNITUDE for d in directions):
        # "negative and large": large in magnitude, so → −∞
        limits = [Direction(MINUS_INF, d.position, d.source, d.value, d.stated_in_words)
                  if d.kind == PLUS_INF and d.stated_in_words else d for d in limits]
        limits += [Direction(MINUS_INF, d.position, d.source) for d in directions if d.kind == LARGE_MAGNITUDE]
    kinds = {d.kind for d in limits}
    if ZERO in kinds and kinds & {ZERO_PLUS, ZERO_MINUS}:
        kinds.discard(ZERO)  # "→ 0" refined by "→ 0⁺"
    if kinds == {ZERO} and (signs or symbol.is_positive or symbol.is_negative):
        # "ε → 0" of a positive ε (stated, or by its name's default) is ε → 0⁺
        kinds = {ZERO_PLUS if POSITIVE in signs or (not signs and symbol.is_positive) else ZERO_MINUS}
    ranges = [d for d in directions if d.kind == RANGE]
    values = [d for d in directions if d.kind == VALUE]
    if len(kinds) > 1:
        first = next(d for d in limits if d.kind in kinds)
        second = next(d for d in limits if d.kind in kinds and d.kind != first.kind)
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
POSITIVE_REALS = re.compile(r"(?:\\in|∈)\s*(?:\\mathbb\{R\}|ℝ|R)\s*(?:\^\s*\{?\s*\+\s*\}?|_\s*\{?\s*(?:\+|>\s*0)\s*\}?)")


def _math_directions(text: str, offset: int, scales: dict, context) -> list:
    """[(scale name, Direction)] a statement says."""
    positive = POSITIVE_REALS.search(text)
    if positive and _key(_parsed(text[:positive.start()])) in scales:
        return [(_key(_parsed(text[:positive.start()])), Direction(POSITIVE, offset, text))]
    order = ORDER.match(text)
    if order and _key(_parsed(order.group("name"))) in scales:
        kind = RANGE if order.group("big") == "O" else ZERO  # O(1): stays bounded; o(1): tends to 0
        value = (-BOUNDED_SPAN, BOUNDED_SPAN) if kind == RANGE else None
        return [(_key(_parsed(order.group("name"))), Direction(kind, offset, text, value))]
    side = None
    one_sided = ONE_SIDED.search(text)
    if one_sided and re.search(r"(?:\\to|->|→|\\rightarrow|\\downarrow|\\searrow|↓|↘)\s*0\s*\S*\s*$", text):
        raw = one_sided.group("side") or one_sided.group("bare")
        side = "+" if raw in ("+", "⁺") else "-"
        text = text[:one_sided.start()] + "0"
    node = _parsed(text)
    if node is None:
        return []
    found = []
    for limit in _limits_in(node):
        if isinstance(limit.var, s.Name) and _key(limit.var) in scales:
            kind = _limit_kind(limit.to, side, context)
            if kind is not None:
                found.append((_key(limit.var), Direction(kind[0], offset + limit.pos, text, kind[1])))
    if isinstance(node, s.Relation):
        found.extend(_relation_directions(node, offset, text, scales, side, context))
    return found


def _relation_directions(node: s.Relation, offset: int, text: str, scales: dict, side, context) -> list:
    found, bounds = [], {}
    at = offset + node.pos
    for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
        for subject, other, flipped in ((left, right, False), (right, left, True)):
            if op in ("to", "=", "approx", "sim") and flipped:
                continue
            name, inverse = _subject(subject, scales)
            if name is None:
                continue
            if op == "to":
                kind = _limit_kind(other, side, context)
                if kind is not None:
                    found.append((name, Direction(inverse(kind[0]) if kind[0] in LIMITS else kind[0], at, text,
                                                  kind[1])))
                continue
            if op == "in":
                interval = _interval(other, context) if not flipped and inverse(PLUS_INF) == PLUS_INF else None
                if interval is not None:
                    bounds[name] = interval
                continue
            number = _number(other, context)
            if number is None:
                continue
            if op in ("gg", "ll"):
                greater = (op == "gg") != flipped
                kind = PLUS_INF if greater else (MINUS_INF if number <= 0 else ZERO)
                found.append((name, Direction(inverse(kind), at, text)))
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
    return found


def _bounds_direction(low, high, at: int, text: str) -> list:
    """A bounded range; a lower bound alone says a sign at most; an upper bound alone bounds a positive scale."""
    if low is not None and high is not None:
        return [Direction(RANGE, at, text, (low, high))]
    if low is not None:
        return [Direction(POSITIVE, at, text)] if low >= 0 else []
    if high <= 0:
        return [Direction(NEGATIVE, at, text)]
    return [Direction(RANGE, at, text, (None, high))]


def _subject(node, scales: dict):
    """(the scale a side of a relation speaks of, how its direction maps to the scale's): t, −t, 1/t, 2t, log t."""
    name = _key(node)
    if name in scales:
        return name, _same
    if isinstance(node, s.Neg):
        inner, inverse = _subject(node.arg, scales)
        return inner, (lambda kind: _negated(inverse(kind))) if inner else None
    if isinstance(node, s.Frac) and isinstance(node.num, s.Num) and node.num.text != "0":
        inner, inverse = _subject(node.den, scales)
        return inner, (lambda kind: _reciprocal(inverse(kind))) if inner else None
    if isinstance(node, s.Power) and isinstance(node.exp, s.Neg) and isinstance(node.exp.arg, s.Num) and \
            node.exp.arg.text == "1":
        inner, inverse = _subject(node.base, scales)
        return inner, (lambda kind: _reciprocal(inverse(kind))) if inner else None
    if isinstance(node, s.Call) and node.func == "log":
        inner, inverse = _subject(node.args[0], scales)
        mapping = {PLUS_INF: PLUS_INF, MINUS_INF: ZERO_PLUS}
        return inner, (lambda kind: inverse(mapping.get(kind, VALUE))) if inner else None
    if isinstance(node, s.Abs):
        inner, inverse = _subject(node.arg, scales)
        mapping = {ZERO: ZERO, ZERO_PLUS: ZERO}
        return inner, (lambda kind: inverse(mapping.get(kind, VALUE))) if inner else None
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num):
        inner, inverse = _subject(node.factors[1], scales)
        return inner, inverse if inner else None
    return None, None


def _same(kind: str) -> str:
    return kind


def _negated(kind: str) -> str:
    return {PLUS_INF: MINUS_INF, MINUS_INF: PLUS_INF, ZERO_PLUS: ZERO_MINUS, ZERO_MINUS: ZERO_PLUS}.get(kind, kind)


def _reciprocal(kind: str) -> str:
    return {PLUS_INF: ZERO_PLUS, MINUS_INF: ZERO_MINUS, ZERO_PLUS: PLUS_INF, ZERO_MINUS: MINUS_INF,
            ZERO: VALUE}.get(kind, kind)


def _limits_in(node) -> list:
    if isinstance(node, s.Limit):
        return [node] + _limits_in(node.body)
    found = []
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found.extend(_limits_in(child))
    return found


def _limit_kind(target, side, context):
    """(kind, value) of a limit's target: ±∞, 0 (with its side), or a finite value (a fixed value); else None."""
    if isinstance(target, s.Infinity):
        return PLUS_INF, None
    if isinstance(target, s.Neg) and isinstance(target.arg, s.Infinity):
        return MINUS_INF, None
    if isinstance(target, s.Sum) and len(target.terms) == 1:
        return _limit_kind(target.terms[0], side, context)
    number = _number(target, context)
    if number is None:
        return None
    if number == 0:
        return {"+": ZERO_PLUS, "-": ZERO_MINUS}.get(side, ZERO), None
    return (VALUE, number) if number.is_finite else None


def _number(node, context):
    """The value of a side written without the scales: 3, −2, 10^{-3}, √2, π, ln 2, 1/n, ∞; else None."""
    if isinstance(node, s.Infinity):
        return S.Infinity
    if isinstance(node, s.Neg) and isinstance(node.arg, s.Infinity):
        return S.NegativeInfinity
    value = _scalar(node, context)
    if value is None or not (value.is_number or value.free_symbols <= {context.setting.n}):
        return None
    return value if value.is_real is not False else None


def _scalar(node, context):
    try:
        value = context.build(node)
    except (MeaningError, NotationError, TypeError, ValueError, ZeroDivisionError):
        return None
    return value.expr if value.kind == "scalar" and not value.expr.has(S.NaN, S.ComplexInfinity) else None


def _interval(node, context):
    if isinstance(node, s.SetLiteral) and node.brackets in ("()", "[]", "(]", "[)") and len(node.items) == 2:
        low, high = (_number(item, context) for item in node.items)
        if low is not None and high is not None:
            return (None if low is S.NegativeInfinity else low), (None if high is S.Infinity else high)
    return None


def _parsed(text: str):
    try:
        return parse(text)
    except NotationError:
        return None


def _key(node):
    if isinstance(node, s.Name):
        return f"{node.base}_{node.sub}" if node.sub else node.base
    return None


# ---- in words -------------------------------------------------------------------------------------
def _word_directions(document: Document, scales: dict, context) -> list:
    """Words such as "large" or 很小 next to a scale's name, with only filler between; negated ones say nothing."""
    text = document.text
    mentions = sorted((m.start(), m.end(), name) for name in scales for m in _mention_pattern(name).finditer(text))
    found = []
    for match in DIRECTION_WORDS.finditer(text):
        if _inside_word(text, match.start(), match.end()) or text[max(0, match.start() - 1):match.start()] == "\\":
            continue
        near = []
        for start, end, name in mentions:
            between = text[end:match.start()] if end <= match.start() else text[match.end():start]
            if len(between) <= WINDOW and FILLER.match(between):
                near.append((len(between), name, between))
        if not near:
            continue
        _, name, between = min(near)
        if NEGATION.search(between) or NEGATION.search(text[max(0, match.start() - 8):match.start()]):
            continue
        kind = NEGATIVE if match.group("sign") else LARGE_MAGNITUDE if match.group("neg") else \
            PLUS_INF if match.group("large") else ZERO
        found.append((name, Direction(kind, match.start(), match.group(0), stated_in_words=True,
                                      hypothetical=_hypothetical_at(text, match.start()))))
    for match in ANSWER_WORDS.finditer(text):
        before = text[max(0, match.start() - WINDOW):match.start()]
        near = [(name, m.end()) for name in scales for m in _mention_pattern(name).finditer(before)]
        number = _number(_parsed(match.group("number").replace("\\times", "\\cdot")), context)
        if near and number is not None and number > 0:
            name = max(near, key=lambda n: n[1])[0]
            found.append((name, Direction(RANGE, match.start(), match.group(0), (None, number), True,
                                          _hypothetical_at(text, match.start()))))
    return found


def _inside_word(text: str, start: int, end: int) -> bool:
    """'small' in 'smallest' or 'big' in 'bigram' is not the word."""
    before = text[start - 1:start] if start else ""
    after = text[end:end + 1]
    latin = re.match(r"[A-Za-z]", text[start:start + 1] or " ") is not None
    return latin and (bool(re.match(r"[A-Za-z]", before or " ")) or bool(re.match(r"[A-Za-z]", after or " ")))


GREEK_LETTERS = {"alpha": "α", "beta": "β", "gamma": "γ", "lambda": "λ", "epsilon": "ε|ϵ", "tau": "τ", "sigma": "σ",
                 "omega": "ω", "theta": "θ", "kappa": "κ", "rho": "ρ", "delta": "δ", "eta": "η", "mu": "μ|µ", "nu": "ν",
                 "xi": "ξ", "zeta": "ζ", "phi": "φ", "psi": "ψ", "chi": "χ", "pi": "π"}


def _mention_pattern(name: str):
    base, _, sub = name.partition("_")
    forms = [rf"\\(?:var)?{base}(?![A-Za-z])", rf"(?<![A-Za-z\\_^]){base}(?![A-Za-z])"]
    if base in GREEK_LETTERS:
        forms.append(GREEK_LETTERS[base])
    head = "(?:" + "|".join(forms) + ")"
    return re.compile(head + (rf"\s*_\s*\{{?{re.escape(sub)}\}}?" if sub else ""))


def _hypothetical_at(text: str, position: int) -> bool:
    start = max(text.rfind(". ", 0, position), text.rfind("\n\n", 0, position), text.rfind("。", 0, position), -1)
    return _mood_after(text[start + 1:position], "committed") in (HYPOTHETICAL, REJECTED)
