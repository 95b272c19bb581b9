"""check, red team 6's classes: relations under one mood, goals in other languages, names the part asks to design,
a change said in the passive, a scope said in words; each row is a new sentence of the class."""

import mpmath
import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}
Q_AVG = r"Let $q = t(k_a+k_b)$, $t \to \infty$. "
Q_NOISE = r"Let $q = t(\mu_a+\mu_b)$, $t \to \infty$. "


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


def wrong_steps(part: str, text: str) -> list:
    return [(step.index, step.left, step.right, step.reason) for step in check_writeup(PARTS[part], text).steps
            if step.status == "wrong"]


# ---- right write-ups of each class: no step may be wrong ------------------------------------------------------------
FALSE_ALARMS = {
    "every relation a hypothesis word governs": [
        ("average", r"Suppose $k_a^\top q = t$ and $k_b^\top q = t$ while $k_i^\top q = 0$ otherwise."),
        ("average", r"Supposons $k_a^\top q = t$ et $k_b^\top q = t$, avec $t \to \infty$."),
        ("average", r"Angenommen $k_a^\top q = t$ und $k_b^\top q = t$."),
        ("copy", r"Supongamos $k_j^\top q = s$ y $k_i^\top q = 0$ para $i \ne j$."),
        ("copy", r"Supponiamo $k_j^\top q = s$ e $k_i^\top q = 0$ per $i \ne j$."),
        ("copy", r"假设 $k_j^\top q = s$ 且 $k_i^\top q = 0$。"),
        ("copy", r"Assume $r_j = 3$ as well as $r_i = 0$, where $r_i = k_i^\top q$."),
    ],
    "a student's name defined through the name the part asks for": [
        ("copy", r"Write $r_i = k_i^\top q$. So $r_j = 7$ and $r_i = 0$."),
        ("copy", r"$k_j^\top q = \beta$ while $k_i^\top q = 0$ for the other keys."),
    ],
    "a letter beside the problem's vectors outside a query is no scale (a random factor of the student's own)": [
        ("single-head-noise", r"$k_a \approx \gamma \mu_a$ where $\gamma$ is random with mean 1 and variance 1/2."),
        ("single-head-noise", r"Let $k_a \approx \gamma \mu_a$, where $\gamma$ is random with $Var(\gamma) = 1/2$."),
        ("single-head-noise", r"Write $k_a = \gamma \mu_a$ with $Var(\gamma)=1/2$."),
        ("single-head-noise", r"On a $k_a = s\mu_a$ avec $E[s] = 1$ et $Var(s) = \tfrac12$."),
    ],
    "a supposition equating two members of one family (a proof by contradiction), its index letters supposed on": [
        ("position-distinct", r"Suppose $\Phi_t = \Phi_{s}$ for integers $0\le s<t\le T-1$. Then $\sin t = \sin s$ and "
                              r"$\cos t = \cos s$."),
        ("position-distinct", r"Let $0 \le s < t \le T-1$. Suppose $\Phi_t = \Phi_s$. Then $\cos t = \cos s$."),
        ("position-distinct", r"Soit $0 \le s < t$. Supposons $\Phi_t = \Phi_s$. Alors $\sin t = \sin s$."),
        ("position-distinct", r"Angenommen $\Phi_t = \Phi_s$ für $0 \le s < t$. Dann gilt $\sin t = \sin s$."),
    ],
    "positions at a value: which positions are spoken of, never every pair": [
        ("position-distinct", r"Let $0 \le s < t$. The closest return for $1 \le t - s \le 1000$ is at $t - s = 710$."),
        ("position-distinct", r"Let $0 \le s < t$. Example: $t - s = 3$, where the distance is $2|\sin 1.5| \approx 1.995$."),
        ("position-distinct", r"Sei $0 \le s < t$. Beispiel: $t - s = 3$, $d = 2$."),
        ("position-distinct", r"Let $0 \le s < t$. Example: $t-s = 1$, $d = 2$."),
    ],
    "goals in other languages": [
        ("kqv-plain", r"Wir wollen $c_2 \approx u_b$ und $c_1 \approx u_b - u_c$."),
        ("kqv-plain", r"On veut $c_2 \approx u_b$ et $c_1 \approx u_b - u_c$."),
        ("kqv-plain", r"Nous voulons que $c_2 \approx u_b$."),
        ("kqv-plain", r"Queremos $c_2 \approx u_b$ y $c_1 \approx u_b - u_c$."),
        ("kqv-plain", r"Vogliamo $c_2 \approx u_b$ e $c_1 \approx u_b - u_c$."),
        ("kqv-plain", r"Queremos que $c_2 \approx u_b$."),
        ("kqv-plain", r"Мы хотим $c_2 \approx u_b$ и $c_1 \approx u_b - u_c$."),
        ("kqv-plain", r"我们希望 $c_2 \approx u_b$ 和 $c_1 \approx u_b - u_c$。"),
        ("kqv-plain", r"目標は $c_2 \approx u_b$ です。"),
        ("kqv-plain", r"$c_2 \approx u_b$ となるようにしたい。"),
        ("kqv-plain", r"목표는 $c_2 \approx u_b$ 이다."),
        ("kqv-plain", r"Cela nécessiterait $k_1^\top q_2 = \beta^2$."),
        ("kqv-plain", r"Das erfordert $k_1^\top q_2 = \beta^2$."),
        ("kqv-plain", r"Esto requeriría $k_1^\top q_2 = \beta^2$."),
        ("kqv-plain", r"To get $c_2 \approx u_b$, we would change $Q$."),
        ("kqv-plain", r"In order to have $c_2 \approx u_b$ the query must match $k_1$."),
        ("kqv-plain", r"Our target is $c_2 \approx u_b$."),
        ("kqv-plain", r"Pour obtenir $c_2 \approx u_b$, il faudrait changer $Q$."),
        ("kqv-plain", r"Um $c_2 \approx u_b$ zu erhalten, ändern wir $Q$."),
        ("kqv-plain", r"Para obtener $c_2 \approx u_b$ cambiamos $Q$."),
        ("kqv-plain", r"为了得到 $c_2 \approx u_b$，我们改 $Q$。"),
    ],
    "names the part asks to design, before the write-up defines them": [
        ("kqv-design", r"First $v_1 = u_b$ and $v_2 = 0$. Take $V = \frac{u_b u_b^\top}{\beta^2}$."),
        ("kqv-design", r"We need $q_2 = u_d$, i.e. $k_1^\top q_2 = \beta^2$; so $Q = \frac{u_d u_a^\top}{\beta^2}$."),
        ("kqv-design", r"Set $W_V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$; then $v_1 = W_V x_1 = u_b$ and "
                       r"$v_3 = u_b - u_c$."),
        ("kqv-design", r"With $W_Q = \frac{u_d u_a^\top}{\beta^2}$ and $W_K = I$, $q_2 = W_Q x_2 = u_d$ and "
                       r"$k_1^\top q_2 = \beta^2$."),
        ("kqv-design", "W_v = (u_b u_b^T - u_c u_c^T)/beta^2, hence v_1 = u_b, v_2 = 0 and v_3 = u_b - u_c."),
    ],
    "a change said in the passive": [
        ("kqv-plain", r"If $u_d$ is added to $x_2$, then $c_2 \approx u_a + u_d$."),
        ("kqv-plain", r"Once $u_c$ has been added to $x_2$, $c_2 \approx u_a + u_c$."),
        ("kqv-plain", r"Si $u_c$ est ajouté à $x_2$, alors $c_2 \approx u_a + u_c$."),
        ("kqv-plain", r"Wenn $u_c$ zu $x_2$ addiert wird, gilt $c_2 \approx u_a + u_c$."),
        ("kqv-plain", r"Si $u_d$ se suma a $x_2$, entonces $c_2 \approx u_a + u_d$."),
    ],
    "a name replaced by a new value in words": [
        ("kqv-plain", r"If we replace $x_2$ by $x_2 + u_d$, then $q_2 = k_2 = u_a + u_d$ and $k_1^\top q_2 = \beta^2$."),
        ("kqv-plain", r"Ersetzt man $x_2$ durch $u_a + u_c$, so ist $k_3^\top q_2 = \beta^2$ und $k_2^\top q_2 = 2\beta^2$."),
        ("kqv-plain", r"Si on remplace $x_2$ par $x_2 + u_d$, alors $q_2 = u_a + u_d$ et $c_2 \approx u_a + u_d$."),
        ("kqv-plain", r"Si reemplazamos $x_2$ por $x_2+u_c$: $k_2^\top q_2 = \|u_a+u_c\|^2 = 2\beta^2$."),
        ("kqv-plain", r"把 $x_2$ 换成 $x_2 + u_d$，则 $q_2 = u_a + u_d$，$k_1^\top q_2 = \beta^2$。"),
    ],
    "a scope said in words": [
        ("average", Q_AVG + r"For the two chosen keys: $\alpha_i \to \frac12$."),
        ("average", Q_AVG + r"For both selected keys, $\alpha_i = \frac{e^t}{2e^t + n - 2}$."),
        ("average", Q_AVG + r"For the keys $a$ and $b$: $\alpha_i \approx \frac12$."),
        ("average", Q_AVG + r"Pour les deux clés choisies : $\alpha_i \to \frac12$."),
        ("average", Q_AVG + r"Für die beiden gewählten Schlüssel gilt $\alpha_i \to \frac12$."),
        ("average", Q_AVG + r"Para las dos claves elegidas, $\alpha_i \to \frac12$."),
        ("average", Q_AVG + r"For every key other than the two chosen ones: $\alpha_i \to 0$."),
        ("average", Q_AVG + r"The two chosen keys have score $t$, so $\alpha_i \to 0$."),
    ],
    "a probability written P(…) in plain text": [
        ("position-helps", "P(X + Phi) = PX + P Phi."),
        ("single-head-noise", "Let q = t(mu_a + mu_b). P(eta > 0) = Phi(0) = 1/2."),
    ],
    "a transpose after a bracket in plain text": [
        ("permutation", "K_perm = PK, so K_perm^T = (PK)^T = K^T P^T."),
        ("permutation", "Let Pi be the permutation: K_perm^T = (Pi K)^T = K^T Pi^T."),
        ("permutation", "Write Π for the permutation. Q_perm = ΠXW_Q = ΠQ and Q_perm K_permᵀ = ΠQKᵀΠᵀ."),
        ("permutation", "H_perm = softmax(PQK^T P^T/sqrt(d)) PV = PH by the identity."),
        ("position-helps", "If order did not matter we would need PX + Phi = P(X + Phi), i.e. Phi = P Phi, which "
                           "fails."),
    ],
    "the problem's two-argument embedding": [
        ("position-distinct", r"$\Phi(t, 2i+1) = \cos\left(\frac{t}{10000^{2i/d}}\right)$ and $\Phi(t, 0) = \sin t$."),
        ("position-helps", r"$\Phi(2, 1) = \cos(2)$ while $\Phi(0, 0) = 0$."),
        ("position-distinct", "Phi(t, 2i) = sin(t/10000^(2i/d))"),
        ("permutation", r"Here $\sqrt{d_k} = \sqrt{d}$, so $\frac{1}{\sqrt{d_{model}}} = \frac{1}{\sqrt d}$."),
        ("permutation", r"Since $b_2 = b_2$ and $\mathbf{1} b_2 = P\mathbf{1} b_2$, the bias is unchanged."),
    ],
    "a value said in the next clause": [
        ("average", Q_AVG + r"$\alpha_a = \frac{e^t}{2e^t + 8}$, so with $n = 10$ this is close to $\frac12$."),
    ],
    "words between formulas in plain text": [
        ("average", "Avec q = t(k_a + k_b), on a k_a^T q = t."),
        ("average", "Con q = t(k_a + k_b): k_a^T q = t y k_b^T q = t."),
        ("average", "Con q = t(k_a + k_b) abbiamo k_a^T q = t e k_b^T q = t."),
        ("average", "Let q = t(k_a + k_b). Then x + y k_a^T q = x + y t."),
        ("multi-head-noise", "First head: k_a^T q_1 = (1 + eta) t. If 1 + eta > 0, the weight on a goes to 1."),
    ],
    "what would have to hold, in any language": [
        ("position-helps", "Wäre das Modell weiterhin äquivariant, müsste PX + Φ = P(X + Φ) gelten, also Φ = PΦ. "
                           "Das ist falsch."),
        ("position-helps", "Para que la salida fuera PZ necesitaríamos PX + Φ = P(X + Φ), es decir, PΦ = Φ, y eso es "
                           "falso."),
        ("position-helps", "Pour que la sortie soit PZ, il faudrait PX + Φ = P(X + Φ), ce qui est faux."),
        ("position-distinct", "Para que fuera 0 haría falta cos(ω_i Δ) = 1 para todo i; con ω_0 = 1, cos Δ = 1."),
        ("position-helps", "For the output to be PZ we would have to have PX + Φ = P(X + Φ), which fails."),
    ],
    "the write-up's own name defined again, and T as the scale where the part has no sequence length": [
        ("multi-head", "Two heads, q₁ = Tμ_a and q₂ = Tμ_b with T → ∞.\nHead 1: s_i = k_iᵀq₁ → T for i = a, so "
                       "c₁ → v_a.\nHead 2: s_i = k_iᵀq₂ → T for i = b, so c₂ → v_b."),
        ("average", r"Let $s_j = k_j^\top q$ with $q = t(k_a + k_b)$, so $s_a = t$. Now take $q = 2t(k_a + k_b)$ and "
                    r"$s_j = k_j^\top q$: $s_a = 2t$."),
        ("copy", r"With $q = T k_j$ and $T \to \infty$: $\alpha_j = \frac{e^T}{e^T + n - 1} \to 1$."),
    ],
    "an equality right after the sentence that takes the limit": [
        ("single-head-noise", r"Com $q = t(\mu_a + \mu_b)$: quando $t \to \infty$, $\alpha_a \to 1$ se $\eta > 0$. "
                              r"Podemos escrever $c = v_b + \alpha_a(v_a - v_b)$."),
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: as $t \to \infty$, $\alpha_a \to 1$ if $\eta > 0$. "
                              r"Writing $c = v_b + \alpha_a(v_a - v_b)$, the variance of $\alpha_a$ decides."),
        ("single-head-noise", r"Mit $q = t(\mu_a + \mu_b)$: für $t \to \infty$ gilt $\alpha_a \to 1$, falls $\eta > 0$. "
                              r"Also $c = v_b + \alpha_a(v_a - v_b)$."),
    ],
    "the same again for another vector, said by analogy": [
        ("kqv-plain", "If we add u_d to x_2 (x_2 = u_a + u_d), then k_2ᵀq_2 = 2β² and c_2 ≈ u_a + u_d. With u_c it is "
                      "analogous: k_3ᵀq_2 = β² < 2β², c_2 ≈ u_a + u_c."),
        ("kqv-plain", "Adding u_d: x_2 = u_a + u_d, so k_1ᵀq_2 = β². Avec u_c, de même : k_3ᵀq_2 = β²."),
        ("kqv-plain", "加 u_d：x_2 = u_a + u_d，k_1ᵀq_2 = β²。加 u_c 时同理：k_3ᵀq_2 = β²。"),
    ],
    "rows of the input set in an example, before the step": [
        ("position-helps", r"Take a sentence with a repeated word, e.g. ``the cat the'' ($T=3$): rows $0$ and $2$ of $X$ "
                           r"are equal, $x_0=x_2=x$. Let $P$ swap positions $0$ and $2$. Then $PX=X$."),
        ("position-helps", r"For example, if $x_0 = x_1$ and $P$ swaps the first two rows, then $PX = X$ and "
                           r"$PX + \Phi = X + \Phi$."),
        ("position-helps", r"Par exemple $x_1 = x_2$ (deux fois le même mot). Avec P qui échange 1 et 2 : $PX = X$."),
    ],
    "an arrow after a number whose subject the words gave": [
        ("kqv-design", r"K = I, Q = (u_d u_aᵀ + u_c u_dᵀ)/β²: q_2 = Q u_a = u_d → k_1ᵀq_2 = β², the others 0 → c_2 → "
                       r"v_1 = u_b."),
        ("average", "q = t(k_a + k_b): k_aᵀq = t, the rest 0 → α_a = e^t/(2e^t + n − 2)."),
        ("copy", "q = t k_j: k_jᵀq = t, all others 0 → α_j → 1."),
    ],
    "a primed name of the part given a new value": [
        ("kqv-plain", r"Let $x_2' = u_a + u_d$ (so also $q_2 = k_2 = v_2 = x_2'$). Then $k_1^\top q_2 = "
                      r"(u_d + u_b)^\top(u_a + u_d) = \beta^2$ and $c_2 \to u_a + u_d$."),
        ("kqv-plain", r"With $x_2' = u_a + u_c$: $k_3^\top q_2 = \beta^2$, so $c_2 \to u_a + u_c$."),
        ("kqv-plain", r"Set x_2' = u_a + u_d. Now k_1ᵀq_2 = β² and c_2 → u_a + u_d ≠ u_b."),
    ],
    "the premises of what they mean": [
        ("position-distinct", r"The pair is $(\sin t, \cos t)$: $\sin a = \sin b$ together with $\cos a = \cos b$ "
                              r"means $a \equiv b$ (mod $2\pi$)."),
        ("position-distinct", r"Here $\sin a = \sin b$ and $\cos a = \cos b$ together mean $a - b \in 2\pi\mathbb Z$."),
        ("position-distinct", r"Aus den ersten Koordinaten: $\sin a = \sin b$ bedeutet $a = b + 2\pi k$ oder "
                              r"$a = \pi - b + 2\pi k$."),
    ],
    "a first attempt taken back, in any language": [
        ("copy", "Prenons q = λk_j. Première tentative : α_j = e^λ/(e^λ + n). — Non, c'est faux : il reste n − 1 "
                 "termes. Correction : α_j = e^λ/(e^λ + n − 1)."),
        ("copy", "Sea q = λk_j. Primer intento: α_j = e^λ/(e^λ + n). No, eso es incorrecto: α_j = e^λ/(e^λ + n − 1)."),
        ("copy", "Sei q = λk_j. Erster Versuch: α_j = e^λ/(e^λ + n). Nein, das ist falsch: α_j = e^λ/(e^λ + n − 1)."),
        ("copy", "Пусть q = λk_j. Сначала α_j = e^λ/(e^λ + n). Нет, это неверно: α_j = e^λ/(e^λ + n − 1)."),
    ],
    "a member of a family the write-up names by an index": [
        ("single-head", r"With $q = t(\mu_a+\mu_b)$, let $p_i = \alpha_i$. Then $p_a \to \frac12$."),
        ("average", r"With $q = t(k_a+k_b)$, write $w_j = \alpha_j$: $w_a \to \frac12$ and $w_b \to \frac12$."),
    ],
    "a case written as an event, a set": [
        ("multi-head-noise", r"With $q_1 = t\mu_a$, $c_1\to v_a$ on the event $\{1+\eta>0\}$."),
        ("multi-head-noise", r"With $q_1 = t\mu_a$: on $\{\eta > -1\}$, $c_1 \to v_a$."),
    ],
    "an order whose gap vanishes, by the sign it keeps": [
        ("average", r"$q = t(k_a+k_b)$. $\alpha_a = \frac{e^t}{2e^t+n-2} \le \frac12$."),
        ("copy", r"$q = t k_j$. $\alpha_j \ge 1 - (n-1)e^{-t}$."),
        ("kqv-design", r"$\frac{e^{\beta^2}}{e^{\beta^2}+2} \ge 1-3e^{-\beta^2}$ for large $\beta$."),
    ],
    "a brace's note, no factor of what it is under or over": [
        ("permutation", r"$H_{perm} = P\,\mathrm{softmax}(QK^\top/\sqrt d)\underbrace{P^\top P}_{I}V = PH$."),
        ("permutation", r"$Z_{perm} = \mathrm{ReLU}(PHW_1 + \underbrace{\mathbf 1}_{=P\mathbf1}b_1)W_2 + \mathbf1b_2 = "
                        r"P\,\mathrm{ReLU}(HW_1+\mathbf1b_1)W_2 + P\mathbf1b_2 = PZ$."),
        ("average", r"$q = t(k_a + k_b)$: $\alpha_a = \frac{e^t}{\underbrace{2e^t + n - 2}_{\text{denominator}}} \to "
                    r"\overbrace{\tfrac12}^{\text{half}}$."),
    ],
    "the length of an output, its values grounded first": [
        ("kqv-plain", r"Take $x_2 = u_a + u_d$. Then $c_2 = \alpha_{21}(u_d+u_b) + \alpha_{22}(u_a+u_d) + "
                      r"\alpha_{23}(u_c+u_b)$ and $\|c_2 - u_b\|^2 = \beta^2(2\alpha_{22}^2 + (\alpha_{21}+\alpha_{22})^2 + "
                      r"\alpha_{23}^2)$."),
        ("kqv-plain", r"$\|c_2 - u_a\| \to 0$."),
        ("kqv-plain", r"$|c_2|^2 = \beta^2(\alpha_{22}^2 + (\alpha_{21} + \alpha_{23})^2 + \alpha_{21}^2 + \alpha_{23}^2)$."),
    ],
    "a function before a fraction": [
        ("position-distinct", r"$\sin\frac{\pi}{2} t = \sin\left(\frac{\pi t}{2}\right)$."),
        ("position-distinct", r"$\sin a - \sin b = 2\cos\frac{a+b}{2}\sin\frac{a-b}{2}$."),
    ],
    "what a contradiction is reached with is cited, not claimed": [
        ("copy", r"Suppose for contradiction that $\alpha_j \approx \tfrac12$ with $q = t k_j$. But "
                 r"$\alpha_j = \frac{e^t}{e^t + n - 1} \to 1$, contradicting $\alpha_j \approx \tfrac12$."),
        ("copy", r"Supposons par l'absurde $\alpha_j \approx 0$ pour $q = t k_j$. Or $\alpha_j \to 1$, ce qui "
                 r"contredit $\alpha_j \approx 0$."),
        ("kqv-plain", r"Now add $u_d$: $x_2 = u_a + u_d$. For $c_2 \approx u_b$ we would need $\alpha_{21} + "
                      r"\alpha_{23} \approx 1$. But $\alpha_{21} \approx 0$ and $\alpha_{23} \approx 0$, "
                      r"contradicting $\alpha_{21} + \alpha_{23} \approx 1$."),
    ],
    "a starred name is a value of its own, not the name without its star": [
        ("average", "Hence the error is ≤ ε exactly when t ≥ t^* = ln((n-2)(1-2ε)/(4ε)). At t = t^*: "
                    "4ε e^{t^*} = (n-2)(1-2ε)."),
        ("average", "Sea t^* = ln((n-2)/(2ε)). Entonces 2e^{t^*} = (n-2)/ε."),
        ("average", r"Let $t^\ast$ be the smallest such $t$. Then $t \ge t^\ast$ and $e^{t^\ast} = \frac{n-2}{2\varepsilon}$."),
    ],
    "a problem's letter glued to a bracket is the write-up's own function, not a product (red team 56)": [
        ("average", r"Define the error as $\varepsilon(t) = \frac12 - \alpha_a$. Then $\varepsilon(t) = "
                    r"\frac{n-2}{2(2e^t+n-2)}$."),
        ("average", "Sei ε(t) = ½ − α_a der Fehler; es gilt ε(t) = (n − 2)/(2(2e^t + n − 2))."),
        ("average", "Posons ε(t) = ½ − α_a. Alors ε(t) = (n − 2)/(2(2e^t + n − 2)) → 0."),
    ],
    "a letter written nowhere with the scale's vectors nor sent to a limit is no scale (red team 56)": [
        ("multi-head-noise", "P(η < −1) = Φ(−1/σ) = Φ(−√2) ≈ 0.0786."),
        ("multi-head-noise", "Плохой случай: P(η < −1) = Φ(−1/σ) = Φ(−√2) ≈ 0,0786."),
        ("multi-head-noise", "P(1 + η > 0) = Φ(1/τ) = Φ(√2) ≈ 0.921."),
    ],
    "a new sentence opening with words says its own subject (red team 56)": [
        ("multi-head-noise", "P(η < −1) = Φ(−√2) ≈ 0,0786. В остальных ≈ 92 % выборок c → ½(v_a + v_b)."),
        ("multi-head-noise", "P(1 + η > 0) = Φ(√2) ≈ 0.921. Sonst ≈ 8 % der Fälle."),
        ("multi-head-noise", "Pr(1 + η < 0) ≈ 0.079. Altrimenti ≈ 92 % dei campioni."),
    ],
    "a head's label written as a bracketed power reads its head (red team 56)": [
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. $\alpha^{(1)}_a = \frac{e^t}{e^t + n - 1} \to 1$."),
        ("multi-head", "q₁ = t μ_a, q₂ = t μ_b (t large). α⁽²⁾_b = eᵗ/(eᵗ + n − 1) → 1, so c⁽²⁾ → v_b."),
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. $1 - \alpha_a^{(1)} = \frac{n-1}{e^t + n - 1}$."),
        # a square of a bracket is no head's label: the bracket is the base's
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. $(1 - \alpha_a)^{2} = 1 - 2\alpha_a + \alpha_a^2$."),
        ("multi-head", "q₁ = t μ_a, q₂ = t μ_b. (1 − α_a)^2 = 1 − 2α_a + α_a^2."),
    ],
    "a name that owns the noun after it is no probability's value (red team 56)": [
        ("multi-head-noise", r"이 경우의 확률: $\eta$ 의 표준편차는 $\sigma = 1/\sqrt2$ 이다."),
        ("multi-head-noise", r"この場合の確率: $\eta$ の標準偏差は $1/\sqrt2$ である。"),
        ("multi-head-noise", r"若 $1 + \eta > 0$，则 $c \to \frac12(v_a+v_b)$。这种情况的概率: $\eta$ 的标准差是 "
                             r"$1/\sqrt2$。"),
    ],
}
FALSE_ALARM_CASES = [(cls, part, text) for cls, rows in FALSE_ALARMS.items() for part, text in rows]


