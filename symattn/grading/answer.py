"""Read a student's answer into the part's setting: the definition they commit to, its value, its
links, the scales and where they send them.

Of the definitions of an answer name, hypothetical ones (after "if", in a sentence whose setting
the student changed, as x_2 = u_a + u_d) are side computations; the last committed one is graded,
and alternatives offered with "or" must be right as well. A chain's last form is the answer;
its links are checked for the feedback. What is shown as read is printed from the syntax tree,
as written, never from the value the setting gives it.
"""

import re
from dataclasses import dataclass, replace

from sympy import AccumBounds, S, Symbol, latex

from symattn.algebra import Vec
from symattn.meaning.context import Context
from symattn.engine.equality import coefficient_differences, is_identically_zero
from symattn.errors import MeaningError, NotationError
from symattn.language import directions as d, lexicon
from symattn.language.limit_order import OUTER, UNREAD as UNREAD_LIMIT_ORDER, limit_order
from symattn.language.orders import UNREAD_ORDER, scale_orders
from symattn.language.quoting import quoted
from symattn.language.word_certificate import GREEK
from symattn.language.word_directions import SIZE_KINDS
from symattn.language.statements import contrasts, declared_names, stated_basis
from symattn.language.word_changes import changes_in_words
from symattn.meaning.declared import Declaration, meaning_of
from symattn.language.claims import read_claims
from symattn.language.document import ALTERNATIVE, HYPOTHETICAL, REJECTED
from symattn.grading.extract import AnswerName, AnswerNotFound, Definition, Reading, definitions_in
from symattn.grading.own_names import define_own_names
from symattn.grading.repair import repaired_readings
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.printing import to_sympy
from symattn.meaning.values import Value
from symattn.spec.setting import GENERIC_OTHER, Setting
from symattn.notation.vocabulary import key_tex, name_key

PROBLEM_DIRECTIONS = {"+inf": d.PLUS_INF, "-inf": d.MINUS_INF, "0+": d.ZERO_PLUS, "0-": d.ZERO_MINUS}
FAMILY_WORDS = {"k": "the keys k_i", "mu": "the means μ_i", "u": "the vectors u_a, …, u_d", "v": "the values v_i",
                "x": "the inputs x_i", "z": "noise vectors", "w": "an arbitrary vector w"}


@dataclass(frozen=True)
class Link:
    """One relation of a chain the student wrote (A = B, B ≈ C), to be checked for the feedback."""

    op: str
    left: object
    right: object
    text: str


@dataclass(frozen=True)
class Answer:
    values: dict  # answer name -> Value, as the student wrote it
    scales: tuple  # the student's free scalars
    reading: str  # LaTeX of what is graded, as written
    problem: str = ""  # why the answer is wrong before any limit is taken
    directions: dict = None  # scale -> directions.Chosen
    links: tuple = ()  # the chains' links
    notes: tuple = ()  # what else was read: earlier definitions, side computations
    alternatives: tuple = ()  # other answers offered with "or": each must be right too
    side: tuple = ()  # (Definition, overrides) computed in a setting the student changed
    review: str = ""  # what makes the answer need a person (n → ∞ beside the scale: a joint limit)
    orders: tuple = ()  # how the scales grow against each other, as stated (orders.Order)
    unsaid_constant: str = ""  # q ∝ X with nothing read about the constant: a person confirms a 'correct'
    instance: tuple = ()  # values the write-up gives the problem's numbers or a tolerance ("n = 12", "ε = 0.01")
    # values of the answer's scale said in a sentence that gives such an instance ("With n = 10 and t = 5: …")
    scale_in_instance: tuple = ()
    # the problem's own scalars the answer ties to its scale ("α = 1/t"): {α: 1/t}, a joint limit, not α → 0 first
    tied: dict = None
    not_graded: tuple = ()  # offsets of the answer's other committed definitions: claims, checked beside the answer


