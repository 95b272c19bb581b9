"""Where symattn keeps what it can compute again (verify's reports, the text of PDFs, the lexicon's phrases
expanded), and how a file there is written: whole or not at all. A cache that cannot be read or written is no
error, only slower: the next run computes again."""

import os
from pathlib import Path


def cache_folder() -> Path | None:
    """$SYMATTN_CACHE (empty: no cache), else $XDG_CACHE_HOME/symattn, else ~/.cache/symattn."""
    chosen = os.environ.get("SYMATTN_CACHE")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "symattn"


def write_atomically(path: Path, content: str | bytes) -> None:
    """To a temporary name, then renamed, so that a reader never sees half a file."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        if isinstance(content, bytes):
            temporary.write_bytes(content)
        else:
            temporary.write_text(content, encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass
