"""grade_answer: one answer to one part → a Verdict. A recipe over extraction, reading and scoring."""

import re

from sympy import expand, latex

from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language import lexicon
from symattn.language.statements import sentence_until
from symattn.grading import verdict as v
from symattn.grading.answer import Answer, grading_setting, read_answer, setting_names, vocabulary_of
from symattn.grading.extract import AnswerNotFound, extract
from symattn.grading.by_steps import grade_by_steps
from symattn.grading.memo import Memo
from symattn.grading.score import GradeOptions, score
from symattn.spec.fact_rubric import StepsRubric
from symattn.language.claims import read_claims
from symattn.steps.check import checked_writeup


def grade_answer(part, text: str, options: GradeOptions = GradeOptions(), memo: Memo | None = None) -> v.Verdict:
    rubric = part.rubric
    memo = memo if memo is not None else Memo()
    if rubric is None:
        return v.manual(part.id, float(part.points), "This part is a written explanation: it is graded by hand.")
    if isinstance(rubric, StepsRubric):
        try:
            return grade_by_steps(part, text)
        except NotationError as problem:
            return v.invalid(part.id, rubric.max_score, str(problem))
    try:
        reading = extract(text, rubric.answers, setting_names(part), vocabulary_of(part))
        answer = read_answer(part, reading, memo)
    except AnswerNotFound as problem:
        if rubric.prose_ok and text.strip():
            return v.manual(part.id, rubric.max_score, "No formula for the query was given; a written answer to "
                                                       "this part is graded by hand.")
        return v.invalid(part.id, rubric.max_score, str(problem))
    except (NotationError, MeaningError) as problem:
        return v.invalid(part.id, rubric.max_score, str(problem))
    canonical = canonical_form(part, answer)
    if answer.review:
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         f"Read as: ${answer.reading}$. {answer.review}", answer.reading, canonical=canonical)
    if answer.problem:
        return v.Verdict(part.id, v.VerdictKind.INCORRECT, 0.0, rubric.max_score, f"Read as: ${answer.reading}$. {answer.problem}",
                         answer.reading, canonical=canonical)
    points, verdict, lines = score(part, answer, options, memo)
    for alternative in answer.alternatives:
        # an answer offered with "or" must be right too: the weaker of the two is graded, held to every check the
        # first one is (built from the keys where the means are asked for, a second head beyond two, …)
        offered = f"You also offer ${alternative.reading}$ (with 'or')"
        if alternative.review or alternative.problem:
            kind = v.VerdictKind.ERROR if alternative.review else v.VerdictKind.INCORRECT
            why = alternative.review or alternative.problem
            return v.Verdict(part.id, kind, 0.0, rubric.max_score, f"Read as: ${answer.reading}$. {offered}: {why}",
                             answer.reading, canonical=canonical)
        other_points, other_verdict, other_lines = score(part, alternative, options, memo)
        lines = lines + [f"{offered}, so it is graded too: {other_verdict}."] + other_lines[1:]
        if other_points < points or (other_points == points and verdict == v.VerdictKind.CORRECT != other_verdict):
            points, verdict = other_points, other_verdict
    if verdict == v.VerdictKind.CORRECT:
        found = chain_claims_of(part, reading)
        wrong, itself = wrong_claim_about_output(part, reading, found)
        if wrong and not itself:  # "q = t k_j, so c ≈ v_1": the answer also claims something false of its query's output
            return v.Verdict(part.id, v.VerdictKind.INCORRECT, 0.0, rubric.max_score,
                             "\n".join(lines + [wrong]), answer.reading, canonical=canonical)
        if wrong:  # "c_2 ≈ u_a. Yes: adding u_d to x_2 makes c_2 ≈ u_b": the rest of the question, read by a person
            return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                             "\n".join(lines + [f"Needs manual review: y{wrong[1:]}"]), answer.reading,
                             canonical=canonical)
        side = wrong_side_claim(reading, found)
        if side:  # "q = t(k_a + k_b), and k_a^⊤q = 2t": a false side claim keeps the answer from correct; a person
            # decides what it costs (the certified contract: correct only when what the answer claims holds)
            return v.Verdict(part.id, v.VerdictKind.ERROR, points, rubric.max_score,
                             "\n".join(lines + [f"Needs manual review: y{side[1:]}"]), answer.reading,
                             canonical=canonical)
    return v.Verdict(part.id, verdict, points, rubric.max_score, "\n".join(lines), answer.reading, canonical=canonical)


# the output and the weights the query produces: what an answer may say its query does
OUTPUT = re.compile(r"^\s*(?:c|\\alpha|α|alpha)(?![A-Za-z])")


SIDE_CLAIMS_FROM = 3  # statements: fewer (a definition and where its scale goes) make no side claim to check


def chain_claims_of(part, reading) -> list:
    """What a right answer's write-up claims beside its definition, each chain read end to end by `check` (one check,
    for the claims about the output and the others alike); [] when it says nothing more or cannot be checked."""
    claims = read_claims(reading.document.text, reading.document.statements)
    said = [st for st in reading.document.statements if OUTPUT.match(st.text) and claims[st].asserted]
    if not said and len(reading.document.statements) < SIDE_CLAIMS_FROM:
        return []
    try:
        checker, _ = checked_writeup(part, reading.document.text)
        return checker.chain_claims()
    except SymattnError:
        return []


