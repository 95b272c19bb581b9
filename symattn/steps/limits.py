"""What `≈`, `→`, `≫`, `<` mean for a large scale, decided case by case by the engine's limits.

A ≈ B (and A → B): in every case of the scale's limit, each component of A and B has the
same limit; where both grow without bound they must be asymptotically equal (A/B → 1), so
Σ_j e^{k_j^⊤q} ≈ 2e^β holds and ≈ e^β does not; against a written ∞ (e^β → ∞) only the limit counts. A ≫ B: A − B → +∞, or A/B → +∞. A < B
(≤, >, ≥): decided exactly by the facts' signs when they can, else by the sign of lim (B − A).

A claim that holds in one case of positive measure and fails in another ("c → v_a" holds when
η > 0 and fails when η < 0) depends on a condition the write-up may state in words: it is
unknown, not wrong. It is wrong only when it fails in every case where it could hold.
"""

from dataclasses import dataclass

from sympy import S, oo

from symattn import algebra
from symattn.algebra.linear import MATRIX_ATOMS, VECTOR_ATOMS, components
from symattn.engine.asymptotics import eventual_signs, limit_at_infinity, limit_cases
from symattn.engine.equality import is_identically_zero
from symattn.engine.facts import NEGATIVE, POSITIVE, ZERO, constant_sign, known_sign, unknowns
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError
from symattn.engine.witnesses import describe_point, nonzero_witness, point_where
from symattn.meaning.values import Value
from symattn.notation import syntax as s
from symattn.notation.digits import digit_unit, read_to_its_digits, written_unit
from symattn.steps.shown import plain

INFINITE = (S.Infinity, S.NegativeInfinity, S.ComplexInfinity)


@dataclass(frozen=True)
class FailsInPart:
    """A step that holds in one case of its assumptions and fails in another of positive measure, split on these
    symbols' values (η > 0 against −1 < η < 0): where the step's own case covers both, it is false there."""

    symbols: frozenset
    shown: str = ""  # where it holds, and the part of positive measure where it fails
    boundaries: tuple = ()  # the expressions whose signs split the cases (η, 1 + η): where an event may end
OK, FAIL, UNDECIDED = "ok", "fail", "undecided"


def _components(left, right) -> tuple:
    """(atoms, left's components, right's components): one entry [None] for scalars."""
    if left.kind == "scalar" and right.kind == "scalar":
        return [None], [left.expr], [right.expr]
    a, b = algebra.with_keys_apart(left.expr, right.expr)
    parts_a = algebra.components(a, algebra.VECTOR_ATOMS) if a != 0 else {}
    parts_b = algebra.components(b, algebra.VECTOR_ATOMS) if b != 0 else {}
    atoms = list(dict.fromkeys([*parts_a, *parts_b]))
    return atoms, [parts_a.get(x, S.Zero) for x in atoms], [parts_b.get(x, S.Zero) for x in atoms]


def _shown(expr) -> str:
    return str(expr)


def _case_text(case_facts, base: int) -> str:
    return "" if len(case_facts.signs) <= base else f" when {case_facts.describe()}"


def _strict(case_facts, base: int) -> bool:
    """A case of positive measure: no new fact of it is an equation (η = 0 is a single point)."""
    return all(sign != ZERO for _, sign in case_facts.signs[base:])


