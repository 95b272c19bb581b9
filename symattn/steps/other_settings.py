"""A step said in another setting of the problem, named in words: "Compare with the single head: there c → v_a or
v_b" in the multi-head part, "with two heads, c → ½(v_a + v_b)" in the single-head one. It is said of that setting,
not of the part being read, so it is no claim of the write-up's here (the lexicon's ONE_HEAD_SETTING and
TWO_HEAD_SETTING place what follows them, up to a semicolon, a contrast or words that come back: "here", "now")."""

from symattn.language import lexicon
from symattn.language.statements import contrasts, sentence_until

# the setting a part of each kind is not: its name places a statement elsewhere
OTHER_SETTING = {"two-head": "ONE_HEAD_SETTING", "softmax": "TWO_HEAD_SETTING"}


def said_of_another_setting(ctx):
    return other_setting_named(ctx.session, ctx.link)


def other_setting_named(session, link):
    """Why the step is said of another setting than the part's ("said of another setting ('with a single head') …"),
    or None."""
    other = OTHER_SETTING.get(session.setting.kind)
    if other is None:
        return None
    before = sentence_until(session.text, session.statements, link.statement)
    found = lexicon.last(before, other) if before else None
    if found is None:
        return None
    after = before[found.end:]
    if ";" in after or contrasts(after) or lexicon.said(after, "IN_THIS_PART"):
        return None
    return f"said of another setting ('{before[found.start:found.end].strip()}'), not of this part: not a claim here"
