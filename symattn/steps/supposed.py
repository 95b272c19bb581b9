"""A step in the scope of a supposition made before it ("Suppose Φ(t_1) = Φ(t_2). Looking at i = 0: sin t_1 = sin t_2
…"): the rule condition of rules.py's table that reads the scope language/claims.py found, and whether the checker
uses the supposition (a condition it applies, or a statement proved)."""

import re
from dataclasses import replace
from types import MappingProxyType

from symattn.errors import SymattnError
from symattn.language import lexicon
from symattn.language.statements import words_after
from symattn.steps import judge
from symattn.steps.ledger import Ledger
from symattn.notation.vocabulary import name_key
from symattn.steps.names import free_names, shown_tex
from symattn.steps.rewrites import as_the_engine_reads


def under_supposition(ctx):
    """"Suppose Φ(t_1) = Φ(t_2) with t_1 ≠ t_2. Looking at i = 0: sin t_1 = sin t_2 …": a step in the scope of a
    supposition made before it (language/suppositions.py) is claimed under it; when the supposition is neither
    applied (a condition, η > 0) nor proved, a refutation without it is none."""
    open_ = [statement for statement in ctx.claim.supposition
             if not _applied_or_proved(ctx, statement) and not _apart(ctx, statement)]
    if not open_:
        return None
    if not free_names(ctx.link.left) + free_names(ctx.link.right) and \
            not lexicon.said(words_after(ctx.text, ctx.session.statements, ctx.link.statement), "CONTRADICTION_REACHED"):
        return None  # ln 1000 ≈ 6.21 holds or fails whatever is supposed; "so 0 = 1, a contradiction" is what it gives
    return f"it is said under the supposition {shown_tex(open_[0].text)} made before it ('suppose', 'assume', " \
           f"'aus … folgt', …), which is not applied here"


def _apart(ctx, statement) -> bool:
    """The supposition is written in names the step is not built from, through the definitions and the model
    ("Assume Φ(t_1) = Φ(t_2) … ω_{d/2-1} = 10000^{-1}"): what is supposed cannot bear on it. A supposition in words
    alone, or a step whose names cannot be told, may."""
    links = [link for link in ctx.session.links if link.statement is statement]
    # the index of a supposed name is supposed on too: Φ_t = Φ_s bears on t and s (sin t = sin s)
    supposed = {name for link in links for node in free_names(link.left) + free_names(link.right)
                for name in (node.base, name_key(node), *_index_letters(node.sub))}
    if not supposed:
        return False
    asked = judge.asked(ctx)
    return asked is not None and bool(asked) and not supposed & asked


def _index_letters(sub: str) -> tuple:
    """The names in an index as written ("t", "t_1", "i,j"): letters, each with a digit or letters after "_"."""
    return tuple(re.findall(r"[A-Za-z]+(?:_\{?[A-Za-z0-9]+\}?)?", sub))


def _applied_or_proved(ctx, statement) -> bool:
    """A supposed statement the checker uses (a condition, a value, a change of the setting: a hypothesis its sentence
    does not set aside as unmodelled), or proved true: by its own step, or in the problem's setting alone ("Assume
    ‖k_i‖ = 1": a given restated, which every step is judged under)."""
    if set(ctx.verdicts.get(statement, ())) == {judge.VALID}:
        return True
    links = [link for link in ctx.session.links if link.statement is statement]
    if not links:
        return False
    facts = ctx.session.sentences.get(statement.sentence)
    if ctx.session.claims[statement].hypothesis and (facts is None or statement not in facts.hypotheses):
        return True
    given = replace(ctx, ledger=Ledger(), verdicts=MappingProxyType({}), confirmed=frozenset())
    try:
        return all(judge.evaluated(replace(given, link=as_the_engine_reads(link, ctx.session.setting, ctx.session.text)))[0] ==
                   judge.VALID for link in links)
    except SymattnError:
        return False
