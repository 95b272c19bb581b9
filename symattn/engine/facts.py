"""What a branch of a case split knows: signs of expressions, and substitutions.

Signs are decided from the shape of an expression, from sympy's assumptions
(after n = m + r with r ≥ 0), from the branch's own facts (also when an
expression is a fact times something of known sign), from intervals for facts
in one symbol (linear ones directly; polynomial ones, also in absolute values, solved exactly), and, for
an expression without symbols, from an exact zero test or a high-precision value.
When none decides, the caller splits into the cases > 0, = 0, < 0.
"""

from dataclasses import dataclass
from functools import lru_cache

from sympy import (Abs, Dummy, Eq, Interval, S, Union, cancel, ceiling, exp, expand, factor, floor, fraction, log, oo,
                   solve_univariate_inequality, solveset, together)
from sympy.core.relational import Relational

from symattn.algebra import Dot, OthersTotal, depends_on_summed_key
from symattn.engine.identities import is_identically_zero
from symattn.engine.precision import accurate_value

POSITIVE, ZERO, NEGATIVE = 1, 0, -1
RELATION_TEXT = {POSITIVE: ">", ZERO: "=", NEGATIVE: "<"}


@dataclass(frozen=True)
class Facts:
    signs: tuple = ()  # ((expr, sign), ...), expr in the part's own symbols
    substitutions: tuple = ()  # ((symbol, value), ...)
    sign_subs: tuple = ()  # ((n, m + r),): lets assumptions decide signs involving n
    impossible: str = ""  # why the facts cannot hold together (n = 1 with two keys named), if known

    def subs(self, expr):
        return expr.subs(dict(self.substitutions)) if self.substitutions else expr

    def for_signs(self, expr):
        expr = self.subs(expr)
        return expand(expr.subs(dict(self.sign_subs))) if self.sign_subs else expand(expr)

    def assume(self, expr, sign: int) -> "Facts":
        substitutions, impossible = self.substitutions, self.impossible
        if sign == ZERO:
            solved = self._solve_zero(expr)
            if solved is not None:
                substitutions = substitutions + (solved[:2],)
                impossible = impossible or solved[2]
        return Facts(self.signs + ((expr, sign),), substitutions, self.sign_subs, impossible)

    def _solve_zero(self, expr):
        """x = 0 for x linear in some symbol: substitute it (translating r back to n)."""
        reduced = self.for_signs(expr)
        for symbol in sorted(reduced.free_symbols if not reduced.atoms(Dot) else (), key=lambda s: s.name,
                             reverse=True):
            root = _linear_root(reduced, symbol)
            if root is None or not expand(reduced).coeff(symbol).is_Number:
                continue
            # r stands for the n − m ≥ 0 keys not named: a value it cannot take leaves no case at all
            broken = root.is_number and ((symbol.is_nonnegative and root < 0) or (symbol.is_integer and
                                                                                  not root.is_integer))
            for original, replacement in self.sign_subs:
                if replacement.has(symbol):
                    value = replacement.subs(symbol, root)
                    why = f"{original} = {value} leaves fewer keys than are named, or not a whole number" if broken \
                        else ""
                    return original, value, why
            return symbol, root, f"{symbol} cannot be {root}" if broken else ""
        return None

    def describe(self) -> str:
        """The branch's conditions, as intervals where every fact is linear in one symbol."""
        if not self.signs:
            return "always"
        exprs = [e for e, _ in self.signs]
        if all(len(unknowns(e)) == 1 and _linear_root(e, next(iter(unknowns(e)))) is not None for e in exprs):
            symbols = sorted({next(iter(unknowns(e))) for e in exprs}, key=lambda s: s.name)
            return " and ".join(self._interval_text(s) for s in symbols)
        return " and ".join(_relation_text(expr, sign) for expr, sign in self.signs)

    def _interval_text(self, symbol) -> str:
        # from the facts as written (not the symbol's own assumptions): what the branch adds
        (low, low_strict), (high, high_strict) = _linear_bounds(self.signs, symbol)
        if symbol.is_integer:  # n < e is said n ≤ 2; a rational bound as written
            if low is not None and not low.is_Rational:
                low, low_strict = _whole_bound((low, low_strict), 1)
            if high is not None and not high.is_Rational:
                high, high_strict = _whole_bound((high, high_strict), -1)
        if low is not None and low == high:
            return f"{symbol} = {low}"
        if high is None:
            return f"{symbol} {'>' if low_strict else '≥'} {low}"
        if low is None:
            return f"{symbol} {'<' if high_strict else '≤'} {high}"
        return f"{low} {'<' if low_strict else '≤'} {symbol} {'<' if high_strict else '≤'} {high}"

    def is_certainly_feasible(self) -> bool:
        """True when every fact is about one symbol and together they leave that symbol some value."""
        for expr, sign in self.signs:
            reduced = self.for_signs(expr)
            if len(unknowns(reduced)) > 1 or (not unknowns(reduced) and not reduced.is_number):
                return False
            if not unknowns(reduced) and constant_sign(reduced) != sign:
                return False
        return all(self._leaves_a_value(symbol) is True for symbol in self._single_symbols())

    def is_certainly_empty(self) -> bool:
        """True when some facts cannot hold together: a constant of the wrong sign, or the facts
        about one symbol alone that leave it no value."""
        if self.impossible:
            return True
        for expr, sign in self.signs:
            reduced = self.for_signs(expr)
            if reduced.is_number and constant_sign(reduced) not in (None, sign):
                return True
        return any(self._leaves_a_value(symbol) is False for symbol in self._single_symbols())

    def _single_symbols(self) -> set:
        """The symbols that facts about one symbol alone speak of."""
        reduced = (self.for_signs(e) for e, _ in self.signs)
        return {next(iter(unknowns(r))) for r in reduced if len(unknowns(r)) == 1 and r.free_symbols}

    def _leaves_a_value(self, symbol):
        """Do the facts about `symbol` alone leave it a value? True, False, or None (not solved)."""
        if self.nonlinear_facts(symbol):
            allowed = self.solution_set(symbol)
            return None if allowed is None else _has_point(allowed, symbol)
        (low, low_strict), (high, high_strict) = self.bounds(symbol)
        if low is not None and high is not None:
            if low > high or (low == high and (low_strict or high_strict)):
                return False
            if symbol.is_integer and low.is_number and high.is_number:
                return _has_point(Interval(low, high, low_strict, high_strict), symbol)
        return True

    def nonlinear_facts(self, symbol) -> tuple:
        """The facts about `symbol` alone that are not linear in it (η² + η > 0)."""
        return tuple((reduced, sign) for reduced, sign in ((self.for_signs(e), s) for e, s in self.signs)
                     if unknowns(reduced) == {symbol} and _linear_root(reduced, symbol) is None)

    def solution_set(self, symbol):
        """The exact set of values of `symbol` the facts about it alone allow (a sympy Set), or None
        when some fact is beyond the univariate solver."""
        facts = tuple((reduced, sign) for reduced, sign in ((self.for_signs(e), s) for e, s in self.signs)
                      if unknowns(reduced) == {symbol})
        fixed = dict(self.substitutions).get(symbol)
        if fixed is not None and fixed.is_Number:
            return Interval(fixed, fixed)
        if not self.nonlinear_facts(symbol):  # linear facts: an interval, without the solver's cost
            (low, low_open), (high, high_open) = self.bounds(symbol)
            return Interval(-oo if low is None else low, oo if high is None else high,
                            low is None or low_open, high is None or high_open)
        return solution_set(facts, symbol)

    def bounds(self, symbol):
        """((low, strict), (high, strict)) known for a symbol from its assumptions and linear facts."""
        fixed = dict(self.substitutions).get(symbol)
        if fixed is not None and fixed.is_Number:
            return (fixed, False), (fixed, False)
        low, high = (None, False), (None, False)
        if symbol.is_positive:
            low = (S.Zero, True)
        elif symbol.is_nonnegative:
            low = (S.Zero, False)
        if symbol.is_negative:
            high = (S.Zero, True)
        elif symbol.is_nonpositive:
            high = (S.Zero, False)
        low, high = _linear_bounds(((self.for_signs(e), s) for e, s in self.signs), symbol, low, high)
        if symbol.is_integer:  # n > e is n ≥ 3 for a whole n: the bounds of a whole number are whole
            low, high = _whole_bound(low, 1), _whole_bound(high, -1)
        return low, high


