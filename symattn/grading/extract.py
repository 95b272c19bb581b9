"""Find, in a submission, the statements that define the answer names (q, q_1, K, c_2, …).

The submission is read as a document (document.py): statements in reading order,
each with its mood. A statement that is a chain whose first item is an answer name
defines it (q = t(k_a + k_b), c_2 = … ≈ u_a, q_1 = q_2 = …); every form of the chain
is kept, so its links can be checked. A statement that gives a name of the setting
another value (x_2 = u_a + u_d) is kept as a redefinition: what follows it in its
sentence is a side computation. Heads may be written q_1, q^{(1)}, q1 or by the key
they look at (q_a, q_b). A statement that cannot be read as written is read again with
the repairs of repair.py; one that still cannot be read and mentions an answer name
makes the answer unreadable, with its position.
"""

import re
from dataclasses import dataclass, replace

from symattn.errors import NotationError, SymattnError
from symattn.language import lexicon
from symattn.language.document import ALTERNATIVE, REJECTED, Document, Statement, has_prose, math_run_at, read_document, statement_at
from symattn.language.statements import head_named_at, head_scope, words_before
from symattn.grading.repair import repaired_readings
from symattn.notation import parse
from symattn.notation.grammar import STAR
from symattn.notation import syntax as s
from symattn.notation.vocabulary import greek_character, name_key

LINK_OPS = ("=", "approx", "to")
WEIGHT_MATRICES = ("K", "Q", "V")  # W_K, W_Q, W_V (or W^Q, W_q) name the matrices K, Q, V


class AnswerNotFound(SymattnError):
    """The submission has no statement defining a needed answer name."""


@dataclass(frozen=True)
class Definition:
    names: tuple  # the answer names it defines (q_1 = q_2 = … defines two)
    items: tuple  # the chain's syntax trees, answer names included, in order
    ops: tuple  # the relations between consecutive items
    statement: Statement
    text: str  # the text read (the statement, or its repaired reading)
    implied_scale: str = ""  # q ∝ X is read q = λX: the name given to the constant, which the text never writes

    @property
    def final(self):
        return self.items[-1]

    @property
    def forms(self) -> tuple:
        """The items after the first answer name, answer names left out: what the name is said to be."""
        return tuple(item for item in self.items[1:] if not isinstance(item, AnswerName))


@dataclass(frozen=True)
class AnswerName:
    """An item of a chain that is one of the answer names (kept apart from the forms)."""

    name: str
    node: object
    pos: int


@dataclass(frozen=True)
class Reading:
    document: Document
    definitions: dict  # answer name -> (Definition, ...) in reading order
    redefinitions: tuple  # (Definition, ...) of the setting's own names (x_2 = u_a + u_d)
    extra_heads: tuple = ()  # heads beyond the answer names (q_3 beside q_1, q_2)
    unread: tuple = ()  # (Statement, NotationError) for each definition of an answer name that could not be read


