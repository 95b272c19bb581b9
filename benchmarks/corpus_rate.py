"""Benchmark: the generated corpus (benchmarks/answer_corpus.py) graded by symattn, its right-verdict rate by class.

    python benchmarks/corpus_rate.py FAILURES.txt [--count 6000] [--seed 14] [--examples 4]
    python benchmarks/corpus_rate.py --record-known tests/data/corpus-known-false-correct.json

Grades in-process (grade_answer with one memo per part: no process start per answer) and prints the
right-verdict rate overall and by each axis of the composition, the precision of the verdicts given as
`correct` and as `incorrect`, and the count of false `correct` (wrong answers graded correct). Writes the
failing cases to FAILURES.txt, grouped by class (part / phrase / mood), largest class first, each with
the label expected, the verdict and the feedback symattn gave.

--record-known grades the CI sample (answer_corpus.sample()) instead and writes the cases in it that are
graded `correct` but are not: tests/test_corpus.py fails on any false `correct` not in that file, and on any
in it that is now graded right (then record again, so the list only shrinks).
"""

import argparse
import json
import signal
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.answer_corpus import SAMPLE_COUNT, SAMPLE_SEED, corpus, sample  # noqa: E402
from symattn.grading.grade import grade_answer  # noqa: E402
from symattn.grading.memo import Memo  # noqa: E402
from symattn.spec.catalogue import load_parts  # noqa: E402

TABLE_AXES = ("part", "form-right", "style", "language", "phrase", "direction", "mood", "variant", "second",
              "notation", "spelling", "heads", "relation", "prose", "distractor", "scale")
FAILURE_CLASS = "mood / phrase (for two directions that contradict: the second one)"
TIME_LIMIT = 3  # seconds of CPU time per answer (a loaded machine does not change it); `grade` itself stops a
# worker after 120 s of CPU time and says "timed out": a case over this limit is counted a `timeout`


class _TimeUp(Exception):
    pass


def _time_up(*_):
    raise _TimeUp


def grade_all(cases: list, time_limit: int = TIME_LIMIT) -> list:
    """(case, verdict, feedback) for every case, graded in-process; an answer that takes longer than
    `time_limit` seconds of CPU time is a `timeout` (what `grade` reports as error, "timed out"), an exception
    a `crash`."""
    parts = {part.id: part for part in load_parts([])}
    memos = defaultdict(Memo)
    graded = []
    previous = signal.signal(signal.SIGPROF, _time_up)
    try:
        for case in cases:
            signal.setitimer(signal.ITIMER_PROF, time_limit)
            try:
                verdict = grade_answer(parts[case.part], case.text, memo=memos[case.part])
                graded.append((case, str(verdict.verdict), verdict.feedback))
            except _TimeUp:
                memos.pop(case.part, None)  # a memo interrupted half-way is not trusted
                graded.append((case, "timeout", f"took more than {time_limit} s of CPU time"))
            except Exception as crash:  # noqa: BLE001 - an internal error is a result to count, not a stop
                graded.append((case, "crash", f"{type(crash).__name__}: {crash}"))
            finally:
                signal.setitimer(signal.ITIMER_PROF, 0)
    finally:
        signal.signal(signal.SIGPROF, previous)
    return graded


def rate(rows: list) -> str:
    right = sum(case.right(verdict) for case, verdict, _ in rows)
    return f"{right}/{len(rows)} = {100 * right / len(rows):.1f} %" if rows else "—"


