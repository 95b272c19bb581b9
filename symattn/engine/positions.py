"""Sinusoidal position embeddings: distinctness, and the distance table.

Φ(t, 2i) = sin(ω_i t), Φ(t, 2i+1) = cos(ω_i t), ω_i = base^(−2i/d) (base 10000 unless the setting says `base`); for
an odd d the last coordinate is a sine alone. Two positions share the pair (sin ω t, cos ω t) only when
ω(t_1 − t_2) ∈ 2πℤ. For the pair i = 0, ω_0 = 1 for every base, and 1/π is irrational, so distinct integer
positions never share an embedding, for every d ≥ 2; for d = 1 the one coordinate sin t: sin t_1 = sin t_2 needs
t_1 − t_2 ∈ 2πℤ or t_1 + t_2 ∈ π + 2πℤ, neither possible for distinct integers.
"""

import itertools
import math

from sympy import Float, Integer, Rational, Symbol, cancel, cos, expand, latex, sin

from symattn.errors import MeaningError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.engine.results import DistanceRow, Result

BASE = 10000


def frequency(i, d, base=BASE):
    return Integer(base) ** (-Rational(2) * i / d)


def embedding_pair(position, i, d, base=BASE):
    w = frequency(i, d, base)
    return sin(w * position), cos(w * position)


