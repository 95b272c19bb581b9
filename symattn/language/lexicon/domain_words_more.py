"""More of the words students write around the formulas of the four problems (softmax attention, keys, queries and
values, noisy keys and probabilities, multi-head attention, permutations, position embeddings with sines and cosines,
proofs), in Spanish, Italian, Portuguese, Russian, Chinese, Japanese and Korean, in the forms they write them (a
Romance verb's persons, gerund and participle, a noun's genders and numbers, Russian cases, Japanese conjugations,
Korean endings), that the other modules did not know.

NEUTRAL, as in neutral.py: function words, words of discourse, the problem's nouns (temperature, angle, wavelength,
lemma, proof, layer), verbs of choosing, writing, computing and proving (propongo, despejando, 求得, 導く, 유도).
CONTENT, as in content.py: words that say something in words beside a formula and never place it (a verb of what a
quantity does: colapsa, oscila, 揺れる, 打乱, 흔들린다; a noun of what it is: punto medio, empate, 中点; an adverb
or adjective of manner: rápidamente, aleatorio, alineado, 平滑), and a requirement whose consequence the words give
(imponiendo, imponendo), as English "imposing".

Left out on purpose, as in neutral_extra.py and content.py: negations and denials, doubt, modality and evaluation,
conditions and suppositions (so no Spanish or Portuguese phrase opens with "se", no Italian one with "si", whose
spelling another language reads as "if"), quantifiers and frequency, sameness and difference, another setting or
time (original, new, again, after; the adjectives of the permuted input: permutada, 打乱后的), comparison and
degree, sizes, numbers in words, limits and directions, dependence (en función de, 取决于, 影响), order and
monotonicity (creciente, 单调, 周期, "order" itself), and every word another concept of the lexicon reads, even in one
place only (交换 and 入れ替え swap labels, "normalizado" is NORMALIZED's). Chinese, Japanese and Korean words are written
whole, as in neutral_more.py: no single character that is not a particle by itself, and no word holding a claiming
concept's characters (因而 holds the contrast 而, 基于 the basis 基, 네트워크 the 크 of "large"). A Korean phrase is read a
syllable at a time across spaces, so none starts with a syllable that says something as a word of its own (안, "not":
no 안다). Where the words may hand a formula to another case or to a goal, they are left out too: "aquel caso", "queda
por demostrar", "tale che", ところが, ものとする, 있다 (수 있다, "can").
"""

from symattn.language.lexicon import entry
from symattn.language.lexicon.neutral import elided

_IT_VOWEL_WORDS = ["esponente", "esponenti", "esponenziale", "angolo", "angoli", "onda", "informazione",
                   "intuizione", "interpretazione", "argomento", "identità", "operazione", "elemento", "elementi",
                   "insieme", "espansione", "enunciato", "affermazione", "architettura", "incognita", "approccio",
                   "ampiezza", "asse"]

