"""Words known to change nothing a formula says (NEUTRAL, as in neutral.py) in Italian, Portuguese, Russian,
Chinese, Japanese and Korean: the English entry's categories translated, in the forms a student writes.

Chinese, Japanese and Korean are read a character at a time, so a word of several characters is written whole
("代入", "計算する", "대입한다") and matches only as a whole; a single character is listed only when it is a particle
or a function word by itself (の, 的, 를): a single character of a content word would make every word it is part of
neutral. Russian nouns are listed in the cases a student writes them in, never as a stem.
"""

from symattn.language.lexicon import entry
from symattn.language.lexicon.neutral import elided

_IT_VOWEL_NOUNS = ["uscita", "uscite", "attenzione", "embedding", "output", "input", "ingresso", "indice", "indici",
                   "equazione", "equazioni", "espressione", "errore", "idea", "esempio"]

ENTRIES = (
    entry("NEUTRAL", "it", [
        # articles and their contractions, determiners, pronouns
        "il", "lo", "la", "i", "gli", "le", "l'", "un", "una", "un'", "del", "dello", "della", "dei", "degli",
        "delle", "al", "allo", "alla", "ai", "agli", "alle", "nel", "nello", "nella", "nei", "negli", "nelle",
        "sul", "sullo", "sulla", "sui", "sugli", "sulle", "col", "questo", "questa", "questi", "queste", "quello",
        "quella", "quelli", "quelle", "suo", "sua", "suoi", "sue", "loro", "nostro", "nostra", "nostri", "nostre",
        "io", "noi", "ci", "esso", "essa", "che", "cui", "quale", "quali", "dove", "come",
        # prepositions and conjunctions
        "di", "a", "da", "in", "con", "per", "e", "ed", "perché", "poiché", "siccome", "dato_che",
        # discourse
        "quindi", "dunque", "allora", "così", "pertanto", "cioè", "per prima cosa", "prima di tutto", "innanzitutto",
        "poi",
        "dopo", "infine", "alla fine", "qui", "ora", "adesso", "anche", "inoltre", "analogamente", "similmente",
        "rispettivamente", "in effetti", "infatti", "di seguito",
        # auxiliaries
        "è", "sono", "essere", "sia", "siano", "ha", "hanno", "abbiamo", "ho", "essendo",
        # verbs of choosing, writing, computing (io, noi, imperative, gerund)
        "prendiamo", "prendo", "prendi", "prendere", "prendendo", "scegliamo", "scelgo", "scegli", "scegliere",
        "scegliendo", "poniamo", "pongo", "poni", "porre", "definiamo", "definisco", "definire", "definito",
        "definita", "scriviamo", "scrivo", "scrivere", "scritto", "denotiamo", "indichiamo", "chiamiamo",
        "calcoliamo", "calcolo", "calcola", "calcolare", "calcolando", "sostituiamo", "sostituisco", "sostituendo",
        "sostituire", "usiamo", "usando", "utilizziamo", "utilizzando", "otteniamo", "ottengo", "ottiene",
        "ottenere", "dà", "danno", "notiamo", "nota", "osserviamo", "osserva", "ricordiamo", "ricorda", "vediamo",
        "consideriamo", "considero", "considerando", "semplificando", "semplifichiamo", "espandendo",
        "sviluppando", "verifichiamo", "controlliamo",
        # the problem's nouns
        "simmetria", "per simmetria", "simmetrico", "simmetrica", "in altre parole", "mettendo", "mettiamo", "query",
        "chiave", "chiavi", "valore", "valori", "vettore", "vettori", "uscita", "uscite", "output",
        "input", "ingresso", "peso", "pesi", "punteggio", "punteggi", "score", "logit", "softmax", "attenzione",
        "prodotto", "prodotti", "scalare", "scalari", "numero", "parametro", "parametri", "termine", "termini",
        "somma", "numeratore", "denominatore", "espressione", "formula", "risposta", "parte", "domanda",
        "problema", "caso", "testa", "teste", "token", "posizione", "posizioni", "embedding", "matrice", "matrici",
        "riga", "righe", "colonna", "colonne", "coefficiente", "coefficienti", "covarianza", "distribuzione",
        "fattore", "passo", "passi", "soluzione", "risultato", "risultati", "componente", "componenti",
        "direzione", "multiplo", "indice", "indici", "equazione", "equazioni", "scelta", "definizione",
        "notazione", "norma", "errore", "idea", "fatto", "ortonormale", "ortonormali", "ortogonale", "ortogonali",
        "unitario", "unitari", "primo", "secondo", "seconda", "seguente",
    ] + elided(["l'", "dell'", "nell'", "sull'", "all'", "un'"], _IT_VOWEL_NOUNS),
        examples=["prendiamo la query con una costante dove", "le chiavi e i valori",
                  "poniamo la matrice delle chiavi", "sostituendo nel denominatore otteniamo l'uscita"]),
    entry("NEUTRAL", "pt", [
        # articles and their contractions, determiners, pronouns ("no", "in the", is also English "no": left out)
        "a", "os", "as", "um", "uma", "uns", "umas", "do", "da", "dos", "das", "na", "nas", "ao", "à", "aos",
        "às", "pelo", "pela", "pelos", "pelas", "num", "numa", "dum", "duma", "neste", "nesta", "nesse", "nessa",
        "deste", "desta", "desse", "dessa", "disso", "disto", "este", "esta", "estes", "estas", "esse", "essa",
        "isso", "isto", "seu", "sua", "seus", "suas", "nosso", "nossa", "nossos", "nossas", "eu", "nós", "você",
        "ele", "ela", "eles", "elas", "que", "qual", "quais", "cujo", "cuja", "onde", "como",
        # prepositions and conjunctions
        "de", "em", "com", "para", "por", "e", "porque", "pois", "já_que", "uma_vez_que",
        # discourse
        "então", "logo", "portanto", "assim", "primeiro", "primeiramente", "depois", "em seguida", "finalmente",
        "por fim", "aqui", "agora", "também", "além_disso", "ou seja", "isto é", "de fato", "com efeito",
        "analogamente", "similarmente", "respectivamente",
        # auxiliaries
        "é", "são", "ser", "sendo", "seja", "sejam", "está", "estão", "tem", "têm", "temos", "tenho",
        # verbs of choosing, writing, computing (eu, nós, imperative, gerund)
        "escolho", "escolhemos", "escolha", "escolhendo", "escolher", "tomo", "tomamos", "tome", "tomemos",
        "tomando", "pegamos", "pego", "defino", "definimos", "defina", "definindo", "escrevo", "escrevemos",
        "escreva", "escrevendo", "denotamos", "denote", "chamamos", "calculo", "calculamos", "calcule",
        "calculando", "calcular", "substituímos", "substituindo", "substitua", "substituir", "usamos", "usando",
        "utilizamos", "utilizando", "obtemos", "obtenho", "obtém", "obtendo", "dá", "dão", "note", "notemos",
        "observe", "observamos", "lembre", "lembremos", "lembrando", "vemos", "considere", "consideramos",
        "consideremos", "considerando", "colocamos", "simplificando", "expandindo", "desenvolvendo", "verificamos",
        "verifique",
        # the problem's nouns
        "simetria", "por simetria", "simétrico", "simétrica", "em outras palavras", "consulta", "consultas", "query",
        "chave", "chaves", "valor", "valores", "vetor", "vetores", "vector",
        "saída", "saídas", "entrada", "entradas", "peso", "pesos", "escore", "escores", "pontuação", "pontuações",
        "score", "scores", "logit", "logits", "softmax", "atenção", "produto", "produtos", "escalar", "escalares",
        "número", "parâmetro", "parâmetros", "termo", "termos", "soma", "numerador", "denominador", "expressão",
        "fórmula", "resposta", "parte", "pergunta", "questão", "problema", "caso", "cabeça", "cabeças", "token",
        "tokens", "posição", "posições", "embedding", "embeddings", "matriz", "matrizes", "linha", "linhas",
        "coluna", "colunas", "coeficiente", "coeficientes", "covariância", "distribuição", "fator", "passo",
        "passos", "solução", "resultado", "resultados", "componente", "componentes", "direção", "múltiplo",
        "índice", "índices", "equação", "equações", "definição", "notação", "norma", "erro", "ideia", "fato",
        "ortonormal", "ortonormais", "ortogonal", "ortogonais", "unitário", "unitários", "primeira", "segundo",
        "segunda", "seguinte",
    ], examples=["escolhemos a consulta com uma constante", "seja a matriz das chaves",
                 "substituindo no denominador, obtemos a saída", "primeiro tomamos os pesos"]),
    entry("NEUTRAL", "ru", [
        # pronouns and determiners
        "а", "я", "мы", "нас", "нам", "он", "она", "оно", "они", "их", "его", "её", "ее", "это", "этот", "эта", "эти",
        "этого", "этой", "этом", "этих", "этим", "наш", "наша", "наши", "который", "которая", "которое", "которые",
        "которого", "которой", "что", "где", "как",
        # prepositions and conjunctions ("при", "до", "к" open a condition or a limit: left out)
        "и", "с", "со", "для", "в", "во", "на", "по", "из", "от", "о", "об", "поэтому", "значит", "тогда",
        "так как", "потому что", "поскольку", "то есть", "т.е", "итак", "следовательно",
        # discourse
        "сначала", "сперва", "затем", "потом", "далее", "наконец", "здесь", "теперь", "также", "тоже",
        "аналогично", "соответственно", "действительно",
        # auxiliaries
        "есть", "является", "являются", "пусть",
        # verbs of choosing, writing, computing (я, мы, imperative, gerund)
        "выберем", "выбираем", "выбираю", "выбрав", "выбери", "возьмём", "возьмем", "берём", "берем", "беру",
        "возьми", "положим", "полагаем", "зададим", "задаём", "задаем", "определим", "определяем", "запишем",
        "записываем", "пишем", "обозначим", "обозначаем", "назовём", "назовем", "вычислим", "вычисляем",
        "посчитаем", "подставим", "подставляем", "подставляя", "подставив", "используем", "используя",
        "получаем", "получим", "получается", "имеем", "даёт", "дает", "заметим", "отметим", "напомним",
        "вспомним", "видим", "рассмотрим", "рассматриваем", "упростим", "раскроем", "проверим",
        # the problem's nouns, in the cases a student writes
        "симметрия", "симметрии", "по симметрии", "симметричный", "симметричные", "другими словами", "запрос",
        "запроса", "запросу", "запросом", "запросе", "запросы", "запросов", "ключ", "ключа", "ключу",
        "ключом", "ключе", "ключи", "ключей", "ключам", "ключами", "ключах", "значение", "значения", "значений",
        "значением", "значениями", "вектор", "вектора", "вектору", "вектором", "векторе", "векторы", "векторов",
        "векторами", "выход", "выхода", "выходом", "выходе", "вход", "входа", "вес", "веса", "весов", "весами",
        "скор", "скоры", "скоров", "логит", "логиты", "softmax", "софтмакс", "внимание", "внимания", "вниманием",
        "произведение", "произведения", "произведений", "скалярное", "скалярные", "скалярного", "скалярных",
        "скаляр", "число", "параметр", "параметра", "член", "члены", "сумма", "суммы", "числитель", "знаменатель",
        "выражение", "выражения", "формула", "формулу", "ответ", "часть", "вопрос", "задача", "задачи", "случай",
        "случае", "голова", "головы", "голов", "голове", "головой", "токен", "токена", "токены", "токенов",
        "позиция", "позиции", "позиций", "эмбеддинг", "эмбеддинга", "эмбеддинги", "матрица", "матрицу", "матрицы",
        "матрицей", "строка", "строки", "столбец", "столбцы", "коэффициент", "коэффициенты", "ковариация",
        "распределение", "множитель", "шаг", "решение", "результат", "компонента", "компоненты",
        "направление", "индекс", "индексы", "уравнение", "выбор", "определение", "обозначение", "норма", "нормы",
        "ошибка", "идея", "факт", "ортонормированы", "ортонормированные", "ортонормированных", "ортогональны",
        "ортогональные", "единичный", "единичной", "единичные", "единичного", "первый", "первая", "первой",
        "первого", "второй", "второго", "вторая",
    ], examples=["где вектор запроса", "ключи и значения", "положим вектор запроса", "возьмём ключ для первой головы",
                 "подставляя в знаменатель, получаем"]),
    entry("NEUTRAL", "zh", [
        # function words, pronouns, determiners
        "的", "地", "了", "是", "为", "我", "我们", "你", "它", "它们", "他", "她", "这", "这个", "这些", "这种", "这里",
        "此", "此处", "那", "那个", "那些", "其", "其中", "该", "一个", "自己",
        # prepositions and conjunctions
        "和", "与", "及", "以及", "并且", "而且", "在", "从", "用", "以", "被", "将", "把", "对", "对于", "关于", "作为",
        "中", "里", "上", "时", "个", "都", "也", "就", "因为", "由于", "既然", "所以", "因此", "于是", "故", "则", "那么",
        "即", "也就是说",
        # discourse
        "首先", "然后", "接着", "接下来", "其次", "最后", "现在", "类似地", "同理", "分别", "注意", "注意到",
        "回顾", "回忆", "事实上", "分情况讨论", "分类讨论", "讨论", "另外", "此外", "确实",
        # verbs of choosing, writing, computing
        "取", "令", "设", "选", "选择", "选取", "有", "得到", "可得", "得", "得出", "给出", "写成", "写为", "写作", "记为",
        "可以写", "可写", "可以写成", "可写成", "可以记为", "可以表示为",  # "one can write": no possibility said of a value
        "记作", "表示", "定义", "称为", "计算", "代入", "带入", "替换", "使用", "利用", "展开", "化简", "简化", "验证",
        "检验", "考虑",
        # the problem's nouns
        "对称", "对称性", "由对称性", "乘积", "换句话说", "向量", "键", "值", "查询", "输出", "输入", "权重", "分数", "得分", "点积", "内积", "注意力", "正交",
        "标准正交",
        "极限", "单位", "参数", "项", "求和", "分子", "分母", "表达式", "公式", "答案", "部分", "问题", "情况", "情形",
        "头", "词元", "位置", "嵌入", "矩阵", "元素", "系数", "协方差", "分布", "因子", "步骤",
        "结果", "分量", "方向", "倍数", "下标", "索引", "方程", "记号", "符号", "范数", "误差", "想法", "思路",
    ], examples=["我们取查询向量为", "所以点积是", "首先，我们把查询代入分母", "接下来计算矩阵的元素",
                 "可以写 k_a = (1 + η)μ_a"]),
    # particles, read a character at a time as the lexicon reads Japanese and Korean
    entry("NEUTRAL", "ja", [
        # particles and auxiliaries
        "の", "が", "は", "を", "に", "と", "で", "や", "から", "ので", "なので", "する", "します", "して",
        # setting a name: "q = k_j とし", "q = k_a + k_b とすれば" (take q = …), as "let" and "take"
        "とし", "すれば", "とすれば",
        "なる", "となる", "です", "ます", "である", "であり", "だ", "とき", "この", "その", "これ", "それ", "ここ",
        "ここで", "こと", "ため", "ただし",
        # discourse
        "まず", "次に", "最後に", "また", "すると", "したがって",
        # verbs of choosing, writing, computing (a verb of Chinese origin reads with する: 代入する)
        "選ぶ", "選び", "選んで", "選択", "取る", "とる", "取り", "おく", "置く", "設定", "定義", "書く", "書き",
        "書ける", "表す", "計算", "代入", "使う", "用いる", "得る", "得られる", "注意", "思い出す", "考える", "展開",
        "簡約", "確認",
        # the problem's nouns
        "対称", "対称性", "積", "言い換えると", "言い換えれば", "キー", "クエリ", "ベクトル", "内積", "値", "出力", "入力", "重み", "スコア", "ロジット",
        "ソフトマックス",
        "アテンション", "スカラー", "パラメータ", "項", "分子", "分母", "式", "答え", "解答", "部分", "問題", "ヘッド", "トークン", "位置", "埋め込み", "行列",
        "成分", "係数", "共分散", "分布", "因子", "ステップ", "結果",
        "方向", "添字", "インデックス", "方程式", "記法", "ノルム", "誤差", "事実", "単位", "正規直交", "直交",
    ], examples=["キーの内積", "このとき", "まず、クエリを行列に代入する", "次に分母を計算する"]),
    entry("NEUTRAL", "ko", [
        # particles and endings
        "이", "는", "은", "가", "를", "을", "와", "과", "로", "으로", "의", "에", "에서", "에게", "도", "들", "다", "이다",
        # setting a name: "q_1 = μ_a 로 두면" (putting q_1 = μ_a), as "let"
        "두면", "두자", "두고",
        "이고", "이며", "이므로", "므로", "임을", "임에", "이라고", "라고", "한다", "하자", "하면", "하고", "하여", "해서",
        "된다", "이때", "그", "그리고", "때", "우리", "우리는", "우리가", "대해", "대하여",
        # discourse
        "먼저", "우선", "다음으로", "마지막으로", "여기서", "이제", "또한", "즉", "그러면", "따라서", "그러므로",
        # verbs of choosing, writing, computing (a verb of Chinese origin reads with 한다: 대입한다)
        "선택", "취한다", "고른다", "고르면", "놓자", "놓는다", "두자", "설정", "정의", "쓴다", "쓰면", "나타낸다",
        "계산", "대입", "사용", "이용", "얻는다", "얻으면", "주의", "기억", "생각", "고려", "전개", "확인",
        # the problem's nouns
        "대칭", "대칭성", "다시 말해", "다시 말하면", "키", "쿼리", "벡터", "내적", "값", "출력", "입력", "가중치", "점수", "스코어", "로짓", "소프트맥스",
        "어텐션",
        "스칼라", "매개변수", "파라미터", "항", "분자", "분모", "수식", "식", "답", "부분", "문제", "경우", "헤드", "토큰",
        "위치", "임베딩", "행렬", "성분", "계수", "공분산", "분포", "인자", "단계", "결과", "방향", "인덱스", "첨자",
        "방정식", "표기", "노름", "오차", "사실", "단위", "정규직교", "직교", "첫 번째",
    ], examples=["쿼리 벡터의 내적", "따라서 값은", "먼저 쿼리를 행렬에 대입한다", "다음으로 분모를 계산한다"]),
)
