"""More words known to change nothing a formula says (NEUTRAL, as in neutral.py), in every language: the classes
of words students write around a formula that the first lists missed, found on write-ups of the whole problem
set (positional encodings, feed-forward layers, sampled keys, lemmas) and widened to their inflections and the
synonyms a student writes.

Four classes only, as in neutral.py: a hedge that weakens a claim to its limit and no further ("almost",
"essentially", "basically": "almost all of its weight on α_j" says the limit α_j → 1); a word of discourse
("clearly", "moreover", "in summary"); a verb of computing or writing ("applying", "multiplied", "happens"); a
noun of the problem (lemma, sample, layer, model, encoding, coordinate, frequency).

Left out on purpose, in every language, because each can change what a formula claims: sameness and difference
(same, different, distinct, identical, même, gleich, mismo, 同じ, 같), quantifiers and their hedges (always,
never, only, any, regardless, mostly, nur, siempre, 只, 全部, だけ), sizes and comparisons (long, short, largest,
than, half, twice, mehr, más, 更, 比), limits of range (between, within, entre, zwischen), settings (again,
original, permuted, shuffled, after, extra, conditional), claims in a verb (wins, dominates, depends, stays,
splits, coincide, commutes, saturates; and the verbs that say where the weight goes: puts, places, looks at,
sends, averaging, 放在), truth words and their verbs (yes, true, correct, holds, satisfies, counterexample, oui,
sí), modality (can't, may, should,
kann, puede), and "order" (English "of order t" is a size). A word that a word of another language shares is left
out when it claims there: English "sin" is Spanish "without", German "fast" ("almost") is English "fast".

Chinese, Japanese and Korean words are written whole, as in neutral_more.py.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("NEUTRAL", "en", [
        # hedges that weaken a claim to its limit
        "almost", "essentially", "basically", "practically", "virtually", "effectively", "simply", "approx",
        "approximate", "approximation", "more_or_less", "pretty_much", "in essence", "in effect",
        "to_a_good|first approximation", "for_all_practical_purposes",
        # discourse
        "clearly", "obviously", "intuitively", "concretely", "concrete", "specifically", "explicitly",
        "mathematically", "formally", "moreover", "furthermore", "additionally", "anyway", "overall", "ok", "okay",
        "particular", "in summary", "to summarize|summarise", "summarizing", "summarising", "in short", "in sum",
        "that's", "i'd", "i've", "we've", "they're", "you're", "me", "let's", "here's", "there's", "ii", "iii",
        "iv", "sanity", "setup", "honestly", "definitely", "footnote",
        # verbs of computing, writing, looking
        "happens", "happen", "happening", "uses", "reuse", "reuses", "reusing", "reused", "apply", "applies", "applied",
        "applying", "multiply", "multiplies", "multiplying", "multiplied", "multiplication", "divide", "dividing",
        "divided", "division", "normalise", "normalises", "normalising", "normalised", "normalisation",
        "normalize", "normalizes", "normalizing", "normalization", "sample", "samples", "sampled",
        "sampling", "know", "knows", "known", "told", "checks", "checked", "checking", "scoring",
        "calculate", "calculates", "calculated", "calculating", "calculation", "evaluate", "evaluates", "evaluated",
        "evaluating", "obtained", "obtaining", "rewrite", "rewriting", "rewritten", "writes", "derive", "derives",
        "derived", "deriving", "derivation", "verified", "verifying", "simplifying", "simplified", "plugged",
        "plugs", "substituted", "substitutes", "computes", "computation",
        # the problem's nouns
        "lemma", "lemmas", "theorem", "proof", "argument", "remark", "hint", "trick", "property", "properties",
        "identity", "identity matrix",
        "function", "functions", "version", "role", "roles", "form", "expressions", "numbers", "variable",
        "variables", "exponent", "exponents", "perturbation", "projection", "projections", "margin", "margins",
        "ratio", "ratios", "gap", "gaps", "difference", "differences", "model", "models", "transformer",
        "transformers", "network", "layer", "layers", "ffn", "mlp", "feed forward", "feed - forward",
        "feedforward", "relu", "sigmoid", "nonlinearity", "bias", "biases", "encoding", "encodings", "positional",
        "coordinate", "coordinates", "dimension", "dimensions", "length", "lengths", "size", "magnitude", "time",
        "period", "frequency", "frequencies", "wavelength", "word", "sentence", "sentences", "sequence",
        "sequences", "information", "event", "events", "permutation", "permutations", "distance",
        "distances", "angle", "angles", "cases", "construction", "element", "elements", "quantity", "quantities",
        "amount", "feature", "features", "operation", "operations", "weighted", "weighting", "wise", "phase",
        "phases", "contribution", "contributions", "transpose", "intuition", "reasoning", "picture", "behaviour",
        "behavior", "exp", "log", "sqrt", "prob", "probs", "avg", "cov", "perm", "usual", "slot", "slots",
        "elementwise", "entrywise", "feeding", "fed", "transposing", "subtract", "subtracts", "subtracting",
        "scaled", "says", "directions", "effect", "issue", "things", "sine", "sines", "cosine",
        "cosines", "cos", "sinusoid", "sinusoids", "sinusoidal", "sin and|or|,|/ cos", "cos and|or|,|/ sin",
        # orthogonality said of every pair is the problem's own
        "pairwise", "mutually",
        # a lemma's name and a remark's label
        "cauchy", "schwarz", "cauchy - schwarz", "cauchy – schwarz", "side note", "side remark",
    ], examples=["the keys are pairwise orthogonal", "α has almost all of its weight on α_j", "by the lemma, applying the feed-forward layer",
                 "the positional encoding of each coordinate", "basically the gap is t", "in summary the sample is",
                 "sin and cos have period 2π"]),
    entry("NEUTRAL", "fr", [
        # hedges
        "presque", "quasi", "quasiment", "pratiquement", "essentiellement", "en gros", "grosso modo",
        "simplement", "approximation",
        # discourse
        "d'après", "intuitivement", "clairement", "évidemment", "concrètement", "en résumé", "pour résumer", "bref",
        "en outre", "par ailleurs", "remarquons", "raisonnons",
        # verbs
        "devient", "deviennent", "devenir", "appliquer", "applique", "appliqué", "appliquée", "appliquant",
        "s'applique", "multiplie", "multiplier", "multipliant", "divise", "diviser", "divisant", "tirée", "tiré",
        "tirés", "tirées", "échantillonné", "échantillonnée", "calcul", "calculé", "calculée",
        # the problem's nouns
        "lemme", "mot", "mots", "échantillon", "échantillons", "l'échantillon", "tirage", "couche", "couches",
        "feed forward", "feed - forward", "modèle", "modèles", "coordonnée", "coordonnées", "donnée", "donnés",
        "données", "distance", "longueur", "longueurs", "dimension", "dimensions", "fréquence", "fréquences",
        "phrase", "phrases", "séquence", "séquences", "biais", "encodage", "encodages", "positionnel",
        "positionnelle", "permutation", "permutations", "propriété", "projections", "structure", "façon", "bruit",
        "l'écart", "qualitativement", "transposition", "d'échelle", "deux à deux", "mutuellement", "vérif",
        "vérification",
    ], examples=["les clés sont orthogonales deux à deux", "α met presque tout son poids sur α_j", "d'après le lemme, la couche feed-forward",
                 "l'encodage positionnel de chaque coordonnée", "les poids deviennent"]),
    entry("NEUTRAL", "de", [
        # hedges ("fast", "almost", is English "fast": left out)
        "praktisch", "nahezu", "im wesentlichen", "im grunde genommen?", "quasi", "effektiv", "einfach", "grob",
        # discourse
        "denn", "anschaulich", "offensichtlich", "insbesondere", "zusammenfassend", "außerdem", "nebenbei", "bzw",
        "laut",
        # verbs
        "gegeben", "gegebene", "gegebenen", "gegebenes", "angewendet", "anwenden", "multipliziert",
        "multiplizieren", "gezogen", "ziehen",
        # the problem's nouns
        "lemma", "stichprobe", "stichproben", "modell", "modells", "länge", "abstand", "reihenfolge",
        "reihenfolgen", "permutation", "permutationen", "permutationsmatrix", "permutationsmatrizen", "schicht",
        "feed forward", "feed - forward", "ffn", "relu", "koordinate", "koordinaten", "koordinatenpaar",
        "dimension", "dimensionen", "frequenz", "frequenzen", "satz", "wort", "wörter", "folge", "bias",
        "kodierung", "positionskodierung", "positionsembeddings", "begründung", "funktion", "identität",
        "einheitsmatrix",
        "exponenten", "summand", "matrixmultiplikation", "rolle", "rauschen", "schubfachprinzip", "zeilenweise",
        "numerisch", "fälle", "logistische", "stufenfunktion", "paarweise",
    ], examples=["die Schlüssel sind paarweise orthogonal", "die Reihenfolge der Wörter", "laut Lemma ist die Stichprobe", "praktisch das ganze Gewicht"]),
    entry("NEUTRAL", "es", [
        # hedges
        "casi", "prácticamente", "básicamente", "esencialmente", "simplemente", "aproximación",
        # discourse
        "intuitivamente", "claramente", "obviamente", "concretamente", "en resumen", "además", "de nuevo",
        "otra vez", "nuevamente",
        # verbs
        "aplicando", "aplicar", "aplica", "aplicado", "multiplicar", "multiplican", "multiplica", "normaliza",
        "muestreada", "muestreado", "usar", "obtener", "teniendo", "comprobé",
        # the problem's nouns
        "muestra", "muestras", "muestreo", "capa", "capas", "feed forward", "feed - forward", "modelo", "modelos",
        "palabra", "palabras", "oración", "lema", "coordenada", "coordenadas", "permutación", "permutaciones",
        "casos", "diferencia", "longitud", "distancia", "dimensión", "dimensiones", "frecuencia", "frecuencias",
        "secuencia", "secuencias", "sesgo", "codificación", "posicional", "dada", "dado", "magnitud", "tamaño",
        "propiedad", "evento", "proyecciones", "conclusión", "transformer", "forma", "ruido", "numéricamente",
        "comprobación", "efecto", "uso", "exponenciar", "dos a dos", "mutuamente",
        "masa",
    ], examples=["claves ortogonales dos a dos", "casi todo el peso", "la capa feed-forward del modelo",
                 "las muestras de la codificación posicional", "la masa de los pesos",
                 "y de nuevo P1 = 1"]),
    entry("NEUTRAL", "it", [
        "quasi", "praticamente", "semplicemente", "in pratica", "sostanzialmente", "essenzialmente",
        "permutazione", "permutazioni", "modello", "parole", "parola", "frase", "campioni", "campione",
        "posizionali", "posizionale", "frequenze", "frequenza", "elemento", "riscrivere", "qed",
        "approssimato", "rumore", "a due a due", "mutuamente",
    ], examples=["chiavi ortogonali a due a due", "quasi tutto il peso", "la permutazione delle parole del modello"]),
    entry("NEUTRAL", "pt", [
        "quase", "praticamente", "simplesmente", "basicamente", "essencialmente", "fica", "ficam", "usar",
        "escrever", "lema", "coordenadas", "coordenada", "frequência", "amostras", "amostra",
        "palavras", "palavra", "permutação", "modelo", "feed forward", "feed - forward", "viés", "posicional",
        "projeções", "argumento", "comprimento", "ângulo", "obs", "ruído", "temperatura", "ortonormalidade", "traço",
        "usados", "tamanhos", "onda", "multiplicam", "canônicos", "internos", "dois a dois", "mutuamente",
    ], examples=["chaves ortogonais dois a dois", "quase todo o peso", "o lema das coordenadas"]),
    entry("NEUTRAL", "ru", [
        "почти", "практически", "по сути", "фактически", "в итоге", "итог", "координат", "координаты", "модель",
        "модели", "выборка", "выборки", "выборке", "выборок", "частоты", "частота", "период", "периодами",
        "слова", "слово", "вклад", "оценки", "пункте", "случаях", "экспонента", "масштаб", "сэмплированный",
        "позиционные", "позиционных", "слагаемые", "транспозиция", "рассматривать", "шума", "шумом", "шуме",
        "ортонормированности", "произведениях", "расстояния", "расстояние", "тождеству", "данному", "строке",
        "случая", "числа", "взять", "попарно", "взаимно", "проверка",
    ], examples=["ключи попарно ортогональны", "почти весь вес", "модель видит слова", "период частоты"]),
    entry("NEUTRAL", "zh", [
        "基本上", "本质上", "实际上", "差不多", "直接", "最终", "已知", "结论", "编码", "位置编码", "编码后",
        "置换", "前馈", "前馈层", "模型", "样本", "采样", "句子", "词序", "顺序", "引理", "偏置", "坐标", "维度",
        "长度", "模长", "频率", "周期", "性质", "总之", "直观", "直观地说", "构造", "自身", "变成", "变为", "大约",
        "单词", "词向量", "打分", "后者", "等式", "恒等式", "逐行", "并", "两两", "互相",
        # numbers of things, the problem's nouns, citing and proving (never "同" same, "后" after, "再" again, "多"
        # many, "某" some, "会" will, "可" can, "只" only: each moves a statement to another case or mood)
        "两", "两个", "三个", "数", "标量", "单头", "多头", "单头注意力", "多头注意力", "词", "层", "网络", "沿", "沿着",
        "按照", "根据", "提示", "按照提示", "题目", "题中", "上述", "如下", "相应", "对应", "证明", "左边", "右边",
        "左侧", "右侧", "式子", "给", "记", "先", "来", "两者", "两者之差", "之差", "之和", "之积",
    ], examples=["键两两正交", "由自身的点积", "变成位置编码", "由引理，前馈层", "位置编码的坐标", "按照提示先构造 V",
                 "沿 μ_a 方向的两个键", "多头注意力的两个头", "两者之差"]),
    entry("NEUTRAL", "ja", [
        "基本的に", "基本的には", "本質的に", "実質的に", "ほぼ", "なり", "になり", "同様に", "具体例", "参考までに",
        "補題", "サンプル", "単語", "語順", "順番", "置換", "置換行列", "周波数", "距離", "長さ", "スケール", "行目",
        "性質", "与えられた", "まとめると", "大きさ", "恒等式", "定数", "持つ", "持ち", "なった",
        "なって", "最終", "最終的に", "互いに",
        # numbers of things, the problem's nouns, citing and proving (never "同じ" same, "より" than, "か" whether,
        # "無視" set aside, "仮定" supposed: each moves a statement to another case or mood; nor a kana alone, which
        # would read a word it is a piece of: も and し of もし, "if")
        "二つ", "一つ", "三つ", "個", "数", "鍵", "バリュー", "単一ヘッド", "マルチヘッド", "議論", "結論", "証明",
        "左辺", "右辺", "極限", "正規", "従う", "に従う", "対応", "対応する", "成り立つ", "成り立ち", "使う", "使って",
        "使った", "ある", "いる",
        # standardising a normal variable, a title's "with noise" (ノイズあり)
        "標準化", "標準化して", "標準化すると", "あり", "ノイズあり",
    ], examples=["キーは互いに直交", "補題から", "サンプルごとに", "単語の順番", "η は正規分布に従う",
                 "二つの鍵の内積", "左辺と右辺", "Z = η/√(1/2) と標準化して"]),
    entry("NEUTRAL", "ko", [
        "기본적으로", "본질적으로", "사실상", "거의", "샘플", "샘플마다", "모델", "순서", "성질", "이유", "주어진",
        "정리하면", "크기", "되고", "되어", "되며", "의해", "둔다", "두고", "번째", "두 번째", "세 번째", "입니다", "서로",
    ], examples=["키들이 서로 직교", "샘플마다 모델의 순서", "주어진 성질"]),
)
