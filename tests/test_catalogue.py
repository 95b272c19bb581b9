"""Which derivations are in use: --derivations on every command, `parts`, `--version`, ids unique across files."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import symattn
from symattn.compat import tomllib
from symattn.errors import DerivationError
from symattn.spec.catalogue import derivation_files, describe, load_parts, shipped_files

ROOT = Path(__file__).parent.parent
VARIANTS = ROOT / "tests" / "data" / "variants.toml"
SHIPPED_IDS = ["copy", "average", "single-head", "single-head-noise", "multi-head", "multi-head-noise",
               "multi-head-summary", "kqv-plain", "kqv-design", "permutation", "permutation-implication",
               "position-helps", "position-distinct"]
VARIANT_IDS = ["average-three", "weighted-average", "weighted-any", "two-head-quarters", "norm-beta"]


def _cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "symattn", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("derivations, ids", [
    ([], SHIPPED_IDS),
    ([VARIANTS], VARIANT_IDS),
    ([VARIANTS.parent / "variants.toml", VARIANTS], VARIANT_IDS),
    ([ROOT / "derivations", VARIANTS], SHIPPED_IDS + VARIANT_IDS),
    ([VARIANTS, ROOT / "derivations" / "kqv-self-attention.toml"], VARIANT_IDS + ["kqv-plain", "kqv-design"]),
])
def test_given_derivations_replace_the_shipped_ones(derivations, ids):
    """--derivations replaces the shipped parts; a file named twice loads once; the shipped folder can be added."""
    assert [p.id for p in load_parts([], derivations)] == ids


def test_a_folder_is_every_toml_in_it_sorted(tmp_path):
    """A folder gives its .toml files in name order; other files are ignored."""
    for name in ("b.toml", "a.toml", "notes.txt"):
        (tmp_path / name).write_text("")
    assert [p.name for p in derivation_files([tmp_path])] == ["a.toml", "b.toml"]


def test_a_folder_without_derivations_is_an_error(tmp_path):
    """An empty folder is named in the error rather than loading nothing."""
    with pytest.raises(DerivationError, match=rf"^{re.escape(str(tmp_path))}: the folder holds no \.toml derivation "
                                              rf"files$"):
        load_parts([], [tmp_path])


def test_two_files_of_one_name_are_named_by_their_paths(tmp_path):
    """A copy of a shipped file defines the same ids: the error names both files by path, as their names agree."""
    copy = tmp_path / "attention-exploration.toml"
    copy.write_text(shipped_files()[0].read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(DerivationError, match=rf"^{re.escape(str(copy))}: part copy: the id is already used by a "
                                              rf"part of {re.escape(str(shipped_files()[0]))}$"):
        load_parts([], [ROOT / "derivations", copy])


@pytest.mark.parametrize("command", [
    ["verify"], ["parts"], ["grade", "--part", "average-three", "--answer", "q = t k_a"], ["render", "--out", "{tmp}/out"],
    ["gradescope", "--submission", "{tmp}", "--results", "{tmp}/results.json"],
])
def test_a_repeated_id_exits_two_with_one_line(tmp_path, command):
    """Every command that loads derivations: two files defining one id is exit 2, one line naming both files."""
    mine = tmp_path / "mine.toml"
    mine.write_text(VARIANTS.read_text(encoding="utf-8"), encoding="utf-8")
    args = [a.format(tmp=tmp_path) for a in command]
    done = _cli(*args, "--derivations", str(VARIANTS), "--derivations", str(mine))
    assert (done.returncode, done.stderr) == (2, "symattn: mine.toml: part average-three: the id is already used by a "
                                                 "part of variants.toml\n")


def test_gradescope_writes_results_even_when_the_derivations_are_broken(tmp_path):
    """Broken derivations: the staff see the error (exit 2), Gradescope still gets a results.json."""
    broken = tmp_path / "broken.toml"
    broken.write_text("[[part]]\nid = 'x'\n[problme]\n", encoding="utf-8")
    results = tmp_path / "out" / "results.json"
    done = _cli("gradescope", "--derivations", str(broken), "--submission", str(tmp_path), "--results", str(results))
    assert (done.returncode, done.stderr) == (2, "symattn: broken.toml: unknown key 'problme' (did you mean "
                                                 "'problem'?)\n")
    assert json.loads(results.read_text(encoding="utf-8"))["tests"] == []


def test_parts_lists_every_shipped_part():
    """`parts --json`: id, numbering per edition, aliases, points, how it is graded and the file's full path."""
    done = _cli("parts", "--json")
    assert done.returncode == 0, done.stderr
    rows = {row["id"]: row for row in json.loads(done.stdout)["parts"]}
    assert list(rows) == SHIPPED_IDS
    assert rows["average"] == {"id": "average", "title": "An average of two",
                               "numbering": {"2025": "1(b)", "older": "(b)", "course-b": "2"}, "aliases": ["1b", "b", "2"],
                               "points": 2, "graded": "automatically",
                               "file": str((ROOT / "derivations" / "attention-exploration.toml").resolve())}
    assert {i for i, row in rows.items() if row["graded"] == "by hand"} == {
        "multi-head-summary", "permutation-implication"}


