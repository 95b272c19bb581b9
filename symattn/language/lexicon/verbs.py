"""Verbs that make a claim about an output: "head 1 copies $v_a$", "$q_1 = u_c$ (matches only $k_3$)".

COPIES says that its subject's output is the value named after it; SELECTS says that its subject's query puts
its weight on the key named after it ("matches", "attends to", "focuses on", "picks out"), an "only" beside the
verb belonging to the verb; SPLITS says that it puts its weight on the two keys named after it, alike ("splits its
attention evenly between a and b", "averages $v_a$ and $v_b$"); CONTAINS says that a vector has a component along
another ("only $x_1$ contains $u_d$"). These are roles, not NEUTRAL words: language/verb_claims.py reads the claim each one
makes, and grading/certified.py sends to review a sentence where one of them was not read.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("COPIES", "en", ["copies|copy|reproduces|reproduce|retrieves|retrieve", "just|simply copies|copy"],
          examples=["head 1 copies $v_a$", "the attention simply copies v_j"],
          counterexamples=["we choose q", "a copied note"]),
    entry("COPIES", "fr", ["copie|recopie|reproduit|récupère"], examples=["la tête 1 copie $v_a$"]),
    entry("COPIES", "de", ["kopiert|reproduziert"], examples=["Kopf 1 kopiert $v_b$"]),
    entry("COPIES", "es", ["copia|reproduce|recupera"], examples=["la cabeza 1 copia $v_a$"]),
    entry("COPIES", "it", ["copia|ricopia|riproduce"], examples=["la testa 1 copia $v_a$"]),
    entry("COPIES", "ru", ["копирует"], examples=["голова 1 копирует $v_a$"]),
    entry("COPIES", "zh", ["复 制 了?", "拷 贝 了?"], examples=["第一个头复制 $v_a$"]),
    entry("COPIES", "ja", ["を? コ ピ ー す る", "を? 複 製 す る"], examples=["ヘッド1は $v_a$ をコピーする"]),
    entry("COPIES", "ko", ["를|을? 복 사 한 다", "를|을? 복 사 하 고"], examples=["헤드 1은 $v_a$ 를 복사한다"]),
    entry("SELECTS", "en", ["only? matches|match|selects|hits only?", "only? picks|pick out only?",
                            "only? attends|attend to only?", "only? focuses|focus|concentrates|concentrate on only?",
                            # "puts (almost) all its weight on k_a": where the softmax's weight goes, said whole
                            "puts|places|put|place almost|nearly|essentially|basically|virtually? all of? "
                            "its|the|their? weight|attention on|onto only?",
                            # "head 1 is one-hot on a", "the softmax is basically one-hot on j"
                            "is|are|stays|stay|becomes|become basically|essentially|almost|nearly|effectively? "
                            "one - hot on|at"],
          examples=["$q_1 = u_c$ (matches only $k_3$)", "head 1 attends to $k_a$", "it picks out only $k_j$",
                    "the softmax puts almost all its weight on $k_j$", "head 2 places all the weight on $k_b$",
                    "head 1 is one-hot on $a$", "the softmax is basically one-hot on j"],
          counterexamples=["we pick q", "the matching is poor", "we select q = t k_j", "we put the weight on hold"]),
    # choosing is no claim: "on choisit V", "we select q", "man wählt q" stay NEUTRAL
    entry("SELECTS", "fr", ["sélectionne seulement|uniquement?", "se concentre sur seulement|uniquement?",
                            "ne «? regarde|voit »? que"],
          examples=["la tête 1 se concentre sur $k_a$", "$q_2 = u_d$ ne « voit » que $k_1$"]),
    entry("SELECTS", "de", ["konzentriert sich nur? auf", "achtet|schaut|blickt also|dann? nur? auf", "trifft nur?"],
          examples=["Kopf 1 konzentriert sich auf $k_a$", "Token 2 schaut auf Token 1", "$q_2$ trifft nur $k_1$"]),
    entry("SELECTS", "es", ["selecciona solo|sólo|solamente?", "se concentra solo|sólo? en", "atiende solo|sólo? a"],
          examples=["la cabeza 1 se concentra en $k_a$"]),
    entry("SELECTS", "it", ["seleziona solo?", "si concentra solo? su"], examples=["la testa 1 si concentra su $k_a$"]),
    entry("SELECTS", "ru", ["выбирает только?", "фокусируется только? на"], examples=["голова 1 выбирает $k_a$"]),
    entry("SELECTS", "zh", ["只|仅? 关 注", "只|仅? 选 中", "只|仅? 集 中 在|于"], examples=["第一个头只关注 a"]),
    entry("SELECTS", "ja", ["だ け に? 注 目 す る", "に 注 目 す る"], examples=["ヘッド1は $k_a$ に注目する"]),
    entry("SELECTS", "ko", ["에? 만? 주 목 한 다"], examples=["헤드 1은 $k_a$ 에만 주목한다"]),
)
ENTRIES += (
    # the weight on two keys, alike: "the softmax splits evenly between a and b" (read as c ≈ ½(v_a + v_b), the
    # strongest claim the words may make, as SELECTS is)
    entry("SPLITS", "en", ["splits|divides|shares its|the|their? weight|weights|attention|mass|probability? "
                           "evenly|equally? between",
                           "is|are split|shared|divided evenly|equally? between",
                           "attends|attend equally|evenly to", "averages over?", "average over"],
          examples=["the softmax splits evenly between a and b", "head 1 averages $v_a$ and $v_b$",
                    "the attention is split equally between keys a and b"],
          counterexamples=["the average of the two", "we split the proof in two"]),
    entry("SPLITS", "fr", ["se_répartit|se_partage également|équitablement? entre", "fait la moyenne de|entre"],
          examples=["l'attention se répartit également entre a et b"]),
    entry("SPLITS", "de", ["verteilt sich gleichmäßig|gleich? auf|zwischen", "mittelt über?"],
          examples=["die Aufmerksamkeit verteilt sich gleichmäßig auf a und b"]),
    entry("SPLITS", "es", ["se reparte por_igual|a_partes_iguales|equitativamente? entre", "promedia"],
          examples=["la atención se reparte por igual entre a y b"]),
    entry("SPLITS", "it", ["si_divide|si_ripartisce equamente|ugualmente? tra|fra", "fa la media tra|di"],
          examples=["l'attenzione si divide equamente tra a e b"]),
    entry("SPLITS", "pt", ["se_divide|se_reparte igualmente? entre", "faz a média entre|de"],
          examples=["a atenção se divide igualmente entre a e b"]),
    # a vector has a component along another: "only $x_1$ contains $u_d$" (read by language/verb_claims.py)
    entry("CONTAINS", "en", ["contains|contain|includes|include"], examples=["only $x_1$ contains $u_d$"],
          counterexamples=["the key has no u_d part"]),
    entry("CONTAINS", "fr", ["contient|contiennent"], examples=["seul $x_1$ contient $u_d$"]),
    entry("CONTAINS", "de", ["enthält|enthalten"], examples=["nur $x_1$ enthält $u_d$"]),
    entry("CONTAINS", "es", ["contiene|contienen|incluye"], examples=["solo $x_1$ contiene $u_d$"]),
    entry("CONTAINS", "it", ["contiene|contengono"], examples=["solo $x_1$ contiene $u_d$"]),
    entry("CONTAINS", "ru", ["содержит"], examples=["только $x_1$ содержит $u_d$"]),
    entry("CONTAINS", "zh", ["包 含", "含 有"], examples=["$x_1$ 包含 $u_d$"]),
)
