"""Give a syntax tree its meaning in a setting: scalars, vectors, covectors, matrices.

Names are looked up in this order: constants, the setting's definitions, the
attention quantities (α, c), vector families, the identity, scalars. Every
product is typed: covector·vector is an inner product, vector·covector an outer
product, matrix·vector an application.
"""

from dataclasses import dataclass

from sympy import Abs, Add, Integer, Mul, Rational, S, Symbol, cos, erf, exp, expand, log, preorder_traversal, sin, sqrt

from symattn import algebra
from symattn.errors import MeaningError, NotationError
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key

MAX_EXPONENT = 1000
MAX_EXP_ARGUMENT = 10_000  # e^{10^4} is graded in about 2 s; a fixed number that large says "a large scale"
# I, I_d, I_{d×d}: the identity, whatever its size is called
IDENTITY_SIZES = ("", "d", "n", "k", "T", "dxd", "nxn", "kxk", "TxT")
MAX_RESULT_BITS = 400  # about 10^120: beyond it, exact weights like e^{10^{300}} take seconds to evaluate
MAX_SUM_EXPONENT = 12  # (a+b+c+d)^k expands into O(k³) terms
VECTOR_FAMILIES = {"k", "mu", "u", "v"}  # and x in self-attention; others when a setting declares them


@dataclass(frozen=True)
class Value:
    kind: str  # scalar | vector | covector | matrix | block (entries written out, to multiply with)
    expr: object

    def scaled(self, factor) -> "Value":
        if self.kind == "block":
            return Value("block", tuple(tuple(entry.scaled(factor) for entry in row) for row in self.expr))
        return Value(self.kind, factor * self.expr)


def scalar(expr) -> Value:
    return Value("scalar", expr)


