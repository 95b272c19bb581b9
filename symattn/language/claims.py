"""Each statement of a document read once as a claim: its mood, whether it is an aside or the final answer, and
every way its words say it is not the writer's own claim (a question, a goal, a hypothesis, a necessary condition, a
relation the words deny, a case supposed otherwise, a restatement of any of these).

This module is the one owner of "is this asserted?": check, the facts of a derivation part and grading all ask a
`ClaimReading`, never the words again. Everything here is read from words through the lexicon.
"""

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from types import MappingProxyType

from symattn.language import lexicon
from symattn.language.document import ALTERNATIVE, HYPOTHETICAL, REJECTED
from symattn.language.other_parts import said_of_another_part, said_of_another_part_after
from symattn.language.sentences import next_sentence_end
from symattn.language.statements import (closed_in_words, equivalent_to_words, implied_by_previous, is_concluded,
                                         is_goal, is_hypothesis, is_necessary_condition, is_negated,
                                         premise_of_implication, sentence_until, words_after, words_before)
from symattn.language.suppositions import opens_supposition, supposition_scopes
from symattn.language.word_changes import NAMED_VECTOR

QUESTION_REACH = 400  # characters after a statement in which its sentence's end is looked for


@dataclass(frozen=True)
class ClaimReading:
    """How a statement is said. `asserted` is the one answer to "does the write-up claim this?"."""

    mood: str
    aside: bool
    final: bool
    question: bool  # its sentence ends with a question mark
    goal: bool  # "we want …", "so that …"
    hypothesis: bool  # after "if", "suppose", … (a condition of what follows, or a supposition)
    necessary: bool  # "this would need …", "requires …"
    negated: bool  # "neither … makes", "we cannot have", "which is not"
    counterfactual: bool  # a hypothesis of a case that is not this one ("if Φ had equal rows …")
    in_a_case: bool  # a hypothetical mood whose every hypothesis word is a condition: claimed in that case
    restates_unclaimed: bool  # "we'd need A, i.e. B": B restates a statement that is not claimed
    premise: bool  # the premise of an implication ("A implies B")
    implied: bool  # what an implication concludes from the statement before it ("A forces B")
    equivalent_to_words: bool  # one side of an equivalence whose other side is words ("these are equal iff PΦ = Φ")
    concluded: bool  # right after "which forces", "so", "hence": a conclusion, never a definition
    only_if_after: bool = False  # "cos(m) = 1 only for m ∈ 2πℤ": the case it holds in is said right after it
    adds: bool = False  # its sentence, up to it, changes the setting in words ("adding u_d gives …")
    premise_joined: bool = False  # "A and B forces C": A is part of the premise of the implication after B
    supposition: tuple = ()  # the statements supposed before it that it rests on ("Suppose A. … B"): B is claimed
    # under A, not on its own (language/suppositions.py)
    other_part: bool = False  # said of another part's setting ("whereas in (i) it was ≈ ½(v_a + v_b)")

    @property
    def asserted(self) -> bool:
        """The writer's own claim (an alternative it offers too: "or", "equivalently", "also"): not retracted, not
        asked, not supposed, denied, counterfactual or a restatement of what is not claimed; a hypothetical mood is
        claimed only in the case its condition names ("if η > 0, c → v_a")."""
        if self.retracted_or_asked or self.counterfactual or self.restates_unclaimed or self.other_part:
            return False
        if self.goal or self.hypothesis or self.negated or self.necessary:
            return False
        return self.in_a_case if self.mood == HYPOTHETICAL else True

    @property
    def only_supposed(self) -> bool:
        """Not claimed only because its sentence supposes something ("For example, Δ = 1, d = 2: … = 2 sin(½) ≈
        0.479"), with no word that makes it a question, a goal, a hypothesis of its own, a denial or another's view."""
        return not self.asserted and self.mood == HYPOTHETICAL and not (
            self.retracted_or_asked or self.counterfactual or self.restates_unclaimed or self.other_part or
            self.goal or self.hypothesis or self.negated or self.necessary)

    @property
    def why_not_claimed(self):
        """Why the write-up does not claim the statement, in words for the student; None when it does."""
        if self.asserted:
            return None
        for said, why in ((self.question, "a question (its sentence ends with '?'): not a claim, not checked"),
                          (self.mood == REJECTED, "retracted by the write-up ('but that is wrong', 'actually no', …), "
                                                  "or cited as what a contradiction is reached with ('contradicting "
                                                  "…'): not a claim, not checked"),
                          (self.restates_unclaimed, "a restatement (after 'i.e.', 'that is', …) of a hypothesis, goal "
                                                    "or necessary condition: not a claim, not checked"),
                          (self.counterfactual, "a consequence in a case supposed otherwise (after 'had', 'were', …): "
                                                "not a claim, not checked"),
                          (self.goal, "a goal (after 'we want', 'so that', …): not a claim, not checked"),
                          (self.necessary, "a necessary condition (after 'this would need', 'requires', …): not a "
                                           "claim, not checked"),
                          (self.hypothesis, "a hypothesis (after 'if', 'unless', …): not checked; the steps of its "
                                            "sentence are not marked wrong"),
                          (self.negated, "a relation the words around it deny ('neither … makes', 'we cannot have', "
                                         "'is not assumed', 'need not hold'): not a claim of it, not checked"),
                          (self.other_part, "said of another part ('in (i)', '(i) gave'), in that part's setting: not "
                                            "a claim about this one")):
            if said:
                return why
        return "not claimed by the write-up (said as what would hold, or as someone else's view): not checked"

    @property
    def retracted_or_asked(self) -> bool:
        """Rejected ("… but that is wrong", "actually no"), or asked ("Is k_a^⊤q = 2t?"): never defines, never claims."""
        return self.mood == REJECTED or self.question

    @property
    def alternative(self) -> bool:
        """Offered beside another ("or …", "alternatively …"): claimed, but not the write-up's one statement of it."""
        return self.mood == ALTERNATIVE

    @property
    def supposed(self) -> bool:
        """Held in a case supposed (a hypothesis, a goal, a necessary condition): what check sets aside."""
        return self.hypothesis or self.goal or self.necessary


