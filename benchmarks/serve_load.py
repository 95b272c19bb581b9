"""Benchmark: `symattn serve` in a deadline hour — simulated students checking answers and write-ups at once.

Loopback only, bounded in count and time. It starts `python -m symattn serve` on 127.0.0.1 (a free port), then:

1. the time to answer one grade right after start-up (target ≤ 0.5 s), and one 40-step write-up (graded and each
   step checked, as the page does; target ≤ 1.5 s), one at a time on an idle server;
2. `--students` simulated students (default 20) for `--seconds` (default 120), each in a loop: pick an answer
   (right, wrong or unreadable) or a write-up (the 40-step one of check_speed.py, or a short one with a slip), post
   it, read the page, think (`--think`, mean seconds, exponential; default 20, a student reading the feedback before
   the next try), again. At most `--max-requests` in all.

It reports throughput, p50/p95/max latency, errors (a status other than 200, a page without its result, a refused
or timed-out connection, a "busy" page; the goal is 0) and the server's peak memory: the server process alone and
with its worker processes (sampled from /proc every 0.1 s).

Seconds differ from machine to machine and from a quiet hour to a busy one, so every time is also given as a ratio,
paired in the same run: to `python -c "import sympy"` (timed in turn with single checks on the idle server, before
and after the load, the median of the pairs), and the load's latency to the time of one check alone (the median
of the single checks, and the mix of answers and write-ups a student draws); each check under load is divided by
the same check alone, and the p95 of those slowdowns is the target's figure. Target (issue 26): at most 3 with 20
students; the exit status says whether it is met (and whether there were errors). The three slowest checks under
load are named, with their time alone. `--runs N` repeats the whole on a fresh server N times and ends with the
min, median and max of each ratio (each paired within its run): on a shared machine, quote those.

`--workers N` is passed to `symattn serve --workers N` (default: serve's, one per core).

    python benchmarks/serve_load.py                      # 20 students thinking 20 s, for 120 s
    python benchmarks/serve_load.py --runs 5             # five times, each on a fresh server: min/median/max
    python benchmarks/serve_load.py --quick              # 5 students thinking 1 s, for 5 s: a smoke run
    python benchmarks/serve_load.py --think 0.5          # a queue: 20 students asking 20 times what 2 cores give
"""

import argparse
import http.client
import os
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from check_speed import WRITEUP as FORTY_STEPS  # noqa: E402 - the 40-step write-up, one definition

ANSWERS = [("average", r"q = \gamma(k_a + k_b)"), ("average", "q = t(k_a + 3k_b)"), ("average", "q = k_a + k_b"),
           ("average", "q = t(k_a + k_b"), ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$"),
           ("kqv-plain", r"$c_2 \approx u_b$"), ("copy", "q = t k_j")]
SHORT_WRITEUP = (r"Take $q = t(k_a + k_b)$ with $t \to \infty$. Then $k_a^\top q = t$ and $k_i^\top q = 0$ for "
                 r"$i \ne a, b$, so $\alpha_a = \frac{e^t}{2e^t + n - 2} \to 1$.")
WRITEUPS = [("average", FORTY_STEPS), ("average", SHORT_WRITEUP)]
WRITEUP_SHARE = 0.3  # of a student's checks, the share that are whole write-ups
TARGET = 3.0  # p95 under load, in times one check alone


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def post(port: int, part: str, text: str, mode: str, timeout: float = 120.0) -> tuple:
    """(seconds, error or "") for one self-check, as a browser posts the form."""
    body = urllib.parse.urlencode({"part": part, "mode": mode, "text": text})
    start = time.perf_counter()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        connection.request("POST", "/", body, {"Content-Type": "application/x-www-form-urlencoded"})
        response = connection.getresponse()
        page = response.read().decode("utf-8", errors="replace")
        connection.close()
    except OSError as error:
        return time.perf_counter() - start, f"{type(error).__name__}: {error}"
    elapsed = time.perf_counter() - start
    if response.status != 200:
        return elapsed, f"status {response.status}"
    if 'id="result"' not in page:
        return elapsed, "no result on the page"
    return elapsed, ""


