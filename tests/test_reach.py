"""The engine's reach (benchmarks/reach_claims.py): no false claim proved, no true one refuted, and each class decided."""

import pytest

from benchmarks.reach import tally
from benchmarks.reach_claims import CLASSES


@pytest.fixture(scope="module")
def rows():
    return tally()


@pytest.mark.parametrize("kind", CLASSES)
def test_no_unsound_verdict(rows, kind):
    assert rows[kind]["unsound"] == []


@pytest.mark.parametrize("kind", CLASSES)
def test_every_claim_is_written_and_decided(rows, kind):
    """Nothing in the set is refused by the loader, and nothing is left unknown (a regression fails here by name)."""
    assert rows[kind]["open"] == []
