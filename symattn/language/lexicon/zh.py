"""Chinese (read a character at a time)."""

from symattn.language.lexicon import entry

ENTRIES = (
    # 比较大, 较大, 相对较大 are the plain way to say "large" in Chinese (real answers: "t 是一个比较大的常数"), not
    # a hedge as "moderately large" is: 适度, 适中, 中等, 不太 are
    entry("LARGE", "zh", ["大", "很大", "足够大", "非常大", "无穷", "无穷大", "趋于|趋向|趋近 无穷|∞", "巨大", "无限大",
                          "比较大", "较大", "相对较大", "相当大"],
          examples=["t 很大", "当 t 趋于无穷", "t 足够大时", "t 是一个比较大的常数", "t 相对较大"],
          counterexamples=["t 大于 0", "t 很小"]),
    entry("VAGUE", "zh", ["适度大", "适中", "不太大", "不要太大", "中等大小", "有点大"],
          examples=["t 适度大", "t 适中", "t 不太大"]),
    entry("SMALL", "zh", ["小", "很小", "非常小", "微小", "接近 于? 0|零", "趋于|趋近|趋向 于? 0|零", "无限接近 0|零"],
          examples=["t 很小", "t 趋于 0", "t 接近零"], counterexamples=["t 小于 1"]),
    entry("LARGE_NEGATIVE", "zh", ["很大的负数"], examples=["t 是很大的负数"]),
    entry("NEGATIVE_SIGN", "zh", ["负数", "负的", "负"], examples=["t 为负数"]),
    entry("BOUNDED", "zh", ["固定", "有限", "常数"], examples=["t 固定"]),
    entry("MUCH_GREATER", "zh", ["远 远? 大于|大於|超过", "远远 大于", "大大 超过", "≫"],
          examples=["t 远大于 1", "t 远远大于 1"], counterexamples=["t 大于 1"]),
    entry("MUCH_LESS", "zh", ["远 远? 小于|小於|低于"], examples=["t 远小于 1"], counterexamples=["t 小于 1"]),
    entry("GREATER", "zh", ["大于", "大於", "超过", "高于", "不小于", "大于等于", "至少"],
          examples=["t 大于 0", "t 超过 100"]),
    entry("LESS", "zh", ["小于", "小於", "低于", "不大于", "小于等于", "至多", "不超过"],
          examples=["t 小于 1", "t 低于 0.01"]),
    entry("INTENSIFIER", "zh", ["很", "非常", "十分", "极", "足够", "特别"], examples=["t 非常大"]),
    entry("IFF", "zh", ["当且仅当"], examples=["c → v_a 当且仅当 η > 0"]),
    entry("ANALOGOUS", "zh", ["同理", "类似", "类似地", "同样"], examples=["加 u_c 时同理"]),
    entry("NUMBER_NOUN", "zh", ["位置", "整数"], examples=["两个位置 s ≠ t"]),
    entry("NEGATION", "zh", ["不", "没有", "不是", "并非"], examples=["t 不大"]),
    entry("HYPOTHESIS", "zh", ["如果", "假如", "假设", "若", "加上", "添加", "例如", "比如"], examples=["如果 t 很小"]),
    entry("ALTERNATIVE", "zh", ["或者", "或"], examples=["或者 q = 2t(k_a + k_b)"]),
    entry("COMMIT", "zh", ["取", "令", "设", "选"], examples=["取 q = t(k_a + k_b)"]),
    entry("MOOD_BREAK", "zh", ["，", "；", "：", "所以", "因此", "但", "但是", "于是"], examples=["所以 q = …"]),
    entry("CONDITION", "zh", ["如果", "假设", "若", "当", "只要"], examples=["当 η > 0 时", "只要 1+η>0，就有 c_1 → v_a"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "zh", ["对任意", "对所有", "任意", "对于任意", "对于所有"], examples=["对任意 t > 0"]),
)
ENTRIES += (
    entry("RESTATES", "zh", ["即", "也就是说", "亦即"], examples=["即 Φ = PΦ"]),
)
ENTRIES += (
    # "A only if B": B is what A needs; A itself is not claimed
    entry("ONLY_IF_AFTER", "zh", ["仅当", "当且仅当", "只有当", "只在"], examples=["cos(m) = 1 仅当 m ∈ 2πℤ"]),
)
ENTRIES += (
    # a relation said in words between two formulas
    entry("APPROX_WORDS", "zh", ["约等于", "近似于", "近似等于", "大约是", "约为", "近似", "趋于", "趋向"],
          examples=["c_2 近似于 u_a", "c₂ 近似 u_a", "c_2 趋于 u_a"]),
    entry("APPROXIMATELY", "zh", ["约等于", "近似于", "近似等于", "大约是", "约为", "几乎"], examples=["c_2 近似于 u_a", "几乎等于 v_a"]),
    entry("EQUALS_WORDS", "zh", ["等于"], examples=["c_2 等于 u_a"]),
)
ENTRIES += (
    entry("GOAL", "zh", ["我们希望", "希望", "我们想", "想要", "我们要", "我们需要", "需要", "使得", "以便", "为了使",
                         "目标是", "我们的目标是", "要求"],
          examples=["我们希望 v_1 = u_b", "使得 c_2 ≈ u_b"], counterexamples=["我们有 v_1 = u_b"]),
    entry("NECESSARY", "zh", ["这需要", "这将需要", "这要求", "只有当", "仅当", "必须"],
          examples=["这需要 cos(t_1 − t_2) = 1"]),
    entry("MOOD_JOINT", "zh", ["和", "且", "并且", "而且", "同时", "以及", "与"],
          examples=["假设 s_j = s 且 s_i = 0", "我们希望 v_1 = u_b 和 v_3 = u_b − u_c"],
          counterexamples=["所以"]),
    entry("KEYS_CHOSEN", "zh", ["这两个键", "选中的两个键", "选定的两个键", "两个选定的键", "所选的键", "这两个 key"],
          examples=["对这两个键", "对于选中的两个键"]),
    entry("ADDS", "zh", ["加到", "加上", "加入", "加"], examples=["把 u_c 加到 x_2 上", "加 u_c 时同理"]),
)
ENTRIES += (
    entry("SUPPOSE", "zh", ["假设", "假定"], examples=["假设 s_j = s"]),
)
ENTRIES += (
    entry("ASYMPTOTIC", "zh", ["渐近", "渐近地", "极限下", "在极限下", "可忽略", "趋于零", "消失"],
          examples=["其他权重趋于零，c = α_a v_a", "渐近地 c = v_a"]),
    entry("TURNED_FROM", "zh", ["而不是", "而非", "不同于", "相比于", "相比"], examples=["而不是稳定在中点"]),
    entry("IN_THIS_PART", "zh", ["这里", "此处", "现在", "本题", "这次"], examples=["这里 c → v_a"]),
    entry("PROBABILITY_OF", "zh", ["概率为", "概率是", "的概率", "概率"], examples=["概率为 Φ(√2)", "两者概率各为 1/2"]),
    entry("OWNER_OF", "zh", ["的"], examples=["η 的标准差是 1/√2"]),
    entry("EACH_OF", "zh", ["各", "每", "每种情况", "两种情况", "均"], examples=["各自概率为 1/2", "两者概率均为 1/2"]),
    entry("EQUALLY_LIKELY", "zh", ["抛硬币", "掷硬币"],
          examples=["c 就像抛硬币"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "zh", ["各占一半", "概率相等", "等概率", "一半一半", "一半的样本", "一半的采样"],
          examples=["两种情况各占一半", "一半的样本给出 v_a"]),
    entry("NEGATED_CLAIM", "zh", ["不可能让", "不可能使", "不可能得到", "无法让", "无法使", "无法得到", "不能让", "不能使",
                                  "不是", "不会"],
          examples=["因此不可能让 $c_2 \\approx u_b$", "无法得到 $c_2 \\approx u_b$"]),
    entry("FOR_EVERY", "zh", ["对任意", "对所有", "对于任意", "对于所有", "对任何", "任意", "所有"],
          examples=["对任意 P 都有"]),
    entry("TRAILING_DEFINITION", "zh", ["其中", "当", "取"], examples=["其中 q = t k_j"]),
    entry("SUPPOSED_BY_WHAT_FOLLOWS", "zh", ["将需要", "会要求", "意味着需要"], examples=["cos(D) = 1 将需要 D 是 2π 的倍数"]),
    entry("OTHERWISE", "zh", ["否则", "反之"], examples=["η > 0 时 c → v_a，否则 c → v_b"]),
    entry("THE_OTHERS", "zh", ["其他", "其余", "其它", "剩下", "其他的", "剩余", "剩余的"],
          examples=["其他 α_i → 0", "其余的权重", "剩余质量 1 − α_a = 1/(e^t + n − 1)"]),
    entry("KEYS_OTHER", "zh", ["除了", "除", "以外", "之外", "其他", "其余"], examples=["除了这两个键"]),
)
ENTRIES += (
    entry("THEN", "zh", ["所以", "因此", "于是", "那么", "则"], examples=["如果 η > 0 那么 c → v_a"]),
)
ENTRIES += (
    entry("PURPOSE", "zh", ["为了", "为了得到", "要得到", "想得到"], examples=["为了得到 c_2 ≈ u_b"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("OTHER_CASE", "zh", ["另一种情况", "负的情况", "相反的情况", "另一情况"], examples=["忽略另一种情况"]),
    entry("EXCEPTION", "zh", ["忽略", "除了", "除去", "不考虑", "排除"], examples=["忽略 1 + η < 0 的情况"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "zh", ["反证", "假设相反"], examples=["用反证法"]),
)
ENTRIES += (
    # a derivation's conclusion said in words: what a steps rubric may require not to be said (`unsaid`)
    entry("LARGE_SPREAD", "zh", ["方差很大", "方差大", "方差较大", "不稳定", "跳来跳去"], examples=["c 的方差很大"]),
    entry("SMALL_SPREAD", "zh", ["方差很小", "方差小", "方差趋于 0|零", "稳定", "没有方差"], examples=["c 的方差很小"]),
    entry("NO_HELP", "zh", ["没有帮助", "不能帮助", "无济于事", "不起作用", "仍然是置换等变"], examples=["位置编码没有帮助"]),
    entry("CAN_COINCIDE", "zh", ["可以相同", "可能相同", "可以相等", "可能相等", "会重合"], examples=["两个位置可以相同"]),
)
ENTRIES += (
    entry("CASE_FOR", "zh", ["对于", "当"], examples=["对于 η > 0, c ≈ v_a", "当 i = 1: α_1 ≈ 1", "对于 t → ∞"]),
    entry("CONTRADICTION_REACHED", "zh", ["矛盾", "不可能"], examples=["这与假设矛盾", "得出矛盾", "这是不可能的"]),
    entry("COUNTERFACTUAL", "zh", ["要是", "假如", "倘若"], examples=["要是 Φ 有相同的行", "假如 P 是任意的", "倘若键相等"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "zh", ["有人可能会说", "有人会说", "有人认为", "可能会以为", "我的同学说"],
          examples=["有人可能会说 c → ½(v_a + v_b)", "有人认为 c_1 → v_a", "我的同学说 Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    entry("CONCLUSION", "zh", ["所以", "因此", "于是", "从而", "即", "推出", "意味着", "得到", "可得"], examples=["所以 t_1 = t_2"]),
    entry("CONSEQUENCE", "zh", ["所以", "因此", "于是", "那么", "从而", "则", "可得", "得到"],
          examples=["所以 c → v_a", "因此 α_a = ½", "那么 c → v_b"]),
)
ENTRIES += (
    entry("ALIKE", "zh", ["与 log n 同阶", "同阶", "量级相当", "和 n 相当"], examples=["t 与 log n 同阶", "t 和 log n 量级相当"]),
    entry("SLOWER", "zh", ["增长得比", "比 log n 慢"], examples=["t 增长得比 log n 慢"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "zh", ["为正", "是正的", "是正数", "为正数", "大于零"], examples=["当 η 为正时", "η 是正的"]),
    entry("SIGN_NEGATIVE", "zh", ["为负", "是负的", "是负数", "为负数", "小于零"], examples=["当 η 为负时", "η 是负的"]),
    entry("NOISE_WORD", "zh", ["噪声", "噪音"], examples=["当噪声为正时"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "zh", ["而不是", "而非"], examples=["方差趋于 ¼ 而不是 0", "而非 c → v_a"]),
)
ENTRIES += (
    entry("OUTPUT_NOUN", "zh", ["输出", "结果", "注意力输出"], examples=["输出约等于 v_a", "结果是 v_b", "注意力输出为 v_a"]),
    entry("EXACTLY", "zh", ["恰好", "正好", "精确"], examples=["输出恰好是 v_a", "正好等于 v_b", "精确为 v_a"]),
    entry("IMPLIES", "zh", ["意味着", "推出", "蕴含"], examples=["PΦ = Φ 意味着 P = I"]),
    entry("EQUIVALENT", "zh", ["当且仅当", "等价于"], examples=["PΦ = Φ 当且仅当 P = I"]),
)
ENTRIES += (
    # a relation the words after it deny is claimed: "W_Q = W_K 不是假设", "… 不一定成立", "… 并不要求"
    entry("DENIED_AFTER", "zh", ["不一定成立", "未必成立", "不必成立", "并不成立", "不是假设", "并非假设", "并不假设",
                                 "不被假设", "不是必要的", "不是必须的", "并不要求", "不要求", "没有假设"],
          examples=["W_Q = W_K 不一定成立", "W_Q = W_K 并不要求", "W_Q = W_K 不是假设"],
          counterexamples=["W_Q = W_K 成立"]),
)
ENTRIES += (
    # "由 A 可得 B": A is a premise, and what follows rests on it (language/suppositions.py)
    entry("FROM_PREMISE", "zh", ["由", "从"], examples=["由 Φ(t_1) = Φ(t_2) 可得"]),
    entry("IT_FOLLOWS", "zh", ["可得", "得到", "推出", "可知", "得"], examples=["可得 sin t_1 = sin t_2"],
          counterexamples=["所以"]),
)
ENTRIES += (
    # a sentence that opens with it speaks of what is, not of what was supposed: a supposition's scope ends
    entry("BACK_TO_FACT", "zh", ["实际上", "事实上", "其实"], examples=["实际上 α_a = 1"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "zh", ["标准差", "方差", "均值", "期望"], examples=["η 的标准差为 1/2", "方差为 2"]),
    entry("VARIANCE", "zh", ["方差"], examples=["α_a 的方差趋于 1/4"]),
    entry("STANDARD_DEVIATION", "zh", ["标准差"], examples=["η 的标准差是 ½"]),
    entry("VALUE_IS", "zh", ["是", "为", "等于"], examples=["η 的标准差是 ½"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "zh", ["其余 的? 键|分数|得分|权重|内积|点积? 都|均?", "其他 的? 键|分数|得分|权重|内积|点积? 都|均?",
                                 "其它 的? 都|均?", "剩下 的? 都|均?"],
          examples=["k_aᵀq₁ ≈ t(1+η)，其余 ≈ 0", "其他键的得分都 ≈ 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "zh", ["有 同学 说|认为|声称", "我 的? 朋友|同学|同伴 说|认为|声称", "有人 说|声称", "某 同学 说|认为|声称"],
          examples=["有同学认为 H_perm = PHP^⊤", "我朋友说 c → v_a", "有人声称 t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "zh", ['不等于', '不同于', "而不是", "，而不是", "而非", "，而非", "，不是"],
          examples=["输入是 PX + Φ，而不是 P(X + Φ)", "PX + Φ 而非 P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "zh", ["只有", "仅当", "当且仅当", "只在", "仅在"],
          examples=["只有当 η < −1 时才不成立", "当且仅当 n = 2"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "zh", ["分数", "得分", "打分", "内积", "点积"],
          examples=["得分 t(1+η)", "内积为 β²"]),
)
ENTRIES += (
    # a superlative ("the smallest t such that …"): a threshold, not where t goes; read before SMALL and LARGE,
    # whose characters it holds (小, 작)
    entry("VAGUE", "zh", ["最小", "最小的", "最大", "最大的"], examples=["满足 r ≤ ε 的最小的 t", "最小 t"]),
)
