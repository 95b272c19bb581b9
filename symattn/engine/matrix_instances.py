"""Matrix expressions evaluated on instances: numeric witnesses and exhaustive symbolic checks.

The same evaluator runs on two backends: floats (a random instance, to refute a
wrong step with a concrete counterexample) and sympy matrices (every
permutation for small T with symbolic X, W's and b's, an independent check of
the lemma chain's conclusion).
"""

import itertools
import random

from sympy import Add, Function, Max, Pow, Rational, S, Symbol, exp, expand

from symattn.engine import plain_definitions as numerics
from symattn.algebra.matrix_terms import Apply


class FloatBackend:
    """Floats, through the numeric definitions the answer sheet typesets."""

    @staticmethod
    def mul(a, b):
        return numerics.Matrix(a) @ b

    @staticmethod
    def add(a, b):
        return numerics.Matrix(a) + b

    @staticmethod
    def scale(c, a):
        return [[float(c) * x for x in row] for row in a]

    @staticmethod
    def transpose(a):
        return numerics.transpose(a)

    softmax = staticmethod(numerics.softmax)
    relu = staticmethod(numerics.relu)

    @staticmethod
    def identity(n):
        return [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]


class SympyBackend:
    """Exact entries in plain lists (sympy's Matrix adds overhead these small products don't need)."""

    relu_function = Function("ReLU")

    @staticmethod
    def mul(a, b):
        # a permutation matrix's 0s and 1s select entries: no products, no sums of zeros for sympy to build
        rows = []
        for row in a:
            out = []
            for j in range(len(b[0])):
                terms = [y if x is S.One else x if y is S.One else x * y
                         for x, y in ((row[k], b[k][j]) for k in range(len(b))) if x is not S.Zero and y is not S.Zero]
                out.append(terms[0] if len(terms) == 1 else Add(*terms) if terms else S.Zero)
            rows.append(out)
        return rows

    @staticmethod
    def add(a, b):
        return [[x + y for x, y in zip(ra, rb)] for ra, rb in zip(a, b)]

    @staticmethod
    def scale(c, a):
        return [[c * x for x in row] for row in a]

    @staticmethod
    def transpose(a):
        return [list(col) for col in zip(*a)]

    @staticmethod
    def softmax(a):
        rows = []
        for row in a:
            weights = [exp(x) for x in row]
            inverse = Pow(Add(*weights), -1)  # one reciprocal a row: each division asks sympy whether it is 0
            rows.append([w * inverse for w in weights])
        return rows

    @classmethod
    def relu(cls, a):
        return [[cls.relu_function(x) for x in row] for row in a]

    @staticmethod
    def identity(n):
        return [[S.One if i == j else S.Zero for j in range(n)] for i in range(n)]


def generic_degree(matsum: tuple, permutation: str | None):
    """The most generic matrices (neither the permutation nor 𝟏) in one product, or None when a side applies
    softmax or ReLU (not a polynomial)."""
    most = 0
    for factors, _ in matsum:
        if any(isinstance(f, Apply) for f in factors):
            return None
        most = max(most, sum(1 for f in factors if f.name not in (permutation, "one")))
    return most


def symbolic_matrix(label: str, rows: int, cols: int):
    return [[Symbol(f"{label}{i}{j}", real=True) for j in range(cols)] for i in range(rows)]


def evaluate(matsum: tuple, env: dict, backend, scalars: dict, size: int, fixed: dict | None = None):
    """The sum's value; an identity term (no factors) takes the size of the other terms, else `size`.

    `fixed` ({"name": the matrix that changes between calls, "values": {}}) keeps the values of function
    arguments that do not involve that matrix, so every permutation reuses softmax(QKᵀ/√d) of the unpermuted X."""
    values = []
    for factors, coefficient in matsum:
        value = None
        for factor in factors:
            if isinstance(factor, Apply):
                if fixed is not None and not mentions(factor.arg, fixed["name"]):
                    key = (factor.func, factor.arg)
                    if key not in fixed["values"]:
                        inner = evaluate(factor.arg, env, backend, scalars, size)
                        fixed["values"][key] = backend.softmax(inner) if factor.func == "softmax" else \
                            backend.relu(inner)
                    piece = fixed["values"][key]
                else:
                    inner = evaluate(factor.arg, env, backend, scalars, size, fixed)
                    piece = backend.softmax(inner) if factor.func == "softmax" else backend.relu(inner)
            else:
                piece = env[factor.name]
            if factor.transposed:
                piece = backend.transpose(piece)
            value = piece if value is None else backend.mul(value, piece)
        values.append((value, coefficient))
    rows = next((len(value) for value, _ in values if value is not None), size)
    total = None
    for value, coefficient in values:
        value = backend.identity(rows) if value is None else value
        value = backend.scale(coefficient.subs(scalars) if hasattr(coefficient, "subs") else coefficient, value)
        total = value if total is None else backend.add(total, value)
    return total


def mentions(matsum: tuple, name) -> bool:
    """Does the sum use the matrix `name`, also inside softmax or ReLU?"""
    return any(mentions(f.arg, name) if isinstance(f, Apply) else f.name == name
               for factors, _ in matsum for f in factors)


