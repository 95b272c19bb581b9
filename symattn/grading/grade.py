"""grade_answer: one answer to one part → a Verdict. A recipe over extraction, reading and scoring."""

from dataclasses import replace

from sympy import expand, latex

from symattn.errors import MeaningError, NotationError
from symattn.grading import verdict as v
from symattn.grading.answer import Answer, grading_setting, read_answer, setting_names, vocabulary_of
from symattn.grading.extract import AnswerNotFound, extract
from symattn.grading.by_steps import grade_by_steps
from symattn.grading.memo import Memo
from symattn.language.direction import LIMITS
from symattn.grading.score import GradeOptions, how_large_in, score
from symattn.spec.fact_rubric import StepsRubric
from symattn.grading.certified import side_findings, unplaced_words
from symattn.grading.side_claim_verdict import side_claim_verdict
from symattn.language.label_swaps import swapped_sentences
from symattn.notation import parse
from symattn.notation.syntax import Name, Num, Relation
from symattn.steps.refutations import NUMBERED_NAME


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
    exchanged = swapped_sentences(reading.document.text)
    if exchanged:  # "q = t(k_a + k_b) with b instead of a": the exchange may be of the answer itself; not read
        said = reading.document.text[exchanged[0][0]:exchanged[0][1]].strip()
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         f"Read as: ${answer.reading}$. Needs manual review: you exchange two of the problem's labels "
                         f"in words ('{said[:60]}'), which is not applied to what you write.", answer.reading,
                         canonical=canonical)
    numbered = numbered_labels(reading.document, part)
    if numbered and NUMBERED_NAME.search(answer.reading):
        # "WLOG a = 1, b = 2. q = λ(k_1 + k_2)": the answer is written in the labels numbered; not applied
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         f"Read as: ${answer.reading}$. Needs manual review: you number the problem's labels "
                         f"(${numbered}$), which is not applied to what you write.", answer.reading,
                         canonical=canonical)
    if answer.review:
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         f"Read as: ${answer.reading}$. {answer.review}", answer.reading, canonical=canonical)
    if answer.problem:
        return _refuted(part, reading, answer, 0.0, f"Read as: ${answer.reading}$. {answer.problem}", canonical)
    points, verdict, lines = score(part, answer, options, memo)
    for alternative in answer.alternatives:
        # an answer offered with "or" must be right too: the weaker of the two is graded, held to every check the
        # first one is (built from the keys where the means are asked for, a second head beyond two, …)
        offered = f"You also offer ${alternative.reading}$ (with 'or')"
        if alternative.review or alternative.problem:
            feedback = f"Read as: ${answer.reading}$. {offered}: {alternative.review or alternative.problem}"
            if alternative.review:
                return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score, feedback, answer.reading,
                                 canonical=canonical)
            return _refuted(part, reading, answer, 0.0, feedback, canonical)
        other_points, other_verdict, other_lines = score(part, alternative, options, memo)
        lines = lines + [f"{offered}, so it is graded too: {other_verdict}."] + other_lines[1:]
        if other_points < points or (other_points == points and verdict == v.VerdictKind.CORRECT != other_verdict):
            points, verdict = other_points, other_verdict
    if verdict == v.VerdictKind.CORRECT:
        scales = frozenset(str(scale) for scale in answer.scales)
        return _certified(part, reading, scales, answer, points, lines, canonical)
    if verdict == v.VerdictKind.INCORRECT:
        return _refuted(part, reading, answer, points, "\n".join(lines), canonical)
    return v.Verdict(part.id, verdict, points, rubric.max_score, "\n".join(lines), answer.reading, canonical=canonical)


ANY_VALUE = float("-inf")  # every value said beside the limit is read as an illustration


