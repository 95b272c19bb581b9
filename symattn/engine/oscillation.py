"""Bounded and oscillating factors in a limit as x → ∞: sin(g), cos(g) of a real g, and (−1)^n for a whole n.

An expression N/D with such factors only in its numerator is Σ B_i·r_i + p, each B_i a product of them (|B_i| ≤ 1)
and r_i, p free of them. The limits of the r_i and of p are the dominance analysis's (`asymptotics.py`); then
- every r_i → 0: the sum tends to lim p (a bounded factor times one that tends to 0 tends to 0);
- p → ±∞ and every r_i has a finite limit: the sum tends to lim p;
- anything else is not decided here; `no_limit` then looks for a proof that there is no limit at all: one term
  B·r with B a single sin(ax + b), cos(ax + b) (a ≠ 0, x real) or (−1)^n (n whole), r → L ≠ 0 and p → a finite P.
  Two subsequences are the witness: along one B = 1 and the sum tends to P + L, along the other B = −1 and it tends
  to P − L, two different values — so no claimed value is the limit. Failing that, one such function anywhere in
  the expression (an exponent too: e^{sin t}/(e^{sin t} + 2)) is replaced by 1 and by −1, and the two limits of
  what is left are shown to differ.
Oscillation inside an exponent is bounded there; the dominance analysis compares it (e^{cos t}/t → 0), so `split`
bounds only the factors outside exponents.
"""

from sympy import Add, Dummy, Mul, Pow, S, Symbol, cos, exp, expand, fraction, pi, sin, together

from symattn.engine.facts import known_sign
from symattn.engine.series import SeriesProblem, series_at_zero


class Oscillating(Exception):
    """The oscillating factors sit where the analysis cannot bound them (a denominator, an exponent)."""


def is_oscillating(factor, var) -> bool:
    """sin(g), cos(g) of a real g with var in it, a positive whole power of one, or (−1)^g with g whole."""
    if isinstance(factor, (sin, cos)):
        return factor.args[0].has(var) and factor.args[0].is_extended_real is True
    if isinstance(factor, Pow) and factor.base == -1:
        return factor.exp.has(var) and factor.exp.is_integer is True
    if isinstance(factor, Pow) and factor.exp.is_Integer and factor.exp > 0:
        return is_oscillating(factor.base, var)
    return False


def has_oscillation(expr, var) -> bool:
    return any(is_oscillating(atom, var) for atom in expr.atoms(sin, cos, Pow))


def oscillating_functions(expr, var) -> set:
    """The oscillating functions in expr themselves: sin t, cos(2t + 1), (−1)^n — not their powers."""
    return {a for a in expr.atoms(sin, cos, Pow) if is_oscillating(a, var) and not (isinstance(a, Pow) and a.base != -1)}


def plain_oscillation(expr, var) -> bool:
    """An oscillating factor outside every exponent: e^{cos t} is bounded between e^{−1} and e, and the dominance
    analysis compares it as an exponent; cos t as a factor is what `split` bounds."""
    masked = expr.xreplace({e: Dummy(positive=True) for e in expr.atoms(exp) if has_oscillation(e, var)})
    return has_oscillation(masked, var)


def split(expr, var):
    """(p, [(B_i, r_i)]) with expr = p + Σ B_i r_i; Oscillating when the factors are not all in the numerator's
    products."""
    numerator, denominator = fraction(together(expr))
    if plain_oscillation(denominator, var):
        raise Oscillating(f"an oscillating factor in the denominator of {expr} is not analysed")
    plain, bounded = S.Zero, {}
    for term in Add.make_args(expand(numerator)):
        factors = Mul.make_args(term)
        oscillating = Mul(*(f for f in factors if is_oscillating(f, var)))
        rest = Mul(*(f for f in factors if not is_oscillating(f, var)))
        if plain_oscillation(rest, var):
            raise Oscillating(f"the oscillating factor in {term} is not a plain factor")
        if oscillating == 1:
            plain += rest
        else:
            bounded[oscillating] = bounded.get(oscillating, S.Zero) + rest
    if not bounded:  # oscillation inside exponents only: nothing here to bound, the dominance analysis has its say
        raise Oscillating(f"the oscillating factors of {expr} are all inside exponents")
    return plain / denominator, [(factor, rest / denominator) for factor, rest in bounded.items()]


