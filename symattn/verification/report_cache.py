"""verify's reports of parts already checked, on disk under the rubric checks' key: a warm run reads them.

A part's report (each step's status, reason, witness and assumptions, and its rubric checks) depends only on what
the rubric checks depend on (rubric_checks.py): the part's file, the code, and the Python, sympy and mpmath
versions; and on `--deep`. It is stored under a key of all of these, so a changed file or a changed line of code is
a new key and a stored report is never stale. A report that a worker's time or memory limit cut short is never
stored. Only what `verify` prints and writes as JSON is stored: the payloads the answer sheets read (limit cases,
LaTeX) are not, and `report`/`render` never read this cache.
"""

import hashlib
import json
from pathlib import Path

from symattn.engine.results import Status
from symattn.caching import write_atomically
from symattn.verification.atomic import cache_path
from symattn.verification.rubric_checks import RubricCheck, code_fingerprint
from symattn.verification.verify import PartReport, StepReport


class CachedReports:
    """Reports of parts, read from `folder` when stored there; `store` writes one after it is checked."""

    def __init__(self, folder: Path | None, deep: bool = False):
        self.folder = folder
        self.deep = deep
        self.fingerprint = code_fingerprint() if folder is not None else ""

    def read(self, part):
        """The stored report of the part, or None."""
        path = self._path(part)
        if path is None:
            return None
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            steps = tuple(StepReport(s["number"], s["claim"], s["kind"], Status(s["status"]), s["reason"],
                                     s["witness"], assumes=tuple(s["assumes"])) for s in record["steps"])
            rubric = tuple(RubricCheck(c["what"], Status(c["status"]), c["reason"]) for c in record["rubric"])
            return PartReport(part.id, part.file, part.title, part.aliases, Status(record["status"]), steps, rubric)
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def store(self, part, report) -> None:
        path = self._path(part)
        if path is None:
            return
        record = {"status": str(report.status),
                  "steps": [{"number": s.number, "claim": s.claim, "kind": str(s.kind), "status": str(s.status),
                             "reason": s.reason, "witness": s.witness, "assumes": list(s.assumes)}
                            for s in report.steps],
                  "rubric": [{"what": c.what, "status": str(c.status), "reason": c.reason} for c in report.rubric]}
        write_atomically(path, json.dumps(record, ensure_ascii=False))

    def _path(self, part) -> Path | None:
        return cache_path(self.folder, part, "report", self.fingerprint, self.deep)
