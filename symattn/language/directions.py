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
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from functools import lru_cache

from sympy import S

from symattn.errors import MeaningError, NotationError
from symattn.language import lexicon
from symattn.language.document import HYPOTHETICAL, REJECTED, Document, mood_after, aside_at
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import GREEK_LETTERS, name_key

PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO = "+∞", "−∞", "0⁺", "0⁻", "0"
VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE = "value", "range", "positive", "negative", "large magnitude"
# said about a scale, but not in a form read here (t ∈ ]0,1[, t \not\to ∞, "t not large"): never the +∞ default
UNREAD = "unread"
SIZE_INF = "|∞|"  # |t| → ∞ (t² → ∞): +∞ or −∞ by the sign said or assumed
LIMITS = (PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO)
BOUNDED_SPAN = 1000  # a range bounded on one side only is checked this far out

# Between a scale's name and a word about it: a few words, no other name, no clause break, no formula.
WORDS_BETWEEN = 5
NEAR = 120  # characters; a list of names before the word ("s, t and u tend to 0") may take some of them
# ... nor a conjunction (the lexicon's CONJUNCTION): in "the error is small once t exceeds 11", small is not said of t.
OTHER_MATH = re.compile(r"[,;.!?。，；:()\[\]{}=+^_\\<>|]|(?<![^\W\d_])(?<!['’])(?![aeioy])[A-Za-z](?![^\W\d_]|['’])|"
                        r"[α-ωΑ-Ω]|\$\s*[^$\s][^$]*\$")
# "t in [0, 0.01]": an interval after "in" (the lexicon's comparisons and values are read on tokens)
IN_INTERVAL = re.compile(r"^\$?\s*(?:(?:is|lies|stays)\s+)?(?:in|within|inside)\s+(?:the\s+)?(?:interval\s+|range\s+)?"
                         r"(?=\$?\s*[\[(])", re.I)
VALUE_AFTER = re.compile(r"[\s$]*(?P<value>\$[^$]{1,60}\$|[\[(][^\])]{1,40}[\])]|[-−+]?\d+(?:[.,]\d+)*(?:\s*(?:[×x*·]|\\times|\\cdot)\s*"
                         r"10\^\{?-?\d+\}?)?%?|10\^\{?-?\d+\}?|\\[A-Za-z]+(?:_\{?\w+\}?)?|[A-Za-z](?:_\{?\w+\}?)?(?![A-Za-z])|"
                         r"[α-ω](?:_\w)?)")
# what each concept of comparison says as a relation: "t much greater than 1" is t ≫ 1, "t 小于 1" is t < 1
COMPARISONS = {"MUCH_GREATER": "\\gg", "MUCH_LESS": "\\ll", "GREATER": ">", "LESS": "<", "NEAR_VALUE": "\\approx",
               "SET_TO": "="}
FILLER_WORDS = 4  # words between a scale's name and a comparison ("t is chosen to be much greater than 1")
# a size word's concept -> the direction it says
SIZE_KINDS = {"LARGE": "+∞", "SMALL": "0", "TO_MINUS_INFINITY": "−∞", "LARGE_NEGATIVE": "large magnitude",
              "NEGATIVE_SIGN": "negative"}
ONE_SIDED = re.compile(r"0\s*(?:\^\s*\{?\s*(?P<side>[+-])\s*\}?|(?P<bare>[+\-⁺⁻]))\s*$")
ORDER = re.compile(r"^\s*(?P<name>.+?)\s*=\s*(?P<big>[Oo])\s*\(\s*1\s*\)\s*$")
# a statement about a scale that did not parse still says something about it if it has a relation in it
RELATION_HINT = re.compile(r"[=<>≈→≤≥≪≫∈∼≲≳⟶↓]|\\[A-Za-z]+|->|=>")
LIMIT_ALONE = re.compile(r"^\s*\\lim_\{(?P<inner>[^{}]+)\}\s*$")


