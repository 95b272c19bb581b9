"""Russian and Ukrainian."""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("LARGE", "ru", ["велик*", "больш*", "бесконечн*", "огромн*", "стремится к бесконечности"],
          examples=["t велико", "t стремится к бесконечности"], counterexamples=["t мало"]),
    entry("VAGUE", "ru", ["умеренно|относительно|сравнительно больш*|велик*", "не слишком больш*|велик*"],
          examples=["t умеренно большое", "t не слишком большое"]),
    entry("SMALL", "ru", ["мал*", "стремится к нулю|0", "близко к нулю|0", "крошечн*"],
          examples=["t мало", "t стремится к нулю"]),
    entry("MUCH_GREATER", "ru", ["намного|гораздо|много|значительно больше"], examples=["t намного больше 1"]),
    entry("MUCH_LESS", "ru", ["намного|гораздо|много|значительно меньше"], examples=["t гораздо меньше 1"]),
    entry("GREATER", "ru", ["больше", "более", "не меньше"], examples=["t больше 0"]),
    entry("LESS", "ru", ["меньше", "менее", "не больше"], examples=["t меньше 1"]),
    entry("INTENSIFIER", "ru", ["очень", "дуже", "достаточно", "крайне"], examples=["t очень велико"]),
    entry("IFF", "ru", ["тогда и только тогда ,? когда", "если и только если"], examples=["c → v_a тогда и только тогда, когда η > 0"]),
    entry("NUMBER_NOUN", "ru", ["позиции", "позиций", "позиция", "целые", "целых", "индексы"], examples=["для двух позиций s ≠ t"]),
    entry("NEGATION", "ru", ["не", "нет", "ни"], examples=["t не велико"]),
    entry("HYPOTHESIS", "ru", ["если", "предположим", "например"], examples=["если t мало"]),
)
ENTRIES += (
    # a relation said in words between two formulas: "c_2 aproxima u_a" is c_2 ≈ u_a
    entry("APPROX_WORDS", "ru", ["приближается к", "примерно равно", "приблизительно равно", "стремится к", "сходится к"], examples=["c_2 примерно равно u_a"]),
    entry("APPROXIMATELY", "ru", ["приближается к", "примерно равно", "приблизительно равно", "стремится к", "сходится к"], examples=["c_2 примерно равно u_a"]),
    entry("EQUALS_WORDS", "ru", ["равно", "равен", "равна", "равны"], examples=["c_2 равно u_a", "веса равны ½"]),
)

