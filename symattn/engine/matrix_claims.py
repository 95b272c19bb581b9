"""Check a matrix step: equal after the cited lemmas, else say which lemma it needs or refute it."""

from itertools import combinations

from sympy import Integer, Matrix, expand, latex

from symattn.errors import MeaningError
from symattn.spec.schema import LEMMAS
from symattn.meaning.matrix_context import MatrixContext
from symattn.engine.lemmas import RewriteLimit, rewrite
from symattn.algebra.matrix_terms import Shaped, same_shape, show
from symattn.engine.matrix_instances import (SympyBackend, evaluate_sides, generic_degree, mentions, numeric_difference,
                                             symbolic_env, symbolic_instances)
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.engine.positions import embedding_row
from symattn.engine.results import Result


def sides(text: str, context: MatrixContext, relation: str = "=") -> tuple[Shaped, Shaped]:
    """The two sides of 'left = right' (or 'left \\ne right'), which must have one shape."""
    node = parse(text)
    if not (isinstance(node, s.Relation) and node.ops == (relation,)):
        raise MeaningError("a matrix step reads 'left = right'" if relation == "=" else
                           "a witness step reads 'left \\ne right'")
    left, right = node.operands
    lhs, rhs = context.build_or_zero(left), context.build_or_zero(right)
    if lhs is None or rhs is None:  # 0 on one side: the zero matrix of the other side's shape
        other = context.build(right if lhs is None else left)
        return (Shaped((), other.shape), other) if lhs is None else (other, Shaped((), other.shape))
    same_shape(lhs, rhs)
    return lhs, rhs


def check_matrix_step(text: str, cited: tuple, context: MatrixContext) -> Result:
    unknown = [name for name in cited if name not in LEMMAS]
    if unknown:
        raise MeaningError(f"unknown lemma {unknown[0]!r}; the lemmas are {', '.join(LEMMAS)}")
    lhs, rhs = sides(text, context)
    try:
        return _by_lemmas(lhs, rhs, cited, context)
    except RewriteLimit as error:
        return Result.unknown(f"{error}: undecided")


def declared_permutation(setting):
    """The permutation matrix the setting declares ('T,T,permutation'), or None: the lemmas hold for it alone,
    never for a matrix merely named P."""
    return next((name for name, shape in setting.shapes.items() if "permutation" in shape), None)


def _by_lemmas(lhs: Shaped, rhs: Shaped, cited: tuple, context: MatrixContext) -> Result:
    perm = declared_permutation(context.setting)
    if cited and perm is None:
        found = numeric_difference(lhs, rhs, context.setting.shapes, perm, context.setting.scalar("d"))
        witness = "" if found is None else \
            f"instance seed {found[0]}, entry {found[1]}: left {found[2]:.6g}, right {found[3]:.6g}"
        why = (f"the lemma {', '.join(cited)} holds for a permutation matrix, and this part declares none "
               f"(declare it under shapes as \"T,T,permutation\")")
        if rewrite(lhs.terms, frozenset(), perm) == rewrite(rhs.terms, frozenset(), perm):
            return Result.proved("by algebra (associativity, transposes); the cited lemma is not needed")
        return Result.refuted(why, witness) if found is not None else Result.unknown(why)
    used = frozenset(cited)
    if rewrite(lhs.terms, used, perm) == rewrite(rhs.terms, used, perm):
        return Result.proved("by " + (", ".join(cited) if cited else "algebra (associativity, transposes)"))
    missing = [name for name in LEMMAS if name not in used]
    for size in range(1, len(missing) + 1):
        for extra in combinations(missing, size):
            more = used | set(extra)
            if rewrite(lhs.terms, more, perm) == rewrite(rhs.terms, more, perm):
                return Result.refuted(f"the step also needs the lemma {', '.join(extra)}, which it does not cite")
    scalar_d = context.setting.scalar("d")
    found = numeric_difference(lhs, rhs, context.setting.shapes, perm, scalar_d)
    if found is not None:
        seed, where, left, right = found
        return Result.refuted("the two sides differ on a random instance (T = 3, d = 2)",
                              f"instance seed {seed}, entry {where}: left {left:.6g}, right {right:.6g}")
    every = frozenset(LEMMAS)
    return Result.unknown(f"no lemma makes the sides equal: {show(rewrite(lhs.terms, every, perm))} vs "
                          f"{show(rewrite(rhs.terms, every, perm))}; equal on random instances")


# Amitsur–Levitzki: N×N matrices satisfy no polynomial identity of degree below 2N, so an identity among
# products of k generic matrices can hold for every N×N instance with 2N ≤ k and still be false; a size
# N > k/2 can tell. Larger sizes than these bounds are not checked (a T×T permutation check is T! instances).
MAX_INSTANCE_T, MAX_INSTANCE_D = 4, 4


