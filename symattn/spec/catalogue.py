"""Which derivations are in use: the shipped ones, or the files and folders given with --derivations.

Part ids must be unique across everything loaded; a part is found by its id or by an
edition's numbering (1b, e-ii).
"""

from pathlib import Path

from symattn.errors import DerivationError, SymattnError
from symattn.spec.derivations import Part, load_file


class UnknownPart(SymattnError):
    """A part id or alias that no derivation defines."""


def by_name(parts: list) -> dict:
    """{id or numbering alias: part}; an id wins over another part's alias, an earlier part over a later."""
    index: dict = {}
    for part in parts:
        for key in part.aliases:
            index.setdefault(key, part)
    index.update({part.id: part for part in reversed(parts)})
    return index


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
    """The .toml files of the given files and folders (a folder: every .toml in it, sorted); the shipped ones
    when none is given."""
    if not paths:
        return shipped_files()
    files = []
    for path in map(Path, paths):
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.name.endswith(".toml"))
            if not found:
                raise DerivationError(f"{path}: the folder holds no .toml derivation files")
            files.extend(found)
        else:
            files.append(path)
    return files


def load_parts(selection=(), derivations=()) -> list[Part]:
    """The parts of the derivations in use (`derivations`: files or folders; the shipped ones by default),
    all of them or those named by id or numbering in `selection`. A .toml file in `selection` is a
    derivation file of its own (verify FILE.toml)."""
    files = [a for a in selection if str(a).endswith(".toml")]
    names = [a for a in selection if not str(a).endswith(".toml")]
    parts = []
    seen: dict = {}
    for path in derivation_files(list(derivations) + files) if (derivations or files) else shipped_files():
        for part in load_file(Path(path)):
            if part.id in seen:
                raise DerivationError(f"{Path(path).name}: part {part.id}: the id is already used by a part of "
                                      f"{seen[part.id]}")
            seen[part.id] = Path(path).name
            parts.append(part)
    if not names:
        return parts
    index, chosen = by_name(parts), []
    for name in names:
        if name not in index:
            known = ", ".join(p.id for p in parts)
            raise UnknownPart(f"no part {name!r}; the parts are: {known}")
        if index[name] not in chosen:
            chosen.append(index[name])
    return chosen
