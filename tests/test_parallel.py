"""Two-process map: results in input order, errors from the child re-raised as themselves."""

import pytest

from symattn.errors import DerivationError
from symattn.parallel import map_in_two


@pytest.mark.parametrize("items", [[], [3], list(range(17))])
def test_results_in_input_order(items):
    """Whichever process computes an item, the results come back in order."""
    assert map_in_two(lambda x: x * x, items, [x % 5 for x in items]) == [x * x for x in items]


def _fails_on_heavy(x):
    if x == 9:
        raise DerivationError("part nine: step 1: broken")
    return x


def test_child_error_is_reraised():
    """An error raised in either process reaches the caller with its message."""
    with pytest.raises(DerivationError, match=r"^part nine: step 1: broken$"):
        map_in_two(_fails_on_heavy, list(range(10)), list(range(10)))


def test_single_process_mode(monkeypatch):
    """SYMATTN_WORKERS=1 gives the same results in one process."""
    monkeypatch.setenv("SYMATTN_WORKERS", "1")
    assert map_in_two(str, [1, 2, 3], [1, 1, 1]) == ["1", "2", "3"]
