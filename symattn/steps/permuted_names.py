"""A matrix part's permuted matrices under the write-up's own mark: X′ = PX, Q_p = PQ, K_π, V^{perm}.

The part names the permuted input and what is computed from it (X_perm = PX, Q_perm = X_perm W_Q, …, Z_perm).
Students mark them their own way. A mark is read as the part's `perm` once the write-up introduces it by permuting:
some name of the part written with that mark is set equal to a product led by the part's permutation (X′ = PX,
Q_p = PXW_Q). From then on every name of the part with that mark is the part's permuted one, so Q′ = PQ is a claim
about Q_perm (checked), not a definition of a new name (which shows nothing). A mark never introduced this way (K′
first seen in QK′, or X′ = XP) leaves the names the write-up's own, as before.
"""

import re
from dataclasses import replace

from symattn.engine.matrix_claims import declared_permutation
from symattn.engine.results import Status
from symattn.errors import SymattnError
from symattn.meaning.matrix_context import MatrixContext
from symattn.notation import syntax as s
from symattn.notation.vocabulary import key_tex, name_key
from symattn.steps.matrices import check_matrix
from symattn.steps.paired_lists import in_a_list
from symattn.steps.names import defined
from symattn.steps.reading import Link
from symattn.steps.rewrites import unprimed

PERM = "perm"
RELATION = re.compile(r"[=→↦<>]|\\to\b|\\mapsto|->")
# a tilde, hat or bar over a letter, combining (Q̃, X̂) or in TeX (\tilde{Q}, \widehat X): the write-up's mark
COMBINING_MARK = re.compile(r"(?<=[A-Za-z])[\u0303\u0302\u0304]")
TEX_MARK = re.compile(r"\\(?:tilde|widetilde|hat|widehat|bar|overline)\s*(?:\{\s*([A-Za-z])\s*\}|([A-Za-z]))")


def marks_as_primes(text: str) -> str:
    """In a matrix part a mark over a letter is a prime (Q̃ = PQ is Q′ = PQ, read as below), never dropped: Q = PQ
    would be a false claim about the part's own Q. Each is rewritten to the same length, so positions hold: the
    letter where the mark's command starts and the prime where it ends, so the name's span is the whole of it."""
    text = COMBINING_MARK.sub("'", text)
    return TEX_MARK.sub(lambda m: (m.group(1) or m.group(2)).ljust(len(m.group(0)) - 1) + "'", text)


def arrows_read(writeup, setting):
    """`Q → PQ`, `X ↦ PX`: in a matrix part an arrow from a name the part also permutes says what that name becomes
    when the rows are permuted, so it is the step Q_perm = PQ (between matrices no limit is meant)."""
    bases = _permuted_bases(setting)
    if not bases:
        return writeup
    text = writeup.document.text
    # an arrow whose left side ends another relation ("QᵖKᵖᵀ = PQKᵀPᵀ -> softmax(…) = …") says "so" between two
    # relations: what it comes from is no name that becomes something
    ended = {(item.chain, item.span) for item in writeup.items if isinstance(item, Link)}
    items = tuple(replace(item, op="=", left=_permuted(item.left, bases))
                  if isinstance(item, Link) and item.op == "to" and _becomes(item.left, bases)
                  and (item.chain, item.left_span) not in ended
                  and (item.paired or not (_in_a_list(text, item) or in_a_list(text, item))) else item
                  for item in writeup.items)
    return replace(writeup, items=items)


def _becomes(node, bases) -> bool:
    """An arrow's left side that says what becomes of the part's matrices: a name the part permutes (Q), or an
    expression of them (QKᵀ, HW_1 + 𝟏b_1), none already marked (Q′ → … is the write-up's own statement)."""
    names = [part for part in s.walk(node) if isinstance(part, s.Name) and part.base in bases]
    return bool(names) and not any(name.sub for name in names)


