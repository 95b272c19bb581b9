"""How many words of a student's formula-carrying sentences the lexicon does not read, per language.

Run: .venv/bin/python benchmarks/neutral_coverage.py [--words] [--held-out | --held-out-2]
Each sentence of benchmarks/neutral_sample.py is read as its own write-up; the words of the sentences that carry a
statement that no lexicon entry accounts for (language/word_certificate.unread_words) are counted. --words lists
them, most frequent first, per language; --held-out reads the second sample (HELD_OUT), never used to choose a
word; --held-out-2 only its last part (neutral_held_out.py), written before the words of the red-team sets were
added.
"""

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from neutral_held_out import HELD_OUT_2  # noqa: E402
from neutral_sample import HELD_OUT, SAMPLE  # noqa: E402

from symattn.language.document import read_document  # noqa: E402
from symattn.language.word_certificate import unread_words  # noqa: E402


def unread(sentence: str) -> list:
    document = read_document(sentence)
    carrying = frozenset(s.sentence for s in document.statements)
    return [w.word for w in unread_words(document, carrying)]


def main(show_words: bool, sample: dict) -> None:
    total = 0
    for language, sentences in sample.items():
        words = Counter(w.casefold() for s in sentences for w in unread(s))
        total += sum(words.values())
        print(f"{language}\t{len(sentences)} sentences\t{sum(words.values())} unread words")
        if show_words:
            print("\t" + ", ".join(f"{w}×{n}" if n > 1 else w for w, n in words.most_common()))
    print(f"all\t{total} unread words")


if __name__ == "__main__":
    arguments = sys.argv[1:]
    main("--words" in arguments,
         HELD_OUT_2 if "--held-out-2" in arguments else HELD_OUT if "--held-out" in arguments else SAMPLE)
