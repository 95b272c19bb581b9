"""Benchmark: feedback sheets (PDF) for a class of 300, process start to exit. Target (issue 17): ≤ 120 s.

The class is tests/data/class-200.csv (50 students × 4 parts, names in several scripts) six times over, each copy
with its own ids: 300 students, 1,200 rows. It is graded once (not timed), then

    python -m symattn render --feedback results.json --out FOLDER --pdf

is timed: one LuaLaTeX run for the class, split into the students' PDFs (render/split.py; without poppler's
pdfseparate and pdfunite, one run per student, two at a time).

    python benchmarks/feedback_speed.py [--students 300] [--target 120]
"""

import argparse
import csv
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLASS = Path(__file__).resolve().parent.parent / "tests" / "data" / "class-200.csv"


def write_class(path: Path, students: int):
    rows = list(csv.DictReader(CLASS.open(encoding="utf-8", newline="")))
    per_copy = len({row["id"] for row in rows})
    with path.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, list(rows[0]), lineterminator="\n")
        writer.writeheader()
        for copy in range((students + per_copy - 1) // per_copy):
            for row in rows:
                number = int(row["id"][1:]) + copy * per_copy
                if number <= students:
                    writer.writerow({**row, "id": f"s{number:03d}", "SID": str(2025000 + number)})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=300)
    parser.add_argument("--target", type=float, default=120.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="symattn-feedback-") as folder:
        folder = Path(folder)
        write_class(folder / "class.csv", args.students)
        results = folder / "results.json"
        subprocess.run([sys.executable, "-m", "symattn", "grade", str(folder / "class.csv"), "--out", str(results)],
                       check=True)
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "symattn", "render", "--feedback", str(results), "--out",
                               str(folder / "sheets"), "--pdf"], capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            sys.exit(f"render failed ({done.returncode}): {done.stderr[:500]}")
        pdfs = sorted((folder / "sheets").glob("feedback-*.pdf"))
    verdict = "ok" if elapsed <= args.target else "FAIL"
    print(f"{args.students} students: {len(pdfs)} PDFs (one per student and the class) in {elapsed:.1f} s "
          f"(target ≤ {args.target:g} s): {verdict}")
    return 0 if elapsed <= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