def read_answer(part, reading: Reading, memo) -> Answer:
    rubric = part.rubric
    context = Context(grading_setting(part), quantities=False)
    _declare(context, reading.document.text)
    claims = read_claims(reading.document.text, reading.document.statements)
    define_own_names(context, reading.document, claims, rubric.answers)
    altered = _altered_sentences(reading, context)
    chosen, alternatives, notes, side, not_graded = {}, {}, [], [], []
    for name in rubric.answers:
        denied = frozenset(st for st, claim in claims.items() if claim.negated)
        changed_in_words = frozenset(st for st, claim in claims.items() if claim.adds)
        graded, others, sides = _committed(reading.definitions[name], altered, rubric.graded == "first", denied,
                                           changed_in_words, reading.document.text)
        chosen[name] = graded
        side.extend(sides)
        for other in others:
            # "adding u_d or u_c to x_2 gives c_2 ≈ u_a + u_d (or u_a + u_c)": the rest of the question, no
            # alternative answer
            changed = other.statement in claims and claims[other.statement].adds
            # "or" offers another value for the definition it follows: one beside a definition that is not graded
            # ("c_2 ≈ u_a. … We get c_2 ≈ u_a + u_d (or u_a + u_c)") is that one's, not the answer's
            beside_graded = graded is not None and other.statement.sentence == graded.statement.sentence
            if other.statement.mood == ALTERNATIVE and not other.statement.aside and not changed and beside_graded:
                alternatives.setdefault(name, []).append(other)
            else:
                notes.append(f"You also wrote ${key_tex(name)} {_OPS[other.ops[-1]]} {_tex(other.final)}$; the "
                             f"{rubric.graded} definition is graded.")
                # not graded, still said: a claim the certificate needs read and holding (c_2 ≈ ½(x_1 + x_2)),
                # unless an explicit final answer sets the earlier attempts aside ("… Final answer: c_2 ≈ u_a")
                if graded is None or not graded.statement.final:
                    not_graded.append(other.statement.offset)
    answer = _answer_from(part, chosen, reading, context, memo)
    if any(alternatives.values()):
        # the alternatives one sentence offers go together ("q_1 = tμ_a, q_2 = tμ_b, or q_1 = tμ_b, q_2 = tμ_a"):
        # each name's alternative is paired with the others of its sentence, not with the graded pair
        groups: dict = {}
        for name, others in alternatives.items():
            for index, other in enumerate(others):
                groups.setdefault((other.statement.sentence, index), {})[name] = other
        offered = []
        for group in groups.values():
            try:
                offered.append(_answer_from(part, {**chosen, **group}, reading, context, memo))
            except (NotationError, MeaningError) as problem:
                shown = ", ".join(f"${key_tex(name)} {_OPS[d.ops[-1]]} {_tex(d.final)}$" for name, d in group.items())
                answer = replace(answer, review=answer.review or f"Needs manual review: you also offer {shown} (with "
                                                                 f"'or'), which could not be read: {problem}.")
        answer = replace(answer, alternatives=tuple(offered))
    answer = replace(answer, notes=tuple(_differing(notes, answer)), side=tuple(side), not_graded=tuple(not_graded))
    unread = _unread_definition(reading, chosen) or _size_of_no_scale(part, reading, chosen, answer) or \
        _operated_on_in_words(reading, chosen) or _in_an_unread_change(reading, claims, altered, chosen)
    return replace(answer, review=unread) if unread and not answer.review else answer


def _in_an_unread_change(reading: Reading, claims, altered: dict, chosen: dict) -> str:
    """"c_2 ≈ u_a. When the other vector is added, c_2 ≈ u_a + u_d": a definition of the answer said where the words
    change the setting, with no change read there or before it, is judged nowhere; the answer needs a person."""
    graded = {id(definition) for definition in chosen.values() if definition is not None}
    for name, definitions in reading.definitions.items():
        for definition in definitions:
            statement = definition.statement
            if id(definition) in graded or statement not in claims or not claims[statement].adds or \
                    statement.mood == REJECTED or claims[statement].negated:
                continue
            if not any(sentence <= statement.sentence and overrides for sentence, overrides in altered.items()):
                return (f"Needs manual review: you write ${key_tex(name)} {_OPS[definition.ops[-1]]} "
                        f"{_tex(definition.final)}$ where the words change the setting, in a way the grader does not "
                        f"read.")
    return ""


# a name in a sentence's words: a TeX command, a Greek letter, a Latin letter standing alone (not the article "a" or
# the pronoun "I"), a Greek letter spelled out
_NAME_IN_WORDS = re.compile(r"\\[A-Za-z]+|[α-ωΑ-Ω]|(?<![^\W\d_])(?![aAI](?![^\W\d_]))[A-Za-z](?![^\W\d_])|(?<![A-Za-z])(?:"
                            + "|".join(sorted(GREEK, key=len, reverse=True)) + r")(?![A-Za-z])")


def _size_of_no_scale(part, reading: Reading, chosen: dict, answer: "Answer") -> str:
    """"q = k_a + k_b, multiplied by a very large constant": a size said in the sentence that gives an answer with no
    scale of its own is said of a quantity the formula does not name; graded without it, the answer would be judged
    as something it does not say. A sentence that names a scalar ("c_2 ≈ u_a as β grows", "q = k_j for large L")
    says its size of it, which the readers of directions read."""
    if answer.scales:
        return ""
    giving = {definition.statement.sentence for definition in chosen.values()}
    formulas = [(x.statement.offset, x.statement.offset + len(x.statement.text)) for x in chosen.values()]
    document = reading.document
    for piece in document.prose:
        if piece.sentence not in giving:
            continue
        spans = [(x.offset, x.offset + len(x.text)) for x in document.prose + document.statements
                 if x.sentence == piece.sentence]
        start, end = min(a for a, _ in spans), max(b for _, b in spans)
        # the rest of the sentence, the formulas that give the answer blanked: a name there ("for large τ", "as β
        # grows", "for large L") is what the size is said of, and the readers of directions read it
        rest = "".join(" " if any(a <= at < b for a, b in formulas) else document.text[at] for at in range(start, end))
        if _NAME_IN_WORDS.search(rest):
            continue
        said = next(iter(lexicon.scan(piece.text, *SIZE_KINDS)), None)
        if said is not None:
            return (f"Needs manual review: you say '{quoted(piece.text[said.start:said.end])}' of a quantity your "
                    f"formula does not name; a scale said only in words is not read.")
    return ""


