"""Which derivations are in use: the shipped ones, or the files and folders given with --derivations.

Part ids must be unique across everything loaded; a part is found by its id or by an
edition's numbering (1b, e-ii).
"""

import re
from difflib import get_close_matches
from pathlib import Path

from symattn.errors import DerivationError, SymattnError
from symattn.spec.derivations import Part, load_file


class UnknownPart(SymattnError):
    """A part id or alias that no derivation defines."""


def by_name(parts: list) -> dict:
    """{id, alias or numbering: part}; an id wins over another part's alias, an earlier part over a later. An
    edition's numbering ("1(f)") and its short forms ("1f"; "f" for "(f)") name a part too, unless they would name
    two."""
    index: dict = {}
    for part in parts:
        for key in part.aliases:
            index.setdefault(key, part)
    index.update({part.id: part for part in reversed(parts)})
    labels: dict = {}
    for part in parts:
        for label in (*part.numbering.values(), *part.aliases):
            for key in {label, numbering_key(label)}:
                labels.setdefault(key, {})[part.id] = part
    for key, owners in labels.items():
        if key and key not in index and len(owners) == 1:
            index[key] = next(iter(owners.values()))
    return index


def lookup(index: dict, name: str):
    """The part a name gives in a by_name index, as written or in its short numbering form; None when none."""
    name = name.strip()
    return index.get(name) or index.get(numbering_key(name))


def numbering_key(label: str) -> str:
    """A numbering's short form: 1(c)(i), 1c-i, 1 (c) (i) and 1C-I are all 1c-i; (f) is f. Not for ids."""
    tokens = re.findall(r"[0-9]+|[a-z]+", label.lower())
    if not tokens or not re.fullmatch(r"[\s0-9a-zA-Z().\-]*", label) or len(tokens) > 4:
        return ""
    key = tokens[0]
    for before, token in zip(tokens, tokens[1:]):
        key += token if before.isdigit() and token.isalpha() else "-" + token
    return key


def unknown_part_message(name: str, parts, lead: str = "no part") -> str:
    """"no part '1z' (did you mean '1e', multi-head-summary?); the parts are: …": what exists, and the closest."""
    parts = list(parts)
    index = by_name(parts)
    names = sorted(index)
    close = get_close_matches(name.strip(), names, n=1, cutoff=0.6) or \
        get_close_matches(numbering_key(name), names, n=1, cutoff=0.6)
    owner = index[close[0]].id if close else ""
    hint = f" (did you mean {close[0]!r}{f', {owner}' if owner != close[0] else ''}?)" if close else ""
    listed = ", ".join(f"{p.id} ({', '.join(dict.fromkeys([*p.numbering.values(), *p.aliases]))})"
                       if (p.numbering or p.aliases) else p.id for p in parts)
    return f"{lead} {name.strip()!r}{hint}; the parts are: {listed}"


def derivations_folder() -> Path:
    """Installed: symattn/derivations inside the package; from a checkout: the top-level derivations/."""
    package = Path(__file__).resolve().parent.parent
    for folder in (package / "derivations", package.parent / "derivations"):
        if folder.is_dir():
            return folder
    raise DerivationError("the shipped derivations are missing: reinstall symattn")


def shipped_files() -> list[Path]:
    return sorted(p for p in derivations_folder().iterdir() if p.name.endswith(".toml"))


def derivation_files(paths) -> list[Path]:
    """The .toml files of the given files and folders (a folder: every .toml in it, sorted), each file once and in
    the order given; the shipped ones when none is given. Given derivations replace the shipped ones."""
    if not paths:
        return shipped_files()
    files: dict = {}
    for path in map(Path, paths):
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.name.endswith(".toml"))
            if not found:
                raise DerivationError(f"{path}: the folder holds no .toml derivation files")
        else:
            found = [path]
        for file in found:
            files.setdefault(file.resolve(), file)  # a file named twice (itself and in its folder) is loaded once
    return list(files.values())


def load_parts(selection=(), derivations=()) -> list[Part]:
    """The parts of the derivations in use (`derivations`: files or folders; the shipped ones by default),
    all of them or those named by id or numbering in `selection`. A .toml file in `selection` is a
    derivation file of its own (verify FILE.toml), loaded with `derivations`."""
    files = [a for a in selection if str(a).endswith(".toml")]
    names = [a for a in selection if not str(a).endswith(".toml")]
    parts = []
    seen: dict = {}
    for path in derivation_files(list(derivations) + files):
        for part in load_file(Path(path)):
            if part.id in seen:
                first, again = _labels(seen[part.id], Path(path))
                raise DerivationError(f"{again}: part {part.id}: the id is already used by a part of {first}")
            seen[part.id] = Path(path)
            parts.append(part)
    _check_names(parts)
    if not names:
        return parts
    index, chosen = by_name(parts), []
    for name in names:
        part = lookup(index, name)
        if part is None:
            raise UnknownPart(unknown_part_message(name, parts))
        if part not in chosen:
            chosen.append(part)
    return chosen


def _check_names(parts: list):
    """An alias names one part: one that is another part's id or alias would send answers to the wrong part."""
    owner: dict = {part.id: part for part in parts}
    for part in parts:
        for alias in part.aliases:
            other = owner.setdefault(alias, part)
            if other is not part:
                first, again = _labels(Path(other.source or other.file), Path(part.source or part.file))
                raise DerivationError(f"{again}: part {part.id}: the alias {alias!r} already names part {other.id} "
                                      f"of {first}")


def _labels(first: Path, again: Path) -> tuple:
    """Two files as messages name them: by their names, or by their paths when the names are the same."""
    if first.name != again.name:
        return first.name, again.name
    return str(first), str(again)


def describe(parts: list) -> list[dict]:
    """What `parts` lists, per part: id, title, numbering per edition, aliases, points, how it is graded, its file."""
    return [{"id": part.id, "title": part.title, "numbering": dict(part.numbering), "aliases": list(part.aliases),
             "points": part.points, "graded": "automatically" if part.rubric is not None else "by hand",
             "file": part.source} for part in parts]


def described_text(rows: list[dict], derivations=()) -> str:
    """The `parts` table: one line per part, columns padded to their widest entry; then where the parts came from."""
    header = ("id", "points", "graded", "numbering", "aliases", "file")
    lines = [(row["id"], f"{row['points']:g}", row["graded"],
              ", ".join(f"{edition}: {label}" for edition, label in row["numbering"].items()) or "-",
              ", ".join(row["aliases"]) or "-", row["file"]) for row in rows]
    widths = [max(len(line[i]) for line in [header, *lines]) for i in range(len(header) - 1)]
    table = ["  ".join([*(cell.ljust(width) for cell, width in zip(line, widths)), line[-1]]) for line in
             [header, *lines]]
    files = len({row["file"] for row in rows})
    origin = "given with --derivations" if derivations else f"shipped with symattn, in {derivations_folder()}"
    count = f"{len(rows)} part{'s' * (len(rows) != 1)} from {files} file{'s' * (files != 1)}"
    return "\n".join(table + [f"{count}, {origin}"]) + "\n"
