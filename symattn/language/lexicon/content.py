"""Words that never place a formula (CONTENT): nouns of the problem, verbs and adverbs that say something in words
beside a formula ("head 1 wins", "the quotient", "the transpose", "exponentially fast", "사건", "事件"), but never
make it a supposition, a case, someone else's claim, a question or a claim of another part.

They are known to the step checker's certificate of a ✗ (a step is wrong only where every word that places it was
read: steps/refutations.py), and unknown to grading's certificate of `correct`, which needs what they say read too
(language/word_certificate.py): "c₁ → v_a, since head 1 wins" is not `correct` while "wins" is unread, and a slip
beside it is still ✗.

Left out, as in neutral_extra.py, the words that move a formula to another case, scope or setting: quantifiers
(always, only, any, half, typical: "typically α_a ≈ 1" is said of most samples, not all), sameness (same,
identical), settings (again, original, permuted, after, also), truth words and modality. A superlative names a
subject the formula beside it writes ("the slowest is ω_{d/2−1} = 10⁻⁴"): it places nothing.
"""

from symattn.language.lexicon import entry

ENTRIES = (
    entry("CONTENT", "en", [
        # verbs that say in words what a formula beside them says
        "wins", "win", "winning", "dominates", "dominate", "dominating", "beats", "beat", "stays", "stay", "remains",
        "remain", "splits", "split", "spreads", "spread", "commutes", "commute", "commuting", "saturates",
        "saturate", "copies", "copied", "copying", "puts", "places", "sends", "sees", "attends", "attend", "picks",
        "selects", "moves", "move", "moved", "shifts", "grows", "grow", "decays", "decay", "vanishes", "vanish",
        "cancels", "cancel", "flips", "jumps", "lands", "sits", "leaks", "overlaps", "overlap", "matches", "points",
        "passes", "acts", "maps", "map", "transposes", "permutes", "reorders", "reordering", "permuting", "shuffling",
        "survives", "repeats", "wraps", "ends up", "comes out", "carries", "inherits", "competes", "fluctuates",
        "starts", "start", "begins", "begin", "depend", "depends", "up", "down", "total", "sign", "signs",
        "balances", "balance", "balanced", "shares", "share", "pointing", "peaked", "peaks", "selected",
        "attended", "routes", "routed", "distinguishes", "distinguish", "outweighs", "outweigh", "produces",
        "produce", "covers", "cover", "pattern", "patterns", "span", "spans", "better", "worse",
        "balance out", "balances out", "cancel out", "cancels out", "work out", "works out", "spread out",
        "spreads out", "appears in", "appear in", "as required", "cross",
        # words for the objects of the problem
        "event", "events", "quotient", "table", "function", "error function", "transpose", "step", "row", "rows",
        "column", "columns", "entry", "entries", "Bernoulli", "coin", "mass", "mixture", "side", "sides", "pair",
        "pairs", "normaliser", "normalizer", "denominator", "numerator", "partition function", "exponent", "term",
        "terms", "segment", "circle", "unit circle", "period", "wavelength", "offset", "gap", "margin", "regime",
        "regimes", "fluctuations", "perturbation", "perturbations", "block", "blocks",
        # adjectives and adverbs of manner and rate
        "exponentially", "fast", "quickly", "slowly", "smoothly", "evenly", "equally", "sharply", "sharper", "soft",
        "smooth", "natural", "unchanged",
        "invariant", "equivariant", "aligned", "parallel", "unnormalised", "unnormalized", "noiseless", "periodic",
        "additive", "linear", "expand", "expands", "expanding", "first attempt", "attempt",
        # superlatives naming a subject the formula writes ("the slowest is ω_{d/2−1} = …", "the largest score is …")
        "slowest", "fastest", "largest", "smallest", "biggest", "highest", "lowest", "closest", "farthest",
        # a requirement whose consequence the words give ("Requiring ½ − α_a ≤ ε gives …"): steps/implied.py reads it
        "requiring", "asking", "imposing", "demanding",
        # a remark on how much a step matters ("(doesn't matter, see below)"), which places nothing
        "matter", "matters", "mattering",
        # what happens to a quantity, said beside the formula that says it ("head 1 switches to b: c₁ → v_b", "the
        # weight collapses onto a", "the score loses against the others", "dividing by e^t")
        "switches", "switch", "switching", "collapses", "collapse", "collapsing", "loses", "lose", "losing", "drops",
        "drop", "dropping", "serves", "serve", "dividing", "summing", "bounding", "against",
        # adjectives of the problem's objects ("the random keys", "a Gaussian variable", "the useless term")
        "random", "Gaussian", "useless", "relevant", "irrelevant"],
        examples=["head 1 wins, so c₁ → v_a", "q = k_a + k_b, which weights both equally",
                  "the attention is peaked on a", "the normaliser is Σ_j e^{k_jᵀq} ≈ e^β", "exponentially fast",
                  "v_2 = V x_2 = 0 (doesn't matter, see below)", "head 1 switches to b: c₁ → v_b",
                  "the keys are random: ξ_i ∼ N(0, 1), a Gaussian variable", "dividing by e^t gives"]),
    entry("CONTENT", "de", ["Ereignis", "Ereignisse", "Wahrscheinlichkeit", "Fehlerfunktion",
                            "Quotient", "Transponierte", "Tabelle", "gewinnt", "dominiert", "bleibt", "verteilt", "exponentiell", "schnell",
                            "größte", "größten", "Masse", "bildet", "vorkommt"],
          examples=["das Ereignis 1 + η > 0", "der Quotient ist e^{tη}"]),
    entry("CONTENT", "fr", ["événement", "évènement", "fonction", "fonction d'erreur", "quotient",
                            "transposée", "tableau", "gagne", "domine", "exponentiellement", "rapidement",
                            "développe", "développer", "premier essai", "tentative", "regarde", "présent", "présente"],
          examples=["un événement rare", "la transposée de P"]),
    entry("CONTENT", "es", ["eventos", "suceso", "función", "función de error", "cociente",
                            "traspuesta", "transpuesta", "tabla", "gana", "domina", "exponencialmente", "rápido",
                            "primer intento", "intento", "más", "desarrolla", "apunta",
                            "dividiendo", "dividiendo por", "sumando", "aleatorio", "aleatoria", "gaussiana",
                            "gaussiano"],
          examples=["el cociente es e^{tη}", "la función de error"]),
    entry("CONTENT", "it", ["probabilità", "funzione", "funzione d'errore", "quoziente", "trasposta",
                            "tabella", "vince",
                            "domina", "esponenzialmente"],
          examples=["il quoziente è e^{tη}", "la funzione d'errore"]),
    entry("CONTENT", "pt", ["probabilidade", "função", "função erro", "quociente", "transposta", "tabela", "vence", "domina",
                            "exponencialmente"],
          examples=["o quociente é e^{tη}", "a probabilidade do evento"]),
    entry("CONTENT", "ru", ["событие", "события", "функция", "функцию", "функции ошибок",
                            "функцию ошибок", "частное", "транспонированная", "таблица", "экспоненциально",
                            "формуле"],
          examples=["событие 1 + η > 0", "частное равно e^{tη}"]),
    entry("CONTENT", "zh", ["事件", "概率", "函数", "误差函数", "商", "转置", "步", "第", "第一步", "第二步", "第三步", "行",
                            "列", "表", "指数级",
                            # "the ratio of the two main weights": what the formula beside them is ("主要" may also
                            # be "mostly", said of a value: never read as known for `correct`)
                            "之比", "比值", "主要"],
          examples=["事件 1 + η > 0 的概率", "P 的转置", "两个主要权重之比为 α_a/α_b = e^{tη}"]),
    entry("CONTENT", "ja", ["事象", "確率", "関数", "誤差関数", "商", "転置", "割る", "割って", "割ると", "行", "列", "表", "指数的", "向いて"],
          examples=["事象 1 + η > 0 の確率", "P の転置"]),
    entry("CONTENT", "ko", ["사건", "확률", "함수", "오차 함수", "몫", "전치", "행", "열", "표", "지수적", "정수", "유리수",
                            "무리수"],
          examples=["사건 1 + η > 0 의 확률", "P 의 전치"]),
)
