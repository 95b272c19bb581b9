"""Marks the reader sets on a step from how it is written, before it is judged: an arrow between two relations, a
side cut at a word, a function applied without parentheses, notation the checker does not model, a head's label
written as a power, a weight with no head, a case named before a colon, a step inside a proof by contradiction.

Every mark is found here, once per step, from the text and the step's place in it; the rules (rules.py) read the
marks and never the text. Word knowledge comes from the lexicon; what is left as patterns is notation.
"""

import re
from dataclasses import dataclass, replace

from symattn.language import lexicon
from symattn.language.sentences import sentence_ends
from symattn.language.statements import head_named_before, words_before
from symattn.notation import syntax as s
from symattn.notation.vocabulary import GREEK_NAMES
from symattn.steps.reading import RELATION_COMMAND, across_prose, written_span
from symattn.steps.rewrites import is_prime
from symattn.steps.sentences import INDEX_LETTERS

# \sin\omega t_1, \cos 2x, \ln 2e^t: a function without parentheses before a product, read as f(ω)·t_1 though many
# mean f(ω t_1); a step whose verdict may rest on that reading is never wrong
FUNCTION_WORDS = r"sin|cos|tan|cot|sec|csc|exp|log|ln"
AMBIGUOUS_CALL = re.compile(
    r"\\(?:" + FUNCTION_WORDS + r")(?![A-Za-z])\s*(?:\^\s*(?:\{[^{}]*\}|[^\s{])\s*)?"  # \sin, \cos^2
    r"(?:\\[dt]?frac\s*\{[^{}]*\}\s*\{[^{}]*\}|"  # its argument: \frac{a}{b} whole,
    r"\\(?!(?:left|right|[bB]igg?|[dt]?frac)(?![A-Za-z]))[A-Za-z]+(?![A-Za-z])|\d+(?![\d.])|[A-Za-z])"  # ω, 2,
    r"(?:_(?:\{[^{}]*\}|[A-Za-z0-9]))?\s*"  # x_1
    r"(?=[A-Za-z0-9(]|\\(?!(?:cdot|times|right|[qb]?quad|to|approx|leq?|geq?|neq?|in|notin|sim|gg|ll|end|text|"
    r"frac|over|" + FUNCTION_WORDS + r")(?![A-Za-z]))[A-Za-z])")  # then a factor juxtaposed
# the same in plain text or Unicode: sin w t1, cos ωt₁
PLAIN_AMBIGUOUS_CALL = re.compile(r"(?<![A-Za-z\\])(?:" + FUNCTION_WORDS + r")(?![A-Za-z])\s*"
                                  r"(?:[A-Za-zα-ω](?:_?\w)?|\d+(?![\d.]))"  # a whole number: ln 1000 is ln(1000)
                                  r"\s*(?=[A-Za-z0-9α-ω(])")
DERIVATIVE = re.compile(r"\\frac\s*\{\s*(?:d|\\partial|\\mathrm\s*\{?\s*d\s*\}?)[^{}]*\}\s*\{\s*(?:d|\\partial|"
                        r"\\mathrm\s*\{?\s*d\s*\}?)\s*[A-Za-z\\]|\\partial|\\nabla|\\int(?![a-z])")
# a plain-text side cut at a word that math goes on after (`≈ 2 eps e^t`) or before (`2 eps e^t ≈`)
GLUED_AFTER = re.compile(r"(?P<word>[A-Za-z]{2,})")
GLUED_BEFORE = re.compile(r"(?<![A-Za-z])(?P<word>[A-Za-z]{2,})\(*$")
CUT_NAME_BEFORE = re.compile(r"[=≈→][ \t]*(?P<word>[A-Za-z][A-Za-z0-9]*)[ \t]+$")
# a capital with a mark glued to it (Hp, Qp, Xp) right before a side: a name the prose reader took for a word
CAPITAL_NAME_BEFORE = re.compile(r"(?<![A-Za-z])(?P<word>[A-Z][a-z]?)[ \t]+$")
PROSE_OPENERS = ("THEN", "CONDITION", "HYPOTHESIS", "CONCLUSION", "SUPPOSE", "CONSEQUENCE")
CUT_AFTER = re.compile(r"[ \t]+(?P<word>[A-Za-z]{2,})[ \t]*(?:[*·(^_]|[A-Za-z0-9]+[ \t]*[\^_(]|\d)")
# "ts − t = tη": a side that opens with an operator after a run of letters that are each a name (t·s)
OPERATOR_AFTER_LETTERS = re.compile(r"(?<![A-Za-z])(?P<word>[A-Za-z]{2,4})[ \t]*$")
CUT_BEFORE = re.compile(r"(?:\d|[)}*·^_]|(?<![A-Za-z])[A-Za-z])[ \t]*[*·]?[ \t]*(?P<word>[A-Za-z]{2,})[ \t]+$")
WEIGHT = re.compile(r"\\alpha|α|\balpha")
CASE_REACH = 3  # words between "for" and the case it names ("for the case i = 1:")


