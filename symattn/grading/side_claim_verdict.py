"""A right answer beside a false side claim, graded by the rubric's policy (spec/side_claims.py): `incorrect` with
the side claim's cost taken off, or review when the rubric leaves it to a person."""

from symattn.grading import verdict as v
from symattn.grading.verdict import number_text
from symattn.spec.side_claims import REVIEW


def side_claim_verdict(part, earned: float, lines: list, read_as: str = "", canonical: str = "",
                       **fields) -> v.Verdict:
    rubric = part.rubric
    policy = rubric.side_claims
    if policy.mode == REVIEW:
        return v.Verdict(part.id, v.VerdictKind.ERROR, 0.0, rubric.max_score,
                         "\n".join(lines + [f"Needs manual review: this part's rubric says {policy.described}."]),
                         read_as, canonical=canonical, **fields)
    # grouped apart from the same answer without the claim: a TA's decision, and the report's list of wrong answers,
    # never mix a right answer that says something false beside it with a wrong answer
    canonical = canonical and canonical + r", \quad \text{with a false side claim}"
    cost = min(earned, policy.cost(rubric.max_score))
    score = max(0.0, earned - cost)
    said = (f"A false claim beside a right answer costs {number_text(cost)} of its {number_text(earned)} "
            f"point{'s' * (earned != 1)} ({policy.described}).")
    return v.Verdict(part.id, v.VerdictKind.INCORRECT, score, rubric.max_score, "\n".join(lines + [said]), read_as,
                     canonical=canonical, **fields)