@dataclass(frozen=True)
class Direction:
    kind: str  # one of LIMITS, VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE
    position: int
    source: str
    value: object = None  # the fixed value; for a range, (low, high)
    stated_in_words: bool = False
    tier: int = 0  # said outright (0), in passing (1), in a hypothesis (2), both (3): the lowest tier counts
    limit: bool = False  # said as a limit (s → 1), not as a value (s = 1)

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
    tier: int = 0  # said outright (0), in passing (1), in a hypothesis (2), in a hypothesis in passing (3)
    by_problem: bool = False  # where the problem itself sends this scalar (the rubric's `directions`)
    approached: bool = False  # a value the scale tends to (s → 1), not one it is fixed at
    lower_edge: object = None  # t ≥ 100: graded as t → ∞, and at t = 100, which the student allows too
    example: object = None  # a value said outright beside a limit said outright (t = 1, and t → ∞): checked too


@dataclass(frozen=True)
class ScaleReading:
    directions: dict  # scale symbol -> Chosen
    relations: dict = field(default_factory=dict)  # scale symbol -> the expression it stands for (s = t)


def scale_relations(document: Document, scales: dict, context, given=frozenset()) -> dict:
    """{scale: expression} for 's = t', 'β_1 = β_2 = 100' and 't = 1/s': a scale defined by the other scales
    (or by the problem's own scalars in `given`: β = 1/α)."""
    found = {}
    for statement in document.statements:
        if statement.mood in (HYPOTHETICAL, REJECTED):
            continue
        node = parsed(statement.text)
        if not isinstance(node, s.Relation):
            continue
        for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
            name = name_key(left)
            if op != "=" or name not in scales or scales[name] in found:
                continue
            value = scalar_of(right, context)
            if value is not None and value.free_symbols and \
                    value.free_symbols <= (set(scales.values()) | set(given)) - {scales[name]}:
                found[scales[name]] = value
    return found


def scale_directions(document: Document, scales: dict, context, given: dict | None = None, words: bool = True) -> dict:
    """{scale symbol: Chosen} for the scales, by their names as written ({"beta": β, "t": t}).

    `given`: the directions of the problem's own scalars ({"alpha": "0⁺"}), so that β = √α or "β of the
    order of α" send β where α goes. A name the answer ties to a scale (t = 1/s) speaks for it too."""
    given = given or {}
    aliases = _aliases(document, scales, context, given)
    names = {**scales, **{alias: scales[name] for alias, (name, _) in aliases.items()}}
    said = {symbol: [] for symbol in scales.values()}
    found = []
    statements = list(document.statements)
    for listed, statement in zip([None] + statements, statements):
        if statement.mood == REJECTED:
            continue
        tier = (2 if statement.mood == HYPOTHETICAL or _regime(statements, statement, document.text, names) else 0) \
            + (1 if statement.aside else 0)
        shared = _shared_with_list(listed, statement, document.text)
        if shared is not None and shared[0] in names:  # $s, t \to 0$: s goes where t goes
            found.extend((shared[0], replace(direction, tier=tier | direction.tier)) for _, direction in
                         _math_directions(shared[1], statement.offset, names, context, given))
        found.extend((name, replace(direction, tier=tier | direction.tier))
                     for name, direction in _math_directions(statement.text, statement.offset, names, context, given))
    if words:
        found.extend(_word_directions(document, names, context, given))
    # "t ≫ s", "s = o(t)" relate two scales (orders.py): no direction of either is said there
    related = frozenset(position for position, _ in _two_scale_relations(document, names))
    found = [(name, direction) for name, direction in found
             if not (direction.kind == UNREAD and direction.position in related)]
    for name, direction in found:
        if name in aliases:
            mapping = aliases[name][1]
            direction = replace(direction, kind=_preimage(mapping, direction.kind) if direction.kind in LIMITS
                                else direction.kind if direction.kind in (POSITIVE, NEGATIVE, UNREAD) else UNREAD)
            name = aliases[name][0]
        said[scales[name]].append(direction)
    return {symbol: _chosen(symbol, directions) for symbol, directions in said.items()}


def _two_scale_relations(document: Document, names: dict) -> list:
    """[(position, text)] of the relations that name two scales or more (t ≫ s ≫ 1, s = o(t))."""
    found = []
    for statement in document.statements:
        node = parsed(statement.text)
        if isinstance(node, s.Relation):
            for left, right in zip(node.operands, node.operands[1:]):
                if len({n for n in names_in(left) + names_in(right) if n in names}) >= 2:
                    found.append((statement.offset + node.pos, statement.text))
                    break
    return found