@dataclass(frozen=True)
class Marks:
    arrow_between: bool = False  # `a = b -> c ≈ d`: an arrow with a relation on each side
    arrow_spelled_in_tex: bool = False  # that arrow written as a TeX command (\to, \Rightarrow)
    joined_across_words: bool = False  # `≈ 2 eps e^(-t) with eps = n - 2`: prose between a relation's sides
    head_label: bool = False  # α^{(1)}: a head's label the notation reads as a power
    unmodelled: str | None = None  # why the notation is not modelled (a derivative, a prime)
    cut_word: str | None = None  # the word a plain-text side was cut at (`2 eps e^t`)
    ambiguous_call: bool = False  # \sin\omega t: a function with no parentheses before a product
    headless_weight: bool = False  # α_a with two heads and none named
    case_label: bool = False  # "for i = 1:": a case named before a colon
    in_contradiction: bool = False  # after "suppose, for contradiction", before the contradiction is reached
    imaginary_unit: bool = False  # e^{iθ}, cos θ + i sin θ: the i of complex numbers, which is no index here
    quantity_in_words: bool = False  # "the variance of $c$ $\to 0$": the left side is a quantity said in words
    hedged: bool = False  # "essentially c = v_a": a hedge right before the relation makes its "=" an ≈


def joints_of(links: list) -> set:
    """(chain, span) where one relation of a chain ends and another starts: `a = b -> c ≈ d`."""
    return {(item.chain, item.span) for item in links} & {(item.chain, item.left_span) for item in links}


def contradictions_of(text: str) -> tuple:
    """(where each proof by contradiction opens, where it is reached or None), read once per write-up."""
    opened = [m.end for m in lexicon.scan(text, "FOR_CONTRADICTION")]
    reached = [m.start for m in lexicon.scan(text, "CONTRADICTION_REACHED")]
    # "Angenommen, … gälte A. Dann folgt B. … Widerspruch.": a contradiction reached with no "for contradiction" said
    # closes the supposition last made before it, which opened the proof
    # a supposition said after what it supposes ("Φ(t₁) = Φ(t₂) with t₁ ≠ t₂, say.", "… 라고 하면"): its sentence
    # opens the proof
    after = lexicon.scan(text, "HYPOTHESIS_AFTER")
    ends = sentence_ends(text)
    supposed = sorted([m.end for m in lexicon.scan(text, "SUPPOSE") if not any(
        found.start <= m.start < found.end for found in after)] +
        [max((end for end in ends if end <= found.start), default=0) for found in after])
    for at in reached:
        before = [start for start in supposed if start < at]
        if before and not any(before[-1] - 40 <= start <= at for start in opened):
            opened.append(before[-1])
    return tuple((start, next((at for at in reached if at >= start), None)) for start in sorted(opened))


