"""What the speed benchmarks share: a fresh, non-editable install of this checkout, and paired timing.

A user runs symattn installed by `pip install .`: its bytecode compiled by pip, its sources in site-packages. A
checkout run in place measures something else (an editable install's import hook, sources recompiled under
PYTHONDONTWRITEBYTECODE). So the benchmarks build a virtual environment in a temporary folder, `pip install` this
checkout into it (not editable; the dependencies from the configured index), and run `python -m symattn` with that
environment's Python from a folder outside the checkout, so that the installed package is the one imported.
`--python PATH` reuses an environment made that way instead (faster when measuring again).

The command and `python -c "import sympy"` (the same Python) run in turn, A B A B …, so a change in the machine's
speed hits both alike; each pair gives a ratio, and the figure of record is the median of those ratios, with their
smallest and largest to show the spread. Python may write bytecode in both (PYTHONDONTWRITEBYTECODE is removed).
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENVIRONMENT = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def fresh_python(folder: Path) -> Path:
    """The Python of a new virtual environment in `folder` with this checkout installed by `pip install`."""
    environment = folder / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(environment)], check=True)
    python = environment / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", str(ROOT)], capture_output=True, text=True,
                          env=ENVIRONMENT)
    if done.returncode != 0:
        sys.exit(f"pip install {ROOT} failed:\n{done.stderr[-2000:]}")
    return python


def installed_python(given: str | None, folder: Path) -> Path:
    """The Python to measure: the one given (an environment with symattn installed), else a fresh install."""
    if given:
        return Path(given)
    print(f"installing this checkout into a fresh virtual environment ({folder}) …", file=sys.stderr)
    return fresh_python(folder)


def timed(command: list, environment: dict, folder: Path, ok=(0,)) -> tuple:
    """(seconds from start to exit, standard output) of one run."""
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, cwd=folder)
    elapsed = time.perf_counter() - start
    if done.returncode not in ok:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return elapsed, done.stdout.decode()


def paired(command: list, python: Path, runs: int, folder: Path, environment: dict | None = None, ok=(0,)) -> dict:
    """`command` and `python -c "import sympy"` in turn, after one run of each that is not counted."""
    environment = {**ENVIRONMENT, **(environment or {})}
    baseline = [str(python), "-c", "import sympy"]
    timed(baseline, environment, folder)
    _, output = timed(command, environment, folder, ok)
    times, baselines = [], []
    for _ in range(runs):
        baselines.append(timed(baseline, environment, folder)[0])
        times.append(timed(command, environment, folder, ok)[0])
    ratios = [t / b for t, b in zip(times, baselines)]
    return {"times": times, "baselines": baselines, "ratios": ratios, "ratio": statistics.median(ratios),
            "output": output}


def describe(name: str, figures: dict) -> str:
    t, b, r = figures["times"], figures["baselines"], figures["ratios"]
    return (f"{name}: median {statistics.median(t):.3f} s (min {min(t):.3f}, max {max(t):.3f}); import sympy: median "
            f"{statistics.median(b):.3f} s; ratio, pair by pair: median {figures['ratio']:.2f} "
            f"(min {min(r):.2f}, max {max(r):.2f}, {len(r)} pairs)")


def scratch_folder():
    return tempfile.TemporaryDirectory(prefix="symattn-speed-")
