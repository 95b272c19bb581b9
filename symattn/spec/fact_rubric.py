"""The rubric of a part graded through `check`: points for the facts a derivation must establish.

A derivation part (the noise parts, the permutation proof) has no one formula to grade. Its rubric lists the facts a
right write-up states: each a claim as a step would write it (c \\to v_a, when \\eta > 0), or `any` of several, with
its points. A fact earns its points when a step of the write-up that `check` proves valid states it; one fact may be
the conclusion. The score is the sum of the facts established; a step proved wrong makes the answer incorrect.
"""

from dataclasses import dataclass

from symattn.errors import DerivationError, NotationError
from symattn.notation import parse
from symattn.language import lexicon
from symattn.spec.side_claims import SideClaimCost, read_side_claim_cost
from symattn.spec.schema import FACT_KEYS, STEPS_RUBRIC_KEYS, boolean, check_keys, fail, number, string, strings


@dataclass(frozen=True)
class Fact:
    id: str
    points: float
    claims: tuple  # established when a valid step states any of these
    when: tuple = ()  # the conditions it is stated under (\eta > 0)
    conclusion: bool = False
    feedback: str = ""  # what to tell a student whose write-up does not state it
    derived: bool = False  # shown by a chain of two links or more, never stated in one step (H_perm = PH)
    written: bool = False  # its value as written (PQKᵀPᵀ), not any value equal to it (PH equals H_perm too)


@dataclass(frozen=True)
class StepsRubric:
    facts: tuple
    # conclusions in words (lexicon concepts: LARGE_SPREAD, NO_HELP, …) a right write-up does not say: one said beside
    # every fact established sends the write-up to a person, never to `correct`
    unsaid: tuple = ()
    # what the formula rubric's readers ask of any rubric: a write-up defines no graded names
    answers: tuple = ()
    vocabulary: tuple = ()
    criteria: tuple = ()
    bind: tuple = ()
    distinct: tuple = ()
    directions: tuple = ()
    min_keys: int = 0
    prose_ok: bool = True
    side_claims: SideClaimCost = SideClaimCost()  # what a wrong step beside every fact established costs
    # the problem's own formulas a write-up may name in words ("the permuted input is now PX + Φ"): a restatement of
    # the given, never a claim left unread
    given: tuple = ()
    # the part's answer to its yes-or-no question ("yes", "no"): the word that opens a write-up is read against it
    answer_word: str = ""

    @property
    def max_score(self) -> float:
        return sum(fact.points for fact in self.facts)

    def bound_name(self, answer: str) -> str:
        return answer


def build_steps_rubric(table: dict, where: str) -> StepsRubric:
    check_keys(table, STEPS_RUBRIC_KEYS, where)
    entries = table.get("fact", [])
    if not isinstance(entries, list) or not entries:
        raise fail(where, "fact", "an array of tables ([[part.grading.fact]])", entries)
    facts = tuple(_fact(entry, f"{where}: fact {i}", i) for i, entry in enumerate(entries, start=1))
    ids = [fact.id for fact in facts]
    if len(set(ids)) != len(ids):
        raise DerivationError(f"{where}: fact ids must differ, got {', '.join(ids)}")
    if sum(fact.conclusion for fact in facts) > 1:
        raise DerivationError(f"{where}: at most one fact is the conclusion")
    unsaid = strings(table, "unsaid", where)
    known = lexicon.DOMAINS["conclusions in words"]
    for concept in unsaid:
        if concept not in known:
            raise fail(where, "unsaid", f"conclusions named by the lexicon ({', '.join(known)})", concept)
    given = strings(table, "given", where)
    for formula in given:
        try:
            parse(formula)
        except NotationError as problem:
            raise fail(where, "given", "formulas the notation reads", f"{formula} ({problem})") from None
    answer_word = string(table, "answer_word", where, "")
    if answer_word not in ("", "yes", "no"):
        raise fail(where, "answer_word", "'yes' or 'no'", answer_word)
    return StepsRubric(facts, unsaid, side_claims=read_side_claim_cost(table, where), given=given,
                       answer_word=answer_word)


def _fact(entry, at: str, index: int) -> Fact:
    if not isinstance(entry, dict):
        raise DerivationError(f"{at}: expected a table with keys {', '.join(FACT_KEYS)}")
    check_keys(entry, FACT_KEYS, at)
    claims = strings(entry, "any", at) + ((string(entry, "claim", at),) if "claim" in entry else ())
    if not claims:
        raise DerivationError(f"{at}: a fact needs a claim or an 'any' list")
    points = entry.get("points")
    if not number(points) or points < 0:
        raise fail(at, "points", "a non-negative number", points)
    return Fact(string(entry, "id", at, str(index)), float(points), claims, strings(entry, "when", at),
                boolean(entry, "conclusion", at), string(entry, "feedback", at), boolean(entry, "derived", at),
                boolean(entry, "written", at))
