"""An inequality said to follow from the one right before it: "requiring ½ − α_a ≤ ε gives 2eᵗ + n − 2 ≥ (n − 2)/(2ε),
i.e. eᵗ ≥ …". Each is a condition on free scalars, which neither holds nor fails alone (two scales: not decided);
what the write-up claims is that the second follows from the first. That claim fails at a point where the first
holds and the second does not, the part's facts respected.

Only an inequality the words between present as a consequence or an equivalent ("gives", "so", "i.e.", "⇔") is
read so, never one after a condition or a need ("if", "it suffices", "requires": the second may be sufficient, not
implied), nor one with a name the first does not have (the words may bring in a fact of their own, "since ε < ¼").
A name other than the scale and a count (ε) is taken small and positive, as a tolerance is, and the step is refuted
only when it fails at each such value: a slip of algebra fails at every one, a reading of the name's range at none.
"""

import random
from dataclasses import replace

from sympy import Rational, lambdify

from symattn.engine.claims import initial_facts
from symattn.engine.results import Result
from symattn.engine.witnesses import describe_point, exact_value, in_own_symbols, sample_point
from symattn.errors import SymattnError
from symattn.language import lexicon
from symattn.language.direction import NEGATIVE, RANGE, VALUE
from symattn.language.directions import scale_directions
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps.relations import ORDERS

NOT_IMPLIED = "it does not follow from the inequality before it, which the words give it from"
NOT_EQUIVALENT = "it is not equivalent to the inequality before it, as the words say"
OWN_VALUES = (Rational(1, 10000), Rational(1, 100), Rational(1, 10), Rational(1, 3))  # a tolerance's: small, positive
SCALE_GRID = tuple(Rational(k, 4) for k in range(0, 121))  # the scale from 0 to 30 by quarters
MAX_BETWEEN = 40  # characters of words between the two inequalities: a joint, not an argument


def refuted_as_consequence(ctx, link) -> Result | None:
    """The step refuted as a consequence of the inequality right before it, or None."""
    session = ctx.session
    previous = _previous(session, link)
    if previous is None:
        return None
    # "⇔", "iff", "\iff": the step claims the converse too, so a point where it holds and the one before does not
    # refutes it as well
    equivalent = lexicon.said(session.text[previous.span[1]:link.left_span[0]], "EQUIVALENT")
    context = session.context(ctx.ledger.own)
    try:
        before, after = _gap(context, previous), _gap(context, link)
    except Exception:  # noqa: BLE001 - a side that cannot be read leaves the step as the engine left it
        return None
    facts = initial_facts(context, (), s.Relation((link.op,), (link.left, link.right), link.left.pos))
    (before, strict_before), (after, strict_after) = before, after
    if not after.free_symbols or not after.free_symbols <= before.free_symbols:
        return None
    before, after = facts.for_signs(before), facts.for_signs(after)  # n = m + r: the facts' own variables
    free = before.free_symbols | after.free_symbols
    # a count (r of n = m + r) is sampled where the facts allow; every other name (ε) is taken small and positive
    counts = {x for x in free if x.is_integer}
    setting_scale = session.setting.scalar(session.setting.scale)
    # the part's scale, or the write-up's own, the number its query is a multiple of (q = τ(k_a + k_b))
    scales = [setting_scale] if setting_scale in free else \
        sorted((free - counts) & _query_scalars(context, ctx.ledger), key=str)
    points = [sample_point(counts, facts, random.Random(seed)) for seed in range(3)] if counts else [{}]
    directions = [((before, strict_before), (after, strict_after), "the one before holds and this one does not")]
    if equivalent:
        directions.append(((after, strict_after), (before, strict_before), "this one holds and the one before does not"))
    for scale in scales:
        tolerances = sorted(free - counts - {scale}, key=str)
        if not tolerances:
            continue
        for (held, strict_held), (fails, strict_fails), said in directions:
            found = None
            for value in OWN_VALUES:
                witness = _witness(held, strict_held, fails, strict_fails, scale,
                                   [{**point, **{x: value for x in tolerances}} for point in points if point is not None],
                                   narrow=bool(equivalent))
                if witness is None:
                    found = None
                    break
                found = found or witness
            if found is not None and not _in_the_stated_range(session, scale, found[scale]):
                found = None  # "For t ≥ 20: A ⟺ B" claims it there only: a point below is no counterexample
            if found is not None:
                shown = describe_point(in_own_symbols(found, facts))
                reason = NOT_IMPLIED if said.startswith("the one") else NOT_EQUIVALENT
                return Result.refuted(reason, f"at {shown} {said}")
    return None


