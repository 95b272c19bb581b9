"""The certified contract for a right formula answer: `correct` only when everything else it says was read whole.

A formula answer that scores full points is checked once more, beside its graded definition:
- each chain it asserts (k_a^⊤q = t, α_a = … → ½, c ≈ v_1) is read end to end by `check`;
- each bare formula holding a value (v_a, ½(v_a + v_b)) is read with its words (language/mentions.py): a claim
  about the output in words is checked as the same claim in symbols, a goal restated is set aside;
- each claim verb ("head 1 copies $v_a$", "$q_1$ matches only $k_3$", "only $x_1$ contains $u_d$") is read with
  its subject and object (language/verb_claims.py) and checked in symbols (grading/word_claims.py).
A claim proved wrong is a false side claim, charged as the rubric's `side_claim_cost` says (spec/side_claims.py).
A claim left undecided or not read whole sends the answer to review, naming it: the verdict would otherwise rest on
words or symbols nobody read.
"""

import re
from dataclasses import dataclass, replace

from sympy import Rational

from symattn.errors import NotationError, SymattnError
from symattn.grading.answer import grading_setting
from symattn.grading.word_claims import claim_checked, clause, unread_verb, verb_findings, worded_output_claims
from symattn.language import lexicon
from symattn.language.bare_formulas import unread_formulas
from symattn.language.claims import read_claims
from symattn.language.examples import unread_example
from symattn.language.mentions import bare_name, relations_in_words, value_mentions
from symattn.language.orthogonal_words import orthogonality_said
from symattn.language.quoting import quoted
from symattn.language.verb_claims import Model, verb_claims
from symattn.language.word_certificate import shown_words, unread_words
from symattn.language.word_directions import SIZE_KINDS
from symattn.language.statements import sentence_until
from symattn.notation import parse
from symattn.notation.grammar import RELATIONS
from symattn.notation.syntax import Name, Num, Relation, walk
from symattn.notation.vocabulary import name_key
from symattn.steps.check import checked_writeup
from symattn.steps.reading import Link
from symattn.steps.relative_limits import relative_values
from symattn.steps.score_words import unread_scores

# the output and the weights the query produces: what an answer may say its query does
OUTPUT = re.compile(r"^\s*(?:c|\\alpha|α|alpha)(?![A-Za-z])")
_CRITERION_OUTPUT = re.compile(r"^\s*([A-Za-z])(?:_\{?(\w+)\}?)?\s*\\to\s*(.*)$")
ARROWS = ("\\to", "→", "\\rightarrow", "->")
# a relation in any spelling the grammar reads (\\xrightarrow, \\longrightarrow, \\simeq …), or an arrow a label sits
# over (\\underset{…}{\\to}): a statement that has one and could not be read said something nobody read
_RELATION = re.compile(r"=|≈|→|⟶|\\(?:" + "|".join(sorted((name for name in RELATIONS if name.isalpha()), key=len,
                                                          reverse=True)) +
                       r"|underset|overset|stackrel)(?![A-Za-z])|[<>≤≥≫≪≠∼]")
# a statement cut at an arrow that goes on in the next one ("q_2 = Qu_a = u_d →"), or one whose left side is said in
# words (read by `_unread_relation`), is not left unread by `check` failing on it
_ARROW_END = re.compile(r"(?:→|->|\\to|\\rightarrow|⟹|⇒|\\implies|\\Rightarrow)\s*$")
_DIRECTION = re.compile(r"^\s*(?P<name>\\?[A-Za-z]+)\s*(?:\\to|→|\\rightarrow|\\gg|≫|>|\\geq?|≥|\\uparrow|↑|\\in(?![A-Za-z])|∈)")


@dataclass(frozen=True)
class SideFindings:
    """What the answer says beside its definition, as `check` and the word reader read it."""

    wrong: str = ""  # the feedback line of the first claim proved wrong
    unsettled: str = ""  # what was not read or not decided, for the review
    wrong_is_answer: bool = False  # the refuted claim is about the output that is itself the answer (kqv-plain)


