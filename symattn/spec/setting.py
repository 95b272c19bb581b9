"""A part's setting: which names mean what, and the facts the engine may use.

The facts are stated here once: the Gram rules of each vector family, the
assumptions on each scalar, the named keys plus the n − m others, the noise
laws, and the definitions (q = t(k_a + k_b), k_a = (1+η)μ_a, K = I, ...).
"""

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from types import MappingProxyType

from sympy import Integer, Rational, S, Symbol

from symattn.algebra import Dot, RestSum, Vec, rest_overlap
from symattn.errors import DerivationError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.spec.kinds import SettingKind
from symattn.spec.schema import (IDENTIFIER, NAME, SETTING_KEYS, boolean, check_keys, fail, string, string_table, strings,
                            whole)

# Assumptions of the scalars a setting may name; a setting can add its own.
SCALAR_ASSUMPTIONS = {
    "positive": {"positive": True},
    "real": {"real": True},
    "integer": {"integer": True},
    "positive integer": {"integer": True, "positive": True},
    "nonnegative": {"nonnegative": True},
    "nonnegative integer": {"integer": True, "nonnegative": True},
}
# The assumption a scalar gets when the setting's `scalars` table does not declare it (docs/derivations.md: "Defaults").
# Any other name is a real number. verify reports, for each step, the non-real defaults it relied on.
DEFAULT_SCALARS = {
    "t": "positive", "beta": "positive", "gamma": "positive", "lambda": "positive", "alpha": "positive",
    "epsilon": "positive", "n": "positive integer", "d": "positive integer", "T": "positive integer",
    "eta": "real", "omega": "positive", "sigma": "positive", "tau": "positive",
}
STRUCTURAL = {"n": "the number of keys", "d": "the dimension", "T": "the sequence length"}
FAMILY_RULES = ("orthonormal", "orthogonal", "arbitrary")
MAX_DIMENSION = 8  # a fixed matrix dimension in `shapes`: instances are evaluated with symbolic entries
GENERIC_OTHER = Symbol("i")
OTHERS_COUNT = Symbol("r", integer=True, nonnegative=True)  # n − m, the keys not named


@dataclass(frozen=True)
class Family:
    name: str
    rule: str  # orthonormal | orthogonal | arbitrary
    norm: object = S.One  # for "orthogonal": every member has this norm


