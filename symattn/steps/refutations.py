"""The REFUTATION rows of check's rule table (rules.py): what a refutation may rest on that the write-up does not
commit to. Each is a pure function of the step's `StepContext`, its reason when the row applies, else None; the step
is then unknown, never wrong."""

import re
from dataclasses import replace

from symattn.algebra import Dot
from symattn.engine.probability import decimal_tolerance
from symattn.engine.results import Status
from symattn.errors import NotationError, SymattnError
from symattn.language.direction import LIMITS
from symattn.language.document import HYPOTHETICAL
from symattn.language import lexicon
from symattn.language.sentences import sentence_start
from symattn.language.word_certificate import shown_words
from symattn.language.statements import clause_around, contrasts, sentence_until, words_before
from symattn.language.word_directions import directions_in_words
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.digits import digit_unit
from symattn.notation.vocabulary import key_tex, name_key
from symattn.steps import implied, judge, marks, relations
from symattn.steps.cases import left_out_otherwise, said_otherwise as otherwise_said
from symattn.steps.definitions import computed
from symattn.steps.judge import SKIPPED, VALID, WRONG
from symattn.steps.names import (angle_only, defined_in, free_names, free_scalar, index_family, is_number,
                                 is_parameter, relation_text, shown_name, subject_key, written_keys)
from symattn.steps.rewrites import arguments_dropped, as_the_engine_reads, whole_product_calls
from symattn.steps.sentences import INDEX_LETTERS
from symattn.steps.shown import plain_text
from symattn.steps.trailing import defined_later
from symattn.spec.setting import STRUCTURAL


def of_parameters(ctx, node) -> bool:
    """A name the write-up defined from the problem's parameters and names of its own that nothing defines alone
    (Δ = t_1 − t_2, h = 2πk for an integer k): a number it is set to is a choice ("the smallest distance is at
    Δ = 1", "a check with h = 1"), as for the parameters themselves."""
    text = ctx.ledger.definitions.get(name_key(node))
    try:
        built = free_names(parse(text).operands[1]) if text else ()
    except (NotationError, AttributeError, IndexError):
        return False
    return bool(built) and all(is_parameter(name, ctx.session.setting) or free_own(ctx, name) or
                               name_key(name) in CONSTANTS for name in built)


CONSTANTS = ("pi", "e")  # numbers a definition may be built from (h = 2πk)


def free_own(ctx, node) -> bool:
    """A bare letter of the write-up's own that nothing defines (the integer k of 2πk)."""
    key = name_key(node)
    setting = ctx.session.setting
    return not node.sub and key not in ctx.ledger.definitions and key not in ctx.ledger.side and \
        not defined_in(setting, key) and key not in setting.shapes and key not in ctx.session.designed and \
        key not in {str(symbol) for symbol in ctx.session.declared} and not _computed(ctx, node)


def _computed(ctx, node) -> bool:
    """The part gives the name a value or a kind of its own (c, the output; q, a vector; π): not a free letter."""
    session = ctx.session
    return name_key(node) in session.answers + session.queries + OUTPUT_NAMES or computed(session, node)


OUTPUT_NAMES = ("c",)  # the attention output, which every part's model computes


UNREAD_SHARE = 1 / 3  # of a sentence's words, unread: its language is not one the lexicon reads
MIN_FOREIGN_WORDS = 3  # unread words a sentence needs before its language is doubted


def unread_words_placing_it(ctx):
    """A step is ✗ only when the words that place it were read (the certified contract): a word the lexicon does not
    know in the step's own clause, or in a clause before it in its sentence, may make it a supposition ("Als Φ(t₁) =
    Φ(t₂), dan …", "Φ(t₁) = Φ(t₂) olsaydı"), a claim of someone else, or another case. The words of the clauses after
    it place their own statements: a claim said in words there ("…, so the output is unchanged") is no mood of this
    one."""
    text, link = ctx.session.text, ctx.link
    start, end = clause_around(text, link.left_span[0], link.span[1])
    everywhere, words = ctx.session.unread_words(link.statement.sentence), ctx.session.word_count(link.statement.sentence)
    # and the words of its sentence before its clause, where a statement before it is not proved: the words may
    # suppose that statement, and this one follow from it ("Φ(t₁) = Φ(t₂) 라고 가정하면 sin t₁ = sin t₂, cos t₁ =
    # cos t₂": the Korean "if we suppose" stands after the first). What follows from statements that hold is wrong
    # whatever the words suppose of them
    unproved = [st for st in ctx.session.statements if st.sentence == link.statement.sentence and
                st.offset < link.statement.offset and set(ctx.verdicts.get(st, ())) - {VALID, SKIPPED}]
    # a clause its own case opens ("…, and if η < 0 then c → v_a") rests on that case, not on what the clauses
    # before it may suppose
    supposable = bool(unproved) and lexicon.find(
        text[unproved[-1].offset + len(unproved[-1].text):link.left_span[0]].replace("$", " "), "CONDITION") is None
    # a word a step read as its value ("has standard deviation ½": steps/spread_words.py) is read
    taken = [item.span for item in ctx.session.links]  # the value alone: words between the sides stay in question
    unread = [word for word in everywhere if (start <= word.start < end or supposable and word.start < start) and
              not any(a <= word.start < b for a, b in taken)]
    if unread:
        return f"its clause, or one before it in its sentence, has words the grader does not read " \
               f"({shown_words(unread, text)})"
    # three words at least: two unread words of a list item's two ("X arbitrary, P = swap") say no language
    if len(everywhere) >= max(MIN_FOREIGN_WORDS, words * UNREAD_SHARE) or ctx.session.unread_share() >= UNREAD_SHARE:
        # "Als Φ(t₁) = Φ(t₂) met t₁ ≠ t₂, dan liggen deze punten …": a sentence (or a write-up) mostly of words nobody
        # reads is in a language the lexicon does not cover, whose known-looking words may be false friends (als,
        # met, dan)
        shown = shown_words(everywhere or ctx.session.unread_words(None), text)
        return f"most of the words around it are in a language the grader does not read ({shown})"
    return None