def embedding_row(position, d, base=BASE) -> list:
    """Φ(position) as d exact entries: (sin ω_i t, cos ω_i t) pairs, and for an odd d a last sine alone."""
    return [embedding_pair(position, j // 2, d, base)[j % 2] for j in range(d)]


def check_distinct(text: str, context, conditions: tuple = ()) -> Result:
    """Φ(A) ≠ Φ(B) (or a claimed equality) for integer positions A, B, under the step's `when` conditions.

    For integer positions Φ(A) = Φ(B) exactly when A = B (the pair i = 0 and the irrationality of π),
    so the claim is one about the integer gap A − B: non-zero wherever the conditions hold (≠), or
    zero (=). A refutation is a point satisfying the conditions, found by a bounded search.
    """
    node = parse(text)
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in ("=", "ne")
            and all(isinstance(x, s.Call) and x.func == "Phi" and len(x.args) == 1 for x in node.operands)):
        raise MeaningError("a position claim reads '\\Phi(t_1) \\ne \\Phi(t_2)' or '\\Phi(0) = \\Phi(44)'")
    written = tuple(_number(context, x.args[0]) for x in node.operands)
    relations = [relation for text in conditions for relation in _relations(context, text)]
    first, second, relations = _substitute_equalities(*written, relations)
    claims_equal = node.ops[0] == "="
    if first.is_Integer and second.is_Integer:
        return _concrete(first, second, claims_equal)
    gap = expand(first - second)
    if gap == 0:
        if claims_equal:
            return Result.proved("the same position")
        point = _search(relations, (first, second), lambda _: True)
        if point is None:
            return Result.unknown(f"the positions are the same, {first}, but no value satisfies the conditions")
        return Result.refuted("the same position", f"{_assignment(point) or 'always'}: both positions are "
                                                   f"{first.subs(point)}")
    if not (first.is_integer and second.is_integer):
        return Result.unknown(f"the positions {first} and {second} are not known to be integers: declare their "
                              f"names under [part.setting] scalars as \"integer\" (for real positions and d = 2, "
                              f"Φ(0) = Φ(2π))")
    if claims_equal:
        point = _search(relations, (first, second), lambda values: values[0] != values[1])
        if point is None:
            return Result.unknown(f"{first} = {second} is not shown, and no counterexample was found")
        refutation = _concrete(first.subs(point), second.subs(point), True)
        return Result.refuted(refutation.reason, f"{_assignment(point)}: {refutation.witness}")
    why = _nonzero(gap, relations)
    if why is not None:
        left, right = written
        gap_text = f"{left} − {_grouped(right)}"
        gap_latex = f"{latex(left)} - {latex(right) if not right.is_Add else f'({latex(right)})'}"
        return Result.proved(f"the pair i = 0 has ω_0 = 1; ω_0({gap_text}) ∈ 2πℤ with {gap_text} a non-zero "
                             f"integer{why} would make π rational, so the embeddings differ for every d ≥ 2 and "
                             f"every base (for d = 1, sin alone: its two positions would also need a sum in "
                             f"π + 2πℤ, as impossible)",
                             latex=f"the pair $i = 0$ has $\\omega_0 = 1$; $\\omega_0 ({gap_latex}) \\in "
                             f"2\\pi\\mathbb{{Z}}$ with ${gap_latex}$ a non-zero integer would make $\\pi$ "
                             f"rational, so the embeddings differ for every $d \\ge 2$ and every base (for $d = 1$, "
                             f"$\\sin$ alone: a sum in $\\pi + 2\\pi\\mathbb{{Z}}$, as impossible)")
    point = _search(relations, (first, second), lambda values: values[0] == values[1])
    if point is not None:
        return Result.refuted("the same position", f"{_assignment(point)}: both positions are {first.subs(point)}")
    return Result.unknown(f"cannot decide whether {first} ≠ {second} under the conditions")


def _number(context, node):
    value = context.build(node)
    if value.kind != "scalar":
        raise MeaningError(f"at character {node.pos + 1}: a position is a number, not a {value.kind}")
    return value.expr


CONDITION_OPS = {"=": "=", "ne": "≠", "<": "<", ">": ">", "le": "≤", "ge": "≥"}


def _relations(context, text: str) -> list:
    """A `when` condition as [(left − right, op)], a chain a < b < c giving one pair per link."""
    try:
        node = parse(text)
        if not (isinstance(node, s.Relation) and all(op in CONDITION_OPS for op in node.ops)):
            raise MeaningError("a condition is a relation (=, \\ne, <, >, \\le, \\ge) between numbers")
        values = [_number(context, operand) for operand in node.operands]
    except (NotationError, MeaningError) as error:
        raise MeaningError(f"when: {text!r}: {error}") from None
    return [(expand(a - b), op) for a, b, op in zip(values, values[1:], node.ops)]


def _substitute_equalities(first, second, relations: list):
    """Use each condition x = expression that can be solved for one name (linearly) to eliminate it."""
    kept = []
    for index, (difference, op) in enumerate(relations):
        solved = _solve_linear(difference) if op == "=" else None
        if solved is None:
            kept.append((difference, op))
            continue
        name, value = solved
        first, second = expand(first.subs(name, value)), expand(second.subs(name, value))
        relations[index + 1:] = [(expand(d.subs(name, value)), o) for d, o in relations[index + 1:]]
        kept = [(expand(d.subs(name, value)), o) for d, o in kept]
    return first, second, kept


def _solve_linear(difference, slack=0):
    """(name, value) with difference = slack solved for a name that appears linearly with a constant coefficient."""
    for name in sorted(difference.free_symbols, key=str):
        polynomial = difference.as_poly(name)
        if polynomial is not None and polynomial.degree() == 1 and polynomial.LC().is_number:
            coefficient = polynomial.LC()
            return name, expand((slack - (difference - coefficient * name)) / coefficient)
    return None


def _nonzero(gap, relations: list):
    """Why the integer gap is never 0 where the conditions hold: '' for a condition, a note otherwise; or None."""
    if gap.is_number:
        return f" (it is {gap})" if gap != 0 else None
    if gap.is_nonzero:
        return f" (by the assumptions on {', '.join(sorted(str(x) for x in gap.free_symbols))})"
    for difference, op in relations:
        if op in ("ne", "<", ">"):
            ratio = cancel(gap / difference)
            if ratio.is_number and ratio != 0:
                return ""
        if op in ("<", ">", "le", "ge"):
            # difference = ±slack with slack > 0 (or ≥ 0): solve for one name and read the gap's sign
            sign = 1 if op in (">", "ge") else -1
            slack = Symbol("slack", positive=True) if op in ("<", ">") else Symbol("slack", nonnegative=True)
            solved = _solve_linear(difference, sign * slack)
            if solved is not None:
                reduced = expand(gap.subs(*solved))
                if reduced.is_positive or reduced.is_negative:
                    return ""
    return None


SEARCH_POINTS = 2000


def _search(relations: list, positions: tuple, wanted):
    """The first point (small values first) satisfying every condition where `wanted(position values)` holds."""
    names = sorted(set().union(*(x.free_symbols for x in positions),
                               *(d.free_symbols for d, _ in relations)), key=str)
    per_name = max(2, int(SEARCH_POINTS ** (1 / max(1, len(names)))))
    choices = [_candidates(name)[:per_name] for name in names]
    for values in itertools.islice(itertools.product(*choices), SEARCH_POINTS):
        point = dict(zip(names, values))
        if all(_holds(difference.subs(point), op) for difference, op in relations) and wanted(
                [x.subs(point) for x in positions]):
            return point
    return None


def _candidates(name) -> list:
    values = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]
    if name.is_positive:
        return [v for v in values if v > 0]
    if name.is_nonnegative:
        return [v for v in values if v >= 0]
    if name.is_negative:
        return [v for v in values if v < 0]
    return values


def _holds(value, op: str) -> bool:
    if not value.is_number:
        return False
    return {"=": value == 0, "ne": value != 0, "<": value < 0, ">": value > 0, "le": value <= 0,
            "ge": value >= 0}[op]


def _assignment(point: dict) -> str:
    return ", ".join(f"{name} = {value}" for name, value in point.items())


def _grouped(expr) -> str:
    return f"({expr})" if expr.is_Add else str(expr)


def _concrete(first, second, claims_equal: bool) -> Result:
    if first == second:
        if claims_equal:
            return Result.proved("the same position")
        return Result.refuted("the same position", f"both positions are {first}")
    for label, left, right in zip(("sin", "cos"), embedding_pair(first, 0, 1), embedding_pair(second, 0, 1)):
        difference = (left - right).evalf(30)
        if abs(difference) > Float("1e-20"):
            witness = f"component {label}: {label}({first}) = {left.evalf(6)} but {label}({second}) = {right.evalf(6)}"
            if claims_equal:
                return Result.refuted("the i = 0 components differ", witness)
            return Result.proved("the i = 0 components differ: " + witness)
    return Result.unknown("the i = 0 components agree to 20 digits")


def minimum_distances(d: int, checkpoints: tuple, base: int = BASE) -> dict:
    """min over 0 ≤ t_1 < t_2 < T of ‖Φ(t_1) − Φ(t_2)‖, for each T in checkpoints.

    Each pair's part of the distance depends only on Δ = t_2 − t_1 (proved above), and each term
    2 − 2cos(ω_i Δ) is ≥ 0, so a partial sum above the best so far ends the sum
    early: the answer is exact up to floating point, at a fraction of the work. For an odd d the last sine alone
    adds (sin ω t_1 − sin ω t_2)², which depends on t_1 too (`_odd_minimum`).
    """
    frequencies = [base ** (-2 * i / d) for i in range(d // 2)]
    if d % 2:
        lone = base ** (-2 * (d // 2) / d)
        return {T: math.sqrt(_odd_minimum(frequencies, lone, T)) for T in checkpoints}
    best, result, last = math.inf, {}, max(checkpoints)
    for gap in range(1, last):
        best = min(best, _pairs_part(frequencies, gap, best))
        if gap + 1 in checkpoints:
            result[gap + 1] = math.sqrt(best)
    return result


def _pairs_part(frequencies: list, gap: int, best: float) -> float:
    """Σ (2 − 2cos(ω·gap)) over the sine–cosine pairs, stopped once it reaches `best` (then it is no minimum)."""
    total = 0.0
    for w in frequencies:
        total += 2.0 - 2.0 * math.cos(w * gap)
        if total >= best:
            break
    return total


def _odd_minimum(frequencies: list, lone: float, positions: int) -> float:
    """The odd-d minimum over 0 ≤ t_1 < t_2 < positions: for each gap the pairs' part (which ignores t_1) prunes,
    and the lone sine is tried at every t_1 (all gaps for d = 1: the loader bounds such tables by
    MAX_ODD_POSITION)."""
    best = math.inf
    for gap in range(1, positions):
        pairs = _pairs_part(frequencies, gap, best)
        if pairs >= best:
            continue
        for first in range(0, positions - gap):
            value = pairs + (math.sin(lone * first) - math.sin(lone * (first + gap))) ** 2
            if value < best:
                best = value
    return best


def distance_table(dims: tuple, checkpoints: tuple, base: int = BASE) -> Result:
    rows = []
    for d in dims:
        minima = minimum_distances(d, checkpoints, base)
        rows.extend(DistanceRow(d, T, minima[T]) for T in checkpoints)
    shown = "; ".join(f"d={r.dimension}, T={r.positions}: {r.minimum:.6f}" for r in rows)
    where = "" if base == BASE else f", base {base}"
    if all(r.minimum > 0 for r in rows):
        return Result.proved(f"minimum distance over distinct positions (floating point{where}): {shown}",
                             data=tuple(rows))
    return Result.unknown(f"a computed minimum is 0: {shown}", data=tuple(rows))
