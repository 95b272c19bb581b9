"""A part's context: its setting, its definitions, and the attention quantities they imply.

The builder asks the context what a name means; the context answers from the
definitions (built lazily, in order), the attention computed from the queries,
or the vector families. A step's `with` overrides make a child context.
"""

from sympy import Add, S, Symbol

from symattn import algebra
from symattn.algebra import EACH, NO_INDEX, Ident, OthersTotal, RestSum, Vec, fresh_generic, is_generic
from symattn.meaning.declared import Declared, meaning_of
from symattn.meaning.models import model_for
from symattn.errors import MeaningError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.meaning.values import IDENTITY_SIZES, Builder, Value, index_of, scalar
from symattn.spec.setting import GENERIC_OTHER, Setting

CONSTANTS = {"pi": S.Pi}
MAX_BASIS = 8  # vectors of a stated basis a matrix is written in
# Names the problem set gives to matrices: never a student's number, even where a part does not define them.
RESERVED_MATRICES = {"Sigma": "Σ is a covariance matrix in this problem set"}


class Context:
    def __init__(self, setting: Setting, overrides: list | None = None, quantities: bool = True):
        """`quantities=False` reads a student's answer: there `c` or `alpha` can only be scalars."""
        self.setting = setting
        self.model = model_for(setting.kind)
        self.quantities = quantities
        self.definitions: dict = {}
        self.own: dict = {}  # (base, sub) -> syntax: the names a student's write-up defines for itself
        self._built: dict = {}
        self._resolving: set = set()
        self._attention: dict = {}
        self._fixed: dict = {}  # names defined by built values rather than text
        self._finding_keys = False
        self.declared = Declared()
        for text, where in list(setting.definitions) + list(overrides or []):
            self.define(text, where)

    def define(self, text: str, where: str):
        node = parse(text)
        if not (isinstance(node, s.Relation) and node.ops == ("=",) and isinstance(node.operands[0], s.Name)):
            raise MeaningError(f"{where}: a definition must read 'name = expression', got {text!r}")
        lhs = node.operands[0]
        self.definitions[(lhs.base, self.key_text(self.indices(lhs.sub, {})))] = node.operands[1]
        self._built.clear()
        self._attention.clear()

    def define_node(self, name: s.Name, value) -> None:
        """A name the write-up defines for itself (grading/own_names.py), read from now on in every formula."""
        self.definitions[(name.base, self.key_text(self.indices(name.sub, {})))] = value
        self.own[(name.base, name.sub)] = value
        self._built.clear()
        self._attention.clear()

    def declare(self, declarations) -> None:
        """Names the student declares (meaning.declared): read from now on in every definition and claim."""
        self.declared = meaning_of(declarations, self.setting)
        self._built.clear()
        self._attention.clear()

    def in_basis(self, entries: Value, basis: tuple) -> Value:
        """A matrix written entry by entry in a stated basis b_1 … b_m of one orthogonal family with one norm ν
        (u_a, …, u_d of norm β): Σ_ij M_ij b_i b_jᵀ / ν², which is B M B⁻¹ and also the matrix of M in the unit
        vectors b_i/ν; it is 0 on what the basis does not span. Bounded: at most MAX_BASIS vectors."""
        rows = entries.expr if entries.kind == "block" else ((entries,),)
        size = len(basis)
        if not 1 <= size <= MAX_BASIS:
            raise MeaningError(f"a basis of {size} vectors (at most {MAX_BASIS} are read)")
        if len(rows) != size or any(len(row) != size for row in rows) or \
                any(entry.kind != "scalar" for row in rows for entry in row):
            raise MeaningError(f"a matrix in a basis of {size} vectors needs {size} × {size} numbers")
        families = {getattr(vector.expr, "family", None) for vector in basis}
        family = self.setting.families.get(next(iter(families))) if len(families) == 1 else None
        if family is None or family.rule == "arbitrary" or any(
                vector.kind != "vector" or not isinstance(vector.expr, Vec) for vector in basis) or \
                len({vector.expr for vector in basis}) != size:
            raise MeaningError("a basis must be distinct vectors of one orthogonal family of the part, as u_a, u_b")
        total = S.Zero
        for row, left in zip(rows, basis):
            for entry, right in zip(row, basis):
                total += entry.expr * algebra.outer(left.expr, right.expr)
        return Value("matrix", total / family.norm ** 2)

    def set_value(self, name: str, value: Value):
        """Define a name by an already built value (a student's answer, after renaming its scales)."""
        base, _, sub = name.partition("_")
        key = (base, self.key_text(self.indices(sub, {})))
        self.definitions[key] = None
        self._attention.clear()
        self._built.clear()
        self._fixed[key] = value

    def build(self, node, index_env: dict | None = None) -> Value:
        builder = Builder(self)
        builder.index_env = index_env or {}
        return builder.build(node)

    def build_text(self, text: str) -> Value:
        return self.build(parse(text))

    # ---- names -------------------------------------------------------------
    def resolve(self, base: str, sub: str, pos: int, index_env: dict):
        base = self.declared.alias(base)
        if base in self.declared.vectors and not sub:
            return Value("vector", Vec(base, NO_INDEX))
        indices = self.indices(sub, index_env)
        if not sub and base in CONSTANTS:
            return scalar(CONSTANTS[base])
        if not sub and base == "e":
            return scalar(S.Exp1)
        defined = self.definition(base, self.key_text(indices), indices)
        if defined is not None:
            return defined
        if base == "delta" and len(self.pair_labels(sub)) == 2:
            return self.kronecker(sub, pos, index_env)
        quantity = self.quantity(base, indices, pos) if self.quantities else None
        if quantity is not None:
            return quantity
        if base in self.setting.families and not indices and self.setting.families[base].rule == "arbitrary":
            return Value("vector", Vec(base, NO_INDEX))
        if base in self.setting.families or base in self.default_families():
            if not indices and not self.quantities:
                # a student's bare k in q = k(k_a + k_b) can only be a number: every k_i has an index
                return scalar(self.setting.scalar(base))
            if len(indices) != 1:
                raise MeaningError(f"at character {pos + 1}: the vector {base} needs one index, as {base}_a")
            return Value("vector", Vec(base, indices[0]))
        if base == "I" and sub in IDENTITY_SIZES:
            return Value("matrix", Ident())
        if base in RESERVED_MATRICES and base not in self.setting.scalars:
            raise MeaningError(f"at character {pos + 1}: {RESERVED_MATRICES[base]}, not a number")
        if len(base) == 1 or base.isalpha():
            name = f"{base}_{sub}" if sub else base
            return scalar(self.setting.scalar(name))
        return None

    @staticmethod
    def pair_labels(sub: str) -> list:
        """The two indices of δ_{ij}, δ_{i,a}, δ_{ja}: split at a comma, or two single letters or digits."""
        if "," in sub:
            return [label for label in sub.split(",") if label]
        return list(sub) if len(sub) == 2 else [sub]

    def kronecker(self, sub: str, pos: int, index_env: dict) -> Value:
        """δ_{ij}: 1 for one key, 0 for two. Inside a sum every index stands for one key and different indices for
        different keys (the named keys, the ones the sum tells apart, and the rest), so δ is decided there; two
        free indices that are no keys are not."""
        first, second = (index_env.get(label, index_of(label)) for label in self.pair_labels(sub))
        if first == second:
            return scalar(S.One)
        keys = set(self.setting.keys) | set(index_env.values())
        if all(i in keys or is_generic(i) or i.is_Integer for i in (first, second)):
            return scalar(S.Zero)
        raise MeaningError(f"at character {pos + 1}: δ_{{{sub}}} compares indices that are not keys of this part")

    def default_families(self) -> set:
        return set(self.model.families)

    @staticmethod
    def key_text(indices: tuple) -> str:
        return ",".join(str(i) for i in indices)

    def indices(self, sub: str, index_env: dict) -> tuple:
        return tuple(index_env.get(label, index_of(label)) for label in self.index_labels(sub))

    def index_labels(self, sub: str) -> list:
        """A subscript's key labels: 'a' → [a]; 'i,j' → [i, j]; '22' in self-attention → [2, 2]."""
        if not sub:
            return []
        if "," in sub:
            return [p for p in sub.split(",") if p]
        if self.model.pair_subscripts and sub.isdigit() and len(sub) == 2:
            return list(sub)
        return [sub]

    def definition(self, base: str, sub: str, indices: tuple):
        key = (base, sub)
        if key in self.definitions:
            return self._build_definition(key, self.definitions[key], {})
        if len(indices) == 1 and (base, "i") in self.definitions and base in self.default_families() | set(
                self.setting.families):
            # a pattern such as k_i = μ_i: every key not defined otherwise
            value = self._build_definition((base, "i"), self.definitions[(base, "i")], {})
            return Value(value.kind, value.expr.xreplace({Symbol("i"): indices[0]}))
        return None

    def _build_definition(self, key, node, index_env):
        if key in self._fixed:
            return self._fixed[key]
        if key in self._built:
            return self._built[key]
        if key in self._resolving:
            raise MeaningError(f"the definition of {key[0]}_{key[1]} refers to itself")
        self._resolving.add(key)
        try:
            value = self.build(node, index_env)
        finally:
            self._resolving.discard(key)
        self._built[key] = value
        return value

    # ---- attention: the setting kind's model ---------------------------------
    def memo(self, key, compute):
        """What the model derives from the definitions (a head's attention), until a definition changes."""
        if key not in self._attention:
            self._attention[key] = compute()
        return self._attention[key]

    def key_vector(self, index):
        value = self.definition("k", str(index), (index,)) or Value("vector", Vec("k", index))
        if value.kind != "vector":
            raise MeaningError(f"k_{index} must be a vector")
        return value.expr

    def named_keys(self) -> tuple:
        """The keys of the part that are named (the model's: the setting's, and those a query singles out)."""
        if self._finding_keys:  # a query defined by a sum over the keys (q = t Σ_j k_j) names none by itself
            return tuple(self.setting.keys)
        if ("named keys",) in self._attention:  # kept until a definition changes, as the attention is
            return self._attention[("named keys",)]
        self._finding_keys = True
        try:
            keys = self.model.keys(self)
        finally:
            self._finding_keys = False
        self._attention[("named keys",)] = keys
        return keys

    def queries(self, names: tuple, required: bool = True) -> dict:
        """{subscript: query vector} for q (subscript "") or q_1, q_2."""
        result = {}
        for sub in names:
            value = self.definition("q", sub, ())
            if value is None and not required:
                continue
            if value is None:
                raise MeaningError(f"this part needs a definition of q{'_' + sub if sub else ''}")
            if value.kind != "vector":
                raise MeaningError(f"q{'_' + sub if sub else ''} must be a vector, found a {value.kind}")
            result[sub] = value.expr
        return result

    def output(self, sub: str = ""):
        return self.model.output(self, sub)

    def quantity(self, base: str, indices: tuple, pos: int):
        return self.model.quantity(self, base, indices, pos)

    def coefficient(self, output, index):
        return self.model.weight(self, output, index)

    def ground(self, expr):
        return self.model.ground(self, expr)

    # ---- sums and calls -----------------------------------------------------
    def series(self, node: s.Series, builder: Builder) -> Value:
        """Σ over keys. The named keys and every other key the sum can tell apart (one its body or
        range names, such as i in Σ_{j≠i} or an outer sum's key) are terms of their own; the
        rest are spread over a fresh index, so nested sums never share one."""
        letter = node.index.base
        only, excluded = self.summation_range(node, builder)
        named = self.named_keys()
        has_rest = self.setting.others and self.model.has_others and only is None
        if only is None and not named and not has_rest:
            # a part with no keys (the position embeddings' Σ_i over dimensions): summing "every key" is no number
            raise MeaningError(f"at character {node.pos + 1}: this part has no keys to sum over")
        mentioned = self.keys_named_in(node, builder.index_env) | {e for e in excluded if e not in named}
        individuals = sorted(mentioned - set(named), key=str) if has_rest else []
        values = []
        for j in (only if only is not None else list(named) + individuals):
            if j not in excluded:
                values.append(self.build(node.body, {**builder.index_env, letter: j}))
        if has_rest:
            taken = set(individuals) | set(builder.index_env.values()) | {GENERIC_OTHER}
            fresh = fresh_generic(taken)
            count = self.setting.others_count(named) - len(individuals)
            each = self.build(node.body, {**builder.index_env, letter: fresh})
            values.append(self.spread_over_others(each, fresh, count, tuple(named) + tuple(individuals)))
        if not values:
            return scalar(S.Zero)
        kinds = {v.kind for v in values}
        if len(kinds) != 1:
            raise MeaningError(f"at character {node.pos + 1}: the terms of the sum have different kinds")
        return Value(values[0].kind, Add(*(v.expr for v in values)))

    def summation_range(self, node: s.Series, builder: Builder) -> tuple:
        """(the only keys summed, or None for all keys; the keys left out)."""
        condition = node.condition
        if condition is None:
            return None, set()
        op, rhs = condition.ops[0], condition.operands[1]
        if op in ("notin", "in") and isinstance(rhs, s.SetLiteral):
            keys = [self._index_node(item, builder) for item in rhs.items]
            return (list(dict.fromkeys(keys)), set()) if op == "in" else (None, set(keys))
        if op == "ne":
            return None, {self._index_node(rhs, builder)}
        if op == "=" and node.upper is not None:
            lower = builder.build_scalar(rhs)
            upper = builder.build_scalar(node.upper)
            if lower == 1 and upper == self.setting.key_count:
                return None, set()
            raise MeaningError(f"at character {node.pos + 1}: the sum must run over all {self.setting.key_count} keys")
        raise MeaningError(f"at character {node.pos + 1}: unsupported summation range")

    def keys_named_in(self, node: s.Series, index_env: dict) -> set:
        """The other keys a sum's body names by themselves: i in Σ_j k_jᵀk_i, an outer sum's key."""
        return self.other_keys_named(node.body, index_env, frozenset({node.index.base}))

    def other_keys_named(self, tree, index_env: dict | None = None, bound: frozenset = frozenset()) -> set:
        """The keys beyond the named ones that a syntax tree names outside the sums binding them."""
        index_env = index_env or {}
        if isinstance(tree, s.Series):
            inner = bound | {tree.index.base}
            return self._excluded_keys(tree, index_env, bound) | set().union(*(
                self.other_keys_named(child, index_env, inner) for child in (tree.upper, tree.body) if child is not None))
        if isinstance(tree, s.Name):
            labels = [label for label in self.index_labels(tree.sub) if label not in bound]
            return {i for i in (index_env.get(label, index_of(label)) for label in labels) if is_generic(i)}
        return set().union(*(self.other_keys_named(child, index_env, bound) for child in s.children(tree)))

    def _excluded_keys(self, tree: s.Series, index_env: dict, bound: frozenset) -> set:
        """The keys a sum leaves out by name (c in Σ_{j≠c}): each presumes a key of that name."""
        condition = tree.condition
        if condition is None or condition.ops[0] not in ("ne", "notin"):
            return set()
        rhs = condition.operands[1]
        items = rhs.items if isinstance(rhs, s.SetLiteral) else (rhs,)
        labels = [item.base if isinstance(item, s.Name) and not item.sub else getattr(item, "text", None)
                  for item in items]
        return {index_env.get(label, index_of(label)) for label in labels if label and label not in bound}

    def _index_node(self, node, builder):
        if isinstance(node, s.Name) and not node.sub:
            return builder.index_env.get(node.base, index_of(node.base))
        if isinstance(node, s.Num):
            return index_of(node.text)
        raise MeaningError(f"at character {node.pos + 1}: expected a key index")

    def spread_over_others(self, value: Value, fresh, count, excluded: tuple) -> Value:
        """One other key's term (in the index `fresh`), summed over the `count` keys not excluded.

        A term that is the same for every such key is multiplied by the count; one that differs
        from key to key stays a sum (OthersTotal, or a per-key weight on Σ v_i)."""
        if value.kind == "scalar":
            return scalar(OthersTotal.over(value.expr, fresh, count, *excluded))
        total = S.Zero
        for atom, coefficient in algebra.components(value.expr).items():
            if isinstance(atom, Vec) and atom.index == fresh:
                total += coefficient.xreplace({fresh: EACH}) * RestSum(atom.family, count, *excluded)
            else:
                total += OthersTotal.over(coefficient, fresh, count, *excluded) * atom
        return Value(value.kind, total)

    def call(self, node: s.Call, builder: Builder) -> Value:
        raise MeaningError(f"at character {node.pos + 1}: {node.func}(...) is not available in this part")
