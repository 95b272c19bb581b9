"""Benchmark: `python -m symattn verify`, process start to exit, against `python -c "import sympy"`.

Both commands run alternately in one session, so machine noise hits both alike;
the figure is the ratio of the medians. Target (issue 2): ratio ≤ 2.0.

Both run with Python's bytecode cache allowed (PYTHONDONTWRITEBYTECODE removed from their
environment): sympy is installed with its .pyc files, and so is symattn by `pip install .`; an
editable checkout under PYTHONDONTWRITEBYTECODE=1 would recompile symattn's sources on every run
(about 0.06 s of CPU), which measures the environment, not verify.

    python benchmarks/verify_speed.py [--runs 9] [--target 2.0]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time


ENVIRONMENT = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=ENVIRONMENT)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[:300]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--target", type=float, default=2.0)
    args = parser.parse_args()
    baseline_cmd = [sys.executable, "-c", "import sympy"]
    verify_cmd = [sys.executable, "-m", "symattn", "verify"]
    timed(baseline_cmd), timed(verify_cmd)  # warm the file cache and the bytecode
    baseline, verify = [], []
    for _ in range(args.runs):
        baseline.append(timed(baseline_cmd))
        verify.append(timed(verify_cmd))
    b, v = statistics.median(baseline), statistics.median(verify)
    ratio = v / b
    print(f"import sympy: median {b:.3f} s (min {min(baseline):.3f}, max {max(baseline):.3f})")
    print(f"verify:       median {v:.3f} s (min {min(verify):.3f}, max {max(verify):.3f})")
    print(f"ratio {ratio:.2f} (target ≤ {args.target}): {'PASS' if ratio <= args.target else 'FAIL'}")
    return 0 if ratio <= args.target else 1


if __name__ == "__main__":
    sys.exit(main())