def extract(text: str, names: tuple, setting_names: tuple = (), vocabulary: tuple = (set(), set())) -> Reading:
    """Every definition of an answer name; raises NotationError or AnswerNotFound when one is missing.

    `vocabulary` is (vector families, key indices) for the repairs of text that lost its subscripts."""
    document = read_document(text)
    found: dict = {}
    redefinitions, extra_heads, unread = [], [], []
    first_error = None
    for statement in document.statements:
        node, read_text, error = _parsed(statement.text, vocabulary, names)
        if node is None:
            if first_error is None and _mentions(statement.text, names):
                first_error = _located(statement, error)
            if _opens_a_definition(statement.text, names):
                unread.append((statement, _located(statement, error)))
            continue
        definitions = definitions_in(node, names, statement, read_text) or \
            _offered_instead(node, statement, read_text, found, document.text)
        if definitions:
            for definition in definitions:
                for name in definition.names:
                    found.setdefault(name, []).append(definition)
            continue
        redefined = _definition(node, setting_names, statement, read_text)
        if redefined is not None and redefined.names == (name_key(node.operands[0]),):
            redefinitions.append(redefined)
        extra = _extra_head(node, names)
        if extra and statement.mood == "committed":
            extra_heads.append(extra)
        elif _one_query_for_heads(node, names) and statement.mood != REJECTED and \
                lexicon.said(words_before(document.text, document.statements, statement), "ALTERNATIVE"):
            # "…, or just use q = β(μ_a + μ_b) for both heads": another answer, which a person reads
            unread.append((statement, NotationError(f"you also offer ${statement.text.strip()}$, one query for "
                                                    f"every head, which is not read as the heads' queries",
                                                    statement.offset)))
    for name, definition in _defined_in_words(document, names, vocabulary):
        found.setdefault(name, []).append(definition)
    found = _heads_by_scope(_heads_by_key(found, document, names, vocabulary), document, names, vocabulary)
    missing = [n for n in names if n not in found]
    if missing and len(names) == 1:
        alone = _written_alone(document, vocabulary, names)
        if alone is not None:
            found[names[0]] = [alone]
            missing = []
    if missing:
        if first_error is not None:
            raise first_error
        if len(names) == 1 and not document.has_math_regions and not has_prose(document.text) and document.text.strip():
            raise _located(Statement(document.text.strip(), 0, 0, "committed"), None)
        raise AnswerNotFound(f"no definition of {' and '.join(missing)} was found; write it as {missing[0]} = …")
    return Reading(document, {name: tuple(found[name]) for name in names}, tuple(redefinitions),
                   tuple(dict.fromkeys(extra_heads)), tuple(unread))


def _parsed(text: str, vocabulary: tuple, names: tuple):
    """(tree, the text read, the first error): the text as written, else its repaired readings."""
    try:
        return parse(text), text, None
    except NotationError as error:
        first = error
    families, indices = vocabulary
    for reading in repaired_readings(text, families, indices, {n.partition("_")[0] for n in names}):
        try:
            return parse(reading), reading, None
        except NotationError:
            continue
    return None, text, first


def _located(statement: Statement, error) -> NotationError:
    """The statement's error, with every position counted in the whole submission."""
    try:
        parse(statement.text, statement.offset)
    except NotationError as located:
        return located
    return NotationError(f"could not read '{statement.text[:40]}'", statement.offset)


def _offered_instead(node, statement: Statement, text: str, found: dict, whole: str) -> list:
    """"$c_2 \\approx u_a$ or $\\frac13(x_1 + x_2 + x_3)$": a bare expression offered with "or" right after a
    definition in its sentence is another value for the same name, with the same relation (graded too)."""
    if statement.mood != ALTERNATIVE or statement.aside or isinstance(node, s.Relation):
        return []
    last = max((d for ds in found.values() for d in ds), key=lambda d: d.statement.offset, default=None)
    if last is None or last.statement.sentence != statement.sentence or len(last.names) != 1:
        return []
    between = whole[last.statement.offset + len(last.statement.text):statement.offset].strip("$ \t\n")
    if "$" in between or len(between.split()) > 3 or not lexicon.said(between, "ALTERNATIVE"):
        return []  # "… depending on $\\beta$": not what the "or" offers
    return [Definition(last.names, (last.items[0], node), (last.ops[-1],), statement, text)]


def definitions_in(node, names: tuple, statement: Statement, text: str) -> list:
    """The definitions of answer names one parsed statement makes (several for heads written together)."""
    found = [d for piece in _pieces(node, names, text) if (d := _definition(piece, names, statement, text)) is not None]
    if isinstance(node, s.Relation) and node.ops == ("propto",):
        found = [replace(d, implied_scale=_fresh_scale(text)) for d in found]
    return found


