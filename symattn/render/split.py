"""Feedback PDFs for a whole class from one TeX run: the class PDF, split at each student's first page.

A TeX run costs seconds (fonts, packages), so a class of 300 compiled one sheet at a time takes many minutes. The
class document holds every sheet in turn, each numbering its pages from 1 and saying in the log where it starts;
poppler's `pdfseparate` and `pdfunite` cut it into the students' PDFs. The trailer's /ID that pdfunite draws at
random is replaced by a hash of the file, so the same .tex still gives the same bytes. Without poppler, each sheet
is compiled on its own (pdf.compile_all).
"""

import hashlib
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from symattn.render.pdf import TexFailed

TOOLS = ("pdfseparate", "pdfunite")
MARK = re.compile(r"^symattn-sheet (\d+) starts on page (\d+)$", re.M)


def available() -> bool:
    return all(shutil.which(tool) for tool in TOOLS)


def sheet_starts(log: Path) -> list:
    """The first page of each sheet, in order, as the class run's log reports them."""
    text = log.read_text(encoding="utf-8", errors="replace")
    return [int(page) for _, page in sorted((int(n), p) for n, p in MARK.findall(text))]


def split(class_pdf: Path, starts: list, targets: list, pages: int, timeout: float = 300.0) -> list:
    """Write targets[i] with the pages of sheet i (from starts[i] to the page before the next sheet)."""
    if len(starts) != len(targets) or not starts or starts[0] != 1:
        raise TexFailed(f"{class_pdf.name}: the log does not say where each of the {len(targets)} sheets starts")
    ends = [start - 1 for start in starts[1:]] + [pages]
    with tempfile.TemporaryDirectory(prefix="symattn-split-") as folder:
        pattern = str(Path(folder) / "page-%d.pdf")
        _run(["pdfseparate", str(class_pdf), pattern], timeout)
        for target, first, last in zip(targets, starts, ends):
            pieces = [pattern % page for page in range(first, last + 1)]
            _run(["pdfunite", *pieces, str(target)], timeout)
            fix_identity(target)
    return targets


def page_count(log: Path) -> int:
    """The pages the run wrote: 'Output written on X.pdf (N pages, …)'."""
    found = re.search(r"Output written on .*?\((\d+) pages?", log.read_text(encoding="utf-8", errors="replace"), re.S)
    if not found:
        raise TexFailed(f"{log.name}: the log does not say how many pages were written")
    return int(found.group(1))


def fix_identity(pdf: Path):
    """pdfunite's random trailer /ID becomes a hash of the file before its trailer. The trailer follows the
    cross-reference table, so no offset moves when its length changes."""
    data = pdf.read_bytes()
    trailer = data.rfind(b"trailer")
    at = data.find(b"/ID", trailer) if trailer >= 0 else -1
    if at < 0:
        return
    end = _array_end(data, at + 3)
    if end is None:
        return
    digest = hashlib.sha256(data[:trailer]).hexdigest().upper()[:32].encode()
    pdf.write_bytes(data[:at] + b"/ID [<" + digest + b"> <" + digest + b">]" + data[end:])


def _array_end(data: bytes, index: int):
    """The index after the `[…]` array of strings starting at or after `index` (literal strings may hold escaped
    or nested brackets and any bytes); None when it is not one."""
    while index < len(data) and data[index:index + 1].isspace():
        index += 1
    if data[index:index + 1] != b"[":
        return None
    index += 1
    while index < len(data):
        byte = data[index:index + 1]
        if byte == b"]":
            return index + 1
        if byte == b"(":
            depth, index = 1, index + 1
            while index < len(data) and depth:
                char = data[index:index + 1]
                index += 2 if char == b"\\" else 1
                depth += {b"(": 1, b")": -1}.get(char, 0)
        elif byte == b"<":
            index = data.index(b">", index) + 1
        else:
            index += 1
    return None


def _run(command: list, timeout: float):
    try:
        done = subprocess.run(command, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise TexFailed(f"{command[0]} took longer than {timeout:g} s") from None
    if done.returncode != 0:
        raise TexFailed(f"{command[0]} failed: {done.stderr.decode(errors='replace').strip()[:300]}")