def _linear_bounds(facts, symbol, low=(None, False), high=(None, False)):
    """Tighten (low, high) by the facts 'sign(expr) = s' whose expr is linear in `symbol` alone."""
    for expr, sign in facts:
        if unknowns(expr) != {symbol}:
            continue
        root = _linear_root(expr, symbol)
        if not _real_constant(root):
            continue
        if sign == ZERO:
            return (root, False), (root, False)
        direction = sign if expand(expr).coeff(symbol) > 0 else -sign
        if direction > 0:
            low = _tighter(low, (root, True), 1)
        else:
            high = _tighter(high, (root, True), -1)
    return low, high


def _real_constant(root) -> bool:
    """A root without symbols that compares exactly with numbers: rational, or e, π, √2 and their combinations
    (an irrational root is a bound like any other; dropping it would leave a case that may be empty open)."""
    return root is not None and root.is_number and root.is_extended_real is True and root.is_finite is not False


def _whole_bound(bound, direction: int):
    """(value, strict) → the same bound for a whole number: n > 2 is n ≥ 3, n > e is n ≥ 3, n < e is n ≤ 2."""
    value, strict = bound
    if value is None:
        return bound
    whole = value if value.is_Integer else (ceiling(value) if direction > 0 else floor(value))
    if not whole.is_Integer:
        return bound
    if value.is_Integer:
        return (value + direction, False) if strict else bound
    return whole, False


