"""symattn: a symbolic checker for the attention-exploration problem set."""

__version__ = "0.1.0"