ENTRIES = (
    # ---------------------------------------------------------------- Spanish
    entry("NEUTRAL", "es", [
        # discourse
        "por ende", "por consiguiente", "por esta razón", "por esa razón", "de ahí", "de ahí que", "de este modo",
        "de esta manera", "de ese modo", "pues bien", "en concreto", "para concluir", "concluimos", "concluyendo",
        "resumiendo", "en síntesis", "en pocas palabras", "en segundo lugar", "por último", "para empezar",
        "a saber", "efectivamente", "evidentemente", "naturalmente", "directamente", "explícitamente",
        "formalmente", "matemáticamente", "visto que", "debido a", "gracias a", "mediante", "a través de",
        "junto con", "por construcción",
        # pronouns, determiners, auxiliaries
        "mi", "mis", "tu", "tus", "usted", "dicho", "dicha", "dichos", "dichas", "quien", "cuyos", "cuyas",
        "estamos", "estoy", "estar", "estando", "haber", "habiendo", "hacemos", "hago", "hacer", "haciendo",
        "resulta", "resultan", "resultando", "vamos", "sabemos", "sabiendo", "conocemos", "conocido", "conocida",
        "conocidos", "dados", "dadas", "izquierda", "derecha", "a la izquierda", "a la derecha", "por la izquierda",
        "por la derecha", "longitudes",
    ], examples=["por ende, el denominador es e^t + e^t", "de este modo obtenemos c ≈ v_a",
                 "en particular, dicho vector cumple k_a^T q = t", "vamos a calcular el numerador"]),
    entry("NEUTRAL", "es", [
        # verbs of choosing, writing, computing, proving (yo, nosotros, gerund, infinitive, participle)
        "propongo", "proponemos", "propongamos", "proponer", "proponiendo", "planteamos", "planteo", "planteando",
        "plantear", "construimos", "construyo", "construir", "construyendo", "construyamos", "diseñamos", "diseño",
        "diseñar", "diseñando", "diseñada", "diseñado", "asignamos", "asigno", "asignando", "asignar", "despejamos",
        "despejando", "despejar", "despejo", "resolvemos", "resuelvo", "resolviendo", "resolver", "derivamos",
        "derivo", "derivando", "derivar", "deduzco", "deduciendo", "deducir", "demostramos", "demuestro",
        "demostrando", "demostrar", "demostremos", "probamos", "pruebo", "probando", "probar", "mostramos",
        "muestro", "mostrando", "mostrar", "mostremos", "verificar", "verificando", "verifico", "comprobar",
        "comprobando", "compruebo", "reescribimos", "reescribo", "reescribiendo", "reescribir", "expandimos",
        "expando", "expandir", "desarrollamos", "desarrollar", "factorizamos", "factorizando", "factorizar",
        "sacando", "multiplicamos", "multiplico", "multiplicando", "dividimos", "divido", "dividir", "normalizamos",
        "normalizando", "normalizar", "aplicamos", "aplico", "aplicada", "aplicados", "evaluamos", "evaluando",
        "evaluar", "evaluado", "computamos", "computando", "computar", "calculado", "calculada", "calculados",
        "restamos", "restando", "restar", "transponemos", "transponiendo", "concatenamos", "concatenando",
        "concatenar", "concatenado", "introducimos", "introduciendo", "agrupamos", "agrupando", "agrupar",
        "explicamos", "explico", "explicando", "explicar", "justificamos", "justifico", "justificar",
        "justificando", "argumentamos", "argumentar", "razonamos", "razonando", "razonar", "analizamos",
        "analizando", "analizar", "analicemos", "describimos", "describo", "describir", "describiendo",
        "interpretamos", "interpretar", "interpretando", "representamos", "representar", "representando",
        "representa", "representan", "denotar", "llamar", "llamado", "llamada", "definido", "definida", "definidos",
        "escrito", "escrita", "muestreamos", "muestrear", "generamos", "generar", "generando", "generado",
        "generados", "generada", "tomado", "tomada", "elegido", "elegida", "escogido", "escogida", "obtenido",
        "obtenida", "obtenidos", "obtienen", "conseguimos", "encontramos", "encuentro", "encontrar", "hallamos",
        "hallar", "considerar", "ver", "veo",
    ], examples=["propongo q = t(k_a + k_b), despejando t", "derivando y factorizando obtenemos",
                 "demostramos que Z_perm = PZ aplicando el lema", "reescribiendo el cociente y dividiendo por e^t",
                 "construimos V de modo que v_1 = u_b"]),
    entry("NEUTRAL", "es", [
        # the problem's nouns
        "escala", "exponencial", "exponenciales",         "raíz cuadrada", "sumatoria", "sumatorio", "producto punto", "producto interno",
        "producto externo", "producto exterior", "normas", "direcciones", "ángulo", "ángulos", "rotación",
        "rotaciones", "fase", "fases", "ondas", "seno", "senos", "coseno", "cosenos", "sinusoide", "sinusoides",
        "sinusoidales", "trigonométrica", "trigonométricas", "trigonométrico", "identidades", "transposición",
        "contexto", "subespacio", "espacio", "base", "combinación", "combinaciones", "proyección", "elementos",
        "conjunto", "subconjunto", "lista", "tupla", "red", "redes", "red neuronal", "neurona", "transformador",
        "transformadores", "arquitectura", "bloque", "bloques", "codificador", "decodificador", "frases",
        "oraciones", "texto", "textos", "perturbación", "perturbaciones", "realización", "realizaciones",
        "densidad", "distribuciones", "normal", "intuición", "interpretación", "explicación", "justificación",
        "argumentos", "razonamiento", "demostración", "demostraciones", "prueba", "pruebas", "lemas", "teorema",
        "teoremas", "corolario", "proposición", "afirmación", "enunciado", "planteamiento", "derivación",
        "deducción", "cálculo", "cálculos", "desarrollo", "expansión", "estimación", "desigualdad", "desigualdades",
        "sistema", "incógnita", "incógnitas", "promedios", "mecanismo", "operación", "operaciones",
        "exponenciación", "razón", "información", "contribución", "contribuciones", "característica",
        "características", "propiedades", "enfoque", "método", "manera", "modo", "construcción", "observación",
        "comentario", "aclaración", "figura", "gráfico", "multiplicación", "división", "traza", "valor absoluto",
        "sesgos", "hiperparámetro", "multicabeza", "multi - cabeza", "autoatención", "auto - atención",
        "mecanismo de atención", "codificaciones", "posicionales", "incrustado", "vectorial", "matricial",
    ], examples=["la temperatura escala los logits", "el ángulo entre los senos y cosenos",
                 "por el lema, la demostración es directa", "la longitud de onda de cada sinusoide",
                 "la atención multicabeza promedia dos cabezas", "la perturbación del exponente"]),
    entry("CONTENT", "es", [
        # what a quantity does, said in words beside its formula
        "dominan", "dominando", "predomina", "predominan", "colapsa", "colapsan", "colapsando", "oscila", "oscilan",
        "oscilando", "fluctúa", "fluctúan", "fluctuando", "salta", "saltan", "saltando", "gira", "giran", "rota",
        "rotan", "rotando", "desplaza", "desplazan", "mueve", "mueven", "concentra", "concentran", "distribuye",
        "distribuyen", "mira", "miran", "captura", "capturan", "codifica", "codifican", "distingue", "distinguen",
        "preserva", "preservan", "conserva", "conservan", "mantiene", "mantienen", "permanece", "permanecen",
        "sale", "salen", "aparece", "aparecen", "contribuye", "contribuyen", "aporta", "aportan", "pesa",
        "favorece", "ganan", "pierde", "pierden", "cancela", "cancelan", "satura", "saturan", "conmuta", "conmutan",
        "permuta", "permutan", "reordena", "reordenan", "baraja", "barajan", "mezcla", "mezclan", "promediando",
        "promedian", "alinea", "alinean", "apuntan", "genera", "generan", "producen",
        # a requirement whose consequence the words give ("imponiendo ½ − α_a ≤ ε obtenemos …")
        "imponiendo", "imponemos", "impongo", "imponer", "exigiendo", "requiriendo", "pidiendo",
        # manner, and the objects' adjectives
        "rápidamente", "lentamente", "suavemente", "bruscamente", "aleatoriamente", "aleatorios", "aleatorias",
        "estocástico", "estocástica", "ruidoso", "ruidosa", "ruidosos", "ruidosas", "determinista", "lineal",
        "lineales", "linealmente", "cuadrático", "cuadrática", "invariante", "invariantes", "equivariante",
        "equivariantes", "alineado", "alineada", "alineados", "alineadas", "paralelo", "paralela", "paralelos",
        "paralelas", "suave", "difusa", "difuso", "concentrada", "concentrado", "dominante", "dominantes",
        "ganador", "ganadora", "diagonal", "one - hot",
        # what a quantity is
        "punto medio", "empate", "colapso", "oscilación", "oscilaciones", "fluctuación", "fluctuaciones", "salto",
        "saltos", "desplazamiento", "margen", "régimen", "regímenes", "círculo", "círculo unitario", "segmento",
        "patrón", "patrones", "dominancia",
        # what it does to another quantity
        "amplifica", "amplifican", "asigna", "asignan", "envía", "envían",
    ], examples=["la cabeza 1 colapsa sobre v_a", "c oscila entre v_a y v_b según la muestra",
                 "imponiendo k_a^T q = t obtenemos α_a → 1", "las claves son aleatorias y ruidosas",
                 "c está en el punto medio ½(v_a + v_b)", "hay un empate entre a y b"]),

    # ---------------------------------------------------------------- Portuguese
    entry("NEUTRAL", "pt", [
        # discourse
        "desse modo", "deste modo", "dessa maneira", "desta maneira", "por conseguinte", "a saber", "em resumo",
        "resumindo", "concluindo", "em conclusão", "para concluir", "evidentemente", "naturalmente", "formalmente",
        "matematicamente", "explicitamente", "diretamente", "repare", "veja", "vejamos", "vamos", "através de",
        "por meio de", "mediante", "devido a", "graças a", "visto que", "junto com", "por construção",
        "em primeiro lugar", "em segundo lugar", "por último", "efetivamente",
        # pronouns, auxiliaries
        "meu", "minha", "meus", "minhas", "aquilo", "nele", "nela", "dele", "dela", "deles", "delas", "lhe",
        "cujos", "cujas", "estamos", "estar", "estando", "haver", "fazemos", "faço", "fazer", "fazendo", "resulta",
        "resultam", "resultando", "sabemos", "sabendo", "conhecido", "conhecida", "conhecidos", "dados", "dadas",
        "ficamos com", "esquerda", "direita", "à esquerda", "à direita", "pela esquerda", "pela direita",
        "comprimentos",
    ], examples=["dessa forma obtemos c ≈ v_a", "em particular, a chave k_a aponta na direção de μ_a",
                 "vamos calcular o denominador", "por meio do lema, resulta Z_perm = PZ"]),
    entry("NEUTRAL", "pt", [
        # verbs of choosing, writing, computing, proving
        "proponho", "propomos", "propor", "propondo", "construímos", "construo", "construir", "construindo",
        "projetamos", "projetar", "definir", "definido", "definida", "definidos", "escrito", "escrita", "derivamos",
        "derivando", "derivar", "deduzimos", "deduzindo", "deduzir", "demonstramos", "demonstrar", "demonstrando",
        "demonstro", "provamos", "provar", "provando", "provo", "mostramos", "mostrar", "mostrando", "mostro",
        "mostra", "verificar", "verificando", "verifico", "conferir", "checar", "calculado", "calculada",
        "calculados", "multiplicamos", "multiplicando", "multiplico", "dividimos", "dividindo", "dividir", "divido",
        "normalizamos", "normalizando", "normalizar", "aplicamos", "aplicada", "aplico", "expandimos", "expandir",
        "desenvolvemos", "desenvolver", "simplificar", "simplifico", "reescrevemos", "reescrevendo", "reescrever",
        "fatorando", "fatoramos", "isolando", "isolamos", "resolvemos", "resolvendo", "resolver", "resolvo",
        "encontramos", "encontrar", "encontro", "obter", "obtido", "obtida", "obtidos", "representa", "representam",
        "representar", "representando", "indica", "descrever", "descrevemos", "descrevendo", "explicar",
        "explicamos", "explicando", "explico", "justificar", "justificamos", "justificando", "interpretar",
        "interpretamos", "analisar", "analisamos", "analisando", "introduzimos", "introduzindo", "atribuímos",
        "atribuindo", "concatenamos", "concatenando", "concatenar", "transpondo", "transpomos", "amostramos",
        "amostrar", "amostrado", "amostrada", "amostrados", "amostradas", "avaliamos", "avaliando", "avaliar",
        "computamos", "computando", "subtraindo", "subtraímos", "agrupando", "agrupamos", "gerando", "geramos",
        "gerar", "gerado", "gerados", "escolhido", "escolhida", "escolhidos", "tomado", "tomada", "considerar",
        "ver", "vejo", "raciocinando", "argumentando",
    ], examples=["proponho q = t(k_a + k_b), isolando t", "derivando e fatorando obtemos",
                 "demonstramos que Z_perm = PZ aplicando o lema", "reescrevendo o quociente e dividindo por e^t",
                 "construímos V de modo que v_1 = u_b"]),
    entry("NEUTRAL", "pt", [
        # the problem's nouns
        "escala", "escalonamento", "exponencial", "exponenciais",         "raiz quadrada", "normas", "direções", "ângulos",
        "rotação", "rotações", "fase", "fases", "ondas", "frequências", "seno", "senos", "cosseno", "cossenos",
        "senoide", "senoides", "senoidal", "senoidais", "trigonométrica", "trigonométricas", "identidades",
        "transposição", "permutações", "contexto", "subespaço", "espaço", "base", "combinação", "combinações",
        "projeção", "elementos", "conjunto", "subconjunto", "lista", "sequência", "sequências", "rede", "redes",
        "rede neural", "camada", "camadas", "transformador", "arquitetura", "bloco", "blocos", "codificador",
        "decodificador", "frases", "sentença", "texto", "textos", "codificação", "codificações", "posicionais",
        "dimensão", "dimensões", "perturbação", "perturbações", "amostragem", "realização", "realizações",
        "distribuições", "normal", "densidade", "variável", "variáveis", "intuição", "interpretação", "explicação",
        "justificativa", "justificação", "argumentos", "raciocínio", "demonstração", "prova", "provas", "lemas",
        "teorema", "teoremas", "corolário", "proposição", "afirmação", "observação", "enunciado", "derivação",
        "dedução", "cálculo", "cálculos", "desenvolvimento", "expansão", "aproximação", "estimativa",
        "desigualdade", "desigualdades", "sistema", "incógnita", "mecanismo", "operação", "operações",         "somatório", "produto externo", "diagonal principal", "contribuição", "contribuições", "informação",
        "informações", "característica", "características", "propriedade", "propriedades", "efeito", "abordagem",
        "método", "maneira", "jeito", "construção", "multiplicação", "divisão", "vieses", "multicabeça",
        "multi - cabeça", "autoatenção", "auto - atenção", "mecanismo de atenção", "temperaturas",
        "ângulo de rotação", "vetorial", "matricial",
    ], examples=["a temperatura escala os logits", "o ângulo entre os senos e cossenos",
                 "pelo lema, a demonstração é direta", "o comprimento de onda de cada senoide",
                 "a atenção multicabeça tem duas cabeças", "a perturbação do expoente"]),
    entry("CONTENT", "pt", [
        "dominam", "dominando", "predomina", "colapsa", "colapsam", "oscila", "oscilam", "oscilando", "flutua",
        "flutuam", "salta", "saltam", "pula", "pulam", "gira", "giram", "rotaciona", "desloca", "deslocam", "movem",
        "concentra", "concentram", "distribui", "distribuem", "espalha", "espalham", "aponta", "apontam", "olha",
        "olham", "captura", "capturam", "codifica", "codificam", "distingue", "distinguem", "preserva", "preservam",
        "conserva", "mantém", "mantêm", "permanece", "permanecem", "sai", "saem", "aparece", "aparecem",
        "contribui", "contribuem", "ganha", "ganham", "perde", "perdem", "cancela", "cancelam", "satura", "saturam",
        "comuta", "comutam", "permuta", "permutam", "embaralha", "embaralham", "reordena", "reordenam", "mistura",
        "misturam", "alinha", "alinham", "gera", "geram", "produz", "produzem",
        # a requirement whose consequence the words give
        "impondo", "impomos", "imponho", "impor", "exigindo", "exigimos", "pedindo",
        # manner, and the objects' adjectives
        "rapidamente", "lentamente", "suavemente", "bruscamente", "aleatoriamente", "aleatório", "aleatória",
        "aleatórios", "aleatórias", "estocástico", "estocástica", "ruidoso", "ruidosa", "ruidosos", "ruidosas",
        "lineares", "linearmente", "quadrático", "quadrática", "invariante", "invariantes", "equivariante",
        "equivariantes", "alinhado", "alinhada", "alinhados", "alinhadas", "paralelo", "paralela", "paralelos",
        "paralelas", "suave", "difusa", "difuso", "concentrada", "concentrado", "dominante", "dominantes",
        "vencedor", "vencedora", "gaussianas", "gaussianos",
        # what a quantity is
        "ponto médio", "empate", "colapso", "oscilação", "oscilações", "flutuação", "flutuações", "salto", "saltos",
        "deslocamento", "margem", "círculo", "círculo unitário", "padrão", "padrões",
        # what it does to another quantity
        "amplifica", "amplificam", "atribui", "atribuem", "envia", "enviam",
    ], examples=["a cabeça 1 colapsa em v_a", "c oscila entre v_a e v_b conforme a amostra",
                 "impondo k_a^T q = t obtemos α_a → 1", "as chaves são aleatórias e ruidosas",
                 "c fica no ponto médio ½(v_a + v_b)", "há um empate entre a e b"]),

    # ---------------------------------------------------------------- Italian
    entry("NEUTRAL", "it", [
        # discourse
        "tramite", "mediante", "attraverso", "riguardo a", "grazie a", "a causa di", "visto che", "in particolare",
        "in sintesi", "in breve", "riassumendo", "in conclusione", "concludendo", "evidentemente", "chiaramente",
        "ovviamente", "formalmente", "matematicamente", "esplicitamente", "direttamente", "per costruzione",
        "in primo luogo", "in secondo luogo", "innanzi tutto", "ebbene", "insomma",
        # pronouns, auxiliaries
        "mi", "mio", "mia", "miei", "detto", "detta", "stiamo", "stare", "facciamo", "faccio", "fare", "facendo",
        "risulta", "risultano", "diventa", "diventano", "diventare", "sappiamo", "sapendo", "noto", "noti", "dato",
        "data", "dati", "date", "avendo", "avere", "sinistra", "destra", "a sinistra", "a destra", "lunghezze",
    ] + elided(["l'", "dell'", "nell'", "sull'", "all'", "un'"], _IT_VOWEL_WORDS),
        examples=["perciò il denominatore è e^t + e^t", "da cui otteniamo c ≈ v_a",
                  "in particolare, l'angolo tra le chiavi", "facciamo il calcolo dell'esponenziale"]),
    entry("NEUTRAL", "it", [
        # verbs of choosing, writing, computing, proving
        "propongo", "proponiamo", "proporre", "proponendo", "costruiamo", "costruisco", "costruire", "costruendo",
        "progettiamo", "progettare", "assegniamo", "assegnando", "introduciamo", "introducendo", "troviamo",
        "trovo", "trovare", "trovando", "ricavo", "ricavando", "ricavare", "deriviamo", "derivando", "deduciamo",
        "deducendo", "dimostriamo", "dimostrare", "dimostro", "dimostrando", "proviamo", "provare", "mostriamo",
        "mostrare", "mostrato", "verificare", "verifico", "controllare", "calcolato", "calcolata", "calcolati",
        "moltiplichiamo", "moltiplicando", "moltiplicare", "dividiamo", "dividere", "normalizziamo",
        "normalizzando", "normalizzare", "applichiamo", "applicando", "applicare", "applicato", "applicata",
        "espandiamo", "sviluppiamo", "semplificare", "semplificato", "riscriviamo", "riscrivendo", "riscrivo",
        "raccogliendo", "raccogliamo", "fattorizziamo", "risolviamo", "risolvendo", "risolvere", "considerare",
        "analizziamo", "descriviamo", "descrivere", "spieghiamo", "spiegare", "spiego", "giustificare",
        "giustifichiamo", "interpretare", "rappresenta", "rappresentano", "rappresentare", "rappresentiamo",
        "indica", "campioniamo", "campionare", "campionato", "campionati", "generiamo", "generare", "generato",
        "generati", "concateniamo", "concatenando", "trasponendo", "valutiamo", "valutando", "sottraendo", "scelto",
        "scelti", "preso", "presa", "ottenuto", "ottenuta", "ottenuti", "vedere", "vedo", "argomentando",
        "ragionando",
    ], examples=["propongo q = t(k_a + k_b), ricavando t", "deriviamo e raccogliendo otteniamo",
                 "dimostriamo che Z_perm = PZ applicando il lemma", "riscrivendo il quoziente",
                 "costruiamo V in modo che v_1 = u_b"]),
    entry("NEUTRAL", "it", [
        # the problem's nouns
        "scala",         "direzioni", "rotazione", "rotazioni", "fase", "fasi", "lunghezza d'onda", "seno", "seni", "coseno",
        "coseni", "sinusoide", "sinusoidi", "sinusoidale", "sinusoidali", "trigonometriche", "trigonometrica",
        "trasposizione", "contesto", "sottospazio", "spazio", "base", "basi", "combinazione", "combinazioni",
        "proiezione", "proiezioni", "sottoinsieme", "sequenza", "sequenze", "rete", "reti", "rete neurale",
        "strato", "strati", "modelli", "architetture", "blocco", "blocchi", "codificatore", "frasi", "testo",
        "perturbazione", "perturbazioni", "campionamento", "realizzazione", "realizzazioni", "distribuzioni",
        "densità", "variabile", "variabili", "spiegazione", "giustificazione", "argomentazione", "ragionamento",
        "dimostrazione", "prova", "lemmi", "teorema", "corollario", "proposizione", "osservazione", "derivazione",
        "calcoli", "sviluppo", "stima", "disuguaglianza", "sistema", "meccanismo", "operazioni", "rapporto",
        "prodotto interno", "prodotto esterno", "codifica posizionale", "codifiche", "contributo", "contributi",
        "caratteristica", "proprietà", "metodo", "modo", "maniera", "costruzione", "moltiplicazione", "divisione",
        "traccia", "multi - testa", "auto - attenzione", "strato feed - forward", "vettoriale", "matriciale",
        "dimensione", "dimensioni", "esponenziali",
    ], examples=["la temperatura scala i logit", "la lunghezza d'onda di ogni sinusoide",
                 "per il lemma, la dimostrazione è diretta", "la perturbazione dell'esponente",
                 "la rete neurale con due strati"]),
    entry("CONTENT", "it", [
        "dominano", "prevale", "prevalgono", "collassa", "collassano", "oscilla", "oscillano", "fluttua",
        "fluttuano", "salta", "saltano", "sposta", "spostano", "ruota", "ruotano", "gira", "girano", "concentra",
        "guarda", "guardano", "cattura", "catturano", "codifica", "codificano", "distingue", "distinguono",
        "conserva", "preserva", "mantiene", "mantengono", "esce", "escono", "contribuisce", "contribuiscono",
        "favorisce", "vincono", "perde", "perdono", "elidono", "satura", "saturano", "commuta", "commutano",
        "permuta", "permutano", "rimescola", "mescola", "riordina", "riordinano", "punta", "puntano", "allinea",
        "genera", "generano", "producono",
        # a requirement whose consequence the words give
        "imponendo", "imponiamo", "impongo", "imporre", "richiedendo", "chiedendo",
        # manner, and the objects' adjectives
        "rapidamente", "lentamente", "velocemente", "bruscamente", "equamente", "casualmente", "aleatori",
        "aleatorie", "casuale", "casuali", "stocastico", "rumoroso", "rumorosa", "rumorosi", "rumorose", "lineare",
        "lineari", "linearmente", "invariante", "invarianti", "equivariante", "equivarianti", "allineato",
        "allineata", "allineati", "allineate", "parallelo", "paralleli", "parallela", "parallele", "diffusa",
        "dominante", "vincitore", "gaussiane",
        # what a quantity is
        "punto medio", "pareggio", "collasso", "oscillazione", "oscillazioni", "fluttuazione", "fluttuazioni",
        "salto", "salti", "spostamento", "margine", "cerchio", "cerchio unitario", "eventi",
        # what it does to another quantity
        "amplifica", "amplificano", "assegna", "assegnano", "invia", "inviano",
    ], examples=["la testa 1 collassa su v_a", "c oscilla tra v_a e v_b a seconda del campione",
                 "imponendo k_a^T q = t otteniamo α_a → 1", "le chiavi sono aleatorie e rumorose",
                 "c è nel punto medio ½(v_a + v_b)"]),

    # ---------------------------------------------------------------- Russian
    entry("NEUTRAL", "ru", [
        # discourse
        "так", "таким образом", "итого", "в частности", "очевидно", "ясно", "конечно", "разумеется", "ведь",
        "отсюда", "как видно", "видно", "во - первых", "во - вторых", "в результате", "в целом", "по определению",
        "по построению", "благодаря", "с помощью", "в силу", "в виде", "вида", "в терминах",
        # verbs of choosing, writing, computing, proving
        "получили", "получится", "находим", "найдём", "найдем", "найти", "вычислить", "вычисляя", "вычислив",
        "посчитать", "рассчитаем", "записать", "перепишем", "переписать", "переписывая", "преобразуем",
        "преобразуя", "упрощая", "упростить", "раскрывая", "раскрыв", "разложим", "раскладывая", "выражаем",
        "выразим", "выразить", "решим", "решая", "решить", "решаем", "проверить", "проверяем", "докажем",
        "доказать", "доказали", "покажем", "показать", "показали", "применим", "применяя", "применив", "применить",
        "применяем", "умножая", "умножив", "умножаем", "разделим", "деля", "поделив", "делим", "нормируем",
        "нормализуем", "нормируя", "вычтем", "вычитая", "транспонируем", "построим", "строим", "построить",
        "подберём", "подберем", "подобрать", "выбрать", "положить", "обозначить", "введём", "введем", "вводим",
        "определить", "опишем", "описать", "объясним", "объяснить", "поясним", "заметить", "отметить", "напомнить",
        "подставить", "пользуясь", "воспользуемся", "оценим", "рассмотреть", "проанализируем", "предлагаю",
        "предлагаем", "предложим", "получить", "сэмплируем", "конкатенируем",
        # words and cases of the problem's nouns
        "интуитивно", "перестановкам", "перестановками", "сэмплами", "сэмплов", "сэмпла", "сэмплах", "слева",
        "справа", "самовнимание", "самовнимания", "самовнимании", "свойство", "свойства", "свойству", "свойством",
    ], examples=["таким образом, знаменатель равен e^t + e^t", "отсюда получаем c ≈ v_a",
                 "подберём q так, чтобы", "применяя лемму, докажем, что Z_perm = PZ",
                 "во-первых, перепишем числитель"]),
    entry("NEUTRAL", "ru", [
        # the problem's nouns, in the cases a student writes
        "температура", "температуры", "температуру", "масштабирование", "масштаба", "показатель", "показателе",
        "экспоненты", "экспонент", "экспоненту", "экспоненте", "логарифм", "логарифма", "корень", "корня",
        "квадрат", "квадрата", "норму", "норме", "нормой", "длина", "длины", "длину", "направлении", "направления",
        "угол", "угла", "углом", "углы", "углов", "частоте", "частотой", "частот", "частотами", "длина волны",
        "длиной волны", "волны", "фаза", "фазы", "фазой", "синус", "синуса", "синусы", "синусов", "синусом",
        "косинус", "косинуса", "косинусы", "косинусов", "косинусом", "синусоида", "синусоиды", "тригонометрические",
        "возмущение", "возмущения", "выборку", "выборкой", "сэмпл", "сэмплы", "реализация", "реализации",
        "распределения", "распределению", "нормальное", "нормального", "гауссовское", "гауссовского", "матриц",
        "матрицам", "матрицами", "матрице", "перестановка", "перестановки", "перестановку", "перестановкой",
        "перестановок", "транспонирование", "строк", "строку", "строками", "столбца", "столбцов", "столбцом",
        "элемент", "элемента", "элементы", "элементов", "элементами", "последовательность", "последовательности",
        "предложение", "предложения", "слов", "словами", "текст", "текста", "позицию", "позиционное", "позиционный",
        "позиционного", "кодирование", "кодирования", "эмбеддингов", "эмбеддингам", "слой", "слоя", "слои", "слоёв",
        "слоев", "нейросеть", "нейросети", "сеть", "сети", "трансформер", "трансформера", "трансформере",
        "головами", "многоголовое", "многоголового", "выходы", "выходов", "входе", "входы", "входов", "контекст",
        "контекста", "информация", "информацию", "информации", "признак", "признаки", "лемма", "леммы", "лемму",
        "лемме", "теорема", "теоремы", "утверждение", "утверждения", "доказательство", "доказательства",
        "рассуждение", "рассуждения", "выкладки", "вычисления", "вычисление", "подстановка", "подстановки",
        "интуиция", "интерпретация", "объяснение", "обоснование", "подход", "способ", "метод", "конструкция",
        "построение", "скаляры", "параметры", "параметров", "коэффициента", "коэффициентов", "весу", "весом",
        "механизм", "базис", "базиса", "подпространство", "пространство", "пространства", "проекция", "проекции",
        "внешнее", "компонент", "компоненту", "координату", "координатами", "размерность", "размерности",
        "числителе", "знаменателе", "знаменателя", "сумму", "суммой", "слагаемое", "слагаемых", "членов",
        "разность", "отношение", "дробь", "индекса", "преобразование", "операция", "операции", "значениям",
        "векторам", "весам", "токенам", "токеном", "токене", "позициях", "позициям", "софтмакса", "софтмаксе",
        "софтмаксом", "экспоненциальный",
    ], examples=["температура масштабирует логиты", "угол между синусом и косинусом",
                 "по лемме доказательство очевидно", "длина волны каждой синусоиды",
                 "перестановка строк матрицы", "возмущение ключа"]),
    entry("CONTENT", "ru", [
        "доминирует", "доминируют", "преобладает", "колеблется", "колеблются", "флуктуирует", "скачет", "скачут",
        "прыгает", "сдвигается", "поворачивается", "вращается", "вращение", "поворот", "сокращается", "сокращаются",
        "сохраняется", "сохраняет", "переставляет", "переставляют", "перемешивает", "перемешивание", "выигрывает",
        "побеждает", "проигрывает", "концентрируется", "сосредоточен", "сосредоточено", "распределяется",
        "смещается", "насыщается", "схлопывается", "коллапсирует", "вырождается", "указывает", "сонаправлен",
        "сонаправлены", "коллинеарны", "параллельны", "различает", "кодирует", "вносит", "вносят", "усредняет",
        # manner, and the objects' adjectives
        "быстро", "медленно", "резко", "плавно", "равномерно", "случайно", "случайный", "случайные", "случайных",
        "случайного", "случайным", "случайная", "линейно", "линейный", "линейная", "инвариантен", "инвариантна",
        "эквивариантен", "эквивариантна", "эквивариантность", "зашумлённый", "зашумленный", "шумный",
        # what a quantity is
        "середина", "середине", "серединой", "ничья", "смещение", "отображение",
        # what it does to another quantity
        "усиливает", "усиливают", "сопоставляет", "отображает",
    ], examples=["голова 1 схлопывается на v_a", "c колеблется между v_a и v_b", "ключи случайные: k_a = (1 + η)μ_a",
                 "c находится в середине: ½(v_a + v_b)", "выход эквивариантен: Z_perm = PZ"]),

    # ---------------------------------------------------------------- Chinese
    entry("NEUTRAL", "zh", [
        # discourse
        "可见", "显然", "明显", "易知", "易得", "容易看出", "综上", "综上所述", "总结", "总结一下", "总的来说",
        "概括来说", "简单来说", "换言之", "具体地", "具体来说", "尤其", "尤其是", "直觉上", "数学上", "形式上",
        "严格地说", "严格来说", "请注意", "我们知道", "知道", "众所周知", "依据", "通过", "借助", "经过", "据此",
        "这样", "如此", "为什么", "你们", "他们", "着",
        # verbs of choosing, writing, computing, proving
        "推导", "推导出", "推得", "求得", "求出", "求解", "解出", "解得", "证毕", "得证", "说明", "解释", "描述",
        "表述", "阐述", "论证", "推理", "构建", "设计", "设计为", "设置", "设定", "选定", "记成", "写出", "重写",
        "改写", "化为", "化成", "转化", "转化为", "变形", "整理", "整理得", "合并", "提取", "提出", "约去", "约分",
        "消去", "相乘", "求积", "求导", "规范化", "平方", "开方", "应用", "运用", "采用", "计算出", "算出", "算得",
        "泰勒展开", "检查", "观察", "观察到", "发现", "看出", "看到", "可以看出", "参考", "参见", "如图",
        "如图所示", "进行", "逐项", "逐元素", "按元素", "按行", "按列", "逐列", "变得", "成为", "表明", "左乘",
        "右乘",
    ], examples=["由此可得 c ≈ v_a", "综上所述，q = t(k_a + k_b)", "我们设计查询向量，求得 t",
                 "整理得 α_a = e^t/(e^t + e^t)", "容易看出分母约去后为 2"]),
    entry("NEUTRAL", "zh", [
        # the problem's nouns
        "温度", "温度参数", "尺度", "变量", "指数", "指数函数", "平方根", "根号", "次方", "正态分布", "高斯分布",
        "高斯", "抽样", "扰动", "幅度", "幅值", "子空间", "空间", "线性组合", "投影", "维数", "隐藏维度",
        "矩阵乘法", "外积", "点乘", "乘法", "恒等矩阵", "对角矩阵", "排列", "序列", "输入序列", "正弦", "余弦",
        "正弦函数", "余弦函数", "三角函数", "正余弦", "波长", "相位", "角度", "夹角", "弧度", "旋转矩阵",
        "全连接层", "线性层", "激活函数", "注意力机制", "自注意力", "上下文", "上下文向量", "编码器", "解码器",
        "架构", "神经网络", "文本", "语序", "次序", "令牌", "定理", "推论", "命题", "断言", "论点", "推导过程",
        "证明过程", "计算过程", "过程", "直觉", "理由", "原因", "动机", "图示", "示意图", "表格", "上标", "分式",
        "差值", "总和", "求和号", "指数项", "多项式", "变换", "操作", "运算", "运算符", "算子", "集合", "子集",
        "向量组", "信息", "内容", "特征", "属性", "特性", "现象", "质量", "权值", "随机变量", "做法", "方式",
        "途径", "角色", "机制", "模块", "组件", "结构", "形式", "形状", "下式", "两边", "等式两边", "两侧",
        "位置信息", "超参数",
    ], examples=["温度参数缩放 logits", "正弦和余弦的波长", "由引理，证明过程如下", "位置信息在输入序列中",
                 "夹角的余弦等于内积"]),
    entry("CONTENT", "zh", [
        # what a quantity does
        "主导", "占主导", "占主导地位", "支配", "压倒", "塌缩", "坍缩", "退化", "集中", "平分", "指向", "对齐",
        "平行", "共线", "振荡", "震荡", "波动", "抖动", "跳动", "跳变", "保持", "维持", "抵消", "相互抵消", "饱和",
        "胜出", "占优", "压制", "区分", "分辨", "捕捉", "携带", "聚焦", "贡献", "起作用", "作用", "作用于", "等变",
        "置换等变", "等变性", "平移", "偏移", "位移", "移动", "旋转", "转动", "打乱", "打乱顺序", "重排", "映射",
        "张成", "反映", "体现", "混合",
        # manner, and the objects' adjectives
        "随机", "随机地", "干净", "尖锐", "尖峰", "平滑", "光滑", "平坦", "弥散", "赢家通吃", "线性", "线性地",
        "迅速", "快速", "缓慢", "急剧", "独热", "对角",
        # what a quantity is
        "中点", "平局", "打平", "单位圆",
        # what it does to another quantity
        "分配",
    ], examples=["头 1 的权重塌缩到 a 上，c₁ → v_a", "c 在 v_a 和 v_b 之间振荡", "打乱输入后 Z_perm = PZ",
                 "q 与 μ_a 对齐，得分为 t", "c 位于中点 ½(v_a + v_b)"]),

    # ---------------------------------------------------------------- Japanese
    entry("NEUTRAL", "ja", [
        # particles and discourse
        "など", "における", "において", "による", "により", "に対する", "として", "なお", "上記", "次のように",
        "具体的に", "具体的には", "特に", "明らかに", "直感的に", "直観的に", "数学的に", "厳密に", "簡単に言うと",
        "要するに", "結局", "それゆえ", "確かに", "もちろん", "ちなみに", "わけ",
        # auxiliaries and endings
        "した", "しよう", "しましょう", "しています", "される", "され", "された", "されて", "させる", "います",
        "いた", "いて", "あった", "あって", "であって", "でした", "であった", "ている", "ており", "てみる",
        "てみよう", "みる",
        # a verb of Chinese origin in the form that joins two clauses ("計算し、…")
        "計算し", "代入し", "展開し", "整理し", "変形し", "定義し", "設計し", "構成し", "構築し", "確認し",
        "導出し", "選択し", "使用し", "左から", "右から", "しました", "ました",
    ], examples=["これにより c ≈ v_a となる", "具体的には q = t(k_a + k_b) とおく", "なぜなら分母が 2e^t だから",
                 "このことから Z_perm = PZ が示された", "特に、位置埋め込みにおける正弦"]),
    entry("NEUTRAL", "ja", [
        # verbs of choosing, writing, computing, proving, in the forms written
        "求める", "求め", "求めた", "求めて", "求まる", "求められる", "示す", "示し", "示した", "示して", "示せる",
        "示される", "示そう", "導く", "導き", "導いた", "導いて", "導かれる", "導出", "変形", "整理", "まとめる",
        "まとめて", "掛け算", "割り算", "引き算", "引く", "引いた", "引いて", "並べる", "並べた", "並べて",
        "書いた", "書いて", "表し", "表した", "表される", "表せる", "用いて", "用いた", "用い", "得た", "得て",
        "得られた", "得られ", "分かる", "わかる", "分かった", "わかった", "確かめる", "確かめ", "確かめた",
        "調べる", "調べ", "調べた", "考えて", "考えた", "選んだ", "取った", "取って", "置いた", "置いて", "定める",
        "定め", "定めた", "決める", "決め", "決めた", "設計", "構成", "構築", "作る", "作り", "作った", "作って",
        "用意", "与える", "与え", "与えて", "解く", "解いて", "解いた", "解き",
    ], examples=["q を求めると t = log(n) となる", "補題を用いて Z_perm = PZ を示す", "分母を整理して α_a を得た",
                 "V を決めてから Q と K を設計する", "式を変形すると次のように書ける"]),
    entry("NEUTRAL", "ja", [
        # the problem's nouns
        "温度", "温度パラメータ", "スケーリング", "倍率", "指数", "指数関数", "対数", "平方根", "ルート", "累乗",
        "べき乗", "摂動", "サンプリング", "標本", "ガウス分布", "ガウス", "部分空間", "空間", "線形結合", "射影",
        "外積", "総和", "恒等写像", "変換", "演算", "操作", "要素", "集合", "部分集合", "系列", "入力系列", "順序",
        "文章", "文脈", "コンテキスト", "情報", "特徴", "特徴量", "定理", "命題", "理由", "根拠", "説明", "解説",
        "直感", "直観", "解釈", "考察", "途中式", "手順", "方法", "やり方", "アプローチ", "方針", "角度", "波長",
        "位相", "正弦", "余弦", "サイン", "コサイン", "三角関数", "正弦波", "回転行列", "対角行列", "順列",
        "レイヤー", "全結合層", "線形層", "フィードフォワード", "フィードフォワード層", "活性化関数", "バイアス",
        "ネットワーク", "ニューラルネットワーク", "モデル", "トランスフォーマー", "注意機構", "シングルヘッド",
        "文脈ベクトル", "位置エンコーディング", "エンコーディング", "符号化", "エンコード", "ハイパーパラメータ",
        "次元", "次元数", "座標", "ドット積", "差分", "式変形", "連立方程式", "未知数", "役割", "効果", "記号",
        "添え字",
    ], examples=["温度パラメータでスコアを割る", "正弦と余弦の波長", "補題の証明の手順", "位置エンコーディングの次元",
                 "基底ベクトルの線形結合"]),
    entry("CONTENT", "ja", [
        # what a quantity does, in the forms written
        "並べ替える", "並べ替え", "並べ替えた", "並べ替えて", "並び替える", "並び替え", "並び替えた", "並び替えて",
        "シャッフル", "動く", "動き", "動いて", "動いた", "揺れる", "揺れ", "揺れて", "揺らぐ", "揺らぎ",
        "ばらつく", "ばらつき", "振動", "変動", "支配", "支配的", "集中", "広がる", "広がり", "偏る", "偏り",
        "偏って", "崩れる", "潰れる", "打ち消す", "打ち消し合う", "打ち消し合って", "相殺", "残る", "保つ",
        "保たれる", "保存", "指す", "捉える", "捉えて", "区別", "識別", "見る", "注目", "着目", "寄与", "貢献",
        "勝つ", "勝ち", "負ける", "等分", "回転", "回る", "回って", "混ざる", "混ざって", "混合", "飽和", "優勢",
        "優位", "独占", "張る", "写像",
        # manner, and the objects' adjectives
        "鋭い", "鋭く", "滑らか", "なめらか", "平ら", "一様", "一様に", "ランダム", "ランダムに", "線形", "急激",
        "急激に", "急速", "急速に", "急に", "ゆっくり", "整列", "平行", "尖った", "ピーク", "ばらばら", "等変",
        "置換等変", "ワンホット", "ソフト",
        # what a quantity is
        "中点", "引き分け", "単位円",
        # the verbs above in the form that joins two clauses (変動し、…), and what it does to another quantity
        "変動し", "振動し", "集中し", "支配し", "回転し", "相殺し", "飽和し", "区別し", "鋭さ", "行き来",
        "並べ替えられる", "写す", "写し", "写される",
    ], examples=["入力を並べ替えた場合 Z_perm = PZ となる", "c は v_a と v_b の間で揺れる",
                 "ヘッド1の重みは a に集中し c₁ → v_a", "c は中点 ½(v_a + v_b) に来る", "k_a の長さが動くので"]),

    # ---------------------------------------------------------------- Korean
    entry("NEUTRAL", "ko", [
        # endings and auxiliaries
        "하는", "하며", "했다", "했고", "하였다", "하였고", "되는", "합니다", "됩니다", "하기", "하므로", "하니까",
        "했으므로", "때문", "때문에", "통해", "통하여", "관한", "관해", "대한", "알 수 있다", "얻을 수 있다",
        "쓸 수 있다", "나타낼 수 있다", "계산할 수 있다", "살펴보자", "살펴본다", "보자", "해 보자", "보여준다",
        "보였다", "보이자", "알고",
        # discourse
        "결국", "결과적으로", "요약하면", "요약", "정리", "명백히", "분명히", "당연히", "물론", "직관적으로",
        "수학적으로", "구체적으로", "특히", "게다가", "이로부터", "이로써", "이것", "이것은", "그것", "그것은",
        "이러한", "그러한", "이런", "그런", "해당", "다음", "여기에서", "쓸 수 있으므로", "알 수 있으므로",
        "이루어진", "이루어져",
    ], examples=["이로부터 c ≈ v_a 임을 알 수 있다", "결국 q = t(k_a + k_b) 로 두면 된다",
                 "분모가 2e^t 이기 때문에 α_a = ½ 이다", "보조정리를 통해 Z_perm = PZ 를 보였다"]),
    entry("NEUTRAL", "ko", [
        # the problem's nouns and verbs of proving
        "온도", "스케일", "척도", "배율", "변수", "지수", "지수함수", "제곱", "제곱근", "루트", "총합", "곱셈",
        "나눗셈", "뺄셈", "분수", "비율", "섭동", "교란", "샘플링", "표본", "정규분포", "가우시안", "가우스",
        "기저", "부분공간", "공간", "선형결합", "사영", "투영", "외적", "행렬곱", "대각행렬", "순열", "치환",
        "원소", "요소", "집합", "시퀀스", "수열", "문장", "단어", "어순", "인코딩", "위치 인코딩", "부호화",
        "레이어", "피드포워드", "신경망", "트랜스포머", "셀프 어텐션", "멀티헤드", "다중 헤드", "단일 헤드",
        "싱글 헤드", "문맥", "컨텍스트", "정보", "특징", "특성", "보조정리", "명제", "따름정리", "증명", "논증",
        "논리", "추론", "설명", "직관", "해석", "유도", "근거", "방법", "접근법", "아이디어", "설계", "구성",
        "각도", "회전 행렬", "주파수", "진동수", "파장", "위상", "사인", "코사인", "삼각함수", "편향", "바이어스",
        "차원", "은닉 차원", "길이", "좌표", "역할", "효과", "과정", "등식", "연립방정식", "미지수", "풀이", "푼다",
        "풀어서",
    ], examples=["온도는 로짓의 스케일을 바꾼다", "사인과 코사인의 파장", "보조정리를 이용한 증명",
                 "위치 인코딩의 차원", "기저 벡터의 선형결합"]),
    entry("CONTENT", "ko", [
        # what a quantity does (a verb of Chinese origin reads with 한다, 하고, …)
        "지배", "지배적", "지배적으로", "집중", "붕괴", "진동", "요동", "변동", "회전", "이동", "정렬", "평행",
        "상쇄", "포화", "기여", "구별", "구분", "포착", "유지", "보존", "등변", "섞는다", "섞고", "섞어",
        "뒤섞는다", "뒤섞고", "재배열", "흔들린다", "흔들림", "흔들리고", "움직인다", "움직임", "움직이고", "튄다",
        "쏠린다", "쏠림", "쏠리고", "몰린다", "우세", "이긴다", "이기고", "가리킨다", "본다", "바라본다", "생성",
        "만든다", "매핑", "사상",
        # manner, and the objects' adjectives
        "랜덤", "랜덤하게", "날카로운", "뾰족한", "부드러운", "균등", "균등하게", "균일", "고르게", "빠르게",
        "급격히", "천천히", "선형", "선형적으로", "원핫", "소프트",
        # what a quantity is
        "중점", "단위원",
        # verb stems, read with the endings neutral.py knows (흔들리 + 므로, 움직이 + 고)
        "흔들리", "움직이", "쏠리", "몰리", "오간다", "오가고", "보낸다", "보내고",
    ], examples=["헤드 1의 가중치는 a 에 집중한다", "c 는 v_a 와 v_b 사이에서 흔들린다", "입력 토큰을 섞어 PX 를 만든다",
                 "c 는 중점 ½(v_a + v_b) 에 있다", "키 k_a 가 샘플마다 움직인다"]),
)
