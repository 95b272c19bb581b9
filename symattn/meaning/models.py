"""One attention model per setting kind: what the names of a part mean beyond its definitions.

A Context asks its model for the vector families a name may come from, the keys,
the attention outputs (c, c_1, c_2), the weights α and the per-token vectors of
self-attention. The model is chosen once, from the setting's kind, so no other
module branches on the kind.

  softmax          one query q over keys k_1 … k_n: c, α_j
  two-head         two queries q_1, q_2: c_1, c_2 and their average c
  self-attention   tokens x_1 … x_T: q_i = Q x_i, k_j = K x_j, v_j = V x_j; c_i, α_ij
  matrices         named matrices only (permutation equivariance)
  positions        the sinusoidal embedding Φ only
"""

from sympy import S

from symattn import algebra
from symattn.algebra import EACH, NO_INDEX, RestSum, Vec, is_generic, is_summand
from symattn.errors import MeaningError
from symattn.meaning.attention import average_of_heads, softmax_attention
from symattn.meaning.values import VECTOR_FAMILIES, Value, index_of, scalar
from symattn.spec.kinds import SettingKind

HEAD_WEIGHT = "alpha^"  # the base of a head's weight: alpha^1 with index a is α_a^{(1)}, the weight on a of head 1


class AttentionModel:
    """A setting kind without attention: names are only its definitions, families and scalars."""

    families = frozenset()  # vector families usable without declaring them
    queries = ()  # the subscripts of the queries it needs: "" for q, "1" and "2" for q_1, q_2
    pair_subscripts = False  # in α_22 the subscript is the pair (2, 2)
    has_others = False  # keys beyond the named ones can exist (with the setting's `others`)
    how_large = False  # "how large is large" has a meaning: one query, scores polynomial in the scale

    def keys(self, context) -> tuple:
        return tuple(context.setting.keys)

    def output(self, context, sub: str):
        return None

    def quantity(self, context, base: str, indices: tuple, pos: int):
        return None

    def ground(self, context, expr):
        return expr

    def weight(self, context, output, index):
        """α_j: the weight of v_j in an output (for an other key: its term of Σ_{i∉named} v_i)."""
        parts = algebra.components(output)
        keys = self.keys(context)
        if index in keys:
            return parts.get(Vec("v", index), S.Zero)
        if is_generic(index):
            if not (self.has_others and context.setting.others):
                raise MeaningError("this part has no keys beyond the named ones")
            rest = RestSum("v", context.setting.others_count(keys), *keys)
            return parts.get(rest, S.Zero).xreplace({EACH: index})
        shown = ", ".join(str(k) for k in keys)
        raise MeaningError(f"{index} is not a key of this part (the keys are {shown}, and i for any other)")


class Softmax(AttentionModel):
    """c = Σ_j α_j v_j with α_j = softmax_j(k_jᵀq), over the named keys and the n − m others."""

    families = VECTOR_FAMILIES
    queries = ("",)
    has_others = True
    how_large = True

    def keys(self, context) -> tuple:
        """The setting's keys, and every key a query singles out: k_c in q = t k_c, u_c when the keys are
        k_i = u_i, the generic i in q = t k_i (that one other key is then a key of its own)."""
        named = list(context.setting.keys)
        for query in context.queries(self.queries, required=False).values():
            for atom in algebra.components(query):
                if isinstance(atom, Vec) and atom.family != context.setting.values_family and atom.index != NO_INDEX \
                        and atom.index != EACH and not is_summand(atom.index) and atom.index not in named:
                    named.append(atom.index)
        return tuple(named)

    def head(self, context, sub: str):
        def compute():
            named = context.named_keys()
            others = context.setting.others_count(named) if context.setting.others else None
            query = context.queries(self.queries)[sub]
            return softmax_attention(query, named, context.key_vector, context.setting.gram, others)
        return context.memo(("head", sub), compute)

    def output(self, context, sub: str):
        return self.head(context, "").output if not sub else None

    def quantity(self, context, base: str, indices: tuple, pos: int):
        if base == "c" and len(indices) <= 1:
            output = self.output(context, str(indices[0]) if indices else "")
            return None if output is None else Value("vector", output)
        if base == "alpha" and indices:
            if len(indices) != 1:
                raise MeaningError(f"at character {pos + 1}: write the weight as \\alpha_a")
            return scalar(self.weight(context, self.output(context, ""), indices[0]))
        return None


class TwoHeads(Softmax):
    """Two heads, q_1 and q_2, over the same keys; the output is the average of theirs."""

    queries = ("1", "2")
    how_large = False

    def quantity(self, context, base: str, indices: tuple, pos: int):
        head = base.removeprefix(HEAD_WEIGHT)
        if base.startswith(HEAD_WEIGHT) and head in self.queries and len(indices) == 1:
            return scalar(self.weight(context, self.head(context, head).output, indices[0]))
        return super().quantity(context, base, indices, pos)

    def output(self, context, sub: str):
        if sub in self.queries:
            return self.head(context, sub).output
        if not sub:
            return average_of_heads([self.head(context, q).output for q in self.queries])
        return None


class SelfAttention(AttentionModel):
    """c_i = Σ_j α_ij v_j with q_i = Q x_i, k_j = K x_j, v_j = V x_j (each the identity unless defined)."""

    families = VECTOR_FAMILIES | {"x"}
    pair_subscripts = True

    def output(self, context, sub: str):
        if not sub:
            return None
        i = index_of(sub)

        def compute():
            gram = context.setting.gram
            query = self.vector(context, "q", "Q", i)
            keys = {j: self.vector(context, "k", "K", j) for j in context.setting.keys}
            return softmax_attention(query, context.setting.keys, keys.__getitem__, gram)
        return context.memo(("token", i), compute).output

    def vector(self, context, family: str, matrix: str, j):
        """q_i = Q x_i, k_j = K x_j, v_j = V x_j, unless the part defines them directly."""
        direct = context.definition(family, str(j), (j,))
        if direct is not None:
            return direct.expr
        x = context.definition("x", str(j), (j,))
        if x is None:
            raise MeaningError(f"this part needs a definition of x_{j}")
        m = context.definition(matrix, "", ())
        if m is None:
            return x.expr
        return algebra.apply(m.expr, x.expr, context.setting.gram)

    def quantity(self, context, base: str, indices: tuple, pos: int):
        if base == "c" and len(indices) == 1:
            return Value("vector", self.output(context, str(indices[0])))
        if base == "alpha" and indices:
            if len(indices) != 2:
                raise MeaningError(f"at character {pos + 1}: write the weight as \\alpha_{{ij}} (query i, key j)")
            return scalar(self.weight(context, self.output(context, str(indices[0])), indices[1]))
        if base in ("q", "k") and len(indices) == 1:
            return Value("vector", self.vector(context, base, base.upper(), indices[0]))
        return None

    def ground(self, context, expr):
        """Value atoms by their definitions: v_j = V x_j."""
        replacements = {atom: self.vector(context, "v", "V", atom.index) for atom in expr.atoms(Vec)
                        if atom.family == "v"}
        return expr.xreplace(replacements) if replacements else expr


MODELS = {SettingKind.SOFTMAX: Softmax(), SettingKind.TWO_HEAD: TwoHeads(), SettingKind.SELF_ATTENTION: SelfAttention(),
          SettingKind.MATRICES: AttentionModel(), SettingKind.POSITIONS: AttentionModel()}


def model_for(kind: str) -> AttentionModel:
    return MODELS[kind]