def _operated_on_in_words(reading: Reading, chosen: dict) -> str:
    """"q = k_a + k_b, scaled by a large number s", "… multiplied by 100", "then amplify it": an operation said in
    words after the formula that gives the answer makes the answer another formula, which nobody reads; graded as
    written, it would be judged as something the student did not mean. Said before the formula ("multiplying by t,
    q = t(k_a + k_b)"), the formula gives the result and the words change nothing."""
    graded_at = min((d.statement.offset + len(d.statement.text) for d in chosen.values()), default=None)
    if graded_at is None:
        return ""
    for piece in reading.document.prose:
        if piece.offset + len(piece.text) <= graded_at:
            continue
        said = next(iter(lexicon.scan(piece.text, "OPERATES")), None)
        if said is not None and piece.offset + said.start >= graded_at:
            return (f"Needs manual review: you say '{quoted(piece.text[said.start:said.end])}' after your formula; an "
                    f"operation said in words is not read, so the formula alone is not graded as your answer.")
    return ""


def _unread_definition(reading: Reading, chosen: dict) -> str:
    """A definition of an answer name that could not be read, said after the one graded (or as the final answer),
    and neither rejected nor a hypothesis nor an aside: it may be the answer, so the verdict is a person's."""
    graded_at = max((definition.statement.offset for definition in chosen.values()), default=-1)
    for statement, error in reading.unread:
        if statement.mood in (REJECTED, HYPOTHETICAL) or statement.aside:
            continue
        if statement.offset > graded_at or statement.final:
            return (f"Needs manual review: {error} — a definition of the answer there could not be read, and it "
                    f"may be the one meant.")
    return ""


def _declare(context: Context, text: str) -> None:
    """The names the write-up declares ("e_a are the standard basis vectors", "a fixed vector w") that this part can
    hold; one it cannot (a permutation matrix in a part without one) is left to say nothing."""
    held = []
    for written, kind in declared_names(text):
        try:
            declaration = Declaration(name_key(parse(written)), kind)
            meaning_of([declaration], context.setting)
        except (NotationError, MeaningError):
            continue
        held.append(declaration)
    if held:
        context.declare(held)


def _answer_from(part, chosen: dict, reading: Reading, context: Context, memo) -> Answer:
    rubric = part.rubric
    values, readings, links, finals = {}, [], [], {}
    basis = stated_basis(reading.document.text)
    for name in rubric.answers:
        definition = chosen[name]
        value, definition = _built_final(definition, context, part, name, memo, basis)
        if rubric.rename_key:
            value = Value(value.kind, _rename_key(value.expr, rubric.rename_key))
        if value.kind != "block" and (value.expr.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity, S.NaN) or
                                      value.expr.atoms(AccumBounds)):  # sin(∞): a range, not a number
            raise MeaningError(f"{name} has ∞ in it: a query is a vector of numbers; write a scale and say where it "
                               f"goes (t → ∞)")
        values[name] = value
        finals[name] = definition
        readings.append(f"{key_tex(name)} {_OPS[definition.ops[-1]]} {_tex(definition.final)}")
        links.extend(_links(definition, rubric))
    problems = _vocabulary_problems(finals, rubric.vocabulary,
                                    set(part.setting.families) | context.default_families(), context.own)
    problems += _extra_heads(reading, rubric)
    scales = tuple(sorted(_free_scalars(values) - given_scalars(part.setting), key=str))
    # a scale of the student's own defined by the problem's (γ := β², with β the norm the part's scale is): in β
    problems_scale = {part.setting.scalar(part.setting.scale)} & given_scalars(part.setting)
    relations = d.scale_relations(reading.document, {_written(x): x for x in scales}, context,
                                  {part.setting.scalar(name) for name, _ in rubric.directions} | problems_scale)
    if relations:  # s = t: the answer has one scale, not two
        values = {name: Value(v.kind, v.expr.xreplace(relations)) for name, v in values.items()}
        scales = tuple(sorted(_free_scalars(values) - given_scalars(part.setting), key=str))
    given = {name: PROBLEM_DIRECTIONS[direction] for name, direction in rubric.directions}
    chosen_directions = d.scale_directions(reading.document, {_written(x): x for x in scales}, context, given)
    for name, direction in rubric.directions:
        # the problem's own scalar goes where the problem sends it, unless the student says where theirs goes
        symbol = part.setting.scalar(name)
        if symbol in chosen_directions and not chosen_directions[symbol].stated:
            chosen_directions[symbol] = d.Chosen(PROBLEM_DIRECTIONS[direction], True, by_problem=True)
    regime, review = _other_regime(part, reading, context, scales)
    review = review or _no_scale_by_its_name(scales, chosen_directions,
                                             set(part.setting.families) | context.default_families()) or \
        _a_function_taken_for_a_scale(scales, reading.document.text) or \
        _a_property_of_an_own_vector(finals, context, reading.document.text)
    problems += regime
    all_scales = {_written(x): x for x in scales} | {_written(x): x for x in relations}
    orders = tuple(replace(o, expr=o.expr.xreplace(relations)) if o.target != UNREAD_ORDER else o
                   for o in scale_orders(reading.document, all_scales, context, given) if o.tier % 2 == 0)
    tied = d.scale_relations(reading.document, {_written(part.setting.scalar(name)): part.setting.scalar(name)
                                                 for name, _ in rubric.directions}, context, set(scales)) \
        if rubric.directions and scales else {}
    return Answer(values, scales, ", \\quad ".join(readings), " ".join(problems), chosen_directions,
                  tuple(dict.fromkeys(links)), review=review or _keys_sent_away(part, reading, context),
                  orders=orders, unsaid_constant=_implied_scale_unsaid(finals, chosen_directions),
                  tied=tied, **_instance_values(part, reading, scales))


