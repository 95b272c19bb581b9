"""An argument left out, softmax(·) or ReLU(…): the one the write-up gave that function last.

"softmax(PQKᵀPᵀ/√d) = P softmax(QKᵀ/√d)Pᵀ, so H_perm = P softmax(·)PᵀPV" writes the argument once and points back
to it. The argument is the last one written for that function, in an earlier statement, rightmost first: the text
a reader's eye goes back to. A statement that also writes the function with an argument leaves no single one to
point back to, and one with nothing written before it is not read. A step read this way is never wrong on that
reading alone (the refutation row `elided_argument`).
"""

from symattn.errors import NotationError
from symattn.notation import syntax as s


def has_elided(node) -> bool:
    return any(isinstance(n, s.Elided) for n in s.walk(node))


def filled(node, given: dict):
    """The tree with each f(·) given f's last argument in `given`; NotationError when there is none. A relation
    with a placeholder on each side that no earlier argument fills ("ReLU(P(·)) = P ReLU(·)") is a lemma said for
    any argument: every placeholder is one fresh matrix."""
    if isinstance(node, s.Relation) and _on_each_side(node):
        if _bare_placeholders(node):  # P(·): nothing written before can fill it
            return _schematic(node)
        try:
            return _filled_from(node, given)
        except NotationError:
            return _schematic(node)
    return _filled_from(node, given)


SCHEMA_NAMES = ("Y", "M", "B", "C", "G")  # the fresh matrix a lemma's placeholder stands for


def _on_each_side(node) -> bool:
    return sum(1 for operand in node.operands if has_elided(operand)) >= 2


def _bare_placeholders(node) -> list:
    """The placeholders that are no function's whole argument: P(·)."""
    arguments = {id(n.args[0]) for n in s.walk(node) if isinstance(n, s.Call) and n.args}
    return [n for n in s.walk(node) if isinstance(n, s.Elided) and id(n) not in arguments]


def _schematic(node):
    used = {n.base for n in s.walk(node) if isinstance(n, s.Name)}
    letter = next((name for name in SCHEMA_NAMES if name not in used), "Y")

    def fill(current):
        if isinstance(current, s.Elided):
            return s.Name(letter, "", current.pos)
        return s.with_children(current, fill)

    return fill(node)


def _filled_from(node, given: dict):
    calls = [n for n in s.walk(node) if isinstance(n, s.Call) and n.args and not has_elided(n.args[0])]
    own = {call.func for call in calls}

    def fill(current):
        if isinstance(current, s.Call) and current.args and isinstance(current.args[0], s.Elided):
            if current.func in own or current.func not in given:
                raise NotationError(f"the argument left out of {current.func}(·) is not one written before it",
                                    current.args[0].pos)
            return s.Call(current.func, (given[current.func], *current.args[1:]), current.pos)
        return s.with_children(current, fill)

    return fill(node)


def remember(node, given: dict) -> None:
    """Each function's argument as this statement writes it last (the rightmost call wins)."""
    calls = sorted((n for n in s.walk(node) if isinstance(n, s.Call) and n.args and not has_elided(n.args[0])),
                   key=lambda call: call.pos)
    for call in calls:
        given[call.func] = call.args[0]
