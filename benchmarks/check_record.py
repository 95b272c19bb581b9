"""Record what check does on every input the tests, corpora and examples gave it, to show a rebuild changes nothing.

    python benchmarks/check_record.py INPUTS.jsonl OUT.json     # record with the code installed in this Python
    python benchmarks/check_record.py INPUTS.jsonl OUT.json --compare RECORD.json

INPUTS.jsonl holds {"toml", "file", "id", "text"} lines (a derivation file's text, its name, a part's id, a write-up).
The record holds, per input: the report, the facts a steps rubric establishes, the chains' claims, and for each link
whether it is asserted and the conditions it is said under."""

import gzip
import json
import sys


def _part(line: dict, cache: dict):
    from symattn.compat import tomllib
    from symattn.spec.derivations import parts_from
    if line["toml"] not in cache:
        cache[line["toml"]] = {p.id: p for p in parts_from(tomllib.loads(line["toml"]), line["file"], line["file"])}
    return cache[line["toml"]][line["id"]]


def record_one(part, text: str) -> dict:
    from symattn.spec.fact_rubric import StepsRubric
    from symattn.steps.check import checked_writeup
    from symattn.steps.facts import established_facts
    from symattn.steps.reading import Link
    try:
        checker, report = checked_writeup(part, text)
    except Exception as error:  # noqa: BLE001 - the record keeps what happened
        return {"error": type(error).__name__ + ": " + str(error)}
    found = {"report": report.to_dict()}
    if isinstance(part.rubric, StepsRubric):
        found["facts"] = [[e.fact, e.step, e.claim] for e in established_facts(checker, report, part.rubric.facts)]
    found["chains"] = [[str(status), reason, claim] for _, _, status, reason, claim in checker.chain_claims()]
    links = [item for item in checker.writeup.items if isinstance(item, Link)]
    found["asserted"] = [bool(checker.asserted(link)) for link in links]
    found["conditions"] = [list(checker.conditions_of(link)) for link in links]
    return found


def load(path: str) -> dict:
    with (gzip.open(path, "rt", encoding="utf-8") if path.endswith(".gz") else open(path, encoding="utf-8")) as handle:
        return json.load(handle)


def main(argv: list) -> int:
    inputs, out = argv[0], argv[1]
    seen, cache, record = set(), {}, {}
    for raw in (gzip.open(inputs, "rt", encoding="utf-8") if inputs.endswith(".gz") else open(inputs, encoding="utf-8")):
        line = json.loads(raw)
        name = f"{line['file']}::{line['id']}::{line['text']}"
        if name in seen:
            continue
        seen.add(name)
        record[name] = record_one(_part(line, cache), line["text"])
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(record, handle, ensure_ascii=False, indent=0, sort_keys=True)
    if "--compare" in argv:
        before = load(argv[argv.index("--compare") + 1])
        changed = [name for name in before if before[name] != record.get(name)]
        print(f"{len(record)} inputs, {len(changed)} changed")
        for name in changed:
            print("CHANGED", json.dumps(name[:300], ensure_ascii=False))
        return 1 if changed else 0
    print(f"{len(record)} inputs recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
