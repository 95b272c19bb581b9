"""A write-up as steps: each relation between two consecutive expressions of a chain, in reading order.

The math is found by grading's reader (document.py: LaTeX, Markdown, plain text, with positions).
A line of an `align` that starts with a relation (`&= …`) continues the chain above it; a relation written after
the chain on the same row (`&& since P^T P = I`, `quad (…)`), or after "since", "because", "by" on a row of its
own, is a justification, so the next row continues the chain, and is read from the justification only as an
alternative. A step
keeps the character range of its right-hand expression in the input, so a tool can highlight it.
A statement that does not parse is kept as an unreadable step (its error has a position), never
dropped silently.
"""

import re
from dataclasses import dataclass, replace

from symattn.language import lexicon
from symattn.errors import NotationError
from symattn.language.document import Document, Statement, relations_in_words, read_document
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.grammar import RELATIONS
from symattn.language.sentences import next_sentence_end, sentence_ends
from symattn.notation.lexer import ASCII_COMMANDS, GREEK, tokenize
from symattn.steps.elided import filled, has_elided, remember
from symattn.steps.elliptical import elliptical_steps
from symattn.steps.indicators import indicator_rows
from symattn.steps.paired_lists import paired_steps
from symattn.steps.piecewise import piecewise_statements, row_node
from symattn.steps.probability_words import RELATION_IN, bare_probability, probability_steps
from symattn.steps.score_words import score_steps
from symattn.steps.relative_limits import relative_limit_steps
from symattn.steps.spread_words import spread_steps
from symattn.steps.verb_steps import verb_steps, verbs_said

MAX_STEPS = 400  # a write-up with more relations than this is read up to here


@dataclass(frozen=True)
class Link:
    """One step as read: `left op right`, with where it sits in the input."""

    op: str  # "=", "approx", "to", "le", "ge", "<", ">", "gg", "ll", "ne", "in", "notin", "sim"
    left: object  # syntax tree
    right: object
    span: tuple  # (start, end) of the right-hand expression in the input
    left_span: tuple
    statement: Statement
    chain: int  # the chain it belongs to (links of one chain share it)
    first: bool  # the chain's first link: where `name = …` defines a name
    alternatives: tuple = ()  # the same step read from a justification written on the row above (Link)
    elided: bool = False  # its statement left an argument out, softmax(·), read as the one written last
    apart: tuple = ()  # its left side said as "the rest" (k_iᵀq of the other keys): the indices its i sets aside
    own_mood: bool = False  # said in words whose own clause asserts it ("…, each with probability ½"): the case its
    # statement is a condition of ("c → v_b when η < 0") is not its mood
    event_of: object = None  # "c → ½(v_a + v_b) with probability ≈ 0.92": the step (Link) whose event it gives the
    # probability of; its left side is Pr of that step's relation until the event is found (claim_events.py)
    elliptical: bool = False  # its subject and relation left out after a joint, taken from the step before it
    # ("c → v_a when η > 0 and v_b when η < 0": elliptical.py), so words between its sides are no joint of prose
    row: bool = False  # a row of a cases environment ("v_a & η > 0"): judged in its row's case alone (piecewise.py)
    strongest: bool = False  # a verb's claim read as the strongest its words may make ("attends to k_a": all the
    # weight there, verb_steps.py): refuted, a weaker claim may still hold, so it is never wrong
    case: str = ""  # the case it is said in by its own notation (an indicator, 𝟙[η > 0], read as a row: indicators.py)
    otherwise: bool = False  # said "otherwise" ("c → v_a if η > 0, and v_b otherwise"): in the cases its
    # sentence's conditions before it leave out
    paired: bool = False  # one pair of two lists joined by one relation ("Q, K, V → PQ, PK, PV": paired_lists.py)
    tilde: bool = False  # a tilde before a value, no law ("c1 ~ v_a"): read as ≈, which it may mean only loosely


@dataclass(frozen=True)
class Unreadable:
    """A math statement the grammar could not read: its text and the error (with a position)."""

    statement: Statement
    error: NotationError


@dataclass(frozen=True)
class Writeup:
    document: Document
    items: tuple  # Link and Unreadable, in reading order
    truncated: bool = False
    unread_verbs: tuple = ()  # claim verbs whose claim no step reads (VerbSaid, verb_steps.py): nothing may rest on them