def _aggregate(outcomes: list, base: int, holds: str) -> Result:
    """One result from [(case facts, OK/FAIL/UNDECIDED, text)]."""
    if not outcomes:
        return Result.unknown("every case of the limit is empty")
    if all(kind == OK for _, kind, _ in outcomes):
        texts = list(dict.fromkeys(text for _, _, text in outcomes))
        return Result.proved(holds + ("" if len(texts) != 1 else f": {texts[0]}"))
    undecided = [o for o in outcomes if o[1] == UNDECIDED]
    if undecided:
        case, _, text = undecided[0]
        return Result.unknown(f"{text}{_case_text(case, base)}")
    fails = [o for o in outcomes if o[1] == FAIL]
    passing = [o for o in outcomes if o[1] == OK and _strict(o[0], base)]
    if passing:
        good, bad = passing[0][0], fails[0][0]
        failing = next((f for f in fails if _strict(f[0], base)), None)
        boundaries = tuple(dict.fromkeys(e for o in outcomes for e, _ in o[0].signs[base:]))
        split = () if failing is None else (FailsInPart(
            frozenset().union(*(e.free_symbols for e, _ in failing[0].signs[base:])),
            f"it holds{_case_text(good, base)} but not{_case_text(failing[0], base)} ({failing[2]})", boundaries),)
        return Result(Status.UNKNOWN, f"it holds{_case_text(good, base)} but not{_case_text(bad, base)} "
                                      f"({fails[0][2]}): it depends on a condition", data=split)
    case, _, text = fails[0]
    return Result.refuted(f"{text}{_case_text(case, base)}", f"{text}{_case_text(case, base)}")


def _differ(x, y, facts) -> bool | None:
    """Limits x ≠ y with evidence: True, False (equal), or None (cannot tell)."""
    if x.has(*INFINITE) or y.has(*INFINITE):
        return x != y
    difference = x - y
    if is_identically_zero(difference):
        return False
    if difference.is_number:
        return bool(constant_sign(difference))
    return True if nonzero_witness(difference, facts) is not None else None


def approx(left, right, var, facts) -> Result:
    """left ≈ right as var → ∞ (built values of one kind)."""
    atoms, a_parts, b_parts = _components(left, right)
    base = len(facts.signs)
    k = len(atoms)
    outcomes = []
    for case in limit_cases(a_parts + b_parts, var, facts):
        if case.facts.is_certainly_empty():
            continue
        outcomes.append((case.facts, *_approx_case(atoms, a_parts, b_parts, case.values[:k], case.values[k:], var,
                                                    case.facts)))
    return _aggregate(outcomes, base, "both sides agree in the limit")


def _approx_case(atoms, a_parts, b_parts, a_limits, b_limits, var, facts) -> tuple:
    outcome = _approx_parts(atoms, a_parts, b_parts, a_limits, b_limits, var, facts)
    finite = all(x is not None and not x.has(*INFINITE) for x in list(a_limits) + list(b_limits))
    if outcome[0] == FAIL and atoms != [None] and finite:
        total_a = sum((facts.subs(x) * atom for x, atom in zip(a_limits, atoms)), S.Zero)
        total_b = sum((facts.subs(y) * atom for y, atom in zip(b_limits, atoms)), S.Zero)
        return FAIL, f"the left side tends to {plain(total_a)}, not {plain(total_b)}"
    return outcome


def _approx_parts(atoms, a_parts, b_parts, a_limits, b_limits, var, facts) -> tuple:
    shown = []
    for atom, a, b, x, y in zip(atoms, a_parts, b_parts, a_limits, b_limits):
        if x is None or y is None or algebra.depends_on_key(x, algebra.EACH) or algebra.depends_on_key(y, algebra.EACH):
            return UNDECIDED, "the limits are not decided"
        x, y = facts.subs(x), facts.subs(y)
        where = "" if atom is None else f" (the coefficient of {atom})"
        if x in (S.Infinity, S.NegativeInfinity) and x == y and (_written_infinity(a) or _written_infinity(b)):
            shown.append(f"{plain(x)}")  # `e^t → ∞` says where it goes: there is no ratio to compare with ∞
            continue
        if x in (S.Infinity, S.NegativeInfinity) and x == y:
            ratio = _ratio_limits(a, b, var, facts)
            if ratio is None:
                return UNDECIDED, f"both sides tend to {x}{where}; their ratio is not decided"
            if any(r != 1 for r in ratio):
                bad = next(r for r in ratio if r != 1)
                if bad.has(*INFINITE) or (bad.is_number and constant_sign(bad - 1)) or \
                        nonzero_witness(bad - 1, facts) is not None:
                    return FAIL, (f"both sides grow without bound{where}, but the left side is {bad} times the "
                                  f"right side in the limit, not 1 times")
                return UNDECIDED, f"the ratio of the two sides tends to {bad}"
            shown.append(f"both grow like each other{where}")
            continue
        differ = _differ(x, y, facts)
        if differ is None:
            return UNDECIDED, f"the left side tends to {x} and the right side to {y}{where}"
        if differ:
            return FAIL, f"the left side tends to {plain(x)}, the right side to {plain(y)}{where}"
        if x != 0 or atom is None:
            shown.append(plain(x) if atom is None else f"{plain(x)}·{plain(atom)}")
    total = " + ".join(s for s in shown) or "0"
    if any(s in ("∞", "-∞") for s in shown):
        return OK, f"the left side tends to {total}"
    return OK, f"both tend to {total}" if all("grow" not in s for s in shown) else "both sides grow alike"


