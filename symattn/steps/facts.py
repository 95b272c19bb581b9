"""Which facts of a part's steps rubric a checked write-up establishes: grading a derivation through `check`.

A fact (c → v_a when η > 0) is established where the write-up states it in a run of steps `check` proved valid:
one step (c ≈ v_a), or a chain whose links are all valid (c = Σ_i α_i v_i → v_a), whose first side is the fact's
subject and whose last side the engine proves is the fact's value, under the fact's own conditions. The subject must
be the fact's own (c, Pr(η > 0), Z_perm), or a name the write-up defined that the engine proves equal to it (Z'):
a chain that starts anywhere else (PZ = P ReLU(…)…) restates a definition and establishes nothing.
"""

import re
from dataclasses import dataclass

from sympy import Ge, Gt, Le, Lt, Reals, latex
from sympy.solvers.inequalities import solve_univariate_inequality

from symattn.engine import claims
from symattn.engine.matrix_claims import declared_permutation
from symattn.language import lexicon
from symattn.language.direction import PLUS_INF
from symattn.language.statements import said_for_every
from symattn.engine.condition_terms import reduced_sign_condition
from symattn.engine.results import Status
from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.steps.check import VALID, WRONG, subject_key
from symattn.steps.names import defined_in, tex, written_keys
from symattn.steps.reading import Link

CHAINED = ("=", "to", "approx")  # relations a run of steps composes: = then → is →


@dataclass(frozen=True)
class Established:
    fact: str  # its id
    step: int | None = None  # the step (1-based, as the report numbers them) where it is established; None: it is not
    claim: str = ""  # which of the fact's claims it is established as


@dataclass(frozen=True)
class Run:
    """Steps of one chain, all proved or holding by definition, read as one statement: subject op value."""

    subject: object  # syntax tree
    value: object
    value_text: str  # the value as written
    link: Link  # the run's last link: its reading and its sentence
    step: int  # that link's step number
    length: int = 1  # how many links it joins
    conditions: tuple = ()  # the conditions its sentences state (η > 0), as written


def established_facts(checker, report, facts: tuple) -> tuple:
    """For each fact, the first step that establishes it (or none)."""
    runs = list(_runs(checker, report))
    return tuple(Established(fact.id, *_first_step(checker, report, runs, fact)) for fact in facts)


def _runs(checker, report):
    chains: dict = {}
    for item, step in zip(checker.writeup.items, report.steps):
        if isinstance(item, Link):
            read = checker.session.events_read.get(item.span) if item.event_of is not None else None
            chains.setdefault(item.chain, []).append((read or item, step))
    runs = list(_chain_runs(checker, chains))
    yield from runs
    yield from _joined_runs(checker, chains, runs)


def _joined_runs(checker, chains: dict, runs: list):
    """A chain carried on in the next one ("Z_perm = ReLU(PHW_1 + 𝟏b_1)W_2 + 𝟏b_2. As P𝟏 = 𝟏, this is
    ReLU(P(HW_1 + 𝟏b_1))W_2 + P𝟏b_2 = … = PZ"): where a whole chain's last side is proved equal to the first side
    of a whole chain among the next two, the two are one run (equalities compose: every link is valid)."""
    order = list(chains)
    whole = {}  # chain → its run over every link, when there is one
    for run in runs:
        links = chains[run.link.chain]
        if run.length == len(links) and subject_key(run.subject) == subject_key(checker.read_side(links[0][0].left)):
            whole.setdefault(run.link.chain, run)
    for position, chain in enumerate(order):
        first = whole.get(chain)
        if first is None or any(link.op != "=" for link, _ in chains[chain]):
            continue  # only equalities carry on: S = X, and X = Y … → V, make S … → V
        for later in order[position + 1:position + 3]:
            second = whole.get(later)
            if second is None or subject_key(second.value) in (subject_key(second.subject), subject_key(first.value)):
                continue  # "H_perm = PH because PH = PH": a chain that goes nowhere carries nothing on
            if not checker.proves_equal(second.link, first.value, second.subject):
                continue
            yield Run(first.subject, second.value, second.value_text, second.link, second.step,
                      first.length + second.length, tuple(dict.fromkeys(first.conditions + second.conditions)))


