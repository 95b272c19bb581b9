"""Vectors, inner and outer products as small sympy objects.

A vector expression is an ordinary sympy expression that is linear in `Vec`
atoms (t*k_a + t*k_b); a matrix expression is linear in `Outer` atoms and the
identity `Ident`. Their state is all in `args`, so `e.func(*e.args) == e`.
Inner products of named vectors are answered by the setting's Gram rules: 1, 0,
β², or an unevaluated `Dot` when nothing is known (values are arbitrary).
"""

from sympy import Expr, Integer, Symbol, default_sort_key

from symattn.notation.vocabulary import GREEK_NAMES


class Vec(Expr):
    """A named vector: family k, μ, u, v, x, z and an index (a, b, 1, or the generic other i)."""

    is_commutative = True
    free_symbols: set = set()  # its args are labels, not variables

    def __new__(cls, family, index):
        return Expr.__new__(cls, sym(family), sym(index))

    @property
    def family(self) -> str:
        return self.args[0].name

    @property
    def index(self):
        return self.args[1]

    def _latex(self, printer):
        if self.index == NO_INDEX:
            return latex_name(self.family)
        return f"{latex_name(self.family)}_{{{printer._print(self.index)}}}"

    def _sympystr(self, printer):
        return self.family if self.index == NO_INDEX else f"{self.family}_{self.index}"


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


def sym(value):
    if isinstance(value, (Symbol, Integer)):
        return value
    if isinstance(value, int):
        return Integer(value)
    return Symbol(str(value))


def latex_name(name: str) -> str:
    return f"\\{name}" if name in GREEK_NAMES else name
