"""The documentation: a README a newcomer reads in minutes, and a site of docs/ that MkDocs builds strictly."""

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
# never --quiet: MkDocs counts the warnings that --strict turns into a failure only when they are logged
MKDOCS = [sys.executable, "-m", "mkdocs", "build", "--strict"]
PAGES = ("verify.md", "grade.md", "check.md", "render-and-report.md", "serve.md", "gradescope.md",
         "derivations.md", "accuracy-and-speed.md", "tutorial.md", "writing-a-part.md")


def _build(root: Path, site: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*MKDOCS, "--config-file", str(root / "mkdocs.yml"), "--site-dir", str(site)],
                          capture_output=True, text=True, cwd=root, timeout=120)


def test_the_readme_is_a_front_page():
    """At most 250 lines, opening with the two commands CI runs (a code block of exactly two lines)."""
    assert len(README.splitlines()) <= 250
    first = re.match(r"^# symattn\n\n```sh\n(.*?)```\n", README, re.S)
    assert first and len(first.group(1).splitlines()) == 2
    assert first.group(1).startswith("python3 -m venv .venv && .venv/bin/pip install . && ")


@pytest.mark.parametrize("page", PAGES)
def test_each_job_has_its_page_in_the_navigation_and_the_readme_links_it(page):
    """One page per job, in mkdocs.yml's nav and linked from the README."""
    assert (ROOT / "docs" / page).is_file()
    assert re.search(rf": {re.escape(page)}$", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    assert f"(docs/{page})" in README


def test_the_site_builds_strictly(tmp_path):
    """`mkdocs build --strict` succeeds: no broken link or anchor, no page left out of the navigation."""
    done = _build(ROOT, tmp_path / "site")
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / "site" / "tutorial" / "index.html").is_file()


@pytest.mark.parametrize("damage", ["[a page](nowhere.md)", "[a section](grade.md#no-such-section)"])
def test_a_broken_link_fails_the_build(tmp_path, damage):
    """The strict build can fail: a link to a missing page or anchor stops it."""
    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "docs", copy / "docs")
    shutil.copy(ROOT / "mkdocs.yml", copy / "mkdocs.yml")
    page = copy / "docs" / "verify.md"
    page.write_text(page.read_text(encoding="utf-8") + f"\nSee {damage}.\n", encoding="utf-8")
    assert _build(copy, tmp_path / "site").returncode != 0


def test_the_tutorial_is_short():
    """A first part in 15 minutes: the tutorial stays a fraction of the reference."""
    tutorial = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
    assert len(tutorial.splitlines()) <= 300
    assert tutorial.count("$ python -m symattn") <= 8


def test_the_readme_states_no_test_count():
    """A count of tests goes stale with the next test; the README gives the time instead."""
    assert not re.search(r"\d[\d,]* (of them|tests)\b", README)


def test_the_check_output_shown_is_the_tool_s():
    """docs/check.md's example prints exactly what `check` prints (a minus sign, not a hyphen)."""
    page = (ROOT / "docs" / "check.md").read_text(encoding="utf-8")
    shown = re.search(r"prints \(exit 1: a step is wrong\):\n\n```text\n(.*?)```", page, re.S).group(1)
    done = subprocess.run([sys.executable, "-m", "symattn", "check", "--part", "average",
                           str(ROOT / "examples" / "writeup.tex")], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 1 and done.stdout == shown


def _run(*argv, cwd=ROOT) -> str:
    done = subprocess.run([sys.executable, "-m", "symattn", *argv], capture_output=True, text=True, cwd=cwd,
                          env={**__import__("os").environ, "SYMATTN_CACHE": ""})
    return done.stdout + done.stderr


@pytest.mark.parametrize("heading, argv", [
    ("### `verify`", ["verify"]),
    ("### `grade`", ["grade", "--part", "average", "--answer",
                     r"Hence we pick $q=\gamma\,(k_a+k_b)$ and let $\gamma\to\infty$."]),
    ("### `check`", ["check", "--part", "average", "examples/writeup.tex"]),
    ("### `render` and `report`", None),
])
def test_the_readme_s_outputs_are_the_tool_s(tmp_path, heading, argv):
    """Each output the README's tour shows is printed by the tool as shown (a line '…' or a trailing '…' stands for
    what is left out): no stale figures."""
    section = README.split(heading)[1].split("\n### ")[0]
    shown = re.search(r"```text\n(.*?)```", section, re.S).group(1).splitlines()
    if argv is None:
        results = tmp_path / "results.json"
        _run("grade", "examples/class.csv", "--out", str(results))
        output = _run("report", str(results), "--out", str(tmp_path / "report"))
    else:
        output = _run(*argv)
    lines = output.splitlines()
    for line in shown:
        if line == "…":
            continue
        assert any(out.startswith(line.rstrip("…").rstrip()) for out in lines), (line, output[-3000:])