def _chain_runs(checker, chains: dict):
    for links in chains.values():
        for i, (first, _) in enumerate(links):
            equal = True  # every link so far is '=': the run reads both ways
            proved = False  # a definition alone (Z' = PZ) is written, not shown
            conditions: tuple = ()
            for length, (item, step) in enumerate(links[i:], start=1):
                holds = step.status == VALID or checker.holds_by_definition(item, step)
                # what the write-up claims: not a goal, a hypothesis, a question or what someone might say
                if item.op not in CHAINED or not holds or not checker.asserted(item):
                    break
                equal = equal and item.op == "="
                proved = proved or step.status == VALID
                conditions = tuple(dict.fromkeys(conditions + checker.conditions_of(item)))
                if not proved:
                    continue
                yield Run(checker.read_side(first.left), checker.read_side(item.right), _value_text(checker, item),
                          item, step.index, length, conditions)
                if equal:
                    yield Run(checker.read_side(item.right), checker.read_side(first.left),
                              checker.text[first.left_span[0]:first.left_span[1]], item, step.index, length, conditions)


def _value_text(checker, item) -> str:
    """The value as written; for a value said in words ("the two cases are equally likely": ½), as read."""
    written = checker.text[item.span[0]:item.span[1]]
    try:
        same = subject_key(parse(written)) == subject_key(item.right)
    except NotationError:
        same = False
    return written if same else tex(item.right)


def _first_step(checker, report, runs: list, fact):
    for claim in fact.claims:
        try:
            node = parse(claim)
        except NotationError:
            continue
        if not isinstance(node, s.Relation) or len(node.ops) != 1:
            continue
        subject, value = node.operands
        if node.ops[0] == "ne":
            found = _stated_difference(checker, report, subject, value)
            if found is not None:
                return found, claim
            continue
        prefix = claim[:value.pos]
        for run in runs:
            if fact.derived and run.length < 2 and not (_matches(checker, run.link, run.value, value) and
                                                         _carried_before(checker, report, run)):
                continue  # H_perm = PH stated is not shown: the rubric asks for the chain that shows it
            if subject_key(run.value) == subject_key(run.subject) or not _same_subject(checker, run, subject):
                continue
            if not _same_case(checker, run, fact.when):
                continue
            if fact.written and not _in_its_form(checker, run.link, run.value, value):
                continue  # the rubric asks for this form (the scores PQKᵀPᵀ inside the softmax), not just its value
            if _states(checker, run, prefix, subject, fact.when):
                return run.step, claim
    return None, ""


def _carried_before(checker, report, run: Run) -> bool:
    """A derived fact concluded in one step ("So Z_perm = PZ") is shown when steps before it, valid and claimed,
    carried every lemma its proof needs (P𝟏 = 𝟏 and ReLU(PA) = P ReLU(A) through the feed-forward layer, PᵀP = I and
    softmax(PAPᵀ) = P softmax(A)Pᵀ through the attention): the write-up derived it, over several sentences. A
    conclusion that needs a lemma no earlier step used is only stated."""
    if not checker.matrices:
        return False
    needed = checker.lemmas_of(run.link)
    carried = frozenset().union(*(checker.lemmas_of(item) for item, step in
                                  zip(checker.writeup.items[:run.step - 1], report.steps[:run.step - 1])
                                  if step.status == VALID and isinstance(item, Link) and checker.asserted(item)))
    return bool(needed) and needed <= carried


def _stated_difference(checker, report, left, right):
    """A fact `a ≠ b` is established where the write-up states it, sides as the fact writes them (either way round),
    or as another `c ≠ d` whose difference the engine proves equal to a − b (or b − a), so that each holds exactly when
    the other does: the engine does not prove a step's ≠, but the fact itself is proved by `verify` (a witness)."""
    return next(_stated_differences(checker, report, left, right), None)


def _at_an_identity(checker, link) -> bool:
    """A ≠ said where the write-up's own permutation is the identity (P = I, P = [[1,0],[0,1]], T = 1, "the identity
    permutation"): there the two sides are equal, so the ≠ is no witness of the fact; one such word anywhere in the
    write-up leaves the ≠ unread (a person reads which P the witness takes)."""
    session = checker.session
    if not session.matrices:
        return False
    permutation = declared_permutation(session.setting)
    for at, name, text, end in session.instances:
        if not at <= link.left_span[0] < end:
            continue
        value = text.split("=")[-1].strip().strip("$ ")
        if name == permutation and (value in ("I", "I_T", "I_2", "I_3", "\\mathbf{I}", "1") or _identity_rows(value)):
            return True
        if name == "T" and value == "1":
            return True
    return lexicon.said(session.text, "IDENTITY_PERMUTATION")


