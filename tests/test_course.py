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
     "    ✗ rubric: answer\n        variants-edited.toml: part average-three: the part's own answer (q = t(k_a + k_b + "
     "k_c), t → ∞) is graded incorrect (0/2): criterion 'average' (c → (1/2)(v_a + v_b)) does not hold for it."),
    ('vocabulary = ["k"]', 'vocabulary = ["kk"]',
     "    ✗ rubric: vocabulary\n        variants-edited.toml: part average-three: grading: vocabulary names 'kk', which "
     "is no vector family of this part (the families are: k, v; did you mean 'k'?)"),
    ('vocabulary = ["k"]', 'vocabulary = ["K"]',
     "    ✗ rubric: vocabulary\n        variants-edited.toml: part average-three: grading: vocabulary names 'K', which "
     "is no vector family of this part (the families are: k, v; did you mean 'k'?)"),
    (TARGET, r"claim = 'c \to \frac{1}{3}(v_a + v_b + w_c)'",
     "    ✗ rubric: criterion 'average'\n        variants-edited.toml: part average-three: criterion 'average' (c → "
     "(1/3)(v_a + v_b + w_c)) cannot be checked, so no answer can ever pass it:"),
])
def test_a_typo_in_a_rubric_fails_verify_naming_the_criterion(tmp_path, capsys, old, new, expected):
    """Wrong target, unknown vocabulary family (a case-only slip suggests the family; the families listed are the
    part's own), undefined vector: exit 1, the file, the part and the criterion, its claim printed for people."""
    assert main(["verify", "--derivations", str(_variant(tmp_path, old, new))]) == 1
    out = capsys.readouterr().out
    assert expected in out
    assert out.endswith("1 rubric check failed\n")


def test_one_criterion_s_hint_is_not_in_another_s_error(tmp_path, capsys):
    """The part's own answer without a scale earns the 'direction' criterion: the error of 'average' says what the
    grader found, not the hint 'direction' gives students."""
    path = _variant(tmp_path, "let = ['q = t(k_a + k_b + k_c)']", "let = ['q = k_a + k_b + k_c']")
    text = path.read_text(encoding="utf-8").replace(r"answer = 'q = t\,(k_a + k_b + k_c), \quad t \to \infty'", "", 1)
    path.write_text(text, encoding="utf-8")
    assert main(["verify", "--derivations", str(path)]) == 1
    out = capsys.readouterr().out
    assert "criterion 'average' (c → (1/3)(v_a + v_b + v_c)) does not hold for it. With no large scale" in out
    assert "The direction is right" not in out


@pytest.mark.parametrize("derivations", [(), (str(DATA / "variants.toml"),)], ids=["shipped", "variants"])
def test_every_part_grades_its_own_answer_correct(derivations):
    """The shipped parts and the five variants: each reference answer earns full points."""
    for part in load_parts([], derivations):
        checks = check_rubric(part)
        printed = [c.status for c in checks if c.status == Status.PROSE] or \
            ([Status.PROVED] if part.answer.strip() else [])
        expected = printed + [Status.PROVED] if hasattr(part.rubric, "facts") else [Status.PROVED] if part.rubric \
            else printed
        assert [c.status for c in checks] == expected, (part.id, checks)


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


AWAY = r"""
[[part]]
id = "away"
title = "Away from a"
answer = 'q = -t\,k_a, \quad t \to \infty'

[part.setting]
scalars = { t = "positive", n = "positive integer" }
vectors = { k = "orthonormal" }
keys = ["a"]
let = ['q = -t\,k_a']

[part.grading]
answers = ["q"]
vocabulary = ["k"]
RUBRIC_LINE

[[part.grading.criterion]]
id = "away"
claim = '\alpha_a \to 0'
points = 1
CRITERION_LINE

[[part.step]]
claim = '\lim_{t\to\infty} \alpha_a = 0'
when = ['n > 1']
"""


