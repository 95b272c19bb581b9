"""A matrix step of a student's permutation proof: which lemmas make it hold, else a failing instance.

The lemmas are tried from none up (the fewest that make both sides equal are named, as the step's
reason). A step no set of lemmas proves is refuted only on random instances where the sides
differ (a step about P alone, only where it fails for every permutation but I, or at the one the write-up gives
by its entries); otherwise it is unknown. A step that does not type with the part's shapes (X is T×d) is
tried once more with every dimension equal (T = d): an identity of the problem holds for every T and d, so
one that fails for square matrices is false; one that holds there is unknown.
"""

import re
from dataclasses import dataclass, replace
from itertools import combinations
from types import MappingProxyType

from sympy import Integer, expand

from symattn.algebra.matrix_terms import Apply, Shaped, make_sum, same_shape
from symattn.engine.lemmas import RewriteLimit, rewrite
from symattn.engine.matrix_instances import SympyBackend, evaluate_sides, mentions, numeric_difference, symbolic_env
from symattn.engine.results import Result
from symattn.errors import MeaningError, SymattnError
from symattn.meaning.matrix_context import MatrixContext
from symattn.notation import syntax as s
from symattn.notation.readable import tree_text
from symattn.notation.vocabulary import name_key
from symattn.spec.schema import LEMMAS

LEMMA_TEXT = {"orthogonal": "PᵀP = PPᵀ = I", "ones": "P𝟏 = 𝟏", "softmax-perm": "softmax(PAPᵀ) = P softmax(A) Pᵀ",
              "relu-perm": "ReLU(PA) = P ReLU(A)"}
# A lemma said in the write-up, in symbols or words (P\mathbf{1} = \mathbf{1}, "P^T P = I", "orthogonal").
STATED = {
    "ones": re.compile(r"P\s*(?:\\(?:mathbf|mathbb|boldsymbol|vec|bm)\s*\{?\s*1\s*\}?|𝟏|\\one\b|1\b)\s*=|"
                       r"rows?\s+(?:of\s+P\s+)?sums?\s+to\s+(?:one|1)|ones?\s+vector\s+is\s+(?:unchanged|invariant)",
                       re.I),
    "orthogonal": re.compile(r"P\s*\^\s*\{?\s*(?:\\top|T|\\intercal|⊤|\\mathsf\{T\})\s*\}?\s*P\s*=\s*I|ᵀ\s*P\s*=\s*I|"
                             r"P\s*P\s*(?:\^\s*\{?\s*(?:\\top|T|\\intercal|⊤|\\mathsf\{T\})\s*\}?|ᵀ)\s*=\s*I|"
                             r"orthogonal|P\s*\^\s*\{?\s*-\s*1", re.I),
    "softmax-perm": re.compile(r"softmax", re.I),
    "relu-perm": re.compile(r"relu", re.I),
}


# a capital (with an index) right before brackets: Z(PX), H_{perm}(X), the output written as a function of its input
# a capital before it may be a factor glued to it: P·Z(X) is written PZ(X)
APPLIED = re.compile(r"(?<![a-z\\])([A-Z])(?:_\{?[A-Za-z0-9]+\}?)?\s*\(([^()]*)\)")
INPUT_SPELLINGS = {"Phi": r"Φ|\\Phi"}


def applied_output(written: str, setting) -> str:
    """"Z(PX) = P·Z(X)": a name the part computes from its input, before brackets that hold the input, is that output
    as a function of another input, not a product of matrices (PQ(PK)ᵀ is one: no input in its brackets); the reason
    the step is not read, or ""."""
    outputs = {_defined_name(text) for text, _ in setting.definitions}
    inputs = [name for name, shape in setting.shapes.items()
              if shape[0] == "T" and "permutation" not in shape and name != "one" and name not in outputs]
    for found in APPLIED.finditer(written):
        inside = found.group(2)
        # the input glued to a factor (PX) is the input still
        if found.group(1) in outputs and any(re.search(rf"(?<![a-z\\])(?:{INPUT_SPELLINGS.get(name, name)})"
                                                       rf"(?![a-z])", inside) for name in inputs):
            return f"{found.group(1)}(…) is the output as a function of its input, not a product: not read"
    return ""


