"""docs/tutorial.md and docs/writing-a-part.md are true: their files load, their commands print what they show, and
together they cover the schema.

The reference goes on from the tutorial (its files as the tutorial leaves them), so the two are read as one page,
tutorial first. The pages' conventions: a fenced block preceded by `<!-- file: NAME -->` is a file (a later block of the same
name replaces it); in a `console` block, a line `$ COMMAND` is run in a folder holding the files as they are at
that point of the page, and the lines after it are its output (stdout, then stderr). A line `…` stands for any
lines, and `…` inside a line for any text. `$ echo $?` prints the exit code of the command before it.
"""

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.compat import tomllib
from symattn.errors import DerivationError
from symattn.spec.derivations import load_file
from symattn.spec.schema import (CRITERION_KEYS, FACT_KEYS, PART_KEYS, PROBLEM_KEYS, RUBRIC_KEYS, SETTING_KEYS,
                                 STEP_KEYS, STEPS_RUBRIC_KEYS)
from symattn.spec.setting import DEFAULT_SCALARS

DOCS = Path(__file__).parent.parent / "docs"
PAGES = (DOCS / "tutorial.md", DOCS / "writing-a-part.md")
TEXT = "\n".join(page.read_text("utf-8") for page in PAGES)
BLOCK = re.compile(r"(?:<!-- file: (?P<name>[^ ]+) -->\n)?```(?P<lang>\w*)\n(?P<body>.*?)^```$", re.M | re.S)


def _blocks() -> list:
    return [(m.group("name"), m.group("lang"), m.group("body")) for m in BLOCK.finditer(TEXT)]


def _files() -> list:
    """(name, content) of every file block, in page order."""
    return [(name, body) for name, _, body in _blocks() if name]


def _commands() -> list:
    """(files at that point, command, expected output lines) for every command of every console block."""
    files, found = {}, []
    for name, lang, body in _blocks():
        if name:
            files[name] = body
            continue
        if lang != "console":
            continue
        for chunk in re.split(r"^(?=\$ )", body, flags=re.M):
            if chunk.strip():
                command, *output = chunk.rstrip("\n").split("\n")
                found.append((dict(files), command[2:], output))
    return found


def _run(command: str, folder: Path, previous: int) -> tuple:
    """(output, exit code) of one shown command; `python` is this interpreter."""
    if command == "echo $?":
        return f"{previous}\n", 0
    argv = shlex.split(command)
    assert argv[:3] == ["python", "-m", "symattn"], command
    done = subprocess.run([sys.executable, *argv[1:]], capture_output=True, text=True, cwd=folder)
    return done.stdout + done.stderr, done.returncode


def _pattern(lines: list) -> re.Pattern:
    """The expected output as a regular expression: `…` alone is any lines, inside a line any text."""
    pieces = ["(?:.*\n)*?" if line == "…" else ".*".join(map(re.escape, line.split("…"))) + "\n" for line in lines]
    return re.compile("".join(pieces))


COMMANDS = _commands()


def _write(folder: Path, files: dict):
    for name, content in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")


@pytest.fixture(scope="module")
def outputs(tmp_path_factory) -> list:
    """Every command's (output, exit code), each console block's commands in turn (for `echo $?`)."""
    results, previous = [], 0
    for index, (files, command, _) in enumerate(COMMANDS):
        folder = tmp_path_factory.mktemp(f"command{index}")
        _write(folder, files)
        output, code = _run(command, folder, previous)
        results.append((output, code))
        previous = code
    return results


@pytest.mark.parametrize("index", range(len(COMMANDS)), ids=[c for _, c, _ in COMMANDS])
def test_every_command_prints_what_the_page_shows(outputs, index):
    """Each command's output matches the lines shown under it."""
    _, command, expected = COMMANDS[index]
    output, _ = outputs[index]
    assert _pattern(expected).fullmatch(output), f"$ {command}\n{output}"


def test_the_commands_before_echo_exit_as_shown(outputs):
    """There is an `echo $?` after the examples that fail, so the page shows every exit code it talks about."""
    codes = [int(expected[0]) for _, command, expected in COMMANDS if command == "echo $?"]
    assert codes == [1, 1, 2, 2]


@pytest.mark.parametrize("name, content", _files(), ids=[f"{i}-{name}" for i, (name, _) in enumerate(_files())])
def test_every_file_is_used_and_every_derivation_loads(tmp_path, name, content):
    """A derivation on the page loads (broken.toml is the one that must not), and some command reads it."""
    assert any(name in command or (name == "submission/answers.toml" and "submission" in command)
               for _, command, _ in COMMANDS), name
    if not name.endswith(".toml") or name.startswith("submission/"):
        return
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    if name == "broken.toml":
        with pytest.raises(DerivationError, match=r"^broken\.toml: part average-three: step 1: unknown key 'whne'"):
            load_file(path)
    else:
        assert load_file(path)


def _derivations() -> list:
    return [tomllib.loads(body) for name, body in _files() if name.endswith(".toml")
            and not name.startswith("submission/") and name != "broken.toml"]


def test_the_page_shows_every_kind_and_every_key():
    """Every setting kind, step kind, part key, setting key, step key, rubric key and criterion key of the schema
    is in one of the page's files: a new key without an example fails here."""
    used = {"kinds": set(), "steps": set(), "part": set(), "problem": set(), "setting": set(), "step": set(),
            "rubric": set(), "criterion": set(), "fact": set()}
    for data in _derivations():
        used["problem"] |= set(data.get("problem", {}))
        for part in data["part"]:
            used["part"] |= set(part)
            used["kinds"].add(part.get("setting", {}).get("kind", "softmax"))
            used["setting"] |= set(part.get("setting", {}))
            for step in part.get("step", []):
                used["steps"].add(step.get("kind", "claim"))
                used["step"] |= set(step)
            used["rubric"] |= set(part.get("grading", {}))
            for criterion in part.get("grading", {}).get("criterion", []):
                used["criterion"] |= set(criterion)
            for fact in part.get("grading", {}).get("fact", []):
                used["fact"] |= set(fact)
    assert used["kinds"] == set(SETTING_KEYS)
    assert used["steps"] == set(STEP_KEYS)
    assert used["part"] == set(PART_KEYS)
    assert used["problem"] == set(PROBLEM_KEYS)
    assert used["setting"] == {key for keys in SETTING_KEYS.values() for key in keys}
    assert used["step"] == {key for keys in STEP_KEYS.values() for key in keys}
    assert used["rubric"] == set(RUBRIC_KEYS) | set(STEPS_RUBRIC_KEYS)
    assert used["criterion"] == set(CRITERION_KEYS)
    assert used["fact"] == set(FACT_KEYS)


def test_the_defaults_table_is_the_code_s():
    """The page's table of default assumptions is DEFAULT_SCALARS, row for row."""
    rows = re.findall(r"^\| `(\w+)` \| (positive integer|positive|real) \|$", TEXT, re.M)
    assert dict(rows) == DEFAULT_SCALARS and len(rows) == len(DEFAULT_SCALARS)


@pytest.mark.parametrize("rule", ["orthonormal", "orthogonal", "arbitrary", "orthogonal norm beta",
                                  "orthogonal norm 2"])
def test_the_family_rules_on_the_page_are_accepted(rule):
    """Each rule of the page's vector-family table builds a setting."""
    from symattn.spec.setting import build_setting

    assert f'| `"{rule}"` |' in TEXT
    assert build_setting({"vectors": {"k": rule}}, "doc").families["k"].rule == rule.split()[0]
