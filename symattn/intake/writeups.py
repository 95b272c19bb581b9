"""Read a class's write-ups (PDF and Word in bounded worker processes, two at a time) and locate each part in each
submission: per part, the places its answer was taken from as `found` records {file, page, span, heading}."""

from dataclasses import dataclass, replace
from pathlib import Path

from symattn.intake import cache, macros
from symattn.intake import locate as locating
from symattn.intake.structure import Place, trimmed
from symattn.intake.readers import TEXT_FORMATS, UnreadableWriteup, WriteUp, read
from symattn.workers import Limits, run_all

BOUNDED = (".pdf", ".docx", ".ipynb", ".html", ".htm")  # read in a worker: a hostile file stops there


@dataclass(frozen=True)
class Located:
    part: str
    places: tuple = ()  # found records, in the write-up's order
    answer: str = ""  # the text of the first place
    reason: str = ""  # why the part is missing, or why it is ambiguous
    graded: str = ""  # the answer as grading reads it (the write-up's own macros expanded), when it differs
    skipped: bool = False  # missing because the write-up says it was not attempted


def _read(path: str):
    try:
        return read(Path(path))
    except UnreadableWriteup as problem:
        return ("unreadable", str(problem))


def read_all(files: list, workers: int = 2, limits: Limits = Limits(cpu_seconds=20, wall_seconds=60.0),
             progress=None) -> dict:
    """{file: WriteUp, or the message saying why it was not read}. A file whose text is cached (cache.py) is not
    read again, and files with the same bytes are read once."""
    out = {}
    for path in files:
        if Path(path).suffix.lower() in TEXT_FORMATS:
            out[str(path)] = _message(_read(str(path)))
    keys, first, pending = {}, {}, []  # path → key; key → the path read for it; the paths to read
    for path in dict.fromkeys(str(f) for f in files if Path(f).suffix.lower() in BOUNDED):
        key = keys[path] = cache.key_of(path)
        stored = cache.load(key, path) if key else None
        if stored is not None:
            out[path] = stored
        elif key is None or key not in first:
            first.setdefault(key, path)
            pending.append(path)
    if pending:
        for path, result in zip(pending, run_all(_read, pending, workers, limits, progress)):
            out[path] = _message(result, Path(path).name)
            if isinstance(out[path], WriteUp) and keys[path]:
                cache.store(keys[path], out[path])
    for path, key in keys.items():
        if path not in out:  # the same bytes as a file read above
            read = out[first[key]]
            out[path] = replace(read, file=path) if isinstance(read, WriteUp) else \
                read.replace(Path(first[key]).name, Path(path).name)
    return out


def _message(result, name: str = ""):
    if isinstance(result, WriteUp):
        return result
    if result[0] == "unreadable":
        return result[1]
    return f"{name} could not be read: {result[1]}"


def record(writeup: WriteUp, place: locating.Place) -> dict:
    return {"file": writeup.file, "page": locating.page_of(writeup.pages, place.start),
            "span": [place.start, place.end], "heading": place.heading}


