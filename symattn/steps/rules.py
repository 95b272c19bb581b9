"""The one rule table of check: what is no claim, and what is never wrong.

A row has a name, a phase, an owner (the layer its knowledge belongs to), a condition (a pure function of the
`StepContext`: its reason when the row applies, else None), the status it yields, and example write-ups (part, text)
in which switching the row off changes a step's status (tests/test_rules.py turns each row off in turn). No row
writes state: a definition is the ledger's (definitions.py), found between the phases.

Phases, in order: CLAIM (the step is no claim of the write-up: skipped), then the definition of a name, then
AFTER_DEFINITION (skipped), then the engine judges the step in every reading, then REFUTATION (a refutation the row
covers may rest on a reading the write-up does not commit to: unknown, never wrong).
"""

from dataclasses import dataclass, replace

from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language.document import HYPOTHETICAL
from symattn.language.statements import contrasts
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.steps import definitions, judge
from symattn.steps.judge import SKIPPED, UNKNOWN, WRONG, StepContext
from symattn.steps.names import (angle_only, defined_in, families, free_names, is_number, is_parameter, key,
                                 relation_text, shown_name)
from symattn.steps.shown import plain_text
from symattn.steps.rewrites import as_the_engine_reads, whole_product_calls
from symattn.steps.rule_examples import EXAMPLES
from symattn.steps.supposed import under_supposition

CLAIM, AFTER_DEFINITION, REFUTATION = "claim", "after a definition", "refutation"
NOT_MODELLED = "not modelled in this part"
TEXT, NOTATION, MATHEMATICS, POLICY = "text", "notation", "mathematics", "policy"


@dataclass(frozen=True)
class Rule:
    name: str
    phase: str
    owner: str
    condition: object  # StepContext → its reason when the row applies, else None
    examples: tuple = ()  # (part id, write-up): switching the row off changes a step's status

    @property
    def status(self) -> str:
        return UNKNOWN if self.phase == REFUTATION else SKIPPED


# ---- CLAIM: what the words and the notation say the step is -------------------------------------------------------
def role(ctx):
    facts = ctx.facts
    return facts.roles.get(key(ctx.link)) if facts else None


def plain_arrow_joint(ctx):
    marks = ctx.marks
    if marks.arrow_between and not marks.arrow_spelled_in_tex:
        return "an arrow between two relations (a = b -> c ≈ d) reads as 'so', not as a limit"
    return None


def prose_joint(ctx):
    return "its two sides are joined across words of prose: not one relation" if ctx.marks.joined_across_words \
        else None


def unchecked_relation(ctx):
    scope = "says which keys (or values) the steps around it speak of"
    if ctx.link.op == "ne" and isinstance(ctx.link.left, s.Name) and isinstance(ctx.link.right, s.Name):
        return "an inequation between two names (i ≠ j, t_1 ≠ t_2): a case or a supposition, not checked"
    if ctx.link.op == "ne":
        # checked when the sides are proved equal or their difference cannot be 0; else left unchecked, as before
        try:
            decided = judge.evaluated(ctx)[0] in (judge.VALID, WRONG)
        except SymattnError:  # a side this part does not model (Φ(t) in position-distinct): unchecked, as before
            decided = False
        return None if decided else "an inequation: not checked"
    return {"in": scope, "notin": scope, "sim": "a distribution: not checked"}.get(ctx.link.op)


def head_label(ctx):
    return "a head's label written as a power (α^{(1)}) is not read" if ctx.marks.head_label else None


def unmodelled_notation(ctx):
    return ctx.marks.unmodelled


def quantity_in_words(ctx):
    if ctx.marks.quantity_in_words:
        return "its left side is a quantity said in words of what is written (the variance of c): not read"
    return None


def case_label(ctx):
    return "a case named ('for i = 1:'), not a claim" if ctx.marks.case_label else None


