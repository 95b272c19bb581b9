"""A step judged in its context: plain functions over a frozen `StepContext` (the step, how its statement is said,
what its sentence says, the ledger in force, what the fold has found so far). A step is read in every reading the
write-up allows (its definitions; the setting's names it changed; a head named in words), under its sentence's
conditions and for each index its scopes give; valid when one reading proves it, wrong only when every one refutes it.
"""

import re
from dataclasses import dataclass, field, replace
from itertools import product
from types import MappingProxyType

from sympy import Symbol

from symattn.engine.matrix_claims import declared_permutation
from symattn.engine.probability import writes_standard_normal
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language import lexicon
from symattn.language.declared_names import names_declared_in_words
from symattn.language.statements import contrasts, head_named_before, refers_to_earlier_part, said_for_every
from symattn.meaning.values import index_of
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.readable import tree_text
from symattn.notation.vocabulary import name_key
from symattn.spec.setting import GENERIC_OTHER
from symattn.steps import converse as converse_of
from symattn.steps import implied, relations
from symattn.steps.marks import head_labelled
from symattn.steps.evidence import any_reading, concise, with_evidence
from symattn.steps.cases import case_named, under_conditions  # noqa: F401 - case_named: asked of judge
from symattn.steps.ledger import Ledger
from symattn.steps.matrices import Lemmas, applied_output, check_matrix
from symattn.steps.names import free_names, free_scalar, is_number, shown_name, subscript_letters, written_keys
from symattn.steps.reading import Link
from symattn.steps.rewrites import unprimed
from symattn.steps.sentence_facts import NO_FACTS
from symattn.steps.sentences import scope_readings
from symattn.steps.shown import plain_text
from symattn.steps.writeup_context import WriteupContext

VALID, WRONG, UNKNOWN, SKIPPED = "valid", "wrong", "unknown", "skipped"


@dataclass(frozen=True)
class StepContext:
    session: object  # what is read once per write-up (session.py)
    link: object
    ledger: Ledger = field(default_factory=Ledger)
    verdicts: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))  # statement → its statuses so far
    confirmed: frozenset = frozenset()  # the problem's queries a valid step was built from
    # the reason the step was refuted, for the REFUTATION rows (a consequence refuted is no claim of the step alone)
    refutation: str = ""

    @property
    def text(self) -> str:
        return self.session.text

    @property
    def claim(self):
        return self.session.claim(self.link)

    @property
    def facts(self):
        return self.session.sentences.get(self.link.statement.sentence)

    @property
    def marks(self):
        return self.session.marks(self.link)


@dataclass(frozen=True)
class Reading:
    context: object
    overrides: tuple
    label: str
    rescue_only: bool = False  # keeps a step from being wrong, never proves it (another head than the one named)
    changed: bool = False  # with the setting's names the write-up changed (x_2 = u_a + u_d)


CHANGED_READING = ", as changed above)"  # the end of the label of a step read with the setting as the write-up changed it


def readings(ctx: StepContext) -> list:
    """The student's definitions; and with the setting's names they changed; and, in a sentence scoped to one head in
    words ("For head 1: …"), with its bare q, c, α_j read as that head's."""
    session, ledger, link = ctx.session, ctx.ledger, ctx.link
    own = ledger.own
    found = [Reading(session.context(own), own, "")]
    if ledger.side:
        changed = own + tuple(ledger.side.values())
        shown = ", ".join(plain_text(text) for text in ledger.side.values())
        found.append(Reading(session.context(changed), changed, f" (with {shown}{CHANGED_READING}", changed=True))
    applied = applied_instances(session, link)
    if applied:
        # "take X = 0", "take X = −Φ": in a matrix part, a step said where the write-up sets one of the problem's
        # inputs to zero or to a matrix of the others is read there too
        taken = own + applied
        found.append(Reading(session.context(taken), taken, f" (with {', '.join(plain_text(t) for t in applied)}, "
                                                            f"as the write-up takes it)"))
    said_exactly = session.setting.exact and link.op == "=" and _said_exactly(session.text, link.span[1])
    # a variance of the keys' scores is the exact model's alone: the idealised keys have none to speak of
    variance = bool(session.setting.exact and session.setting.gaussian) and any(
        isinstance(node, s.Call) and node.func == "Var" for side in (link.left, link.right) for node in s.walk(side))
    if said_exactly or variance or session.exact_names and \
            {(node.base, bool(node.sub)) for node in free_names(link.left) + free_names(link.right)} & session.exact_names:
        # a step written in the problem's exact model (it names the noise the setting idealises away: z_a, α), or
        # said to hold "exactly": then in that model alone, since the idealised one makes k_aᵀq = t hold
        exact = own + tuple(session.setting.exact)
        shown = ", ".join(tree_text(parse(text)) for text in session.setting.exact)
        found = found[int(bool(said_exactly or variance)):] + [
            Reading(session.context(exact), exact, f" (in the problem's exact model, {shown})")]
    named = head_named_before(session.text, link.statement) if session.heads else None
    head = named[0] if named else None
    if head is None or str(head) not in session.heads:
        return found
    # the named head; after a clause break ("…, for the second, α_b → 1") the other heads too
    said = [st for st in session.statements if named[1] <= st.offset < link.statement.offset]
    between = session.text[said[-1].offset + len(said[-1].text):link.left_span[0]].replace("$", " ") if said else ""
    others = "," in between or contrasts(between) or lexicon.said(between, "SCOPE_BREAK")
    heads = [str(head)] + [other for other in session.heads if other != str(head) and others]
    plain = list(found)
    for one in heads:
        said_of = "as its sentence says" if one == str(head) else "another head than its sentence names"
        found += [Reading(session.context(r.overrides, one), r.overrides, f"{r.label} (read for head {one}, {said_of})",
                          one != str(head)) for r in plain]
    return found


