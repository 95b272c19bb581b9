"""The rubric checks' cache: what `verify` imports before forking depends on what the cache holds."""

import pytest

from symattn.engine.results import Status
from symattn.spec.catalogue import load_parts
from symattn.verification import rubric_checks
from symattn.verification.rubric_checks import CachedChecks, RubricCheck


@pytest.fixture
def prepared(monkeypatch):
    """The calls of the hook that imports the checks' code."""
    calls = []
    monkeypatch.setattr(rubric_checks, "before_checking", lambda: calls.append("import"))
    return calls


def _check(part):
    return (RubricCheck("answer", Status.PROVED, "ok"),)


@pytest.mark.parametrize("ids, stored, expected", [
    (["average"], [], ["import"]),  # nothing stored: the workers will check
    (["average"], ["average"], []),  # everything stored: nothing to import
    (["average", "copy"], ["average"], ["import"]),  # one part missing is enough
    (["permutation-implication"], [], []),  # a part with no rubric and no answer is never checked
])
def test_the_checks_code_is_imported_only_when_a_part_is_not_stored(tmp_path, prepared, ids, stored, expected):
    """prepare() calls before_checking once when some part's checks are missing from the cache, else never."""
    cached = CachedChecks(_check, tmp_path / "store")
    parts = load_parts(ids, ())
    for part in parts:
        if part.id in stored:
            cached(part)
    cached.prepare(parts)
    assert prepared == expected


def test_without_a_cache_the_checks_code_is_imported(prepared):
    """SYMATTN_CACHE empty: every part is checked, so the code is imported before forking."""
    CachedChecks(_check, None).prepare(load_parts(["average"], ()))
    assert prepared == ["import"]


def test_without_a_hook_prepare_does_nothing(tmp_path, monkeypatch):
    """A library caller that sets no hook: the workers import the checks' code themselves."""
    monkeypatch.setattr(rubric_checks, "before_checking", None)
    CachedChecks(_check, tmp_path / "store").prepare(load_parts(["average"], ()))
