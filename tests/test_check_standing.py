"""check, red team 16's classes: the write-up's standing assumptions applied before a step is marked wrong (a value
in other numbers, a value for a power of a scalar, several values for one name, the student's own use of a
problem's letter, an instance of a matrix part's inputs or sizes, a decimal comma, a rounded decimal with '='), what
the words say of the sides of an equivalence or an implication, and the slips found by reading numbers as written
(the digits of a rounded decimal, a worked example's arithmetic, a function over a product read both ways); each row
a new sentence of its class, with the statuses of its steps (v valid, w wrong, u unknown, s skipped), so a slip of
the same class is still found and a right step of it never marked wrong."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


VALUE_IN_OTHER_NUMBERS = [  # "t = ln 1000": the scale's value, applied as t = 10 is
    ("average", "Let q = t(k_a + k_b). Take n = 102 and t = ln 100: then α_a = 1/(2 + 100/100) = 1/3.", "sssvv"),
    ("average", r"Let $q = t(k_a+k_b)$. With $n = 12$ and $t = \ln 10$, $\alpha_a = \frac{10}{30} = \frac13$.",
     "sssvv"),
    ("copy", "Let q = t k_j with orthonormal keys. For n = 3 and t = ln 2 + ln 3, α_j = 6/(6 + 2) = 3/4.", "sssvv"),
    ("copy", "Let q = t k_j with orthonormal keys. For n = 3 and t = ln 4, α_j = 4/(4 + 2) = 0.9.", "sssvw"),
]

VALUE_OF_A_POWER = [  # "for β² = 5": β = √5 (a positive scalar), unless the sentence gives β itself
    ("average", "Let q = t(k_a + k_b). For t² = 4 and n = 2, α_a = 1/2.", "sssv"),
    ("average", "Let q = β(k_a + k_b). When √β = 2 and n = 4, α_a = e^{4}/(2e^{4} + 2).", "sssv"),
    ("average", "Let q = β(k_a + k_b). With β^2 = 9 and n = 3, α_a = e^{3}/(2e^{3} + 1).", "sssv"),
    ("average", "Let q = β(k_a + k_b). When √β = 2 and n = 4, α_a = e^{4}/(2e^{4} + 3).", "sssw"),
    ("average", "Let q = β(k_a + k_b). For β = 2 we have β² = 5.", "ssw"),
]

SEVERAL_VALUES = [  # one sentence, η = 0.1 for one clause and η = −0.1 for the next: each with the other values
    ("single-head-noise", "Let q = t(μ_a + μ_b), n = 2, t = 10: for η = 0.1, α_a = 1/(1 + e^{−1}); for η = −0.1, "
                          "α_a = 1/(1 + e^{1}).", "ssssvsv"),
    ("average", "Let q = t(k_a + k_b), t = 1: for n = 2, α_a = 1/2, and for n = 4, α_a = e/(2e + 2).", "sssvsv"),
    ("single-head-noise", "Soit q = t(μ_a + μ_b), n = 2, t = 10 ; si η = 0,2 alors α_a = 1/(1 + e^{−2}), si "
                          "η = −0,2 alors α_a = 1/(1 + e^{2}).", "ssssvsv"),
    ("single-head-noise", "Let q = t(μ_a + μ_b), n = 2, t = 10: for η = 0.1, α_a = 1/(1 + e^{−1}); for η = −0.1, "
                          "α_a = 1/(1 + e^{2}).", "ssssvsw"),
]

OWN_LETTER = [  # α of Σ_i = αI, unused where k_i = μ_i: the student's own name for a weight
    ("multi-head", "Take q_1 = tμ_a and q_2 = tμ_b. In head 1 the weight on a is α = e^t/(e^t + n − 1), so α → 1.",
     "sssv"),
    ("single-head-noise", "Let q = t(μ_a + μ_b). Call α = e^{tη}/(1 + e^{tη}) the weight on a when n = 2; then α → 1 "
                          "if η > 0.", "sssvs"),
    ("multi-head", "Pick q_1 = tμ_a. Write α = e^t/(e^t + n − 1) for head 1's weight on a; for n = 3, t = 2 this is "
                   "α ≈ 0.787.", "ssssv"),
    ("multi-head", "Pick q_1 = tμ_a. Write α = e^t/(e^t + n − 1) for head 1's weight on a; for n = 3, t = 2 this is "
                   "α ≈ 0.5.", "ssssw"),
    # the α of the exact model (k_i = μ_i + √α z_i) is the problem's only where the write-up takes that model up
    ("single-head", "Take q = t(μ_a + μ_b). The weight on a is α = e^t/(2e^t + n − 2), so α → 1/2.", "ssv"),
    ("single-head", "Take q = t(μ_a + μ_b) and k_i = μ_i + √α z_i. The weight on a is α = e^t/(2e^t + n − 2), so "
                    "α → 1/2.", "ssss"),
]

MATRIX_INSTANCE = [  # sizes of a worked example and inputs set to a value: an instance, never judged outside it
    ("permutation", "A toy check with T = 2 and d = 4, so √d = 2: take W_Q = W_K = W_V = I. Then Q = K = V = X.",
     "ssusuuuuu"),  # "take W_Q = …": the instance itself, skipped (rule input_instance)
    ("permutation", "Tiny example: d = 9 (hence √d = 3), W_1 = W_2 = I and b_1 = b_2 = 0, so Z = ReLU(H) + 0.",
     "suuuuuu"),
    ("permutation", "Let W_Q = W_K = 0 for a quick example. Then QKᵀ = 0 and softmax gives uniform rows.", "suu"),
    # listed after "take": each value of the list is taken, the last one too (red team 59: X = Φ judged as a claim)
    ("position-helps", "Take T = 2, P = [[0,1],[1,0]] and X = Φ. Then PX + Φ = PΦ + Φ, whereas P(X + Φ) = 2PΦ.",
     "sssvv"),
    ("position-helps", "Nimm T = 2, P = [[0,1],[1,0]] und X = −Φ. Dann ist PX + Φ = Φ − PΦ.", "sssv"),
    # a value concluded after "then", listed or not, is judged
    ("position-helps", "Take T = 2. Then PΦ = Φ and X = Φ.", "sww"),
]

CAPITALS_BESIDE_UNICODE = [  # PX − PΦ: capitals beside −, ×, ⋅ are a product of matrices, not a word
    ("position-helps", "We get PX + Φ − P(X + Φ) = PX + Φ − PX − PΦ = Φ − PΦ.", "vv"),
    ("position-helps", "Indeed P(X + Φ) = PX + PΦ × 1, and PX + PΦ − PΦ = PX.", "vv"),
    ("position-helps", "Note PX + Φ − PX = Φ ⋅ 1 = Φ.", "vv"),
    # capitals before a Unicode subscript (HW₁) are matrices too: the bracket around them is not cut off
    ("permutation", "Let H' = PH. Then H'W₁ + 𝟏b₁ = P(HW₁ + 𝟏b₁).", "vv"),
    ("permutation", "Let G = HW₁. So PG = P(HW₁).", "sv"),
    ("permutation", "Let G = HW₁. So PG = G(HW₁).", "sw"),
]

EQUIVALENCE_AND_IMPLICATION = [  # A ⇔ B, "A impose B": neither side claimed alone, B implied by A
    ("position-helps", "Thus PX + Φ = P(X + Φ) ⇔ PΦ = Φ, which fails for P ≠ I.", "sus"),
    ("position-helps", r"So $PX + \Phi = P(X+\Phi) \iff P\Phi = \Phi$.", "su"),
    ("position-helps", "PΦ = Φ si y solo si P = I, porque las filas de Φ son distintas.", "ss"),
    ("position-helps", "PΦ = Φ implique P = I puisque les lignes sont distinctes.", "uu"),
    ("position-helps", "PX + Φ = P(X + Φ) genau dann, wenn PΦ = Φ; und PΦ = Φ erzwingt P = I.", "usuu"),
    ("position-helps", "We have PX + Φ − PX = Φ ⇔ Φ = Φ.", "sv"),
    # the other side said in words: the sentence claims the equivalence, not the formula
    ("position-helps", "These are equal iff PΦ = Φ.", "u"),
    ("position-helps", r"The permuted input equals the old one iff $P\Phi = \Phi$.", "u"),
    ("position-helps", "Both sides coincide ⇔ PΦ = Φ, which a swap of two rows breaks.", "u"),
    ("position-helps", r"The two inputs agree if and only if $P\Phi = \Phi$.", "s"),
    ("position-helps", "Equivariance survives exactly when PΦ = Φ, and a swap moves the rows of Φ.", "s"),
]

GLUED_FUNCTION = [  # Attn(X) = …: a function of the write-up's own; the side read is cut at its name
    ("permutation", "Define Attn(X) = softmax(XW_QW_KᵀXᵀ/√d)XW_V and note Attn(PX) = P Attn(X).", "uu"),
    ("permutation", "Write FFN(H) = ReLU(HW_1 + 𝟏b_1)W_2 + 𝟏b_2; then FFN(PH) = P FFN(H).", "uu"),
    ("permutation", "Let Enc(X) = ReLU(X W_1) W_2, so Enc(PX) = P Enc(X).", "uu"),
]

DECIMAL_COMMA = [  # 0,3 is 0.3 (a value, a rounded result), not η = 0 and a 3
    ("single-head-noise", "Soit q = t(μ_a + μ_b). Avec n = 2 et t = 10 : si η = 0,1, α_a = 1/(1 + e^{−1}) ≈ 0,731.",
     "ssssvv"),
    ("single-head-noise", "Sei q = t(μ_a + μ_b), n = 2, t = 10. Für η = −0,2 ist α_a = 1/(1 + e^{2}) ≈ 0,119.",
     "ssssvv"),
    ("copy", "Sea q = t k_j con claves ortonormales. Con n = 3 y t = 2: α_j = e^2/(e^2 + 2) ≈ 0,787.", "sssvv"),
    ("copy", "Soit q = t k_j. Pour n = 3, t = 2 : α_j = e^2/(e^2 + 2) = 7,389/9,389 ≈ 0,787.", "sssvuv"),
    ("single-head-noise", "Sea q = t(μ_a + μ_b), n = 2, t = 10. Para η = −0,2, α_a = 1/(1 + e^{2}) ≈ 0,25.",
     "ssssvw"),
]

ROUNDED_WITH_EQUALS = [  # "e^2 = 7.389" at stated values: equal to its last digit; a rounded number inside a side
    ("copy", "Let q = t k_j. For n = 3, t = 2: α_j = e^2/(e^2 + 2) = 0.787 and e^2 = 7.389.", "sssvvv"),
    ("copy", "Let q = t k_j. For n = 3, t = 2 the weight is α_j = e^2/(e^2 + 2) = 7.389/9.389.", "sssvu"),
    ("average", "Let q = t(k_a + k_b). At n = 4 and t = 1, α_a = e/(2e + 2) = 0.3655.", "sssvv"),
    ("copy", "Let q = t k_j. For n = 3, t = 2: e^2 = 7.2.", "sssw"),
    ("copy", "Let q = t k_j. For n = 3, t = 2: α_j = 7.389/10.389.", "sssw"),
]

NUMBERS_IN_A_MATRIX_PART = [  # a worked example's arithmetic: two numbers, compared as in the other parts
    # "Take X = 0": an instance, skipped (rule input_instance)
    ("position-helps", "Take X = 0. Row 1 of Φ starts with sin(1) ≈ 0.8415 and cos(1) ≈ 0.5403.", "svv"),
    ("position-helps", "Take X = 0. Row 1 of Φ starts with sin(1) ≈ 0.5403.", "sw"),
    ("permutation", "Check: e/(e + e²) ≈ 0.2689, so 0.2689·1 + 0.7311·2 ≈ 1.7311.", "vv"),
    ("permutation", "Check: 0.2689·1 + 0.7311·2 ≈ 1.7411.", "w"),
]

BEYOND_THE_DIGITS = [  # ≈ a decimal: off by more than a unit of its last digit (and the rounding of the digits inside)
    ("average", "Let q = t(k_a + k_b). With n = 3 and t = 2, α_a = e²/(2e² + 1) ≈ 0.4683.", "sssvv"),
    ("average", "Let q = t(k_a + k_b). With n = 3 and t = 2, α_a = e²/(2e² + 1) ≈ 0.4583.", "sssvw"),
    ("permutation", "Check: 0.1192·1 + 0.8808·2 ≈ 1.8708.", "w"),
]

NUMBERS_UNDER_A_HYPOTHESIS = [  # ln 1000 ≈ 6.21 holds or fails whatever its sentence supposes; ln 1000 is ln(1000)
    ("copy", "Let q = t k_j. We need t > ln(100(n − 1)); for n = 11 that is t > ln 1000 ≈ 6.9.", "sssvv"),
    ("copy", "Let q = t k_j. We need t > ln(100(n − 1)); for n = 11 that is t > ln 1000 ≈ 6.21.", "sssvw"),
    ("copy", "Let q = t k_j. If the ratio must pass 10, then t > ln 20 ≈ 3.0.", "svv"),
    ("copy", "Let q = t k_j. If the ratio must pass 10, then t > ln 20 ≈ 2.3.", "svw"),
]

A_LETTER_BEFORE_A_RELATION = [  # ", e ≈ 2.718": the letter a relation follows is a side, not the word "e" (and)
    ("average", "Let q = t(k_a + k_b). Numerically e^2 ≈ 7.39, e ≈ 2.718, and so α_a → 1/2.", "svvv"),
    ("average", "Let q = t(k_a + k_b). Here k_a^T q ≈ t, e ≈ 2.72.", "svv"),
    ("average", "Sea q = t(k_a + k_b). Entonces k_a^T q ≈ t y k_i^T q ≈ 0.", "svv"),
]

FUNCTION_OVER_A_PRODUCT = [  # sin ωt_1 is read as sin(ω)·t_1 and as sin(ωt_1): wrong only when both are refuted
    ("position-distinct", "For one frequency, (sin ωt_1 − sin ωt_2)² + (cos ωt_1 − cos ωt_2)² = "
                          "2 − 2cos(ω(t_1 − t_2)).", "u"),
    ("position-distinct", "For one frequency, (sin ωt_1 − sin ωt_2)² + (cos ωt_1 − cos ωt_2)² = "
                          "2 + 2cos(ω(t_1 − t_2)).", "w"),
    ("position-distinct", "Also sin ωt cos ωt = sin(2ωt)/2.", "u"),
    ("position-distinct", "Then cos ωt sin ωt = sin(ωt).", "w"),
    ("position-distinct", "Here sin ωt_1 = sin ωt_2 + 1.", "w"),
]

WORDS_AFTER_AN_EVENT = [  # "the chance that 1 + η > 0 is about 0.92": the words are said of the event, not of 0
    ("multi-head-noise", "The chance that 1+η > 0 is about 0.92.", "s"),
    ("multi-head-noise", "The probability that η > −1 is roughly 0.92.", "s"),
    ("single-head-noise", "The probability that η < 0 is about one half.", "s"),
    ("average", "Let q = t(k_a+k_b). Then α_a = e^t/(2e^t + n − 2) tends to 1/2.", "svv"),  # no event: read
]

A_VALUE_OF_A_NAME_OF_PARAMETERS = [  # Δ = t_1 − t_2, then "at Δ = 1": a choice of the positions, not a claim
    ("position-distinct", r"Let $\Delta = t_1 - t_2$. The smallest distance is at $\Delta=1$.", "ss"),
    ("position-distinct", "Let Δ = t_1 − t_2. At Δ = 1 the distance is about 1.95.", "ss"),
    ("single-head-noise", "Let s = 1 + η. For s = 2 the score of k_a is 2t.", "ss"),
    ("position-distinct", "Let Δ = t_1 − t_2. Then Δ = t_2 − t_1.", "sw"),  # a claim about Δ itself, still judged
    # and from names of the write-up's own that nothing defines (the integer k of 2πk)
    ("position-distinct", "Let h = 2πk for an integer k. A numeric check with h = 1.", "ss"),
    ("average", "Let q = t(k_a+k_b) and r = e^t. Then r = 2.", "sss"),
]

LETTERS_BEFORE_AN_OPERATOR = [  # "ts − t = tη": plain-text names run together before a side that opens with −
    ("single-head-noise", "Write s = 1+η. The gap is ts − t = tη.", "su"),
    ("single-head-noise", "Write s := 1 + η. For s > 1: ts − t = tη → ∞, so α_a → 1.", "ssuvv"),  # s > 1 read as η > 0 (s := 1 + η)
    ("average", "Let a = 2 and b = 3. Then ab − a = 5.", "ssu"),
    ("single-head-noise", "Let q = t(μ_a+μ_b). So −t = tη.", "sw"),  # a word of prose before −t: the side is whole
]

ROUNDED_INSIDE_A_VECTOR = [  # 0.99975·x_2 + …: rounded weights in a combination of vectors, compared coefficient-wise
    ("kqv-plain", "Take β = 3. Then c₂ = 0.99975·x₂ + 0.00012·(x₁ + x₃).", "su"),
    ("kqv-plain", r"Take $\beta = 3$. Then $c_2 = 0.9998\,x_2 + 0.0001\,x_1 + 0.0001\,x_3$.", "su"),
    ("kqv-plain", "Take β = 3. Then c₂ = 0.5·x₂ + 0.25·(x₁ + x₃).", "sw"),
    ("kqv-plain", "Take β = 3. Then c₂ = 0.99975·x₁ + 0.00012·(x₂ + x₃).", "sw"),
]

WHAT_A_CASE_GIVES = [  # "si η < 0, alors k_aᵀq > k_bᵀq": after "then", an inequality is what the case gives
    ("single-head-noise", r"Soit $q = t(\mu_a+\mu_b)$. Si $\eta<0$, alors $k_a^\top q>k_b^\top q$.", "ssw"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$. If $\eta > 0$, then $k_a^\top q > k_b^\top q$.", "ssv"),
    ("single-head-noise", "Sei q = t(μ_a+μ_b). Falls η < 0, dann k_aᵀq > k_bᵀq.", "ssw"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$. When $k_a^\top q > k_b^\top q$, $\alpha_a \to 1$.", "ssv"),
]

THE_ONE_OTHER_KEY = [  # "for n = 3 with keys a, b, o": the sum over the one key not named is the key named o
    ("multi-head-noise", "Let q₁ = tμ_a. If 1 + η < 0, then for n = 3 with keys a, b, o, c₁ → ½(v_b + v_o).", "sssv"),
    ("average", "Let q = -t(k_a + k_b). For n = 3 with keys a, b, o: c → v_o.", "ssv"),
    ("average", "Let q = -t(k_a + k_b). For n = 3 with keys a, b, o: c → v_a.", "ssw"),
    ("multi-head-noise", "Let q₁ = tμ_a. If 1 + η < 0, then for n = 3 with keys a, b, o, c₁ → v_o.", "sssw"),
]

NO_CHAIN_FROM_A_VALUE = [  # "for $d = 128$ it is $\approx 1.953$": the ≈ is said of the sentence's subject, not of 128
    ("position-distinct", r"The minimum distance is $\approx 1.953$ for $d=128$ and $\approx 3.714$ for $d=512$.", "ssss"),
    ("position-distinct", r"For $d=128$ it is $\approx 1.953$, for $d = 512$ it is $\approx 3.714$.", "ssss"),
    ("average", r"With $t = 5$ it is $\approx 0.49$.", "ss"),
    ("average", r"We get $\alpha_a = e^t/(2e^t+n-2)$, which is $\to \frac12$.", "sv"),  # a chain: still read
]

A_CASE_IS_NO_CHAIN = [  # "α_a ≈ 1 if s > 1, ≈ 0 if s < 1": after a case, "≈ 0" does not continue it ("1 ≈ 0")
    ("single-head-noise", "Large t ⇒ α_a ≈ 1 if η > 0, ≈ 0 if η < 0.", "vvss"),  # ≈ 0 says α_a again (elliptical.py), not the 0 of η > 0
    ("single-head-noise", r"So $\alpha_a \to 1$ if $\eta > 0$, $\to 0$ if $\eta < 0$.", "vvss"),
    ("single-head-noise", "Hence c ≈ v_a when η > 0, ≈ v_b when η < 0.", "vvss"),
    ("single-head-noise", r"We have $\eta > 0$, which is $\approx 0.5$.", "ss"),  # not 0 ≈ 0.5
]
CASES_ROWS = [  # \begin{cases}1 & η > 0 \\ 0 & η < 0\end{cases}: each row's case is a condition, not "1·η > 0"
    ("single-head-noise", r"$$\begin{cases}1&\eta>0\\0&\eta<0\end{cases}$$", "ss"),
    ("single-head-noise", r"$$\begin{cases} v_a & 1 + \eta > 0 \\ v_b & \eta < 0 \end{cases}$$", "ss"),
    ("single-head-noise", r"$$\begin{cases}1 & \text{if } \eta>0\\ 0 & \text{if } \eta<0\end{cases}$$", "ss"),
    ("average", r"\begin{align} e^t &\ge 10 \\ &> 9 \end{align}", "uv"),  # an align row continues its chain
]

ANOTHER_VALUE = [  # a name of the write-up's own given a number, then another: each a value in turn
    ("single-head-noise", "(ξ = 0 has probability 0.) A check with ξ = 0.3.", "ss"),
    ("average", "Let q = t(k_a+k_b). Take g = 2. Later take g = 5.", "sss"),
    ("single-head-noise", "Let w = 3. Then w = 4.", "ss"),
    ("average", "Let q = t(k_a+k_b). Take r = 2. So r + 1 = 4.", "ssw"),  # what the value gives is still a claim
]

A_CHAIN_OF_NAMES = [  # "w_a = w_b = X, w_i = Y for the others": w_a is X, not w_b read through the pattern w_i
    ("average", "Let q = λ(k_a + k_b). Weights: w_a = w_b = e^λ/(2e^λ + n − 2), w_i = 1/(2e^λ + n − 2) for the "
                "others. With n = 5, λ = 6: w_a = e^6/(2e^6 + 3).", "ssssssv"),
    ("average", "Let q = t(k_a + k_b). Put s_a = s_b = t and s_i = 0 otherwise. Then s_a = t.", "ssssv"),
    ("average", "Let q = t(k_a + k_b). Put s_a = s_b = t and s_i = 0 otherwise. Then s_a = 2t.", "ssssw"),
]

TABLES = {"a chain of names": A_CHAIN_OF_NAMES, "another value": ANOTHER_VALUE, "a case is no chain": A_CASE_IS_NO_CHAIN, "rows of cases": CASES_ROWS, "no chain from a value": NO_CHAIN_FROM_A_VALUE, "the one other key": THE_ONE_OTHER_KEY, "what a case gives": WHAT_A_CASE_GIVES, "rounded numbers inside a vector": ROUNDED_INSIDE_A_VECTOR, "letters before an operator": LETTERS_BEFORE_AN_OPERATOR, "a value of a name of parameters": A_VALUE_OF_A_NAME_OF_PARAMETERS, "words after an event": WORDS_AFTER_AN_EVENT, "a value in other numbers": VALUE_IN_OTHER_NUMBERS, "a value of a power": VALUE_OF_A_POWER,
          "several values for one name": SEVERAL_VALUES, "the student's own letter": OWN_LETTER,
          "an instance in a matrix part": MATRIX_INSTANCE, "capitals beside a Unicode operator": CAPITALS_BESIDE_UNICODE,
          "an equivalence or an implication": EQUIVALENCE_AND_IMPLICATION, "a function glued to its name": GLUED_FUNCTION,
          "a decimal comma": DECIMAL_COMMA, "a rounded decimal with '='": ROUNDED_WITH_EQUALS,
          "numbers in a matrix part": NUMBERS_IN_A_MATRIX_PART, "beyond the digits written": BEYOND_THE_DIGITS,
          "numbers under a hypothesis": NUMBERS_UNDER_A_HYPOTHESIS,
          "a letter before a relation": A_LETTER_BEFORE_A_RELATION, "a function over a product": FUNCTION_OVER_A_PRODUCT}
CASES = [(cls, part, text, expected) for cls, rows in TABLES.items() for part, text, expected in rows]


@pytest.mark.parametrize("cls, part, text, expected", CASES, ids=[f"{c}-{i}" for i, (c, *_) in enumerate(CASES)])
def test_standing_assumptions(cls, part, text, expected):
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    ("position-distinct", r"The $i = 0$ term is $2 - 2\cos D$. $\cos(D) = 1$ would need $D$ to be a multiple of "
                          r"$2\pi$, impossible.", "s"),
    ("position-distinct", r"Here $\cos(D) = 1$ is only possible if $D \in 2\pi\mathbb{Z}$.", "s"),
    ("position-distinct", r"Ici $\cos(D) = 1$ nécessiterait $D \in 2\pi\mathbb{Z}$.", "s"),
])
def test_a_statement_supposed_by_what_follows(part, text, expected):
    """"cos(D) = 1 would need D ∈ 2πℤ": what the statement would need, said after it, makes it supposed, not claimed."""
    found = [CODES[step.status] for step in check_writeup(PARTS[part], text).steps if "cos" in step.left]
    assert "".join(found) == expected