# a vector of the problem named alone before the words of an analogy: "With u_c it is analogous: …", "加 u_c 时同理"


def _changes_the_setting(said: str) -> bool:
    """Its sentence, up to it, changes the setting in words: "adding u_d gives …", or does the same again for another
    vector by analogy, named before or after the words ("With u_c it is analogous: k_3ᵀq_2 = β²", "Analogously for
    u_c: …", "O mesmo vale para u_c: …")."""
    sums = [(m.start, m.end) for m in lexicon.scan(said, "SUMS_UP")]
    if any(not any(a <= m.start < b for a, b in sums) for m in lexicon.scan(said, "ADDS")):
        return True  # "adding u_d gives …"; never "adding all the exponentials" (a sum's terms: SUMS_UP)
    return lexicon.find(said, "ANALOGOUS", "ANALOGOUS_FOR") is not None and NAMED_VECTOR.search(said) is not None


@lru_cache(maxsize=256)  # grading reads one answer's claims for its reading, its output and check: once
def read_claims(text: str, statements: tuple) -> MappingProxyType:
    """{statement: ClaimReading}, in one pass over the statements."""
    readings: dict = {}
    previous = None
    for statement in statements:
        reading = _reading(text, statements, statement, readings.get(previous), previous)
        readings[statement] = reading
        previous = statement
    for statement in statements:  # a premise is known only once the statement after it is read
        following = next_in_sentence(statements, statement)
        if following is not None and readings[following].premise:
            joint = words_before(text, statements, following)
            if lexicon.opens(joint, "MOOD_JOINT") is not None and len(joint.split()) <= 2:
                readings[statement] = replace(readings[statement], premise_joined=True)
    opening = {statement: kind for statement in statements
               for kind in (opens_supposition(text, statements, statement, readings[statement].hypothesis,
                                              readings[statement].premise),) if kind is not None}
    for statement, supposed in supposition_scopes(text, statements, opening).items():
        readings[statement] = replace(readings[statement], supposition=supposed)
    return MappingProxyType(readings)


INEQUALITY = re.compile(r"[<>≤≥]|\\(?:le|leq|ge|geq|lt|gt)(?![A-Za-z])")