def side_findings(part, reading, scales: frozenset = frozenset(),
                  not_graded: frozenset = frozenset(), limits: dict | None = None) -> SideFindings:
    """`scales`: the names of the answer's scales (kappa, M), whose relations the answer's reading has read;
    `not_graded`: the offsets of the answer's other committed definitions, which are claims beside it; `limits`:
    {name: the least value said beside the limit that is read (the grader's own "how large" figure, or −∞ where it
    has none)} of the scales the answer sends to a limit."""
    document = reading.document
    claims = read_claims(document.text, document.statements)
    output, values = _output_and_values(part.rubric)
    mentions = value_mentions(document, values, frozenset({output} if output else ()), claims)
    found = SideFindings()
    # every sentence that says a statement, in any mood but taken back: "it would still give c ≈ ½(v_a + v_b) even
    # if …" is a claim too, in a case the words make
    carrying = frozenset(st.sentence for st in document.statements if not claims[st].retracted_or_asked)
    # a sentence of words alone says something too ("Матрица V обратима", "the weights end up lopsided", "because β
    # is very large the attention is spread uniformly", "для этого необходимо …"): it carries the verdict as a
    # statement does
    carrying |= _words_alone(document)
    setting = grading_setting(part)
    model = Model(output, values, frozenset(name for name, family in setting.families.items()
                                            if family.rule in ("orthonormal", "orthogonal")),
                  () if setting.others else tuple(setting.keys), "alpha" not in setting.scalars)
    verbs = verb_claims(document, model)
    # the words of a claim read with its verb ("only" in "only $x_1$ contains $u_d$") were read
    taken = tuple((said.claim.clause, said.claim.end) for said in verbs if said.claim is not None)
    unread = [w for w in unread_words(document, carrying) if not any(a <= w.start < b for a, b in taken)]
    if unread:
        shown = shown_words(unread, document.text)
        return SideFindings(unsettled=f"the words {shown} of the sentences that carry your answer were not read")
    defining = frozenset(d.statement for definitions in reading.definitions.values() for d in definitions)
    example = unread_example(document.text, tuple(st for st in document.statements if st not in defining), claims)
    if example is not None:
        return SideFindings(unsettled=f"the example '{clause(document, example.offset, example.offset + len(example.text))}'"
                                      f" is not checked; a verdict of correct needs every claim read and proved")
    if unread_verb(document, verbs, carrying):
        return SideFindings(unsettled=unread_verb(document, verbs, carrying))
    objects = frozenset(said.claim.start for said in verbs if said.claim is not None)
    mentions = tuple(m for m in mentions if m.start not in objects)  # read with their verb, below
    for mention in mentions:
        if not mention.read:
            return SideFindings(unsettled=f"you write ${mention.formula}$ in words the grader does not read "
                                          f"('{clause(document, mention.start, mention.end)}')")
    # "…, which tends to 1": a limit said in a relative clause is a step `check` reads and judges
    relative = relative_values(document)
    read_here = taken + relative + tuple((m.start, m.end) for m in mentions if m.read) + \
        tuple((d.statement.offset, d.statement.offset + len(d.statement.text))
              for definitions in reading.definitions.values() for d in definitions)
    worded, worded_values = _formulas_in_words(part, document, read_here)
    if worded is not None:
        return worded
    restricted = _case_of_the_problem(part, document, claims)
    if restricted:
        return SideFindings(unsettled=restricted)
    unread_relation = _unread_relation(document, reading, claims, mentions, scales, part.rubric,
                                       setting.scalars, objects | {start for start, _ in relative} | worded_values)
    if unread_relation:
        return SideFindings(unsettled=unread_relation)
    orthogonal = _orthogonality_findings(part, document)
    if orthogonal is not None:
        return orthogonal
    for mention in (m for m in mentions if m.claim is not None and not m.goal):
        written = f"{output} {'=' if mention.claim.op == '=' else '≈'} {mention.claim.formula}"
        status, reason, claim = claim_checked(part, document.text, mention.claim.start, mention.claim.end, written)
        if status == "wrong":
            return SideFindings(wrong=f"You also write that the output is ${claim}$, which does not hold: {reason}.")
        if status != "valid":
            return SideFindings(unsettled=f"you say the output is ${mention.formula}$, and that could not be decided")
    found_in_verbs = verb_findings(part, document, verbs)
    if found_in_verbs is not None:
        kind, line = found_in_verbs
        return SideFindings(wrong=line) if kind == "wrong" else SideFindings(unsettled=line)
    worded = worded_output_claims(part, document, output)
    for statement, status, claim in worded:
        if status != "valid":
            return SideFindings(unsettled=f"you say '{clause(document, statement.offset, statement.offset)}' of the "
                                          f"output, read as ${claim}$, which could not be confirmed")
    read = frozenset(statement.text for statement, _, _ in worded)
    bound = _bound_beside_limit(document, claims, limits or {})
    if bound:
        return SideFindings(unsettled=bound)
    if not _says_more(document, reading, claims, scales, not_graded):
        return found
    try:
        checker, report = checked_writeup(part, document.text)
        defining = _defining(reading, claims) - not_graded  # another committed definition is a claim beside it
        named = frozenset(part.rubric.answers) | frozenset(name for _, name in part.rubric.bind)
        unsettled = _first_unsettled(checker, report, scales, defining, answers=named, read=read,
                                     not_graded=not_graded)
        if unsettled is not None and "needs a definition of" in unsettled.reason and _graded_definition(reading):
            # "Recall α_i = exp(k_i^⊤q)/Σ_j exp(k_j^⊤q). Take q = …": the problem's given, said of the answer's q
            # before the answer, is settled when it holds with the answer's definition in force; it is never refuted
            # so (the q it spoke of may be another: a first attempt struck out)
            unsettled = _first_unsettled(*checked_writeup(part, f"${_graded_definition(reading)}$.\n" +
                                                          document.text), scales, defining, wrong_too=True,
                                          answers=named, read=read)
    except SymattnError as problem:
        return SideFindings(unsettled=f"the rest of the answer could not be read ({problem})")
    itself = any(OUTPUT.match(name) for name in named)
    chain_wrong = None
    for first, _, status, reason, claim in checker.chain_claims():
        if status != "wrong" or first.statement.offset in defining:
            continue  # a definition of the answer set aside ("First attempt: …. Final answer: …") is not graded
        about_output = OUTPUT.match(document.text[first.left_span[0]:first.left_span[1]])
        if itself and about_output:
            if lexicon.said(sentence_until(document.text, document.statements, first.statement), "ADDS"):
                # "c_2 ≈ u_a. Yes: adding u_d to x_2 makes c_2 ≈ u_b": the rest of the question, read by a person
                return SideFindings(wrong=f"You also write ${claim}$, which does not hold: {reason}.",
                                    wrong_is_answer=True)
            # the answer itself, which the rubric grades as a limit; proved wrong as written ("c_2 = u_a exactly")
            return SideFindings(unsettled=f"you write ${claim}$, which does not hold as written: {reason}")
        chain_wrong = chain_wrong or (claim, reason)
    wrong = _first_wrong_step(checker, report, defining, named, itself, not_graded)
    if wrong is not None and wrong.relation in ARROWS and not _limit_subject(wrong.left, scales):
        # "q_2 = u_d → attends to x_1 → c_2 ≈ u_b": an arrow in a line of prose may say "leads to" as well as "tends
        # to"; proved wrong as a limit, it is left to a person
        return SideFindings(unsettled=f"you write ${wrong.left} {wrong.relation} {wrong.right}$, which does not hold "
                                      f"as a limit ({wrong.reason}); the arrow may mean something else")
    if wrong is not None:  # a step proved wrong: ✗ is certified (check's contract), so the claim is false
        return SideFindings(wrong=f"You also write ${wrong.left} {wrong.relation} {wrong.right}$, which does not "
                                  f"hold: {wrong.reason}.")
    if chain_wrong is not None:
        # a chain false end to end while none of its steps is: how its links join (a list, an arrow read as a
        # limit) was read, not written; a person decides
        return SideFindings(unsettled=f"you write ${chain_wrong[0]}$, which reads as false end to end "
                                      f"({chain_wrong[1]}) while none of its steps is proved wrong")
    if unsettled is not None:
        what = "was not read" if unsettled.unread else "could not be decided"
        return SideFindings(unsettled=f"you also write ${unsettled.left} {unsettled.relation} {unsettled.right}$, "
                                      f"which {what} ({unsettled.reason})")
    return found


