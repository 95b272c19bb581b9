"""The part's context as a write-up reads it: names it defines with an index letter are patterns, and a sentence
scoped to one head in words reads that head's query, output and weights."""

import re

from symattn.errors import MeaningError
from symattn.meaning.attention import softmax_attention
from symattn.meaning.context import Context
from symattn.meaning.values import Value, scalar
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps.names import designed_alias
from symattn.steps.rewrites import head_weights
from symattn.steps.sentences import INDEX_LETTERS


ARITHMETIC = re.compile(r"[-+/]")


class WriteupContext(Context):
    """A part's context where a name the write-up defines with an index letter (s_i := k_i^⊤q) is a pattern: s_a is
    k_a^⊤q. Only the write-up's own names: the problem's families keep their own rules.

    `head` reads a sentence scoped to one head in words ("For head 1: α_a ≈ 1"): its bare q, c and α_j are that
    head's. `asked` (when a set) records every name the context is asked for, so a step can tell whether it rests
    on a name whose definition could not be read."""

    head = None
    asked = None

    def _defined(self, text: str, where: str):
        """A definition of the write-up's, its heads' weights written as powers read as the steps read them
        ("w_a = ½α^{(1)}_a + ½α^{(2)}_a": head 2's weight on a, never α_a squared)."""
        node = parse(text)
        if self.setting.kind == "two-head" and where == "the write-up" and isinstance(node, s.Relation) and \
                node.ops == ("=",) and isinstance(node.operands[0], s.Name):
            rewritten = head_weights(node.operands[1], text)
            if rewritten != node.operands[1]:
                lhs = node.operands[0]
                self.definitions[(lhs.base, self.key_text(self.indices(lhs.sub, {})))] = rewritten
                self._built.clear()
                self._attention.clear()
                return
        super().define(text, where)

    def resolve(self, base: str, sub: str, pos: int, index_env: dict):
        if self.asked is not None:
            self.asked.update({base, f"{base}_{sub}" if sub else base})
        if self.head is not None and base == "q" and not sub:
            return super().resolve(base, self.head, pos, index_env)
        if ARITHMETIC.search(sub):
            return self._at_arithmetic_index(base, sub, pos)
        return super().resolve(base, sub, pos, index_env)

    def _at_arithmetic_index(self, base: str, sub: str, pos: int):
        """ω_{d/2-1}: an index written as arithmetic, read only in a name the write-up defines by an index letter
        (ω_i = 10000^{-2i/d}); a key or value so indexed could be any of them, and is not read."""
        letter = getattr(self, "patterns", {}).get(base)
        if letter is None:
            raise MeaningError(f"at character {pos + 1}: an index written as arithmetic ({sub}) is read only in a name "
                               f"the write-up defines for every index")
        index = self.build(parse(sub)).expr
        return self.definition(base, sub, (index,))

    def quantity(self, base: str, indices: tuple, pos: int):
        if self.head is not None and (base == "c" and not indices or base == "alpha" and len(indices) == 1):
            output = self.memo(("scoped head", self.head), self._scoped_head).output
            return Value("vector", output) if base == "c" else scalar(self.model.weight(self, output, indices[0]))
        return super().quantity(base, indices, pos)

    def _scoped_head(self):
        named = self.named_keys()
        others = self.setting.others_count(named) if self.setting.others else None
        query = self.queries((self.head,))[self.head]
        return softmax_attention(query, named, self.key_vector, self.setting.gram, others)

    def define(self, text: str, where: str):
        self._defined(text, where)
        if where == "the write-up":
            left = parse(text).operands[0]
            # W_k, W_q, W_v name the projections: k, q, v there are no index letters
            # nor the part's own named key: p_j in the copy part is the weight of that key j, not of every key
            named = {str(key) for key in self.setting.keys}
            if len(left.sub) == 1 and left.sub in INDEX_LETTERS and left.sub not in named and \
                    left.base not in self.setting.families and left.base not in self.default_families() and \
                    designed_alias(f"{left.base}_{left.sub}") is None:
                self.patterns = {**getattr(self, "patterns", {}), left.base: left.sub}

    def definition(self, base: str, sub: str, indices: tuple):
        if self.asked is not None:
            self.asked.update({base, f"{base}_{sub}" if sub else base})
        found = super().definition(base, sub, indices)
        letter = getattr(self, "patterns", {}).get(base)
        if found is not None or letter is None or len(indices) != 1 or (base, sub) in self.definitions or \
                f"{base}_{sub}" in getattr(self, "named_together", ()):
            return found
        value = self._build_definition((base, sub), self.definitions[(base, letter)], {letter: indices[0]})
        # the letter written as a number in the pattern (ω_i = 10000^{-2i/d}) takes the index too
        return Value(value.kind, value.expr.xreplace({x: indices[0] for x in value.expr.free_symbols
                                                      if getattr(x, "name", None) == letter}))
