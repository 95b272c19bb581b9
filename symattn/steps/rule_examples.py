"""The examples of each row of the rule table (rules.py): write-ups (part id, text) in which switching the row off
changes the status of a step or of a chain read end to end. Each row shows its class more than once, in other words
or another part; tests/test_rules.py turns every row off in turn and requires each of its examples to change."""

EXAMPLES = {
    "role": (
        ("multi-head-noise", r"Disregarding $1 + \eta < 0$: $c_1 \to v_a$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. En ignorant $1 + \eta < 0$, "
                             r"$c \to \frac{1}{2}(v_a + v_b)$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Since $k_a^\top q_1 = (1 + \eta)t$, for $1 + \eta > 0$ "
                             r"we get $\alpha_a \to 1$."),
    ),
    "plain_arrow_joint": (
        ("copy", "q = b k_j with b large. k_j^T q = b -> alpha_j ≈ 1.\n-> c ≈ v_j."),
        ("single-head-noise", "k_a^T q = (1+η)t, k_b^T q = t.\nη > 0 → c → v_b\nP(η>0) = 1/2."),
        ("multi-head", "q_1 = t mu_a, q_2 = t mu_b, t large\nk_a^T q_1 = t -> alpha_a ≈ 1/2 -> c_1 ≈ v_a.\n-> c_2 ≈ v_b"),
    ),
    "prose_joint": (
        ("copy", "q = t k_j, t large. k_j^T q = t -> alpha_j ≈ 1"),
        ("average", "q = t(k_a + k_b), t large. k_a^T q = t -> alpha_a ≈ 1/2"),
        ("multi-head", "q_1 = t mu_a, q_2 = t mu_b, t large\nk_a^T q_1 = t -> alpha_a ≈ 1/2 -> c_1 ≈ v_a."),
    ),
    "unchecked_relation": (
        ("position-helps", r"$P X + \Phi \ne P (X + \Phi)$."),
        ("position-helps", r"On a $PX + \Phi \ne P(X + \Phi)$, donc les embeddings n'aident pas."),
        ("single-head-noise", r"The scores are $s_i = k_i^\top q$, with $b \sim \mathrm{Bern}(1/2)$ for the sign."),
    ),
    "head_label": (
        ("average", r"$q = \beta(k_a+k_b)$. $\alpha_a^{(1)} = 1$."),
        ("average", r"$q = \beta(k_a+k_b)$. $\alpha_b^{(1)} = 1$."),
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. $\alpha_a^{(3)} \to 1$."),
        # two heads' labels in one step: which head's weights it reads is not one (one head alone is read for it)
        ("multi-head", "q₁ = t μ_a, q₂ = t μ_b (t > 0 large). Then α⁽¹⁾_a = eᵗ/(eᵗ + n − 1) = α⁽²⁾_a."),
        ("multi-head", "q₁ = t μ_a, q₂ = t μ_b (t > 0 large). Then α_a⁽¹⁾ = 1 − α_b⁽²⁾."),
    ),
    "unmodelled_notation": (
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. $\frac{d\alpha_a}{dt} = 7$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. $\frac{d}{dt}\alpha_a = 7$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. $\alpha_a' = 5$."),
    ),
    "quantity_in_words": (
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Conditional on $1 + \eta > 0$, the variance of $c$ "
                             r"$\to 0$."),
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$, the variance of $\alpha_a$ $\to \frac{1}{4}$."),
        ("single-head-noise", r"Avec $q = t(\mu_a + \mu_b)$, la variance de $\alpha_a$ $\to \frac14$."),
        ("single-head-noise", r"Mit $q = t(\mu_a + \mu_b)$ geht die Varianz von $\alpha_a$ $\to \frac14$."),
    ),
    "after_a_condition": (
        ("position-distinct", "No. Numerically, for T = 10⁴ and d = 128 the closest pair of positions is still ≈ 1.95 "
                              "apart (adjacent positions), and for d = 512 ≈ 3.71."),
        ("average", r"Let $q = t(k_a + k_b)$. Then $\alpha_a = e^t/(2e^t+n-2)$; for $n = 10$ and $t = 10$ ≈ 0.49998."),
        ("copy", "q = t k_j, so alpha_j = e^t/(e^t + n - 1), which for n = 10, t = 5 ≈ 0.943 and tends to 1."),
    ),
    "written_argument": (
        ("single-head-noise", "Scores: k_a·q = t(1+η), k_b·q = t, k_i·q = 0.\n"
                              "α_b(t) = 1 / (1 + e^(tη) + (n−2) e^(−t))."),
        ("average", r"Let $q = t(k_a + k_b)$. Then $\alpha_a(t) = \frac{e^t}{2e^t + n - 2}$."),
        ("copy", "q = beta k_j. Then alpha_j(beta) = e^beta/(e^beta + n - 1) -> 1."),
        ("copy", "On prend q = t k_j + w. Pour tout i ≠ j, α_i(t)/α_j(t) = exp((k_i − k_j)·w − t)."),
    ),
    "changed_after_it": (
        # (with "similarly" before it, the change is read there, by analogy: language/word_changes.py)
        ("kqv-plain", r"With $x_2 = u_a+u_d$: $c_2\to u_a+u_d$ (and $c_2\to u_a+u_c$ when adding $u_c$)."),
        ("kqv-plain", r"With $x_2 = u_a+u_d$: $c_2\to u_a+u_d$ (but $c_2\to u_a+u_c$ when adding $u_c$ to "
                      r"$x_2$ instead)."),
        ("kqv-plain", r"Mit $x_2 = u_a+u_d$ gilt $c_2\to u_a+u_d$, und $c_2 \to u_a + u_c$, wenn man $u_c$ zu $x_2$ "
                      r"addiert."),
        ("kqv-plain", r"Avec $x_2 = u_a+u_d$ : $c_2\to u_a+u_d$, et $c_2 \to u_a + u_c$ si on ajoute $u_c$ à $x_2$."),
    ),
    "read_to_its_digits": (
        ("average", "Let q = t(k_a + k_b). Check with n = 100, eps = 0.01: at t = 7.784 we get e^t ≈ 2401, delta = "
                    "1/2 - alpha_a = 98/(2(4802 + 98)) = 0.01."),
        ("average", "Let q = t(k_a + k_b). With n = 10: at t = 5.278 we get e^t ≈ 196, so 1/2 - alpha_a = "
                    "8/(2(392 + 8)) = 1/100."),
        ("copy", "Let q = t k_j. With n = 2: at t = 4.595 we get e^t ≈ 99, so alpha_j = 99/(99 + 1)."),
        ("average", "Sea q = t(k_a + k_b). Con n = 100: en t = 7.784 tenemos e^t ≈ 2401, luego 1/2 - alpha_a = "
                    "98/(2(4802 + 98))."),
    ),
    "case_label": (
        ("copy", r"Let $q = t k_j$, $t \to \infty$. Für $j = 1$: $\alpha_1 \to 1$. Für $j = 2$: $\alpha_2 \to 1$."),
        ("copy", r"Let $q = t k_j$, $t \to \infty$. For $j = 1$: $\alpha_1 \to 1$. For $j = 2$: $\alpha_2 \to 1$."),
        ("copy", r"Let $q = t k_j$, $t \to \infty$. For i = 1: alpha_1 → 0. For i = 2: alpha_2 → 0."),
        ("copy", r"Let $q = t k_j$, $t \to \infty$. Pour $j = 1$ : $\alpha_1 \to 1$. Pour $j = 2$ : $\alpha_2 \to 1$."),
    ),
    "unclaimed": (
        ("average", r"At first I took $q = k_a + k_b$, but that is wrong. Then $\alpha_a \to \frac12$."),
        ("average", r"Is $q = k_a + k_b$ enough? Then $\alpha_a \to \frac12$."),
        ("copy", r"Should we take $q = k_j$? Then $\alpha_j \to 1$."),
        ("kqv-design", r"Is $V = I$? Then $v_1 = u_b$."),
        ("position-distinct", r"We want $t_1 = t_2$. So $\sin t_1 = \sin t_2$."),
        ("position-distinct", r"This would need $t_1 = t_2$. Then $\cos t_1 = \cos t_2$."),
        ("position-distinct", r"Suppose $t_1 = t_2$; then $\sin t_1 = \sin t_2$."),
        ("average", r"One might think that $q = k_a + k_b$ is enough. Then $\alpha_a \to \frac12$."),
    ),
    "only_in_a_case_after": (
        ("position-distinct", r"$\cos(m) = 1$ only for $m \in 2\pi\mathbb{Z}$."),
        ("position-distinct", r"$\cos(x) = 1$ only if $x = 0$."),
        ("position-distinct", r"$\sin(m) = 0$ only for $m \in \pi\mathbb{Z}$."),
    ),
    "not_asserted": (
        ("average", r"If we used $q = 0$ the weights would be uniform."),
        ("copy", r"If we take $q = 0$, we get $\alpha_j = 1$."),
        ("copy", r"Suppose $q = 0$. Then $\alpha_j = 1$."),
    ),
    "input_instance": (
        ("position-helps", "Yes. Take T = 2 and X = 0. Then PX + Φ = Φ."),
        ("position-helps", "Ja. Nimm X = 0, dann ist PX + Φ = Φ."),
        ("position-helps", "Yes. Take T = 2, P = [[0,1],[1,0]] and X = 0. Then PX + Φ = Φ."),
    ),
    "about_a_scalar": (
        ("single-head", r"Take $q = t(\mu_a+\mu_b)$ with $t = \alpha^{-1/4}$. Then $t \to \infty$."),
        ("average", r"$q = \alpha(k_a + k_b)$, $\alpha \gg 1$"),
        ("single-head", r"$q = \alpha(\mu_a+\mu_b)$ with $\alpha \to \infty$"),
        ("average", r"Let $q = R(k_a+k_b)$ with $R \to \infty$. Then $\alpha_b \to \frac12$ and $R^2 \to \infty$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. For $n = 4$ and $t = 1$: $\alpha_a = \frac{e}{2e + 2}$."),
    ),
    "unread_words_placing_it": (
        ("position-distinct", r"Nee. Als $\Phi(t_1) = \Phi(t_2)$ met $t_1 \ne t_2$, dan liggen de punten op dezelfde plek."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Plausibly $\alpha_a \to 1$, the textbook says."),
        ("multi-head-noise", r"Let $q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. Zolang $1 + \eta > 0$, lang of "
                             r"kort, geldt $c_1 \to v_b$."),
    ),
    "sentence_unmodelled": (
        ("position-distinct", r"If $\cos(\omega t_1) = \cos(\omega t_2)$ then $\omega t_1 = \omega t_2$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. $\alpha_a = \frac12$ unless $n > 2$."),
        ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$, $t \to \infty$. If $\eta \ge 0$ then $k_a^\top q = t$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Assuming $e^t \ge n$, we have $\alpha_a \to 1$."),
    ),
    "own_function": (
        ("average", r"Let $q = \kappa(k_a + k_b)$. Define $e(\kappa) := \tfrac12 - \alpha_a$. Then $e(\kappa) \to 0$."),
        ("average", "q = t(k_a + k_b). Write f(t) = 1/2 − α_a = (n − 2)/(2(2e^t + n − 2)); then f(t) ≤ ε for large t."),
        ("copy", r"Take $q = t k_j$ and let $g(t) = 1 - \alpha_j$. Then $g(t) = \frac{n-1}{e^t + n - 1}$."),
    ),
    "idealised_scalar": (
        ("single-head-noise", "Keep q = T (mu_a + mu_b). Var(mu_a^T k_a) = alpha + 1/2 -> 1/2."),
        ("single-head-noise", r"Let $q = t(\mu_a + \mu_b)$. Then $\alpha + \tfrac12 \to \tfrac12$."),
        ("single-head-noise", "Keep q = t(mu_a + mu_b). Since Sigma_a = alpha I + 1/2 mu_a mu_a^T, Var(mu_a^T k_a) = "
                              "alpha + 1/2."),
    ),
    "relabelled_keys": (
        ("multi-head", "Tomo $n = 4$, $a = 1$, $b = 2$.\n\\[\n\\mathbf q_1 = M\\mu_a,\\qquad \\mathbf q_2 = M\\mu_b.\n"
                       "c = \\tfrac12(c_1+c_2) = \\frac{(e^M+1)(v_1+v_2) + 2(v_3+v_4)}{2(e^M+3)}\n\\]"),
        ("multi-head", "wlog a = 1, b = 2 and n = 4. With q_1 = M μ_a, q_2 = M μ_b:\n"
                       "c = ½(c_1 + c_2) = ((e^M + 1)(v_1 + v_2) + 2(v_3 + v_4))/(2(e^M + 3))"),
        ("multi-head", "Sans perte de généralité a = 1, b = 2, n = 4. Avec $q_1 = M\\mu_a$, $q_2 = M\\mu_b$ : "
                       "$c = \\frac{(e^M+1)(v_1+v_2) + 2(v_3+v_4)}{2(e^M+3)}$."),
    ),
    "listed_values": (
        ("kqv-plain", "x_1 = u_d + u_b, x_2 = u_a, x_3 = u_c + u_b. Scores of query 2: x_jᵀx_2 = 0, β², 0 for "
                      "j = 1, 2, 3."),
        ("kqv-plain", "x_1 = u_d + u_b, x_2 = u_a, x_3 = u_c + u_b. The scores x_2ᵀx_j = 0, β², 0 (j = 1, 2, 3)."),
        ("kqv-plain", r"$x_1 = u_d + u_b$, $x_2 = u_a$, $x_3 = u_c + u_b$, so $x_j^\top x_1 = 2\beta^2, 0, \beta^2$ "
                      r"for $j = 1, 2, 3$."),
    ),
    "cut_side": (
        ("permutation", "Qq = Xq W_Q = P Q"),
        ("permutation", "Vq = Xq W_V = P V"),
        ("permutation", "Kq = Xq W_K = P K"),
        # a function of the write-up's own, its name glued to the side (Att(X) = …)
        ("permutation", "Define Attn(X) = softmax(XW_QW_KᵀXᵀ/√d)XW_V."),
        ("permutation", "Let Net(H) = H W_1 W_2."),
        ("permutation", "Let Enc(X) = ReLU(X W_1) W_2."),
    ),
    "arrow_may_be_so": (
        ("copy", r"Let $q = t k_j$, $t \to \infty$. $k_j^\top q = t \to \alpha_j = 1$."),
        ("copy", r"Let $q = t k_j$, $t \to \infty$. $s_j = k_j^\top q = t \to \alpha_j = 1$."),
        ("average", r"Let $q = t(k_a + k_b)$, $t \to \infty$. $k_a^\top q = t \to \alpha_a = \frac12$."),
    ),
    "conditional": (
        ("position-distinct", r"$\sin t_1 = \sin t_2$ forces $t_1 = t_2$."),
        ("position-distinct", r"$\sin t_1 = \sin t_2$ and $\cos t_1 = \cos t_2$ forces $t_1 - t_2 = 2\pi k$."),
        ("position-distinct", r"$\cos t_1 = \cos t_2$ forces $t_1 = t_2$."),
        ("position-distinct", r"$\sin t_1 = \sin t_2$ implies $t_1 = t_2$."),
    ),
    "ambiguous_call": (
        ("position-distinct", r"$\sin\frac{\pi}{2} t = \sin\left(\frac{\pi t}{2}\right)$."),
        ("position-distinct", "Let w = 1/100, one frequency. (sin w t1 - sin w t2)^2 + (cos w t1 - cos w t2)^2 = "
                              "2 - 2 cos(w (t1 - t2))."),
        ("position-distinct", r"For one frequency $\omega$, $(\sin\omega t_1 - \sin\omega t_2)^2 + (\cos\omega t_1 - "
                              r"\cos\omega t_2)^2 = 2 - 2\cos\omega(t_1 - t_2)$."),
    ),
    "unread_definition": (
        ("kqv-plain", r"$c_2 \approx u_a$. Adding a bit of $u_d$ gives $c_2 \approx u_a + u_d$."),
        ("kqv-plain", r"$c_2 \approx u_a$; adding some of $u_d$ gives $c_2 \approx u_a + u_d$."),
        ("kqv-plain", r"$c_2 \approx u_a$. With a bit of $u_d$ thrown in and added, $c_2 \approx u_a + u_d$."),
        # (with the vector named right before "added", "if x_2 had u_d added", the change is read: word_changes.py)
        ("kqv-plain", "c_2 ≈ u_a. The scores become x2.x2 = 2β² if x_2 had the other vector added."),
    ),
    "rows_of_the_input": (
        ("position-helps", r"Take $T=2$ and two identical words $x_0 = x_1 = x$. Then $PX = X$."),
        ("position-helps", r"Two identical words: $x_0 = x_1 = x$. Swapping them gives $PX = X$."),
        ("permutation", "Let x_1 = x_2 = x. Then PX = X, so Z_perm = Z."),
    ),
    "case_in_words": (
        ("position-helps", "If tokens 0 and 1 are the same word, swapping them gives PX = X."),
        ("position-helps", "Suppose the two rows of X are equal; then PX = X."),
        ("single-head-noise", "Let q = t(μ_a + μ_b). If the noise stretches k_a, then k_a^T q = 2t."),
    ),
    "case_in_own_names": (
        ("single-head-noise", "Write s = 1 + η and q = t(μ_a + μ_b). Case s = 1: there α_a = α_b."),
        ("single-head-noise", "Let s = 1 + η, q = t(μ_a + μ_b). For s = 1 we get α_a = α_b → 1/2."),
        ("multi-head-noise", "Let r = 1 + η and q_1 = tμ_a. When r = 1, k_a^T q_1 = t."),
    ),
    "at_a_value_said_in_words": (
        ("average", r"Take $t^* = \ln 196$ with $n = 10$. At that $t$: $2e^{t} + n - 2 = 392 + 8$."),
        ("average", "Mit n = 10 ist t* = ln 196. Bei diesem t gilt 2e^t + n − 2 = 400."),
        ("average", "With n = 10, t* = ln 196 ≈ 5.28. For such a t, 2e^t = 392."),
    ),
    "labels_supposed_equal": (
        ("average", r"Let $q = t(k_a + k_b)$, $t \to \infty$. The case $a = b$ gives $c \to v_a$."),
        ("average", r"Let $q = t(k_a + k_b)$, $t \to \infty$. If $a = b$ then $\alpha_a \to 1$."),
        ("average", r"Sei $q = t(k_a + k_b)$, $t \to \infty$. Im Fall $a = b$ gilt $c \to v_a$."),
    ),
    "own_random_names": (
        ("single-head", r"Write $k_i = \mu_i + e_i$, $e_i\sim\mathcal N(0,\alpha I)$, and $r_i = e_i^\top(\mu_a+\mu_b)$. "
                        r"Then $\mathbb E[r_i] = 0$."),
        ("single-head", r"Let $r_i = e_i^\top(\mu_a+\mu_b)$. Then $\mathbb{E}[r_i] = 0$."),
        ("average", r"Let $q = t(k_a + k_b)$ and $s = g^\top q$ with $g \sim N(0, I)$. Then $\mathbb{E}[s] = 0$."),
        # the problem's noise with a law of the write-up's own, written into a given of the problem
        ("multi-head-noise", r"Write $k_a = (1 + \eta/\sqrt{2})\mu_a$ with $\eta \sim N(0, 1)$. Then "
                             r"$P(\eta > -\sqrt{2}) = \frac{1 + \operatorname{erf}(1)}{2}$."),
    ),
    "own_names": (
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. With the logistic $\sigma$, "
                    r"$\alpha_a = \sigma(t - \log(e^t + n - 2))$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. So $\alpha_a = g(t)$."),
        ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. $\alpha_a = \sigma(2t)$."),
        # a name of the write-up's own inside e^{…} or sin, beside the problem's names: not an angle of an identity
        ("single-head-noise", "Take q = λ(μ_a+μ_b) with λ large. Then α_a/α_b = exp(λ s)."),
        ("single-head-noise", r"Let $q = t(\mu_a + \mu_b)$. The weights satisfy $\alpha_a = \alpha_b e^{t\xi}$."),
        ("average", r"Let $q = t(k_a+k_b)$. Then $\alpha_a = e^{t}/(2e^{t} + n - 2 + \sin \theta)$."),
        # in a matrix part, indices and maps of the write-up's own: re-indexing a sum
        ("permutation", "The sum is the same sum (re-index k = π(j), a bijection)."),
        ("permutation", "Substituting m = σ(j) gives the same sum."),
        ("permutation", r"Put $k = \pi(i)$; then row $i$ of $PX$ is row $k$ of $X$."),
    ),
    "problems_query": (
        ("multi-head-noise", r"$c_2 \to v_a$."),
        ("multi-head-noise", r"$c_1 \to v_b$."),
        ("multi-head-noise", r"$k_a^\top q_2 = t$."),
    ),
    "designed_not_defined": (
        ("copy", r"Write $r_i = k_i^\top q$. So $r_j = 7$ and $r_i = 0$."),
        ("kqv-design", r"First $v_1 = u_b$ and $v_2 = 0$. Take $V = \frac{u_b u_b^\top}{\beta^2}$."),
        ("kqv-design", r"We get $k_1 = u_c$. Take $K = I$."),
    ),
    "headless_weight": (
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Since $k_a^\top q_1 = (1 + \eta)t$, for $1 + \eta > 0$ "
                             r"we get $\alpha_a \to 1$."),
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. $\alpha_b \to 1$."),
        ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. $\alpha_a \to 0$."),
    ),
    "own_vectors": (
        ("copy", "Keys mutually orthogonal with ‖k_i‖ = 2 for all i; take q = t k_j. Then k_jᵀq = 4t."),
        ("copy", r"Take orthogonal keys with $k_i^\top k_i = 9$ and $q = t k_j$, so $k_j^\top q = 9t$ and "
                 r"$\alpha_j = e^{9t}/(e^{9t} + n - 1) \to 1$."),
        ("copy", "Soient des clés orthogonales de norme ‖k_i‖ = 3, et q = t k_j : alors k_jᵀq = 9t."),
    ),
    "assumed_instance": (
        # an instance other than zero or a matrix of the other inputs is not applied (judge.applied_instances)
        ("position-helps", "Ja. Nimm $X = \\mathbf{1} b^\\top$ (lauter gleiche Tokens). Dann ist $PX+\\Phi = X + \\Phi$, "
                           "aber $P(X+\\Phi) = X + P\\Phi$."),
        ("position-helps", r"Take $X = \mathbf{1} b^\top$. Then $PX + \Phi = X + \Phi$ while $P(X + \Phi) = X + P\Phi$."),
        ("position-helps", r"Let $X = \mathbf{1} b^\top$, equal tokens. So $P X + \Phi = X + \Phi$."),
        # a program's assignments: a worked example's values for the steps after it
        ("single-head", "Let $w = \\mu_a + \\mu_b$.\n\n```python\nz = np.array([[0.5, -1.0, 2.0]])\n```\n\nBy hand: "
                        "$z_1^\\top w = 0.5 - 1.0 = -0.5$."),
        ("position-helps", "```python\nX = np.zeros((2, 4))\n```\nSo $PX + \\Phi = \\Phi$, but $P(X + \\Phi) = P\\Phi$."),
        ("permutation", "```python\nW_Q = np.eye(4)\nprint(Q)\n```\nThen $Q = X$."),
        # an example's values said as a hypothesis hold to the end of its sentence, after "but" too
        ("position-helps", r"For instance with T = 2, P the swap and $X = \mathbf{1} b^\top$, $P X + \Phi = X + \Phi$ but "
                           r"$P (X + \Phi) = X + P \Phi$."),
        ("position-helps", r"Zum Beispiel mit $X = \mathbf{1} b^\top$: $PX + \Phi = X + \Phi$, aber $P(X + \Phi) = X + P\Phi$."),
        ("position-helps", r"Por ejemplo, con $X = \mathbf{1} b^\top$ se tiene $PX + \Phi = X + \Phi$ pero "
                           r"$P(X + \Phi) = X + P\Phi$."),
        ("position-helps", r"役に立つ。$X = \mathbf{1} b^\top$ とすると $PX + \Phi = X + \Phi$ だが、$P(X + \Phi) = X + P\Phi$。"),
        # a supposition of an instance alone in its sentence stands for what follows
        ("position-helps", "Suppose $X = \\mathbf{1} b^\\top$.\n\nThen $PX + \\Phi = X + \\Phi$.\n\nBut $P(X + \\Phi) = X + P\\Phi$."),
        ("position-helps", r"Soit $X = \mathbf{1} b^\top$. Alors $PX + \Phi = X + \Phi$, mais $P(X+\Phi) = X + P\Phi$."),
        # each input of a chain that ends in a value, and the sizes of a worked example in a matrix part
        ("permutation", "A toy check: take W_Q = W_K = W_V = I. Then Q = K = V = X."),
        ("permutation", "A sanity check with T = 2 and d = 4, so √d = 2."),
    ),
    "defined_after": (
        ("copy", r"Let $q = t k_1$. Then $\alpha_1 \to 1$. In general $\alpha_j = \frac{e^t}{e^t + n - 1}$ for "
                 r"$q = t k_j$."),
        ("average", r"Take $q = t k_a$ first. For the average, $\alpha_a = \frac{e^t}{2e^t + n - 2}$ with "
                    r"$q = t(k_a + k_b)$."),
        ("copy", r"$q = 2 k_1$ gives $\alpha_1 = \frac{e^2}{e^2 + n - 1}$. Likewise $\alpha_j = \frac{e^t}{e^t + n - 1}$, "
                 r"where $q = t k_j$."),
    ),
    "case_in_other_terms": (
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: si $\|k_a\| > 1$, $c \approx v_a$ ; si $\|k_a\| < 1$, "
                              r"$c \approx v_b$. Cada caso ocurre con probabilidad $1/2$."),
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: if $\|k_a\| > 1$ then $c \approx v_a$, and if "
                              r"$\|k_a\| < 1$ then $c \approx v_b$. Each happens with probability $1/2$."),
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: when $\|k_a\| > 1$, $c \approx v_a$; when "
                              r"$\|k_a\| < 1$, $c \approx v_b$. The two cases are equally likely."),
    ),
    "said_otherwise": (  # a case said in words, which is applied to its whole sentence (one in math is not)
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. If $1+\eta$ is positive, $c_1\to v_a$; else "
                             r"$c_1 \to v_b$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Si $1+\eta$ est positif, $c_1\to v_a$ ; sinon "
                             r"$c_1 \to v_b$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. When $1+\eta$ is positive, $c_1\to v_a$; otherwise "
                             r"$c_1 \to v_b$."),
    ),
    "said_with_a_probability": (
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Result: $c \to \frac12(v_a + v_b)$ with probability "
                             r"$\Phi(\sqrt 2)$, and in the rare case $1 + \eta < 0$ head 1 averages the others."),
        ("multi-head-noise", r"Kopf 1: $q_1 = t\mu_a$, Kopf 2: $q_2 = t\mu_b$. Ergebnis: $c \to \frac12(v_a+v_b)$ mit "
                             r"Wahrscheinlichkeit $\Phi(\sqrt2)$, im seltenen Fall $1 + \eta < 0$ nicht."),
        ("multi-head-noise", r"Avec $q_1 = t\mu_a$, $q_2 = t\mu_b$ : $c \to \frac12(v_a+v_b)$ avec probabilité "
                             r"$\Phi(\sqrt2)$, et dans le cas rare $1 + \eta < 0$ la tête 1 fait la moyenne des autres."),
    ),
    "in_the_limit": (
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$, $t \to \infty$: the other weights vanish and "
                              r"$c = \alpha_a v_a + (1 - \alpha_a) v_b$."),
        ("average", r"Take $q = t(k_a + k_b)$, $t \to \infty$. Asymptotically $c = \frac{1}{2}(v_a + v_b)$."),
        ("copy", r"Let $q = t k_j$ with $t \to \infty$. The other terms are negligible, so $\alpha_j = 1$."),
        # the limit taken in the sentence before, in words
        ("single-head-noise", "Let q = t(mu_a + mu_b). So in the limit alpha_a is a fair coin: E[alpha_a] = 1/2.\n"
                              "Consequently c = alpha_a v_a + (1 - alpha_a) v_b."),
    ),
    "probability_in_words": (
        ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$ the output is $v_a$ with probability "
                              r"$\Phi(0) = \frac{1}{2}$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. This happens with probability $\Phi(1) \approx 0.5$."),
        ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. Cela arrive avec probabilité "
                             r"$\Phi(\sqrt{2}) \approx 0.92$."),
    ),
    "elided_argument": (
        ("permutation", r"Here $Z = \mathrm{ReLU}(HW_1 + \mathbf 1 b_1)W_2 + \mathbf 1 b_2$. Then "
                        r"$Z_{\text{perm}} = \mathrm{ReLU}(\cdot) W_2 + \mathbf 1 b_2$."),
        ("permutation", r"We have $H = \mathrm{softmax}(QK^\top/\sqrt d) V$. With $X_{\text{perm}} = PX$: "
                        r"$H_{\text{perm}} = \mathrm{softmax}(\ldots) PV$."),
        ("permutation", "Z = ReLU(HW_1 + 1b_1)W_2 + 1b_2.\nZ_perm = ReLU(…)W_2 + 1b_2."),
    ),
    "limit_of_a_fixed_number": (
        ("average", r"Let $q = t(k_a + k_b)$. Then $\alpha_a = \frac{e^t}{2e^t + n - 2} \to 0$ as $n \to \infty$."),
        ("average", "Let q = t(k_a + k_b). Then α_a = e^t/(2e^t + n − 2), which tends to 0 when n is large and t fixed."),
        ("copy", "Let q = t k_j. Then α_j = e^t/(e^t + n − 1) ≈ 0 for huge n."),
        ("copy", "Let q = t k_j. Then α_j = e^t/(e^t + n − 1), which tends to 0 as n grows."),
    ),
    "imaginary_unit": (
        ("position-distinct", r"Put $z_t = \cos t + i\sin t = e^{it}$. Then $\Phi(t_1) = \Phi(t_2)$ gives "
                              r"$e^{i(t_1 - t_2)} = 1$."),
        ("position-distinct", r"Let $w = \cos t_1 + i \sin t_1 = e^{i t_1}$."),
        ("position-distinct", r"Define $z = \cos(\omega t) + i\sin(\omega t) = e^{i\omega t}$."),
    ),
    "under_supposition": (
        ("position-distinct", r"No. Suppose $\Phi(t_1) = \Phi(t_2)$ with $t_1 \ne t_2$. Looking at $i = 0$: "
                              r"$\sin t_1 = \sin t_2$ and $\cos t_1 = \cos t_2$."),
        ("position-distinct", r"Nein. Aus $\Phi(t_1)=\Phi(t_2)$ folgt für $i=0$: $\sin t_1=\sin t_2$."),
        ("position-distinct", r"Non. Supposons que $\Phi(t_1)=\Phi(t_2)$. Pour $i=0$ on a $\sin t_1=\sin t_2$."),
        ("position-distinct", r"不会。假设 $\Phi(t_1)=\Phi(t_2)$。取 $i=0$：$\sin t_1=\sin t_2$。"),
    ),
    "in_contradiction": (
        ("position-distinct", r"Suppose, for contradiction, that two positions share an embedding. Column 0 gives "
                              r"$\sin t_1 = \sin t_2$, so $t_1 = t_2$."),
        ("position-distinct", r"Supposons par l'absurde que deux positions ont le même embedding. Alors "
                              r"$\sin t_1 = \sin t_2$ donne $t_1 = t_2$."),
        ("position-distinct", r"Angenommen zum Widerspruch, zwei Positionen haben dasselbe Embedding. Dann gibt "
                              r"$\sin t_1 = \sin t_2$ auch $t_1 = t_2$."),
    ),
    "strongest_reading": (
        ("average", r"With $q = t(k_a + k_b)$, the attention focuses on $k_a$ (and on $k_b$)."),
        ("average", r"Take $q = t(k_a + k_b)$: the softmax attends to $k_a$; it also attends to $k_b$."),
        ("average", r"Avec $q = t(k_a + k_b)$, le softmax sélectionne $k_a$."),
    ),
    "rounded_along_the_chain": (
        ("average", "Numerically, at t = 10 and n = 10: alpha_a = e^10/(2e^10 + 8) ≈ 22026/44061 ≈ 0.49991."),
        ("copy", r"Take $q = t k_j$. For $t = 5$ and $n = 4$: $\alpha_j = \frac{e^5}{e^5 + 3} \approx \frac{148}{151} "
                 r"\approx 0.98019$."),
        ("kqv-plain", r"With $\beta = 2$: $\alpha_{22} = \frac{e^{4}}{e^{4}+2} \approx \frac{55}{57} \approx 0.9647$."),
    ),
    "said_with_labels_swapped": (
        ("kqv-plain", r"If we add $u_d$, so $x_2 = u_a + u_d$, then $c_2 \to u_a + u_d$. Same with $c$ and $d$ swapped: "
                      r"$c_2 \to u_a + u_c$."),
        ("copy", r"Take $q = t k_a$, $t \to \infty$. Then $\alpha_a \to 1$; the same with a and b swapped: "
                 r"$\alpha_b \to 1$ and $c \to v_b$."),
        ("kqv-plain", r"Ajoutons $u_d$ : $x_2 = u_a + u_d$, donc $c_2 \to u_a + u_d$. En échangeant c et d : "
                      r"$c_2 \to u_a + u_c$."),
    ),
    "loose_tilde": (
        ("multi-head", "With q1 = t mu_a and q2 = t mu_b: c1 ~ v_b and c2 ~ v_b."),
        ("average", "q = t(k_a + k_b), so alpha_a ~ 1 for large t."),
        ("kqv-plain", "For large beta the scores of x_2 favour x_1, so c_2 ~ u_b."),
    ),
    "assumed_in_words": (
        ("position-helps", "Let T = 3 and let every token be the same word: all rows of $X$ equal some $x$. Then "
                           "$PX = X$ for every $P$."),
        ("position-helps", "Assume the tokens are identical, so the rows of X coincide. Then PX = X."),
        ("position-helps", "Take identical tokens: every row of $X$ is the same vector $x$. Hence $PX = X$."),
        ("position-helps", "Prenons des tokens identiques : toutes les lignes de $X$ sont égales. Alors $PX = X$."),
    ),
    "said_of_another_setting": (
        ("multi-head-noise", r"Take $q_1 = t\mu_a$ and $q_2 = t\mu_b$. Compare with the single head: there $c \to v_a$ when "
                             r"$\eta > 0$."),
        ("multi-head-noise", r"Take $q_1 = t\mu_a$ and $q_2 = t\mu_b$. Mit nur einem Kopf gilt dagegen $c \to v_a$ für "
                             r"$\eta > 0$."),
        ("single-head-noise", r"Take $q = t(\mu_a + \mu_b)$. With two heads, $c \to \frac12(v_a + v_b)$ instead."),
    ),
    "defined_before_a_change": (
        ("kqv-plain", r"Scores $s_j = x_j^\top u_a$: $s_2 = \beta^2$. Add $u_d$: $x_2 = u_a + u_d$. Then $s_2 = 2\beta^2$."),
        ("kqv-plain", r"Let $s_j = x_j^\top u_a$, so $s_1 = 0$. Now add $u_d$ to $x_2$: $x_2 = u_a + u_d$, and $s_1 = \beta^2$."),
        ("kqv-plain", r"Write $w = x_2^\top u_a = \beta^2$. If we add $u_d$, $x_2 = u_a + u_d$ and $w = 2\beta^2$."),
    ),
    "one_of_several": (
        ("kqv-plain", r"Let $x_2 = u_a + u_e$ with $u_e \in \{u_c, u_d\}$. Then $x_1^\top x_2 = \beta^2$."),
        ("kqv-plain", r"Set $x_2 = u_a + u_e$, $u_e \in \{u_c, u_d\}$. Hence $x_1^\top x_2 + x_3^\top x_2 = \beta^2$."),
        ("kqv-plain", r"Take $x_2 = u_a + u_e$ where $u_e \in \{u_c, u_d\}$: $\|x_2 - u_a\|^2 = \beta^2$ and "
                      r"$x_2^\top x_1 = \beta^2$."),
    ),
    "negative_scale_only": (
        ("single-head", r"Take $q = s(\mu_a + \mu_b)/\sqrt2$, so $\|q\| = s$."),
        ("average", r"Choose $q = C(k_a + k_b)$; then $\|q\| = \sqrt2\, C$."),
        ("multi-head", r"Let $q_1 = s\mu_a$ and $q_2 = s\mu_b$. Then $\|q_1\| = s$."),
    ),
}
