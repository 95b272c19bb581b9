"""French."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "fr", ["grand*", "énorme*", "infini*", "tend|tendre|tendant vers l'infini|+∞|∞",
                          "vers l'infini", "immense*"],
          examples=["t est grand", "t tend vers l'infini", "pour t très grand"], counterexamples=["t est petit"]),
    entry("VAGUE", "fr", ["modérément|relativement|moyennement|raisonnablement|plutôt grand*", "pas trop grand*",
                          "grand* mais pas trop grand*?"],
          examples=["t modérément grand", "t relativement grand", "t grand mais pas trop"]),
    entry("SMALL", "fr", ["petit*", "proche de zéro|0", "est|sont|soit proche|proches de zéro|0", "tend|tendre|tendant|tendent vers zéro|0", "minuscule*", "négligeable*",
                          "infinitésimal*"],
          examples=["t petit", "t tend vers 0", "t proche de zéro", "où t est proche de zéro"]),
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
          examples=["si t est petit", "supposons que q = 0"],
          # Italian "si" before its verb ("si ha", "si comporta") is no "if" (lexicon.__init__._another_languages_word)
          counterexamples=["quindi si ha c₁ → v_a", "α_a si comporta come una variabile di Bernoulli"]),
    entry("ALTERNATIVE", "fr", ["ou", "ou bien", "aussi"], examples=["ou q = 2t(k_a+k_b)"]),
    entry("COMMIT", "fr", ["on prend", "prenons", "choisissons", "on choisit", "soit", "posons"],
          examples=["on prend q = t(k_a+k_b)"]),
    entry("MOOD_BREAK", "fr", ["donc", "alors", "mais", "cependant"], examples=["donc q = …"]),
    entry("CONDITION", "fr", ["si", "supposons", "lorsque", "quand", "pourvu que", "dans le cas",
                              "le cas particulier", "pour le cas particulier"],
          examples=["si η > 0", "dans le cas w = 0", "le cas particulier w = 0 donne q = t k_1"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "fr", ["approche", "s'approche de", "est approximativement", "est environ", "tend vers", "converge vers", "est proche de",
                                   "tendent vers", "convergent vers", "s'approchent de"],
          examples=["c_2 est approximativement u_a", "c_2 tend vers u_a", "α_a et α_b tendent vers 1/2"]),
    entry("APPROXIMATELY", "fr", ["approche", "s'approche de", "est approximativement", "est environ", "tend vers", "converge vers", "est proche de",
                                   "tendent vers", "convergent vers", "s'approchent de"],
          examples=["c_2 est approximativement u_a", "c_2 tend vers u_a", "α_a et α_b tendent vers 1/2"]),
    entry("EQUALS_WORDS", "fr", ["est égal à", "égale"], examples=["c_2 est égal à u_a"]),
    entry("WEIGHT_NOUN", "fr", ["poids", "poids d'attention", "poids du softmax"], examples=["notons p_i les poids"]),
    entry("NAMING", "fr", ["notons", "note", "soit", "soient"], examples=["notons p_i les poids"]),
    entry("TOWARD", "fr", ["vers"], examples=["c tend vers v_a si η > 0 et vers v_b si η < 0"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "fr", ["pour tout|toute|tous", "pour n'importe quel", "quel que soit"], examples=["pour tout t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "fr", ["équivaut à", "revient à", "c.-à-d", "c'est-à-dire", "autrement dit", "soit"], examples=["c'est-à-dire Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "fr", ["seulement si|quand|pour", "si et seulement si", "uniquement si|quand|pour"], examples=["cos(m) = 1 seulement si m ∈ 2πℤ"]),
)
ENTRIES += (
    entry("GOAL", "fr", ["on veut", "on voudrait", "nous voulons", "nous voudrions", "on souhaite", "nous souhaitons",
                         "on cherche", "nous cherchons", "il faut", "on a besoin de|d'", "nous avons besoin de|d'",
                         "on veut|voudrait|souhaite que", "nous voulons|voudrions|souhaitons que", "il faut que",
                         "afin que", "pour que", "de sorte que", "de façon que", "le but est", "l'objectif est",
                         "on vise", "pour avoir"],
          examples=["On veut v_1 = u_b", "nous voulons que c_2 ≈ u_b", "pour que c_2 ≈ u_b"],
          counterexamples=["on a v_1 = u_b"]),
    entry("NECESSARY", "fr", ["il faudrait", "on aurait besoin de|d'", "devrait|devraient valoir", "cela|ce|ceci nécessiterait|exigerait|demanderait|supposerait",
                              "ce qui nécessite|nécessiterait|exige|exigerait|demande",
                              "nécessite", "exige", "il faudrait", "il faudrait que", "seulement si", "uniquement si",
                              "condition nécessaire"],
          examples=["cela nécessiterait cos(t_1 − t_2) = 1", "ce qui exige t_1 = t_2"]),
    entry("MOOD_JOINT", "fr", ["et", "tandis que", "alors que", "ainsi que", "et que"],
          examples=["supposons s_j = s et s_i = 0", "on veut v_1 = u_b et v_3 = u_b − u_c"],
          counterexamples=["donc", "alors"]),
    entry("KEYS_CHOSEN", "fr", ["les|ces deux? clés choisies|sélectionnées|retenues|visées|nommées",
                                "les|ces deux clés", "les deux clés choisies"],
          examples=["pour les deux clés choisies : α_i = …", "pour ces deux clés"]),
    entry("KEYS_LISTED", "fr", ["pour les clés|indices"], examples=["pour les clés a et b"]),
    entry("ADDS", "fr", ["ajout*", "additionn*"], examples=["en ajoutant u_d à x_2", "u_c est ajouté à x_2"]),
    entry("ONTO", "fr", ["à", "au"], examples=["à x_2"]),
)
ENTRIES += (
    entry("SUPPOSE", "fr", ["supposons", "supposant", "admettons", "on suppose", "on suppose que"],
          examples=["supposons s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "fr", ["asymptotiquement", "à la limite", "dans la limite", "négligeable|négligeables",
                               "s'annule|s'annulent", "disparaît|disparaissent"],
          examples=["les autres poids s'annulent et c = α_a v_a", "asymptotiquement c = v_a"]),
    entry("TURNED_FROM", "fr", ["au lieu de|d'", "plutôt que", "contrairement à|au", "par rapport à|au", "loin de|d'"], examples=["au lieu de rester stable"]),
    entry("IFF", "fr", ["si et seulement si", "exactement quand|lorsque"], examples=["c → v_a si et seulement si η > 0"]),
    entry("ANALOGOUS", "fr", ["de même", "pareil", "pareillement", "analogue", "de la même façon|manière"], examples=["avec u_c, de même"]),
    entry("NUMBER_NOUN", "fr", ["position", "positions", "entier", "entiers", "indice", "indices"], examples=["pour deux positions s ≠ t"]),
    entry("IN_THIS_PART", "fr", ["ici", "maintenant", "dans cette partie", "cette fois"], examples=["ici c → v_a"]),
    entry("AT_THAT_VALUE", "fr", ["pour|avec|à ce|cet|cette|un_tel", "pour|avec|à cette valeur de"],
          examples=["Pour ce t, 2e^t + n − 2 = 400", "à cette valeur de t"]),
    entry("PROBABILITY_OF", "fr", ["avec probabilité", "avec une probabilité de", "de probabilité",
                                   "la probabilité est", "probabilité de", "a une probabilité", "une probabilité",
                                   "a probabilité", "ont probabilité", "ont une probabilité"],
          examples=["avec probabilité Φ(√2)", "chaque cas a une probabilité 1/2", "chaque cas a probabilité 1/2"]),
    entry("EACH_OF", "fr", ["chaque", "chacun", "chacune", "les deux"], examples=["chaque cas a une probabilité 1/2"]),
    entry("EQUALLY_LIKELY", "fr", ["pile ou face", "à pile ou face", "un tirage à pile ou face"],
          examples=["c'est un pile ou face entre v_a et v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "fr", ["équiprobable|équiprobables", "avec la même probabilité", "une chance sur deux",
                                   "la moitié du_temps|des_échantillons|des_tirages"],
          examples=["les deux cas sont équiprobables"]),
    entry("NEGATED_CLAIM", "fr", ["ne peut pas avoir|obtenir|donner", "on ne peut pas avoir|obtenir", "impossible d'avoir|d'obtenir",
                                  "n'est pas", "ne donne pas", "aucun choix ne donne", "jamais"],
          examples=["il est impossible d'obtenir $c_2 \\approx u_b$", "on ne peut pas avoir $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "fr", ["pour tout", "pour toute", "pour tous", "quel que soit", "quelle que soit"],
          examples=["pour tout P", "quelle que soit la permutation"]),
    entry("TRAILING_DEFINITION", "fr", ["pour", "avec", "où", "lorsque", "quand"], examples=["→ 1 pour q = t k_j"]),
    entry("SUPPOSED_BY_WHAT_FOLLOWS", "fr", ["nécessiterait|exigerait|impliquerait|supposerait|signifierait", "serait",
                                             "n'est possible que si"], examples=["cos(D) = 1 nécessiterait D ∈ 2πℤ"]),
    entry("OTHERWISE", "fr", ["sinon", "dans le cas contraire", "autrement", "dans l'autre moitié|cas",
                              "l'autre moitié"], examples=["c → v_a si η > 0, sinon c → v_b",
                                                           "c ≈ v_a (η > 0), dans l'autre moitié c ≈ v_b"]),
    entry("THE_OTHERS", "fr", ["autre|autres", "restant|restants|restante|restantes", "le|les reste"],
          examples=["tous les autres α_i → 0", "les poids restants"]),
    entry("KEYS_OTHER", "fr", ["autre|autres que", "sauf", "hormis", "à part", "en dehors de|des"],
          examples=["toute clé autre que les deux clés choisies", "sauf les deux clés choisies"]),
)
ENTRIES += (
    entry("THEN", "fr", ["on a", "on obtient", "donc", "alors", "ainsi", "d'où"], examples=["si η > 0 alors c → v_a"]),
)
ENTRIES += (
    # "on a k_a^T q = t": the a of "on a" (we have) is a word, not a name in the formula after it
    entry("WE_HAVE", "fr", ["on a", "il y a", "nous avons", "on obtient"], examples=["on a k_a^T q = t"]),
)
ENTRIES += (
    entry("GOAL", "fr", ["on souhaite obtenir", "le résultat voulu|souhaité|désiré est", "la cible est"],
          examples=["le résultat voulu est c_2 ≈ u_b"]),
    entry("PURPOSE", "fr", ["pour obtenir|avoir|atteindre|garantir", "afin d'obtenir|d'avoir|d'atteindre|de_garantir"],
          examples=["Pour obtenir c_2 ≈ u_b, il faut changer Q", "afin d'avoir c_2 ≈ u_b"],
          counterexamples=["on obtient c_2 ≈ u_a"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "fr", ["cas négatif|positif|contraire|rare", "autre cas"], examples=["on ignore le cas négatif"]),
    entry("EXCEPTION", "fr", ["sauf", "hormis", "excepté", "en ignorant", "en excluant", "on ignore", "on peut ignorer", "ignorer", "à part"], examples=["en ignorant le cas 1 + η < 0", "sauf si n = 2"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "fr", ["par l'absurde", "par contradiction"], examples=["Supposons par l'absurde que t_1 ≠ t_2"]),
)
ENTRIES += (
    # a derivation's conclusion said in words: what a steps rubric may require not to be said (`unsaid`)
    entry("LARGE_SPREAD", "fr", ["grande|forte|importante variance", "varie beaucoup", "instable", "saute entre"], examples=["c a une grande variance"]),
    entry("SMALL_SPREAD", "fr", ["faible|petite|nulle variance", "variance tend vers 0|zéro", "stable", "ne varie pas"], examples=["c a une faible variance"]),
    entry("NO_HELP", "fr", ["n'aide pas", "n'aident pas", "ne résout pas", "ne résolvent pas", "toujours équivariant"], examples=["les embeddings n'aident pas"]),
    entry("CAN_COINCIDE", "fr", ["peuvent être égaux|égales|identiques", "peuvent coïncider"], examples=["deux positions peuvent être égales"]),
)
ENTRIES += (
    entry("CASE_FOR", "fr", ["pour"], examples=["c ≈ v_a pour η > 0", "pour i = 1 : α_1 ≈ 1", "la limite pour t → ∞"]),
    entry("CONTRADICTION_REACHED", "fr", ["contradiction*", "absurd*", "contredi*", "impossible"],
          examples=["ce qui est une contradiction", "c'est absurde", "cela contredit t_1 ≠ t_2"]),
    entry("COUNTERFACTUAL", "fr", ["avait", "avaient", "était", "étaient", "aurait", "auraient"],
          examples=["si Φ avait des lignes égales", "si P était quelconque", "si les clés étaient égales"]),
)
ENTRIES += (
    # what others might say, set up to be refuted: never the writer's claim
    entry("HYPOTHESIS", "fr", ["on pourrait croire|penser|dire que?", "quelqu'un pourrait dire|croire|penser que?",
                               "il est tentant de dire|penser|écrire que?", "mon|un camarade dit|pense|affirme que?"],
          examples=["on pourrait croire que c → ½(v_a + v_b)", "il est tentant de dire que c_1 → v_a",
                    "mon camarade dit que Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    # a sentence that goes on from the one before ("Donc …"): it rests on that sentence's hypotheses too
    entry("CONCLUSION", "fr", ["donc", "ainsi", "d'où", "implique", "entraîne", "force", "signifie", "c'est-à-dire", "on obtient", "on trouve", "donne"], examples=["donc t_1 = t_2", "ce qui force k = 0"]),
    entry("CONSEQUENCE", "fr", ["donc", "alors", "ainsi", "par conséquent", "d'où", "on obtient", "on a", "il vient"],
          examples=["Donc c → v_a", "Alors α_a = ½", "Par conséquent c → v_b"]),
)
ENTRIES += (
    entry("ALIKE", "fr", ["croît|croit|grandit comme", "de l'ordre de", "comparable à", "proportionnel à"],
          examples=["t croît comme log n", "t de l'ordre de log n"]),
    entry("SLOWER", "fr", ["croît|croit|grandit moins vite que", "croît|croit plus lentement que"],
          examples=["t croît moins vite que log n"]),
    entry("FASTER", "fr", ["croît|croit|grandit plus vite que"], examples=["t croît plus vite que s"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "fr", ["positif", "positive", "positifs", "strictement positif"], examples=["si η est positif"]),
    entry("SIGN_NEGATIVE", "fr", ["négatif", "négative", "négatifs", "strictement négatif"], examples=["si η est négatif"]),
    entry("NOISE_WORD", "fr", ["le bruit"], examples=["si le bruit est positif"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "fr", ["au lieu de", "plutôt que"], examples=["¼ au lieu de ≈ 0", "plutôt que c → v_a"]),
)
ENTRIES += (
    entry("QUANTITY_OF", "fr", ["la variance|moyenne|norme|dérivée|loi|probabilité de|du|des", "l'espérance de|du"],
          examples=["la variance de c → 0", "la norme de x_2"]),
)
ENTRIES += (
    entry("OUTPUT_NOUN", "fr", ["la|sa sortie", "le|son résultat", "le vecteur de contexte"],
          examples=["la sortie vaut v_a", "donc le résultat est proche de v_b", "sa sortie tend vers v_a"]),
    entry("EXACTLY", "fr", ["exactement", "précisément", "pile"], examples=["la sortie est exactement v_a",
                                                                           "elle vaut précisément v_b", "pile v_a"]),
    entry("IMPLIES", "fr", ["implique", "impliquent", "entraîne", "entraînent", "impose", "imposent", "signifie", "signifient", "force",
                            "forcent"], examples=["PΦ = Φ impose P = I", "sin t_1 = sin t_2 implique t_1 = t_2"]),
    entry("EQUIVALENT", "fr", ["si et seulement si", "équivaut à", "est équivalent à", "est équivalente à"],
          examples=["PΦ = Φ si et seulement si P = I"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K n'est pas supposé", "… n'est pas requis"
    entry("DENIED_AFTER", "fr", [
        "n'est|ne_sont pas supposé*|requis*|exigé*|nécessaire*|garanti*|imposé*|donné*",
        "n'est|ne_sont pas nécessairement vrai*|vérifié*", "ne doit|doivent pas nécessairement être vrai*|vérifié*",
        "n'a|n'ont pas besoin d'être vrai*|vérifié*", "n'est|ne_sont pas une hypothèse"],
        examples=["$W_Q = W_K$ n'est pas supposé", "$W_Q = W_K$ n'est pas requis",
                  "$P = I$ n'est pas nécessairement vrai"],
        counterexamples=["n'est pas surprenant", "est supposé"]),
)
ENTRIES += (
    # "de A on déduit B": A is a premise, and what follows rests on it (language/suppositions.py)
    entry("FROM_PREMISE", "fr", ["de", "à partir de"], examples=["de $\\Phi(t_1)=\\Phi(t_2)$ on déduit"]),
    entry("IT_FOLLOWS", "fr", ["on déduit", "on tire", "découle", "il s'ensuit", "il suit"],
          examples=["on déduit que", "découle"], counterexamples=["donc"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "fr", ["en fait", "en réalité", "en vérité"], examples=["En fait α_a = 1"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "fr", ["écart-type", "écart type", "variance", "moyenne", "moyennes", "espérance"],
          examples=["η a un écart-type de 1/2", "de variance 2", "les moyennes des clés"]),
    entry("SUFFICES", "fr", ["il suffit", "suffit", "suffisant*", "assez", "garanti par", "assuré par"],
          examples=["il suffit que e^t ≥ n/ε", "une condition suffisante est"]),
)
ENTRIES += (
    entry("VARIANCE", "fr", ["variance"], examples=["la variance de α_a tend vers ¼"]),
    entry("STANDARD_DEVIATION", "fr", ["écart-type", "écart type", "écart - type"], examples=["son écart-type vaut ½"]),
    entry("OF_NAME", "fr", ["de", "du"], examples=["de η"]),
    entry("VALUE_IS", "fr", ["vaut", "valent", "est", "est égal à", "égale", "de"],
          examples=["son écart-type vaut ½", "leurs écarts-types valent ½"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "fr", ["celui|celle|ceux|celles des autres", "les? autres", "le reste", "toutes? les autres clés|scores|poids|produits", "tous les autres scores|poids|produits|logits",
                                 "les? autres produits scalaires", "toutes les autres clés ont un score"],
          examples=["k_aᵀq = t, les autres ≈ 0", "toutes les autres clés ont un score ≈ 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "fr", ["mon|ma|un|une|le|la? camarade|collègue|ami|amie|voisin|voisine|tuteur|professeur|étudiant|étudiante dit|pense|affirme|prétend|soutient|écrit|croit|a_dit|a_écrit|a_affirmé que?",
                               "quelqu'un|certains|d'autres dit|disent|pense|pensent|affirme|affirment|prétend|prétendent que?"],
          examples=["un camarade affirme que H_perm = PHP^⊤", "certains disent que c → v_a", "mon ami a écrit que t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "fr", ["n'est pas", 'est différent de', 'diffère de', ", et non", "et non", ", pas", ", plutôt que", "plutôt que", ", au lieu de", "au lieu de", ", qui n'est pas", "qui n'est pas"],
          examples=["l'entrée est PX + Φ, et non P(X + Φ)", "PX + Φ plutôt que P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "fr", ["seulement", "uniquement", "ssi", "si et seulement si", "exactement quand|lorsque", "précisément quand|lorsque"],
          examples=["α_a = ½ seulement si n = 2", "cela échoue uniquement quand η < −1"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "fr", ["score", "scores", "logit", "logits", "produit scalaire", "produit", "produits scalaires"],
          examples=["logit t(1+η) pour a", "ne voit que k_1 (score β²)"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "fr", ["pour", "avec", "de", "sur"],
          examples=["t(1+η) pour a"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "fr", ["ailleurs", "partout ailleurs", "sinon", "pour les autres", "pour toutes|tous les autres", "pour le reste"],
          examples=["score t pour a et ≈ 0 ailleurs", "score t(1+η) pour a contre ≈ 0 pour les autres"]),
)

# French "se" before its verb is the reflexive pronoun ("l'attention se répartit", "la sortie se comporte comme"),
# never Italian or Portuguese "se" (if): read by lexicon/__init__'s homographs (a Portuguese or Spanish reflexive
# "se divide", "se reparte" is no "if" either)
REFLEXIVE_SE_VERBS = frozenset("répartit repartit partage partagent concentre concentrent comporte comportent "
                               "rapproche rapprochent annule annulent réduit reduit simplifie simplifient écrit ecrit "
                               "trouve trouvent divise divisent déplace deplace stabilise stabilisent "
                               "divide dividen reparte reparten concentra concentran comporta comportam anula anulam "
                               "reduz reduce simplifica escribe escreve "
                               # Spanish "se obtiene", "se cumple", "se sigue" (one obtains, it holds, it follows)
                               "obtiene obtienen tiene tienen cumple cumplen sigue deduce deducen verifica verifican "
                               "llega anula anulan concentra aplica aplican obtient obtiennent vérifie verifie "
                               "déduit deduit obtém obtem".split())
