"""A step that defines a name: the phase between "is this a claim?" and judging it. `defined_by` returns the new
ledger and the reason, or None when the step is a claim. A name the problem computes (c_2), a condition or value
(n = 10), or a setting's name given its own value again are claims; a setting's name given another value changes the
setting (the steps after it are read both ways); "which forces t_1 = t_2" is a conclusion, read both ways unless it
holds as written."""

from sympy import Symbol

from symattn.engine import claims, value_claims
from symattn.engine.results import Status
from symattn.errors import MeaningError, NotationError
from symattn.language import lexicon
from symattn.language.statements import words_before
from symattn.language.word_certificate import shown_words
from symattn.meaning.context import Context
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import key_tex, name_key
from symattn.steps.judge import Reading, after_proved, in_reading
from symattn.steps.names import (another_member, covered_by_pattern, defined_in, families, free_names, free_scalar,
                                 is_number, is_parameter, names, relation_text, shown_name)
from symattn.steps.rewrites import is_prime, primed_as_names, unprimed
from symattn.steps.sentences import INDEX_LETTERS
from symattn.steps.write_up_names import uses_own_function

MATRIX_NAMES = ("K", "Q", "V")


def defined_by(ctx):
    """(the ledger with the definition, the reason) for a step `name = …` that defines a name; None for a claim."""
    session, link, ledger = ctx.session, ctx.link, ctx.ledger
    name = name_key(unprimed(link.left, session.text) if session.matrices else link.left)
    text = _through_chain(session, link) if name is not None else None
    if text is None:
        return None
    if name in {str(key) for key in session.setting.keys} and session.claims[link.statement].hypothesis:
        return None  # "the case a = b": a case of the problem's labels, supposed, never a name given a value
    if another_member(link, ledger.definitions, session.links) and name not in session.setting.scalars:
        return None  # "Suppose Φ_t = Φ_s", "x_i = x_j": two members of one family equated, never a name introduced
    # the value as defined (a chain's own value, "w_a = w_b = e^t/Z(t)"), or the side as written
    value = text.split("=", 1)[1] if "=" in text else session.text[link.span[0]:link.span[1]]
    own = uses_own_function(session.own_functions, value)
    if own is not None:
        # "w_a = e^t/Z(t)" after "Z(t) = 2e^t + n − 2": in a function of the write-up's own, not read; the steps
        # that rest on the name are not judged against another value
        return ledger.unreadable(name, link.statement), f"a definition of {shown_name(name)} in {own}(·), a function " \
                                                        f"of the write-up's own, not read"
    cut = ctx.marks.cut_word
    if cut and cut[:1] in "([":
        # "G = P(the rows of H)" read as "G = P": a definition cut at a bracket is not what the write-up defines;
        # the name is unread, so the steps that use it are not judged against either
        return ledger.unreadable(name, link.statement), f"a definition of {shown_name(name)} cut at '{cut}', not read"
    if session.matrices:
        text = primed_as_names(text)
        known = name in session.setting.shapes or name == "I" or defined_in(session.setting, name) or \
            _ones_glued(session, link)
        if known or len(name) == 1 and name.islower():
            return None
        return _defining(ctx, name, text)
    if name in session.answers or name in session.queries:
        if session.text[link.left_span[0]:link.left_span[0] + 1] in "({[" or not _fits(session, name, text):
            return None
        if name not in session.queries and computed(session, link.left):
            return None  # the part computes it (c_2, the attention output): the student's value is a claim
        return _defining(ctx, name, text)
    if defined_in(session.setting, name) or covered_by_pattern(session.setting, name):
        return _redefinition(ctx, name, text)
    if is_number(link.right) and _a_number(ledger.definitions.get(name)) and name not in INDEX_LETTERS:
        # "ξ = 0 has probability 0 … a check with ξ = 0.3": a name of the write-up's own given a number, then
        # another, takes each as a value in turn (a claim would compare two numbers, which nothing computed); an
        # index given one value and then another names cases ("for j = 1: …, for j = 2: …"), which case labels read
        return _defining(ctx, name, text)
    letter = _own_letter(session, link)
    if letter == "unused":
        return _defining(ctx, name, text)
    if letter == "used":
        return ctx.ledger.changing(name, text), f"gives {shown_name(name)} a value in other names (where it goes, " \
                                                f"or a name of the write-up's own): the steps after it are read both ways"
    if name in ledger.definitions and ledger.definitions[name] != text and \
            lexicon.closes(words_before(session.text, session.statements, link.statement), "NAMING") is not None:
        # "Next, let γ = ‖q‖": the write-up's own name defined again, said so; its latest word
        return _defining(ctx, name, text)
    if name in ledger.definitions and ledger.definitions[name] != text and not is_number(link.right) and \
            name.partition("_")[0] not in families(session.setting) and \
            _same_form(session, ledger.definitions[name], link):
        # "Head 1: s_i = k_iᵀq_1 … Head 2: s_i = k_iᵀq_2": the write-up's own name given another value in other
        # names, a new definition or a slip: the steps after it are read both ways, and it is never wrong itself
        return ledger.changing(name, text), f"gives {shown_name(name)} another value than before, in other names: " \
                                            f"the steps after it are read both ways"
    if _own_vector(session, ledger, link, name):
        # "u = k_a + k_b", "where u_1 = μ_a": a vector of the write-up's own (u is another part's family here), a
        # definition the steps after it are read with, never a claim about the problem's u
        return _defining(ctx, name, text)
    if name.partition("_")[0] in families(session.setting):
        return None
    context = session.context(ledger.own)
    symbol = free_scalar(context, link.left)
    if symbol is None or symbol.name != name:
        return None
    try:
        right = context.build(link.right)
    except (MeaningError, NotationError):
        return None
    if symbol in session.fixed | {session.scale} | set(session.setting.noise) or \
            symbol in right.expr.free_symbols or (is_parameter(link.left, session.setting) and is_number(link.right)):
        return None  # n = 10, t = 5: a condition or a value, read with its sentence
    if ctx.claim.concluded:
        return _concluded(ctx, name, text)
    # a name the problem leaves free (ε, ω_i) or one of the student's own: a definition, never a claim
    return _defining(ctx, name, text)


