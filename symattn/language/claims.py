"""Each statement of a document read once as a claim: its mood, whether it is an aside or the final answer, and
every way its words say it is not the writer's own claim (a question, a goal, a hypothesis, a necessary condition, a
relation the words deny, a case supposed otherwise, a restatement of any of these).

This module is the one owner of "is this asserted?": check, the facts of a derivation part and grading all ask a
`ClaimReading`, never the words again. Everything here is read from words through the lexicon.
"""

from dataclasses import dataclass, replace
from types import MappingProxyType

from symattn.language import lexicon
from symattn.language.document import ALTERNATIVE, HYPOTHETICAL, REJECTED
from symattn.language.sentences import next_sentence_end
from symattn.language.statements import (implied_by_previous, is_concluded, is_goal, is_hypothesis,
                                         is_necessary_condition, is_negated, premise_of_implication, sentence_until,
                                         words_after, words_before)

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
    concluded: bool  # right after "which forces", "so", "hence": a conclusion, never a definition
    only_if_after: bool = False  # "cos(m) = 1 only for m ∈ 2πℤ": the case it holds in is said right after it
    adds: bool = False  # its sentence, up to it, changes the setting in words ("adding u_d gives …")
    premise_joined: bool = False  # "A and B forces C": A is part of the premise of the implication after B

    @property
    def asserted(self) -> bool:
        if self.mood in (REJECTED, ALTERNATIVE) or self.question:
            return False
        if self.goal or self.hypothesis or self.negated or self.necessary:
            return False
        return self.in_a_case if self.mood == HYPOTHETICAL else True

    @property
    def supposed(self) -> bool:
        """Held in a case supposed (a hypothesis, a goal, a necessary condition): what check sets aside."""
        return self.hypothesis or self.goal or self.necessary


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
    return MappingProxyType(readings)


def _reading(text: str, statements: tuple, statement, before, previous) -> ClaimReading:
    hypothesis = is_hypothesis(text, statements, statement)
    goal = is_goal(text, statements, statement)
    necessary = is_necessary_condition(text, statements, statement)
    said = sentence_until(text, statements, statement) if statement.mood == HYPOTHETICAL else ""
    hypotheses = lexicon.scan(said, "HYPOTHESIS") if said else []
    joint = words_before(text, statements, statement)
    restates = before is not None and previous.sentence == statement.sentence and before.supposed and \
        lexicon.opens(joint, "RESTATES") is not None and len(joint.split()) <= 3
    return ClaimReading(
        mood=statement.mood, aside=statement.aside, final=statement.final,
        question=_asked(text, statement), goal=goal, hypothesis=hypothesis, necessary=necessary,
        negated=is_negated(text, statements, statement),
        counterfactual=statement.mood == HYPOTHETICAL and _counterfactual(joint),
        in_a_case=all(lexicon.said(said[m.start:m.end], "CONDITION") for m in hypotheses),
        restates_unclaimed=restates,
        premise=premise_of_implication(text, statements, statement),
        implied=implied_by_previous(text, statements, statement),
        concluded=is_concluded(text, statements, statement),
        only_if_after=lexicon.opens(words_after(text, statements, statement), "ONLY_IF_AFTER", skipping=",") is not None,
        adds=lexicon.said(sentence_until(text, statements, statement), "ADDS"))


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


__all__ = ["ClaimReading", "read_claims", "next_in_sentence", "words_after"]