# A word as a subscript (Z_{\text{perm}}) is a name, not prose that ends the statement: read as \rm, same length.
WORD_SUBSCRIPT = re.compile(r"(?<=_\{)(\\(?:text|textrm|mathrm|mbox))(?=\{[A-Za-z]+\}\s*\})")
# Upright e (\mathrm{e}^t) is e, blanked to the same length, so positions hold (an arrow's label is the document's:
# notation/arrow_labels.py). After a digit it is a number's exponent (9.21\mathrm{e}{-1}), which the lexer reads.
UPRIGHT_E = re.compile(r"(?<![0-9.])\\(?:mathrm|operatorname|text|rm)\s*\{\s*e\s*\}")
# a relation after these words, between two rows of a chain, is the reason for the next row, not a row of it
JUSTIFICATION = re.compile(r"\b(?:since|because|as|by|using|from|via|recall)\b", re.I)


def read_writeup(text: str, queries: tuple = (), kind: str = "") -> Writeup:
    """The steps of a write-up; NotationError when the text itself is out of bounds. `queries`: the subscripts of
    the part's queries ("" for q), for a score said in words that names none (steps/score_words.py); `kind`: the
    part's setting kind, whose output a claim verb speaks of (steps/verb_steps.py)."""
    masked = WORD_SUBSCRIPT.sub(lambda m: "\\rm" + " " * (len(m.group(1)) - 3), text)
    masked = UPRIGHT_E.sub(lambda m: " " * (len(m.group(0)) - 1) + "e", masked)
    document = read_document(masked.replace("~=", "≈ ").replace("=~", "≈ "))  # plain text's ≈, same length
    verbs_read, document = verbs_said(document, kind)  # "head 1 copies v_a": v_a made a statement
    items, chain, previous = [], -1, None  # previous: (Link's right node, its span) a continuation links to
    arguments: dict = {}  # each function's argument as last written, for softmax(·) (elided.py)
    pieces = piecewise_statements(document.text, document.statements, _relation)  # "c = \begin{cases} … \end{cases}"
    inside = [(st.offset + len(st.text), found.end) for st, found in pieces.items()]
    by_cases = []  # the steps the rows of a cases environment say
    row, remark, last_end = None, False, 0  # the row's chain end, and whether a remark on its row came after it
    for statement in document.statements:
        if not statement.text.strip(" ([{"):  # the bracket that opens a remark, (\text{since } …): no math
            continue
        if any(start <= statement.offset < end for start, end in inside) and \
                not RELATION_IN.search(statement.text):
            continue  # a row's value: read with the statement the environment completes
        continued = _continuation(statement)
        others = _the_others(document.text, last_end, statement, items) \
            if continued is not None and previous is not None else None
        if others is not None:  # "k_aᵀq₁ ≈ t(1+η), the rest ≈ 0": k_iᵀq₁ ≈ 0 for the keys the sentence did not name
            left, left_span, apart = others
            op, rest, at = continued
            try:
                node = parse(rest, at)
            except NotationError as error:
                items.append(Unreadable(statement, error))
                previous, row, remark = None, None, False
                continue
            chain += 1
            operands, ops = _operands(node), _ops(node)
            spans = _spans(document.text, rest, at, node)
            items.append(Link(op, left, operands[0], spans[0], left_span, statement, chain, True, apart=apart))
            for index, (op, left, right) in enumerate(zip(ops, operands, operands[1:])):
                items.append(Link(op, left, right, spans[index + 1], spans[index], statement, chain, False))
            previous, row, remark = (operands[-1], spans[-1]), None, False
            last_end = statement.offset + len(statement.text)
            continue
        elsewhere = _left_side_elsewhere(document.text[last_end:statement.offset], items, continued[0],
                                         _opened_by(document.text, items)) \
            if continued is not None and previous is not None else None
        if elsewhere:
            items.append(Unreadable(statement, NotationError(elsewhere, statement.offset)))
            previous, row, remark = None, None, False
            continue
        aside = remark and continued is not None and _row_break(document.text, last_end, statement.offset)
        try:
            if continued is not None and previous is not None:
                op, rest, at = continued
                node = parse(rest, at)
                elided = has_elided(node)
                node = filled(node, arguments) if elided else node
                spans = _spans(document.text, rest, at, node)
                source = row if aside else previous
                operands, ops = [source[0], *_operands(node)], [op, *_ops(node)]
                spans = [source[1], *spans]
                fresh = len(source) > 2  # the row above was an expression alone: the chain starts there
            else:
                text = _sideless(pieces[statement].head if statement in pieces else _closed(statement.text))
                node = parse(text, statement.offset)
                elided = has_elided(node)
                node = filled(node, arguments) if elided else node
                operands, ops = _operands(node), _ops(node)
                spans = _spans(document.text, text, statement.offset, node)
                fresh = True
        except NotationError as error:
            items.append(Unreadable(statement, error))
            previous, row, remark = None, None, False
            continue
        except RecursionError:
            items.append(Unreadable(statement, NotationError("nested too deeply", statement.offset)))
            previous, row, remark = None, None, False
            continue
        remember(node, arguments)
        if statement in pieces:
            by_cases.extend(_row_steps(pieces[statement], operands[-1], spans[-1], statement))
        on_row = row is not None and continued is None and (
            not _row_break(document.text, last_end, statement.offset) or
            JUSTIFICATION.search(document.text[last_end:statement.offset]) is not None)
        last_end = statement.offset + len(statement.text)
        if not ops:  # an expression alone: an align row whose relation is on the next line continues it
            previous = (node, _spans(document.text, statement.text, statement.offset, node)[0], "alone") if fresh \
                else None
            if on_row:  # a word of a remark on the row ("dividing by e^t"): the row's chain goes on after it
                remark = True
            else:
                row, remark = previous, False
            continue
        if fresh:
            chain += 1
        for index, (op, left, right) in enumerate(zip(ops, operands, operands[1:])):
            items.append(Link(op, left, right, spans[index + 1], spans[index], statement, chain,
                              fresh and index == 0, elided=elided))
        # (a law on the row above, "Z ∼ N(0, 1)", is no value a row goes on from)
        if aside and not _a_law(previous[0]):  # the first link read from the justification: an alternative only
            items[-len(ops)] = replace(items[-len(ops)], alternatives=(
                Link(ops[0], previous[0], operands[1], spans[1], previous[1], statement, chain, False),))
        previous = (operands[-1], spans[-1])
        if not on_row:
            row, remark = previous, False
        else:
            remark = True
    items = [_probability_of_a_step(_tilde_as_approx(item, document.text)) if isinstance(item, Link) else item
             for item in items]
    items = [row for item in items for row in (indicator_rows(item) if isinstance(item, Link) else (item,))]
    links = [item for item in items if isinstance(item, Link)]
    # a value a statement reads is read as written, unless the statement took its left side across words ("for $a$
    # and $\approx 0$ elsewhere": the words say whose score the value is)
    said_over = [link for link in links if across_prose(document.text, link) or _key_of_words(document.text, link)]
    taken = [(link.left_span[0], link.span[1]) for link in links if link not in said_over]
    scores = [replace(step, apart=apart) for step, apart in score_steps(document, links, _made, queries)
              if not any(a <= step.span[0] < b for a, b in taken)]
    # the link the words took over ("$a$ and $\approx 0$ elsewhere" is no relation of a): the score is the step
    items = [item for item in items if not (item in said_over and any(
        item.span[0] <= step.span[0] < item.span[1] for step in scores))]
    # "… for a and ≈ 0 for the rest": the statement whose left side the words said is read as a score
    items = _without_unreadable_taken(items, scores)
    rests = _rest_after_words(document.text, items, scores)  # "Logit von a ist λ(1+η), alle anderen ≈ 0"
    items = [item for item in items if not any(item is unread for unread, _ in rests)]
    pairs, as_pairs = paired_steps(document, links, _made)  # "Q, K, V → PQ, PK, PV": three steps, not V → PQ
    items = [item for item in items if not any(item is link for link in as_pairs)]
    said_alone = elliptical_steps(document, links, _made)  # "c → v_a when η > 0 and v_b when η < 0"
    # "… and ≈ v_b with probability ½": the words qualify the value said alone too
    from symattn.steps.marks import joined_across_words  # marks reads the links this module makes
    # the case a probability is of is a relation read whole: "‖k_a‖ > 1 or < 1, … each with probability ½" has no
    # case 1 < 1 (its sides are joined across words, as no step is)
    whole = [link for link in links + said_alone if not joined_across_words(document.text, link)]
    probabilities = probability_steps(document, sorted(whole, key=lambda link: link.span), _made)
    # "So with probability $\approx 0.921$": the value the words give is no statement with its left side unwritten
    items = _without_unreadable_taken(items, probabilities)
    # "with P = ½ each": the bare P is the probability of each case, read as those steps, and defines no name
    items = [item for item in items if not (isinstance(item, Link) and bare_probability(item) and any(
        item.span == step.span for step in probabilities))]
    items = _without_unreadable_taken(items, said_alone)
    verbs, unread_verbs = verb_steps(document, verbs_read, _made)  # "head 1 copies $v_a$": c_1 ≈ v_a
    spreads = spread_steps(document, links, _made)
    items = _without_unreadable_taken(items, spreads)  # "with variance → 0": its left side is the words
    spread = [*pairs, *spreads, *verbs, *probabilities, *scores, *(link for _, link in rests),
              *said_alone, *by_cases, *relative_limit_steps(document, links, _made)]
    for number, link in enumerate(spread):  # each a chain of its own, in the order of the text
        link = replace(link, chain=chain + 1 + number)
        at = next((i for i, item in enumerate(items) if _start(item) > link.left_span[0]), len(items))
        items.insert(at, link)
    truncated = len(items) > MAX_STEPS
    return Writeup(document, tuple(items[:MAX_STEPS]), truncated, unread_verbs)


ORDERS = ("<", ">", "le", "ge")


def _opened_by(text: str, items: list) -> str:
    """The character of prose right before the last statement read ("(" for the remark "(d = 128)"), or ""."""
    if not items:
        return ""
    last = items[-1].statement
    before = text[max(0, last.offset - 4):last.offset].rstrip(" $")
    return before[-1:] if last.text.count("(") <= last.text.count(")") else ""


def _left_side_elsewhere(gap: str, items: list, op: str, opened_by: str = "") -> str | None:
    """Why a relation written without its left side does not go on from the formula before it (the gap between
    them): a table's cell border, an equation cited by its number, a subject said in words, an inequality before it
    ("α_a ≈ 1 if s > 1, ≈ 0 if s < 1": what is ≈ 0 is the sentence's subject); None when it goes on."""
    prose = gap.replace("$", " ")
    if prose.lstrip().startswith(")") and opened_by == "(":
        # "≈ 1.95 (d = 128), ≈ 3.71 (d = 512)": the formula before is a remark
        return "its left side is not written: the formula before it is a remark in brackets"
    if TABLE_BORDER.search(prose):  # "| $+0.1$ | $\approx 0.99995$ |": a cell goes with its column's head
        return "its left side is its table column's head, not the cell before it"
    if CITED_EQUATION.search(prose):  # "for fixed κ, (1) → e⁰ = 1": what tends to e⁰ is the equation cited
        return "its left side is an equation it cites by its number, not the formula before it"
    if _left_side_in_words(gap):  # "…, the other scores being $\approx 0$"
        return "its left side is said in words before it, not written"
    if _SENTENCE_END.search(prose) and not prose.strip().startswith(("=", "≈")):
        # "P(η < −1) ≈ 0.0786. ≈ 92 % of samples …": a new sentence, whose subject is not the value before it
        return "its left side is not written: a sentence ends before it"
    if items and isinstance(items[-1], Link) and items[-1].op in ORDERS and op not in ORDERS:
        return "its left side is not written: it does not continue the inequality before it"
    return None


