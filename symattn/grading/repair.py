"""Other readings of a statement that cannot be read as written: text copied out of a PDF loses
its sub- and superscripts (ka for k_a, q1 for q_1, udu⊤ a for u_d u_a^⊤, β−2 (…) for β^{-2}(…),
L.µa for L·µ_a).

A repair is only ever tried after the text as written fails to read, and only where the
part's vocabulary leaves one meaning: a vector family's letter followed by one of the
part's key indices (k with a, b, …; u with a, b, c, d). The graded reading is always shown,
so a repaired reading never passes unseen.
"""

import re

from symattn.notation.vocabulary import GREEK_LETTERS

GREEK_FAMILIES = {name: "(?:\\\\" + name + "|" + "|".join(GREEK_LETTERS[name]) + ")" for name in ("mu",)}


def repaired_readings(text: str, families: set, indices: set, answers: set) -> list:
    """Readings to try, in order, after `text` failed; each differs from `text`."""
    readings = []
    for repair in (_lost_subscripts, _product_dots, _lost_negative_powers):
        candidate = repair(text, families, indices, answers)
        if candidate != text and candidate not in readings:
            readings.append(candidate)
            text = candidate
    return readings


def _lost_subscripts(text: str, families: set, indices: set, answers: set) -> str:
    """ka → k_a, µa → µ_a, q1 → q_1, udu⊤ a → u_d u_a^⊤ (each letter run split into family + index)."""
    index = "|".join(sorted((re.escape(i) for i in indices), key=len, reverse=True))
    letters = sorted({f for f in families | answers if len(f) == 1 and f.isalpha()})
    greek = [GREEK_FAMILIES[f] for f in families if f in GREEK_FAMILIES]
    if not index or not (letters or greek):
        return text
    runs = re.compile(r"(?<![\\A-Za-z_^{])[A-Za-z0-9]+(?![A-Za-z_])")
    text = runs.sub(lambda m: _split_run(m.group(0), letters, indices) or m.group(0), _greek_runs(text, greek, index))
    # a transpose mark between the letter and its lost index: u⊤ a → u_a^⊤
    family = "(?:" + "|".join(letters + greek) + ")"
    return re.sub(rf"(?<![A-Za-z\\_])({family})\s*(?:⊤|\^\s*\\top|\^\s*T)\s+({index})(?![A-Za-z0-9_])",
                  r"\1_\2^\\top ", text)


def _greek_runs(text: str, greek: list, index: str) -> str:
    for pattern in greek:
        text = re.sub(rf"({pattern})(?:\s*)({index})(?![A-Za-z0-9_])", r"\1_\2 ", text)
    return text


def _split_run(run: str, letters: list, indices: set) -> str:
    """'udu' → 'u_d u', 'kb' → 'k_b', 'q1' → 'q_1'; '' when the run is not such a sequence."""
    pieces, i = [], 0
    while i < len(run):
        if run[i] not in letters:
            return ""
        label = next((x for x in sorted(indices, key=len, reverse=True) if run.startswith(x, i + 1)), None)
        if label is None:
            pieces.append(run[i])
            i += 1
        else:
            pieces.append(f"{run[i]}_{{{label}}}")
            i += 1 + len(label)
    return " ".join(pieces) if any("_" in p for p in pieces) else ""


def _product_dots(text: str, families: set, indices: set, answers: set) -> str:
    """L.µa: a dot between two factors is a product (·), not the end of a sentence."""
    return re.sub(r"(?<=[A-Za-z0-9})])\.(?=\s*[\\A-Za-zµμ(])", r" \\cdot ", text)


def _lost_negative_powers(text: str, families: set, indices: set, answers: set) -> str:
    """β−2 (…) → β^{-2}(…): a minus and a digit glued to a scalar's name before a bracket."""
    return re.sub(r"(\\[A-Za-z]+|[α-ωΑ-Ω])\s*[-−]\s*(\d)\s*(?=\()", r"\1^{-\2}", text)


# what stands next to a formula's name in a PDF's text: a relation, an operator or a bracket, never a word
_MATH_BEFORE = set("=≈→<>≤≥≠+−-*/·([{|∼~∈⇒")
_MATH_AFTER = set("=≈→<>≤≥≠+−-*/·)]}|∼~∈⊤^'⇒")


def restored_from_a_page(text: str, families: set, indices: set, answers: set) -> str:
    """A PDF's text of a derivation, with each run of letters that is a family's letter and an index (va, ka, c1, μa)
    written with its subscript where a relation, an operator or a bracket stands next to it ("c ≈ va when η > 0" is
    c ≈ v_a: the text keeps no drop, and v·a means nothing in these parts). A run between words ("c va a ser") is left
    as it is. A fraction set on two lines ("≈ 1 2 (va + vb)", "et 2et + n - 2") is not put back: its bar is lost, and
    which digits or names stood above it cannot be told."""
    letters = sorted({f for f in families | answers if len(f) == 1 and f.isalpha()})
    if not letters or not indices:
        return text
    greek = [GREEK_FAMILIES[f] for f in families if f in GREEK_FAMILIES]
    index = "|".join(sorted((re.escape(i) for i in indices), key=len, reverse=True))
    text = _greek_runs(text, greek, index)

    def restored(match):
        before = text[:match.start()].rstrip()[-1:]
        after = text[match.end():].lstrip()[:1]
        if before not in _MATH_BEFORE and after not in _MATH_AFTER:
            return match.group(0)
        return _split_run(match.group(0), letters, indices) or match.group(0)
    return re.sub(r"(?<![\\A-Za-z_^{])[A-Za-z][A-Za-z0-9]*(?![A-Za-z_])", restored, text)

