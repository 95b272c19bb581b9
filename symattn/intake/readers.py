"""A write-up file → its text: LaTeX, Markdown, text and Typst as they are; notebooks, HTML, Word and PDF through
their readers. Every reader is bounded (file size, decompressed size, pages, text) and turns bad input into
UnreadableWriteup with a message for that submission, never a traceback.

Spans in `found` are in characters of `WriteUp.text`: the file's own text for text formats, the extracted text
otherwise (PDF pages start at `pages`).
"""

import json
from dataclasses import dataclass
from pathlib import Path

from symattn.errors import SymattnError

TEXT_FORMATS = (".tex", ".md", ".markdown", ".txt", ".typ")
FORMATS = TEXT_FORMATS + (".pdf", ".ipynb", ".docx", ".html", ".htm")
MAX_BYTES = {".pdf": 20_000_000, ".docx": 20_000_000, ".ipynb": 5_000_000, ".html": 5_000_000, ".htm": 5_000_000}
MAX_TEXT_BYTES = 2_000_000  # a text write-up (as the autograder's limit)
MAX_CHARACTERS = 1_000_000  # of text extracted from any format


class UnreadableWriteup(SymattnError):
    """A write-up that cannot be read: the message says which file and why."""


@dataclass(frozen=True)
class WriteUp:
    file: str
    text: str
    pages: tuple = ()  # each page's first character in `text` (PDF only)
    latex: bool = False  # LaTeX source: numbered \\item's count as labels


def read(path: Path) -> WriteUp:
    """The write-up's text; UnreadableWriteup when it cannot be read."""
    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise UnreadableWriteup(f"{path.name}: not a write-up format symattn reads ({', '.join(FORMATS)})")
    limit = MAX_BYTES.get(suffix, MAX_TEXT_BYTES)
    try:
        size = path.stat().st_size
        if size > limit:
            raise UnreadableWriteup(f"{path.name} was not read: it has {size:,} bytes, more than the limit of "
                                    f"{limit:,} bytes for a {suffix} write-up")
        raw = path.read_bytes()
    except OSError as error:
        raise UnreadableWriteup(f"{path.name} could not be read ({error.strerror})") from None
    if suffix == ".pdf":
        from symattn.intake.pdf import pdf_text

        text, pages = pdf_text(raw, path.name)
        return _bounded(WriteUp(str(path), text, pages), path)
    if suffix == ".docx":
        from symattn.intake.docx import docx_text

        return _bounded(WriteUp(str(path), docx_text(raw, path.name)), path)
    text = _decoded(raw, path)
    if suffix == ".ipynb":
        return _bounded(WriteUp(str(path), notebook_text(text, path.name)), path)
    if suffix in (".html", ".htm"):
        from symattn.intake.html import html_text

        return _bounded(WriteUp(str(path), html_text(text)), path)
    return _bounded(WriteUp(str(path), text.replace("\r\n", "\n"), latex=suffix == ".tex"), path)


def _decoded(raw: bytes, path: Path) -> str:
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableWriteup(f"{path.name} could not be read as UTF-8 text (byte {error.start})") from None


def _bounded(writeup: WriteUp, path: Path) -> WriteUp:
    if len(writeup.text) > MAX_CHARACTERS:
        raise UnreadableWriteup(f"{path.name} holds {len(writeup.text):,} characters of text, more than the limit of "
                                f"{MAX_CHARACTERS:,}")
    return writeup


MAX_OUTPUT = 200_000  # characters of printed output in one notebook


def notebook_text(text: str, name: str) -> str:
    """A Jupyter notebook (nbformat 4, read as the JSON it is): markdown cells as they are, code cells with their
    printed outputs (stream text, text/plain results, text/latex as display math)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise UnreadableWriteup(f"{name} is not a notebook: not valid JSON ({error.msg}, line {error.lineno})") \
            from None
    cells = data.get("cells") if isinstance(data, dict) else None
    if not isinstance(cells, list):
        raise UnreadableWriteup(f"{name} is not a notebook: no list of cells (nbformat 4)")
    chunks, printed = [], 0
    for cell in cells:
        if not isinstance(cell, dict):
            continue
        source = _joined(cell.get("source"))
        if cell.get("cell_type") == "markdown":
            chunks.append(source)
        elif cell.get("cell_type") == "code":
            chunks.append(f"```python\n{source}\n```" if source.strip() else "")
            for output in cell.get("outputs") or []:
                shown = _output(output)
                printed += len(shown)
                if printed > MAX_OUTPUT:
                    raise UnreadableWriteup(f"{name}: its code cells print more than {MAX_OUTPUT:,} characters of "
                                            f"output; clear the outputs (Cell > All Output > Clear) and submit again")
                chunks.append(shown)
    return "\n\n".join(chunk for chunk in chunks if chunk.strip()) + "\n"


def _joined(value) -> str:
    if isinstance(value, list):
        return "".join(v for v in value if isinstance(v, str))
    return value if isinstance(value, str) else ""


def _output(output) -> str:
    if not isinstance(output, dict):
        return ""
    if output.get("output_type") == "stream":
        return _joined(output.get("text"))
    data = output.get("data") if isinstance(output.get("data"), dict) else {}
    if "text/latex" in data:
        latex = _joined(data["text/latex"]).strip()
        return latex if latex.startswith("$") else f"$${latex}$$"
    return _joined(data.get("text/plain"))
