"""A mark over a letter that the write-up defines from that letter ("Let $\\hat u = u/\\beta$", "ū_i := u_i/‖u_i‖"),
names beside a naming word ("Let $\\hat k_a$ be …", "Write $\\hat u_i$ for …", "$\\hat u_i$ denotes …"), or in a
write-up that speaks of unit vectors or directions anywhere ("with the unit vectors $\\hat u_i$", "Normalize each
u_i by β.", "the direction of $q$") is a name of its own: read as the letter (the notation reads \\hat{k}_a as k_a,
a unit key written with a hat), its definition would say u = u/β, and every formula written with it would be read of
u (whose norm may be β). Its marks are rewritten, one character for one, into ones the notation does not read (\\hat
→ \\Hat, a combining hat → a combining breve), so each formula that writes it is not read, and says why, rather than
read of another name.
"""

import re

from symattn.language import lexicon
from symattn.language.sentences import sentence_start

# a mark command, or a combining hat or bar, over one letter (and its index), on the left of a definition whose right
# side writes the letter itself: \hat u = u/β, \bar{u}_i := u_i/‖u_i‖, û_b = u_b/β
_MARKED = r"(?:\\(?P<command>hat|bar)\s*(?:\{\s*(?P<braced>[A-Za-z])\s*\}|(?P<bare>[A-Za-z]))|" \
          r"(?P<combined>[A-Za-z])[\u0302\u0304])"
DEFINED_MARK = re.compile(_MARKED + r"\s*(?:_\s*(?:\{[^{}$]{1,8}\}|\w))?\s*(?::=|≔|\\coloneqq|=)"
                                     r"(?P<right>[^=$\n]{1,80})")
OWN = {"hat": "Hat", "bar": "Bar"}
COMBINING_OWN = {"\u0302": "\u0306", "\u0304": "\u0306"}
MARK = re.compile(_MARKED)


def own_marked_letters(text: str) -> frozenset:
    """The letters whose marked form the text defines from the letter itself or names beside a naming word; every
    marked letter of a text that speaks of unit vectors or directions (NORMALIZED)."""
    marks = list(MARK.finditer(text))
    if not marks:  # most texts: no mark, and no need to scan their words (read_document asks of every text)
        return frozenset()
    found = set()
    for match in DEFINED_MARK.finditer(text):
        letter = match["braced"] or match["bare"] or match["combined"]
        if re.search(rf"(?<![A-Za-z\\]){letter}(?![A-Za-z])", match["right"]):
            found.add(letter)
    normalized = lexicon.said(text, "NORMALIZED")  # "Normalize each u_i by β.", "the direction of q": anywhere
    for match in marks:
        letter = match["braced"] or match["bare"] or match["combined"]
        if letter in found:
            continue
        start = sentence_start(text, match.start())
        after = text[match.end():match.end() + 30]
        if normalized or lexicon.closes(text[start:match.start()], "NAMING", skipping="$") is not None or \
                lexicon.opens(NAME_GOES_ON.sub("", after, count=1), "NAMING", skipping="$") is not None:
            found.add(letter)
    return frozenset(found)


# what follows a marked letter before the word after its name: its index, a closing dollar ("\\hat u_i$ denotes")
NAME_GOES_ON = re.compile(r"^\s*(?:_\s*(?:\{[^{}$]{1,8}\}|\w))?\s*\$?")


def with_own_marks(text: str) -> str:
    """The text with the marks over each such letter rewritten (same length), so that they are not read as the
    letter."""
    letters = own_marked_letters(text)
    if not letters:
        return text
    word = "|".join(sorted(letters))

    def command(match):
        return "\\" + OWN[match["command"]] + match.group(0)[len(match["command"]) + 1:]
    text = re.sub(rf"\\(?P<command>hat|bar)(?=\s*(?:\{{\s*(?:{word})\s*\}}|(?:{word})(?![A-Za-z])))", command, text)
    return re.sub(rf"(?<=(?:{word}))[\u0302\u0304]", lambda m: COMBINING_OWN[m.group(0)], text)
