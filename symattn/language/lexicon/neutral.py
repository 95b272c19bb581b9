"""Words known to change nothing a formula says: function words, the problem's nouns, verbs of choosing and
writing. A word of a sentence that carries an answer's statement is read when the lexicon knows it, as a role
(LARGE, HYPOTHESIS, …) or as one of these; any other word there is not read (language/word_certificate.py), and
a verdict never rests on it. A word that makes a claim of its own ("dominates", "vanishes", "same", "only",
"robust") is never here: what it claims is not read.

The other languages translate the English list's categories (neutral_more.py holds Italian, Portuguese, Russian,
Chinese, Japanese and Korean). Outside English, no word here is one a claiming concept reads (a size, a comparison,
a negation, a condition, a quantifier: "se", Italian and Portuguese "if"; "cada", "each"; tests/test_lexicon.py):
the claiming concept reads it already, and listed here it would let language/verb_claims.py take a parenthesis that
claims something for an aside of neutral words. Words that only place a statement (a copula, "so", "let") may be
both, as in English. Left out on purpose: quantifiers (each, all, other), numbers, "above"/"below", limits and
directions (vers, gegen, к, へ), fraction words ("1 sur n": sobre, su, durch), "before" (prima), "there is" (há),
"same" in any idiom (同样, de même), Portuguese "o" and "no" (Spanish "or", English "no")."""

from symattn.language.lexicon import entry


def elided(articles: list, words: list) -> list:
    """An elided article with each word it is written onto ("l'entrée", "dell'uscita"): one token, so one phrase."""
    return [article + word for article in articles for word in words]


