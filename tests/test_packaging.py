"""Packaging: every package directory ships, and so do the derivations (a source checkout would hide a gap)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.compat import tomllib

ROOT = Path(__file__).parent.parent


def test_every_package_is_listed():
    """pyproject's explicit package list names every directory with an __init__.py."""
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "symattn").rglob("__init__.py")}
    assert found <= listed and {"symattn.derivations", "symattn.templates"} <= listed


def test_derivations_ship_as_package_data():
    """The derivations directory is mapped into the package with its TOML files."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert config["package-dir"]["symattn.derivations"] == "derivations"
    assert config["package-data"]["symattn.derivations"] == ["*.toml"]
    assert config["package-dir"]["symattn.templates"] == "templates"
    assert config["package-data"]["symattn.templates"] == ["*.j2"]
    assert sorted(p.name for p in (ROOT / "derivations").glob("*.toml")) == [
        "attention-exploration.toml", "kqv-self-attention.toml", "position-embeddings.toml"]


@pytest.mark.skipif(importlib.util.find_spec("vermin") is None, reason="vermin is not installed (pip install '.[test]')")
def test_the_code_runs_on_python_3_10():
    """vermin finds nothing newer than Python 3.10 in the package, the tests or the benchmarks."""
    done = subprocess.run([sys.executable, "-c", "import sys, vermin; sys.exit(vermin.main())", "--target=3.10-", "--no-tips", "--violations",
                           "symattn", "tests", "benchmarks"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ci_installs_the_tex_the_sheets_need():
    """.ci/run installs exactly the Debian packages the render command names, and poppler for the tests."""
    from symattn.render.pdf import TEX_PACKAGES

    (line,) = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line.startswith("packages=")]
    assert line.split("=", 1)[1].strip('"').split() == TEX_PACKAGES.split() + ["poppler-utils"]


def test_ci_installs_the_browser_and_fails_without_it():
    """.ci/run installs Debian's Chromium and its driver for the browser tests, and runs them as CI (CI=true), where
    a missing browser fails them instead of skipping them."""
    run = (ROOT / ".ci" / "run").read_text()
    (line,) = [line for line in run.splitlines() if line.startswith("browser=")]
    assert line.split("=", 1)[1].strip('"').split() == ["chromium", "chromium-driver"]
    assert "$packages $browser" in run and 'export CI="${CI:-true}"' in run


def test_serve_ships_its_templates_and_static_files():
    """The web app's pages and files are package data of symattn.serve."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    patterns = config["package-data"]["symattn.serve"]
    folder = ROOT / "symattn" / "serve"
    shipped = {p for pattern in patterns for p in folder.glob(pattern)}
    assert shipped == {p for p in folder.rglob("*") if p.is_file() and p.suffix in (".j2", ".css", ".js")} != set()