def evaluate_sides(lhs, rhs, env: dict, backend, scalars: dict, T: int, d: int, fixed: dict | None = None) -> tuple:
    """Both sides (Shaped) at an instance; a side that is the zero sum is the zero matrix of the other's size."""
    size = _rows(lhs.shape or rhs.shape, T, d)
    left, right = (evaluate(side.terms, env, backend, scalars, size, fixed) for side in (lhs, rhs))
    if left is None or right is None:  # 0 or a sum that cancels
        other = right if left is None else left
        zero = backend.scale(0, backend.identity(1) if other is None else other)
        if other is None:
            return zero, zero
        return (zero, right) if left is None else (left, zero)
    return left, right


def _rows(shape, T: int, d: int) -> int:
    """The rows of a side of this shape at this instance (T for I, whose size the other side fixes)."""
    if shape is None:
        return T
    return {"T": T, "d": d}.get(shape[0]) or int(shape[0])


def dimensions(shapes: dict, sizes: dict) -> dict:
    return {name: tuple(sizes[d] if d in sizes else int(d) for d in shape[:2]) for name, shape in shapes.items()}


def random_instance(shapes: dict, permutation: str, T: int, d: int, seed: int, order: tuple | None = None):
    """Random entries; the permutation a random one other than I, or `order` (row i has its 1 in column order[i])."""
    rng = random.Random(seed)
    env = {}
    for name, (rows, cols) in dimensions(shapes, {"T": T, "d": d}).items():
        if name == permutation:
            order = list(order or range(T))
            while order == list(range(T)):
                rng.shuffle(order)
            env[name] = [[1.0 if order[i] == j else 0.0 for j in range(T)] for i in range(T)]
        elif name == "one":
            env[name] = [[1.0] for _ in range(rows)]
        else:
            env[name] = [[rng.uniform(-2, 2) for _ in range(cols)] for _ in range(rows)]
    return env


def numeric_difference(lhs, rhs, shapes: dict, permutation: str, scalar_d, seeds=range(3), order=None):
    """The first random instance where the two sides (Shaped) differ: (seed, position, left, right) or None;
    `order` fixes the permutation (T = 3)."""
    T, d = 3, 2
    for seed in seeds:
        env = random_instance(shapes, permutation, T, d, seed, order)
        scalars = {scalar_d: d}
        try:
            left, right = evaluate_sides(lhs, rhs, env, FloatBackend, scalars, T, d)
        except TypeError:  # a coefficient in a scalar the instance does not fix (√d of a d the part has not): no
            return None    # number to compare, so no refutation

        if len(left) != len(right) or len(left[0]) != len(right[0]):
            return seed, "shape", f"{len(left)}×{len(left[0])}", f"{len(right)}×{len(right[0])}"
        for i, (row_l, row_r) in enumerate(zip(left, right)):
            for j, (x, y) in enumerate(zip(row_l, row_r)):
                if abs(x - y) > 1e-9 * (1 + abs(x) + abs(y)):
                    return seed, (i, j), x, y
    return None


def symbolic_env(shapes: dict, T: int, d: int, fixed: dict) -> dict:
    """Exact matrices for an instance: `fixed` ones as given, 𝟏 a column of ones, every other symbolic."""
    env = {}
    for name, (rows, cols) in dimensions(shapes, {"T": T, "d": d}).items():
        if name in fixed:
            env[name] = fixed[name]
        elif name == "one":
            env[name] = [[S.One] for _ in range(rows)]
        else:
            env[name] = symbolic_matrix(name.replace("_", ""), rows, cols)
    return env


def symbolic_instances(lhs, rhs, shapes: dict, permutation: str | None, T: int, d: int = 2):
    """Check lhs == rhs (Shaped) for every T×T permutation (one instance when the setting declares none),
    symbolic entries elsewhere and a symbolic scalar d.

    Returns (number of permutations checked, first failing permutation or None, undecided permutation or None);
    without a permutation matrix the one instance is the empty tuple.
    """
    env = symbolic_env(shapes, T, d, {permutation: None} if permutation else {})
    fixed = {"name": permutation, "values": {}} if permutation else None
    checked = 0
    # without a declared permutation matrix there is one instance: every matrix symbolic
    for order in itertools.permutations(range(T)) if permutation else [()]:
        if permutation:
            env[permutation] = [[S.One if order[i] == j else S.Zero for j in range(T)] for i in range(T)]
        left, right = evaluate_sides(lhs, rhs, env, SympyBackend, {}, T, d, fixed)
        checked += 1
        if (len(left), len(left[0])) != (len(right), len(right[0])):
            return checked, order, None
        for row_l, row_r in zip(left, right):
            for x, y in zip(row_l, row_r):
                if x != y and expand(x - y) != 0:
                    differs = _differs_numerically(x - y)
                    return (checked, order, None) if differs else (checked, None, order)
    return checked, None, None


def _differs_numerically(difference) -> bool:
    """expand could not cancel the difference: is it plainly non-zero at a seeded point (30 digits)?"""
    rng = random.Random(0)
    point = {x: Rational(rng.randint(-20, 20), rng.randint(1, 7)) if x.is_real is not False else x
             for x in sorted(difference.free_symbols, key=str)}
    point = {x: (abs(v) + 1 if x.is_positive else v) for x, v in point.items()}
    point = {x: (v.floor() if x.is_integer else v) for x, v in point.items()}  # the scalar d is a whole number
    value = difference.xreplace(point).replace(SympyBackend.relu_function, lambda x: Max(0, x)).evalf(30)
    return value.is_number and abs(value) > 1e-15