class Builder:
    """Builds values from syntax trees for one context (a setting plus its definitions)."""

    def __init__(self, context):
        self.context = context
        self.setting = context.setting
        self.index_env: dict = {}

    def build(self, node) -> Value:
        method = getattr(self, "_" + type(node).__name__.lower(), None)
        if method is None:
            raise MeaningError(f"at character {getattr(node, 'pos', 0) + 1}: {_describe(node)} is not allowed here")
        value = method(node)
        if isinstance(node, (s.Product, s.Frac)) and value.kind != "block":
            _bounded_numbers(value.expr, getattr(node, "pos", 0))
        return value

    def _elided(self, node: s.Elided) -> Value:
        # "(⋯) → 0": what was left out is not read; only a step's reading fills it (steps/elided.py)
        raise NotationError("an argument left out, (·), that nothing written before it fills", node.pos)

    def _setliteral(self, node: s.SetLiteral) -> Value:
        """\\{ k_a + k_b \\}: braces around one expression group it; a set of several is not a value."""
        if len(node.items) == 1 and node.brackets == "{}":
            return self.build(node.items[0])
        raise MeaningError(f"at character {node.pos + 1}: {_describe(node)} is not allowed here")

    def build_scalar(self, node):
        value = self.build(node)
        if value.kind != "scalar":
            raise MeaningError(f"at character {node.pos + 1}: expected a number, found a {value.kind}")
        return value.expr

    # ---- leaves --------------------------------------------------------
    def _num(self, node: s.Num) -> Value:
        return scalar(Rational(node.text) if "." in node.text else Integer(int(node.text)))

    def _infinity(self, node: s.Infinity) -> Value:
        return scalar(S.Infinity)

    def _name(self, node: s.Name) -> Value:
        value = self.context.resolve(node.base, node.sub, node.pos, self.index_env)
        if value is None:
            raise MeaningError(f"at character {node.pos + 1}: {name_key(node)} has no meaning in this part")
        return value

    # ---- arithmetic ------------------------------------------------------
    def _neg(self, node: s.Neg) -> Value:
        return self.build(node.arg).scaled(S.NegativeOne)

    def _sum(self, node: s.Sum) -> Value:
        remainders = [term for term in node.terms if _remainder(term) is not None]
        values = [self.build(term) for term in node.terms if _remainder(term) is None]
        if remainders and values:
            values.extend(self.remainder(term, values[0].kind) for term in remainders)
        elif remainders:
            raise MeaningError(f"at character {node.pos + 1}: O(·) and o(·) stand for a remainder beside a value")
        kinds = {v.kind for v in values}
        if len(kinds) > 1:
            raise MeaningError(f"at character {node.pos + 1}: cannot add a {' and a '.join(sorted(kinds))}")
        return Value(values[0].kind, sum((v.expr for v in values), S.Zero))

    def _product(self, node: s.Product) -> Value:
        result = self.build(node.factors[0])
        for op, factor in zip(node.ops, node.factors[1:]):
            result = self.multiply(result, self.build(factor), op, factor.pos)
        return result

    def multiply(self, left: Value, right: Value, op: str, pos: int) -> Value:
        gram = self.setting.gram
        if "block" in (left.kind, right.kind):
            return self.block_product(left, right, op, pos)
        if left.kind != "scalar" and right.kind != "scalar":
            left = Value(left.kind, self.context.ground(left.expr))
            right = Value(right.kind, self.context.ground(right.expr))
            if op in ("odot", "circ"):
                raise MeaningError(f"at character {pos + 1}: an elementwise product of two {left.kind}s is not part of "
                                   f"this problem; between a number and a vector or matrix it is plain scaling")
            if op == "otimes" and (left.kind, right.kind) == ("vector", "vector"):
                right = Value("covector", right.expr)  # u ⊗ w is the outer product u wᵀ
        pair = (left.kind, right.kind)
        if left.kind == "scalar":
            return right.scaled(left.expr)
        if right.kind == "scalar":
            return left.scaled(right.expr)
        if pair == ("covector", "vector") or (pair == ("vector", "vector") and op == "cdot"):
            return scalar(algebra.dot(left.expr, right.expr, gram))
        if pair == ("vector", "covector"):
            return Value("matrix", algebra.outer(left.expr, right.expr))
        if pair == ("matrix", "vector"):
            return Value("vector", algebra.apply(left.expr, right.expr, gram))
        if pair == ("matrix", "matrix"):
            return Value("matrix", algebra.matmul(left.expr, right.expr, gram))
        if pair == ("covector", "matrix"):
            return Value("covector", algebra.apply(algebra.transpose_matrix(right.expr), left.expr, gram))
        if pair == ("vector", "vector"):
            raise MeaningError(f"at character {pos + 1}: a product of two vectors; write the inner product as u^\\top w")
        raise MeaningError(f"at character {pos + 1}: cannot multiply a {left.kind} by a {right.kind}")

    def _frac(self, node: s.Frac) -> Value:
        den = self.build_scalar(node.den)
        if den == 0:
            raise MeaningError(f"at character {node.pos + 1}: division by zero")
        return self.build(node.num).scaled(1 / den)

    def _power(self, node: s.Power) -> Value:
        if isinstance(node.base, s.Name) and node.base.base == "e" and not node.base.sub:
            return scalar(bounded_exp(self.build_scalar(node.exp), node.pos))
        base = self.build_scalar(node.base)
        exponent = self.build_scalar(node.exp)
        return scalar(bounded_power(base, exponent, node.pos))

    def _matrixliteral(self, node: s.MatrixLiteral) -> Value:
        """A matrix by its entries: a block of vectors (columns) or covectors (rows) to multiply with."""
        rows = tuple(tuple(self.build(entry) for entry in row) for row in node.rows)
        return _unblocked(Value("block", rows))

    def block_product(self, left: Value, right: Value, op: str, pos: int) -> Value:
        """[u_d  u_c] [u_aᵀ; u_dᵀ] = u_d u_aᵀ + u_c u_dᵀ: blocks multiply like matrices of their entries."""
        if left.kind == "scalar" or right.kind == "scalar":
            number, block = (left, right) if left.kind == "scalar" else (right, left)
            return block.scaled(number.expr)
        lhs = left.expr if left.kind == "block" else ((left,),)
        rhs = right.expr if right.kind == "block" else ((right,),)
        if len(lhs[0]) != len(rhs):
            raise MeaningError(f"at character {pos + 1}: a block with {len(lhs[0])} columns times one with "
                               f"{len(rhs)} rows")
        rows = []
        for row in lhs:
            entries = []
            for column in zip(*rhs):
                terms = [self.multiply(a, b, op, pos) for a, b in zip(row, column)]
                if len({t.kind for t in terms}) != 1:
                    raise MeaningError(f"at character {pos + 1}: the products of the blocks have different kinds")
                entries.append(Value(terms[0].kind, sum((t.expr for t in terms), S.Zero)))
            rows.append(tuple(entries))
        return _unblocked(Value("block", tuple(rows)))

    def _transpose(self, node: s.Transpose) -> Value:
        if node.letter and isinstance(node.arg, s.Name) and node.arg.base == "e" and not node.arg.sub:
            return scalar(bounded_exp(self.setting.scalar("T"), node.pos))
        value = self.build(node.arg)
        if node.letter and value.kind == "scalar":
            return scalar(bounded_power(value.expr, self.setting.scalar("T"), node.pos))
        if value.kind == "block":
            return Value("block", tuple(zip(*(tuple(transposed(e) for e in row) for row in value.expr))))
        return transposed(value)

    def _norm(self, node: s.Norm) -> Value:
        if node.p is not None and not (isinstance(node.p, s.Num) and node.p.text == "2"):
            raise MeaningError(f"at character {node.pos + 1}: only the Euclidean norm (subscript 2) is supported")
        value = self.build(node.arg)
        if value.kind not in ("vector", "covector"):
            raise MeaningError(f"at character {node.pos + 1}: the norm of a {value.kind}")
        return self._length(value)

    def _length(self, value: Value) -> Value:
        """‖v‖: its vectors grounded first (c_2 = Σ α_2i v_i with v_i = x_i), as in an inner product written out;
        else the length would be taken in the value vectors' own unknown products."""
        grounded = self.context.ground(value.expr)
        return scalar(sqrt(algebra.dot(grounded, grounded, self.setting.gram)))

    def _abs(self, node: s.Abs) -> Value:
        # |v| of a vector, and ||v|| written with two bars, is its length, as ‖v‖
        inner = node.arg.arg if isinstance(node.arg, s.Abs) else node.arg
        if isinstance(inner, (s.Name, s.Sum, s.Product, s.Frac, s.Neg)):
            value = self.build(inner)
            if value.kind in ("vector", "covector"):
                return self._length(value)
        # unevaluated: the engine decides the sign itself, case by case
        return scalar(Abs(self.build_scalar(node.arg), evaluate=False))

    def remainder(self, node, kind: str) -> Value:
        """O(f) beside a value of a kind: f times an unknown bounded quantity of that kind — a fixed number R or a
        fixed vector R, so X + O(f) tends where X does exactly when f·R vanishes. o(f) of a number vanishes (R/t);
        o(f) of a growing f is inside O(f) and read as O(f): right only when O(f) is, which is sound for a limit."""
        sign, call = _remainder(node)
        if self.context.quantities:
            # in a step's equation (α_a = ½ + O(e^{-t})) a remainder is no value to compare: only a student's
            # answer, which is graded by its limit, reads one
            raise MeaningError(f"at character {call.pos + 1}: {call.func}(·) is read in an answer's final form only")
        size = self.build_scalar(call.args[0])
        if call.func == "o" and not size.free_symbols:
            # o(1) vanishes as the problem's scale grows: written as R/t, it tends to 0 and nothing else is claimed
            size = size / self.setting.scalar(self.setting.scale)
        if kind == "scalar":
            unknown = Symbol("R_O", real=True)
        elif kind == "vector":
            unknown = algebra.Vec("R_O", algebra.NO_INDEX)
        else:
            raise MeaningError(f"at character {call.pos + 1}: O(·) beside a {kind} is not read")
        return Value(kind, sign * size * unknown)

    def _call(self, node: s.Call) -> Value:
        # erfc as 1 − erf: the engine's probabilities are written with erf, so both forms compare
        functions = {"sqrt": sqrt, "sin": sin, "cos": cos, "erf": erf, "erfc": lambda x: 1 - erf(x)}
        if node.func in HYPERBOLIC:
            # written with exponentials, so the engine's dominance analysis sees e^t in sinh t
            argument = self.build_scalar(node.args[0])
            grow, decay = bounded_exp(argument, node.pos), bounded_exp(-argument, node.pos)
            return scalar(HYPERBOLIC[node.func](grow, decay))
        if node.func in ("O", "o"):
            raise MeaningError(f"at character {node.pos + 1}: {node.func}(·) stands for a remainder added to a value")
        if node.func == "Normal":
            raise MeaningError(f"at character {node.pos + 1}: 𝒩(μ, σ²) is a distribution, read only after '∼'")
        if node.func == "E":
            return self.expectation(node)
        if node.func == "Var" and self.setting.gaussian:
            return scalar(self.gaussian_variance(node))
        if node.func == "Phi" and "Phi" not in self.setting.shapes and self.setting.noise:
            # in a part with Gaussian noise and no position embedding, Φ is the standard normal CDF
            return scalar((1 + erf(self.build_scalar(node.args[0]) / sqrt(2))) / 2)
        if node.func == "log":
            # unevaluated: log's own simplification asks the (slow) assumption system
            return scalar(log(self.build_scalar(node.args[0]), evaluate=False))
        if node.func == "exp":
            return scalar(bounded_exp(self.build_scalar(node.args[0]), node.pos))
        if node.func in functions:
            return scalar(functions[node.func](self.build_scalar(node.args[0])))
        return self.context.call(node, self)

    def expectation(self, node: s.Call) -> Value:
        """𝔼[x]: x with each noise variable at its mean, for x linear in the noise (so the mean passes through);
        the keys' own definitions already stand at their means where a part takes them so (k_i = μ_i)."""
        (argument,) = node.args
        if isinstance(argument, s.Given):
            raise MeaningError(f"at character {node.pos + 1}: a conditional expectation 𝔼[· | ·] is not read")
        value = self.build(argument)
        if value.kind == "block":
            raise MeaningError(f"at character {node.pos + 1}: the expectation of a block matrix is not read")
        noise = {symbol: mean for symbol, (mean, _) in self.setting.noise.items() if value.expr.has(symbol)}
        for symbol in noise:
            if not algebra_linear_in(value.expr, symbol):
                raise MeaningError(f"at character {node.pos + 1}: 𝔼[·] of an expression not linear in "
                                   f"{symbol} is not read")
        expr = value.expr.xreplace(noise)
        if self.setting.gaussian and value.kind == "scalar":
            # z_i ∼ N(0, I): a number linear in them has their mean, 0, in their place (𝔼[√α z_aᵀq] = 0)
            expr = expand(self.context.ground(expr))
            weights = self._gaussian_weights(node, expr)
            expr -= Add(*(algebra.dot(z, w, self.setting.gram) for z, w in weights.items()))
        return Value(value.kind, expr)

    def gaussian_variance(self, node: s.Call):
        """Var(x) for a number x linear in independent standard normal vectors (z_i ∼ N(0, I)): x = c + Σ_i z_iᵀw_i
        gives Σ_i ‖w_i‖², each w_i's norm from the setting's Gram (μ orthonormal). Anything else (a product of two z,
        a conditional variance) is not read."""
        (argument,) = node.args
        if isinstance(argument, s.Given):
            raise MeaningError(f"at character {node.pos + 1}: a conditional variance Var(· | ·) is not read here")
        value = self.build(argument)
        if value.kind != "scalar":
            raise MeaningError(f"at character {node.pos + 1}: Var(·) is taken of a number here, not a {value.kind}")
        weights = self._gaussian_weights(node, expand(self.context.ground(value.expr)))
        families = set(self.setting.gaussian)
        if not weights:  # no noise left in it (the keys taken at their means): a variance here says nothing read
            raise MeaningError(f"at character {node.pos + 1}: Var(·) of a number with no "
                               f"{', '.join(sorted(families))} in it is not read")
        return Add(*(algebra.dot(w, w, self.setting.gram) for w in weights.values()))

    def _gaussian_weights(self, node, expr) -> dict:
        """{z: w} for a number c + Σ z^T w linear in the setting's Gaussian vectors; MeaningError for one that is not
        (z_aᵀz_b, (z_aᵀw)²: their mean and variance are not read here)."""
        families = set(self.setting.gaussian)

        def random(atom) -> bool:
            return isinstance(atom, algebra.Vec) and atom.family in families

        def noisy(atom) -> bool:
            return random(atom) or isinstance(atom, algebra.Dot) and any(map(random, atom.args))

        weights: dict = {}  # each random vector z → the vector w its number is z^T w of
        for term in Add.make_args(expr):
            factors = Mul.make_args(term)
            dots = [factor for factor in factors if noisy(factor)]
            rest = Mul(*(factor for factor in factors if not noisy(factor)))
            if not dots and not any(map(noisy, preorder_traversal(rest))):
                continue  # a constant: no variance, its own mean
            if len(dots) != 1 or not isinstance(dots[0], algebra.Dot) or all(map(random, dots[0].args)) or \
                    any(map(noisy, preorder_traversal(rest))):
                raise MeaningError(f"at character {node.pos + 1}: a number not linear in "
                                   f"{', '.join(sorted(families))} is not read here")
            vector, other = dots[0].args if random(dots[0].args[0]) else dots[0].args[::-1]
            weights[vector] = weights.get(vector, S.Zero) + rest * other
        return weights

    def _series(self, node: s.Series) -> Value:
        return self.context.series(node, self)


