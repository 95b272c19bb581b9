"""serve's workers: single-use processes forked ahead of the requests, admitted shortest-expected-first from a
bounded queue.

- **Single-use.** Each request runs in a worker process of its own (symattn/workers.py: CPU-time and memory limits
  that stop C-level arithmetic, and a wall-clock backstop), forked from the warm server and killed once it has
  answered: nothing a student types outlives its request, and a worker that one answer drove to its limits never
  grades another.
- **Forked ahead, and rehearsed.** Forking the server (about 90 MB, with its threads) and reaping the worker after
  cost 10 to 40 ms a request on a loaded machine, as much as grading a short answer; and a fresh fork's first check
  copies the pages it writes (2,500 page faults for a short answer: half of its 30 ms). A keeper thread keeps a spare
  for every check that may run at once (`2 × size`), each of which runs `rehearse` (a check of the staff's own
  answer) before it waits for its task, and reaps the used workers; so a request finds its worker forked and its
  pages its own already (or forks one itself when the keeper is behind). The keeper replaces a spare when its check
  has answered, not when it starts: a fork and a rehearsal beside a check that has just started slowed it.
- **Short checks beside long ones.** Grading is CPU-bound, so at most `size` (one per core) long checks run at once
  (a write-up expected to take more than `SHORT_SECONDS`), and at most `size` short ones (an answer, a short
  write-up), each in a lane of its own. A short check therefore never waits for two 40-step write-ups to finish
  (a second's wait is 20 times a 50 ms answer): it shares a core with them for its few milliseconds, as the
  operating system shares it, and they lose as little.
- **Shortest expected first.** In each lane the checks that wait are admitted in order of their rank, when they
  came plus three times their expected time (`expected`): a 150-character write-up passes a 40-step one that came
  a moment before it, while a long write-up, whose rank still grows only with time, cannot be passed forever.
- **Bounded.** At most `waiting` checks wait in a lane, each at most `wait_seconds`; beyond that `Busy` is raised at
  once, and the page says so, rather than a queue that grows without end in a deadline hour.
"""

import heapq
import itertools
import threading
import time
from dataclasses import dataclass, field

from symattn.workers import Limits, Worker

SLOWDOWN = 3.0  # a waiting request's rank: its arrival plus this many times its expected time
SHORT_SECONDS = 0.25  # a check expected to take longer is a long one


@dataclass
class Lane:
    free: int  # checks that may start now
    queue: list = field(default_factory=list)  # heap of (rank, ticket)


class Busy(Exception):
    """Every worker is busy and the queue is full, or a request waited longer than a student should."""


class Pool:
    def __init__(self, function, size: int, waiting: int, wait_seconds: float, rehearse=None,
                 memory_bytes: int = Limits().memory_bytes):
        self.function, self.size, self.waiting, self.wait_seconds = function, size, waiting, wait_seconds
        self.rehearse = rehearse
        self.birth = Limits(memory_bytes=memory_bytes)  # at fork only the memory limit applies; CPU and wall per task
        self.cond = threading.Condition()
        self.lanes = {True: Lane(size), False: Lane(size)}  # short checks, long ones
        self.tickets = itertools.count()
        self.spares: list = []  # forked, waiting for a task
        self.used: list = []  # answered or stopped, to reap
        self.keeper = None
        self.closed = False

    def start(self):
        """Fork the spares and start the keeper (the server calls this once warm; `run` does it on first use)."""
        with self.cond:
            if self.keeper is not None:
                return
            self.keeper = threading.Thread(target=self._keep, name="symattn-pool-keeper", daemon=True)
            self.keeper.start()

    def run(self, task, limits: Limits, expected: float):
        """function(task) in a worker under `limits`, or ("error", reason) when it died or overran; raises Busy."""
        self.start()
        lane = self.lanes[expected <= SHORT_SECONDS]
        self._admit(lane, time.monotonic() + SLOWDOWN * expected)
        worker = None
        try:
            with self.cond:
                worker = self.spares.pop(0) if self.spares else None  # the oldest: the most likely done rehearsing
            worker = worker or Worker(self.function, self.birth)  # no rehearsal: a student waits
            try:
                worker.send(0, task, limits.cpu_seconds)
            except OSError:  # the spare died before its task (killed from outside): wait() says how
                pass
            return worker.wait(limits.wall_seconds)
        finally:
            with self.cond:
                lane.free += 1
                if worker is not None:
                    self.used.append(worker)
                self.cond.notify_all()

    def _admit(self, lane: Lane, rank: float):
        """Wait for the lane's turn, in rank order; raises Busy when its queue is full or the wait too long."""
        with self.cond:
            if lane.free > 0 and not lane.queue:
                lane.free -= 1
                return
            if len(lane.queue) >= self.waiting:
                raise Busy(f"the queue is full: {len(lane.queue)} checks wait for {self.size} workers")
            ticket = (rank, next(self.tickets))
            heapq.heappush(lane.queue, ticket)
            deadline = time.monotonic() + self.wait_seconds
            while not (lane.free > 0 and lane.queue[0] == ticket):
                left = deadline - time.monotonic()
                if left <= 0:
                    lane.queue.remove(ticket)
                    heapq.heapify(lane.queue)
                    self.cond.notify_all()  # the next in line may be admitted now
                    raise Busy(f"no worker was free for {self.wait_seconds:g} s")
                self.cond.wait(left)
            heapq.heappop(lane.queue)
            lane.free -= 1
            self.cond.notify_all()  # another free place: the next in line

    def _keep(self):
        """Reap used workers and keep a spare forked for every check that may run at once, off the requests' path."""
        while True:
            with self.cond:
                while not self.closed and not self.used and len(self.spares) >= 2 * self.size:
                    self.cond.wait()
                if self.closed:
                    return
                used, self.used = self.used, []
                missing = 2 * self.size - len(self.spares)  # two lanes of `size`
            for worker in used:
                worker.stop(kill=True)
            for _ in range(missing):
                spare = Worker(self.function, self.birth, self.rehearse)
                with self.cond:
                    if self.closed:
                        spare.stop(kill=True)
                        return
                    self.spares.append(spare)

    def close(self):
        """Stop the keeper and every spare (waiting requests are not cut off: their workers are their own)."""
        with self.cond:
            self.closed = True
            spares, self.spares = self.spares, []
            used, self.used = self.used, []
            self.cond.notify_all()
        if self.keeper is not None:
            self.keeper.join(timeout=10)
        for worker in spares + used:
            worker.stop(kill=True)
