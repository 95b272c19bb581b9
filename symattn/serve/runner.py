"""Grade an answer or check a write-up for the self-check page: the `grade` and `check` paths, bounded.

Each request runs in its own worker process (serve/pool.py over symattn/workers.py: CPU-time, memory and
wall-clock limits), forked from the server after the grading code is imported, the parts loaded and each part's own
answer graded and checked (`warm`), so that nothing a student types outlives its request and no request pays for
imports, part files or sympy's first calls. The worker grades against the parts the server loaded (reading the
part files again for each answer took 40 ms of the server's one interpreter) and builds the page's data itself
(serve/shown.py), so that the server only passes bytes. A write-up is graded and checked in one worker.
"""

import os
import time
from dataclasses import replace

from symattn.errors import NotationError
from symattn.grading.batch import verdict_from
from symattn.grading.grade import grade_answer
from symattn.grading.memo import Memo
from symattn.grading.score import GradeOptions
from symattn.language.document import MAX_SUBMISSION
from symattn.serve.pool import Pool
from symattn.serve.shown import Checked, shown_result
from symattn.spec.catalogue import by_name, load_parts, lookup
from symattn.steps.check import CheckOptions, check_writeup
from symattn.workers import Limits

WAITING_PER_WORKER = 8  # checks that may wait for a worker, per worker, before the page says "busy"
# A check's expected seconds, for the order in which waiting checks are admitted (serve/pool.py): only the order
# matters, so a rough line through this machine's figures does (an answer 20-80 ms; the 40-step write-up of
# benchmarks/check_speed.py, 1,416 characters, about 0.9 s; a 150-character one, 0.1 s).
ANSWER_SECONDS, WRITEUP_SECONDS_PER_CHARACTER = 0.05, 0.0006

VERDICT = "verdict"  # a task that asks for the bare Verdict, not the page's data


def cores() -> int:
    """The processors this process may run on: grading is CPU-bound, so one worker each is the useful most."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def expected_seconds(text: str, writeup: bool) -> float:
    return ANSWER_SECONDS + (WRITEUP_SECONDS_PER_CHARACTER * len(text) if writeup else 0.0)


class Runner:
    def __init__(self, derivations=(), workers: int | None = None, timeout: int = 10, queue_seconds: float = 60.0):
        self.derivations = tuple(derivations)
        self.parts = load_parts([], self.derivations)
        self.index = by_name(self.parts)
        self.limits = Limits(cpu_seconds=timeout, wall_seconds=3.0 * timeout)
        # a write-up is graded and checked in one worker: the time of both
        self.writeup_limits = Limits(cpu_seconds=2 * timeout, wall_seconds=6.0 * timeout)
        self.workers = workers or cores()
        self.pool = Pool(self._check, self.workers, WAITING_PER_WORKER * self.workers, queue_seconds, self._rehearse)

    def warm(self, budget: float = 20.0) -> tuple:
        """Grade each graded part's own answer and check it as a write-up, in this process, so that the workers
        forked from it start with sympy's caches filled; at most `budget` seconds (a course's slow part is left
        cold rather than delay the server), and a part that fails to grade is skipped (verify reports it). Returns
        the ids of the parts warmed."""
        from symattn.errors import SymattnError
        from symattn.grading.course import reference_answer, reference_writeup

        stop, warmed = time.monotonic() + budget, []
        for part in self.parts:
            if part.rubric is None or time.monotonic() > stop:
                continue
            try:
                text = reference_writeup(part) if hasattr(part.rubric, "facts") else reference_answer(part)
                shown_result(Checked(*_graded_and_checked(part, text)))  # the page's MathML printer too
            except (SymattnError, RecursionError, ValueError):
                continue
            warmed.append(part.id)
        return tuple(warmed)

    def start(self):
        """Fork the workers' spares: call once warm (the first check does it otherwise)."""
        self.pool.start()

    def part(self, name: str):
        return lookup(self.index, name or "")

    def run(self, part_name: str, text: str, writeup: bool) -> dict:
        """The page's data for `text` graded (and its steps checked when it is a write-up); blocks until a worker
        is free, or raises pool.Busy."""
        part = self.part(part_name)
        if part is None or len(text) > MAX_SUBMISSION:
            raise ValueError("the caller bounds the part and the text")
        limits = self.writeup_limits if writeup else self.limits
        done = self.pool.run((part.id, text, writeup), limits, expected_seconds(text, writeup))
        if isinstance(done, dict):
            return done
        # the worker was stopped (time or memory): the page says so, as grade's row would
        max_score = part.rubric.max_score if part.rubric else float(part.points)
        problem = f"the steps could not be checked: {done[1]}" if writeup else ""
        return shown_result(Checked(verdict_from(done, part.id, max_score), problem=problem))

    def verdict(self, part_name: str, text: str):
        """The Verdict of `text` graded as an answer, in a bounded worker (the desk re-grades a moved answer so)."""
        part = self.part(part_name)
        if part is None or len(text) > MAX_SUBMISSION:
            raise ValueError("the caller bounds the part and the text")
        done = self.pool.run((part.id, text, VERDICT), self.limits, expected_seconds(text, False))
        if isinstance(done, dict):
            return done["verdict_object"]
        return verdict_from(done, part.id, part.rubric.max_score if part.rubric else float(part.points))

    def _check(self, task) -> dict:
        """In the worker: the page's data for one check (or the bare verdict, for the desk)."""
        part_id, text, writeup = task
        part = self.index[part_id]
        if writeup == VERDICT:
            return {"verdict_object": replace(grade_answer(part, text, GradeOptions(), Memo()), id="")}
        if writeup:
            return shown_result(Checked(*_graded_and_checked(part, text)))
        return shown_result(Checked(replace(grade_answer(part, text, GradeOptions(), Memo()), id="")))

    def _rehearse(self):
        """In a spare worker, before its task: one check of a graded part's own answer, so that the pages a check
        writes are the worker's own before the student's check comes (its time is not the student's)."""
        from symattn.grading.course import reference_answer

        part = next((p for p in self.parts if p.rubric is not None and not hasattr(p.rubric, "facts")), None)
        if part is not None:
            self._check((part.id, reference_answer(part), False))

    def close(self):
        self.pool.close()


def _graded_and_checked(part, text: str) -> tuple:
    """(verdict, the steps' report or None, why the steps could not be checked)."""
    verdict = replace(grade_answer(part, text, GradeOptions(), Memo()), id="")
    try:
        return verdict, check_writeup(part, text, CheckOptions()), ""
    except NotationError as error:
        return verdict, None, str(error)
