"""Reference derivations as data: TOML files, one per problem, read into Parts and Steps.

A malformed file raises DerivationError naming the file, the part and the step.
"""

from symattn.compat import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from symattn.errors import DerivationError
from symattn.grading.rubric import build_rubric
from symattn.setting import Setting, build_setting

STEP_KINDS = ("claim", "matrix", "instances", "witness", "distinct", "distance-table", "prose")
PART_FIELDS = {"id", "aliases", "points", "title", "question", "answer", "answer_text", "setting", "step",
               "numbering", "prose_only", "grading"}
STEP_FIELDS = {"claim", "kind", "when", "with", "by", "text", "sizes", "instance", "dims", "positions"}


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


@dataclass
class Part:
    id: str
    file: str
    title: str
    points: int
    aliases: tuple
    numbering: dict
    question: str
    answer: str
    answer_text: str
    setting: Setting
    steps: list
    prose_only: bool = False
    rubric: object = None  # a grading.rubric.Rubric for the parts graded automatically


def by_name(parts: list) -> dict:
    """{id or numbering alias: part}; an id wins over another part's alias, an earlier part over a later."""
    index: dict = {}
    for part in parts:
        for key in part.aliases:
            index.setdefault(key, part)
    index.update({part.id: part for part in reversed(parts)})
    return index


def derivations_folder() -> Path:
    """Installed: symattn/derivations inside the package; from a checkout: the top-level derivations/."""
    package = Path(__file__).resolve().parent
    for folder in (package / "derivations", package.parent / "derivations"):
        if folder.is_dir():
            return folder
    raise DerivationError("the shipped derivations are missing: reinstall symattn")


def shipped_files() -> list[Path]:
    return sorted(p for p in derivations_folder().iterdir() if p.name.endswith(".toml"))


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
    parts = data.get("part")
    if not isinstance(parts, list) or not parts:
        raise DerivationError(f"{label}: expected at least one [[part]] table")
    return [_part(label, i, table) for i, table in enumerate(parts, start=1)]


def _part(label: str, index: int, table) -> Part:
    if not isinstance(table, dict) or not isinstance(table.get("id"), str):
        raise DerivationError(f"{label}: part {index}: every part needs an id")
    where = f"{label}: part {table['id']}"
    unknown = set(table) - PART_FIELDS
    if unknown:
        raise DerivationError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    setting_table = table.get("setting", {})
    if not isinstance(setting_table, dict):
        raise DerivationError(f"{where}: setting must be a table")
    steps_data = table.get("step", [])
    if not isinstance(steps_data, list):
        raise DerivationError(f"{where}: step must be an array of tables ([[part.step]])")
    prose_only = bool(table.get("prose_only", False))
    if not steps_data and not prose_only:
        raise DerivationError(f"{where}: a part needs steps, or prose_only = true")
    return Part(
        id=table["id"], file=label, title=str(table.get("title", table["id"])),
        points=_int(table.get("points", 0), f"{where}: points"),
        aliases=tuple(str(a) for a in table.get("aliases", [])),
        numbering={str(k): str(v) for k, v in table.get("numbering", {}).items()},
        question=str(table.get("question", "")), answer=str(table.get("answer", "")),
        answer_text=str(table.get("answer_text", "")),
        setting=build_setting(setting_table, where),
        steps=[_step(where, n, s) for n, s in enumerate(steps_data, start=1)],
        prose_only=prose_only,
        rubric=build_rubric(table["grading"], f"{where}: grading") if "grading" in table else None,
    )


def _step(where: str, number: int, table) -> Step:
    at = f"{where}: step {number}"
    if not isinstance(table, dict):
        raise DerivationError(f"{at}: a step must be a table")
    unknown = set(table) - STEP_FIELDS
    if unknown:
        raise DerivationError(f"{at}: unknown field(s) {', '.join(sorted(unknown))}")
    kind = table.get("kind", "claim")
    if kind not in STEP_KINDS:
        raise DerivationError(f"{at}: kind must be one of {', '.join(STEP_KINDS)}")
    claim = table.get("claim", "")
    if kind not in ("prose", "distance-table") and not (isinstance(claim, str) and claim.strip()):
        raise DerivationError(f"{at}: the step needs a claim")
    options = {k: table[k] for k in ("sizes", "instance", "dims", "positions") if k in table}
    return Step(number=number, claim=claim, kind=kind, when=_strings(table.get("when", []), f"{at}: when"),
                overrides=_strings(table.get("with", []), f"{at}: with"),
                by=_strings(table.get("by", []), f"{at}: by"), text=str(table.get("text", "")), options=options)


def _strings(value, where: str) -> tuple:
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise DerivationError(f"{where}: expected a string or a list of strings")
    return tuple(value)


def _int(value, where: str) -> int:
    if not isinstance(value, int):
        raise DerivationError(f"{where}: expected a whole number")
    return value
