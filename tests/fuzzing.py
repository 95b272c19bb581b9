"""Seeded random mutations of answer texts, for the fuzz tests: characters and tokens deleted, inserted, duplicated
and swapped, as a hurried writer or a bad copy would."""

import random
import re

# the pieces answers are made of: commands, words, numbers, single characters
TOKEN = re.compile(r"\\[A-Za-z]+|\\.|[A-Za-z]+|\d+|\s+|.", re.S)
CHARACTERS = list("\\{}()[]^_=+-*/,.$|~&'<>!:;0123456789atkqvuμβ∞→≈∼⊤·²₁ ") + ["\n"]
TOKENS = [r"\frac", r"\sqrt", r"\left(", r"\right)", r"\sum_{i}", r"\lim_{t\to\infty}", r"\to", r"\infty", r"\approx",
          r"\begin{bmatrix}", r"\end{bmatrix}", "&", r"\\", r"\mathcal{N}", r"\Phi", r"\sinh", r"\|", r"\lVert",
          r"\rVert", r"\hat", r"\mathbb{E}", r"\propto", r"\sim", r"\top", "^{-1}", "_{2}", r"\text{ for large }",
          r"\log n", r"\ge", " or ", " not ", "if ", "q =", "c_2 =", "K =", r"\gamma", r"\delta_{ij}", "O(", "o(",
          r"\cdot", r"\in", r"\{", r"\}", "e^{", "1/2", "$", r"\boxed{", "Final answer:", "\n\n", "0", "n"]


def mutate(text: str, rng: random.Random, count: int | None = None) -> str:
    """1 to 3 random edits of the text (or `count`), each on its characters or on its tokens."""
    for _ in range(count or rng.randint(1, 3)):
        text = (_edit_characters if rng.random() < 0.5 else _edit_tokens)(text, rng)
    return text


def _edit_characters(text: str, rng: random.Random) -> str:
    return "".join(_edited(list(text), rng, CHARACTERS))


def _edit_tokens(text: str, rng: random.Random) -> str:
    return "".join(_edited(TOKEN.findall(text), rng, TOKENS))


def _edited(pieces: list, rng: random.Random, pool: list) -> list:
    at = rng.randrange(len(pieces) + 1)
    kind = rng.choice(("delete", "insert", "duplicate", "swap")) if pieces else "insert"
    if kind == "insert" or at == len(pieces):
        return pieces[:at] + [rng.choice(pool)] + pieces[at:]
    if kind == "delete":
        return pieces[:at] + pieces[at + 1:]
    if kind == "duplicate":
        return pieces[:at + 1] + pieces[at:]
    other = rng.randrange(len(pieces))
    pieces[at], pieces[other] = pieces[other], pieces[at]
    return pieces


def main(argv=None) -> int:
    """python tests/fuzzing.py [MUTANTS_PER_ANSWER] [FIRST_SEED]: the long run; prints each class of internal error
    (exception type and where it was raised) with one input, and exits 1 when there is any."""
    import collections
    import json
    import signal
    import sys
    import time
    import traceback
    from pathlib import Path

    from symattn.errors import SymattnError
    from symattn.grading.grade import grade_answer
    from symattn.grading.memo import Memo
    from symattn.spec.catalogue import load_parts

    args = (argv if argv is not None else sys.argv)[1:]
    mutants, first = int(args[0]) if args else 60, int(args[1]) if len(args) > 1 else 0
    parts = {p.id: p for p in load_parts([])}
    answers = json.loads((Path(__file__).parent / "data" / "fuzz-answers.json").read_text(encoding="utf-8"))
    memo, errors, examples, runs, start = Memo(), collections.Counter(), {}, 0, time.monotonic()
    slow = []  # gradings stopped after 20 s (the workers' CPU limit would stop them too): listed, not errors

    class TooSlow(Exception):
        pass

    def stop(*_):
        raise TooSlow

    signal.signal(signal.SIGALRM, stop)
    for part, texts in answers.items():
        for number, answer in enumerate(texts):
            for seed in range(first, first + mutants):
                text = mutate(answer, random.Random(f"{part}/{number}/{seed}"))
                runs += 1
                signal.alarm(20)
                try:
                    verdict = grade_answer(parts[part], text, memo=memo)
                    if "internal error" in verdict.feedback:
                        raise RuntimeError(verdict.feedback)
                except SymattnError:
                    continue
                except TooSlow:
                    slow.append((part, text))
                    continue
                except Exception as error:  # noqa: BLE001 - what the fuzz run looks for
                    frame = traceback.extract_tb(error.__traceback__)[-1]
                    key = (type(error).__name__, Path(frame.filename).name, frame.lineno)
                    errors[key] += 1
                    examples.setdefault(key, (part, text, str(error)[:160]))
                finally:
                    signal.alarm(0)
    print(f"{runs} gradings, {sum(errors.values())} internal errors, {len(slow)} over 20 s, "
          f"{time.monotonic() - start:.0f} s")
    for part, text in slow:
        print("slow", part, repr(text))
    for key, count in errors.most_common():
        print(count, *key, examples[key])
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
