"""Run independent tasks in worker processes under CPU-time and memory limits that really stop runaway work.

Grading uses them for untrusted answers, verify for the parts (both cores, forked after the imports).

SIGALRM cannot interrupt sympy's big-integer arithmetic (it runs in C), so each
worker is a forked process: RLIMIT_CPU makes the kernel send SIGXCPU, whose
default action ends the process wherever it is, and RLIMIT_AS bounds memory.
The parent also kills a worker that exceeds a wall-clock budget. A dead worker
costs one answer ("error: timed out") and is replaced; the batch goes on.
"""

import os
import pickle
import resource
import select
import signal
import struct
import threading
import time
from dataclasses import dataclass


HEADER = struct.Struct("<I")
# One fork at a time: a fork from another thread between this fork and the parent's closing of the child's pipe ends
# would copy them into that other worker, and a worker that died would then never read as closed (EOF).
FORKING = threading.Lock()


@dataclass(frozen=True)
class Limits:
    cpu_seconds: int = 10
    memory_bytes: int = 3 * 1024**3
    wall_seconds: float = 30.0


class Worker:
    def __init__(self, function, limits: Limits, prepare=None):
        """`prepare`, when given, runs in the new process before it reads its first task (serve's spares rehearse
        a check there: see serve/pool.py); its time is not counted against a task's CPU-time limit."""
        with FORKING:
            task_read, self.task_write = os.pipe()
            self.result_read, result_write = os.pipe()
            self.pid = os.fork()
            if self.pid == 0:
                # The child must never return into the parent's code (a forked copy of it): always _exit.
                try:
                    os.close(self.task_write)
                    os.close(self.result_read)
                    _serve(function, limits, task_read, result_write, prepare)
                finally:
                    os._exit(70)
            os.close(task_read)
            os.close(result_write)
        self.limits = limits
        self.task = None
        self.started = 0.0
        self.buffer = b""
        self.status = None  # the exit status, once reaped

    def send(self, index: int, task, cpu_seconds: int | None = None):
        """Give the worker a task, with its own CPU-time limit (the worker's by default)."""
        self.task, self.started = index, time.monotonic()
        payload = pickle.dumps((cpu_seconds or self.limits.cpu_seconds, task))
        os.write(self.task_write, HEADER.pack(len(payload)) + payload)

    def receive(self):
        """A complete (index, pickled result), None when more bytes are needed, or raises EOFError. The caller
        unpickles it after giving the worker its next task, so the worker does not wait while it does."""
        chunk = os.read(self.result_read, 1 << 16)
        if not chunk:
            raise EOFError
        self.buffer += chunk
        if len(self.buffer) < HEADER.size:
            return None
        (size,) = HEADER.unpack_from(self.buffer)
        if len(self.buffer) < HEADER.size + size:
            return None
        payload, self.buffer = self.buffer[HEADER.size:HEADER.size + size], self.buffer[HEADER.size + size:]
        return self.task, payload

    def wait(self, wall_seconds: float):
        """This worker's one result, or ("error", reason) when it died or overran `wall_seconds` from its task."""
        while True:
            left = self.started + wall_seconds - time.monotonic()
            ready, _, _ = select.select([self.result_read], [], [], max(0.0, left))
            if not ready:
                self.stop(kill=True)
                return ("error", f"timed out after {wall_seconds:g} s")
            try:
                received = self.receive()
            except EOFError:
                return ("error", _death_reason(self.stop()))
            if received is not None:
                return pickle.loads(received[1])

    def stop(self, kill: bool = False):
        """Close the pipes and reap the process (killed first with `kill`); once only: later calls return the status."""
        if self.status is not None:
            return self.status
        for fd in (self.task_write, self.result_read):
            try:
                os.close(fd)
            except OSError:
                pass
        if kill:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        _, self.status = os.waitpid(self.pid, 0)
        return self.status


def _serve(function, limits: Limits, task_read: int, result_write: int, prepare=None):
    """The worker loop: read a task, grade it under the limits, write the result."""
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, resource.getrlimit(resource.RLIMIT_AS)[1]))
    except (ValueError, OSError):
        pass
    if prepare is not None:
        try:
            prepare()
        except Exception:  # noqa: BLE001 - an unprepared worker is slower, not wrong
            pass
    hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
    with os.fdopen(task_read, "rb", buffering=0) as tasks, os.fdopen(result_write, "wb", buffering=0) as results:
        while True:
            header = _read_exactly(tasks, HEADER.size)
            if header is None:
                os._exit(0)
            cpu_seconds, task = pickle.loads(_read_exactly(tasks, HEADER.unpack(header)[0]))
            used = resource.getrusage(resource.RUSAGE_SELF)
            budget = int(used.ru_utime + used.ru_stime) + 1 + cpu_seconds
            if hard == resource.RLIM_INFINITY or budget < hard:
                resource.setrlimit(resource.RLIMIT_CPU, (budget, hard))
            try:
                result = function(task)
            except MemoryError:
                result = ("error", "the grader ran out of memory on this answer")
            except RecursionError:
                result = ("error", "the answer is nested too deeply")
            except Exception as error:  # noqa: BLE001 - one answer's internal error must not stop the batch
                result = ("error", f"internal error ({type(error).__name__}: {error}); needs manual review")
            payload = pickle.dumps(result)
            results.write(HEADER.pack(len(payload)) + payload)


def _read_exactly(stream, size: int):
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def run_all(function, tasks: list, workers: int = 2, limits: Limits = Limits(), progress=None) -> list:
    """[function(task)] in order; a task whose worker dies or overruns gets ("error", reason)."""
    results: dict = {}
    pending = list(range(len(tasks)))[::-1]
    pool = [Worker(function, limits) for _ in range(min(workers, len(tasks)))]
    try:
        while len(results) < len(tasks):
            for worker in pool:
                if worker.task is None and pending:
                    worker.send(pending[-1], tasks[pending.pop()])
            busy = [w for w in pool if w.task is not None]
            deadline = min(w.started for w in busy) + limits.wall_seconds
            ready, _, _ = select.select([w.result_read for w in busy], [], [], max(0.0, deadline - time.monotonic()))
            arrived = []  # unpickled once every ready worker has its next task
            for worker in busy:
                if worker.result_read in ready:
                    try:
                        received = worker.receive()
                    except EOFError:
                        status = worker.stop()
                        results[worker.task] = ("error", _death_reason(status))
                        pool[pool.index(worker)] = Worker(function, limits)
                        continue
                    if received is not None:
                        worker.task = None
                        if pending:
                            worker.send(pending[-1], tasks[pending.pop()])
                        arrived.append(received)
                elif time.monotonic() - worker.started > limits.wall_seconds:
                    worker.stop(kill=True)
                    results[worker.task] = ("error", f"timed out after {limits.wall_seconds:g} s")
                    pool[pool.index(worker)] = Worker(function, limits)
            for index, payload in arrived:
                results[index] = pickle.loads(payload)
            if progress is not None:
                progress(len(results), len(tasks))
    finally:
        for worker in pool:
            worker.stop(kill=True)
    return [results[i] for i in range(len(tasks))]


def _death_reason(status: int) -> str:
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGXCPU:
        return "timed out (CPU-time limit)"
    if os.WIFSIGNALED(status):
        return f"the grader stopped on this answer (signal {os.WTERMSIG(status)})"
    return "the grader stopped on this answer"