def _regime(statements: list, statement, text: str, names: dict) -> bool:
    """"As t → 0, α_a → 1/n": a limit of the scale followed by what happens there describes a regime (a
    hypothesis); it is not where the student sends the scale."""
    sentence_start = max(text.rfind(". ", 0, statement.offset), text.rfind("\n\n", 0, statement.offset), 0)
    if lexicon.closes(text[max(sentence_start, statement.offset - 12):statement.offset], "REGIME_OPENING",
                      skipping="$") is None:
        return False
    later = [x for x in statements if x.sentence == statement.sentence and x.offset > statement.offset]
    if any(not any(mention_pattern(name).match(x.text.strip()) for name in names) and
           RELATION_HINT.search(x.text) for x in later[:1]):
        return True
    end = statement.offset + len(statement.text)
    following = text[end:later[0].offset if later else end + 80]
    return lexicon.said(following, "REGIME_SUBJECT")


def _shared_with_list(listed, statement, text: str):
    """(name, relation for it) when a bare name is listed before a relation on another name: "s, t → 0"."""
    if listed is None or text[listed.offset + len(listed.text):statement.offset].strip() != ",":
        return None
    head = parsed(listed.text)
    rest = statement.text[_name_length(statement.text):]
    if name_key(head) is None or not _name_length(statement.text) or not LEADING_RELATION.match(rest):
        return None
    return name_key(head), listed.text + rest


LEADING_RELATION = re.compile(r"\s*(?:\\(?:to|gg|ll|approx|sim|downarrow|uparrow|searrow|nearrow|ge|le|geq|leq|in|"
                              r"rightarrow|longrightarrow)(?![A-Za-z])|[=<>→↓↑↘↗∈≈≫≪≤≥]|->)")


def _name_length(text: str) -> int:
    """How many characters the leading name of a relation takes in its text (t, \\beta, β_1)."""
    match = re.match(r"\s*(?:\\[A-Za-z]+|[^\W\d_])(?:\s*_\s*(?:\{[^{}]*\}|\w))?", text)
    return match.end() if match else 0


def _aliases(document: Document, scales: dict, context, given: dict) -> dict:
    """{name: (scale name, mapping)} for t = s, t = 1/s, t = −s: a new name standing for a scale (not one the
    answer defines, such as q)."""
    found = {}
    defined = set()
    for statement in document.statements:
        node = parsed(statement.text)
        if isinstance(node, s.Relation) and node.ops[0] == "=" and name_key(node.operands[0]) not in scales:
            defined.add(name_key(node.operands[0]))
    for statement in document.statements:
        node = parsed(statement.text) if statement.mood != REJECTED else None
        if not isinstance(node, s.Relation):
            continue
        for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
            if op != "=" or name_key(left) not in scales:
                continue
            name, mapping = _subject(right, _NewNames(scales, context, given))
            if name is not None and name not in defined:
                found.setdefault(name, (name_key(left), mapping))
    return found


def _preimage(mapping, kind: str) -> str:
    """Where t goes when f(t) goes to `kind` (t = log(1/ε) with ε → 0: t → +∞); UNREAD when not one place."""
    found = [k for k in LIMITS if mapping(k) == kind]
    found = [ZERO] if ZERO in found else found  # t → 0 either way: its sign is said, or read, elsewhere
    if kind == ZERO and len(found) != 1:  # an unsigned ε → 0 of a name nobody declared: ε > 0, as by default
        found = [k for k in LIMITS if mapping(k) == ZERO_PLUS]
        found = [ZERO] if ZERO in found else found
    return found[0] if len(found) == 1 else UNREAD


class _NewNames:
    """Names the answer has not used and the problem does not know: what a scale may be renamed to."""

    def __init__(self, scales: dict, context, given: dict):
        self.known = set(scales) | set(given) | {str(x) for x in context.setting.given_scalars()} | {"n", "e", "pi"}
        self.families = set(context.setting.families) | context.default_families()

    def __contains__(self, name) -> bool:
        return name is not None and name not in self.known and name.split("_")[0] not in self.families