def own_factor(ctx):
    """"k_a ≈ γμ_a, where γ is random with mean 1 and variance ½", "k_a = s μ_a": a letter of the write-up's own times
    one of the problem's unit vectors, said of a vector the problem gives along that vector: the letter names the
    vector's factor along it, γ = μ_aᵀk_a (1 + η in the model), and the given vector is not changed. (ledger, reason),
    or None for any other step."""
    ledger = ctx.ledger
    known = set(ledger.definitions) | set(ledger.side)
    found = factor_named(ctx.session, ctx.link, ctx.session.context(ledger.own), known)
    if found is None:
        return None
    name, text, vector = found
    given = shown_name(name_key(ctx.link.left))
    return ledger.defining(name, text, ctx.session.designed), \
        f"names {shown_name(name)} the factor of {given} along {shown_name(vector)}: {shown_name(name)} = " \
        f"{shown_name(vector)}ᵀ{given}"


def factor_named(session, link, context, known) -> tuple | None:
    """(the letter, its definition, the vector) for a step own_factor reads; None for any other. `known`: the names
    already defined."""
    if session.matrices or link.op not in ("=", "approx") or not link.first or not isinstance(link.left, s.Name) or \
            not defined_in(session.setting, name_key(link.left)):
        return None
    right, units = link.right, _unit_families(session)
    if not (isinstance(right, s.Product) and len(right.factors) == 2 and right.ops == ("juxt",)):
        return None
    letter, vector = sorted(right.factors, key=lambda node: isinstance(node, s.Name) and node.base in units)
    if not (isinstance(letter, s.Name) and not letter.sub and isinstance(vector, s.Name) and vector.sub and
            vector.base in units):
        return None
    name = name_key(letter)
    # a letter the write-up defines, sends to a limit or calls large ("k_a = βμ_a. As β → −∞, …") is its own free
    # number, not the key's factor
    if name in known or session.setting.scalar(name) in session.declared or \
            any(other.op in ("=", "to", "gg", "ll") and isinstance(other.left, s.Name) and name_key(other.left) == name
                for other in session.links if other is not link):
        return None
    along = key_tex(name_key(vector))
    factor = f"{along}^\\top {key_tex(name_key(link.left))}"
    try:
        value = context.build(parse(factor))
        same = value_claims.equal_values(context.build(link.left), context.build(parse(f"({factor}) {along}")), context,
                                         claims.initial_facts(context, ()))
    except (MeaningError, NotationError):
        return None
    if value.kind != "scalar" or same.status is not Status.PROVED:
        return None
    return name, f"{key_tex(name)} = {factor}", name_key(vector)


