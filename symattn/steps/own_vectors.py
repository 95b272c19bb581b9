"""The write-up's own given vectors: "keys mutually orthogonal with ‖k_i‖ = 2 for all i; take q = t k_j".

Where the problem leaves the keys open (the copy part asks which inputs make c ≈ v_j), a student may take them of
norm 2; where its question gives them ("All keys are orthonormal"), another norm is a slip, and judged as one. The
part's setting has them orthonormal, so such a statement reads as false there, and every step built on it
(t‖k_j‖² = 4t, α_j = e^{4t}/(e^{4t} + n − 1)) would be refuted in a setting the write-up never took. A statement
about the part's given vectors alone (their norms, their inner products, numbers) that the setting refutes is the
write-up's own choice of them: from it on, nothing is refuted in the part's setting, and a step that is wrong there
is unknown, with this reason. What holds there is still proved.
"""

import re

from symattn.notation import syntax as s
from symattn.steps.judge import WRONG, StepContext
from symattn.steps.reading import Link
from symattn.steps.shown import plain_text

INNER_PRODUCTS = (s.Norm, s.Transpose)
SAID_OF_THE_VECTORS = re.compile(r"orthonormal|orthogonal|\bnorm", re.I)


def own_vectors(ctx) -> str | None:
    """Its reason when a statement at or before the step sets the part's given vectors otherwise, else None. Where the
    question itself gives them ("All keys are orthonormal", "orthonormal means"), another norm is a slip, judged."""
    if SAID_OF_THE_VECTORS.search(getattr(ctx.session.part, "question", "") or ""):
        return None
    found = _first_choice(ctx.session)
    if found is None or found.left_span[0] > ctx.link.left_span[0]:
        return None
    said = ctx.session.text[found.left_span[0]:found.span[1]]
    return f"the write-up takes the given vectors otherwise ({plain_text(said)}) than the part's orthonormal ones: " \
           f"it is not judged in the part's setting"


def _first_choice(session):
    """The first statement of the given vectors alone that the part's setting refutes (decided once per write-up)."""
    if "own_vectors" not in session.once:
        session.once["own_vectors"] = next((link for link in session.links if _of_given_vectors(session, link)
                                            and _refuted_in_setting(session, link)), None)
    return session.once["own_vectors"]


def _of_given_vectors(session, link: Link) -> bool:
    """Norms or inner products of the part's orthonormal vectors, and numbers: nothing the write-up computes."""
    if link.op != "=":
        return False
    nodes = [node for side in (link.left, link.right) for node in s.walk(side)]
    orthonormal = {name for name, family in session.setting.families.items() if family.rule == "orthonormal"}
    names = [node for node in nodes if isinstance(node, s.Name)]
    return bool(names) and all(node.base in orthonormal for node in names) and \
        any(isinstance(node, INNER_PRODUCTS) for node in nodes) and \
        all(isinstance(node, (s.Name, s.Num, s.Norm, s.Transpose, s.Product, s.Power, s.Sum, s.Neg, s.Frac))
            for node in nodes)


def _refuted_in_setting(session, link: Link) -> bool:
    from symattn.steps.rules import verdict  # the rule table holds this row: judged here with no rows
    status, _, _ = verdict(StepContext(session, link), rules=())
    return status == WRONG