def labels_supposed_equal(ctx):
    """"The case a = b gives c → v_a": a case that ties two of the problem's labels together, which the part's keys
    (distinct, orthonormal) never make; what its sentence says after it is said there, not in the part."""
    session, link = ctx.session, ctx.link
    labels = {str(key) for key in session.setting.keys}
    for other in session.links:
        if other.statement.sentence != link.statement.sentence or other.span[1] > link.left_span[0] or \
                other.op != "=" or not session.claims[other.statement].hypothesis:
            continue
        if all(isinstance(side, s.Name) and not side.sub and side.base in labels for side in (other.left, other.right)):
            return f"its sentence supposes {other.left.base} = {other.right.base}, two of the problem's labels, a " \
                   f"case the part's keys never make"
    return None


def at_a_value_said_in_words(ctx):
    """"At that t: 2e^t + n − 2 = 392 + 8", "für diesen Wert von t gilt …": a name its sentence takes at a value the
    words point back to (the t* worked out before), an instance that is not read; the step is not judged at every
    value of the name."""
    link, text = ctx.link, ctx.session.text
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    if not written:
        return None
    window = text[max(0, link.left_span[0] - _REACH, sentence_start(text, link.left_span[0])):link.left_span[0]]
    for match in lexicon.scan(window, "AT_THAT_VALUE"):
        named = _NAME_AFTER.match(window, match.end)
        if named is None:
            continue
        try:
            node = parse(named.group(1))
        except NotationError:
            continue
        # a number the write-up works at ("that t"), never a vector it carries over ("with the same q as before")
        if isinstance(node, s.Name) and name_key(node) in written and \
                free_scalar(ctx.session.context(ctx.ledger.own), node) is not None:
            return f"its sentence takes {plain_text(named.group(1).strip())} at a value said in words before " \
                   f"('{window[match.start:named.end(1)].replace('$', '').strip()}'), which is not read"
    return None


_REACH = 160  # characters before a step where its sentence's words are looked at
_NAME_AFTER = re.compile(r"[\s$]*(\\?[A-Za-z\u0370-\u03ff]+(?:_\{?[\w*]+\}?)?)[\s$]*(?=[:,]|\s)")


def sentence_unmodelled(ctx):
    facts = ctx.facts
    if not free_names(ctx.link.left) + free_names(ctx.link.right):
        return None  # ln 1000 ≈ 6.21: two numbers hold or fail whatever the sentence supposes
    covering = [what for what in (facts.unmodelled if facts else ())
                if not _contrast_between(ctx, facts.unmodelled_spans.get(what)) and
                not _case_of_its_event(ctx, facts.unmodelled_spans.get(what)) and
                not _direction_it_does_not_depend_on(ctx, facts.supposed_directions.get(what)) and
                not (_consequence_refuted(ctx) and _a_requirement(ctx, facts.unmodelled_spans.get(what))) and
                not _holds_as_given(ctx, what)]
    return f"its sentence rests on {covering[0]}, which is not modelled" if covering else None


def _holds_as_given(ctx, what: str) -> bool:
    """A supposition or goal that holds with what is given and defined at this step ("Suppose ‖k_i‖ = 1", the
    keys being orthonormal; "V = …, so that v_1 = u_b"): what rests on it rests on what is given, and is wrong where
    that is. A supposition that may fail (η > 0, Φ(t_1) = Φ(t_2)) is never proved so."""
    span = next((facts.unmodelled_spans[what] for facts in ctx.session.sentences.values()
                 if what in facts.unmodelled_spans), None)
    supposed = next((link for link in ctx.session.links if (link.left_span[0], link.span[1]) == span), None)
    if supposed is None or supposed is ctx.link or supposed.op != "=":
        return False  # a supposed limit (α → 0) says where a number goes, which a step may depend on
    try:
        return judge.evaluated(replace(ctx, link=as_the_engine_reads(supposed, ctx.session.setting,
                                                                      ctx.session.text)))[0] == VALID
    except SymattnError:
        return False


def _a_requirement(ctx, span) -> bool:
    """"Require Δ ≤ ε: N ≤ 2ε(2eᵗ + N) ⟺ 4εeᵗ ≥ N(1 + 2ε)", "we need ½ − α_a ≤ ε, which gives …": what the chain aims
    at, no case it is restricted to (as "for t ≥ 1:" is); that one inequality gives the next is claimed whatever it
    asks."""
    if span is None:
        return False
    statement = next((st for st in ctx.session.statements if st.offset <= span[0] < st.offset + len(st.text)), None)
    if statement is None:
        return False
    reading = ctx.session.claims[statement]
    return reading.goal or reading.necessary


def _direction_it_does_not_depend_on(ctx, name: str | None) -> bool:
    """"当 α → 0 时，…，即 η 的标准差为 ½": where a number goes changes nothing of a step in which it appears neither
    written, nor through a definition (the setting's, its exact model's, the write-up's own), nor in the model's own
    values (n and t in every weight, β in the norms of the u's): the step is refuted in every such case alike."""
    if name is None or name in STRUCTURAL or name in (ctx.session.setting.scale, str(ctx.session.scale)):
        return False
    written = {name_key(node) for node in free_names(ctx.link.left) + free_names(ctx.link.right)}
    defining = [text for text, _ in ctx.session.setting.definitions] + list(ctx.session.setting.exact) + \
        list(ctx.ledger.definitions.values()) + list(ctx.ledger.side.values())
    through = set()
    for text in defining:
        try:
            through.update(name_key(node) for node in s.walk(parse(text)) if isinstance(node, s.Name))
        except NotationError:
            return False
    if name in written | through:
        return False
    noise = {str(symbol) for symbol in ctx.session.setting.noise}
    symbol = ctx.session.setting.scalar(name)
    for side in (ctx.link.left, ctx.link.right):
        if _of_the_noise_alone(side, noise):
            continue  # Pr(η > 0), SD(η): the noise's law, which no direction of a number changes
        try:
            context = ctx.session.context(ctx.ledger.own)
            built = context.ground(context.build(side).expr)
        except SymattnError:
            return False
        if symbol.name in {str(x) for x in getattr(built, "free_symbols", ())}:
            return False
    return True


def _of_the_noise_alone(node, noise: set) -> bool:
    """A number, or a statistic (Pr, Var, SD, 𝔼) of the noise alone: P(η > 0), SD(η), Var(η)."""
    if is_number(node):
        return True
    return isinstance(node, s.Call) and node.func in ("Pr", "Var", "SD", "E") and bool(noise) and \
        all(name_key(name) in noise for name in free_names(node))