def _pieces(node, names: tuple, text: str) -> list:
    """The definitions a relation makes, each as 'name = …' (or ≈, →), from the ways people write them:
    q_{1,2} = tμ_{a,b} and (q_1, q_2) = (tμ_a, tμ_b) (one per head), q^⊤ = … (q is its transpose),
    \\lim_{β→∞} c_2 = u_a and ‖c_2 − u_a‖ → 0 (c_2 → u_a), q ∝ k_a + k_b (a scale times it)."""
    if not isinstance(node, s.Relation) or len(node.operands) != 2:
        return [node]
    left, right = node.operands
    op = node.ops[0]
    if op == "propto" and answer_name(left, names) is not None:
        scale = s.Name(_fresh_scale(text), "", right.pos)
        return [s.Relation(("=",), (left, s.Product((scale, right), ("juxt",), right.pos)), node.pos)]
    if op not in LINK_OPS:
        return [node]
    heads = _listed_heads(left, right, names)
    if heads:
        return [s.Relation(node.ops, pair, node.pos) for pair in heads]
    if isinstance(left, s.Transpose) and answer_name(left.arg, names) is not None:
        return [s.Relation(node.ops, (left.arg, *(_transposed(item) for item in node.operands[1:])), node.pos)]
    if isinstance(left, s.Limit) and answer_name(left.body, names) is not None:
        return [s.Relation(("to",), (left.body, right), node.pos)]
    vanishing = _vanishing_difference(left, right, op, names)
    if vanishing is not None:
        return [s.Relation(("to",), vanishing, node.pos)]
    return [node]


def _transposed(node):
    """A form's transpose, as written back: (x^⊤)^⊤ is x."""
    if isinstance(node, s.Transpose) and name_key(node.arg) != "e":  # e^T is a power, not a transpose
        return node.arg
    return s.Transpose(node, node.pos)


def _listed_heads(left, right, names: tuple) -> list:
    """[(head, its form)] for heads written together: q_{1,2} = tμ_{a,b}, (q_1, q_2) = (tμ_a, tμ_b), or a
    matrix row [q_1  q_2] = [tμ_a  tμ_b]; [] for anything else."""
    if isinstance(left, s.Name) and "," in left.sub:
        labels = left.sub.split(",")
        heads = [s.Name(left.base, label, left.pos) for label in labels]
        if all(answer_name(head, names) is not None for head in heads):
            return [(head, _picked(right, len(labels), k)) for k, head in enumerate(heads)]
        return []
    items = {side: (node.items if isinstance(node, s.SetLiteral) and node.brackets in ("()", "[]") else
                    node.rows[0] if isinstance(node, s.MatrixLiteral) and len(node.rows) == 1 else None)
             for side, node in (("left", left), ("right", right))}
    heads, forms = items["left"], items["right"]
    if heads and forms and len(heads) == len(forms) > 1 and all(answer_name(h, names) is not None for h in heads):
        return list(zip(heads, forms))
    return []


def _picked(node, count: int, k: int):
    """The k-th reading of a form written for several heads at once: μ_{a,b} is μ_a for the first, μ_b for the
    second (a subscript listing as many labels as there are heads)."""
    if isinstance(node, s.Name) and node.sub.count(",") == count - 1 and "," in node.sub:
        return s.Name(node.base, node.sub.split(",")[k], node.pos)
    return s.with_children(node, lambda child: _picked(child, count, k))


def _vanishing_difference(left, right, op: str, names: tuple):
    """‖c_2 − u_a‖ → 0, |c_2 − u_a| → 0, c_2 − u_a → 0 (also = o(1), and under \\lim … = 0): (c_2, u_a); else None."""
    if isinstance(left, s.Limit):
        left, op = left.body, "to" if op == "=" else op
    vanishes = op == "to" and isinstance(right, s.Num) and right.text == "0" or \
        op == "=" and isinstance(right, s.Call) and right.func == "o" and isinstance(right.args[0], s.Num)
    if not vanishes:
        return None
    inner = left.arg if isinstance(left, (s.Norm, s.Abs)) else left
    if isinstance(inner, s.Power) and isinstance(inner.base, (s.Norm, s.Abs)):  # ‖c_2 − u_a‖² → 0
        inner = inner.base.arg
    if not (isinstance(inner, s.Sum) and len(inner.terms) == 2):
        return None
    first, second = inner.terms
    if answer_name(first, names) is not None and isinstance(second, s.Neg):
        return first, second.arg
    if isinstance(second, s.Neg) and answer_name(second.arg, names) is not None:
        return second.arg, first
    return None


