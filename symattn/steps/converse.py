"""A step said to hold exactly when a condition does ("α_a^{(1)} → 1 iff η > 0"): the words claim the converse too,
that the step fails wherever the condition does. Read with its condition the step may hold; the converse fails at a
point well inside the condition's complement where the engine proves the step (η = −½: α_a^{(1)} → 1 still).

Only a condition on one scalar against a number (η > 0, t < 1), joined to the step by words of equivalence alone
("iff", "if and only if", "exactly when", "⇔"); the points are half a unit and two units past its bound, never the
bound itself (where a strict and a weak condition differ).
"""

from sympy import Rational

from symattn.engine.results import Result, Status
from symattn.errors import SymattnError
from symattn.language import lexicon
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps import relations
from symattn.steps.names import is_number, relation_text, shown_tex, tex

PAST = (Rational(1, 2), Rational(2))  # how far past the bound the converse is tried
MAX_BETWEEN = 24  # characters of words between the step and its condition
OUTSIDE = {">": -1, "ge": -1, "<": 1, "le": 1}  # which way lies the complement


def refuted_converse(ctx, link) -> Result | None:
    """The step refuted as 'only if': proved at a point where the condition it is said to hold exactly under fails."""
    session = ctx.session
    condition = _condition_after(session, link)
    if condition is None:
        return None
    name, bound, way, text = condition
    context = session.context(ctx.ledger.own)
    if not _moves_with(context, link, name):
        return None  # "the a-score t(1+η) beats the b-score t iff η > 0": the "iff" speaks of the words' "beats"
    for past in PAST:
        point = bound + way * past
        value = f"{name} = {point}" if point >= 0 else f"{name} = -{-point}"  # 1/2 and -2 parse as written
        try:
            result = relations.one(session, link, context, (value,), {})
        except (SymattnError, TypeError, ValueError):
            continue
        if result.status is Status.PROVED:
            return Result.refuted(f"it is said to hold exactly when {shown_tex(text)}, but it holds also at "
                                  f"{shown_tex(value)}, where that fails", result.reason)
    return None


def _condition_after(session, link):
    """(name, bound, which way the complement lies, text) of the condition the step is said to hold exactly under."""
    later = [item for item in session.links if item.statement.sentence == link.statement.sentence and
             item.left_span[0] >= link.span[1]]
    if not later or later[0].op not in OUTSIDE:
        return None
    condition = later[0]
    between = session.text[link.span[1]:condition.left_span[0]]
    said = {match.concept for match in lexicon.scan(between.replace("$", " "), "EQUIVALENT", "CONDITION")}
    if len(between) > MAX_BETWEEN or said != {"EQUIVALENT"}:
        return None  # "if and only if" is one phrase of equivalence; a bare "if" is a condition, no more
    if not (isinstance(condition.left, s.Name) and is_number(condition.right)):
        return None
    text = relation_text(condition)
    try:
        bound = Rational(session.context(()).build(condition.right).expr)
    except (SymattnError, TypeError, ValueError):
        return None
    return tex(condition.left), bound, OUTSIDE[condition.op], text or tex(condition.left)


def _moves_with(context, link, name: str) -> bool:
    """Does the step, as read, depend on the condition's scalar? One that does not ("the b-score t") holds or fails
    whatever the condition, so the condition said after it is not its own: it is said of the words around it."""
    try:
        symbol = context.build(parse(name)).expr
        sides = [context.build(side).expr for side in (link.left, link.right)]
    except (SymattnError, TypeError, ValueError, AttributeError):
        return True
    return any(symbol in getattr(side, "free_symbols", ()) for side in sides)