def _a_property_of_an_own_vector(finals: dict, context: Context, text: str) -> str:
    """"q = t(k_a + k_b) + w, where w is any fixed vector orthogonal to both k_a and k_b": a vector of the student's
    own is read as one of which nothing is known, so a property said of it in words (orthogonal to a key, of unit
    norm) would be dropped and the answer graded as another one."""
    own = set(context.declared.vectors) | {base for base, _ in context.own}
    used = {base for definition in finals.values() for base, _ in _names_used(definition.final)}
    said = next(iter(lexicon.scan(text, "PROPERTY")), None)
    if said is None or not own & used:
        return ""
    return (f"Needs manual review: you say '{quoted(text[said.start:said.end])}' of a vector of your own; a property "
            f"said in words is not read, and without it the answer would be graded as another one.")


def _no_scale_by_its_name(scales: tuple, directions: dict, families: set) -> str:
    """A name the answer never sends anywhere is taken for a large scale only when it may be one: a bare letter of
    the student's own. One with an index (α_{2j}) or of the problem's families (a weight, a key) is a quantity whose
    definition was not read, and no path of a scale grades it."""
    for symbol in scales:
        chosen = directions.get(symbol)
        if chosen is None or chosen.stated or chosen.by_problem:
            continue
        base, _, index = _written(symbol).partition("_")
        if index or base in families:
            return (f"Needs manual review: ${latex(symbol)}$ is never defined nor sent anywhere, and with an index "
                    f"or a name of the problem's it is no scale of your own: what it stands for is not read.")
    return ""


def _a_function_taken_for_a_scale(scales: tuple, text: str) -> str:
    """"Let g(t) = 1/t. Take q = g(t)(k_a + k_b)": a letter the write-up defines as a function of its own is no
    scale of its own; read as g·t, the answer would be graded as something it does not say."""
    for symbol in scales:
        letter = _written(symbol)
        # the letter glued to one bare name in brackets, defined ("g(t) = 1/t"): not t(k_j), a scale times a key
        if len(letter) == 1 and re.search(rf"(?<![A-Za-z\\]){letter}\(\s*\\?[A-Za-z]+\s*\)\s*(?::=|≔|=|\\coloneqq)",
                                          text):
            return (f"Needs manual review: you define ${latex(symbol)}(\\cdot)$ as a function of your own, which the "
                    f"grader does not read; read as a product it would not be what you wrote.")
    return ""


# a tolerance's usual names: "ε = 0.01", "δ = 10^{-3}"
TOLERANCES = frozenset({"epsilon", "varepsilon", "delta", "eps"})


def _instance_values(part, reading: Reading, scales: tuple) -> dict:
    """{"instance": the values the write-up gives the problem's fixed numbers (n = 12) or a tolerance (ε = 0.01), an
    instance a bound on the scale may be said in ("with n = 12 and ε = 0.01, t ≥ ln 245"); "scale_in_instance": the
    values it gives a scale of the answer's in a sentence that gives such an instance ("With n = 10 and t = 5: …")}."""
    fixed = {str(x) for x in given_scalars(part.setting)} | {"n", "d", "T"} | TOLERANCES
    own = {str(x) for x in scales}
    instances, values = [], []
    for statement in reading.document.statements:
        try:
            node = parse(statement.text)
        except NotationError:
            continue
        if isinstance(node, s.Relation) and node.ops[:1] == ("=",) and isinstance(node.operands[0], s.Name) and \
                isinstance(node.operands[1], s.Num):
            key = name_key(node.operands[0])
            if key in fixed and key not in own:
                instances.append(statement)
            elif key in own:
                values.append(statement)
        elif isinstance(node, s.Relation) and node.ops[:1] == ("=",) and isinstance(node.operands[0], s.Name) and \
                name_key(node.operands[0]) in own and \
                not any(isinstance(child, s.Name) for child in s.walk(node.operands[1])):
            values.append(statement)  # "take t = ln 196": a number written as a formula of numbers
    sentences = {st.sentence for st in instances}
    return {"instance": tuple(dict.fromkeys(st.text.strip() for st in instances)),
            "scale_in_instance": tuple(dict.fromkeys(st.text.strip() for st in values if st.sentence in sentences))}


