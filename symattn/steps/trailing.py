"""A name its sentence defines after the step that uses it ("softmax(Q_pK_pᵀ/√d) = softmax(PAPᵀ) = P softmax(A)
Pᵀ with A = QKᵀ/√d", "… → 1 for q = t k_j"): the step is proved with that definition when the ledger before it has
none of its own for the name. Only a proof is taken this way; a refutation stays with the ledger in force, where
the refutation row `defined_after` already keeps it from being a ✗."""

from symattn.language import lexicon
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.steps.names import free_names, relation_text


def defined_later(session, link) -> list:
    """The links that define a name after the step in its own sentence, behind a word of a trailing definition
    ("for", "with", "where")."""
    return [other for other in session.links if other.statement.sentence == link.statement.sentence
            and other.left_span[0] >= link.span[1] and other.op == "=" and other.first
            and isinstance(other.left, s.Name) and lexicon.closes(
                session.text[link.span[1]:other.left_span[0]].replace("$", " "), "TRAILING_DEFINITION") is not None]


def trailing_definitions(session, link, ledger) -> list:
    """[(name, its definition's text)] the step's own sentence gives after it, of names the step writes and the
    ledger does not define."""
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    found = []
    for other in defined_later(session, link):
        name, text = name_key(other.left), relation_text(other)
        if name in written and name not in ledger.definitions and text is not None:
            found.append((name, text))
    return found


def with_trailing(ledger, found: list, designed: tuple):
    for name, text in found:
        ledger = ledger.defining(name, text, designed)
    return ledger