@dataclass(frozen=True)
class Setting:
    """Frozen once built: reading a name never changes it (an undeclared scalar takes its default)."""

    kind: SettingKind = SettingKind.SOFTMAX
    families: Mapping = field(default_factory=lambda: MappingProxyType({}))
    keys: tuple = ()  # the named key indices (sympy Symbols or Integers)
    others: bool = True
    scale: str = "t"
    scalars: Mapping = field(default_factory=lambda: MappingProxyType({}))  # name -> Symbol, as declared
    noise: Mapping = field(default_factory=lambda: MappingProxyType({}))  # Symbol -> (mean, variance)
    definitions: tuple = ()  # (text, source label), parsed by the context
    # the problem's exact model where `let` idealises it (k_i = μ_i + √α z_i beside k_i = μ_i): a second reading of
    # a student's steps in check, which a step proved in either is valid and wrong only when both refute
    exact: tuple = ()
    shapes: Mapping = field(default_factory=lambda: MappingProxyType({}))  # matrices kind: name -> (rows, cols)
    values_family: str = "v"
    base: int = 10000  # the sinusoidal embeddings' frequency base: ω_i = base^(−2i/d)
    added_to: str = ""  # the given name the question adds to ("adding u_d or u_c to x_2"), for an addition said alone
    # vector families whose members are independent standard normal vectors (z_i ∼ N(0, I)): Var(·) of a number linear
    # in them is read (meaning/values.py)
    gaussian: tuple = ()
    # cases the question lets a write-up ignore ("You can ignore cases in which k_a^⊤q_i < 0": 1 + η < 0): a limit
    # step that holds everywhere else is valid (steps/allowances.py); probabilities are still over every sample
    ignore: tuple = ()
    # letters the course's own solutions give a quantity of the setting ("\\gamma = 1 + \\eta": k_a ≈ γμ_a): read so
    # where a write-up uses the letter without defining it or taking it as its scale (steps/session.py)
    conventional: tuple = ()

    def scalar(self, name: str) -> Symbol:
        declared = self.scalars.get(name)
        return declared if declared is not None else default_scalar(name)

    def without(self, names) -> "Setting":
        """The same setting without the definitions of some names (a part's reference answers, for grading)."""
        kept = tuple((text, where) for text, where in self.definitions if defined_name(text) not in set(names))
        return replace(self, definitions=kept)

    @property
    def n(self) -> Symbol:
        return self.scalar("n")

    def given_scalars(self) -> set:
        """Scalars the problem itself names (n, the dimension d, the norm β, the noise η): never a student's scale.
        √d(k_a + k_b) has no large scale: d is the keys' dimension, fixed by the problem (d ≥ n)."""
        given = {self.n, self.scalar("d")}
        given.update(f.norm for f in self.families.values() if isinstance(f.norm, Symbol))
        given.update(self.noise)
        return given

    @property
    def key_count(self):
        return self.n if self.others else Integer(len(self.keys))

    def others_count(self, named: tuple):
        """How many keys the generic other index stands for."""
        return self.n - len(named)

    def sign_substitutions(self, named: tuple) -> dict:
        """n = m + r with r ≥ 0 lets sympy's assumptions decide signs involving n."""
        return {self.n: len(named) + OTHERS_COUNT} if self.others else {}

    def gram(self, x, y):
        """xᵀy for two vector atoms: the setting's facts, or an unevaluated Dot."""
        if isinstance(x, Vec) and isinstance(y, Vec) and x.family == y.family:
            family = self.families.get(x.family)
            if family is not None and family.rule != "arbitrary":
                if x.index == y.index:
                    return family.norm ** 2
                return S.Zero
        if isinstance(y, RestSum) and not isinstance(x, RestSum):
            x, y = y, x
        if isinstance(x, RestSum) and getattr(y, "family", None) == x.family:
            family = self.families.get(x.family)
            shared = rest_overlap(x, y)
            if family is not None and family.rule != "arbitrary" and shared is not None:
                return family.norm ** 2 * shared
        return Dot(x, y)


