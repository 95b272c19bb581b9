"""Where a part's cached result lives (written by symattn/caching.py's `write_atomically`: whole or not at all)."""

import hashlib
from pathlib import Path


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
