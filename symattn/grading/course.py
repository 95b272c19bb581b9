"""A course's own files checked before any class sees them: each part's rubric against its own reference answer.

`verify` proves a part's steps; this proves that the rubric agrees with them. A typo in a criterion's target, a
vocabulary family that does not exist or a criterion naming an undefined vector would otherwise pass `verify` and
then zero a whole class. Each finding names the criterion (or the key) at fault; the part's own answer must earn
full points. It runs in the worker that checked the part's steps, after them.
"""

import re
from dataclasses import replace

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from symattn.errors import MeaningError, NotationError
from symattn.grading.answer import vocabulary_of
from symattn.grading.by_steps import grade_by_steps
from symattn.grading.grade import grade_answer
from symattn.grading.verdict import VerdictKind
from symattn.notation import parse
from symattn.notation import syntax
from symattn.meaning.context import Context
from symattn.notation.readable import latex_text, sympy_text
from symattn.spec.fact_rubric import StepsRubric
from symattn.spec.kinds import SettingKind
from symattn.notation.vocabulary import name_key
from symattn.verification.rubric_checks import RubricCheck


def check_rubric(part) -> tuple:
    """The rubric checks of one part (none for a part graded by hand)."""
    rubric = part.rubric
    if rubric is None:
        return answer_checks(part)
    if isinstance(rubric, StepsRubric):
        return answer_checks(part) + (_steps_rubric_check(part),)
    findings = _vocabulary_checks(part)
    if findings:  # every answer would be told "must be built from …": grading the reference says nothing more
        return tuple(findings)
    answer = reference_answer(part)
    if not answer:
        return (RubricCheck("rubric: answer", Status.REFUTED,
                            f"{part.file}: part {part.id}: no reference answer to grade the rubric with: give the part "
                            f"an `answer`, or define {', '.join(rubric.answers)} under [part.setting] let"),)
    try:  # every claim of every criterion is read here, so one naming what no one defines raises
        verdict = grade_answer(part, answer)
    except (NotationError, MeaningError):
        return tuple(_unreadable_criteria(part))
    if verdict.verdict == VerdictKind.CORRECT and verdict.score == rubric.max_score:
        points = _points(verdict.max_score)
        return (RubricCheck("rubric: answer", Status.PROVED, f"the part's own answer earns full points ({points}/{points})"),)
    return (_answer_failure(part, verdict),)


# an answer of statements, each maybe with its condition: c \to v_a \text{ if } \eta > 0, \quad c \to v_b …
PIECES = re.compile(r"\s*,?\s*\\q?quad\s*")
CONDITION = re.compile(r"^(?P<claim>.*?)\s*\\text\{\s*(?:if|when|whenever)\s*\}\s*(?P<when>.+)$", re.S)
CLAIM_SETTINGS = (SettingKind.SOFTMAX, SettingKind.TWO_HEAD, SettingKind.SELF_ATTENTION)


def answer_checks(part) -> tuple:
    """A part graded by hand whose printed answer states limits or equalities (c → v_a if η > 0): each statement
    checked in the part's setting under its condition, as a step would be. A false one fails the part (the sheet
    prints the answer under "Every claim below was checked"); one the engine does not read is said to be unchecked."""
    if not part.answer.strip():
        return ()
    if part.setting.kind not in CLAIM_SETTINGS:
        printed = latex_text(f"${part.answer}$")  # the author's LaTeX, printed for people
        return (RubricCheck("answer", Status.PROSE, f"the printed answer ({printed}) is not checked here: a part of "
                                                    f"kind {part.setting.kind} is proved by its steps"),)
    results = []
    for piece in PIECES.split(part.answer.strip()):
        found = CONDITION.match(piece)
        claim, when = (found.group("claim"), (found.group("when"),)) if found else (piece, ())
        try:
            result = check_claim(claim, Context(part.setting), when)
        except (NotationError, MeaningError) as error:
            printed = latex_text(f"${part.answer}$")
            return (RubricCheck("answer", Status.PROSE, f"the printed answer ({printed}) is not checked here: "
                                                        f"{error}"),)
        shown = latex_text(f"${claim}$") + (f" when {latex_text('$' + when[0] + '$')}" if when else "")
        if result.status == Status.REFUTED:
            return (RubricCheck("answer", Status.REFUTED,
                                f"{part.file}: part {part.id}: the printed answer is false: {shown}: "
                                f"{sympy_text(result.reason)}"),)
        if result.status != Status.PROVED:
            return (RubricCheck("answer", Status.UNKNOWN, f"{part.file}: part {part.id}: the printed answer is not "
                                                          f"proved: {shown}: {sympy_text(result.reason)}"),)
        results.append(shown)
    return (RubricCheck("answer", Status.PROVED, f"the printed answer holds: {'; '.join(results)}"),)


