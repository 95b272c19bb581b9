"""A statement said of another part of the problem: "In (i), Var(α_a) → 0", "unlike part (c)(i)", "(i) gave …".

A sub-answer often recalls what an earlier part found, in that part's setting (no noise, another query): such a
statement is not a claim about the part being read. The reference is a part's label, (i), (c)(ii), 1(c), after a
preposition that places what follows in it, before a verb that reports its result, or before a relative clause that
describes it ("compared with (ii), where c was v_a or v_b"). It covers the statements after
it in its sentence up to a contrast ("…, but …"), words that come back to this part ("here", "now") or a
semicolon.
"""

import re

from symattn.language import lexicon
from symattn.language.statements import contrasts

# (i), (ii), (c)(i), 1(c)(ii), (b), and the aliases c-i, 1c-ii: the labels of the problem's parts
LABEL = r"(?:\d\s*)?(?:\(\s*[a-h]\s*\)\s*)?\(\s*(?:i{1,3}|iv|vi?)\s*\)|(?:\d\s*)?\(\s*[a-h]\s*\)" \
        r"|(?<![\w-])\d?[a-h]-(?:i{1,3}|iv)(?![\w-])"
# words that place what follows in the part named ("in (i)", "unlike (i)"); not "from (i)" nor "as in (i)" (ANALOGY),
# which bring that part's result into this one ("q from (i)", "head 2 is exactly as in (i)")
PLACED_IN = r"in|unlike|than in|dans|contrairement à|en|a diferencia de|im|in teil|anders als in|nel|na|no"
# "as in (i)", "like in part (i)", "wie in (b)", "用 (i) 中的 q" (using the q of (i)): that part's result brought into
# this one, the statement after it this part's own ("as we saw in (i)" recalls that part's result: it stays that part's)
ANALOGY = "".join(rf"(?<!\b{word} )" for word in ("as", "like", "wie", "comme", "como", "come"))
# a label stands apart: not a function's bracket ("ReLU(A) donne", "f(a) gives")
STANDALONE = r"(?<![\w)\]}^_])"
PART_WORD = r"(?:(?:the|la|le|dem|der|el|il|a)\s+)?(?:part|partie|teil|parte|punto|item|question|frage|pregunta|domanda)\s+"
REFERENCE = re.compile(
    rf"(?:(?<![^\W\d_]){ANALOGY}(?:{PLACED_IN})\s+(?:{PART_WORD})?(?:{LABEL}))"
    rf"|(?:{STANDALONE}(?:{LABEL})\s*(?:gave|gives|showed|shows|found|had|donne|donnait|gab|ergab|daba|dio|dava))"
    rf"|(?:{STANDALONE}(?:{LABEL})\s*,?\s*(?:where|in which|when|où|wo|in dem|donde|en la que|dove|in cui|onde|"
    rf"em que)\b)"
    rf"|(?:在\s*(?:{LABEL})\s*(?:中|里)|(?<!用)(?<!用 )(?:{LABEL})\s*(?:中|では|에서))",
    re.IGNORECASE)


# "Var(α_a) → 0 in (i)", "(vs ~0 in c-i)": the reference right after the statement, in its clause
REFERENCE_AFTER = re.compile(rf"^\s*\)?\s*(?:{PLACED_IN})\s+(?:{PART_WORD})?(?:{LABEL})", re.IGNORECASE)


def said_of_another_part_after(words_after: str) -> str | None:
    """The reference ("in (i)") right after a statement, before anything else is said; else None."""
    found = REFERENCE_AFTER.match(words_after)
    return found.group(0).strip().lstrip(")").strip() if found else None


def said_of_another_part(words_before: str) -> str | None:
    """The reference ("In (i)") the statement is said under, from the words of its sentence before it; else None."""
    found = None
    for found in REFERENCE.finditer(words_before):
        pass
    if found is None:
        return None
    after = words_before[found.end():]
    if ";" in after or contrasts(after) or lexicon.said(after, "IN_THIS_PART"):
        return None
    return found.group(0).strip()
