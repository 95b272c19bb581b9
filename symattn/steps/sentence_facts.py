"""What each sentence says of its steps besides its claims: its conditions on the problem's fixed scalars (1 + η > 0,
η = 0, n = 10), its index scopes (j ∈ {a, b}), the roles of the relations that are no claims, and what it assumes
that is not modelled (a hypothesis, η ≥ 0); carried into later sentences where the write-up goes on from them."""

import re
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from sympy import Gt, Interval, Lt, S, Symbol, latex, oo, solveset

from symattn.engine.condition_terms import reduced_sign_condition
from symattn.engine.identities import is_identically_zero
from symattn.errors import MeaningError, NotationError
from symattn.language import lexicon
from symattn.language.statements import condition_mood, opens_with_consequence, sentence_until, words_before
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.spec.setting import DEFAULT_SCALARS
from symattn.steps.names import (another_member, defined_in, has_scale_words, is_number, is_parameter, key, names,
                                 relation_text, shown_tex, subscript_letters, symbols_of_condition)
from symattn.steps.reading import Link, Unreadable
from symattn.steps.sentences import INDEX_LETTERS, RANGE_GOES_ON, scope_of, scopes_in_words


@dataclass(frozen=True)
class SentenceFacts:
    """What a sentence says about its steps besides its claims."""

    conditions: tuple = ()  # strict inequalities on the part's fixed scalars, as written (1 + η > 0)
    values: tuple = ()  # (symbol, value, text): η = 0, n = 10, t = 5, applied to the sentence's steps
    maybe_conditions: tuple = ()  # conditions the steps are read with and without: a remark ("only when η > 0") or
    maybe_values: tuple = ()  # one given in an earlier sentence ("Let n = 10. Then …"), until a sentence changes it
    scopes: tuple = ()  # Scope, in reading order
    roles: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))  # (left span, span, op) → why the link is not a claim
    hypotheses: frozenset = frozenset()  # statements written after "if", "unless", …, that are not modelled
    unmodelled: tuple = ()  # what the sentence assumes that the checker does not apply: no step of it is wrong
    # where each of its own unmodelled statements is: it covers no step after a contrast ("…, but here α_a → 1")
    unmodelled_spans: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    placed: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))  # condition text → where it starts
    # the links that restate a condition of the sentence ("1 + η > 0, i.e. η > −1"): claims read under it
    restatements: frozenset = frozenset()
    # of the unmodelled statements, each that only supposes where a number of the setting goes ("当 α → 0 时"): the
    # name of that number, whose direction changes no step that does not depend on it (refutations.py)
    supposed_directions: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    # where each case the sentence says but does not apply starts (a hypothesis the grammar could not read, "当 η > 0
    # （k_a … 时", one not modelled, "if η ≫ 0", a condition not applied, "η ≥ 0"): a step's own case though unread, so
    # that no later clause's case is lent to the step (cases.py)
    unread_cases: tuple = ()


NO_FACTS = SentenceFacts()


def sentence_facts(session) -> dict:
    """{sentence: SentenceFacts}: its conditions on the problem's fixed scalars (1 + η > 0, η = 0, n = 10), its
    index scopes (j ∈ {a, b}), and what it assumes that is not modelled (a hypothesis, η ≥ 0)."""
    grouped: dict = {}
    for item in session.writeup.items:
        grouped.setdefault(item.statement.sentence, []).append(item)
    # a goal ("we want v_1 = u_b") or a necessary condition ("this would need …") is no more claimed than a hypothesis
    hypotheses = {st for st in session.statements if session.claims[st].supposed}
    context = None if session.matrices else session.context(())
    facts = {sentence: _facts_of(session, items, hypotheses, context) for sentence, items in grouped.items()}
    return _carried(session, facts, grouped, context) if context is not None else facts


