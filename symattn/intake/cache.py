"""The text a reader extracted from a write-up (PDF, Word, notebook, HTML), kept on disk keyed by the file's bytes.

Reading a PDF is most of the time `grade PATH…` takes (pypdf: about 0.4 s of CPU for ten pages), and a class is
graded more than once: after a TA's decisions (`grade --decisions`), with other parts, after a fix. The text depends
only on the file's bytes and on the readers' code, so it is stored under a SHA-256 of both (the bytes, the format,
pypdf's version and the source of every reader module): a changed file or a changed reader is a new key, and a
stored text is never stale. Within a run, files with the same bytes (a group's members each handing in one PDF) are
read once. Only texts are stored (a file that could not be read is read again, and says why again); a cache that
cannot be written is only slower. Where: `cache_folder()` ($SYMATTN_CACHE, empty for none).
"""

import functools
import hashlib
import json
import os
from pathlib import Path

from symattn.caching import cache_folder
from symattn.intake.readers import MAX_BYTES, WriteUp

READERS = ("readers.py", "pdf.py", "glyphs.py", "docx.py", "html.py", "cache.py")


@functools.lru_cache(maxsize=1)
def fingerprint() -> str:
    """What the readers are: pypdf's version and the source of every reader module."""
    try:
        from importlib.metadata import version

        pypdf = version("pypdf")
    except Exception:  # noqa: BLE001 - no metadata: the sources alone key the cache
        pypdf = "?"
    digest = hashlib.sha256(f"pypdf {pypdf}\n".encode())
    here = Path(__file__).parent
    for name in READERS:
        digest.update(name.encode() + b"\0" + (here / name).read_bytes())
    return digest.hexdigest()


def key_of(path: str) -> str | None:
    """The file's key (its bytes, its format, the readers), or None when it is not to be cached (too large for its
    format: the reader refuses it with its message; not readable here)."""
    suffix = Path(path).suffix.lower()
    try:
        if os.stat(path).st_size > MAX_BYTES.get(suffix, 0):
            return None
        raw = Path(path).read_bytes()
    except OSError:
        return None
    return hashlib.sha256(fingerprint().encode() + suffix.encode() + b"\0" + raw).hexdigest()


def _where(key: str) -> Path | None:
    folder = cache_folder()
    return None if folder is None else folder / "writeups" / key[:2] / f"{key}.json"


def load(key: str, path: str) -> WriteUp | None:
    """The stored text of `key`, as a WriteUp of `path`; None when none is stored (or it cannot be read)."""
    where = _where(key)
    if where is None or not where.is_file():
        return None
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
        text, pages, latex = data["text"], data["pages"], data["latex"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if not (isinstance(text, str) and isinstance(pages, list) and all(isinstance(p, int) for p in pages)
            and isinstance(latex, bool)):
        return None
    return WriteUp(path, text, tuple(pages), latex)


def store(key: str, writeup: WriteUp):
    """Keep a WriteUp's text under `key` (written whole, then renamed: a reader never sees half a file)."""
    where = _where(key)
    if where is None:
        return
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        temporary = where.with_name(f"{where.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"text": writeup.text, "pages": list(writeup.pages),
                                         "latex": writeup.latex}, ensure_ascii=False), encoding="utf-8")
        os.replace(temporary, where)
    except OSError:
        pass