def _implied_scale_unsaid(finals: dict, chosen: dict) -> str:
    """q ∝ X: the constant has no name, so words about its size cannot be tied to it; where nothing outright is
    read for it, a person decides ("with a small constant" would otherwise be graded as a large one)."""
    for definition in finals.values():
        implied = definition.implied_scale
        said = next((c for x, c in chosen.items() if str(x) == implied), None)
        if implied and (said is None or not said.stated):
            return (f"Needs manual review: you write the answer with ∝; how large the constant is (read as "
                    f"${key_tex(implied)}$) is not said where the grader can read it.")
    return ""


def _keys_sent_away(part, reading: Reading, context: Context) -> str:
    """"t, n → ∞": the number of keys sent to a limit with the scale; the weights then depend on how fast
    each grows, which the answer does not say (the grader takes n fixed, every n)."""
    n = part.setting.n
    try:
        chosen = d.scale_directions(reading.document, {_written(n): n}, context, words=False)[n]
    except d.Contradiction:
        return ""  # "n large" in words is about the problem, not a limit taken with the scale
    if not chosen.stated or chosen.kind not in d.LIMITS or chosen.tier % 2 or chosen.lower_edge is not None:
        return ""  # n ≥ 3 says which n, not that n grows
    return (f"Needs manual review: you also send ${latex(n)}$, the number of keys, {chosen.kind}; the weights then "
            f"depend on how fast each grows, and the grader takes ${latex(n)}$ fixed.")


def _other_regime(part, reading: Reading, context: Context, scales: tuple) -> tuple:
    """([problem], review) for the problem's own scale (β, the norm of the u_i): sent elsewhere than +∞ by the
    student ("c_2 ≈ u_a when β → 0"), the answer speaks of another regime than the problem's; something said of
    it that is not read ("β chosen suitably") needs review."""
    review = _problems_limits_said_otherwise(part, reading, context, scales)
    if review:
        return [], review
    symbol = part.setting.scalar(part.setting.scale)
    if symbol in scales or symbol not in given_scalars(part.setting):
        return [], ""
    # two directions said outright for the problem's own scale (β → ∞, and β small) contradict: unreadable, as
    # they are for a scale of the answer's (d.Contradiction propagates)
    chosen = d.scale_directions(reading.document, {_written(symbol): symbol}, context)[symbol]
    if chosen.stated and chosen.kind == d.UNREAD and not chosen.tier % 2:
        return [], (f"Needs manual review: you say something of ${latex(symbol)}$ ('{quoted(chosen.value)}') in a form the "
                    f"grader does not read.")
    if not chosen.stated or chosen.kind in (d.PLUS_INF, d.UNREAD) or chosen.tier % 2:  # an aside (e.g. β = 10) is no claim
        return [], ""
    if chosen.kind == d.VALUE:
        # "With β = 10: α₂₂ ≈ 1, so c₂ ≈ u_a": an instance of the problem's scale, worked out, is no claim about the
        # limit the part asks for, nor refuted by it
        return [], (f"Needs manual review: the problem takes ${latex(symbol)} \\to \\infty$; you work at "
                    f"${latex(symbol)} = {chosen.value}$, an instance, which the grader does not grade.")
    where = f"→ {chosen.kind}" if chosen.kind in d.LIMITS else f"= {chosen.value}" if chosen.kind == d.VALUE else \
        "in a bounded range"
    return [f"The problem takes ${latex(symbol)} \\to \\infty$; you take ${latex(symbol)}$ {where}, another regime, "
            f"where the answer is not what the question asks about."], ""


def _problems_limits_said_otherwise(part, reading: Reading, context: Context, scales: tuple) -> str:
    """A review when the student sends a scalar the part itself sends somewhere (α → 0 in single-head) elsewhere
    ("with α = 0.5 fixed", "for any fixed α > 0"): the answer then speaks of another regime than the part's, which
    the grader does not grade; or takes the scale's limit before it ("first let t → ∞ for fixed α, then α → 0"), or
    says an order of the two in words that place neither (language/limit_order.py); "" when nothing of the kind is
    said."""
    for name, direction in part.rubric.directions:
        symbol = part.setting.scalar(name)
        if symbol in scales:
            continue
        chosen = d.scale_directions(reading.document, {_written(symbol): symbol}, context)[symbol]
        if chosen.stated and not chosen.tier % 2 and chosen.kind != PROBLEM_DIRECTIONS[direction]:
            return (f"Needs manual review: the part takes ${latex(symbol)} \\to {_LIMIT_TEX[direction]}$; you say "
                    f"something else of ${latex(symbol)}$, so the answer speaks of another regime, which the grader "
                    f"does not grade.")
        order = limit_order(reading.document, {_written(symbol): symbol}, {_written(x): x for x in scales}, context)
        said = ", ".join(f"'{quoted(word)}'" for word in order.words)
        if order.order == OUTER:
            # "first let t → ∞ (for fixed α), then α → 0": the noise t√α z never vanishes in that order
            return (f"Needs manual review: you take the scale's limit first and ${latex(symbol)} \\to "
                    f"{_LIMIT_TEX[direction]}$ after it ({said}); the part takes ${latex(symbol)} \\to "
                    f"{_LIMIT_TEX[direction]}$ first, and the answer is graded in that order only.")
        if order.order == UNREAD_LIMIT_ORDER:
            return (f"Needs manual review: you say in which order the limits are taken ({said}), in a form the "
                    f"grader does not read; the part takes ${latex(symbol)} \\to {_LIMIT_TEX[direction]}$ first.")
    return ""


