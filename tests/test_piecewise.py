"""A value given by cases (steps/piecewise.py): each row of `X op \\begin{cases} v & case \\\\ … \\end{cases}` is the
step `X op v`, judged in its own row's case alone."""

import pytest

from tests.conftest import step_statuses as statuses

Q = r"$q = t(\mu_a+\mu_b)$. "


@pytest.mark.parametrize("part, text, expected", [
    ("single-head-noise", Q + r"$$\lim_{t\to\infty} c = \begin{cases} v_a & \text{if } \eta > 0 \\ v_b & \text{if } "
                              r"\eta < 0 \end{cases}$$", "svvss"),
    ("single-head-noise", Q + r"$$\alpha_a=\frac{e^{t(1+\eta)}}{e^{t(1+\eta)}+e^{t}+(n-2)}\xrightarrow[t\to\infty]{}"
                              r"\begin{cases}1&\eta>0\\0&\eta<0\end{cases}$$", "svvvss"),
    ("multi-head-noise", r"$$c \to \begin{cases}\frac12(v_a+v_b) & 1+\eta>0 \\ \frac12 v_b + \frac12 \bar v & "
                         r"1+\eta<0\end{cases}$$", "vsss"),  # v̄: a name of its own, not v
    # slips: a row wrong in its own case
    ("single-head-noise", Q + r"$$\alpha_a \to \begin{cases}0&\eta>0\\1&\eta<0\end{cases}$$", "swwss"),
    ("multi-head-noise", r"$$c \to \begin{cases}\frac12(v_a+v_b) & 1+\eta>0 \\ v_b & 1+\eta<0\end{cases}$$", "vwss"),
])
def test_each_row_is_a_step_in_its_case(part, text, expected):
    assert statuses(part, text) == expected