def _written_infinity(expr) -> bool:
    """∞ written as a side (`e^t → ∞`, `−β → −∞`): the claim is only that the other side diverges that way."""
    return expr in INFINITE or (expr.is_Mul and any(factor in INFINITE for factor in expr.args))


def _ratio_limits(a, b, var, facts):
    """The limits of a/b in the branches of the facts (None when one is undecided)."""
    if is_identically_zero(b):
        return None
    found = []
    for branch, value, _ in limit_at_infinity(a / b, var, facts):
        if branch.is_certainly_empty():
            continue
        if value is None:
            return None
        found.append(branch.subs(value))
    return found


def much_greater(left, right, var, facts) -> Result:
    """left ≫ right as var → ∞: the gap grows without bound, or the ratio does."""
    base = len(facts.signs)
    outcomes = []
    for case in limit_cases([left.expr - right.expr], var, facts):
        if case.facts.is_certainly_empty():
            continue
        (gap,) = case.values
        if gap is None:
            outcomes.append((case.facts, UNDECIDED, "the gap between the sides is not decided"))
        elif gap == S.Infinity:
            outcomes.append((case.facts, OK, "the difference grows without bound"))
        elif gap == S.NegativeInfinity:
            outcomes.append((case.facts, FAIL, "the right side is the larger one: the difference tends to −∞"))
        else:
            ratio = _ratio_limits(left.expr, right.expr, var, case.facts)
            if ratio is None:
                outcomes.append((case.facts, UNDECIDED, f"the difference tends to {gap}; the ratio is not decided"))
            elif all(r == S.Infinity for r in ratio):
                outcomes.append((case.facts, OK, "the ratio grows without bound"))
            elif all(not r.has(*INFINITE) or r == S.NegativeInfinity for r in ratio):
                outcomes.append((case.facts, FAIL, f"the difference tends to {gap} and the ratio to {ratio[0]}: "
                                                   f"the sides stay comparable"))
            else:
                outcomes.append((case.facts, UNDECIDED, "the ratio's limit differs between cases"))
    return _aggregate(outcomes, base, "the left side dominates")


def _case_witness(gap, strict: bool, facts):
    """A point inside the step's case where the order fails, as (point, gap), or None: only for a gap in one name
    that a condition of the case bounds alone ("1 + η > 0, i.e. η > 1": η = 0). The point is sampled where the facts
    hold, so a bound a strict and a weak inequality disagree on (η ≥ −1 against η > −1) is never the witness."""
    reduced = facts.for_signs(gap)
    names = unknowns(reduced)
    if len(names) != 1:
        return None
    (name,) = names
    said = [unknowns(facts.for_signs(expr)) for expr, _ in facts.signs]
    if not any(found == {name} for found in said) or any(name in found and found != {name} for found in said):
        return None  # a name no condition bounds (a tolerance ε of the write-up's own), or one tied to others
    return point_where(gap, facts, (lambda value: value < 0) if strict else (lambda value: value <= 0)) or None


