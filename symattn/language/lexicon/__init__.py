"""Word knowledge as data: what words and phrases mean, per concept and per language, matched on tokens.

Each language module (`en.py`, `fr.py`, `zh.py`, …) lists `ENTRIES`: a concept (LARGE, GREATER, HYPOTHESIS, …),
its phrases, and example sentences that are its tests (tests/test_lexicon.py): each example must contain a
phrase of its concept, each counterexample none. A phrase is written as tokens separated by spaces; a slot
may offer alternatives (`greater|larger`, and `far_more|much` for an alternative of several words), a stem
(`grand*` matches grand, grande, grands) and be optional (`very|really?`). Chinese, Japanese and Korean are
read a character at a time, so `远大于` is three tokens.

The concepts read together are DOMAINS below; a reader asks for one domain's concepts at a time.

A scan reads a text's tokens once against the concepts asked for and keeps, at each position, the longest
phrase that starts there (leftmost-longest, no overlaps): `大于` (a comparative) wins over `大` (large),
"larger than" over "larger". When two concepts share a phrase, the one asked for first wins.
"""

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, product

from symattn.language.tokens import CJK, TOKEN, Token, token_of, tokenize


@dataclass(frozen=True)
class Entry:
    concept: str
    language: str
    phrases: tuple
    examples: tuple = ()  # sentences in which the concept must be found
    counterexamples: tuple = ()  # sentences in which it must not


def entry(concept: str, language: str, phrases, examples=(), counterexamples=()) -> Entry:
    phrases = (phrases,) if isinstance(phrases, str) else tuple(phrases)
    return Entry(concept, language, phrases, tuple(examples), tuple(counterexamples))


@dataclass(frozen=True)
class Match:
    concept: str
    start: int  # characters in the text
    end: int
    first: int  # token indices: tokens[first:last]
    last: int
    entry: Entry


def _slots(phrase: str) -> list:
    """[(alternatives as token tuples, optional)] of a phrase."""
    slots = []
    for slot in phrase.split():
        optional = slot.endswith("?") and len(slot) > 1
        choices = slot[:-1] if optional else slot
        alternatives = []
        for choice in choices.split("|"):
            stem = choice.endswith("*") and len(choice) > 1
            tokens = list(_norms((choice[:-1] if stem else choice).replace("_", " ")))
            if stem:
                tokens[-1] += "*"
            alternatives.append(tuple(tokens))
        slots.append((tuple(alternatives), optional))
    return slots


@lru_cache(maxsize=None)  # the same words recur in many phrases
def _norms(words: str) -> tuple:
    return tuple(t.norm for t in tokenize(words))


def sequences(phrase: str) -> list:
    """Every token sequence a phrase stands for (a stem keeps its trailing '*')."""
    return list(_sequences(phrase))


PHRASE_MARKS = re.compile(r"[|?*_]")  # what makes a phrase stand for more than its words (see the module's notes)


@lru_cache(maxsize=None)  # a phrase is expanded once, not once for every group of concepts a trie is built for
def _sequences(phrase: str) -> tuple:
    if not PHRASE_MARKS.search(phrase):  # most phrases are plain words: one sequence, their tokens
        words = _norms(phrase)
        return (words,) if words else ()
    options = [alternatives + (((),) if optional else ()) for alternatives, optional in _slots(phrase)]
    return tuple(sequence for sequence in map(tuple, map(chain.from_iterable, product(*options))) if sequence)


