"""A limit said in a relative clause after a formula: "α_j = e^C/(e^C + n − 1), which tends to 1", "…, que tiende a
1", "…, qui tend vers 1", "…, что стремится к 1". The clause says of the formula's last side what an arrow would
("α_j = … → 1"): the step read is that side → the value, in the chain of the formula, which the engine decides as it
decides any limit. The words are the lexicon's (`RELATIVE_LIMIT`); the value is the formula or the number right after
them, with nothing but spaces and dollars between.
"""

from symattn.language import lexicon
from symattn.language.document import math_run_at
from symattn.steps.spread_words import number_at, parsed_value

# what may stand between the formula and the clause: a comma, spaces, the formula's closing dollar
_BETWEEN = " ,$\t"


def relative_limit_steps(document, links: list, make) -> list:
    """The steps said as "…, which tends to V", each built by `make(op, left, right, span, left_span, statement)`."""
    text, found = document.text, []
    for match in lexicon.scan(text, "RELATIVE_LIMIT"):
        before = [st for st in document.statements if st.offset + len(st.text) <= match.start]
        if not before:
            continue
        statement = max(before, key=lambda st: st.offset)
        if text[statement.offset + len(statement.text):match.start].strip(_BETWEEN):
            continue  # other words between: the clause is not said of that formula
        own = [link for link in links if link.statement is statement]
        if own:
            left, left_span = own[-1].right, own[-1].span
        else:
            left = parsed_value(statement.text, statement.offset)
            left_span = (statement.offset, statement.offset + len(statement.text))
        value = _value_after(document, match.end)
        if left is None or value is None:
            continue
        right, span = value
        found.append(make("to", left, right, span, left_span, statement))
    return found


def _value_after(document, at: int):
    """(the value's node, its span) right after the clause, or None."""
    text = document.text
    start = at + len(text[at:]) - len(text[at:].lstrip(" $"))
    statement = next((st for st in document.statements if st.offset == start), None)
    if statement is not None:
        node = parsed_value(statement.text, statement.offset)
        return (node, (statement.offset, statement.offset + len(statement.text))) if node is not None else None
    run = math_run_at(text, start) or number_at(text, start)
    if run is None or text[start:run[1]].strip(" $"):
        return None
    formula, offset = run
    node = parsed_value(formula, offset)
    return (node, (offset, offset + len(formula))) if node is not None else None


def relative_values(document) -> tuple:
    """((start, end) of each value a relative clause gives, …): formulas that `relative_limit_steps` reads as steps."""
    spans = []
    for match in lexicon.scan(document.text, "RELATIVE_LIMIT"):
        value = _value_after(document, match.end)
        if value is not None:
            spans.append(value[1])
    return tuple(spans)
