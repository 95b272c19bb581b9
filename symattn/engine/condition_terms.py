"""A case said in other terms, brought back to the problem's fixed numbers by the engine's facts.

"k_aᵀq₁ > 0" is built as t(1 + η) > 0: a condition on the scale t, which no case of a limit in t can assume. But t
is positive for every t the scale takes, so t(1 + η) > 0 holds for every t exactly when 1 + η > 0: each factor that
moves with the scale and whose sign the facts decide (t, e^t, t², a positive number) is divided out, flipping the
relation for a negative one. What remains is the same case, in the fixed numbers; a factor in the scale whose sign
is open (t − 2, sin t) leaves the case in the scale's terms, and nothing is reduced.
"""

from sympy import Mul, S, factor_terms

from symattn.engine.facts import NEGATIVE, POSITIVE, Facts, known_sign


def reduced_sign_condition(difference, moving: set, facts: Facts | None = None):
    """(rest, flip) with sign(difference) = flip · sign(rest) for every value of the symbols in `moving` (each
    assumed as declared: the scale t > 0), and rest free of them; None when some factor in them has no known sign."""
    facts = facts if facts is not None else Facts()
    kept, flip = [], 1
    for piece in Mul.make_args(factor_terms(difference)):
        if not piece.free_symbols & moving:
            kept.append(piece)
            continue
        sign = known_sign(piece, facts)
        if sign not in (POSITIVE, NEGATIVE):
            return None
        flip *= sign
    rest = Mul(*kept) if kept else S.One
    return (rest, flip) if not rest.free_symbols & moving else None