_LIMIT_TEX = {"+inf": r"+\infty", "-inf": r"-\infty", "0+": "0^+", "0-": "0^-"}


def _committed(definitions: tuple, altered: dict, first: bool = False, denied: frozenset = frozenset(),
               changed_in_words: frozenset = frozenset(), text: str = "") -> tuple:
    """(the graded definition, the other committed ones, the side computations).

    The last committed definition is graded (the first, for a part whose question goes on to ask about a
    changed setting: its rubric says `graded = "first"`); rejected ones ("… is not enough") and denied ones ("no,
    we can't make c_2 ≈ u_b this way": `denied`, the statements the words deny) never are, nor one said where the
    words change the setting ("adding u_d just makes c_2 ≈ u_a + u_d": `changed_in_words`), which is a side
    computation."""
    side = [x for x in definitions if _in_altered_setting(x, altered)]
    # in a part whose question goes on to change the setting, one said after a sentence before it changed it ("Adding
    # u_d: x_2 = u_a + u_d. … so c_2 ≈ u_a + u_d"): the change may still be in force, and the definition is of the
    # changed setting as much as of the problem's
    later = [x for x in definitions if x not in side and _after_a_change(x, altered)] if first else []
    candidates = [x for x in definitions if x not in side and x not in later and x.statement.mood != REJECTED and
                  x.statement not in denied and x.statement not in changed_in_words]
    if not candidates and later and all(x in later or x.statement in changed_in_words or x.statement in denied or
                                        x.statement.mood == REJECTED for x in definitions):
        shown = ", ".join(f"${x.text}$" for x in later)
        raise AnswerNotFound(f"the answer is given only after the write-up changes the problem's setting ({shown}): "
                             f"which setting it is said of is not read")
    if not candidates and definitions and all(x.statement in changed_in_words for x in definitions):
        shown = ", ".join(f"${x.text}$" for x in definitions)
        raise AnswerNotFound(f"the answer is given only where the words change the problem's setting ({shown}): "
                             f"nothing is given for the setting itself")
    committed = [x for x in candidates if x.statement.mood != HYPOTHETICAL]
    # one said outright beats one said in passing ("Compare q = k_a + k_b, which …")
    committed = [x for x in committed if not x.statement.aside] or committed
    if not committed:
        # every definition is phrased as a hypothesis ("if we take q = …, then …"): the last one is the answer. In a
        # part whose question changes the setting, one said where the write-up changed it is that setting's, unless
        # a contrast takes the change back before it ("…, but with the given inputs c_2 ≈ u_a")
        committed = candidates[-1:] or [x for x in definitions if x.statement not in denied and
                                        x.statement not in changed_in_words and
                                        (not first or x not in side or _taken_back(text, definitions, altered, x))][-1:]
        if not committed and first and side:
            shown = ", ".join(f"${x.text}$" for x in side)
            raise AnswerNotFound(f"the answer is given only where the write-up changes the problem's setting ({shown}):"
                                 f" nothing is given for the setting itself")
    if not committed:
        shown = ", ".join(f"${x.text}$" for x in definitions)
        raise AnswerNotFound(f"every definition of the answer is denied in words ({shown}): nothing is given as "
                             f"the answer")
    finals = [x for x in committed if x.statement.final and x.statement.mood != ALTERNATIVE]
    # an explicit final answer is graded, whatever the rubric's `graded = "first"` says
    order = [finals[-1]] if finals else committed if first else list(reversed(committed))
    graded = next((x for x in order if x.statement.mood != ALTERNATIVE), order[0])
    # one said where the words change the setting is noted beside the graded one, never graded or offered with it
    others = [x for x in committed if x is not graded] + \
        [x for x in definitions if x.statement in changed_in_words and x.statement.mood != REJECTED and
         x.statement not in denied and x not in side]
    # the graded one itself is no side computation, even where every definition is in a changed setting ("with
    # x_2 = u_a + u_c we would get …, but with the given inputs c_2 ≈ u_a": the sentence's change is taken back)
    # a side computation is one the write-up asserts: "So c_2 ≈ u_b is impossible" denies it, and is judged nowhere
    asserted = [x for x in side + later if x is not graded and x.statement.mood != REJECTED and
                x.statement not in denied]
    earlier = [(x, [o for sentence, found in altered.items() if sentence <= x.statement.sentence for o in found])
               for x in later if x in asserted]
    return graded, others, [(x, _in_force(altered[x.statement.sentence], x)) for x in side if x in asserted] + \
        [(x, _in_force(overrides, x)) for x, overrides in earlier]