def _case_of_the_problem(part, document, claims) -> str:
    """"q_1 = Mμ_a, q_2 = Mμ_b; note this only works when n = 2": a case or a requirement on the problem's own
    numbers (n, d, a norm) says the answer holds only there, while the part asks for its whole setting; what such a
    case restricts is not read, so a verdict of correct waits for a person. A case on the problem's scale (β → ∞
    in kqv-design) is the part's own."""
    setting = part.setting
    fixed = {str(x) for x in grading_setting(part).given_scalars()} - \
        {str(setting.scalar(name)) for name, _ in part.rubric.directions} - {str(setting.scalar(setting.scale))}
    for statement in document.statements:
        claim = claims[statement]
        if claim.retracted_or_asked or not (claim.hypothesis or claim.necessary):
            continue
        names = _names_in(statement.text)
        if names and names <= fixed:
            return (f"you say the answer holds when ${statement.text.strip()}$; the part asks for it for every value of "
                    f"the problem's numbers, and what that case restricts is not read")
    return ""


def unplaced_words(part, reading, scales: tuple = ()) -> str:
    """The certificate of an `incorrect`: the words of every sentence that places the graded answer (a definition of
    it, a statement of one of its scales: "as s → ∞") or says a size ("scaled by a large number s") that no lexicon
    entry accounts for, quoted for the review; "" when every one was read. A word that says something but places no
    formula counts as read: what a refutation needs read is what could make the graded formula another one, not
    every claim beside it."""
    document = reading.document
    claims = read_claims(document.text, document.statements)
    # a definition taken back ("My first guess q = k_j is wrong", "At first I tried …") places nothing: its words
    # set it aside, which the mood read
    placing = frozenset(d.statement.sentence for definitions in reading.definitions.values() for d in definitions
                        if d.statement not in claims or not claims[d.statement].retracted_or_asked)
    names = frozenset(str(scale) for scale in scales)
    placing |= frozenset(st.sentence for st in document.statements
                         if names & _names_in(st.text) and not claims[st].retracted_or_asked)
    placing |= frozenset(piece.sentence for piece in document.prose if lexicon.said(piece.text, *SIZE_KINDS))
    unread = unread_words(document, placing, placing=True)
    return shown_words(unread, document.text) if unread else ""


