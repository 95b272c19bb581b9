"""Matrix-expression steps for permutation equivariance, each justified by a named lemma.

A matrix expression is a sum of terms coefficient · F_1 F_2 ⋯ F_k, where each
factor is a named matrix (maybe transposed) or softmax(·)/ReLU(·) of a matrix
expression. Products distribute, transposes reverse products, I vanishes, and a
step may use only the lemmas it cites, applied as rewrite rules:

  orthogonal     PᵀP = I                    ones     P𝟏 = 𝟏 (and 𝟏ᵀPᵀ = 𝟏ᵀ)
  softmax-perm   softmax(PAPᵀ) = P softmax(A) Pᵀ
  relu-perm      ReLU(PA) = P ReLU(A)
"""

from dataclasses import dataclass

from sympy import Integer, Rational, S, sqrt

from symattn.errors import DerivationError, MeaningError
from symattn.notation import parse
from symattn.notation import syntax as s

LEMMAS = ("orthogonal", "ones", "softmax-perm", "relu-perm")


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
            if "orthogonal" in lemmas and pair == (Pt, P):
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


@dataclass(frozen=True)
class Shaped:
    """A matrix expression: its normalised sum and its shape (rows, cols); None for I, square of any size."""

    terms: tuple
    shape: tuple | None


def shape_text(shape) -> str:
    return "I (square, any size)" if shape is None else f"{shape[0]}×{shape[1]}"


def _sum_shape(left, right, pos: int):
    if left is None or right is None:
        other = right if left is None else left
        if other is None or other[0] == other[1]:
            return other
    elif left == right:
        return left
    raise MeaningError(f"at character {pos + 1}: cannot add a {shape_text(left)} matrix and a "
                       f"{shape_text(right)} matrix")


def _product_shape(left, right, pos: int):
    if left is None or right is None:
        return right if left is None else left
    if left[1] != right[0]:
        raise MeaningError(f"at character {pos + 1}: cannot multiply a {shape_text(left)} matrix by a "
                           f"{shape_text(right)} matrix ({left[1]} columns, {right[0]} rows)")
    return left[0], right[1]


def same_shape(left: Shaped, right: Shaped) -> None:
    """The two sides of an equation (or ≠) must have one shape."""
    try:
        _sum_shape(left.shape, right.shape, -1)
    except MeaningError:
        raise MeaningError(f"the two sides have different shapes: {shape_text(left.shape)} and "
                           f"{shape_text(right.shape)}") from None