def _chosen(symbol, directions: list) -> Chosen:
    # said in passing (a comparison, "with small t it would be uniform", "e.g. t = 100"): never where the scale
    # goes; a hypothesis ("if t → ∞ …") is, when nothing is said outright
    directions = [d for d in directions if d.tier % 2 == 0]
    said_signs = {d.kind for d in directions if d.kind in (POSITIVE, NEGATIVE)}
    sized = MINUS_INF if said_signs == {NEGATIVE} else PLUS_INF if said_signs == {POSITIVE} or (
        not said_signs and symbol.is_positive) else UNREAD
    directions = [replace(d, kind=sized) if d.kind == SIZE_INF else d for d in directions]
    unread = [d for d in directions if d.kind == UNREAD]
    directions = [d for d in directions if d.kind != UNREAD]
    read_tiers = [d.tier for d in directions if d.kind not in (POSITIVE, NEGATIVE)]
    if unread and min(d.tier for d in unread) < min(read_tiers, default=4):
        first = min(unread, key=lambda d: (d.tier, d.position))
        return Chosen(UNREAD, True, first.source.strip(), tier=first.tier)
    tiers = [d.tier for d in directions if d.kind not in (POSITIVE, NEGATIVE)]
    tier = min(tiers, default=0)
    if tiers:  # an aside counts only where nothing is said outright, a hypothesis only where nothing else is
        directions = [d for d in directions if d.tier <= tier]
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
        outright = [v for v in values if v.tier == 0 and not v.stated_in_words] if tier == 0 else []
        return Chosen(kind, True, note=aside, tier=tier, example=outright[0].value if outright else None)
    if len({d.value for d in values}) > 1:
        raise Contradiction(symbol, values[0], next(v for v in values if v.value != values[0].value))
    if values:
        return Chosen(VALUE, True, values[0].value, tier=tier, approached=all(v.limit for v in values))
    if ranges and ranges[0].value[1] is None and ranges[0].value[0] is not None and ranges[0].value[0] > 0 \
            and not symbol.is_negative:
        # every t from 100 on: large t, and 100 itself
        return Chosen(PLUS_INF, True, tier=tier, lower_edge=ranges[0].value[0])
    if ranges:
        return Chosen(RANGE, True, ranges[0].value, tier=tier)
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


def _math_directions(text: str, offset: int, scales: dict, context, given: dict | None = None) -> list:
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
    found, bounds = [], {}
    at = offset + node.pos
    for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
        for subject, other, flipped in ((left, right, False), (right, left, True)):
            if op in ("to", "=", "approx", "sim") and flipped:
                continue
            name, inverse = _subject(subject, scales)
            if name is None:
                continue
            if op in ("to", "implies") and not flipped:  # t => 0 is t → 0 to whoever writes it
                kind = limit_kind(other, side, context)
                found.append((name, Direction(_applied(inverse, kind[0], kind[1]), at, text, kind[1], limit=True)
                              if kind is not None else Direction(UNREAD, at, text)))
                continue
            if op == "in":
                interval = _interval(other, context) if not flipped and name_key(subject) == name else None
                if interval is not None:
                    bounds[name] = interval
                elif not flipped:
                    found.append((name, Direction(UNREAD, at, text)))
                continue
            number = number_of(other, context)
            bare = name_key(subject) == name
            if not bare and number is not None and op in ("=", "approx", "sim", "<", ">", "le", "ge") and not flipped:
                # e^t = 1000, 2t = 6, t^2 = 400, 1/t < 0.01: a value or bound of f(t), not of t
                found.append((name, Direction(UNREAD, at, text)))
                continue
            if number is None and op in ("=", "approx", "sim"):
                # β = √α, β ≈ α: β goes where the problem sends α
                other_name, other_map = _subject(other, given)
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
    if not found:
        found.extend((name, Direction(UNREAD, at, text)) for name in _equations_on_scales(node, scales))
    return found