def reference_writeup(part) -> str:
    """The part's own steps written as a student would: each claim after its conditions, and equalities that share a
    side joined into one chain (H_perm = P softmax(…)PᵀPV and H_perm = PH are H_perm = P softmax(…)PᵀPV = PH), as a
    derivation shows them. Steps proved with a local definition (`with`) are left out: a write-up states its
    definitions in words the steps table does not keep."""
    lines, chain = [], []
    for step in part.steps:
        if not step.claim or step.overrides:
            continue
        sides = _equality_sides(step.claim)
        if sides is None or step.when:
            lines.append(_chain_line(chain))
            chain = []
            conditions = " and ".join(f"${w}$" for w in step.when)
            lines.append(f"If {conditions}, then ${step.claim}$." if conditions else f"${step.claim}$.")
            continue
        left, right = sides
        keys = [_side_key(side) for side in chain]
        if chain and _side_key(left) in (keys[0], keys[-1]):
            chain.append(right)  # L = R1 and L = R2: R1 = L = R2
        elif chain and _side_key(right) == keys[-1]:
            chain.append(left)
        else:
            lines.append(_chain_line(chain))
            chain = [left, right]
    lines.append(_chain_line(chain))
    return "\n".join(line for line in lines if line)


def _equality_sides(claim: str):
    try:
        node = parse(claim)
    except NotationError:
        return None
    if not isinstance(node, syntax.Relation) or node.ops != ("=",):
        return None
    cut = node.operands[1].pos
    return claim[:cut].rstrip().rstrip("=").rstrip(), claim[cut:].strip()