class _Node:
    """A node of a trie of phrases, made when a scan first reaches it (a scan visits few of the nodes).

    It keeps the (token sequence, entry index) pairs through it in the order they were added; its children, made
    from them, are exactly those that adding the sequences one by one would make, in the same order: the literal
    tokens, and the stems grouped by their first character, each group in the order its stems first occur. `ends`
    is the index in entries() of the entry of the first sequence ending here.
    """

    __slots__ = ("through", "depth", "ends", "_literal", "_stems", "starts")

    def __init__(self, through: list, depth: int):
        self.through, self.depth = through, depth
        self.ends = next((e for sequence, e in through if len(sequence) == depth), None)
        self._literal = None
        self._stems = None
        self.starts = {}  # (at a root) {token: whether a phrase starts with it}, as scans meet them

    def children(self) -> tuple:
        """({literal token: its node, or the pairs it is made from}, {a stem's first character: [(stem, node)]}): a
        token is tried against the stems that start with its own first character only (the root of a large group
        holds hundreds of stems). A literal token's node is made by `child`, when a scan first reaches it."""
        if self._literal is None:
            literal, stems = _partition(self.through, self.depth)
            self._literal, self._stems = literal, _grouped_stems(stems, self.depth + 1)
            self.through = None  # the children hold them now
        return self._literal, self._stems

    def child(self, norm: str) -> "_Node | None":
        """The node after the literal token `norm`, or None."""
        literal = self._literal if self._literal is not None else self.children()[0]
        found = literal.get(norm)
        if found is None or isinstance(found, _Node):
            return found
        node = literal[norm] = _Node(found, self.depth + 1)  # in place: the tokens keep their order
        return node

    @classmethod
    def root(cls, literal: dict, stems: dict) -> "_Node":
        """The root of a trie whose sequences are already partitioned by their first token."""
        node = cls([], 0)
        node._literal, node._stems = literal, _grouped_stems(stems, 1)
        node.through = None
        return node


def _partition(pairs, depth: int) -> tuple:
    """({literal token: [(sequence, entry)]}, {stem: [(sequence, entry)]}) of the pairs' token at `depth`, each in the
    order the tokens first occur (a dict keeps it)."""
    literal: dict = {}
    stems: dict = {}
    for sequence, e in pairs:
        if len(sequence) > depth:
            token = sequence[depth]
            if token.endswith("*"):
                stems.setdefault(token[:-1], []).append((sequence, e))
            else:
                literal.setdefault(token, []).append((sequence, e))
    return literal, stems


def _grouped_stems(stems: dict, depth: int) -> dict:
    grouped: dict = {}
    for stem, pairs in stems.items():
        grouped.setdefault(stem[:1], []).append((stem, _Node(pairs, depth)))
    return grouped


def _all_entries() -> tuple:
    from symattn.language.lexicon import (analogy, content, de, domain_words, domain_words_more, en, es, fr, hedges,
                                          it, ja, ko, limit_order, more, neutral, neutral_extra, neutral_more,
                                          operations, orthogonal_words, pt, ru, settings, verbs, zh)
    return tuple(e for module in (en, fr, de, es, it, pt, ru, zh, ja, ko, more, verbs, operations, hedges, settings,
                                  limit_order, analogy, orthogonal_words, neutral, neutral_more, neutral_extra,
                                  content, domain_words, domain_words_more)
                 for e in module.ENTRIES)


@lru_cache(maxsize=1)
def entries() -> tuple:
    return _all_entries()


def concepts() -> frozenset:
    return frozenset(_by_concept())


@lru_cache(maxsize=1)
def _by_concept() -> dict:
    """{concept: its entries, in the order of entries()}."""
    found: dict = {}
    for e in entries():
        found.setdefault(e.concept, []).append(e)
    return found


@lru_cache(maxsize=64)
def _trie(wanted: tuple) -> _Node:
    unknown = set(wanted) - concepts()
    if unknown:
        raise KeyError(f"no such concept in the lexicon: {sorted(unknown)}")
    # the concept asked for first keeps a phrase two concepts share: its sequences come first. Each concept's
    # sequences are partitioned by their first token once, and a group's root merges them in its order: the
    # same children, in the same order, as partitioning the group's sequences end to end
    literal: dict = {}
    stems: dict = {}
    for concept in wanted:
        own_literal, own_stems = _first_tokens(concept)
        for token, pairs in own_literal.items():
            literal.setdefault(token, []).extend(pairs)
        for stem, pairs in own_stems.items():
            stems.setdefault(stem, []).extend(pairs)
    return _Node.root(literal, stems)


@lru_cache(maxsize=None)
def _first_tokens(concept: str) -> tuple:
    """({first token: [(token sequence, the entry's index in entries())]}, {stem: […]}) of a concept's phrases, in
    the order of its entries and their phrases: its part of a root."""
    return _stored()[concept]


@lru_cache(maxsize=1)
def _stored() -> dict:
    from symattn.language.lexicon.compiled import stored_roots
    return stored_roots(_rooted, tuple(sorted(concepts())))


