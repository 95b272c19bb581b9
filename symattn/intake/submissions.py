"""Which files are whose: PATHs given to `grade` → submissions, each an id, the student's details and its files.

- a write-up file is one submission; its id is the file's name without its extension;
- a folder holds one submission per write-up file, or one per sub-folder (every write-up inside it);
- Gradescope's export: a folder with `submission_metadata.yml` and a sub-folder per submission (`submission_123`);
  the students' names, emails and SIDs come from the metadata (read as the few lines of YAML it is: no dependency);
- Canvas's download: files named `lastfirst_123_456_name.pdf` (or `lastfirst_LATE_…`, or `lastfirst_12345_name.pdf`
  with the user id alone): the id is the student's Canvas id (123), the name `lastfirst`, and a student's several
  files are one submission.
"""

import re
from dataclasses import dataclass
from pathlib import Path

from symattn.errors import SymattnError
from symattn.intake.readers import FORMATS

MAX_FILES = 20_000
# Canvas's names: lastfirst_[late_]user_submission_name, or lastfirst_user_name as a course's script writes it (the
# user id then at least 4 digits, so that "exam_2_final.pdf" is no student "exam")
CANVAS = re.compile(r"^(?P<name>[a-z]+)_(?:late_)?(?:(?P<user>\d+)_(?P<submission>\d+)|(?P<alone>\d{4,}))_(?P<rest>.+)$",
                    re.I)
METADATA = "submission_metadata.yml"


class NoWriteups(SymattnError):
    """A PATH given to grade holds no write-up, or does not exist."""


@dataclass(frozen=True)
class Submission:
    id: str
    files: tuple  # Paths, in name order
    extra: tuple = ()  # (column, value): name, email, sid
    note: str = ""  # why a submission has no write-up to read (a photo, a zip): its parts are missing with it


def collect(paths: list) -> list:
    """The submissions under `paths`, in the order given and by name within a folder."""
    out = []
    for given in paths:
        path = Path(given)
        if path.is_file():
            if path.suffix.lower() not in FORMATS:
                raise NoWriteups(f"{path}: not a write-up ({', '.join(FORMATS)}) nor a folder of them")
            out.append(Submission(path.stem, (path,)))
        elif path.is_dir():
            found = _folder(path)
            if not found:
                raise NoWriteups(f"{path}: no write-up inside ({', '.join(FORMATS)})")
            out.extend(found)
        else:
            raise NoWriteups(f"{path}: no such file or folder")
    if sum(len(s.files) for s in out) > MAX_FILES:
        raise NoWriteups(f"more than {MAX_FILES:,} write-up files: grade the class in several runs")
    return out


def _writeups(folder: Path) -> list:
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in FORMATS
                  and not any(part.startswith(".") for part in p.relative_to(folder).parts))


def _folder(folder: Path) -> list:
    metadata = _gradescope_metadata(folder / METADATA) if (folder / METADATA).is_file() else {}
    out, canvas = [], {}
    for path in sorted(folder.iterdir()):
        if path.name.startswith("."):
            continue
        if path.is_dir():
            files = _writeups(path)
            if files:
                out.append(Submission(path.name, tuple(files), metadata.get(path.name, ()) or _own_metadata(path)))
            elif metadata or any(p.is_file() for p in path.rglob("*")):
                # a submission of photos or a zip is still a row per part: missing, with what was there
                there = sorted(p.name for p in path.rglob("*") if p.is_file())[:5]
                out.append(Submission(path.name, (), metadata.get(path.name, ()),
                                      f"no write-up in the submission ({', '.join(FORMATS)}); it holds "
                                      f"{', '.join(there) or 'nothing'}"))
        elif path.suffix.lower() in FORMATS:
            match = CANVAS.match(path.name)
            if match:
                key = match.group("name").lower(), match.group("user") or match.group("alone")
                canvas.setdefault(key, []).append(path)
            else:
                out.append(Submission(path.stem, (path,)))
    users = [user for _, user in canvas]
    for (name, user), files in sorted(canvas.items()):
        # one id per student: two names under one number (a renamed file, a typo) keep the name in the id
        out.append(Submission(user if users.count(user) == 1 else f"{name}_{user}", tuple(sorted(files)),
                              (("name", name),)))
    return out


def _own_metadata(folder: Path) -> tuple:
    """A submission folder's own submission_metadata.yml (":submitters:" of that one submission, as a course's script
    or a per-submission download writes it): its students' fields, or ()."""
    if not (folder / METADATA).is_file():
        return ()
    found = _gradescope_metadata(folder / METADATA)
    return next((fields for fields in found.values() if fields), ())


def _gradescope_metadata(path: Path) -> dict:
    """{submission folder: (("name", …), ("email", …), ("sid", …))} from Gradescope's submission_metadata.yml.
    Only the submitters' fields are read, line by line; a file that does not look like it gives {}."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")[:5_000_000]
    except OSError:
        return {}
    found, current, people = {}, None, []
    for line in text.splitlines():
        top = re.match(r"^(\S[^:]*):\s*$", line)
        if top:
            if current:
                found[current] = _people(people)
            current, people = top.group(1).strip("'\""), []
            continue
        field = re.match(r"^\s*-?\s*:?(name|email|sid):\s*(.*)$", line)
        if field and current:
            if field.group(1) == "name" or not people:
                people.append({})
            people[-1][field.group(1)] = field.group(2).strip().strip("'\"")
    if current:
        found[current] = _people(people)
    return found


def _people(people: list) -> tuple:
    fields = []
    for key in ("name", "email", "sid"):
        values = [p[key] for p in people if p.get(key)]
        if values:
            fields.append((key, "; ".join(values)))
    return tuple(fields)
