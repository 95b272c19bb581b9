"""No state leaks between parts, files or answers: settings and parts are frozen, memos belong to one batch."""

from pathlib import Path

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts, shipped_files

SHIPPED = Path(shipped_files()[0]).read_text(encoding="utf-8")


def test_a_variant_of_a_shipped_part_is_graded_on_its_own_terms(tmp_path):
    """A copy whose keys are arbitrary vectors grades the same answer differently, before and after the shipped one."""
    copy = tmp_path / "attention-exploration.toml"
    copy.write_text(SHIPPED.replace('vectors = { k = "orthonormal" }\nkeys = ["a", "b"]',
                                    'vectors = { k = "arbitrary" }\nkeys = ["a", "b"]'), encoding="utf-8")
    variant = next(p for p in load_parts(["average"], [copy]))
    shipped = next(p for p in load_parts(["average"]))
    answer = r"$q = \beta(k_a + k_b)$"
    alone = grade_answer(variant, answer).verdict
    assert grade_answer(shipped, answer).verdict == "correct"
    assert grade_answer(variant, answer).verdict == alone != "correct"


def test_grading_never_changes_a_part():
    """A student's new scalar (ζ) or a bare family name (k) adds nothing to the part's setting."""
    part = next(p for p in load_parts(["average"]))
    before = (dict(part.setting.scalars), dict(part.grading_setting.scalars), part.setting.definitions)
    for answer in (r"$q = \zeta(k_a + k_b)$", r"$q = k(k_a + k_b)$", "q = x*y*z*M*(k_a + k_b)"):
        grade_answer(part, answer)
    assert (dict(part.setting.scalars), dict(part.grading_setting.scalars), part.setting.definitions) == before


@pytest.mark.parametrize("field", ["id", "setting", "steps", "rubric"])
def test_parts_and_settings_are_frozen(field):
    """A loaded part cannot be changed in place."""
    part = next(p for p in load_parts(["average"]))
    with pytest.raises(AttributeError):
        setattr(part, field, None)
    with pytest.raises(TypeError):
        part.setting.scalars["zeta"] = None


def test_part_ids_are_unique_across_files(tmp_path):
    """Two files defining one id: an error naming both files."""
    from symattn.errors import DerivationError

    (tmp_path / "mine.toml").write_text(SHIPPED, encoding="utf-8")
    with pytest.raises(DerivationError, match=r"^mine\.toml: part copy: the id is already used by a part of "
                                              r"attention-exploration\.toml$"):
        load_parts([], [shipped_files()[0], tmp_path / "mine.toml"])