def _rooted(concept: str) -> tuple:
    index = {id(e): i for i, e in enumerate(entries())}
    return _partition(((sequence, index[id(e)]) for e in _by_concept()[concept] for phrase in e.phrases
                       for sequence in _sequences(phrase)), 0)


def scan(text_or_tokens, *wanted: str) -> list:
    """[Match] of the concepts asked for, leftmost-longest and not overlapping."""
    if isinstance(text_or_tokens, str):
        return list(_scan_text(text_or_tokens, wanted)) if len(text_or_tokens) <= 2000 else \
            _scan_tokens(tokenize(text_or_tokens), wanted)
    return _scan_tokens(tuple(text_or_tokens), wanted)


@lru_cache(maxsize=4096)  # the readers ask about the same few words around each statement many times
def _scan_text(text: str, wanted: tuple) -> tuple:
    return tuple(_scan_tokens(_tokens_of(text), wanted))


@lru_cache(maxsize=2048)  # one text is scanned for several groups of concepts in turn
def _tokens_of(text: str) -> tuple:
    return tokenize(text)


def _scan_tokens(tokens: tuple, wanted: tuple) -> list:
    root = _trie(tuple(wanted))
    literal, stems = root.children()
    starts = root.starts
    found, i = [], 0
    while i < len(tokens):
        norm = tokens[i].norm
        can = starts.get(norm)
        if can is None:
            can = starts[norm] = norm in literal or any(norm.startswith(stem) for stem, _ in stems.get(norm[:1], ()))
        if not can:
            i += 1  # no phrase starts here: most tokens, in a scan for a few concepts
            continue
        best = _longest(root, tokens, i)
        if best is None:
            i += 1
            continue
        last, e = best[0], entries()[best[1]]
        inside = _longer_inside(root, tokens, i, last)
        if inside is not None:  # "は正|規直交" is "は|正規直交": the phrase at i yields to what it cut
            best = _longest(root, tokens[:inside], i)
            if best is None:
                i = inside
                continue
            last, e = best[0], entries()[best[1]]
        if last == i + 1 and _another_languages_word(tokens, i):
            i += 1  # Italian "si ha", "si comporta": no French or Spanish "si" (if) there
            continue
        if e.concept in _COMPOUND_SAFE or not _inside_a_compound(tokens, i, last):
            found.append(Match(e.concept, tokens[i].start, tokens[last - 1].end, i, last, e))
        i = last
    return found


def _another_languages_word(tokens: tuple, i: int) -> bool:
    """A one-token phrase that is another language's word where it stands: the word before the verb that follows
    it in that language's impersonal or reflexive form ("si ha", "si ottiene", "si comporta": Italian "one has"), whose
    spelling French and Spanish read as "if"; French "se" before its verb ("se répartit", "se comporte"), which
    Italian and Portuguese read as "if". Only a longer phrase (NEUTRAL's "si ha") is read there."""
    following = tokens[i + 1].norm if i + 1 < len(tokens) else ""
    homographs = _homographs()
    return tokens[i].norm in homographs and following in homographs[tokens[i].norm]


@lru_cache(maxsize=1)
def _homographs() -> dict:
    from symattn.language.lexicon import fr, it
    return {"si": it.IMPERSONAL_SI_VERBS, "se": fr.REFLEXIVE_SE_VERBS}


# a word inside a hyphenated compound ("all-or-nothing", "not-so-large") is the compound's, not a role of the
# sentence: "or" there offers no alternative, "nothing" denies nothing. Only the words known to change nothing keep
# their meaning there ("multi-head", "one-hot")
_COMPOUND_SAFE = frozenset({"NEUTRAL", "CONTENT"})


def _inside_a_compound(tokens: tuple, first: int, last: int) -> bool:
    """Whether tokens[first:last] is glued by a hyphen to a word before it or after it."""
    def glued(hyphen: int, word: int) -> bool:
        if not (0 <= hyphen < len(tokens) and 0 <= word < len(tokens)) or tokens[hyphen].text not in "-‐‑" or \
                not tokens[word].text[:1].isalpha():
            return False
        return tokens[word].end == tokens[hyphen].start if word < hyphen else tokens[hyphen].end == tokens[word].start
    # a negative prefix ("non-negligible", "nicht-negativ") is read with its word by the readers of sizes and signs
    prefixed = first >= 2 and tokens[first - 2].norm in _NEGATIVE_PREFIXES
    return tokens[first].text[:1].isalpha() and (glued(first - 1, first - 2) and glued(first - 1, first) and
                                                 not prefixed or glued(last, last - 1) and glued(last, last + 1))


