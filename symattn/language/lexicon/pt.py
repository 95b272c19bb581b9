"""Portuguese."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "pt", ["grande", "grandes", "enorme", "infinito", "tende ao|a infinito"],
          examples=["t muito grande"], counterexamples=["t pequeno"]),
    entry("VAGUE", "pt", ["moderadamente|relativamente|razoavelmente|medianamente grande*", "não muito grande*",
                          "grande* mas não muito grande*?"],
          examples=["t moderadamente grande", "t razoavelmente grande"]),
    entry("SMALL", "pt", ["pequeno", "pequena", "tende a zero|0", "próximo de zero|0"], examples=["t pequeno"]),
    entry("MUCH_GREATER", "pt", ["muito maior que", "muito maior do que"], examples=["t muito maior que 1"]),
    entry("MUCH_LESS", "pt", ["muito menor que", "muito menor do que"], examples=["t muito menor que 1"]),
    entry("GREATER", "pt", ["maior que", "maior do que"], examples=["t maior que 0"]),
    entry("LESS", "pt", ["menor que", "menor do que"], examples=["t menor que 1"]),
    entry("INTENSIFIER", "pt", ["muito", "bastante", "suficientemente"], examples=["t muito grande"]),
    entry("NEGATION", "pt", ["não", "nunca"], examples=["t não é grande"]),
    entry("HYPOTHESIS", "pt", ["se", "suponha", "por exemplo"], examples=["se t é pequeno"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "pt", ["aproxima", "se aproxima de", "é aproximadamente", "tende a|para", "converge para", "é próximo de"], examples=["c_2 aproxima u_a", "c_2 é aproximadamente u_a"]),
    entry("APPROXIMATELY", "pt", ["aproxima", "se aproxima de", "é aproximadamente", "tende a|para", "converge para", "é próximo de"], examples=["c_2 aproxima u_a", "c_2 é aproximadamente u_a"]),
    entry("EQUALS_WORDS", "pt", ["é igual a", "igual a"], examples=["c_2 é igual a u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "pt", ["para todo|toda|qualquer"], examples=["para todo t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "pt", ["ou seja", "isto é", "isto e"], examples=["ou seja Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "pt", ["só|somente|apenas se|quando|para", "se e somente se", "se e só se"], examples=["cos(m) = 1 só se m ∈ 2πℤ"]),
)
