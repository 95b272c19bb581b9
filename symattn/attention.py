"""Softmax attention over a key set of symbolic size n.

The named keys are listed; every other key is represented by the generic index
i, counted n − m times. Its value vectors enter c only through Σ_{i∉named} v_i,
so the result holds for every n ≥ m, not for one instance.
"""

from dataclasses import dataclass

from sympy import Add, Rational, S, exp

from symattn.algebra import RestSum, Vec, dot
from symattn.setting import GENERIC_OTHER


@dataclass(frozen=True)
class Attention:
    scores: dict  # key index -> score kᵀq (GENERIC_OTHER for the other keys)
    multiplicity: dict  # key index -> how many keys it stands for
    weights: dict  # key index -> softmax weight of one such key
    output: object  # c, a vector expression in value atoms

    @property
    def partition(self):
        return Add(*(self.multiplicity[j] * exp(s) for j, s in self.scores.items()))


def softmax_attention(query, named: tuple, key_vector, gram, others_count=None, values="v") -> Attention:
    """c = Σ_j α_j v_j with α_j = exp(k_jᵀq) / Σ_l exp(k_lᵀq).

    `others_count` is n − m when the key set has keys beyond the named ones.
    """
    indices = list(named) + ([GENERIC_OTHER] if others_count is not None else [])
    scores = {j: dot(key_vector(j), query, gram) for j in indices}
    multiplicity = {j: S.One for j in named}
    if others_count is not None:
        multiplicity[GENERIC_OTHER] = others_count
    partition = Add(*(multiplicity[j] * exp(s) for j, s in scores.items()))
    weights = {j: exp(s) / partition for j, s in scores.items()}
    output = Add(*(weights[j] * Vec(values, j) for j in named))
    if others_count is not None:
        output += weights[GENERIC_OTHER] * RestSum(values, named)
    return Attention(scores, multiplicity, weights, output)


def average_of_heads(outputs: list):
    """The multi-head output: the plain average of the heads' outputs."""
    return Rational(1, len(outputs)) * Add(*outputs)
