"""Spanish."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "es", ["grande*", "enorme*", "tiende a infinito", "tiende al infinito", "infinito", "muy grande"],
          examples=["t muy grande", "t tiende a infinito"], counterexamples=["t pequeño"]),
    entry("VAGUE", "es", ["moderadamente|relativamente|razonablemente|medianamente grande*", "no demasiado grande*",
                          "grande* pero no demasiado grande*?", "grandecit*"],
          examples=["t moderadamente grande", "t grande pero no demasiado"]),
    entry("SMALL", "es", ["pequeñ*", "pequen*", "chico", "chica", "chicos", "chicas", "chiquit*",
                          "cercano|cercana a|de cero|0", "tiende|tienden a cero|0"],
          examples=["t pequeño", "t tiende a 0", "t cercano a cero"]),
    entry("LARGE_NEGATIVE", "es", ["muy negativ*"], examples=["t muy negativo"]),
    entry("NEGATIVE_SIGN", "es", ["negativ*"], examples=["t negativo"]),
    entry("BOUNDED", "es", ["fijo", "fija", "acotad*", "constante"], examples=["t fijo"]),
    entry("MUCH_GREATER", "es", ["mucho mayor que|a", "mucho más grande que"], examples=["t mucho mayor que 1"]),
    entry("MUCH_LESS", "es", ["mucho menor que|a", "mucho más pequeño que"], examples=["t mucho menor que 1"]),
    entry("GREATER", "es", ["mayor que|a", "más grande que", "al menos"], examples=["t mayor que 0"]),
    entry("LESS", "es", ["menor que|a", "más pequeño que", "a lo sumo", "como mucho"], examples=["t menor que 1"]),
    entry("INTENSIFIER", "es", ["infinitamente", "muy", "bastante", "suficientemente", "extremadamente"], examples=["t muy grande"]),
    entry("NEGATION", "es", ["no", "nunca"], examples=["t no es grande"]),
    entry("HYPOTHESIS", "es", ["si", "supongamos", "por ejemplo"], examples=["si t es pequeño"]),
    entry("ALTERNATIVE", "es", ["o"], examples=["o q = 2t(k_a + k_b)"]),
    entry("COMMIT", "es", ["tomamos", "elegimos", "sea"], examples=["tomamos q = …"]),
    entry("MOOD_BREAK", "es", ["entonces", "pero", "luego", "por lo tanto"], examples=["entonces q = …"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "es", ["aproxima", "se aproxima a", "es aproximadamente", "tiende a", "converge a", "es cercano a",
                                   "tienden a", "convergen a", "se aproximan a"],
          examples=["c_2 se aproxima a u_a", "c_2 es aproximadamente u_a", "α_a y α_b tienden a 1/2"]),
    entry("APPROXIMATELY", "es", ["aproxima", "se aproxima a", "es aproximadamente", "tiende a", "converge a", "es cercano a",
                                   "tienden a", "convergen a", "se aproximan a"],
          examples=["c_2 se aproxima a u_a", "c_2 es aproximadamente u_a", "α_a y α_b tienden a 1/2"]),
    entry("EQUALS_WORDS", "es", ["es igual a", "igual a"], examples=["c_2 es igual a u_a"]),
    entry("WEIGHT_NOUN", "es", ["pesos", "pesos de atención"], examples=["denotemos por p_i los pesos"]),
    entry("NAMING", "es", ["denotemos", "denotamos", "sean", "sea"], examples=["denotemos por p_i los pesos"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "es", ["para todo|toda|cualquier", "cualquier"], examples=["para todo t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "es", ["equivale a", "es lo mismo que", "es decir", "o sea", "esto es"], examples=["es decir Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "es", ["solo|sólo si|cuando|para", "si y solo|sólo si"], examples=["cos(m) = 1 solo si m ∈ 2πℤ"]),
)
ENTRIES += (
    entry("CONDITION", "es", ["si", "supongamos", "suponiendo", "suponemos", "cuando", "siempre que", "asumiendo",
                              "asumamos", "el caso particular", "en el caso particular", "para el caso particular"],
          examples=["si η > 0", "supongamos k_j^⊤q = s", "el caso particular w = 0 da q = t k_1"]),
    entry("GOAL", "es", ["queremos", "quisiéramos", "buscamos", "necesitamos", "deseamos", "queremos|necesitamos que",
                         "para que", "de modo que", "de forma que", "de manera que", "el objetivo es"],
          examples=["Queremos v_1 = u_b", "queremos que c_2 ≈ u_b", "para que c_2 ≈ u_b"],
          counterexamples=["tenemos v_1 = u_b"]),
    entry("NECESSARY", "es", ["esto|eso|lo que requeriría|requiere|exigiría|exige|necesitaría",
                              "requeriría", "requiere", "exige", "necesitaríamos", "necesitaría", "haría falta", "tendría|tendríamos que", "sería necesario", "solo|sólo|solamente si", "necesari*"],
          examples=["esto requeriría cos(t_1 − t_2) = 1", "lo que exige t_1 = t_2"]),
    entry("MOOD_JOINT", "es", ["y", "e", "mientras", "mientras que", "así como", "y que"],
          examples=["supongamos s_j = s y s_i = 0", "queremos v_1 = u_b y v_3 = u_b − u_c"],
          counterexamples=["entonces"]),
    entry("KEYS_CHOSEN", "es", ["las|estas dos claves elegidas|seleccionadas|escogidas?", "ambas claves"],
          examples=["para las dos claves elegidas", "para ambas claves"]),
    entry("KEYS_LISTED", "es", ["para las claves"], examples=["para las claves a y b"]),
    entry("ADDS", "es", ["añad*", "agreg*", "suma", "sumamos", "sumando", "sumar", "sumado", "sumada"],
          examples=["si u_d se suma a x_2", "añadiendo u_c a x_2"]),
    entry("ONTO", "es", ["a", "al"], examples=["a x_2"]),
)
ENTRIES += (
    entry("SUPPOSE", "es", ["supongamos", "suponiendo", "suponemos", "asumamos", "asumiendo"],
          examples=["supongamos s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "es", ["asintóticamente", "en el límite", "despreciable|despreciables",
                               "se anula|anulan", "desaparece|desaparecen"],
          examples=["los demás pesos se anulan y c = α_a v_a", "asintóticamente c = v_a"]),
    entry("TURNED_FROM", "es", ["en lugar de", "en vez de", "a diferencia de|del", "lejos de|del", "comparado con"], examples=["en lugar de quedarse estable"]),
    entry("IFF", "es", ["si y solo|sólo si", "exactamente cuando"], examples=["c → v_a si y solo si η > 0"]),
    entry("ANALOGOUS", "es", ["análogo", "análogamente", "igualmente", "de la misma forma|manera"], examples=["con u_c es análogo"]),
    entry("NUMBER_NOUN", "es", ["posición", "posiciones", "entero", "enteros", "índice", "índices"], examples=["para dos posiciones s ≠ t"]),
    entry("IN_THIS_PART", "es", ["aquí", "ahora", "en esta parte", "esta vez"], examples=["aquí c → v_a"]),
    entry("AT_THAT_VALUE", "es", ["para|con ese|este|esa|esta|tal", "para|con ese|este valor de"],
          examples=["Para ese t, 2e^t + n − 2 = 400", "con este valor de t"]),
    entry("PROBABILITY_OF", "es", ["con probabilidad", "con una probabilidad de", "la probabilidad es",
                                   "probabilidad de", "tiene|tienen probabilidad", "tiene|tienen una probabilidad de?"],
          examples=["con probabilidad Φ(√2)", "cada caso tiene probabilidad 1/2"]),
    entry("EACH_OF", "es", ["cada", "cada uno", "cada caso", "ambos"], examples=["cada caso con probabilidad 1/2"]),
    entry("EQUALLY_LIKELY", "es", ["cara o cruz", "a cara o cruz", "lanzar una moneda"],
          examples=["c es un cara o cruz entre v_a y v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "es", ["igualmente probable|probables", "con igual probabilidad", "mitad y mitad",
                                   "la mitad de las veces|muestras"],
          examples=["los dos casos son igualmente probables"]),
    entry("NEGATED_CLAIM", "es", ["nunca", "no es", "no da|hace|lleva a", "no se puede tener|obtener|lograr", "imposible obtener|tener|lograr",
                                  "ninguna opción da"],
          examples=["no se puede obtener $c_2 \\approx u_b$", "es imposible lograr $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "es", ["para todo", "para toda", "para todos", "para cualquier", "sea cual sea"],
          examples=["para todo P"]),
    entry("TRAILING_DEFINITION", "es", ["para", "con", "donde", "cuando"], examples=["→ 1 para q = t k_j"]),
    entry("SUPPOSED_BY_WHAT_FOLLOWS", "es", ["requeriría|implicaría|exigiría|significaría", "sería", "solo es posible si"],
          examples=["cos(D) = 1 requeriría D ∈ 2πℤ"]),
    entry("OTHERWISE", "es", ["de lo contrario", "si no", "en caso contrario", "en la otra mitad", "en el otro caso"],
          examples=["si η > 0, c → v_a; de lo contrario c → v_b", "c ≈ v_a (η > 0) y en la otra mitad c ≈ v_b"]),
    entry("THE_OTHERS", "es", ["otro|otros|otra|otras", "demás", "restante|restantes", "el resto"],
          examples=["todos los demás α_i → 0", "los pesos restantes"]),
    entry("KEYS_OTHER", "es", ["excepto", "salvo", "menos", "distinta|distintas|distinto|distintos de",
                               "aparte de", "fuera de"],
          examples=["todas las claves excepto las dos claves elegidas"]),
)
ENTRIES += (
    entry("THEN", "es", ["tenemos", "se tiene", "obtenemos", "entonces", "luego", "por lo tanto", "así que"], examples=["si η > 0 entonces c → v_a"]),
)
ENTRIES += (
    entry("WE_HAVE", "es", ["hay", "tenemos", "se tiene"], examples=["tenemos k_a^T q = t"]),
)
ENTRIES += (
    entry("PURPOSE", "es", ["para|a_fin_de obtener|tener|conseguir|lograr|garantizar", "con el fin de obtener|tener"],
          examples=["Para obtener c_2 ≈ u_b cambiamos Q"], counterexamples=["obtenemos c_2 ≈ u_a"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "es", ["caso negativo|positivo|contrario|raro", "otro caso"], examples=["ignoramos el caso negativo"]),
    entry("EXCEPTION", "es", ["salvo", "excepto", "ignorando", "excluyendo", "ignoramos", "se ignora", "aparte de"], examples=["ignorando el caso 1 + η < 0", "salvo n = 2"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "es", ["por contradicción", "por reducción al absurdo", "por el absurdo"], examples=["Supongamos por contradicción"]),
)
ENTRIES += (
    # a derivation's conclusion said in words: what a steps rubric may require not to be said (`unsaid`)
    entry("LARGE_SPREAD", "es", ["alta|gran|grande varianza", "varía mucho", "inestable", "salta entre"], examples=["c tiene una alta varianza"]),
    entry("SMALL_SPREAD", "es", ["baja|pequeña|poca|nula varianza", "varianza tiende a 0|cero", "estable", "no varía"], examples=["c tiene baja varianza"]),
    entry("NO_HELP", "es", ["no ayuda", "no ayudan", "no resuelve", "no resuelven", "sigue siendo equivariante"], examples=["los embeddings no ayudan"]),
    entry("CAN_COINCIDE", "es", ["pueden ser iguales", "pueden coincidir"], examples=["dos posiciones pueden coincidir"]),
)
ENTRIES += (
    entry("CASE_FOR", "es", ["para"], examples=["c ≈ v_a para η > 0", "para i = 1: α_1 ≈ 1", "el límite para t → ∞"]),
    entry("CONTRADICTION_REACHED", "es", ["contradic*", "absurd*", "imposible"],
          examples=["lo cual es una contradicción", "es absurdo", "esto contradice t_1 ≠ t_2"]),
    entry("COUNTERFACTUAL", "es", ["tuviera", "tuvieran", "fuera", "fueran", "hubiera", "hubieran"],
          examples=["si Φ tuviera filas iguales", "si P fuera arbitraria", "si las claves fueran iguales"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "es", ["alguien podría decir|pensar|creer que?", "uno podría pensar|creer|decir que?",
                               "es tentador decir|pensar que?", "mi compañero dice|piensa|afirma que?"],
          examples=["alguien podría decir que c → ½(v_a + v_b)", "es tentador decir que c_1 → v_a",
                    "mi compañero dice que Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    entry("CONCLUSION", "es", ["entonces", "luego", "así que", "por tanto", "por lo tanto", "implica", "obliga a", "significa", "es decir", "obtenemos"], examples=["luego t_1 = t_2", "lo que obliga a k = 0"]),
    entry("CONSEQUENCE", "es", ["entonces", "así", "por lo tanto", "luego", "por tanto", "obtenemos", "se sigue"],
          examples=["Entonces c → v_a", "Por lo tanto α_a = ½", "Luego c → v_b"]),
)
ENTRIES += (
    entry("ALIKE", "es", ["crece como", "del orden de", "comparable a", "proporcional a"],
          examples=["t crece como log n", "t del orden de log n"]),
    entry("SLOWER", "es", ["crece más despacio|lentamente que"], examples=["t crece más despacio que log n"]),
    entry("FASTER", "es", ["crece más rápido|rápidamente que"], examples=["t crece más rápido que s"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "es", ["positivo", "positiva"], examples=["si η es positivo"]),
    entry("SIGN_NEGATIVE", "es", ["negativo", "negativa"], examples=["si η es negativo"]),
    entry("NOISE_WORD", "es", ["el ruido"], examples=["si el ruido es positivo"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "es", ["en lugar de", "en vez de"], examples=["¼ en lugar de ≈ 0", "en vez de c → v_a"]),
)
ENTRIES += (
    entry("QUANTITY_OF", "es", ["la varianza|media|norma|derivada|distribución|probabilidad de|del", "la esperanza de|del"],
          examples=["la varianza de c → 0", "la norma de x_2"]),
)
ENTRIES += (
    entry("OUTPUT_NOUN", "es", ["la|su salida", "el|su resultado", "el vector de contexto"],
          examples=["la salida es aproximadamente v_a", "el resultado tiende a v_b", "su salida es v_a"]),
    entry("EXACTLY", "es", ["exactamente", "justo", "precisamente"],
          examples=["la salida es exactamente v_a", "justo v_b", "precisamente v_a"]),
    entry("IMPLIES", "es", ["implica", "implican", "obliga a", "fuerza", "fuerzan", "significa", "significan"],
          examples=["PΦ = Φ implica P = I"]),
    entry("EQUIVALENT", "es", ["si y solo|sólo si", "equivale a", "es equivalente a"],
          examples=["PΦ = Φ si y solo si P = I"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K no se supone", "… no tiene por qué cumplirse"
    entry("DENIED_AFTER", "es", [
        "no se supone|asume|requiere|exige|garantiza", "no es|son necesari*|requerid*|supuest*|exigid*",
        "no tiene|tienen por qué cumplirse|valer|ser_cierto", "no necesariamente se cumple|vale|es_cierto",
        "no se cumple en_general|necesariamente"],
        examples=["$W_Q = W_K$ no se supone", "$W_Q = W_K$ no es necesario", "$P = I$ no tiene por qué cumplirse"],
        counterexamples=["no es sorprendente", "se supone"]),
)
ENTRIES += (
    # "de A se sigue B": A is a premise, and what follows rests on it (language/suppositions.py)
    entry("FROM_PREMISE", "es", ["de", "a partir de"], examples=["de $\\Phi(t_1)=\\Phi(t_2)$ se sigue"]),
    entry("IT_FOLLOWS", "es", ["se sigue", "se deduce", "deducimos", "se obtiene"],
          examples=["se sigue que", "se deduce"], counterexamples=["entonces"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "es", ["en realidad", "de hecho", "realmente"], examples=["En realidad α_a = 1"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "es", ["desviación estándar|típica", "varianza", "media", "medias", "esperanza"],
          examples=["η tiene desviación estándar 1/2", "con varianza 2", "las medias de las claves"]),
    entry("SUFFICES", "es", ["basta", "basta con", "suficiente*", "garantizado por"],
          examples=["basta que e^t ≥ n/ε", "una condición suficiente es"]),
)
ENTRIES += (
    entry("VARIANCE", "es", ["varianza"], examples=["la varianza de α_a tiende a ¼"]),
    entry("STANDARD_DEVIATION", "es", ["desviación estándar|típica"], examples=["su desviación estándar es ½"]),
    entry("OF_NAME", "es", ["de", "del"], examples=["de η"]),
    entry("VALUE_IS", "es", ["es", "vale", "valen", "es igual a", "de"],
          examples=["su desviación estándar es ½", "sus desviaciones estándar valen ½"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "es", ["la|el|las|los de los|las demás|otros|otras", "las|los? demás", "el resto", "las|los? otras|otros",
                                 "las|los? otras|otros|demás puntuaciones|claves|pesos|productos",
                                 "todos|todas los|las demás|otros|otras puntuaciones|puntajes|scores|logits|claves|pesos|productos"],
          examples=["⟨k_a, q⟩ ≈ t, las demás ≈ 0", "el resto → 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "es", ["mi|un|una|el|la? compañero|compañera|colega|amigo|amiga|tutor|profesor|profesora|estudiante dice|piensa|afirma|sostiene|cree|escribe|ha_dicho|dijo|afirmó|escribió que?",
                               "alguien|algunos|otros dice|dicen|piensa|piensan|afirma|afirman|sostiene|sostienen|cree|creen que?"],
          examples=["un compañero sostiene que H_perm = PHP^⊤", "algunos dicen que c → v_a", "mi amiga dijo que t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "es", ['no es', 'es distinto de', 'es diferente de', ", y no", "y no", ", no", ", en lugar de", "en lugar de", ", en vez de", "en vez de", ", que no es", "que no es"],
          examples=["la entrada es PX + Φ, no P(X + Φ)", "PX + Φ en lugar de P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "es", ["solo", "sólo", "solamente", "únicamente", "si y solo si", "si y sólo si", "exactamente cuando"],
          examples=["α_a = ½ solo si n = 2", "esto falla únicamente cuando η < −1"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "es", ["puntuación", "puntuaciones", "puntaje", "puntajes", "score", "logit", "logits", "producto escalar", "producto"],
          examples=["puntuación t(1+η) para a", "producto β² con k_3"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "es", ["para", "con", "de"],
          examples=["t(1+η) para a"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "es", ["en los demás", "en el resto", "en las demás", "para los|las demás", "para todos los demás",
                               "para el resto", "para los otros"],
          examples=["puntuación t para a y ≈ 0 en los demás", "puntuación t(1+η) para a contra ≈ 0 para los demás"]),
)
