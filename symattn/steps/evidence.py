"""Results turned into what a student reads: one verdict over several readings, a refutation with the part that
differs, a reason short enough to read; and the one identity check the engine leaves to check (trigonometry)."""

from sympy import Dummy, cancel, cos, count_ops, exp, expand, expand_trig, fraction, powsimp, simplify, sin

from symattn.engine.equality import is_identically_zero
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError
from symattn.notation import syntax as s
from symattn.steps.shown import plain, plain_text

MAX_REASON = 160
TRIG_SIZE = 120  # operations: an identity bigger than this is left to the engine


def any_reading(results: list) -> Result:
    """Readings of one step: proved by one is proved; refuted only when all refute; else unknown."""
    proved = [r for r in results if r.status is Status.PROVED]
    if proved:
        return proved[0]
    refuted = [r for r in results if r.status is Status.REFUTED]
    # otherwise unknown, or checked numerically only (not proved): a reading that is not refuted
    return refuted[0] if len(refuted) == len(results) else next(r for r in results if r.status is not Status.REFUTED)


def trig_identity(left, right) -> bool:
    """left = right for every value of its numbers, proved through half angles written in e^{ix}: each step is an
    identity (expand_trig, rewrite, expand), so 0 at the end is a proof (sum to product, angle sums)."""
    gap = left - right
    if not gap.has(sin, cos) or count_ops(gap) > TRIG_SIZE or not all(x.is_real for x in gap.free_symbols):
        return False
    halves = {x: 2 * Dummy(real=True) for x in gap.free_symbols}
    try:
        written = expand(powsimp(expand(expand_trig(gap.xreplace(halves)).rewrite(exp))))
        return simplify(written) == 0
    except (TypeError, ValueError, RecursionError):
        return False


def parts_of_fractions(left, right, context, env):
    """(numerator, denominator) of each side as written, when both are written as fractions; else None."""
    if not (isinstance(left, s.Frac) and isinstance(right, s.Frac)):
        return None
    try:
        built = [context.build(node, env) for node in (left.num, left.den, right.num, right.den)]
    except (MeaningError, NotationError):
        return None
    if any(value.kind != "scalar" for value in built):
        return None
    return tuple(value.expr for value in built)


def explained(result: Result, a, b, written=None) -> Result:
    """An equality's refutation, with the part that differs when both sides are fractions."""
    if result.status is not Status.REFUTED:
        return result
    if a.kind != "scalar":
        return Result.refuted(f"the left side is {plain(a.expr)}, not {plain(b.expr)}", result.witness, result.data)
    try:
        top_a, bottom_a, top_b, bottom_b = written or (*fraction(cancel(a.expr)), *fraction(cancel(b.expr)))
    except (TypeError, ValueError):
        return result
    if is_identically_zero(top_a - top_b) and not is_identically_zero(bottom_a - bottom_b) and bottom_b != 1:
        hint = f"the denominator is {plain(bottom_a)}, not {plain(bottom_b)}"
    elif is_identically_zero(bottom_a - bottom_b) and bottom_a != 1 and not is_identically_zero(top_a - top_b):
        hint = f"the numerator is {plain(top_a)}, not {plain(top_b)}"
    else:
        hint = f"the left side is {plain(a.expr)}, not {plain(b.expr)}"
    return Result.refuted(hint, result.witness, result.data)


def concise(reason: str, short: str) -> str:
    """A reason a student reads: a value too long to read is left out."""
    if len(reason) <= MAX_REASON:
        return reason
    head = reason.split("; the left side is")[0].split(": both tend to")[0]
    return head if len(head) <= MAX_REASON else short


def with_evidence(result: Result) -> str:
    reason = concise(plain_text(result.reason), "the two sides differ")
    witness = plain_text(result.witness)
    return reason if not witness or witness in reason else f"{reason} ({witness})"
