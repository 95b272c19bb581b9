"""The rule table of check: each row is declared once, has at least three examples, and each example needs the row."""

import pytest

from symattn.spec.catalogue import load_parts
from symattn.steps import rules
from symattn.steps.check import checked_writeup

PARTS = {part.id: part for part in load_parts()}
ROWS = [(rule.condition.__name__, part, text) for rule in rules.RULES for part, text in rule.examples]


def signature(part: str, text: str, table: tuple) -> str:
    """The statuses of the steps, and of each chain read end to end (what grading reads of an answer's conclusion)."""
    checked, report = checked_writeup(PARTS[part], text, table=table)
    return "".join(step.status[0] for step in report.steps) + "|" + \
        "".join(str(status)[0] for _, _, status, _, _ in checked.chain_claims())


@pytest.mark.parametrize("name, part, text", ROWS, ids=[f"{name}-{i}" for i, (name, _, _) in enumerate(ROWS)])
def test_switching_a_row_off_changes_its_examples(name, part, text):
    """Without its row, an example of the row is judged otherwise: no row is dead, none pinned by nothing."""
    # the word certificate (a ✗ only where its sentence was read whole) overlaps the rows whose examples have words
    # the lexicon does not know: each other row is shown needed beside the rest of the table, without it
    table = tuple(rule for rule in rules.RULES if rule.condition.__name__ != CERTIFICATE or name == CERTIFICATE)
    without = tuple(rule for rule in table if rule.condition.__name__ != name)
    assert signature(part, text, table) != signature(part, text, without)


CERTIFICATE = "unread_words_placing_it"


@pytest.mark.parametrize("rule", rules.RULES, ids=[rule.condition.__name__ for rule in rules.RULES])
def test_every_row_has_three_examples(rule):
    """A row shows its class: three examples at least, in more than one wording."""
    assert len(rule.examples) >= 3 and len({text for _, text in rule.examples}) == len(rule.examples)


def test_rows_are_declared_once():
    """One name, one condition, one row."""
    names = [rule.name for rule in rules.RULES]
    conditions = [rule.condition.__name__ for rule in rules.RULES]
    assert len(set(names)) == len(names) and len(set(conditions)) == len(conditions)


@pytest.mark.parametrize("rule", rules.RULES, ids=[rule.condition.__name__ for rule in rules.RULES])
def test_rows_have_a_phase_and_an_owner(rule):
    """Every row says when it applies and which layer its knowledge belongs to."""
    assert rule.phase in (rules.CLAIM, rules.AFTER_DEFINITION, rules.REFUTATION)
    assert rule.owner in (rules.TEXT, rules.NOTATION, rules.MATHEMATICS, rules.POLICY)