def _tighter(current, new, direction: int):
    if current[0] is None:
        return new
    if (new[0] - current[0]) * direction > 0 or (new[0] == current[0] and new[1]):
        return new
    return current


MAX_FACTORED_OPS = 40  # factoring is tried on small sums only: it is the slowest test here


@lru_cache(maxsize=4096)
def known_sign(expr, facts: Facts):
    """+1, 0 or −1 when the facts decide the sign of expr; None when they do not."""
    written = facts.subs(expr)
    if isinstance(written, log) and known_sign(written.args[0], facts) == POSITIVE:
        return known_sign(written.args[0] - 1, facts)  # log x has the sign of x − 1, for x > 0
    reduced = facts.for_signs(expr)
    if reduced.is_number:
        return constant_sign(reduced)
    numerator, denominator = fraction(together(reduced)) if reduced.is_Add else (reduced, S.One)
    if denominator != 1:
        top, bottom = _reduced_sign(expand(numerator), facts), _reduced_sign(expand(denominator), facts)
        if top is not None and bottom is not None and bottom != ZERO:
            return top * bottom
    return _reduced_sign(reduced, facts)


def constant_sign(value):
    """The sign of an expression without symbols: shown zero exactly (1 − sin²1 − cos²1 and log 6 − log 2 − log 3
    are 0), or non-zero by a value evaluated with as many digits as it needs (log(1 + 10⁻⁴⁰) > 0:
    `precision.accurate_value`); None when neither."""
    if value.is_Number:
        return _sign_of_number(value)
    if is_identically_zero(value):
        return ZERO
    numeric = accurate_value(value)
    if numeric is not None and numeric.is_finite:
        return POSITIVE if numeric > 0 else NEGATIVE
    return None


# Structural signs, cheaper than sympy's assumption system: exact signs, or the
# half-lines "≥ 0" / "≤ 0" for sums and products of known pieces.
NONNEGATIVE, NONPOSITIVE = "≥0", "≤0"


