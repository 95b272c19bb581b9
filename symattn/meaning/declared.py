"""Names a student declares ("a fixed vector w", "Π a permutation matrix", "basis vectors e_a"): what each means in
a part. Reading the words that declare them is the language layer's; this is the meaning side only.

A declaration either names something the part already has under another name (an alias: Π is the part's
permutation matrix P, e_a are the keys k_a) or brings in something new the part can hold (a fixed vector w, of
which nothing is known but that it does not move with the scale).
"""

from dataclasses import dataclass

from symattn.errors import MeaningError

KINDS = ("vector", "permutation matrix", "basis vectors")


@dataclass(frozen=True)
class Declaration:
    name: str  # the name as the grammar reads it: "w", "Pi", "e"
    kind: str  # one of KINDS


@dataclass(frozen=True)
class Declared:
    """What a set of declarations means in one part: names read as other names, and new fixed vectors."""

    aliases: tuple = ()  # (student's name, the part's name)
    vectors: tuple = ()  # names of fixed vectors of which nothing else is known

    def alias(self, base: str) -> str:
        return dict(self.aliases).get(base, base)


def meaning_of(declarations, setting) -> Declared:
    """The meaning of declarations in a part's setting; MeaningError for one the part cannot hold."""
    aliases, vectors = [], []
    for declaration in declarations:
        if declaration.kind not in KINDS:
            raise MeaningError(f"{declaration.name}: a declared {declaration.kind} is not read (only "
                               f"{', '.join(KINDS)})")
        if declaration.kind == "vector":
            vectors.append(declaration.name)
        elif declaration.kind == "permutation matrix":
            permutation = next((name for name, shape in setting.shapes.items() if "permutation" in shape), None)
            if permutation is None:
                raise MeaningError(f"{declaration.name}: this part has no permutation matrix")
            aliases.append((declaration.name, permutation))
        else:
            aliases.append((declaration.name, _key_family(setting)))
    return Declared(tuple(aliases), tuple(vectors))


def _key_family(setting) -> str:
    """The family basis vectors name: the keys k where the part has them, else its one orthonormal family (unit
    vectors only: u_a of norm β is not a basis vector e_a)."""
    orthonormal = [name for name, family in setting.families.items() if family.rule == "orthonormal"]
    if "k" in orthonormal:
        return "k"
    if len(orthonormal) != 1:
        raise MeaningError("basis vectors: this part has no single family of unit vectors for them to name")
    return orthonormal[0]