def _in_the_stated_range(session, scale, value) -> bool:
    """Whether the write-up lets its scale take `value`: inside a range it states ("for t ≥ 20", "t ∈ (1, 5)"), at a
    value it gives; anywhere when it states neither, or directions the reader cannot choose between."""
    try:
        found = scale_directions(session.writeup.document, {scale.name: scale}, session.context(())).get(scale)
    except SymattnError:
        return True  # directions that contradict each other state no range read here: as before, the grid's points
    if found is None or not found.stated:
        return True
    if found.lower_edge is not None and value < found.lower_edge:
        return False  # "t ≥ 20", read as t → ∞ from 20 on
    if found.kind == RANGE:
        low, high = found.value
        return (low is None or value >= low) and (high is None or value <= high)
    if found.kind == VALUE and not found.approached:
        return value == found.value
    return not (found.kind == NEGATIVE and value > 0)


def _query_scalars(context, ledger) -> set:
    """The numbers the write-up's own query is written with (τ of q = τ(k_a + k_b)), as symbols."""
    found = set()
    for name in ("q", "q_1", "q_2"):
        text = ledger.definitions.get(name)
        if text is None:
            continue
        try:
            found |= context.ground(context.build(parse(text).operands[1]).expr).free_symbols
        except Exception:  # noqa: BLE001 - a query that cannot be built names no scale
            continue
    return found


def _previous(session, link):
    """The inequality right before the step, joined to it by words of consequence or equivalence only."""
    links = session.links
    at = next((i for i, item in enumerate(links) if item is link), None)
    if not at or link.op not in ORDERS:
        return None
    previous = links[at - 1]
    # "2eᵗ ≥ (n − 2)/(2ε) − (n − 2) = (n − 2)(1 − 2ε)/(2ε). Hence eᵗ ≥ …": the chain before says its inequality
    # of its last right side
    first = at - 1
    while first > 0 and links[first].op == "=" and links[first - 1].chain == links[first].chain and \
            links[first - 1].span[1] <= links[first].left_span[1]:
        first -= 1
    if links[first].op in ORDERS and first < at - 1 and links[first].chain == previous.chain:
        previous = replace(links[first], right=previous.right, span=previous.span)
    if previous.op not in ORDERS:
        return None
    between = session.text[previous.span[1]:link.left_span[0]]
    if previous.span[1] > link.left_span[0] or len(between) > MAX_BETWEEN or "=" in between:
        return None
    # one scan, leftmost-longest: "if and only if" and "exactly when" are an equivalence, not the "if", "only if",
    # "when" inside them
    said = {m.concept for m in lexicon.scan(between, "EQUIVALENT", "CONCLUSION", "IMPLIES", "CONDITION", "NECESSARY",
                                            "GOAL", "PURPOSE", "SUFFICES")}
    if not said & {"CONCLUSION", "EQUIVALENT", "IMPLIES"} or said & {"CONDITION", "NECESSARY", "GOAL", "PURPOSE",
                                                                     "SUFFICES"}:
        return None
    return previous


def _gap(context, link) -> tuple:
    """(larger − smaller, strict) of an inequality: it holds where the gap is positive (or zero, not strict)."""
    strict, flipped = ORDERS[link.op]
    left, right = (context.ground(context.build(node).expr) for node in (link.left, link.right))
    if not all(getattr(x, "is_number", False) or x.free_symbols for x in (left, right)):
        raise ValueError("not numbers")
    return (left - right if flipped else right - left), strict


