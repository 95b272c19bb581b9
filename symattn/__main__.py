"""`python -m symattn`: the command line. A Python without symattn's packages (the system's, run from a checkout
whose packages are in .venv) is told which Python to use, never shown a traceback."""

import sys

from symattn.cli import run

PACKAGES = {"sympy", "mpmath", "jinja2", "markupsafe", "latexify", "tomli"}

try:
    run()
except ModuleNotFoundError as error:
    if (error.name or "").split(".")[0] not in PACKAGES:
        raise
    print(f"symattn: this Python ({sys.executable}) does not have the package {error.name!r} that symattn needs. "
          f"Run symattn with the Python of the environment it was installed in, from the repository's root: "
          f".venv/bin/python -m symattn … (or `source .venv/bin/activate` first); to install: "
          f"python3 -m venv .venv && .venv/bin/pip install .", file=sys.stderr)
    sys.exit(2)
