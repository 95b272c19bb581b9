"""A value said after a joint, its subject and relation left out (steps/elliptical.py): "c → v_a when η > 0 and v_b
when η < 0" says c → v_b in its own case; the reading is made only when every word around the value is a case's, a
joint's or "otherwise"'s, and the value is of the earlier one's kind."""

import pytest

from tests.conftest import step_statuses as statuses


READ = [  # the second value is a step of its own, valid in its own case
    ("single-head-noise", "c tends to v_a when η > 0 and v_b when η < 0.", "vvss"),
    ("single-head-noise", "c tends to v_a when η > 0 and to v_b when η < 0.", "vvss"),
    ("single-head-noise", r"$c \approx v_a$ if $\eta>0$ and $\approx v_b$ if $\eta<0$.", "vvss"),
    ("single-head-noise", r"Quand $t\to\infty$, $c \to v_a$ si $\eta > 0$, et $v_b$ si $\eta < 0$.", "svvss"),
    ("single-head-noise", "c → v_a falls η > 0, und v_b falls η < 0.", "vvss"),
    ("single-head-noise", "当 η > 0 时 c → v_a，η < 0 时 v_b。", "svvs"),
    ("single-head-noise", "η > 0 のとき c → v_a、η < 0 のとき v_b。", "svvs"),
    ("single-head-noise", "η > 0 일 때 c → v_a, η < 0 일 때 v_b.", "svvs"),
    ("single-head-noise", "α_b → 0 if η > 0 and 1 if η < 0.", "vvss"),
]
SLIPS = [  # the value said after the joint is wrong in its own case
    ("single-head-noise", "c tends to v_a when η > 0 and v_a when η < 0.", "vwss"),
    ("single-head-noise", "当 η > 0 时 c → v_a，η < 0 时 v_a。", "svws"),
    ("multi-head-noise", "c → ½(v_a + v_b) if 1 + η > 0, and v_a if 1 + η < 0.", "vwss"),
]
NOT_WRONG = [  # "otherwise" (η ≤ 0, where η = 0 gives ½(v_a + v_b)), no case, another kind, unread words
    ("single-head-noise", r"$c \to v_a$ if $\eta > 0$, and $v_b$ otherwise.", "vus"),
    ("single-head-noise", r"$c \to v_a$ if $\eta > 0$, otherwise $v_b$.", "vus"),
    ("single-head-noise", "c tends to v_a and v_b.", "u"),
    ("single-head-noise", "c tends to v_a when η > 0 and 0 when η < 0.", "vss"),
    ("single-head-noise", "c tends to v_a when η > 0 and v_b since the score of b wins when η < 0.", "vss"),
    ("single-head-noise", "For η > 0 we get c → v_a, and for η < 0 v_b.", "svu"),  # no order between vectors
    # a name given values by cases is no step said after a joint: q stays t k_a for the steps after it
    ("average", r"$q = t k_a$ if $n > 2$, and $t k_b$ if $n = 2$. Then $k_a^\top q = t$.", "sssv"),
]


@pytest.mark.parametrize("part, text, expected", READ + SLIPS + NOT_WRONG)
def test_a_value_after_a_joint(part, text, expected):
    assert statuses(part, text) == expected
