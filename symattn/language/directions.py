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

The statements are read by math_directions.py (in math) and word_directions.py (in words); this module
chooses one direction per scale, and reads the names that stand for a scale (t = 1/s).
"""

import re
from dataclasses import dataclass, field, replace

from sympy import S

from symattn.language import lexicon
from symattn.language.direction import (LARGE_MAGNITUDE, LIMITS, MINUS_INF, NEGATIVE, PLUS_INF, POSITIVE, RANGE,
                                        SIZE_INF, UNREAD, VALUE, ZERO, ZERO_MINUS, ZERO_PLUS, Contradiction, Direction,
                                        mention_pattern)
from symattn.language.document import HYPOTHETICAL, REJECTED, Document
from symattn.language.statements import sentence_until
from symattn.language.math_directions import (RELATION_HINT, directions_in_math, names_in, parsed, scalar_of,
                                              subject_of)
from symattn.language.word_directions import directions_in_words
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key

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
    beside: str = ""  # a bound said beside the limit, in math or words ("t → ∞ … small once t exceeds 20"): not read


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
    for statement in statements:
        if statement.mood == REJECTED:
            continue
        # said in an example ("Example n = 10, t = 5: …", "e.g. t = 100"): in passing, as an aside is
        example = lexicon.said(sentence_until(document.text, document.statements, statement), "EXAMPLE")
        tier = (2 if statement.mood == HYPOTHETICAL or _regime(statements, statement, document.text, names) else 0) \
            + (1 if statement.aside or example else 0)
        rest = statement.text[_name_length(statement.text):]
        if _name_length(statement.text) and LEADING_RELATION.match(rest):
            # "$s$, $t \to 0$", "with s, t → ∞", "λ_1 and λ_2 → ∞": names listed before the relation go where it sends
            # its own
            for name, written in _names_listed_before(document.text, statement.offset, names):
                found.extend((name, replace(direction, tier=tier | direction.tier)) for _, direction in
                             directions_in_math(written + rest, statement.offset, names, context, given))
        found.extend((name, replace(direction, tier=tier | direction.tier))
                     for name, direction in directions_in_math(statement.text, statement.offset, names, context, given))
    for label in document.arrow_labels:  # "\xrightarrow[t\to\infty]{}": where t goes, said beside the arrow
        found.extend(directions_in_math(label.text, label.position, names, context, given))
    if words:
        found.extend(directions_in_words(document, names, context, given))
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


def _names_listed_before(text: str, at: int, names: dict) -> list:
    """(name, as written) of the names in prose right before a relation, each joined by a comma or "and" ("s, t → ∞":
    s)."""
    found, end = [], at
    while True:
        listed = NAME_LISTED_BEFORE.search(text, max(0, end - 40), end)
        if listed is None:
            return found
        node = parsed(listed.group(1))
        key = name_key(node) if node is not None else None
        if key is None or key not in names or not _opens_in_prose(text, listed.start(1)) or \
                lexicon.closes(text[max(0, listed.start(1) - 30):listed.start(1)].rstrip(" $"), "HELD_FIXED"):
            return found  # "for fixed t, α → 0": t is held where it is, not sent with α
        found.append((key, listed.group(1)))
        end = listed.start(1)


def _opens_in_prose(text: str, at: int) -> bool:
    """Does the name at `at` stand alone, after a word of prose, a list's comma or nothing ("with s, t → ∞"), not
    at the end of a formula ("k_aᵀq ≈ t, e ≈ 2.72", "(1 + η)t and c_2 → v_a")?"""
    before = text[max(0, at - 30):at].rstrip(" $\t")
    return not before or before[-1] == "," or PROSE_WORD_END.search(before) is not None


PROSE_WORD_END = re.compile(r"(?<![\\\w])[^\W\d_]{2,}$")
# a name and its joint right before a relation's text ("s, ", "λ_1 and ", "$\lambda_1$, ")
NAME_LISTED_BEFORE = re.compile(r"\$?(?<![^\W\d_\\])((?:\\[A-Za-z]+|[^\W\d_])(?:\s*_\s*(?:\{[^{}]*\}|\w)|[₀-₉])?)\$?\s*"
                                r"(?:,|\band\b|\bund\b|\bet\b|\by\b|\be\b|и)\s*\$?\s*$")


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
            name, mapping = subject_of(right, _NewNames(scales, context, given))
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


AGAINST_LARGE = (ZERO, ZERO_PLUS, ZERO_MINUS, MINUS_INF)  # where a scale goes that no large scale is


def _chosen(symbol, directions: list) -> Chosen:
    # said in passing (a comparison, "with small t it would be uniform", "e.g. t = 100"): never where the scale
    # goes; a hypothesis ("if t → ∞ …") is, when nothing is said outright
    # written in math ("with $t \to 0$"), not a comparison in words ("with small t it would be uniform")
    passing = [d for d in directions if d.tier == 1 and d.kind in AGAINST_LARGE and not d.stated_in_words]
    directions = [d for d in directions if d.tier % 2 == 0]
    if passing and not any(d.kind not in (POSITIVE, NEGATIVE) for d in directions):
        # "…, 0 otherwise, with t → 0": asserted only in passing, yet against the large scale the grader would take
        # when nothing is said: where the scale goes is then not read, never taken as unsaid
        return Chosen(UNREAD, True, passing[0].source.strip(), tier=passing[0].tier)
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
    said_anywhere = directions  # beside a limit, a value said in passing or as an example is a claim too
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
    for first, second in zip(ranges, ranges[1:]):
        # t ≥ 10^6 and "t less than 1": two ranges with nothing in common contradict each other
        lows = [x for x in (first.value[0], second.value[0]) if x is not None]
        highs = [x for x in (first.value[1], second.value[1]) if x is not None]
        if lows and highs and (max(lows) >= min(highs)) is S.true:
            raise Contradiction(symbol, first, second)
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
        outright = [v for v in values if v.tier == 0] if tier == 0 else []
        # an example said in passing ("say t = 3", "e.g. t = 3") is checked as one said outright is
        example = outright[0].value if outright else next((v.value for v in said_anywhere if v.kind == VALUE), None)
        # a bound said beside the limit ("t ≥ 3.2 suffices", "small once t exceeds 20") is a claim of how large, which
        # the limit does not read: grading's certificate sends it to review (grading/certified.py)
        bounded = [r for r in said_anywhere if r.kind == RANGE and any(bound is not None for bound in r.value)]
        return Chosen(kind, True, note=aside, tier=tier, example=example,
                      beside=bounded[0].source.strip() if bounded else "")
    if len({d.value for d in values}) > 1:
        raise Contradiction(symbol, values[0], next(v for v in values if v.value != values[0].value))
    if values:
        return Chosen(VALUE, True, values[0].value, tier=tier, approached=all(v.limit for v in values))
    if ranges and ranges[0].value[1] is None and ranges[0].value[0] is not None and ranges[0].value[0] > 0 \
            and not symbol.is_negative:
        # every t from 100 on: large t, and 100 itself
        return Chosen(PLUS_INF, True, tier=tier, lower_edge=ranges[0].value[0])
    if ranges:
        low, high = ranges[0].value
        if POSITIVE in signs and (low is None or (low < 0) is S.true):  # "a constant C > 0": the range is C's sign's
            low = S.Zero
        if NEGATIVE in signs and (high is None or (high > 0) is S.true):
            high = S.Zero
        return Chosen(RANGE, True, (low, high), tier=tier)
    if signs == {NEGATIVE} or (symbol.is_negative and not signs):
        return Chosen(MINUS_INF, False)
    if symbol.name in SMALL_BY_NAME and not symbol.is_negative:  # ε, δ: small (and positive) by the convention of their names
        return Chosen(ZERO_PLUS, False)
    return Chosen(PLUS_INF, False)


SMALL_BY_NAME = {"epsilon", "varepsilon", "delta"}


def _range_allows(bounds, kind: str) -> bool:
    low, high = bounds
    if kind == PLUS_INF:
        return high is None
    if kind == MINUS_INF:
        return low is None
    return (low is None or low <= 0) and (high is None or high >= 0)