def build_setting(table: dict, where: str) -> Setting:
    """A Setting from a derivation's [setting] table; `where` names file and part for errors."""
    at = f"{where}: setting"
    kind = table.get("kind", "softmax")
    if not isinstance(kind, str) or kind not in SETTING_KEYS:
        raise fail(at, "kind", f"one of {', '.join(SETTING_KEYS)}", kind)
    kind = SettingKind(kind)
    check_keys(table, SETTING_KEYS[kind], at, SETTING_KEYS, f"a setting of kind '{kind}'")
    scale = string(table, "scale", at, "t")
    if not IDENTIFIER.fullmatch(scale):
        raise fail(at, "scale", "the name of a scalar, as \"t\" or \"beta\"", scale)
    scalars: dict = {}
    for name, assumption in string_table(table, "scalars", at, '"positive"').items():
        scalars[name] = _declared_scalar(name, assumption, f"{at}: scalars: {name}")

    def lookup(name: str) -> Symbol:
        return scalars.get(name) or default_scalar(name)

    families = {name: _family(lookup, name, rule, f"{at}: vectors: {name}")
                for name, rule in string_table(table, "vectors", at, '"orthonormal"').items()}
    families.setdefault("v", Family("v", "arbitrary"))
    noise = {}
    for name, law in string_table(table, "noise", at, '"N(0, 1/2)"').items():
        if not IDENTIFIER.fullmatch(name):
            raise fail(at, "noise", "scalar names", name)
        noise[lookup(name)] = _normal_law(law, f"{at}: noise: {name}")
    definitions = tuple((text, f"{where}: let[{i}]") for i, text in enumerate(strings(table, "let", at)))
    exact = tuple(strings(table, "exact", at))
    ignore = tuple(strings(table, "ignore", at))
    gaussian = tuple(strings(table, "gaussian", at))
    conventional = tuple(strings(table, "conventional", at))
    for text in conventional:
        name = defined_name(text)
        if not IDENTIFIER.fullmatch(name) or name == scale or name in scalars:
            raise fail(at, "conventional", "definitions of a letter the setting does not declare, as "
                                           "\"\\gamma = 1 + \\eta\"", text)
    for name in gaussian:
        if families.get(name) is None or families[name].rule != "arbitrary":
            raise fail(at, "gaussian", "vector families the setting declares \"arbitrary\" (as z)", name)
    shapes = {name: _shape(name, shape, f"{at}: shapes: {name}")
              for name, shape in string_table(table, "shapes", at, '"T,d"').items()}
    if kind == "matrices":
        shapes.setdefault("one", ("T", "1"))  # 𝟏, the all-ones column
    permutations = [name for name, shape in shapes.items() if "permutation" in shape]
    if len(permutations) > 1:
        raise DerivationError(f"{at}: shapes: at most one permutation matrix, found {', '.join(permutations)}")
    added_to = string(table, "added_to", at, "")
    if added_to and added_to not in {text.partition("=")[0].strip() for text, _ in definitions}:
        raise fail(at, "added_to", "a name the setting's let defines, as \"x_2\"", added_to)
    base = table.get("base", 10000)
    if not whole(base) or not MIN_BASE <= base <= MAX_BASE:
        raise fail(at, "base", f"a whole number from {MIN_BASE} to {MAX_BASE:,} (the embeddings' frequency base)", base)
    return Setting(kind=kind, families=MappingProxyType(families), keys=_keys(table, at),
                   others=boolean(table, "others", at, True), scale=scale, scalars=MappingProxyType(scalars),
                   noise=MappingProxyType(noise), definitions=definitions, shapes=MappingProxyType(shapes),
                   exact=exact, base=base, added_to=added_to, ignore=ignore, gaussian=gaussian,
                   conventional=conventional)


MIN_BASE, MAX_BASE = 2, 10**9  # ω_i = base^(−2i/d) stays an exact power of a modest whole number


def default_scalar(name: str) -> Symbol:
    """An undeclared scalar: its default assumption (DEFAULT_SCALARS), else a real number."""
    return Symbol(name, **SCALAR_ASSUMPTIONS[DEFAULT_SCALARS.get(name, "real")])


def defined_name(text: str) -> str:
    """The name a definition text defines: 'q' for q = t(k_a + k_b), 'x_2' for x_2 = u_a; "" for a text that is no
    definition (the context says why, with its place, when it reads it)."""
    try:
        node = parse(text)
    except NotationError:
        return ""
    left = node.operands[0] if isinstance(node, s.Relation) else None
    if not isinstance(left, s.Name):
        return ""
    return f"{left.base}_{left.sub}" if left.sub else left.base


def default_assumptions(names, declared) -> list:
    """[(name, assumption)] for the names whose assumption is a default: in DEFAULT_SCALARS, not declared."""
    return [(name, DEFAULT_SCALARS[name]) for name in sorted(set(names))
            if DEFAULT_SCALARS.get(name, "real") != "real" and name not in declared]


def _declared_scalar(name: str, assumption: str, where: str) -> Symbol:
    if not NAME.fullmatch(name):
        raise DerivationError(f"{where}: not a scalar name (letters, then maybe _ and an index, as t_1)")
    if assumption not in SCALAR_ASSUMPTIONS:
        raise DerivationError(f"{where}: expected one of {', '.join(repr(a) for a in SCALAR_ASSUMPTIONS)}, "
                              f"got {assumption!r}")
    if name in STRUCTURAL and assumption != "positive integer":
        raise DerivationError(f"{where}: {name} is {STRUCTURAL[name]}: it can only be 'positive integer'")
    return Symbol(name, **SCALAR_ASSUMPTIONS[assumption])