_NEGATIVE_PREFIXES = frozenset({"non", "nicht", "no", "un"})


def _longer_inside(root: _Node, tokens: tuple, i: int, last: int):
    """Chinese and Japanese set no spaces, so one character can end a phrase and begin another: "キーは正規直交"
    holds "は正" (is positive) and "正規直交" (orthonormal). Where a longer phrase starts inside the one found at i
    and goes past its end, the first index where one does; None where none does (and in scripts with spaces)."""
    if last - i < 2 or not all(_CJK.match(tokens[j].text) for j in range(i, last)):
        return None
    for k in range(i + 1, last):
        other = _longest(root, tokens, k)
        if other is not None and other[0] > last and other[0] - k > last - i:
            return k
    return None


_CJK = re.compile(f"^[{CJK}]$")  # a token of one character of a script without spaces, as tokens.py cuts them


def _longest(root: _Node, tokens: tuple, i: int):
    """(end token index, entry) of the longest phrase starting at token i; None when none does."""
    best, frontier, j = None, [root], i
    while frontier and j < len(tokens):
        norm = tokens[j].norm
        following = []
        for node in frontier:
            child = node.child(norm)
            if child is not None:
                following.append(child)
            following.extend(c for stem, c in node.children()[1].get(norm[:1], ()) if norm.startswith(stem))
        j += 1
        for node in following:
            if node.ends is not None:
                best = (j, node.ends)
                break
        frontier = following
    return best


def find(text: str, *wanted: str, start: int = 0, end: int | None = None):
    """The first Match of the concepts in text[start:end] (positions in `text`), or None."""
    found = _scan_window(text, start, end, wanted)
    return found[0] if found else None


def last(text: str, *wanted: str, start: int = 0, end: int | None = None):
    """The last Match of the concepts in text[start:end] (positions in `text`), or None."""
    found = _scan_window(text, start, end, wanted)
    return found[-1] if found else None


def _scan_window(text: str, start: int, end, wanted: tuple) -> list:
    """The matches in a window of a text, with positions in the text (a window is scanned as its own text)."""
    start, end = max(0, start), len(text) if end is None else min(end, len(text))
    if start == 0 and end == len(text):
        return scan(text, *wanted)
    return list(_scan_in_window(text, start, end, wanted))


@lru_cache(maxsize=4096)  # the readers look before and after each statement of one text, for several concepts
def _scan_in_window(text: str, start: int, end: int, wanted: tuple) -> tuple:
    return tuple(_scan_tokens(window_tokens(text, start, end), wanted))


def window_tokens(text: str, start: int, end: int) -> tuple:
    """The tokens of text[start:end], with positions in `text`: cut from the window's start until a token starts
    where one of the whole text's does, the text's own from there (cutting resumes alike from a point where both
    are), and the last one the window cuts short cut again. The readers look at many windows of one text, and
    cutting each anew cost more than all their scans."""
    whole = _tokens_of(text)
    starts, ends = _token_edges(text)
    head = []
    for match in TOKEN.finditer(text, start, end):
        at = bisect_left(starts, match.start())
        if at < len(starts) and starts[at] == match.start():
            last = bisect_right(ends, end)
            if last <= at:
                break
            return tuple(head) + whole[at:last] + tokenize(text, ends[last - 1], end)
        head.append(token_of(match))
    return tokenize(text, start, end)


@lru_cache(maxsize=2048)
def _token_edges(text: str) -> tuple:
    tokens = _tokens_of(text)
    return tuple(token.start for token in tokens), tuple(token.end for token in tokens)


def every_word_read(tokens: tuple, *wanted: str):
    """The Matches of the concepts when, between them, they read every word of the tokens (a token with a letter or
    a digit: punctuation may stand between them), else None."""
    found = scan(tokens, *wanted)
    covered = {i for match in found for i in range(match.first, match.last)}
    return found if all(i in covered for i, token in enumerate(tokens) if re.search(r"\w", token.text)) else None


