"""Names → matrix expressions, with shapes, for a part of kind 'matrices' (permutation equivariance)."""

from sympy import Integer, Rational, S, sqrt

from symattn.algebra.matrix_terms import (Apply, Atom, Shaped, product_shape, shape_text, sum_shape, make_sum,
                                          multiply, transpose)
from symattn.errors import DerivationError, MeaningError
from symattn.meaning.declared import Declared, meaning_of
from symattn.meaning.values import IDENTITY_SIZES
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key


MAX_POWER = 12  # a power beyond this is not expanded into its product


class MatrixContext:
    """Names → matrix expressions, with shapes, for a part of kind 'matrices'.

    Shapes come from the setting's `shapes` (T and d are symbolic dimensions): a sum needs one shape,
    a product matching inner dimensions, softmax and ReLU keep the shape, a transpose flips it, scalar
    factors (1/√d) do not change it. Every definition is built, and so shape-checked, up front.
    """

    def __init__(self, setting, overrides: list | None = None):
        self.setting = setting
        # the permutation lemmas hold for the declared permutation matrix only, never for a matrix merely named P
        self.permutation = next((n for n, sh in setting.shapes.items() if "permutation" in sh), None)
        self.definitions: dict = {}
        self.labels: dict = {}
        self._built: dict = {}
        self.declared = Declared()
        for text, where in list(setting.definitions) + list(overrides or []):
            node = parse(text)
            if not (isinstance(node, s.Relation) and node.ops == ("=",) and isinstance(node.operands[0], s.Name)):
                raise DerivationError(f"{where}: a definition must read 'name = expression', got {text!r}")
            key = name_key(node.operands[0])
            self.definitions[key], self.labels[key] = node.operands[1], where
        for key in self.definitions:
            if self.labels[key] != "the write-up":  # a write-up's own is built where a step uses it: one the
                self._defined(key)                  # notation cannot read spoils only the steps that use it

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
            node = _subscripts_glued(node, self.setting.shapes)
            if not isinstance(node, s.Product):
                return self._build(node)
            values = [self._factor(node, index) for index in range(len(node.factors))]
            for index, (factor, value) in enumerate(zip(node.factors[:-1], values)):
                if self._ones_before_a_row(factor, value, node.ops[index], values[index + 1]):
                    values[index] = self._name(s.Name("one", "", factor.pos))
            if self._ones_after_a_matrix(node.factors[-1], values[-1], node.ops[-1], values[-2]):
                values[-1] = self._name(s.Name("one", "", node.factors[-1].pos))
            result = values[0]
            for factor, value in zip(node.factors[1:], values[1:]):
                result = self._multiply(result, value, factor.pos)
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
        if isinstance(node, s.Power):
            return self._power(node)
        if isinstance(node, s.Call) and node.func in ("softmax", "relu") and len(node.args) == 1:
            arg = self.build(node.args[0])
            return Shaped(make_sum([((Apply(node.func, arg.terms),), S.One)]), arg.shape)
        if isinstance(node, s.Call) and node.func == "sqrt" and len(node.args) == 1:
            value = self._build(node.args[0])
            if isinstance(value, Shaped):
                raise MeaningError(f"at character {node.pos + 1}: the square root of a matrix is not defined here")
            return sqrt(value)
        raise MeaningError(f"at character {getattr(node, 'pos', 0) + 1}: not part of the matrix notation")

    def _factor(self, node: s.Product, index: int):
        """A factor of a product. P1 glued before a row vector (P1b_1) is P𝟏 when P_1 is no matrix of the part: the
        lexer reads a letter and a digit as a subscript (q1 is q_1), which here names nothing."""
        factor = node.factors[index]
        try:
            return self._build(factor)
        except MeaningError:
            if not (isinstance(factor, s.Name) and factor.sub == "1" and index + 1 < len(node.factors)):
                raise
            following = self._build(node.factors[index + 1])
            if not (_row(following) and "one" in self.setting.shapes):
                raise
            return self._multiply(self._name(s.Name(factor.base, "", factor.pos)),
                                  self._name(s.Name("one", "", factor.pos)), factor.pos)

    def _ones_before_a_row(self, factor, value, op: str, following) -> bool:
        """1b_1 written in plain text for 𝟏b_1 (also inside P 1 b_1): the number 1 set before a row vector (1×d) is
        the part's all-ones column, since one times a row is never written and only 𝟏b_1 has the shape of the rows
        it is added to."""
        return isinstance(factor, s.Num) and value == 1 and op == "juxt" and "one" in self.setting.shapes and \
            _row(following)

    def _ones_after_a_matrix(self, factor, value, op: str, before) -> bool:
        """"P 1 = 1" in plain text for P𝟏 = 𝟏: the number 1 written last, after a matrix with a column per row of the
        input, is the all-ones column (a matrix times one is never written so)."""
        if not (isinstance(factor, s.Num) and value == 1 and op == "juxt" and "one" in self.setting.shapes and
                isinstance(before, Shaped) and before.shape is not None):
            return False
        ones = self._name(s.Name("one", "", factor.pos))
        return ones.shape is not None and str(before.shape[1]) == str(ones.shape[0])

    def _power(self, node: s.Power):
        """A square matrix to a whole power (P², (PᵀP)³); the declared permutation also to a negative one, its
        inverse being its transpose. A number's power is not read here (the scalars of this notation are d and
        1/√d, written as such)."""
        base = self._build(node.base)
        negative = isinstance(node.exp, s.Neg)
        digits = node.exp.arg if negative else node.exp
        if not isinstance(base, Shaped) or not isinstance(digits, s.Num) or not digits.text.isdigit() or \
                int(digits.text) > MAX_POWER:
            raise MeaningError(f"at character {node.pos + 1}: not part of the matrix notation")
        if base.shape is not None and base.shape[0] != base.shape[1]:
            raise MeaningError(f"at character {node.pos + 1}: a power of a {shape_text(base.shape)} matrix, "
                               f"which is not square")
        if negative:
            if not (self.permutation and isinstance(node.base, s.Name) and
                    name_key(s.Name(self.declared.alias(node.base.base), node.base.sub, 0)) == self.permutation):
                raise MeaningError(f"at character {node.pos + 1}: the inverse of a matrix is read only for the "
                                   f"permutation matrix, whose inverse is its transpose")
            base = Shaped(transpose(base.terms), base.shape)
        result = Shaped(make_sum([((), S.One)]), None)
        for _ in range(int(digits.text)):
            result = self._multiply(result, base, node.pos)
        return result

    def _sum(self, node: s.Sum):
        values = [self._build(t) for t in node.terms]
        matrices = [v for v in values if isinstance(v, Shaped)]
        if not matrices:
            return sum(values, S.Zero)
        if len(matrices) != len(values):
            raise MeaningError(f"at character {node.pos + 1}: cannot add a matrix and a number")
        shape = matrices[0].shape
        for term, value in zip(node.terms[1:], matrices[1:]):
            shape = sum_shape(shape, value.shape, term.pos)
        return Shaped(make_sum(term for v in matrices for term in v.terms), shape)

    @staticmethod
    def _multiply(left, right, pos: int):
        if isinstance(left, Shaped) and isinstance(right, Shaped):
            return Shaped(multiply(left.terms, right.terms), product_shape(left.shape, right.shape, pos))
        if isinstance(left, Shaped):
            return _scale(left, right)
        return _scale(right, left)

    def declare(self, declarations) -> None:
        """Names the student declares (Π a permutation matrix): read as the part's own from now on."""
        self.declared = meaning_of(declarations, self.setting)
        self._built.clear()
        for key in self.definitions:
            if self.labels[key] != "the write-up":  # a write-up's own is built where a step uses it: one the
                self._defined(key)                  # notation cannot read spoils only the steps that use it

    def _name(self, node: s.Name):
        key = name_key(s.Name(self.declared.alias(node.base), node.sub, node.pos))
        if key in self.definitions:
            return self._defined(key)
        if key in self.setting.shapes:
            return Shaped(make_sum([((Atom(key),), S.One)]), self.setting.shapes[key][:2])
        if node.base == "I" and node.sub in IDENTITY_SIZES:
            return Shaped(make_sum([((), S.One)]), None)
        if len(node.base) == 1 and node.base.islower() and not node.sub:
            return self.setting.scalar(node.base)
        alike = _alike(key, (*self.definitions, *self.setting.shapes))
        if node.sub and len(alike) == 1:
            return self._name(s.Name(*alike[0].split("_", 1), node.pos))  # W_q is W_Q: a subscript's case alone
        if node.sub == "1" and "one" in self.setting.shapes and not key.startswith("one"):
            # P1 in plain text: the lexer reads a letter and a digit as a subscript, and P_1 names nothing here,
            # while P𝟏 (the rows of P summed) is what is written
            try:
                base = self._name(s.Name(node.base, "", node.pos))
            except MeaningError:
                base = None
            if isinstance(base, Shaped):
                return self._multiply(base, self._name(s.Name("one", "", node.pos)), node.pos)
        raise MeaningError(f"at character {node.pos + 1}: {key} is not a matrix of this part")

    def _defined(self, key: str):
        """A definition's value, built once; its errors name the definition (let[i] or with)."""
        if key not in self._built:
            self._built[key] = None
            value = self.definitions[key]
            if isinstance(value, s.Num) and value.text == "0" and key in self.setting.shapes:
                # "take X = 0": the zero matrix of the input's own shape, an instance the write-up works in
                self._built[key] = Shaped(make_sum([]), self.setting.shapes[key][:2])
                return self._built[key]
            try:
                self._built[key] = self._build(self.definitions[key])
            except MeaningError as error:
                del self._built[key]  # unbuilt, not "refers to itself", when it is asked again
                raise DerivationError(f"{self.labels[key]}: {key}: {error}") from None
        if self._built[key] is None:
            raise DerivationError(f"{self.labels[key]}: the definition of {key} refers to itself")
        return self._built[key]