def _names_in(formula: str) -> frozenset:
    try:
        return frozenset(name_key(node) for node in walk(parse(formula)) if isinstance(node, Name))
    except NotationError:
        return frozenset()


def _formulas_in_words(part, document, read: tuple) -> tuple:
    """(findings, the offsets of the values those steps read): what the answer says in words beside its definition
    that `check` reads as steps of their own (a score: "logit t for a and 0 for the others", "(score β²)", "all
    other logits are 0"; a probability or a standard deviation in words): one proved wrong is a false side claim, one
    undecided a review. A formula said in words that no reader took, and no such step read, is a review too.
    Findings None when every one was read and holds."""
    unread = unread_formulas(document, read)
    if not unread and not lexicon.said(document.text, *WORDED_STEPS, "OTHER_SCORES"):
        return None, frozenset()
    try:
        checker, report = checked_writeup(part, document.text)
    except SymattnError:
        checker, report = None, None
    worded = [(item, step) for item, step in zip(checker.writeup.items, report.steps)
              if isinstance(item, Link) and not _written(document, item)] if checker is not None else []
    values = frozenset(item.span[0] for item, _ in worded)
    # every step read from words is a claim, whether or not its value is a formula ("t for the others" is a name)
    for item, step in worded:
        if step.status == "wrong":
            return SideFindings(wrong=f"You also say ${step.left} {step.relation} {step.right}$ in words, which "
                                      f"does not hold: {step.reason}."), values
        if step.status != "valid":
            return SideFindings(unsettled=f"you say ${step.left} {step.relation} {step.right}$ in words, which "
                                          f"could not be decided ({step.reason})"), values
    for said in unread:
        if not any(item.span[0] <= said.start < max(item.span[1], said.end) for item, _ in worded):
            return SideFindings(unsettled=f"you write ${said.text}$ in words the grader does not read "
                                          f"('{clause(document, said.start, said.end)}')"), values
    scores = unread_scores(document, [item for item, _ in worded]) if checker is not None else ()
    if scores:  # "score 1 for j": a value in words whose key or query was not told
        return SideFindings(unsettled=f"you give a score in words that the grader does not read "
                                      f"('{clause(document, *scores[0])}')"), values
    return None, values


# the words from which `check` reads a step of its own (steps/score_words.py, probability_words.py, spread_words.py)
WORDED_STEPS = ("SCORE_NOUN", "PROBABILITY_OF", "EQUALLY_LIKELY", "STANDARD_DEVIATION", "VARIANCE")