def test_parts_text_shows_only_the_given_derivations():
    """`parts --derivations FILE`: those parts only, one line each, and where they came from."""
    done = _cli("parts", "--derivations", str(VARIANTS))
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and len(lines) == 1 + len(VARIANT_IDS) + 1
    assert re.fullmatch(r"id +points +graded +numbering +aliases +file", lines[0])
    assert re.fullmatch(rf"weighted-any +1 +by hand +2026: 1\(d\) +v3 +{re.escape(str(VARIANTS.resolve()))}", lines[3])
    assert lines[-1] == "5 parts from 1 file, given with --derivations"


def test_parts_output_is_deterministic():
    """Same derivations, same bytes."""
    runs = [_cli("parts", "--derivations", str(ROOT / "derivations"), "--derivations", str(VARIANTS)).stdout
            for _ in range(2)]
    assert runs[0] == runs[1] and runs[0].count("\n") == len(SHIPPED_IDS) + len(VARIANT_IDS) + 2


def test_describe_rows_follow_the_parts():
    """describe() is plain data: one row per part, in load order."""
    rows = describe(load_parts([], [VARIANTS]))
    assert [(r["id"], r["points"], r["graded"]) for r in rows] == [
        ("average-three", 2, "automatically"), ("weighted-average", 2, "automatically"), ("weighted-any", 1, "by hand"),
        ("two-head-quarters", 2, "automatically"), ("norm-beta", 2, "automatically")]


def test_version_is_the_package_version():
    """--version prints __version__; pyproject.toml reads it from the package (one place)."""
    done = _cli("--version")
    assert (done.returncode, done.stdout) == (0, f"symattn {symattn.__version__}\n")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "symattn.__version__"}


@pytest.mark.parametrize("args, message", [
    (["render", "--edition", "2024"], "symattn: --edition: no part is numbered in edition '2024'; the editions are: "
                                      "2025, course-b, older\n"),
    (["render", "--edition", "2025", "--derivations", str(VARIANTS)],
     "symattn: --edition: no part is numbered in edition '2025'; the editions are: 2026\n"),
    (["verify", "average", "--derivations", str(VARIANTS)],
     "symattn: no part 'average' (did you mean 'average-three'?); the parts are: average-three (1(b), v1), "
     "weighted-average (1(c), v2), weighted-any (1(d), v3), two-head-quarters (1(e), v4), norm-beta (1(f), v5)\n"),
    (["parts", "--derivations", "no-such.toml"], "symattn: no-such.toml: cannot read the file (No such file or "
                                                 "directory)\n"),
])
def test_usage_errors_name_what_is_in_use(args, message):
    """An edition or a part that the derivations in use do not have: exit 2, one line listing what they have."""
    done = _cli(*args)
    assert (done.returncode, done.stderr) == (2, message)


def test_verify_a_file_keeps_working():
    """`verify FILE.toml` loads that file alone, as before --derivations existed."""
    done = _cli("verify", str(VARIANTS))
    assert done.returncode == 0 and done.stdout.endswith("5 parts (5 proved), 36 checked steps\n")


@pytest.mark.parametrize("aliases, message", [
    ('["3b"]', r"^mine\.toml: part mine: the alias '3b' already names part single-head-noise of "
               r"attention-exploration\.toml$"),
    ('["copy"]', r"^mine\.toml: part mine: the alias 'copy' already names part copy of attention-exploration\.toml$"),
])
def test_an_alias_names_one_part(tmp_path, aliases, message):
    """An alias that is another part's alias or id is an error: answers would go to the wrong part."""
    mine = tmp_path / "mine.toml"
    mine.write_text(f"[[part]]\nid = 'mine'\naliases = {aliases}\nprose_only = true\n", encoding="utf-8")
    with pytest.raises(DerivationError, match=message):
        load_parts([], [ROOT / "derivations", mine])


def test_variants_and_the_shipped_parts_share_no_name():
    """The variants can be used beside the shipped parts: no id or alias clashes."""
    assert len(load_parts([], [ROOT / "derivations", VARIANTS])) == len(SHIPPED_IDS) + len(VARIANT_IDS)