def structural_sign(expr):
    """POSITIVE/NEGATIVE/ZERO, NONNEGATIVE/NONPOSITIVE, or None, from the shape of expr alone."""
    if expr.is_Number:
        return POSITIVE if expr > 0 else NEGATIVE if expr < 0 else ZERO
    if expr.is_Symbol:
        if expr.is_positive:
            return POSITIVE
        if expr.is_negative:
            return NEGATIVE
        if expr.is_nonnegative:
            return NONNEGATIVE
        if expr.is_nonpositive:
            return NONPOSITIVE
        return None
    if isinstance(expr, exp):
        return POSITIVE if expr.args[0].is_extended_real else None
    if isinstance(expr, OthersTotal):
        # a sum over n − m ≥ 0 keys: no keys is possible
        return NONNEGATIVE if structural_sign(expr.body) in (POSITIVE, NONNEGATIVE) else None
    if expr.is_Mul:
        return _product_sign([structural_sign(f) for f in expr.args])
    if expr.is_Pow and expr.exp.is_Integer:
        base = structural_sign(expr.base)
        if expr.exp.is_even and expr.base.is_extended_real:
            return POSITIVE if base in (POSITIVE, NEGATIVE) else NONNEGATIVE
        return _product_sign([base] * int(abs(expr.exp))) if base is not None and expr.exp > 0 else (
            base if base in (POSITIVE, NEGATIVE) else None)
    if expr.is_Add:
        return _sum_sign([structural_sign(t) for t in expr.args])
    return None


def _product_sign(signs: list):
    if None in signs:
        return None
    if ZERO in signs:
        return ZERO
    negative = sum(1 for s in signs if s in (NEGATIVE, NONPOSITIVE)) % 2 == 1
    weak = any(s in (NONNEGATIVE, NONPOSITIVE) for s in signs)
    if weak:
        return NONPOSITIVE if negative else NONNEGATIVE
    return NEGATIVE if negative else POSITIVE


def _sum_sign(signs: list):
    if None in signs:
        return None
    if all(s in (POSITIVE, NONNEGATIVE, ZERO) for s in signs):
        return POSITIVE if POSITIVE in signs else NONNEGATIVE if NONNEGATIVE in signs else ZERO
    if all(s in (NEGATIVE, NONPOSITIVE, ZERO) for s in signs):
        return NEGATIVE if NEGATIVE in signs else NONPOSITIVE if NONPOSITIVE in signs else ZERO
    return None


def _reduced_sign(reduced, facts: Facts):
    quick = structural_sign(reduced)
    if quick in (POSITIVE, NEGATIVE, ZERO):
        return quick
    if reduced.is_Mul:
        product = POSITIVE
        for piece in reduced.args:
            sign = _reduced_sign(piece, facts)
            if sign is None:
                product = None
                break
            product *= sign
        if product is not None:
            return product
    for fact, sign in facts.signs:
        base = facts.for_signs(fact)
        if base == 0:
            continue
        if expand(reduced - base) == 0:
            return sign
        if expand(reduced + base) == 0:
            return -sign
        scale = _scale_sign(reduced, base)
        if scale is not None:
            return sign * scale
    if reduced.is_Add and reduced.count_ops() <= MAX_FACTORED_OPS:
        factored = factor(reduced)
        if factored.is_Mul:
            return _reduced_sign(factored, facts)
    if reduced.is_Pow and reduced.exp.is_Integer:
        sign = _reduced_sign(reduced.base, facts)
        if sign is not None:
            return sign ** int(reduced.exp) if sign != ZERO or reduced.exp > 0 else None
    interval = _sign_from_interval(reduced, facts)
    if interval is not None or quick is not None:
        return interval
    # the assumption system last: it is the strongest test and by far the slowest
    if reduced.is_zero:
        return ZERO
    if reduced.is_positive:
        return POSITIVE
    if reduced.is_negative:
        return NEGATIVE
    return None


