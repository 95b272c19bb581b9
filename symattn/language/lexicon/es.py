"""Spanish."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "es", ["grande*", "enorme*", "tiende a infinito", "tiende al infinito", "infinito", "muy grande"],
          examples=["t muy grande", "t tiende a infinito"], counterexamples=["t pequeño"]),
    entry("VAGUE", "es", ["moderadamente|relativamente|razonablemente|medianamente grande*", "no demasiado grande*",
                          "grande* pero no demasiado grande*?", "grandecit*"],
          examples=["t moderadamente grande", "t grande pero no demasiado"]),
    entry("SMALL", "es", ["pequeñ*", "pequen*", "chico", "chica", "chicos", "chicas", "chiquit*",
                          "cercano|cercana a|de cero|0", "tiende a cero|0"],
          examples=["t pequeño", "t tiende a 0", "t cercano a cero"]),
    entry("LARGE_NEGATIVE", "es", ["muy negativ*"], examples=["t muy negativo"]),
    entry("NEGATIVE_SIGN", "es", ["negativ*"], examples=["t negativo"]),
    entry("BOUNDED", "es", ["fijo", "fija", "acotad*", "constante"], examples=["t fijo"]),
    entry("MUCH_GREATER", "es", ["mucho mayor que|a", "mucho más grande que"], examples=["t mucho mayor que 1"]),
    entry("MUCH_LESS", "es", ["mucho menor que|a", "mucho más pequeño que"], examples=["t mucho menor que 1"]),
    entry("GREATER", "es", ["mayor que|a", "más grande que", "al menos"], examples=["t mayor que 0"]),
    entry("LESS", "es", ["menor que|a", "más pequeño que", "a lo sumo", "como mucho"], examples=["t menor que 1"]),
    entry("INTENSIFIER", "es", ["muy", "bastante", "suficientemente", "extremadamente"], examples=["t muy grande"]),
    entry("NEGATION", "es", ["no", "nunca"], examples=["t no es grande"]),
    entry("HYPOTHESIS", "es", ["si", "supongamos", "por ejemplo"], examples=["si t es pequeño"]),
    entry("ALTERNATIVE", "es", ["o"], examples=["o q = 2t(k_a + k_b)"]),
    entry("COMMIT", "es", ["tomamos", "elegimos", "sea"], examples=["tomamos q = …"]),
    entry("MOOD_BREAK", "es", ["entonces", "pero", "luego", "por lo tanto"], examples=["entonces q = …"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "es", ["aproxima", "se aproxima a", "es aproximadamente", "tiende a", "converge a", "es cercano a"], examples=["c_2 se aproxima a u_a", "c_2 es aproximadamente u_a"]),
    entry("APPROXIMATELY", "es", ["aproxima", "se aproxima a", "es aproximadamente", "tiende a", "converge a", "es cercano a"], examples=["c_2 se aproxima a u_a", "c_2 es aproximadamente u_a"]),
    entry("EQUALS_WORDS", "es", ["es igual a", "igual a"], examples=["c_2 es igual a u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "es", ["para todo|toda|cualquier", "cualquier"], examples=["para todo t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "es", ["es decir", "o sea", "esto es"], examples=["es decir Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "es", ["solo|sólo si|cuando|para", "si y solo|sólo si"], examples=["cos(m) = 1 solo si m ∈ 2πℤ"]),
)
