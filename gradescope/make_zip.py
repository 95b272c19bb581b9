"""Build autograder.zip from the working tree, as it is now (uncommitted rubric edits included), git or not.

Gradescope wants setup.sh and run_autograder at the zip's root; the rest is what `pip install` and grading
need: the package, the derivations and rubrics, the templates, pyproject.toml, README.md and this folder.
Tests, benchmarks, docs and images stay out. Entries are sorted and dated 1980-01-01, so the same tree gives
the same zip. Prints every file that went in.
"""

import stat
import sys
import zipfile
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
INCLUDED = ("pyproject.toml", "README.md", "symattn", "derivations", "templates", "gradescope")
AT_ROOT = {"gradescope/setup.sh": "setup.sh", "gradescope/run_autograder": "run_autograder"}
LEFT_OUT = {"__pycache__", ".pytest_cache", ".hypothesis", ".venv"}
SUFFIXES_LEFT_OUT = {".pyc", ".pyo", ".png", ".pdf", ".zip"}
EXECUTABLE = {"setup.sh", "run_autograder", "gradescope/setup.sh", "gradescope/run_autograder",
              "gradescope/make_zip.sh"}


def files(repository: Path = REPOSITORY) -> list:
    """(path in the zip, file on disk), sorted."""
    chosen = []
    for name in INCLUDED:
        path = repository / name
        candidates = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        for file in candidates:
            relative = file.relative_to(repository)
            if LEFT_OUT & set(relative.parts) or file.suffix in SUFFIXES_LEFT_OUT or file.name.endswith("~"):
                continue
            chosen.append((relative.as_posix(), file))
    chosen += [(root_name, repository / source) for source, root_name in AT_ROOT.items()]
    return sorted(chosen)


def build(out: Path, repository: Path = REPOSITORY) -> list:
    entries = files(repository)
    missing = [name for name in ("pyproject.toml", "symattn", "derivations", "templates")
               if not (repository / name).exists()]
    if missing:
        raise SystemExit(f"make_zip: {repository} is not a symattn source tree (no {', '.join(missing)})")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, file in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            mode = 0o755 if name in EXECUTABLE else 0o644
            info.external_attr = (stat.S_IFREG | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, file.read_bytes())
    return entries


def main(argv: list) -> int:
    out = Path(argv[0] if argv else "autograder.zip").resolve()
    entries = build(out)
    for name, file in entries:
        print(f"{file.stat().st_size:>9}  {name}")
    print(f"wrote {out}: {len(entries)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
