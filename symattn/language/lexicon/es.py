"""Spanish."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "es", ["grande*", "enorme*", "tiende a infinito", "tiende al infinito", "infinito", "muy grande"],
          examples=["t muy grande", "t tiende a infinito"], counterexamples=["t pequeño"]),
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