def sign_cases(expr, facts: Facts, varying=None) -> list | None:
    """[(facts, sign)] covering every possibility for the sign of expr.

    A fraction is split factor by factor. None when the sign is undecided and a
    split would be unsound: it depends on `varying` (the limit variable), on the
    key summed over by an OthersTotal (it differs from key to key), or it is a
    constant (one of the cases is the truth, the others are empty).
    """
    sign = known_sign(expr, facts)
    if sign is not None:
        return [(facts, sign)]
    numerator, denominator = fraction(together(facts.subs(expr)))
    if denominator != 1:
        cases = []
        numerator_cases = sign_cases(numerator, facts, varying)
        if numerator_cases is None:
            return None
        for branch, num_sign in numerator_cases:
            den_cases = sign_cases(denominator, branch, varying)
            if den_cases is None:
                return None
            cases.extend((sub, num_sign * den_sign) for sub, den_sign in den_cases if den_sign != ZERO)
        return cases
    if varying is not None and facts.subs(expr).has(varying):
        return None
    reduced = facts.for_signs(expr)
    if reduced.is_number or depends_on_summed_key(reduced):
        return None
    half_line = structural_sign(reduced)
    if half_line == NONNEGATIVE:
        signs = (POSITIVE, ZERO)
    elif half_line == NONPOSITIVE:
        signs = (NEGATIVE, ZERO)
    else:
        signs = (POSITIVE, ZERO, NEGATIVE)
    return [(facts.assume(expr, s), s) for s in signs]


def without_abs(expr, facts: Facts, varying=None) -> list:
    """[(facts, expr with every |x| replaced by ±x)]; expr None where the sign of x is open
    and depends on `varying`."""
    atoms = list(expr.atoms(Abs))
    if not atoms:
        return [(facts, expr)]
    inner = atoms[0].args[0]
    cases = sign_cases(inner, facts, varying)
    if cases is None:
        return [(facts, None)]
    results = []
    for branch, sign in cases:
        replaced = branch.subs(expr.xreplace({atoms[0]: inner * sign}))
        results.extend(without_abs(replaced, branch, varying))
    return results


def _scale_sign(expr, fact):
    """The sign of expr/fact when that ratio is a number or has a sign by its shape; else None."""
    ratio = expr / fact
    if not ratio.is_Number:
        if unknowns(expr) != unknowns(fact) or expr.has(exp, log) or fact.has(exp, log):
            return None
        ratio = cancel(ratio)
    sign = structural_sign(ratio)
    return sign if sign in (POSITIVE, NEGATIVE) else None


def unknowns(expr) -> set:
    """What an expression varies with: its symbols, and its unevaluated inner products kᵀw."""
    return expr.free_symbols | expr.atoms(Dot)


def _sign_from_interval(reduced, facts: Facts):
    free = unknowns(reduced)
    if len(free) != 1:
        return None
    symbol = next(iter(free))
    root = _linear_root(reduced, symbol)
    if not _real_constant(root):
        return _sign_on_solution_set(reduced, symbol, facts)
    slope = reduced.coeff(symbol)
    (low, low_strict), (high, high_strict) = facts.bounds(symbol)
    if low is not None and high is not None and low == high == root:
        return ZERO
    if low is not None and (low > root or (low == root and low_strict)):
        return POSITIVE if slope > 0 else NEGATIVE
    if high is not None and (high < root or (high == root and high_strict)):
        return NEGATIVE if slope > 0 else POSITIVE
    return _sign_on_solution_set(reduced, symbol, facts)


def _sign_on_solution_set(reduced, symbol, facts: Facts):
    """The sign of a polynomial in one symbol, over the exact set the facts allow it."""
    if not facts.nonlinear_facts(symbol) or not reduced.is_polynomial(symbol):
        return None
    allowed = facts.solution_set(symbol)
    if allowed is None:
        return None
    for sign in (POSITIVE, NEGATIVE, ZERO):
        where = solution_set(((reduced, sign),), symbol)
        if where is not None and allowed.is_subset(where):
            return sign
    return None


