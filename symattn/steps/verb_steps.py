"""Claims made with a verb, as steps of the write-up: "head 1 copies $v_a$ whenever $1 + \\eta > 0$" is the step
c_1 ≈ v_a, said where $v_a$ is written and judged in the case its sentence gives, as a written c_1 ≈ v_a would be.

language/verb_claims.py reads the verb's subject and object. COPIES says what its words say. SELECTS ("head 1 attends
to $k_a$") is read as its strongest claim, all the weight on that key (c_1 ≈ v_a): proved, it proves what was said;
refuted, a weaker claim ("the score with k_a is the largest") may still hold, so the step is unknown, never wrong
(`strongest`). A verb whose claim was not read whole, or one of CONTAINS (a component, which no step here writes),
is returned apart: what it claims is not read, and a verdict must not rest on it.
"""

from dataclasses import replace

from symattn.errors import NotationError
from symattn.language.document import statement_at
from symattn.language.verb_claims import Model, verb_claims
from symattn.notation import parse

# the parts whose output and values a verb may speak of: their output is c (c_1, c_2 for the heads), values v_i
MODELS = {"softmax": Model("c", frozenset({"v"})), "two-head": Model("c", frozenset({"v"}))}


def verbs_said(document, kind: str) -> tuple:
    """(the VerbSaid of every claim verb of the prose, the document with each object written in plain prose made a
    statement of its own, "copies v_a." as "$v_a$", so that the step has a statement to stand on)."""
    model = MODELS.get(kind)
    if model is None:
        return (), document
    said = verb_claims(document, model)
    objects = [statement_at(document, document.text[v.claim.start:v.claim.end], v.claim.start) for v in said
               if v.claim is not None and _statement_holding(document, v.claim.start) is None]
    if not objects:
        return said, document
    return said, replace(document, statements=tuple(sorted(document.statements + tuple(objects),
                                                           key=lambda st: st.offset)))


def verb_steps(document, said: tuple, make) -> tuple:
    """(steps, unread): the steps the claim verbs `said` say, each built by `make(op, left, right, span, left_span,
    statement)` with its `strongest` mark set, and the VerbSaid of each claim verb not read as a step."""
    steps, unread = [], []
    for verb in said:
        step = _step(document, verb, make)
        if step is None:
            unread.append(verb)
        else:
            steps.append(step)
    return steps, tuple(unread)


def _step(document, said, make):
    claim = said.claim
    if claim is None or claim.kind == "CONTAINS" or len(claim.relations) != 1:
        return None
    statement = _statement_holding(document, claim.start)
    if statement is None:
        return None
    left_text, _, right_text = claim.relations[0].partition(" ≈ ")
    try:
        left, right = parse(left_text, said.start), parse(right_text, claim.start)
    except NotationError:
        return None
    step = make("approx", left, right, (claim.start, claim.end), (said.opens, said.start + len(said.words)),
                statement)
    return replace(step, strongest=claim.kind in ("SELECTS", "SPLITS"))


def _statement_holding(document, at: int):
    """The statement a verb's object, written at `at`, stands in, or None."""
    return next((st for st in document.statements if st.offset <= at < st.offset + max(len(st.text), 1)), None)


def strongest_reading(ctx):
    """"head 1 attends to $k_b$": read as all the weight on k_b; refuted so, a weaker claim its words may make (the
    score with k_b is the largest) may still hold."""
    if not ctx.link.strongest:
        return None
    return "the verb is read as its strongest claim (all the weight on that key), and a weaker one may still hold"
