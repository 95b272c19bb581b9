"""The cases a question lets a write-up ignore ("You can ignore cases in which k_aᵀq_i < 0": the setting's `ignore`).

A step the engine leaves undecided, as one that fails on a case of positive measure ("c ≈ ½(v_a + v_b)" fails when
1 + η < 0), is valid when it is proved on the cases the question keeps: the question told the student they need not
say so. Only a step whose sentence names no case of its own is read so (a step said in a case is judged in it, and
one whose sentence writes any other inequality may be said under it), and a probability is never: Pr(1 + η > 0) ≈
0.921 is still over every sample.
"""

from symattn.engine.results import Status
from symattn.errors import NotationError, SymattnError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.readable import tree_text
from symattn.steps import relations
from symattn.steps.cases import case_named

FLIPPED = {"<": ">", ">": "<", "le": ">", "ge": "<"}


def outside_the_ignored_cases(ctx) -> str | None:
    """The reason a step undecided over every case holds on those the question keeps, or None."""
    ignored = ctx.session.setting.ignore
    if not ignored:
        return None
    kept = tuple(text for text in map(_kept, ignored) if text)
    if len(kept) != len(ignored):
        return None
    own = {_shape(text) for text in (*ignored, *kept)}
    conditions, sure = case_named(ctx.session, ctx.link)
    if sure or any(_shape(condition) not in own for condition in conditions):
        # said in a case of its own: judged there, as written; a case carried from a sentence before it is one the
        # step may be said under, unless it is the question's own kept case ("c₁ → v_a whenever 1 + η > 0. … So c →
        # ½(v_a + v_b), with variance ≈ 0": said where 1 + η > 0, which the allowance keeps too)
        return None
    # an inequality its sentence writes is a case or a proviso the step may be said under ("Provided (t − 2)(1 + η)
    # > 0: …"): only the question's own cases, restated ("ignoring 1 + η < 0"), leave the step to the allowance
    if any(other.op in FLIPPED and other.statement.sentence == ctx.link.statement.sentence and
           _shape(tree_text(s.Relation((other.op,), (other.left, other.right), other.left.pos))) not in own
           for other in ctx.session.links):
        return None
    try:
        context = ctx.session.context(ctx.ledger.own)
        proved = relations.one(ctx.session, ctx.link, context, kept, {}, granted=kept).status is Status.PROVED
    except SymattnError:
        return None
    if not proved:
        return None
    return f"it holds whenever {' and '.join(kept)}; the question lets the write-up ignore " \
           f"{' and '.join(tree_text(parse(text)) for text in ignored)}"


def _shape(text: str):
    """A condition's text, read and written again (1+\\eta<0 and 1 + η < 0 alike)."""
    try:
        return tree_text(parse(text))
    except NotationError:
        return text


def _kept(ignored: str) -> str | None:
    """'1 + \\eta > 0' for '1 + \\eta < 0': the case left, as a condition's text."""
    try:
        node = parse(ignored)
    except NotationError:
        return None
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in FLIPPED):
        return None
    return tree_text(s.Relation((FLIPPED[node.ops[0]],), node.operands, node.pos))