SCALE_NAMES = ("lambda", "kappa", "rho", "nu")


def _fresh_scale(text: str) -> str:
    """A name for the constant of q ∝ …: one the text does not use (λ, else κ, ρ, ν)."""
    return next((name for name in SCALE_NAMES if name not in text and greek_character(name) not in text), "nu")


def _definition(node, names: tuple, statement: Statement, text: str):
    if isinstance(node, s.Relation) and "sim" in node.ops:  # c_2 ∼ u_a: "behaves like", read as ≈
        node = s.Relation(tuple("approx" if op == "sim" else op for op in node.ops), node.operands, node.pos)
    if not isinstance(node, s.Relation) or not all(op in LINK_OPS for op in node.ops):
        return None
    items, ops = _before_a_leads_to(tuple(_as_answer_name(item, names) for item in node.operands), node.ops)
    if not isinstance(items[0], AnswerName) or len(items) < 2:
        return None
    defined = tuple(dict.fromkeys(item.name for item in items if isinstance(item, AnswerName)))
    if all(isinstance(item, AnswerName) for item in items):
        return None
    return Definition(defined, items, ops, statement, text)


def _before_a_leads_to(items: tuple, ops: tuple) -> tuple:
    """"q_2 = 100μ_b → c_1 ≈ v_a": an arrow to a name that a relation of its own follows says what the definition
    leads to, no limit of it; the definition ends before the arrow."""
    for i, op in enumerate(ops):
        target = items[i + 1]
        if op == "to" and i + 2 < len(items) and isinstance(getattr(target, "node", target), s.Name):
            return items[:i + 1], ops[:i]
    return items, ops


def _as_answer_name(node, names: tuple):
    name = answer_name(node, names)
    return AnswerName(name, node, node.pos) if name is not None else node


def answer_name(node, names: tuple):
    """The answer name a tree denotes: q_1, \\mathbf{q}_1, q^{(1)}, and q1 (a subscript lost)."""
    if isinstance(node, s.Name):
        if node.sub.endswith(STAR):  # q^*: the chosen q, the answer itself
            node = s.Name(node.base, node.sub[:-1], node.pos)
        key = name_key(node)
        if key not in names and node.base == "W" and node.sub.upper() in WEIGHT_MATRICES:  # W_Q, W_q for Q
            key = node.sub.upper()
        return key if key in names else None
    if isinstance(node, s.Power) and name_key(node.base) == "W" and isinstance(node.exp, s.Name) and \
            not node.exp.sub and node.exp.base.upper() in WEIGHT_MATRICES:  # W^Q for Q
        return node.exp.base.upper() if node.exp.base.upper() in names else None
    if isinstance(node, s.Power) and isinstance(node.base, s.Name) and not node.base.sub:
        label = node.exp.text if isinstance(node.exp, s.Num) else None
        key = f"{node.base.base}_{label}"
        return key if label and key in names else None
    if isinstance(node, s.Product) and len(node.factors) == 2 and node.ops == ("juxt",):
        head, label = node.factors
        if isinstance(head, s.Name) and not head.sub and isinstance(label, s.Num):
            key = f"{head.base}_{label.text}"
            return key if key in names else None
    return None


def _one_query_for_heads(node, names: tuple) -> bool:
    """q = … where the answers are the heads q_1, q_2."""
    heads = [n for n in names if re.fullmatch(r"q_\d", n)]
    return len(heads) >= 2 and isinstance(node, s.Relation) and node.ops[0] == "=" and \
        name_key(node.operands[0]) == "q"


def _extra_head(node, names: tuple):
    """q_3 (or q^{(3)}, q3) defined where the answers are the heads q_1, q_2: the name, else None."""
    heads = [n for n in names if re.fullmatch(r"q_\d", n)]
    if len(heads) < 2 or not isinstance(node, s.Relation) or node.ops[0] != "=":
        return None
    widened = tuple(f"q_{k}" for k in range(1, 10))
    name = answer_name(node.operands[0], widened)
    return name if name is not None and name not in names else None