def _equations_on_scales(node: s.Relation, scales: dict) -> list:
    """Scales an equation or inequality pins down in a way not read here: t + 1 = 2, 2^t = 64, t = 1/t, t = q."""
    pinned = []
    for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
        if op not in ("=", "<", ">", "le", "ge", "approx", "sim"):
            continue
        on_left = [n for n in names_in(left) if n in scales]
        rest = [n for n in names_in(left) + names_in(right) if n not in scales and n not in ("e", "pi")]
        other_scales = [n for n in names_in(right) if n in scales and n not in on_left]
        bare = name_key(left) in scales and op == "="
        if on_left and not other_scales and (not rest or bare):  # t = r² ties two scales: read elsewhere
            pinned.extend(on_left)
    return list(dict.fromkeys(pinned))


def names_in(node) -> list:
    if isinstance(node, s.Name):
        return [name_key(node)]
    found = []
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found.extend(names_in(child))
    return found


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


def _subject(node, scales: dict):
    """(the scale a side of a relation speaks of, how its direction maps to the scale's): t, −t, 1/t, 2t, log t."""
    name = name_key(node)
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
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    if isinstance(node, s.Abs):
        inner, inverse = _subject(node.arg, scales)
        mapping = {ZERO: ZERO, ZERO_PLUS: ZERO, PLUS_INF: SIZE_INF}
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num):
        inner, inverse = _subject(node.factors[1], scales)
        return inner, inverse if inner else None
    if isinstance(node, s.Call) and node.func == "sqrt" or _positive_power(node):
        inner, inverse = _subject(node.args[0] if isinstance(node, s.Call) else node.base, scales)
        if inner and isinstance(node, s.Power) and isinstance(node.exp, s.Num) and node.exp.text.isdigit() and \
                int(node.exp.text) % 2 == 0:  # t² → ∞ says |t| → ∞; its sign decides which way
            return inner, lambda kind: inverse({PLUS_INF: SIZE_INF, ZERO_PLUS: ZERO}.get(kind, kind))
        return inner, inverse if inner else None
    if isinstance(node, s.Call) and node.func == "exp" or isinstance(node, s.Power) and name_key(node.base) == "e":
        inner, inverse = _subject(node.args[0] if isinstance(node, s.Call) else node.exp, scales)
        mapping = {PLUS_INF: PLUS_INF, ZERO: MINUS_INF, ZERO_PLUS: MINUS_INF}
        return inner, (lambda kind: inverse(mapping.get(kind, UNREAD))) if inner else None
    return None, None


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
    if isinstance(node, s.Limit):
        return [node] + _limits_in(node.body)
    found = []
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found.extend(_limits_in(child))
    return found


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



