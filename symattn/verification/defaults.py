"""The default assumptions a step relies on (setting.DEFAULT_SCALARS), for verify to name them.

A name the step writes, or one its definitions use, that no `scalars` table declares takes its
default (t, β, γ, λ, ε, … positive; n, d, T positive integers): verify says so under the step.
"""


from symattn.errors import DerivationError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.lexer import GREEK
from symattn.spec.derivations import Part, Step
from symattn.spec.setting import default_assumptions


def assumed_defaults(part: Part, step: Step) -> tuple:
    """The default assumptions (setting.DEFAULT_SCALARS) on names the step writes or its definitions use."""
    at = f"{part.file}: part {part.id}: step {step.number}"
    definitions = [(text, f"{at}: with") for text in step.overrides] + list(part.setting.definitions)
    names, defined = set(), set()
    for text, where in [(step.claim, at)] + [(text, f"{at}: when") for text in step.when] + definitions:
        if not text:
            continue
        try:
            node = parse(text)
        except NotationError as error:
            raise DerivationError(f"{where}: {error}") from None
        names |= _plain_names(node)
        left = node.operands[0] if isinstance(node, s.Relation) else None
        if (text, where) in definitions and isinstance(left, s.Name) and not left.sub:
            defined.add(left.base)  # a name the part defines is not a scalar with an assumption
    names |= {str(f.norm) for f in part.setting.families.values() if f.norm.is_Symbol}
    return tuple(_assumption_text(name, kind)
                 for name, kind in default_assumptions(names - defined, part.declared_scalars))


def _plain_names(node) -> set:
    """The names without an index in a syntax tree (t, beta; not alpha_a)."""
    return {found.base for found in s.walk(node) if isinstance(found, s.Name) and not found.sub}


LETTERS = {name: letter for letter, name in reversed(GREEK.items())}
ASSUMPTION_TEXT = {"positive": "{} > 0", "nonnegative": "{} ≥ 0", "positive integer": "{} is a positive integer",
                   "integer": "{} is an integer"}


def _assumption_text(name: str, kind: str) -> str:
    return ASSUMPTION_TEXT[kind].format(LETTERS.get(name, name))
