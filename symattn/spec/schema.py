"""The derivation files' schema: which tables and keys exist for which kind, and typed reads of their values.

Every message names where (file, part, step or table) and the key; an unknown key
comes with the closest valid name, a key in the wrong place with where it belongs.
"""

import re
from difflib import get_close_matches

from symattn.errors import DerivationError
from symattn.spec.kinds import SettingKind as SK
from symattn.spec.kinds import StepKind as K

LEMMAS = ("orthogonal", "ones", "softmax-perm", "relu-perm")  # what a matrix step may cite in `by`
TOP_KEYS = ("problem", "part")
PROBLEM_KEYS = ("id", "title", "sources")
PART_KEYS = ("id", "aliases", "numbering", "points", "title", "question", "answer", "answer_text", "prose_only",
             "setting", "step", "grading")

ATTENTION_SETTING = ("kind", "vectors", "keys", "others", "scale", "scalars", "noise", "let", "exact", "added_to",
                     "ignore", "gaussian", "conventional")
SETTING_KEYS = {
    SK.SOFTMAX: ATTENTION_SETTING,
    SK.TWO_HEAD: ATTENTION_SETTING,
    SK.SELF_ATTENTION: ATTENTION_SETTING,
    SK.MATRICES: ("kind", "shapes", "scalars", "let", "base"),
    SK.POSITIONS: ("kind", "scalars", "let", "base"),
}

STEP_KEYS = {
    K.CLAIM: ("kind", "claim", "when", "with", "text"),
    K.NESTED_LIMIT: ("kind", "claim", "when", "with", "along", "text"),
    K.MATRIX: ("kind", "claim", "by", "with", "text"),
    K.INSTANCES: ("kind", "claim", "sizes", "dims", "with", "text"),
    K.WITNESS: ("kind", "claim", "instance", "with", "text"),
    K.DISTINCT: ("kind", "claim", "when", "with", "text"),
    K.DISTANCE_TABLE: ("kind", "dims", "positions", "base", "text"),
    K.PROSE: ("kind", "text"),
}
STEP_KINDS = tuple(STEP_KEYS)
# Which step kinds a part of each setting kind can check.
STEPS_FOR_SETTING = {
    SK.SOFTMAX: (K.CLAIM, K.NESTED_LIMIT, K.PROSE),
    SK.TWO_HEAD: (K.CLAIM, K.NESTED_LIMIT, K.PROSE),
    SK.SELF_ATTENTION: (K.CLAIM, K.NESTED_LIMIT, K.PROSE),
    SK.MATRICES: (K.MATRIX, K.INSTANCES, K.WITNESS, K.PROSE),
    SK.POSITIONS: (K.CLAIM, K.NESTED_LIMIT, K.DISTINCT, K.DISTANCE_TABLE, K.PROSE),
}

RUBRIC_KEYS = ("answers", "vocabulary", "criterion", "bind", "distinct", "rename_key", "prose_ok", "graded", "directions",
               "min_keys", "side_claim_cost")
# where the problem itself sends a scalar a student may use (single-head: the covariance α → 0⁺)
SCALAR_DIRECTIONS = ("+inf", "-inf", "0+", "0-")
CRITERION_KEYS = ("id", "points", "group", "claim", "any", "scaled", "passed", "feedback", "when")
# a part graded through `check`: [part.grading] by = "steps" with [[part.grading.fact]] tables
STEPS_RUBRIC_KEYS = ("by", "fact", "unsaid", "given", "answer_word", "side_claim_cost")
FACT_KEYS = ("id", "points", "claim", "any", "when", "conclusion", "derived", "written", "feedback")

IDENTIFIER = re.compile(r"[A-Za-z]+")  # a scalar, a vector family, a key index: t, beta, mu, a
NAME = re.compile(r"[A-Za-z]+(_[A-Za-z0-9]+)?")  # maybe with an index: t_1, W_Q, b_1


def check_keys(table: dict, allowed: tuple, where: str, kind_keys: dict | None = None, noun: str = "") -> None:
    """Every key of `table` is allowed; else name the first bad one, where it belongs or the closest valid name.

    `kind_keys` maps each kind to its keys, so that a key valid for another kind is reported as misplaced.
    """
    for key in table:
        if key in allowed:
            continue
        owners = [kind for kind, keys in (kind_keys or {}).items() if key in keys]
        if owners:
            raise DerivationError(f"{where}: key '{key}' does not belong in {noun} (it is for: {', '.join(owners)})")
        every = tuple(k for keys in (kind_keys or {}).values() for k in keys)
        close = get_close_matches(key, allowed, n=1) or get_close_matches(key, every, n=1)
        hint = f" (did you mean '{close[0]}'?)" if close else f" (the keys are: {', '.join(allowed)})"
        raise DerivationError(f"{where}: unknown key '{key}'{hint}")


def shown(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def fail(where: str, key: str, expected: str, value) -> DerivationError:
    return DerivationError(f"{where}: {key}: expected {expected}, got {shown(value)}")


def string(table: dict, key: str, where: str, default: str = "") -> str:
    value = table.get(key, default)
    if not isinstance(value, str):
        raise fail(where, key, "a string", value)
    return value


def strings(table: dict, key: str, where: str, single: bool = False) -> tuple:
    """A list of strings; `single` also accepts one string for a list of one."""
    value = table.get(key, [])
    if single and isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(where, key, "a list of strings" + (" (or one string)" if single else ""), value)
    return tuple(value)


def boolean(table: dict, key: str, where: str, default: bool = False) -> bool:
    value = table.get(key, default)
    if not isinstance(value, bool):
        raise fail(where, key, "true or false", value)
    return value


def subtable(table: dict, key: str, where: str) -> dict:
    value = table.get(key, {})
    if not isinstance(value, dict):
        raise fail(where, key, "a table", value)
    return value


def string_table(table: dict, key: str, where: str, example: str) -> dict:
    """A table of strings, such as { k = "orthonormal" }."""
    value = subtable(table, key, where)
    for name, entry in value.items():
        if not isinstance(entry, str):
            raise fail(where, f"{key}: {name}", f"a string, as {example}", entry)
    return value


def number(value) -> bool:
    """A TOML integer or float (true and false are not numbers)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_numbers(table: dict, key: str, where: str, low: int, high: int, most: int, even: bool = False) -> tuple:
    """A non-empty list of at most `most` distinct whole numbers in [low, high] (even ones if asked)."""
    value = table[key]
    kind = "even " if even else ""
    expected = f"a non-empty list of at most {most} distinct {kind}whole numbers from {low} to {high}"
    if (not isinstance(value, list) or not value or len(value) > most or not all(whole(v) for v in value)
            or len(set(value)) != len(value)):
        raise fail(where, key, expected, value)
    for entry in value:
        if not low <= entry <= high or (even and entry % 2):
            raise fail(where, key, expected, value)
    return tuple(value)
