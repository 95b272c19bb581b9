"""The exceptions library code raises; only the CLI turns them into messages.

SymattnError
├── NotationError      text that the grammar cannot read (carries the position)
├── MeaningError       readable text that names something the setting lacks
└── DerivationError    a derivation file that is malformed (file, part, step)
"""


class SymattnError(Exception):
    """Base of every error symattn raises on purpose."""


class NotationError(SymattnError):
    """The text does not follow the notation's grammar or exceeds a size bound."""

    def __init__(self, message: str, position: int, text: str = ""):
        self.message = message
        self.position = position
        self.text = text
        super().__init__(f"at character {position + 1}: {message}")


class MeaningError(SymattnError):
    """The text parses but uses a name or operation the setting cannot give a meaning."""


class DerivationError(SymattnError):
    """A derivation file is malformed; the message names file, part and step."""
