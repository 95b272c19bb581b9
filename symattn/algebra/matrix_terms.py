"""Matrix expressions as terms: sums of coefficient · F_1 F_2 ⋯ F_k, with shapes.

Each factor is a named matrix (maybe transposed) or softmax(·)/ReLU(·) of a matrix
expression. Products distribute, transposes reverse products, I vanishes. A term's shape
(rows, cols) in the symbolic dimensions T and d is carried along and checked.
"""

from dataclasses import dataclass

from sympy import S

from symattn.errors import MeaningError


@dataclass(frozen=True)
class Atom:
    name: str
    transposed: bool = False

    def t(self) -> "Atom":
        return Atom(self.name, not self.transposed)

    def __str__(self):
        return self.name + ("ᵀ" if self.transposed else "")


@dataclass(frozen=True)
class Apply:
    func: str  # softmax | relu
    arg: tuple  # a normalised sum: ((factors, coefficient), ...)
    transposed: bool = False

    def t(self) -> "Apply":
        return Apply(self.func, self.arg, not self.transposed)

    def __str__(self):
        return f"{self.func}({show(self.arg)})" + ("ᵀ" if self.transposed else "")


def show(matsum: tuple) -> str:
    if not matsum:
        return "0"
    parts = []
    for factors, coefficient in matsum:
        body = " ".join(str(f) for f in factors) or "I"
        parts.append(body if coefficient == 1 else f"({coefficient}) {body}")
    return " + ".join(parts)


def make_sum(terms) -> tuple:
    """Combine like terms; a canonical, hashable form."""
    combined: dict = {}
    for factors, coefficient in terms:
        combined[factors] = combined.get(factors, S.Zero) + coefficient
    return tuple(sorted(((f, c) for f, c in combined.items() if c != 0), key=lambda fc: repr(fc[0])))


def multiply(left: tuple, right: tuple) -> tuple:
    return make_sum((a + b, ca * cb) for a, ca in left for b, cb in right)


def transpose(matsum: tuple) -> tuple:
    return make_sum((tuple(f.t() for f in reversed(factors)), c) for factors, c in matsum)


@dataclass(frozen=True)
class Shaped:
    """A matrix expression: its normalised sum and its shape (rows, cols); None for I, square of any size."""

    terms: tuple
    shape: tuple | None


def shape_text(shape) -> str:
    return "I (square, any size)" if shape is None else f"{shape[0]}×{shape[1]}"


def sum_shape(left, right, pos: int):
    if left is None or right is None:
        other = right if left is None else left
        if other is None or other[0] == other[1]:
            return other
    elif left == right:
        return left
    raise MeaningError(f"at character {pos + 1}: cannot add a {shape_text(left)} matrix and a "
                       f"{shape_text(right)} matrix")


def product_shape(left, right, pos: int):
    if left is None or right is None:
        return right if left is None else left
    if left[1] != right[0]:
        raise MeaningError(f"at character {pos + 1}: cannot multiply a {shape_text(left)} matrix by a "
                           f"{shape_text(right)} matrix ({left[1]} columns, {right[0]} rows)")
    return left[0], right[1]


def same_shape(left: Shaped, right: Shaped) -> None:
    """The two sides of an equation (or ≠) must have one shape."""
    try:
        sum_shape(left.shape, right.shape, -1)
    except MeaningError:
        raise MeaningError(f"the two sides have different shapes: {shape_text(left.shape)} and "
                           f"{shape_text(right.shape)}") from None
