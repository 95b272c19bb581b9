"""The lexicon's tries, made as a scan reaches their nodes, are the tries made by adding each phrase in turn."""

import pytest

from symattn.language import lexicon as lx


class Eager:
    """A node of the reference trie: every phrase added in turn, the first one ending at a node kept there."""

    def __init__(self):
        self.literal, self.stems, self.ends = {}, [], None


def eager_trie(wanted: tuple) -> Eager:
    root = Eager()
    for concept in wanted:
        for e in (e for e in lx.entries() if e.concept == concept):
            for phrase in e.phrases:
                for sequence in lx.sequences(phrase):
                    node = root
                    for token in sequence:
                        if token.endswith("*"):
                            child = next((c for s, c in node.stems if s == token[:-1]), None)
                            if child is None:
                                child = Eager()
                                node.stems.append((token[:-1], child))
                        else:
                            child = node.literal.setdefault(token, Eager())
                        node = child
                    if node.ends is None:
                        node.ends = e
    return root


def by_first_character(stems: list) -> dict:
    """The stems a token may match, by the token's first character, in the order they were added."""
    grouped = {}
    for stem, child in stems:
        grouped.setdefault(stem[:1], []).append((stem, child))
    return grouped


def differences(reference: Eager, lazy, path=()) -> list:
    """The paths where the two tries differ: an entry, the literal tokens or the stems (in order, among those a
    token's first character leads to)."""
    literal, stems = lazy.children()
    expected = by_first_character(reference.stems)
    ends = lx.entries()[lazy.ends] if lazy.ends is not None else None  # a lazy node keeps its entry's index
    if reference.ends != ends or list(reference.literal) != list(literal) or \
            {c: [s for s, _ in found] for c, found in expected.items()} != \
            {c: [s for s, _ in found] for c, found in stems.items()}:
        return [path]
    found = []
    for token, child in reference.literal.items():
        found += differences(child, lazy.child(token), path + (token,))
    for first, pairs in expected.items():
        for (stem, child), (_, other) in zip(pairs, stems[first]):
            found += differences(child, other, path + (stem + "*",))
    return found


@pytest.mark.parametrize("wanted", sorted(set(lx.DOMAINS.values())) + [lx.SIZE[::-1], lx.MOOD[::-1]])
def test_a_lazy_trie_is_the_trie_of_its_phrases_added_in_turn(wanted):
    """Node by node, in the order a scan tries them (for each domain, and two in reverse order)."""
    assert differences(eager_trie(wanted), lx._trie.__wrapped__(wanted)) == []


@pytest.mark.parametrize("text, expected", [
    ("キーは正規直交なので", ["キー", "は", "正規直交", "なので"]),  # は正 (is positive) yields to 正規直交
    ("η は正なので", ["は正", "なので"]),  # nothing longer starts inside: は正 stays
    ("键两两正交", ["键", "两两", "正交"]),
    ("the keys are pairwise orthogonal", ["the", "keys", "are", "pairwise", "orthogonal"]),
])
def test_a_phrase_yields_to_a_longer_one_it_cuts_in_scripts_without_spaces(text, expected):
    """Chinese and Japanese set no spaces: a phrase found first gives way to a longer one that starts inside it."""
    from symattn.language.word_certificate import _all_concepts
    tokens = lx.tokenize(text)
    found = [text[tokens[m.first].start:tokens[m.last - 1].end] for m in lx.scan(tokens, *_all_concepts())]
    assert found == expected


WINDOW_TEXTS = ["ab c'’ 12.5,3 \\alpha \\tℓ $x$ é 大于正規直交 가나 - _ ^{} ℓ ₁ ² x_a β→∞ it's don’t 3.14 ,.",
                "Hence $e^t \\ge \\frac{(n-2)(1-2\\varepsilon)}{4\\varepsilon}$, i.e. t ≥ ln(n/ε); a²b \\a² 4_-正a",
                "k_aᵀq = t(1+η)、他の鍵は ≈ 0。 Φ(t_1) = Φ(t_2) 라고 가정하면 sin t_1 = sin t_2"]


def test_a_window_is_cut_as_its_own_text():
    """The tokens of a window, taken from its text's own, are those of the window cut alone, at every window."""
    for text in WINDOW_TEXTS:
        for start in range(len(text) + 1):
            for end in range(start, len(text) + 1, 3):
                alone = tuple((t.text, t.norm, t.start + start, t.end + start) for t in lx.tokenize(text[start:end]))
                assert tuple(tuple(t) for t in lx.window_tokens(text, start, end)) == alone, (text, start, end)
