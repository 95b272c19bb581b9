"""docs/schema-engine-reach.md is true: its files load and `verify` prints what the page shows for each of them.

The page's conventions are docs/writing-a-part.md's: a fenced block after `<!-- file: NAME -->` is a file; in a
`console` block, `$ COMMAND` is run where the files are and the lines after it are its output; `$ echo $?` prints
the exit code of the command before it.
"""

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.compat import tomllib
from symattn.spec.derivations import load_file
from symattn.spec.schema import SETTING_KEYS, STEP_KEYS

DOC = Path(__file__).parent.parent / "docs" / "schema-engine-reach.md"
BLOCK = re.compile(r"(?:<!-- file: (?P<name>[^ ]+) -->\n)?```(?P<lang>\w*)\n(?P<body>.*?)^```$", re.M | re.S)


def _blocks():
    return [(m.group("name"), m.group("lang"), m.group("body")) for m in BLOCK.finditer(DOC.read_text("utf-8"))]


def _commands():
    files, found = {}, []
    for name, lang, body in _blocks():
        if name:
            files[name] = body
        elif lang == "console":
            for chunk in re.split(r"^(?=\$ )", body, flags=re.M):
                if chunk.strip():
                    command, *output = chunk.rstrip("\n").split("\n")
                    found.append((dict(files), command[2:], output))
    return found


COMMANDS = _commands()


@pytest.fixture(scope="module")
def outputs(tmp_path_factory):
    results, previous = [], 0
    for index, (files, command, _) in enumerate(COMMANDS):
        folder = tmp_path_factory.mktemp(f"reach{index}")
        for name, content in files.items():
            (folder / name).write_text(content, encoding="utf-8")
        if command == "echo $?":
            results.append((f"{previous}\n", 0))
            continue
        argv = shlex.split(command)
        assert argv[:3] == ["python", "-m", "symattn"], command
        done = subprocess.run([sys.executable, *argv[1:]], capture_output=True, text=True, cwd=folder)
        results.append((done.stdout + done.stderr, done.returncode))
        previous = done.returncode
    return results


@pytest.mark.parametrize("index", range(len(COMMANDS)), ids=[c for _, c, _ in COMMANDS])
def test_every_command_prints_what_the_page_shows(outputs, index):
    _, command, expected = COMMANDS[index]
    assert outputs[index][0] == "\n".join(expected) + "\n", f"$ {command}\n{outputs[index][0]}"


def test_the_examples_use_every_new_key(tmp_path):
    """The page's files load, and show the step kind nested-limit, its `along`, and `base` in a setting and a step."""
    kinds, step_keys, setting_keys = set(), set(), set()
    for name, _, body in _blocks():
        if name and name.endswith(".toml"):
            (tmp_path / name).write_text(body, encoding="utf-8")
            assert load_file(tmp_path / name)
            for part in tomllib.loads(body)["part"]:
                setting_keys |= set(part["setting"])
                kinds |= {step.get("kind", "claim") for step in part.get("step", [])}
                step_keys |= {key for step in part.get("step", []) for key in step}
    assert "nested-limit" in kinds and {"along", "base"} <= step_keys and "base" in setting_keys
    assert "along" in STEP_KEYS["nested-limit"] and "base" in SETTING_KEYS["positions"]
