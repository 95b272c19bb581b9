"""What is asked of a checked write-up after the fold: by the facts of a derivation part (facts.py) and by grading
(the conclusion an answer's chains state). Each question is read in the ledger of the step it is asked of."""

import re
from dataclasses import replace
from functools import lru_cache

from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.steps import judge, rules
from symattn.steps.judge import SKIPPED, StepContext
from symattn.language.document import read_document
from symattn.notation import parse
from symattn.steps.names import OP_TEX, is_parameter, key, subject_key, tex
from symattn.steps.other_settings import other_setting_named
from symattn.steps.reading import Link
from symattn.steps.sentences import INDEX_LETTERS
from symattn.steps.rewrites import normal_cdf_text_as_erf, unprimed


GOAL = re.compile(r"\b(?:show|prove|such that|so that|make)\b", re.I)


@lru_cache(maxsize=64)
def _question_formulas(question: str) -> frozenset:
    """The givens a part's question writes (its equalities and laws), each as compared (subject_key)."""
    found = set()
    document = read_document(question)
    for statement in document.statements:
        if GOAL.search(document.text[:statement.offset]):
            continue  # "Show that … is Z_perm = PZ": what the question asks for, from its goal's word on
        try:
            node = parse(statement.text)
        except (NotationError, RecursionError):
            continue
        # a given (Σ_a = αI + ½μ_aμ_aᵀ, x_1 = u_d + u_b, η ∼ 𝒩(0, ½)), never a goal the question sets (c ≈ ½(v_a + v_b))
        if isinstance(node, s.Relation) and set(node.ops) <= {"=", "sim"}:
            found.add(subject_key(node))
    return frozenset(found)