HYPERBOLIC = {"sinh": lambda grow, decay: (grow - decay) / 2, "cosh": lambda grow, decay: (grow + decay) / 2,
              "tanh": lambda grow, decay: (grow - decay) / (grow + decay)}


def _remainder(node):
    """(sign, the call) for a term O(f), −O(f), o(f); None for any other term."""
    sign = 1
    if isinstance(node, s.Neg):
        sign, node = -1, node.arg
    return (sign, node) if isinstance(node, s.Call) and node.func in ("O", "o") else None


def algebra_linear_in(expr, symbol) -> bool:
    """Is expr a polynomial of degree at most 1 in symbol (vector atoms are constants here)?"""
    expanded = expr.expand()
    return all(not term.has(symbol) or (term / symbol).is_polynomial(symbol) and not (term / symbol).has(symbol)
               for term in Add.make_args(expanded))


def transposed(value: Value) -> Value:
    if value.kind == "matrix":
        return Value("matrix", algebra.transpose_matrix(value.expr))
    flipped = {"vector": "covector", "covector": "vector", "scalar": "scalar"}
    return Value(flipped[value.kind], value.expr)


def _unblocked(block: Value) -> Value:
    """A 1 × 1 block is its entry."""
    rows = block.expr
    return rows[0][0] if len(rows) == 1 and len(rows[0]) == 1 else block