def applied_instances(session, link) -> tuple:
    """("X = 0", "X = -\\Phi", …): the instances in force at the step that set one of a matrix part's inputs to zero
    or to a matrix of the part's others ("Take X = −Φ"), as definitions the matrix context reads."""
    if not session.matrices:
        return ()
    found = []
    for at, name, text, end in session.instances:
        if not at <= link.left_span[0] < end or name not in session.setting.shapes:
            continue
        try:
            node = parse(text)
        except NotationError:
            continue
        if not (isinstance(node, s.Relation) and node.ops == ("=",) and len(node.operands) == 2):
            continue
        value = node.operands[1]
        if isinstance(value, s.Num) and value.text == "0":
            found.append(f"{name} = 0")
        else:
            written = [name_key(n) for n in s.walk(value) if isinstance(n, s.Name)]
            if written and all(key in session.setting.shapes and key != name for key in written) and \
                    not any(isinstance(n, s.MatrixLiteral) for n in s.walk(value)):
                found.append(f"{name} = {tree_text(value)}")
    return tuple(dict.fromkeys(found))


# "k_bᵀq = t exactly (orthogonal means)": the word right after the step, ending its clause ("exactly as in (b)" is
# a comparison, and goes on)
EXACTLY_AFTER = re.compile(r"^[\s$]*(?P<word>[^\W\d_]+)[\s$]*(?:[,.;:(\n]|$)")


def _said_exactly(text: str, end: int) -> bool:
    match = EXACTLY_AFTER.match(text[end:end + 40])
    return match is not None and lexicon.said(match.group("word"), "EXACTLY")


def permutation_given(session, link, permutation) -> tuple | None:
    """The rows of the permutation matrix the write-up last gives by its entries before the step, in its paragraph
    ("P = [[0,1,0],[0,0,1],[1,0,0]]"), or None: a later paragraph may speak of another permutation."""
    found, end = None, 0
    for earlier in session.links:
        if earlier.left_span[0] >= link.left_span[0]:
            break
        rows = permutation_rows(earlier.right) if earlier.op == "=" and permutation and \
            name_key(earlier.left) == permutation else None
        if rows is not None:
            found, end = rows, earlier.span[1]
    return found if found is not None and "\n\n" not in session.text[end:link.left_span[0]].replace(" ", "") \
        else None


def permutation_alone(ctx, written: set):
    """The permutation, when the step is about it alone (`written`: the names it rests on) and the write-up gives it by
    its entries: the step is read at those entries (P² = I after P = [[0,1,0],[0,0,1],[1,0,0]]), not set aside."""
    session = ctx.session
    permutation = declared_permutation(session.setting)
    if not session.matrices or permutation is None or not written <= {permutation, "I", "one", "T"} or \
            permutation_given(session, ctx.link, permutation) is None:
        return None
    return permutation