@pytest.mark.parametrize("cls, part, text", FALSE_ALARM_CASES,
                         ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(FALSE_ALARM_CASES)])
def test_no_false_alarm(cls, part, text):
    """A right step of the class is never wrong."""
    assert wrong_steps(part, text) == []


# ---- the same classes with a slip: (part, write-up, the first wrong step) --------------------------------------------
SLIPS = {
    "a claim after the hypothesis, set apart by 'then'": [
        ("average", Q_AVG + r"If $t \to \infty$ and $n = 4$, then $\alpha_a \to 1$.", 5),
        ("average", Q_AVG + r"Suppose $t \to \infty$; then $\alpha_a \to 1$ and $\alpha_b \to 1$.", 4),
        ("average", Q_AVG + r"$\alpha_a \to \frac12$ when $n > 2$ and $\alpha_b \to 1$.", 5),
        ("average", Q_AVG + r"$\alpha_a \to \frac12$ si $n > 2$ et $\alpha_b \to 1$.", 5),
    ],
    "a claim after a goal, said as one": [
        ("kqv-plain", r"On veut $c_2 \approx u_b$. Or $c_2 \approx u_b$ ici.", 2),
        ("kqv-plain", r"We expand the scores to get $c_2 \approx u_b$.", 1),
        ("kqv-plain", r"On développe pour obtenir $c_2 \approx u_b$.", 1),
    ],
    "the student's own names for the matrices": [
        ("kqv-design", "W_V = (u_b u_b^T)/beta^2, so v_1 = u_b and v_3 = u_c.", 3),
        ("kqv-design", r"Let $W_Q = \frac{u_d u_a^\top}{\beta^2}$. Then $q_2 = W_Q x_2 = u_c$.", 3),
        ("kqv-design", r"Take $V = \frac{u_b u_b^\top}{\beta^2}$, so $v_2 = u_b$.", 2),
    ],
    "a change said in the passive": [
        ("kqv-plain", r"If $u_c$ is added to $x_2$, then $c_2 \approx u_c$.", 1),
    ],
    "a name replaced by a new value in words": [
        ("kqv-plain", r"If we replace $x_2$ by $x_2 + u_d$, then $k_2^\top q_2 = \|u_a + u_d\|^2 = \beta^2$.", 2),
        ("kqv-plain", r"Ersetzt man $x_2$ durch $u_a + u_c$, so ist $q_2 = k_2 = u_a + u_d$.", 2),
        ("kqv-plain", r"Si on remplace $x_2$ par $x_2 + u_d$, alors $q_2 = u_a + u_c$.", 1),
    ],
    "a scope said in words": [
        ("average", Q_AVG + r"For the two chosen keys: $\alpha_i \to 1$.", 3),
        ("average", Q_AVG + r"For every key other than the two chosen ones, $\alpha_i \to \frac12$.", 3),
        ("average", Q_AVG + r"Pour les deux clés choisies : $\alpha_i \to 0$.", 3),
        ("average", Q_AVG + r"For the keys $a$ and $b$: $\alpha_i = \frac{1}{2e^t + n - 2}$.", 3),
    ],
    "a probability written P(…) in plain text": [
        ("single-head-noise", "Let q = t(mu_a + mu_b). Then P(eta > 0) = Phi(1).", 2),
        ("multi-head-noise", "P(1 + eta > 0) = 1/2.", 1),
        ("multi-head-noise", "So c -> (v_a + v_b)/2 with probability Pr(1 + eta > 0) = 1/2.", 2),
    ],
    "a transpose after a bracket in plain text": [
        ("permutation", "K_perm = PK, so K_perm^T = (PK)^T = P^T K^T.", 3),
        ("permutation", "Q_perm = ΠQ, K_perm = ΠK, so Q_perm K_permᵀ = ΠQKᵀΠ.", 3),
    ],
    "the problem's two-argument embedding": [
        ("position-helps", r"The first entry is $\Phi(1, 0) = \sin(1/10000)$.", 1),
        ("position-distinct", r"$\Phi(t, 0) = \cos(t)$.", 1),
        ("position-distinct", "Phi(t, 3) = cos(t/10000^(3/d))", 1),
    ],
    "words between formulas in plain text": [
        ("average", "Con q = t(k_a + k_b): k_a^T q = t y k_b^T q = 2t.", 3),
        ("average", "Avec q = t(k_a + k_b), on a k_a^T q = 2t.", 2),
    ],
    "a formula said in the sentence that takes the limit": [
        ("average", r"$q = t(k_a+k_b)$, $t\to\infty$; then $\alpha_a = \frac{e^t}{2e^t + n}$.", 3),
        ("average", r"Let $q = t(k_a + k_b)$ with $t \to \infty$. Then $\alpha_a = \frac{e^t}{2e^t + n}$.", 3),
    ],
    "an analogy with no vector named before it": [
        ("average", "q = t(k_a + k_b). α_a = e^t/(2e^t + n − 2). Similarly, α_b = e^t/(2e^t + n).", 3),
        ("average", "q = t(k_a + k_b). α_a = e^t/(2e^t + n − 2). De même, α_b = e^t/(2e^t + n).", 3),
    ],
    "the write-up's own name given a value, not defined again": [
        ("average", r"Let $s_a = k_a^\top q$ with $q = t(k_a + k_b)$. Then $s_a = 2t$.", 3),
        ("average", r"Let $s_j = k_j^\top q$ with $q = t(k_a + k_b)$. So $s_b = 0$.", 3),
    ],
    "a first attempt not taken back": [
        ("copy", "Prenons q = λk_j. On trouve α_j = e^λ/(e^λ + n). C'est la bonne forme.", 2),
        ("copy", "Sea q = λk_j. Primer intento: α_j = e^λ/(e^λ + n), y no hay más.", 2),
    ],
    "a function before a fraction": [
        ("position-distinct", r"$\sin a - \sin b = 2\sin\frac{a+b}{2}\cos\frac{a-b}{2}$.", 1),
    ],
    "a member of a family the write-up names by an index": [
        ("single-head", r"With $q = t(\mu_a+\mu_b)$, let $p_i = \alpha_i$. Then $p_a \to 1$.", 3),
    ],
    "a case written as an event, a set": [
        ("multi-head-noise", r"With $q_1 = t\mu_a$, $c_1\to v_b$ on the event $\{1+\eta>0\}$.", 2),
    ],
    "an order whose gap vanishes, by the sign it keeps": [
        ("copy", r"$q = t k_j$. $\alpha_j \le 1 - (n-1)e^{-t}$.", 2),
        ("average", r"$q = t(k_a+k_b)$. $\alpha_a = \frac{e^t}{2e^t+n-2} \ge \frac12$.", 3),
        ("kqv-design", r"$\frac{e^{\beta^2}}{e^{\beta^2}+2} \ge 1-e^{-\beta^2}$ for large $\beta$.", 1),
    ],
    "a brace's note, no factor of what it is under or over": [
        ("average", r"$q = t(k_a + k_b)$: $\alpha_a = \frac{e^t}{\underbrace{2e^t + n}_{\text{all}}}$.", 2),
    ],
    "the length of an output, its values grounded first": [
        ("kqv-plain", r"$\|c_2 - u_a\| \to 1$.", 1),
        ("kqv-plain", r"$\|c_2\|^2 = \beta^2(\alpha_{22}^2 + \alpha_{21}^2 + \alpha_{23}^2)$.", 1),
    ],
    "a head's label written as a bracketed power, one head in the step (red team 56)": [
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. $1 - \alpha^{(1)}_a = \frac{1}{e^t + n - 1}$.", 3),
        ("multi-head", "q₁ = t μ_a, q₂ = t μ_b. α⁽²⁾_b = eᵗ/(eᵗ + n).", 3),
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. $\alpha_a^{(1)} = \frac{e^t}{e^t + n - 1}$ and "
                       r"$c^{(2)} \to v_a$.", 4),
    ],
}
SLIP_CASES = [(cls, part, text, index) for cls, rows in SLIPS.items() for part, text, index in rows]


