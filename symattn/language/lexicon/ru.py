"""Russian and Ukrainian."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "ru", ["велик*", "больш*", "бесконечн*", "огромн*", "стремится к бесконечности"],
          examples=["t велико", "t стремится к бесконечности"], counterexamples=["t мало"]),
    entry("VAGUE", "ru", ["умеренно|относительно|сравнительно больш*|велик*", "не слишком больш*|велик*"],
          examples=["t умеренно большое", "t не слишком большое"]),
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
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "ru", ["приближается к", "примерно равно", "приблизительно равно", "стремится к", "сходится к"], examples=["c_2 примерно равно u_a"]),
    entry("APPROXIMATELY", "ru", ["приближается к", "примерно равно", "приблизительно равно", "стремится к", "сходится к"], examples=["c_2 примерно равно u_a"]),
    entry("EQUALS_WORDS", "ru", ["равно", "равен", "равна"], examples=["c_2 равно u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "ru", ["для любого|любых|всех|каждого"], examples=["для любого t > 0"]),
)