def _case_of_its_event(ctx, span) -> bool:
    """"c → v_a when η > 0, c → v_b when η < 0, each with probability ½": the cases are what the probability said in
    words is of, so a case on the same random quantity (η < 0) is no condition of Pr(η > 0) = ½."""
    link = ctx.link
    if span is None or not link.own_mood or not isinstance(link.left, s.Call) or link.left.func != "Pr":
        return False
    case = next((other for other in ctx.session.links if (other.left_span[0], other.span[1]) == span), None)
    event = {name_key(node) for node in free_names(link.left)}
    return case is not None and bool(event) and \
        {name_key(node) for node in free_names(case.left) + free_names(case.right)} <= event


def _contrast_between(ctx, span) -> bool:
    """"If α_a = 1 the output would be v_a, but here α_a → 1": a contrast between a hypothesis and a step of its
    sentence sets the step apart from it."""
    if span is None:
        return False
    link = ctx.link
    start, end = sorted((span[1], link.left_span[0])) if span[1] <= link.left_span[0] else \
        sorted((link.span[1], span[0]))
    return contrasts(ctx.text[start:end])


def case_in_words(ctx):
    """"If tokens 0 and 1 are the same word, swapping them gives PX = X", "assume the two words are equal; hence
    PX = X and PX + Φ = X + Φ": claimed in a case or a supposition said only in words (no formula of its sentence
    before it names it, and no condition in words was read), which the checker does not apply, so the step is not
    judged outside it."""
    claim, link, session = ctx.claim, ctx.link, ctx.session
    if not free_names(link.left) + free_names(link.right):
        return None  # ln 20 ≈ 2.3 holds or fails whatever its sentence supposes
    statements = session.statements
    first = next(st for st in statements if st.sentence == link.statement.sentence)
    if lexicon.said(words_before(session.text, statements, first), "SUPPOSE") and not session.claims[first].supposed:
        # what is supposed is words, not its first formula ("assuming $e^t \ge n$, …" supposes a formula)
        return "it is said in a supposition its sentence makes in words, which is not read"
    if claim.mood != HYPOTHETICAL or not claim.in_a_case or first is not link.statement:
        return None  # "if η > 0, c → v_a": the case is a formula, read by the sentence's facts
    if session.word_conditions.get(link.statement.sentence):
        return None  # "when η is positive": read as η > 0
    return "it is claimed in a case its sentence says in words, which is not read"


def case_in_own_names(ctx):
    """"Case 3, s = 1: … there α_a = α_b", with s = 1 + η: a case given as a value of a name the write-up built from
    the problem's parameters, in the step's sentence before it; the case is not applied, so the step is not judged
    outside it."""
    link, session = ctx.link, ctx.session
    for other in session.links:
        if other.statement.sentence != link.statement.sentence or other.span[1] > link.left_span[0]:
            continue
        if other.op == "=" and other.first and isinstance(other.left, s.Name) and is_number(other.right) and \
                (of_parameters(ctx, other.left) or _own_name(ctx, other.left)):
            return f"it is said in the case {plain_text(relation_text(other) or '')}, a value of the write-up's own " \
                   f"name, which is not applied"
    return None


def _own_name(ctx, node) -> bool:
    """A name the write-up defined as a quantity that varies (δ_a of "δ_i = √α z_iᵀw", Z of "Z = 2eᵗ + n − 2"): a
    value given to it is an instance the write-up takes ("δ_a = 0.001, δ_b = −0.001 이면 …"), whatever it was built
    from; one its definition already fixes (ω_0 = 1 of ω_i = 10000^{−2i/d}) is a value computed, a claim."""
    name = name_key(node)
    if ctx.session.matrices or name not in ctx.ledger.definitions and \
            not index_family(name) & set(ctx.ledger.definitions):
        return False  # a matrix part's names (T = 3) are sizes, read by its own rows
    try:
        context = ctx.session.context(ctx.ledger.own)
        built = context.build(node)
        value = context.ground(built.expr)
    except SymattnError:
        return False
    # a number the write-up named (not q = 0, the query: a vector whose value is no case of the problem's numbers)
    return built.kind == "scalar" and (bool(getattr(value, "free_symbols", None)) or bool(value.atoms(Dot)))


def cut_side(ctx):
    cut = ctx.marks.cut_word
    return f"the side was cut at the word '{cut}' (a product or a function written with a word)" if cut else None


def listed_values(ctx):
    """"x_jᵀx_2 = 0, β², 0 for j = 1, 2, 3": the side goes on as a list of values, one for each index the sentence
    lists; judged as the first value alone, the step is not what was written."""
    after = ctx.session.text[ctx.link.span[1]:ctx.link.span[1] + 60].replace("$", " ")
    found = _LISTED.match(after)
    return "its right side goes on as a list of values ('…, " + found.group(1).strip() + ", …'), one for each " \
        "index, which is not read" if found else None


# a comma, then a short value with no relation and no word (0, β², t, 1/2, −1), then another comma or "for"
_LISTED = re.compile(r"\s*,\s*((?:(?![=<>≈→≤≥,;.:]|[A-Za-z]{3})[^\n]){1,10}?)\s*(?:,|\bfor\b|\bresp|\bfür\b|\bpour\b)")


def defined_after(ctx):
    """"α_j = eᵗ/(eᵗ + n − 1) → 1 for q = t·k_j": a trailing clause of the step's own sentence defines a name the step
    rests on; judged with the definition in force before it, a refutation may miss the one the sentence means."""
    session, link = ctx.session, ctx.link
    later = defined_later(session, link)
    if not later:
        return None
    rests_on = judge.asked(ctx) or set()
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    for other in later:
        name = name_key(other.left)
        if (name in rests_on or name in written or name in session.queries) and \
                not _same_value(ctx, name, other.right):
            return f"its sentence defines {shown_name(name)} after it, which the step may rest on"
    return None


def _same_value(ctx, name: str, value) -> bool:
    """The definition in force at the step (the write-up's, else the setting's) gives the name this very value: the
    trailing clause restates it ("… = t + η for q = t(μ_a + μ_b)"), and the step was judged with it."""
    texts = [ctx.ledger.definitions.get(name)] + [text for text, _ in ctx.session.setting.definitions]
    for text in texts:
        try:
            node = parse(text) if text else None
        except NotationError:
            continue
        if isinstance(node, s.Relation) and name_key(node.operands[0]) == name:
            return subject_key(node.operands[-1]) == subject_key(value)
    return False