def _orthogonality_findings(part, document):
    """"x_1, x_2 and x_3 are mutually orthogonal": each pair's inner product claimed 0 (and each norm 1 for
    "orthonormal"), checked where the words say it; a pair refuted is a false side claim, one not decided is not
    read."""
    for said in orthogonality_said(document):
        pairs = [(a, b) for i, a in enumerate(said.names) for b in said.names[i + 1:]]
        for a, b in pairs:
            status, reason, claim = claim_checked(part, document.text, said.start, said.end,
                                                  f"${a}^\\top {b} = 0$")
            words = clause(document, said.start, said.end)
            if status == "wrong":
                return SideFindings(wrong=f"You also say '{words}', which does not hold: ${a}^\\top {b}$ is not "
                                          f"0 ({reason}).")
            if status != "valid":
                return SideFindings(unsettled=f"you say '{words}', and ${a}^\\top {b} = 0$ could not be decided")
    return None


def _written(document, link) -> bool:
    """Is a step's left side written as a formula (a statement of the document), not said in words?"""
    return any(st.offset <= link.left_span[0] < st.offset + len(st.text) for st in document.statements)


def _unread_relation(document, reading, claims, mentions, scales: frozenset, rubric, setting_scalars,
                     objects: frozenset = frozenset()) -> str:
    """A relation said in words before a formula that no reader took ("each of the two weights tends to $1$", "the
    output equals v_i"): what it says of what, for the review; "" when every one was read — said of a scale or of an
    answer's name (its direction, its definition), the answer's definition itself, or a claim about the output
    that language/mentions.py or language/verb_claims.py read, or a relative clause's limit check reads (`objects`:
    the formulas of these; checked)."""
    taken = {m.start for m in mentions if m.claim is not None or m.goal} | set(_defining(reading, claims)) | objects
    names = set(scales) | set(rubric.answers) | {name for _, name in rubric.bind} | set(setting_scalars)
    for said in relations_in_words(document):
        if said.offset in taken or _named(said.subject) in names or \
                lexicon.said(said.subject, "QUERY_NOUN", "KEYS_CHOSEN"):
            continue
        return f"you say '{quoted(said.subject + ' ' + said.words + ' $' + said.formula + '$')}' in words the " \
               f"grader does not read"
    return ""


def _named(subject: str) -> str:
    """The name a subject writes (λ, \\lambda and lambda are "lambda"; c_{2} is "c_2"), or the word itself."""
    try:
        node = parse(subject)
    except NotationError:
        return subject
    return f"{node.base}_{node.sub}" if isinstance(node, Name) and node.sub else \
        node.base if isinstance(node, Name) else subject


def _words_alone(document) -> frozenset:
    """The sentences of prose with no statement in them: what they say in words is a claim beside the answer."""
    stated = frozenset(st.sentence for st in document.statements)
    return frozenset(piece.sentence for piece in document.prose if piece.sentence not in stated and piece.text.strip())


def _says_more(document, reading, claims, scales: frozenset, not_graded: frozenset = frozenset()) -> bool:
    """Does the answer assert a relation beyond its graded definitions and what it says of its scales (t → ∞,
    κ − M → 0, e^t ≫ n), which the answer's reading has read? Another committed definition, not graded, is such a
    relation."""
    defining = {d.statement for definitions in reading.definitions.values() for d in definitions
                if not (d.statement in claims and claims[d.statement].adds) and d.statement.offset not in not_graded}
    # said in any mood but taken back, asked, supposed or aimed at: "adding u_c would give c_2 ≈ u_b" is said too
    return any(_said(claims[st]) and st not in defining and not _of_scales_only(st.text, scales)
               and _RELATION.search(st.text)
               for st in document.statements)


def _first_wrong_step(checker, report, defining: frozenset, answers: frozenset, itself: bool,
                      not_graded: frozenset = frozenset()):
    """The first step the answer asserts beside its definition that `check` proves wrong, or None: an answer name's
    own step only where it is another committed definition, not graded (c_2 ≈ ½(x_1 + x_2) after c_2 ≈ u_a)."""
    for item, step in zip(checker.writeup.items, report.steps):
        own = _answer_name(step.left, answers) and item.statement.offset not in not_graded
        if step.status != "wrong" or item.statement.offset in defining or own or \
                not checker.session.claims[item.statement].asserted:
            continue
        return step
    return None


