"""German."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "de", ["groß*", "gross*", "gegen unendlich", "unendlich*", "riesig*", "sehr groß*"],
          examples=["t sehr groß", "t gegen unendlich", "für großes t"], counterexamples=["t klein"]),
    entry("VAGUE", "de", ["mäßig|einigermaßen|relativ|halbwegs|moderat|mittelmäßig groß*", "nicht zu groß*",
                          "groß* aber nicht zu groß*?"],
          examples=["t mäßig groß", "t relativ groß", "t nicht zu groß"]),
    entry("SMALL", "de", ["klein*", "gegen null|0", "nahe null|0", "nahe an null", "winzig*", "vernachlässigbar*"],
          examples=["t klein", "t gegen 0", "für kleines t"]),
    entry("LARGE_NEGATIVE", "de", ["sehr|stark negativ*"], examples=["t sehr negativ"]),
    entry("NEGATIVE_SIGN", "de", ["negativ*"], examples=["t negativ"]),
    entry("BOUNDED", "de", ["beschränkt*", "fest", "fix*", "konstant*", "endlich*"], examples=["t fest"]),
    entry("MUCH_GREATER", "de", ["viel|weit|deutlich|wesentlich größer|grösser als", "sehr viel größer|grösser als"],
          examples=["t viel größer als 1"]),
    entry("MUCH_LESS", "de", ["viel|weit|deutlich|wesentlich kleiner als"], examples=["t viel kleiner als 1"]),
    entry("GREATER", "de", ["größer|grösser|mehr als", "mindestens", "über"], examples=["t größer als 0"]),
    entry("LESS", "de", ["kleiner|weniger als", "höchstens", "unter"], examples=["t kleiner als 1"]),
    entry("NEAR_VALUE", "de", ["etwa", "ungefähr", "in der größenordnung von"], examples=["t etwa 100"]),
    entry("INTENSIFIER", "de", ["sehr", "extrem", "ziemlich", "genügend", "hinreichend", "unendlich"],
          examples=["t sehr klein"]),
    entry("NEGATION", "de", ["nicht", "kein*", "nie"], examples=["t nicht groß"]),
    entry("HYPOTHESIS", "de", ["wenn", "falls", "angenommen", "zum beispiel"], examples=["wenn t klein ist"]),
    entry("ALTERNATIVE", "de", ["oder", "auch"], examples=["oder q = 2t(k_a + k_b)"]),
    entry("COMMIT", "de", ["wir wählen", "wähle", "sei", "setze", "nehmen wir"], examples=["wir wählen q = …"]),
    entry("MOOD_BREAK", "de", ["also", "daher", "somit", "aber", "jedoch", "dann"], examples=["also q = …"]),
    entry("CONDITION", "de", ["wenn", "falls", "angenommen", "sofern"], examples=["falls η > 0"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "de", ["nähert sich", "ist ungefähr", "ist etwa", "ist näherungsweise", "strebt gegen", "konvergiert gegen", "geht gegen"], examples=["c_2 ist ungefähr u_a", "c_2 strebt gegen u_a"]),
    entry("APPROXIMATELY", "de", ["nähert sich", "ist ungefähr", "ist etwa", "ist näherungsweise", "strebt gegen", "konvergiert gegen", "geht gegen"], examples=["c_2 ist ungefähr u_a", "c_2 strebt gegen u_a"]),
    entry("EQUALS_WORDS", "de", ["ist gleich", "gleicht"], examples=["c_2 ist gleich u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "de", ["für alle|jedes|jeden|beliebige|beliebiges"], examples=["für alle t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "de", ["d.h", "das heißt", "mit anderen Worten"], examples=["d.h. Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "de", ["nur wenn|für|falls", "genau dann wenn"], examples=["cos(m) = 1 nur wenn m ∈ 2πℤ"]),
)
