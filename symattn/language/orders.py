"""How a student's scales grow against each other: "s = o(t)", "t ≫ s", "λ ≫ μ ≫ 1", "t − s → ∞", "s/t → 1",
"t grows faster than s", "s and t grow alike".

Each relation is read as an Order: an expression of the scales and where it goes (t/s → ∞, s/t → 0,
t − s → ∞). Grading keeps only the growth paths on which every stated Order holds, so a stated relation
is never dropped in favour of the default path where the scales grow alike. A relation between a scale and
a scalar the problem sends somewhere itself (tα → 0 beside α → 0), or one not in these forms, is an Order
that cannot be read (`target` UNREAD_ORDER): the answer then needs review.
"""

import re
from dataclasses import dataclass

from sympy import S, latex

from symattn.language import lexicon
from symattn.language.direction import mention_pattern
from symattn.language.document import HYPOTHETICAL, REJECTED
from symattn.language.math_directions import names_in, number_of, parsed, scalar_of
from symattn.language.quoting import quoted
from symattn.language.word_directions import tier_at
from symattn.language.document import Document
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key

BOUNDED_ORDER = "bounded"  # s = O(t): s/t stays bounded
UNREAD_ORDER = "unread"
WORDS_AROUND = 4  # words between a name and the phrase that relates it to another


@dataclass(frozen=True)
class Order:
    expr: object  # a sympy expression of the scales
    target: object  # where it goes: S.Infinity, S.NegativeInfinity, a number, BOUNDED_ORDER or UNREAD_ORDER
    source: str
    position: int
    tier: int = 0  # as directions: said outright (0), in passing (odd), in a hypothesis (2, 3)
    in_words: bool = False

    def describe(self) -> str:
        """What the order says, for the feedback: "$\\frac{s}{t} \\to 0$", or the student's words quoted."""
        if self.in_words or self.target == UNREAD_ORDER:
            return f"'{quoted(self.source)}'"
        if self.target == BOUNDED_ORDER:
            return f"${latex(self.expr)}$ stays bounded"
        return f"${latex(self.expr)} \\to {latex(self.target)}$"


def scale_orders(document: Document, scales: dict, context, given: dict | None = None) -> tuple:
    """(Order, …) the document states between the scales ({written name: symbol}); `given` names the problem's
    own scalars that go somewhere by themselves (α → 0)."""
    given = given or {}
    found = []
    statements = list(document.statements)
    for statement in statements:
        if statement.mood == REJECTED:
            continue
        node = parsed(statement.text)
        if not isinstance(node, s.Relation):
            continue
        tier = (2 if statement.mood == HYPOTHETICAL else 0) + (1 if statement.aside else 0)
        at = statement.offset + node.pos
        for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
            order = _math_order(op, left, right, scales, given, context)
            if order is not None:
                found.append(Order(order[0], order[1], statement.text, at, tier))
    found.extend(_word_orders(document.text, scales, context, given))
    return tuple(found)


def _scales_in(node, scales: dict) -> list:
    return [n for n in dict.fromkeys(names_in(node)) if n in scales]


def _little_o(node):
    """(inner, "o" or "O") for o(t) and O(t), written as a call or as o·(t); else None."""
    if isinstance(node, s.Call) and node.func in ("o", "O") and len(node.args) == 1:
        return node.args[0], node.func
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Name) and \
            node.factors[0].base in ("o", "O") and not node.factors[0].sub:
        return node.factors[1], node.factors[0].base
    return None


def _math_order(op: str, left, right, scales: dict, given: dict, context):
    """(expr, target) of a relation between scales; None when it relates fewer than two of them."""
    on_left, on_right = _scales_in(left, scales), _scales_in(right, scales)
    problem_own = [n for n in names_in(left) + names_in(right) if n in given and n not in scales]
    little = _little_o(right) if op == "=" else None
    if little is not None and on_left:
        inner_scales = _scales_in(little[0], scales)
        if not inner_scales or set(inner_scales) == set(on_left) and len(on_left) == 1:
            return None  # t = o(1) is a direction (directions.py)
        ratio = _ratio(left, little[0], context)
        if ratio is None or problem_own:
            return S.Zero, UNREAD_ORDER
        return ratio, (S.Zero if little[1] == "o" else BOUNDED_ORDER)
    involved = set(on_left) | set(on_right)
    if op == "to" and on_right:
        return None  # "k_a^⊤q = t + √α t z → t": a step of a derivation, the limit of an expression, no order
    if op == "to" and (len(on_left) >= 2 or on_left and problem_own):
        target = number_of(right, context)
        expr = scalar_of(left, context)
        if target is None or expr is None or problem_own:
            return S.Zero, UNREAD_ORDER
        return expr, target
    if len(involved) < 2 and not (involved and problem_own and op in ("gg", "ll", "sim", "approx", "to")):
        return None
    if not on_left or not on_right or problem_own:
        return (S.Zero, UNREAD_ORDER) if op in ("gg", "ll", "sim", "approx", "to", "<", ">", "le", "ge") else None
    if op in ("gg", "ll", "sim", "approx"):
        ratio = _ratio(left, right, context)
        if ratio is None:
            return S.Zero, UNREAD_ORDER
        return ratio, {"gg": S.Infinity, "ll": S.Zero}.get(op, S.One)
    if op in ("<", ">", "le", "ge"):
        return S.Zero, UNREAD_ORDER  # t < s: a bound between scales, not read
    return None


