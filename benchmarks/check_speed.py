"""Benchmark: `python -m symattn check` on a 40-step write-up, process start to exit, against `python -c "import sympy"`.

Measured from a fresh, non-editable install of this checkout (benchmarks/fresh_install.py: a new virtual
environment, `pip install .`, commands run outside the checkout), in pairs: check and the import of sympy in turn,
the figure the median of the pairs' ratios. It also reports the check alone, in this process after the imports.
Target (issue 16): ratio ≤ 2.0 for ≥ 40 steps; the exit status says whether it is met.

    python benchmarks/check_speed.py [--runs 11] [--target 2.0] [--python PATH]
"""

import argparse
import sys
import time
from pathlib import Path

from fresh_install import describe, installed_python, paired, scratch_folder

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="pairs counted (default 11)")
    parser.add_argument("--target", type=float, default=2.0)
    parser.add_argument("--python", help="a Python whose environment has symattn installed (default: a fresh one)")
    args = parser.parse_args()
    with scratch_folder() as scratch:
        folder = Path(scratch)
        python = installed_python(args.python, folder)
        path = folder / "writeup.tex"
        path.write_text(WRITEUP, encoding="utf-8")
        command = [str(python), "-m", "symattn", "check", "--part", "average", str(path)]
        figures = paired(command, python, args.runs, folder, ok=(0, 1))
    steps = figures["output"].strip().splitlines()[-1]
    from symattn.spec.catalogue import by_name, load_parts
    from symattn.steps.check import check_writeup
    part = by_name(load_parts([]))["average"]
    start = time.perf_counter()
    report = check_writeup(part, WRITEUP)
    inside = time.perf_counter() - start
    print(f"measured: {python} -m symattn check, in pairs with {python} -c 'import sympy'")
    print(f"write-up: {steps}")
    print(describe("check", figures))
    print(f"check in this process, after the imports: {inside:.3f} s for {len(report.steps)} steps")
    met = figures["ratio"] <= args.target and len(report.steps) >= 40
    print(f"target: ratio ≤ {args.target} for ≥ 40 steps: {'PASS' if met else 'FAIL'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