def _defining(reading, claims) -> frozenset:
    """The offsets of the statements that define the graded answer (or an attempt at it set aside): its chain's
    middle links are the grader's to show (grading/links.py), and never change the grade. A definition said in a
    setting changed in words ("adding u_c to x_2 would give c_2 ≈ u_b") is the rest of the question, not one."""
    return frozenset(d.statement.offset for definitions in reading.definitions.values() for d in definitions
                     if not (d.statement in claims and claims[d.statement].adds))


def _first_unsettled(checker, report, scales: frozenset, defining: frozenset, wrong_too: bool = False,
                     answers: frozenset = frozenset(), read: frozenset = frozenset(),
                     not_graded: frozenset = frozenset()):
    """The first relation the answer asserts that `check` read and could not decide (or proved wrong, `wrong_too`),
    or could not read whole; what it says of its scales alone is the answer's reading's to read (directions,
    orders), not `check`'s, and a definition of an answer name is the rubric's to grade."""
    open_statuses = ("unknown", "wrong") if wrong_too else ("unknown",)
    for item, step in zip(checker.writeup.items, report.steps):
        if checker.said_elsewhere(item, step):
            return step  # "In (i), c → ½(v_a + v_b)": said of another part, proved nowhere
        if item.statement.offset in defining or \
                not (checker.session.claims[item.statement].asserted and
                     (step.status in open_statuses or step.unread or _inequation(step))):
            continue
        if step.left.strip() and step.right.strip() and \
                (not _answer_name(step.left, answers) or item.statement.offset in not_graded) and \
                not _of_scales_only(f"{step.left} {step.relation} {step.right}", scales):
            return step
        if step.reason.startswith("could not be read") and _RELATION.search(_top_level(item.statement.text)) and \
                not _ARROW_END.search(item.statement.text) and item.statement.text not in read and \
                not _of_scales_only(item.statement.text, scales):  # β ∈ ℝ⁺: where a scale goes, the answer's to read
            # a relation check could not parse ("k_j^⊤q ≪ k_i^⊤q ∖ …"): nobody read it, so no `correct` rests on it
            return replace(step, left=item.statement.text.strip(), relation="", right="")
    return None


def _top_level(text: str) -> str:
    """The text outside brackets and braces: a relation there is the statement's own (\\lim_{t \\to \\infty} and
    "(e.g. t = 100)" hold theirs inside)."""
    depth, kept = 0, []
    for char in text:
        depth += char in "([{"
        kept.append(char if depth == 0 else " ")
        depth -= char in ")]}" and depth > 0
    return "".join(kept)


def _inequation(step) -> bool:
    """A claim `a ≠ b` that `check` skips ("an inequation: not checked"): not read, so no `correct` rests on it
    ("k_j^⊤q ≠ t" beside q = t k_j used to pass unseen). An index's scope ("i ≠ j") says which keys are meant."""
    return step.status == "skipped" and step.relation in ("\\ne", "\\neq", "≠") and \
        not re.fullmatch(r"\s*[A-Za-z]\s*", step.left)


def _limit_subject(left: str, scales: frozenset) -> bool:
    """Is an arrow's left side what a limit is said of: the output, a weight, or an expression in a scale (α_a → 1,
    c → v_a, e^t/(2e^t + n − 2) → ½)? A key or a vector ("u_d → attends to x_1") may be "leads to"."""
    if OUTPUT.match(left):
        return True
    try:
        names = {x.base for x in walk(parse(left)) if isinstance(x, Name)}
    except NotationError:
        return False
    return bool(names & scales)


def _answer_name(left: str, answers: frozenset) -> bool:
    """Is a step's left side one of the answer's names (q, q_1, K), as check prints it (q_{1})?"""
    return bare_name(left).replace("{", "").replace("}", "") in answers


def _said(claim) -> bool:
    return not (claim.retracted_or_asked or claim.hypothesis or claim.goal or claim.necessary)


# relations that give a scale a value, a bound or a range; a size (t ≫ 1, e^t ≫ n) and a limit say where it goes
_BOUNDING = frozenset({"=", "approx", "sim", "le", "ge", "<", ">", "in"})


