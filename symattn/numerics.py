"""The definitions, as plain-Python numeric functions.

The tests use these for the numeric cross-checks, and the answer sheet shows
them through latexify-py: the typeset definition is the code that was checked.
Vectors are tuples with @ for the inner product; matrices are lists of rows.
"""

import math


class Vector(tuple):
    """A vector: + and − elementwise, * and / by a number, @ the inner product."""

    def __add__(self, other):
        return Vector(a + b for a, b in zip(self, other))

    def __radd__(self, other):
        return self if other == 0 else NotImplemented

    def __sub__(self, other):
        return Vector(a - b for a, b in zip(self, other))

    def __mul__(self, number):
        return Vector(a * number for a in self)

    __rmul__ = __mul__

    def __truediv__(self, number):
        return Vector(a / number for a in self)

    def __matmul__(self, other):
        return math.fsum(a * b for a, b in zip(self, other))


class Matrix(list):
    """A matrix as a list of rows: @ the product, + elementwise, .T the transpose, / by a number."""

    def __matmul__(self, other):
        columns = list(zip(*other))
        return Matrix([math.fsum(a * b for a, b in zip(row, col)) for col in columns] for row in self)

    def __add__(self, other):
        return Matrix([a + b for a, b in zip(r, s)] for r, s in zip(self, other))

    def __truediv__(self, number):
        return Matrix([a / number for a in row] for row in self)

    @property
    def T(self):
        return Matrix(list(col) for col in zip(*self))


def softmax(A):
    """Row-wise softmax of a matrix."""
    rows = []
    for row in A:
        top = max(row)
        weights = [math.exp(a - top) for a in row]
        total = math.fsum(weights)
        rows.append([w / total for w in weights])
    return Matrix(rows)


def relu(A):
    return Matrix([max(a, 0.0) for a in row] for row in A)


def alpha(k, q, i, n):
    """The attention weight of key i for query q over n keys."""
    return math.exp(k[i] @ q) / sum(math.exp(k[j] @ q) for j in range(n))


def c(k, q, v, n):
    """The attention output: the weighted average of the values."""
    return sum(alpha(k, q, i, n) * v[i] for i in range(n))


def c_two_heads(c_1, c_2):
    """Two-head attention: the average of the heads' outputs."""
    return (c_1 + c_2) / 2


def alpha_self(q, k, i, j, n):
    """Key-query-value self-attention: the weight of word j for word i."""
    return math.exp(k[j] @ q[i]) / sum(math.exp(k[l] @ q[i]) for l in range(n))


def c_self(q, k, v, i, n):
    return sum(alpha_self(q, k, i, j, n) * v[j] for j in range(n))


def transpose(A):
    return Matrix(list(col) for col in zip(*A))


def H(X, W_Q, W_K, W_V, d):
    """The self-attention layer."""
    return softmax((X @ W_Q) @ transpose(X @ W_K) / math.sqrt(d)) @ (X @ W_V)


def Z(H, W_1, b_1, W_2, b_2, one):
    """The feed-forward layer after attention; `one` is the column of ones."""
    return relu(H @ W_1 + one @ b_1) @ W_2 + one @ b_2


def Phi(t, i, d):
    """The sinusoidal position embedding, coordinate i of position t."""
    if i % 2 == 0:
        return math.sin(t / 10000 ** (i / d))
    else:
        return math.cos(t / 10000 ** ((i - 1) / d))


DEFINITIONS = (alpha, c, c_two_heads, alpha_self, c_self, H, Z, Phi)
# How latexify should name them on the sheet: the variants share the symbol of the quantity they compute.
TYPESET_NAMES = {"c_two_heads": "c", "alpha_self": "alpha", "c_self": "c", "transpose": "T"}
