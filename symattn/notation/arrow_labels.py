"""An arrow with a label: `\\xrightarrow[t\\to\\infty]{}`, `\\xrightarrow{\\beta\\to\\infty}`,
`\\underset{s\\to\\infty}{\\longrightarrow}`, `\\overset{…}{\\to}`, `\\stackrel{…}{\\to}`, `\\to_{t\\to\\infty}`.

A label that says where one name goes ("t → ∞", "β → 0") is a direction said beside the arrow: the arrow is read as a
plain → and the label is kept, with its place, for the readers of directions. Any other label (a condition, a word,
"softmax") is blanked and the grammar refuses the arrow: the arrow and what it claims go unread, to a person, rather
than read as a bare → that drops what the label said.
"""

import re
from dataclasses import dataclass

_ARROW = r"\\(?:to|rightarrow|longrightarrow)(?![A-Za-z])|→|⟶"


def _group(name: str) -> str:
    return r"\{(?P<" + name + r">(?:[^{}]|\{[^{}]*\})*)\}"  # one brace group, one level of nesting inside


_OPTIONAL = r"(?:\s*\[(?P<below>[^\[\]]*)\])?"
LABELLED = re.compile(
    r"\\xrightarrow" + _OPTIONAL + r"\s*" + _group("above") +
    r"|\\(?:underset|overset|stackrel)\s*" + _group("label") + r"\s*\{\s*(?:" + _ARROW + r")\s*\}" +
    r"|(?:" + _ARROW + r")\s*_\s*" + _group("sub"))
# what a label must be to be read: one name, an arrow, where it goes (a number, ±∞, 0 with its side)
DIRECTION = re.compile(r"^\s*(?:\\,|\\;|\\ )*(?P<name>\\?[A-Za-z]+(?:_\{?\w+\}?)?)\s*(?:" + _ARROW +
                       r"|->)\s*(?P<to>[-+]?\s*(?:\\infty|∞|\d+(?:\.\d+)?)(?:\s*\^\s*\{?\s*[+-]\s*\}?|[⁺⁻])?)"
                       r"\s*(?:\\,|\\;|\\ )*$")


@dataclass(frozen=True)
class ArrowLabel:
    """A direction said in an arrow's label: its text ("t\\to\\infty") and where it starts in the write-up."""

    text: str
    position: int


FILLER = "∙"  # what an unread label's characters become: no word, no relation, no brace
# the problem's counts and dimensions: "\xrightarrow{n\to\infty}" takes another limit than the scale's, which no
# reader of directions reads, so its arrow is left unread rather than read as the scale's →
COUNTS = frozenset({"n", "N", "d", "T", "m"})


def read_arrow_labels(text: str) -> tuple:
    """(text with each arrow whose labels all say a direction written as a plain → of the same length, the labels
    (ArrowLabel, …) in order). An arrow with no label text (`\\xrightarrow{}`) is a plain → too."""
    chars, labels = list(text), []
    for found in LABELLED.finditer(text):
        said = [(found.group(name), found.start(name)) for name in ("below", "above", "label", "sub")
                if found.group(name) is not None and found.group(name).strip()]
        if not all(_a_scale_direction(label) for label, _ in said):
            # a label not read: its words and relations blanked to a filler no reader takes apart (a \text{…} or a
            # ">" in it would cut its statement in two and hide the arrow's claim), so that the grammar refuses the
            # arrow whole and its statement goes to a person
            for label, at in said:
                chars[at:at + len(label)] = list(FILLER * len(label))
            continue
        labels.extend(ArrowLabel(label.strip(), at + len(label) - len(label.lstrip())) for label, at in said)
        start, end = found.span()
        chars[start:end] = list("\\to" + " " * (end - start - 3))
    return "".join(chars), tuple(labels)


def _a_scale_direction(label: str) -> bool:
    """The label says where one name goes, and the name is no count or dimension of the problem."""
    found = DIRECTION.match(label)
    return found is not None and found.group("name") not in COUNTS
