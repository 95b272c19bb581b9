"""Compile a .tex with a real TeX, safely: no shell escape, paranoid file access, a time limit.

The engine is LuaLaTeX: its fonts (fontspec, with fallbacks) typeset a student's
name in any script the installed fonts cover. A PDF left from an earlier run is
removed first, so a failed or skipped compile never leaves a stale PDF beside a
new .tex.
"""

import hashlib
import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from symattn.errors import SymattnError

ENGINE = "lualatex"
TEX_PACKAGES = ("texlive-latex-base texlive-latex-recommended texlive-pictures texlive-luatex fonts-dejavu-core "
                "fonts-wqy-microhei")


class TexUnavailable(SymattnError):
    """No LuaLaTeX on this machine."""


class TexFailed(SymattnError):
    """LuaLaTeX ran and failed, or ran out of time."""


@dataclass(frozen=True)
class Compiled:
    pdf: Path
    overfull: int  # overfull boxes the log reports: text or a formula running into the margin


def remove_stale(tex: Path):
    """The PDF (and log) of an earlier run of the same .tex: gone before a new .tex is written."""
    for suffix in (".pdf", ".log", ".aux"):
        tex.with_suffix(suffix).unlink(missing_ok=True)


def compile_pdf(tex: Path, timeout: float = 120.0) -> Compiled:
    engine = shutil.which(ENGINE)
    if engine is None:
        raise TexUnavailable(f"{ENGINE} is not installed (Debian: apt-get install {TEX_PACKAGES}); "
                             f"the .tex was written")
    remove_stale(tex)
    # paranoid file access and no shell escape; a fixed date, so the same .tex gives the same PDF bytes
    env = {"SOURCE_DATE_EPOCH": "1764028800", "FORCE_SOURCE_DATE": "1", **os.environ,
           "openin_any": "p", "openout_any": "p", "shell_escape": "f"}
    # The PDF's /ID would hash the output's full path: fix it to a hash of the .tex, so that the same .tex gives
    # the same PDF wherever it is compiled.
    identity = hashlib.sha256(tex.read_bytes()).hexdigest()[:32].upper()
    command = rf"\pdfvariable trailerid {{[<{identity}> <{identity}>]}}\input{{{tex.name}}}"
    try:
        done = subprocess.run([engine, "-no-shell-escape", "-interaction=nonstopmode", "-halt-on-error",
                               f"-jobname={tex.stem}", command],
                              cwd=tex.parent, env=env, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        tex.with_suffix(".pdf").unlink(missing_ok=True)
        raise TexFailed(f"{ENGINE} took longer than {timeout:g} s on {tex.name}") from None
    log = tex.with_suffix(".log")
    if done.returncode != 0:
        tex.with_suffix(".pdf").unlink(missing_ok=True)
        raise TexFailed(f"{ENGINE} failed on {tex.name}: {first_error(log)} (see {log})")
    return Compiled(tex.with_suffix(".pdf"), overfull_boxes(log))


def compile_all(texs: list, workers: int = 2) -> list:
    """Several documents, two at a time (the machine's cores); the first failure is raised."""
    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        return list(pool.map(compile_pdf, texs))


def overfull_boxes(log: Path) -> int:
    try:
        return len(re.findall(r"^Overfull \\[hv]box", log.read_text(encoding="utf-8", errors="replace"), re.M))
    except OSError:
        return 0


def first_error(log: Path) -> str:
    try:
        lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return "no log"
    for i, line in enumerate(lines):
        if line.startswith("!"):
            return " ".join(x.strip() for x in lines[i:i + 3])
    return "see the log"