ENTRIES += (
    # a value left free: "q = t(k_a + k_b) for any t > 0" claims it for every t, so says no scale grows
    entry("EVERY_VALUE", "ru", ["для любого|любых|всех|каждого"], examples=["для любого t > 0"]),
)
ENTRIES += (
    entry("CONDITION", "ru", ["если", "предположим", "допустим", "когда", "при условии"],
          examples=["если η > 0", "предположим k_j^⊤q = s"]),
    entry("GOAL", "ru", ["мы хотим", "хотим", "нам нужно", "нам надо", "мы хотим|хотим ,? чтобы", "чтобы",
                         "наша цель", "цель"],
          examples=["Мы хотим v_1 = u_b", "чтобы c_2 ≈ u_b"], counterexamples=["имеем v_1 = u_b"]),
    entry("NECESSARY", "ru", ["нужно было бы", "потребовалось бы", "должно было бы", "это|что потребовало бы|требует|потребует", "требует", "только если", "необходимо",
                              "нужно", "надо", "нужна", "нужен", "нужны", "потребовалось бы"],
          examples=["это потребовало бы cos(t_1 − t_2) = 1"]),
    entry("MOOD_JOINT", "ru", ["и", "а также", "в то время как", "и что"],
          examples=["предположим s_j = s и s_i = 0", "мы хотим v_1 = u_b и v_3 = u_b − u_c"],
          counterexamples=["значит"]),
    entry("KEYS_CHOSEN", "ru", ["двух|двум выбранных|выбранным ключей|ключам", "обоих ключей", "обоим ключам",
                                "выбранных ключей"],
          examples=["для двух выбранных ключей"]),
)
ENTRIES += (
    entry("SUPPOSE", "ru", ["предположим", "допустим"], examples=["предположим s_j = s"]),
)
ENTRIES += (
    entry("THEN", "ru", ["то", "имеем", "получаем", "тогда", "значит", "поэтому", "следовательно"], examples=["если η > 0, тогда c → v_a"]),
)
ENTRIES += (
    entry("PURPOSE", "ru", ["чтобы получить|иметь", "для того чтобы", "для того , чтобы"],
          examples=["чтобы получить c_2 ≈ u_b"]),
)
ENTRIES += (
    # a case set aside: "en ignorant le cas 1 + η < 0" is no condition the claims are checked under
    entry("EXCEPTION", "ru", ["кроме", "за исключением", "игнорируя", "пренебрегая", "не считая"], examples=["игнорируя случай 1 + η < 0"]),
)
ENTRIES += (
    # a proof by contradiction: what follows holds in the case supposed, until the contradiction is reached
    entry("FOR_CONTRADICTION", "ru", ["от противного"], examples=["Предположим от противного"]),
)
ENTRIES += (
    entry("CASE_FOR", "ru", ["для", "при"], examples=["c ≈ v_a при η > 0", "для i = 1: α_1 ≈ 1", "предел при t → ∞"]),
    entry("CONTRADICTION_REACHED", "ru", ["противореч*", "абсурд*", "невозможно"],
          examples=["что является противоречием", "это противоречит t_1 ≠ t_2", "получаем противоречие"]),
    entry("COUNTERFACTUAL", "ru", ["бы", "было бы"],
          examples=["если бы Φ имела равные строки", "если бы P была произвольной", "было бы равно"]),
)
ENTRIES += (
    entry("HYPOTHESIS", "ru", ["можно подумать", "кто-то может сказать|подумать", "кто то может сказать",
                               "заманчиво сказать|думать", "мой однокурсник говорит|считает"],
          examples=["можно подумать, что c → ½(v_a + v_b)", "заманчиво сказать, что c_1 → v_a",
                    "мой однокурсник говорит, что Φ(t_1) = Φ(t_2)"]),
)
ENTRIES += (
    entry("CONCLUSION", "ru", ["значит", "следовательно", "поэтому", "то есть", "откуда", "получаем", "означает"], examples=["значит t_1 = t_2"]),
    entry("CONSEQUENCE", "ru", ["имеем", "получим", "тогда", "значит", "поэтому", "следовательно", "итак", "получаем"],
          examples=["Тогда c → v_a", "Значит α_a = ½", "Следовательно c → v_b"]),
)
ENTRIES += (
    entry("SIGN_POSITIVE", "ru", ["положительн*"], examples=["если η положительно"]),
    entry("SIGN_NEGATIVE", "ru", ["отрицательн*"], examples=["если η отрицательно"]),
    entry("NOISE_WORD", "ru", ["шум"], examples=["если шум положителен"]),
)
ENTRIES += (
    # a statistic named by its word: what a number said of it ("η has standard deviation ½") claims is not read
    entry("STATISTIC", "ru", ["стандартное отклонение", "дисперсия", "дисперсией", "дисперсии", "среднее", "среднего",
                              "среднему", "средних", "математическое ожидание"],
          examples=["стандартное отклонение 1/2", "с дисперсией 2", "дисперсии выхода", "средних ключей"]),
)
ENTRIES += (
    # the keys a list of scores did not name, as the subject of a relation ("k_aᵀq = t, the rest ≈ 0")
    entry("OTHER_SCORES", "ru", ["все? остальные", "все? остальные скоры|логиты|оценки|веса|произведения", "остальные ключи|скоры|веса|произведения", "все прочие"],
          examples=["k_aᵀq ≈ t, остальные ≈ 0", "все остальные веса → 0"]),
)
ENTRIES += (
    # a claim reported as someone else's, set up to be weighed or refuted: never the writer's own
    entry("HYPOTHESIS", "ru", ["один|одна|мой|моя? студент|студентка|однокурсник|однокурсница|друг|подруга|коллега|товарищ говорит|считает|утверждает|думает|пишет|сказал|сказала|утверждал|утверждала что?",
                               "некоторые говорят|считают|утверждают что?", "кто-то говорит|считает|утверждает что?"],
          examples=["один студент утверждает, что H_perm = PHP^⊤", "некоторые говорят, что c → v_a", "мой друг сказал, что t = 1"]),
)
ENTRIES += (
    # two formulas set against each other in words: "the input is PX + Φ, not P(X + Φ)" says PX + Φ ≠ P(X + Φ)
    entry("UNEQUAL_WORDS", "ru", ['не равно', 'не равен', 'отличается от', ", а не", "а не", ", вместо", "вместо"],
          examples=["вход равен PX + Φ, а не P(X + Φ)"]),
)
ENTRIES += (
    # a condition that may be a remark, a conclusion or the premise ("this fails only when η < −1"): read both ways
    entry("EITHER_WAY", "ru", ["только", "лишь", "тогда и только тогда"],
          examples=["нарушается это только при η < −1", "α_a = ½ лишь при n = 2"]),
)
ENTRIES += (
    # the score of a key, named before its value: "logits t(1+η) for a", "(score β²)" (steps/score_words.py)
    entry("SCORE_NOUN", "ru", ["скор", "логит", "логиты", "скалярное произведение", "произведение"],
          examples=["логит t(1+η) для a"]),
)
ENTRIES += (
    # the key a score is said of, after its value: "t(1+η) for a", "2β² con k₃"
    entry("SCORE_OF", "ru", ["для", "с", "у"],
          examples=["t(1+η) для a"]),
)
ENTRIES += (
    # the words a case analysis and a probability said in words are read by (steps/cases.py, probability_words.py)
    entry("OTHERWISE", "ru", ["иначе", "а иначе", "в противном случае", "в обратном случае"],
          examples=["если η > 0, то c → v_a, иначе c → v_b"]),
    entry("AT_THAT_VALUE", "ru", ["при|для этом|таком|этого|такого", "при этом значении"],
          examples=["При этом t имеем 2e^t + n − 2 = 400", "для такого t"]),
    entry("PROBABILITY_OF", "ru", ["с вероятностью", "вероятность", "вероятность равна", "имеет вероятность"],
          examples=["с вероятностью 1/2", "вероятность равна Φ(√2)"]),
    # "вероятность каждого исхода 1/2": "each" may come between the words and the value
    entry("EACH_OF", "ru", ["каждый", "каждая", "каждое", "каждого", "каждый случай", "каждого исхода|случая",
                            "каждый из случаев|исходов", "оба", "обе", "оба случая"],
          examples=["каждый случай с вероятностью 1/2", "вероятность каждого исхода 1/2"]),
    entry("EQUALLY_LIKELY", "ru", ["орёл или решка", "орел или решка", "подбрасывание монеты", "как монетка"],
          examples=["c — это орёл или решка между v_a и v_b"]),  # a coin flip: two cases, each with probability ½
    entry("EQUALLY_LIKELY", "ru", ["равновероятно", "равновероятны", "с равной вероятностью", "пятьдесят на пятьдесят",
                                   "в половине случаев",
                                   "50 на 50"],
          examples=["η симметрично, поэтому оба случая равновероятны"]),
    entry("THE_OTHERS", "ru", ["остальные", "остальных", "остальным", "остальное", "другие", "других", "прочие",
                               "прочих"],
          examples=["остальные веса → 0"]),
    entry("OTHER_CASE", "ru", ["другой|противоположный|отрицательный случай"], examples=["игнорируя другой случай"]),
    entry("IMPLIES", "ru", ["влечёт", "влечет", "влекут", "означает", "означают", "вынуждает"],
          examples=["PΦ = Φ влечёт P = I"]),
    entry("IT_FOLLOWS", "ru", ["следует", "отсюда следует", "откуда", "получаем"],
          examples=["откуда t_1 − t_2 ∈ 2πℤ"], counterexamples=["тогда"]),
    entry("FOR_EVERY", "ru", ["для всех", "для любого|любой|любых", "для каждого|каждой", "при любом|любой|любых"],
          examples=["для любой P"]),
    entry("EQUIVALENT", "ru", ["тогда и только тогда , когда", "эквивалентно", "равносильно"],
          examples=["PΦ = Φ эквивалентно P = I"]),
    entry("VARIANCE", "ru", ["дисперсия"], examples=["дисперсия α_a стремится к ¼"]),
    entry("STANDARD_DEVIATION", "ru", ["стандартное отклонение", "среднеквадратичное отклонение"],
          examples=["стандартное отклонение η равно ½"]),
    entry("VALUE_IS", "ru", ["равно", "равна", "равен", "равны", "составляет"],
          examples=["стандартное отклонение η равно ½", "все остальные скоры равны 0"]),
)
ENTRIES += (
    # "1 + η > 0, т.е. η > −1": what the words restate (steps/sentence_facts.py reads the restated inequality as a claim)
    entry("RESTATES", "ru", ["т.е", "то есть", "иначе говоря", "другими словами", "что равносильно"],
          examples=["1 + η > 0, т.е. η > −1"]),
)
ENTRIES += (
    # a list of scores ends with the value of every key it did not name, the words after it ("≈ 0 otherwise",
    # steps/score_words.py)
    entry("REST_AFTER", "ru", ["иначе", "в остальных", "для остальных"], examples=["скор t для a и ≈ 0 для остальных"]),
)