@pytest.mark.parametrize("cls, part, text, index", SLIP_CASES,
                         ids=[f"{c}-{i}" for i, (c, *_) in enumerate(SLIP_CASES)])
def test_slip_found_at_its_step(cls, part, text, index):
    """The slip of the class is the first wrong step."""
    report = check_writeup(PARTS[part], text)
    assert report.first_wrong == index, [(s.index, s.status, s.reason) for s in report.steps]


@pytest.mark.parametrize("text, expected", [
    ("For the two chosen keys: $x", (None, False)),
    ("For the keys $a$ and $b$: $x", (("a", "b"), False)),
    ("Pour les clés a et b, $x", (("a", "b"), False)),
    ("For every key other than the two chosen ones: $x", (None, True)),
    ("Für alle Schlüssel außer den beiden gewählten Schlüsseln: $x", (None, True)),
    ("Para ambas claves, $x", (None, False)),
    ("For the keys we use. $x", None),
    ("For every key: $x", None),
])
def test_keys_said_in_words(text, expected):
    """The keys a scope in words names before a step: the part's own (None), those it lists, or the others."""
    from symattn.language.statements import keys_said_before
    said = keys_said_before(text, text.index("$x"))
    if expected is None:
        assert said is None
    else:
        assert (said[2], said[3]) == expected


