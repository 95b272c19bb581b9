"""Two lists joined by one relation are read pair by pair: "c_1, c_2 → v_a, v_b" is c_1 → v_a and c_2 → v_b."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


PAIRS = [
    ("average", "With q = t(k_a + k_b): alpha_a, alpha_b → 1/2, 1/2.", "svv"),
    ("average", "With q = t(k_a + k_b): alpha_a, alpha_b → 1/2, 1.", "svw"),
    ("multi-head", "Take q_1 = t mu_a, q_2 = t mu_b. Then c_1, c_2 → v_a, v_b and c → (v_a + v_b)/2.", "ssvvv"),
    ("multi-head", "Take q_1 = t mu_a, q_2 = t mu_b. Then c_1 and c_2 → v_a and v_b.", "ssvv"),
    ("multi-head", "Con q_1 = t mu_a y q_2 = t mu_b se tiene c_1, c_2 → v_b, v_a.", "ssww"),
    ("permutation", "Q_perm, K_perm, V_perm = PQ, PK, PV.", "vvv"),
    # items written with an operator and spaces, and two lists in one sentence joined by "and"
    ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T)/β², V = (u_b u_b^T − u_c u_c^T)/β². Then v_1, v_2, v_3 = "
                   "u_b, 0, u_b − u_c and q_1, q_2 = u_c, u_d, so c_1, c_2 → u_b − u_c, u_b.", "sssvvvvvvv"),
    ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T)/β², V = (u_b u_b^T − u_c u_c^T)/β². So c_1, c_2 → u_b, "
                   "u_b − u_c.", "sssww"),
    # lists chained by relations: each item a chain of its own, v_i = V x_i = …
    ("kqv-design", "V = (u_b u_b^T − u_c u_c^T)/β². Then v_1, v_2, v_3 = V x_1, V x_2, V x_3 = u_b, 0, u_b − u_c.",
     "svvvvvv"),
    ("kqv-design", "Q = (u_d u_a^T + u_c u_d^T)/β², so q_1, q_2 = Q x_1, Q x_2 = u_d, u_c.", "svvww"),
    ("kqv-design", "K = I and Q = (u_d u_a^T + u_c u_d^T)/β². Scores for i = 2: k_1^T q_2, k_2^T q_2, k_3^T q_2 = "
                   "β², 0, 0.", "sssvvv"),
    # one list against one value says each item has it; lists of other lengths are not paired
    ("multi-head", "Take q_1 = t mu_a, q_2 = t mu_b. Then c_1, c_2 → v_a.", "ssw"),
    ("multi-head", "Take q_1 = t mu_a, q_2 = t mu_b. Then c_1, c_2 → v_a, v_b, v_c.", "ssu"),
]


@pytest.mark.parametrize("part, text, expected", PAIRS)
def test_two_lists_joined_by_one_relation(part, text, expected):
    """Each pair is a step of its own, checked; a list against one value, or lists of other lengths, as before."""
    assert statuses(part, text) == expected
