"""`python -m symattn`'s start-up: what it imports before the command, and that the collector is left as found."""

import gc
import importlib

import pytest

from symattn import __main__ as start
from symattn.cli import build_parser
from symattn.verification import rubric_checks


@pytest.mark.parametrize("arguments, expected", [
    (["verify"], "verify"),
    (["verify", "--json", "average"], "verify"),
    (["check", "--part", "average", "w.tex"], "check"),
    (["--version"], ""),
    ([], ""),
])
def test_the_command_word_is_the_first_argument_that_is_not_an_option(arguments, expected):
    """command_of finds the command after any option."""
    assert start.command_of(arguments) == expected


@pytest.mark.parametrize("command", sorted(start.FIRST))
def test_the_table_names_only_commands_the_parser_knows(command):
    """A command renamed in cli.py cannot leave a stale row behind."""
    assert build_parser().parse_args([command]).command == command


@pytest.mark.parametrize("module", sorted({m for ms in start.FIRST.values() for m in ms} | set(start.RUBRIC_CHECKS)))
def test_every_module_named_exists(module):
    """A module renamed or removed fails here, not silently in the start-up."""
    assert importlib.import_module(module)


@pytest.fixture
def collector():
    """The collector's state and the frozen heap restored after the test (freezing is for a command's process)."""
    enabled = gc.isenabled()
    yield
    gc.unfreeze()
    (gc.enable if enabled else gc.disable)()


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was_found(collector, enabled):
    """On before the imports, on after them; off stays off."""
    (gc.enable if enabled else gc.disable)()
    start.import_first(["parts"])
    assert gc.isenabled() == enabled


def test_verify_installs_the_hook_that_imports_the_rubric_checks(collector, monkeypatch):
    """Only verify: it imports grading before forking when the cache does not hold every part's checks."""
    monkeypatch.setattr(rubric_checks, "before_checking", None)
    start.import_first(["parts"])
    assert rubric_checks.before_checking is None
    start.import_first(["verify"])
    assert callable(rubric_checks.before_checking)
