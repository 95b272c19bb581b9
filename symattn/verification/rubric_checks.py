"""The rubric's own checks in a verify report, and a cache of them on disk keyed by everything they depend on.

Grading a part's reference answer needs the whole grading layer (its import alone is a fifth of `import sympy`),
so `verify` would be much slower if it graded every part on every run. Its result depends only on the part's file,
the code and the Python, sympy and mpmath versions: it is stored under that key (a SHA-256 of the file's bytes, the part's
id and the size and modification time of every source file of the package), and a run whose key is stored reads
it instead of grading. A changed derivation file or a changed line of code is a new key, so a stored result is
never stale; a cache that cannot be written is only slower.
"""

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from symattn.caching import write_atomically
from symattn.engine.results import Status
from symattn.verification.atomic import cache_path


@dataclass(frozen=True)
class RubricCheck:
    """One check of a part's rubric: what was checked, its status (proved or failed) and the reason."""

    what: str  # "rubric: answer", "rubric: vocabulary", "rubric: criterion 'target'", "answer" (a hand-graded part's)
    status: Status
    reason: str


def code_fingerprint() -> str:
    """What the checks' code is: every source file's name, size and modification time, and the versions of Python,
    sympy and mpmath (sympy's numerics)."""
    import mpmath
    import sympy

    package = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(f"{sys.version}|{sympy.__version__}|{mpmath.__version__}".encode())
    for path in sorted(package.rglob("*.py")):
        stat = path.stat()
        digest.update(f"{path.relative_to(package)}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


# Set by the command line (symattn/__main__.py): imports what checking a rubric needs (the grading layer, above this
# one). `verify` calls it before forking its workers when some part's checks are not stored, so that the two
# workers share one import instead of making one each. None: a worker imports it when it first checks a rubric.
before_checking = None


class CachedChecks:
    """A part's rubric checks, read from the cache when stored there, else computed by `check` and stored."""

    def __init__(self, check, folder: Path | None = None):
        self.check = check
        self.folder = folder
        self.fingerprint = code_fingerprint() if folder is not None else ""

    def __call__(self, part) -> tuple:
        if part.rubric is None and not part.answer.strip():
            return ()
        path = self._path(part)
        stored = _read(path) if path is not None else None
        if stored is not None:
            return stored
        checks = tuple(self.check(part))
        if path is not None:
            _write(path, checks)
        return checks

    def prepare(self, parts):
        """Before the workers fork: import what the checks need when some part's checks are not stored."""
        if before_checking is not None and any(self._to_check(part) for part in parts):
            before_checking()

    def _to_check(self, part) -> bool:
        if part.rubric is None and not part.answer.strip():
            return False
        path = self._path(part)
        return path is None or not path.is_file()

    def _path(self, part) -> Path | None:
        return cache_path(self.folder, part, "rubric", self.fingerprint)


def _read(path: Path):
    try:
        records = json.loads(path.read_text(encoding="utf-8"))
        return tuple(RubricCheck(r["what"], Status(r["status"]), r["reason"]) for r in records)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write(path: Path, checks: tuple):
    records = [{"what": c.what, "status": str(c.status), "reason": c.reason} for c in checks]
    write_atomically(path, json.dumps(records, ensure_ascii=False))
