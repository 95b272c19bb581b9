"""Values in a reason, as a student reads them: e^β/(2e^β + n − 2), not exp(beta)/(n + 2*exp(beta) - 2)."""

from sympy import sstr

from symattn.notation.readable import sympy_text


def plain(expr) -> str:
    """A sympy value in plain Unicode math."""
    return plain_text(sstr(expr) if hasattr(expr, "free_symbols") else str(expr))


def plain_text(text: str) -> str:
    """The engine's reasons in the one readable printer of every human-facing message (notation/readable.py)."""
    return sympy_text(text)
