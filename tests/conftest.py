"""Shared helpers: settings built from small tables, numeric orthonormal vectors, a verdict and its reason."""

import math
from functools import lru_cache
import random

import pytest

from symattn.meaning.context import Context
from symattn.spec.setting import build_setting


def make_context(table: dict) -> Context:
    return Context(build_setting(table, "test"))


@pytest.fixture
def average_context():
    return make_context({"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"]})


def orthonormal_vectors(count: int, dim: int, seed: int) -> list[list[float]]:
    """Gram–Schmidt on seeded Gaussian vectors."""
    rng = random.Random(seed)
    basis: list[list[float]] = []
    while len(basis) < count:
        v = [rng.gauss(0, 1) for _ in range(dim)]
        for b in basis:
            projection = sum(x * y for x, y in zip(v, b))
            v = [x - projection * y for x, y in zip(v, b)]
        norm = math.sqrt(sum(x * x for x in v))
        basis.append([x / norm for x in v])
    return basis


def softmax_weights(query: list[float], keys: list[list[float]]) -> list[float]:
    """Max-shifted softmax: for scores too large for the textbook formula in symattn.numerics.alpha."""
    scores = [sum(q * k for q, k in zip(query, key)) for key in keys]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = math.fsum(exps)
    return [e / total for e in exps]


@lru_cache(maxsize=1)
def _parts() -> dict:
    from symattn.spec.catalogue import load_parts
    return {part.id: part for part in load_parts()}


def assert_graded(part: str, text: str, verdict: str, named: str = "") -> None:
    """The answer gets `verdict`; unless it is correct, its feedback says `named` (the reason it was not)."""
    from symattn.grading.grade import grade_answer
    graded = grade_answer(_parts()[part], text)
    assert graded.verdict == verdict, graded.feedback
    assert verdict == "correct" or named in graded.feedback, graded.feedback


STATUS_CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


def step_statuses(part: str, text: str) -> str:
    """The statuses of a write-up's steps, one letter each (v valid, w wrong, u unknown, s skipped)."""
    from symattn.steps.check import check_writeup
    return "".join(STATUS_CODES[step.status] for step in check_writeup(_parts()[part], text).steps)
