"""Grade a derivation part through `check`: points for each fact of the rubric a valid step establishes.

- a step proved wrong: incorrect, with the points of the facts established and the first wrong step named; when every
  fact is established, the wrong step is a false side claim and costs what the rubric's `side_claim_cost` says;
- every fact established and no step wrong: correct;
- facts missing and nothing wrong: needs review (the write-up may say them in a way that is not read), with the
  points found so far;
- no mathematics read at all: graded by hand, as a written answer is.
"""

import re
from dataclasses import replace

from symattn.errors import NotationError
from symattn.grading import verdict as v
from symattn.grading.side_claim_verdict import side_claim_verdict
from symattn.language.bare_formulas import unread_formulas
from symattn.language.examples import unread_example
from symattn.language.word_certificate import shown_words, unread_words
from symattn.language.conclusions import asserted_conclusions, opening_answer
from symattn.language.document import MAX_SUBMISSION, read_document
from symattn.language.mentions import statistics_in_words
from symattn.language.quoting import quoted
from symattn.notation import parse
from symattn.steps.check import SKIPPED, checked_writeup, subject_key
from symattn.steps.facts import established_facts, inequations_of_facts
from symattn.steps.reading import Link
from symattn.steps.score_words import unread_scores
from symattn.grading.word_claims import clause, said_in