def _reading(text: str, statements: tuple, statement, before, previous) -> ClaimReading:
    hypothesis = is_hypothesis(text, statements, statement) or \
        lexicon.opens(words_after(text, statements, statement), "SUPPOSED_BY_WHAT_FOLLOWS", skipping=",") is not None
    goal = is_goal(text, statements, statement)
    necessary = is_necessary_condition(text, statements, statement)
    implied = implied_by_previous(text, statements, statement)
    if implied and previous is not None and INEQUALITY.search(statement.text) and INEQUALITY.search(previous.text) \
            and lexicon.closes(words_before(text, statements, statement), "EQUIVALENT") is not None:
        # "½ − α_a ≤ ε holds exactly when (if and only if) eᵗ ≥ …": between two inequalities (conditions on the
        # scales, steps/implied.py), the second is claimed equivalent to the first, neither a case ("when") nor a
        # necessary condition ("only if") of the sentence
        hypothesis = necessary = False
    said = _own_clause(sentence_until(text, statements, statement)) if statement.mood == HYPOTHETICAL else ""
    hypotheses = lexicon.scan(said, "HYPOTHESIS") if said else []
    in_a_case = _in_a_case(said, hypotheses)
    if hypothesis and hypotheses and in_a_case and closed_in_words(text, statements, statement):
        # "If we add u_d to it, c_2 ≈ u_b": what holds in the case the words give, claimed there (and not judged
        # outside it, steps/refutations.py), not a part of the condition
        hypothesis = False
    joint = words_before(text, statements, statement)
    restates = before is not None and previous.sentence == statement.sentence and before.supposed and \
        lexicon.opens(joint, "RESTATES") is not None and len(joint.split()) <= 3
    return ClaimReading(
        mood=statement.mood, aside=statement.aside, final=statement.final,
        question=_asked(text, statement), goal=goal, hypothesis=hypothesis, necessary=necessary,
        negated=is_negated(text, statements, statement),
        counterfactual=statement.mood == HYPOTHETICAL and _counterfactual(joint),
        in_a_case=in_a_case,
        restates_unclaimed=restates,
        premise=premise_of_implication(text, statements, statement),
        implied=implied,
        equivalent_to_words=equivalent_to_words(text, statements, statement),
        concluded=is_concluded(text, statements, statement),
        only_if_after=lexicon.opens(words_after(text, statements, statement), "ONLY_IF_AFTER", skipping=",") is not None,
        adds=_changes_the_setting(sentence_until(text, statements, statement)),
        other_part=said_of_another_part(sentence_until(text, statements, statement)) is not None or
        said_of_another_part_after(words_after(text, statements, statement)) is not None)


def _own_clause(words: str) -> str:
    """The words of a sentence from its last contrast or semicolon on ("If α_a = 1 the output would be v_a, but
    here"): what was supposed before "but" is not what the statement after it is said under."""
    contrast = lexicon.last(words, "CONTRAST")
    start = max(contrast.end if contrast is not None else 0, words.rfind(";") + 1)
    return words[start:]


def _in_a_case(words: str, hypotheses: list) -> bool:
    """Every hypothesis word of the clause names the case the statement is claimed in: a condition ("if η > 0"), a
    change of the setting ("adding u_d to x_2"), and, after one of those, what would then hold ("if n = 2, we would
    have …"); a hypothesis word of anything else ("one might think", "had") makes it no claim."""
    cases = [m for m in hypotheses if lexicon.said(words[m.start:m.end], "CONDITION", "ADDS")]
    return all(m in cases or cases and lexicon.said(words[m.start:m.end], "MODAL") and
               not lexicon.said(words[m.start:m.end], "COUNTERFACTUAL") for m in hypotheses)


def _asked(text: str, statement) -> bool:
    """"Does c → v_a when η > 0?": the sentence the statement ends closes with a question mark."""
    end = statement.offset + len(statement.text)
    closing = next_sentence_end(text, end, end + QUESTION_REACH)
    return closing is not None and "?" in text[closing.start():closing.end()].replace("？", "?")


def _counterfactual(words: str) -> bool:
    """The words before a hypothetical statement suppose a case that is not this one ("if Φ had …", "si P était …")."""
    return lexicon.said(words, "COUNTERFACTUAL")


def next_in_sentence(statements: tuple, statement):
    """The statement after this one in its sentence, or None."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    return following if following is not None and following.sentence == statement.sentence else None


__all__ = ["ClaimReading", "read_claims", "next_in_sentence"]
