"""Japanese (read a character at a time)."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "ja", ["大き", "大きい", "無限大", "巨大", "無限"], examples=["t が大きいとき", "t を無限大にする"],
          counterexamples=["t が小さいとき"]),
    entry("VAGUE", "ja", ["適度に大き", "そこそこ大き", "ほどほどに大き", "ある程度大き", "大きすぎない", "やや大き"],
          examples=["t が適度に大きいとき", "t はそこそこ大きい"]),
    entry("SMALL", "ja", ["小さ", "小さい", "無限 に? 0", "0 に 近"], examples=["t が小さいとき", "t を 0 に近づける"]),
    # the value comes before より: read, it is a comparison; its value is not read here, so it is never a size
    entry("GREATER", "ja", ["より 大き|大きい|ずっと大き|はるかに大き", "以上"], examples=["t は 1 より大きい"]),
    entry("LESS", "ja", ["より 小さ|小さい|ずっと小さ|はるかに小さ", "以下", "未満"], examples=["t は 1 より小さい"]),
    entry("INTENSIFIER", "ja", ["とても", "非常に", "十分", "かなり"], examples=["t が十分大きい"]),
    entry("NEGATION", "ja", ["ない", "ません"], examples=["t は大きくない"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "ja", ["任意の", "すべての"], examples=["任意の t > 0"]),
)
ENTRIES += (
    # a relation said in words between two formulas
    entry("APPROX_WORDS", "ja", ["にほぼ等しい", "に近似", "はほぼ", "≒"], examples=["c_2 はほぼ u_a"]),
    entry("APPROXIMATELY", "ja", ["にほぼ等しい", "に近似", "はほぼ", "≒"], examples=["c_2 はほぼ u_a"]),
    entry("EQUALS_WORDS", "ja", ["に等しい"], examples=["c_2 は u_a に等しい"]),
)
ENTRIES += (
    entry("GOAL", "ja", ["目標は", "目標 は", "欲しいのは", "求めたいのは", "ほしいのは"],
          examples=["目標は v_1 = u_b です"]),
    # the Japanese goal follows its relation: "v_1 = u_b となるようにしたい"
    entry("GOAL_AFTER", "ja", ["と なる よう に", "に なる よう に", "となるように", "になるように", "よう に したい",
                               "ようにしたい", "と したい", "としたい", "にしたい", "であってほしい", "が 欲しい"],
          examples=["となるようにしたい", "にしたい"]),
    entry("NECESSARY", "ja", ["これには", "そのためには", "必要"], examples=["これには t_1 = t_2 が必要"]),
    # the Japanese necessary condition follows its relation: "全ての i で cos(ω_iΔ) = 1 が必要だが"
    entry("NECESSARY_AFTER", "ja", ["が 必要", "が必要", "で ある 必要 が ある", "である必要がある"],
          examples=["が必要だが", "である必要がある"]),
    entry("MOOD_JOINT", "ja", ["かつ", "そして", "と"], examples=["s_j = s かつ s_i = 0"]),
    entry("KEYS_CHOSEN", "ja", ["選んだ2つのキー", "この2つのキー", "選ばれたキー"], examples=["選んだ2つのキーについて"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("EXCEPTION", "ja", ["を除いて", "を無視", "無視して", "除外"], examples=["1 + η < 0 の場合を無視して"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "ja", ["背理法"], examples=["背理法で示す"]),
)
ENTRIES += (
    entry("CASE_FOR", "ja", ["について", "に対して", "のとき"], examples=["η > 0 について c ≈ v_a", "i = 1 に対して α_1 ≈ 1", "t → ∞ のとき"]),
    entry("CONTRADICTION_REACHED", "ja", ["矛盾", "不可能"], examples=["これは矛盾する", "矛盾が生じる", "不可能である"]),
    entry("COUNTERFACTUAL", "ja", ["だったら", "であったなら", "としたら", "かったら"],
          examples=["Φ の行が等しかったとしたら", "P が任意だったら", "鍵が等しいであったなら"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "ja", ["と思うかもしれない", "と考える人もいる", "と言う人もいる", "と言いたくなる"],
          examples=["c → ½(v_a + v_b) と思うかもしれない", "c_1 → v_a と考える人もいる", "Φ(t_1) = Φ(t_2) と言いたくなる"]),
)
ENTRIES += (
    entry("CONCLUSION", "ja", ["よって", "したがって", "つまり", "すなわち"], examples=["よって t_1 = t_2"]),
    entry("CONSEQUENCE", "ja", ["したがって", "よって", "ゆえに", "すると", "それなら", "従って"],
          examples=["したがって c → v_a", "よって α_a = ½", "すると c → v_b"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "ja", ["が正", "は正", "正の"], examples=["η が正のとき", "η は正"]),
    entry("SIGN_NEGATIVE", "ja", ["が負", "は負", "負の"], examples=["η が負のとき", "η は負"]),
    entry("NOISE_WORD", "ja", ["ノイズ", "雑音"], examples=["ノイズが正のとき"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K は仮定しない", "… とは限らない"
    entry("DENIED_AFTER", "ja", ["は 仮定 し ない", "は仮定しない", "は仮定されていない", "は仮定していない",
                                 "とは限らない", "は必要ない", "は要求されない", "は成り立つとは限らない",
                                 # "λ_1 + λ_3 = 1 と矛盾する": what the derivation contradicts, no claim of it
                                 "と矛盾する", "と矛盾し", "に矛盾する", "に反する"],
          examples=["W_Q = W_K は仮定しない", "W_Q = W_K とは限らない", "u_b の係数 λ_1 + λ_3 = 1 と矛盾する"],
          counterexamples=["W_Q = W_K は成り立つ"]),
)
ENTRIES += (
    # "仮に A とすると B": a supposition, and what follows rests on it (language/suppositions.py)
    entry("SUPPOSE", "ja", ["仮に", "仮定する", "と仮定"], examples=["仮に Φ(t_1) = Φ(t_2) とすると"]),
    entry("HYPOTHESIS_AFTER", "ja", ["と す る と", "と お く と", "と 仮 定 す る と", "と 仮 定 す る", "と す る"],
          examples=["Φ(t_1) = Φ(t_2) とすると", "Φ(t_1) = Φ(t_2) と仮定する", "仮に Φ(t_1) = Φ(t_2) とする。"],
          counterexamples=["c_2 ≈ u_a となる"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "ja", ["実際には", "実際", "本当は"], examples=["実際には α_a = 1"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "ja", ["標準偏差", "分散", "平均", "期待値"], examples=["η の標準偏差は 1/2", "分散は 2"]),
    entry("PROBABILITY_OF", "ja", ["確率", "の確率で", "確率は"], examples=["確率 Φ(√2) で"]),
    entry("OWNER_OF", "ja", ["の"], examples=["η の標準偏差は 1/√2"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "ja", ["他 の 鍵|キー|スコア|重み|内積 は|も", "他 は|も", "その 他 は|も?", "残り は|も?",
                                 "残り の 鍵|キー|スコア|重み は|も"],
          examples=["k_aᵀq₁ ≈ t(1+η)、他の鍵は ≈ 0", "残りは ≈ 0"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "ja", ["ではなく", "、ではなく"],
          examples=["入力は PX + Φ であり P(X + Φ) ではなく"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "ja", ["のみ", "だけ", "場合に限り", "ときに限り"],
          examples=["η < −1 のときだけ成り立たない", "n = 2 の場合に限り"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "ja", ["スコア", "内積", "ロジット"],
          examples=["スコア t(1+η)"]),
)
ENTRIES += (
    # a superlative ("the smallest t such that …"): a threshold, not where t goes; read before SMALL and LARGE,
    # whose characters it holds (小, 작)
    entry("VAGUE", "ja", ["最小", "最小の", "最も 小さ", "最大", "最も 大き"], examples=["r ≤ ε となる最小の t", "最も小さい t"]),
)
ENTRIES += (
    # the words a case analysis and a probability said in words are read by (steps/cases.py, probability_words.py)
    entry("OTHERWISE", "ja", ["そうでなければ", "そうでないなら", "そうでない 場合 は?", "さもなければ"],
          examples=["η > 0 なら c → v_a、そうでなければ c → v_b"]),
    entry("EACH_OF", "ja", ["それぞれ", "各々", "どちら も", "両方 と も?"], examples=["それぞれ確率 1/2 で起こる"]),
    entry("EQUALLY_LIKELY", "ja", ["コイン投げ", "コイントス"],
          examples=["c はコイントスのように v_a か v_b になる"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "ja", ["等確率", "五分五分", "半々", "同じ 確率", "確率 は 等しい"],
          examples=["η は対称なので二つの場合は等確率"]),
    entry("THE_OTHERS", "ja", ["他 の", "その 他", "残り の?", "それ 以外 の"], examples=["他の重みは 0 に近づく"]),
    entry("FOR_EVERY", "ja", ["任意 の", "すべて の", "全て の"], examples=["任意の P について"]),
    entry("VARIANCE", "ja", ["分散"], examples=["α_a の分散は 1/4 に近づく"]),
    entry("STANDARD_DEVIATION", "ja", ["標準 偏差"], examples=["η の標準偏差は ½"]),
    entry("VALUE_IS", "ja", ["は", "が", "で あり"], examples=["η の標準偏差は ½"]),
)
ENTRIES += (
    # "1 + η > 0、すなわち η > −1": what the words restate (steps/sentence_facts.py reads it as a claim)
    entry("RESTATES", "ja", ["すなわち", "つまり", "言い換えると", "言い換えれば"], examples=["1 + η > 0、すなわち η > −1"]),
)
ENTRIES += (
    # "k_bᵀq ≈ t である": a copula after a formula says nothing of the scale's size (language/word_directions.py)
    entry("COPULA", "ja", ["で ある", "です", "だ", "と なる", "に なる", "と なり ます", "に なり ます"],
          examples=["k_bᵀq ≈ t である", "k_bᵀq ≈ t となる"]),
)
