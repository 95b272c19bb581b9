"""The same done again with another vector, said in words beside the vector ("same for u_c: …", "O mesmo vale para
u_c", "u_c についても同様"): read only where a change of the input before it adds one vector and the words name
another (language/word_changes.py, claims.py's change of the setting); elsewhere they account for no word ("the same
holds for every key" says something nobody reads), so the word certificate leaves them out. The analogy words
proper ("analogously", "similarly": ANALOGOUS) are each language's own entries.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("ANALOGOUS_FOR", "en", ["the? same for|with", "the same goes|holds for", "same thing for|with"],
          examples=["same for u_c: c_2 ≈ u_a + u_c", "the same holds for u_c"]),
    entry("ANALOGOUS_FOR", "pt", ["o mesmo vale para", "o mesmo para|com", "igualmente"],
          examples=["O mesmo vale para u_c: c_2 ≈ u_a + u_c"]),
    entry("ANALOGOUS_FOR", "es", ["lo mismo para|con", "lo mismo vale para"], examples=["lo mismo con u_c"]),
    entry("ANALOGOUS_FOR", "fr", ["idem", "même chose pour|avec", "pareil pour|avec"], examples=["même chose pour u_c"]),
    entry("ANALOGOUS_FOR", "de", ["dasselbe für|mit", "das Gleiche für|mit", "gleiches gilt für"],
          examples=["dasselbe für u_c"]),
    entry("ANALOGOUS_FOR", "it", ["lo stesso per|con", "stessa cosa per|con"], examples=["lo stesso per u_c"]),
    entry("ANALOGOUS_FOR", "ru", ["аналогично", "так же", "то же самое для|с"], examples=["аналогично для u_c"]),
    entry("ANALOGOUS_FOR", "ja", ["同様に", "同様", "同じく", "についても同様"], examples=["u_c についても同様"]),
    entry("ANALOGOUS_FOR", "ko", ["마찬가지로", "마찬가지", "동일하게", "도 같다"], examples=["u_c 도 마찬가지"]),
)
