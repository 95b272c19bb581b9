"""Reference derivations as data: TOML files, one per problem, read into Parts and Steps.

A malformed file raises DerivationError naming the file, the part, the step and the key
(the schema: symattn/schema.py); every option of a step is validated and bounded here.
"""

from symattn.compat import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from difflib import get_close_matches
from pathlib import Path

from symattn.errors import DerivationError
from symattn.spec.rubric import build_rubric
from symattn.spec.schema import LEMMAS
from symattn.spec.schema import (PART_KEYS, PROBLEM_KEYS, STEP_KEYS, STEP_KINDS, STEPS_FOR_SETTING, TOP_KEYS, boolean,
                            check_keys, fail, number, shown, string, string_table, strings, subtable, whole,
                            whole_numbers)
from symattn.spec.kinds import StepKind
from symattn.spec.setting import MAX_BASE, MIN_BASE, Setting, build_setting


@dataclass(frozen=True)
class Step:
    number: int
    claim: str
    kind: str = "claim"
    when: tuple = ()
    overrides: tuple = ()
    by: tuple = ()
    text: str = ""
    options: dict = field(default_factory=dict, compare=False, hash=False)


@dataclass(frozen=True, eq=False)
class Part:
    """A part as loaded: frozen, so nothing read or graded later can change it."""

    id: str
    file: str  # the file's name, for messages
    title: str
    points: int
    aliases: tuple
    numbering: Mapping
    question: str
    answer: str
    answer_text: str
    setting: Setting
    steps: tuple
    prose_only: bool = False
    rubric: object = None  # a spec.rubric.Rubric for the parts graded automatically
    declared_scalars: frozenset = frozenset()  # the names the setting's `scalars` table declares
    source: str = ""  # the file's full path: which derivations are in use
    grading_setting: Setting = None  # the setting without the rubric's answers: what a student's answer is read in
    problem: str = ""  # the title of the problem the part is of ("Position embeddings exploration")


def load_file(path: Path) -> list[Part]:
    label = path.name
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise DerivationError(f"{label}: cannot read the file ({error.strerror})") from None
    except UnicodeDecodeError:
        raise DerivationError(f"{label}: the file is not UTF-8 text") from None
    except tomllib.TOMLDecodeError as error:
        raise DerivationError(f"{label}: not valid TOML: {error}") from None
    return parts_from(data, label, str(path.resolve()))


def parts_from(data: dict, label: str, source: str = "") -> list[Part]:
    """The parts of a derivation file's TOML data; `label` (the file's name) starts every error."""
    check_keys(data, TOP_KEYS, label)
    problem, at = subtable(data, "problem", label), f"{label}: problem"
    check_keys(problem, PROBLEM_KEYS, at)
    for key in ("id", "title"):
        string(problem, key, at)
    strings(problem, "sources", at)
    parts = data.get("part")
    if not isinstance(parts, list) or not parts:
        raise DerivationError(f"{label}: expected at least one [[part]] table")
    loaded = [replace(_part(label, i, table, source), problem=problem.get("title", ""))
              for i, table in enumerate(parts, start=1)]
    seen: dict = {}
    for index, part in enumerate(loaded, start=1):
        if part.id in seen:
            raise DerivationError(f"{label}: part {index}: the id {part.id!r} is already part {seen[part.id]}'s")
        seen[part.id] = index
    return loaded