def bounded_power(base, exponent, pos: int):
    """base**exponent, refusing exponents that would make sympy build a huge number."""
    if base.is_Add and exponent.is_Integer and abs(exponent) > MAX_SUM_EXPONENT:
        raise MeaningError(f"at character {pos + 1}: a sum to the power {exponent} (at most {MAX_SUM_EXPONENT})")
    if exponent.is_Number:
        if not exponent.is_Rational:
            raise MeaningError(f"at character {pos + 1}: exponents must be exact numbers or symbols")
        if abs(exponent.p) > MAX_EXPONENT or exponent.q > MAX_EXPONENT:
            raise MeaningError(f"at character {pos + 1}: exponent {exponent} is larger than {MAX_EXPONENT}")
        if base.is_Rational and base != 0:
            bits = max(abs(base.p), base.q).bit_length() * abs(exponent.p)
            if bits > MAX_RESULT_BITS:
                raise MeaningError(f"at character {pos + 1}: the power would have about {bits} bits")
    if base == 0 and (exponent.is_negative or exponent == 0):
        raise MeaningError(f"at character {pos + 1}: 0 to a non-positive power is undefined")
    return base ** exponent


def _bounded_numbers(expr, pos: int):
    """10^{100}·10^{100}·10^{100}: products of allowed numbers are bounded as a power is."""
    for number in expr.atoms(Rational):
        bits = max(abs(number.p), number.q).bit_length()
        if bits > MAX_RESULT_BITS:
            raise MeaningError(f"at character {pos + 1}: a number of about {bits} bits (at most {MAX_RESULT_BITS})")


