"""A part's rubric, read from its [part.grading] table: what to extract, and what earns points.

Score = Σ over groups of the largest points among the group's passing criteria,
so partial credit ("right direction, no scale") lives in the data, not the code.
"""

from dataclasses import dataclass

from symattn.errors import DerivationError

CRITERION_FIELDS = {"id", "points", "group", "claim", "any", "scaled", "passed", "feedback"}
RUBRIC_FIELDS = {"answers", "vocabulary", "criterion", "bind", "distinct", "rename_key", "prose_ok"}


@dataclass(frozen=True)
class Criterion:
    id: str
    points: float
    group: str = "main"
    claims: tuple = ()  # passes when any of these holds
    scaled: str = ""  # re-check that criterion with a fresh large scale times each answer
    passed: str = ""
    feedback: str = ""


@dataclass(frozen=True)
class Rubric:
    answers: tuple  # the names the student defines: q, or q_1 and q_2, or K, Q, V, or c_2
    vocabulary: tuple  # the vector families an answer may be built from
    criteria: tuple
    bind: tuple = ()  # ((answer name, name it is bound to), ...): c_2 is also the attention output
    distinct: tuple = ()  # answers that must differ
    rename_key: str = ""  # copy: a query on one key k_x is graded as if x were this index
    prose_ok: bool = False  # the question asks for a description: an answer with no formula goes to a person

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
    unknown = set(table) - RUBRIC_FIELDS
    if unknown:
        raise DerivationError(f"{where}: unknown grading field(s) {', '.join(sorted(unknown))}")
    criteria = []
    for i, entry in enumerate(table.get("criterion", []), start=1):
        at = f"{where}: criterion {i}"
        if not isinstance(entry, dict) or set(entry) - CRITERION_FIELDS:
            raise DerivationError(f"{at}: expected a table with fields {', '.join(sorted(CRITERION_FIELDS))}")
        claims = tuple(entry.get("any", ())) + ((entry["claim"],) if "claim" in entry else ())
        if not claims and not entry.get("scaled"):
            raise DerivationError(f"{at}: a criterion needs a claim, an 'any' list or 'scaled'")
        points = entry.get("points")
        if not isinstance(points, (int, float)) or points < 0:
            raise DerivationError(f"{at}: points must be a non-negative number")
        criteria.append(Criterion(str(entry.get("id", i)), float(points), str(entry.get("group", "main")), claims,
                                  str(entry.get("scaled", "")), str(entry.get("passed", "")),
                                  str(entry.get("feedback", ""))))
    if not criteria or not table.get("answers"):
        raise DerivationError(f"{where}: grading needs answers and at least one criterion")
    ids = {c.id for c in criteria}
    for criterion in criteria:
        if criterion.scaled and criterion.scaled not in ids:
            raise DerivationError(f"{where}: criterion {criterion.id} scales an unknown criterion {criterion.scaled}")
    return Rubric(tuple(table["answers"]), tuple(table.get("vocabulary", ())), tuple(criteria),
                  tuple(table.get("bind", {}).items()), tuple(table.get("distinct", ())),
                  str(table.get("rename_key", "")), bool(table.get("prose_ok", False)))
