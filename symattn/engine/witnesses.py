"""Seeded numeric points: witnesses for refutations, never proofs.

A symbolic test that cannot show a difference is zero does not refute it; a
point where the difference is plainly non-zero (30-digit evaluation) does. The
point respects the facts: n = m + r with r ≥ 0, so never fewer keys than are named.
"""

import random

from sympy import Integer, Rational, S, ceiling, floor, srepr

from symattn.algebra import Dot, OthersTotal
from symattn.algebra.others import GENERIC
from symattn.engine.facts import constant_sign
from symattn.engine.precision import accurate_value


def sample_point(symbols, facts, rng: random.Random, tries: int = 60):
    """Values for the symbols (in the facts' sign variables: r, not n) that respect their
    assumptions and the facts, or None."""
    ranges = {symbol: _range(symbol, facts) for symbol in symbols}
    for _ in range(tries):
        # by name, then by everything a symbol is (two symbols may share a name, "r" of n = m + r and a student's
        # own r): the order, so the point, never depends on the process's hashing
        point = {symbol: _value_in(symbol, ranges[symbol], rng) for symbol in sorted(symbols, key=_order)}
        if all(_holds(expr, sign, point, facts) for expr, sign in facts.signs):
            return point
    return None


def _order(symbol) -> tuple:
    return str(symbol), srepr(symbol)


def _range(symbol, facts):
    """Where to sample: the bounds the linear facts give a symbol (its assumptions included)."""
    if isinstance(symbol, Dot):
        return None, None
    (low, _), (high, _) = facts.bounds(symbol)
    return low, high


def _value_in(symbol, bounds, rng: random.Random):
    low, high = bounds
    if not isinstance(symbol, Dot) and symbol.is_integer:
        # a whole number is sampled at whole numbers only: a position at 12/5 is no counterexample
        start = int(ceiling(low)) if low is not None else (int(floor(high)) - 9 if high is not None else -6)
        stop = int(floor(high)) if high is not None else start + 9
        return Integer(rng.randint(start, max(start, stop)))
    if isinstance(symbol, Dot) or (low is None and high is None):
        return Rational(rng.randint(-30, 30), 10)
    if low is not None and high is not None:
        return low + (high - low) * Rational(rng.randint(1, 99), 100)
    if low is not None:
        return low + Rational(rng.randint(1, 40), 10)
    return high - Rational(rng.randint(1, 40), 10)


def _holds(expr, sign, point, facts) -> bool:
    return exact_value(facts.for_signs(expr).xreplace(point))[0] == sign


def exact_value(value):
    """(sign, value) of an expression without symbols: the sign decided exactly first (log(1 + √2) + log(√2 − 1)
    is 0, though 30 digits read it as −1e-165), then numerically only when plainly away from 0; (None, value)
    when neither decides. The value is exactly 0 when the sign is."""
    if value.has(S.NaN, S.ComplexInfinity):
        return None, value
    sign = constant_sign(value)
    if sign == 0:
        return 0, S.Zero
    if sign is None:
        return None, value.evalf(30)
    numeric = value if value.is_Number else accurate_value(value)
    if numeric is None or not numeric.is_Number:
        return None, value.evalf(30)
    return sign, numeric


def nonzero_witness(expr, facts, seed: int = 0):
    """A point where expr is certainly non-zero, as (point, value), or None.

    The point is given in the part's own symbols (n, not r)."""
    # the sign was decided exactly or with every digit it needs: 10⁻⁴⁰ is a witness as good as 1
    return point_where(expr, facts, lambda value: value.is_finite and value != 0, seed, 8)


def point_where(expr, facts, test, seed: int = 0, tries: int = 12):
    """A point satisfying the facts at which test(value of expr) holds: (point, value), or None.

    Every symbol of the facts is sampled too, so the point is one where the facts hold."""
    rng = random.Random(seed)
    reduced = facts.for_signs(expr)
    if reduced.has(OthersTotal):
        reduced = every_other_key_alike(reduced)
        if reduced is None:
            return None  # a value per other key cannot be sampled one key at a time
    free = _sampled(reduced) | set().union(*(_sampled(facts.for_signs(e)) for e, _ in facts.signs))
    for _ in range(tries):
        point = sample_point(free, facts, rng)
        if point is None:
            return None
        sign, value = exact_value(reduced.xreplace(point))
        if sign is not None and value.is_real and test(value):
            return in_own_symbols(point, facts), value
    return None


def every_other_key_alike(expr):
    """expr at an instance where every key beyond the named ones is alike (Σ_{i∉{j}} e^{k_iᵀw} is (n − 1)e^{k_iᵀw}:
    each other key has the inner products of the generic one, i), or None where that instance may not exist.

    An inner product of a key with another vector can take any value, the other keys' all the same one; a squared
    norm (wᵀw) bounds them all together (Bessel: Σ (k_iᵀw)² ≤ ‖w‖²), so beside one no instance is taken."""
    if any(dot.args[0] == dot.args[1] for dot in expr.atoms(Dot)):
        return None
    for _ in range(8):  # a sum inside a sum: the inner one is alike too, once the outer is
        totals = expr.atoms(OthersTotal)
        if not totals:
            return expr
        expr = expr.xreplace({total: total.count * total.body.xreplace({total.bound: GENERIC}) for total in totals})
    return None


def _sampled(expr) -> set:
    return set(expr.free_symbols) | set(expr.atoms(Dot))


def in_own_symbols(point: dict, facts) -> dict:
    """A point in the sign variables (r) → the same point in the part's symbols (n = m + r)."""
    shown = {symbol: value for symbol, value in point.items()
             if not any(replacement.has(symbol) for _, replacement in facts.sign_subs)}
    for original, replacement in facts.sign_subs:
        if replacement.free_symbols <= set(point):
            shown[original] = replacement.xreplace(point)
    return shown


def describe_point(point: dict) -> str:
    return ", ".join(f"{k} = {v}" for k, v in sorted(point.items(), key=lambda kv: str(kv[0]))) or "every point"
