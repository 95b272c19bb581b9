"""The lexicon's expanded phrases kept on disk (lexicon/compiled.py): read back, they scan as the expansion does."""

import pytest

from symattn.language import lexicon
from symattn.language.lexicon import compiled

TEXT = "if t is very large then α_a tends to one half, each with probability ½; wenn η > 0, c → v_a"
GROUPS = (("LARGE", "SMALL"), ("HYPOTHESIS", "CONDITION", "MOOD_BREAK"), ("PROBABILITY_OF", "EACH_OF"))


def _fresh(monkeypatch, folder):
    """Forget what this process expanded, with the cache in `folder` ("" for none)."""
    monkeypatch.setenv("SYMATTN_CACHE", str(folder))
    for cached in (compiled._path, lexicon._stored, lexicon._first_tokens, lexicon._trie, lexicon._scan_text):
        cached.cache_clear()


def _scans() -> list:
    return [[(m.concept, m.start, m.end, m.entry) for m in lexicon.scan(TEXT, *group)] for group in GROUPS]


@pytest.fixture(autouse=True)
def _forget_after(monkeypatch):
    yield
    _fresh(monkeypatch, "")


def test_read_back_it_scans_as_the_expansion_does(monkeypatch, tmp_path):
    """The first run writes the file; the next reads it and finds the same matches as a run with no cache."""
    _fresh(monkeypatch, "")
    expected = _scans()
    _fresh(monkeypatch, tmp_path)
    assert _scans() == expected
    (stored,) = tmp_path.glob("lexicon-*.marshal")
    _fresh(monkeypatch, tmp_path)
    assert _scans() == expected and list(tmp_path.glob("lexicon-*.marshal")) == [stored]


@pytest.mark.parametrize("content", [b"", b"not marshal at all", b"\xe9\x00\x00\x00\x00"])
def test_a_file_that_is_not_the_lexicons_is_expanded_again(monkeypatch, tmp_path, content):
    """A truncated or foreign file under the key is no error: the phrases are expanded again."""
    _fresh(monkeypatch, "")
    expected = _scans()
    _fresh(monkeypatch, tmp_path)
    path = compiled._path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert _scans() == expected


def test_a_foreign_shape_is_not_taken(monkeypatch, tmp_path):
    """A file that reads as marshal data of another shape (another lexicon's concepts) is not used."""
    import marshal
    _fresh(monkeypatch, tmp_path)
    path = compiled._path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(marshal.dumps({"LARGE": ({}, {})}))
    assert compiled._read(path, tuple(sorted(lexicon.concepts()))) is None