def limit_with_bounded_factors(expr, var, facts, limit_cases) -> list:
    """[(facts, value or None, note)] for an expression with oscillating factors (`limit_cases` as asymptotics')."""
    plain, bounded = split(expr, var)
    return bounded_sum_limits(plain, [rest for _, rest in bounded], var, facts, limit_cases)


def bounded_sum_limits(plain, rests: list, var, facts, limit_cases) -> list:
    """[(facts, value or None, note)] of p + Σ B_i r_i with every B_i bounded: lim p when every r_i → 0, or when
    p → ±∞ and every r_i has a finite limit; else undecided."""
    results = []
    for case in limit_cases([plain] + rests, var, facts):
        if any(v is None for v in case.values):
            results.append((case.facts, None, case.note or "the limit is not decided"))
            continue
        base, rests = case.values[0], case.values[1:]
        if all(v == 0 for v in rests):
            results.append((case.facts, base, ""))
        elif base in (S.Infinity, S.NegativeInfinity) and all(v.is_finite for v in rests):
            results.append((case.facts, base, ""))
        else:
            results.append((case.facts, None, "the expression oscillates (a bounded factor times one that does not "
                                              "tend to 0)"))
    return results


def limit_with_continuous_factors(expr, var, facts, limit_cases):
    """[(facts, value or None, note)] for a product with factors sin g, cos g whose argument g has a finite limit L
    (sin x as x → 0 is sin(1/u) as u → ∞): such a factor tends to sin L, and the product's limit is that times the
    limit of the rest. A sin g with g → 0 is g·(sin g / g), the second factor → 1: the rest is multiplied by g
    (sin x / x → 1). None when there is no such factor."""
    continuous, rest = [], []
    for factor in Mul.make_args(expr):
        base, power = factor.as_base_exp()  # sin²(1/t): a whole power of a continuous factor is continuous
        if isinstance(base, (sin, cos)) and base.args[0].has(var) and power.is_Integer and power > 0:
            continuous.append((base, power))
        else:
            rest.append(factor)
    if not continuous:
        return None
    results = []
    for case in limit_cases([f.args[0] for f, _ in continuous], var, facts):
        if any(v is None for v in case.values) or not all(v.is_finite for v in case.values):
            results.append((case.facts, None, case.note or "an argument of sin or cos has no finite limit"))
            continue
        value, remaining = S.One, Mul(*rest)
        for (f, power), argument_limit in zip(continuous, case.values):
            if isinstance(f, sin) and argument_limit == 0:
                remaining = remaining * f.args[0] ** power  # sin g ~ g, so sin^k g ~ g^k
            else:
                value = value * f.func(argument_limit) ** power
        for inner in limit_cases([remaining], var, case.facts):
            found = inner.values[0]
            if found is None:
                results.append((inner.facts, None, inner.note or "the limit is not decided"))
            elif value != 0 and value.is_number:
                results.append((inner.facts, value * found, ""))
            elif value == 0 and found.is_finite:
                results.append((inner.facts, S.Zero, ""))
            else:
                results.append((inner.facts, None, "a factor tends to 0 while the rest does not stay bounded"))
    return results


def limit_by_series(expr, var, facts, limit_cases):
    """[(facts, value, "")] for a function of x alone whose sin and cos all have arguments that tend to a finite
    limit (t²(1 − cos(1/t)) → 1/2: sin(1/t) does not oscillate): its series in u = 1/x at 0 (series.py), whose
    leading term is the limit. None when it does not apply."""
    if expr.free_symbols != {var} or any(isinstance(f, Pow) for f in oscillating_functions(expr, var)):
        return None
    for f in oscillating_functions(expr, var):
        cases = limit_cases([f.args[0]], var, facts)
        if len(cases) != 1 or cases[0].values[0] is None or not cases[0].values[0].is_finite:
            return None  # sin t oscillates: no series at u = 0
    u = Dummy("u", positive=True)
    try:
        pieces, _ = series_at_zero(expr.xreplace({var: 1 / u}), u)
    except SeriesProblem:
        return None
    coefficient, power = min(pieces, key=lambda piece: piece[1])
    if power < 0:
        return [(facts, S.Infinity if coefficient > 0 else S.NegativeInfinity, "")]
    return [(facts, coefficient if power == 0 else S.Zero, "")]


