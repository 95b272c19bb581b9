"""Lists joined by relations, read item by item: "Q, K, V → PQ, PK, PV" is Q → PQ, K → PK and V → PV, and
"v_1, v_2, v_3 = V x_1, V x_2, V x_3 = u_b, 0, u_b − u_c" is three chains, v_i = V x_i = … each.

The document cuts math at a clause's comma, so such a line is read as the relations between the lists' inner items
(V → PQ; V x_3 = u_b), claims nobody made. Where the text before a relation's left side is a list of expressions
(set off by commas, the last one by a list's joint, "and", "und", "和"), and the text after each right side a list as
long (whose last item may be the next relation's left side), and no item holds a word of prose, the line says one
relation per pair, in order. Lists of different lengths, or items that do not read, leave the line as it was read.
"""

import re
from collections import Counter
from dataclasses import replace

from symattn.errors import NotationError
from symattn.language import lexicon
from symattn.notation import parse
from symattn.notation.vocabulary import GREEK_NAMES

PAIRED_OPS = ("=", "to", "approx")
COMMA = re.compile(r"\s*,\s*")
JOINT_WORD = re.compile(r"\s*(\w+)\s+")
# a token of an item: what no separator, relation or stop cuts; an item is tokens apart by spaces or an operator
TOKEN = re.compile(r"[^\s,;:=<>≈→↦!?]+")
OPERATOR_GAP = re.compile(r"[ \t]*(?:[-+−*/·×][ \t]*)?")
RELATION_NEXT = re.compile(r"[ \t]*(?:[=<>≈→↦]|->|\\(?:to|approx|mapsto|le|ge|sim)\b)")
FUNCTIONS = {"softmax", "relu", "exp", "log", "ln", "sqrt", "sin", "cos", "max", "min"}
MAX_ITEMS = 8


def paired_steps(document, links: list, made) -> tuple:
    """(steps, links read as pairs): each pair's relations, with their own spans, and the links they replace."""
    text = document.text
    steps, replaced = [], []
    alone = Counter(link.statement for link in links)
    starting = {link.left_span[0]: link for link in links if alone[link.statement] == 1}
    for link in links:
        if link.op not in PAIRED_OPS or alone[link.statement] > 1 or any(link is done for done in replaced):
            continue  # a chain in one statement (Q' = PXW_Q = PQ, K' …) is no pair of lists
        lefts = _items_before(text, link.left_span[0])
        if not lefts:
            continue
        lists, joints = [lefts + [(link.left, link.left_span)]], [link]
        size = len(lists[0])
        while True:
            rights, next_at = _items_after(text, joints[-1].span[1])
            items = [(joints[-1].right, joints[-1].span)] + rights
            following = starting.get(next_at) if next_at is not None else None
            # the item a relation follows closes this list and opens the next one's chain ("…, V x_3 = u_b, 0, …")
            # only where the list needs it; a list complete before it ends there ("…, v_b and c → …")
            chained = following is not None and following.op in PAIRED_OPS and len(items) + 1 == size
            lists.append(items + [(following.left, following.left_span)] if chained else items)
            if not chained:
                break
            joints.append(following)
        if any(len(items) != size for items in lists):
            continue
        try:
            nodes = [[_node(item) for item in items] for items in lists]
        except (NotationError, RecursionError):
            continue
        for row in range(len(lists[0])):
            for column, joint in enumerate(joints):
                steps.append(replace(made(joint.op, nodes[column][row], nodes[column + 1][row],
                                          lists[column + 1][row][1], lists[column][row][1], joint.statement),
                                     paired=True))
        replaced.extend(joints)
    return tuple(steps), tuple(replaced)


def _node(item):
    """An item's syntax tree: a link's own side as read, or the item's text parsed where it stands."""
    what, span = item
    return parse(what, span[0]) if isinstance(what, str) else what


def _items_before(text: str, end: int) -> list:
    """[(text, span)] of the list's items before a relation's left side ("Q, K, " before "V"), in order; [] when
    none, or when math goes on before the first (then it is no list's start)."""
    items = []
    while len(items) < MAX_ITEMS:
        separator = _separator_ending_at(text, end)
        if separator is None or items and text[separator:end].strip(" ,"):
            break  # a list's joint word stands before its last item only ("Q, K and V"; "… and q_1, q_2 = …")
        start = _item_start(text, separator)
        if start is None:
            break
        items.insert(0, (text[start:separator], (start, separator)))
        end = start
    return items if items and not _math_before(text, end) else []