NOT_ONE_MINUS = r"$\alpha_a \approx \frac{e^{(1+\eta)t}}{e^{(1+\eta)t} + n - 1}$"  # holds only when η > 0


@pytest.mark.parametrize("part, text, expected", [
    ("single-head-noise", Q_NOISE + NOT_ONE_MINUS + r", so when $\eta > 0$ we get $\alpha_a \to 1$.", "ssusv"),
    ("single-head-noise", Q_NOISE + NOT_ONE_MINUS + r", donc si $\eta > 0$, $\alpha_a \to 1$.", "ssusv"),
    ("single-head-noise", Q_NOISE + r"$c \to v_a$ if $\eta > 0$.", "ssvs"),
    ("single-head-noise", Q_NOISE + r"When $\eta > 0$, $c \to v_a$ and so $\alpha_a \to 1$.", "sssvv"),
])
def test_a_condition_speaks_for_its_own_clause(part, text, expected):
    """A condition said after a step and a "so" ("…, so when η > 0 …") is not applied to that step; one that trails
    its step, or opens the clause, is."""
    assert statuses(part, text) == expected


# ---- red team 14's classes (the rebuilt check, first contact): right steps, never wrong; slips still found ----------
RED_TEAM_14 = [
    # the problem's exact model where the setting idealises it: the keys before α → 0
    ("single-head", r"Take $q = t(\mu_a+\mu_b)$. Then $k_a^\top q - t = t\sqrt{\alpha}\, z_a^\top(\mu_a+\mu_b)$.", "sv"),
    ("single-head", r"With $q = t(\mu_a+\mu_b)$: $k_a^\top q = t + t\sqrt{\alpha}\, z_a^\top(\mu_a + \mu_b)$.", "sv"),
    ("single-head", r"With $q = t(\mu_a+\mu_b)$: $k_b^\top q = t + t\sqrt{\alpha}\, z_b^\top(\mu_a + \mu_b)$ and "
                    r"$k_a^\top q = 2t$.", "svw"),
    # a case label opening its line, with no "for"
    ("position-distinct", "d = 4, so i ∈ {0, 1}.\ni = 0: frequency 10000^0 = 1.\ni = 1: 10000^{2·1/4} = 100.", "sssvsv"),
    ("position-distinct", "d = 4.\ni = 1: 10000^{2/4} = 100.\ni = 0: 10000^{0} = 1.", "ssvsv"),
    ("position-distinct", "d = 4.\ni = 1: 10000^{2/4} = 10.", "ssw"),
    # W_k, W_q, W_v name the projections, not a family indexed by k (W_k = I is no rule for every W_i)
    ("kqv-design", r"W_k = I, W_q = (u_d u_a^\top + u_c u_d^\top)/\beta^2, W_v = (u_b u_b^\top - u_c u_c^\top)/\beta^2",
     "sss"),
    ("kqv-design", r"$W_K = I$, $W_Q = \frac{u_d u_a^\top}{\beta^2}$, so $q_2 = W_Q x_2 = u_d$.", "ssvv"),
    ("kqv-design", r"$W_k = I$ and $W_v = \frac{u_b u_b^\top}{\beta^2}$, hence $v_1 = W_v x_1 = u_b$.", None),
    # an instance of the problem's input the write-up assumes for what follows
    ("position-helps", r"Nimm $X = 0$. Dann ist $PX + \Phi = \Phi$, aber $P(X + \Phi) = P\Phi$.", None),
    ("position-helps", r"Take $X = 0$. Then $PX + \Phi = \Phi$.", None),
    ("position-helps", r"Take $X = 0$. Then $PX + \Phi = P(X + \Phi)$ only if $P\Phi = \Phi$; and $P(X + \Phi) = "
                       r"PX + P\Phi$.", None),
]


@pytest.mark.parametrize("part, text, expected", RED_TEAM_14)
def test_red_team_14_classes(part, text, expected):
    """Right steps of red team 14's classes are never wrong; the slips beside them still are."""
    found = statuses(part, text)
    assert found == expected if expected is not None else "w" not in found