# ---- in words -------------------------------------------------------------------------------------
def _word_directions(document: Document, scales: dict, context, given: dict) -> list:
    """Words such as "large" or 很小 next to a scale's name (a few words between, no other name, no clause
    break); negated ones say nothing. And phrases that relate it to a value ("t of order 10^{-3}", "t much
    greater than 1", "t 小于 1")."""
    text = document.text
    mentions = sorted((m.start(), m.end(), name) for name in scales for m in mention_pattern(name).finditer(text))
    found = []
    for match in lexicon.scan(text, *lexicon.SIZE):
        if match.concept in COMPARISONS and _value_after(text, match.end) is not None:
            continue  # a comparison with a value is read by the phrase next to the name (below)
        near = []
        # only the mentions near the word (a bisection, so a long hostile text costs no pair of every two)
        low = bisect_left(mentions, (match.start - NEAR - 40,))
        high = bisect_right(mentions, (match.end + NEAR, float("inf")))
        for start, end, name in mentions[low:high]:
            between = text[end:match.start] if end <= match.start else text[match.end:start]
            if end <= match.start:  # "s and t tend to 0", "$s$, $t$ small": the names listed after s
                between = LIST_TAIL.sub("", between, count=1)
            if len(between) <= 40 and len(between.split()) <= WORDS_BETWEEN and not OTHER_MATH.search(between) \
                    and not lexicon.said(between, "CONJUNCTION"):
                near.append((len(between), name, between))
        if not near:
            continue
        _, name, between = min(near)
        tier = tier_at(text, match.start, match.end)
        listed = _listed_with(text, mentions, name, match.start)
        if lexicon.said(between, "NEGATION") or \
                lexicon.closes(text[max(0, match.start - 12):match.start], "NEGATION", skipping="$ ") is not None:
            # "t not large", "t does not go to infinity": where t goes instead is not said
            found.append((name, Direction(UNREAD, match.start, text[match.start - len(between) - 1:match.end],
                                          stated_in_words=True, tier=tier)))
            continue
        if match.concept == "BOUNDED":
            # "t fixed", "t bounded": a range, counted only where nothing else is said ("for fixed t, … then t → ∞")
            found.append((name, Direction(RANGE, match.start, text[match.start:match.end], (None, None), True,
                                          tier | 4)))
            continue
        if match.concept in ("VAGUE", "GREATER", "LESS") or match.concept not in SIZE_KINDS and \
                match.concept not in ("MUCH_GREATER", "MUCH_LESS"):
            # "t decreasing", "t greater than the others": said of t, but not where it goes
            found.append((name, Direction(UNREAD, match.start, text[match.start:match.end], True, tier)))
            continue
        kind = SIZE_KINDS.get(match.concept) or (PLUS_INF if match.concept == "MUCH_GREATER" else ZERO)
        found.extend((each, Direction(kind, match.start, text[match.start:match.end], stated_in_words=True,
                                      tier=tier)) for each in listed)
    for start, end, name in mentions:
        found.extend(_phrase_directions(text, start, end, name, scales, context, given))
    for start, end, name in mentions:
        # "t très petit", "t ちっちゃい": words about the scale that were not read are not "nothing said"
        said = _said_of(text, end)
        if said is not None and not any(n == name and end <= d.position <= end + 60 for n, d in found):
            found.append((name, Direction(UNREAD, end, text[start:said + 12].strip(), True,
                                          tier_at(text, start, end))))
    return found


