"""The notation's vocabulary in one place: Greek letters (name ↔ character), the relations' TeX, and the
one way a name becomes a key (k_a, beta_1) and TeX (k_{a}, \\beta_{1}). Every other table derives from these."""

from symattn.notation import syntax as s

# name → its characters (the first is the one shown); variant spellings share a name
GREEK_LETTERS = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "εϵ", "zeta": "ζ", "eta": "η", "theta": "θ",
    "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μµ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ", "sigma": "σ",
    "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ",
    "Lambda": "Λ", "Sigma": "Σ", "Pi": "Π", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}
GREEK_NAMES = frozenset(GREEK_LETTERS) | {"varepsilon", "varphi", "vartheta", "ell"}
GREEK_BY_CHARACTER = {character: name for name, characters in GREEK_LETTERS.items() for character in characters}
# a relation's name in the syntax tree → its TeX
RELATION_TEX = {"=": "=", "approx": r"\approx", "to": r"\to", "le": r"\le", "ge": r"\ge", "<": "<", ">": ">",
                "ne": r"\ne", "gg": r"\gg", "ll": r"\ll", "in": r"\in", "notin": r"\notin", "sim": r"\sim",
                "propto": r"\propto"}
# subscripts that are words: printed upright
WORD_SUBSCRIPTS = ("perm", "pos")


def greek_character(name: str) -> str:
    """β for "beta"; the name itself when it is no Greek letter."""
    return GREEK_LETTERS.get(name, name)[0]


def name_key(node):
    """The key of a name: "k_a", "beta_1", "t"; None for anything that is not a name."""
    if not isinstance(node, s.Name):
        return None
    return f"{node.base}_{node.sub}" if node.sub else node.base


def key_tex(key: str) -> str:
    """The TeX of a key: "beta_1" → \\beta_{1}, "c_2" → c_{2}, "Z_perm" → Z_{\\text{perm}}."""
    base, _, sub = key.partition("_")
    head = f"\\{base}" if base in GREEK_NAMES else base
    if not sub:
        return head
    starred = sub.endswith("⋆")  # t^*: the starred t, printed as written
    sub = sub.removesuffix("⋆")
    if not sub:
        return f"{head}^{{\\ast}}" if starred else head
    label = f"\\text{{{sub}}}" if sub in WORD_SUBSCRIPTS else \
        "".join(f"\\{part}" if part in GREEK_NAMES else part for part in sub.split(","))  # α_{ij}, not α_{i,j}
    return f"{head}_{{{label}}}" + ("^{\\ast}" if starred else "")
