"""Benchmark: the differential tester at scale — random claims, the engine against high-precision numbers.

    python benchmarks/differential.py [--seed 1] [--count 2000] [--show 10]

Prints, for each claim class (limit, threshold, matrix, position), how many claims were generated and how
many the engine proved, refuted and left unknown, how many the loader refused (malformed: a generator bug),
and every disagreement with the numbers (`proved` but numerically false somewhere sampled; `refuted` but
numerically true, or refuted at a point where the claim holds). Exit 1 when there is a disagreement.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.claims_generator import engine_check, generate, run  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--show", type=int, default=10, help="disagreements and malformed claims shown per class")
    args = parser.parse_args()
    start = time.perf_counter()
    counts = run(generate(args.seed, args.count), engine_check)
    elapsed = time.perf_counter() - start
    print(f"{'class':<10} {'generated':>9} {'proved':>7} {'refuted':>8} {'unknown':>8} {'malformed':>9} "
          f"{'disagree':>8}")
    total = 0
    for kind, row in counts.items():
        total += len(row["disagreements"])
        print(f"{kind:<10} {row['generated']:>9} {row['proved']:>7} {row['refuted']:>8} {row['unknown']:>8} "
              f"{row['malformed']:>9} {len(row['disagreements']):>8}")
    for kind, row in counts.items():
        for text in row["disagreements"][:args.show]:
            print(f"  DISAGREES ({kind}): {text}")
        for text in row.get("malformed_examples", [])[:args.show]:
            print(f"  MALFORMED ({kind}): {text}")
    print(f"seed {args.seed}, {args.count} claims in {elapsed:.1f} s; {total} disagreement(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
