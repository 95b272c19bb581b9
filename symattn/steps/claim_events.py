"""The probability of a step's event: "c ≈ ½(v_a + v_b) with probability ≈ 0.921".

The words give the probability that the step holds, over the noise. Its event is a case the write-up states near
it (an inequality in this sentence or the two before, or inside a Pr(…) there: "P(1 + η > 0) = Φ(√2) ≈ 0.921"),
and only the one in which the step holds exactly: proved in the case, refuted in the case left out (1 + η < 0; the
boundary has no probability). Then the step read is Pr(case) = the value, over every sample; where the words' own
sentence names a case ("if η > 0, c ≈ v_a with probability 1"), also given that case: valid in either reading,
wrong only in both. A case carried from a sentence before ("If 1 + η > 0 … . So c ≈ ½(v_a + v_b) with probability
1") conditions nothing. When no case near it is the step's exact event, nothing is decided: the event may be one the
write-up does not state, so the step is unknown, never wrong.
"""

import re
from dataclasses import replace

from sympy import latex

from symattn.engine.results import Result, Status
from symattn.errors import NotationError, SymattnError
from symattn.language import lexicon
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.readable import tree_text
from symattn.steps import judge, relations
from symattn.steps.judge import UNKNOWN, VALID, WRONG
from symattn.steps.limits import FailsInPart
from symattn.steps.names import tex
from symattn.steps.reading import Link
from symattn.steps.shown import plain_text

CASE_OPS = {">": "<", "<": ">", "ge": "<", "le": ">"}
MAX_BOUNDARIES = 4  # the engine's case boundaries tried as events (each a half-line, two ways)
REACH = 3  # sentences where the cases are looked for: the one with the words and the two before


def evaluated(ctx) -> tuple:
    """(status, reason, the step as read: Pr(case) = value, or the step itself when no case is its event) of a
    probability said of a step's event."""
    link, claim = ctx.link, ctx.link.event_of
    said = tree_text(s.Relation((claim.op,), (claim.left, claim.right), claim.left.pos))
    event = _event(ctx, link)
    if event is None:
        return UNKNOWN, f"the probability that {said}: none of the cases stated near it, nor any the engine splits " \
                        f"it on, is exactly where it holds", link
    read = replace(link, left=s.Call("Pr", (event,), link.left.pos), event_of=None)
    ctx.session.events_read[link.span] = read
    holds = f"{said} holds exactly when {tree_text(event)}"
    overall = _judged(ctx, read, None)
    shown = {Status.PROVED: VALID, Status.REFUTED: WRONG}.get(overall.status, UNKNOWN)
    if not _case_in_its_sentence(ctx.session, link):
        return shown, f"{holds}: {plain_text(overall.reason)}", read
    # "if η > 0, c ≈ v_a with probability 1": given the case its own sentence names, or over every sample; valid
    # in either reading, wrong only in both
    status, reason = judge.evaluated(ctx, read)
    if VALID in (status, shown):
        return VALID, f"{holds}: {reason if status == VALID else plain_text(overall.reason)}", read
    if status == WRONG and shown == WRONG:
        return WRONG, f"{holds}: {reason}", read
    return UNKNOWN, f"{holds}: {reason}", read


def held_in_its_event(ctx):
    """"c ≈ v_a with probability ½": the step itself, undecided over every sample, holds on an event (η > 0) when the
    write-up gives that event's probability beside it; the text of that event, or None. The probability is judged
    as its own step (evaluated), so a step with a wrong probability is still caught there."""
    probability = next((other for other in ctx.session.links
                        if other.event_of is not None and other.event_of.span == ctx.link.span), None)
    event = _event(ctx, probability) if probability is not None else None
    return None if event is None else tree_text(event)


