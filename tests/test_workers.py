"""Worker processes: a CPU-time limit that stops C-level arithmetic, a memory limit, order kept."""

from symattn.workers import Limits, run_all


def _work(task):
    if task == "slow":
        return 3 ** (10**8) % 7  # C-level big-integer arithmetic: SIGALRM could not stop it
    if task == "huge":
        return len(bytearray(8 * 1024**3))
    return task.upper()


def test_runaway_answers_are_stopped_and_the_batch_goes_on():
    """The slow task hits the CPU limit, the huge one the memory limit; the others are graded."""
    results = run_all(_work, ["a", "slow", "b", "huge", "c"], 2, Limits(cpu_seconds=1, memory_bytes=1024**3))
    assert results == ["A", ("error", "timed out (CPU-time limit)"), "B",
                       ("error", "the grader ran out of memory on this answer"), "C"]


def test_wall_clock_backstop():
    """A worker that sleeps past the wall-clock budget is killed."""
    import time

    results = run_all(lambda task: time.sleep(30) if task == "sleep" else task, ["x", "sleep"], 1,
                      Limits(cpu_seconds=5, wall_seconds=1.0))
    assert results == ["x", ("error", "timed out after 1 s")]


def test_an_internal_error_is_one_error_row():
    """An exception while grading one answer is reported for that answer; the worker goes on."""
    def work(task):
        if task == "bad":
            raise KeyError("oops")
        return task

    assert run_all(work, ["a", "bad", "b"], 1, Limits()) == ["a", ("error", "internal error (KeyError: 'oops'); "
                                                                          "needs manual review"), "b"]