# issue 23's classes: a rounded decimal is a value within half a unit of its last digit; erfc, Φ and erf are forms of
# one probability
ROUNDED_AND_ERFC = [
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 0.92$.", "v"),
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 0.9214$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = 0.921$.", "v"),
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 0.93$.", "w"),
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 0.9$.", "v"),
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 0.95$.", "w"),
    ("single-head-noise", r"$\Pr(\eta > 0) = 0.5$.", "v"),
    # a percentage is a rounded value too: 92 % is within half a unit of its last digit of (1 + erf 1)/2
    ("multi-head-noise", r"$\Pr(\eta > -1) \approx 92\%$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = 92\%$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) \approx 92.1\%$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) \approx 93\%$.", "w"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = 92.2\%$.", "w"),
    ("single-head-noise", r"$\Pr(\eta > 0) = 50\%$.", "v"),
    ("single-head-noise", r"$\Pr(\eta > 0) = 0.6$.", "w"),
    ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Then $\alpha_a = 0.5$ in the limit.", "ssv"),
    ("multi-head-noise", r"$\Pr(1 + \eta > 0) = 1 - \frac{1}{2}\operatorname{erfc}(1)$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = \frac{1}{2}\operatorname{erfc}(-1)$.", "v"),
    ("single-head-noise", r"$\Pr(\eta > 0) = \frac{1}{2}\operatorname{erfc}(0)$.", "v"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = \frac{1}{2}\operatorname{erfc}(1)$.", "w"),
    ("multi-head-noise", r"$\Pr(\eta > -1) = \Phi(\sqrt{2})$.", "v"),
]


@pytest.mark.parametrize("part, text, expected", ROUNDED_AND_ERFC)
def test_rounded_decimals_and_erfc(part, text, expected):
    """0.92 is (1 + erf 1)/2 rounded; 0.93 is not; erfc and Φ are read as erf."""
    assert statuses(part, text) == expected


# issue 23: a case said in words ("when η is positive", "for negative η", "if the noise is positive … otherwise …") is
# the condition it says: each claim is checked in its own case, a swapped case is wrong
IN_WORDS = r"With $q = t(\mu_a+\mu_b)$, $k_a^\top q = (1+\eta)t$ and $k_b^\top q = t$. "
CASES_IN_WORDS = [
    ("single-head-noise", IN_WORDS + r"When $\eta$ is positive, $c \to v_a$; when $\eta$ is negative, $c \to v_b$.",
     "svvvv"),
    ("single-head-noise", IN_WORDS + r"When $\eta$ is positive, $c \to v_b$.", "svvw"),
    ("single-head-noise", r"$q = t(\mu_a+\mu_b)$. For positive $\eta$: $c \to v_a$. For negative $\eta$: "
                          r"$c \to v_b$.", "svv"),
    ("single-head-noise", r"$q = t(\mu_a+\mu_b)$. For negative $\eta$: $c \to v_a$.", "sw"),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$, if the noise is positive then $c \to v_a$, otherwise "
                          r"$c \to v_b$.", "svv"),
    ("single-head-noise", r"Avec $q = t(\mu_a+\mu_b)$ : si $\eta$ est positif, $c \to v_a$.", "sv"),
    ("single-head-noise", r"取 $q = t(\mu_a+\mu_b)$。当 $\eta$ 为负时，$c \to v_b$。", "sv"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. When $1 + \eta$ is positive, $c_1 \to v_a$.", "ssv"),
    # η ≥ 0 in words is not applied: the steps of its sentence are never wrong
    ("single-head-noise", r"$q = t(\mu_a+\mu_b)$. When $\eta$ is non-negative, $c \to v_a$.", "su"),
]


@pytest.mark.parametrize("part, text, expected", CASES_IN_WORDS)
def test_a_case_said_in_words(part, text, expected):
    """"When η is positive, c → v_a" is checked for η > 0; a case swapped in words is wrong."""
    assert statuses(part, text) == expected


# red team 15: a relation after "vs" or after a word of a language written without spaces names another subject, no
# link of the chain before it; what follows "instead of" in any language is set aside
ANOTHER_SUBJECT_OR_SET_ASIDE = [
    ("multi-head-noise", r"$k_a\approx(1+\eta)\mu_a$, $q_1=t\mu_a$: logit $t(1+\eta)$ vs $\approx0$ for everyone else."),
    ("multi-head-noise", r"$k_a\approx(1+\eta)\mu_a$, $q_1=t\mu_a$: the score $t(1+\eta)$ versus $\approx 0$ for the rest."),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$。$k_a \approx (1+\eta)\mu_a$。ヘッド1：$a$ のスコアは "
                         r"$t(1+\eta)$、他は $\approx 0$。"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$。$k_a \approx (1+\eta)\mu_a$。头1：$a$ 的得分是 $t(1+\eta)$，"
                         r"其余 $\approx 0$。"),
    ("single-head-noise", r"Mit $q=t(\mu_a+\mu_b)$: $\alpha_a$ ist $\approx$ Bernoulli, $\mathrm{Var}(\alpha_a)\to"
                          r"\tfrac14$ statt $\approx0$ wie in (i)."),
    ("single-head-noise", r"Avec $q=t(\mu_a+\mu_b)$ : $\mathrm{Var}(\alpha_a)\to\tfrac14$ au lieu de $\approx0$ comme en (i)."),
    ("single-head-noise", r"Con $q=t(\mu_a+\mu_b)$: $\mathrm{Var}(\alpha_a)\to\tfrac14$ en lugar de $\approx0$ como en (i)."),
]


@pytest.mark.parametrize("part, text", ANOTHER_SUBJECT_OR_SET_ASIDE)
def test_another_subject_or_set_aside(part, text):
    """"t(1 + η) vs ≈ 0" is no claim that t(1 + η) ≈ 0; "¼ statt ≈ 0" claims nothing of ≈ 0."""
    assert "w" not in statuses(part, text)


# the read-once-more pass: each class of this session's one-example fixes, with its table
@pytest.mark.parametrize("text", [r"\eta \sim \mathcal N(0, \tfrac12)", r"z_i\sim\mathcal N(0,I)",
                                  r"\eta \sim \mathscr N(0, 1)"])
def test_a_font_operator_without_braces(text):
    """\\mathcal N(0, ½) is read as \\mathcal{N}(0, ½) is."""
    from symattn.notation import parse
    assert parse(text).ops == ("sim",)


@pytest.mark.parametrize("part, text, expected", [
    # a scale given as a value in other numbers says where it goes: no claim
    ("single-head", r"Take $q = t(\mu_a+\mu_b)$ with $t = \alpha^{-1/4}$. Then $t \to \infty$.", "sss"),
    ("average", r"Let $q = s(k_a + k_b)$ with $s = \log(1/\epsilon)$ and $\epsilon \to 0$.", "sss"),
    ("single-head", r"$q = \beta(\mu_a + \mu_b)$, $\beta = \alpha^{-1/3}$.", "ss"),
    # what the engine computes may stand on either side
    ("single-head-noise", r"$\frac{1}{2} = \Pr(\eta > 0)$.", "v"),
    ("single-head-noise", r"$0.5 \approx \Pr(\eta < 0)$.", "v"),
    ("single-head-noise", r"$\frac{1}{3} = \Pr(\eta > 0)$.", "w"),
])
def test_scale_values_and_engine_sides(part, text, expected):
    """t = α^{−1/4} is where t goes; ½ = Pr(η > 0) is Pr(η > 0) = ½."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, verdict, score", [
    ("average", r"$q = t(k_a+k_b)$, $t \to \infty$, and $k_a^\top q = 2t$.", "incorrect", 1),
    ("copy", r"$q = t k_j$, $t\to\infty$; then $k_i^\top q = t$ for $i \ne j$.", "incorrect", 1.5),
    ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$; so $\mu_a^\top q_2 = t$.", "incorrect", 0.5),
    ("average", r"$q = t(k_a+k_b)$, $t \to \infty$, so $k_a^\top q = t$.", "correct", 2),
])
def test_a_false_side_claim_costs_the_policy_s_points(part, text, verdict, score):
    """A right query beside a false claim is never correct: it is incorrect and loses half the part's points."""
    from symattn.grading.grade import grade_answer
    graded = grade_answer(PARTS[part], text)
    assert (graded.verdict, graded.score) == (verdict, score)


@pytest.mark.parametrize("text, expected", [
    # the idealised keys (k_i = μ_i) make k_bᵀq = t hold; "exactly" asks for it in the problem's exact model
    ("q = t(μ_a + μ_b). Then k_b^T q = t exactly (orthogonal means).", "sw"),
    ("q = t(μ_a + μ_b). Then k_b^T q = t.", "sv"),
    ("q = t(μ_a + μ_b). Then k_b^T q = t, exactly as in part (b).", "sv"),
    ("q = t(μ_a + μ_b). Then k_b^T q ≈ t exactly.", "sv"),
])
def test_a_step_said_exactly_is_read_in_the_exact_model(text, expected):
    """"= t exactly" of a random key's score is false: read in the problem's exact model alone."""
    assert statuses("single-head", text) == expected


MH_Q = r"Let $q_1 = t\mu_a$, $q_2 = t\mu_b$, $t\to\infty$. If $1+\eta>0$ then $c_1 \to v_a$, and $c_2 \to v_b$. "


@pytest.mark.parametrize("part, text, expected", [
    # the probability that a step holds: its exact event among the cases near it, then Pr of that case
    ("multi-head-noise", MH_Q + r"So $c \to \tfrac12(v_a+v_b)$ with probability $\approx 0.92$.", "valid"),
    ("multi-head-noise", MH_Q + r"So with probability $\approx 0.921$, $c \to \tfrac12(v_a+v_b)$.", "valid"),
    ("multi-head-noise", MH_Q + r"したがって確率 $\approx 0.921$ で $c \to \tfrac12(v_a+v_b)$ となる。", "valid"),
    ("multi-head-noise", MH_Q + r"So $c \to \tfrac12(v_a+v_b)$ with probability $\tfrac12$.", "wrong"),
    # the step holds in no case near it exactly: its event is not stated, so nothing is decided
    ("multi-head-noise", MH_Q + r"So with probability $0.92$, $c \to v_a$.", "unknown"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$, $t\to\infty$. If $\eta>0$, $c \to v_a$; if $\eta<0$, "
                          r"$c\to v_b$. So $c \to v_a$ with probability $\tfrac12$.", "valid"),
])
def test_the_probability_of_a_steps_event(part, text, expected):
    """"c ≈ ½(v_a+v_b) with probability ≈ 0.92": Pr of the case where the step holds exactly, decided."""
    steps = [step for step in check_writeup(PARTS[part], text).steps if step.left.startswith("\\Pr\\left(c")]
    assert [step.status for step in steps] == [expected]


@pytest.mark.parametrize("part, text, expected", [
    ("multi-head-noise", r"ヘッド1：$a$ のスコアは $t(1+\eta)$、他は $\approx 0$。", "vv"),
    ("multi-head-noise", r"第一个头：$a$ 的得分为 $t(1+\eta)$。", "v"),
    ("single-head-noise", "With q = t(μ_a+μ_b), a's score is t(1+η), b's score is t, the others ≈ 0.", "svvv"),
    # "the others" are every key the words did not name: b's score t is no ≈ 0
    ("single-head-noise", "With q = t(μ_a+μ_b), a's score is t(1+η), the others ≈ 0.", "svw"),
])
def test_a_score_owned_by_its_key(part, text, expected):
    """"$a$ のスコアは t(1+η)", "a's score is t": the key before the noun owns it, the copula leads to the value."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"これが 0 になるには全ての i で $\cos(\omega_i\Delta) = 1$ が必要だが", "s"),
    (r"$\cos(\omega_i\Delta) = 1$ である必要がある", "s"),
])
def test_a_necessary_condition_said_after_its_relation(text, expected):
    """Japanese says what is needed after the relation: "cos(ω_iΔ) = 1 が必要" is no claim."""
    assert statuses("position-distinct", text)[-1:] == expected


@pytest.mark.parametrize("part, text, expected", [
    # ½ in words is a value nobody reads: the step its clause carries is not judged
    ("single-head-noise", "η 의 분산이 ½ 이므로 P(η > 0) = 1/4 이다.", "u"),
    # a fullwidth bracket glued to a definition is a remark: it cuts nothing
    ("copy", "取 q = t k_j（t > 0）。则 k_jᵀq = t。", "ssv"),
])
def test_numbers_and_remarks_around_a_step(part, text, expected):
    """A vulgar fraction in words stays unread; "q = t k_j（t > 0）" defines q whole."""
    assert statuses(part, text)[-len(expected):] == expected


OPENING_CASE = Q_NOISE + r"{opening} the score of $a$ is large and the softmax puts its weight on $a$, so $c \to v_{value}$."


@pytest.mark.parametrize("opening, value, expected", [
    # the case that opens the sentence is the case of its last clause: "c → v_a when 1 + η > 0" is false there
    (r"As long as $1+\eta>0$", "a", "w"),
    (r"If $1+\eta>0$,", "a", "w"),
    (r"Whenever $\eta>-1$", "a", "w"),
    (r"If $\eta>0$", "a", "v"),
    (r"If $\eta>0$", "b", "w"),
    (r"Si $1+\eta>0$,", "a", "w"),
])
def test_a_case_that_opens_its_sentence(opening, value, expected):
    """A case that opens its sentence governs each clause after it, through words that add no case of their own."""
    assert statuses("single-head-noise", OPENING_CASE.format(opening=opening, value=value))[-1:] == expected


@pytest.mark.parametrize("text", [
    # another case named between, or a contrast: the opening case may no longer be the step's
    r"If $\eta>0$ the score of $a$ wins, and in the other case $c\to v_b$.",
    r"If $\eta>0$ the score of $a$ wins, but when it does not $c\to v_b$.",
    r"Si $\eta>0$ le score de $a$ gagne, et dans l'autre cas $c\to v_b$.",
    r"Wenn $\eta>0$, gewinnt $a$; im anderen Fall $c\to v_b$.",
    # past a ";", or "for the rest" after the step: said in the other case, perhaps
    r"If $\eta<0$ the score of $b$ wins; so $c\to v_a$ for the rest.",
    r"If $\eta<0$ the score of $b$ wins; $c\to v_a$ otherwise.",
])
def test_a_step_said_in_the_other_case_is_never_wrong(text):
    """A step after "in the other case", a contrast or a ";" is not judged in the case the sentence opened with."""
    assert statuses("single-head-noise", Q_NOISE + text)[-1:] in ("u", "v", "s")


CHAIN_THEN_OTHERS = r"Let $q = T(\mu_a+\mu_b)$. {then}${w}_a = {w}_b = \frac{{e^T}}{{2e^T+n-2}}$, ${w}_i = \frac{{1}}{{2e^T+n-2}}$. " \
    r"As $T\to\infty$, ${w}_b \to {limit}$."


@pytest.mark.parametrize("then, w, limit, expected", [
    ("", "w", "1/2", "v"), ("", "a", r"\tfrac12", "v"), ("", "p", "1/2", "v"), ("", "w", "1", "w"), ("", "a", "0", "w"),
    # "Then w_a = w_b = …" may conclude a value or define one: read both ways, never w_b by the others' pattern
    ("Then ", "w", "1/2", "v"), ("Then ", "a", "0", "u"),
])
def test_a_chain_of_names_then_the_others_by_an_index(then, w, limit, expected):
    """"w_a = w_b = E, w_i = F": the chain names w_b too, so w_i = F speaks of the other indices, never of w_b."""
    assert statuses("single-head", CHAIN_THEN_OTHERS.format(then=then, w=w, limit=limit))[-1:] == expected


BULLETED_CASES = "q1 = t mu_a, q2 = t mu_b. k_a = (1 + eta) mu_a.\n - if 1 + eta {first} 0: {step}\n - if 1 + eta {second} 0: {other}\n"


@pytest.mark.parametrize("first, step, second, other, expected", [
    # the case on the next bullet opens that bullet: it is never the case of the step before it
    (">", "c1 -> v_a", "<", "b_a -> 1/n (the case we may ignore)", "valid"),
    (">", "b_a -> 1 as t -> inf, so c1 -> v_a", "<", "b_a -> 0", "valid"),
    (">", "c1 -> v_b", "<", "b_a -> 1/n", "wrong"),
    ("<", "c1 -> v_a", ">", "b_a -> 1", "wrong"),
])
def test_a_case_on_the_next_line_is_the_next_item_s(first, step, second, other, expected):
    """"- if 1 + η > 0: c₁ → v_a⏎- if 1 + η < 0: …": each bullet's case is its own."""
    from symattn.steps.check import check_writeup
    from symattn.spec.catalogue import by_name, load_parts
    text = BULLETED_CASES.format(first=first, step=step, second=second, other=other)
    report = check_writeup(by_name(load_parts([]))["multi-head-noise"], text)
    assert next(item.status.value for item in report.steps if item.left == "c_{1}") == expected


OWN_NOISE_LETTER = "q1 = t mu_a, q2 = t mu_b. k_a = (1 + {e}) mu_a with {e} ~ N(0, {law}). So P({e} > -1) = {value}."


@pytest.mark.parametrize("e, law, value, expected", [
    # a letter given the noise's own law is the noise under another name; e stands alone, no longer Euler's number
    ("e", "1/2", "Φ(√2)", "v"), ("e", "1/2", "1", "w"), ("ξ", "1/2", "(1 + erf(1))/2", "v"), ("ξ", "1/2", "1/2", "w"),
    # another law is not the noise's: nothing is read of it
    ("ξ", "1", "Φ(1)", "u"),
])
def test_a_letter_of_the_student_s_own_for_the_noise(e, law, value, expected):
    """"k_a = (1 + e)μ_a with e ∼ N(0, ½)": e is η under another name, read so."""
    assert statuses("multi-head-noise", OWN_NOISE_LETTER.format(e=e, law=law, value=value))[-1:] == expected


@pytest.mark.parametrize("text, expected", [
    # Japanese and Korean close a case after it ("η > 0 なら", "η > 0 이면") or open it ("もし", "만약")
    ("q = t(μ_a + μ_b), t → ∞ とする。η > 0 なら c ≈ v_a、η < 0 なら c ≈ v_b。", "sssvsv"),
    ("q = t(μ_a + μ_b), t → ∞ とする。η > 0 なら c ≈ v_b、η < 0 なら c ≈ v_a。", "ssswsw"),
    ("q = t(μ_a + μ_b), t → ∞ とする。もし η > 0 ならば c ≈ v_b である。", "sssw"),
    ("q = t(μ_a + μ_b), t → ∞ 라고 하자. η > 0 이면 c ≈ v_b 이고, η < 0 이면 c ≈ v_a 이다.", "ssswsw"),
    ("q = t(μ_a + μ_b), t → ∞ 라고 하자. 만약 η > 0 이면 c ≈ v_a 이다.", "sssv"),
])
def test_a_case_closed_after_it_in_japanese_and_korean(text, expected):
    """"η > 0 なら c ≈ v_a": the case its words close is the case of the step after them."""
    assert statuses("single-head-noise", text) == expected


@pytest.mark.parametrize("part, text", [
    # an arrow after "λ → ∞" is "so": nothing tends from ∞ to a weight
    ("average", "3. Softmax (weights w_i): w_a = w_b = e^λ / (2e^λ + n − 2), w_i = 1/(2e^λ + n − 2) for the rest.\n"
                "5. λ → ∞ → w_a, w_b → ½ and w_i → 0 → c → ½(v_a + v_b)."),
    ("single-head", "Covariance scale is α (Σ_i = αI), and I write a_i for the softmax weights so the two don't get "
                    "mixed up.\n* Pick q = M(μ_a + μ_b), where M ≫ 1.\n* M → ∞ → a_a, a_b → ½ and a_i → 0\n"),
    # a sum over the keys a word names is not read as an index times letters
    ("average", "q = s(k_a + k_b), s → ∞.\n-> c = p_a v_a + p_b v_b + sum_rest p_i v_i ~ (v_a + v_b)/2"),
    # the weight of the part's own key j, given by a formula, is no value of every weight p_i
    ("copy", "q = λ k_j, λ → ∞.\n$$p_j = \\frac{e^{\\lambda}}{e^{\\lambda} + n - 1}$$\n• → p_j → 1, and p_i → 0 otherwise"),
    ("copy", "Query $q = M k_j$, $M \\to \\infty$.\n$$a_j = \\frac{e^{M}}{e^{M} + n - 1}$$\nHence "
             "$\\sum_{i\\neq j} a_i = 1 - a_j \\to 0$."),
    # an equation cited by its number is the left side of the relation after it, not the formula before it
    ("single-head", "**Query.** $q = \\kappa(\\mu_a + \\mu_b)$.\n4. For fixed $\\kappa$, (1) $\\to e^0 = 1$ as "
                    "$\\alpha\\to 0$: the two good keys become tied."),
    # a Markdown table's cells: each with its column's head, never continuing the cell before it
    ("single-head-noise", "| ε | w_a |\n|---|---|\n   | $-0.1$ | $\\approx 4.54\\times 10^{-5}$ |"),
    ("position-helps", "| t | sin t | cos t |\n| 0 | $0$ | $1$ |\n| 2 | $\\approx 0.9093$ | $\\approx -0.4161$ |"),
    # the write-up's new version of a given name (x̃_2, x_2'): the steps after it may speak of it
    ("kqv-plain", "Put $\\tilde x_2 = u_a + u_d$. So $c_2$ is far from $u_b$; in fact $c_2 \\approx u_a + u_d$."),
    ("kqv-plain", "Put $\\hat{x}_2 = u_a + u_c$. Then $c_2 \\approx u_a + u_c$."),
    # a vector of the part given a value after a case's word is a case, not a claim that it is that value
    ("copy", r"Für die Anfrage $q = t\,k_j + w$ gilt $\alpha_j \to 1$. Wie im Fall $w = 0$: $c \to v_j$. "
             r"Für $w = 0$ ist $\alpha_j = \dfrac{e^t}{e^t + n - 1}$."),
    ("copy", r"Take $q = t k_j + w$. In the case $w = 0$ this is $q = t k_j$, and for $w = 0$, $\alpha_j = \frac{e^t}{e^t+n-1}$."),
    # a question closed inside emphasis ("…?*") ends its sentence; a case the words imagine ("in the best case")
    ("kqv-plain", "*Can adding $u_d$ or $u_c$ to $x_2$ give $c_2\\approx u_b$?* Only $x_1$ and $x_3$ contain $u_b$. "
                  "Even in the best case where the weight is split evenly between them, "
                  "$c_2 \\approx \\tfrac12(v_1 + v_3)$."),
    # "j=1: 0, j=2: β²": a list of cases, each index a label
    ("kqv-plain", "2. scores x_j·ua:  j=1: 0,  j=2: β²,  j=3: 0   (only x2 has a ua part)."),
    # an arrow back to a reason ends the chain before it
    ("permutation", "H_perm = P softmax(QKᵀ/√d) PᵀP V = PH    ← PᵀP = I"),
    ("permutation", r"$H' = P S P^\top P V = P S V = P H \leftarrow P^\top P = I$, with $S = \mathrm{softmax}(QK^\top/\sqrt d)$."),
])
def test_informal_valid_steps_are_never_wrong(part, text):
    """Red teams 29 and 30's classes: informal notation around valid steps marks none of them ✗."""
    assert "w" not in statuses(part, text)


@pytest.mark.parametrize("part, text", [
    # the katakana middle dot is the dot product a Japanese write-up types
    ("average", "1. クエリを q = β(k_a + k_b)（β > 0 は大きなスカラー）とおく。\n   i ∉ {a, b} なら k_i・q = 0。"),
    # "… と矛盾する": what the derivation contradicts, not a claim of it
    ("kqv-plain", "x_2 = u_a + u_c とする。c_2 が λ_1(u_d + u_b) + λ_2(u_a + u_c) + λ_3(u_c + u_b) で u_b に等しいとすると、"
                  "λ_2 = 0、λ_3 = 0、λ_1 = 0 となり、u_b の係数 λ_1 + λ_3 = 1 と矛盾する。"),
])
def test_japanese_notation_and_contradiction(part, text):
    """A Japanese write-up's dot (・) and the formula it says it contradicts are read as meant."""
    assert "w" not in statuses(part, text)


@pytest.mark.parametrize("text", ["q = (k_a + k_b)/ε with ε → 0⁺.", r"$q = (k_a + k_b)/\epsilon$ with $\epsilon \to 0^{+}$.",
                                  "q = (k_a + k_b)/ε with ε -> 0^-."])
def test_a_one_sided_arrow_to_zero_is_read(text):
    """"ε → 0⁺" says where ε goes (its side read from the text): a step read, not one that could not be read."""
    from symattn.steps.check import check_writeup
    from symattn.spec.catalogue import by_name, load_parts
    report = check_writeup(by_name(load_parts([]))["average"], text)
    assert [step.reason for step in report.steps][-1] == "says where ε goes"


@pytest.mark.parametrize("part, text, expected", [
    # a function of the write-up's own is not read where it is used; what does not use it is
    ("average", "Let f(t) = 1/2 − α_a with q = t(k_a+k_b). Then f(t) = (n − 2)/(2(2e^t + n − 2)) → 0.", "sssv"),
    # the problem's own names written with their scale (q(t), c(t)) are no functions of the write-up's
    ("average", "q(t) = t(k_a + k_b), t → ∞. Then α_a = e^t/(2e^t + n − 2) → ½ and c → ½(v_a + v_b).", "ussvs"),
])
def test_a_function_of_the_write_up_s_own(part, text, expected):
    """"f(t) := …" is the write-up's function; "q(t) = …" is the part's query, written with its scale."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    ("single-head-noise", "As α → 0: k_a = (1 + η) μ_a, with η ~ N(0, 1/4).", "svw"),
    ("single-head-noise", r"As $\alpha \to 0$, $k_a = (1+\eta)\mu_a$ where $\eta \sim \mathcal{N}(0, 2)$.", "svw"),
    ("multi-head-noise", "For small α, k_a ≈ (1 + η) μ_a with η ~ N(0, 1).", "vw"),
    ("single-head-noise", "As α → 0: k_a = (1 + η) μ_a, with η ~ N(0, 1/2).", "svs"),
    ("single-head-noise", "As α → 0: k_a = (1 + η) μ_a, with η ~ N(0, 1/√2).", "svs"),  # N(μ, σ): the deviation
    ("single-head-noise", r"$\eta \sim \mathcal{N}(3, \tfrac12)$ and $k_a = (1+\eta)\mu_a$.", "sv"),  # mean unread
])
def test_a_normal_law_is_refuted_by_its_variance(part, text, expected):
    """"η ∼ N(0, ¼)": wrong where the model's variance is neither the second parameter nor its square; never ✓."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("\\begin{align*}\n& P(1+\\eta>0) = P(Z > -\\sqrt{2}),\\quad Z\\sim\\mathcal N(0,1)\\\\\n"
     "& \\phantom{P(1+\\eta>0)} = \\tfrac12\\bigl(1+\\operatorname{erf}(\\sqrt2)\\bigr)\n\\end{align*}", "w"),
    ("\\begin{align*}\n& P(1+\\eta>0) = P(Z > -\\sqrt{2}),\\quad Z\\sim\\mathcal N(0,1)\\\\\n"
     "& \\phantom{P(1+\\eta>0)} = \\tfrac12\\bigl(1+\\operatorname{erf}(1)\\bigr)\n\\end{align*}", "v"),
    ("\\begin{align*}\n& P(1+\\eta>0) = P(Z > -\\sqrt{2}),\\quad Z\\sim\\mathcal N(0,1)\\\\\n"
     "& = \\tfrac12\\bigl(1+\\operatorname{erf}(2)\\bigr)\n\\end{align*}", "w"),
])
def test_a_row_goes_on_from_the_chain_not_from_a_law_beside_it(text, expected):
    """A row under "…, Z ∼ N(0, 1)" goes on from the chain before the law: a law is no value to go on from."""
    steps = check_writeup(PARTS["single-head-noise"], Q_NOISE + text).steps
    assert CODES[steps[-1].status] == expected


