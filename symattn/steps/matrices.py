"""A matrix step of a student's permutation proof: which lemmas make it hold, else a failing instance.

The lemmas are tried from none up (the fewest that make both sides equal are named, as the step's
reason). A step no set of lemmas proves is refuted only on a random instance where the sides
differ; otherwise it is unknown. A step that does not type with the part's shapes (X is T×d) is
tried once more with every dimension equal (T = d): an identity of the problem holds for every T and d, so
one that fails for square matrices is false; one that holds there is unknown.
"""

import re
from dataclasses import replace
from itertools import combinations
from types import MappingProxyType

from symattn.algebra.matrix_terms import same_shape
from symattn.engine.lemmas import RewriteLimit, rewrite
from symattn.engine.matrix_instances import numeric_difference
from symattn.engine.results import Result
from symattn.errors import MeaningError, SymattnError
from symattn.meaning.matrix_context import MatrixContext
from symattn.spec.schema import LEMMAS

LEMMA_TEXT = {"orthogonal": "PᵀP = I", "ones": "P𝟏 = 𝟏", "softmax-perm": "softmax(PAPᵀ) = P softmax(A) Pᵀ",
              "relu-perm": "ReLU(PA) = P ReLU(A)"}
# A lemma said in the write-up, in symbols or words (P\mathbf{1} = \mathbf{1}, "P^T P = I", "orthogonal").
STATED = {
    "ones": re.compile(r"P\s*(?:\\(?:mathbf|mathbb|boldsymbol|vec|bm)\s*\{?\s*1\s*\}?|𝟏|\\one\b|1\b)\s*=|"
                       r"rows?\s+(?:of\s+P\s+)?sums?\s+to\s+(?:one|1)|ones?\s+vector\s+is\s+(?:unchanged|invariant)",
                       re.I),
    "orthogonal": re.compile(r"P\s*\^\s*\{?\s*(?:\\top|T|\\intercal|⊤|\\mathsf\{T\})\s*\}?\s*P\s*=\s*I|ᵀ\s*P\s*=\s*I|"
                             r"orthogonal|P\s*\^\s*\{?\s*-\s*1", re.I),
    "softmax-perm": re.compile(r"softmax", re.I),
    "relu-perm": re.compile(r"relu", re.I),
}


def check_matrix(left, right, context: MatrixContext, overrides: list, text: str) -> Result:
    """left = right (syntax trees) in a matrices part built with the student's definitions (`overrides`);
    `text` is the whole write-up (for the lemmas it states)."""
    try:
        lhs, rhs = _sides(left, right, context)
    except MeaningError as problem:
        return _untyped(left, right, context, overrides, str(problem))
    perm = context.permutation
    try:
        for size in range(len(LEMMAS) + 1):
            for used in combinations(LEMMAS, size):
                if rewrite(lhs.terms, frozenset(used), perm) == rewrite(rhs.terms, frozenset(used), perm):
                    return Result.proved(_by(used, text))
    except RewriteLimit as error:
        return Result.unknown(f"{error}: undecided")
    found = numeric_difference(lhs, rhs, context.setting.shapes, perm, context.setting.scalar("d"))
    if found is not None:
        seed, where, a, b = found
        return Result.refuted("the two sides differ on a random instance (T = 3, d = 2)",
                              f"instance seed {seed}, entry {where}: left {a:.6g}, right {b:.6g}")
    return Result.unknown("no lemma makes the sides equal, and they agree on random instances")


def _sides(left, right, context: MatrixContext):
    lhs, rhs = context.build_or_zero(left), context.build_or_zero(right)
    if lhs is None or rhs is None:
        raise MeaningError("a side is the number 0")
    same_shape(lhs, rhs)
    return lhs, rhs


def _by(used: tuple, text: str) -> str:
    if not used:
        return "by algebra (products, transposes)"
    shown = []
    for name in used:
        unstated = "" if STATED[name].search(text) else ", which the write-up does not state"
        shown.append(f"{LEMMA_TEXT[name]} ({name}{unstated})")
    return "by " + " and ".join(shown)


def _untyped(left, right, context: MatrixContext, overrides: list, problem: str) -> Result:
    """Not defined with the part's shapes: false if it fails for square matrices (T = d), else unknown."""
    square = replace(context.setting, shapes=MappingProxyType({
        name: tuple("T" if x == "d" else x for x in shape[:2]) + tuple(shape[2:])
        for name, shape in context.setting.shapes.items()}))
    try:
        square_context = MatrixContext(square, list(overrides))
        lhs, rhs = _sides(left, right, square_context)
        perm = square_context.permutation
        if any(rewrite(lhs.terms, frozenset(used), perm) == rewrite(rhs.terms, frozenset(used), perm)
               for size in range(len(LEMMAS) + 1) for used in combinations(LEMMAS, size)):
            return Result.unknown(f"not defined with this part's shapes ({problem})")
        found = numeric_difference(lhs, rhs, square.shapes, perm, square.scalar("d"))
    except (SymattnError, RewriteLimit):
        return Result.unknown(f"not defined with this part's shapes ({problem})")
    if found is None:
        return Result.unknown(f"not defined with this part's shapes ({problem})")
    seed, where, a, b = found
    return Result.refuted(f"with this part's shapes it is not defined ({problem}), and even for square matrices "
                          f"(T = d) the two sides differ",
                          f"square instance seed {seed}, entry {where}: left {a:.6g}, right {b:.6g}")
