"""A part's rubric, read from its [part.grading] table: what to extract, and what earns points.

Score = Σ over groups of the largest points among the group's passing criteria,
so partial credit ("right direction, no scale") lives in the data, not the code.
"""

from dataclasses import dataclass

from symattn.errors import DerivationError
from symattn.spec.fact_rubric import build_steps_rubric
from symattn.spec.side_claims import SideClaimCost, read_side_claim_cost
from symattn.spec.schema import (CRITERION_KEYS, RUBRIC_KEYS, SCALAR_DIRECTIONS, boolean, check_keys, fail, number, string,
                                 string_table, strings)


@dataclass(frozen=True)
class Criterion:
    id: str
    points: float
    group: str = "main"
    claims: tuple = ()  # passes when any of these holds
    scaled: str = ""  # re-check that criterion with a fresh large scale times each answer
    passed: str = ""
    feedback: str = ""
    when: tuple = ()  # conditions its claims are checked under, as a step's `when` (n > 1, \eta > 0)


@dataclass(frozen=True)
class Rubric:
    answers: tuple  # the names the student defines: q, or q_1 and q_2, or K, Q, V, or c_2
    vocabulary: tuple  # the vector families an answer may be built from
    criteria: tuple
    bind: tuple = ()  # ((answer name, name it is bound to), ...): c_2 is also the attention output
    distinct: tuple = ()  # answers that must differ
    rename_key: str = ""  # copy: a query on one key k_x is graded as if x were this index
    prose_ok: bool = False  # the question asks for a description: an answer with no formula goes to a person
    graded: str = "last"  # which committed definition is graded: "first" when the question then changes the setting
    directions: tuple = ()  # ((scalar, "+inf" | "-inf" | "0+" | "0-"), ...): where the problem sends its own scalars
    min_keys: int = 0  # the smallest number of keys n the part is graded for (0: from the named keys on)
    side_claims: SideClaimCost = SideClaimCost()  # what a false claim beside a right answer costs (side_claims.py)

    @property
    def max_score(self) -> float:
        groups: dict = {}
        for criterion in self.criteria:
            groups[criterion.group] = max(groups.get(criterion.group, 0), criterion.points)
        return sum(groups.values())

    def bound_name(self, answer: str) -> str:
        return dict(self.bind).get(answer, answer)


def build_rubric(table, where: str) -> Rubric:
    if not isinstance(table, dict):
        raise DerivationError(f"{where}: grading must be a table")
    if "by" in table:
        if table["by"] != "steps":
            raise fail(where, "by", '"steps" (the facts a derivation must establish, checked by `check`)', table["by"])
        return build_steps_rubric(table, where)
    check_keys(table, RUBRIC_KEYS, where)
    entries = table.get("criterion", [])
    if not isinstance(entries, list):
        raise fail(where, "criterion", "an array of tables ([[part.grading.criterion]])", entries)
    criteria = [_criterion(entry, f"{where}: criterion {i}", i) for i, entry in enumerate(entries, start=1)]
    answers = strings(table, "answers", where)
    if not criteria or not answers:
        raise DerivationError(f"{where}: grading needs answers and at least one criterion")
    ids = [c.id for c in criteria]
    if len(set(ids)) != len(ids):
        raise DerivationError(f"{where}: criterion ids must differ, got {', '.join(ids)}")
    for criterion in criteria:
        if criterion.scaled and criterion.scaled not in ids:
            raise DerivationError(f"{where}: criterion {criterion.id}: scaled: no criterion has the id "
                                  f"{criterion.scaled!r} (the ids are: {', '.join(ids)})")
    bind = string_table(table, "bind", where, '"Y"')
    graded = string(table, "graded", where, "last")
    if graded not in ("first", "last"):
        raise fail(where, "graded", "\"first\" or \"last\"", graded)
    directions = string_table(table, "directions", where, '"0+"')
    for name, direction in directions.items():
        if direction not in SCALAR_DIRECTIONS:
            raise fail(f"{where}: directions", name, f"one of {', '.join(SCALAR_DIRECTIONS)}", direction)
    min_keys = table.get("min_keys", 0)
    if "min_keys" in table and (isinstance(min_keys, bool) or not isinstance(min_keys, int) or not 1 <= min_keys <= 100):
        raise fail(where, "min_keys", "a whole number from 1 to 100", min_keys)
    return Rubric(answers, strings(table, "vocabulary", where), tuple(criteria), tuple(bind.items()),
                  strings(table, "distinct", where), string(table, "rename_key", where),
                  boolean(table, "prose_ok", where), graded, tuple(sorted(directions.items())), min_keys,
                  read_side_claim_cost(table, where))


def _criterion(entry, at: str, index: int) -> Criterion:
    if not isinstance(entry, dict):
        raise DerivationError(f"{at}: expected a table with keys {', '.join(CRITERION_KEYS)}")
    check_keys(entry, CRITERION_KEYS, at)
    claims = strings(entry, "any", at) + ((string(entry, "claim", at),) if "claim" in entry else ())
    scaled = string(entry, "scaled", at)
    if not claims and not scaled:
        raise DerivationError(f"{at}: a criterion needs a claim, an 'any' list or 'scaled'")
    points = entry.get("points")
    if not number(points) or points < 0:
        raise fail(at, "points", "a non-negative number", points)
    return Criterion(string(entry, "id", at, str(index)), float(points), string(entry, "group", at, "main"), claims,
                     scaled, string(entry, "passed", at), string(entry, "feedback", at), strings(entry, "when", at))