def _bound_beside_limit(document, claims, limits: dict) -> str:
    """A value, a bound or a range of a scale the answer sends to a limit, said beside it in any mood but taken back
    ("t → ∞; t ≥ ln n suffices", "t − ln n > 0 suffices", "t ∈ [3, ∞)", "in practice t ≈ 3", "t large, e.g. t = 3"):
    how large the scale must be is a claim of its own, which the limit does not read; "" when there is none. Read
    are the scale's sign (t > 0, 0 < t), a value at least the least one `limits` reads (the grader's own "how
    large"), and the values of a worked example whose claims its sentence goes on to make ("Example n = 10, t = 5:
    α_a ≈ 0.4869", checked at them). A scale's relation to another scale (s = t) is read by the answer's reading."""
    statements = document.statements
    for index, statement in enumerate(statements):
        if claims[statement].retracted_or_asked:
            continue
        try:
            node = parse(statement.text)
        except NotationError:
            continue
        if not isinstance(node, Relation):
            continue
        if node.ops == ("=",) and any(later.sentence == statement.sentence and _RELATION.search(later.text) and
                                      not _of_scales_only(later.text, frozenset(limits))
                                      for later in statements[index + 1:]):
            continue  # a worked example's values, at which its sentence goes on to claim (a bound is no example)
        for op, left, right in zip(node.ops, node.operands, node.operands[1:]):
            sides = [_names_of(left), _names_of(right)]
            with_scale = [bool(names & set(limits)) for names in sides]
            if op not in _BOUNDING or with_scale.count(True) != 1 or \
                    not all(names <= set(limits) | {"n", "e"} for names in sides):
                continue
            scale_side, other = (left, right) if with_scale[0] else (right, left)
            if _a_sign(op, scale_side, other, with_scale[0]) or \
                    op == "=" and isinstance(other, Num) and _is_example(other, sides, limits):
                continue
            scale = next(name for name in sides[with_scale.index(True)] if name in limits)
            return (f"beside the limit of ${scale}$ you also write ${statement.text.strip()}$; how large the scale must "
                    f"be is a claim of its own, which is not checked")
    return ""


def _a_sign(op: str, scale_side, other, scale_first: bool) -> bool:
    """t > 0, t ≥ 0, 0 < t: the scale itself against 0, on the side where it is positive."""
    if not (isinstance(scale_side, Name) and isinstance(other, Num) and other.text.strip("0.") == ""):
        return False
    return op in ((">", "ge") if scale_first else ("<", "le"))


def _names_of(node) -> set:
    return {x.base for x in walk(node) if isinstance(x, Name)}


def _is_example(number, sides: list, limits: dict) -> bool:
    """Is the value one the limit reads: at least the least value `limits` holds for its scale?"""
    examples = {limits[name] for names in sides for name in names if name in limits} - {None}
    try:
        return any(Rational(number.text) >= example for example in examples)
    except (TypeError, ValueError):
        return False


def _of_scales_only(formula: str, scales: frozenset) -> bool:
    """A relation of the scales alone, with the number of keys n and numbers (t → ∞, e^t ≫ n, κ − M → 0)."""
    try:
        names = {(x.base, x.sub) for x in walk(parse(formula)) if isinstance(x, Name)}
    except NotationError:
        # where a scale goes, said in a form the grammar does not read (β ∈ ℝ⁺); an arrow from any other name
        # (c → a vector the grammar refused) is a claim nobody read
        said = _DIRECTION.match(formula)
        return bool(said) and said.group("name").lstrip("\\") in scales
    return bool(names) and all(sub == "" and (base in scales or base in ("n", "e")) for base, sub in names)


def _graded_definition(reading) -> str:
    """The last definition of each answer name, joined ("q_1 = tμ_a, q_2 = tμ_b"), or ""."""
    return ", \\quad ".join(definitions[-1].text for definitions in reading.definitions.values() if definitions)


def _output_and_values(rubric) -> tuple:
    """("c", {"v"}): the output the part's criteria speak of, and the families of the values it tends to."""
    for criterion in rubric.criteria:
        for claim in criterion.claims:
            match = _CRITERION_OUTPUT.match(claim)
            if match:
                base, sub, target = match.groups()
                return (f"{base}_{sub}" if sub else base), frozenset(re.findall(r"(?<![A-Za-z\\])([a-z])_", target))
    return "", frozenset()
