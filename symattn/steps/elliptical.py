"""A value said after a joint, its subject and relation left out: "c → v_a when η > 0 and v_b when η < 0",
"$\\alpha_a \\to 1$ if $\\eta > 0$, and $0$ otherwise", "c ≈ v_a si η > 0, et ≈ v_b si η < 0".

The clause after the joint says that the earlier step's subject stands in that relation (or the one written before
the value) to the new value: the step `subject op value`, placed where the value is written. Only when nothing else
can be meant, so that the reading is whole:
- the words between the earlier step and the value are a condition's, a joint's or "otherwise"'s, and the math
  between them is conditions (inequalities) alone;
- the words after the value, to the clause's end, are a condition's or "otherwise"'s, and so is its math;
- there are cases to tell apart: a condition, an "otherwise" or a probability ("with probability ½") on each side
  of the joint;
- the value is of the earlier value's kind (of the same families of names, or a number for a number).
The case of the step is then read as for any step of its sentence (cases.py).
"""

import re
from dataclasses import replace

from symattn.errors import NotationError
from symattn.language import lexicon
from symattn.language.sentences import next_sentence_end
from symattn.language.tokens import tokenize as word_tokens
from symattn.notation import parse
from symattn.notation import syntax as s

_SAID_OF = ("approx", "to", "=")
_CONDITION_OPS = frozenset({"<", ">", "le", "ge", "ne", "in", "notin"})
_JOINTS = ("LIST_JOINT", "OTHERWISE")
_CASES = ("CONDITION", "CASE_FOR", "CASE_AFTER", "OTHERWISE", "SIGN_POSITIVE", "SIGN_NEGATIVE")
# the relation said again in words before the value ("… and tends to v_b when …", "… and to v_b when …")
_RESTATED = ("APPROX_WORDS", "EQUALS_WORDS", "COPULA", "TOWARD")
_OP_OF_WORDS = {"APPROX_WORDS": "approx", "EQUALS_WORDS": "=", "TOWARD": "to"}
_CLAUSE_END = re.compile(r"[;:!?。；！？\n]|\.(?!\d)")  # a point before a digit is a decimal one (0.5)
_COMMAS = frozenset({",", "，", "、"})
_RELATION_BEFORE = re.compile(r"^\s*(\\approx|\\to|\\rightarrow|→|≈|=|->)\s*")
_OP_OF = {"\\approx": "approx", "≈": "approx", "\\to": "to", "\\rightarrow": "to", "→": "to", "->": "to", "=": "="}
CONDITION_MARK = "\u2063"  # where a condition's math stood, in the words around a value (no letter, no token)


def elliptical_steps(document, links: list, make) -> list:
    """The steps said by values standing after a joint, each after the last step its sentence says before it."""
    conditions = [link for link in links if link.op in _CONDITION_OPS]
    found = []
    for step in links:
        if step.op not in _SAID_OF or any(f.left_span[0] <= step.span[0] < f.span[1] for f in found):
            continue
        if step.op == "=" and step.first and isinstance(step.left, s.Name):
            continue  # "q = t k_a if …, and t k_b if …": a name given values by cases defines nothing read here
        end = _clause_end(document.text, links, step)
        masked = _masked(document.text, conditions, step.span[1], end)
        value = _value_after(masked, step, end)
        if value is not None:
            op, node, span, otherwise = value
            # said in the step's own mood: "… if η > 0 and $0$ otherwise" supposes nothing by its "if"
            link = make(op, step.left, node, span, step.left_span, step.statement)
            found.append(replace(link, first=False, elliptical=True, otherwise=otherwise))  # it defines nothing
    return found