def _in_force(overrides: list, definition: Definition) -> list:
    """The changes of a sentence in force at a definition in it: those said before it, the last one for each name
    ("with x_2 = u_a + u_d … c_2 ≈ u_a + u_d; with x_2 = u_a + u_c … c_2 ≈ u_a + u_c": each claim in its own change)."""
    latest: dict = {}
    for at, text in sorted(overrides):
        if at <= definition.statement.offset:
            latest[text.split("=", 1)[0].strip()] = (at, text)
    return list(latest.values())


def _extra_heads(reading: Reading, rubric) -> list:
    """q_3 beside the two heads q_1, q_2 the part asks for: the answer has more heads than the part."""
    heads = [n for n in rubric.answers if re.fullmatch(r"q_\d", n)]
    if len(heads) < 2:
        return []
    extra = sorted(reading.extra_heads)
    return [f"The part has {len(heads)} heads, {', '.join(heads)}; you also define {', '.join(extra)}."] if extra \
        else []


def _taken_back(text: str, definitions: tuple, altered: dict, definition: Definition) -> bool:
    """A contrast right before the definition, after its sentence's change and what was said in it ("with x_2 = u_a +
    u_c we would get c_2 ≈ u_a + u_c, but with the given inputs c_2 ≈ u_a"): of the setting the problem gives."""
    here = definition.statement
    said = [offset for offset, _ in altered.get(here.sentence, ()) if offset <= here.offset] + \
        [x.statement.offset + len(x.statement.text) for x in definitions
         if x.statement.sentence == here.sentence and x.statement.offset < here.offset]
    return bool(said) and contrasts(text[max(said):here.offset])


def _after_a_change(definition: Definition, altered: dict) -> bool:
    return any(sentence < definition.statement.sentence and overrides for sentence, overrides in altered.items())


def _in_altered_setting(definition: Definition, altered: dict) -> bool:
    overrides = altered.get(definition.statement.sentence)
    return bool(overrides) and any(at <= definition.statement.offset for at, _ in overrides)


def _altered_sentences(reading: Reading, context: Context) -> dict:
    """{sentence: [(offset, 'x_2 = …')]} where the student gives a setting's name another value,
    by a formula (x_2 = u_a + u_d) or in words (adding u_d to x_2)."""
    altered: dict = {}
    document = reading.document
    given = {text.split("=", 1)[0].strip(): text for text, _ in context.setting.definitions}
    for at, _, text, sentence in changes_in_words(document, given, context.setting.added_to, context):
        altered.setdefault(sentence, []).append((at, text))
    for definition in reading.redefinitions:
        (name,) = definition.names
        try:
            given = context.build(parse(name))
            written = context.build(definition.final)
        except (MeaningError, NotationError):
            continue
        if given.kind != written.kind or not _equal(given, written, context):
            text = f"{name} = {definition.text.split('=', 1)[-1].strip()}"
            altered.setdefault(definition.statement.sentence, []).append((definition.statement.offset, text))
    return altered


def vocabulary_of(part) -> tuple:
    """(vector families, key indices) of a part: what a run of letters such as 'ka' may be made of."""
    context = Context(grading_setting(part), quantities=False)
    families = set(part.setting.families) | context.default_families()
    indices = {str(k) for k in part.setting.keys} | {"i", "j"} | {str(i) for i in range(1, 4)}
    for text, _ in part.setting.definitions:  # u_a … u_d of x_1 = u_d + u_b
        indices |= {sub for base, sub in _names_used(parse(text)) if sub and len(sub) == 1}
    return families, indices


def _built_final(definition: Definition, context: Context, part, name: str, memo, basis: tuple = ()) -> tuple:
    """(value of the final form, the definition read), reading the statement again with the repairs
    of repair.py when the text as written has no meaning (k_a read as k·a). A matrix written entry by entry, where
    the write-up states the basis it is written in, is that matrix in the basis."""
    final = definition.final
    if isinstance(final, s.Limit):  # q = \\lim_{β→∞} β(k_a + k_b): the limit says where β goes
        final = final.body
    try:
        value = context.build(final)
        if value.kind == "block" and basis and expected_kind(part, name, memo) == "matrix":
            value = context.in_basis(value, tuple(context.build_text(b) for b in basis))
        return _as_kind(value, expected_kind(part, name, memo), name), definition
    except MeaningError as problem:
        families, indices = vocabulary_of(part)
        for text in repaired_readings(definition.text, families, indices, {n.partition("_")[0] for n in
                                                                            part.rubric.answers}):
            try:
                node = parse(text)
            except NotationError:
                continue
            # read as the statement was: q ∝ …, q^⊤ = …, heads together (extract's readings, again)
            repaired = next((d for d in definitions_in(node, part.rubric.answers, definition.statement, text)
                             if name in d.names), None)
            if repaired is None:
                continue
            try:
                return _as_kind(context.build(repaired.final), expected_kind(part, name, memo), name), repaired
            except MeaningError:
                continue
        raise problem