# an equation cited by its number in the prose before a relation: "(1) → e⁰", "by (2)", "\eqref{eq:w}"
CITED_EQUATION = re.compile(r"(?<![\w)])\(\s*\d{1,2}\s*\)|\\(?:eq)?ref\{")
TABLE_BORDER = re.compile(r"(?:^|\s)\|(?:\s|$)")  # a Markdown table's cell border, in the prose between cells
# "ε → 0⁺", "t \to 0^{-}": where the scale goes, its side read from the text by the readers of directions; the
# step reads as ε → 0 (the grammar writes a side only under \lim), the side blanked so that positions hold
LIMIT_SIDE = re.compile(r"(?:→|->|\\to|\\rightarrow)\s*0\s*(\^\s*\{?\s*[+-]\s*\}?|[⁺⁻])\s*$")


def _sideless(text: str) -> str:
    found = LIMIT_SIDE.search(text)
    return text if found is None else text[:found.start(1)] + " " * len(found.group(1)) + text[found.end(1):]


RELATION_COMMAND = re.compile(r"\\(?:approx|to|rightarrow|longrightarrow|le|leq|ge|geq|ne|neq|sim|simeq|gg|ll)(?![A-Za-z])")


def across_prose(text: str, link) -> bool:
    """The link's two sides are joined across words of prose (`≈ 2 eps e^(-t) with eps = n - 2`, "$a$ and $\approx t$
    elsewhere"); the relation's own command is no word, nor are the words that say the relation ("… tends to 1/2")."""
    start, end = link.left_span[0], link.span[1]
    if 0 <= start <= link.left_span[1] <= link.span[0] <= end:  # read with its relation's words as the relation
        gap = relations_in_words(text[start:end])[link.left_span[1] - start:link.span[0] - start]
    else:
        gap = text[link.left_span[1]:link.span[0]]
    gap = RELATION_COMMAND.sub(" ", gap)
    return "\\" not in gap and re.search(r"(?<![A-Za-z])[A-Za-z]{2,}", gap) is not None


