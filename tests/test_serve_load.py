"""benchmarks/serve_load.py reports its figures as ratios that hold from machine to machine (issue 26)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "benchmarks"))
import serve_load  # noqa: E402


@pytest.mark.parametrize("seconds, unit, shown", [
    (2.161, 0.939, "2.30× import sympy (2.161 s)"),
    (0.5, 1.0, "0.50× import sympy (0.500 s)"),
])
def test_a_time_is_a_ratio_to_import_sympy(seconds, unit, shown):
    """Every time is printed in units of `import sympy`, the seconds after it."""
    assert serve_load.as_ratio(seconds, unit) == shown


@pytest.mark.parametrize("p95, one, expected", [
    (0.9, 0.3, (3.0, True)),
    (1.2, 0.3, (4.0, False)),
])
def test_the_load_target_is_three_times_one_check_alone(p95, one, expected):
    """p95 under load against one check of the same mix alone, on the idle server: at most 3×."""
    times, met = serve_load.load_target(p95, one)
    assert (round(times, 6), met) == expected


def test_one_check_alone_is_the_students_mix():
    """The mix a simulated student draws from: answers, and whole write-ups at their share."""
    assert 0 < serve_load.WRITEUP_SHARE < 1 and serve_load.ANSWERS and serve_load.WRITEUPS
    assert serve_load.TARGET == 3.0


@pytest.mark.parametrize("values, shown", [
    ([2.0, 1.0, 3.0], "min 1.00, median 2.00, max 3.00"),
    ([0.5], "min 0.50, median 0.50, max 0.50"),
    ([4.0, 1.25, 1.5, 9.0], "min 1.25, median 2.75, max 9.00"),
])
def test_several_runs_give_min_median_and_max(values, shown):
    """--runs N ends with each ratio's spread over the runs (each ratio paired within its own run)."""
    assert serve_load.spread(values) == shown
