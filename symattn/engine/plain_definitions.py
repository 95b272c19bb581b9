"""The definitions, as plain-Python numeric functions.

The tests use these for the numeric cross-checks, and the answer sheet shows
them through latexify-py: the typeset definition is the code that was checked.
So they are written as the course writes them: keys, values and words are
numbered from 1 (`Indexed`), inner products are k_j^⊤ q (`k[j].T @ q`), sums run
from 1 to n, and each definition is one expression.
Vectors are tuples with @ for the inner product; matrices are lists of rows.
"""

import math
from math import cos, exp, sin, sqrt


class Vector(tuple):
    """A vector: + and − elementwise, * and / by a number, @ the inner product, .T itself (k.T @ q is k^⊤q)."""

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

    @property
    def T(self):
        return self


class Indexed(tuple):
    """k_1, …, k_n: a sequence numbered from 1, as the course numbers keys, values and words."""

    def __getitem__(self, index):
        if not isinstance(index, int) or not 1 <= index <= len(self):
            raise IndexError(f"index {index!r} is not in 1..{len(self)}")
        return tuple.__getitem__(self, index - 1)


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


def transpose(A):
    return Matrix(A).T


def alpha(k, q, i, n):
    """The attention weight of the key $k_i$ for the query $q$, over $n$ keys."""
    return exp(k[i].T @ q) / sum(exp(k[j].T @ q) for j in range(1, n + 1))


def c(v, alpha, n):
    """The attention output: the values $v_i$ weighted by the attention weights $\\alpha_i$."""
    return sum(v[i] * alpha[i] for i in range(1, n + 1))


def c_two_heads(c_1, c_2):
    """Two heads: the average of the outputs $c_1$ and $c_2$ of two single heads."""
    return 1 / 2 * (c_1 + c_2)


def alpha_self(k, q, i, j, n):
    """Self-attention: the weight of word $j$ for word $i$, with $q_i = Q x_i$ and $k_j = K x_j$."""
    return exp(k[j].T @ q[i]) / sum(exp(k[l].T @ q[i]) for l in range(1, n + 1))


def c_self(alpha, v, i, n):
    """The output for word $i$, with the values $v_j = V x_j$."""
    return sum(alpha[i][j] * v[j] for j in range(1, n + 1))


def H(X, W_Q, W_K, W_V, d):
    """The self-attention layer of a Transformer."""
    Q = X @ W_Q
    K = X @ W_K
    V = X @ W_V
    return softmax(Q @ K.T / sqrt(d)) @ V


def Z(H, W_1, b_1, W_2, b_2, one):
    """The feed-forward layer after it; $\\mathbf{1}$ is the column of ones."""
    return relu(H @ W_1 + one @ b_1) @ W_2 + one @ b_2


def Phi_even(t, i, d):
    """The sinusoidal position embedding of position $t$, for $i$ from 0 to $d/2 - 1$."""
    return sin(t / 10000 ** (2 * i / d))


def Phi_odd(t, i, d):
    return cos(t / 10000 ** (2 * i / d))


def weights(k, q, n):
    """α_1, …, α_n for the query q."""
    return Indexed(alpha(k, q, i, n) for i in range(1, n + 1))


def attend(k, q, v, n):
    """The attention output c for keys k, query q and values v (each numbered from 1)."""
    return c(v, weights(k, q, n), n)


def self_attend(x, i, n, K=None, Q=None, V=None):
    """c_i of key-query-value self-attention over words x_1, …, x_n (K = Q = V = I when not given)."""
    apply = lambda M, y: y if M is None else Vector(Vector(row) @ y for row in M)  # noqa: E731
    q = Indexed(apply(Q, x[j]) for j in range(1, n + 1))
    k = Indexed(apply(K, x[j]) for j in range(1, n + 1))
    v = Indexed(apply(V, x[j]) for j in range(1, n + 1))
    alphas = Indexed(Indexed(alpha_self(k, q, row, j, n) for j in range(1, n + 1)) for row in range(1, n + 1))
    return c_self(alphas, v, i, n)


def Phi(t, coordinate, d):
    """Coordinate `coordinate` (from 0) of the embedding of position t: Φ(t, 2i) or Φ(t, 2i + 1)."""
    pair = coordinate // 2
    return Phi_even(t, pair, d) if coordinate % 2 == 0 else Phi_odd(t, pair, d)


# What the answer sheet shows: groups of definitions (the first one's docstring is the caption), each with
# its left side as the course writes it.
DEFINITIONS = (
    ((alpha, r"\alpha_i"),),
    ((c, "c"),),
    ((c_two_heads, "c"),),
    ((alpha_self, r"\alpha_{ij}"),),
    ((c_self, "c_i"),),
    ((H, "H"),),
    ((Z, "Z"),),
    ((Phi_even, r"\Phi(t, 2i)"), (Phi_odd, r"\Phi(t, 2i + 1)")),
)
