"""The commands of the README and of the documentation (docs/*.md) run as written, from the repository's root, with
the files of examples/."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
SH = re.compile(r"^```sh\n(.*?)^```$", re.M | re.S)
BLOCKS = SH.findall(README)
# the README's first block is CI's (.ci/run runs it as it is); the others, and every `sh` block of the documentation's
# pages, are the commands a reader types (each once: the README repeats some of the pages')
PAGES = sorted((ROOT / "docs").glob("*.md"))
COMMANDS = list(dict.fromkeys(line for block in BLOCKS[1:] + [b for page in PAGES for b in SH.findall(
    page.read_text(encoding="utf-8"))] for line in block.splitlines() if line.strip()))
NO_TEX = shutil.which("lualatex") is None


def test_every_command_uses_the_environment_and_names_files_that_exist():
    """`.venv/bin/python -m symattn …`, never a bare `python`; every file a command reads is shipped."""
    for command in COMMANDS:
        assert not re.match(r"^python3? ", command), command
        for word in command.split():
            if word.startswith("examples/"):
                assert (ROOT / word).is_file() or (ROOT / word).is_dir(), word  # grade takes folders of write-ups


def test_the_examples_are_the_tested_data():
    """examples/ holds copies of the test data the suite checks: they cannot drift apart."""
    for name in ("variants.toml", "variants-class.csv"):
        assert (ROOT / "examples" / name).read_bytes() == (ROOT / "tests" / "data" / name).read_bytes(), name
    assert (ROOT / "examples" / "writeup.tex").read_bytes() == \
        (ROOT / "tests" / "data" / "writeups" / "average-slip-denominator.tex").read_bytes()


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """A folder laid out as a fresh clone after the README's first line: examples/, gradescope/ and .venv/bin/python
    (this interpreter, which has symattn installed)."""
    folder = tmp_path_factory.mktemp("clone")
    shutil.copytree(ROOT / "examples", folder / "examples")
    (folder / "gradescope").symlink_to(ROOT / "gradescope")
    python = folder / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(f"#!/bin/sh\nexec {sys.executable} \"$@\"\n", encoding="utf-8")
    python.chmod(0o755)
    return folder


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_runs_as_written(clone, command):
    """Exit 0; 1 only where the command checks a derivation with a slip on purpose (the README's two examples of a
    wrong step: the write-up's denominator, and Σ_j e^(k_jᵀq) ≈ e^β)."""
    if NO_TEX and "--pdf" in command:
        pytest.skip("LuaLaTeX is not installed")
    command = command.replace("/tmp/ag", str(clone / "ag"))
    done = subprocess.run(["bash", "-c", command], cwd=clone, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "SYMATTN_CACHE": ""})
    expected = 1 if " check " in command and "permutation" not in command else 0
    assert done.returncode == expected, f"{command}\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    assert "Traceback" not in done.stderr


def test_a_python_without_the_packages_says_which_python_to_use():
    """`python -m symattn` from a Python lacking sympy: a message and exit 2, not a traceback."""
    code = "import sys, runpy; sys.modules['sympy'] = None; sys.argv = ['symattn', 'verify']; " \
           "runpy.run_module('symattn', run_name='__main__')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert ".venv/bin/python -m symattn" in done.stderr and "'sympy'" in done.stderr


def _written(command: str) -> list:
    """What a command writes in the folder it runs from: its --out, and the autograder zip."""
    words = command.split()
    found = [words[i + 1] for i, word in enumerate(words[:-1]) if word == "--out"]
    return found + (["autograder.zip"] if "make_zip.sh" in command else [])


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="not a git checkout")
@pytest.mark.parametrize("path", sorted({p for command in COMMANDS for p in _written(command)}))
def test_what_the_commands_write_is_ignored_by_git(path):
    """Running the docs' commands from the root leaves nothing untracked: each output is in .gitignore."""
    done = subprocess.run(["git", "check-ignore", "-q", "--no-index", path], cwd=ROOT)
    assert done.returncode == 0, f"{path} is not in .gitignore"
