"""The links of a student's chains and their side computations, checked for the feedback only.

A link A = B must hold exactly; A ≈ B or A → B must hold in the limit, as the
scales go where the student sends them. A side computation (c_2 ≈ u_a + u_d after
x_2 = u_a + u_d) is checked in the setting the student changed. What is found is
said in the feedback; it never decides the verdict.
"""

from sympy import latex

from symattn.engine.claims import initial_facts
from symattn.engine.limit_claims import limit_values
from symattn.engine.value_claims import equal_values
from symattn.meaning.context import Context
from symattn.errors import MeaningError, NotationError
from symattn.grading.answer import Answer, grading_setting
from symattn.notation import parse
from symattn.notation.printing import to_sympy
from symattn.engine.results import LimitFound, Status
from symattn.meaning.values import Value


def link_notes(part, answer: Answer, paths: list) -> list:
    """A line for each link that does not hold (or cannot be decided)."""
    if not answer.links:
        return []
    substitution = paths[0][0] if paths else {}
    exact = _context(part, answer, {})
    moving = _context(part, answer, substitution)
    scale = exact.setting.scalar(exact.setting.scale)
    notes = []
    for link in answer.links:
        try:
            result = _check(link, exact, moving, substitution, scale)
        except (MeaningError, NotationError) as problem:
            notes.append(f"The step ${link.text}$ could not be checked: {problem}.")
            continue
        if result.status is Status.REFUTED:
            notes.append(f"The step ${link.text}$ does not hold{_found(result)}.")
        elif result.status is not Status.PROVED:  # unknown, or only checked numerically: not proved
            notes.append(f"The step ${link.text}$ could not be checked.")
    return notes


def _check(link, exact: Context, moving: Context, substitution: dict, scale):
    if link.op == "=":
        return equal_values(exact.build(link.left), exact.build(link.right), exact, initial_facts(exact, ()))
    left, right = (_moved(moving.build(node), substitution) for node in (link.left, link.right))
    return limit_values(left, right, scale, moving, initial_facts(moving, ()))


def _found(result) -> str:
    """What the engine found, in LaTeX: the limit the left side has (limits carry it in their data)."""
    if result.data and isinstance(result.data[0], LimitFound):
        condition, limit_tex = result.data[0].condition, result.data[0].latex
        return f": the left side tends to ${limit_tex}$" + ("" if condition == "always" else f" when {condition}")
    return ""


def _moved(value: Value, substitution: dict) -> Value:
    return Value(value.kind, value.expr.xreplace(substitution))


def _context(part, answer: Answer, substitution: dict) -> Context:
    """The setting with the student's answers, but the attention output left the attention's (c_2 = …)."""
    context = Context(grading_setting(part))
    bound = {name for name, _ in part.rubric.bind}
    for name, value in answer.values.items():
        if name not in bound:
            context.set_value(name, _moved(value, substitution))
    return context


def _tex_definition(text: str) -> str:
    node = parse(text)
    return f"{latex(to_sympy(node.operands[0]))} = {latex(to_sympy(node.operands[1]))}"


def side_notes(part, answer: Answer) -> tuple:
    """(notes, refuted): side computations of the answer's own quantity, each in the setting the student changed, and
    how many were proved not to hold there (the rest of the question answered wrongly)."""
    bound = dict(part.rubric.bind)
    notes, refuted = [], 0
    for definition, overrides in answer.side:
        names = [n for n in definition.names if n in bound]
        if not names:
            continue
        try:  # a side setting whose text does not parse ("x_2 = u_a + u_d)" cut from a parenthesis) is no note
            changed = ", ".join(f"${_tex_definition(text)}$" for _, text in overrides)
            context = Context(grading_setting(part), [(text, "side computation") for _, text in overrides])
            claim_value = context.build(parse(names[0]))
            result = limit_values(claim_value, context.build(definition.final),
                                  context.setting.scalar(context.setting.scale), context, initial_facts(context, ()))
        except (MeaningError, NotationError):
            continue
        shown = f"${names[0].replace('_', '_{', 1)}{'}' if '_' in names[0] else ''} \\to {latex(context.build(definition.final).expr)}$"
        if result.status is Status.PROVED:
            notes.append(f"With {changed}, as in your side computation, {shown} indeed.")
        elif result.status is Status.REFUTED:
            notes.append(f"With {changed}, as in your side computation, it is not true that {shown}: {result.reason}.")
            refuted += 1
    return notes, refuted