def _carried(session, facts: dict, grouped: dict, context) -> dict:
    """Each sentence with what earlier ones gave: their values and conditions (n = 10, η > 0) as a reading of its
    own, until a sentence gives the same names others; and the hypotheses of the sentence before when it starts
    "Then", "So", … ("Suppose k_a^⊤q = 0. Then …"), which keep its steps from being wrong."""
    given, premises, hypotheses, directions = {}, {}, (), {}
    for sentence in sorted(facts):
        own = facts[sentence]
        named = {symbol for symbol, _, _ in own.values + own.maybe_values} | \
            {symbol for text in own.conditions + own.maybe_conditions for symbol in symbols_of_condition(text, context)}
        first = grouped[sentence][0].statement
        follows = opens_with_consequence(session.text, session.statements, first)
        facts[sentence] = replace(
            own, maybe_values=own.maybe_values + tuple(v for symbol, v in given.items() if symbol not in named),
            maybe_conditions=own.maybe_conditions + tuple(
                text for text, symbols in premises.items() if not symbols & named),
            unmodelled=own.unmodelled + (hypotheses if follows else ()),
            supposed_directions=MappingProxyType({**(directions if follows else {}), **own.supposed_directions}))
        for value in own.values + own.maybe_values:
            given[value[0]] = value
        premises = {text: symbols for text, symbols in premises.items() if not symbols & named}
        premises.update({text: symbols_of_condition(text, context) for text in own.conditions + own.maybe_conditions})
        hypotheses = own.unmodelled + (hypotheses if follows else ())
        directions = {**(directions if follows else {}), **own.supposed_directions}
    return facts