def permutation_rows(node) -> tuple | None:
    """A matrix of 0s and 1s with one 1 in each row and column, written by its entries, as rows; else None."""
    if isinstance(node, s.MatrixLiteral):
        rows = node.rows
    elif isinstance(node, s.SetLiteral) and all(isinstance(row, s.SetLiteral) for row in node.items):
        rows = tuple(row.items for row in node.items)
    else:
        return None
    entries = tuple(tuple(x.text if isinstance(x, s.Num) else None for x in row) for row in rows)
    size = len(entries)
    if size < 2 or any(len(row) != size or any(x not in ("0", "1") for x in row) for row in entries):
        return None
    matrix = tuple(tuple(int(x) for x in row) for row in entries)
    if any(sum(row) != 1 for row in matrix) or any(sum(column) != 1 for column in zip(*matrix)):
        return None
    return matrix


def in_reading(ctx: StepContext, link, reading: Reading) -> Result:
    session, context, overrides = ctx.session, reading.context, reading.overrides
    if session.matrices:
        entry = relations.scalar_in_matrix_part(session, link, overrides) if link.op in ("=", "approx") else None
        if entry is not None:
            return entry
        if link.op != "=":
            return Result.unknown("only equalities are checked between matrices")
        applied = applied_output(session.text[link.left_span[0]:link.span[1]], session.setting)
        if applied:
            return Result.unknown(applied)
        left, right = unprimed(link.left, session.text), unprimed(link.right, session.text)
        statement = link.statement
        every = said_for_every(session.text, statement.offset, statement.offset + len(statement.text),
                               {name.partition("_")[0] for name in written_keys(link)})
        return check_matrix(left, right, context, [(a, "alias") for a in session.aliases(overrides)] +
                            [(t, "the write-up") for t in overrides], session.text,
                            permutation_given(session, link, context.permutation), every,
                            _sides_before(session, link))
    facts = session.sentences.get(link.statement.sentence, NO_FACTS)
    outcomes = []
    for scoped in scope_readings(link, session.text, list(facts.scopes), subscript_letters(link)):
        letters = sorted(scoped)
        options = [_members(scoped[letter], letter, facts.scopes, context) for letter in letters]
        results = []
        for members in product(*options):
            env = {letter: member for letter, member in zip(letters, members) if member is not None}
            results.append(under_conditions(session, link, context, facts, env))
        refuted = [r for r in results if r.status is Status.REFUTED]  # a scope's claim holds for each member
        unknown = [r for r in results if r.status is Status.UNKNOWN]
        outcomes.append(refuted[0] if refuted else unknown[0] if unknown else results[0])
    return any_reading(outcomes)


def _sides_before(session, link) -> tuple:
    """(step number, side) of every step before this one, as the report numbers them."""
    sides = []
    for number, item in enumerate(session.writeup.items, 1):
        if item is link:
            break
        if isinstance(item, Link):
            sides += [(number, unprimed(item.left, session.text)), (number, unprimed(item.right, session.text))]
    return tuple(sides)


def evaluated(ctx: StepContext, link=None) -> tuple:
    """(status, reason) of a step over its readings."""
    link = link or ctx.link
    found = readings(ctx)
    labelled = head_labelled(ctx.session.heads, ctx.session.text, link)
    if labelled is not None:
        # "1 − α_a^{(1)} = …": a head's label written as a power, the one head of the step: read for that head
        head, link = labelled
        found = [Reading(ctx.session.context(r.overrides, head), r.overrides,
                         f"{r.label} (read for head {head}, as its label says)", r.rescue_only, r.changed)
                 for r in found]
    results = [(in_reading(ctx, link, reading), reading) for reading in found]
    proved = [(r, reading) for r, reading in results if r.status is Status.PROVED]
    sure = [(r, reading) for r, reading in proved if not reading.rescue_only]
    if sure:
        result, reading = sure[0]
        refuted_in = [r for r, other in results if r.status is Status.REFUTED and other.changed != reading.changed]
        sentence = link.statement.sentence
        if refuted_in and reading.changed:
            # "Then q_2ᵀk_1 = β² (true only with x_2 as changed) and …": the sentence speaks of the setting as changed
            ctx.session.said_as_changed.add(sentence)
        elif refuted_in and (sentence in ctx.session.said_as_changed or sentence in ctx.ledger.changed_in.values()):
            # "… and q_2ᵀk_2 = β²", true only with x_2 as the problem gives it, in a sentence that speaks of the change
            # (another step of it holds only so, or the change is said in it: "If we add u_d to x_2, then …"): not
            # proved as said
            return UNKNOWN, f"it holds only with the setting as the problem gives it, while its sentence speaks of " \
                            f"it as changed above ({plain_text(refuted_in[0].reason)})"
        redefined = _redefined_names(ctx, link) if refuted_in and not reading.changed else ()
        if redefined:
            # "Let γ = k_aᵀμ_a … Now let γ = k_bᵀμ_b. Then Var(γ) = ½": the write-up's own name given another value,
            # its latest word; true only with the earlier one, the step is not proved as said
            return UNKNOWN, f"it holds only with {', '.join(shown_name(n) for n in redefined)} as first defined, not " \
                            f"as given again later ({plain_text(refuted_in[0].reason)})"
        converse = converse_of.refuted_converse(ctx, link)
        if converse is not None:
            return WRONG, with_evidence(converse)
        return VALID, concise(plain_text(result.reason), "the two sides are equal") + reading.label
    if proved:
        result, reading = proved[0]
        return UNKNOWN, f"it holds only{reading.label}: {concise(plain_text(result.reason), 'the two sides are equal')}"
    refuted = [(r, reading) for r, reading in results if r.status is Status.REFUTED]
    if len(refuted) == len(results):
        result, reading = refuted[-1]
        return WRONG, with_evidence(result) + reading.label
    unknown = next((r for r, _ in results if r.status is Status.UNKNOWN), results[0][0])
    consequence = implied.refuted_as_consequence(ctx, link) if not refuted else None
    if consequence is not None:
        return WRONG, with_evidence(consequence)
    return UNKNOWN, plain_text(unknown.reason)


