"""Russian and Ukrainian."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "ru", ["велик*", "больш*", "бесконечн*", "огромн*", "стремится к бесконечности"],
          examples=["t велико", "t стремится к бесконечности"], counterexamples=["t мало"]),
    entry("SMALL", "ru", ["мал*", "стремится к нулю|0", "близко к нулю|0", "крошечн*"],
          examples=["t мало", "t стремится к нулю"]),
    entry("MUCH_GREATER", "ru", ["намного|гораздо|много|значительно больше"], examples=["t намного больше 1"]),
    entry("MUCH_LESS", "ru", ["намного|гораздо|много|значительно меньше"], examples=["t гораздо меньше 1"]),
    entry("GREATER", "ru", ["больше", "более", "не меньше"], examples=["t больше 0"]),
    entry("LESS", "ru", ["меньше", "менее", "не больше"], examples=["t меньше 1"]),
    entry("INTENSIFIER", "ru", ["очень", "дуже", "достаточно", "крайне"], examples=["t очень велико"]),
    entry("NEGATION", "ru", ["не", "нет", "ни"], examples=["t не велико"]),
    entry("HYPOTHESIS", "ru", ["если", "предположим", "например"], examples=["если t мало"]),
)