KQV_DESIGN = "K = I, Q = (u_d u_a^T + u_c u_d^T)/β², V = (u_b u_b^T − u_c u_c^T)/β². q_2 = Q x_2 = u_d. "


@pytest.mark.parametrize("part, text, expected", [
    ("kqv-design", KQV_DESIGN + "Scores (x_1·u_d, x_2·u_d, x_3·u_d) = (β², 0, 0).", "v"),
    ("kqv-design", KQV_DESIGN + "Scores (x_1·u_d, x_2·u_d, x_3·u_d) = (β², 0, β²).", "w"),
    ("average", Q_AVG + r"$(k_a^\top q, k_b^\top q) = (t, t)$.", "v"),
    ("average", Q_AVG + r"$(k_a^\top q, k_b^\top q) = (t, 2t)$.", "w"),
    ("average", Q_AVG + r"$(n, d) = (10, 12)$.", "s"),  # sizes given values: not compared
])
def test_two_tuples_are_compared_entry_by_entry(part, text, expected):
    """"(x_1·u_d, x_2·u_d, x_3·u_d) = (β², 0, β²)": wrong where an entry is, valid where every entry is."""
    assert CODES[check_writeup(PARTS[part], text).steps[-1].status] == expected


@pytest.mark.parametrize("part, text, expected", [
    ("copy", "Take q = C k_j with C large. Then α_j = e^C/(e^C + n − 1), which tends to 1.", "v"),
    ("copy", "Take q = C k_j with C large. Then α_j = e^C/(e^C + n − 1), which tends to 1/2.", "w"),
    ("copy", r"Take $q = C k_j$, $C \to \infty$. Then $\alpha_j = \frac{e^C}{e^C + n - 1}$, qui tend vers $1$.", "v"),
    ("average", "Con q = t(k_a + k_b) y t grande, α_a = e^t/(2e^t + n − 2), que tiende a 1/2.", "v"),
    ("average", "С q = t(k_a + k_b), t → ∞: α_a = e^t/(2e^t + n − 2), что стремится к 1.", "w"),
])
def test_a_limit_in_a_relative_clause_is_a_step(part, text, expected):
    """"α_j = …, which tends to 1" is α_j = … → 1: judged as the arrow would be."""
    assert CODES[check_writeup(PARTS[part], text).steps[-1].status] == expected