def _key_of_words(text: str, link) -> bool:
    """"for $a$, $\approx 0$ otherwise": the link's left side is a key's label named by words of a score ("for",
    "für", SCORE_OF), not a quantity the relation is of."""
    return isinstance(link.left, s.Name) and len(link.left.base) == 1 and \
        lexicon.closes(text[max(0, link.left_span[0] - 12):link.left_span[0]].replace("$", " "), "SCORE_OF") is not None


def _rest_after_words(text: str, items: list, scores: list) -> list:
    """[(Unreadable, Link)]: "the score of a is λ(1+η), all the others ≈ 0", "il punteggio di a è t(1+η) e gli altri
    sono ≈ 0": "the rest" right after a score said in words is the same score for the keys its sentence did not name,
    as after a score written (_the_others)."""
    found = []
    for item in items:
        continued = _continuation(item.statement) if isinstance(item, Unreadable) else None
        if continued is None:
            continue
        before = [score for score in scores if score.span[1] <= item.statement.offset and
                  next_sentence_end(text, score.span[1], item.statement.offset) is None]
        if not before:
            continue
        score = replace(before[-1], statement=item.statement)
        others = _the_others(text, score.span[1], item.statement, [score])
        op, rest, at = continued
        try:
            node = parse(rest, at) if others is not None else None
        except NotationError:
            node = None
        if node is None or isinstance(node, s.Relation):
            continue
        left, left_span, apart = others
        # "a's score is t(1+η), b's score is t, the others ≈ 0": the keys the words named are set aside too
        apart = tuple(dict.fromkeys(apart + tuple(key for key in (_key_index(b.left) for b in before) if key)))
        found.append((item, Link(op, left, node, (at, at + len(rest)), left_span, item.statement, 0, True,
                                 apart=apart)))
    return found


def _without_unreadable_taken(items: list, steps: list) -> list:
    """The items but each statement the grammar could not read whose value a step read from words took."""
    return [item for item in items if not (isinstance(item, Unreadable) and any(
        item.statement.offset <= step.span[0] < item.statement.offset + len(item.statement.text) for step in steps))]




def _a_law(node) -> bool:
    return isinstance(node, s.Call) and node.func == "Normal"


# the relations a probability may be said of as a step's event ("P(c ≈ v_a) = ½"): not a case of the noise (η > 0)
STEP_OPS = ("approx", "to", "=")


LAW_WRITTEN = re.compile(r"\s*(?:\\(?:mathrm|operatorname|text|mathcal|mathbb|mathsf)\s*\{\s*)?[A-Z][A-Za-z]*\s*\}?\s*[(\[{]")


