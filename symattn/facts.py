"""What a branch of a case split knows: signs of expressions, and substitutions.

Signs are decided from sympy's assumptions (after n = m + r with r ≥ 0), from
the branch's own facts, and from intervals for linear facts in one symbol.
When none decides, the caller splits into the cases > 0, = 0, < 0.
"""

from dataclasses import dataclass

from sympy import Abs, S, exp, expand, fraction, together

POSITIVE, ZERO, NEGATIVE = 1, 0, -1
RELATION_TEXT = {POSITIVE: ">", ZERO: "=", NEGATIVE: "<"}


@dataclass(frozen=True)
class Facts:
    signs: tuple = ()  # ((expr, sign), ...), expr in the part's own symbols
    substitutions: tuple = ()  # ((symbol, value), ...)
    sign_subs: tuple = ()  # ((n, m + r),): lets assumptions decide signs involving n

    def subs(self, expr):
        return expr.subs(dict(self.substitutions)) if self.substitutions else expr

    def for_signs(self, expr):
        expr = self.subs(expr)
        return expand(expr.subs(dict(self.sign_subs))) if self.sign_subs else expand(expr)

    def assume(self, expr, sign: int) -> "Facts":
        substitutions = self.substitutions
        if sign == ZERO:
            solved = self._solve_zero(expr)
            if solved is not None:
                substitutions = substitutions + (solved,)
        return Facts(self.signs + ((expr, sign),), substitutions, self.sign_subs)

    def _solve_zero(self, expr):
        """x = 0 for x linear in some symbol: substitute it (translating r back to n)."""
        reduced = self.for_signs(expr)
        for symbol in sorted(reduced.free_symbols, key=lambda s: s.name, reverse=True):
            root = _linear_root(reduced, symbol)
            if root is None or not expand(reduced).coeff(symbol).is_Number:
                continue
            for original, replacement in self.sign_subs:
                if replacement.has(symbol):
                    return original, replacement.subs(symbol, root)
            return symbol, root
        return None

    def describe(self) -> str:
        """The branch's conditions, as intervals where every fact is linear in one symbol."""
        if not self.signs:
            return "always"
        exprs = [e for e, _ in self.signs]
        if all(len(e.free_symbols) == 1 and _linear_root(e, next(iter(e.free_symbols))) is not None for e in exprs):
            symbols = sorted({next(iter(e.free_symbols)) for e in exprs}, key=lambda s: s.name)
            return " and ".join(self._interval_text(s) for s in symbols)
        return " and ".join(_relation_text(expr, sign) for expr, sign in self.signs)

    def _interval_text(self, symbol) -> str:
        # from the facts as written (not the symbol's own assumptions): what the branch adds
        (low, low_strict), (high, high_strict) = _linear_bounds(self.signs, symbol)
        if low is not None and low == high:
            return f"{symbol} = {low}"
        if high is None:
            return f"{symbol} {'>' if low_strict else '≥'} {low}"
        if low is None:
            return f"{symbol} {'<' if high_strict else '≤'} {high}"
        return f"{low} {'<' if low_strict else '≤'} {symbol} {'<' if high_strict else '≤'} {high}"

    def is_certainly_feasible(self) -> bool:
        """True when every fact is linear in one symbol and the intervals are not empty."""
        for expr, sign in self.signs:
            reduced = self.for_signs(expr)
            if len(reduced.free_symbols) > 1:
                return False
            if not reduced.free_symbols:
                if _sign_of_number(reduced) != sign:
                    return False
        symbols = set().union(*(self.for_signs(e).free_symbols for e, _ in self.signs)) if self.signs else set()
        for symbol in symbols:
            low, high = self.bounds(symbol)
            if low[0] is not None and high[0] is not None:
                if low[0] > high[0] or (low[0] == high[0] and (low[1] or high[1])):
                    return False
        return True

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
        if symbol.is_integer and low[0] is not None and low[1] and low[0].is_Integer:
            low = (low[0] + 1, False)
        return low, high


def _linear_bounds(facts, symbol, low=(None, False), high=(None, False)):
    """Tighten (low, high) by the facts 'sign(expr) = s' whose expr is linear in `symbol` alone."""
    for expr, sign in facts:
        if expr.free_symbols != {symbol}:
            continue
        root = _linear_root(expr, symbol)
        if root is None or not root.is_Number:
            continue
        if sign == ZERO:
            return (root, False), (root, False)
        direction = sign if expand(expr).coeff(symbol) > 0 else -sign
        if direction > 0:
            low = _tighter(low, (root, True), 1)
        else:
            high = _tighter(high, (root, True), -1)
    return low, high


def _tighter(current, new, direction: int):
    if current[0] is None:
        return new
    if (new[0] - current[0]) * direction > 0 or (new[0] == current[0] and new[1]):
        return new
    return current


def known_sign(expr, facts: Facts):
    """+1, 0 or −1 when the facts decide the sign of expr; None when they do not."""
    reduced = facts.for_signs(expr)
    numerator, denominator = fraction(together(reduced)) if reduced.is_Add else (reduced, S.One)
    if denominator != 1:
        top, bottom = _reduced_sign(expand(numerator), facts), _reduced_sign(expand(denominator), facts)
        if top is not None and bottom is not None and bottom != ZERO:
            return top * bottom
    return _reduced_sign(reduced, facts)


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
        for factor in reduced.args:
            sign = _reduced_sign(factor, facts)
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
        ratio = reduced / base
        if ratio.is_Number and ratio != 0:
            return sign * (1 if ratio > 0 else -1)
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

    A fraction is split factor by factor. None when the sign is undecided and
    depends on `varying` (the limit variable): a split there would be unsound.
    """
    sign = known_sign(expr, facts)
    if sign is not None:
        return [(facts, sign)]
    numerator, denominator = fraction(together(facts.subs(expr)))
    if denominator != 1:
        cases = []
        for branch, num_sign in sign_cases(numerator, facts, varying) or [None]:
            if branch is None:
                return None
            den_cases = sign_cases(denominator, branch, varying)
            if den_cases is None:
                return None
            cases.extend((sub, num_sign * den_sign) for sub, den_sign in den_cases if den_sign != ZERO)
        return cases
    if varying is not None and facts.subs(expr).has(varying):
        return None
    reduced = facts.for_signs(expr)
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


def _sign_from_interval(reduced, facts: Facts):
    free = reduced.free_symbols
    if len(free) != 1:
        return None
    symbol = next(iter(free))
    root = _linear_root(reduced, symbol)
    if root is None or not root.is_Number:
        return None
    slope = reduced.coeff(symbol)
    (low, low_strict), (high, high_strict) = facts.bounds(symbol)
    if low is not None and high is not None and low == high == root:
        return ZERO
    if low is not None and (low > root or (low == root and low_strict)):
        return POSITIVE if slope > 0 else NEGATIVE
    if high is not None and (high < root or (high == root and high_strict)):
        return NEGATIVE if slope > 0 else POSITIVE
    return None


def _linear_root(expr, symbol):
    expr = expand(expr)
    slope = expr.coeff(symbol)
    if slope == 0 or slope.has(symbol) or expand(expr - slope * symbol).has(symbol):
        return None
    return -(expr - slope * symbol) / slope


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