def _value_after(masked: str, step, end: int):
    """(op, node, span, said otherwise) of the value the clause after the step says, or None."""
    tokens = word_tokens(masked, step.span[1], end)
    words = lexicon.scan(tokens, *_JOINTS, *_CASES, *_RESTATED)
    read = {i for match in words for i in range(match.first, match.last)} | \
        {i for i, token in enumerate(tokens) if token.text == CONDITION_MARK}
    first = next((i for i, token in enumerate(tokens) if i not in read and token.text not in _COMMAS), None)
    if first is None:
        return None
    # the value ends where its case opens: a case's words, or a mark (a probability said, a condition's math)
    starts = {m.first for m in words if m.concept in _CASES} | \
        {i for i, token in enumerate(tokens) if token.text == CONDITION_MARK}
    stop = next((i for i in range(first + 1, len(tokens)) if i in starts or tokens[i].text in _COMMAS), len(tokens))
    # the value's own case: up to a comma after it, every word a case's (what follows a comma is another clause)
    comma = next((i for i in range(stop, len(tokens)) if tokens[i].text in _COMMAS), len(tokens))
    if any(i in read for i in range(first, stop)) or \
            any(i not in read for i in range(stop, comma) if re.search(r"\w", tokens[i].text)):
        return None
    # where the value's clause opens: after the last joint, or at an "otherwise" that joins it alone
    joints = [m.last for m in words if m.last <= first and m.concept == "LIST_JOINT"] + \
        [i + 1 for i in range(first) if tokens[i].text in _COMMAS] + \
        [m.first for m in words if m.last <= first and m.concept == "OTHERWISE"]
    if not joints:
        return None
    joint = max(joints)
    own = [m for m in words if (joint <= m.first and m.last <= first) or (stop <= m.first and m.last <= comma)]
    marks = [i for i in [*range(joint, first), *range(stop, comma)] if tokens[i].text == CONDITION_MARK]
    otherwise = any(m.concept == "OTHERWISE" for m in own)
    if not (marks or otherwise or any(m.concept in _CASES for m in own)):
        return None
    restated = [m for m in words if m.concept in _RESTATED and m.last <= first]
    if restated and not (restated[-1].last == first and restated[-1].first >= joint):
        return None  # a relation's words stand only right before the value
    start = tokens[first].start
    written = masked[start:tokens[stop - 1].end].replace("$", " ")  # positions hold
    relation = _RELATION_BEFORE.match(written)
    op = _OP_OF[relation.group(1)] if relation else _OP_OF_WORDS.get(restated[-1].concept) if restated else None
    op = op or step.op
    begin = start + (relation.end() if relation else len(written) - len(written.lstrip()))
    rest = written[begin - start:].rstrip()
    try:
        node = parse(rest, begin)
    except (NotationError, RecursionError):
        return None
    if isinstance(node, s.Relation) or not _kind_alike(step.right, node):
        return None
    return op, node, (begin, begin + len(rest)), otherwise


def _kind_alike(first, second) -> bool:
    """Two values of one kind: of the same families of names, or numbers both."""
    families = [frozenset(n.base for n in s.walk(node) if isinstance(n, s.Name)) for node in (first, second)]
    return families[0] == families[1]


def _clause_end(text: str, links: list, step) -> int:
    """Where the clause after a step ends: its sentence's end, a clause mark, or the next step that is no
    condition."""
    found = next_sentence_end(text, step.span[1])
    end = len(text) if found is None else found.start()
    mark = _CLAUSE_END.search(text, step.span[1], end)
    end = mark.start() if mark else end
    later = [link.left_span[0] for link in links if link.left_span[0] >= step.span[1] and
             link.op not in _CONDITION_OPS]
    return min([end, *later])


def _masked(text: str, conditions: list, start: int, end: int) -> str:
    """The text with the math of each condition between start and end written as one mark, and each probability
    said with its number ("with probability ½": the chance of the value's own case, steps/probability_words.py reads
    it) as one too (positions hold)."""
    chars = list(text)
    for link in conditions:
        left, right = link.left_span[0], link.span[1]
        if start <= left and right <= end:
            chars[left:right] = CONDITION_MARK + " " * (right - left - 1)
    for match in lexicon.scan(text[start:end], "PROBABILITY_OF"):
        number = PROBABILITY_NUMBER.match(text, start + match.end, end)
        if number is not None:
            left, right = start + match.start, number.end()
            chars[left:right] = CONDITION_MARK + " " * (right - left - 1)
    return "".join(chars)


# the number after "with probability": ½, 1/2, 0.5 (0,5 with a decimal comma), 50 %, in or out of dollars; not the
# first of two numbers side by side (a PDF's flattened ½, "1 2")
PROBABILITY_NUMBER = re.compile(r"[\s$]*(?:\d,\d+(?![\d,])|\d+(?:\.\d+)?(?![ \t]+\d)(?:\s*/\s*\d+)?\s*%?|[½⅓⅔¼¾]|"
                                r"\\[dt]?frac\{\d+\}\{\d+\})\$?")

