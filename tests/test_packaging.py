"""Packaging: every package directory ships, and so do the derivations (a source checkout would hide a gap)."""

import tomllib
from pathlib import Path

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
