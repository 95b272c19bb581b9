"""French."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "fr", ["grand*", "énorme*", "infini*", "tend|tendre|tendant vers l'infini|+∞|∞",
                          "vers l'infini", "immense*"],
          examples=["t est grand", "t tend vers l'infini", "pour t très grand"], counterexamples=["t est petit"]),
    entry("VAGUE", "fr", ["modérément|relativement|moyennement|raisonnablement|plutôt grand*", "pas trop grand*",
                          "grand* mais pas trop grand*?"],
          examples=["t modérément grand", "t relativement grand", "t grand mais pas trop"]),
    entry("SMALL", "fr", ["petit*", "proche de zéro|0", "tend|tendre|tendant vers zéro|0", "minuscule*", "négligeable*",
                          "infinitésimal*"],
          examples=["t petit", "t tend vers 0", "t proche de zéro"]),
    entry("LARGE_NEGATIVE", "fr", ["très négati*"], examples=["t très négatif"]),
    entry("NEGATIVE_SIGN", "fr", ["négati*"], examples=["t négatif"]),
    entry("BOUNDED", "fr", ["borné*", "fixe", "fixé*", "constant*", "fini"], examples=["t fixe", "t borné"]),
    entry("MUCH_GREATER", "fr", ["bien|beaucoup|très|largement|nettement plus grand*|supérieur* que|à",
                                 "très supérieur* à", "bien au-dessus de"],
          examples=["t beaucoup plus grand que 1", "t bien plus grand que 1"]),
    entry("MUCH_LESS", "fr", ["bien|beaucoup|très|largement plus petit* que", "très inférieur* à"],
          examples=["t beaucoup plus petit que 1"]),
    entry("GREATER", "fr", ["plus grand* que", "supérieur* à|ou", "au moins", "au-dessus de"],
          examples=["t plus grand que 1", "t supérieur à 0"]),
    entry("LESS", "fr", ["plus petit* que", "inférieur* à|ou", "au plus", "au-dessous de", "en dessous de"],
          examples=["t plus petit que 1", "t inférieur à 1"]),
    entry("NEAR_VALUE", "fr", ["de l'ordre de", "environ", "autour de"], examples=["t de l'ordre de 100"]),
    entry("INTENSIFIER", "fr", ["très", "tres", "extrêmement", "assez", "suffisamment", "infiniment", "trop"],
          examples=["t très grand"]),
    entry("NEGATION", "fr", ["pas", "non", "ne", "n'", "jamais", "ni"], examples=["t n'est pas grand"]),
    entry("HYPOTHESIS", "fr", ["si", "supposons", "en ajoutant", "si on", "par exemple", "imaginons"],
          examples=["si t est petit", "supposons que q = 0"]),
    entry("ALTERNATIVE", "fr", ["ou", "ou bien", "aussi"], examples=["ou q = 2t(k_a+k_b)"]),
    entry("COMMIT", "fr", ["on prend", "prenons", "choisissons", "on choisit", "soit", "posons"],
          examples=["on prend q = t(k_a+k_b)"]),
    entry("MOOD_BREAK", "fr", ["donc", "alors", "mais", "cependant"], examples=["donc q = …"]),
    entry("CONDITION", "fr", ["si", "supposons", "lorsque", "quand", "pourvu que"], examples=["si η > 0"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "fr", ["approche", "s'approche de", "est approximativement", "est environ", "tend vers", "converge vers", "est proche de"], examples=["c_2 est approximativement u_a", "c_2 tend vers u_a"]),
    entry("APPROXIMATELY", "fr", ["approche", "s'approche de", "est approximativement", "est environ", "tend vers", "converge vers", "est proche de"], examples=["c_2 est approximativement u_a", "c_2 tend vers u_a"]),
    entry("EQUALS_WORDS", "fr", ["est égal à", "égale"], examples=["c_2 est égal à u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "fr", ["pour tout|toute|tous", "pour n'importe quel", "quel que soit"], examples=["pour tout t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "fr", ["c.-à-d", "c'est-à-dire", "autrement dit", "soit"], examples=["c'est-à-dire Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "fr", ["seulement si|quand|pour", "si et seulement si", "uniquement si|quand|pour"], examples=["cos(m) = 1 seulement si m ∈ 2πℤ"]),
)
