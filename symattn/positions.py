"""Sinusoidal position embeddings: distinctness, and the distance table.

Φ(t, 2i) = sin(ω_i t), Φ(t, 2i+1) = cos(ω_i t), ω_i = 10000^(−2i/d).
Two positions share the pair (sin ω t, cos ω t) only when ω(t_1 − t_2) ∈ 2πℤ.
For the pair i = 0, ω_0 = 1, and 1/π is irrational, so distinct integer
positions never share an embedding, for every d.
"""

import math

from sympy import Float, Integer, Rational, cos, pi, sin

from symattn.errors import MeaningError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.results import Result

BASE = 10000


def frequency(i, d):
    return Integer(BASE) ** (-Rational(2) * i / d)


def embedding_pair(position, i, d):
    w = frequency(i, d)
    return sin(w * position), cos(w * position)


def check_distinct(text: str, context) -> Result:
    """Φ(t_1) ≠ Φ(t_2) (or a claimed equality) for integer positions."""
    node = parse(text)
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in ("=", "ne")
            and all(isinstance(x, s.Call) and x.func == "Phi" for x in node.operands)):
        raise MeaningError("a position claim reads '\\Phi(t_1) \\ne \\Phi(t_2)' or '\\Phi(0) = \\Phi(44)'")
    first, second = (context.build(x.args[0]).expr for x in node.operands)
    claims_equal = node.ops[0] == "="
    if first.is_Integer and second.is_Integer:
        return _concrete(first, second, claims_equal)
    gap = first - second
    w0 = frequency(0, context.setting.scalar("d"))
    if (w0 / pi).is_rational is False:
        reason = (f"the pair i = 0 has ω_0 = {w0}; ω_0(t_1 − t_2) ∈ 2πℤ with t_1 − t_2 a non-zero integer "
                  f"would make π rational, so the embeddings differ for every d")
        if claims_equal:
            return Result.refuted(reason, "t_1 = 0, t_2 = 1: sin 0 = 0, sin 1 ≈ 0.841")
        return Result.proved(reason, latex=f"the pair $i = 0$ has $\\omega_0 = {w0}$; $\\omega_0 (t_1 - t_2) \\in "
                             f"2\\pi\\mathbb{{Z}}$ with $t_1 - t_2$ a non-zero integer would make $\\pi$ rational, "
                             f"so the embeddings differ for every $d$")
    return Result.unknown(f"cannot decide whether {w0}·({gap}) avoids 2πℤ")


def _concrete(first, second, claims_equal: bool) -> Result:
    if first == second:
        return Result.proved("the same position") if claims_equal else Result.refuted("the same position")
    for label, left, right in zip(("sin", "cos"), embedding_pair(first, 0, 1), embedding_pair(second, 0, 1)):
        difference = (left - right).evalf(30)
        if abs(difference) > Float("1e-20"):
            witness = f"component {label}: {label}({first}) = {left.evalf(6)} but {label}({second}) = {right.evalf(6)}"
            if claims_equal:
                return Result.refuted("the i = 0 components differ", witness)
            return Result.proved("the i = 0 components differ: " + witness)
    return Result.unknown("the i = 0 components agree to 20 digits")


def minimum_distances(d: int, checkpoints: tuple) -> dict:
    """min over 0 ≤ t_1 < t_2 < T of ‖Φ(t_1) − Φ(t_2)‖, for each T in checkpoints.

    The distance depends only on Δ = t_2 − t_1 (proved above), and each term
    2 − 2cos(ω_i Δ) is ≥ 0, so a partial sum above the best so far ends the sum
    early: the answer is exact up to floating point, at a fraction of the work.
    """
    frequencies = [BASE ** (-2 * i / d) for i in range(d // 2)]
    best, result, last = math.inf, {}, max(checkpoints)
    for gap in range(1, last):
        total = 0.0
        for w in frequencies:
            total += 2.0 - 2.0 * math.cos(w * gap)
            if total >= best:
                break
        else:
            best = total
        if gap + 1 in checkpoints:
            result[gap + 1] = math.sqrt(best)
    return result


def distance_table(dims: tuple, checkpoints: tuple) -> Result:
    rows = []
    for d in dims:
        minima = minimum_distances(d, checkpoints)
        rows.extend((d, T, minima[T]) for T in checkpoints)
    shown = "; ".join(f"d={d}, T={T}: {m:.6f}" for d, T, m in rows)
    if all(m > 0 for _, _, m in rows):
        return Result.proved(f"minimum distance over distinct positions (floating point): {shown}", data=tuple(rows))
    return Result.unknown(f"a computed minimum is 0: {shown}", data=tuple(rows))
