"""Korean (read a syllable at a time)."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "ko", ["큰", "크", "클", "무한", "커", "크게"], examples=["t가 클 때", "t가 매우 크다", "t를 매우 크게 한다"],
          counterexamples=["t가 작다"]),
    entry("VAGUE", "ko", ["적당히 큰|크|클", "어느 정도 큰|크|클", "너무 크지 않", "약간 큰|크"],
          examples=["t는 적당히 큰 값", "t가 어느 정도 클 때"]),
    entry("SMALL", "ko", ["작", "0으로", "0에 가까", "가까울"], examples=["t가 작을 때", "t가 0으로 갈 때"]),
    entry("NEGATIVE_SIGN", "ko", ["음수"], examples=["t는 음수"]),
    entry("GREATER", "ko", ["보다 크|큰|클", "이상"], examples=["t는 1보다 크다"]),
    entry("LESS", "ko", ["보다 작", "이하", "미만"], examples=["t는 1보다 작다"]),
    entry("INTENSIFIER", "ko", ["매우", "아주", "충분히"], examples=["t가 매우 크다"]),
    entry("NEGATION", "ko", ["아니", "않"], examples=["t가 크지 않다"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "ko", ["모든", "임의의"], examples=["모든 t > 0"]),
)
ENTRIES += (
    # a relation said in words between two formulas
    entry("APPROX_WORDS", "ko", ["와 거의 같", "과 거의 같", "에 근사", "는 대략", "은 대략"], examples=["c_2 는 대략 u_a"]),
    entry("APPROXIMATELY", "ko", ["와 거의 같", "과 거의 같", "에 근사", "는 대략", "은 대략"], examples=["c_2 는 대략 u_a"]),
    entry("EQUALS_WORDS", "ko", ["와 같", "과 같"], examples=["c_2 와 같"]),
)
ENTRIES += (
    entry("GOAL", "ko", ["목표는", "원하는 것은", "우리는 원한다"], examples=["목표는 v_1 = u_b 이다"]),
    # the Korean goal follows its relation: "v_1 = u_b 가 되도록"
    entry("GOAL_AFTER", "ko", ["이 되도록", "가 되도록", "되도록", "이기를 원", "이길 원", "이 되어야", "가 되어야"],
          examples=["가 되도록 하고 싶다"]),
    entry("NECESSARY", "ko", ["이를 위해서는", "필요"], examples=["이를 위해서는 t_1 = t_2"]),
    entry("NECESSARY_AFTER", "ko", ["이|가 필요", "이어야 한다", "여야 한다"], examples=["이 필요하다", "이어야 한다"]),
    entry("MOOD_JOINT", "ko", ["그리고", "이고", "및"], examples=["s_j = s 그리고 s_i = 0"]),
    entry("KEYS_CHOSEN", "ko", ["선택한 두 키", "두 키"], examples=["선택한 두 키에 대해"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("EXCEPTION", "ko", ["제외", "무시", "를 제외하고", "을 제외하고"], examples=["1 + η < 0 인 경우는 무시"]),
)
ENTRIES += (
    # a condition said after its relation: "Φ(t_1) = Φ(t_2) 이면 …" supposes the relation
    entry("HYPOTHESIS_AFTER", "ko", ["이면", "라면", "이라면", "다면", "라고 가정하면", "이라고 가정하면", "라 가정하면",
                                     "라고 가정하자", "이라고 가정하자", "라고 하면", "라고 두면", "로 두면"],
          examples=["Φ(t_1) = Φ(t_2) 이면", "τ가 매우 크다면", "Φ(t_1) = Φ(t_2) 라고 가정하면",
                    "Φ(t_1) = Φ(t_2) 라고 가정하자", "t_1 ≠ t_2 에 대해 Φ(t_1) = Φ(t_2) 라고 하면"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "ko", ["귀류법"], examples=["귀류법으로"]),
)
ENTRIES += (
    entry("CASE_FOR", "ko", ["에 대해", "에 대하여", "일 때"], examples=["η > 0 에 대해 c ≈ v_a", "i = 1 에 대하여 α_1 ≈ 1", "t → ∞ 일 때"]),
    entry("CONTRADICTION_REACHED", "ko", ["모순", "불가능"], examples=["이는 모순이다", "모순이 생긴다", "불가능하다"]),
    entry("COUNTERFACTUAL", "ko", ["였다면", "었다면", "았다면", "했다면"],
          examples=["Φ 의 행이 같지 않았다면", "P 가 임의였다면", "키가 같게 했다면"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "ko", ["라고 생각할 수 있다", "라고 말할 수 있다", "라고 하는 사람도 있다"],
          examples=["c → ½(v_a + v_b) 라고 생각할 수 있다", "c_1 → v_a 라고 말할 수 있다", "Φ(t_1) = Φ(t_2) 라고 하는 사람도 있다"]),
)
ENTRIES += (
    entry("CONCLUSION", "ko", ["따라서", "그러므로", "즉"], examples=["따라서 t_1 = t_2"]),
    entry("CONSEQUENCE", "ko", ["따라서", "그러므로", "그러면", "그래서", "즉"],
          examples=["따라서 c → v_a", "그러므로 α_a = ½", "그러면 c → v_b"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "ko", ["양수", "양의"], examples=["η 가 양수일 때"]),
    entry("SIGN_NEGATIVE", "ko", ["음수", "음의"], examples=["η 가 음수일 때"]),
    entry("NOISE_WORD", "ko", ["노이즈", "잡음"], examples=["노이즈가 양수일 때"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "ko", ["표준편차", "분산", "평균", "기댓값"], examples=["η의 표준편차는 1/2", "분산은 2"]),
    entry("PROBABILITY_OF", "ko", ["확률로", "확률은", "확률"], examples=["확률 Φ(√2)로"]),
    # a particle that makes the name before it the owner of the noun after it ("η 의 표준편차"): that name is no value
    entry("OWNER_OF", "ko", ["의"], examples=["η 의 표준편차는 1/√2"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "ko", ["나머지 는|도?", "다른 키|점수|가중치 들? 은|는|도"],
          examples=["k_aᵀq₁ ≈ t(1+η), 나머지 ≈ 0", "다른 점수들은 ≈ 0"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "ko", ["가 아니라", "이 아니라"],
          examples=["입력은 P(X + Φ) 가 아니라 PX + Φ"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "ko", ["점수", "내적", "로짓"],
          examples=["점수 t(1+η)"]),
)
ENTRIES += (
    # a superlative ("the smallest t such that …"): a threshold, not where t goes; read before SMALL and LARGE,
    # whose characters it holds (小, 작)
    entry("VAGUE", "ko", ["가장 작", "가장 큰", "최소", "최대"], examples=["r ≤ ε 를 만족하는 가장 작은 t", "최소의 t"]),
)
ENTRIES += (
    # the words a case analysis and a probability said in words are read by (steps/cases.py, probability_words.py)
    entry("OTHERWISE", "ko", ["그렇지 않으면", "그렇지 않은 경우 에는?", "아니면"],
          examples=["η > 0이면 c → v_a, 그렇지 않으면 c → v_b"]),
    entry("EACH_OF", "ko", ["각각", "둘 다", "두 경우 모두", "각 경우"], examples=["각각 확률 1/2이다"]),
    entry("EQUALLY_LIKELY", "ko", ["동전 던지기"],
          examples=["c 는 동전 던지기처럼 v_a 또는 v_b 가 된다"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "ko", ["반반", "같은 확률", "동일한 확률", "확률 이 같"],
          examples=["η 가 대칭이므로 두 경우는 같은 확률로 일어난다"]),
    entry("THE_OTHERS", "ko", ["나머지", "다른"], examples=["나머지 가중치는 0으로 간다"]),
    entry("FOR_EVERY", "ko", ["모든", "임의의"], examples=["모든 P 에 대해"]),
    entry("VARIANCE", "ko", ["분산"], examples=["α_a 의 분산은 1/4 에 가까워진다"]),
    entry("STANDARD_DEVIATION", "ko", ["표준 편차"], examples=["η 의 표준편차는 ½"]),
    entry("VALUE_IS", "ko", ["는", "은", "이다"], examples=["η 의 표준편차는 ½"]),
)
ENTRIES += (
    # "1 + η > 0, 즉 η > −1": what the words restate (steps/sentence_facts.py reads it as a claim)
    entry("RESTATES", "ko", ["즉", "다시 말해", "다시 말하면"], examples=["1 + η > 0, 즉 η > −1"]),
)
ENTRIES += (
    # "k_bᵀq ≈ t 이다": a copula after a formula says nothing of the scale's size (language/word_directions.py)
    entry("COPULA", "ko", ["이다", "입니다", "이고", "이며", "이므로", "이 된다", "가 된다"], examples=["k_bᵀq ≈ t 이다"]),
)