def _tilde_as_approx(link: Link, text: str) -> Link:
    """"c1 ~ v_a", "k_a^T q1 ~ t(1+eta)", "P ~ 0.921": a tilde before a value, not a law (N(0, ½), Bernoulli(½),
    U[0, 1], \\mathrm{Bern}(p): a capital's name before its parameters), is how plain text writes ≈. Read as ≈, its
    strongest sense; "of the same order" is weaker, so a refutation of the ≈ is no refutation of what was meant
    (rules.loose_tilde)."""
    if link.op != "sim" or _a_law(link.right) or LAW_WRITTEN.match(text, link.span[0]):
        return link
    return replace(link, op="approx", tilde=True)


def _probability_of_a_step(link: Link) -> Link:
    """"P(c ≈ v_a) = P(η > 0) = ½", "P(c → ½(v_a + v_b)) = Φ(√2)": the probability of the event where a step holds,
    written in math, read as one said in words is (claim_events.py finds the event when the step is judged)."""
    left = link.left
    if link.event_of is not None or not (isinstance(left, s.Call) and left.func == "Pr" and len(left.args) == 1):
        return link
    relation = left.args[0]
    if not (isinstance(relation, s.Relation) and len(relation.ops) == 1 and relation.ops[0] in STEP_OPS):
        return link
    step = Link(relation.ops[0], relation.operands[0], relation.operands[1], link.left_span, link.left_span,
                link.statement, link.chain, False)
    return replace(link, event_of=step)


def _row_steps(found, left, left_span, statement) -> list:
    """The steps a cases environment's rows say: `left op value` for each row, its case the row's own."""
    steps = []
    for text, at in found.rows:
        node = row_node(text, at)
        if node is not None:
            steps.append(Link(found.op, left, node, (at, at + len(text)), left_span, statement, 0, False, row=True))
    return steps


def _made(op, left, right, span, left_span, statement) -> Link:
    """A step read from words (a standard deviation, a probability): its chain is set where it is placed."""
    return Link(op, left, right, span, left_span, statement, 0, True)


def _start(item) -> int:
    return item.left_span[0] if isinstance(item, Link) else item.statement.offset


def _closed(text: str) -> str:
    """A statement without the closing bracket of a remark it was cut from: `P^T P = I)` of `(\\text{by } P^T P = I)`."""
    while text and text[-1] in ")]" and _depth(text) < 0:
        text = text[:-1].rstrip()
    return text


def _row_break(text: str, start: int, end: int) -> bool:
    """A new line or an align row's `\\\\` between two statements."""
    gap = text[start:end]
    return "\n" in gap or "\\\\" in gap


def _continuation(statement: Statement):
    """(op, the rest, its offset) for a statement that starts with a relation (`= \\beta` on an align line)."""
    try:
        tokens = tokenize(statement.text, statement.offset)
    except NotationError:
        return None
    first = tokens[0]
    op = _relation(first)
    if op is None:
        return None
    start = first.pos - statement.offset + _source_length(statement.text, first.pos - statement.offset)
    rest = statement.text[start:]
    stripped = rest.lstrip()
    return op, stripped, statement.offset + start + (len(rest) - len(stripped))


def _operands(node) -> list:
    return list(node.operands) if isinstance(node, s.Relation) else [node]


def _ops(node) -> list:
    return list(node.ops) if isinstance(node, s.Relation) else []


def _relation(token):
    key = token.text if token.kind in ("sym", "cmd") else None
    if key in RELATIONS and (token.kind == "cmd" or key in "=<>"):
        return RELATIONS[key]
    return None


def _source_length(text: str, at: int) -> int:
    """How many characters of the source a token starting at `at` covers (\\approx, ->, =, ≈)."""
    if text[at:at + 1] == "\\":
        end = at + 1
        while end < len(text) and text[end].isascii() and text[end].isalpha():
            end += 1
        return end - at
    return 2 if text[at:at + 2] in ASCII_COMMANDS or text[at:at + 2] == ":=" else 1