def _defined_name(text: str) -> str:
    return text.split("=")[0].strip()


def check_matrix(left, right, context: MatrixContext, overrides: list, text: str, given=None,
                 every: bool = False, earlier: tuple = ()) -> Result:
    """left = right (syntax trees) in a matrices part built with the student's definitions (`overrides`);
    `text` is the whole write-up (for the lemmas it states); `given`, the rows of the permutation the write-up
    gives by its entries before the step, at which a step about P alone is read; `earlier`, (step number, side) of
    the steps before it, for a letter that names what one of them wrote."""
    try:
        lhs, rhs = _sides(left, right, context)
    except MeaningError as problem:
        return _for_any_matrix(left, right, context, overrides, text) or \
            _as_written_before(left, right, context, overrides, text, earlier) or \
            _untyped(left, right, context, overrides, str(problem))
    perm = context.permutation
    try:
        used = fewest_lemmas(lhs, rhs, perm)
        if used is not None:
            return Result.proved(_by(used, text), (Lemmas(frozenset(used)),))
    except RewriteLimit as error:
        return Result.unknown(f"{error}: undecided")
    if given is not None and perm is not None and atoms(lhs.terms) | atoms(rhs.terms) <= {perm}:
        return _at_given(lhs, rhs, context, given)
    if every and perm is not None and atoms(lhs.terms) | atoms(rhs.terms) <= {perm}:
        return _for_every_permutation(lhs, rhs, context)
    found = refuting_instance(lhs, rhs, context.setting.shapes, perm, context.setting.scalar("d"))
    if found is not None and isinstance(found[0], str):
        return Result.refuted("it fails for every permutation but I", f"{found[0]}, entry {found[1]}: left {found[2]}, "
                                                                      f"right {found[3]}")
    if found is not None:
        seed, where, a, b = found
        return Result.refuted("the two sides differ on a random instance (T = 3, d = 2)",
                              f"instance seed {seed}, entry {where}: left {a:.6g}, right {b:.6g}")
    if numeric_difference(lhs, rhs, context.setting.shapes, perm, context.setting.scalar("d")) is not None:
        return Result.unknown(ONE_KIND)
    return Result.unknown("no lemma makes the sides equal, and they agree on random instances")


def fewest_lemmas(lhs, rhs, perm) -> tuple | None:
    """The fewest permutation lemmas (none first) under which the two sides rewrite to the same terms, or None."""
    for size in range(len(LEMMAS) + 1):
        for used in combinations(LEMMAS, size):
            if rewrite(lhs.terms, frozenset(used), perm) == rewrite(rhs.terms, frozenset(used), perm):
                return used
    return None


ONE_KIND = "a step about P alone holds for some permutation (P² = I for a swap), which may be the one the " \
           "write-up has in mind"
# A step about P alone is a Laurent polynomial identity in P (Pᵀ = P⁻¹) with at most MAX_FACTORS factors of P in a
# term: cleared of negative powers, of degree at most 2·MAX_FACTORS. If it holds for a permutation with a k-cycle
# (k ≥ 2), it vanishes at every k-th root of unity, so it holds for the k-cycle alone, and k ≤ 2·MAX_FACTORS.
MAX_FACTORS = 4