def said(text: str, *wanted: str) -> bool:
    return find(text, *wanted) is not None


def opens(text: str, *wanted: str, skipping: str = ",.;:!?()[]{}—–-\"'“”«»") -> "Match | None":
    """The Match that opens the text, after punctuation; None when its first word is not one of the concepts."""
    return _opens(text, wanted, skipping)


@lru_cache(maxsize=8192)  # the readers ask about the same few words around each statement many times
def _opens(text: str, wanted: tuple, skipping: str):
    tokens = tuple(t for t in tokenize(text))
    index = next((k for k, t in enumerate(tokens) if t.text not in skipping), len(tokens))
    found = scan(tokens[index:], *wanted)
    return found[0] if found and found[0].first == 0 else None


def closes(text: str, *wanted: str, skipping: str = ",.;:!?()[]{}—–-\"'“”«»") -> "Match | None":
    """The Match that closes the text, before punctuation; None when its last word is not one of the concepts."""
    return _closes(text, wanted, skipping)


@lru_cache(maxsize=8192)
def _closes(text: str, wanted: tuple, skipping: str):
    tokens = tokenize(text)
    index = len(tokens)
    while index and tokens[index - 1].text in skipping:
        index -= 1
    found = scan(tokens[:index], *wanted)
    return found[-1] if found and found[-1].last == index else None


__all__ = ["Entry", "Match", "Token", "tokenize", "entry", "entries", "concepts", "scan", "find", "last", "said", "opens",
           "closes", "sequences"]

# Concepts read together, in the order that settles a phrase two of them share: a scan asks for one of these.
SIZE = ("MUCH_GREATER", "MUCH_LESS", "GREATER", "LESS", "LARGE_NEGATIVE", "TO_MINUS_INFINITY", "BOUNDED", "VAGUE",
        "LARGE", "SMALL_FROM_ABOVE", "SMALL", "NEGATIVE_SIGN")