def _redefined_names(ctx: StepContext, link) -> tuple:
    """The write-up's own names the step is written in that it defined and then gave another value."""
    ledger = ctx.ledger
    written = {name_key(node) for node in free_names(link.left) + free_names(link.right)}
    return tuple(sorted(name for name in written if name in ledger.definitions and name in ledger.side and
                        name not in ledger.changed_in))


def proves_equal(ctx: StepContext, left, right) -> bool:
    """left = right (syntax trees) proved in a reading of the step."""
    return _first_proof(ctx, replace(ctx.link, op="=", left=left, right=right)) is not None


def proves_equal_by_algebra(ctx: StepContext, left, right) -> bool:
    """left = right (matrices) proved with no lemma: products, transposes and scalars moved, nothing rewritten."""
    proof = _first_proof(ctx, replace(ctx.link, op="=", left=left, right=right))
    return proof is not None and not any(item.names for item in proof.data if isinstance(item, Lemmas)) and \
        any(isinstance(item, Lemmas) for item in proof.data)


def lemmas_of(ctx: StepContext) -> frozenset:
    """The lemmas the first reading that proves a matrix step needed (matrices.Lemmas), else none."""
    proof = _first_proof(ctx, ctx.link)
    return next((item.names for item in proof.data if isinstance(item, Lemmas)), frozenset()) if proof else \
        frozenset()


def _first_proof(ctx: StepContext, link):
    """The Result of the first reading of the step (not a rescue) that proves `link`, or None."""
    try:
        found = readings(ctx)
    except SymattnError:
        return None
    for reading in found:
        if reading.rescue_only:
            continue
        try:
            result = in_reading(ctx, link, reading)
        except (MeaningError, NotationError, SymattnError, TypeError, ValueError):
            continue
        if result.status is Status.PROVED:
            return result
    return None


def _members(option, letter: str, scopes: tuple, context) -> list:
    """The indices a reading gives a letter: the scope's, the others (∉, ≠, "otherwise"), or the letter's own."""
    if option is None:
        return [None]
    if option == "rest":
        named = {x for scope in scopes if scope.letter == letter for x in scope.members}
        return [GENERIC_OTHER] + [key for key in context.named_keys() if str(key) not in named]
    if option == "others":
        named = [x for scope in scopes if scope.letter == letter and not scope.complement for x in scope.members]
        if not named:
            return [index_of(x) for scope in scopes if scope.letter == letter for x in scope.members]
        return [GENERIC_OTHER] + [key for key in context.named_keys() if str(key) not in named]
    if option.complement:
        return [GENERIC_OTHER] + [key for key in context.named_keys() if str(key) not in option.members]
    return [index_of(x) for x in option.members]


def after_proved(ctx: StepContext) -> bool:
    """The relation before this one in its sentence is proved (every step of it valid)."""
    statements, statement = ctx.session.statements, ctx.link.statement
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    return previous is not None and previous.sentence == statement.sentence and \
        set(ctx.verdicts.get(previous, (SKIPPED,))) == {VALID}