ENTRIES = (
    entry("NEUTRAL", "en", [
        "a", "an", "the", "this", "that", "these", "those", "it", "its", "it's", "we", "we'll", "we're", "our", "us",
        "i", "i'll", "my", "you", "your", "one", "of", "in", "on", "at", "to", "for", "from", "by", "with", "as",
        "and", "here", "there", "now", "just", "also", "both", "each", "every", "all", "any", "other", "others",
        "rest", "remaining", "is", "are", "lies", "lie", "lying", "be", "been", "being", "was", "were", "has", "have", "had", "get", "gets",
        "got", "obtain", "obtains", "gives", "give", "giving", "take", "takes", "taking", "taken", "choose",
        "chose", "chosen", "choosing", "pick", "picks", "picking", "set", "setting", "let", "letting", "use",
        "using", "used", "write", "writes", "wrote", "writing", "written", "define", "defined", "defining", "denote", "denotes",
        "denoted", "call", "called", "do", "does", "can", "which", "where", "what", "how", "note", "notice",
        "recall", "see", "since", "because", "thus", "hence", "therefore", "so", "then", "i.e", "e.g", "ie", "eg",
        "query", "queries", "key", "keys", "value", "values", "vector", "vectors", "output", "outputs", "input",
        "inputs", "weight", "weights", "score", "scores", "logit", "logits", "softmax", "attention", "dot",
        "inner", "product", "products", "scalar", "scalars", "constant", "number", "parameter", "term", "terms",
        "sum", "numerator", "denominator", "expression", "formula", "answer", "part", "parts", "question", "problem", "asks", "ask",
        "completes", "complete", "completed", "done",
        "case", "head", "heads", "token", "tokens", "position", "positions", "embedding", "embeddings", "matrix",
        "matrices", "row", "rows", "column", "columns", "entry", "entries", "coefficient", "coefficients", "noise",
        "variance", "mean", "means", "covariance", "distribution", "probability", "limit", "orthonormal",
        "orthogonal", "unit", "normalised", "normalized", "real", "fixed", "given", "scale", "scaling", "factor",
        "step", "steps", "final", "solution", "result", "results", "above", "below", "following", "first",
        "second", "finally", "component", "components", "direction", "multiple", "index", "indices", "j-th", "th",
        "mu", "means", "plug", "plugging", "substitute", "substituting", "compute", "computing", "computed",
        "per", "whose", "equation", "equations", "expand", "expanding", "simplify", "simplifies",
        "choice", "alternative", "reason", "why", "check", "indeed", "likewise", "similarly", "analogously",
        "analog", "analogous", "incidentally", "put", "into", "claim", "itself", "themselves", "they", "them",
        "their", "he", "she", "words", "in other", "convenient", "conveniently", "symmetric", "symmetry", "by symmetry",
        "definition", "notation", "vector-valued", "scalar-valued", "respectively", "namely", "verify", "try",
        "attempt", "say", "enough", "send", "sending", "error", "errors", "deviation", "standard", "exponential",
        "situation", "justification", "fact", "facts", "idea", "another", "either", "self", "routing", "mass",
        "average", "averages", "averaged", "covariances", "variances", "some", "later", "still", "putting", "next",
        "consider", "considering", "norm", "norms",
        # the settings' names ("the single-head case", "multi-head attention", "self-attention")
        "single|multi - head|headed|heads", "single|multi head|headed", "self - attention",
    ], examples=["x_2 still cannot attend to x_1", "we take the query as a scalar multiple of the key", "so the scores of the keys are",
                 "recall the softmax weights", "unlike the single-head case", "in multi-head attention"]),
    # French, German, Spanish: the English categories translated, with the forms a student writes (first person
    # singular and plural, imperative, participle; articles and their contractions; nouns in both numbers). An
    # elided article is part of its word's token ("l'entrée"), so the elided forms are listed word by word.
    entry("NEUTRAL", "fr", [
        # articles, determiners, pronouns
        "le", "la", "les", "l'", "un", "une", "des", "de", "du", "d'", "au", "aux", "ce", "cet", "cette", "ces",
        "celui", "celle", "ceux", "ceci", "cela", "ça", "mon", "ma", "mes", "notre", "nos", "votre", "son", "sa",
        "ses", "leur", "leurs", "on", "l'on", "nous", "je", "j'", "vous", "il", "ils", "elle", "elles", "lui", "eux",
        "y", "en", "qu'on", "qu'il", "qu'ils", "qu'elle", "qu'elles", "c'est", "c'est-à-dire", "à_savoir",
        # prepositions and conjunctions
        "à", "avec", "pour", "par", "sur", "dans", "et", "que", "qui", "où", "dont", "comme", "car", "puisque",
        "puisqu'on", "parce", "comment", "pourquoi", "quoi", "lequel", "laquelle", "lesquels", "lesquelles",
        # discourse
        "alors", "donc", "ainsi", "ici", "maintenant", "également", "encore", "d'abord", "tout d'abord",
        "ensuite", "puis", "enfin", "finalement", "premièrement", "plus tard", "en effet", "par conséquent",
        "respectivement", "similairement", "pareillement", "de la même façon|manière", "en remplaçant|substituant",
        # auxiliaries
        "est", "sont", "être", "étant", "été", "soient", "a", "ai", "as", "avons", "ont", "avoir", "on a",
        # verbs of choosing, writing, computing (je, nous, imperative, participle)
        "prend", "prends", "prenons", "prendre", "prenant", "pris", "choisit", "choisis", "choisissons", "choisir",
        "choisissant", "choisi", "choisie", "soit", "posons", "pose", "posant", "mettons", "met", "définit",
        "définis", "définissons", "définir", "défini", "définie", "notons", "note", "noté", "notée", "désigne",
        "désignons", "appelons", "appelle", "appelé", "écrit", "écris", "écrivons", "écrire", "écrivant",
        "sous la? forme",
        "calcule", "calculons", "calculer", "calculant", "remplace", "remplaçons", "remplaçant", "substitue",
        "substituons", "substituant", "injectant", "reportant", "utilise", "utilisons", "utilisant", "obtient",
        "obtiens", "obtenons", "obtenir", "donne", "donnent", "remarquons", "remarque", "rappelons", "rappel",
        "voyons", "considérons", "considère", "considérer", "développant", "développons", "simplifiant",
        "simplifions", "vérifions", "vérifie", "j'obtiens", "j'écris", "j'utilise", "j'ai",
        # the problem's nouns
        "symétrie", "par symétrie", "symétrique", "symétriques", "mettant", "clé", "clés", "clef", "clefs", "requête",
        "requêtes", "query", "valeur", "valeurs", "vecteur", "vecteurs",
        "sortie", "sorties", "entrée", "entrées", "poids", "score", "scores", "logit", "logits", "softmax",
        "attention", "produit", "produits", "scalaire", "scalaires", "nombre", "paramètre", "paramètres", "terme",
        "termes", "somme", "numérateur", "dénominateur", "expression", "formule", "réponse", "partie", "question",
        "problème", "cas", "tête", "têtes", "token", "tokens", "jeton", "jetons", "position", "positions",
        "plongement", "plongements", "embedding", "embeddings", "matrice", "matrices", "ligne", "lignes", "colonne",
        "colonnes", "coefficient", "coefficients", "covariance", "distribution", "probabilité", "facteur", "étape",
        "étapes", "solution", "résultat", "résultats", "composante", "composantes", "direction", "multiple",
        "indice", "indices", "équation", "équations", "choix", "raison", "définition", "notation", "norme",
        "normes", "erreur", "idée", "orthonorm*", "orthogona*", "unitaire", "unitaires",
        "premier", "première", "second", "seconde", "deuxième", "suivant", "suivante", "deux", "tous",
        "toutes", "orthonormées", "orthonormés", "orthogonales",
    ] + elided(["l'", "d'"], ["attention", "entrée", "entrées", "expression", "équation", "équations", "indice",
                             "indices", "étape", "embedding", "output", "input", "idée", "erreur", "une", "un"]),
        examples=["on prend la requête avec une constante", "donc les produits scalaires des clés",
                  "on choisit d'abord V", "posons la matrice des clés", "ensuite nous calculons l'entrée de la sortie",
                  "en remplaçant dans le dénominateur, on obtient"]),
    entry("NEUTRAL", "de", [
        # articles, determiners, pronouns
        "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "dieser", "sowohl",
        "diese", "dieses", "diesem", "diesen", "dies", "wir", "ich", "man", "es", "sich", "uns", "unser", "unsere",
        "unseren", "unserem", "unserer", "sie", "ihr", "ihre", "ihren", "ihrem", "ihrer", "er", "sein", "seine",
        "seinen", "seinem", "seiner", "mir", "mich", "dass", "welche", "welcher", "welches", "welchen", "welchem",
        "deren", "dessen", "was", "wo", "wie", "warum",
        # prepositions and conjunctions
        "und", "mit", "für", "von", "vom", "zu", "zum", "zur", "im", "in", "ins", "am", "an", "auf", "bei", "beim",
        "pro", "als", "da", "weil", "wobei", "dabei", "hierbei",
        # discourse
        "dann", "also", "somit", "daher", "folglich", "deshalb", "deswegen", "hier", "nun", "jetzt", "zuerst",
        "zunächst", "danach", "anschließend", "schließlich", "als nächstes", "analog", "ebenso",
        "nämlich", "tatsächlich", "d.h",
        # auxiliaries
        "ist", "sind", "sei", "seien", "hat", "haben", "habe", "wird", "werden", "gilt", "gelten",
        # verbs of choosing, writing, computing (ich, wir, imperative, participle)
        "nehmen", "nehme", "nimm", "nimmt", "wählen", "wähle", "wählt", "setzen", "setze", "setzt", "gesetzt",
        "schreiben", "schreibe", "schreibt", "geschrieben", "definieren", "definiere", "definiert", "bezeichnen",
        "bezeichne", "bezeichnet", "nennen", "nenne", "berechnen", "berechne", "berechnet", "einsetzen",
        "eingesetzt", "ersetzen", "ersetze", "ersetzt", "verwenden", "verwende", "benutzen", "benutze", "erhalten",
        "erhalte", "erhält", "ergibt", "ergeben", "bekommen", "bekommt", "beachte", "beachten", "bemerke",
        "erinnern", "erinnere", "sehen", "sieht", "betrachten", "betrachte", "betrachtet", "vereinfachen",
        "vereinfacht", "ausmultiplizieren", "prüfen", "überprüfen", "ein",
        # the problem's nouns
        "symmetrie", "aus symmetriegründen", "symmetrisch", "symmetrische", "produkts", "skalarprodukts", "kopfes",
        "ausdrucks", "faktors", "liefert", "liefern", "schlüssel*", "key", "keys", "anfrage", "anfragen", "query",
        "queries", "wert*", "vektor*", "ausgabe",
        "ausgaben", "eingabe", "eingaben", "gewicht*", "score", "scores", "logit", "logits", "softmax",
        "aufmerksamkeit", "attention", "skalarprodukt", "skalarprodukte", "produkt", "produkte", "skalar",
        "skalare", "zahl", "parameter", "summe", "term", "terme", "zähler", "nenner", "ausdruck", "formel",
        "antwort", "teil", "aufgabe", "frage", "problem", "fall", "kopf", "köpfe", "token", "tokens", "position",
        "positionen", "einbettung", "einbettungen", "embedding", "embeddings", "matrix", "matrizen", "zeile",
        "zeilen", "spalte", "spalten", "eintrag", "einträge", "koeffizient", "koeffizienten", "kovarianz",
        "verteilung", "faktor", "schritt", "schritte", "lösung", "ergebnis", "ergebnisse",
        "komponente", "komponenten", "richtung", "vielfache", "vielfaches", "index", "indizes", "gleichung",
        "gleichungen", "wahl", "grund", "definition", "notation", "norm", "fehler", "idee", "tatsache",
        "orthogonal*", "orthonormal*", "einheitsvektor", "einheitsvektoren", "erste", "ersten",
        "erster", "erstes", "zweite", "zweiten", "zwei", "alle", "wegen",
        "orthonormalen",
    ], examples=["wir wählen die anfrage mit einer konstante", "dann sind die skalarprodukte der schlüssel",
                 "zuerst wählen wir V", "jeweils mit dem Score", "wir setzen die Anfrage in die Gleichung ein",
                 "schließlich berechnen wir den Nenner"]),
    entry("NEUTRAL", "es", [
        # articles, determiners, pronouns
        "el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "al", "del", "este", "esta", "estos", "estas",
        "tomar", "tomamos", "tomemos",
        "esto", "ese", "esa", "esos", "esas", "eso", "ello", "su", "sus", "nuestro", "nuestra", "nuestros",
        "nuestras", "yo", "nosotros", "nos", "le", "les", "él", "ella", "ellos", "ellas", "que", "qué", "cual",
        "cuál", "cuales", "cuyo", "cuya", "donde", "como", "cómo",
        # prepositions and conjunctions
        "de", "y", "con", "para", "por", "en", "porque", "pues", "ya_que", "puesto_que",
        # discourse
        "entonces", "luego", "así", "así que", "por lo? tanto", "primero", "después", "a continuación",
        "finalmente", "aquí", "ahora", "también", "además", "es decir", "de hecho", "en efecto", "análogamente",
        "similarmente", "respectivamente",
        # auxiliaries
        "es", "son", "ser", "siendo", "sea", "sean", "está", "están", "tiene", "tienen", "tenemos", "tengo", "ha",
        "han", "hemos", "he",
        # verbs of choosing, writing, computing (yo, nosotros, imperative, gerund)
        "tomamos", "tomo", "toma", "tome", "tomemos", "tomando", "elegimos", "elijo", "elige", "elija", "elijamos",
        "elegir", "eligiendo", "escogemos", "escojo", "escogiendo", "ponemos", "pongamos", "definimos", "defino",
        "definamos", "definiendo", "escribimos", "escribo", "escribamos", "escribiendo", "denotamos", "denotemos",
        "denota", "llamamos", "llamemos", "calculamos", "calculo", "calculemos", "calculando", "calcular",
        "sustituimos", "sustituyendo", "sustituir", "sustituyamos", "reemplazamos", "reemplazando", "usamos",
        "usando", "utilizamos", "utilizando", "obtenemos", "obtengo", "obtiene", "da", "dan", "notemos", "nótese",
        "observemos", "observamos", "recordemos", "recordamos", "recuerde", "vemos", "veamos", "consideremos",
        "consideramos", "considerando", "simplificamos", "simplificando", "expandiendo", "desarrollando",
        "comprobamos", "verificamos",
        # the problem's nouns
        "simetría", "por simetría", "simétrico", "simétrica", "simétricos", "en otras palabras", "clave", "claves",
        "consulta", "consultas", "query", "valor", "valores", "vector", "vectores", "salida",
        "salidas", "entrada", "entradas", "peso", "pesos", "puntaje", "puntajes", "puntuación", "puntuaciones",
        "score", "scores", "logit", "logits", "softmax", "atención", "producto", "productos", "escalar", "escalares",
        "número", "parámetro", "parámetros", "término", "términos", "numerador", "denominador",
        "expresión", "fórmula", "respuesta", "parte", "pregunta", "problema", "caso", "cabeza", "cabezas", "token",
        "tokens", "posición", "posiciones", "embedding", "embeddings", "incrustación", "incrustaciones", "matriz",
        "matrices", "fila", "filas", "columna", "columnas", "coeficiente", "coeficientes", "covarianza",
        "distribución", "probabilidad", "factor", "paso", "pasos", "solución", "resultado", "resultados",
        "componente", "componentes", "dirección", "múltiplo", "índice", "índices", "ecuación", "ecuaciones",
        "elección", "definición", "notación", "norma", "error", "idea", "hecho", "promedio", "ortonormal",
        "ortonormales", "ortogonal", "ortogonales", "unitario", "unitarios", "primera", "segundo",
        "segunda", "siguiente", "todos", "todas", "todo", "dos",
    ], examples=["tomamos la consulta con una constante", "entonces los productos escalares de las claves",
                 "primero elegimos la matriz de las claves", "sustituyendo en el denominador obtenemos"]),
    # numbers in words: "the two heads", "drei Schlüssel". Beside a size or a sufficiency ("a scale of three is large
    # enough") a number says how large, a claim in words: language/word_certificate.py leaves it unread there. "One"
    # only after a word that makes it a value (as often an article: "the one with the largest score"); left out:
    # Italian "due" (English "due to") and "sei" (German "sei", let)
    entry("NUMBER_WORD", "en", ["two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty",
                                "hundred|hundreds|thousand|thousands|million|millions",
                                # "one" only where it is a value ("a scale of one", "set to one", "t equal to one")
                                "of|to|at|is one"],
          examples=["the two heads", "three keys", "a scale of ten is large enough", "a thousand samples",
                    "a scale of one is large enough"]),
    entry("NUMBER_WORD", "de", ["zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig|hundert|tausend"],
          examples=["die zwei Köpfe", "drei Schlüssel", "zehn reicht"]),
    entry("NUMBER_WORD", "fr", ["deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|cent|mille"],
          examples=["les deux têtes", "trois clés", "dix suffit"]),
    entry("NUMBER_WORD", "es", ["dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|cien|mil"],
          examples=["las dos cabezas", "tres claves", "diez basta"]),
    entry("NUMBER_WORD", "it", ["tre|quattro|cinque|sette|otto|nove|dieci|venti|cento|mille"],
          examples=["tre chiavi", "cinque teste", "dieci basta"]),
    entry("NUMBER_WORD", "pt", ["dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|vinte|cem|mil"],
          examples=["as duas cabeças", "três chaves", "dez basta"]),
)