def no_limit(expr, var, facts, limit_cases):
    """A witness (text) that expr has no limit as var → ∞ in every case of the facts, or None."""
    if not has_oscillation(expr, var):
        return None
    return _bounded_term(expr, var, facts, limit_cases) or _two_subsequences(expr, var, facts, limit_cases)


def _bounded_term(expr, var, facts, limit_cases):
    """p + B·r with p → P finite and r → L ≠ 0: P ± L along the two subsequences."""
    try:
        plain, bounded = split(expr, var)
    except Oscillating:
        return None
    if len(bounded) != 1:
        return None
    ((factor, rest),) = bounded
    ends = _subsequences(factor, var)
    if ends is None:
        return None
    cases = [c for c in limit_cases([plain, rest], var, facts) if not c.facts.is_certainly_empty()]
    if len(cases) != 1 or any(v is None for v in cases[0].values) or not cases[0].facts.is_certainly_feasible():
        return None
    base, amplitude = cases[0].values
    if not (base.is_number and base.is_finite and amplitude.is_number and amplitude != 0
            and (amplitude.is_finite or amplitude in (S.Infinity, S.NegativeInfinity))):
        return None
    (high, low) = ends
    return (f"along {high} the limit is {base + amplitude}, along {low} it is {base - amplitude}: the limit does "
            f"not exist")


def _two_subsequences(expr, var, facts, limit_cases):
    """No limit, for an expression whose one oscillating function B (sin(ax + b), cos(ax + b), (−1)^n) may sit
    anywhere, in an exponent too (e^{sin t}/(e^{sin t} + n − 1)): along the subsequence where B = 1 the expression
    is what it is with B replaced by 1, which no longer oscillates, so its limit as x → ∞ is the limit along the
    subsequence; the same with −1. Two limits shown different in every case of the facts: the witness text; else
    None."""
    atoms = oscillating_functions(expr, var)
    if len(atoms) != 1:
        return None  # sin t and cos t together are never ±1 at once
    (factor,) = atoms
    ends = _subsequences(factor, var)
    if ends is None:
        return None
    high, low = (expr.xreplace({factor: value}) for value in (S.One, S.NegativeOne))
    if has_oscillation(high, var) or has_oscillation(low, var):
        return None
    cases = [c for c in limit_cases([high, low], var, facts) if not c.facts.is_certainly_empty()]
    if not cases or not any(c.facts.is_certainly_feasible() for c in cases):
        return None
    for case in cases:
        up, down = case.values
        if up is None or down is None or not _differ(up, down, case.facts):
            return None
    up, down = cases[0].values
    where = "" if len(cases) == 1 or not cases[0].facts.signs else f" when {cases[0].facts.describe()}"
    return f"along {ends[0]} the limit is {up}, along {ends[1]} it is {down}{where}: the limit does not exist"


def _differ(a, b, facts) -> bool:
    """Two limits certainly different under the facts (∞ and a number; two values whose difference has a sign)."""
    infinite = (S.Infinity, S.NegativeInfinity)
    if not all(v in infinite or v.is_extended_real is True for v in (a, b)):
        return False  # √(sin t) at sin t = −1 is no real number: that subsequence is outside the domain
    if a in infinite or b in infinite:
        return a != b and (a in infinite or a.is_finite) and (b in infinite or b.is_finite)
    return known_sign(together(a - b), facts) in (1, -1)


def _subsequences(factor, var):
    """Two ways to ∞ along which the factor is 1 and −1: (text, text), or None when it is not one plain factor."""
    if isinstance(factor, Pow) and factor.base == -1 and factor.exp == var and var.is_integer:
        return f"{var} = 2k (k → ∞)", f"{var} = 2k + 1"
    if not isinstance(factor, (sin, cos)) or var.is_integer:
        return None  # sin n at whole n: no subsequence along which it is exactly ±1
    argument = expand(factor.args[0])
    slope, offset = argument.as_independent(var, as_Add=True)[::-1]
    a = slope / var if slope.has(var) else S.Zero
    if a.has(var) or not a.is_number or a == 0 or offset.free_symbols:
        return None
    up, down = (pi / 2, -pi / 2) if isinstance(factor, sin) else (S.Zero, pi)
    k = Symbol("k", integer=True)
    direction = "k → ∞" if a > 0 else "k → −∞"
    return (f"{var} = {(up - offset + 2 * pi * k) / a} ({direction})", f"{var} = {(down - offset + 2 * pi * k) / a}")
