"""Differential testing: random claims in the schema's language, the engine's verdicts against high-precision numbers."""

import pytest

from benchmarks.claims_generator import CLASSES, Claim, compare, engine_check, generate, run, witness_point

SEED, COUNT = 20261126, 90  # a small seeded sample; benchmarks/differential.py runs thousands


@pytest.fixture(scope="module")
def counts():
    return run(generate(SEED, COUNT), engine_check)


@pytest.mark.parametrize("kind", CLASSES)
def test_no_disagreement_with_the_numbers(counts, kind):
    """`proved` is numerically true everywhere sampled; `refuted` is numerically false (at its own point)."""
    assert counts[kind]["disagreements"] == []


@pytest.mark.parametrize("kind", CLASSES)
def test_every_class_is_generated_well_formed_and_decided_both_ways(counts, kind):
    """The sample exercises each class: the loader accepts every claim, and the engine proves some and refutes some."""
    row = counts[kind]
    assert (row["generated"], row["malformed"], row["proved"] > 0, row["refuted"] > 0) == (COUNT // len(CLASSES), 0, True, True)


def test_the_same_seed_writes_the_same_claims():
    """Seeded: a disagreement found once is found again."""
    assert [c.text for c in generate(7, 12)] == [c.text for c in generate(7, 12)]


def _claim(truth, check_point=None) -> Claim:
    return Claim("position", {}, "made up", truth, check_point)


@pytest.mark.parametrize("claim, status, witness, reason, problem", [
    (_claim(lambda: {"n": 2}), "proved", "", "", "proved, but numerically false at {'n': 2}"),
    (_claim(lambda: True), "proved", "", "", ""),
    (_claim(lambda: True), "failed", "", "", "refuted, but numerically true everywhere sampled"),
    (_claim(lambda: True, lambda point: False), "failed", "at t_1 = 12/5 the difference is 0.2", "",
     "refuted at {'t_1': Fraction(12, 5)}, where it holds numerically"),
    (_claim(lambda: {"t_1": 1}, lambda point: True), "failed", "at t_1 = 1 the difference is 1", "", ""),
    (_claim(lambda: True), "failed", "", "the step also needs the lemma orthogonal, which it does not cite", ""),
    (_claim(lambda: {"n": 2}), "unknown", "", "", ""),
])
def test_the_comparison_catches_each_kind_of_disagreement(claim, status, witness, reason, problem):
    """A wrong proof, a refutation of a true claim, and a counterexample outside the domain are each reported."""
    assert compare(claim, status, witness, reason) == problem


@pytest.mark.parametrize("witness, point", [
    ("at n = 2, t_1 = -3 the difference is 0.5", {"n": 2, "t_1": -3}),
    ("limit 0, claimed 1", {}),
    ("instance seed 0, entry (0, 0): left 3.97, right 1", {}),
])
def test_witness_points_are_read(witness, point):
    """The counterexample's own point is read from the witness text (whole numbers stay whole)."""
    assert witness_point(witness) == point
