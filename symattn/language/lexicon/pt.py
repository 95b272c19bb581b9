"""Portuguese."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "pt", ["grande", "grandes", "enorme", "infinito", "tende ao|a infinito"],
          examples=["t muito grande"], counterexamples=["t pequeno"]),
    entry("VAGUE", "pt", ["moderadamente|relativamente|razoavelmente|medianamente grande*", "não muito grande*",
                          "grande* mas não muito grande*?"],
          examples=["t moderadamente grande", "t razoavelmente grande"]),
    entry("SMALL", "pt", ["pequeno", "pequena", "tende|tendem a|para zero|0", "próximo de zero|0"], examples=["t pequeno"]),
    entry("MUCH_GREATER", "pt", ["muito maior que", "muito maior do que"], examples=["t muito maior que 1"]),
    entry("MUCH_LESS", "pt", ["muito menor que", "muito menor do que"], examples=["t muito menor que 1"]),
    entry("GREATER", "pt", ["maior que", "maior do que"], examples=["t maior que 0"]),
    entry("LESS", "pt", ["menor que", "menor do que"], examples=["t menor que 1"]),
    entry("INTENSIFIER", "pt", ["muito", "bastante", "suficientemente"], examples=["t muito grande"]),
    entry("NEGATION", "pt", ["não", "nunca"], examples=["t não é grande"]),
    entry("HYPOTHESIS", "pt", ["se", "suponha", "por exemplo"], examples=["se t é pequeno"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "pt", ["aproxima", "se aproxima de", "é aproximadamente", "tende a|para", "converge para", "é próximo de",
                                   "tendem a|para", "convergem para"],
          examples=["c_2 aproxima u_a", "c_2 é aproximadamente u_a", "α_a e α_b tendem a 1/2"]),
    entry("APPROXIMATELY", "pt", ["aproxima", "se aproxima de", "é aproximadamente", "tende a|para", "converge para", "é próximo de",
                                   "tendem a|para", "convergem para"],
          examples=["c_2 aproxima u_a", "c_2 é aproximadamente u_a", "α_a e α_b tendem a 1/2"]),
    entry("EQUALS_WORDS", "pt", ["é igual a", "igual a"], examples=["c_2 é igual a u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "pt", ["para todo|toda|qualquer"], examples=["para todo t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "pt", ["equivale a", "é o mesmo que", "ou seja", "isto é", "isto e"], examples=["ou seja Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "pt", ["só|somente|apenas se|quando|para", "se e somente se", "se e só se"], examples=["cos(m) = 1 só se m ∈ 2πℤ"]),
)
ENTRIES += (
    entry("CONDITION", "pt", ["se", "suponha", "supondo", "suponhamos", "quando", "desde que", "assumindo", "o caso particular", "no caso particular"],
          examples=["se η > 0", "suponha k_j^⊤q = s", "o caso particular w = 0 dá q = t k_1"]),
    entry("GOAL", "pt", ["queremos", "gostaríamos", "precisamos", "buscamos", "queremos|precisamos que", "para que",
                         "de modo que", "de forma que", "o objetivo é"],
          examples=["Queremos que c_2 ≈ u_b", "para que c_2 ≈ u_b"], counterexamples=["temos v_1 = u_b"]),
    entry("NECESSARY", "pt", ["precisaríamos", "precisaria", "seria necessário", "teria|teríamos que|de", "isso|isto|o que exigiria|requereria|exige|requer", "exigiria", "requer", "exige",
                              "só se", "somente se", "apenas se", "necessári*"],
          examples=["isso exigiria cos(t_1 − t_2) = 1"]),
    entry("MOOD_JOINT", "pt", ["e", "enquanto", "bem como", "e que"],
          examples=["suponha s_j = s e s_i = 0", "queremos v_1 = u_b e v_3 = u_b − u_c"],
          counterexamples=["então"]),
    entry("KEYS_CHOSEN", "pt", ["as|estas duas chaves escolhidas|selecionadas?", "ambas as chaves"],
          examples=["para as duas chaves escolhidas"]),
    entry("KEYS_LISTED", "pt", ["para as chaves"], examples=["para as chaves a e b"]),
)
ENTRIES += (
    entry("SUPPOSE", "pt", ["suponha", "suponhamos", "supondo", "assumindo"], examples=["suponha s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "pt", ["assintoticamente", "no limite", "desprezível|desprezíveis", "se anula|anulam",
                               "desaparece|desaparecem"],
          examples=["os outros pesos se anulam e c = α_a v_a", "assintoticamente c = v_a"]),
    entry("TURNED_FROM", "pt", ["em vez de", "ao invés de", "ao contrário de|do|da", "longe de", "comparado com|a"], examples=["em vez de ficar estável"]),
    entry("IFF", "pt", ["se e somente|só se", "exatamente quando"], examples=["c → v_a se e somente se η > 0"]),
    entry("ANALOGOUS", "pt", ["análogo", "analogamente", "da mesma forma|maneira"], examples=["com u_c é análogo"]),
    entry("NUMBER_NOUN", "pt", ["posição", "posições", "inteiro", "inteiros", "índice", "índices"], examples=["para duas posições s ≠ t"]),
    entry("IN_THIS_PART", "pt", ["aqui", "agora", "nesta parte", "desta vez"], examples=["aqui c → v_a"]),
    entry("AT_THAT_VALUE", "pt", ["para|com esse|este|tal", "para|com esse|este valor de"],
          examples=["Para esse t, 2e^t + n − 2 = 400", "com este valor de t"]),
    entry("PROBABILITY_OF", "pt", ["com probabilidade", "a probabilidade é", "probabilidade de", "tem|têm probabilidade",
                                   "tem|têm uma probabilidade de?"],
          examples=["com probabilidade Φ(√2)", "cada caso tem probabilidade 1/2"]),
    entry("EACH_OF", "pt", ["cada", "cada um", "ambos"], examples=["cada caso com probabilidade 1/2"]),
    entry("EQUALLY_LIKELY", "pt", ["cara ou coroa", "lançar uma moeda"],
          examples=["c é um cara ou coroa entre v_a e v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "pt", ["igualmente provável|prováveis", "com igual probabilidade",
                                   "metade das vezes|amostras"],
          examples=["os dois casos são igualmente prováveis"]),
    entry("NEGATED_CLAIM", "pt", ["não", "nunca", "não é", "impossível obter|ter", "nenhuma escolha dá"],
          examples=["é impossível obter $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "pt", ["para todo", "para toda", "para qualquer"], examples=["para todo P"]),
    entry("TRAILING_DEFINITION", "pt", ["para", "com", "onde", "quando"], examples=["→ 1 para q = t k_j"]),
    entry("OTHERWISE", "pt", ["caso contrário", "senão"], examples=["se η > 0, c → v_a; caso contrário c → v_b"]),
    entry("THE_OTHERS", "pt", ["outro|outros|outra|outras", "demais", "restante|restantes", "o resto"],
          examples=["todos os outros α_i → 0", "os demais pesos"]),
    entry("KEYS_OTHER", "pt", ["exceto", "salvo", "menos", "diferente|diferentes de", "além de"],
          examples=["todas as chaves exceto as duas chaves escolhidas"]),
)
ENTRIES += (
    entry("THEN", "pt", ["temos", "tem-se", "obtemos", "obtém-se", "então", "logo", "portanto"], examples=["se η > 0 então c → v_a"]),
)
ENTRIES += (
    entry("PURPOSE", "pt", ["para|a_fim_de obter|ter|conseguir|garantir"], examples=["Para obter c_2 ≈ u_b mudamos Q"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "pt", ["caso negativo|positivo|contrário|raro", "outro caso"], examples=["ignoramos o caso negativo"]),
    entry("EXCEPTION", "pt", ["exceto", "salvo", "ignorando", "excluindo", "ignoramos"], examples=["ignorando o caso 1 + η < 0"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "pt", ["por absurdo", "por contradição"], examples=["Suponha por absurdo"]),
)
ENTRIES += (
    entry("CASE_FOR", "pt", ["para"], examples=["c ≈ v_a para η > 0", "para i = 1: α_1 ≈ 1", "o limite para t → ∞"]),
    entry("CONTRADICTION_REACHED", "pt", ["contradi*", "absurd*", "impossível"],
          examples=["o que é uma contradição", "é absurdo", "isto contradiz t_1 ≠ t_2"]),
    entry("COUNTERFACTUAL", "pt", ["tivesse", "tivessem", "fosse", "fossem"],
          examples=["se Φ tivesse linhas iguais", "se P fosse arbitrária", "se as chaves fossem iguais"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "pt", ["alguém poderia dizer|pensar que?", "poderíamos pensar|dizer que?",
                               "é tentador dizer|pensar que?", "meu colega diz|pensa|afirma que?"],
          examples=["alguém poderia dizer que c → ½(v_a + v_b)", "é tentador dizer que c_1 → v_a",
                    "meu colega diz que Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    entry("CONCLUSION", "pt", ["então", "logo", "portanto", "implica", "significa", "ou seja", "obtemos"], examples=["logo t_1 = t_2", "o que implica k = 0"]),
    entry("CONSEQUENCE", "pt", ["temos", "tem-se", "obtém-se", "então", "portanto", "logo", "assim", "obtemos", "segue que"],
          examples=["Então c → v_a", "Portanto α_a = ½", "Logo c → v_b"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "pt", ["positivo", "positiva"], examples=["se η é positivo"]),
    entry("SIGN_NEGATIVE", "pt", ["negativo", "negativa"], examples=["se η é negativo"]),
    entry("NOISE_WORD", "pt", ["o ruído"], examples=["se o ruído é positivo"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "pt", ["em vez de", "ao invés de"], examples=["¼ em vez de ≈ 0", "em vez de c → v_a"]),
)
ENTRIES += (
    entry("IMPLIES", "pt", ["implica", "implicam", "impõe", "força", "forçam", "significa", "significam"], examples=["PΦ = Φ implica P = I"]),
    entry("EQUIVALENT", "pt", ["se e somente se", "se e só se", "equivale a", "é equivalente a"],
          examples=["PΦ = Φ se e somente se P = I"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "pt", ["desvio padrão", "variância", "média", "médias", "valor esperado"],
          examples=["η tem desvio padrão 1/2", "com variância 2", "as médias das chaves"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "pt", ["a|o|as|os dos|das demais|outros|outras", "os|as? demais|outros|outras", "o resto",
                                 "os|as? demais|outros|outras pontuações|chaves|pesos|produtos",
                                 "todos|todas os|as demais|outros|outras pontuações|scores|logits|chaves|pesos|produtos"],
          examples=["k_aᵀq = t, os demais ≈ 0", "o resto → 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "pt", ["meu|minha|um|uma|o|a? colega|amigo|amiga|tutor|professor|professora|estudante|aluno|aluna diz|pensa|afirma|sustenta|acha|acredita|escreveu|disse|afirmou que?",
                               "alguém|alguns|outros diz|dizem|pensa|pensam|afirma|afirmam|acha|acham que?"],
          examples=["um colega afirma que H_perm = PHP^⊤", "alguns dizem que c → v_a", "minha amiga disse que t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "pt", ['não é', 'é diferente de', ", e não", "e não", ", não", ", em vez de", "em vez de", ", que não é", "que não é"],
          examples=["a entrada é PX + Φ, não P(X + Φ)", "PX + Φ em vez de P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "pt", ["só", "somente", "apenas", "unicamente", "se e somente se", "exatamente quando"],
          examples=["α_a = ½ só se n = 2", "isso falha apenas quando η < −1"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "pt", ["pontuação", "pontuações", "escore", "escores", "score", "logit", "logits", "produto escalar", "produto interno", "produto"],
          examples=["pontuação t(1+η) para a", "produto β² com k_3"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "pt", ["para", "com", "de"],
          examples=["t(1+η) para a"]),
)
ENTRIES += (
    # the words a case analysis and a probability said in words are read by (steps/cases.py, probability_words.py)
    entry("EACH_OF", "pt", ["cada uma", "cada caso", "ambas"], examples=["cada uma com probabilidade ½"]),
    entry("IT_FOLLOWS", "pt", ["segue-se", "segue", "decorre"], examples=["segue que t_1 = t_2"],
          counterexamples=["então"]),
    entry("VARIANCE", "pt", ["variância"], examples=["a variância de α_a tende a ¼"]),
    entry("STANDARD_DEVIATION", "pt", ["desvio padrão", "desvio-padrão"], examples=["o desvio padrão de η é ½"]),
    entry("OF_NAME", "pt", ["de", "do", "da"], examples=["de η"]),
    entry("VALUE_IS", "pt", ["é", "vale", "é igual a"], examples=["o desvio padrão de η é ½"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "pt", ["nos demais", "no resto", "nas demais", "para os|as demais", "para os|as outros|outras",
                               "para o resto"],
          examples=["pontuação t para a e ≈ 0 nos demais", "pontuação t(1+η) para a contra ≈ 0 para os demais"]),
)
