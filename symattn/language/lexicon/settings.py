"""Another setting of the problem named in words, as the place of what follows: "Compare with the single head: there
c → v_a or v_b", "unlike single-head attention, where …", "mit nur einem Kopf gilt …", "with two heads, c → ½(v_a +
v_b)". A statement said there is said of that setting (one head, or several), not of the part being read; which of
the two is another setting depends on the part (steps/other_settings.py reads it). Each phrase holds the word that places what
follows (with, in, unlike, compared with); the setting's name alone ("each head is a single-head attention") places
nothing.
"""

from symattn.language.lexicon import entry

_PLACING_EN = "in|for|with|unlike|than|versus|vs|compare|compared|comparing|contrast"
_ENDS_EN = "attention|case|model|setting|version|part|question?"

ENTRIES = (
    entry("ONE_HEAD_SETTING", "en", [
        f"{_PLACING_EN} with|to? the|a single|one - head|headed {_ENDS_EN}",
        f"{_PLACING_EN} with|to? the|a single|one head {_ENDS_EN}",
        f"{_PLACING_EN} with|to? only|just one|a_single head",
        f"{_PLACING_EN} with|to? single - head|headed {_ENDS_EN}",
    ], examples=["Compare with the single head: there c → v_a", "unlike the single-head case, where c → v_a",
                 "with only one head, c → v_a", "in single-head attention c jumps"],
        counterexamples=["each head behaves like a single head", "head 1 is a single-head attention on μ_a"]),
    entry("ONE_HEAD_SETTING", "fr", ["avec|pour|dans|contrairement_à une|la seule tête", "avec|pour une|la tête unique",
                                     "dans le cas à une seule? tête", "avec|pour|dans l' attention à une seule? tête",
                                     "avec une seule tête"],
          examples=["avec une seule tête, c → v_a", "dans le cas à une tête, c → v_a"]),
    entry("ONE_HEAD_SETTING", "de", ["mit|bei nur? einem einzelnen? Kopf", "mit|bei einzelnem Kopf", "im Fall mit nur? einem Kopf",
                                     "bei|mit|im Single - Head"],
          examples=["mit nur einem Kopf gilt c → v_a", "bei einem einzelnen Kopf springt c"]),
    entry("ONE_HEAD_SETTING", "es", ["con|en|para una sola cabeza", "en el caso de una sola? cabeza",
                                     "a_diferencia_de la atención de una cabeza"],
          examples=["con una sola cabeza, c → v_a"]),
    entry("ONE_HEAD_SETTING", "ru", ["с|для одной головой|головы", "в случае одной головы", "с одной головой"],
          examples=["с одной головой c → v_a"]),
    entry("ONE_HEAD_SETTING", "zh", ["在? 单 头 中|时|下|里", "在? 单 头 注 意 力 中|时|下|里", "与|和|跟 单 头"],
          examples=["单头时 c → v_a", "在单头注意力中，c 跳动"]),
    entry("TWO_HEAD_SETTING", "en", [
        f"{_PLACING_EN} with|to? the? two|several|multiple heads",
        f"{_PLACING_EN} with|to? the|a? multi - head|headed {_ENDS_EN}",
        f"{_PLACING_EN} with|to? the|a? multi head {_ENDS_EN}",
    ], examples=["with two heads, c → ½(v_a + v_b)", "unlike multi-head attention, a single head fails",
                 "in the multi-head case c is stable"],
        counterexamples=["the two heads each copy a value"]),
    entry("TWO_HEAD_SETTING", "fr", ["avec|pour|dans deux|plusieurs têtes", "dans le cas multi - têtes?",
                                     "avec|dans l' attention multi - têtes?"],
          examples=["avec deux têtes, c → ½(v_a + v_b)"]),
    entry("TWO_HEAD_SETTING", "de", ["mit|bei|im zwei|mehreren Köpfen", "bei|mit|im Multi - Head"],
          examples=["mit zwei Köpfen gilt c → ½(v_a + v_b)"]),
    entry("TWO_HEAD_SETTING", "es", ["con|en|para dos|varias cabezas", "en el caso multi - cabeza"],
          examples=["con dos cabezas, c → ½(v_a + v_b)"]),
    entry("TWO_HEAD_SETTING", "ru", ["с|для двумя|двух|несколькими головами|голов"],
          examples=["с двумя головами c → ½(v_a + v_b)"]),
    entry("TWO_HEAD_SETTING", "zh", ["在? 多 头 中|时|下|里", "在? 多 头 注 意 力 中|时|下|里", "两 个 头 时"],
          examples=["多头时 c → ½(v_a + v_b)"]),
)