def _spans(document: str, text: str, offset: int, node) -> list:
    """(start, end) of each operand of a chain, counted as the statement's text from its offset (written_span finds
    a joined statement's pieces in the input): between its relation tokens, spaces trimmed in the statement's own
    text, where a joined statement's gap is one space (in the input, the spaces and the line break it stands for)."""
    operands = _operands(node)
    separators = _top_level_relations(text, offset)
    if len(separators) != len(operands) - 1:  # a relation inside an operand fooled the count: start positions only
        starts = [operand.pos for operand in operands]
        ends = [max(a, b) for a, b in zip(starts, [*starts[1:], offset + len(text)])]
        return [_shifted(_trimmed(text, start - offset, end - offset), offset) for start, end in zip(starts, ends)]
    bounds = [offset] + [at + _source_length(text, at - offset) for at in separators]
    ends = separators + [offset + len(text)]
    return [_shifted(_unwrapped(text, *_trimmed(text, start - offset, end - offset)), offset)
            for start, end in zip(bounds, ends)]


def _shifted(span: tuple, offset: int) -> tuple:
    return span[0] + offset, span[1] + offset


def _top_level_relations(text: str, offset: int) -> list:
    """Where the chain's relations are: those at the shallowest depth (a chain in parentheses, (α → 0), is at 1)."""
    try:
        tokens = tokenize(text, offset)
    except NotationError:
        return []
    depth, found = 0, []
    for token in tokens:
        if token.kind == "sym" and token.text in "([{":
            depth += 1
        elif token.kind == "sym" and token.text in ")]}":
            depth = max(0, depth - 1)
        elif _relation(token) is not None:
            found.append((depth, token.pos))
    shallowest = min((depth for depth, _ in found), default=0)
    return [at for depth, at in found if depth == shallowest]


def _unwrapped(document: str, start: int, end: int) -> tuple:
    """A span without the bracket that opens or closes the chain around it: `0` of (α → 0), not `0)`."""
    while start < end and document[end - 1] in ")]" and _depth(document[start:end]) < 0:
        end -= 1
        end = _trimmed(document, start, end)[1]
    while start < end and document[start] in "([" and _depth(document[start:end]) > 0:
        start = _trimmed(document, start + 1, end)[0]
    return start, end


def _depth(text: str) -> int:
    return sum(text.count(c) for c in "([") - sum(text.count(c) for c in ")]")


def _trimmed(document: str, start: int, end: int) -> tuple:
    while start < end and (document[start:start + 1].isspace() or document[start:start + 1] in "&$"):
        start += 1
    while end > start and (document[end - 1:end].isspace() or document[end - 1:end] in ".,;&$"):
        end -= 1
    return start, end


def written_span(document: str, statement: Statement, span: tuple) -> tuple:
    """A span of a statement as it sits in the input. A statement joined from pieces ("… $, which is $≈ 0$") is not
    one run of the input: each character is found where it was written."""
    start, end = span
    at = statement.offset
    if document[at:at + len(statement.text)] == statement.text or not statement.text:
        return span
    places = _places(document, statement)
    first, last = start - at, end - at - 1
    if not (0 <= first <= last < len(places)):
        return span
    return _trimmed(document, places[first], places[last] + 1)


def _places(document: str, statement: Statement) -> list:
    """Where each character of a statement is in the input (a joined statement's pieces sit apart)."""
    text, places, j = statement.text, [], statement.offset
    for i, char in enumerate(text):
        if j < len(document) and (document[j] == char or char == " " and document[j] in "$&\t\n"):
            places.append(j)
            j += 1
            continue
        piece = text[i + 1:i + 13].split(" ")[0] if char == " " else text[i:i + 12].split(" ")[0]
        found = document.find(piece, j) if piece else -1
        if found < 0:
            places.append(j)
            j += 1
            continue
        places.append(found - 1 if char == " " else found)
        j = found if char == " " else found + 1
    return places


# the words that carry a chain on ("which is $\approx …$", "hence $= …$", "that is, $= …$")
CARRYING = ("CONSEQUENCE", "THEN", "RESTATES", "CONJUNCTION", "COPULA", "ALTERNATIVE", "APPROXIMATELY", "EQUALS_WORDS")