def _part(label: str, index: int, table, source: str) -> Part:
    if not isinstance(table, dict) or not isinstance(table.get("id"), str) or not table["id"].strip():
        raise DerivationError(f"{label}: part {index}: every part needs an id (a string)")
    where = f"{label}: part {table['id']}"
    check_keys(table, PART_KEYS, where)
    setting_table = subtable(table, "setting", where)
    setting = build_setting(setting_table, where)
    steps_data = table.get("step", [])
    if not isinstance(steps_data, list):
        raise DerivationError(f"{where}: step: expected an array of tables ([[part.step]]), got {shown(steps_data)}")
    prose_only = boolean(table, "prose_only", where)
    if not steps_data and not prose_only:
        raise DerivationError(f"{where}: a part needs steps, or prose_only = true")
    rubric = build_rubric(subtable(table, "grading", where), f"{where}: grading") if "grading" in table else None
    return Part(
        id=table["id"], file=label, title=string(table, "title", where, table["id"]),
        points=_points(table, rubric, where),
        aliases=strings(table, "aliases", where),
        numbering=MappingProxyType(dict(string_table(table, "numbering", where, '"1(b)"'))),
        question=string(table, "question", where), answer=string(table, "answer", where),
        answer_text=string(table, "answer_text", where),
        setting=setting,
        steps=tuple(_step(where, n, s, setting) for n, s in enumerate(steps_data, start=1)),
        prose_only=prose_only,
        rubric=rubric,
        declared_scalars=frozenset(setting_table.get("scalars", {})),
        source=source,
        grading_setting=setting.without(rubric.answers) if rubric is not None else None,
    )


def _points(table: dict, rubric, where: str):
    """One source of truth: the part's points are its rubric's maximum, or checked equal to it."""
    if "points" not in table:
        if rubric is None:
            return 0
        best = rubric.max_score
        return int(best) if float(best).is_integer() else best
    points = table["points"]
    if not number(points) or points < 0:
        raise fail(where, "points", "a non-negative number", points)
    if rubric is not None and points != rubric.max_score:
        raise DerivationError(f"{where}: points: {points} but the grading criteria give at most "
                              f"{rubric.max_score:g}; give them equal, or leave points out")
    return points


def _step(where: str, number: int, table, setting) -> Step:
    at = f"{where}: step {number}"
    if not isinstance(table, dict):
        raise DerivationError(f"{at}: a step must be a table")
    kind = table.get("kind", "claim")
    if not isinstance(kind, str) or kind not in STEP_KINDS:
        raise fail(at, "kind", f"one of {', '.join(STEP_KINDS)}", kind)
    kind = StepKind(kind)
    check_keys(table, STEP_KEYS[kind], at, STEP_KEYS, f"a step of kind '{kind}'")
    fitting = STEPS_FOR_SETTING[setting.kind]
    if kind not in fitting:
        raise DerivationError(f"{at}: kind: a step of kind '{kind}' does not fit a part of kind '{setting.kind}' "
                              f"(there: {', '.join(fitting)})")
    claim = string(table, "claim", at)
    if "claim" in STEP_KEYS[kind] and not claim.strip():
        raise DerivationError(f"{at}: the step needs a claim")
    return Step(number=number, claim=claim, kind=kind, when=strings(table, "when", at, single=True),
                overrides=strings(table, "with", at, single=True), by=_lemmas(table, at),
                text=string(table, "text", at), options=_options(kind, table, at, setting))