def bounded_exp(argument, pos: int):
    """exp(k·log x) evaluates to x**k: refuse a k that would build a huge number; and e^x of a number x beyond
    MAX_EXP_ARGUMENT, whose digits sympy would try to write out (e^{10^{20}} overflowed, e^{10^6} never finished)."""
    for term in Add.make_args(_distribute(argument)):
        if term.has(log):
            coefficient = term.as_coeff_Mul()[0]
            if coefficient.is_Rational and abs(coefficient) > MAX_EXPONENT:
                raise MeaningError(f"at character {pos + 1}: e^(k log x) with k = {coefficient} is larger than {MAX_EXPONENT}")
    if argument.is_number and argument.is_real is not False and bool(abs(argument) > MAX_EXP_ARGUMENT):
        raise MeaningError(f"at character {pos + 1}: e^x with x larger than {MAX_EXP_ARGUMENT} in size is not read")
    return exp(argument)


def _distribute(expr):
    """k·(a + log x) → k·a + k·log x, so each log's coefficient shows; logs themselves untouched."""
    return expr.expand(log=False, power_exp=False, power_base=False, multinomial=False) if expr.is_Mul else expr


def index_of(text: str):
    return Integer(int(text)) if text.isdigit() else Symbol(text)



def _describe(node) -> str:
    names = {"Relation": "a relation", "Limit": "a limit", "SetLiteral": "a set", "SetMin": "a minimum",
             "Given": "a condition", "Series": "a sum"}
    return names.get(type(node).__name__, type(node).__name__)


__all__ = ["Builder", "Value", "scalar", "index_of", "bounded_power", "bounded_exp"]
