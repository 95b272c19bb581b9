"""Benchmark: `python -m symattn check` on a 40-step write-up, process start to exit (target ≤ 1 s).

The command and `python -c "import sympy"` run alternately in one session, so machine noise hits
both alike; it reports both medians, their ratio, and the check alone (in process, after the imports).

    python benchmarks/check_speed.py [--runs 7] [--target 1.0]
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# Lines of about four steps each: equalities, sums over the keys, limits, ≈ and ≫, with slips among them.
LINES = [
    r"k_a^\top q &= \beta k_a^\top k_a + \beta k_a^\top k_b = \beta \cdot 1 + \beta \cdot 0 = \beta \\",
    r"k_b^\top q &= \beta k_b^\top k_a + \beta k_b^\top k_b = 0 + \beta = \beta \\",
    r"\sum_{j=1}^n e^{k_j^\top q} &= e^\beta + e^\beta + (n-2)e^0 = 2e^\beta + n - 2 \approx 2e^\beta \\",
    r"\alpha_a &= \frac{e^{k_a^\top q}}{\sum_{j=1}^n e^{k_j^\top q}} = \frac{e^\beta}{2e^\beta + n - 2} "
    r"= \frac{1}{2 + (n-2)e^{-\beta}} \to \frac{1}{2} \\",
    r"\alpha_b &= \frac{e^\beta}{2e^\beta + n - 2} = \frac{e^\beta}{2\beta + n - 2} \approx \frac{1}{2} \\",
    r"\alpha_i &= \frac{e^0}{2e^\beta + n - 2} = \frac{1}{2e^\beta + n - 2} \to 0 \\",
    r"c &= \sum_{i=1}^n \alpha_i v_i = \alpha_a v_a + \alpha_b v_b + \sum_{i \notin \{a,b\}} \alpha_i v_i "
    r"\approx \frac{1}{2}(v_a + v_b) \\",
    r"\alpha_a &\gg \alpha_i \\",
    r"|\alpha_a - \tfrac{1}{2}| &= \frac{n - 2}{2(2e^\beta + n - 2)} \to 0 \\",
    r"e^\beta &\gg n, \quad \alpha_a + \alpha_b = \frac{2e^\beta}{2e^\beta + n - 2} \to 1 \\",
    r"k_i^\top q &= \beta k_i^\top k_a + \beta k_i^\top k_b = 0 + 0 = 0 \\",
    r"\alpha_a + \alpha_b + (n-2)\alpha_i &= \frac{2e^\beta + n - 2}{2e^\beta + n - 2} = 1 \\",
    r"c - \tfrac{1}{2}(v_a + v_b) &= -\frac{n-2}{2(2e^\beta + n - 2)}(v_a + v_b) + \sum_{i \notin \{a,b\}} "
    r"\alpha_i v_i \to 0 \\",
    r"\alpha_a - \alpha_i &= \frac{e^\beta - 1}{2e^\beta + n - 2} \to \frac{1}{2}, \quad \alpha_a > \alpha_i, "
    r"\quad \alpha_i \ll \alpha_a \\",
]
WRITEUP = ("Let $q = \\beta(k_a + k_b)$ with $\\beta \\to \\infty$.\n\\begin{align*}\n" + "\n".join(LINES) +
           "\n\\end{align*}\n")


def timed(command: list) -> tuple:
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.decode()[:300]}")
    return elapsed, done.stdout.decode()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--target", type=float, default=1.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "writeup.tex"
        path.write_text(WRITEUP, encoding="utf-8")
        baseline_cmd = [sys.executable, "-c", "import sympy"]
        check_cmd = [sys.executable, "-m", "symattn", "check", "--part", "average", str(path)]
        timed(baseline_cmd)
        _, output = timed(check_cmd)  # warm the file cache and the bytecode
        baseline, check = [], []
        for _ in range(args.runs):
            baseline.append(timed(baseline_cmd)[0])
            check.append(timed(check_cmd)[0])
    steps = output.strip().splitlines()[-1]
    from symattn.spec.catalogue import by_name, load_parts
    from symattn.steps.check import check_writeup
    part = by_name(load_parts([]))["average"]
    start = time.perf_counter()
    report = check_writeup(part, WRITEUP)
    inside = time.perf_counter() - start
    b, c = statistics.median(baseline), statistics.median(check)
    print(f"write-up: {steps}")
    print(f"import sympy:   median {b:.3f} s (min {min(baseline):.3f}, max {max(baseline):.3f})")
    print(f"check (40+):    median {c:.3f} s (min {min(check):.3f}, max {max(check):.3f}); ratio {c / b:.2f}")
    print(f"check in process, after the imports: {inside:.3f} s for {len(report.steps)} steps")
    ok = c <= args.target and len(report.steps) >= 40
    print(f"target: ≤ {args.target:.1f} s for ≥ 40 steps: {'met' if ok else 'NOT met'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