# ---- what a step rests on ----------------------------------------------------------------------------------------
def asked(ctx: StepContext, link=None):
    """Every name the step's two sides are built from, through the definitions and the model (v_2 = V x_2 asks for
    V); None when that cannot be told."""
    link = link or ctx.link
    texts = ctx.ledger.own + tuple(ctx.ledger.side.values())
    context = WriteupContext(ctx.session.setting, [(text, "the write-up") for text in texts])
    context.asked = set()
    try:
        for node in (link.left, link.right):
            context.ground(context.build(node).expr)
    except Exception:  # noqa: BLE001 - a side that cannot be built may rest on anything
        return None
    return context.asked


def undefined_names(ctx: StepContext) -> tuple:
    """Names written in the step that stand for nothing the part or the write-up gives (σ, s_b, ω_0)."""
    session, own = ctx.session, ctx.ledger.own
    context = session.context(own)
    # a number its sentence gives a name ("η has standard deviation σ = 1/√2, so …") defines it there
    facts = ctx.facts
    valued = {symbol for symbol, _, _ in facts.values + facts.maybe_values} if facts is not None else set()
    known = session.declared | _symbols_of(session, own) | valued
    # a name given a range before the step ("for α_j ≥ 1 − eps (0 < eps < 1)", "ε ∈ (0, ½)"): a number of the
    # write-up's own, a tolerance, bounded as it says
    ranged = {name_key(side) for link in session.links if link.span[1] <= ctx.link.left_span[0] and
              link.op in ("<", ">", "le", "ge", "in") for side, other in ((link.left, link.right), (link.right, link.left))
              if isinstance(side, s.Name) and (is_number(other) or isinstance(other, s.SetLiteral))}
    # "for two positions s ≠ t": numbers of the write-up's own, named in words before the step
    said = {name for name, at in names_declared_in_words(session.text) if at < ctx.link.left_span[0]}
    if session.setting.noise and any(writes_standard_normal(side) for side in (ctx.link.left, ctx.link.right)):
        said.add("Z")  # Pr(Z > −√2): the standard normal, as the engine reads a Z nothing defines
    found = []
    for node in free_names(ctx.link.left) + free_names(ctx.link.right):
        symbol = free_scalar(context, node)
        if symbol is not None and symbol not in known and name_key(node) not in said and name_key(node) not in ranged:
            found.append(plain_text(shown_name(name_key(node))))
    return tuple(dict.fromkeys(found))


def _symbols_of(session, texts: tuple) -> set:
    """The numbers the write-up's definitions are written in (β of q = β(k_a + k_b))."""
    symbols = set()
    for text in texts:
        try:
            symbols |= session.context(()).build(parse(text).operands[1]).expr.free_symbols
        except (MeaningError, NotationError, AttributeError):
            continue
    return symbols


def own_query(ctx: StepContext) -> bool:
    """The write-up defines its query, or takes the one an earlier part gave ("q_1, q_2 from part (i)")."""
    session = ctx.session
    return not session.given_query or any(name in ctx.ledger.definitions for name in session.queries) or \
        refers_to_earlier_part(session.text)


def query_given_after(ctx: StepContext, name: str) -> bool:
    """"k_a^⊤q = t + η for q = t(μ_a + μ_b)": the step's own sentence goes on to define the query as the problem's
    own, so the problem's query is the write-up's for this step (another one leaves the step unknown)."""
    session, link = ctx.session, ctx.link
    problem = session.context(())
    base, _, sub = name.partition("_")
    given = problem.definition(base, sub, ())
    for later in session.links:
        if later.statement.sentence != link.statement.sentence or later.left_span[0] < link.span[1] or \
                later.op != "=" or not later.first or name_key(later.left) != name:
            continue
        try:
            difference = (problem.build(later.right).expr - given.expr).expand()
        except Exception:  # noqa: BLE001 - a definition that cannot be read is not the problem's
            return False
        return difference == 0
    return False


def rests_on(ctx: StepContext, names) -> bool:
    """Whether the step is built from any of these names (through definitions and the model); True when that
    cannot be told, unless the step names only the problem's numbers (Pr(1 + η > 0) rests on no query)."""
    found = asked(ctx)
    if found is not None:
        return any(name in found for name in names)
    written = written_keys(ctx.link)
    numbers = {str(x) for x in ctx.session.declared}
    return not written <= numbers


def scalar_symbol(ctx: StepContext, node) -> Symbol | None:
    """The symbol a bare name of the step stands for with the write-up's definitions, when it is a free scalar."""
    return free_scalar(ctx.session.context(ctx.ledger.own), node)
