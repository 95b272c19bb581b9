"""Vectors, inner and outer products as small sympy objects.

A vector expression is an ordinary sympy expression that is linear in `Vec`
atoms (t*k_a + t*k_b); a matrix expression is linear in `Outer` atoms and the
identity `Ident`. Their state is all in `args`, so `e.func(*e.args) == e`.
Inner products of named vectors are answered by the setting's Gram rules: 1, 0,
β², or an unevaluated `Dot` when nothing is known (values are arbitrary).
"""

from sympy import Add, Expr, Integer, Mul, S, Symbol, default_sort_key, expand, sympify

from symattn.errors import MeaningError


class Vec(Expr):
    """A named vector: family k, μ, u, v, x, z and an index (a, b, 1, or the generic other i)."""

    is_commutative = True
    free_symbols: set = set()  # its args are labels, not variables

    def __new__(cls, family, index):
        return Expr.__new__(cls, _sym(family), _sym(index))

    @property
    def family(self) -> str:
        return self.args[0].name

    @property
    def index(self):
        return self.args[1]

    def _latex(self, printer):
        if self.index == NO_INDEX:
            return _latex_name(self.family)
        return f"{_latex_name(self.family)}_{{{printer._print(self.index)}}}"

    def _sympystr(self, printer):
        return self.family if self.index == NO_INDEX else f"{self.family}_{self.index}"


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
        return Expr.__new__(cls, _sym(family), count, *sorted((_sym(e) for e in excluded), key=default_sort_key))

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
        return rf"\sum_{{i \notin \{{{names}\}}}} {_latex_name(self.family)}_{{i}}"

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
            return Expr.__new__(cls, body, bound, count, *sorted((_sym(e) for e in excluded), key=default_sort_key))
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


class Dot(Expr):
    """The unevaluated inner product uᵀw of two vector atoms (symmetric, so args are sorted)."""

    is_commutative = True
    is_real = True
    free_symbols: set = set()

    def __new__(cls, a, b):
        a, b = sorted((a, b), key=default_sort_key)
        return Expr.__new__(cls, a, b)

    def _latex(self, printer):
        return f"{printer._print(self.args[0])}^\\top {printer._print(self.args[1])}"

    def _sympystr(self, printer):
        return f"{printer._print(self.args[0])}.{printer._print(self.args[1])}"


class Outer(Expr):
    """The outer product u wᵀ of two vector atoms: maps x to (wᵀx) u."""

    is_commutative = True
    free_symbols: set = set()

    def __new__(cls, a, b):
        return Expr.__new__(cls, a, b)

    def _latex(self, printer):
        return f"{printer._print(self.args[0])} {printer._print(self.args[1])}^\\top"

    def _sympystr(self, printer):
        return f"{printer._print(self.args[0])}*{printer._print(self.args[1])}^T"


class Ident(Expr):
    """The identity matrix I."""

    is_commutative = True

    def __new__(cls):
        return Expr.__new__(cls)

    def _latex(self, printer):
        return "I"

    def _sympystr(self, printer):
        return "I"


NO_INDEX = Symbol("_")  # a single named vector, such as an arbitrary fixed w
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


def _sym(value):
    if isinstance(value, (Symbol, Integer)):
        return value
    if isinstance(value, int):
        return Integer(value)
    return Symbol(str(value))


GREEK_LATEX = {"mu": r"\mu", "eta": r"\eta", "alpha": r"\alpha", "beta": r"\beta", "xi": r"\xi"}


def _latex_name(name: str) -> str:
    return GREEK_LATEX.get(name, name)


def with_keys_apart(*exprs) -> tuple:
    """Vector expressions with every other key that one of them names alone (v_i) also taken out
    of each Σ over the rest: Σ_{i∉{a,b}} v_i = v_i + Σ_{i∉{a,b,i}} v_i, so like terms meet."""
    parts = [components(e) if e != 0 else {} for e in exprs]
    alone = {atom.index for p in parts for atom in p
             if isinstance(atom, Vec) and is_generic(atom.index) and atom.index not in (EACH, SUMMAND)}
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


def rest_overlap(rest: "RestSum", other):
    """How many keys a sum over the other keys shares with a vector of its family (orthogonal members):
    a named or excluded key shares none; a generic key not excluded is one of the summed keys; the
    same sum shares all its keys. None when it cannot tell."""
    if isinstance(other, Vec):
        return S.Zero if other.index in rest.excluded or not is_generic(other.index) else S.One
    if isinstance(other, RestSum) and other.excluded == rest.excluded:
        return rest.count
    return None
