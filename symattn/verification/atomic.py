"""A cache file written whole or not at all: to a temporary name, then renamed, so a reader never sees half a
file; a cache that cannot be written is no error (the next run checks again)."""

import hashlib
import os
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass


def cache_path(folder, part, kind: str, *key) -> Path | None:
    """Where a part's cached `kind` lives: a name made of the part file's bytes, its id and `key` (the code's
    fingerprint, options), so any change to one reads nothing stale; None when there is no cache or no file."""
    if folder is None or not part.source:
        return None
    try:
        content = Path(part.source).read_bytes()
    except OSError:
        return None
    name = "\0".join(str(k) for k in (*key, kind, part.id)).encode() + b"\0" + content
    return folder / f"{kind}-{hashlib.sha256(name).hexdigest()}.json"