@pytest.mark.parametrize("rubric_line, criterion_line, expected", [
    ("", "", "incorrect"),  # graded from n = 1, where a is the only key: its weight is 1
    ("min_keys = 2", "", "correct"),
    ("", "when = ['n > 1']", "correct"),
])
@pytest.mark.parametrize("answer", ["q = -t k_a", "q = -10 k_a"])
def test_a_part_whose_answer_works_from_two_keys_grades_it_correct(tmp_path, capsys, rubric_line, criterion_line,
                                                                     expected, answer):
    """min_keys, or a criterion's `when` on n: the part's own answer (and one with no scale) is graded for n ≥ 2."""
    path = tmp_path / "away.toml"
    path.write_text(AWAY.replace("RUBRIC_LINE", rubric_line).replace("CRITERION_LINE", criterion_line),
                    encoding="utf-8")
    main(["grade", "--derivations", str(path), "--part", "away", "--answer", answer])
    assert capsys.readouterr().out.startswith(f"away: {expected} ")
    assert main(["verify", "--derivations", str(path)]) == (0 if expected == "correct" else 1)


@pytest.mark.parametrize("line, message", [
    ("min_keys = 0", r"^.*grading: min_keys: expected a whole number from 1 to 100, got 0$"),
    ("min_keys = true", r"^.*grading: min_keys: expected a whole number from 1 to 100, got True$"),
])
def test_min_keys_is_bounded(tmp_path, line, message):
    """A rubric's smallest number of keys is a whole number."""
    from symattn.errors import DerivationError

    path = tmp_path / "away.toml"
    path.write_text(AWAY.replace("RUBRIC_LINE", line).replace("CRITERION_LINE", ""), encoding="utf-8")
    with pytest.raises(DerivationError, match=message):
        load_parts([], (str(path),))


def test_a_condition_a_criterion_cannot_use_fails_verify(tmp_path, capsys):
    """`when = ['n > 1', 'n < 1']` (conditions that cannot hold together): the criterion can never be checked, and
    verify says so."""
    path = tmp_path / "away.toml"
    path.write_text(AWAY.replace("RUBRIC_LINE", "").replace("CRITERION_LINE", r"when = ['n > 1', 'n < 1']"),
                    encoding="utf-8")
    assert main(["verify", "--derivations", str(path)]) == 1
    assert "criterion 'away' (α_a → 0) cannot be checked, so no answer can ever pass it: the conditions " \
           "'n > 1', 'n < 1' cannot hold together" in capsys.readouterr().out


SHIPPED = Path(__file__).parent.parent / "derivations" / "attention-exploration.toml"


def test_a_false_printed_answer_of_a_part_graded_by_hand_fails_verify(tmp_path, capsys):
    """single-head-noise's answer with c → v_a when η < 0 (the truth is v_b): verify fails, saying which statement."""
    text = SHIPPED.read_text(encoding="utf-8")
    old = r"c \to v_b \text{ if } \eta < 0'"
    assert old in text
    path = tmp_path / "edited.toml"
    path.write_text(text.replace(old, r"c \to v_a \text{ if } \eta < 0'"), encoding="utf-8")
    assert main(["verify", "--derivations", str(path), "single-head-noise"]) == 1
    out = capsys.readouterr().out
    assert "    ✗ answer\n        edited.toml: part single-head-noise: the printed answer is false: c → v_a when " \
           "η < 0: the limit is v_b when −1 < η < 0\n" in out
    assert out.endswith(", 1 printed answer not proved\n")


def test_printed_answers_of_parts_graded_by_steps_are_checked_or_said_unchecked():
    """The shipped answers that state limits hold; a matrix or position part's answer is named as not checked here;
    each part graded through `check` earns full points with its own steps read as a write-up."""
    found = {part.id: [(c.status, c.reason[:26]) for c in check_rubric(part)] for part in load_parts()
             if part.rubric is None or hasattr(part.rubric, "facts")}
    steps = (Status.PROVED, "the part's own steps estab")
    assert found["single-head-noise"] == [(Status.PROVED, "the printed answer holds: "), steps]
    assert found["multi-head-noise"] == [(Status.PROVED, "the printed answer holds: "), steps]
    assert found["permutation"] == [(Status.PROSE, "the printed answer (Z_perm"), steps]
    assert found["multi-head-summary"] == []
