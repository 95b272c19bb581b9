"""The notation: one grammar for plain text and LaTeX, shared by derivations and answers."""

from symattn.notation.grammar import parse

__all__ = ["parse"]