def refuting_instance(lhs, rhs, shapes, perm, scalar_d):
    """A random instance where the two sides differ, or None. A step about P alone (no other matrix of the problem)
    is refuted only where it fails for every permutation other than I (every cycle of length 2 to 2·MAX_FACTORS): it
    may be said of the permutation the write-up has in mind."""
    if perm is None or not atoms(lhs.terms) | atoms(rhs.terms) <= {perm}:
        return numeric_difference(lhs, rhs, shapes, perm, scalar_d)
    if max(len(factors) for side in (lhs, rhs) for factors, _ in side.terms or (((), 1),)) > MAX_FACTORS:
        return None
    found = None
    for k in range(2, 2 * MAX_FACTORS + 1):
        cycle = tuple(tuple(1 if j == (i + 1) % k else 0 for j in range(k)) for i in range(k))
        at = _difference_at(lhs, rhs, perm, cycle, shapes, scalar_d)
        if at is None:
            return None
        found = found or (f"{k}-cycle", at[0], at[1], at[2])
    return found


def _difference_at(lhs, rhs, perm, rows: tuple, shapes, scalar_d):
    """The first entry where the sides differ with P = rows (exact), as ((i, j), left, right), or None."""
    size = len(rows)
    env = symbolic_env(shapes, size, 2, {perm: [[Integer(x) for x in row] for row in rows]})
    left, right = evaluate_sides(lhs, rhs, env, SympyBackend, {scalar_d: 2}, size, 2)
    for i, (row_l, row_r) in enumerate(zip(left, right)):
        for j, (x, y) in enumerate(zip(row_l, row_r)):
            if expand(x - y) != 0:
                return (i, j), x, y
    return None


def _for_every_permutation(lhs, rhs, context: MatrixContext) -> Result:
    """"Pᵀ = P for every permutation matrix": a step about P alone said of every permutation is wrong at the first
    cycle where it fails (exact entries); one that holds for every cycle tried is unknown (not proved: only these)."""
    if max(len(factors) for side in (lhs, rhs) for factors, _ in side.terms or (((), 1),)) > MAX_FACTORS:
        return Result.unknown("a step about P alone with too many factors to try every cycle")
    for k in range(2, 2 * MAX_FACTORS + 1):
        cycle = tuple(tuple(1 if j == (i + 1) % k else 0 for j in range(k)) for i in range(k))
        at = _difference_at(lhs, rhs, context.permutation, cycle, context.setting.shapes,
                            context.setting.scalar("d"))
        if at is not None:
            (i, j), x, y = at
            return Result.refuted(f"said of every permutation, it fails for the {k}-cycle",
                                  f"{k}-cycle, entry ({i + 1}, {j + 1}): left {x}, right {y}")
    return Result.unknown(f"said of every permutation, it holds for every cycle of length 2 to {2 * MAX_FACTORS}")


def _at_given(lhs, rhs, context: MatrixContext, given: tuple) -> Result:
    """A step about P alone, read at the permutation the write-up gives by its entries: exact numbers."""
    shown = "[" + ", ".join("[" + ", ".join(map(str, row)) + "]" for row in given) + "]"
    at = _difference_at(lhs, rhs, context.permutation, given, context.setting.shapes, context.setting.scalar("d"))
    if at is None:
        return Result.unknown(f"it holds at the write-up's own P = {shown}, not for every permutation")
    (i, j), x, y = at
    return Result.refuted(f"at the write-up's own P = {shown}, entry ({i + 1}, {j + 1}) is {x} on the left and {y} "
                          f"on the right")


def atoms(matsum: tuple) -> set:
    """The matrices a sum is built from, also inside softmax or ReLU."""
    return {name for factors, _ in matsum for f in factors
            for name in (atoms(f.arg) if isinstance(f, Apply) else {f.name})}


def _sides(left, right, context: MatrixContext):
    lhs, rhs = _side(left, right, context), _side(right, left, context)
    other = lhs if rhs is None else rhs
    # "PᵀP = 0": a matrix of the permutation alone said to be 0, a claim about P; "Q = 0 gives softmax(…) = 𝟏𝟏ᵀ/T"
    # (of the input) is as often a premise as a claim (red team 57), and stays unread
    if (lhs is None) != (rhs is None) and context.permutation is not None and \
            atoms(other.terms) <= {context.permutation, "one"}:
        zero = Shaped(make_sum([]), other.shape)
        lhs, rhs = (zero, rhs) if lhs is None else (lhs, zero)
    if lhs is None or rhs is None:
        raise MeaningError("a side is the number 0")
    same_shape(lhs, rhs)
    return lhs, rhs