def _items_after(text: str, start: int) -> tuple:
    """([(text, span)] of the list's items after a relation's right side, where the item a relation follows
    starts or None): ", PK, PV" after "PQ"; ", V x_2" and then V x_3, the next relation's left side, in
    "= V x_1, V x_2, V x_3 = …"."""
    items = []
    while len(items) < MAX_ITEMS:
        separator = _separator_at(text, start)
        if separator is None:
            break
        end = _item_end(text, separator)
        if end is None:
            break
        if RELATION_NEXT.match(text, end):
            return items, separator  # "v_b and c → …", "…, V x_3 = u_b": the next relation's left side
        if text[start:separator].strip(" ,") and text[end:end + 2].lstrip(" ").startswith(",") and \
                _more_items(text, end):
            break  # "… u_b − u_c and q_1, q_2 = …": after "and" the list's last item, or the next list's first
        items.append((text[separator:end], (separator, end)))
        start = end
    rest = text[start:start + 3].lstrip(" \t")
    # the list ends there: not an operator going on with its last item, nor one more item
    ended = not (rest and rest[0] in "+-−*/^_=<>≈→·×" or rest.startswith(",") and _more_items(text, start))
    return (items if ended else []), None


def _item_end(text: str, start: int):
    """Where the item starting at `start` ends: its tokens apart by spaces or an operator, up to a separator, a
    relation, a stop or a word of prose; None when there is none."""
    end, at = None, start
    while True:
        token = TOKEN.match(text, at)
        if token is None or _prose(token.group(0)):
            break
        word = token.group(0).rstrip(".")
        if not word:
            break
        end = token.start() + len(word)
        if len(word) < len(token.group(0)):
            break  # "…, u_b − u_c.": the full stop ends the list
        gap = OPERATOR_GAP.match(text, end)
        if gap.end() == end:
            break
        at = gap.end()
    return end


def _item_start(text: str, end: int):
    """Where the item ending at `end` starts (tokens apart by spaces or an operator, back to a separator, a relation,
    a stop or a word of prose); None when there is none."""
    window = max(0, end - 60)
    start = None
    for token in reversed(list(TOKEN.finditer(text, window, end))):
        if start is None and token.end() != end or start is not None and \
                not OPERATOR_GAP.fullmatch(text[token.end():start]):
            break  # the item ends right at `end`, and its tokens are apart by spaces or an operator only
        if _prose(token.group(0)) or token.group(0).endswith(".") or token.start() == window and window:
            break
        start = token.start()
    return start


def _more_items(text: str, start: int) -> bool:
    separator = _separator_at(text, start)
    return separator is not None and _item_end(text, separator) is not None


def _separator_at(text: str, start: int):
    """Where the item after a separator at `start` starts (", ", " and ", ", and "), or None."""
    comma = COMMA.match(text, start)
    at = comma.end() if comma else start
    joint = JOINT_WORD.match(text, at)
    if joint and lexicon.said(joint.group(1), "LIST_JOINT") and (comma or joint.group(0)[:1].isspace()):
        return joint.end()
    return at if comma else None


def _separator_ending_at(text: str, end: int):
    """Where the item before a separator that ends at `end` ends, or None."""
    before = text[max(0, end - 16):end]
    joint = re.search(r"(?:\s*,\s*|\s+)(\w+)\s+$", before)
    if joint and lexicon.said(joint.group(1), "LIST_JOINT"):
        return end - len(joint.group(0))
    comma = re.search(r"\s*,\s*$", before)
    return end - len(comma.group(0)) if comma else None


def _math_before(text: str, end: int) -> bool:
    """Does math go on before the list's first item (then it is no list's start)? A list opens a line, a bracket, a
    colon or a formula's $, or follows a word of prose ("so", "Then"): a letter (t in "t mu_a, q_2 = …"), a Greek
    name ("mu"), a relation or a sign before it makes the item the end of something else."""
    line = text[max(0, end - 40):end].split("\n")[-1]
    before = line.rstrip(" \t")
    if not before or before[-1] in ":($":
        return False
    word = re.search(r"([^\W\d_]+)$", before)
    if word is None or len(before) == len(line):
        return True
    return len(word.group(1)) < 2 or word.group(1) in GREEK_NAMES


def _prose(token: str) -> bool:
    """A word of prose: two letters or more, one of them lowercase, in brackets or not (So, then, respectively;
    not PQ, Qx_1, mu, softmax)."""
    core = token.strip("()[]{}.,;:")
    return len(core) >= 2 and core.isalpha() and not core.isupper() and \
        core.lower() not in FUNCTIONS and core not in GREEK_NAMES


def in_a_list(text: str, link) -> bool:
    """Does the link stand between items of lists ("Q, K and V → PQ, PK and PV"), paired or not?"""
    return bool(_items_before(text, link.left_span[0])) or bool(_items_after(text, link.span[1])[0])