CJK_OR_OTHER_SCRIPT = re.compile(r"[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


def _said_of(text: str, end: int):
    """Where a word about the scale whose name ends at `end` ends: an intensifier ("t très …", "t is very …"),
    after a copula or none, or a word in a script whose size words may not all be known; None when none."""
    tokens = lexicon.tokenize(text, end, min(len(text), end + 60))
    index = 0
    if index < len(tokens) and lexicon.opens(tokens[index].text, "COPULA") is not None:
        index += 1
    if index >= len(tokens) or tokens[index].start - end > 8 + (index and 20):
        return None
    if CJK_OR_OTHER_SCRIPT.match(tokens[index].text):
        return tokens[index].end
    intensifier = lexicon.scan(tokens[index:], "INTENSIFIER")
    return intensifier[0].end if intensifier and intensifier[0].first == 0 else None


LIST_TAIL = re.compile(r"^(?:[\s$]*(?:,|and|und|et)[\s$]*\\?[A-Za-z]+(?:_\{?\w+\}?)?)+", re.I)


def _listed_with(text: str, mentions: list, name: str, word_at: int) -> list:
    """The scale a word speaks of and those listed with it ("s and t tend to 0", "$s, t$ small")."""
    ordered = [m for m in mentions[max(0, bisect_left(mentions, (word_at - 400,))):] if m[1] <= word_at]
    chosen = next((m for m in reversed(ordered) if m[2] == name), None)
    names = [name]
    if chosen is None:
        return names
    current = chosen
    for previous in reversed([m for m in ordered if m[1] <= current[0]]):
        if not _only_a_list_joint(text, previous[1], current[0]):
            break
        names.append(previous[2])
        current = previous
    return list(dict.fromkeys(names))


def _only_a_list_joint(text: str, start: int, end: int) -> bool:
    """Is text[start:end] only what joins two names of a list (", ", " and ", " und ", "、")?"""
    tokens = lexicon.tokenize(text, start, end)
    joints = lexicon.scan(tokens, "LIST_JOINT")
    return len(joints) == 1 and joints[0].first == 0 and joints[0].last == len(tokens)


def _phrase_directions(text: str, start: int, end: int, name: str, scales: dict, context, given: dict) -> list:
    """"t of order $10^{-3}$", "β set to 2", "t in [0, 0.01]", "t at most 0.01", "t much greater than 1", "t 小于 1":
    read as t ≈ 10^{-3}, and so on."""
    interval = IN_INTERVAL.match(text[end:end + 120])
    if interval is not None:
        op, value_at = "\\in", end + interval.end()
    else:
        comparison = _comparison_after(text, end)
        if comparison is None:
            return []
        if comparison.concept == "NEGATION":  # "t not much greater than 1": said of t, but not where it goes
            return [(name, Direction(UNREAD, comparison.start, text[start:comparison.end], True,
                                     tier_at(text, start, comparison.end)))]
        op, value_at = COMPARISONS[comparison.concept], comparison.end
    value = _value_after(text, value_at)
    if value is None:
        return []
    if name_key(parsed(value.group("value").strip("$"))) in scales:
        return []  # "t much larger than s" relates two scales: read by orders.py
    relation = f"{text[start:end]} {op} {value.group('value').strip('$').replace('%', chr(92) + '%')}"
    position = value.start("value")
    tier = tier_at(text, start, value.end())
    return [(found_name, replace(direction, position=position, stated_in_words=True, tier=tier))
            for found_name, direction in _math_directions(relation, position, scales, context, given)
            if found_name == name]


def _comparison_after(text: str, end: int):
    """The comparison said of the name ending at `end`, after a few words and no math; a NEGATION Match
    (running to the comparison's end) when a negation stands among those words."""
    tokens = lexicon.tokenize(text, end, min(len(text), end + 120))
    found = lexicon.scan(tokens, *COMPARISONS)
    if not found or found[0].first > FILLER_WORDS:
        return None
    filler = tokens[:found[0].first]
    if any(not t.text.isalpha() and t.text != "n't" and "'" not in t.text for t in filler):
        return None
    negation = lexicon.scan(filler, "NEGATION")
    if negation:
        return replace(negation[0], end=found[0].end)
    return found[0]


def _value_after(text: str, at: int):
    """The value a comparison compares with, right after it (a number, $…$, an interval, a name)."""
    return VALUE_AFTER.match(text, at, min(len(text), at + 80))


def tier_at(text: str, start: int, end: int) -> int:
    """Said outright (0), in passing (1), in a hypothesis (2), in a hypothesis in passing (3)."""
    hypothetical = _hypothetical_at(text, start) or _supposed_after(text, end)
    return (2 if hypothetical else 0) + (1 if aside_at(text, start, end) else 0)


def _supposed_after(text: str, end: int) -> bool:
    """A conditional that follows what it supposes, right after the words ("β が小さいなら", "t 很小的话")."""
    found = lexicon.scan(lexicon.tokenize(text, end, min(len(text), end + 6)), *lexicon.DOMAINS["hypothesis after"])
    return bool(found) and found[0].first == 0 and found[0].concept == "HYPOTHESIS_AFTER"


def _inside_word(text: str, start: int, end: int) -> bool:
    """'small' in 'smallest' or 'big' in 'bigram' is not the word."""
    before = text[start - 1:start] if start else ""
    after = text[end:end + 1]
    latin = re.match(r"[A-Za-z]", text[start:start + 1] or " ") is not None
    return latin and (bool(re.match(r"[A-Za-z]", before or " ")) or bool(re.match(r"[A-Za-z]", after or " ")))



@lru_cache(maxsize=256)  # asked for each statement and word of an answer, for the same few names
def mention_pattern(name: str):
    base, _, sub = name.partition("_")
    forms = [rf"\\(?:var)?{base}(?![A-Za-z])", rf"(?<![A-Za-z\\_^'’]){base}(?![A-Za-z])"]
    if base in GREEK_LETTERS:
        forms.append("|".join(GREEK_LETTERS[base]))
    head = "(?:" + "|".join(forms) + ")"
    return re.compile(head + (rf"\s*_\s*\{{?{re.escape(sub)}\}}?" if sub else ""))


def _hypothetical_at(text: str, position: int) -> bool:
    window = max(0, position - 400)  # a sentence with no full stop is read this far back
    start = max(text.rfind(". ", window, position), text.rfind("\n\n", window, position),
                text.rfind("。", window, position), window - 1)
    return mood_after(text[start + 1:position], "committed") in (HYPOTHETICAL, REJECTED)