def _facts_of(session, items: list, hypotheses: set, context) -> "SentenceFacts":
    links = [item for item in items if isinstance(item, Link)]
    letters = [(link, subscript_letters(link)) for link in links]  # once per link: a sentence may have many
    conditions, values, scopes, roles, assumed, unmodelled = [], [], [], {}, set(), []
    spans, placed, restatements, directions = {}, {}, set(), {}
    maybe_conditions, maybe_values, unread_cases = [], [], []
    for item in items:
        hypothesis = item.statement in hypotheses
        if isinstance(item, Unreadable):
            if hypothesis:
                unmodelled.append(f"the hypothesis {shown_tex(item.statement.text[:40])}")
                unread_cases.append(item.statement.offset)
            continue
        others = set().union(*(found for link, found in letters if link is not item))
        if item.op == "=" and isinstance(item.left, s.Name) and len(item.left.base) == 1 and not item.left.sub and \
                RANGE_GOES_ON.match(session.text, item.span[1]):
            # "i = 0, …, d/2 − 1": the values an index runs over, each of them; no value given to its sentence
            roles[key(item)] = "the range an index runs over ('i = 0, …, d/2 − 1'): every value of it, not one"
            continue
        scope = scope_of(item, session.text, _index_words(session, item, others))
        if scope is not None:
            scopes.append(scope)
            roles[key(item)] = "says which keys (or values) the steps around it speak of"
            continue
        if context is None or has_scale_words(item):
            if context is None and hypothesis:  # matrices: a hypothesis still covers the steps of its sentence
                assumed.add(item.statement)
                unmodelled.append(f"the hypothesis {shown_tex(relation_text(item) or item.statement.text[:40])}")
                spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
            continue
        kind, found = _condition(session, item, context)
        if kind is None and _a_vector_case(session, item):
            kind, found = "unapplied", relation_text(item)  # "Für w = 0 ist C = n − 1": an instance, not applied
        restated = _restated_condition(session, item)
        if restated is not None and relation_text(restated) in conditions:
            restatements.add(key(item))
        if kind == "value" and not isinstance(item.left, s.Name) and any(v[0] == found[0] for v in values):
            kind = None  # "β = 2, so β² = 4": what the value gives, a claim
        if kind == "strict" and conditions and \
                lexicon.closes(words_before(session.text, session.statements, item.statement), "THEN") is not None:
            kind = None  # "si η < 0, alors k_aᵀq > k_bᵀq": what the case gives, a claim (not a second case)
        if kind == "strict" and _goes_on_a_computation(links, item):
            kind = None  # "‖k_a‖ = 1 − |η| > 1": an inequality going on a chain of equalities claims; it sets no case
        if kind == "strict" and key(item) in restatements:
            continue  # "1 + η > 0, i.e. (when) η > −1": what the condition before it gives, a claim, no hypothesis
        mood = condition_mood(session.text, session.statements, item.statement) if kind in ("strict", "value") else None
        if mood == "exception":  # X unless n = 2 is X for the other n; X unless η < 0 is X when η ≥ 0
            roles[key(item)] = "a special case set aside (after 'unless', 'except', …): not applied to the " \
                                "steps of its sentence"
            if kind == "strict":
                unmodelled.append(f"the exception {shown_tex(found)}")
                unread_cases.append(item.left_span[0])
        elif mood == "either":
            (maybe_conditions if kind == "strict" else maybe_values).append(found)
            roles[key(item)] = "a condition that may be a remark: the steps of its sentence are read with it and " \
                                "without it"
        elif kind == "strict":
            conditions.append(found)
            placed.setdefault(found, item.left_span[0])
            roles[key(item)] = "a condition, used for the steps of its sentence"
        elif kind == "value":
            values.append(found)
            placed.setdefault(found[2], item.left_span[0])
            roles[key(item)] = f"a condition ({shown_tex(found[2])}), used for the steps of its sentence"
        elif kind == "unapplied":
            unmodelled.append(f"the condition {shown_tex(found)}")
            spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
            unread_cases.append(item.left_span[0])
            roles[key(item)] = "a condition that is not applied (≤, ≥, or one that ties a fixed scalar to " \
                                "others): the steps of its sentence are not marked wrong"
        elif hypothesis and not _may_define(session, item):
            assumed.add(item.statement)
            unmodelled.append(f"the hypothesis {shown_tex(relation_text(item) or item.statement.text[:40])}")
            spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
            unread_cases.append(item.left_span[0])
            direction = _supposed_direction(session, item)
            if direction is not None:
                directions[unmodelled[-1]] = direction
    scopes += _scopes_in_words(session, links, scopes)
    for said in session.word_conditions.get(items[0].statement.sentence, ()) if context is not None else ():
        if said.strict:  # "when η is positive": η > 0, placed where its words are
            conditions.append(said.text)
            placed.setdefault(said.text, said.position)
        else:  # "η non-negative": not applied, and its sentence's steps are never wrong
            unmodelled.append(f"the condition {shown_tex(said.text)}")
            spans.setdefault(unmodelled[-1], (said.position, said.position + 1))
            unread_cases.append(said.position)
    return SentenceFacts(tuple(conditions), tuple(values), tuple(maybe_conditions), tuple(maybe_values),
                         tuple(scopes), MappingProxyType(roles), frozenset(assumed),
                         tuple(dict.fromkeys(unmodelled)), MappingProxyType(spans), MappingProxyType(placed),
                         frozenset(restatements), MappingProxyType(directions), tuple(unread_cases))


def _supposed_direction(session, link: Link) -> str | None:
    """The number of the setting a supposition sends somewhere ("when α → 0", "if t ≫ 1", "as n → ∞"), or None when
    the supposition says more than that."""
    if link.op not in ("to", "gg", "ll") or not isinstance(link.left, s.Name) or not is_number(link.right) or \
            not is_parameter(link.left, session.setting):
        return None
    return name_key(link.left)


RESTATING = ("THEN", "RESTATES", "EQUIVALENT", "CONSEQUENCE", "CONCLUSION")
MAX_RESTATING = 40  # characters of words between a condition and its restatement: a joint, not an argument