def case_in_other_terms(ctx):
    """"Si ‖k_a‖ > 1 … si ‖k_a‖ < 1 … cada caso ocurre con probabilidad 1/2": a probability read from words, of a
    case the write-up writes in other terms than the noise; the write-up may take the case for the noise's own
    (‖k_a‖ > 1 for η > 0, which leaves out η < −2), so its exact probability is not what the words claim."""
    link, session = ctx.link, ctx.session
    if link.event_of is not None:  # the probability of a step's event: the case is proved to be that event
        return None
    if not (isinstance(link.left, s.Call) and link.left.func == "Pr" and marks.said_in_words(session.text, link)):
        return None
    noise = {str(name) for name in session.setting.noise}
    written = {name_key(node) for node in free_names(link.left)}
    return "the probability of a case written in other terms than the noise, read from words" \
        if not written <= noise else None


def said_otherwise(ctx):
    """"for η > 0 we get c → v_a, otherwise c → v_b": the step is said in the complement of its sentence's case, which
    is not applied (the sentence's conditions are): a refutation there may be one in the case it excludes."""
    session, link = ctx.session, ctx.link
    facts = session.sentences.get(link.statement.sentence)
    if facts is None or not set(facts.conditions) - left_out_otherwise(session, link, facts):
        return None  # the case "otherwise" leaves out is not applied to it (cases.py): a refutation is one
    return "it is said 'otherwise', in the case its sentence excludes, which is not applied" \
        if otherwise_said(session, link) else None


def said_with_a_probability(ctx):
    """"c → ½(v_a + v_b) with probability Φ(√2)", "mit Wahrscheinlichkeit P(η > −1)": said to hold in an event of the
    noise, not in every case; where it fails, it may fail outside that event."""
    if not ctx.session.setting.noise:
        return None
    after = ctx.text[ctx.link.span[1]:ctx.link.span[1] + 40].replace("$", " ")
    return "it is said to hold with a probability ('with probability …'): in an event of the noise, not in every " \
           "case" if lexicon.opens(after, "PROBABILITY_OF", skipping=",;:()") is not None else None


def in_the_limit(ctx):
    """"the other weights vanish and c = α_a v_a + (1 − α_a)v_b", "asymptotically …": an equality said where its
    sentence takes the limit may be meant in that limit; refuted as exact, it is unknown when both sides agree
    there."""
    link, session = ctx.link, ctx.session
    if link.op != "=" or session.matrices:
        return None
    said = sentence_until(session.text, session.statements, link.statement)
    if not lexicon.said(said, "ASYMPTOTIC") and not _limit_taken_just_before(session, link):
        return None
    status, reason = judge.evaluated(replace(ctx, link=replace(link, op="approx")))
    if status != judge.VALID or "in the limit" not in reason:
        return None
    return "its sentence speaks of the limit, where both sides agree"


def _limit_taken_just_before(session, link) -> bool:
    """The sentence right before says it takes the limit ("in the limit α_a is a fair coin"), or sends a scale to
    infinity and says where the weights go there ("Quando t → ∞, α_a → 1 se η > 0. Podemos escrever c = v_b +
    α_a(v_a − v_b)"): the next speaks of that limit. (In its own sentence, "t → ∞; then α_a = eᵗ/(2eᵗ + n)" is a
    formula at every t, and a slip there stays wrong.)"""
    sentence = link.statement.sentence
    before = [other for other in session.links if other.statement.sentence == sentence - 1]
    if before and lexicon.said(sentence_until(session.text, session.statements, before[-1].statement), "ASYMPTOTIC"):
        return True  # "So in the limit α_a is a fair coin: E[α_a] = ½. Consequently c = α_a v_a + (1 − α_a)v_b …"
    return any(other.op == "to" and isinstance(other.right, s.Infinity) and isinstance(other.left, s.Name)
               for other in before) and any(other.op == "to" and not isinstance(other.right, s.Infinity)
                                            for other in before)


def elided_argument(ctx):
    """softmax(·) read as the argument written last (elided.py): the write-up points back, not at which one."""
    return "an argument left out, (·), was read as the one written last, which may not be the one meant" \
        if ctx.link.elided else None


def arrow_may_be_so(ctx):
    return "an arrow between two relations may mean 'so', not a limit" if ctx.marks.arrow_between else None


def conditional(ctx):
    """The premise of an implication ("A implies B"), or what one concludes from a premise that is not established."""
    claim = ctx.claim
    if claim.premise:
        return "it is the premise of an implication ('implies', 'forces'), not a claim of its own"
    if claim.premise_joined:
        # "sin t_1 = sin t_2 and cos t_1 = cos t_2 forces …": both relations are the premise
        return "it is part of the premise of an implication ('… and … forces'), not a claim of its own"
    if claim.equivalent_to_words:
        return "it is one side of an equivalence whose other side is said in words ('… iff'), not a claim of its own"
    if claim.implied and not judge.after_proved(ctx) and implied.refuted_as_consequence(ctx, ctx.link) is None:
        # (a step that fails where the relation before it holds, "A ⇔ B" with A and not B, is wrong whatever A is)
        return "it is implied by the relation before it, which is not established here"
    return None


def ambiguous_call(ctx):
    """sin ωt_1 read as sin(ω)·t_1 is refuted: the step is wrong only when the whole product, sin(ωt_1), is refuted
    too."""
    if not ctx.marks.ambiguous_call or whole_product_refutation(ctx) is not None:
        return None
    return "a function written without parentheses before a product (\\sin\\omega t) may apply to the whole " \
           "product, sin(ωt) rather than the sin(ω)·t read here"


def written_argument(ctx):
    """α_b(t) read as α_b·t is refuted: the step is wrong only where the quantity read without its argument (the
    weight at t) is refuted too."""
    alternative = arguments_dropped(ctx.link, ctx.text)
    if alternative is None or judge.evaluated(ctx, alternative)[0] == WRONG:
        return None
    return "a name with an argument right after it (α_b(t)) may be the quantity at that value, not a product"