def _side(node, other, context: MatrixContext):
    """A side as a matrix; the number 1 alone against a column of T entries (P1 = 1, 1 = P𝟏) is 𝟏, the all-ones
    column, as plain text writes it: a number is never equal to a matrix."""
    if isinstance(node, s.Num) and node.text == "1" and "one" in context.setting.shapes:
        try:
            ones = context.build(s.Name("one", "", node.pos))
            if context.build(other).shape == ones.shape:
                return ones
        except MeaningError:
            pass
    return context.build_or_zero(node)


def _by(used: tuple, text: str) -> str:
    if not used:
        return "by algebra (products, transposes)"
    shown = []
    for name in used:
        unstated = "" if STATED[name].search(text) else ", which the write-up does not state"
        shown.append(f"{LEMMA_TEXT[name]} ({name}{unstated})")
    return "by " + " and ".join(shown)


@dataclass(frozen=True)
class Lemmas:
    """The lemmas a proved matrix step needed beyond algebra (a proved Result's data)."""

    names: frozenset


def _for_any_matrix(left, right, context: MatrixContext, overrides: list, text: str):
    """softmax(PAPᵀ) = P softmax(A)Pᵀ, with an A that nothing defines: a lemma said of any matrix, proved when the
    lemmas make the sides equal with A a matrix of its own, of the first shape made of the part's dimensions under
    which the step is defined (T×T in the lemma, T×d in P ReLU(A)W_2 + 𝟏b_2; the rewriting holds whatever A holds).
    Anything else is None: a step about a matrix that nothing defines is never refuted on a guess at its shape."""
    free = _free_capitals(left, right, context)
    if not free:
        return None
    dimensions = sorted({x for shape in context.setting.shapes.values() for x in shape[:2] if x.isalpha()},
                        key=lambda x: (x != "T", x))
    for rows, columns in [(r, c) for r in dimensions for c in dimensions]:
        shapes = MappingProxyType({**context.setting.shapes, **{name: (rows, columns) for name in free}})
        try:
            lhs, rhs = _sides(left, right, MatrixContext(replace(context.setting, shapes=shapes), list(overrides)))
        except SymattnError:
            continue  # not defined with this shape: try the next
        try:
            used = fewest_lemmas(lhs, rhs, context.permutation)
        except RewriteLimit:
            return None
        return Result.proved(f"{_by(used, text)}, for any matrix {', '.join(free)}", (Lemmas(frozenset(used)),)) \
            if used is not None else None
    return None


MAX_EARLIER_READINGS = 60  # matrices tried for a letter nothing defines: each costs a build and a rewriting


def _as_written_before(left, right, context: MatrixContext, overrides: list, text: str, earlier: tuple):
    """H_p = P softmax(A) PᵀPV after "P(QKᵀ/√d)Pᵀ" and the lemma softmax(PAPᵀ) = P softmax(A)Pᵀ: a capital that
    nothing defines names a matrix a step before it wrote, as a reader takes it. The step is proved when the lemmas
    make the sides equal with the letter read as one of those matrices (the latest first), and the reason names the
    reading; nothing is refuted on a reading, since the letter may mean another matrix. Only a letter the write-up
    brought in so is read: the problem's lemmas' own A, a letter in a lemma the write-up states of any matrix before
    (softmax(PSPᵀ), ReLU(PM)), or the unmarked twin of a marked name it defined (A after A′ = Q′K′ᵀ/√d); a letter
    that appears from nowhere is not guessed."""
    free = _free_capitals(left, right, context)
    if len(free) != 1 or not (free[0] in LEMMA_LETTERS or _brought_in(free[0], earlier)):
        return None
    letter = free[0]
    tried = set()
    for step, side in reversed(earlier):
        for candidate in [*s.walk(side), *s.walk(_unmarked(side))]:
            key = tree_text(candidate)
            if key in tried or isinstance(candidate, (s.Num, s.Relation)) or \
                    any(isinstance(n, s.Name) and name_key(n) == letter for n in s.walk(candidate)):
                continue
            tried.add(key)
            if len(tried) > MAX_EARLIER_READINGS:
                return None
            try:
                lhs, rhs = _sides(_substituted(left, letter, candidate), _substituted(right, letter, candidate),
                                  context)
                used = fewest_lemmas(lhs, rhs, context.permutation)
            except (SymattnError, RewriteLimit):
                continue
            if used is not None:
                return Result.proved(f"{_by(used, text)}, reading {letter} as {key}, written at step {step}",
                                     (Lemmas(frozenset(used)),))
    return None


