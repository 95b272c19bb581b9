"""serve's worker pool: single-use workers forked ahead, short checks beside long ones, shortest expected first, a
bounded queue, and the limits that stop runaway work."""

import os
import threading
import time

import pytest

from symattn.serve.pool import SHORT_SECONDS, Busy, Pool
from symattn.workers import Limits

REHEARSED = []  # set in a worker by its rehearsal, read by its task


def _work(task):
    kind, value = task
    if kind == "sleep":
        time.sleep(value)
        return ("slept", time.monotonic())
    if kind == "started":
        return ("started", time.monotonic(), value)
    if kind == "pid":
        return os.getpid()
    if kind == "spin":
        return 3 ** (10**8) % 7  # C-level big-integer arithmetic: only RLIMIT_CPU stops it
    if kind == "huge":
        return len(bytearray(8 * 1024**3))
    if kind == "rehearsed":
        return list(REHEARSED)
    return value


def _rehearse():
    REHEARSED.append("done")


@pytest.fixture
def pool():
    made = []

    def make(size=1, waiting=8, wait_seconds=30.0, rehearse=None):
        made.append(Pool(_work, size, waiting, wait_seconds, rehearse, memory_bytes=1024**3))
        return made[-1]

    yield make
    for each in made:
        each.close()


def _in_thread(pool, task, expected, limits=Limits(), into=None):
    def run():
        try:
            into.append(pool.run(task, limits, expected))
        except Busy as error:
            into.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    return thread


@pytest.mark.parametrize("expected, order", [
    ([0.9, 0.3, 0.5], [0.3, 0.5, 0.9]),
    ([2.0, 1.0, 0.5], [0.5, 1.0, 2.0]),
    ([0.4, 0.4, 3.0], [0.4, 0.4, 3.0]),
])
def test_waiting_long_checks_start_shortest_expected_first(pool, expected, order):
    """One long worker busy; the long checks that wait start in order of arrival plus three times their expected
    time, not of arrival alone."""
    workers, results = pool(size=1), []
    blocker = _in_thread(workers, ("sleep", 1.0), 5.0, into=results)
    time.sleep(0.3)  # the blocker runs
    threads = []
    for value in expected:
        threads.append(_in_thread(workers, ("started", value), value, into=results))
        time.sleep(0.02)
    for thread in [blocker] + threads:
        thread.join()
    started = sorted((r for r in results if r[0] == "started"), key=lambda r: r[1])
    assert [value for _, _, value in started] == order


@pytest.mark.parametrize("short", [0.01, 0.1, SHORT_SECONDS])
def test_a_short_check_never_waits_for_long_ones(pool, short):
    """Every long worker is busy for 2 s; a short check runs beside them at once."""
    workers, results = pool(size=1), []
    blocker = _in_thread(workers, ("sleep", 2.0), 5.0, into=results)
    time.sleep(0.3)
    begin = time.monotonic()
    assert workers.run(("value", "short"), Limits(), short) == "short"
    assert time.monotonic() - begin < 1.5
    blocker.join()


@pytest.mark.parametrize("waiting, wait_seconds, extra, refused", [
    (1, 30.0, 2, ["the queue is full: 1 checks wait for 1 workers"]),  # one may wait; the second is told at once
    (2, 30.0, 3, ["the queue is full: 2 checks wait for 1 workers"]),
    (4, 0.3, 2, ["no worker was free for 0.3 s"] * 2),  # room to wait, but not for long
])
def test_the_queue_is_bounded_in_length_and_time(pool, waiting, wait_seconds, extra, refused):
    workers, results = pool(size=1, waiting=waiting, wait_seconds=wait_seconds), []
    blocker = _in_thread(workers, ("sleep", 1.5), 5.0, into=results)
    time.sleep(0.3)
    threads = []
    for i in range(extra):
        threads.append(_in_thread(workers, ("value", i), 1.0, into=results))
        time.sleep(0.05)
    for thread in [blocker] + threads:
        thread.join()
    assert [str(r) for r in results if isinstance(r, Busy)] == refused


@pytest.mark.parametrize("task, limits, expected", [
    (("spin", None), Limits(cpu_seconds=1), ("error", "timed out (CPU-time limit)")),
    (("sleep", 30), Limits(cpu_seconds=5, wall_seconds=1.0), ("error", "timed out after 1 s")),
    (("huge", None), Limits(), ("error", "the grader ran out of memory on this answer")),
])
def test_runaway_work_is_stopped(pool, task, limits, expected):
    """The CPU-time limit stops C-level arithmetic, the wall clock a sleeper, the memory limit a huge allocation;
    the pool goes on."""
    workers = pool(size=1)
    assert workers.run(task, limits, 1.0) == expected
    assert workers.run(("value", "next"), Limits(), 1.0) == "next"


@pytest.mark.parametrize("checks", [2, 3, 5])
def test_each_check_has_a_process_of_its_own(pool, checks):
    """Single-use workers: no two checks share a process, and none runs in the server."""
    workers = pool(size=2)
    pids = [workers.run(("pid", None), Limits(), 0.05) for _ in range(checks)]
    assert len(set(pids)) == checks and os.getpid() not in pids


@pytest.mark.parametrize("rehearse, expected", [
    (_rehearse, ["done"]),
    (None, []),
    (lambda: 1 / 0, []),  # a rehearsal that fails leaves the worker as it was
])
def test_a_spare_rehearses_before_its_check(pool, rehearse, expected):
    workers = pool(size=1, rehearse=rehearse)
    workers.start()
    deadline = time.monotonic() + 30
    while not workers.spares and time.monotonic() < deadline:  # the keeper forks the spare, which rehearses
        time.sleep(0.05)
    assert workers.run(("rehearsed", None), Limits(), 0.05) == expected
