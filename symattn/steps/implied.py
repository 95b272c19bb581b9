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

from sympy import Rational, lambdify

from symattn.engine.claims import initial_facts
from symattn.engine.results import Result
from symattn.engine.witnesses import describe_point, exact_value, in_own_symbols, sample_point
from symattn.language import lexicon
from symattn.notation import syntax as s
from symattn.steps.relations import ORDERS

OWN_VALUES = (Rational(1, 10000), Rational(1, 100), Rational(1, 10), Rational(1, 3))  # a tolerance's: small, positive
SCALE_GRID = tuple(Rational(k, 4) for k in range(0, 121))  # the scale from 0 to 30 by quarters
MAX_BETWEEN = 40  # characters of words between the two inequalities: a joint, not an argument


def refuted_as_consequence(ctx, link) -> Result | None:
    """The step refuted as a consequence of the inequality right before it, or None."""
    session = ctx.session
    previous = _previous(session, link)
    if previous is None:
        return None
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
    scale = session.setting.scalar(session.setting.scale)
    free = before.free_symbols | after.free_symbols
    # a count (r of n = m + r) is sampled where the facts allow; every other name (ε) is taken small and positive
    counts = {x for x in free - {scale} if x.is_integer}
    tolerances = sorted(free - counts - {scale}, key=str)
    if scale not in free or not tolerances:
        return None
    points = [sample_point(counts, facts, random.Random(seed)) for seed in range(3)] if counts else [{}]
    found = None
    for value in OWN_VALUES:
        witness = _witness(before, strict_before, after, strict_after, scale,
                           [{**point, **{x: value for x in tolerances}} for point in points if point is not None])
        if witness is None:
            return None
        found = found or witness
    shown = describe_point(in_own_symbols(found, facts))
    return Result.refuted("it does not follow from the inequality before it, which the words give it from",
                          f"at {shown} the one before holds and this one does not")


def _previous(session, link):
    """The inequality right before the step, joined to it by words of consequence or equivalence only."""
    links = session.links
    at = next((i for i, item in enumerate(links) if item is link), None)
    if not at or link.op not in ORDERS or links[at - 1].op not in ORDERS:
        return None
    previous = links[at - 1]
    between = session.text[previous.span[1]:link.left_span[0]]
    if previous.span[1] > link.left_span[0] or len(between) > MAX_BETWEEN or "=" in between:
        return None
    if not lexicon.said(between, "CONCLUSION", "EQUIVALENT", "IMPLIES") or \
            lexicon.said(between, "CONDITION", "NECESSARY", "GOAL", "PURPOSE", "SUFFICES"):
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


def _witness(before, strict_before, after, strict_after, scale, points: list):
    """A point where the inequality before holds and the step does not, along a quarter of the scale's grid at least
    (two neighbours on it), or None: thresholds a rounding or a dropped (1 − 2ε) apart are no refutation. The grid is
    scanned in floating point; the two neighbours found are then decided exactly."""
    symbols = sorted(before.free_symbols | after.free_symbols, key=str)
    fast = [lambdify(symbols, gap, modules="math") for gap in (before, after)]
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