def whole_product_refutation(ctx):
    """Why the step is wrong read with each bare function applied to the whole product after it (sin(ωt)), or None
    when that reading is not refuted: the reason a student is shown for such a step."""
    whole = whole_product_calls(ctx.link, ctx.text)
    if whole is None:
        return None
    status, reason = judge.evaluated(ctx, whole)
    return reason if status == WRONG else None


def unread_definition(ctx):
    """A change said in words and not read, a name whose definition could not be read (V split over lines), or a
    setting's name changed earlier when this sentence changes it again in words ("adding u_c instead")."""
    session, ledger, here = ctx.session, ctx.ledger, ctx.link.statement
    if session.matrices:
        unread = sorted(name for name, statement in ledger.unread.items() if statement.offset < here.offset)
        written = written_keys(ctx.link)
        used = [name for name in unread if name in written]
        return f"the definition of {', '.join(shown_name(n) for n in used)} could not be read, and this step uses " \
               f"it" if used else None
    if ctx.claim.adds and here.sentence not in ledger.changed_in.values():
        return "its sentence changes the setting in words that were not read"
    if session.setting.added_to and here.sentence not in ledger.changed_in.values() and \
            here.sentence not in {sentence for _, _, _, sentence in session.word_changes} and lexicon.said(
                " ".join(piece.text for piece in session.writeup.document.prose if piece.sentence == here.sentence),
                "ADDS"):
        # "k3.q2 = 0 if x_2 had u_d added": in a part whose question adds to an input, words of adding anywhere in
        # the sentence may change the setting its steps are said in
        return "its sentence speaks of adding to the input in words that were not read"
    unread = sorted(name for name, statement in ledger.unread.items() if statement.offset < here.offset)
    stale = sorted(name for name, sentence in ledger.changed_in.items()
                   if ledger.changed_in and here.sentence in session.replacing() and sentence != here.sentence)
    if not (unread or stale):
        return None
    asked = judge.asked(ctx)
    unread = [name for name in unread if asked is None or name in asked]
    if unread:
        return f"the definition of {', '.join(shown_name(n) for n in unread)} could not be read, and this step " \
               f"uses it: it is not judged against the problem's own"
    stale = [name for name in stale if asked is None or name in asked]
    if stale:
        return f"its sentence changes {', '.join(shown_name(n) for n in stale)} again in words ('instead'), " \
               f"which is not read"
    return None


def own_names(ctx):
    if ctx.session.matrices:
        return _own_indices(ctx)
    undefined = judge.undefined_names(ctx)
    written = {plain_text(shown_name(key)) for key in written_keys(ctx.link)}
    if undefined and all(angle_only(ctx.link, name) for name in undefined) and written <= set(undefined):
        # cos a − cos b = …: an identity in angles of its own, refuted at a point where it fails. Beside the
        # problem's names (α_a/α_b = e^{λs}), an undefined name stands for something of the write-up's not read.
        return None
    return f"{', '.join(undefined)} is defined neither by the problem nor by the write-up (a function or a name " \
           f"of its own?)" if undefined else None


def _own_indices(ctx):
    """In a matrix part, a step written only in names the part does not declare ("re-index k = π(j)", i = σ(j)):
    indices and maps of the write-up's own, which the part's model of matrices does not hold."""
    setting, ledger = ctx.session.setting, ctx.ledger
    written = written_keys(ctx.link)
    declared = set(setting.shapes) | set(setting.scalars) | {"I"} | set(ledger.definitions) | set(ledger.side) | \
        {str(symbol) for symbol in ctx.session.declared}
    own = sorted(name for name in written if name not in declared and not defined_in(setting, name))
    # P_1, P_2 beside the problem's P ("Let P_1, P_2 be permutation matrices"): matrices of the write-up's own named
    # after one of the part's, whatever the words say they are; the model reads them as general matrices
    named_after = [name for name in own if name.partition("_")[0] in setting.shapes and name.partition("_")[2]]
    if named_after:
        return f"{', '.join(plain_text(shown_name(n)) for n in named_after)}: matrices of the write-up's own named " \
               f"after the part's, which its model does not hold"
    if not written or set(own) != written:
        return None
    return f"{', '.join(plain_text(shown_name(n)) for n in own)}: indices or maps of the write-up's own, which the " \
           f"part's matrices do not model"


# the statistics of a random quantity: its mean, variance, standard deviation, covariance, a probability
STATISTICS = frozenset({"E", "Var", "SD", "Cov", "Pr", "P"})


def own_random_names(ctx):
    """E[r_i] with r_i = e_i^⊤(μ_a + μ_b), e_i a name of the write-up's own (e_i ∼ N(0, αI)), or P(η > −√2) where the
    write-up wrote k_a = (1 + η/√2)μ_a: a statistic of a quantity whose law the part's model does not hold. The model
    reads a name it does not hold as a fixed number, whose mean is itself; a refutation on that reading says nothing
    of the student's random variable."""
    session = ctx.session
    context = session.context(ctx.ledger.own)
    for side in (ctx.link.left, ctx.link.right):
        for node in s.walk(side):
            if not (isinstance(node, s.Call) and node.func in STATISTICS and node.args):
                continue
            # the problem's noise, written into a given of the problem otherwise than the problem does ("k_a = (1 +
            # η/√2)μ_a with η ∼ N(0, 1)"): its law is the write-up's own
            relawed = {name_key(n) for n in free_names(node) if relations.given_changed_with(session, name_key(n),
                                                                                               ctx.link)}
            try:
                symbols = context.ground(context.build(node.args[0]).expr).free_symbols
            except (SymattnError, TypeError, ValueError, AttributeError):
                symbols = set()  # an event (η > −√2) is no value to build
            own = sorted({str(symbol) for symbol in symbols - session.declared} | relawed)
            if own:
                return f"{', '.join(plain_text(shown_name(name)) for name in own)}: a quantity of the write-up's own " \
                       f"inside {node.func}, whose law the part's model does not hold"
    return None


def problems_query(ctx):
    """The write-up gives no query: a refutation that rests on the problem's stands only when each query it uses was
    also used by a valid step before it (k_a^⊤q = (1 + η)t proved: the write-up's q is the problem's there)."""
    queries = ctx.session.queries
    if judge.own_query(ctx) or not judge.rests_on(ctx, queries):
        return None
    asked = judge.asked(ctx)
    used = [name for name in queries if asked is None or name in asked]
    if not used or asked is not None and all(name in ctx.confirmed for name in used):
        return None
    if asked is not None and all(judge.query_given_after(ctx, name) for name in used):
        return None
    return f"the write-up does not define {' and '.join(queries)}, so the problem's own was used"


