"""The algebra of the problem set: vectors, the keys beyond the named ones, linear combinations, matrix terms.

Everything here is sympy objects and pure functions on them: no setting, no meaning, no proof.
"""

from symattn.algebra.linear import (MATRIX_ATOMS, VECTOR_ATOMS, apply, combination, components, dot, matmul, outer,
                                    transpose_matrix, with_keys_apart)
from symattn.algebra.others import (EACH, GENERIC, SUMMAND, OthersTotal, RestSum, depends_on_key,
                                    depends_on_summed_key, fresh_generic, generic_indices, is_generic, is_summand,
                                    rest_overlap, summand)
from symattn.algebra.vectors import NO_INDEX, Dot, Ident, Outer, Vec

__all__ = ["MATRIX_ATOMS", "VECTOR_ATOMS", "apply", "combination", "components", "dot", "matmul", "outer",
           "transpose_matrix", "with_keys_apart", "EACH", "GENERIC", "SUMMAND", "OthersTotal", "RestSum",
           "depends_on_key", "depends_on_summed_key", "fresh_generic", "generic_indices", "is_generic", "is_summand",
           "rest_overlap", "summand", "NO_INDEX", "Dot", "Ident", "Outer", "Vec"]