def only_in_a_case_after(ctx):
    """"cos(m) = 1 only for m ∈ 2πℤ": a case the checker does not apply (one it applies, n = 2, is applied)."""
    if not ctx.claim.only_if_after:
        return None
    facts, statements = ctx.facts, ctx.session.statements
    index = statements.index(ctx.link.statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    applied = facts.conditions + facts.maybe_conditions + tuple(
        text for _, _, text in facts.values + facts.maybe_values) if facts is not None else ()
    if following is not None and following.text in applied:
        return None
    return "a relation that holds only in a case said after it ('only if', 'only for', …): not claimed alone"


def unclaimed(ctx):
    """What the write-up does not claim as its own (language/claims.py says why): a question, a retracted attempt, a
    restatement of a supposition, a case supposed otherwise, a goal, a necessary condition, a hypothesis, a relation
    denied, someone else's view. A hypothesis that may define a name ("if we take q = …") is read as a definition
    first (its sentence's facts leave it out of their hypotheses)."""
    claim, facts = ctx.claim, ctx.facts
    may_define = claim.supposed and (facts is None or ctx.link.statement not in facts.hypotheses)
    if claim.asserted or may_define and not (claim.retracted_or_asked or claim.restates_unclaimed or
                                             claim.counterfactual):
        return None
    return claim.why_not_claimed


def not_asserted(ctx):
    """A statement the write-up does not claim that was not read as a definition either ("if we had used q = 0": 0 is
    no query)."""
    claim = ctx.claim
    if claim.asserted:
        return None
    if claim.supposed:
        return "a hypothesis (after 'if', 'suppose', …) that defines nothing here: not checked"
    return claim.why_not_claimed
def about_a_scalar(ctx):
    """Where a scale goes (β ≫ 0, t → ∞, β = 10) or a condition (η > 0, 1 + η > 0): not a claim."""
    link, session = ctx.link, ctx.session
    if link.op == "=" and link.first and isinstance(link.left, s.Name) and \
            name_key(link.left) in (session.setting.scale, str(session.scale)) and \
            session.setting.scale not in {node.base for node in free_names(link.right)}:
        # "q = t(μ_a + μ_b) with t = α^{−1/4}": where the scale goes, said as a value in other scalars (a path)
        return f"a value for {shown_name(name_key(link.left))}, in other numbers: where it goes"
    for side, other in ((link.left, link.right), (link.right, link.left)):
        # a weight's letter the write-up defined as its own (α = e^t/(e^t + n − 1)) is a quantity, not a parameter
        own_weight = name_key(side) in ctx.ledger.definitions and side.base in families(session.setting)
        if isinstance(side, s.Name) and is_number(other) and not own_weight and (
                is_parameter(side, session.setting) or link.op != "=" and _own_number(ctx, side) or
                _of_parameters(ctx, side)):
            if name_key(side) in {str(x) for x in session.fixed} and link.op in ("<", ">", "="):
                return "a condition, used for the steps of its sentence"
            return f"says where {shown_name(name_key(side))} goes" if link.op != "=" else \
                f"a value for {shown_name(name_key(side))}"
    return None


def _of_parameters(ctx, node) -> bool:
    """A name the write-up defined from the problem's parameters alone (Δ = t_1 − t_2): a number it is set to is a
    choice ("the smallest distance is at Δ = 1"), as for the parameters themselves."""
    text = ctx.ledger.definitions.get(name_key(node))
    try:
        built = free_names(parse(text).operands[1]) if text else ()
    except (NotationError, AttributeError, IndexError):
        return False
    return bool(built) and all(is_parameter(name, ctx.session.setting) for name in built)


def _own_number(ctx, node) -> bool:
    """A bare name that stands for a number of the write-up's own (C in q = C(k_a + k_b), M, κ)."""
    symbol = judge.scalar_symbol(ctx, node)
    return symbol is not None and symbol.name == name_key(node)


# ---- REFUTATION: what a refutation may rest on ---------------------------------------------------------------------
def sentence_unmodelled(ctx):
    facts = ctx.facts
    if not free_names(ctx.link.left) + free_names(ctx.link.right):
        return None  # ln 1000 ≈ 6.21: two numbers hold or fail whatever the sentence supposes
    covering = [what for what in (facts.unmodelled if facts else ())
                if not _contrast_between(ctx, facts.unmodelled_spans.get(what))]
    return f"its sentence rests on {covering[0]}, which is not modelled" if covering else None


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
    """"If tokens 0 and 1 are the same word, swapping them gives PX = X": claimed in a case said only in words (no
    formula of its sentence before it names it, and no condition in words was read), which the checker does not
    apply, so the step is not judged outside it."""
    claim, link, session = ctx.claim, ctx.link, ctx.session
    if claim.mood != HYPOTHETICAL or not claim.in_a_case or not free_names(link.left) + free_names(link.right):
        return None  # ln 20 ≈ 2.3 holds or fails whatever its sentence supposes
    statements = session.statements
    index = statements.index(link.statement)
    if index and statements[index - 1].sentence == link.statement.sentence:
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
                _of_parameters(ctx, other.left):
            return f"it is said in the case {plain_text(relation_text(other) or '')}, a value of the write-up's own " \
                   f"name, which is not applied"
    return None


def cut_side(ctx):
    cut = ctx.marks.cut_word
    return f"the side was cut at the word '{cut}' (a product or a function written with a word)" if cut else None


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
    if claim.implied and not judge.after_proved(ctx):
        return "it is implied by the relation before it, which is not established here"
    return None


def ambiguous_call(ctx):
    """sin ωt_1 read as sin(ω)·t_1 is refuted: the step is wrong only when the whole product, sin(ωt_1), is refuted
    too."""
    if not ctx.marks.ambiguous_call:
        return None
    whole = whole_product_calls(ctx.link, ctx.text)
    if whole is not None and judge.evaluated(ctx, whole)[0] == WRONG:
        return None
    return "a function written without parentheses before a product (\\sin\\omega t) may apply to the whole " \
           "product, sin(ωt) rather than the sin(ω)·t read here"


def unread_definition(ctx):
    """A change said in words and not read, a name whose definition could not be read (V split over lines), or a
    setting's name changed earlier when this sentence changes it again in words ("adding u_c instead")."""
    session, ledger, here = ctx.session, ctx.ledger, ctx.link.statement
    if session.matrices:
        unread = sorted(name for name, statement in ledger.unread.items() if statement.offset < here.offset)
        written = {name_key(node) for node in free_names(ctx.link.left) + free_names(ctx.link.right)}
        used = [name for name in unread if name in written]
        return f"the definition of {', '.join(shown_name(n) for n in used)} could not be read, and this step uses " \
               f"it" if used else None
    if ctx.claim.adds and here.sentence not in ledger.changed_in.values():
        return "its sentence changes the setting in words that were not read"
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
    written = {plain_text(shown_name(name_key(node))) for node in free_names(ctx.link.left) + free_names(ctx.link.right)}
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
    written = {name_key(node) for node in free_names(ctx.link.left) + free_names(ctx.link.right)}
    declared = set(setting.shapes) | set(setting.scalars) | {"I"} | set(ledger.definitions) | set(ledger.side) | \
        {str(symbol) for symbol in ctx.session.declared}
    own = sorted(name for name in written if name not in declared and not defined_in(setting, name))
    if not written or set(own) != written:
        return None
    return f"{', '.join(plain_text(shown_name(n)) for n in own)}: indices or maps of the write-up's own, which the " \
           f"part's matrices do not model"


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
    written = _resting_on(ctx, {name_key(node) for node in free_names(link.left) + free_names(link.right)})
    permutation = judge.permutation_alone(ctx, written)
    found = [text for at, name, text in ctx.session.instances
             if at <= link.left_span[0] and name in written and name not in ledger.side and name not in ledger.definitions
             and name != permutation]
    return f"it is said where {plain_text(found[0])}, an instance the write-up assumes, which is not applied here" \
        if found else None


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


def headless_weight(ctx):
    return "α written with no head may be one head's weight, not the average over the heads" \
        if ctx.marks.headless_weight else None


def imaginary_unit(ctx):
    return "i may be the imaginary unit (e^{iθ} = cos θ + i sin θ), which is not read" \
        if ctx.marks.imaginary_unit else None


def in_contradiction(ctx):
    return "it follows from a case supposed for contradiction, which is false" if ctx.marks.in_contradiction else None


def _rule(name, phase, owner, condition) -> Rule:
    return Rule(name, phase, owner, condition, EXAMPLES.get(condition.__name__, ()))


RULES = (
    _rule("what a sentence says of its steps (a condition, a scope, an exception)", CLAIM, TEXT, role),
    _rule("a plain-text arrow between two relations, read as 'so'", CLAIM, NOTATION, plain_arrow_joint),
    _rule("two sides joined across words of prose", CLAIM, NOTATION, prose_joint),
    _rule("a relation that is not checked (∈, ∉, ∼, ≠ not decided)", CLAIM, MATHEMATICS, unchecked_relation),
    _rule("a head's label written as a power", CLAIM, NOTATION, head_label),
    _rule("notation not modelled (a derivative, an integral, a prime)", CLAIM, NOTATION, unmodelled_notation),
    _rule("a case named before a colon ('for i = 1:')", CLAIM, TEXT, case_label),
    _rule("a left side that is a quantity said in words (the variance of c)", CLAIM, TEXT, quantity_in_words),
    _rule("a statement the write-up does not claim (a question, a retraction, a hypothesis, a goal, a necessary "
          "condition, a denial, someone else's view)", CLAIM, TEXT, unclaimed),
    _rule("a relation that holds only in a case said after it", CLAIM, TEXT, only_in_a_case_after),
    _rule("a statement the write-up does not claim, defining nothing", AFTER_DEFINITION, TEXT, not_asserted),
    _rule("where a scale goes, or a value or condition for a scalar", AFTER_DEFINITION, MATHEMATICS, about_a_scalar),
    _rule("its sentence rests on a hypothesis or condition that is not applied", REFUTATION, TEXT, sentence_unmodelled),
    _rule("a plain-text side cut at an abbreviated name (2 eps e^t)", REFUTATION, NOTATION, cut_side),
    _rule("a case said only in words ('if the two tokens are the same word, …')", REFUTATION, TEXT, case_in_words),
    _rule("a case given as a value of the write-up's own name (s = 1, with s = 1 + η), not applied", REFUTATION,
          TEXT, case_in_own_names),
    _rule("an arrow between two relations may mean 'so'", REFUTATION, NOTATION, arrow_may_be_so),
    _rule("the premise of an implication, or what an unproved premise implies", REFUTATION, TEXT, conditional),
    _rule("a function without parentheses before a product (sin ωt)", REFUTATION, NOTATION, ambiguous_call),
    _rule("a name whose definition could not be read, or a setting changed in words", REFUTATION, TEXT,
          unread_definition),
    _rule("a name neither the problem nor the write-up defines", REFUTATION, MATHEMATICS, own_names),
    _rule("the problem's own query, where the write-up gives none", REFUTATION, POLICY, problems_query),
    _rule("a name the part asks the student to design, before the write-up defines it", REFUTATION, POLICY,
          designed_not_defined),
    _rule("a weight written with no head, in a part with several heads", REFUTATION, NOTATION, headless_weight),
    _rule("an instance of the problem's input the write-up assumes (take X = 0), not applied", REFUTATION, TEXT,
          assumed_instance),
    _rule("a step inside a proof by contradiction, before the contradiction", REFUTATION, TEXT, in_contradiction),
    _rule("a step in the scope of a supposition made before it, which is not applied", REFUTATION, TEXT,
          under_supposition),
    _rule("i that may be the imaginary unit (e^{iθ}, cos θ + i sin θ)", REFUTATION, NOTATION, imaginary_unit),
)


def first_applying(ctx: StepContext, phase: str, rules: tuple):
    return next((why for rule in rules if rule.phase == phase for why in (rule.condition(ctx),) if why), None)


def verdict(ctx: StepContext, rules: tuple = RULES) -> tuple:
    """(status, reason, the ledger after the step): the phases in order. An engine failure on one step is unknown,
    never valid or wrong."""
    ctx = replace(ctx, link=as_the_engine_reads(ctx.link, ctx.session.setting, ctx.session.text))
    try:
        return _phases(ctx, rules)
    except (MeaningError, NotationError) as problem:
        return SKIPPED, f"{NOT_MODELLED}: {problem}", ctx.ledger
    except SymattnError as problem:
        return UNKNOWN, str(problem), ctx.ledger
    except Exception as error:  # noqa: BLE001 - an engine failure on one step is unknown, never valid or wrong
        return UNKNOWN, f"the engine failed on this step ({type(error).__name__})", ctx.ledger


def _phases(ctx: StepContext, rules: tuple) -> tuple:
    why = first_applying(ctx, CLAIM, rules)
    if why:
        return SKIPPED, why, ctx.ledger
    if ctx.link.first and ctx.link.op == "=":
        found = definitions.defined_by(ctx)
        if found is not None:
            ledger, why = found
            return SKIPPED, why, ledger
    why = first_applying(ctx, AFTER_DEFINITION, rules)
    if why:
        return SKIPPED, why, ctx.ledger
    status, reason = judge.evaluated(ctx)
    if status == WRONG:
        why = first_applying(ctx, REFUTATION, rules)
        if why:
            return UNKNOWN, f"{reason}; but {why}", ctx.ledger
    return status, reason, ctx.ledger