def _heads_by_key(found: dict, document: Document, names: tuple, vocabulary: tuple) -> dict:
    """Heads named by the key they look at (q_a, q_b), in the order written, stand for q_1, q_2."""
    heads = [n for n in names if re.fullmatch(r"q_\d", n)]
    if len(heads) < 2 or any(h in found for h in heads):
        return found
    keyed = {}
    _, indices = vocabulary
    for statement in document.statements:
        node, text, _ = _parsed(statement.text, vocabulary, names)
        if not isinstance(node, s.Relation):
            continue
        head = node.operands[0]
        label = head.sub if isinstance(head, s.Name) and head.base == "q" else \
            getattr(head.exp, "base", None) if isinstance(head, s.Power) and name_key(head.base) == "q" else None
        if label and label in indices and not label.isdigit():
            aliases = {f"q_{label}": f"q_{label}"}
            definition = _definition(node, tuple(aliases), statement, text)
            if definition is None and isinstance(head, s.Power):
                definition = Definition((f"q_{label}",), (AnswerName(f"q_{label}", head, head.pos),) + node.operands[1:],
                                        node.ops, statement, text)
            if definition is not None:
                keyed.setdefault(label, []).append(definition)
    if len(keyed) != len(heads):
        return found
    renamed = dict(found)
    for head, definitions in zip(heads, keyed.values()):
        renamed[head] = [Definition((head,), d.items, d.ops, d.statement, d.text) for d in definitions]
    return renamed


def _heads_by_scope(found: dict, document: Document, names: tuple, vocabulary: tuple) -> dict:
    """A query q defined under a head named in words ("For head 1: q = tμ_a", "in the second head q = …") is that
    head's q_1, q_2."""
    heads = [n for n in names if re.fullmatch(r"q_\d", n)]
    # a head counts as defined only by a definition the student keeps ("I first wrote q_1 = …; actually no")
    kept = {h for h in heads if any(d.statement.mood != REJECTED for d in found.get(h, ()))}
    if len(heads) < 2 or kept == set(heads):
        return found
    scoped = dict(found)
    for statement in document.statements:
        head = head_scope(document.text, statement)
        name = f"q_{head}" if head is not None else None
        if name not in heads or name in kept:
            continue
        node, text, _ = _parsed(statement.text, vocabulary, names)
        if not isinstance(node, s.Relation) or name_key(node.operands[0]) != "q":
            continue
        renamed = s.Relation(node.ops, (s.Name("q", str(head), node.operands[0].pos),) + node.operands[1:], node.pos) \
            if isinstance(node.operands[0], s.Name) else None
        definition = _definition(renamed, (name,), statement, text) if renamed is not None else None
        if definition is not None:
            scoped.setdefault(name, []).append(definition)
    return scoped


def _defined_in_words(document: Document, names: tuple, vocabulary: tuple) -> list:
    """[(name, Definition)] for an answer name and a formula joined by words: "$q$ should be $…$", "take the query
    to be $…$", "q is t(k_a + k_b) with t large" (plain text), "$c_2$ is approximately $…$"."""
    found = []
    text, statements = document.text, document.statements
    for head_name, head_node, head_end in _word_heads(document, names, vocabulary):
        following = next((x for x in statements if x.offset >= head_end), None)
        between_end = following.offset if following is not None else len(text)
        joined = _defining_words(text, head_end, between_end)
        if joined is None:
            # plain text: "q is t(k_a + k_b) with t large" — the formula runs from the defining words' end
            joined = _defining_words_then_math(text, head_end)
            if joined is None:
                continue
            approximate, (run, at) = joined
            formula = statement_at(document, run, at)
        else:
            approximate, formula = joined, following
        if formula is None:
            continue
        node, read, _ = _parsed(formula.text, vocabulary, names)
        if node is None or isinstance(node, s.Relation):
            continue
        found.append((head_name, Definition((head_name,), (AnswerName(head_name, head_node, head_node.pos), node),
                                            ("approx" if approximate else "=",), formula, f"{head_name} = {read}")))
    return found


