"""Softmax attention over a key set of symbolic size n.

The named keys are listed; every other key is represented by the generic index
i. When the setting's facts give every other key the same score (orthonormal
keys, a query built from named vectors), the others enter as n − m copies of
one term. When a score differs from key to key (it holds an unevaluated kᵢᵀw),
copying it would be unsound: the partition holds Σ_{i∉named} e^{kᵢᵀq} as an
OthersTotal, and the weight on Σ v_i is a weight per key (in the bound index).
Either way the result holds for every n ≥ m, not for one instance.
"""

from dataclasses import dataclass

from sympy import Add, Rational, S, exp

from symattn.algebra import EACH, GENERIC, OthersTotal, RestSum, Vec, dot, fresh_generic


@dataclass(frozen=True)
class Attention:
    scores: dict  # key index -> score kᵀq (`other` for the other keys)
    multiplicity: dict  # key index -> how many keys it stands for
    weights: dict  # key index -> softmax weight of one such key
    output: object  # c, a vector expression in value atoms
    partition: object  # Σ_j e^{k_jᵀq} over all keys
    other: object = GENERIC  # the index that stands for each key not named


def softmax_attention(query, named: tuple, key_vector, gram, others_count=None, values="v") -> Attention:
    """c = Σ_j α_j v_j with α_j = exp(k_jᵀq) / Σ_l exp(k_lᵀq).

    `others_count` is n − m when the key set has keys beyond the named ones.
    """
    # the generic i may itself be a named key (q = t k_i singles it out); the rest then get another index
    other = GENERIC if GENERIC not in named else fresh_generic(set(named))
    indices = list(named) + ([other] if others_count is not None else [])
    scores = {j: dot(key_vector(j), query, gram) for j in indices}
    multiplicity = {j: S.One for j in named}
    partition = Add(*(exp(scores[j]) for j in named))
    if others_count is not None:
        multiplicity[other] = others_count
        partition += OthersTotal.over(exp(scores[other]), other, others_count, *named)
    weights = {j: exp(s) / partition for j, s in scores.items()}
    output = Add(*(weights[j] * Vec(values, j) for j in named))
    if others_count is not None:
        output += weights[other].xreplace({other: EACH}) * RestSum(values, others_count, *named)
    return Attention(scores, multiplicity, weights, output, partition, other)


def average_of_heads(outputs: list):
    """The multi-head output: the plain average of the heads' outputs."""
    return Rational(1, len(outputs)) * Add(*outputs)