def numbered_labels(document, part) -> str:
    """"a = 1" in "WLOG a = 1, b = 2", "k_1 = k_a": a statement that gives one of the problem's key labels a number,
    by itself or as the index of a name, or ""."""
    labels = {str(key) for key in grading_setting(part).keys}
    for statement in document.statements:
        try:
            node = parse(statement.text)
        except NotationError:
            continue
        if not isinstance(node, Relation) or node.ops[:1] != ("=",) or len(node.operands) != 2:
            continue
        left, right = node.operands
        for one, other in ((left, right), (right, left)):
            label_numbered = isinstance(one, Name) and not one.sub and one.base in labels and isinstance(other, Num)
            # k_1 = k_a: one family, a label's index on one side, a number's on the other
            index_numbered = isinstance(one, Name) and isinstance(other, Name) and one.base == other.base and \
                one.sub in labels and other.sub.isdigit()
            if label_numbered or index_numbered:
                return statement.text.strip()
    return ""


def _refuted(part, reading, answer: Answer, points: float, feedback: str, canonical: str) -> v.Verdict:
    """An answer refuted, held to the certified contract: `incorrect` only when the words that carry it were read
    whole; a word nobody read may make it another answer ("q = k_a + k_b scaled by a large number s"), so it goes to
    review, naming the words."""
    unread, read_as = unplaced_words(part, reading, answer.scales), answer.reading
    if unread:
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, part.rubric.max_score,
                         f"{feedback}\nNeeds manual review: the words {unread} of the sentences that carry your answer "
                         f"were not read; a verdict of incorrect needs them read.", read_as, canonical=canonical)
    return v.Verdict(part.id, v.VerdictKind.INCORRECT, points, part.rubric.max_score, feedback, read_as,
                     canonical=canonical)


def _certified(part, reading, scales: frozenset, answer, points: float, lines: list, canonical: str) -> v.Verdict:
    """A right answer, held to the certified contract: `correct` only when what it says beside its definition was
    read and holds; a false side claim costs what the rubric says; anything not read whole goes to review."""
    rubric = part.rubric
    read_as = answer.reading
    # the scales sent to a limit said as a limit (t ≥ 100 is graded as t → ∞ and at t = 100: its range is its own)
    chosen_limits = {str(x): chosen for x, chosen in (answer.directions or {}).items()
                     if chosen.kind in LIMITS and chosen.lower_edge is None}
    # a value said beside the limit at least as large as the one the grader finds enough (the "How large" line: with
    # n = 1000 keys, every weight within the tolerance of its limit) is an example read, holding there; where the
    # grader finds no such figure (two heads, eᴸ as the scale), any value is read as an illustration, as before: not
    # yet measured against how large is enough
    enough = how_large_in(lines)
    limits = {name: (enough if enough is not None else ANY_VALUE) for name in chosen_limits}
    beside = next(((name, chosen.beside) for name, chosen in chosen_limits.items() if chosen.beside), None)
    findings = side_findings(part, reading, scales, frozenset(answer.not_graded), limits)
    if beside is not None and not findings.wrong and not findings.unsettled:
        # "small once t exceeds 20, so take t → ∞": a bound said in words beside the limit, read as a range
        findings = replace(findings, unsettled=f"beside the limit of ${beside[0]}$ you also bound it ('{beside[1]}'); "
                                               f"how large the scale must be is a claim of its own, which is not "
                                               f"checked")
    if findings.wrong and findings.wrong_is_answer:
        # "c_2 ≈ u_a. Yes: adding u_d makes c_2 ≈ …": judged in the problem's setting, not in the one the words change
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         "\n".join(lines + [f"Needs manual review: y{findings.wrong[1:]}"]), read_as,
                         canonical=canonical)
    if findings.wrong:
        return side_claim_verdict(part, points, lines + [findings.wrong], read_as, canonical)
    if findings.unsettled:
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         "\n".join(lines + [f"Needs manual review: {findings.unsettled}; a verdict of correct needs "
                                             f"everything the answer says read and proved."]), read_as,
                         canonical=canonical)
    return v.Verdict(part.id, v.VerdictKind.CORRECT, points, rubric.max_score, "\n".join(lines), read_as,
                     canonical=canonical)


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
