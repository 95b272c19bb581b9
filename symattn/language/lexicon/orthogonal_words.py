"""Orthogonality said of vectors the write-up lists ("x_1, x_2 and x_3 are mutually orthogonal", "u_a et u_b sont
orthogonaux", "x_1 与 x_3 正交"): a claim about those vectors, read by language/orthogonal_words.py only where a list
of two or more written vectors comes right before the words. Elsewhere ("the keys are orthonormal", the problem's own
given restated) the same words are NEUTRAL, and these account for no word in the certificate.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("ORTHOGONAL_CLAIM", "en", ["mutually|pairwise? orthogonal|orthonormal|perpendicular",
                                     "orthogonal|orthonormal|perpendicular to each other|one another"],
          examples=["x_1, x_2 and x_3 are mutually orthogonal", "u_a and u_b are orthogonal to each other"]),
    entry("ORTHOGONAL_CLAIM", "fr", ["deux_à_deux? orthogonaux|orthogonales|orthonormés|orthonormées|perpendiculaires",
                                     "orthogonaux|orthogonales entre eux|elles"],
          examples=["x_1, x_2 et x_3 sont orthogonaux deux à deux", "u_a et u_b sont orthogonaux"]),
    entry("ORTHOGONAL_CLAIM", "de", ["paarweise|zueinander|wechselseitig? orthogonal|orthonormal|senkrecht"],
          examples=["x_1, x_2 und x_3 sind paarweise orthogonal"]),
    entry("ORTHOGONAL_CLAIM", "es", ["ortogonales|ortonormales|perpendiculares entre_sí|dos_a_dos?"],
          examples=["x_1, x_2 y x_3 son ortogonales entre sí"]),
    entry("ORTHOGONAL_CLAIM", "it", ["ortogonali|ortonormali|perpendicolari tra_loro|a_due_a_due?"],
          examples=["x_1, x_2 e x_3 sono ortogonali tra loro"]),
    entry("ORTHOGONAL_CLAIM", "pt", ["ortogonais|ortonormais|perpendiculares entre_si|dois_a_dois?"],
          examples=["x_1, x_2 e x_3 são ortogonais entre si"]),
    entry("ORTHOGONAL_CLAIM", "ru", ["попарно|взаимно? ортогональны|ортонормированы|перпендикулярны"],
          examples=["x_1, x_2 и x_3 попарно ортогональны"]),
    entry("ORTHOGONAL_CLAIM", "zh", ["两 两? 正 交", "互 相 正 交", "相 互 正 交", "正 交"], examples=["x_1, x_2, x_3 两两正交"]),
    entry("ORTHOGONAL_CLAIM", "ja", ["互 い に 直 交", "直 交 す る", "直 交"], examples=["x_1, x_2, x_3 は互いに直交する"]),
    entry("ORTHOGONAL_CLAIM", "ko", ["서 로 직 교", "직 교"], examples=["x_1, x_2, x_3 는 서로 직교"]),
)