def marks_of(text: str, statements: tuple, link, joints: set, heads: tuple, matrices: bool,
             contradictions: tuple = (), remarks: frozenset = frozenset()) -> Marks:
    written = text[link.left_span[0]:link.span[1]]
    # a relation on each side of the arrow; or a number before it whose subject the words gave ("the others 0 → c_2
    # → v_1"): no number tends to anything, so the arrow is "so" there too
    between = link.op == "to" and ((link.chain, link.span) in joints and (
        (link.chain, link.left_span) in joints or isinstance(link.left, s.Num) and link.first) or
        # "λ → ∞ → w_a, w_b → ½": nothing tends from ∞ to a value, so an arrow after "λ → ∞" is "so" too
        isinstance(link.left, s.Infinity) and (link.chain, link.left_span) in joints)
    return Marks(
        arrow_between=between,
        arrow_spelled_in_tex=text[link.left_span[1]:link.span[0]].strip(" \t\n$&").startswith("\\"),
        joined_across_words=joined_across_words(text, link) and not said_in_words(text, link),
        head_label=_head_labelled(link, text) and head_labelled(heads, text, link) is None,
        unmodelled=_not_modelled(link, text, matrices),
        # a left side said in words ("la varianza de α_a tiende a 0") is no formula a word could cut
        cut_word=None if said_in_words(text, link) else _cut_at_a_word(text, link, remarks),
        hedged=link.op == "=" and lexicon.closes(text[max(0, link.left_span[0] - 40):link.left_span[0]].replace(
            "$", " "), "HEDGE") is not None,
        ambiguous_call=bool(AMBIGUOUS_CALL.search(written) or PLAIN_AMBIGUOUS_CALL.search(written)),
        headless_weight=_headless_weight(text, link, written, heads) and head_labelled(heads, text, link) is None,
        case_label=_case_label(text, statements, link),
        in_contradiction=_in_contradiction(contradictions, link),
        imaginary_unit=_imaginary_unit(link),
        quantity_in_words=link.first and lexicon.closes(
            NAMES_LISTED.sub("", text[max(0, link.left_span[0] - 60):link.left_span[0]].replace("$", " ")),
            "QUANTITY_OF") is not None)


# "Variance of c_1 and c_2 → 0": names listed before the step's left side, which the quantity in words governs too
NAMES_LISTED = re.compile(r"(?:\s*[^\W\d_](?:_\{?\w{1,3}\}?|[₀-₉]+)?\s*(?:,|\band\b|\bund\b|\bet\b|\by\b|\be\b|и|和|与|及)\s*)+$")


def said_in_words(text: str, link) -> bool:
    """A step whose left side the words say (its standard deviation is ½: steps/spread_words.py; each case with
    probability ½: steps/probability_words.py; a score: steps/score_words.py), not a formula."""
    concept = {"SD": ("STANDARD_DEVIATION",), "Var": ("VARIANCE",), "Pr": ("PROBABILITY_OF", "EQUALLY_LIKELY")}.get(
        link.left.func if isinstance(link.left, s.Call) else None)
    if concept is None and isinstance(link.left, s.Product):
        concept = ("SCORE_NOUN", "OTHER_SCORES")  # "logits t(1+η) for a": k_aᵀq₁ (score_words.py); "the rest ≈ 0"
    return concept is not None and lexicon.scan(text[link.left_span[0]:link.left_span[1]], *concept) != []


def joined_across_words(text: str, link) -> bool:
    """The link's sides are joined across words of prose: no one relation, so no step, nor a case a probability in
    words is of ("‖k_a‖ > 1 or < 1": no 1 < 1)."""
    # "≈ 1.953 for $d=128$ and $\approx 3.714$": the relation's own command is no word, the "and" before it is
    gap = text[link.left_span[1]:link.span[0]]
    return not link.elliptical and not link.paired and across_prose(text, link) and written_span(text, link.statement, link.span) == link.span and \
        not _copula_only(text, link, gap) and not relative_clause(gap)


def relative_clause(gap: str) -> bool:
    """", which tends to ": a limit said in a relative clause (steps/relative_limits.py) is the relation's own words."""
    found = lexicon.scan(gap, "RELATIVE_LIMIT")
    return len(found) == 1 and not (gap[:found[0].start] + gap[found[0].end:]).strip(" ,$\t")


SUBJECT_OPENERS = ("CONSEQUENCE", "THEN", "CONJUNCTION", "CONCLUSION", "CONTRAST")


def _copula_only(text: str, link, gap: str) -> bool:
    """"So $c$ is $\approx \tfrac12(v_a + v_b)$", "$c_2$ stays $\approx u_a$": a copula alone between a formula and
    the relation that goes on from it says the relation of that formula, when the formula opens its clause (nothing
    before it but "so", "then", "and"): "the output for $q$ is $\approx v_a$" speaks of the output, not of q."""
    opening = re.split(r"[.,;:!?\n。，：；]", text[max(0, link.left_span[0] - 60):link.left_span[0]])[-1]
    opening = opening.replace("$", " ").split()
    if opening and lexicon.every_word_read(lexicon.tokenize(" ".join(opening)), *SUBJECT_OPENERS) is None:
        return False
    words = re.sub(r"[$≈~=→]", " ", RELATION_COMMAND.sub(" ", gap)).split()
    tokens = lexicon.tokenize(" ".join(words))
    found = lexicon.scan(tokens, "COPULA")
    return bool(words) and len(found) == 1 and found[0].first == 0 and found[0].last == len(tokens)