@pytest.mark.parametrize("text, expected", [
    ("Composing equivariant maps: Z(PX) = PZ(X).", "u"),
    (r"Hence $H(PX) = PH(X)$.", "u"),
    ("Attn(PX) = P Attn(X) and so Z(PX) = P Z(X).", "u"),
    (r"$PQ(PK)^\top = PQK^\top P^\top$.", "v"),  # no input in the brackets: a product
])
def test_an_output_applied_to_a_permuted_input_is_no_product(text, expected):
    """"Z(PX) = PZ(X)": the output as a function of its input (a factor glued before it or the input), never a
    product refuted."""
    assert CODES[check_writeup(PARTS["permutation"], text).steps[-1].status] == expected


@pytest.mark.parametrize("text, expected", [
    (r"$(k_a^\top q, \frac{d}{dt}\alpha_a) = (t, 0)$.", "s"),  # an entry not read: never valid
    (r"$(k_a^\top q, k_c^\top q) = (t, 0)$ for the other key $c$.", "v"),
])
def test_a_tuple_with_an_entry_not_read_is_not_valid(text, expected):
    """Entry by entry, a tuple is valid only when every entry is."""
    assert CODES[check_writeup(PARTS["average"], Q_AVG + text).steps[-1].status] == expected


@pytest.mark.parametrize("text, expected", [
    ("Let q = t(k_a + k_b). Then α_a = e^t/(2e^t + n − 2) → 0 as n → ∞.", "u"),
    ("Let q = t(k_a + k_b). Then α_a = e^t/(2e^t + n − 2) → 0 when n is large.", "u"),
    ("Let q = t(k_a + k_b). Then α_a = e^t/(2e^t + n − 2) → 0.", "w"),  # no other limit said: the scale's
    ("Let q = t(k_a + k_b), t large. Then α_a = e^t/(2e^t + n − 2) → 1 for large t.", "w"),  # the scale itself
])
def test_a_limit_said_in_a_fixed_number_is_not_refuted_in_the_scale(text, expected):
    """"→ 0 as n → ∞": the limit may be in n, which its sentence names; never ✗ for the scale's limit."""
    steps = check_writeup(PARTS["average"], text).steps
    limit = next(step for step in steps if step.left.startswith("\\frac"))  # the side α_a was said equal to, → …
    assert CODES[limit.status] == expected


