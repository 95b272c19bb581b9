"""The scope of a supposition: "Suppose Φ(t_1) = Φ(t_2) with t_1 ≠ t_2. Looking at i = 0: sin t_1 = sin t_2 …,
contradiction." — what follows a supposition rests on it, across sentences, until the contradiction is reached, the
paragraph ends, a sentence goes back to what is ("In fact …", "En fait …") or another supposition is made.

A supposition is a hypothesis said with a verb of supposing ("suppose", "assume", "angenommen", "nehmen wir an",
"supposons que", "supongamos que", "假设", "仮に … とすると"), or the premise of "from A it follows" ("Aus A folgt",
"de A on déduit", "由 A 可得"). A statement in its scope is claimed under it, not on its own: check never marks it
wrong for failing without the supposition (steps/rules.py). Every word is the lexicon's.
"""

import re

from symattn.language import lexicon
from symattn.language.statements import sentence_until, words_before

PARAGRAPH = re.compile(r"\n[ \t]*\n")


HYPOTHESIS, PREMISE = "hypothesis", "premise"


def opens_supposition(text: str, statements: tuple, statement, hypothesis: bool, premise: bool):
    """HYPOTHESIS for a hypothesis whose sentence, up to it, says a verb of supposing; PREMISE for a premise said after
    "from" ("Aus A folgt"); None for a statement that supposes nothing."""
    if hypothesis and lexicon.said(sentence_until(text, statements, statement), "SUPPOSE"):
        return HYPOTHESIS
    if premise and lexicon.closes(words_before(text, statements, statement), "FROM_PREMISE") is not None:
        return PREMISE
    return None


def supposition_scopes(text: str, statements: tuple, opening: dict) -> dict:
    """{statement: the statements supposed that it rests on}, for each statement in the scope of a supposition;
    `opening` maps the statements that open or extend one to their kind (opens_supposition). The rest of a
    hypothesis's own sentence is its sentence's to read (steps/sentence_facts.py: "Suppose A, but here B" sets B
    apart); the rest of a premise's is in its scope ("Aus A folgt für i = 0: B")."""
    reached = [m.start for m in lexicon.scan(text, "CONTRADICTION_REACHED")]
    found, supposed, ends = {}, (), None
    for index, statement in enumerate(statements):
        if supposed:
            last = supposed[-1]
            gap = text[last.offset + len(last.text):statement.offset]
            back = statement.sentence != last.sentence and \
                lexicon.opens(sentence_until(text, statements, statement), "BACK_TO_FACT") is not None
            if back or PARAGRAPH.search(gap) or ends is not None and statement.offset >= ends:
                supposed, ends = (), None  # "In fact …", a new paragraph, the contradiction: what is, again
        if statement in opening:
            previous = statements[index - 1] if index else None
            # "Suppose A with t_1 ≠ t_2", "Suppose A and B": the supposition goes on in its sentence
            joined = supposed and previous is supposed[-1] and previous.sentence == statement.sentence
            supposed = supposed + (statement,) if joined else (statement,)
            ends = next((at for at in reached if at >= statement.offset + len(statement.text)), None)
            continue
        if supposed and (opening[supposed[0]] == PREMISE or statement.sentence != supposed[-1].sentence):
            found[statement] = supposed
    return found


__all__ = ["HYPOTHESIS", "PREMISE", "opens_supposition", "supposition_scopes"]