def head_labelled(heads: tuple, text: str, link):
    """(head, the link with its labels taken off) where the step's heads' labels in brackets (α_a^{(1)}, c^{(1)},
    α⁽²⁾_b) all name one head of the part, else None; other powers (e^t, (1 − α_a)²) stay as written."""
    if not heads:
        return None
    powers = [node for side in (link.left, link.right) for node in s.walk(side) if isinstance(node, s.Power)]
    labels = {node.exp.text for node in powers if _bracketed_label(node, text)}
    if len(labels) != 1:
        return None
    (head,) = labels
    if head not in heads:
        return None

    def bare(node):
        node = s.with_children(node, bare)
        return node.base if isinstance(node, s.Power) and _bracketed_label(node, text) else node

    return head, replace(link, left=bare(link.left), right=bare(link.right))


def _bracketed_label(node, text: str) -> bool:
    """α^{(2)}, α⁽²⁾: a power whose exponent is a whole number in brackets right after the caret ((1 − α_a)^2 is a
    square: its bracket is the base's)."""
    return isinstance(node.exp, s.Num) and node.exp.text.isdigit() and \
        _LABEL_OPENS.search(text[node.pos:node.exp.pos + 1]) is not None


# from the power's place (at or after its caret) to its exponent: the label's bracket opens it, a brace before it at
# most ("{(2", "(2", "⁽²"); a square's exponent has none ("2", "{2")
_LABEL_OPENS = re.compile(r"^[\s^]*\{?\s*[(⁽]\s*\S?$")


def _head_labelled(link, text: str) -> bool:
    """α_i^{(1)}: a head written as a power in parentheses, which the notation would read as a power."""
    powers = [n for side in (link.left, link.right) for n in s.walk(side) if isinstance(n, s.Power)]
    # α^{(2)}, or α⁽²⁾ in Unicode superscripts
    return any(isinstance(node.exp, s.Num) and any(bracket in text[node.pos:node.exp.pos + 1] for bracket in "(⁽")
               for node in powers)


def _not_modelled(link, text: str, matrices: bool):
    """Why a step uses notation the checker does not model (a derivative, an integral, a prime on a number), or None."""
    written = text[link.left_span[0]:link.span[1]]
    if link.statement.text and DERIVATIVE.search(written):
        return "a derivative or an integral: not checked"
    if not matrices and any(is_prime(node, text) for node in (*s.walk(link.left), *s.walk(link.right))):
        return "a prime (x') is not read: it may be a derivative or a new name"
    return None


def _cut_at_a_word(text: str, link, remarks: frozenset = frozenset()):
    """The word a plain-text side was cut at, where a product is written with a word (`≈ 2 eps e^t`), or None;
    `remarks`: where a fullwidth bracket glued to a formula opens a remark ("q = t k_j（t > 0）"), which cuts nothing."""
    written = text[link.left_span[0]:link.span[1]]
    plain_text = "$" not in written and "\\" not in link.statement.text and written[-1:].isalnum()
    if plain_text and text[link.span[1]:link.span[1] + 1] in ("(", "[") and link.span[1] not in remarks:
        # "= P(HW₁ + 𝟏b₁)" read as "= P": the bracket glued to the side goes on, so the side was not read whole
        return text[link.span[1]:link.span[1] + 12].split(")")[0] + ")"
    glued = GLUED_AFTER.match(text, link.span[1]) if plain_text else None
    if glued:  # ΠXW_Q read as Π: the side was cut where a letter touches it, so it goes on
        return glued.group("word")
    glued_before = GLUED_BEFORE.search(text[max(0, link.left_span[0] - 40):link.left_span[0]])
    if plain_text and link.first and glued_before:  # Att(X) = …, FFN(H) = …: a function of the write-up's own
        return glued_before.group("word")
    before_name = CUT_NAME_BEFORE.search(text[max(0, link.left_span[0] - 40):link.left_span[0]])
    if plain_text and before_name:  # "Qp = Xp W_Q = PQ": a name not read (Xp) cut the chain; W_Q is not its side
        return before_name.group("word")
    capital = CAPITAL_NAME_BEFORE.search(text[max(0, link.left_span[0] - 12):link.left_span[0]])
    if plain_text and link.first and capital and not lexicon.said(capital.group("word"), *PROSE_OPENERS):
        return capital.group("word")  # "FFN: Hp W1 + 1 b1 = …": Hp, the permuted H, read as a word, cut the side
    letters = OPERATOR_AFTER_LETTERS.search(text[max(0, link.left_span[0] - 40):link.left_span[0]])
    if plain_text and link.first and letters and written[:1] in "−-+·*/^" and \
            all(re.search(rf"(?<![A-Za-z]){c}(?![A-Za-z])", text) for c in letters.group("word")):
        return letters.group("word")
    after = CUT_AFTER.match(text, link.span[1])
    before = CUT_BEFORE.search(text[max(0, link.left_span[0] - 40):link.left_span[0]])
    words = [found.group("word") for found in (after, before) if found]
    # a Greek letter's name cut short (eps, lam, sig) is a name the notation does not read: the side goes on
    return next((word for word in words if len(word) >= 3 and any(name.startswith(word.lower())
                                                                   for name in GREEK_NAMES)), None)