def _restated_condition(session, link):
    """"1 + η > 0, i.e. η > −1", "1 + η > 0 is the same as η > 1", "if 1 + η > 0 then η > −1": an inequality the words
    give as what the inequality right before it in its sentence is, or gives. It is a claim, checked under that
    inequality (a slip of algebra in the rewriting is refuted), not a second case of its sentence. Only when nothing
    but words of restatement or consequence lies between ("when", "if" only after a restatement: "i.e. when η > −1").
    The inequality restated, or None."""
    if link.op not in ("<", ">", "le", "ge"):
        return None
    links = [item for item in session.links if item.statement.sentence == link.statement.sentence]
    at = next((i for i, item in enumerate(links) if (item.left_span, item.span) == (link.left_span, link.span)), None)
    if not at or links[at - 1].op not in ("<", ">", "le", "ge") or links[at - 1].span[1] > link.left_span[0]:
        return None
    between = session.text[links[at - 1].span[1]:link.left_span[0]].replace("$", " ")
    tokens = lexicon.tokenize(between)
    if len(between) > MAX_RESTATING or not any(re.search(r"\w", token.text) for token in tokens):
        return None  # an argument, or no word at all between
    found = lexicon.every_word_read(tokens, *RESTATING, "CONDITION")
    if found is None:
        return None
    # a condition word restates only after "i.e.", "⇔" ("i.e. when η > −1"); after "then" it opens a case of its own
    # ("if 1 + η > 0, then if η > 1, …")
    nested = any(m.concept == "CONDITION" and (i == 0 or found[i - 1].concept not in ("RESTATES", "EQUIVALENT"))
                 for i, m in enumerate(found))
    return None if nested else links[at - 1]


def _scopes_in_words(session, links: list, scopes: list) -> list:
    """Scopes said in words before a step ("for the two chosen keys:"), for its index letters that no scope in
    math sets and that are not the part's own keys (j in copy)."""
    keys = tuple(str(key) for key in session.setting.keys)
    scoped = {scope.letter for scope in scopes}
    found = {}
    for link in links:
        letters = {letter for letter in subscript_letters(link)
                   if letter in INDEX_LETTERS and letter not in keys and letter not in scoped}
        for scope in scopes_in_words(session.text, link, letters, keys):
            found.setdefault((scope.letter, scope.start), scope)
    return list(found.values())


def _index_words(session, link: Link, others: set) -> set:
    """The letter a scope may set: one the sentence's steps use as an index (or any, after ∈), not a scalar (t, n),
    nor a key the problem names ("mit b statt a": b ≠ a between two of its labels sets no range for b)."""
    letter = link.left.base if isinstance(link.left, s.Name) else ""
    allowed = link.op in ("in", "notin") or letter in others
    named = {str(label) for label in session.setting.keys}
    return {letter} if allowed and letter not in session.setting.scalars and letter not in DEFAULT_SCALARS and \
        letter not in named else set()


def _goes_on_a_computation(links: list, link: Link) -> bool:
    """Is the link a later link of a chain whose link before it is an equality or an approximation?"""
    if link.first:
        return False
    before = [other for other in links if other.chain == link.chain and other.left_span[0] < link.left_span[0]]
    return bool(before) and before[-1].op in ("=", "approx")


def _a_vector_case(session, link: Link) -> bool:
    """"for w = 0", "Wie im Fall w = 0", "si w = 0": a vector of the part given a value right after a case's word is
    a case (an instance of the problem's input), not a claim that the vector is that value."""
    if link.op != "=" or not link.first or not isinstance(link.left, s.Name) or \
            link.left.base not in session.setting.families:
        return False
    before = words_before(session.text, session.statements, link.statement)
    return lexicon.closes(before, "CASE_FOR", "CONDITION") is not None


