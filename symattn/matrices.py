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

from symattn.errors import MeaningError
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


def rewrite(matsum: tuple, lemmas: frozenset, permutation: str) -> tuple:
    """Apply the cited lemmas everywhere until nothing changes."""
    current = matsum
    for _ in range(50):
        terms = []
        for factors, coefficient in current:
            for new_factors in _rewrite_product(factors, lemmas, permutation):
                terms.append((new_factors, coefficient))
        updated = make_sum(terms)
        if updated == current:
            return updated
        current = updated
    return current


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
    elif factor.func == "relu" and "relu-perm" in lemmas and all(_leads_with_p(f, P, lemmas) for f, _ in arg):
        # with the ones lemma, 𝟏b = P𝟏b, so such a term also offers a leading P
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


class MatrixContext:
    """Names → matrix expressions for a part of kind 'matrices'."""

    def __init__(self, setting, overrides: list | None = None):
        self.setting = setting
        self.permutation = next((n for n, sh in setting.shapes.items() if "permutation" in sh), "P")
        self.definitions: dict = {}
        self._built: dict = {}
        for text, where in setting.definitions + (overrides or []):
            node = parse(text)
            if not (isinstance(node, s.Relation) and node.ops == ("=",) and isinstance(node.operands[0], s.Name)):
                raise MeaningError(f"{where}: a definition must read 'name = expression'")
            self.definitions[_key(node.operands[0])] = node.operands[1]

    def atom_names(self) -> set:
        return set(self.setting.shapes)

    def build(self, node) -> tuple:
        value = self._build(node)
        if not isinstance(value, tuple):
            raise MeaningError(f"at character {node.pos + 1}: expected a matrix, found the number {value}")
        return value

    def _build(self, node):
        if isinstance(node, s.Num):
            return Integer(int(node.text)) if "." not in node.text else Rational(node.text)
        if isinstance(node, s.Name):
            return self._name(node)
        if isinstance(node, s.Neg):
            return _scale(self._build(node.arg), S.NegativeOne)
        if isinstance(node, s.Sum):
            values = [self._build(t) for t in node.terms]
            if all(isinstance(v, tuple) for v in values):
                return make_sum(term for v in values for term in v)
            if any(isinstance(v, tuple) for v in values):
                raise MeaningError(f"at character {node.pos + 1}: cannot add a matrix and a number")
            return sum(values, S.Zero)
        if isinstance(node, s.Product):
            result = self._build(node.factors[0])
            for factor in node.factors[1:]:
                value = self._build(factor)
                if isinstance(result, tuple) and isinstance(value, tuple):
                    result = multiply(result, value)
                elif isinstance(result, tuple):
                    result = _scale(result, value)
                else:
                    result = _scale(value, result)
            return result
        if isinstance(node, s.Frac):
            den = self._build(node.den)
            if isinstance(den, tuple):
                raise MeaningError(f"at character {node.pos + 1}: cannot divide by a matrix")
            return _scale(self._build(node.num), 1 / den)
        if isinstance(node, s.Transpose):
            value = self._build(node.arg)
            return transpose(value) if isinstance(value, tuple) else value
        if isinstance(node, s.Call) and node.func in ("softmax", "relu"):
            return make_sum([((Apply(node.func, self.build(node.args[0])),), S.One)])
        if isinstance(node, s.Call) and node.func == "sqrt":
            return sqrt(self._build(node.args[0]))
        raise MeaningError(f"at character {getattr(node, 'pos', 0) + 1}: not part of the matrix notation")

    def _name(self, node: s.Name):
        key = _key(node)
        if key in self.definitions:
            if key not in self._built:
                self._built[key] = None
                self._built[key] = self._build(self.definitions[key])
            if self._built[key] is None:
                raise MeaningError(f"the definition of {key} refers to itself")
            return self._built[key]
        if key in self.setting.shapes:
            return make_sum([((Atom(key),), S.One)])
        if key == "I":
            return make_sum([((), S.One)])
        if len(node.base) == 1 and node.base.islower() and not node.sub:
            return self.setting.scalar(node.base)
        raise MeaningError(f"at character {node.pos + 1}: {key} is not a matrix of this part")


def _key(node: s.Name) -> str:
    return f"{node.base}_{node.sub}" if node.sub else node.base


def _scale(value, factor):
    if isinstance(value, tuple):
        return make_sum((f, c * factor) for f, c in value)
    return value * factor