def ordered(smaller, larger, strict: bool, var, facts) -> Result:
    """smaller < larger (≤ when not strict): exactly from the facts, else for a large scale."""
    gap = larger.expr - smaller.expr
    sign = known_sign(gap, facts)
    if sign == POSITIVE or (sign == ZERO and not strict):
        return Result.proved("it holds wherever the part's assumptions hold")
    if sign == NEGATIVE or (sign == ZERO and strict):
        found = nonzero_witness(gap, facts) if sign == NEGATIVE else None
        where = f" (at {describe_point(found[0])} the gap is {float(found[1]):.6g})" if found and found[0] else ""
        return Result.refuted(f"the order is the other way round{where}" if sign == NEGATIVE else
                              "the two sides are equal", where)
    if var is None:
        found = _case_witness(gap, strict, facts)
        if found is not None:
            return Result.refuted(f"it fails inside the case it is said in (at {describe_point(found[0])} the gap "
                                  f"is {float(found[1]):.6g})", describe_point(found[0]))
        return Result.unknown("the order depends on the values, and there is no scale to take large")
    base = len(facts.signs)
    outcomes = []
    for case in limit_cases([gap], var, facts):
        if case.facts.is_certainly_empty():
            continue
        (value,) = case.values
        if value is None:
            outcomes.append((case.facts, UNDECIDED, "the gap's limit is not decided"))
            continue
        value = case.facts.subs(value)
        decided = S.One if value == oo else S.NegativeOne if value == -oo else value
        value_sign = constant_sign(decided) if decided.is_number else known_sign(decided, case.facts)
        if value_sign == POSITIVE:
            outcomes.append((case.facts, OK, f"for a large scale the gap tends to {value}"))
        elif value_sign == NEGATIVE:
            outcomes.append((case.facts, FAIL, f"for a large scale the order is the other way round (the gap tends "
                                               f"to {value})"))
        elif decided == 0 and known_sign(case.facts.subs(gap), case.facts) == ZERO:
            # the case makes the sides equal (n = 2: both are 0): ≤ holds there, < does not
            outcomes.append((case.facts, FAIL if strict else OK, "the two sides are equal"))
        elif decided == 0:
            outcomes.extend(_vanishing_gap(smaller, larger, gap, strict, var, case.facts))
        else:
            outcomes.append((case.facts, UNDECIDED, f"the gap tends to {value}"))
    return _aggregate(outcomes, base, "it holds for a large scale")


def _vanishing_gap(smaller, larger, gap, strict: bool, var, facts) -> list:
    """The gap tends to 0: by the ratio of the sides when both vanish, else by the sign the gap keeps for a large
    scale, read from its leading terms (e^{β²}/(e^{β²} + 2) ≥ 1 − e^{−β²} fails: the gap is (2 − e^{β²})/…, below 0)."""
    by_ratio = _by_ratio(smaller, larger, var, facts)
    if by_ratio[1] is not UNDECIDED:
        return [by_ratio]
    signs = eventual_signs(facts.subs(gap), var, facts)
    if not signs:
        return [by_ratio]
    out = []
    for branch, sign in signs:
        if sign == POSITIVE:
            out.append((branch, OK, "for a large scale the gap tends to 0 from above"))
        elif sign == NEGATIVE:
            out.append((branch, FAIL, "for a large scale the order is the other way round (the gap tends to 0 from "
                                      "below)"))
        else:
            out.append((branch, FAIL if strict else OK, "the two sides are equal for a large scale"))
    return out


