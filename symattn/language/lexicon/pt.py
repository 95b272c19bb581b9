"""Portuguese."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "pt", ["grande", "grandes", "enorme", "infinito", "tende ao|a infinito"],
          examples=["t muito grande"], counterexamples=["t pequeno"]),
    entry("SMALL", "pt", ["pequeno", "pequena", "tende a zero|0", "próximo de zero|0"], examples=["t pequeno"]),
    entry("MUCH_GREATER", "pt", ["muito maior que", "muito maior do que"], examples=["t muito maior que 1"]),
    entry("MUCH_LESS", "pt", ["muito menor que", "muito menor do que"], examples=["t muito menor que 1"]),
    entry("GREATER", "pt", ["maior que", "maior do que"], examples=["t maior que 0"]),
    entry("LESS", "pt", ["menor que", "menor do que"], examples=["t menor que 1"]),
    entry("INTENSIFIER", "pt", ["muito", "bastante", "suficientemente"], examples=["t muito grande"]),
    entry("NEGATION", "pt", ["não", "nunca"], examples=["t não é grande"]),
    entry("HYPOTHESIS", "pt", ["se", "suponha", "por exemplo"], examples=["se t é pequeno"]),
)
