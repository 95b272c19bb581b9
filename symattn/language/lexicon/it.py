"""Italian."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "it", ["grande", "grandi", "grossa", "grosso", "grandissim*", "infinito", "enorme",
                          "tende all'infinito", "tende a infinito"],
          examples=["t molto grande", "t grandissimo"], counterexamples=["t piccolo"]),
    entry("VAGUE", "it", ["moderatamente|relativamente|ragionevolmente|mediamente grand*", "non troppo grand*",
                          "grand* ma non troppo grand*?"],
          examples=["t moderatamente grande", "t non troppo grande"]),
    entry("SMALL", "it", ["piccol*", "tende|tendono a zero|0", "vicino|vicina a|allo zero|0"],
          examples=["t piccolo", "t tende a zero"]),
    entry("BOUNDED", "it", ["costante", "fisso", "fissato"], examples=["t costante"]),
    entry("MUCH_GREATER", "it", ["molto maggiore di", "molto più grande di"], examples=["t molto maggiore di 1"]),
    entry("MUCH_LESS", "it", ["molto minore di", "molto più piccolo di"], examples=["t molto minore di 1"]),
    entry("GREATER", "it", ["maggiore di", "più grande di", "almeno"], examples=["t maggiore di 0"]),
    entry("LESS", "it", ["minore di", "più piccolo di", "al massimo"], examples=["t minore di 1"]),
    entry("INTENSIFIER", "it", ["molto", "abbastanza", "estremamente"], examples=["t molto piccolo"]),
    entry("NEGATION", "it", ["non", "mai"], examples=["t non è grande"]),
    entry("HYPOTHESIS", "it", ["se", "supponiamo", "ad esempio"], examples=["se t è piccolo"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "it", ["approssima", "si avvicina a", "è circa", "è approssimativamente", "tende a", "converge a", "tendono a",
                                   "convergono a"], examples=["c_2 approssima u_a", "c_2 tende a u_a", "α_a e α_b tendono a 1/2"]),
    entry("APPROXIMATELY", "it", ["approssima", "si avvicina a", "è circa", "è approssimativamente", "tende a", "converge a", "tendono a",
                                   "convergono a"], examples=["c_2 approssima u_a", "c_2 tende a u_a", "α_a e α_b tendono a 1/2"]),
    entry("EQUALS_WORDS", "it", ["è uguale a", "uguale a"], examples=["c_2 è uguale a u_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "it", ["per ogni|qualsiasi|qualunque"], examples=["per ogni t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "it", ["equivale a", "è lo stesso che", "cioè", "ossia", "ovvero"], examples=["cioè Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "it", ["solo se|quando|per", "se e solo se"], examples=["cos(m) = 1 solo se m ∈ 2πℤ"]),
)
ENTRIES += (
    entry("CONDITION", "it", ["se", "supponiamo", "supponendo", "quando", "purché", "assumendo", "il caso particolare", "nel caso particolare"],
          examples=["se η > 0", "supponiamo k_j^⊤q = s", "il caso particolare w = 0 dà q = t k_1"]),
    entry("GOAL", "it", ["vogliamo", "vorremmo", "cerchiamo", "desideriamo", "abbiamo bisogno di|che",
                         "vogliamo|vorremmo che", "affinché", "in modo che", "così che", "l'obiettivo è",
                         "obiettivo è"],
          examples=["Vogliamo v_1 = u_b", "vogliamo che c_2 ≈ u_b", "affinché c_2 ≈ u_b"],
          counterexamples=["abbiamo v_1 = u_b"]),
    entry("NECESSARY", "it", ["servirebbe", "bisognerebbe", "occorrerebbe", "dovrebbe|dovrebbero valere", "questo|ciò richiederebbe|richiede|servirebbe", "richiederebbe", "richiede",
                              "solo se", "soltanto se", "necessari*"],
          examples=["questo richiederebbe cos(t_1 − t_2) = 1", "ciò richiede t_1 = t_2"]),
    entry("MOOD_JOINT", "it", ["e", "ed", "mentre", "nonché", "e che"],
          examples=["supponiamo s_j = s e s_i = 0", "vogliamo v_1 = u_b e v_3 = u_b − u_c"],
          counterexamples=["quindi"]),
    entry("KEYS_CHOSEN", "it", ["le|queste due chiavi scelte|selezionate?", "entrambe le chiavi"],
          examples=["per le due chiavi scelte", "per entrambe le chiavi"]),
    entry("KEYS_LISTED", "it", ["per le chiavi"], examples=["per le chiavi a e b"]),
    entry("ADDS", "it", ["aggiung*", "sommat*", "sommand*", "aggiunt*"], examples=["se u_c viene aggiunto a x_2"]),
    entry("ONTO", "it", ["a", "ad"], examples=["a x_2"]),
)
ENTRIES += (
    entry("SUPPOSE", "it", ["supponiamo", "supponendo", "assumiamo", "assumendo"], examples=["supponiamo s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "it", ["asintoticamente", "nel limite", "al limite", "trascurabile|trascurabili",
                               "si annulla|annullano", "svanisce|svaniscono"],
          examples=["gli altri pesi si annullano e c = α_a v_a", "asintoticamente c = v_a"]),
    entry("TURNED_FROM", "it", ["invece di|che", "anziché", "a differenza di|del|della", "lontano da", "rispetto a|al|alla"], examples=["invece di restare stabile"]),
    entry("IFF", "it", ["se e solo se", "esattamente quando"], examples=["c → v_a se e solo se η > 0"]),
    entry("ANALOGOUS", "it", ["analogo", "analogamente", "allo stesso modo"], examples=["con u_c è analogo"]),
    entry("NUMBER_NOUN", "it", ["posizione", "posizioni", "intero", "interi", "indice", "indici"], examples=["per due posizioni s ≠ t"]),
    entry("IN_THIS_PART", "it", ["qui", "ora", "adesso", "in questa parte", "questa volta"], examples=["qui c → v_a"]),
    entry("AT_THAT_VALUE", "it", ["per|con quel|questo|quello|tale", "per|con quel|questo valore di"],
          examples=["Per quel t, 2e^t + n − 2 = 400", "con questo valore di t"]),
    entry("PROBABILITY_OF", "it", ["con probabilità", "la probabilità è", "probabilità di", "ha|hanno probabilità",
                                   "ha|hanno una probabilità di?"],
          examples=["con probabilità Φ(√2)", "ogni caso ha probabilità 1/2"]),
    entry("EACH_OF", "it", ["ciascuno", "ciascun", "ogni", "entrambi"], examples=["ciascuno con probabilità 1/2"]),
    entry("EQUALLY_LIKELY", "it", ["testa o croce", "a testa o croce", "lancio di una moneta"],
          examples=["c è un testa o croce tra v_a e v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "it", ["equiprobabile|equiprobabili", "con uguale probabilità",
                                   "metà delle volte", "metà dei campioni"],
          examples=["i due casi sono equiprobabili"]),
    entry("NEGATED_CLAIM", "it", ["non", "mai", "non è", "impossibile ottenere|avere", "nessuna scelta dà"],
          examples=["è impossibile ottenere $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "it", ["per ogni", "per tutti", "per qualsiasi", "per qualunque"], examples=["per ogni P"]),
    entry("TRAILING_DEFINITION", "it", ["per", "con", "dove", "quando"], examples=["→ 1 per q = t k_j"]),
    entry("OTHERWISE", "it", ["altrimenti", "in caso contrario"], examples=["se η > 0, c → v_a; altrimenti c → v_b"]),
    entry("THE_OTHERS", "it", ["altro|altri|altra|altre", "restante|restanti", "il resto"],
          examples=["tutti gli altri α_i → 0", "i pesi restanti"]),
    entry("KEYS_OTHER", "it", ["tranne", "eccetto", "salvo", "diversa|diverse|diverso|diversi da", "oltre a"],
          examples=["tutte le chiavi tranne le due chiavi scelte"]),
)
ENTRIES += (
    entry("THEN", "it", ["si ha", "abbiamo", "si ottiene", "otteniamo", "quindi", "allora", "dunque", "perciò"], examples=["se η > 0 allora c → v_a"]),
)
ENTRIES += (
    entry("PURPOSE", "it", ["per|al_fine_di ottenere|avere|garantire"], examples=["Per ottenere c_2 ≈ u_b cambiamo Q"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "it", ["caso negativo|positivo|opposto|raro", "altro caso"], examples=["ignoriamo il caso negativo"]),
    entry("EXCEPTION", "it", ["tranne", "eccetto", "ignorando", "escludendo", "ignoriamo", "a parte"], examples=["ignorando il caso 1 + η < 0"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "it", ["per assurdo"], examples=["Supponiamo per assurdo"]),
)
ENTRIES += (
    entry("CASE_FOR", "it", ["per"], examples=["c ≈ v_a per η > 0", "per i = 1: α_1 ≈ 1", "il limite per t → ∞"]),
    entry("CONTRADICTION_REACHED", "it", ["contradd*", "assurd*", "impossibile"],
          examples=["il che è una contraddizione", "è assurdo", "questo contraddice t_1 ≠ t_2"]),
    entry("COUNTERFACTUAL", "it", ["avesse", "avessero", "fosse", "fossero"],
          examples=["se Φ avesse righe uguali", "se P fosse arbitraria", "se le chiavi fossero uguali"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "it", ["qualcuno potrebbe dire|pensare che?", "si potrebbe pensare|dire che?",
                               "è allettante dire|pensare che?", "un mio compagno dice|pensa che?"],
          examples=["qualcuno potrebbe dire che c → ½(v_a + v_b)", "si potrebbe pensare che c_1 → v_a",
                    "è allettante dire che Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    entry("CONCLUSION", "it", ["quindi", "dunque", "perciò", "implica", "significa", "cioè", "otteniamo"], examples=["quindi t_1 = t_2", "il che implica k = 0"]),
    entry("CONSEQUENCE", "it", ["si ha", "abbiamo", "si ottiene", "quindi", "allora", "dunque", "perciò", "pertanto", "otteniamo", "ne segue"],
          examples=["Quindi c → v_a", "Allora α_a = ½", "Dunque c → v_b"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "it", ["positivo", "positiva"], examples=["se η è positivo"]),
    entry("SIGN_NEGATIVE", "it", ["negativo", "negativa"], examples=["se η è negativo"]),
    entry("NOISE_WORD", "it", ["il rumore"], examples=["se il rumore è positivo"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "it", ["invece di", "anziché"], examples=["¼ invece di ≈ 0", "anziché c → v_a"]),
)
ENTRIES += (
    entry("IMPLIES", "it", ["implica", "implicano", "impone", "impongono", "forza", "significa", "significano"], examples=["PΦ = Φ implica P = I"]),
    entry("EQUIVALENT", "it", ["se e solo se", "equivale a", "è equivalente a"],
          examples=["PΦ = Φ se e solo se P = I"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "it", ["deviazione standard", "varianza", "media", "medie", "valore atteso"],
          examples=["η ha deviazione standard 1/2", "con varianza 2", "le medie delle chiavi"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "it", ["quello|quella|quelli|quelle degli|delle altri|altre", "gli|le? altri|altre", "il resto", "gli|le? altri|altre punteggi|chiavi|pesi|prodotti",
                                 "tutti|tutte gli|le altri|altre punteggi|score|logit|chiavi|pesi|prodotti"],
          examples=["k_aᵀq = t, gli altri ≈ 0", "il resto → 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "it", ["un|una|il|la|mio|mia? mio|mia? compagno|compagna|collega|amico|amica|tutor|professore|studente|studentessa dice|pensa|sostiene|afferma|scrive|crede|ha_detto|ha_scritto|ha_affermato|ha_sostenuto che?",
                               "qualcuno|alcuni|molti dice|dicono|pensa|pensano|sostiene|sostengono|afferma|affermano|crede|credono che?"],
          examples=["un compagno sostiene che H_perm = PHP^⊤", "alcuni dicono che c → v_a", "la mia collega ha scritto che t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "it", ['non è', 'è diverso da', ", e non", "e non", ", non", ", invece di", "invece di", ", anziché", "anziché", ", che non è", "che non è"],
          examples=["l'input è PX + Φ, non P(X + Φ)", "PX + Φ invece di P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "it", ["solo", "soltanto", "solamente", "unicamente", "se e solo se", "esattamente quando"],
          examples=["α_a = ½ solo se n = 2", "questo fallisce soltanto quando η < −1"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "it", ["punteggio", "punteggi", "score", "logit", "prodotto scalare", "prodotto"],
          examples=["ha prodotto 2β² con k₃", "punteggio t(1+η) per a"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "it", ["per", "con", "di"],
          examples=["t(1+η) per a"]),
)
ENTRIES += (
    # the words a case analysis and a probability said in words are read by (steps/cases.py, probability_words.py)
    entry("EACH_OF", "it", ["ognuno", "ognuna", "ciascuna", "entrambe", "ogni caso", "ciascun caso"],
          examples=["ognuno con probabilità ½"]),
    entry("IT_FOLLOWS", "it", ["ne segue", "segue", "si ricava", "ricaviamo"], examples=["ne segue che t_1 = t_2"],
          counterexamples=["quindi"]),
    entry("VARIANCE", "it", ["varianza"], examples=["la varianza di α_a tende a ¼"]),
    entry("STANDARD_DEVIATION", "it", ["deviazione standard", "scarto quadratico medio"],
          examples=["la deviazione standard di η è ½"]),
    entry("OF_NAME", "it", ["di"], examples=["di η"]),
    entry("VALUE_IS", "it", ["è", "vale", "è uguale a"], examples=["la deviazione standard di η è ½"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "it", ["altrove", "altrimenti", "per gli|le altri|altre", "per tutti gli altri", "per tutte le altre",
                               "per il resto"],
          examples=["punteggio t per a e ≈ 0 altrove", "il punteggio di a è t(1+η) contro ≈ 0 per gli altri"]),
)

# Italian "si" before a verb in the third person is the impersonal or reflexive pronoun ("si ha", "si ottiene",
# "si comporta"), never the "if" that French and Spanish spell alike: the lexicon takes no one-word "si" there
IMPERSONAL_SI_VERBS = frozenset("ha hanno ottiene ottengono trova trovano ricava scrive può puo possono deve devono "
                                "vede nota osserva calcola considera sceglie prende comporta comportano riduce annulla "
                                "concentra sposta avvicina verifica usa applica".split())
ENTRIES += (
    # "si ha c₁ → v_a", "si ottiene": one has, one gets (the verbs of computing and writing, as neutral.py's "we get")
    entry("NEUTRAL", "it", ["si ha|hanno|ottiene|ottengono|trova|trovano|ricava|scrive|può|puo|possono|deve|devono|"
                            "vede|nota|osserva|calcola|considera|sceglie|prende|verifica|usa|applica"],
          examples=["quindi se 1+η > 0 si ha c₁ → v_a", "si ottiene α_a → 1"]),
)
