"""Seeded numeric points: witnesses for refutations, never proofs.

A symbolic test that cannot show a difference is zero does not refute it; a
point where the difference is plainly non-zero (30-digit evaluation) does.
"""

import random

from sympy import Float, Rational

from symattn.algebra import Dot


def sample_point(symbols, facts, rng: random.Random, tries: int = 60):
    """Values for the symbols that respect their assumptions and the facts, or None."""
    for _ in range(tries):
        point = {}
        for symbol in sorted(symbols, key=str):
            point[symbol] = _value_for(symbol, rng)
        if all(_holds(expr, sign, point, facts) for expr, sign in facts.signs):
            return point
    return None


def _value_for(symbol, rng: random.Random):
    if isinstance(symbol, Dot):
        return Rational(rng.randint(-30, 30), 10)
    if symbol.is_integer:
        return Rational(rng.randint(0 if symbol.is_nonnegative and not symbol.is_positive else 1, 9))
    if symbol.is_positive:
        return Rational(rng.randint(3, 40), 10)
    if symbol.is_nonnegative:
        return Rational(rng.randint(0, 40), 10)
    return Rational(rng.randint(-30, 30), 10)


def _holds(expr, sign, point, facts) -> bool:
    value = facts.subs(expr).xreplace(point).evalf(30)
    if not value.is_Number:
        return False
    return (value > 0) if sign > 0 else (value < 0) if sign < 0 else abs(value) < Float("1e-25")


def nonzero_witness(expr, facts, seed: int = 0):
    """A point where expr is certainly non-zero, as (point, value), or None."""
    rng = random.Random(seed)
    free = set(expr.free_symbols) | set(expr.atoms(Dot))
    for _ in range(8):
        point = sample_point(free, facts, rng)
        if point is None:
            return None
        value = facts.subs(expr).xreplace(point).evalf(30)
        if value.is_Number and value.is_finite and abs(value) > Float("1e-12"):
            return point, value
    return None


def describe_point(point: dict) -> str:
    return ", ".join(f"{k} = {v}" for k, v in sorted(point.items(), key=lambda kv: str(kv[0])))
