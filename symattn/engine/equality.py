"""Is a difference zero under the facts? Exactly when possible; refuted only with a witness."""

from sympy import S

from symattn import algebra
from symattn.engine.facts import Facts, without_abs
from symattn.engine.identities import is_identically_zero
from symattn.engine.precision import shown_number
from symattn.engine.witnesses import describe_point, nonzero_witness
from symattn.engine.results import Result


def zero_test(difference, facts: Facts, what: str) -> Result:
    """Proved when difference is identically 0 in every case of the facts."""
    difference = facts.subs(difference)
    if difference.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity, S.NaN):
        return Result.unknown(f"{what}: the difference {difference} is not a finite number")
    for branch, plain in without_abs(difference, facts):
        if plain is None:
            return Result.unknown(f"{what}: the sign inside |…| is not decided")
        if not is_identically_zero(plain):
            witness = nonzero_witness(plain, branch)
            if witness is not None and branch.is_certainly_feasible():
                point, value = witness
                where = f"at {describe_point(point)} " if point else ""
                return Result.refuted(f"{what}: the two sides differ", f"{where}the difference is {shown_number(value)}")
            return Result.unknown(f"{what}: could not show {plain} = 0")
    return Result.proved(what)


def coefficient_differences(left, right, kind: str) -> dict:
    """{atom: scalar difference} that must all vanish for two values of one kind to be equal.

    Scalars compare as one coefficient (key None); vectors and matrices coefficient by coefficient.
    """
    difference = left - right
    if kind == "scalar":
        return {None: difference}
    if difference == 0:
        return {}
    return algebra.components(difference, algebra.MATRIX_ATOMS if kind == "matrix" else algebra.VECTOR_ATOMS)
