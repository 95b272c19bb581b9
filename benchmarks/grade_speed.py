"""Benchmark: `python -m symattn grade FILE`, process start to exit, on 1,000 distinct `average` answers
and on 10,000 rows drawn from them. Targets (issue 3): ≥ 200 answers/s and ≥ 2,000 rows/s.

    python benchmarks/grade_speed.py [--runs 3]

With --math-verify (and math-verify installed), the same rows are also checked by math-verify against
the reference answer, and its speed and agreement are reported beside ours.
"""

import argparse
import csv
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from answers import labelled  # noqa: E402


def write_rows(path: Path, texts: list[str]):
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["id", "part", "answer"])
        writer.writerows((f"s{i}", "average", text) for i, text in enumerate(texts))


def grade(path: Path, out: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "symattn", "grade", str(path), "--json", "--out", str(out)],
                          capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"grading failed: {done.stderr[:500]}")
    return elapsed


def math_verify_report(texts: list[str], labels: list[bool], ours: list[dict]):
    try:
        from math_verify import parse, verify
    except ImportError:
        print("math-verify: not installed (pip install math-verify) — skipped")
        return
    gold = parse(r"$q = t(k_a + k_b)$")
    start = time.perf_counter()
    theirs = []
    for text in texts:
        try:
            theirs.append(bool(verify(gold, parse(text))))
        except Exception:  # noqa: BLE001 - a third-party checker failing is a 'no'
            theirs.append(False)
    elapsed = time.perf_counter() - start
    agree = sum((row["verdict"] == "correct") == mine for row, mine in zip(ours, theirs))
    right = sum(mine == label for mine, label in zip(theirs, labels))
    print(f"math-verify: {len(texts) / elapsed:.0f} answers/s (in-process, no start-up); right on {right}/{len(texts)}; "
          f"agrees with symattn on {agree}/{len(texts)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--math-verify", action="store_true")
    args = parser.parse_args()
    pairs = labelled(1000)
    distinct, labels = [text for text, _ in pairs], [label for _, label in pairs]
    rows = random.Random(7).choices(distinct, k=10_000)
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        for label, texts, target in (("1,000 distinct answers", distinct, 200), ("10,000 rows", rows, 2000)):
            path, out = folder / "rows.csv", folder / "out.json"
            write_rows(path, texts)
            times = [grade(path, out) for _ in range(args.runs)]
            rate = len(texts) / statistics.median(times)
            verdicts = json.loads(out.read_text(encoding="utf-8"))
            counts = Counter(v["verdict"] for v in verdicts)
            passed = rate >= target and len(verdicts) == len(texts)
            if texts is distinct:
                right = sum((v["verdict"] == "correct") == label for v, label in zip(verdicts, labels))
                print(f"symattn is right on {right}/{len(texts)} labelled answers")
            ok &= passed
            print(f"{label}: median {statistics.median(times):.2f} s → {rate:.0f}/s (target ≥ {target}): "
                  f"{'PASS' if passed else 'FAIL'}; verdicts {dict(sorted(counts.items()))}")
            if args.math_verify and texts is distinct:
                math_verify_report(texts, labels, verdicts)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