def locate_submission(files: tuple, texts: dict, parts: list, edition: str = "", names=None, note: str = "",
                      every: bool = False) -> tuple:
    """(edition, [Located] in the parts' order) for one submission's files; a part found in two files is
    ambiguous, a file that could not be read makes the parts not found elsewhere missing with its reason."""
    readable = [texts[str(f)] for f in files if isinstance(texts.get(str(f)), WriteUp)]
    problems = [texts[str(f)] for f in files if isinstance(texts.get(str(f)), str)]
    if not readable:
        wanted = locating.wanted_parts(parts, edition, every)
        why = "; ".join(problems) or note or "no write-up was read"
        return edition, [Located(p.id, reason=why) for p in wanted]
    chosen = edition
    if not chosen and len(readable) > 1:  # several files: one edition for all (one file: locate() chooses it)
        joined = "\n".join(macros.expand(w.text)[0] for w in readable)
        secs = locating.sections(joined, any(w.latex for w in readable), locating.numbers(parts),
                                locating.part_titles(parts))
        chosen = locating.choose_edition(joined, secs, parts)
    per_part: dict = {}
    reasons: dict = {}
    said_skipped = set()  # parts a write-up says were not attempted
    for writeup in readable:
        expanded, mapping = macros.expand(writeup.text)  # a heading a macro makes (\qpart{1(c)(i)}) is one
        chosen, found = locating.locate(expanded, parts, chosen, writeup.latex, names, every=every)
        for part_id, result in found.items():
            per_part.setdefault(part_id, [])
            for place in result.places:
                back = Place(mapping.back(place.start), mapping.back(place.end), place.heading, place.how)
                per_part[part_id].append((writeup, trimmed(writeup.text, back)))
            if result.reason:
                reasons.setdefault(part_id, []).append(result.reason)
            if result.skipped:
                said_skipped.add(part_id)
    out = []
    wanted = {p.id for p in locating.wanted_parts(parts, chosen, every)}
    # and a part only another edition numbers, where a write-up answers it too (locate: its own path, no collision)
    for part in [p for p in parts if p.id in wanted or per_part.get(p.id)]:
        places = _one_format(per_part.get(part.id, []))
        records = tuple(record(w, p) for w, p in places)
        if not places:
            why = "; ".join(dict.fromkeys(reasons.get(part.id, []) + problems)) or "not found"
            out.append(Located(part.id, reason=why, skipped=part.id in said_skipped))
        else:
            writeup, place = places[0]
            answer = writeup.text[place.start:place.end]
            graded = macros.expanded_answer(writeup.text, answer)
            why = "" if len(places) == 1 else \
                f"the answer to this part was found in {len(records)} places: {'; '.join(_where(r) for r in records)}"
            out.append(Located(part.id, records, answer, why, graded=graded if graded != answer else ""))
    return chosen, out


IN_PROCESS = 16  # fewer submissions than this are located in this process: forking would cost more than it saves


def locate_all(submissions: list, texts: dict, parts: list, edition: str = "", names=None, every: bool = False,
               workers: int = 2, limits: Limits = Limits(cpu_seconds=60, wall_seconds=180.0)) -> list:
    """[(edition, [Located])] for each submission (intake/submissions.py), in order: locate_submission over the
    cores. The workers are forked after the texts were read, so a task is only a submission's index."""
    def one(index: int):
        submission = submissions[index]
        return locate_submission(submission.files, texts, parts, edition, names, submission.note, every)

    if len(submissions) < IN_PROCESS or workers < 2:
        return [one(i) for i in range(len(submissions))]
    out = []
    for submission, result in zip(submissions, run_all(one, list(range(len(submissions))), workers, limits)):
        if isinstance(result, tuple) and len(result) == 2 and result[0] == "error":  # the worker was stopped
            why = f"its parts could not be located: {result[1]}"
            out.append((edition, [Located(p.id, reason=why) for p in locating.wanted_parts(parts, edition, every)]))
        else:
            out.append(result)
    return out


# a submission often holds its source and what it compiled to (hw.tex and hw.pdf): a part found in both is taken
# from the format first here, and found twice only within one format
PREFERENCE = (".tex", ".typ", ".md", ".markdown", ".txt", ".ipynb", ".docx", ".html", ".htm", ".pdf")


def _one_format(places: list) -> list:
    if len({Path(w.file).suffix.lower() for w, _ in places}) < 2:
        return places
    rank = {suffix: i for i, suffix in enumerate(PREFERENCE)}
    best = min(rank.get(Path(w.file).suffix.lower(), len(rank)) for w, _ in places)
    return [(w, p) for w, p in places if rank.get(Path(w.file).suffix.lower(), len(rank)) == best]


def _where(found: dict) -> str:
    page = f", page {found['page']}" if found["page"] else ""
    return f"{Path(found['file']).name}{page}, characters {found['span'][0]}–{found['span'][1]} " \
           f"under '{found['heading']}'"