def _word_heads(document: Document, names: tuple, vocabulary: tuple) -> list:
    """[(answer name, its tree, where it ends)]: a statement that is only an answer name ($q$), the name in plain
    prose ("q is …"), or a noun for it ("the query", for a part whose answer is q)."""
    heads = []
    text = document.text
    spans = [(x.offset, x.offset + len(x.text)) for x in document.statements]
    for statement in document.statements:
        head, _, _ = _parsed(statement.text, vocabulary, names)
        name = answer_name(head, names) if head is not None else None
        if name is not None:
            heads.append((name, head, statement.offset + len(statement.text)))
    for name in names:
        base, _, sub = name.partition("_")
        pattern = rf"(?<![\w\\$^]){re.escape(base)}" + (rf"_?\{{?{re.escape(sub)}\}}?" if sub else "") + r"(?![\w(])"
        for match in re.finditer(pattern, text):
            if not any(start <= match.start() < end for start, end in spans):
                heads.append((name, s.Name(base, sub, match.start()), match.end()))
    for noun in lexicon.scan(text, "QUERY_NOUN"):
        # "the query" is q; "the first head's query" is q_1 where the part has heads
        head = head_named_at(text, noun.end) if "q" not in names else None
        name = "q" if "q" in names else f"q_{head}" if head is not None else None
        if name in names:
            base, _, sub = name.partition("_")
            heads.append((name, s.Name(base, sub, noun.start), noun.end))
    return sorted(heads, key=lambda h: h[2])


def _defining_words(text: str, start: int, end: int):
    """True (≈) or False (=) when text[start:end] is only defining words ("should be", "is approximately"); None
    when it says anything else."""
    tokens = lexicon.tokenize(text, start, end)
    if not tokens or len(tokens) > 6:
        return None
    found = lexicon.scan(tokens, "APPROXIMATELY", "DEFINES")
    covered = sum(m.last - m.first for m in found)
    if not found or covered != len(tokens):
        return None
    return any(m.concept == "APPROXIMATELY" for m in found)


def _defining_words_then_math(text: str, start: int):
    """(approximate, (formula, offset)) for plain text "q is t(k_a + k_b) …" read from `start`."""
    tokens = lexicon.tokenize(text, start, min(len(text), start + 80))
    found = lexicon.scan(tokens, "APPROXIMATELY", "DEFINES")
    index = 0
    for match in found:
        if match.first != index:
            break
        index = match.last
    if not index:
        return None
    run = math_run_at(text, tokens[index - 1].end)
    if run is None:
        return None
    approximate = any(m.concept == "APPROXIMATELY" and m.last <= index for m in found)
    return approximate, run


def _written_alone(document: Document, vocabulary: tuple, names: tuple):
    """A formula written alone (no relation, no prose) is the answer: q = that formula."""
    statements = document.statements
    if len(statements) != 1 or (not document.has_math_regions and has_prose(document.text)):
        return None
    (statement,) = statements
    node, text, _ = _parsed(statement.text, vocabulary, names)
    if node is None or isinstance(node, s.Relation):
        return None
    name = AnswerName(names[0], s.Name(names[0], "", statement.offset), statement.offset)
    return Definition((names[0],), (name, node), ("=",), statement, text)


DEFINING_RELATION = r"\s*(?:_\s*\{?\s*\w+\s*\}?)?\s*(?:=|:=|≔|≈|→|∼|~|\\(?:approx|to|sim|coloneqq|simeq|rightarrow)(?![A-Za-z]))"


def _opens_a_definition(text: str, names: tuple) -> bool:
    """Does the text open as a definition of an answer name (q = …, c_2 \\approx …), whatever follows?"""
    return any(re.match(rf"\s*{re.escape(n.partition('_')[0])}(?![A-Za-z]){DEFINING_RELATION}", text) for n in names)


def _mentions(text: str, names: tuple) -> bool:
    return len(names) == 1 or any(re.search(rf"(?<![A-Za-z\\]){re.escape(n.partition('_')[0])}", text) for n in names)