def _alike(key: str, names) -> list:
    """The names that differ from `key` in letter case alone (W_Q for W_q)."""
    return [name for name in names if name.lower() == key.lower()]


def _subscripts_glued(node: s.Product, shapes) -> s.Product:
    """PX Wq: a capital the part names only with a subscript (W_Q, W_1), then a letter, is that matrix (Wq is W_Q),
    as plain text writes it without its underscore."""
    factors, ops, at = [], [], 0
    while at < len(node.factors):
        factor = node.factors[at]
        following = node.factors[at + 1] if at + 1 < len(node.factors) else None
        if isinstance(factor, s.Name) and not factor.sub and factor.base not in shapes and \
                isinstance(following, s.Name) and not following.sub and len(following.base) == 1 and \
                node.ops[at] == "juxt":
            alike = _alike(f"{factor.base}_{following.base}", shapes)
            if len(alike) == 1:
                factors.append(s.Name(*alike[0].split("_", 1), factor.pos))
                if at + 2 < len(node.factors):
                    ops.append(node.ops[at + 1])
                at += 2
                continue
        factors.append(factor)
        if at + 1 < len(node.factors):
            ops.append(node.ops[at])
        at += 1
    if len(factors) == len(node.factors):
        return node
    return factors[0] if len(factors) == 1 else s.Product(tuple(factors), tuple(ops), node.pos)


def _row(value) -> bool:
    """A row vector, 1×d (b_1)."""
    return isinstance(value, Shaped) and value.shape is not None and str(value.shape[0]) == "1"


def _scale(value, factor):
    if isinstance(value, Shaped):
        return Shaped(make_sum((f, c * factor) for f, c in value.terms), value.shape)
    return value * factor