def summary(graded: list) -> list:
    lines = [f"overall right verdicts: {rate(graded)}"]
    for given in ("correct", "incorrect"):
        rows = [(case, verdict) for case, verdict, _ in graded if verdict == given]
        right = sum(case.right(given) for case, _ in rows)
        lines.append(f"precision of `{given}` verdicts: {right}/{len(rows)}"
                     + (f" = {100 * right / len(rows):.2f} %" if rows else ""))
    false_correct = [case for case, verdict, _ in graded if verdict == "correct" and case.label != "correct"]
    lines.append(f"false `correct` (a wrong or review answer graded correct): {len(false_correct)}")
    lines.append(f"internal errors (crashes): {sum(verdict == 'crash' for _, verdict, _ in graded)}; "
                 f"timeouts: {sum(verdict == 'timeout' for _, verdict, _ in graded)}")
    lines.append("labels: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(c.label for c, _, _ in graded).items())))
    lines.append("verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(v for _, v, _ in graded).items())))
    for axis in TABLE_AXES:
        groups = defaultdict(list)
        for row in graded:
            groups[row[0].axis[axis]].append(row)
        lines.append(f"\nby {axis}:")
        for value, rows in sorted(groups.items(), key=lambda item: sum(c.right(v) for c, v, _ in item[1]) / len(item[1])):
            lines.append(f"  {value:<40} {rate(rows)}")
    return lines


def failure_class(case) -> str:
    """The class a failing case is listed under: its mood and its direction phrase; for two directions that
    contradict, the second (the one a reader misses)."""
    axis = case.axis
    if axis["mood"] == "contradiction":
        return f"mood=contradiction / second={axis['second']}"
    return f"mood={axis['mood']} / phrase={axis['phrase']}"


def _example(case, verdict: str, feedback: str) -> list:
    return [f"  [{case.id}] {case.part}: expected {case.label}, got {verdict}; "
            + " ".join(f"{a}={case.axis[a]}" for a in ("form", "scale", "notation", "distractor")),
            f"    answer:   {case.text}",
            "    feedback: " + feedback.replace("\n", "\n              ")]


def failures(graded: list, examples: int) -> list:
    false_correct = [row for row in graded if row[1] == "correct" and row[0].label != "correct"]
    lines = [f"=== every false `correct` ({len(false_correct)})"]
    for row in false_correct:
        lines += _example(*row)
    lines.append("")
    groups = defaultdict(list)
    for case, verdict, feedback in graded:
        if not case.right(verdict):
            groups[failure_class(case)].append((case, verdict, feedback))
    for name, rows in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
        outcomes = Counter(f"{case.label}→{verdict}" for case, verdict, _ in rows)
        lines.append(f"=== {name}: {len(rows)} failing ({', '.join(f'{k} ×{v}' for k, v in outcomes.most_common())})")
        for row in rows[:examples]:
            lines += _example(*row)
        lines.append("")
    return lines


def false_corrects(graded: list) -> list:
    """The cases graded `correct` whose label is not."""
    return [(case, feedback) for case, verdict, feedback in graded if verdict == "correct" and case.label != "correct"]


def record_known(path: Path):
    graded = grade_all(sample())
    known = [{"key": case.key, "class": failure_class(case), "label": case.label, "text": case.text}
             for case, _ in false_corrects(graded)]
    right = sum(case.right(verdict) for case, verdict, _ in graded)
    path.write_text(json.dumps({"sample": {"count": SAMPLE_COUNT, "seed": SAMPLE_SEED},
                                "right_verdicts": f"{right}/{len(graded)}", "false_correct": known},
                               ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    timeouts = sum(verdict == "timeout" for _, verdict, _ in graded)
    print(f"sample: {right}/{len(graded)} right verdicts ({timeouts} timeouts); {len(known)} false `correct` "
          f"recorded in {path}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("failures", type=Path, nargs="?", help="where to write the failing cases, grouped by class")
    parser.add_argument("--record-known", type=Path, help="grade the CI sample and record its false `correct`s here")
    parser.add_argument("--count", type=int, default=6000)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--examples", type=int, default=4, help="examples written per failing class")
    args = parser.parse_args(argv)
    if args.record_known:
        return record_known(args.record_known)
    if args.failures is None:
        parser.error("name the file for the failing cases (or give --record-known)")
    cases = corpus(args.count, args.seed)
    start = time.perf_counter()
    graded = grade_all(cases)
    elapsed = time.perf_counter() - start
    lines = summary(graded)
    print("\n".join(lines))
    print(f"\n{len(cases)} cases graded in {elapsed:.1f} s")
    header = [f"Generated corpus: {len(cases)} cases (seed {args.seed}), benchmarks/answer_corpus.py; "
              f"failing cases grouped by {FAILURE_CLASS}, largest class first.", ""] + lines + [""]
    args.failures.write_text("\n".join(header + ["", "FAILING CASES", ""] + failures(graded, args.examples)) + "\n",
                             encoding="utf-8")
    print(f"failing cases written to {args.failures}")


if __name__ == "__main__":
    main()