def designed_not_defined(ctx):
    """A step built from a name the part asks the student to design (V in kqv-design, q in copy), before the
    write-up defines it: the setting's default (V = I, a free q) is not what the student means."""
    ledger = ctx.ledger
    missing = [name for name in ctx.session.designed if name not in ledger.definitions and name not in ledger.side]
    if not missing:
        return None
    asked = judge.asked(ctx)
    used = [name for name in missing if asked is None or name in asked]
    if not used:
        return None
    shown = " and ".join(shown_name(name) for name in used)
    return f"it rests on {shown}, which the part asks for and the write-up has not defined before this step: it " \
           f"is not judged against a default"


def assumed_instance(ctx):
    """"Nimm X = 0 … Dann ist PX + Φ = Φ": a step said in an instance the write-up assumes for what follows, which
    the checker does not apply (the problem's input stays arbitrary)."""
    link, ledger = ctx.link, ctx.ledger
    written = _resting_on(ctx, written_keys(link))
    permutation = judge.permutation_alone(ctx, written)
    programmed = sorted({name for program in ctx.session.writeup.document.programs if program.end <= link.left_span[0]
                         for name in written if {name, name.partition("_")[0]} & program.assigned})
    if programmed:  # "z = np.array([[0.5, -1.0, …]])" in code, then "z_1ᵀw = 0.5 − 1.0": a worked example's values
        return f"it is said after a program that sets {', '.join(shown_name(n) for n in programmed)}, an " \
               f"instance the write-up works, which is not applied here"
    applied = {text.partition("=")[0].strip() for text in judge.applied_instances(ctx.session, link)}  # read there
    found = [text for at, name, text, end in ctx.session.instances
             if at <= link.left_span[0] < end and name in written and name not in ledger.side and name not in ledger.definitions
             and name != permutation and name not in applied]
    return f"it is said where {plain_text(found[0])}, an instance the write-up assumes, which is not applied here" \
        if found else None


def idealised_scalar(ctx):
    """"Var(μ_aᵀk_a) = α + ½ → ½" in the noise part: α, a scalar of the problem that the part's model has taken to its
    limit (no `let` or `exact` of the part uses it, and it is not the scale), is not in the model the step is judged
    in; a refutation there says nothing of what the student computed."""
    session, link = ctx.session, ctx.link
    setting = session.setting
    if setting.kind not in ATTENTION_KINDS:
        return None  # the positions' ω, the matrices' sizes: free parameters of their model, no limit taken
    used = {name for text in [text for text, _ in setting.definitions] + list(setting.exact)
            for name in re.findall(r"\\?[A-Za-z]+", text)}
    # a tolerance (ε, δ) is a free number of the question, and a name the write-up defines is its own
    idle = [name for name in setting.scalars if name != setting.scale and name not in STRUCTURAL_NAMES and
            name not in TOLERANCE_NAMES and name not in ctx.ledger.definitions and name not in used and
            f"\\{name}" not in used]
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    found = next((name for name in idle if name in written), None)
    return f"it names {shown_name(found)}, which this part's model has taken to its limit and does not hold" \
        if found else None


def limit_of_a_fixed_number(ctx):
    """"α_a = e^t/(2e^t + n − 2) → 0 as n → ∞", "… which tends to 0 when n is large": a limit whose sentence sends one
    of the problem's fixed numbers (n, d) to a limit may be taken in it, not in the part's scale; a refutation in the
    scale's limit says nothing of it. The limit is the step's sentence's, in symbols (a step "n → ∞") or in words, as
    the readers of directions read them ("n is large", "for huge n")."""
    link, session = ctx.link, ctx.session
    if link.op not in ("to", "approx", "gg", "ll"):
        return None
    fixed = {str(x): x for x in session.fixed}
    sentence = link.statement.sentence
    for other in session.links:
        if other is not link and other.statement.sentence == sentence and other.op in ("to", "gg") and \
                isinstance(other.left, s.Name) and name_key(other.left) in fixed:
            return f"its sentence sends {shown_name(name_key(other.left))} to a limit, which the step may be taken in"
    document = session.writeup.document
    pieces = [(p.offset, p.offset + len(p.text)) for p in document.statements + document.prose if p.sentence == sentence]
    start, end = min(a for a, _ in pieces), max(b for _, b in pieces)
    for name, direction in directions_in_words(document, fixed, session.context(()), {}):
        if start <= direction.position < end and direction.kind in LIMITS:
            return f"its sentence sends {shown_name(name)} to a limit in words, which the step may be taken in"
    return None


STRUCTURAL_NAMES = ("n", "d", "T")
ATTENTION_KINDS = ("softmax", "two-head")
TOLERANCE_NAMES = ("epsilon", "varepsilon", "delta", "eps")


def defined_before_a_change(ctx):
    """"Scores s_j = x_jᵀu_a. … Add u_d: x_2 = u_a + u_d. Then s_2 = 2β²": a name the write-up defined before it changed
    the setting in words, used after the change, may be meant for the new setting (the scores of the new query); read
    by its old definition, its refutation rests on a reading the write-up does not commit to."""
    stale = ctx.ledger.stale
    if not stale:
        return None
    bases = {key.partition("_")[0]: key for key in stale}
    written = {key for key in written_keys(ctx.link) if key}
    used = sorted(written & stale) or \
        sorted(bases[base] for base in {key.partition("_")[0] for key in written} if base in bases)
    if not used:
        return None
    return f"it rests on {shown_name(used[0])}, defined before the write-up changed the setting; it may be meant for " \
           f"the new one"