def _holds(gap, strict: bool):
    sign, value = exact_value(gap)
    if sign is None or not value.is_real:
        return None
    return bool(value > 0) or (value == 0 and not strict)


def _witness(before, strict_before, after, strict_after, scale, points: list, narrow: bool = False):
    """A point where the inequality before holds and the step does not, or None. The scale's grid is scanned in
    floating point for two neighbours that do so (a quarter of the scale at least): a consequence ("gives", "so")
    whose threshold is off by a dropped (1 − 2ε) only is no refutation, as a sufficient condition said loosely. An
    equivalence said outright (`narrow`: "⇔") is refuted in a narrower window too: between the places where either
    side's gap changes sign ("e^t ≥ (n − 2)(1 − 2ε)/(4ε)" against "(1 + 2ε)": a window of width 4ε), whose midpoints
    are the candidates. A point found is decided exactly: a refutation is never a float's."""
    symbols = sorted(before.free_symbols | after.free_symbols, key=str)
    fast = [lambdify(symbols, gap, modules="math") for gap in (before, after)]  # once, for both scans
    found = _on_the_grid(before, strict_before, after, strict_after, scale, points, symbols, fast)
    if found is None and narrow:
        found = _between_crossings(before, strict_before, after, strict_after, scale, points, symbols, fast)
    return found


def _between_crossings(before, strict_before, after, strict_after, scale, points: list, symbols: list, fast: list):
    for point in points:
        crossings = []
        for f in fast:
            crossings.extend(_crossings(lambda x: f(*(float(point[y]) if y != scale else x for y in symbols))))
        crossings = sorted(set(round(x, 9) for x in crossings))
        for low, high in zip(crossings, crossings[1:]):
            for middle in _simplest_between(low, high):
                at = {**point, scale: middle}
                if _exactly(before, strict_before, after, strict_after, at):
                    return at
    return None


def _simplest_between(low: float, high: float):
    """Rationals strictly between low and high, the simplest first (9.62 rather than 480790273/50000000), then the
    midpoint."""
    for denominator in (1, 2, 4, 10, 100, 1000, 10_000, 100_000):
        candidate = Rational(round((low + high) / 2 * denominator), denominator)
        if low < candidate < high:
            yield candidate
    yield Rational(str(round((low + high) / 2, 9)))


def _crossings(f) -> list:
    """Where f changes sign along the scale's grid, each found by bisection to 1e-12."""
    found, previous = [], None
    for value in SCALE_GRID:
        try:
            current = f(float(value))
        except (ArithmeticError, ValueError, TypeError):
            previous = None
            continue
        if previous is not None and (previous[1] > 0) != (current > 0):
            low, high = previous[0], float(value)
            for _ in range(60):
                middle = (low + high) / 2
                try:
                    sign = f(middle) > 0
                except (ArithmeticError, ValueError, TypeError):
                    break
                low, high = (middle, high) if sign == (previous[1] > 0) else (low, middle)
            found.append((low + high) / 2)
        previous = (float(value), current)
    return found


def _on_the_grid(before, strict_before, after, strict_after, scale, points: list, symbols: list, fast: list):
    for point in points:
        previous = None
        for value in SCALE_GRID:
            at = {**point, scale: value}
            try:
                held, holds = (f(*(float(at[x]) for x in symbols)) for f in fast)
            except (ArithmeticError, ValueError, TypeError):
                previous = None
                continue
            if held > 1e-9 and holds < -1e-9:
                if previous is not None and all(_exactly(before, strict_before, after, strict_after, x)
                                                for x in (previous, at)):
                    return at
                previous = at
            else:
                previous = None
    return None


def _exactly(before, strict_before, after, strict_after, at) -> bool:
    return _holds(before.xreplace(at), strict_before) is True and _holds(after.xreplace(at), strict_after) is False
