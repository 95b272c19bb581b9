"""verify's stored reports: a warm run prints what the first run found, byte for byte, and checks nothing."""

import pytest

from symattn.verification import output, verify as verifying
from symattn.verification.report_cache import CachedReports
from symattn.verification.verify import verify


@pytest.fixture
def checked(monkeypatch):
    """The calls of the hook that imports the engine before the workers fork: one per run that checks."""
    calls = []
    monkeypatch.setattr(verifying, "before_checking", lambda: calls.append("check"))
    return calls


@pytest.mark.parametrize("ids", [["average"], ["average", "permutation"], ["single-head-noise", "kqv-plain"]])
def test_a_stored_report_prints_as_the_checked_one(tmp_path, checked, ids):
    """Text and JSON of the second run equal the first's; only the first checks."""
    first = verify(ids, stored=CachedReports(tmp_path))
    second = verify(ids, stored=CachedReports(tmp_path))
    assert output.as_text(second) == output.as_text(first)
    assert output.as_json(second) == output.as_json(first)
    assert checked == ["check"]


@pytest.mark.parametrize("first_deep, second_deep, folder, runs", [
    (False, True, "store", ["check", "check"]),  # --deep is another key
    (False, False, None, ["check", "check"]),  # no cache folder: every run checks
    (True, True, "store", ["check"]),
])
def test_what_makes_a_new_key(tmp_path, checked, first_deep, second_deep, folder, runs):
    where = tmp_path / folder if folder else None
    verify(["average"], deep=first_deep, stored=CachedReports(where, first_deep))
    verify(["average"], deep=second_deep, stored=CachedReports(where, second_deep))
    assert checked == runs


def test_a_changed_file_is_checked_again(tmp_path, checked):
    """The key holds the part's file: an edit is a new key, never a stale report."""
    source = tmp_path / "one.toml"
    text = ("[[part]]\nid = \"one\"\ntitle = \"One\"\n\n[part.setting]\nscalars = { t = \"positive\" }\n\n"
            "[[part.step]]\nclaim = '1 + 1 = 2'\n")
    source.write_text(text, encoding="utf-8")
    store = tmp_path / "store"
    assert output.as_text(verify([], derivations=(str(source),), stored=CachedReports(store))).startswith("✓ one")
    source.write_text(text.replace("= 2'", "= 3'"), encoding="utf-8")
    assert output.as_text(verify([], derivations=(str(source),), stored=CachedReports(store))).startswith("✗ one")
    assert checked == ["check", "check"]
