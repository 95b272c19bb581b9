"""The lexicon's phrases expanded into token sequences and partitioned by their first token, kept on disk between
runs as Python keeps its .pyc files.

Expanding some 8,000 phrases (`greater|larger than`, optional slots, stems) into some 42,000 token sequences, and
partitioning each concept's by its first token (a trie's root), takes about a tenth of a second, a third of what a
short `check` does on its own; reading them back takes a tenth of that. They depend only on the lexicon's source
and the tokenizer, so they are stored under a SHA-256 of those files' bytes and of the Python version (marshal's
format is Python's): a changed word is a new key, and what is read is never stale. What is stored is plain data
(strings, tuples, lists, dicts, numbers: an entry is its index in `entries()`), its shape checked when read
back; a file that cannot be read or written only costs the expansion again.
"""

import gc
import hashlib
import marshal
import sys
from functools import lru_cache
from pathlib import Path

from symattn.caching import cache_folder, write_atomically

_SOURCES = ("../tokens.py",)  # besides every module of the lexicon: the tokens a phrase is cut into


def stored_roots(rooted, concepts: tuple) -> dict:
    """{concept: rooted(concept)} for every concept, `rooted` giving ({token: [(sequence, entry index)]}, {stem:
    […]}): read from the cache when it holds this lexicon's, else made and stored for the next run."""
    path = _path()
    found = _read(path, concepts) if path is not None else None
    if found is not None:
        return found
    found = {concept: rooted(concept) for concept in concepts}
    if path is not None:
        write_atomically(path, marshal.dumps(found))
    return found


@lru_cache(maxsize=1)
def _path() -> Path | None:
    folder = cache_folder()
    if folder is None:
        return None
    here = Path(__file__).resolve().parent
    digest = hashlib.sha256(sys.version.encode())
    for source in sorted(here.glob("*.py")) + [here / name for name in _SOURCES]:
        try:
            digest.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
        except OSError:
            return None
    return folder / f"lexicon-{digest.hexdigest()}.marshal"


def _read(path: Path, concepts: tuple) -> dict | None:
    """The stored roots, or None when there are none or they are not of the shape written."""
    collecting = gc.isenabled()
    gc.disable()  # tens of thousands of tuples, none of them in a cycle: a collection pass would only cost (7×)
    try:
        found = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    finally:
        if collecting:
            gc.enable()
    # the file is ours, under a key of the code that wrote it (as a .pyc is): its shape is checked, not every pair
    if not isinstance(found, dict) or set(found) != set(concepts) or not all(
            isinstance(root, tuple) and len(root) == 2 and all(isinstance(part, dict) for part in root)
            for root in found.values()):
        return None
    return found