def _headless_weight(text: str, link, written: str, heads: tuple) -> bool:
    """α_a in a part with several heads, none named: each head has its own weights, and the write-up may mean one;
    the average over the heads is only one reading. A weight indexed by any of the part's heads names its head."""
    if not heads or not WEIGHT.search(written):
        return False
    labels = "|".join(re.escape(head) for head in heads)
    # α^{(1)}_a, α_{1,a}, and α_a^{(1)} (a head's label in parentheses after the key's, read as the head's weight)
    indexed = re.compile(r"(?:\\alpha|α|alpha)\s*(?:\^\s*\{?\s*\(?\s*(?:" + labels + r")|_\s*\{?\s*(?:" + labels +
                         r")\s*[,}]|_\s*(?:\{[^{}]*\}|\w)\s*\^\s*\{?\s*\(\s*(?:" + labels + r")\s*\))")
    return not indexed.search(written) and not head_named_before(text, link.statement)


def _case_label(text: str, statements: tuple, link) -> bool:
    """"for i = 1:", "pour i = 2 :", "对于 i = 1，", and "i = 1:" opening its sentence or line: an index given a value
    as the case what follows is said of."""
    if not (link.first and isinstance(link.left, s.Name) and link.left.base in INDEX_LETTERS and not link.left.sub):
        return False
    after = text[link.span[1]:link.span[1] + 3].lstrip("$ ")
    if not after.startswith((":", ",", "，", "：")):
        return False
    before = words_before(text, statements, link.statement)
    if not before.strip(" \t$") or before.rstrip(" \t$").endswith(("\n", ":", ",", ";", "：", "，", "；")):
        # a label opening its line ("i = 1: …"), or an item of a list of cases ("scores: j=1: 0,  j=2: β²")
        return after.startswith((":", "："))
    found = lexicon.last(before, "CASE_FOR")
    return found is not None and len(before[found.end:].split()) <= CASE_REACH


def _imaginary_unit(link) -> bool:
    """A bare i in an exponent of e, or beside a sine or a cosine: e^{it}, cos t + i sin t."""
    def bare_i(node) -> bool:
        return any(isinstance(n, s.Name) and n.base == "i" and not n.sub for n in s.walk(node))

    for side in (link.left, link.right):
        for node in s.walk(side):
            if isinstance(node, s.Power) and isinstance(node.base, s.Name) and node.base.base == "e" and \
                    bare_i(node.exp):
                return True
            if isinstance(node, s.Call) and node.func == "exp" and bare_i(node.args[0]):
                return True
            if isinstance(node, s.Product) and any(isinstance(f, s.Name) and f.base == "i" and not f.sub
                                                   for f in node.factors) and \
                    any(isinstance(f, s.Call) and f.func in ("sin", "cos") for f in node.factors):
                return True
    return False


def _in_contradiction(contradictions: tuple, link) -> bool:
    """"Suppose, for contradiction, that Φ(t_1) = Φ(t_2). … gives sin t_1 = sin t_2 …": each step until the
    contradiction is reached holds in the case supposed, which is false."""
    at = link.left_span[0]
    opened = [(start, reached) for start, reached in contradictions if start <= at]
    if not opened:
        return False
    start, reached = opened[-1]
    return reached is None or reached >= at
