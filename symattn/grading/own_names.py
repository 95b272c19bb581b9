"""Vectors and matrices a write-up names for itself and builds its answer from: "Let u = k_a + k_b. Then q = s u",
"q_1 = s u_1, q_2 = s u_2, where u_1 = μ_a, u_2 = μ_b". Each is read into the grading context before the answer is
built, so the answer is graded as the formula it stands for, not as a product with an unknown number (u read as a
scalar makes q a scalar) or with another part's vectors (u_1 is no u_a of the kqv parts here).

Only a name the write-up gives one value, in a statement it asserts (not a question, a hypothesis, a goal or one it
takes back), and that the problem does not own (a family of the setting, a scalar it gives, a name it defines) is
read; a value that is a number is left to the readers of scales (s = t², "with γ = β²").
"""

from symattn.errors import MeaningError, NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key


def define_own_names(context, document, claims, answers: tuple) -> tuple:
    """Read the write-up's own vectors and matrices into `context`; the names read, as written ("u", "u_1")."""
    candidates: dict = {}
    for statement in document.statements:
        claim = claims[statement]
        if claim.retracted_or_asked:
            continue
        # a value supposed ("if u = k_a, then …") is a value too: the name then has two, and neither is read
        asserted = not (claim.hypothesis or claim.goal or claim.necessary)
        try:
            node = parse(statement.text)
        except NotationError:
            continue
        if not (isinstance(node, s.Relation) and node.ops == ("=",) and isinstance(node.operands[0], s.Name)):
            continue
        name = node.operands[0]
        written = name_key(name)
        if written in answers or not _own(context, name):
            continue
        candidates.setdefault(written, []).append((name, node.operands[1], asserted))
    read = []
    for written, given in candidates.items():
        if len(given) != 1:  # two values for one name: which is meant is not read
            continue
        name, value, asserted = given[0]
        if not asserted:
            continue
        try:
            built = context.build(value)
        except (MeaningError, NotationError, RecursionError):
            continue
        if built.kind in ("vector", "matrix"):
            context.define_node(name, value)
            read.append(written)
    return tuple(read)


def _own(context, name: s.Name) -> bool:
    """A name the problem does not own: no family of the setting (k_i, μ_i, x_i), no name it defines or gives."""
    setting = context.setting
    if name.base in setting.families or name.base in ("q", "c", "alpha", "e"):
        return False
    if any(base == name.base for base, _ in context.definitions):
        return False
    return str(setting.scalar(name_key(name))) not in {str(x) for x in setting.given_scalars()}