def _identity_rows(value: str) -> bool:
    """[[1,0],[0,1]], [[1]]: the identity written by its entries."""
    rows = re.findall(r"\[([^\[\]]*)\]", value)
    if not rows:
        return False
    try:
        numbers = [[float(x) for x in row.split(",")] for row in rows]
    except ValueError:
        return False
    return all(len(row) == len(numbers) and all(v == (i == j) for j, v in enumerate(row))
               for i, row in enumerate(numbers))


def inequations_of_facts(checker, report, facts) -> frozenset:
    """The indices of every ≠ step that states one of these facts' ≠ (as written, or by the same difference): each
    is settled by the fact, which `verify` proves."""
    found = set()
    for fact in facts:
        for claim in fact.claims:
            try:
                node = parse(claim)
            except NotationError:
                continue
            if isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] == "ne":
                found.update(_stated_differences(checker, report, *node.operands))
    return frozenset(found)


def _stated_differences(checker, report, left, right):
    for item, step in zip(checker.writeup.items, report.steps):
        if not isinstance(item, Link) or item.op != "ne" or step.status == WRONG or not checker.asserted(item) or \
                _for_every(checker, item) or _at_an_identity(checker, item):
            continue
        mine = checker.read_side(item.left), checker.read_side(item.right)
        for a, b in (mine, mine[::-1]):
            if _matches(checker, item, a, left) and _matches(checker, item, b, right):
                yield step.index
                break
        else:
            for a, b in (mine, mine[::-1]) if checker.matrices else ():
                # PΦ ≠ Φ for PX + Φ ≠ P(X + Φ): the engine proves the two differences equal, so each ≠ is the other
                if checker.proves_equal(item, _difference(left, right), _difference(a, b)):
                    yield step.index
                    break


def _for_every(checker, item) -> bool:
    """"PX + Φ ≠ P(X + Φ) for every P": an inequation said of every value of one of its names ("for all
    permutations") claims more than the fact's witness (P = I makes the sides equal), and no reader checks that claim:
    it establishes nothing. Said of something else ("for any weights"), it is the inequation as written."""
    statement = item.statement
    names = {name.partition("_")[0] for name in written_keys(item)}
    return said_for_every(checker.text, statement.offset, statement.offset + len(statement.text), names)


def _difference(left, right):
    return s.Sum((left, s.Neg(right, right.pos)), left.pos)


def _same_subject(checker, run: Run, subject) -> bool:
    return _matches(checker, run.link, run.subject, subject)


def _in_its_form(checker, link: Link, mine, theirs) -> bool:
    """The fact's value in its form: as written, or written another way that algebra alone turns into it, no lemma
    applied (softmax(PQ(PK)ᵀ/√d)PV and softmax(P(QKᵀ/√d)Pᵀ)PV permute the scores on both sides as PQKᵀPᵀ does; PH,
    which needs the softmax lemma and PᵀP = I, is another value, not this form)."""
    return _matches(checker, link, mine, theirs) or \
        bool(checker.matrices) and checker.proves_equal_by_algebra(link, mine, theirs)


def _matches(checker, link: Link, mine, theirs) -> bool:
    """The fact's subject as written, where any name may be one the write-up defined and the engine proves equal to
    the fact's (Q'K'^⊤ for Q_perm K_perm^⊤); never another expression that merely equals it (PZ for Z_perm)."""
    if subject_key(mine) == subject_key(theirs):
        return True
    if isinstance(mine, s.Relation) and isinstance(theirs, s.Relation):
        return _same_event(checker, link, mine, theirs)
    own = name_key(mine)
    if own is not None:
        # the write-up's own name, or its mark for a name of the part (Q′ for Q_perm: permuted_names.py)
        return (own in checker.definitions or defined_in(checker.session.setting, own)) and \
            checker.proves_equal(link, mine, theirs)
    mine_children, their_children = s.children(mine), s.children(theirs)
    if not mine_children or len(mine_children) != len(their_children) or s.shape(mine) != s.shape(theirs):
        return False
    return all(_matches(checker, link, a, b) for a, b in zip(mine_children, their_children))


def _same_event(checker, link: Link, mine: s.Relation, theirs: s.Relation) -> bool:
    """One event written two ways: the same order, and sides whose differences the engine proves equal (Pr(μ_aᵀk_a >
    1) is Pr(η > 0) where μ_aᵀk_a = 1 + η), or the fact's own sides written alike."""
    if len(mine.ops) != 1 or mine.ops != theirs.ops:
        return False
    if all(subject_key(a) == subject_key(b) for a, b in zip(mine.operands, theirs.operands)):
        return True
    (a, b), (c, d) = mine.operands, theirs.operands
    return checker.proves_equal(link, s.Sum((a, s.Neg(b, b.pos)), a.pos), s.Sum((c, s.Neg(d, d.pos)), c.pos))