def _ratio(top, bottom, context):
    high, low = scalar_of(top, context), scalar_of(bottom, context)
    if high is None or low is None or low == 0:
        return None
    return high / low


RATE_WORD = re.compile(r"faster|quicker|quickly|rapidly|outgrow|outpace", re.I)
NUMBER_NEXT = re.compile(r"[\s$]*[-−]?\d")


def _word_orders(text: str, scales: dict, context, given: dict) -> list:
    """"t grows faster than s", "s grows more slowly than t", "s and t grow alike", "t much larger than s"; a scale
    compared so with the problem's own scalar ("t grows faster than 1/α") is not read."""
    mentions = sorted((m.start(), m.end(), name) for name in scales for m in mention_pattern(name).finditer(text))
    own = sorted((m.start(), m.end(), name) for name in given if name not in scales
                 for m in mention_pattern(name).finditer(text))
    found = []
    for match in lexicon.scan(text, *lexicon.DOMAINS["growth"]):
        compared_with_own = [m for m in own if m[0] >= match.end and len(lexicon.tokenize(text, match.end, m[0])) <= 8]
        if compared_with_own and any(m[1] <= match.start and len(lexicon.tokenize(text, m[1], match.start)) <=
                                     WORDS_AROUND for m in mentions):
            found.append(Order(S.Zero, UNREAD_ORDER, text[match.start:compared_with_own[0][1]], match.start,
                               tier_at(text, match.start, match.end), True))
            continue
        before = [m for m in mentions if m[1] <= match.start and
                  len(lexicon.tokenize(text, m[1], match.start)) <= WORDS_AROUND]
        after = [m for m in mentions if m[0] >= match.end and
                 len(lexicon.tokenize(text, match.end, m[0])) <= 2]
        named = list(dict.fromkeys(m[2] for m in before[-3:] + after[:1]))
        if match.concept == "ALIKE" and len(named) >= 2:
            first, second = scales[named[0]], scales[named[1]]
            found.append(Order(first / second, S.One, text[before[0][0] if before else match.start:match.end],
                               match.start, tier_at(text, match.start, match.end), True))
            continue
        if before and not after and not NUMBER_NEXT.match(text, match.end) and \
                (match.concept != "FASTER" or RATE_WORD.search(text[match.start:match.end])):
            # "β → ∞ faster than n log n", "t grows like log n", "t slower than log n", "β comparable to the noise":
            # a rate said of the scale against something that is no scale of the answer (the number of keys, the
            # noise): not read ("t much larger than 1" says where t goes, and is read there)
            end = min(len(text), match.end + 40)
            found.append(Order(S.Zero, UNREAD_ORDER, text[before[-1][0]:end].split("\n")[0], match.start,
                               tier_at(text, match.start, match.end), True))
            continue
        if match.concept == "ALIKE" or not before or not after or before[-1][2] == after[0][2]:
            continue
        faster, slower = (before[-1][2], after[0][2]) if match.concept == "FASTER" else (after[0][2], before[-1][2])
        found.append(Order(scales[faster] / scales[slower], S.Infinity, text[before[-1][0]:after[0][1]],
                           match.start, tier_at(text, match.start, match.end), True))
    return found


def positions(orders: tuple) -> frozenset:
    """Where orders were read (a direction read at the same place, "t ≫ s" for t alone, is not one)."""
    return frozenset(order.position for order in orders)


__all__ = ["Order", "scale_orders", "positions", "BOUNDED_ORDER", "UNREAD_ORDER", "name_key"]