def _polynomial_in_absolutes(expr, symbol) -> bool:
    """A polynomial in the symbol and in absolute values of polynomials in it (|1 + η| − 1, from ‖k_a‖ with k_a =
    (1 + η)μ_a): the univariate solver splits each absolute value exactly, so its inequalities are solved too."""
    absolutes = expr.atoms(Abs)
    if not absolutes or not all(inner.args[0].is_polynomial(symbol) for inner in absolutes):
        return False
    stand_ins = {inner: Dummy() for inner in absolutes}
    return expr.xreplace(stand_ins).is_polynomial(symbol, *stand_ins.values())


@lru_cache(maxsize=1024)
def solution_set(facts: tuple, symbol):
    """∩ {x : sign(expr) = s} over the facts, within the symbol's own assumptions; None when unsolved."""
    domain = Interval.open(0, oo) if symbol.is_positive else Interval(0, oo) if symbol.is_nonnegative else S.Reals
    result = domain
    for expr, sign in facts:
        root = _linear_root(expr, symbol)
        if root is not None and root.is_number:  # a half-line or a point, without the solver's cost
            above = (sign == POSITIVE) == (expand(expr).coeff(symbol) > 0)
            result = result.intersect(Interval(root, root) if sign == ZERO else
                                      Interval.open(root, oo) if above else Interval.open(-oo, root))
            continue
        if expr.atoms(Dot) or not (expr.is_polynomial(symbol) or sign != ZERO and _polynomial_in_absolutes(expr, symbol)):
            return None
        relation = expr > 0 if sign == POSITIVE else expr < 0 if sign == NEGATIVE else Eq(expr, 0)
        if not isinstance(relation, Relational):
            result = result if relation else S.EmptySet
            continue
        try:
            allowed = solve_univariate_inequality(relation, symbol, relational=False, domain=domain) \
                if sign != ZERO else _roots_set(expr, symbol, domain)
        except (NotImplementedError, ValueError, TypeError, RecursionError):
            return None
        if allowed is None:
            return None
        result = result.intersect(allowed)
    return result


def _roots_set(expr, symbol, domain):
    roots = solveset(expr, symbol, domain)
    return roots if roots.is_FiniteSet or roots.is_empty else None


def _has_point(allowed, symbol) -> bool:
    """Does a set of values leave some value (an integer one, for an integer symbol)?"""
    if allowed.is_empty:
        return False
    if not symbol.is_integer:
        return allowed.is_empty is False
    pieces = allowed.args if isinstance(allowed, Union) else (allowed,)
    for piece in pieces:
        if piece.is_FiniteSet:
            if any(x.is_integer for x in piece):
                return True
        elif isinstance(piece, Interval):
            if piece.sup is oo or piece.inf is -oo or piece.sup - piece.inf >= 2:
                return True
            low = piece.inf if piece.inf.is_integer and not piece.left_open else (piece.inf // 1) + 1
            if low < piece.sup or (low == piece.sup and not piece.right_open):
                return True
    return False


def _linear_root(expr, symbol):
    expr = expand(expr)
    slope = expr.coeff(symbol)
    rest = expand(expr - slope * symbol)  # expanded: r/e + r has the slope 1/e + 1 and no r left over
    if slope == 0 or slope.has(symbol) or rest.has(symbol):
        return None
    return -rest / slope


def _sign_of_number(value):
    return POSITIVE if value > 0 else NEGATIVE if value < 0 else ZERO


def _relation_text(expr, sign: int) -> str:
    free = expr.free_symbols
    if len(free) == 1:
        symbol = next(iter(free))
        root = _linear_root(expr, symbol)
        if root is not None:
            slope = expand(expr).coeff(symbol)
            flipped = sign if slope.is_positive else -sign
            return f"{symbol} {RELATION_TEXT[flipped]} {root}"
    return f"{expr} {RELATION_TEXT[sign]} 0"