class MatrixContext:
    """Names → matrix expressions, with shapes, for a part of kind 'matrices'.

    Shapes come from the setting's `shapes` (T and d are symbolic dimensions): a sum needs one shape,
    a product matching inner dimensions, softmax and ReLU keep the shape, a transpose flips it, scalar
    factors (1/√d) do not change it. Every definition is built, and so shape-checked, up front.
    """

    def __init__(self, setting, overrides: list | None = None):
        self.setting = setting
        self.permutation = next((n for n, sh in setting.shapes.items() if "permutation" in sh), "P")
        self.definitions: dict = {}
        self.labels: dict = {}
        self._built: dict = {}
        for text, where in setting.definitions + (overrides or []):
            node = parse(text)
            if not (isinstance(node, s.Relation) and node.ops == ("=",) and isinstance(node.operands[0], s.Name)):
                raise DerivationError(f"{where}: a definition must read 'name = expression', got {text!r}")
            key = _key(node.operands[0])
            self.definitions[key], self.labels[key] = node.operands[1], where
        for key in self.definitions:
            self._defined(key)

    def build(self, node) -> Shaped:
        value = self._build(node)
        if not isinstance(value, Shaped):
            raise MeaningError(f"at character {node.pos + 1}: expected a matrix, found the number {value}")
        return value

    def build_or_zero(self, node) -> Shaped | None:
        """A matrix, or None for the number 0 (a zero matrix whose shape the context gives)."""
        value = self._build(node)
        return None if not isinstance(value, Shaped) and value == 0 else self.build(node)

    def _build(self, node):
        if isinstance(node, s.Num):
            return Integer(int(node.text)) if "." not in node.text else Rational(node.text)
        if isinstance(node, s.Name):
            return self._name(node)
        if isinstance(node, s.Neg):
            return _scale(self._build(node.arg), S.NegativeOne)
        if isinstance(node, s.Sum):
            return self._sum(node)
        if isinstance(node, s.Product):
            result = self._build(node.factors[0])
            for factor in node.factors[1:]:
                result = self._multiply(result, self._build(factor), factor.pos)
            return result
        if isinstance(node, s.Frac):
            den = self._build(node.den)
            if isinstance(den, Shaped):
                raise MeaningError(f"at character {node.pos + 1}: cannot divide by a matrix")
            return _scale(self._build(node.num), 1 / den)
        if isinstance(node, s.Transpose):
            value = self._build(node.arg)
            if not isinstance(value, Shaped):
                return value
            return Shaped(transpose(value.terms), None if value.shape is None else value.shape[::-1])
        if isinstance(node, s.Call) and node.func in ("softmax", "relu") and len(node.args) == 1:
            arg = self.build(node.args[0])
            return Shaped(make_sum([((Apply(node.func, arg.terms),), S.One)]), arg.shape)
        if isinstance(node, s.Call) and node.func == "sqrt" and len(node.args) == 1:
            value = self._build(node.args[0])
            if isinstance(value, Shaped):
                raise MeaningError(f"at character {node.pos + 1}: the square root of a matrix is not defined here")
            return sqrt(value)
        raise MeaningError(f"at character {getattr(node, 'pos', 0) + 1}: not part of the matrix notation")

    def _sum(self, node: s.Sum):
        values = [self._build(t) for t in node.terms]
        matrices = [v for v in values if isinstance(v, Shaped)]
        if not matrices:
            return sum(values, S.Zero)
        if len(matrices) != len(values):
            raise MeaningError(f"at character {node.pos + 1}: cannot add a matrix and a number")
        shape = matrices[0].shape
        for term, value in zip(node.terms[1:], matrices[1:]):
            shape = _sum_shape(shape, value.shape, term.pos)
        return Shaped(make_sum(term for v in matrices for term in v.terms), shape)

    @staticmethod
    def _multiply(left, right, pos: int):
        if isinstance(left, Shaped) and isinstance(right, Shaped):
            return Shaped(multiply(left.terms, right.terms), _product_shape(left.shape, right.shape, pos))
        if isinstance(left, Shaped):
            return _scale(left, right)
        return _scale(right, left)

    def _name(self, node: s.Name):
        key = _key(node)
        if key in self.definitions:
            return self._defined(key)
        if key in self.setting.shapes:
            return Shaped(make_sum([((Atom(key),), S.One)]), self.setting.shapes[key][:2])
        if key == "I":
            return Shaped(make_sum([((), S.One)]), None)
        if len(node.base) == 1 and node.base.islower() and not node.sub:
            return self.setting.scalar(node.base)
        raise MeaningError(f"at character {node.pos + 1}: {key} is not a matrix of this part")

    def _defined(self, key: str):
        """A definition's value, built once; its errors name the definition (let[i] or with)."""
        if key not in self._built:
            self._built[key] = None
            try:
                self._built[key] = self._build(self.definitions[key])
            except MeaningError as error:
                raise DerivationError(f"{self.labels[key]}: {key}: {error}") from None
        if self._built[key] is None:
            raise DerivationError(f"{self.labels[key]}: the definition of {key} refers to itself")
        return self._built[key]


def _key(node: s.Name) -> str:
    return f"{node.base}_{node.sub}" if node.sub else node.base


def _scale(value, factor):
    if isinstance(value, Shaped):
        return Shaped(make_sum((f, c * factor) for f, c in value.terms), value.shape)
    return value * factor