def _unit_families(session) -> set:
    return {name for name, family in session.setting.families.items() if family.rule != "arbitrary" and family.norm == 1}


def _own_vector(session, ledger, link, name: str) -> bool:
    """A name outside the part's own families and given names, defined once as a vector (a matrix given a value,
    Σ_a = αI + μ_aμ_aᵀ, is the problem's own restated or changed, read as such)."""
    base = name.partition("_")[0]
    if base in session.setting.families or base in ("k", "mu", "v", "q", "c", "alpha") or name in ledger.definitions \
            or name in session.setting.scalars:
        return False
    try:
        value = session.context(ledger.own).build(link.right)
    except (MeaningError, NotationError):
        return False
    return value.kind == "vector"


def _same_form(session, before: str, link) -> bool:
    """The new value is written in the vectors of the old one (k_iᵀq_1, then k_iᵀq_2): a definition again, not a value
    of it (s_a = k_aᵀq, then s_a = 2t, is a claim: numbers and scalars make no form)."""
    try:
        old = {node.base for node in names(parse(before).operands[1])}
    except (NotationError, AttributeError, IndexError):
        return False
    scalars = {name.partition("_")[0] for name in session.setting.scalars} | {str(session.scale)}
    return bool((old & {node.base for node in names(link.right)}) - scalars - {"e", "pi"})


def primed_setting_name(ctx):
    """"Let x_2′ = u_a + u_d": a name of the part, primed and given a value, is the write-up's new version of it,
    which the checker does not read (a prime may be a derivative); the name of the part it stands for, or None. The
    steps after it that use that name are not judged against the problem's own."""
    link, session = ctx.link, ctx.session
    left = link.left
    if session.matrices or not link.first or link.op != "=" or not is_prime(left, session.text) or \
            not isinstance(left.arg, s.Name):
        return None
    name = name_key(left.arg)
    return name if defined_in(session.setting, name) or covered_by_pattern(session.setting, name) else None


def _ones_glued(session, link) -> bool:
    """P1 = 1 in plain text: a matrix of the part and the digit 1 written together is P𝟏 (matrix_context.py), a
    claim, not a name P_1 the write-up defines."""
    node = link.left
    written = session.text[link.left_span[0]:link.left_span[1]]
    return isinstance(node, s.Name) and node.sub == "1" and "one" in session.setting.shapes and \
        node.base in session.setting.shapes and "_" not in written


def _own_letter(session, link):
    """A bare letter the problem declares besides its scale and fixed numbers (α of Σ_i = αI), given a value in other
    names: "unused" when the part's model never uses it (k_i = μ_i), so it is the student's own name for something
    of theirs ("the weight on a is α = e^t/(e^t + n − 1)"); "used" when it does (then it may also say where α goes);
    None for anything else."""
    node, setting = link.left, session.setting
    if not isinstance(node, s.Name) or node.sub or name_key(node) not in setting.scalars or is_number(link.right) or \
            setting.scalar(name_key(node)) in session.fixed | {session.scale} | set(setting.noise) or \
            name_key(node) in {name_key(name) for name in names(link.right)}:
        return None
    used = {(name.base, bool(name.sub)) for text, _ in setting.definitions for name in names(parse(text).operands[1])}
    # the exact model's letters (α of k_i = μ_i + √α z_i) are the problem's where the write-up takes that model up,
    # naming another of its letters (z_i); otherwise α is free for the student's own weight
    if _takes_up_the_exact_model(session, node):
        used |= {(name.base, bool(name.sub)) for text in setting.exact for name in names(parse(text).operands[1])}
    return "used" if (node.base, False) in used else "unused"


