"""Compile a .tex with a real TeX, safely: no shell escape, paranoid file access, a time limit."""

import os
import shutil
import subprocess
from pathlib import Path

from symattn.errors import SymattnError


class TexUnavailable(SymattnError):
    """No pdflatex on this machine."""


class TexFailed(SymattnError):
    """pdflatex ran and failed, or ran out of time."""


def compile_pdf(tex: Path, timeout: float = 120.0, runs: int = 1) -> Path:
    engine = shutil.which("pdflatex")
    if engine is None:
        raise TexUnavailable("pdflatex is not installed (Debian: apt-get install texlive-latex-base "
                             "texlive-latex-recommended texlive-pictures); the .tex was written")
    # paranoid file access and no shell escape; a fixed date, so the same .tex gives the same PDF bytes
    env = {"SOURCE_DATE_EPOCH": "1764028800", "FORCE_SOURCE_DATE": "1", **os.environ,
           "openin_any": "p", "openout_any": "p", "shell_escape": "f"}
    for _ in range(runs):
        try:
            done = subprocess.run([engine, "-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error",
                                   tex.name], cwd=tex.parent, env=env, capture_output=True, timeout=timeout,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            raise TexFailed(f"pdflatex took longer than {timeout:g} s on {tex.name}") from None
        if done.returncode != 0:
            log = tex.with_suffix(".log")
            raise TexFailed(f"pdflatex failed on {tex.name}: {first_error(log)} (see {log})")
    return tex.with_suffix(".pdf")


def first_error(log: Path) -> str:
    try:
        lines = log.read_text(encoding="latin-1").splitlines()
    except OSError:
        return "no log"
    for i, line in enumerate(lines):
        if line.startswith("!"):
            return " ".join(x.strip() for x in lines[i:i + 3])
    return "see the log"
