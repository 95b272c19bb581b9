"""The permutation lemmas as rewrite rules on matrix terms; a step may use only those it cites.

  orthogonal     PᵀP = I (so PPᵀ = I)       ones     P𝟏 = 𝟏 (and 𝟏ᵀPᵀ = 𝟏ᵀ)
  softmax-perm   softmax(PAPᵀ) = P softmax(A) Pᵀ
  relu-perm      ReLU(PA) = P ReLU(A)
"""

from symattn.algebra.matrix_terms import Apply, Atom, make_sum


class RewriteLimit(Exception):
    """The lemma rewriting did not reach a fixed point within its bound; a check says unknown."""


MAX_REWRITE_ROUNDS = 50


def rewrite(matsum: tuple, lemmas: frozenset, permutation: str) -> tuple:
    """Apply the cited lemmas everywhere until nothing changes.

    This terminates by construction: each rule deletes atoms (PᵀP = I, P𝟏 = 𝟏, 𝟏ᵀPᵀ = 𝟏ᵀ) or moves
    permutations out of a softmax/ReLU argument, at least one more leaving than arriving one level up,
    so Σ 2^depth over the atoms strictly decreases. The round bound only guards that argument:
    reaching it raises RewriteLimit rather than returning a form that is not a fixed point.
    """
    current = matsum
    for _ in range(MAX_REWRITE_ROUNDS):
        terms = []
        for factors, coefficient in current:
            for new_factors in _rewrite_product(factors, lemmas, permutation):
                terms.append((new_factors, coefficient))
        updated = make_sum(terms)
        if updated == current:
            return updated
        current = updated
    raise RewriteLimit(f"the lemma rewriting did not settle in {MAX_REWRITE_ROUNDS} rounds")


def _rewrite_product(factors: tuple, lemmas: frozenset, perm: str) -> list:
    """One product → the products it becomes (a function argument may split nothing here)."""
    result = []
    for factor in factors:
        if isinstance(factor, Apply):
            arg = rewrite(factor.arg, lemmas, perm)
            factor = Apply(factor.func, arg, factor.transposed)
            result.extend(_pull_permutation(factor, lemmas, perm))
        else:
            result.append(factor)
    return [_cancel_adjacent(tuple(result), lemmas, perm)]


def _pull_permutation(factor: Apply, lemmas: frozenset, perm: str) -> list:
    P, Pt = Atom(perm), Atom(perm, True)
    arg = factor.arg
    if not arg:
        return [factor]
    if factor.func == "softmax" and "softmax-perm" in lemmas and all(
            len(f) >= 2 and f[0] == P and f[-1] == Pt for f, _ in arg):
        inner = make_sum((f[1:-1], c) for f, c in arg)
        pulled = [P, Apply("softmax", inner), Pt]
    elif (factor.func == "relu" and "relu-perm" in lemmas and all(_leads_with_p(f, P, lemmas) for f, _ in arg)
          and any(f[0] == P for f, _ in arg)):
        # with the ones lemma, 𝟏b = P𝟏b, so such a term also offers a leading P; but some term must really
        # lose one, or ReLU(𝟏b) = P ReLU(𝟏b) would pull a P out forever
        inner = make_sum((f[1:] if f[0] == P else f, c) for f, c in arg)
        pulled = [P, Apply("relu", inner)]
    else:
        return [factor]
    if factor.transposed:
        return [f.t() for f in reversed(pulled)]
    return pulled


def _leads_with_p(factors: tuple, P: Atom, lemmas: frozenset) -> bool:
    return bool(factors) and (factors[0] == P or ("ones" in lemmas and factors[0] == Atom("one")))


def _cancel_adjacent(factors: tuple, lemmas: frozenset, perm: str) -> tuple:
    P, Pt, one, one_t = Atom(perm), Atom(perm, True), Atom("one"), Atom("one", True)
    changed = True
    items = list(factors)
    while changed:
        changed = False
        for i in range(len(items) - 1):
            pair = (items[i], items[i + 1])
            if "orthogonal" in lemmas and pair in ((Pt, P), (P, Pt)):  # P is square: a left inverse is a right one
                del items[i:i + 2]
            elif "ones" in lemmas and pair == (P, one):
                del items[i]
            elif "ones" in lemmas and pair == (one_t, Pt):
                del items[i + 1]
            else:
                continue
            changed = True
            break
    return tuple(items)