def _takes_up_the_exact_model(session, letter) -> bool:
    others = session.exact_names - {(letter.base, False)}
    return any((name.base, bool(name.sub)) in others for link in session.links
               for name in free_names(link.left) + free_names(link.right))


def _defining(ctx, name: str, text: str):
    earlier = ctx.ledger.definitions.get(name)
    unread = ctx.session.unread_words(ctx.link.statement.sentence) if earlier not in (None, text) else ()
    if unread:
        # "(Não usamos q_1 = q_2 = λ(μ_a + μ_b), como pede o enunciado.)": a name defined again where the words are
        # not read may be a definition set aside; the steps that use the name are not judged against either
        return ctx.ledger.unreadable(name, ctx.link.statement), \
            f"defines {shown_name(name)} again, in a sentence whose words are not all read " \
            f"({shown_words(unread, ctx.session.text)}): which definition is meant is not read"
    return ctx.ledger.defining(name, text, ctx.session.designed), f"defines {shown_name(name)}"


def _concluded(ctx, name: str, text: str):
    """"which forces t_1 = t_2": a claim, checked when it holds as written; else not wrong, and the steps after it
    are read both with the name free and with this value (a conclusion may also fix what it names)."""
    own = ctx.ledger.own
    result = in_reading(ctx, ctx.link, Reading(ctx.session.context(own), own, ""))
    if result.status is Status.PROVED or after_proved(ctx):
        return None  # what a proved relation forces is claimed outright
    return ctx.ledger.changing(name, text), f"concludes {shown_name(name)} = …, which may be a claim or its value: " \
                                            f"the steps after it are read both ways"


def computed(session, node) -> bool:
    """The part itself gives the name a value (c_2 is the attention output), so it is not the student's to define."""
    try:
        value = session.context(()).build(node)
    except (MeaningError, NotationError):
        return False
    return not (value.kind == "scalar" and isinstance(value.expr, Symbol))


def _fits(session, name: str, text: str) -> bool:
    """A query is a vector and K, Q, V are matrices: anything else is not read as their definition."""
    try:
        value = Context(session.setting, [(text, "the write-up")]).build(parse(name))
    except (MeaningError, NotationError):
        return False
    return value.kind == ("matrix" if name in MATRIX_NAMES else "vector") or value.kind == "covector"


def _redefinition(ctx, name: str, text: str):
    session, link = ctx.session, ctx.link
    context = session.context(ctx.ledger.own)
    try:
        given, written = context.build(link.left), context.build(link.right)
        same = value_claims.equal_values(given, written, context, claims.initial_facts(context, ()))
    except (MeaningError, NotationError):
        return None
    if same.status is Status.PROVED:
        return None
    return ctx.ledger.changing(name, text, link.statement.sentence), \
        f"changes {shown_name(name)} from the problem's (a side computation: the steps after it are read both ways)"


def _a_number(text) -> bool:
    """A definition `name = number` (ξ = 0, n = 4)."""
    try:
        return text is not None and is_number(parse(text).operands[1])
    except (NotationError, AttributeError, IndexError):
        return False


def _through_chain(session, link):
    """`name = value` for a definition; for a chain of names ("w_a = w_b = e^λ/(2e^λ + n − 2)") the name is defined
    by the chain's value, not by the next name (which a later pattern, w_i = …, would then give another value)."""
    text = relation_text(link)
    if text is None or link.op != "=" or not isinstance(link.right, s.Name):
        return text
    chain = [other for other in session.links if other.chain == link.chain and other.left_span[0] >= link.left_span[0]]
    if len(chain) < 2 or any(other.op != "=" for other in chain):
        return text
    last = relation_text(chain[-1])
    if last is None:
        return text
    written = session.text[link.left_span[0]:link.left_span[1]]
    return f"{written} = {last.split('=', 1)[1].strip()}"
