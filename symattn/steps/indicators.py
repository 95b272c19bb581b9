"""A value written with indicators of the noise's cases: "α_a → 𝟏[η > 0]", "c ≈ v_a·1[η > 0] + v_b·1[η < 0]",
"c → v_b + 𝟏[η > 0](v_a − v_b)". The grammar reads 𝟏[E] as the product of 1 and the inequality E; such a step is read
as the rows its indicators make, one per case of the inequality (η > 0 and η < 0): in each, an indicator of that
case is 1 and one of the other is 0 ("α_a → 1" for η > 0, "α_a → 0" for η < 0), and each row is judged in its case
alone (cases.py), as a row of a cases environment is. The boundary (η = 0) has no probability.

Read only when every indicator of the step is of one inequality and its opposite (the same two sides); a step with
indicators of two boundaries (η > 0 and η > −1) is left as written, which no reading builds (unknown).
"""

from dataclasses import replace

from sympy import latex

from symattn.notation import syntax as s
from symattn.notation.printing import to_sympy

ORIENTATION = {">": 1, "ge": 1, "<": -1, "le": -1}


def indicator_rows(link) -> tuple:
    """(Link, …): the rows of a step with indicators on its right side, or (link,) as it is."""
    events = list(_events(link.right))
    if not events or link.case:
        return (link,)
    try:
        sides = {tuple(latex(to_sympy(side), order="none") for side in event.operands) for event in events}
    except (ValueError, TypeError, AttributeError):
        return (link,)
    if len(sides) != 1:
        return (link,)
    (left, right), = sides
    rows = []
    for orientation, op in ((1, ">"), (-1, "<")):
        rows.append(replace(link, right=_valued(link.right, orientation), case=f"{left} {op} {right}",
                            first=False))
    return tuple(rows)


def _indicator_at(product: s.Product, index: int) -> bool:
    """Is factor `index` the event of an indicator: an inequality right after a 1 (𝟏, \\mathbf 1, 1[…], 1{…})?"""
    factor = product.factors[index]
    if not (index and isinstance(factor, s.Relation) and len(factor.ops) == 1 and factor.ops[0] in ORIENTATION):
        return False
    one = product.factors[index - 1]
    return isinstance(one, s.Num) and one.text == "1" or isinstance(one, s.Name) and one.base == "one" and not one.sub


def _events(node):
    for found in s.walk(node):
        if isinstance(found, s.Product):
            for index in range(len(found.factors)):
                if _indicator_at(found, index):
                    yield found.factors[index]


def _valued(node, orientation: int):
    """The node with each indicator valued in the case of that orientation: 1 where its event holds there, else 0."""
    if isinstance(node, s.Product):
        pairs = [(factor, node.ops[index - 1] if index else None) for index, factor in enumerate(node.factors)]
        dropped, zero = set(), False
        for index, factor in enumerate(node.factors):
            if _indicator_at(node, index):
                dropped |= {index - 1, index}
                zero = zero or ORIENTATION[factor.ops[0]] != orientation
        if zero:
            return s.Num("0", node.pos)
        kept = [(_valued(factor, orientation), op) for index, (factor, op) in enumerate(pairs) if index not in dropped]
        if not kept:
            return s.Num("1", node.pos)
        if len(kept) == 1:
            return kept[0][0]
        return s.Product(tuple(f for f, _ in kept), tuple(op or "juxt" for _, op in kept[1:]), node.pos)
    if isinstance(node, s.Sum):  # a term an indicator makes 0 is left out ("v_b + 𝟏[η > 0](v_a − v_b)" is v_b)
        terms = [_valued(term, orientation) for term in node.terms]
        kept = tuple(term for term, was in zip(terms, node.terms) if not (_zeroed(term, was)))
        return replace(node, terms=kept) if len(kept) > 1 else kept[0] if kept else s.Num("0", node.pos)
    if isinstance(node, s.Neg):
        return replace(node, arg=_valued(node.arg, orientation))
    if isinstance(node, s.Frac):
        return replace(node, num=_valued(node.num, orientation), den=_valued(node.den, orientation))
    return node


def _zeroed(valued, written) -> bool:
    """A term an indicator made 0 (not a 0 the write-up wrote)."""
    inner = written.arg if isinstance(written, s.Neg) else written
    return isinstance(valued, (s.Num, s.Neg)) and _is_zero(valued) and any(True for _ in _events(inner))


def _is_zero(node) -> bool:
    return isinstance(node, s.Num) and node.text == "0" or isinstance(node, s.Neg) and _is_zero(node.arg)