def _side_key(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _chain_line(chain: list) -> str:
    return f"${' = '.join(chain)}$." if chain else ""


def _steps_rubric_check(part) -> RubricCheck:
    """A part graded through `check`: its own steps, read as a write-up, establish every fact for full points."""
    verdict = grade_by_steps(part, reference_writeup(part))
    points = _points(part.rubric.max_score)
    if verdict.verdict == VerdictKind.CORRECT and verdict.score == part.rubric.max_score:
        return RubricCheck("rubric: facts", Status.PROVED, f"the part's own steps establish every fact ({points}/{points})")
    found = latex_text(" ".join(verdict.feedback.splitlines()))
    return RubricCheck("rubric: facts", Status.REFUTED, f"{part.file}: part {part.id}: the part's own steps, read as a "
                                                        f"write-up, are graded {verdict.verdict} "
                                                        f"({_points(verdict.score)}/{points}): {found}")


def reference_answer(part) -> str:
    """The part's printed `answer`; without one, the setting's own definitions of the answer's names (the `let`
    lines the steps were proved with)."""
    if part.answer.strip():
        return part.answer
    names = set(part.rubric.answers)
    return ", ".join(text for text, _ in part.setting.definitions if name_key(parse(text).operands[0]) in names)


def _vocabulary_checks(part) -> list:
    families, _ = vocabulary_of(part)
    own = own_families(part, families)
    checks = []
    for family in part.rubric.vocabulary:
        if family not in families:
            known = ", ".join(sorted(own)) or "none"
            checks.append(RubricCheck("rubric: vocabulary", Status.REFUTED,
                                      f"{part.file}: part {part.id}: grading: vocabulary names {family!r}, which is "
                                      f"no vector family of this part (the families are: {known}"
                                      f"{_closest(family, own or families)})"))
    return checks


FAMILY_NAME = re.compile(r"(?<![A-Za-z])(\\?[A-Za-z]+)\s*_")


def own_families(part, families) -> set:
    """The vector families the part itself names: declared under `vectors`, or written in its definitions, steps
    and criteria (v_a in a claim); not every family the setting's model knows."""
    texts = [text for text, _ in part.setting.definitions] + [step.claim for step in part.steps if step.claim]
    texts += [claim for criterion in part.rubric.criteria for claim in criterion.claims]
    named = {match.group(1).lstrip("\\") for text in texts for match in FAMILY_NAME.finditer(text)}
    return (set(part.setting.families) | named) & set(families)


def _unreadable_criteria(part) -> list:
    """The criteria whose claims cannot be read in the part's setting (a name no one defines): no answer can ever
    pass them. Each is graded on its own to find which."""
    checks, failed = [], set()
    for criterion in sorted(part.rubric.criteria, key=lambda c: bool(c.scaled)):
        if criterion.scaled in failed:  # it only rescales a criterion already named
            continue
        try:
            grade_answer(_only(part, criterion), reference_answer(part))
        except (NotationError, MeaningError) as error:
            failed.add(criterion.id)
            checks.append(RubricCheck(f"rubric: criterion {criterion.id!r}", Status.REFUTED,
                                      f"{part.file}: part {part.id}: criterion {criterion.id!r} ({_claims_text(criterion)}) "
                                      f"cannot be checked, so no answer can ever pass it: {error}"))
    answer = latex_text(f"${reference_answer(part)}$")
    return checks or [RubricCheck("rubric: answer", Status.REFUTED, f"{part.file}: part {part.id}: the part's own answer "
                                                            f"({answer}) cannot be graded")]


def _answer_failure(part, verdict) -> RubricCheck:
    """The part's own answer short of full points: which criteria it misses, and what the grader found."""
    missed = [c for c in _top_criteria(part.rubric) if not _passes(part, c)]
    named = ", ".join(f"{c.id!r} ({_claims_text(c)})" for c in missed) or "(none singly: the groups together)"
    # what the grader found, without the reading, the notes on where a scale goes (lines opening with math) and the
    # rubric's own texts (another criterion's `feedback` or `passed` is a hint to students, not this criterion's error)
    hints = {text.strip() for c in part.rubric.criteria for text in (c.feedback, c.passed) if text.strip()}
    found = latex_text(" ".join(line for line in verdict.feedback.splitlines()[1:] if line and not line.startswith("$")
                                and line.strip() not in hints))
    return RubricCheck("rubric: answer", Status.REFUTED,
                       f"{part.file}: part {part.id}: the part's own answer ({latex_text(f'${reference_answer(part)}$')}) is graded "
                       f"{verdict.verdict} ({_points(verdict.score)}/{_points(verdict.max_score)}): "
                       f"criterion {named} does not hold for it. {found}".rstrip())


def _top_criteria(rubric) -> list:
    """The criteria that give each group its full points."""
    best: dict = {}
    for criterion in rubric.criteria:
        best[criterion.group] = max(best.get(criterion.group, 0), criterion.points)
    return [c for c in rubric.criteria if c.points == best[c.group] and c.points > 0]


def _passes(part, criterion) -> bool:
    try:
        verdict = grade_answer(_only(part, criterion), reference_answer(part))
    except (NotationError, MeaningError):
        return False
    return verdict.score == criterion.points


def _only(part, criterion):
    """The part graded by this criterion alone (with the one it rescales, if any)."""
    rubric = part.rubric
    keep = {criterion.id, criterion.scaled}
    criteria = tuple(replace(c, group=c.id) if c.id != criterion.id else c
                     for c in rubric.criteria if c.id in keep)
    if criterion.scaled:  # the rescaled criterion is only a reference here: its points do not count
        criteria = tuple(replace(c, points=0.0) if c.id != criterion.id else c for c in criteria)
    return replace(part, rubric=replace(rubric, criteria=criteria))


def _claims_text(criterion) -> str:
    """A criterion's claims as people read them (c → (v_a + v_b)/2), never the rubric's raw LaTeX."""
    if criterion.claims:
        return " or ".join(latex_text(f"${claim}$") for claim in criterion.claims)
    return f"{criterion.scaled} with a scale"


def _points(value) -> str:
    return f"{value:g}"


def _closest(name: str, known) -> str:
    """'; did you mean 'k'?': a name that differs only in case first ('K'), else the closest by spelling."""
    from difflib import get_close_matches

    same = [k for k in sorted(known) if k.lower() == name.lower()]
    match = same or [k for k in sorted(known) if k.lower() in
                     get_close_matches(name.lower(), sorted(x.lower() for x in known), n=1, cutoff=0.5)][:1]
    return f"; did you mean {match[0]!r}?" if match else ""
