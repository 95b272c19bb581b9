"""Benchmark: the engine's reach on benchmarks/reach_claims.py, by class.

    python benchmarks/reach.py [--show]

Prints, per class, how many true claims were proved (and refuted: unsound), how many false ones were refuted
(and proved: unsound), how many were left unknown and how many the loader refused. Exit 1 on an unsound verdict.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.reach_claims import CLAIMS, CLASSES  # noqa: E402


def verdict(claim) -> tuple:
    """(status, reason) through the loader and the step checker, as `verify` checks a step."""
    from symattn.errors import SymattnError
    from symattn.spec.derivations import parts_from
    from symattn.verification.checking import check_step

    try:
        part = parts_from(claim.table, "reach.toml")[0]
        result = check_step(part, part.steps[0])
    except SymattnError as error:
        return "refused", str(error)
    return str(result.status.value), result.reason


def tally(claims=CLAIMS) -> dict:
    rows = {kind: {"true": 0, "proved": 0, "false": 0, "refuted": 0, "unknown": 0, "refused": 0, "unsound": [],
                   "open": []} for kind in CLASSES}
    for claim in claims:
        row = rows[claim.kind]
        status, reason = verdict(claim)
        row["true" if claim.true else "false"] += 1
        if status == "proved":
            if claim.true:
                row["proved"] += 1
            else:
                row["unsound"].append(f"proved a false claim: {claim.text}: {reason}")
        elif status == "failed":
            if claim.true:
                row["unsound"].append(f"refuted a true claim: {claim.text}: {reason}")
            else:
                row["refuted"] += 1
        elif status == "refused":
            row["refused"] += 1
            row["open"].append(f"refused: {claim.text}: {reason}")
        else:
            row["unknown"] += 1
            row["open"].append(f"unknown ({'true' if claim.true else 'false'}): {claim.text}: {reason}")
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print every claim left open")
    args = parser.parse_args()
    rows = tally()
    print(f"{'class':<12} {'true':>5} {'proved':>7} {'false':>6} {'refuted':>8} {'unknown':>8} {'refused':>8} "
          f"{'unsound':>8}")
    for kind, row in rows.items():
        print(f"{kind:<12} {row['true']:>5} {row['proved']:>7} {row['false']:>6} {row['refuted']:>8} "
              f"{row['unknown']:>8} {row['refused']:>8} {len(row['unsound']):>8}")
    total = {key: sum(row[key] for row in rows.values()) for key in ("true", "proved", "false", "refuted", "unknown",
                                                                     "refused")}
    print(f"{'all':<12} {total['true']:>5} {total['proved']:>7} {total['false']:>6} {total['refuted']:>8} "
          f"{total['unknown']:>8} {total['refused']:>8} {sum(len(r['unsound']) for r in rows.values()):>8}")
    for row in rows.values():
        for line in row["unsound"] + (row["open"] if args.show else []):
            print("  " + line)
    return 1 if any(row["unsound"] for row in rows.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
