"""What a false side claim costs: the one policy grade, check's feedback, serve and the report apply.

A side claim is a statement an answer asserts beside its graded answer ("q = t(k_a + k_b), and k_a^⊤q = 2t"). When
it is read whole and refuted while the graded answer is right, the answer is `incorrect` and loses `cost` points
of the part, never more than the answer earned. The rubric's `side_claim_cost` sets it: a number of points, "all"
(the part scores 0), or "review" (a person decides: the answer goes to review). Left out, a false side claim costs
half the part's points, so it never zeroes a part unless the rubric says so.
"""

from dataclasses import dataclass

from symattn.spec.schema import fail, number

REVIEW, ALL = "review", "all"


@dataclass(frozen=True)
class SideClaimCost:
    points: float | None = None  # None: half the part's points
    mode: str = ""  # "" (points), ALL or REVIEW

    def cost(self, max_score: float) -> float:
        """The points a false side claim takes from an answer that earned `max_score`'s share."""
        if self.mode == ALL:
            return max_score
        return max_score / 2 if self.points is None else min(self.points, max_score)

    @property
    def described(self) -> str:
        if self.mode == REVIEW:
            return "a person decides what a false side claim costs"
        if self.mode == ALL:
            return "a false side claim costs the whole part"
        return "a false side claim costs half the part's points" if self.points is None else \
            f"a false side claim costs {self.points:g} point{'s' * (self.points != 1)}"


def read_side_claim_cost(table: dict, where: str) -> SideClaimCost:
    if "side_claim_cost" not in table:
        return SideClaimCost()
    value = table["side_claim_cost"]
    if value in (ALL, REVIEW):
        return SideClaimCost(mode=value)
    if not number(value) or value < 0:
        raise fail(where, "side_claim_cost", 'a non-negative number of points, "all" or "review"', value)
    return SideClaimCost(float(value))
