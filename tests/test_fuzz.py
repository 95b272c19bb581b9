"""Fuzzing the reader: real answers to every automatically graded part, mutated at random (seeded), are graded
in-process; each must end in a verdict or a documented SymattnError, never an internal error."""

import json
import random
from pathlib import Path

import pytest

from fuzzing import mutate
from symattn.errors import SymattnError
from symattn.grading.grade import grade_answer
from symattn.grading.memo import Memo
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}
ANSWERS = json.loads((Path(__file__).parent / "data" / "fuzz-answers.json").read_text(encoding="utf-8"))
GRADED = sorted(p.id for p in PARTS.values() if p.rubric is not None and p.id in ANSWERS)
MUTANTS_PER_ANSWER = 3  # about 500 gradings, ~10 s; run tests/fuzzing.py's loop with more seeds locally


def _cases(part: str) -> list:
    cases = []
    for number, answer in enumerate(ANSWERS[part]):
        cases.append(answer)
        cases.extend(mutate(answer, random.Random(f"{part}/{number}/{seed}")) for seed in range(MUTANTS_PER_ANSWER))
    return cases


def test_every_graded_part_has_answers():
    """Every automatically graded part has a few dozen real answers to mutate."""
    graded = {p.id for p in PARTS.values() if p.rubric is not None and p.id in {"copy", "average", "single-head",
                                                                                  "multi-head", "kqv-plain",
                                                                                  "kqv-design"}}
    assert graded <= set(ANSWERS) and all(len(ANSWERS[p]) >= 24 for p in graded)


@pytest.mark.parametrize("part", GRADED)
def test_mutated_answers_never_raise_an_internal_error(part):
    """No mutant raises anything but a SymattnError, nor gets the worker's 'internal error' verdict."""
    memo = Memo()
    failures = []
    for text in _cases(part):
        try:
            verdict = grade_answer(PARTS[part], text, memo=memo)
        except SymattnError:
            continue
        except Exception as error:  # noqa: BLE001 - what the fuzz test looks for
            failures.append(f"{type(error).__name__}: {error} <- {text!r}")
            continue
        if "internal error" in verdict.feedback:
            failures.append(f"{verdict.feedback} <- {text!r}")
    assert failures == []


@pytest.mark.parametrize("seed", range(5))
def test_mutation_is_seeded(seed):
    """The same seed gives the same mutant, so a failure can be replayed."""
    text = r"$q = \beta(k_a + k_b)$ for large $\beta$"
    assert mutate(text, random.Random(seed)) == mutate(text, random.Random(seed))