def memory_kib(pid: int) -> tuple:
    """(the server's resident KiB, with its worker processes)."""
    def rss(p: int) -> int:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        except OSError:
            pass
        return 0

    children = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if int(Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    children.append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    own = rss(pid)
    return own, own + sum(rss(child) for child in children)


class Sampler(threading.Thread):
    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak_own, self.peak_all, self.running = pid, 0, 0, True

    def run(self):
        while self.running:
            own, total = memory_kib(self.pid)
            self.peak_own, self.peak_all = max(self.peak_own, own), max(self.peak_all, total)
            time.sleep(0.1)


def start_server(port: int, workers) -> tuple:
    """(the process, seconds until it answered /health)."""
    start = time.perf_counter()
    command = [sys.executable, "-m", "symattn", "serve", "--port", str(port)]
    command += ["--workers", str(workers)] if workers else []
    process = subprocess.Popen(command, cwd=HERE.parent, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = start + 120
    while time.perf_counter() < deadline:
        if process.poll() is not None:
            sys.exit(f"symattn serve stopped: {process.stderr.read().decode()[:500]}")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", "/health")
            if connection.getresponse().status == 200:
                return process, time.perf_counter() - start
        except OSError:
            time.sleep(0.1)
    process.kill()
    sys.exit("symattn serve did not answer within 120 s")


def student(port: int, stop: float, think: float, rng: random.Random, results: list, budget: list, lock):
    # students arrive spread over the first think time, not all in the same instant; and a think never runs past
    # the end of the run (the load is what is timed, not the wait after it)
    time.sleep(rng.uniform(0, min(think, max(0.0, stop - time.perf_counter()))))
    while time.perf_counter() < stop:
        with lock:
            if budget[0] <= 0:
                return
            budget[0] -= 1
        writeup = rng.random() < WRITEUP_SHARE
        part, text = rng.choice(WRITEUPS if writeup else ANSWERS)
        mode = "writeup" if writeup else "answer"
        elapsed, error = post(port, part, text, mode)
        with lock:
            results.append((elapsed, error, writeup, (mode, part, text)))
        if think > 0:
            time.sleep(max(0.0, min(rng.expovariate(1 / think), 10 * think, stop - time.perf_counter())))


def import_sympy() -> float:
    """Seconds for `python -c "import sympy"` with this interpreter: the unit the ratios are in."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import sympy"], check=True)
    return time.perf_counter() - start


def alone(port: int, rounds: int) -> tuple:
    """({check: [seconds alone]}: each check of the students' mix, one at a time on the idle server; [import sympy
    seconds, timed in turn with the checks], errors)."""
    imports, times, errors = [], {}, []
    for _ in range(rounds):
        for mode, checks in (("answer", ANSWERS), ("writeup", WRITEUPS)):
            imports.append(import_sympy())
            for part, text in checks:
                elapsed, error = post(port, part, text, mode)
                times.setdefault((mode, part, text), []).append(elapsed)
                errors += [error] if error else []
    return times, imports, errors


def mix_seconds(times: dict) -> float:
    """One check alone, on average over the mix as a student draws it."""
    answers = [statistics.median(t) for (mode, _, _), t in times.items() if mode == "answer"]
    writeups = [statistics.median(t) for (mode, _, _), t in times.items() if mode == "writeup"]
    return (1 - WRITEUP_SHARE) * statistics.mean(answers) + WRITEUP_SHARE * statistics.mean(writeups)


def as_ratio(seconds: float, unit: float) -> str:
    """A time as a person compares it across machines: '2.30× import sympy (2.161 s)'."""
    return f"{seconds / unit:.2f}× import sympy ({seconds:.3f} s)"


def load_target(p95: float, one: float) -> tuple:
    """(p95 under load in times one check alone, whether that meets the target)."""
    times = p95 / one
    return times, times <= TARGET


def percentile(values: list, fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def measure(args) -> dict:
    """One run on a fresh server: the checks alone, the load, the checks alone again; the figures and the output."""
    port = free_port()
    process, started = start_server(port, args.workers)
    sampler = Sampler(process.pid)
    sampler.start()
    try:
        first, first_error = post(port, "average", r"q = \gamma(k_a + k_b)", "answer")
        forty, forty_error = post(port, "average", FORTY_STEPS, "writeup")
        single, imports, alone_errors = alone(port, max(1, args.rounds))
        results, lock, budget = [], threading.Lock(), [args.max_requests]
        stop = time.perf_counter() + args.seconds
        begin = time.perf_counter()
        threads = [threading.Thread(target=student, args=(port, stop, args.think, random.Random(seed), results,
                                                          budget, lock)) for seed in range(args.students)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - begin
        single_after, imports_after, errors_after = alone(port, max(1, args.rounds))
    finally:
        sampler.running = False
        process.terminate()
        process.wait(timeout=30)
    errors = [error for _, error, _, _ in results if error] + alone_errors + errors_after
    errors += [error for error in (first_error, forty_error) if error]
    unit = statistics.median(imports + imports_after)  # import sympy, before and after the load
    by_check = {key: statistics.median(single.get(key, []) + single_after.get(key, []))
                for key in set(single) | set(single_after)}
    every_alone = [seconds for times in (single, single_after) for values in times.values() for seconds in values]
    one = mix_seconds({key: [seconds] for key, seconds in by_check.items()})
    done = [(elapsed, writeup, key) for elapsed, error, writeup, key in results if not error]
    latencies = [elapsed for elapsed, _, _ in done]
    # each check under load against the same check alone: how much slower the load made it
    slowdowns = sorted(((elapsed / by_check[key], elapsed, key) for elapsed, _, key in done), reverse=True)
    figures = {"unit": unit, "imports": len(imports + imports_after), "started": started, "first": first,
               "forty": forty, "alone_median": statistics.median(every_alone), "one": one,
               "one_before": mix_seconds(single), "one_after": mix_seconds(single_after), "checks": len(results),
               "wall": wall, "errors": errors, "peak_own": sampler.peak_own, "peak_all": sampler.peak_all,
               "answers": [elapsed for elapsed, writeup, _ in done if not writeup],
               "writeups": [elapsed for elapsed, writeup, _ in done if writeup],
               "worst": [(ratio, elapsed, by_check[key], key) for ratio, elapsed, key in slowdowns[:3]]}
    if latencies:
        figures.update(p50=statistics.median(latencies), p95=percentile(latencies, 0.95), max=max(latencies))
    if slowdowns:
        figures.update(slow50=statistics.median([r for r, _, _ in slowdowns]),
                       slow95=percentile([r for r, _, _ in slowdowns], 0.95))
    return figures


def report(figures: dict, args):
    """The run's figures, every time also in units of import sympy."""
    unit = figures["unit"]

    def ratio(seconds: float) -> str:
        return as_ratio(seconds, unit)

    print(f"import sympy: {unit:.3f} s (median of {figures['imports']}, in turn with the checks alone); every figure "
          f"below is also in these units")
    workers = args.workers or f"{len(os.sched_getaffinity(0))} (one per core)"
    print(f"server ready after {ratio(figures['started'])} ({workers} workers)")
    print(f"first grade after start-up: {ratio(figures['first'])}")
    print(f"one 40-step write-up (graded and checked): {ratio(figures['forty'])}")
    print(f"one check alone (idle server): median {ratio(figures['alone_median'])}; the students' mix "
          f"{ratio(figures['one'])} (before the load {figures['one_before']:.3f} s, after {figures['one_after']:.3f} s)")
    print(f"load: {args.students} students for {args.seconds:g} s (think {args.think:g} s): {figures['checks']} checks "
          f"in {figures['wall']:.1f} s, {figures['checks'] / figures['wall']:.2f} checks/s")
    if "p95" in figures:
        print(f"latency: p50 {ratio(figures['p50'])}, p95 {ratio(figures['p95'])}, max {ratio(figures['max'])}")
        print(f"under load / one check of the mix alone: p50 {figures['p50'] / figures['one']:.2f}, "
              f"p95 {figures['p95'] / figures['one']:.2f}")
    if "slow95" in figures:
        times, met = load_target(figures["slow95"], 1.0)
        print(f"each check under load / the same check alone: p50 {figures['slow50']:.2f}, p95 {times:.2f} "
              f"(target ≤ {TARGET:g}: {'met' if met else 'not met'})")
        for slowdown, elapsed, by_itself, (mode, part, text) in figures["worst"]:
            print(f"  slowest: {slowdown:.1f}× ({elapsed:.3f} s, alone {by_itself:.3f} s) {mode} {part} "
                  f"{text[:30]!r}")
    for name in ("answers", "write-ups"):
        values = figures[name.replace("-", "")]
        if values:
            print(f"  {name}: {len(values)}, p50 {statistics.median(values):.3f} s, p95 {percentile(values, 0.95):.3f} s")
    errors = figures["errors"]
    print(f"errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    print(f"server peak memory: {figures['peak_own'] / 1024:.0f} MiB alone, {figures['peak_all'] / 1024:.0f} MiB with "
          f"its workers")


def spread(values: list) -> str:
    return f"min {min(values):.2f}, median {statistics.median(values):.2f}, max {max(values):.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--workers", type=int, help="serve --workers: answers graded at once (default: serve's, one "
                                                    "per core)")
    parser.add_argument("--think", type=float, default=20.0, help="mean seconds a student waits between checks")
    parser.add_argument("--max-requests", type=int, default=20_000)
    parser.add_argument("--quick", action="store_true", help="5 students for 5 s, thinking 1 s")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the checks alone, paired with import sympy")
    parser.add_argument("--runs", type=int, default=1, help="runs, each on a fresh server: min and median of ratios")
    args = parser.parse_args()
    if args.quick:
        args.students, args.seconds, args.think = 5, 5.0, 1.0
    if not (1 <= args.students <= 200 and 0 < args.seconds <= 3600 and 1 <= (args.workers or 1) <= 64
            and 1 <= args.runs <= 20):
        sys.exit("need 1 ≤ --students ≤ 200, 0 < --seconds ≤ 3600, 1 ≤ --workers ≤ 64, 1 ≤ --runs ≤ 20")
    runs, failed = [], False
    for run in range(args.runs):
        if args.runs > 1:
            print(f"— run {run + 1} of {args.runs}")
        figures = measure(args)
        report(figures, args)
        runs.append(figures)
        failed |= bool(figures["errors"]) or not load_target(figures.get("slow95", float("inf")), 1.0)[1]
    if args.runs > 1 and all("p95" in figures for figures in runs):
        print(f"— {args.runs} runs (each ratio paired within its run)")
        for name, values in (("import sympy (s)", [f["unit"] for f in runs]),
                             ("one check alone, median / import sympy", [f["alone_median"] / f["unit"] for f in runs]),
                             ("p50 under load / import sympy", [f["p50"] / f["unit"] for f in runs]),
                             ("p95 under load / import sympy", [f["p95"] / f["unit"] for f in runs]),
                             ("p95 under load / one check of the mix alone", [f["p95"] / f["one"] for f in runs]),
                             ("each check's slowdown, p50", [f["slow50"] for f in runs]),
                             ("each check's slowdown, p95 (target ≤ 3)", [f["slow95"] for f in runs])):
            print(f"{name}: {spread(values)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