def _permuted(node, bases):
    """The expression with each name the part permutes taken permuted (QKᵀ → Q_perm K_permᵀ; W_1, b_1 stay)."""
    if isinstance(node, s.Name):
        return s.Name(node.base, PERM, node.pos) if node.base in bases and not node.sub else node
    return s.with_children(node, lambda child: _permuted(child, bases))


def _in_a_list(text: str, link) -> bool:
    """"Q, K, V → PQ, PK, PV": the arrow joins two lists, not V and PQ; a comma before or after it that sets off an
    item with no relation of its own ("K", "PK") makes it part of a list ("Q → PQ, K → PK" is a list of arrows)."""
    before = text[max(0, link.left_span[0] - 40):link.left_span[0]].rstrip()
    after = text[link.span[1]:link.span[1] + 40].lstrip()
    if before.endswith(","):
        if _an_item(re.split(r"[,;:.\n]", before[:-1])[-1]):
            return True
    if after.startswith(","):
        if _an_item(re.split(r"[,;:.\n]", after[1:])[0]):
            return True
    return False


def _an_item(text: str) -> bool:
    """A list's item: math with no relation of its own and no word of prose ("K", "PK"; not "so Q", "K → PK")."""
    return not RELATION.search(text) and not re.search(r"(?<![\\\w])[a-z]{2,}\b", text)


def with_marks_read(setting, links: list, text: str):
    """The setting with `B_mark = B_perm` for each name the write-up writes with a mark it introduced by permuting."""
    bases = _permuted_bases(setting)
    permutation = declared_permutation(setting)
    if not bases or permutation is None:
        return setting
    sides = [(unprimed(link.left, text), link.op, unprimed(link.right, text)) for link in links]
    marks = {left.sub for left, op, right in sides if op == "=" and _marked(left, bases)
             and _led_by(right, permutation)}
    marks.discard(PERM)
    if not marks:
        return setting
    written = {name_key(node) for left, _, right in sides for side in (left, right) for node in s.walk(side)
               if isinstance(node, s.Name) and node.sub in marks and node.base in bases}
    aliases = {key: (f"{key_tex(key)} = {key_tex(key.partition('_')[0] + '_' + PERM)}", "the write-up's mark")
               for key in sorted(written)}
    marked = replace(setting, definitions=setting.definitions + tuple(aliases.values()))
    own = {key for key in aliases if _first_value_differs(marked, sides, key, text)}
    return replace(setting, definitions=setting.definitions + tuple(aliases[key] for key in aliases if key not in own))


def _first_value_differs(setting, sides: list, key: str, text: str) -> bool:
    """Does the write-up first set this marked name to a value that is not the part's permuted one ("Let H′ = HP")?
    Then the name is the write-up's own, defined there (a slip in it is not judged as a claim about H_perm)."""
    first = next((right for left, op, right in sides if op == "=" and name_key(left) == key), None)
    if first is None:
        return False
    base = key.partition("_")[0]
    try:
        result = check_matrix(s.Name(base, PERM, 0), first, MatrixContext(setting), [], text)
    except SymattnError:
        return True
    return result.status is Status.REFUTED


def _permuted_bases(setting) -> frozenset:
    """X, Q, K, V, H, Z: the names the part also defines permuted (X_perm, Q_perm, …)."""
    found = set()
    for text, _ in setting.definitions:
        base, _, sub = (defined(text) or "").partition("_")
        if sub == PERM:
            found.add(base)
    return frozenset(found)


def _marked(node, bases) -> bool:
    return isinstance(node, s.Name) and node.base in bases and bool(node.sub)


def _led_by(node, permutation: str) -> bool:
    """P X, P X W_Q, P(X W_Q): a product whose first factor is the permutation itself."""
    if not isinstance(node, s.Product) or not node.factors:
        return False
    first = node.factors[0]
    return isinstance(first, s.Name) and name_key(first) in (permutation, "Pi")
