"""What a write-up makes of names for the whole of it, read once from its links: the members of a family it names
before giving the family a value by an index, the letters it defines as functions of its own, and a letter it gives
the noise's own law. Each is a frozen answer the session keeps; the contexts and the rules read them."""

import re

from symattn.errors import MeaningError, NotationError
from symattn.meaning.context import Context
from symattn.notation import syntax as s
from symattn.notation.vocabulary import GREEK_LETTERS, GREEK_NAMES, name_key
from symattn.steps.sentences import INDEX_LETTERS


def named_before_a_pattern(links: list) -> frozenset:
    """The members of a family the write-up names itself, as a whole side of an equality, before it gives the family a
    value by an index ("w_a = w_b = …, w_i = … for the rest", "p_1 = e^M/(…) = p_2, p_i = … for i ≥ 3"): that value
    speaks of the other members, never of these. After "s_i := k_iᵀq", s_a = t is a claim of the value, and counts
    nothing here."""
    patterns: dict = {}
    for link in links:
        if link.op == "=" and isinstance(link.left, s.Name) and link.left.sub in INDEX_LETTERS:
            patterns.setdefault(link.left.base, link.left_span[0])
    return frozenset(name_key(side) for link in links if link.op == "=" for side in (link.left, link.right)
                     if isinstance(side, s.Name) and side.sub and side.sub not in INDEX_LETTERS and
                     patterns.get(side.base, -1) > link.left_span[0])


def own_functions(links: list, text: str, setting, names: set) -> frozenset:
    """Letters the write-up defines as functions of its own ("e(κ) := ½ − β_a", "f(t) = …", "Z(t) = 2eᵗ + n − 2"): a
    first relation whose left side is the letter glued to one name in brackets. Written so again, or alone for its
    value, the letter is that function, never Euler's number or a factor (e(κ) is no e·κ). The problem's own names,
    written with their scale (q(t), c(t)), are none, nor is the scale (t(ε) = ln …: the scale as large as ε asks); a
    number of the problem's ("Define the error as ε(t) = ½ − α_a", beside the tolerance ε) is the write-up's own
    function there, never the product ε·t."""
    found = set()
    for link in links:
        left = link.left
        if not (link.op == "=" and link.first and isinstance(left, s.Product) and left.ops == ("juxt",) and
                len(left.factors) == 2 and all(isinstance(f, s.Name) for f in left.factors) and
                not left.factors[0].sub and (len(left.factors[0].base) == 1 or left.factors[0].base in GREEK_NAMES)):
            continue
        letter = left.factors[0].base
        if letter in setting.families or letter == setting.scale or letter in names:
            continue
        # the letter glued to its bracket, as written ("ε(t)", "\\varepsilon(t)"): "ε (t)" may be a product
        if re.match(r"\s*\\?[^\W\d_]+\(\s*\\?\w+\s*\)\s*$", text[link.left_span[0]:link.left_span[1]]):
            found.add(letter)
    return frozenset(found)


def uses_own_function(functions: frozenset, written: str) -> str | None:
    """The letter of a function of the write-up's own the text uses, glued to its bracket or alone for its value (Z
    for Z(t)); e^x is still Euler's number."""
    return next((letter for letter in sorted(functions)
                 if re.search(rf"(?<![A-Za-z\\])(?:{_spellings(letter)})(?![A-Za-z_^0-9])", written)), None)


def _spellings(letter: str) -> str:
    """A letter as a pattern of the ways it is written: e; ε, ϵ, \\epsilon, \\varepsilon for epsilon."""
    if letter not in GREEK_LETTERS:
        return re.escape(letter)
    return "|".join([rf"\\(?:var)?{letter}", *map(re.escape, GREEK_LETTERS[letter])])


def own_noise_letters(links: list, setting) -> tuple:
    """((letter, the noise's name), …) for a letter the write-up gives the noise's own law ("k_a = (1 + e)μ_a with
    e ∼ N(0, ½)"): the noise under another name, an alias of the contexts. A letter the write-up also defines, or a
    law that is not the noise's, is left as it is."""
    laws = {law: symbol for symbol, law in setting.noise.items()}
    defined = {name_key(link.left) for link in links if link.first and link.op == "="}
    found: dict = {}
    for link in links:
        if link.op != "sim" or not isinstance(link.left, s.Name) or link.left.sub or \
                not isinstance(link.right, s.Call) or link.right.func != "Normal" or len(link.right.args) != 2:
            continue
        try:
            law = tuple(Context(setting).build(arg).expr for arg in link.right.args)
        except (MeaningError, NotationError):
            continue
        symbol, letter = laws.get(law), link.left.base
        if symbol is not None and letter != str(symbol) and letter not in defined:
            found.setdefault(letter, str(symbol))
    return tuple(found.items())