class Checked:
    def __init__(self, session, folded, table: tuple = rules.RULES):
        self.session, self.folded, self.table = session, folded, table
        self.writeup, self.text, self.matrices = session.writeup, session.text, session.matrices
        self._lemmas: dict = {}  # id of a link → the lemmas its proof needed

    # ---- the ledger and the context of a step ----------------------------------------------------------------
    def ledger_at(self, link):
        """The ledger in force after the step: its own definition and those before it, never a later one."""
        return self.folded.ledgers.get(key(link), self.folded.ledger)

    @property
    def definitions(self):
        return self.folded.ledger.definitions

    def _context(self, link, at=None) -> StepContext:
        """The step's context, with the ledger in force at `at` (the step itself by default)."""
        return StepContext(self.session, link, self.ledger_at(at or link), self.folded.verdicts, self.folded.confirmed)

    # ---- questions --------------------------------------------------------------------------------------------
    def asserted(self, link) -> bool:
        """Does the write-up state this step as its own, one claim of it? (language/claims.py is the one owner.)"""
        claim = self.session.claim(link)
        return claim.asserted and not claim.alternative

    def first_unsettled(self, report, settled: frozenset = frozenset()):
        """The first step the write-up claims that is not settled: undecided, not read whole (its math not read, or
        not in the part's model), or an inequation asserted and not checked ("Z_perm ≠ PZ for any weights"), unless
        it is one of the `settled` steps (a fact of the part established there). A verdict of `correct` needs none
        (the certified contract)."""
        for item, step in zip(self.writeup.items, report.steps):
            # P ≠ I, t_1 ≠ t_2, η ≠ 0, i ≠ a: a bare name against the identity or a number, two of the problem's
            # parameters, or an index, names the case spoken of, not a claim to check (Z_perm ≠ Z is one)
            unchecked = step.status == SKIPPED and step.relation == OP_TEX["ne"] and step.index not in settled and \
                not (isinstance(item, Link) and self._names_a_case(item))
            if self.session.claims[item.statement].asserted and (step.status == "unknown" or step.unread or unchecked) \
                    and not self._restates_the_question(item) or self.said_elsewhere(item, step):
                return step
        return None

    def said_elsewhere(self, item, step) -> bool:
        """A statement said of another part ("In (i), c → ½(v_a + v_b)") or another setting ("with a single head, …"):
        placed there, it is no claim of this part, and nothing proves it there; a verdict of `correct` needs it
        proved, so it is unsettled."""
        if not isinstance(item, Link) or step.status != SKIPPED:
            return False
        claim = self.session.claims[item.statement]
        return claim.other_part and not (claim.retracted_or_asked or claim.counterfactual or claim.goal) or \
            other_setting_named(self.session, item) is not None

    def _restates_the_question(self, item) -> bool:
        """A statement that is a formula of the part's own question ("Σ_a = αI + ½μ_aμ_aᵀ", as it was set): the
        problem's given restated, read as given (the certified contract), whether or not the part models it."""
        givens = _question_formulas(self.session.part.question)
        try:
            written = subject_key(parse(item.statement.text))
        except (NotationError, RecursionError):
            return False
        return written in givens

    def _names_a_case(self, link) -> bool:
        sides = (link.left, link.right)
        if not all(isinstance(side, (s.Name, s.Num)) for side in sides):
            return False
        return any(isinstance(side, s.Num) or name_key(side) == "I" for side in sides) or \
            all(is_parameter(side, self.session.setting) for side in sides) or \
            any(isinstance(side, s.Name) and not side.sub and side.base in INDEX_LETTERS for side in sides)

    def read_side(self, node):
        """A side as the checker reads it: X' is a name of its own where matrices are compared."""
        return unprimed(node, self.text) if self.matrices else node

    def holds_by_definition(self, link, step) -> bool:
        """The first link of a chain that defines a name (Z' = ReLU(…)…): it holds because it is written."""
        return link.first and step.status == SKIPPED and step.reason.startswith("defines ")

    def reading_contexts(self, link) -> list:
        """The contexts a step is proved in: the write-up's definitions, the setting changed, a head named."""
        try:
            return [reading.context for reading in judge.readings(self._context(link)) if not reading.rescue_only]
        except SymattnError:  # the write-up's definitions do not hold together (1 b_1 added to a T×d matrix)
            return []

    def claim_text(self, text: str) -> str:
        return normal_cdf_text_as_erf(text) if self.session.setting.noise else text

    def settled(self, link, node) -> bool:
        """A value that does not move with the scale (v_a, ½, not ½(c_1 + c_2)): what a limit can be said to be."""
        try:
            context = self.reading_contexts(link)[0]
            return self.session.scale not in context.ground(context.build(node).expr).free_symbols
        except (IndexError, MeaningError, NotationError, SymattnError, TypeError, ValueError, AttributeError):
            return False

    def conditions_of(self, link) -> tuple:
        """The conditions a step is said under: the one its clause names — right after it ("c → v_b when η < 0"), or
        else the last one before it in its sentence ("when η < 0 instead, c ≈ v_b") —, else those its sentence
        carries from earlier ones ("Let η > 0. Then …")."""
        return judge.case_named(self.session, link)[0]

    def case_named(self, link) -> tuple:
        return judge.case_named(self.session, link)

    def proves_equal(self, link, left, right) -> bool:
        """left = right (syntax trees) proved in a reading of the link's step."""
        return judge.proves_equal(self._context(link), left, right)

    def proves_equal_by_algebra(self, link, left, right) -> bool:
        """left = right (matrices) proved by algebra alone, no lemma: the same form written another way."""
        return judge.proves_equal_by_algebra(self._context(link), left, right)

    def lemmas_of(self, link) -> frozenset:
        """The permutation lemmas a proved matrix step needed beyond algebra (none when it is not proved so)."""
        if id(link) not in self._lemmas:
            self._lemmas[id(link)] = judge.lemmas_of(self._context(link))
        return self._lemmas[id(link)]

    def definition_at(self, link) -> str:
        """The fold's reason when the step defined a name ("defines W_q"), else ""."""
        for item, step in zip(self.writeup.items, self.folded.steps):
            if item is link:
                return step.reason if self.holds_by_definition(link, step) else ""
        return ""

    def chain_claims(self) -> list:
        """Each chain read end to end, as the statement it makes (α_a = … → ½ says α_a → ½): (first link, op, status,
        reason, the claim as read) — what an answer concludes, whatever its middle steps."""
        chains: dict = {}
        for item in self.session.links:
            chains.setdefault(item.chain, []).append(item)
        found = []
        for links in chains.values():
            ops = {link.op for link in links}
            if not ops <= {"=", "approx", "to"}:
                continue
            op = "=" if ops == {"="} else "approx"
            whole = replace(links[-1], left=links[0].left, left_span=links[0].left_span, op=op, first=links[0].first)
            defined = self.definition_at(links[0])
            if defined:  # "W_q = (…)/β²": a chain that opens with a definition states it; it claims nothing more
                found.append((links[0], op, SKIPPED, defined, f"{tex(whole.left)} {OP_TEX[op]} {tex(whole.right)}"))
                continue
            # what the chain says, with the definitions in force at its last step
            status, reason, _ = rules.verdict(self._context(whole, at=links[-1]), self.table)
            found.append((links[0], op, status, reason, f"{tex(whole.left)} {OP_TEX[op]} {tex(whole.right)}"))
        return found


__all__ = ["Checked", "key"]
