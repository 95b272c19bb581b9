"""`python -m symattn` (and the `symattn` script): the command line. A Python without symattn's packages (the
system's, run from a checkout whose packages are in .venv) is told which Python to use, never shown a traceback.

Start-up is most of a command's time (sympy's import alone is most of `verify`), so before the command runs this
imports what it will need with Python's cycle collector off, then freezes that heap and turns the collector back on:
- the modules sympy and symattn create at import are long-lived, and scanning them for cycles while they are
  created was about a tenth of the import;
- frozen, they are never scanned again, in this process or in the workers forked from it (fewer pages copied);
- the workers inherit every module imported here, so each does not import it again (sympy imports
  sympy.tensor.tensor, and with it sympy.combinatorics, on the first sum it builds: about 20 ms in every process,
  the parent too when it unpickles a worker's result).
The table below only decides what is imported early; a module missing from it is imported later, as before.
"""

import gc
import sys

PACKAGES = {"sympy", "mpmath", "jinja2", "markupsafe", "latexify", "tomli"}

# What sympy imports lazily in every process that computes: on its first sum (Add.flatten), its first exp of a sum
# (setexpr) and its first assumption query through a wrapper (thresholds' sign cases).
SYMPY_LAZY = ("sympy.tensor.tensor", "sympy.sets.setexpr", "sympy.assumptions.wrapper")
# The modules each command's function in cli.py imports, and what its workers will need.
FIRST = {
    "verify": ("symattn.verification.verify", "symattn.verification.output", "symattn.verification.rubric_checks",
               "symattn.verification.report_cache"),
    "check": ("symattn.steps.run", "symattn.steps.output", "symattn.spec.catalogue", *SYMPY_LAZY),
    "grade": ("symattn.grading.batch", "symattn.grading.score", "symattn.grading.writeups", *SYMPY_LAZY),
    "gradescope": ("symattn.grading.gradescope", "symattn.grading.score", *SYMPY_LAZY),
    "parts": ("symattn.spec.catalogue",),
}


def command_of(arguments: list) -> str:
    """The command word (the first argument that is not an option), or ""."""
    return next((word for word in arguments if not word.startswith("-")), "")


# `check` reads one write-up: its work is a few tenths of a second, building sympy trees that are nearly all garbage
# with no cycles, and the collector's default passes (every 700 new objects) scanned them for about a tenth of it.
# It still collects, a hundred times less often; the other commands keep Python's defaults (grade and serve run long).
CHECK_THRESHOLDS = (70_000, 10, 10)


def import_first(arguments: list):
    """Import what the command will need, with the collector off, then freeze what was imported."""
    command = command_of(arguments)
    imported_frozen(FIRST.get(command, ()))
    if command == "check":
        gc.set_threshold(*CHECK_THRESHOLDS)
    if command == "verify":
        from symattn.verification import rubric_checks, verify

        rubric_checks.before_checking = lambda: imported_frozen(RUBRIC_CHECKS)
        verify.before_checking = lambda: imported_frozen(STEP_CHECKS)


# What `verify` needs to check a step (the engine, and what sympy imports lazily on its first sum): imported once,
# before the workers fork, only when some part's report is not stored.
STEP_CHECKS = ("symattn.verification.checking", *SYMPY_LAZY)

# What `verify` needs to check a rubric that is not in the cache (cli.py's _check_rubric): imported once, before
# the workers fork, only when some part's checks are not stored.
RUBRIC_CHECKS = ("symattn.grading.course",)


def imported_frozen(modules):
    """Import the modules with the cycle collector off, then freeze the heap (the collector is on again after)."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        for module in modules:
            __import__(module)
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


def start():
    try:
        import_first(sys.argv[1:])
        from symattn.cli import run

        run()
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in PACKAGES:
            raise
        print(f"symattn: this Python ({sys.executable}) does not have the package {error.name!r} that symattn "
              f"needs. Run symattn with the Python of the environment it was installed in, from the repository's "
              f"root: .venv/bin/python -m symattn … (or `source .venv/bin/activate` first); to install: "
              f"python3 -m venv .venv && .venv/bin/pip install .", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    start()
