"""Hedges before a relation (HEDGE): "essentially c = v_a", "so α_a = 1, practically", "c = v_a à peu près" are said
of the relation as an approximation, never as exact: at a finite scale ("t = 30: … essentially c = v_a") the step is
read as ≈ (steps/marks.py), and an "=" that holds only in the limit is not refuted for its few thousandths.

The same words are known to change nothing elsewhere (neutral_extra.py: a hedge weakens a claim to its limit and no
further); only the relation right after them is read so.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("HEDGE", "en", ["essentially", "basically", "practically", "virtually", "effectively", "almost", "nearly",
                          "more_or_less", "pretty_much", "in essence", "in effect", "for_all_practical_purposes",
                          "to_a_good|first approximation"],
          examples=["essentially c = v_a", "so practically α_a = 1", "in effect c = v_b"]),
    entry("HEDGE", "fr", ["pratiquement", "quasiment", "essentiellement", "en gros", "presque", "à peu près"],
          examples=["donc pratiquement c = v_a", "quasiment α_a = 1"]),
    entry("HEDGE", "de", ["praktisch", "im Wesentlichen", "quasi", "nahezu", "fast", "annähernd"],
          examples=["also praktisch c = v_a", "im Wesentlichen α_a = 1"]),
    entry("HEDGE", "es", ["prácticamente", "esencialmente", "básicamente", "casi", "en la práctica"],
          examples=["así que prácticamente c = v_a", "casi α_a = 1"]),
    entry("HEDGE", "it", ["praticamente", "essenzialmente", "sostanzialmente", "quasi", "in pratica"],
          examples=["quindi praticamente c = v_a"]),
    entry("HEDGE", "pt", ["praticamente", "essencialmente", "basicamente", "quase", "na prática"],
          examples=["então praticamente c = v_a"]),
    entry("HEDGE", "ru", ["практически", "по сути", "почти", "фактически"], examples=["практически c = v_a"]),
    entry("HEDGE", "zh", ["基本上", "几乎", "实际上", "差不多"], examples=["基本上 c = v_a"]),
    entry("HEDGE", "ja", ["ほぼ", "実質的に", "事実上", "ほとんど"], examples=["実質的に c = v_a"]),
    entry("HEDGE", "ko", ["거의", "사실상", "실질적으로"], examples=["사실상 c = v_a"]),
)