def grade_by_steps(part, text: str) -> v.Verdict:
    rubric = part.rubric
    if len(text) > MAX_SUBMISSION:
        raise NotationError(f"the write-up is {len(text)} characters long; at most {MAX_SUBMISSION} are read", 0)
    checker, report = checked_writeup(part, text)
    established = _conclusion_in_words(text, rubric, {e.fact: e for e in established_facts(checker, report,
                                                                                           rubric.facts)})
    found = {fact: e.step for fact, e in established.items()}
    if all(step.status == SKIPPED for step in report.steps) and not any(found.values()):
        return v.manual(part.id, rubric.max_score, "No step of this write-up could be checked; a written answer to "
                                                   "this part is graded by hand.")
    score = sum(fact.points for fact in rubric.facts if found[fact.id] is not None)
    lines = [_fact_line(fact, established[fact.id]) for fact in rubric.facts]
    steps = tuple(step.to_dict() for step in report.steps)
    wrong = report.first_wrong
    said = _contradicting(text, rubric)
    if wrong is not None and all(step is not None for step in found.values()):
        # every fact is established and a step beside them is false: a false side claim, charged by the policy
        step = report.steps[wrong - 1]
        head = f"Step {wrong} is wrong: ${step.left} {step.relation} {step.right}$: {step.reason}."
        return side_claim_verdict(part, score, [head, *lines, _tail(report)], steps=steps, first_wrong=wrong)
    if wrong is not None:
        step = report.steps[wrong - 1]
        head = f"Step {wrong} is wrong: ${step.left} {step.relation} {step.right}$: {step.reason}."
        kind = v.VerdictKind.INCORRECT
    elif all(step is not None for step in found.values()) and said:
        head = (f"Needs manual review: every fact is established and no step is wrong, but the write-up also says "
                f"'{said}', which the part's answer contradicts.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and \
            (unsettled := checker.first_unsettled(report, frozenset(found.values()) |
                                                  inequations_of_facts(checker, report, rubric.facts))) is not None:
        head, kind = _unsettled_head(checker.text, unsettled), v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and (stated := _statistic_in_words(text)):
        head = (f"Needs manual review: every fact is established and no step is wrong, but the write-up also gives "
                f"{stated} in words, which the grader does not read; a verdict of correct needs every claim read "
                f"and proved.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and (bare := _formula_in_words(checker, rubric.given)):
        head = (f"Needs manual review: every fact is established and no step is wrong, but the write-up also says "
                f"{bare} in words, which the grader does not read; a verdict of correct needs every claim read and "
                f"proved.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and (example := unread_example(
            checker.text, checker.session.statements, checker.session.claims)) is not None:
        head = (f"Needs manual review: every fact is established and no step is wrong, but the example "
                f"'{clause(checker.writeup.document, example.offset, example.offset + len(example.text))}' is not "
                f"checked; a verdict of correct needs every claim read and proved.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and (verb := _unread_verb(checker)):
        head = (f"Needs manual review: every fact is established and no step is wrong, but the write-up also says "
                f"{verb}, a claim the grader does not read whole; a verdict of correct needs every claim read and "
                f"proved.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()) and (unread := _unread_words(checker)):
        head = (f"Needs manual review: every fact is established and no step is wrong, but the words {unread} of the "
                f"write-up were not read; a verdict of correct needs everything the write-up says read and proved.")
        kind = v.VerdictKind.ERROR
    elif all(step is not None for step in found.values()):
        head, kind = "Every fact the part asks for is established, and no step is wrong.", v.VerdictKind.CORRECT
    else:
        head = ("Needs manual review: no step is wrong, but the write-up does not state every fact the part asks "
                "for in a way that was checked.")
        kind = v.VerdictKind.ERROR
    return v.Verdict(part.id, kind, score, rubric.max_score, "\n".join([head, *lines, _tail(report)]), steps=steps,
                     first_wrong=wrong)


def _tail(report) -> str:
    summary = report.summary
    return f"{summary['steps']} steps read: {summary['valid']} valid, {summary['wrong']} wrong, " \
           f"{summary['unknown']} unknown, {summary['skipped']} not claims."


IN_WORDS = 0  # the "step" of a conclusion said as the answer to the part's question ("No.")


def _conclusion_in_words(text: str, rubric, established: dict) -> dict:
    """The conclusion said as the answer to the part's yes-or-no question ("No. (sin t₁ − sin t₂)² + … = 2 − 2cos(t₁ −
    t₂)"): where every other fact, the argument, is established, the opening word the rubric's `answer_word` names
    states the conclusion fact, as Φ(t₁) ≠ Φ(t₂) written would. Alone ("Yes."), or beside an argument not shown, it
    states nothing checked."""
    conclusion = next((fact for fact in rubric.facts if fact.conclusion), None)
    said = opening_answer(text)
    others = [fact for fact in rubric.facts if fact is not conclusion]
    if conclusion is None or established[conclusion.id].step is not None or not others or said is None or \
            said[0] != rubric.answer_word or any(established[fact.id].step is None for fact in others):
        return established
    return {**established, conclusion.id: replace(established[conclusion.id], step=IN_WORDS)}


def _fact_line(fact, established) -> str:
    claim = f"${established.claim or fact.claims[0]}$" + (" when " + ", ".join(f"${c}$" for c in fact.when)
                                                          if fact.when else "")
    points = f"{fact.points:g} point{'s' * (fact.points != 1)}"
    if established.step == IN_WORDS:
        return f"✓ {claim} ({points}): said in words, as the answer to the part's question."
    if established.step is not None:
        return f"✓ {claim} ({points}): established at step {established.step}."
    return f"✗ {claim} ({points}): not established." + (f" {fact.feedback}" if fact.feedback else "")


def _contradicting(text: str, rubric) -> str:
    """The first words of a conclusion the part's answer contradicts ("the same high variance", "so no, they do not
    help"), asserted of this part (language/conclusions.py), or the opening "yes" or "no" against the part's answer;
    or ""."""
    said = opening_answer(text)
    if said is not None and rubric.answer_word and said[0] != rubric.answer_word:
        return text[said[1]:said[2]]
    found = asserted_conclusions(text, tuple(rubric.unsaid)) if rubric.unsaid else []
    return text[found[0].start:found[0].end] if found else ""


def _statistic_in_words(text: str) -> str:
    """The first value a statistic is given in words ("η has standard deviation ½"), quoted for the review, or ""."""
    found = statistics_in_words(read_document(text))
    return f"'{found[0].words} … ${found[0].formula}$'" if found else ""


def _formula_in_words(checker, given: tuple) -> str:
    """The first formula said in words ("the conditional variance is ⅛‖v_a − v_b‖²", "‖Φ(t)‖ grows with t"), or score
    given a value in words ("score 1 for j"), that no step read, quoted for the review, or "". A step read from words
    (a probability, a standard deviation, a score) took it; the problem's own formula restated (the rubric's `given`:
    "the permuted input is now PX + Φ") claims nothing."""
    read = tuple((min(link.left_span[0], link.span[0]), max(link.left_span[1], link.span[1]))
                 for link in checker.writeup.items if isinstance(link, Link))
    givens = {_shape_of(formula) for formula in given}
    document = checker.writeup.document
    said = next((f for f in unread_formulas(document, read) if _shape_of(f.text) not in givens), None)
    if said is not None:
        return f"'{clause(document, said.start, said.end)}'"
    # "score 1 for j": a value given a score in words whose key or query was not told
    scores = unread_scores(document, [link for link in checker.writeup.items if isinstance(link, Link)])
    return f"'{clause(document, *scores[0])}'" if scores else ""


def _unread_verb(checker) -> str:
    """The first claim verb of the prose ("head 2 copies …", "attends to a") whose claim no step reads, quoted with
    its verb, or "": its word is a role the lexicon knows, so no unread word stands for it."""
    said = next(iter(checker.writeup.unread_verbs), None)
    return "" if said is None else f"'{said_in(checker.writeup.document, said)}' (with '{said.words}')"


def _unread_words(checker) -> str:
    """The words of the write-up no lexicon entry reads, quoted (at most four), or "": a derivation's claims are said
    in words as often as in formulas ("only the first column differs", "反过来 1+η<0 的概率大约是 0.16"), and a
    `correct` rests on every one of them (the certified contract)."""
    document = checker.writeup.document
    # a value a step read from words stands in prose ("the variance of α_a tends to ¼"): that step reads it
    values = [link.span for link in checker.writeup.items if isinstance(link, Link)]
    found = tuple(word for word in unread_words(document) if not any(a <= word.start < b for a, b in values))
    said = opening_answer(document.text)
    if said is not None and said[0] == checker.session.part.rubric.answer_word:  # "Yes:", the part's own answer
        found = tuple(word for word in found if not said[1] <= word.start < said[2])
    return shown_words(found, document.text) if found else ""


def _shape_of(formula: str):
    """A formula's tree without its places and spellings (PX + Φ, P X+\\Phi and P·X + Φ alike), or the text."""
    try:
        return subject_key(parse(formula.replace("$", "")))
    except NotationError:
        return formula


QUOTED = 70  # characters of the write-up quoted up to an unsettled step's end


def _unsettled_head(text: str, step) -> str:
    """Why a write-up with every fact established still goes to a person, for a TA: the words up to the step that was
    not read or not decided, quoted from its line, and the reason without the reader's character positions."""
    end = step.span[1]
    start = max(text.rfind("\n", 0, max(step.span[0], 0)) + 1, end - QUOTED)
    if start > 0 and not text[start - 1].isspace() and " " in text[start:end]:
        start = text.index(" ", start) + 1  # from a whole word
    cut = text[start:end]
    cut = ("$" if text[:start].count("$") % 2 else "") + cut  # the quote opens inside a formula: delimit it
    cut += "$" if cut.count("$") % 2 else ""
    what = "which the grader could not read" if step.unread else "which the grader could not decide"
    return (f"Needs manual review: every fact is established and no step is wrong, but the write-up also says "
            f"'{'…' if start > 0 else ''}{quoted(cut)}' (step {step.index}), {what} "
            f"({AT_CHARACTER.sub('', step.reason)}). A verdict of correct needs every claim of the write-up read "
            f"and proved.")


AT_CHARACTER = re.compile(r"at character \d+: ")
