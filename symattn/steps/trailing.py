"""A name its sentence defines after the step that uses it ("softmax(Q_pK_pᵀ/√d) = softmax(PAPᵀ) = P softmax(A)
Pᵀ with A = QKᵀ/√d", "… → 1 for q = t k_j"): the step is proved with that definition when the ledger before it has
none of its own for the name. Only a proof is taken this way; a refutation stays with the ledger in force, where
the refutation row `defined_after` already keeps it from being a ✗."""

from symattn.language import lexicon
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.steps.names import free_names, relation_text


def trailing_definitions(session, link, ledger) -> list:
    """[(name, its definition's text)] the step's own sentence gives after it, of names the step writes and the
    ledger does not define."""
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    found = []
    for other in session.links:
        if other.statement.sentence != link.statement.sentence or other.left_span[0] < link.span[1] or \
                other.op != "=" or not other.first or not isinstance(other.left, s.Name):
            continue
        name = name_key(other.left)
        text = relation_text(other)
        words = session.text[link.span[1]:other.left_span[0]].replace("$", " ")
        if name in written and name not in ledger.definitions and text is not None and \
                lexicon.closes(words, "TRAILING_DEFINITION") is not None:
            found.append((name, text))
    return found


def with_trailing(ledger, found: list, designed: tuple):
    for name, text in found:
        ledger = ledger.defining(name, text, designed)
    return ledger