def _links(definition: Definition, rubric) -> list:
    """Consecutive forms of the chain; a bound name (c_2, the attention output) is a form too."""
    bound = {a for a, _ in rubric.bind}
    items = [i.node if isinstance(i, AnswerName) and i.name in bound else i for i in definition.items]
    links = []
    for op, left, right in zip(definition.ops, items, items[1:]):
        if isinstance(left, AnswerName) or isinstance(right, AnswerName):
            continue
        links.append(Link(op, left, right, f"{_tex(left)} {_OPS[op]} {_tex(right)}"))
    return links


_OPS = {"=": "=", "approx": r"\approx", "to": r"\to"}


def _differing(notes: list, answer: Answer) -> list:
    return list(dict.fromkeys(notes))


def _tex(node) -> str:
    try:
        return latex(to_sympy(node))
    except (ValueError, TypeError):
        return "?"


def expected_kind(part, name: str, memo) -> str:
    """The kind of the reference answer: q is a vector, K a matrix, c_2 (the output) a vector."""
    def compute():
        try:
            return Context(part.setting).build(parse(name)).kind
        except MeaningError:
            return "vector"
    return memo.get(("expected kind", part.id, name), compute)


def grading_setting(part) -> Setting:
    """The part's setting without the reference answer's definitions (made when the part is loaded)."""
    return part.grading_setting


def setting_names(part) -> tuple:
    """The names the part's setting defines for itself (x_1, x_2, K), which a student may change."""
    answers = set(part.rubric.answers)
    names = []
    for text, _ in part.setting.definitions:
        left = parse(text).operands[0]
        key = f"{left.base}_{left.sub}" if left.sub else left.base
        if key not in answers and left.sub != "i":
            names.append(key)
    return tuple(names)


def given_scalars(setting: Setting) -> set:
    """Scalars the problem itself names (n, the norm β, the noise η): not scale parameters."""
    return setting.given_scalars()


def _as_kind(value: Value, kind: str, name: str) -> Value:
    if value.kind == kind:
        return value
    if value.kind == "scalar" and value.expr == 0:
        return Value(kind, S.Zero)
    if {value.kind, kind} == {"vector", "covector"}:
        return Value(kind, value.expr)  # a query written as a row vector is the same query
    if value.kind == "block" and kind == "matrix":
        raise MeaningError(f"{name} is written entry by entry, and no basis is said for it: say the basis it is "
                           f"written in (\"in the basis (u_a, u_b, u_c, u_d)\")")
    raise MeaningError(f"{name} must be a {kind}, but the answer is a {value.kind}")


def _equal(a: Value, b: Value, context: Context) -> bool:
    differences = coefficient_differences(context.ground(a.expr), context.ground(b.expr), a.kind)
    return all(is_identically_zero(d) for d in differences.values())


def _rename_key(expr, index: str):
    """copy: a query built on one key k_x is graded as the query on k_j."""
    indices = {v.index for v in expr.atoms(Vec) if v.family == "k"}
    if len(indices) == 1:
        (only,) = indices
        return expr.xreplace({only: Symbol(index)}) if only != GENERIC_OTHER else \
            expr.xreplace({Vec("k", GENERIC_OTHER): Vec("k", index)})
    return expr


def _names_used(node, means: bool = False) -> set:
    """The (base, sub) of every name written in a syntax tree; with `means`, 𝔼[k_a] names the key's mean μ_a."""
    averaged = {id(inner) for call in (s.walk(node) if means else ()) if isinstance(call, s.Call) and call.func == "E"
                for inner in s.walk(call.args[0]) if isinstance(inner, s.Name) and inner.base == "k"}
    return {("mu" if id(found) in averaged else found.base, found.sub) for found in s.walk(node)
            if isinstance(found, s.Name)}


def _vocabulary_problems(finals: dict, vocabulary: tuple, families: set, own: dict) -> list:
    """Vector families in the graded form (before the setting rewrites k_i as μ_i) outside the vocabulary; a name
    the write-up defines for itself (`own`: u_1 = μ_a) counts as the names of its definition.

    Only the final form counts: a middle form of a chain (c_2 ≈ v_2 = x_2 = u_a) may use other names."""
    problems = []
    for name, definition in finals.items():
        used = _names_used(definition.final, means="mu" in vocabulary)
        for key in used & set(own):
            used = (used - {key}) | _names_used(own[key], means="mu" in vocabulary)
        written = {base for base, sub in used if sub and base in families}
        wrong = sorted(written - set(vocabulary))
        if wrong:
            allowed = " and ".join(FAMILY_WORDS.get(f, f) for f in vocabulary)
            used = ", ".join(FAMILY_WORDS.get(f, f) for f in wrong)
            problems.append(f"{name} is built from {used}; in this part it must be built from {allowed}.")
    return problems


def _free_scalars(values: dict) -> set:
    return set().union(*(v.expr.free_symbols for v in values.values())) if values else set()


def _written(symbol) -> str:
    return symbol.name