def _family(lookup, name: str, rule: str, where: str) -> Family:
    if not IDENTIFIER.fullmatch(name):
        raise DerivationError(f"{where}: a vector family is named by letters, as k or mu")
    rule_name, _, norm = rule.partition(" norm ")
    if rule_name not in FAMILY_RULES or (norm and rule_name != "orthogonal"):
        raise DerivationError(f"{where}: expected one of {', '.join(FAMILY_RULES)} (or 'orthogonal norm beta', "
                              f"'orthogonal norm 2'), got {rule!r}")
    if not norm:
        return Family(name, rule_name)
    norm = norm.strip()
    if IDENTIFIER.fullmatch(norm):
        return Family(name, rule_name, lookup(norm))
    value = _exact(norm)
    if value is None or value <= 0:
        raise DerivationError(f"{where}: the norm must be a scalar name or a positive exact number, got {norm!r}")
    return Family(name, rule_name, value)


def _keys(table: dict, where: str) -> tuple:
    labels = table.get("keys", [])
    expected = "a list of distinct key indices: names (as \"a\") or whole numbers ≥ 0 (as 1)"
    if not isinstance(labels, list):
        raise fail(where, "keys", expected, labels)
    for label in labels:
        if not ((isinstance(label, str) and (IDENTIFIER.fullmatch(label) or label.isdigit()))
                or (whole(label) and label >= 0)):
            raise fail(where, "keys", expected, label)
    keys = tuple(_index(k) for k in labels)
    if len(set(keys)) != len(keys):
        raise fail(where, "keys", expected, labels)
    return keys


def _shape(name: str, text: str, where: str) -> tuple:
    """'T,d' or 'T,T,permutation' -> ('T', 'd') or ('T', 'T', 'permutation'); dimensions T, d or 1..MAX_DIMENSION."""
    if not NAME.fullmatch(name) or name == "I":
        raise DerivationError(f"{where}: a matrix is named by letters, maybe with an index, as X, W_Q or b_1 "
                              f"(I is the identity)")
    parts = tuple(x.strip() for x in text.split(","))
    expected = (f"'rows,cols' with each of T, d or a whole number from 1 to {MAX_DIMENSION} (or 'T,T,permutation'), "
                f"got {text!r}")
    if len(parts) == 3 and parts[2] == "permutation":
        if parts[:2] != ("T", "T"):
            raise DerivationError(f"{where}: a permutation matrix is 'T,T,permutation', got {text!r}")
        return parts
    if len(parts) != 2 or not all(p in ("T", "d") or (p.isdigit() and 1 <= int(p) <= MAX_DIMENSION) for p in parts):
        raise DerivationError(f"{where}: expected {expected}")
    parts = tuple(p if p in ("T", "d") else str(int(p)) for p in parts)
    if name == "one" and parts[1] != "1":
        raise DerivationError(f"{where}: the all-ones vector 𝟏 is a column: 'T,1', got {text!r}")
    if name == "Phi" and parts != ("T", "d"):
        raise DerivationError(f"{where}: the position embeddings Φ are 'T,d', got {text!r}")
    return parts


def _index(label):
    text = str(label)
    return Integer(int(text)) if text.isdigit() else Symbol(text)


def _exact(text: str):
    """An exact number written in the file ('1/2', '0.5', '3'), or None."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        return None
    return Rational(value.numerator, value.denominator)


def _normal_law(text: str, where: str):
    """'N(0, 1/2)' -> (mean, variance) as exact numbers, the variance positive."""
    body = text.strip()
    mean, comma, variance = body[2:-1].partition(",")
    mean_value, variance_value = _exact(mean), _exact(variance)
    if not (body.startswith("N(") and body.endswith(")") and comma) or mean_value is None or variance_value is None:
        raise DerivationError(f"{where}: expected a law N(mean, variance) with exact numbers, got {text!r}")
    if variance_value <= 0:
        raise DerivationError(f"{where}: the variance must be positive, got {text!r}")
    return mean_value, variance_value