def _left_side_in_words(gap: str) -> bool:
    """Do the words before a relation with no left side name what it is said of ("the other scores being")? Two
    words or more that no carrying word explains."""
    tokens = lexicon.tokenize(gap.replace("$", " "))
    carried = {index for match in lexicon.scan(tokens, *CARRYING) for index in range(match.first, match.last)}
    unexplained = [t for i, t in enumerate(tokens) if i not in carried and t.text.isalpha() and
                   (len(t.text) > 1 or _cjk(t.text))]
    # "t(1 + η) vs ≈ 0", "他は ≈ 0": a contrast, or a word of a language written without spaces, names another subject
    # "с дисперсией → 0", "with variance → 0": a statistic's name is a subject of its own; "≈ 0,0786. В остальных
    # ≈ 92 %": a new sentence that opens with words says its own subject
    return len(unexplained) >= 2 or bool(unexplained) and (lexicon.said(gap.replace("$", " "), "CONTRAST", "STATISTIC")
                                                          or any(_cjk(t.text) for t in unexplained)
                                                          or _SENTENCE_END.search(gap) is not None)


_SENTENCE_END = re.compile(r"[.!?;。！？]\s")


def _the_others(text: str, gap_start: int, statement: Statement, items: list):
    """(left side, its span, the indices set aside) for a relation whose left side is said as "the rest", "all other
    scores", "其余", "나머지" right after the score of a named key in its sentence ("k_aᵀq₁ ≈ t(1+η), the rest ≈ 0"):
    the same form for an index i other than those the sentence named (k_iᵀq₁, i ∉ {a}); None when the words say
    anything more, or the form before has no one key index."""
    gap = text[gap_start:statement.offset]
    tokens = lexicon.tokenize(gap.replace("$", " "))
    found = lexicon.scan(tokens, "OTHER_SCORES", *CARRYING, "LIST_JOINT")
    covered = {i for match in found for i in range(match.first, match.last)}
    said = [match for match in found if match.concept == "OTHER_SCORES"]
    if not said or any(i not in covered for i, t in enumerate(tokens) if t.text.isalpha() or _cjk(t.text)):
        return None
    # the last form of its sentence a key indexes: a law written after it ("k_a ≈ (1+η)μ_a with η ~ N(0, ½); all
    # other keys ≈ μ_i") is said of the noise, never of the keys "the others" are
    links = [item for item in items if isinstance(item, Link) and item.statement.sentence == statement.sentence
             and item.op != "sim"]
    if not links:
        return None
    subject = next(item.left for item in items if isinstance(item, Link) and item.chain == links[-1].chain)
    index = _key_index(subject)
    if index is None:
        return None
    where = (gap_start + said[0].start, gap_start + said[-1].end)
    return _indexed(subject, index, "i"), where, _named_before(text, gap_start, subject, index)


def _named_before(text: str, gap_start: int, subject, index: str) -> tuple:
    """Every index the write-up gives the names of the form before "the rest", up to it, in a formula or a name
    written alone ("α_a, α_b → ½, the rest → 0": a and b): the rest is the keys none of them named. Not its sentence
    alone: "α_a = α_b = …; the others are …. As t → ∞, α_a → ½ and the others → 0" sets b aside in the second too."""
    bases = {x.base for x in s.walk(subject) if isinstance(x, s.Name) and x.sub == index}
    spellings = "|".join(sorted({re.escape(spelling) for base in bases
                                 for spelling in (base, "\\" + base, *GREEK_SPELLINGS.get(base, ()))}, key=len,
                                reverse=True))
    named = re.findall(rf"(?<![A-Za-z\\])(?:{spellings})\s*_\s*\{{?\s*([a-h]|[j-z])(?![A-Za-z0-9])",
                       text[:gap_start])
    return tuple(dict.fromkeys([index, *named]))


# a Greek name's other spellings (alpha: α)
GREEK_SPELLINGS = {}
for _character, _name in GREEK.items():
    GREEK_SPELLINGS.setdefault(_name, []).append(_character)


def _key_index(node):
    """The one letter a form's names are indexed by (a of k_aᵀq₁: q₁'s 1 is a head), or None."""
    names = [x for x in s.walk(node) if isinstance(x, s.Name)]
    letters = {x.sub for x in names if len(x.sub) == 1 and x.sub.isalpha()}
    if len(letters) != 1 or "i" in letters or any(x.base == "i" for x in names):
        return None
    return letters.pop()


def _indexed(node, old: str, new: str):
    if isinstance(node, s.Name):
        return replace(node, sub=new) if node.sub == old else node
    return s.with_children(node, lambda child: _indexed(child, old, new))



def _cjk(text: str) -> bool:
    return any("\u3040" <= char <= "\u9fff" or "\uac00" <= char <= "\ud7af" for char in text)