def _event(ctx, probability: Link):
    """The case exactly where the step a probability is said of holds: one stated near the words, else one the
    engine splits the step on; None when there is none. Found once for the step and its probability, which read the
    same event (the session keeps it, per ledger)."""
    key = (probability.span, ctx.ledger.own)
    found = ctx.session.events_found
    if key not in found:
        claim = probability.event_of
        found[key] = next((case for case in _cases_near(ctx.session, probability)
                           if _exact_event(ctx, claim, case)), None) or \
            next((case for case in _cases_of_the_engine(ctx, claim) if _exact_event(ctx, claim, case)), None)
    return found[key]


def _case_in_its_sentence(session, link: Link) -> bool:
    """Whether the sentence of the words writes a case itself ("if η > 0, c ≈ v_a with probability 1"); one carried
    from a sentence before ("If 1 + η > 0 then … . So c ≈ ½(v_a + v_b) with probability 1") is no condition of the
    probability, which is then over every sample."""
    return any(other.op in CASE_OPS and other.statement.sentence == link.statement.sentence
               and other.left_span[0] < link.left_span[0] for other in session.links)


def _cases_near(session, link: Link) -> list:
    """Inequalities written in this sentence or the two before it, as steps or inside a Pr(…), first seen first; and
    the case written right after the words' value ("c ≈ v_a w.p. ½ (η > 0)", "… with probability ½ when η > 0")."""
    sentence = link.statement.sentence
    found, seen = [], set()
    for other in session.links:
        if not (other.left_span[0] < link.left_span[0] and sentence - REACH < other.statement.sentence <= sentence
                or _right_after(session.text, link, other)):
            continue
        nodes = [s.Relation((other.op,), (other.left, other.right), other.left.pos)] + \
            [node.args[0] for side in (other.left, other.right) for node in s.walk(side)
             if isinstance(node, s.Call) and node.func == "Pr" and len(node.args) == 1]
        for node in nodes:
            if isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in CASE_OPS:
                key = tex(node)
                if key not in seen:
                    seen.add(key)
                    found.append(node)
    return found


def _right_after(text: str, link: Link, other: Link) -> bool:
    """Is the other step the case written right after the probability's value: only a bracket, or a word that opens
    a case, between ("(η > 0)", "(when η > 0)", ", if η > 0")?"""
    if other.op not in CASE_OPS or other.statement.sentence != link.statement.sentence or \
            other.left_span[0] < link.span[1]:
        return False
    between = re.sub(r"[$,(]", " ", text[link.span[1]:other.left_span[0]]).split()
    return not between or (len(between) <= 2 and lexicon.every_word_read(lexicon.tokenize(" ".join(between)),
                                                                         "CONDITION", "CASE_FOR") is not None)


def _cases_of_the_engine(ctx, claim: Link) -> list:
    """"c ≈ v_a with probability ½", no case written: the half-lines the engine's limit splits the step on (η > 0,
    1 + η < 0, …), each a candidate for the event where it holds, tried as a case written would be. Each is a line
    in the noise, so the event found is one the step's own words could have named."""
    split = next((item for item in _judged(ctx, claim, None).data if isinstance(item, FailsInPart)), None)
    if split is None:
        return []
    found = []
    for boundary, op in ((b, op) for b in split.boundaries[:MAX_BOUNDARIES] for op in (">", "<")):
        boundary = -boundary if boundary.could_extract_minus_sign() else boundary  # η > 0, not −η < 0
        try:
            found.append(parse(f"{latex(boundary)} {op} 0"))
        except NotationError:
            continue
    return found


def _exact_event(ctx, claim: Link, case) -> bool:
    """The step is proved in the case and refuted in the case left out."""
    left_out = s.Relation((CASE_OPS[case.ops[0]],), case.operands, case.pos)
    return _judged(ctx, claim, tex(case)).status is Status.PROVED and \
        _judged(ctx, claim, tex(left_out)).status is Status.REFUTED


def _judged(ctx, claim: Link, condition: str | None) -> Result:
    """The step judged under the condition alone (None: under none)."""
    try:
        context = ctx.session.context(ctx.ledger.own)  # the first of judge.readings: the write-up's definitions
        return relations.one(ctx.session, claim, context, (condition,) if condition else (), {})
    except SymattnError as problem:
        return Result.unknown(str(problem))