def wrong_claim_about_output(part, reading, found: list) -> tuple:
    """What the answer concludes of the output or the weights (c ≈ v_1, α_a = … → ½ read end to end) beside its
    query, checked as a step would be: (the feedback line of the first conclusion `check` proves wrong, or "";
    whether the output is the answer itself, as kqv-plain's c_2, so that the claim is about the rest of the question).
    Its middle steps never change the grade: `grade --steps` shows them."""
    answers = set(part.rubric.answers) | {name for _, name in part.rubric.bind}
    itself = any(OUTPUT.match(name) for name in answers)
    # what the write-up claims of it is `check`'s to say (a hypothesis is skipped there); a retracted one is not said
    claims = read_claims(reading.document.text, reading.document.statements)
    said = [st for st in reading.document.statements if OUTPUT.match(st.text) and claims[st].asserted]
    if len(said) < 1 + itself:  # where the output is the answer, only what is said beside its definition
        return "", itself
    # where the output is the answer, the rest of the question: what is said of it in a setting changed in words
    # ("adding u_d to x_2 gives …"), which the rubric sets aside; any other statement of it the rubric grades itself
    for first, _, status, reason, claim in found:
        if status != "wrong" or not OUTPUT.match(reading.document.text[first.left_span[0]:first.left_span[1]]):
            continue
        document = reading.document
        if itself and not lexicon.said(sentence_until(document.text, document.statements, first.statement), "ADDS"):
            continue
        return f"You also write ${claim}$, which does not hold: {reason}.", itself
    return "", itself


def wrong_side_claim(reading, found: list) -> str:
    """The feedback line of the first claim beside the answer (a score, a weight, any chain read end to end) that
    `check` proves wrong, or ""."""
    if len(reading.document.statements) < SIDE_CLAIMS_FROM:
        return ""
    for _, _, status, reason, claim in found:
        if status == "wrong":
            return f"You also write ${claim}$, which does not hold: {reason}."
    return ""


def canonical_form(part, answer: Answer) -> str:
    """The reading with one scale renamed to the part's own and every value expanded, then where each scale goes
    and how the scales relate, for grouping a class's answers: β(k_a + 3k_b), γ k_a + 3γ k_b and t(k_a + 3k_b)
    all read `q = t k_{a} + 3 t k_{b}, \\quad t \\to \\infty`. One form with another direction (t → 0) or another
    relation between two scales is another answer, so a TA's decision on one never covers the other."""
    setting = grading_setting(part)
    rename = {answer.scales[0]: setting.scalar(setting.scale)} if len(answer.scales) == 1 else {}
    pieces = []
    for name, value in answer.values.items():
        base, _, sub = name.partition("_")
        pieces.append(f"{base}_{{{sub}}}" if sub else base)
        pieces[-1] += f" = {latex(expand(value.expr.xreplace(rename)))}"
    for scale, chosen in sorted((answer.directions or {}).items(), key=lambda item: str(item[0])):
        pieces.append(_direction_tex(latex(scale.xreplace(rename) if hasattr(scale, "xreplace") else scale), chosen))
    pieces += sorted(_order_tex(order, rename) for order in answer.orders)
    return ", \\quad ".join(piece for piece in pieces if piece)


# where a scale goes, as the canonical form says it (LaTeX made by the grader, never the student's words: a
# direction that was not read is `?`, and what was said is on the desk, which shows each answer as written)
_LIMIT_TEX = {"+∞": r"\to \infty", "−∞": r"\to -\infty", "0⁺": r"\to 0^{+}", "0⁻": r"\to 0^{-}", "0": r"\to 0",
              "|∞|": r"\to \pm\infty", "positive": "> 0", "negative": "< 0", "large magnitude": r"\to \pm\infty",
              "unread": r"\to ?"}


def _direction_tex(name: str, chosen) -> str:
    kind = chosen.kind
    if kind == "value":
        relation, value = r"\to" if chosen.approached else "=", chosen.value
        return f"{name} {relation} {latex(value) if hasattr(value, 'free_symbols') else '?'}"
    if kind == "range":
        low, high = chosen.value
        shown = [latex(x) if hasattr(x, "free_symbols") else "?" for x in (low, high)]
        return rf"{name} \in ({shown[0]}, {shown[1]})"
    text = name + " " + _LIMIT_TEX.get(kind, _LIMIT_TEX["unread"])
    if chosen.lower_edge is not None and hasattr(chosen.lower_edge, "free_symbols"):
        text += rf", \quad {name} \ge {latex(chosen.lower_edge)}"
    return text


def _order_tex(order, rename: dict) -> str:
    from symattn.language.orders import BOUNDED_ORDER, UNREAD_ORDER
    if order.target == UNREAD_ORDER:
        return r"\text{a relation between the scales, not read}"
    expr = latex(order.expr.xreplace(rename)) if hasattr(order.expr, "xreplace") else "?"
    if order.target == BOUNDED_ORDER:
        return rf"{expr} = O(1)"
    return rf"{expr} \to {latex(order.target)}"