def check_instances(text: str, sizes: tuple, context: MatrixContext, dims: tuple = (2, 3)) -> Result:
    """The claim for every T in `sizes` and d in `dims` (the loader bounds both): every permutation, symbolic
    entries, the scalar d (as in 1/√d) symbolic. Polynomial sides also get a size that can tell an identity of
    their degree (Amitsur–Levitzki), or stay unknown when that size is beyond the bounds."""
    lhs, rhs = sides(text, context)
    perm = declared_permutation(context.setting)
    if perm is not None and not (mentions(lhs.terms, perm) or mentions(rhs.terms, perm)):
        perm = None  # a claim without P: one symbolic instance per size, not one per permutation
    used = {dimension for shape in context.setting.shapes.values() for dimension in shape[:2]}
    degrees = [generic_degree(side.terms, perm) for side in (lhs, rhs)]
    if None not in degrees:
        needed = max(degrees) // 2 + 1
        for name, bound in (("T", MAX_INSTANCE_T), ("d", MAX_INSTANCE_D)):
            values = sizes if name == "T" else dims
            if name not in used or max(values) >= needed:
                continue
            if needed > bound:
                return Result.unknown(f"the sides multiply up to {max(degrees)} matrices: an identity of that degree "
                                      f"can hold for every {name}×{name} matrix with {name} < {needed} and still fail, "
                                      f"and {name} = {needed} is beyond the checked sizes (at most {bound})")
            if name == "T":
                sizes = tuple(sizes) + (needed,)
            else:
                dims = tuple(dims) + (needed,)
    total = 0
    for d in dims:
        for T in sizes:
            checked, failing, undecided = symbolic_instances(lhs, rhs, context.setting.shapes, perm, T, d)
            total += checked
            if failing is not None:
                return Result.refuted(f"fails for T = {T}, d = {d}",
                                      "symbolic entries" if perm is None else f"permutation {failing}")
            if undecided is not None:
                which = "" if perm is None else f" and the permutation {undecided}"
                return Result.unknown(f"for T = {T}, d = {d}{which} the sides could not be told equal or different")
    what = f"all {total} permutations" if perm is not None else f"all {total} instances"
    reach = f"T in {list(sizes)}, d in {list(dims)}"
    return Result.proved(f"holds for {what} with {reach} (symbolic entries; only these sizes are checked)",
                         latex=f"holds for {what} with $T \\in \\{{{', '.join(map(str, sizes))}\\}}$, "
                               f"$d \\in \\{{{', '.join(map(str, dims))}\\}}$ (symbolic entries; only these "
                               f"sizes are checked)")


def check_witness(text: str, instance: dict, context: MatrixContext) -> Result:
    """A claimed inequality A ≠ B shown on one concrete instance (exact, with symbolic X).

    The loader has checked the instance: T, d bounded, P a T×T permutation matrix; Φ for an odd d ends with a sine
    alone, and its frequencies use the setting's base.
    """
    lhs, rhs = sides(text, context, "ne")
    T, d = instance["T"], instance["d"]
    fixed = {context.permutation: [[Integer(x) for x in row] for row in instance["P"]],
             "Phi": [embedding_row(t, d, context.setting.base) for t in range(T)]}
    env = symbolic_env(context.setting.shapes, T, d, fixed)
    scalars = {context.setting.scalar("d"): d}
    left, right = evaluate_sides(lhs, rhs, env, SympyBackend, scalars, T, d)
    identical = True
    for i, (row_l, row_r) in enumerate(zip(left, right)):
        for j, (x, y) in enumerate(zip(row_l, row_r)):
            difference = expand(x - y)
            identical = identical and difference == 0
            if not difference.free_symbols and abs(difference.evalf(30)) > 1e-20:
                return Result.proved(f"T = {T}, d = {d}, P = {instance['P']}: entry ({i}, {j}) differs by "
                                     f"{difference} ≈ {difference.evalf(6)}",
                                     latex=f"$T = {T}$, $d = {d}$, $P = {_matrix_tex(instance['P'])}$: entry "
                                           f"$({i + 1}, {j + 1})$ differs by ${latex(difference)} \\approx "
                                           f"{difference.evalf(6)}$")
    if identical:
        # every entry of left − right expands to 0 with X symbolic: on this instance A = B for every X, so it
        # witnesses nothing; by algebra alone (P(X + Φ) = PX + PΦ) they are equal for every instance too
        lemmas = _equal_by_lemmas(lhs, rhs, declared_permutation(context.setting))
        if lemmas is None:
            why = f"on the instance T = {T}, d = {d}, P = {instance['P']} the two sides are equal for every X"
        elif not lemmas:
            why = "the two sides are equal for every X and every instance (by algebra: distributivity, associativity, transposes)"
        else:
            why = f"the two sides are equal for every X and every permutation P (by the lemma {', '.join(lemmas)})"
        return Result.refuted(why, f"every entry of the difference expands to 0 with symbolic X (T = {T}, d = {d})")
    # an entry that differs for some X only, or could not be told: one instance shows nothing about the claim
    return Result.unknown(f"no entry differs for every X on the instance T = {T}, d = {d}, P = {instance['P']}")


def _equal_by_lemmas(lhs: Shaped, rhs: Shaped, perm):
    """The fewest lemmas (none: algebra alone) that make the two sides one expression, or None. The lemmas hold for
    a declared permutation only."""
    for size in range(len(LEMMAS) + 1 if perm is not None else 1):
        for used in combinations(LEMMAS, size):
            if rewrite(lhs.terms, frozenset(used), perm) == rewrite(rhs.terms, frozenset(used), perm):
                return used
    return None


def _matrix_tex(rows) -> str:
    return latex(Matrix(rows), mat_str="smallmatrix", mat_delim="(")
