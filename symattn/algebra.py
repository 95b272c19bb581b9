"""Vectors, inner and outer products as small sympy objects.

A vector expression is an ordinary sympy expression that is linear in `Vec`
atoms (t*k_a + t*k_b); a matrix expression is linear in `Outer` atoms and the
identity `Ident`. Their state is all in `args`, so `e.func(*e.args) == e`.
Inner products of named vectors are answered by the setting's Gram rules: 1, 0,
β², or an unevaluated `Dot` when nothing is known (values are arbitrary).
"""

from sympy import Add, Expr, Integer, Mul, S, Symbol, default_sort_key, expand

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
    """Σ over the keys not named, of one family's vectors: Σ_{i∉{a,b}} v_i."""

    is_commutative = True
    free_symbols: set = set()

    def __new__(cls, family, excluded):
        return Expr.__new__(cls, _sym(family), *sorted((_sym(e) for e in excluded), key=default_sort_key))

    @property
    def family(self) -> str:
        return self.args[0].name

    def _latex(self, printer):
        names = ",".join(printer._print(e) for e in self.args[1:])
        return rf"\sum_{{i \notin \{{{names}\}}}} {_latex_name(self.family)}_{{i}}"

    def _sympystr(self, printer):
        names = ",".join(str(e) for e in self.args[1:])
        return f"sum_(i not in {{{names}}}) {self.family}_i"


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
