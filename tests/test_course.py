"""`verify` checks a course's own rubric: the part's answer earns full points, every criterion and family exists."""

from pathlib import Path

import pytest

from symattn.cli import main
from symattn.engine.results import Status
from symattn.grading.course import check_rubric
from symattn.spec.catalogue import load_parts
from symattn.verification.rubric_checks import CachedChecks, RubricCheck

DATA = Path(__file__).parent / "data"
VARIANTS = (DATA / "variants.toml").read_text(encoding="utf-8")
TARGET = r"claim = 'c \to \frac{1}{3}(v_a + v_b + v_c)'"


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """Each test with its own empty cache, so a stored result never hides a check."""
    monkeypatch.setenv("SYMATTN_CACHE", str(tmp_path / "cache"))


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    assert old in VARIANTS, old
    path = tmp_path / "variants-edited.toml"
    path.write_text(VARIANTS.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, expected", [
    (TARGET, r"claim = 'c \to \frac{1}{2}(v_a + v_b)'",
     "    ✗ rubric: answer\n        variants-edited.toml: part average-three: the part's own answer (q = t\\,(k_a + "
     "k_b + k_c), \\quad t \\to \\infty) is graded incorrect (0/2): criterion 'average' (c \\to \\frac{1}{2}(v_a + "
     "v_b)) does not hold for it."),
    ('vocabulary = ["k"]', 'vocabulary = ["kk"]',
     "    ✗ rubric: vocabulary\n        variants-edited.toml: part average-three: grading: vocabulary names 'kk', which "
     "is no vector family of this part (the families are: k, mu, u, v; did you mean 'k'?)"),
    (TARGET, r"claim = 'c \to \frac{1}{3}(v_a + v_b + w_c)'",
     "    ✗ rubric: criterion 'average'\n        variants-edited.toml: part average-three: criterion 'average' (c \\to "
     "\\frac{1}{3}(v_a + v_b + w_c)) cannot be checked, so no answer can ever pass it:"),
])
def test_a_typo_in_a_rubric_fails_verify_naming_the_criterion(tmp_path, capsys, old, new, expected):
    """Wrong target, unknown vocabulary family, undefined vector: exit 1, the file, the part and the criterion."""
    assert main(["verify", "--derivations", str(_variant(tmp_path, old, new))]) == 1
    out = capsys.readouterr().out
    assert expected in out
    assert out.endswith("1 rubric check failed\n")


@pytest.mark.parametrize("derivations", [(), (str(DATA / "variants.toml"),)], ids=["shipped", "variants"])
def test_every_part_grades_its_own_answer_correct(derivations):
    """The shipped parts and the five variants: each reference answer earns full points."""
    for part in load_parts([], derivations):
        checks = check_rubric(part)
        assert [c.status for c in checks] == ([Status.PROVED] if part.rubric else []), (part.id, checks)


def test_verify_prints_the_rubric_check(capsys):
    """Under each graded part, one line says its own answer earns full points."""
    assert main(["verify", "average"]) == 0
    assert "    ✓ rubric: answer\n        the part's own answer earns full points (2/2)\n" in capsys.readouterr().out


def test_a_stored_check_is_read_and_a_changed_file_is_checked_again(tmp_path):
    """The cache: the same file is not graded twice; an edited file is a new key."""
    calls = []

    def check(part):
        calls.append(part.id)
        return (RubricCheck("answer", Status.PROVED, "ok"),)

    path = _variant(tmp_path, "", "")
    (part,) = [p for p in load_parts([], (str(path),)) if p.id == "average-three"]
    cached = CachedChecks(check, tmp_path / "store")
    assert cached(part) == cached(part) == (RubricCheck("answer", Status.PROVED, "ok"),)
    assert calls == ["average-three"]
    path.write_text(VARIANTS.replace(TARGET, TARGET + "\n# edited"), encoding="utf-8")
    (part,) = [p for p in load_parts([], (str(path),)) if p.id == "average-three"]
    cached(part)
    assert calls == ["average-three", "average-three"]


def test_no_cache_folder_checks_every_time(tmp_path):
    """SYMATTN_CACHE empty: nothing stored."""
    calls = []
    cached = CachedChecks(lambda part: calls.append(1) or (), None)
    (part,) = load_parts(["average"], ())
    cached(part), cached(part)
    assert calls == [1, 1]
