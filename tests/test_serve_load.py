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
