"""Other languages seen in answers: a few size words each (Turkish, Vietnamese, Indonesian, Polish, Dutch,
Swedish, Danish, Norwegian, Greek, Hindi, Arabic, Czech, Slovak, Hungarian, Finnish, Estonian, Romanian, Lithuanian)."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "tr", ["büyük", "sonsuz"], examples=["t çok büyük"]),
    entry("SMALL", "tr", ["küçük", "sıfıra"], examples=["t küçük"]),
    entry("INTENSIFIER", "tr", ["çok"], examples=["t çok büyük"]),
    entry("LARGE", "vi", ["lớn", "vô cùng"], examples=["t rất lớn"]),
    entry("SMALL", "vi", ["nhỏ", "tiến tới 0"], examples=["t rất nhỏ"]),
    entry("INTENSIFIER", "vi", ["rất"], examples=["t rất lớn"]),
    entry("LARGE", "id", ["besar", "tak hingga"], examples=["t sangat besar"]),
    entry("SMALL", "id", ["kecil", "mendekati nol"], examples=["t kecil"]),
    entry("INTENSIFIER", "id", ["sangat"], examples=["t sangat besar"]),
    entry("LARGE", "pl", ["duż*", "nieskończon*", "wielk*"], examples=["t bardzo duże"]),
    entry("SMALL", "pl", ["mał*", "dąży do zera"], examples=["t małe"]),
    entry("INTENSIFIER", "pl", ["bardzo"], examples=["t bardzo duże"]),
    entry("NEGATION", "pl", ["nie"], examples=["t nie jest duże"]),
    entry("LARGE", "nl", ["groot", "grote", "oneindig"], examples=["t zeer groot"]),
    entry("SMALL", "nl", ["klein", "kleine"], examples=["t klein"]),
    entry("INTENSIFIER", "nl", ["zeer", "heel", "erg"], examples=["t heel groot"]),
    entry("LARGE", "sv", ["stor*"], examples=["t mycket stort"]),
    entry("SMALL", "sv", ["liten", "litet", "lille", "små"], examples=["t liten"]),
    entry("INTENSIFIER", "sv", ["mycket", "meget"], examples=["t mycket stort"]),
    entry("LARGE", "el", ["μεγάλ*"], examples=["t πολύ μεγάλο"]),
    entry("SMALL", "el", ["μικρ*"], examples=["t μικρό"]),
    entry("INTENSIFIER", "el", ["πολύ"], examples=["t πολύ μεγάλο"]),
    entry("LARGE", "hi", ["बड़*"], examples=["t बहुत बड़ा"]),
    entry("SMALL", "hi", ["छोट*"], examples=["t छोटा"]),
    entry("INTENSIFIER", "hi", ["बहुत"], examples=["t बहुत बड़ा"]),
    entry("LARGE", "ar", ["كبير"], examples=["t كبير جدا"]),
    entry("SMALL", "ar", ["صغير"], examples=["t صغير"]),
    entry("INTENSIFIER", "ar", ["جدا"], examples=["t كبير جدا"]),
    entry("LARGE", "cs", ["velk*"], examples=["t velmi velké"]),
    entry("SMALL", "cs", ["malý", "malá", "malé", "malých"], examples=["t malé"]),
    entry("INTENSIFIER", "cs", ["velmi"], examples=["t velmi velké"]),
    entry("LARGE", "hu", ["nagy"], examples=["t nagyon nagy"]),
    entry("SMALL", "hu", ["kicsi"], examples=["t kicsi"]),
    entry("INTENSIFIER", "hu", ["nagyon"], examples=["t nagyon nagy"]),
    entry("LARGE", "fi", ["suur*", "iso"], examples=["t hyvin suuri"]),
    entry("SMALL", "fi", ["pien*"], examples=["t pieni"]),
    entry("INTENSIFIER", "fi", ["hyvin"], examples=["t hyvin suuri"]),
    entry("LARGE", "ro", ["mare"], examples=["t foarte mare"]),
    entry("SMALL", "ro", ["mic", "mică", "mica"], examples=["t mic"]),
    entry("INTENSIFIER", "ro", ["foarte"], examples=["t foarte mare"]),
    entry("LARGE", "lt", ["didel*"], examples=["t labai didelis"]),
    entry("SMALL", "lt", ["maž*"], examples=["t mažas"]),
    entry("INTENSIFIER", "lt", ["labai"], examples=["t labai didelis"]),
)
ENTRIES += (
    entry("COPULA", "many", ["est", "ist", "es", "è", "é", "är", "er", "on", "je", "jest", "este", "είναι", "eh", "yra",
                             "sind", "son", "sont", "são", "sono", "zijn", "adalah", "là", "olur", "ei", "nagyon"],
          examples=["t est grand", "t ist groß"]),
    entry("CONJUNCTION", "many", ["quand", "lorsque", "wenn", "sobald", "cuando", "quando"],
          examples=["petit quand t grand"]),
)
ENTRIES += (
    entry("ASIDE_BEFORE", "zh", ["相比", "而", "例如", "比如"], examples=["相比 q = k_a"]),
    entry("ASIDE_AFTER", "zh", ["否则", "不是", "的时候", "时", "均匀"], examples=["t 很小时 权重均匀"]),
    entry("ASIDE_AFTER", "ja", ["の で"], examples=["t が小さいので"]),
    # Japanese and Chinese conditionals follow what they suppose: "β が小さいなら" is "if β is small"
    entry("HYPOTHESIS_AFTER", "ja", ["い と", "け れ ば", "た ら", "な ら", "場 合", "限 り", "で あ る 限 り"],
          examples=["t が小さいと", "β が小さいなら", "t が大きければ"]),
    entry("HYPOTHESIS_AFTER", "zh", ["的 话"], examples=["t 很小的话"]),
    # a relative pronoun after a case, naming it the event its clause gives a probability of ("when η > −1, which
    # happens with probability 0.92": steps/probability_words.py)
    entry("RELATIVE_EVENT", "en", ["which", "which happens|occurs|holds", "an? event which|that", "something that",
                                   "this", "this happens|occurs"],
          examples=["when η > −1, which happens with probability 0.92"]),
    entry("RELATIVE_EVENT", "fr", ["ce qui", "ce qui arrive", "ce qui se produit", "ce qu'", "qui", "un événement qui"],
          examples=["si η > −1, ce qui arrive avec probabilité 0,92"]),
    entry("RELATIVE_EVENT", "es", ["lo que", "lo cual", "lo que ocurre|sucede|pasa", "que", "un evento que"],
          examples=["si η > −1, lo que ocurre con probabilidad 0,92"]),
    entry("RELATIVE_EVENT", "de", ["was", "welches", "ein Ereignis, das"],
          examples=["falls η > −1, was mit Wahrscheinlichkeit 0,92 eintritt"]),
    entry("RELATIVE_EVENT", "it", ["il che", "il che accade|succede", "cosa che", "che"],
          examples=["se η > −1, il che accade con probabilità 0,92"]),
    entry("RELATIVE_EVENT", "pt", ["o que", "o que ocorre|acontece", "que"],
          examples=["se η > −1, o que ocorre com probabilidade 0,92"]),
    entry("RELATIVE_EVENT", "ru", ["что", "что происходит|случается", "которое"], examples=["при η > −1, что происходит с вероятностью 0,92"]),
    entry("RELATIVE_EVENT", "zh", ["这", "其", "这 一 事 件"], examples=["当 η > −1 时，这 的概率约为 0.92"]),
    # a counterfactual after what it supposes: "Φ(t₁) = Φ(t₂) would give sin t₁ = sin t₂" supposes Φ(t₁) = Φ(t₂)
    entry("HYPOTHESIS_AFTER", "en", ["would give|imply|mean|force|require|yield|make|need", "would lead to",
                                     # "say" closing its clause after what it supposes ("Φ(t₁) = Φ(t₂), say; then …")
                                     "say ;|.|:", "say , then", "say then", "say , so"],
          examples=["Φ(t₁) = Φ(t₂) would give sin t₁ = sin t₂", "PX + Φ = P(X + Φ) would mean P = I",
                    "Φ(t₁) = Φ(t₂), say; then sin t₁ = sin t₂", "t₁ ≠ t₂ with Φ(t₁) = Φ(t₂), say. Then"],
          counterexamples=["q = t k_j, say with t = 100", "say t = 10: then"]),
    entry("HYPOTHESIS_AFTER", "fr", ["donnerait", "impliquerait", "signifierait", "entraînerait", "forcerait"],
          examples=["Φ(t₁) = Φ(t₂) impliquerait sin t₁ = sin t₂"]),
    entry("HYPOTHESIS_AFTER", "de", ["würde", "ergäbe", "hieße", "bedeutete"],
          examples=["Φ(t₁) = Φ(t₂) würde sin t₁ = sin t₂ ergeben", "Φ(t₁) = Φ(t₂) hieße sin t₁ = sin t₂"]),
    entry("HYPOTHESIS_AFTER", "es", ["daría", "implicaría", "significaría", "obligaría"],
          examples=["Φ(t₁) = Φ(t₂) implicaría sin t₁ = sin t₂"]),
    entry("HYPOTHESIS_AFTER", "it", ["darebbe", "implicherebbe", "significherebbe"],
          examples=["Φ(t₁) = Φ(t₂) implicherebbe sin t₁ = sin t₂"]),
    entry("HYPOTHESIS_AFTER", "pt", ["daria", "implicaria", "significaria"],
          examples=["Φ(t₁) = Φ(t₂) implicaria sin t₁ = sin t₂"]),
    entry("HYPOTHESIS_AFTER", "ru", ["означало бы", "дало бы", "влекло бы"],
          examples=["Φ(t₁) = Φ(t₂) означало бы sin t₁ = sin t₂"]),
    # the word that closes a case written before what is said in it: "η < 0 时 c → v_b", "η < 0 のとき", "η < 0 일 때"
    entry("CASE_AFTER", "zh", ["时", "的 时 候"], examples=["η < 0 时 v_b", "η 为负的时候"]),
    entry("CASE_AFTER", "ja", ["と き", "の と き", "場 合", "の 場 合", "な ら", "な ら ば", "で あ れ ば"],
          examples=["η < 0 のとき v_b", "η < 0 の場合", "η > 0 なら c ≈ v_a", "η > 0 ならば c ≈ v_a"]),
    entry("CASE_AFTER", "ko", ["때", "일 때", "인 경우", "경우", "이 면", "이 라 면", "라 면"],
          examples=["η < 0 일 때 v_b", "η < 0 인 경우", "η > 0 이면 c ≈ v_a"]),
    # adding a vector to the input, the setting changed in words: "u_d を x_2 に加えると", "x_2 에 u_d 를 더하면"
    entry("ADDS", "ja", ["加 え る", "加 え る と", "加 え た", "加 え て", "足 す", "足 す と", "足 し た"],
          examples=["u_d を x_2 に加えると", "x_2 に u_c を足すと"]),
    entry("ADDS", "ko", ["더 하 면", "더 하 고", "더 한", "더 하", "추 가 하 면", "추 가 하"],
          examples=["x_2 에 u_d 를 더하면", "u_c 를 추가하면"]),
    entry("ADDS", "ru", ["добав*", "прибав*"], examples=["если добавить u_d к x_2"]),
    entry("ADDS", "pt", ["adicion*", "somando", "somar"], examples=["adicionando u_d a x_2"]),
    # the word that opens a case: "もし η > 0 ならば", "만약 η > 0 이면"
    entry("CONDITION", "ja", ["も し", "も し も", "仮 に"], examples=["もし η > 0 ならば c ≈ v_a"]),
    entry("CONDITION", "ko", ["만 약", "만 일"], examples=["만약 η > 0 이면 c ≈ v_a"]),
    # "いとき" (when …): read with ASIDE_AFTER, so that its いと is not one
    entry("WHEN_JA", "ja", ["い と き"], examples=["t が大きいとき"]),
    entry("RETRACTED_BY_NEXT", "fr", ["n'est pas suffisant", "ne suffit pas", "est faux", "est incorrect",
                                      "ne marche pas", "en fait non", "non ,? c'est faux|incorrect", "non ,? c'est une erreur",
                                      "c'est faux|incorrect", "et c'est faux|incorrect", "correction", "je me suis trompé|trompée",
                                      "oups", "non ,? attends|attendez"],
          examples=["q = k_a ne suffit pas", "α_j = e^λ/(e^λ + n) — Non, c'est faux", "q = 0. Correction : q = t k_j"]),
    entry("RETRACTED_BY_NEXT", "de", ["reicht nicht", "ist falsch", "genügt nicht", "funktioniert nicht",
                                      "nein ,? das ist falsch", "nein ,? das ist nicht richtig", "das ist falsch",
                                      "das ist nicht richtig", "und das ist falsch",
                                      "stimmt nicht", "Korrektur", "ich habe mich geirrt", "moment"],
          examples=["q = k_a reicht nicht", "α_j = e^t/(e^t + n). Nein, das ist falsch"]),
    entry("RETRACTED_BY_NEXT", "es", ["no basta", "no es suficiente", "no funciona", "es falso|incorrecto",
                                      "no ,? eso es falso|incorrecto", "no ,? eso es un error", "eso es falso|incorrecto", "y eso es falso|incorrecto",
                                      "corrección", "me equivoqué", "en realidad no"],
          examples=["q = k_a no basta", "α_j = e^t/(e^t + n). No, eso es incorrecto"]),
    entry("RETRACTED_BY_NEXT", "it", ["non basta", "non è sufficiente", "non funziona", "è sbagliato|falso",
                                      "no ,? è sbagliato|falso", "no ,? è un errore", "correzione",
                                      "mi sono sbagliato|sbagliata", "in realtà no"],
          examples=["q = k_a non basta", "α_j = e^t/(e^t + n). No, è sbagliato"]),
    entry("RETRACTED_BY_NEXT", "pt", ["não basta", "não é suficiente", "não funciona", "está errado",
                                      "é falso|incorreto", "não ,? isso está errado", "não ,? isso é falso|incorreto",
                                      "isso está errado", "e isso é falso|incorreto", "correção", "me enganei", "na verdade não"],
          examples=["q = k_a não basta", "α_j = e^t/(e^t + n). Não, isso está errado"]),
    entry("RETRACTED_BY_NEXT", "ru", ["недостаточно", "не работает", "неверно", "неправильно",
                                      "нет ,? это неверно|неправильно|ошибка", "это неверно|неправильно",
                                      "исправление"],
          examples=["q = k_a недостаточно", "α_j = e^t/(e^t + n). Нет, это неверно"]),
    entry("RETRACTED_BY_NEXT", "zh", ["不够", "是错的", "不对", "错误", "更正", "纠正", "说错了"],
          examples=["q = k_a 不够", "α_j = e^t/(e^t + n)。不对，更正："]),
    # adding up the terms of a sum ("summing all the exponentials", "sumando todas las exponenciales"): arithmetic, no
    # change of the setting (claims.py); the words of adding alone stay ADDS
    entry("SUMS_UP", "en", ["add|adding|added|summing|sum up", "add|adding|summing|sum all|every the? exponentials|terms|scores|"
                            "weights|logits|numerators|exponents", "adding|summing the exponentials|terms|scores|weights|logits"],
          examples=["Adding all the exponentials: Σ_l exp(k_l·q) = e^t + n − 1", "summing the terms gives 2e^t + n − 2"]),
    entry("SUMS_UP", "es", ["sumando|sumar|sumamos todas|todos las|los exponenciales|términos|puntajes|pesos|logits",
                            "sumando|sumar|sumamos las|los exponenciales|términos|puntajes|pesos|logits"],
          examples=["Sumando todas las exponenciales: Σ exp(k_l·q) = e^t + n − 1"]),
    entry("SUMS_UP", "pt", ["somando|somar todas|todos as|os exponenciais|termos|pesos|logits",
                            "somando|somar as|os exponenciais|termos|pesos|logits"],
          examples=["somando todas as exponenciais, o denominador é 2e^t + n − 2"]),
    entry("SUMS_UP", "fr", ["en? additionnant|additionnons tous|toutes les termes|exponentielles|poids|scores",
                            "en? additionnant|additionnons les termes|exponentielles|poids|scores"],
          examples=["en additionnant toutes les exponentielles on obtient 2e^t + n − 2"]),
    entry("SUMS_UP", "de", ["addiert|addieren man? alle Terme|Exponentiale|Gewichte", "alle Terme|Exponentiale addiert"],
          examples=["addiert man alle Terme, ergibt sich 2e^t + n − 2"]),
    entry("SUMS_UP", "it", ["sommando tutti|tutte i|gli|le termini|esponenziali|pesi", "sommando i|gli|le termini|esponenziali|pesi"],
          examples=["sommando tutti gli esponenziali si ottiene 2e^t + n − 2"]),
    # the identity as the permutation of a witness ("take P the identity permutation"): a witness that shows nothing
    entry("IDENTITY_PERMUTATION", "many", ["identity permutation|matrix", "the identity", "identische Permutation",
                                           "Einheitsmatrix", "Identität", "permutation identité", "matrice identité",
                                           "permutación identidad", "matriz identidad", "permutazione identità",
                                           "matrice identità", "permutação identidade", "matriz identidade",
                                           "тождественная перестановка", "единичная матрица", "恒等置换", "单位矩阵",
                                           "恒等置換", "単位行列", "항등 순열", "단위 행렬"],
          examples=["take P the identity permutation", "avec P la matrice identité", "P 取单位矩阵"]),
    # a formula said, then denied right after it ("c₂ ≈ u_b にはならない", "c_2 ≈ u_b ist unmöglich"): never claimed
    entry("RETRACTED_BY_NEXT", "ja", ["にはならない", "とはならない", "にならない", "は不可能", "は起こらない", "はあり得ない",
                                      "にはなりえない", "にはなり得ない"],
          examples=["c_2 ≈ u_b にはならない", "c_2 ≈ u_b は不可能"]),
    entry("RETRACTED_BY_NEXT", "zh", ["是不可能的", "不会成立"],
          examples=["c_2 ≈ u_b 是不可能的"]),
    entry("RETRACTED_BY_NEXT", "ko", ["불가능하다", "이 되지 않는다", "가 되지 않는다", "될 수 없다"],
          examples=["c_2 ≈ u_b 는 불가능하다"]),
    # only where the denial follows what it denies: a sentence that opens with it ("Es imposible que …", "Невозможно
    # получить …", "不可能得到 …") denies what comes after, never the statement before it
    entry("RETRACTED_BY_NEXT", "de", ["ist unmöglich", "ist nicht möglich", "kann nicht sein"],
          examples=["c_2 ≈ u_b ist unmöglich"]),
    entry("FINAL", "many", ["réponse finale", "réponse", "donc", "endgültige antwort", "antwort", "respuesta",
                            "最终答案", "答案", "答", "解答", "最終的な答え"],
          examples=["Réponse finale : q = …", "答案：q = …"]),
)
ENTRIES += (
    entry("HEAD_1", "many", ["kopf 1", "erster|ersten kopf", "tête 1", "première tête", "头 1", "第 一 个? 头",
                             "第 1 个? 头", "cabeza 1", "primera cabeza", "testa 1", "prima testa", "голова 1",
                             "первая голова", "ヘッド 1", "1 番目 の ヘッド", "最初 の ヘッド", "第 1 ヘッド", "헤드 1",
                             "첫 번째 헤드", "첫 헤드"],
          examples=["für Kopf 1", "pour la tête 1", "第一个头", "la cabeza 1", "ヘッド1：", "첫 번째 헤드는"]),
    entry("HEAD_2", "many", ["kopf 2", "zweiter|zweiten kopf", "tête 2", "deuxième|seconde tête", "头 2",
                             "第 二 个? 头", "第 2 个? 头", "cabeza 2", "segunda cabeza", "testa 2", "seconda testa",
                             "голова 2", "вторая голова", "ヘッド 2", "2 番目 の ヘッド", "第 2 ヘッド", "헤드 2",
                             "두 번째 헤드"],
          examples=["für Kopf 2", "第二个头", "la testa 2", "ヘッド2では", "두 번째 헤드는"]),
)
ENTRIES += (
    entry("LIST_JOINT", "many", ["und", "et", "y", "e", "i", "и", "和", "及", "と"], examples=["s und t klein"]),
)
ENTRIES += (
    entry("DEFINES", "many", ["est", "soit", "doit être", "ist", "sei", "soll", "sein", "es", "sea", "debe ser", "为",
                              "是", "取为", "等于", "は", "と する"],
          examples=["q est t(k_a + k_b)", "q ist t(k_a + k_b)", "q 为 t(k_a + k_b)"]),
    entry("QUERY_NOUN", "many", ["la requête", "le vecteur requête", "die anfrage", "der query-vektor", "la consulta",
                                 "查询", "查询向量", "クエリ"],
          examples=["la requête est t(k_a + k_b)", "查询向量为 t(k_a + k_b)"]),
)
ENTRIES += (
    entry("ANSWERED_NO", "many", ["non", "nein", "不", "不是", "いいえ"], examples=["Non, c'est u_b"]),
)
ENTRIES += (
    # movements as participles and gerunds, in the Romance languages and Russian ("t tendendo a zero")
    entry("SMALL", "many", ["tend* a|à|ao|vers|verso|al|allo zero|zéro|cero|0", "tendiendo a cero|0",
                            "tendendo a zero|0", "tendente a zero|0", "стремящ* к нулю|0", "стремясь к нулю|0",
                            "gegen null|0 gehend|strebend"],
          examples=["t tendendo a zero", "t tendiendo a cero", "при t, стремящемся к нулю", "t tendant vers 0"]),
    entry("LARGE", "many", ["tend* a|à|ao|vers|verso|al|all' infinito|infini|l'infini|∞",
                            "tendiendo a|al infinito", "tendendo ao|a infinito", "стремящ* к бесконечности",
                            "gegen unendlich gehend|strebend"],
          examples=["t tendendo ao infinito", "t tendiendo al infinito", "t, стремящемся к бесконечности"]),
)
ENTRIES += (
    entry("BASIS", "many", ["dans la base", "in der basis", "bezüglich der basis", "en la base", "nella base",
                            "在 基", "基 底", "基"], examples=["dans la base (u_a, u_b, u_c, u_d)", "在基 u_a, u_b 下"]),
)
ENTRIES += (
    entry("GOAL", "many", ["we willen", "vi vill", "vi ønsker", "chcemy", "istiyoruz", "ta muốn", "kita ingin",
                           "θέλουμε", "chceme", "szeretnénk", "haluamme", "vrem", "norime"],
          examples=["we willen v_1 = u_b", "chcemy v_1 = u_b"]),
    entry("MOOD_JOINT", "many", ["och", "og", "oraz", "ve", "và", "dan", "και", "és", "ja", "și", "ir"],
          examples=["vi vill v_1 = u_b och v_3 = u_b − u_c"]),
)
ENTRIES += (
    # a contrast between two clauses, in the other languages the write-ups use ("…, mais ici α_a → 1"); the Italian
    # "ma" is also the French "my", which changes nothing: left out
    entry("CONTRAST", "many", ["mais", "tandis que", "alors que", "aber", "jedoch", "während", "pero", "mientras que",
                               "mentre", "mas", "enquanto", "но", "однако", "但", "但是", "而", "しかし", "だが",
                               "하지만", "그러나"],
          examples=["la sortie serait v_a, mais ici α_a → 1", "die Ausgabe wäre v_a, aber hier α_a → 1",
                    "输出会是 v_a，但是这里 α_a → 1"],
          counterexamples=["donc α_a → 1", "also α_a → 1"]),
)
ENTRIES += (
    # abbreviations whose dot ends no sentence, in the other languages ("d.h. für die Vertauschung …": that is)
    entry("ABBREVIATION", "many", ["d.h", "z.B", "bzw", "vgl", "ggf", "usw", "c.-à-d", "p.ex", "p.ej", "p. ej",
                                   "ad es", "ecc", "p.es", "т.е", "т. е", "т.к", "т. к", "напр"],
          examples=["d.h. für die Vertauschung P", "z.B. t = 100", "p.ej. t = 100", "т.е. t велико"]),
)
ENTRIES += (
    # an example: the statements of its sentence are an instance the write-up asserts ("Example n = 10, t = 5:
    # α_a ≈ 0.4869", "for example, with t = 5 …"); grading never lets them pass unread (language/examples.py)
    entry("EXAMPLE", "many", ["example", "examples", "for example", "for instance", "e.g", "numerical example",
                              "zum beispiel", "z.B", "beispiel", "zahlenbeispiel", "par exemple", "exemple",
                              "por ejemplo", "p.ej", "ejemplo", "ad esempio", "per esempio", "esempio",
                              "por exemplo", "exemplo", "например", "пример", "例如", "比如", "例子", "例えば",
                              "예를 들어", "예", "par ex", "p. ex", "p.ex", "z. B", "p. ej", "ad es", "por ex",
                              # a numerical example, said so in each language
                              "ejemplo numérico", "exemplo numérico", "esempio numerico", "exemple numérique",
                              "numerisches beispiel", "численный пример", "数值例子", "数值示例", "数値例", "수치 예"],
          examples=["Example n = 10, t = 5: α_a ≈ 0.4869", "for example, with t = 5", "Beispiel: t = 5",
                    "par ex. q = t k_j avec t grand", "z. B. t = 100", "Ejemplo numérico: con n = 5",
                    "Exemplo numérico com n = 8", "Esempio numerico con n = 8"],
          counterexamples=["a counterexample: X = 0"]),
)
ENTRIES += (
    # the answer to a yes-or-no question, opening the write-up ("Yes: PX + Φ ≠ P(X + Φ)", "Nein. …"): read against the
    # part's own answer (a steps rubric's `answer_word`)
    entry("YES", "many", ["yes", "yep", "yeah", "oui", "ja", "sí", "sì", "sim", "да", "是的", "はい", "네"],
          examples=["Yes: PX + Φ ≠ P(X + Φ)", "Oui : l'ordre compte", "Ja, sie helfen"]),
    entry("NO", "many", ["no", "nope", "non", "nein", "não", "нет", "不", "不会", "不能", "いいえ", "아니요", "아니오",
                         "nee"],
          examples=["No. Two positions never share an embedding", "Nein, nie", "不会。"]),
)
ENTRIES += (
    # the identity (matrix), a noun of the problem ("with P = I, the identity"), in the other languages
    entry("NEUTRAL", "many", ["identidad", "identité", "identità", "identidade", "matriz identidad", "matrice identité",
                              "matrice identità", "matriz identidade", "единичная матрица", "单位矩阵", "单位阵", "単位行列",
                              "항등 행렬", "항등행렬"],
          examples=["con P = I, la identidad", "avec P = I, l'identité", "P = I 为单位矩阵"]),
)
ENTRIES += (
    # a name of the setting given a new value in words, "replace $x_2$ by $x_2 + u_d$" (read by
    # language/statements.replaced: the verb before the name, the word between the name and its new value)
    entry("REPLACES_NAME", "en", ["replace|replacing|replaced", "we|if we replace"],
          examples=["if we replace $x_2$ by $x_2 + u_d$", "replacing x_2 with u_a + u_c"],
          counterexamples=["in place of the keys", "the score changes"]),
    entry("REPLACES_NAME", "de", ["ersetz*", "ersetzen|ersetzt wir|man"], examples=["ersetzt man $x_2$ durch $x_2 + u_d$"]),
    entry("REPLACES_NAME", "fr", ["remplac*", "remplaç*", "si on remplace"],
          examples=["si on remplace $x_2$ par $x_2 + u_d$", "remplaçons x_2 par x_2 + u_c"]),
    entry("REPLACES_NAME", "es", ["reemplaz*", "sustitu*"],
          examples=["si reemplazamos $x_2$ por $x_2 + u_d$"]),
    entry("REPLACES_NAME", "it", ["sostitu*", "rimpiazz*"], examples=["se sostituiamo $x_2$ con $x_2 + u_d$"]),
    entry("REPLACES_NAME", "pt", ["substitu*"], examples=["se substituirmos $x_2$ por $x_2 + u_d$"]),
    entry("REPLACES_NAME", "ru", ["замен*"], examples=["если заменить $x_2$ на $x_2 + u_d$"]),
    entry("REPLACES_NAME", "zh", ["把", "将"], examples=["把 $x_2$ 换成 $x_2 + u_d$"]),
    entry("BY_VALUE", "en", ["by|with|to"], examples=["by $x_2 + u_d$"]),
    entry("BY_VALUE", "de", ["durch"], examples=["durch $x_2 + u_d$"]),
    entry("BY_VALUE", "fr", ["par"], examples=["par $x_2 + u_d$"]),
    entry("BY_VALUE", "es", ["por"], examples=["por $x_2 + u_d$"]),
    entry("BY_VALUE", "it", ["con"], examples=["con $x_2 + u_d$"]),
    entry("BY_VALUE", "pt", ["por"], examples=["por $x_2 + u_d$"]),
    entry("BY_VALUE", "ru", ["на"], examples=["на $x_2 + u_d$"]),
    entry("BY_VALUE", "zh", ["换 成", "替 换 为|成", "改 为|成", "变 为|成"], examples=["换成 $x_2 + u_d$"]),
)
ENTRIES += (
    # what a contradiction is reached with, right after the words that reach it: cited, not claimed ("…, so α_21 ≈ 0,
    # contradicting α_21 + α_23 ≈ 1": the supposed relation, or a fact shown before, is not said again)
    entry("CONTRADICTED_NEXT", "many", [
        "contradicting", "which|this|that contradicts", "contradicts", "in contradiction with|to", "contrary to",
        "a contradiction with", "inconsistent with", "im widerspruch zu", "widerspricht", "contradiciendo",
        "lo que contradice", "en contradicción con", "contradice", "contredisant", "ce qui contredit",
        "en contradiction avec", "contredit", "contradizendo", "o que contradiz", "em contradição com", "contradiz",
        "contraddicendo", "il che contraddice", "in contraddizione con", "contraddice", "противоречит"],
        examples=["so α_21 ≈ 0, contradicting", "which contradicts", "im Widerspruch zu", "lo que contradice",
                  "ce qui contredit", "em contradição com"]),
)
ENTRIES += (
    # two of the problem's labels exchanged in words ("the same with a and b swapped", "mit c statt d"): the steps of
    # that sentence are said with the exchange applied (language/label_swaps.py, the only reader)
    entry("LABELS_SWAPPED", "many", [
        "swapped", "interchanged", "exchanged", "switched", "swap", "swapping", "interchange", "interchanging",
        "exchange", "exchanging", "vertauscht", "getauscht", "vertauschen", "vertauscht man", "échangés", "échangées",
        "échangeant", "échanger", "intercambiados", "intercambiadas", "intercambiando", "intercambiar", "trocados",
        "trocando", "trocar", "scambiati", "scambiando", "scambiare", "поменять", "поменяв", "互 换", "交 换",
        "对 调", "入 れ 替 え"],
        examples=["the same with a and b swapped", "swap c and d", "mit a und b vertauscht", "en échangeant a et b",
                  "con a y b intercambiados", "a 和 b 互换"]),
    entry("LABEL_INSTEAD", "many", [
        "instead of", "in place of", "statt", "anstatt", "anstelle von", "au lieu de", "à la place de", "en lugar de",
        "en vez de", "em vez de", "no lugar de", "invece di", "al posto di", "вместо"],
        examples=["with c instead of d", "mit b statt a", "avec c au lieu de d", "con c en lugar de d"]),
)

