"""A part's setting: which names mean what, and the facts the engine may use.

The facts are stated here once: the Gram rules of each vector family, the
assumptions on each scalar, the named keys plus the n − m others, the noise
laws, and the definitions (q = t(k_a + k_b), k_a = (1+η)μ_a, K = I, ...).
"""

from dataclasses import dataclass, field

from sympy import Integer, Rational, S, Symbol

from symattn.algebra import Dot, Vec
from symattn.errors import DerivationError

# Assumptions of the scalars a setting may name; a setting can add its own.
SCALAR_ASSUMPTIONS = {
    "positive": {"positive": True},
    "real": {"real": True},
    "integer": {"integer": True},
    "positive integer": {"integer": True, "positive": True},
    "nonnegative": {"nonnegative": True},
}
DEFAULT_SCALARS = {
    "t": "positive", "beta": "positive", "gamma": "positive", "lambda": "positive", "alpha": "positive",
    "epsilon": "positive", "n": "positive integer", "d": "positive integer", "T": "positive integer",
    "eta": "real", "omega": "positive", "sigma": "positive", "tau": "positive",
}
FAMILY_RULES = ("orthonormal", "orthogonal", "arbitrary")
GENERIC_OTHER = Symbol("i")
OTHERS_COUNT = Symbol("r", integer=True, nonnegative=True)  # n − m, the keys not named


@dataclass(frozen=True)
class Family:
    name: str
    rule: str  # orthonormal | orthogonal | arbitrary
    norm: object = S.One  # for "orthogonal": every member has this norm


@dataclass
class Setting:
    kind: str = "softmax"  # softmax | two-head | self-attention | matrices | positions
    families: dict = field(default_factory=dict)
    keys: tuple = ()  # the named key indices (sympy Symbols or Integers)
    others: bool = True
    scale: str = "t"
    scalars: dict = field(default_factory=dict)  # name -> Symbol
    noise: dict = field(default_factory=dict)  # Symbol -> (mean, variance)
    definitions: list = field(default_factory=list)  # (text, source label), parsed by the context
    shapes: dict = field(default_factory=dict)  # for the matrices kind: name -> (rows, cols)
    values_family: str = "v"

    def scalar(self, name: str) -> Symbol:
        if name not in self.scalars:
            kind = DEFAULT_SCALARS.get(name, "real")
            self.scalars[name] = Symbol(name, **SCALAR_ASSUMPTIONS[kind])
        return self.scalars[name]

    @property
    def n(self) -> Symbol:
        return self.scalar("n")

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
        return Dot(x, y)


def build_setting(table: dict, where: str) -> Setting:
    """A Setting from a derivation's [setting] table; `where` names file and part for errors."""
    known = {"kind", "vectors", "keys", "others", "scale", "scalars", "noise", "let", "shapes"}
    unknown = set(table) - known
    if unknown:
        raise DerivationError(f"{where}: unknown setting field(s) {', '.join(sorted(unknown))}")
    setting = Setting(kind=table.get("kind", "softmax"), others=bool(table.get("others", True)),
                      scale=table.get("scale", "t"))
    if setting.kind not in ("softmax", "two-head", "self-attention", "matrices", "positions"):
        raise DerivationError(f"{where}: unknown setting kind {setting.kind!r}")
    for name, kind in table.get("scalars", {}).items():
        if kind not in SCALAR_ASSUMPTIONS:
            raise DerivationError(f"{where}: scalar {name}: unknown assumption {kind!r}")
        setting.scalars[name] = Symbol(name, **SCALAR_ASSUMPTIONS[kind])
    for name, rule in table.get("vectors", {}).items():
        rule_name, _, norm = rule.partition(" norm ")
        if rule_name not in FAMILY_RULES:
            raise DerivationError(f"{where}: vectors {name}: rule must be one of {', '.join(FAMILY_RULES)}")
        norm_value = setting.scalar(norm) if norm and norm.isalpha() else (Rational(norm) if norm else S.One)
        setting.families[name] = Family(name, rule_name, norm_value)
    setting.families.setdefault("v", Family("v", "arbitrary"))
    setting.keys = tuple(_index(k) for k in table.get("keys", []))
    for name, law in table.get("noise", {}).items():
        setting.noise[setting.scalar(name)] = _normal_law(law, f"{where}: noise {name}")
    setting.definitions = [(text, f"{where}: let[{i}]") for i, text in enumerate(table.get("let", []))]
    for name, shape in table.get("shapes", {}).items():
        setting.shapes[name] = tuple(str(x).strip() for x in shape.split(","))
    return setting


def _index(label):
    text = str(label)
    return Integer(int(text)) if text.isdigit() else Symbol(text)


def _normal_law(text: str, where: str):
    """'N(0, 1/2)' -> (mean, variance) as exact numbers (trusted derivation data, not student text)."""
    body = text.strip()
    if not (body.startswith("N(") and body.endswith(")")):
        raise DerivationError(f"{where}: expected a law N(mean, variance), got {text!r}")
    mean, _, variance = body[2:-1].partition(",")
    try:
        return Rational(mean.strip()), Rational(variance.strip())
    except (TypeError, ValueError) as error:
        raise DerivationError(f"{where}: mean and variance must be exact numbers ({error})") from None