def _states(checker, run: Run, prefix: str, subject, when: tuple) -> bool:
    """The fact, with the run's value in place of its own, proved under the fact's conditions."""
    if checker.matrices:
        return checker.proves_equal(run.link, subject, run.value)
    if not checker.settled(run.link, run.value):  # lim c = ½(c_1 + c_2) holds, and says nothing of the limit
        return False
    for context in checker.reading_contexts(run.link):
        text = checker.claim_text(_along_the_run(checker, context, run, prefix) + run.value_text)
        try:
            if claims.check_claim(text, context, when).status is Status.PROVED:
                return True
        except (MeaningError, NotationError, SymattnError):
            continue
    return False


def _along_the_run(checker, context, run: Run, prefix: str) -> str:
    """The fact's limit taken along the one scale its run moves with, where that is not the part's: with the write-up's
    q = λ(μ_a + μ_b), the fact's lim_{t→∞} c is lim_{λ→∞} c (the run's step was proved along λ, and c has no t left
    to move), where the write-up sends λ to +∞ or says nothing of where it goes."""
    session = checker.session
    try:
        moving = context.ground(context.build(run.subject).expr).free_symbols - session.fixed
    except (MeaningError, NotationError, SymattnError, TypeError, ValueError, AttributeError):
        return prefix
    if session.scale in moving or len(moving) != 1:
        return prefix
    (scale,) = moving
    chosen = session.direction(scale)
    if chosen is None or chosen.kind != PLUS_INF:
        return prefix
    # a scale the write-up never sends anywhere is taken as the part's large one, as grading takes an answer's scale
    # (its note says so): "q_1 = λμ_a, … so c_1 → v_a" renames t
    limit = re.compile(r"\\lim_\{\s*" + re.escape(session.setting.scale) + r"\s*\\to")
    return limit.sub(lambda _: "\\lim_{" + latex(scale) + "\\to", prefix)


def _same_case(checker, run: Run, when: tuple) -> bool:
    """The run is said of the fact's case: each condition its sentences state is one of the fact's (1 + η > 0 is
    η > −1). "If η > 0, c → v_b, and if η < 0, c → v_a" states both cases in one sentence: neither step is said of
    one case, so neither establishes a fact with a condition. A run with no condition holds in every case."""
    if not when:
        return True
    contexts = checker.reading_contexts(run.link)
    return bool(contexts) and all(any(_same_condition(contexts[0], mine, theirs) for theirs in when)
                                       for mine in run.conditions)


def _same_condition(context, mine: str, theirs: str) -> bool:
    """Two conditions on the same numbers that hold for the same values (decided on one variable; else as written)."""
    try:
        sets = [_solutions(context, text) for text in (mine, theirs)]
    except (MeaningError, NotationError, SymattnError, TypeError, ValueError, NotImplementedError):
        return mine.replace(" ", "") == theirs.replace(" ", "")
    return sets[0] == sets[1]


RELATIONS = {"<": Lt, ">": Gt, "le": Le, "ge": Ge}


def _solutions(context, text: str):
    node = parse(text)
    if not isinstance(node, s.Relation) or len(node.ops) != 1 or node.ops[0] not in RELATIONS:
        raise ValueError("not one inequality")
    left, right = (context.build(side).expr for side in node.operands)
    difference, op = left - right, node.ops[0]
    scale = context.setting.scalar(context.setting.scale) if context.setting.scale else None
    if scale is not None and scale in difference.free_symbols:
        reduced = reduced_sign_condition(difference, {scale})  # k_aᵀq₁ > 0 is t(1 + η) > 0: 1 + η > 0, as t > 0
        if reduced is None:
            raise ValueError("a case in the scale's terms")
        difference, op = reduced[0], op if reduced[1] > 0 else FLIPPED[op]
    free = difference.free_symbols
    if len(free) != 1:
        raise ValueError("not one variable")
    (variable,) = free
    return variable, solve_univariate_inequality(RELATIONS[op](difference, 0), variable, relational=False,
                                                 domain=Reals)


FLIPPED = {"<": ">", ">": "<", "le": "ge", "ge": "le"}