def _lemmas(table: dict, where: str) -> tuple:
    cited = strings(table, "by", where, single=True)
    for name in cited:
        if name not in LEMMAS:
            close = get_close_matches(name, LEMMAS, n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else ""
            raise DerivationError(f"{where}: by: unknown lemma {name!r}{hint}; the lemmas are {', '.join(LEMMAS)}")
    return cited


# Bounds that keep every check short: permutations for T ≤ 5 are 120; a witness is one small exact instance;
# the distance table's pruned search takes about 0.5 s for d = 4096 up to position 10^5.
MAX_PERMUTATION_SIZE = 5
MAX_WITNESS_T, MAX_WITNESS_D = 6, 16
MAX_EMBEDDING_DIM, MAX_POSITION = 4096, 100_000
MAX_ODD_POSITION = 2000  # an odd d's table tries every pair of positions: about 2·10⁶ for d = 1
DEFAULT_SIZES = (2, 3)
# d = 2 alone cannot tell: two antisymmetric 2×2 matrices commute, 3×3 ones need not (likewise T = 2 for P, Pᵀ)
MAX_INSTANCE_D, DEFAULT_INSTANCE_DIMS = 4, (2, 3)
DEFAULT_DIMS, DEFAULT_POSITIONS = (128, 512), (10, 100, 1000, 10000)


def _options(kind: str, table: dict, where: str, setting) -> dict:
    """The validated options of an instances, witness or distance-table step (defaults filled in)."""
    if kind == "instances":
        sizes = whole_numbers(table, "sizes", where, 2, MAX_PERMUTATION_SIZE, 4) if "sizes" in table else DEFAULT_SIZES
        if max(sizes) < 3:
            raise DerivationError(f"{where}: sizes: include some T ≥ 3: for T = 2 every permutation is its own "
                                  f"transpose, so the check could not tell P from Pᵀ")
        dims = whole_numbers(table, "dims", where, 1, MAX_INSTANCE_D, 4) if "dims" in table else DEFAULT_INSTANCE_DIMS
        if max(dims) < 3:
            raise DerivationError(f"{where}: dims: include some d ≥ 3: d×d matrices of size 2 satisfy identities "
                                  f"larger ones do not (two antisymmetric 2×2 matrices commute)")
        return {"sizes": sizes, "dims": dims}
    if kind == "nested-limit":
        return {"along": string(table, "along", where)}
    if kind == "witness":
        return {"instance": _instance(table, where, "Phi" in setting.shapes, setting)}
    if kind == "distance-table":
        dims = whole_numbers(table, "dims", where, 1, MAX_EMBEDDING_DIM, 4) if "dims" in table else DEFAULT_DIMS
        positions = whole_numbers(table, "positions", where, 2, MAX_POSITION, 8) if "positions" in table \
            else DEFAULT_POSITIONS
        if any(d % 2 for d in dims) and max(positions) > MAX_ODD_POSITION:
            raise DerivationError(f"{where}: positions: at most {MAX_ODD_POSITION:,} with an odd d in dims (its lone "
                                  f"last sine depends on both positions, not only on their gap), got {max(positions)}")
        base = table.get("base", setting.base)  # the step's own base, else the setting's
        if not whole(base) or not MIN_BASE <= base <= MAX_BASE:
            raise fail(where, "base", f"a whole number from {MIN_BASE} to {MAX_BASE:,}", base)
        return {"dims": dims, "positions": positions, "base": base}
    return {}


def _instance(table: dict, where: str, embedding: bool, setting) -> dict:
    """{T, d, P}: P a T×T permutation matrix; any d from 1 (an odd d's Φ ends with a sine alone)."""
    at = f"{where}: instance"
    if "instance" not in table:
        raise DerivationError(f"{where}: a witness step needs an instance = {{ T = 2, d = 2, P = [[0, 1], [1, 0]] }}")
    instance = subtable(table, "instance", where)
    check_keys(instance, ("T", "d", "P"), at)
    for key in ("T", "d", "P"):
        if key not in instance:
            raise DerivationError(f"{at}: {key}: missing (an instance needs T, d and P)")
    T, d, P = instance["T"], instance["d"], instance["P"]
    if not whole(T) or not 2 <= T <= MAX_WITNESS_T:
        raise fail(at, "T", f"a whole number from 2 to {MAX_WITNESS_T}", T)
    if not whole(d) or not 1 <= d <= MAX_WITNESS_D:
        raise fail(at, "d", f"a positive whole number up to {MAX_WITNESS_D}", d)
    if not (isinstance(P, list) and len(P) == T and all(isinstance(row, list) and len(row) == T for row in P)
            and all(whole(x) and x in (0, 1) for row in P for x in row)
            and all(sum(row) == 1 for row in P) and all(sum(col) == 1 for col in zip(*P))):
        raise fail(at, "P", f"a {T}×{T} permutation matrix (rows of 0s and one 1, each column one 1)", P)
    return {"T": T, "d": d, "P": P}
