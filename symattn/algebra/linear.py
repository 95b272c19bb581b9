"""Linear algebra on vector and matrix expressions: coefficients, inner and outer products, products.

Vector expressions are linear in Vec and RestSum atoms, matrix expressions in Outer atoms
and the identity; inner products of atoms are the setting's Gram rules (`gram`).
"""

from sympy import Add, Mul, S, expand

from symattn.algebra.others import EACH, RestSum, is_generic, is_summand
from symattn.algebra.vectors import Dot, Ident, Outer, Vec
from symattn.errors import MeaningError


VECTOR_ATOMS = (Vec, RestSum)


MATRIX_ATOMS = (Outer, Ident)


def components(expr, atoms=VECTOR_ATOMS) -> dict:
    """The coefficients of a linear combination of atoms: {atom: scalar}; {} for zero.

    Raises MeaningError when the expression is not linear in the atoms
    (a product of two vectors, a vector inside exp).
    """
    result: dict = {}
    for term in Add.make_args(expand(expr, power_exp=False, log=False, multinomial=True)):
        if term == 0:
            continue
        found = None
        scalar = []
        for factor in Mul.make_args(term):
            if isinstance(factor, atoms):
                if found is not None:
                    raise MeaningError(f"{term} is a product of two vectors; write an inner product uᵀw")
                found = factor
            else:
                if _has_loose(factor, atoms):
                    raise MeaningError(f"{factor} uses a vector where a number is expected")
                scalar.append(factor)
        if found is None:
            raise MeaningError(f"{term} is a number where a vector is expected")
        result[found] = result.get(found, S.Zero) + Mul(*scalar)
    return {atom: c for atom, c in result.items() if c != 0}


def _has_loose(expr, atoms) -> bool:
    """Does expr contain one of the atoms outside an inner or outer product?"""
    if isinstance(expr, atoms):
        return True
    if isinstance(expr, (Dot, Outer)):
        return False
    return any(_has_loose(arg, atoms) for arg in expr.args)


def combination(parts: dict):
    return Add(*(coefficient * atom for atom, coefficient in parts.items()))


def dot(u, w, gram):
    """uᵀw for vector expressions, bilinear, with atom pairs answered by `gram`."""
    cu, cw = components(u), components(w)
    return Add(*(a * b * gram(x, y) for x, a in cu.items() for y, b in cw.items()))


def outer(u, w):
    """u wᵀ as a combination of Outer atoms."""
    cu, cw = components(u), components(w)
    return Add(*(a * b * Outer(x, y) for x, a in cu.items() for y, b in cw.items()))


def apply(matrix, vector, gram):
    """M x for M linear in Outer atoms and I."""
    result = S.Zero
    cv = components(vector)
    for atom, coefficient in components(matrix, MATRIX_ATOMS).items():
        if isinstance(atom, Ident):
            result += coefficient * vector
        else:
            left, right = atom.args
            result += coefficient * left * Add(*(c * gram(right, y) for y, c in cv.items()))
    return result


def transpose_matrix(matrix):
    parts = components(matrix, MATRIX_ATOMS)
    return Add(*(c * (a if isinstance(a, Ident) else Outer(a.args[1], a.args[0])) for a, c in parts.items()))


def matmul(left, right, gram):
    """(Σ a u wᵀ)(Σ b y zᵀ) = Σ ab (wᵀy) u zᵀ; I is the unit."""
    result = S.Zero
    right_parts = components(right, MATRIX_ATOMS)
    for atom, a in components(left, MATRIX_ATOMS).items():
        for other, b in right_parts.items():
            if isinstance(atom, Ident):
                result += a * b * other
            elif isinstance(other, Ident):
                result += a * b * atom
            else:
                result += a * b * gram(atom.args[1], other.args[0]) * Outer(atom.args[0], other.args[1])
    return result


def with_keys_apart(*exprs) -> tuple:
    """Vector expressions with every other key that one of them names alone (v_i) also taken out
    of each Σ over the rest: Σ_{i∉{a,b}} v_i = v_i + Σ_{i∉{a,b,i}} v_i, so like terms meet."""
    parts = [components(e) if e != 0 else {} for e in exprs]
    alone = {atom.index for p in parts for atom in p
             if isinstance(atom, Vec) and is_generic(atom.index) and atom.index != EACH and not is_summand(atom.index)}
    if not alone:
        return exprs
    result = []
    for p in parts:
        total = S.Zero
        for atom, coefficient in p.items():
            missing = sorted(alone - set(atom.excluded), key=str) if isinstance(atom, RestSum) else []
            if not missing:
                total += coefficient * atom
                continue
            for index in missing:
                total += coefficient.xreplace({EACH: index}) * Vec(atom.family, index)
            total += coefficient * RestSum(atom.family, atom.count - len(missing), *atom.excluded, *missing)
        result.append(total)
    return tuple(result)