def _condition(session, link: Link, context) -> tuple:
    """("strict", text) for η > 0; ("value", (symbol, value, text)) for η = 0 or t = 5; ("unapplied", text) for
    η ≥ 0 or n = 2e^t; (None, None) for anything else."""
    if link.op not in ("<", ">", "=", "le", "ge"):
        return None, None
    text = relation_text(link)
    try:
        left, right = context.build(link.left), context.build(link.right)
    except (MeaningError, NotationError, TypeError, ValueError):
        return None, None
    if text is None or left.kind != "scalar" or right.kind != "scalar":
        return None, None
    fixed = session.fixed | set(session.setting.noise)
    scale = session.setting.scalar(session.setting.scale)
    if link.op == "=":
        power = _value_of_a_power(session, link, left, right, fixed | {scale})
        if power is not None:
            return "value", (*power, text)
        if not isinstance(link.left, s.Name) and _positions_at_a_value(session, link, left, right) and \
                not session.claims[link.statement].concluded:
            return "unapplied", text
        if not (isinstance(link.left, s.Name) and isinstance(left.expr, Symbol) and link.first):
            return None, None
        # a number, also one written in other numbers ("t = ln 1000", "t = ln 1000 + 10"): the scalar's value
        # a number written in the problem's vectors ("γ = k_b^T μ_b", which is 1 in the model) defines the name in
        # them, as the ledger reads it: no value of its sentence alone
        vectors = set(session.setting.families) | {"k", "q", "v", "c", "x"}
        number = is_number(link.right) or not right.expr.free_symbols and right.expr.is_real is True and \
            not any(node.base in vectors for node in names(link.right))
        if number and (left.expr in fixed or left.expr == scale or is_parameter(link.left, session.setting)):
            return "value", (left.expr, right.expr, text)
        if left.expr in fixed and not is_number(link.right):
            # "where η = μ_aᵀ(k_a − μ_a)": what the model already makes η is no case to suppose but a claim it proves
            return (None, None) if is_identically_zero(left.expr - right.expr) else ("unapplied", text)
        free = right.expr.free_symbols
        if left.expr == scale and free and free <= session.fixed:
            # "take t = ln(100n)": the scale's value, in the problem's fixed numbers, applied as a value is
            return "value", (left.expr, right.expr, text)
        return None, None
    free = left.expr.free_symbols | right.expr.free_symbols
    if link.op in ("<", ">") and free - session.declared:
        read = _in_the_problems_names(session, link)
        if read is not None and read.free_symbols and read.free_symbols <= fixed:
            return "strict", latex(read)  # "if γ > 1", γ = μ_aᵀk_a: the case η > 0, said in the write-up's letter
    if scale is not None and scale in free and link.op in ("<", ">") and free - {scale} and free - {scale} <= fixed:
        # "k_aᵀq₁ > 0", t(1 + η) > 0: the case 1 + η > 0 when the engine divides out what the scale moves (t > 0)
        reduced = reduced_sign_condition(left.expr - right.expr, {scale})
        return ("strict", text) if reduced is not None and reduced[0].free_symbols else (None, None)
    if not free or not free <= fixed:
        return None, None
    return ("strict", text) if link.op in ("<", ">") else ("unapplied", text)


def _in_the_problems_names(session, link: Link):
    """The relation built with the write-up's own letters defined before it in the problem's names (sympy), or None."""
    texts = tuple(text for at, text in own_letter_definitions(session) if at < link.left_span[0])
    if not texts:
        return None
    try:
        context = session.context(texts)
        left, right = context.build(link.left), context.build(link.right)
    except (MeaningError, NotationError, TypeError, ValueError):
        return None
    if left.kind != "scalar" or right.kind != "scalar":
        return None
    return {"<": Lt, ">": Gt}[link.op](left.expr, right.expr, evaluate=False)


def own_letter_definitions(session) -> tuple:
    """((where, definition), …): each letter of the write-up's own that it defines once in the problem's names
    ("γ = μ_aᵀk_a", "γ := ‖k_a‖", "k_a ≈ γμ_a": γ = μ_aᵀk_a), read into a case said in that letter ("if γ > 1")."""
    if "own_letters" not in session.once:
        from symattn.steps.definitions import factor_named  # it reads the judge, which reads these facts

        context, found = session.context(()), [(-1, text) for _, text in session.conventional]
        for link in session.links:
            named = factor_named(session, link, context, set())
            if named is not None:
                found.append((link.left_span[0], named[1]))
                continue
            if link.op != "=" or not link.first or not isinstance(link.left, s.Name) or link.left.sub:
                continue
            name = name_key(link.left)
            if session.setting.scalar(name) in session.declared or defined_in(session.setting, name) or \
                    sum(1 for other in session.links if other.op == "=" and isinstance(other.left, s.Name) and
                        name_key(other.left) == name) != 1:
                continue
            text = relation_text(link)
            try:
                value = context.build(link.right)
            except (MeaningError, NotationError, TypeError, ValueError):
                continue
            if text is not None and value.kind == "scalar" and value.expr.free_symbols and \
                    value.expr.free_symbols <= session.declared:
                found.append((link.left_span[0], text))
        session.once["own_letters"] = tuple(found)
    return session.once["own_letters"]