def read_to_its_digits(ctx):
    """"At t = 7.784 we get … δ = 98/9800 = 0.01": a value its sentence gives with decimals is rounded to its last
    digit, so an equality refuted at the number as written may hold inside the interval the digits stand for
    (t = ln 2401 = 7.78364…); the step is wrong only where its two sides differ with one sign over all of it."""
    facts, link = ctx.facts, ctx.link
    halves = {symbol: _rounding(text) for symbol, _, text in (facts.values if facts is not None else ())}
    decimals = [(symbol, value, text) for symbol, value, text in (facts.values if facts is not None else ())
                if halves[symbol] is not None]
    if link.op != "=" or not decimals:
        return None
    try:
        context = ctx.session.context(ctx.ledger.own)
        gap = context.ground(context.build(link.left).expr - context.build(link.right).expr)
        # the other numbers as the write-up gave them, in its sentences up to this one ("Check with n = 100: …")
        given = values_given(ctx)
        for symbol, value, text in decimals:
            at = {**given, **{x: v for x, v, _ in decimals if x != symbol}}
            ends = [complex(gap.subs({**at, symbol: value + side * halves[symbol]}).evalf(30)) for side in (-1, 1)]
            if any(abs(end.imag) > 1e-12 for end in ends):
                return None
            if ends[0].real == 0 or ends[1].real == 0 or (ends[0].real > 0) != (ends[1].real > 0):
                return f"{text} is rounded to its last digit, and inside what it stands for the two sides meet"
    except (SymattnError, TypeError, ValueError, AttributeError):
        return None
    return None


def values_given(ctx) -> dict:
    """{symbol: value} the write-up gives in the step's sentence and the ones before it (t_1 = 3, n = 100), a later
    sentence's value over an earlier one's."""
    return {symbol: value for sentence, found in sorted(ctx.session.sentences.items())
            if sentence <= ctx.link.statement.sentence for symbol, value, _ in found.values}


def _rounding(text: str):
    """Half a unit of the last digit of the decimal a value "t = 7.784" gives (0.0005), or None when it gives none."""
    try:
        value = parse(text).operands[-1]
    except (NotationError, AttributeError):
        return None
    return decimal_tolerance(value) if digit_unit(value) is not None else None


def rounded_along_the_chain(ctx):
    """"α_a ≈ 22026/44061 ≈ 0.49991": a decimal reached along a chain of approximations approximates what the chain
    started from; a member before it that was itself rounded (22026 for e^10) may miss its last digit. Not wrong
    where a member before it, back along the chain's ≈ and =, is proved to approximate the decimal (under the
    conditions of the step's sentence, as the step is judged); one merely not refuted there covers nothing."""
    link = ctx.link
    if link.op != "approx" or not any(isinstance(node, s.Num) and "." in node.text for node in s.walk(link.right)):
        return None
    for member in _earlier_members(ctx):
        try:
            status = judge.evaluated(ctx, replace(link, left=member))[0]
        except SymattnError:
            return None
        if status == VALID:
            return "it goes on from a value rounded along its chain, and the chain's start before that rounding is " \
                   "proved to approximate it"
    return None


def drifted_along_the_chain(ctx):
    """"0.9214 ≈ 0.93 ≈ 0.94": each link within the tolerance, the last far from where the chain started. A decimal
    reached along a chain of approximations approximates what the chain started from; where a member before it,
    back along the chain's ≈ and =, is refuted to approximate it, the link is not proved, whatever its neighbour
    says (the reason, or None)."""
    link = ctx.link
    if link.op != "approx" or digit_unit(link.right) is None:
        return None
    for member in _earlier_members(ctx):
        try:
            status, reason = judge.evaluated(ctx, replace(link, left=member))
        except SymattnError:
            return None
        if status == WRONG:
            return f"the chain drifts: what it started from is not that value ({reason})"
    return None


def _earlier_members(ctx) -> list:
    """The members of the step's chain before its left side, back along ≈ and = (an ≈ among them), nearest first."""
    link = ctx.link
    before = sorted((other for other in ctx.session.links if other.statement == link.statement and
                     other.chain == link.chain and other.span[1] <= link.left_span[1] and other is not link),
                    key=lambda other: other.span[0])
    members, current, rounded = [], link.left, False
    for other in reversed(before):
        if other.right != current or other.op not in ("=", "approx"):
            break
        rounded = rounded or other.op == "approx"
        current = other.left
        if rounded:
            members.append(current)
    return members


def changed_after_it(ctx):
    """"c_2 → u_a + u_d (similarly c_2 → u_a + u_c when adding u_c)": a change said in words after a step of its own
    sentence may be what the step is said with; the step is wrong only where that change does not save it."""
    link = ctx.link
    for at, name, text, sentence in ctx.session.word_changes:
        if sentence == link.statement.sentence and at >= link.span[1]:
            changed = replace(ctx, ledger=ctx.ledger.changing(name, text, sentence))
            if judge.evaluated(changed)[0] != WRONG:
                return f"its sentence changes {shown_name(name)} in words after it, and with that change it is not " \
                       f"refuted"
    return None


def one_of_several(ctx):
    """"Let x_2 = u_a + u_e with u_e ∈ {u_c, u_d}": a vector the write-up says is one of several is read as a vector of
    its own (a new member of its family, orthogonal to the rest); a refutation that rests on it is not certified."""
    members = {name_key(other.left) for other in ctx.session.links
               if other.op == "in" and isinstance(other.left, s.Name) and
               (other.left.sub or other.left.base not in INDEX_LETTERS) and
               isinstance(other.right, s.SetLiteral) and len(other.right.items) > 1 and
               all(isinstance(item, s.Name) and item.sub for item in other.right.items)}  # vectors, not α_a ∈ {0, 1}
    if not members:
        return None
    written = {key for key in written_keys(ctx.link) if key}
    for text in ctx.ledger.side.values():  # the setting as the write-up changed it (x_2 = u_a + u_e)
        try:
            written |= {name_key(node) for node in free_names(parse(text))}
        except (NotationError, RecursionError):
            continue
    found = sorted(_resting_on(ctx, written) & members)
    if not found:
        return None
    return f"it rests on {shown_name(found[0])}, which the write-up says is one of several vectors; it is read as a " \
           f"vector of its own"


def _consequence_refuted(ctx) -> bool:
    """The step was refuted as following from the inequality before it (implied.py): at a point of its own, in the
    part's domain, where that one holds and this one does not; no reading of the step alone changes that."""
    return ctx.refutation.startswith((implied.NOT_IMPLIED, implied.NOT_EQUIVALENT))


