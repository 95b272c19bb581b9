"""A name its sentence defines after the step (steps/trailing.py): the step is proved with that definition when the
ledger has none of its own; never refuted on it."""

import pytest

from tests.conftest import step_statuses as statuses


@pytest.mark.parametrize("part, text, expected", [
    ("permutation", r"$\mathrm{softmax}(Q_pK_p^\top/\sqrt d)=\mathrm{softmax}(PAP^\top)=P\,\mathrm{softmax}(A)P^\top$"
                    r" with $A=QK^\top/\sqrt d$, where $Q_p = PQ$ and $K_p = PK$.", "vvsvv"),
    ("permutation", r"$H_p = P\,\mathrm{softmax}(A)P^\top P V = P\,\mathrm{softmax}(A)V = PH$ with $A = QK^\top/\sqrt d$.",
     "vvvs"),
    # the definition is not the problem's: it proves nothing, and nothing is marked wrong on it
    ("permutation", r"$H = \mathrm{softmax}(A)V$ with $A = QK^\top$.", "us"),
    ("permutation", r"$H_p = P\,\mathrm{softmax}(A)V = PH$ with $A = QK^\top$.", "uus"),
])
def test_a_definition_said_after_the_step(part, text, expected):
    assert statuses(part, text) == expected