def _positions_at_a_value(session, link: Link, left, right) -> bool:
    """"t − s = 710", "sin((t − s)/2) = 0", "t_1 − t_2 = 1": in a part whose positions are free whole numbers, one side
    a number and the other written in positions alone (the problem's, or letters of the write-up's own beside them)
    says which positions it speaks of (a case, an instance, what a supposition would need), never something of every
    pair of positions; it is not applied. One concluded ("so cos t_1 = 0"), or one of positions given values before
    ("t_1 = 3 and t_2 = 5. Then t_2 − t_1 = 2"), is a claim, as any."""
    if session.setting.kind != "positions":
        return False
    for one, other in ((left, right), (right, left)):
        free = other.expr.free_symbols
        positions = {x for x in free if x.is_integer and x in session.declared}
        if not one.expr.free_symbols and positions and all(x in positions or x not in session.declared for x in free):
            valued = {name_key(other.left) for other in session.links if other.op == "=" and
                      isinstance(other.left, s.Name) and is_number(other.right) and other.span[0] < link.span[0]}
            # "Another example: t − s = 710": an example says other positions, whatever values were given before
            example = lexicon.said(sentence_until(session.text, session.statements, link.statement), "EXAMPLE")
            return example or not {str(x) for x in free} & valued
    return False


def solveset_positive(expr, symbol) -> list:
    """The positive solutions of expr = 0 when sympy finds finitely many, else []."""
    try:
        found = solveset(expr, symbol, Interval.open(0, oo))
    except (NotImplementedError, ValueError, TypeError):
        return []
    return list(found) if found.is_FiniteSet else []


def _value_of_a_power(session, link: Link, left, right, scalars: set):
    """(symbol, value) for "β² = 5", "√d = 8" (said of a positive scalar of the problem, a number on the right): the
    scalar's value, β = √5; None for anything else."""
    node = link.left
    inner = node.base if isinstance(node, s.Power) else \
        node.args[0] if isinstance(node, s.Call) and node.func == "sqrt" and len(node.args) == 1 else None
    if not (link.first and isinstance(inner, s.Name)):
        return None
    symbols = left.expr.free_symbols
    if len(symbols) != 1 or right.expr.free_symbols or right.expr.is_positive is not True:
        return None
    (symbol,) = symbols
    if not (symbol in scalars or is_parameter(inner, session.setting)) or symbol.is_positive is not True:
        return None
    solved = [x for x in solveset_positive(left.expr - right.expr, symbol)]
    return (symbol, solved[0]) if len(solved) == 1 else None


def _may_define(session, link: Link) -> bool:
    """A hypothesis that may be the write-up's definition ("if we take q = …"): judged as one, not set aside."""
    if not (link.first and link.op == "=" and isinstance(link.left, s.Name)):
        return False
    defined_before = {name_key(other.left) for other in session.links if other.first and other.op == "=" and
                      isinstance(other.left, s.Name) and other.span[0] < link.span[0]}
    if name_key(link.left) not in session.setting.scalars and another_member(link, defined_before, session.links):
        return False  # "Suppose Φ_t = Φ_s": two members of one family equated, no definition
    name = name_key(link.left)
    if name in session.queries or name in session.answers or defined_in(session.setting, name):
        return True  # a setting's name (x_2 = u_a + u_d) is a change of it: the steps after are read both ways
    try:
        value = session.context(()).build(link.left)
    except (MeaningError, NotationError):
        return False
    return value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr not in session.declared

