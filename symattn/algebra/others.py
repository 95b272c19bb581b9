"""The keys beyond the named ones: sums over them, and the indices that stand for them.

The n − m keys not named are summed as a whole (RestSum for vectors, OthersTotal
for a scalar that differs from key to key), each with its count, so a sum over no
keys is 0. A claim may name the generic other key i; each sum over keys binds a
fresh index while it is built, and the bound indices of finished sums stay apart.
"""

from sympy import Add, Expr, Mul, S, Symbol, default_sort_key, sympify

from symattn.algebra.vectors import Vec, latex_name, sym


class RestSum(Expr):
    """Σ over the keys not named, of one family's vectors: Σ_{i∉{a,b}} v_i.

    Its args are (family, count, *excluded): `count` is how many keys the sum runs over
    (n − m), so the sum of no keys is 0 (n = m after a substitution rebuilds it as 0).
    A coefficient that mentions the bound index EACH is a different weight for each key.
    """

    is_commutative = True
    free_symbols: set = set()

    def __new__(cls, family, count, *excluded):
        count = sympify(count)
        if count == 0:
            return S.Zero
        return Expr.__new__(cls, sym(family), count, *sorted((sym(e) for e in excluded), key=default_sort_key))

    @property
    def family(self) -> str:
        return self.args[0].name

    @property
    def count(self):
        return self.args[1]

    @property
    def excluded(self) -> tuple:
        return self.args[2:]

    def _latex(self, printer):
        names = ",".join(printer._print(e) for e in self.excluded)
        return rf"\sum_{{i \notin \{{{names}\}}}} {latex_name(self.family)}_{{i}}"

    def _sympystr(self, printer):
        names = ",".join(str(e) for e in self.excluded)
        return f"sum_(i not in {{{names}}}) {self.family}_i"


class OthersTotal(Expr):
    """Σ over the keys not named of a scalar that differs from key to key: Σ_{i∉{a,b}} e^{k_i^⊤q}.

    Args (body, bound, count, *excluded): the body's key is the bound index (κ, or κ′, κ″ … for a sum
    inside a sum, so that two sums never share one). A body that is the same for every key is not an
    OthersTotal: it is count · body; factors of the body that do not change with the key come out.
    """

    is_commutative = True

    def __new__(cls, body, bound, count, *excluded):
        body, count = sympify(body), sympify(count)
        if count == 0:
            return S.Zero
        if body.is_Add:  # a sum of sums: each part on its own, so like parts meet
            return Add(*(cls(term, bound, count, *excluded) for term in body.args))
        same = [f for f in Mul.make_args(body) if not depends_on_key(f, bound)]
        if not same:
            # the bound index is named by the sums inside, so that equal sums are equal expressions
            canonical = summand(1 + max((_summand_level(i) for i in generic_indices(body) if i != bound), default=-1))
            if canonical != bound:
                body, bound = body.xreplace({bound: canonical}), canonical
            return Expr.__new__(cls, body, bound, count, *sorted((sym(e) for e in excluded), key=default_sort_key))
        varying = [f for f in Mul.make_args(body) if depends_on_key(f, bound)]
        return Mul(*same) * (cls(Mul(*varying), bound, count, *excluded) if varying else count)

    @classmethod
    def over(cls, body, key, count, *excluded):
        """Σ of `body` over the keys, where `key` stands for each of them in the body."""
        bound = summand(1 + max((_summand_level(i) for i in generic_indices(body)), default=-1))
        return cls(body.xreplace({key: bound}), bound, count, *excluded)

    @property
    def body(self):
        return self.args[0]

    @property
    def bound(self):
        return self.args[1]

    @property
    def count(self):
        return self.args[2]

    @property
    def free_symbols(self) -> set:
        return self.body.free_symbols | self.count.free_symbols

    def _latex(self, printer):
        names = ",".join(printer._print(e) for e in self.args[3:])
        return rf"\sum_{{i \notin \{{{names}\}}}} {printer._print(self.body.xreplace({self.bound: Symbol('i')}))}"

    def _sympystr(self, printer):
        names = ",".join(str(e) for e in self.args[3:])
        return f"sum_(i not in {{{names}}}) ({printer._print(self.body)})"


# The keys beyond the named ones: "i" is the generic other key a claim may name (α_i, k_i);
# each sum over keys binds a fresh one (i', i'', …) while it is built. Bound indices stay apart,
# so that one key's score is never compared with "every key's" score as if they were the same:
# EACH in a RestSum's coefficient, κ, κ′, … inside (nested) OthersTotals.
GENERIC = Symbol("i")


EACH = Symbol("ι")  # in a RestSum's coefficient: the key of each term of Σ_{i∉named} (weight) v_i


def summand(level: int) -> Symbol:
    """Inside an OthersTotal: the key being summed over (κ; κ′ for a sum inside that sum, …)."""
    return Symbol("κ" + "'" * level)


SUMMAND = summand(0)


def _summand_level(index) -> int:
    return len(index.name) - 1 if index.name[:1] == "κ" else -1


def is_summand(index) -> bool:
    return isinstance(index, Symbol) and index.name[:1] == "κ" and set(index.name[1:]) <= {"'"}


def is_generic(index) -> bool:
    """Is this key index one of the keys beyond the named ones (not a named key a, b, 1, …)?"""
    return isinstance(index, Symbol) and (index == EACH or is_summand(index) or (
        index.name[:1] == "i" and set(index.name[1:]) <= {"'"}))


def fresh_generic(taken) -> Symbol:
    """A generic other-key index not among `taken`: i', i'', …"""
    name = "i'"
    while Symbol(name) in taken:
        name += "'"
    return Symbol(name)


def depends_on_key(expr, index) -> bool:
    """Does a scalar differ from key to key through `index` (an unevaluated kᵢᵀw, say)?

    An OthersTotal inside that binds the same index shadows it: that occurrence does not count."""
    if isinstance(expr, Vec):
        return expr.index == index
    if isinstance(expr, OthersTotal) and index == expr.bound:
        return False
    return any(depends_on_key(arg, index) for arg in expr.args)


def depends_on_summed_key(expr) -> bool:
    """Does a scalar mention a key being summed over by an OthersTotal (a value per key)?"""
    return any(is_summand(v.index) for v in expr.atoms(Vec))


def generic_indices(expr) -> set:
    """The generic other-key indices an expression depends on, bound ones included."""
    return {v.index for v in expr.atoms(Vec) if is_generic(v.index)}


def rest_overlap(rest: "RestSum", other):
    """How many keys a sum over the other keys shares with a vector of its family (orthogonal members):
    a named or excluded key shares none; a generic key not excluded is one of the summed keys; the
    same sum shares all its keys. None when it cannot tell."""
    if isinstance(other, Vec):
        return S.Zero if other.index in rest.excluded or not is_generic(other.index) else S.One
    if isinstance(other, RestSum) and other.excluded == rest.excluded:
        return rest.count
    return None


def the_one_other(*exprs) -> dict:
    """{RestSum: Vec} where a sum runs over exactly one key (n = 3 with a and b named) and the expressions name one
    key of that family outside the sum's exclusions (v_o in "keys a, b, o"): that key is the sum's only member, so
    the sum is its vector. Empty when there is no such pair, or more than one key could be it."""
    found = {}
    for rest in {atom for expr in exprs for atom in expr.atoms(RestSum)}:
        if rest.count != 1:
            continue
        named = {atom.index for expr in exprs for atom in expr.atoms(Vec)
                 if atom.family == rest.family and atom.index not in rest.excluded and not atom.index.is_number}
        if len(named) == 1:
            found[rest] = Vec(rest.family, named.pop())
    return found
