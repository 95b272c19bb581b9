"""German."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "de", ["groß*", "gross*", "gegen unendlich", "unendlich*", "riesig*", "sehr groß*"],
          examples=["t sehr groß", "t gegen unendlich", "für großes t"], counterexamples=["t klein"]),
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