MARKS = ("prime", "perm")
LEMMA_FUNCTIONS = ("softmax", "relu", "ReLU")
LEMMA_LETTERS = {"A"}  # the letter of the problem's own lemmas (LEMMA_TEXT): softmax(PAPᵀ) = P softmax(A)Pᵀ


def _brought_in(letter: str, earlier: tuple) -> bool:
    """Whether a step before writes the letter inside a lemma's function, or defines its marked twin."""
    for _, side in earlier:
        for node in s.walk(side):
            if isinstance(node, s.Call) and node.func in LEMMA_FUNCTIONS and any(
                    isinstance(n, s.Name) and name_key(n) == letter for arg in node.args for n in s.walk(arg)):
                return True
            if isinstance(node, s.Name) and node.sub in MARKS and name_key(s.Name(node.base, "", node.pos)) == letter:
                return True
    return False


def _unmarked(node):
    """A side with the write-up's marks taken off (Q′K′ᵀ/√d as QKᵀ/√d): after A′ = Q′K′ᵀ/√d, an A with no mark is
    the same computation on the input not permuted."""
    if isinstance(node, s.Name) and node.sub in MARKS:
        return s.Name(node.base, "", node.pos)
    return s.with_children(node, _unmarked)


def _free_capitals(left, right, context: MatrixContext) -> list:
    """The one-letter capitals of a step that neither the part nor the write-up defines (A in softmax(PAPᵀ))."""
    return sorted({name_key(node) for side in (left, right) for node in s.walk(side)
                   if isinstance(node, s.Name) and len(node.base) == 1 and node.base.isupper()
                   and name_key(node) not in context.setting.shapes and name_key(node) not in context.definitions
                   and node.base != "I"})


def _substituted(node, letter: str, value):
    if isinstance(node, s.Name) and name_key(node) == letter:
        return value
    return s.with_children(node, lambda child: _substituted(child, letter, value))


def _untyped(left, right, context: MatrixContext, overrides: list, problem: str) -> Result:
    """Not defined with the part's shapes: false if it fails for square matrices (T = d), else unknown."""
    square = replace(context.setting, shapes=MappingProxyType({
        name: tuple("T" if x == "d" else x for x in shape[:2]) + tuple(shape[2:])
        for name, shape in context.setting.shapes.items()}))
    try:
        square_context = MatrixContext(square, list(overrides))
        lhs, rhs = _sides(left, right, square_context)
        perm = square_context.permutation
        if fewest_lemmas(lhs, rhs, perm) is not None:
            return Result.unknown(f"not defined with this part's shapes ({problem})")
        found = refuting_instance(lhs, rhs, square.shapes, perm, square.scalar("d"))
        found = None if found is not None and isinstance(found[0], str) else found  # P alone is always square
    except (SymattnError, RewriteLimit):
        return Result.unknown(f"not defined with this part's shapes ({problem})")
    if found is None:
        return Result.unknown(f"not defined with this part's shapes ({problem})")
    seed, where, a, b = found
    return Result.refuted(f"with this part's shapes it is not defined ({problem}), and even for square matrices "
                          f"(T = d) the two sides differ",
                          f"square instance seed {seed}, entry {where}: left {a:.6g}, right {b:.6g}")