def _by_ratio(smaller, larger, var, facts) -> tuple:
    """Both sides vanish together: where both are positive for a large scale, their ratio decides the order
    ((n − 1)/(eᶜ + n − 1) ≤ (n − 1)e^{−2C} fails: the ratio tends to ∞)."""
    if known_sign(smaller.expr, facts) != POSITIVE or known_sign(larger.expr, facts) != POSITIVE:
        return facts, UNDECIDED, "the gap tends to 0"
    found = _ratio_limits(smaller.expr, larger.expr, var, facts)
    if not found or len(set(found)) != 1:
        return facts, UNDECIDED, "the gap tends to 0"
    (ratio,) = set(found)
    if ratio == oo or ratio.is_number and ratio > 1:
        return facts, FAIL, f"for a large scale the order is the other way round (both sides tend to 0, and their " \
                            f"ratio to {ratio})"
    if ratio.is_number and 0 <= ratio < 1:
        return facts, OK, f"for a large scale both sides tend to 0 and their ratio to {ratio}"
    return facts, UNDECIDED, "the gap tends to 0"


def near(left, right, tolerance) -> Result:
    """left ≈ right without a scale: two numbers within the tolerance, absolute or relative to the larger."""
    if left.kind != "scalar" or right.kind != "scalar":
        return Result.unknown("without a scale, only numbers are compared within the tolerance")
    a, b = left.expr, right.expr
    if not (a.is_number and b.is_number) or a.has(*INFINITE) or b.has(*INFINITE):
        return Result.unknown("without a scale, only numbers are compared within the tolerance")
    gap = abs(float((a - b).evalf(30)))
    size = max(abs(float(a.evalf(15))), abs(float(b.evalf(15))))
    shown = f"{float(a.evalf(15)):.6g} and {float(b.evalf(15)):.6g}"
    if gap <= float(tolerance):
        return Result.proved(f"{shown} differ by {gap:.3g}, within the tolerance {float(tolerance):g}")
    # 44 ≈ 14π is a fair approximation: on large numbers the tolerance is also relative
    if gap <= float(tolerance) * size:
        return Result.proved(f"{shown} differ by {gap / size:.3g} of their size, within the relative tolerance "
                             f"{float(tolerance):g}")
    return Result.refuted(f"{shown} differ by {gap:.3g}, more than the tolerance {float(tolerance):g} (absolute and "
                          f"relative)", f"left {float(a.evalf(15)):.6g}, right {float(b.evalf(15)):.6g}")


def near_coefficients(left, right, tolerance) -> Result:
    """Two vectors or matrices written in the problem's names (0.99975·x_2 + 0.00012·(x_1 + x_3)) within the
    tolerance: every coefficient of their difference a number no larger than it."""
    if left.kind != right.kind or left.kind == "scalar":
        return Result.unknown("only vectors and matrices are compared coefficient by coefficient")
    try:
        terms = components(left.expr - right.expr, VECTOR_ATOMS if left.kind == "vector" else MATRIX_ATOMS)
    except MeaningError:
        return Result.unknown("the difference is not a combination of the problem's vectors")
    if not all(coefficient.is_number for coefficient in terms.values()):
        return Result.unknown("the difference has coefficients that are not numbers")
    gap = max((abs(float(coefficient.evalf(30))) for coefficient in terms.values()), default=0.0)
    if gap <= float(tolerance):
        return Result.proved(f"every coefficient of the difference is at most {gap:.3g}, within the tolerance "
                             f"{float(tolerance):g}")
    return Result.refuted(f"a coefficient of the difference is {gap:.3g}, more than the tolerance {float(tolerance):g}")


def within_rounding(left_node, a, right_node, b) -> Result | None:
    """X ≈ 1,6·10⁵ with X a number (e¹² = 162754.8…): proved when X rounds to the digits written, within half a unit of
    the last one, where a flat tolerance would refute it; None when it does not."""
    unit = written_unit(right_node, left_node)
    unit = float(unit) if unit is not None else None
    if unit is None or a.kind != "scalar" or b.kind != "scalar" or not (a.expr.is_number and b.expr.is_number) or \
            a.expr.has(*INFINITE) or b.expr.has(*INFINITE):
        return None
    gap = abs(float((a.expr - b.expr).evalf(30)))
    if gap > unit / 2:
        return None
    return Result.proved(f"{float(a.expr.evalf(15)):.6g} rounds to {float(b.expr.evalf(15)):.6g}, the digits written "
                         f"(within {unit / 2:.2g})")