def negative_scale_only(ctx):
    """"q = s(μ_a + μ_b)/√2, so ‖q‖ = s": refuted only where the query's own scale s is negative, which a scale the
    write-up makes large never is; judged with s > 0, the step is not refuted."""
    if _consequence_refuted(ctx):
        return None  # its witness is a point with s > 0 already
    scales = set()
    for name in ("q", "q_1", "q_2", "q_3"):
        text = ctx.ledger.definitions.get(name)
        try:
            value = parse(text).operands[-1] if text else None
        except (NotationError, AttributeError, IndexError, RecursionError):
            continue
        scales |= {name_key(node) for node in free_names(value) if isinstance(node, s.Name) and
                   judge.scalar_symbol(ctx, node) is not None and not is_parameter(node, ctx.session.setting)} if value else set()
    used = sorted(scales & {key for key in written_keys(ctx.link) if key})
    if not used:
        return None
    positive = tuple(f"{key_tex(name)} > 0" for name in used)
    try:
        found = relations.one(ctx.session, ctx.link, ctx.session.context(ctx.ledger.own), positive, {})
    except SymattnError:
        return None
    if found.status is Status.REFUTED:
        return None
    return f"it fails only where {shown_name(used[0])} is negative, and the query's scale is a positive number"


def relabelled_keys(ctx):
    """"wlog a = 1, b = 2", "tomo n = 4, a = 1, b = 2": the write-up gives the problem's key labels numbers, so v_1
    is v_a for it; a step written in the numbered names is not judged against the labels the checker keeps."""
    session, link = ctx.session, ctx.link
    labels = {str(key) for key in session.setting.keys}
    relabelled = [other for other in session.links if other.op == "=" and other.left_span[0] < link.left_span[0] and
                  isinstance(other.left, s.Name) and not other.left.sub and other.left.base in labels and
                  isinstance(other.right, s.Num)]
    written = session.text[link.left_span[0]:link.span[1]]
    if relabelled and NUMBERED_NAME.search(written):
        first = relabelled[0]
        return f"the write-up numbers the keys ({first.left.base} = {first.right.text}), which is not applied here"
    return None


NUMBERED_NAME = re.compile(r"(?:^|[^A-Za-z\\])(?:[kvqxc]|\\?mu|μ|\\?alpha|α|p|w|s)_\{?\d")


def _resting_on(ctx, written: set) -> set:
    """The names written and those their definitions (the part's, the write-up's) are built from: Q = X W_Q rests on
    X and W_Q."""
    definitions = {}
    for text in [text for text, _ in ctx.session.setting.definitions] + list(ctx.ledger.own):
        try:
            relation = parse(text)
            definitions.setdefault(name_key(relation.operands[0]), {name_key(node) for node in
                                                                    free_names(relation.operands[1])})
        except (NotationError, AttributeError, IndexError):
            continue
    found, todo = set(), list(written)
    while todo:
        name = todo.pop()
        if name not in found:
            found.add(name)
            todo.extend(definitions.get(name, ()))
    return found


def rows_of_the_input(ctx):
    """"Take two identical words x_0 = x_1 = x. Then PX = X": the write-up names rows of the problem's input (x_i for
    X) and sets them, an instance of the input the checker does not apply to X, so a step about X after it is not
    judged outside it."""
    session, ledger = ctx.session, ctx.ledger
    if not session.matrices:
        return None
    inputs = {name for name in session.setting.shapes if not defined_in(session.setting, name)}
    # set as definitions, or said of an example before the step ("e.g. … rows 0 and 2 are equal, x_0 = x_2 = x")
    earlier = [key for link in session.links if link.span[1] <= ctx.link.left_span[0] and link.op == "="
               for key in written_keys(link)]
    rows = sorted({name for name in list(ledger.definitions) + list(ledger.side) + earlier
                   if name.partition("_")[0].upper() in inputs and name.partition("_")[0].islower() and "_" in name})
    written = written_keys(ctx.link)
    matrices = written & {name.partition("_")[0].upper() for name in rows}
    if not matrices:
        return None
    return f"it is said after the write-up sets rows of the input ({', '.join(rows)}), an instance not applied to " \
           f"{', '.join(sorted(matrices))}"


def assumed_in_words(ctx):
    """"Let every token be the same word: all three rows of X equal some x. Then PX = X": an assumption about one of
    the problem's free inputs (X), said before the step in a sentence that opens by supposing or taking and whose
    words are not all read, stands for what follows; the checker cannot apply it, so a step about that input is not
    judged outside it."""
    session, link = ctx.session, ctx.link
    inputs = {name for name, shape in session.setting.shapes.items()
              if not defined_in(session.setting, name) and "permutation" not in shape and name != "one"}
    about = written_keys(link) & inputs
    if not about:
        return None
    document = session.writeup.document
    # a name inside a relation read whole ("plus PᵀP = I") is said by that relation, not by the words around it
    related = [(item.left_span[0], item.span[1]) for item in session.links]
    for sentence in sorted({piece.sentence for piece in document.prose if piece.offset < link.left_span[0]}):
        if sentence >= link.statement.sentence or not session.unread_words(sentence):
            continue
        pieces = [(piece.offset, piece.offset + len(piece.text)) for piece in document.prose
                  if piece.sentence == sentence] + \
            [(st.offset, st.offset + len(st.text)) for st in session.statements if st.sentence == sentence]
        said = session.text[min(a for a, _ in pieces):max(b for _, b in pieces)]
        supposing = [found.end for concept in ("SUPPOSE", "COMMIT")
                     for found in lexicon.scan(said.replace("$", " "), concept)]
        origin = min(a for a, _ in pieces)
        named = sorted({name for name in about for found in
                        re.finditer(rf"(?<![A-Za-z\\]){re.escape(name)}(?![A-Za-z_])", said)
                        if any(end <= found.start() for end in supposing)  # "let …" before the input is named
                        and not any(a <= origin + found.start() < b for a, b in related)})
        if named:
            return f"it is said after an assumption about {', '.join(named)} in words that are not read " \
                   f"({shown_words(session.unread_words(sentence), session.text)}), which is not applied here"
    return None


def headless_weight(ctx):
    return "α written with no head may be one head's weight, not the average over the heads" \
        if ctx.marks.headless_weight else None


def imaginary_unit(ctx):
    return "i may be the imaginary unit (e^{iθ} = cos θ + i sin θ), which is not read" \
        if ctx.marks.imaginary_unit else None


def in_contradiction(ctx):
    return "it follows from a case supposed for contradiction, which is false" if ctx.marks.in_contradiction else None
