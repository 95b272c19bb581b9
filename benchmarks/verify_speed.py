"""Benchmark: `python -m symattn verify`, process start to exit, against `python -c "import sympy"`.

Measured from a fresh, non-editable install of this checkout (benchmarks/fresh_install.py: a new virtual
environment, `pip install .`, commands run outside the checkout), in pairs: verify and the import of sympy in turn,
the figure the median of the pairs' ratios. Two figures:
- warm: the rubric checks' cache (SYMATTN_CACHE, a fresh folder) filled by a first run that is not counted, as for
  every run after a user's first;
- cold: no cache (SYMATTN_CACHE=""), every part's rubric graded in the run.
Target (issues 2 and 15): warm ratio ≤ 2.0; the exit status says whether it is met.

    python benchmarks/verify_speed.py [--runs 11] [--target 2.0] [--python PATH]
"""

import argparse
import sys
from pathlib import Path

from fresh_install import describe, installed_python, paired, scratch_folder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11, help="pairs counted for each figure (default 11)")
    parser.add_argument("--target", type=float, default=2.0)
    parser.add_argument("--python", help="a Python whose environment has symattn installed (default: a fresh one)")
    args = parser.parse_args()
    with scratch_folder() as scratch:
        folder = Path(scratch)
        python = installed_python(args.python, folder)
        command = [str(python), "-m", "symattn", "verify"]
        warm = paired(command, python, args.runs, folder, {"SYMATTN_CACHE": str(folder / "cache")})
        cold = paired(command, python, args.runs, folder, {"SYMATTN_CACHE": ""})
    print(f"measured: {python} -m symattn verify, in pairs with {python} -c 'import sympy'")
    print(f"verify ({warm['output'].strip().splitlines()[-1]})")
    print(describe("warm cache", warm))
    print(describe("no cache  ", cold))
    met = warm["ratio"] <= args.target
    print(f"target: warm ratio ≤ {args.target}: {'PASS' if met else 'FAIL'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