def _inner_rounding(node, size: float) -> float:
    """How far rounding the decimals written inside a side can move it: each by a unit of its last digit, scaled by
    how much the side is bigger than it."""
    moved = 0.0
    for found in s.walk(node):
        if isinstance(found, s.Num) and "." in found.text:
            written = abs(float(found.text)) or 1.0
            moved += 10.0 ** -len(found.text.split(".")[1]) * max(1.0, size / written)
    return moved


def off_the_digits(left_node, a, right_node, b) -> Result | None:
    """X ≈ 0.93 with X = 0.92135…: within the flat tolerance, yet X is neither rounded (within half a unit of the last
    digit) nor cut (toward 0, within one unit) to the digits written: another number at that precision, refuted;
    None when it is one of the two (with the rounding of the decimals written inside X), or no side is written to
    fewer digits than the other."""
    units = [digit_unit(left_node), written_unit(right_node, left_node)]
    if units[1] is None or units[0] is not None and units[0] >= units[1]:
        return None
    unit, x, y = float(units[1]), a.expr, b.expr
    if a.kind != "scalar" or b.kind != "scalar" or not (x.is_number and y.is_number) or x.has(*INFINITE):
        return None
    exact, written = float(x.evalf(30)), float(y.evalf(30))
    slack = _inner_rounding(left_node, abs(exact))
    if any(read_to_its_digits(exact + moved, written, unit) for moved in (-slack, 0.0, slack)):
        return None
    return Result.refuted(f"{exact:.6g} is neither rounded nor cut to {written:.6g} (they differ by "
                          f"{abs(exact - written):.3g}, more than half a unit of its last digit)",
                          f"left {exact:.6g}, right {written:.6g}")


def beyond_rounding(left_node, a, right_node, b) -> Result | None:
    """X ≈ 0.5403 with X a number: refuted when the gap is more than a unit of the last digit written (a student may
    cut rather than round) plus what rounding the decimals written inside X can move it (each by a unit of its last
    digit, scaled by how much X is bigger than it); None when that does not refute it. A side that holds rounded
    numbers (1 − 9.08·10⁻⁴) is written to the finest of their units, where X has none."""
    unit = written_unit(right_node, left_node)
    if unit is None or a.kind != "scalar" or b.kind != "scalar":
        return None
    unit = float(unit)
    x, y = a.expr, b.expr
    if not (x.is_number and y.is_number) or x.has(*INFINITE):
        return None
    allowed = unit + _inner_rounding(left_node, abs(float(x.evalf(15))))
    gap = abs(float((x - y).evalf(30)))
    if gap <= allowed:
        return None
    shown = f"{float(x.evalf(15)):.6g} and {float(y.evalf(15)):.6g}"
    return Result.refuted(f"{shown} differ by {gap:.3g}, more than the rounding of the digits written ({allowed:.2g})",
                          f"left {float(x.evalf(15)):.6g}, right {float(y.evalf(15)):.6g}")


COUNTS_TRIED = 8  # n = m + 1, …, m + 8, and two large n


def near_for_every_count(left, right, tolerance, count, smallest: int) -> Result:
    """left ≈ right with only the number of keys n free (e/(2e + n − 2) ≈ ½): refuted when it fails for every n beyond
    the named keys that is tried (n = m itself may be the one case the student means); else undecided."""
    tried = [*range(smallest + 1, smallest + 1 + COUNTS_TRIED), 100, 1000]
    results = [near(Value(left.kind, left.expr.xreplace({count: k})), Value(right.kind, right.expr.xreplace({count: k})),
                    tolerance) for k in tried]
    if all(result.status is Status.REFUTED for result in results):
        return Result.refuted(f"it fails for every number of keys n > {smallest}: at n = {tried[0]}, "
                              f"{results[0].reason}", f"n = {tried[0]}: {results[0].witness}")
    return Result.unknown(f"with n free, ≈ is decided only when it fails for every n > {smallest}")