@pytest.mark.parametrize("text, expected", [
    (r"If we add $u_d$ to $x_2$, then $k_1^\top q_2 = 0$.", "u"),
    (r"Adding $u_d$ to $x_2$: $k_1^\top q_2 = 0$.", "u"),
    (r"If we replace $x_2$ by $u_a + u_d$, then $k_1^\top q_2 = 0$.", "u"),
    (r"Wenn man $u_d$ zu $x_2$ addiert, ist $k_1^\top q_2 = 0$.", "u"),
    # twin: true with the change said
    (r"If we add $u_d$ to $x_2$, then $k_1^\top q_2 = \beta^2$.", "v"),
])
def test_a_step_in_the_sentence_that_changes_the_setting_is_of_the_change(text, expected):
    """"If we add u_d to x_2, then k_1ᵀq_2 = 0" speaks of x_2 as changed: true only as the problem gives it, no ✓."""
    assert statuses("kqv-plain", text) == expected


@pytest.mark.parametrize("text, expected", [
    # k_a = γμ_a names γ = μ_aᵀk_a (1 + η in the model): its law is the key's, not a fixed number's
    (r"Write $k_a = \gamma \mu_a$ with $Var(\gamma)=1/2$ and $E[\gamma] = 1$.", "svv"),
    (r"Now $k_a \approx \gamma\mu_a$ where $\gamma$ is random with mean 1 and variance 1/2.", "sv"),
    # a case said in a letter defined in the problem's names is the case of the noise it is
    (r"Let $\gamma = k_a^\top \mu_a$. With $q = t(\mu_a+\mu_b)$, $t \to \infty$: if $\gamma > 1$ then $c \to v_a$; "
     r"if $\gamma < 1$ then $c \to v_b$.", "ssssvsv"),
    (r"Soit $g = \mu_a^\top k_a$ et $q = t(\mu_a+\mu_b)$, $t \to \infty$. Si $g > 1$, alors $c \to v_a$.", "ssssv"),
    # γ used as the course's solutions use it, never defined: 1 + η
    (r"With $q = t(\mu_a+\mu_b)$ the scores are $\gamma t$ and $t$. For $t\to\infty$: if $\gamma > 1$ then "
     r"$c \to v_a$, if $\gamma < 1$ then $c \to v_b$, and $P(\gamma > 1) = 1/2$.", "sssvsvv"),
])
def test_a_letter_for_the_keys_factor(text, expected):
    """A letter for the factor of k_a along μ_a, defined by the write-up or as the course's solutions write it."""
    assert statuses("single-head-noise", text) == expected


@pytest.mark.parametrize("text, wrong", [
    (r"The score of $a$ is $\gamma t$, so $\alpha_a = \gamma$.", False),
    (r"With $q = t(\mu_a+\mu_b)$, $k_a^\top q \approx 2\gamma t$.", False),
    # γ the write-up's own scale (in its query, sent to a limit) or given a value: no conventional reading at all
    (r"Take $q = \gamma(\mu_a + \mu_b)$ with $\gamma \to \infty$. Then $k_b^\top q = 2\gamma$.", True),
    (r"Let $\gamma = 2$ and $q = t(\mu_a + \mu_b)$. Then $k_b^\top q = \gamma t$.", True),
])
def test_a_conventional_letter_is_never_what_a_step_is_refuted_on(text, wrong):
    """γ read as 1 + η only where the write-up leaves it undefined; a refutation never rests on that reading."""
    assert ("w" in statuses("single-head-noise", text)) is wrong


Q_TWO_SCALES = r"Let $Q = \frac{t}{\beta^2} u_a u_a^\top$ with $t \to \infty$. Then "
TWO_SCALES_IN_ONE_PRODUCT = [
    # sides written in tβ² alone, with t and β both large: read along tβ², which grows however both grow
    ("kqv-design", Q_TWO_SCALES + r"$\frac{1}{1+2e^{-t\beta^2}} \le 1 - 2e^{-t\beta^2}$.", "ssw",
     lambda t, b: 1 / (1 + 2 * mpmath.exp(-t * b * b)) <= 1 - 2 * mpmath.exp(-t * b * b)),
    ("kqv-design", Q_TWO_SCALES + r"$\frac{1}{1+2e^{-t\beta^2}} \ge 1 - 2e^{-t\beta^2}$.", "ssv",
     lambda t, b: 1 / (1 + 2 * mpmath.exp(-t * b * b)) >= 1 - 2 * mpmath.exp(-t * b * b)),
    ("kqv-design", Q_TWO_SCALES + r"$\frac{e^{t\beta^2}}{e^{t\beta^2} + 2} \to 1$.", "ssv",
     lambda t, b: abs(mpmath.exp(t * b * b) / (mpmath.exp(t * b * b) + 2) - 1) < 0.01),
    ("kqv-design", Q_TWO_SCALES + r"$\frac{e^{t\beta}}{e^{t\beta} + 2} \approx \frac{1}{2}$.", "ssw",
     lambda t, b: abs(mpmath.exp(t * b) / (mpmath.exp(t * b) + 2) - 0.5) < 0.01),
]


@pytest.mark.parametrize("part, text, expected, holds", TWO_SCALES_IN_ONE_PRODUCT)
def test_two_scales_written_as_one_product(part, text, expected, holds):
    """Two large scales that the sides join in one product (tβ²) are one scale; the verdict agrees with numbers."""
    assert statuses(part, text) == expected
    if holds is not None:  # at large values of both (to 3,000 digits), the claim fails where ✗ and holds where ✓
        with mpmath.workdps(3000):
            assert all(bool(holds(mpmath.mpf(t), mpmath.mpf(b))) is (expected[-1] == "v")
                       for t in (20, 50) for b in (3, 7))


@pytest.mark.parametrize("part, text, last", [
    # a key's factor sent to a limit: proved as t → ∞, not in the limit its sentence takes
    ("multi-head-noise", r"Write $k_a = \beta \mu_a$. As $\beta \to -\infty$, $c_1 \to v_a$.", "u"),
    ("single-head-noise", r"Write $k_a = \beta \mu_a$. As $\beta \to -\infty$, $c \to v_a$.", "u"),
    ("multi-head-noise", r"Sea $k_a = \beta \mu_a$. Cuando $\beta \to -\infty$, $c_1 \to v_a$.", "u"),
    # the conventional γ is read only where the write-up's use of it holds
    ("single-head-noise", r"The scores are $(1+\gamma)t$ and $t$. If $0 < \gamma < 1/2$ then $c \to v_b$.", "u"),
    ("single-head-noise", r"The weights tend to $\gamma$ and $1 - \gamma$, so $c = \gamma v_a + (1 - \gamma) v_b$. Then "
                          r"$Var(\gamma) = 1/2$.", "u"),
    # an own name given another value: its latest word after "let", the first alone proves nothing
    ("single-head-noise", r"Let $\gamma = k_a^\top \mu_a$. Then $E[\gamma] = 1$. Now let $\gamma = k_b^\top \mu_b$. Then "
                          r"$Var(\gamma) = 1/2$.", "uw"),
    ("single-head-noise", r"Let $\gamma = k_a^\top \mu_a$. Then $Var(\gamma) = 1/2$. Next, let $\gamma = \|q\|$ for "
                          r"$q = t(\mu_a + \mu_b)$. Then $Var(\gamma) = 1/2$.", "w"),
    ("single-head-noise", r"Sea $\gamma = k_a^\top \mu_a$. Entonces $E[\gamma] = 1$. Ahora sea $\gamma = k_b^\top \mu_b$. "
                          r"Entonces $Var(\gamma) = 1/2$.", "uw"),
    # "with probability 1 − p": a formula's first number is no probability
    ("single-head-noise", r"c ≈ v_a with probability p and c ≈ v_b with probability 1 − p, where p = 1/2.", "s"),
    ("single-head-noise", r"c ≈ v_b with probability 1 - γ, where γ = 1/2.", "s"),
    ("single-head-noise", r"If η < 0 then c ≈ v_b, which happens with probability 2^{-1}.", "v"),
])
def test_red_team_61_readings(part, text, last):
    """Red team 61's attack on the session's readings: a limit of the write-up's own number, a conventional letter its
    own steps refute, a name defined again, a probability written as a formula."""
    found = statuses(part, text)  # `last`: what the last step may be (never valid); no other step is wrong
    assert found[-1:] in last and "w" not in found[:-1]