MOOD = ("MOOD_BREAK", "HYPOTHESIS", "ALTERNATIVE", "COMMIT")
DOMAINS = {"size": SIZE, "mood": MOOD, "value": ("NEAR_VALUE", "SET_TO"), "operation": ("OPERATES", "PROPERTY"), "relative limit": ("RELATIVE_LIMIT",), "intensity": ("INTENSIFIER",),
           "negation": ("NEGATION",), "condition": ("CONDITION",), "consequence": ("CONSEQUENCE",),
           "scope": ("SCOPE_BREAK",), "otherwise": ("OTHERWISE",), "the others": ("THE_OTHERS",), "other scores": ("OTHER_SCORES",), "rest after": ("REST_AFTER",), "score noun": ("SCORE_NOUN",), "score of": ("SCORE_OF",), "asymptotic": ("ASYMPTOTIC",), "in this part": ("IN_THIS_PART",), "turned from": ("TURNED_FROM",), "number noun": ("NUMBER_NOUN",), "iff": ("IFF",), "analogous": ("ANALOGOUS", "ANALOGOUS_FOR"), "probability of": ("PROBABILITY_OF",), "owner of": ("OWNER_OF",), "at that value": ("AT_THAT_VALUE",), "identity permutation": ("IDENTITY_PERMUTATION",), "sums up": ("SUMS_UP",), "each of": ("EACH_OF",), "for every": ("FOR_EVERY",), "trailing definition": ("TRAILING_DEFINITION",), "supposed by what follows": ("SUPPOSED_BY_WHAT_FOLLOWS",), "equally likely": ("EQUALLY_LIKELY",), "exception": ("EXCEPTION",), "other case": ("OTHER_CASE",),
           "either": ("EITHER_WAY",), "conclusion": ("CONCLUSION",), "implies": ("IMPLIES", "EQUIVALENT"),
           "abbreviation": ("ABBREVIATION",), "conjunction": ("CONJUNCTION",), "copula": ("COPULA",),
           "then": ("THEN",), "modal": ("MODAL",), "retracted by next": ("RETRACTED_BY_NEXT",),
           "retracted by previous": ("RETRACTED_BY_PREVIOUS",), "aside before": ("ASIDE_BEFORE",),
           "aside after": ("WHEN_JA", "ASIDE_AFTER"), "remark": ("REMARK", "ASIDE_AFTER", "ASIDE_BEFORE"),
           "committing": ("COMMITTING",), "aside scope end": ("ASIDE_SCOPE_END",), "final": ("FINAL",),
           "regime opening": ("REGIME_OPENING",), "regime subject": ("REGIME_SUBJECT",), "goal": ("GOAL",),
           "goal after": ("GOAL_AFTER",), "purpose": ("PURPOSE",), "suffices": ("SUFFICES",),
           "standard deviation": ("STANDARD_DEVIATION", "VARIANCE"), "of a name": ("OF_NAME",), "value is": ("VALUE_IS",),
           "mood joint": ("MOOD_JOINT",), "suppose": ("SUPPOSE",), "keys in words": ("KEYS_CHOSEN", "KEYS_LISTED"),
           "keys other": ("KEYS_OTHER",), "we have": ("WE_HAVE",),
           "necessary": ("NECESSARY", "NECESSARY_AFTER"), "head": ("HEAD_1", "HEAD_2", "HEAD_3"),
           "growth": ("FASTER", "SLOWER", "ALIKE"), "relation words": ("APPROX_WORDS", "EQUALS_WORDS"), "unequal words": ("UNEQUAL_WORDS",),
           "list": ("LIST_JOINT",), "defines": ("DEFINES",), "approximately": ("APPROXIMATELY",),
           "query noun": ("QUERY_NOUN",), "output noun": ("OUTPUT_NOUN",), "exactly": ("EXACTLY",), "neutral": ("NEUTRAL",), "number word": ("NUMBER_WORD",), "content": ("CONTENT",), "example": ("EXAMPLE",), "yes or no": ("YES", "NO"), "answered no": ("ANSWERED_NO",),
           "hypothesis after": ("WHEN_JA", "HYPOTHESIS_AFTER"), "replaces": ("REPLACES",),
           "earlier part": ("EARLIER_PART",), "contrast": ("CONTRAST",), "adds": ("ADDS",), "onto": ("ONTO",),
           "replaces name": ("REPLACES_NAME",), "by value": ("BY_VALUE",),
           "basis": ("BASIS",), "declares": ("DECLARES_BASIS", "DECLARES_PERMUTATION", "DECLARES_VECTOR"),
           "negated": ("NEGATED_CLAIM",), "denied after": ("DENIED_AFTER",), "from premise": ("FROM_PREMISE",),
           "it follows": ("IT_FOLLOWS",), "back to fact": ("BACK_TO_FACT",), "every value": ("EVERY_VALUE",), "restates": ("RESTATES",), "only if after": ("ONLY_IF_AFTER",), "for contradiction": ("FOR_CONTRADICTION",),
           "case for": ("CASE_FOR",), "case after": ("CASE_AFTER",), "toward": ("TOWARD",),
           "naming": ("NAMING",), "weight noun": ("WEIGHT_NOUN",),
           "contradiction reached": ("CONTRADICTION_REACHED",), "contradicted next": ("CONTRADICTED_NEXT",),
           "normalized": ("NORMALIZED",), "label swaps": ("LABELS_SWAPPED", "LABEL_INSTEAD"),
           "counterfactual": ("COUNTERFACTUAL",), "quantity of": ("QUANTITY_OF",), "statistic": ("STATISTIC",), "sign words": ("SIGN_WEAK", "SIGN_POSITIVE", "SIGN_NEGATIVE", "NOISE_WORD"),
           "conclusions in words": ("LARGE_SPREAD", "SMALL_SPREAD", "NO_HELP", "CAN_COINCIDE"), "hedge": ("HEDGE",), "relative event": ("RELATIVE_EVENT",),
           "claim verbs": ("COPIES", "SELECTS", "SPLITS", "CONTAINS"),
           "another setting": ("ONE_HEAD_SETTING", "TWO_HEAD_SETTING"),
           "limit order": ("LIMIT_FIRST", "LIMIT_THEN", "LIMIT_BEFORE", "LIMIT_AFTER", "HELD_FIXED"),
           "orthogonality said": ("ORTHOGONAL_CLAIM",)}
__all__ += ["SIZE", "MOOD", "DOMAINS"]
