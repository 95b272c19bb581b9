"""Reading real write-ups: scale directions, chains and asides, notation; every gradeable part, right and wrong."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}

DIRECTIONS = [
    # where the scale goes is part of the answer
    ("average", r"$q = t(k_a+k_b)$ and let $t \to 0$", "incorrect"),
    ("average", r"$q = \beta(k_a+k_b)$ with $\beta \to -\infty$", "incorrect"),
    ("average", r"$q = \beta(k_a + k_b)$, $\beta \ll 0$", "incorrect"),
    ("average", r"$q = \lambda(k_a+k_b)$ where $\lambda = 0.01$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ for small $t$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t \in (0,1)$", "incorrect"),
    ("average", "取 $q = t(k_a+k_b)$，并令 $t \\to 0$", "incorrect"),
    ("average", r"$q = \frac{k_a+k_b}{\epsilon}$, $\epsilon \to 0^+$", "correct"),
    # the side written as a superscript sign on its own statement: where the scale goes, read from the text
    ("average", "q = (k_a + k_b)/ε with ε → 0⁺ gives c ≈ 0.5·v_a + 0.5·v_b.", "correct"),
    ("average", "q = (k_a + k_b)/ε with ε → 0⁻ gives c ≈ 0.5·v_a + 0.5·v_b.", "incorrect"),
    ("average", r"$q = -\beta(k_a+k_b)$, $\beta \to -\infty$", "correct"),
    ("average", r"$q = \frac{k_a + k_b}{\epsilon}$ with $\epsilon \to 0$", "correct"),
    ("average", r"$q = \frac{1}{\epsilon}(k_a+k_b)$ for a small $\epsilon > 0$", "correct"),
    ("average", r"$q = t(k_a + k_b)$ with $t \to +\infty$", "correct"),
    ("average", "q = t(k_a + k_b), t -> infinity", "correct"),
    ("average", "q = t(k_a+k_b) where t is very large", "correct"),
    ("average", "q = beta (k_a + k_b) with beta large", "correct"),
    ("average", r"$q = \lambda(k_a + k_b)$ where $\lambda = 100$", "correct"),
    ("average", r"$q = \lambda(k_a + k_b)$ with $\lambda = 10^{-3}$", "incorrect"),
    ("average", "q = t(k_a + k_b) with 0 < t < 1", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $t > 0$", "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$, and also $t \to 0$", "invalid"),
    ("average", "令 $q = \\beta(k_a + k_b)$，其中 $\\beta$ 很大", "correct"),
    ("average", "令 $q = \\beta(k_a + k_b)$，其中 $\\beta$ 很小", "incorrect"),
    ("average", r"$q = \beta(k_a + k_b)$, $\beta \rightarrow \infty$", "correct"),
    ("average", r"On prend $q = t(k_a+k_b)$ avec $t$ grand.", "correct"),
    ("average", r"On prend $q = t(k_a+k_b)$ avec $t$ petit.", "incorrect"),
    ("average", r"$q = \beta(k_a+k_b)$ where $\beta \gg 1$", "correct"),
    ("average", r"$q = \beta(k_a+k_b)$ where $\beta \ll 1$", "incorrect"),
    ("average", r"$q = -t(k_a + k_b)$ with $t$ large negative", "correct"),
    ("average", r"$q = t(k_a+k_b)$; the average appears as $t$ grows", "error"),
    ("average", r"$q = \beta(k_a + k_b)$ with $\beta$ close to zero", "incorrect"),
    ("average", r"$q = \beta k_a + \gamma k_b$ with $\beta, \gamma \to \infty$", "incorrect"),
    ("average", r"$q = \beta(k_a + k_b) + \gamma k_c$ where $\beta \to \infty$ and $\gamma \to 0$", "correct"),
    ("average", r"$q = \beta(k_a + k_b) + \gamma k_c$ where $\beta \to \infty$ and $\gamma \to \infty$", "incorrect"),
    ("average", r"$q = x(k_a + k_b)$ with $x \downarrow 0$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $t \to \infty$. For example, with $t = 10$ the weights are about $0.48$.",
     "error"),  # a value of the weights said in words: not read, so review
    ("copy", r"$q = \beta k_j$ with $\beta \to 0$", "incorrect"),
    ("copy", r"$q = \beta k_j$, $\beta \to \infty$", "correct"),
    ("single-head", r"$q = \beta(\mu_a + \mu_b)$, $\beta \to -\infty$", "incorrect"),
    ("single-head", r"$q = \frac{\mu_a+\mu_b}{\epsilon}$ with $\epsilon \to 0^+$", "correct"),
    ("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \beta\mu_b$, $\beta \to 0$", "incorrect"),
    ("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \gamma\mu_b$ with $\beta \to \infty$ and $\gamma \to 0$", "incorrect"),
    ("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \gamma\mu_b$ with $\beta, \gamma \to \infty$", "correct"),
    ("multi-head", r"$q_1 = -\beta\mu_a$, $q_2 = -\beta\mu_b$, $\beta \to -\infty$", "correct"),
    ("kqv-design", r"$K = I$, $Q = \lambda(u_d u_a^\top + u_c u_d^\top)$, $V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$"
                   r" with $\lambda$ large", "correct"),
]

CHAINS = [
    # an = link holds exactly, ≈ and → in the limit; the final form is graded; asides are not the answer
    ("kqv-plain", r"$c_2 = \frac{e^{\beta^2}u_a + x_1 + x_3}{e^{\beta^2}+2} \approx u_a$", "correct"),
    ("kqv-plain", r"$c_2 = \frac{e^{\beta^2}u_a + x_1 + x_3}{e^{\beta^2}+2} \approx u_b$", "incorrect"),
    ("kqv-plain", r"$c_2 \approx v_2 = x_2 = u_a$", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$. If we add $u_d$ to $x_2$, then $c_2 \approx u_a + u_d$.", "correct"),
    ("kqv-plain", r"With $x_2 = u_a + u_c$ we would get $c_2 \approx u_a + u_c$, but with the given inputs "
                  r"$c_2 \approx u_a$.", "correct"),
    ("kqv-plain", r"$x_2 = u_a + u_d \implies c_2 \approx u_a + u_d$, so adding $u_d$ does not help. As given, "
                  r"$c_2 \approx u_a$.", "correct"),
    ("kqv-plain", r"$c_2 = \sum_j \alpha_{2j} v_j \approx u_a$ since $\alpha_{22} \to 1$", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$; adding $u_d$ gives $x_2 = u_a + u_d$ and $c_2 \approx u_a + u_d$", "correct"),
    # the weights of the rejected query, said in words around a bare formula: read by no reader, so a person
    # confirms the answer (the certified contract); said as a relation, they are checked
    ("average", r"If $q = k_a + k_b$ the weights are only $\frac{e}{2e+n-2}$, so instead take $q = t(k_a+k_b)$ "
                r"with $t \to \infty$.", "error"),
    ("average", r"If $q = k_a + k_b$ then $\alpha_a = \frac{e}{2e+n-2}$ only, so instead take $q = t(k_a+k_b)$ "
                r"with $t \to \infty$.", "correct"),
    ("average", r"Take $q = k_a + k_b$. If we instead used $q = t(k_a + k_b)$ with large $t$ it would work better.",
     "incorrect"),
    ("average", r"$q = t(k_a + k_b)$; then $\alpha_a = \frac{e^t}{2e^t + n - 2} \to \frac12$", "correct"),
    ("average", r"A naive choice $q = k_a + k_b$ gives weights $\frac{e}{2e + n - 2}$; we take "
                r"$q = \beta(k_a + k_b)$, $\beta \to \infty$.", "error"),
    ("average", r"$q = \beta(k_a + k_b)$ or equivalently $q = \beta k_a + \beta k_b$", "correct"),
    ("average", r"$q = k_a + k_b$ or $q = \beta(k_a + k_b)$", "incorrect"),
    ("average", r"$q = \beta(k_a + k_b) = \beta k_a + \beta k_b$", "correct"),
    ("average", r"$q = \beta(k_a + k_b) = 2\beta k_a$", "incorrect"),
    ("average", r"If we let $q = \beta(k_a + k_b)$ with $\beta \to \infty$, then $k_a^\top q = \beta$ and "
                r"$c \to \frac12(v_a + v_b)$.", "correct"),
    ("multi-head", r"One head with $q = \beta(\mu_a + \mu_b)$ would fail; instead $q_1 = \beta\mu_a$ and "
                   r"$q_2 = \beta\mu_b$.", "correct"),
    ("kqv-design", r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$ so that $v_1 = u_b$ and $v_3 = u_b - u_c$; "
                   r"$K = I$; $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$", "correct"),
]

NOTATION = [
    ("average", r"$q = t\sum_{i\in\{a,b\}} k_i$", "correct"),
    ("average", r"$q = t \sum_{i=1}^{n} k_i$", "incorrect"),
    ("average", "q = β(kₐ + k_b)", "correct"),
    ("average", "q = βkₐ + βk_b", "correct"),
    ("average", "q＝β（k_a＋k_b）", "correct"),
    ("average", "q = β(ka + kb)", "correct"),
    ("average", "q = t(k_a + k_b)，t → ∞", "correct"),
    ("average", "q = β(k_a \ue000 + k_b)", "invalid"),
    ("average", r"$q = \beta \odot (k_a + k_b)$", "correct"),
    ("average", r"$q = \beta \cdot (k_a + k_b)$", "correct"),
    ("average", r"$q = \beta \times (k_a + k_b)$", "correct"),
    ("average", r"$q = \beta \circ (k_a + k_b)$", "correct"),
    ("average", r"$q = k_a \odot k_b$", "invalid"),
    ("average", r"$q = \gamma\boldsymbol{k}_a + \gamma\bm{k}_b$", "correct"),
    ("average", r"$\vec{q} = \beta(\vec{k}_a + \vec{k}_b)$", "correct"),
    ("average", "q = t(k_a + k_b)\n\nwhere t → ∞", "correct"),
    ("average", r"$q = k(k_a + k_b)$ for a large constant $k$", "correct"),
    ("average", r"$q = t(k_a$ $+ k_b)$", "correct"),
    ("average", "q = $t(k_a + k_b)", "correct"),
    ("average", r"$q = t(k_a+k_b) \T{where} t \gg 0$", "correct"),
    ("average", r"$q = \beta\langle k_a, k_a \rangle k_a + \beta k_b$", "correct"),
    ("multi-head", "q1 = βµa, q2 = βµb", "correct"),
    ("multi-head", "q_1 = beta mu_a\nq_2 = beta mu_b", "correct"),
    ("multi-head", r"$q^{(1)} = \beta\mu_a$, $q^{(2)} = \beta\mu_b$", "correct"),
    ("multi-head", r"$q_a = \beta\mu_a$, $q_b = \beta\mu_b$", "correct"),
    ("multi-head", "$q_1 = \\beta\\mu_a$；$q_2 = \\beta\\mu_b$", "correct"),
    ("multi-head", "q₁ = βμₐ, q₂ = βμ_b", "correct"),
    ("multi-head", r"\begin{align*} q_1 &= \beta \mu_a \\ q_2 &= \beta \mu_b \end{align*}", "correct"),
    ("multi-head", r"$q_1 = \beta\mu_a \quad q_2 = \beta\mu_b$", "correct"),
    ("multi-head", "q1 = L.µa, q2 = L.µb with L large", "correct"),
    ("multi-head", "q1 = L.µa, q2 = L.µa with L large", "incorrect"),
    ("single-head", "q = β(µ_a + µ_b)", "correct"),
    ("kqv-design", "K = I, Q = (u_d u_aᵀ + u_c u_dᵀ)/β², V = (u_b u_bᵀ − u_c u_cᵀ)/β²", "correct"),
    ("kqv-design", r"$K = I_d$, $Q = \beta^{-2}(u_d u_a^\top + u_c u_d^\top)$, "
                   r"$V = \beta^{-2}(u_b u_b^\top - u_c u_c^\top)$", "correct"),
    ("kqv-design", r"$K = \mathbf{I}$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, "
                   r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "correct"),
    ("kqv-design", r"$K = \mathbb{I}$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, "
                   r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "correct"),
    ("kqv-design", r"$Q = \frac{1}{\beta^2}(u_d \otimes u_a + u_c \otimes u_d)$, $K = I$, "
                   r"$V = \frac{1}{\beta^2}(u_b \otimes u_b - u_c \otimes u_c)$", "correct"),
    ("kqv-design", r"$Q = \frac{1}{\beta^2}\begin{bmatrix} u_d & u_c \end{bmatrix}\begin{bmatrix} u_a^\top \\ "
                   r"u_d^\top \end{bmatrix}$, $K = I$, $V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "correct"),
    ("kqv-design", "K = I, Q = β−2 (udu⊤ a + ucu⊤ d), V = β−2 (ubu⊤ b − ucu⊤ c)", "correct"),
    ("kqv-design", r"$K = I$, $Q = u_d u_a^T + u_c u_d^T$, $V = u_b u_b^T - u_c u_c^T$", "incorrect"),
    ("kqv-plain", "c₂ ≈ uₐ", "correct"),
    ("kqv-plain", "c2 ≈ ua", "correct"),
    ("kqv-plain", "c2 ≈ ub", "incorrect"),
]


# Words around the scale, in several languages; phrases that give it a value or a range.
WORDS = [
    ("average", r"$q = t(k_a+k_b)$ where $t$ is vanishingly small", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, with $t$ shrinking towards zero", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ and we send $t$ to $0$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ and we send $t$ to $\infty$", "correct"),
    ("average", r"$q = s(k_a+k_b)$ with $s$ approaching zero", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $t$ growing without bound", "correct"),
    ("average", r"$q = t(k_a+k_b)$, $t$ sehr groß", "correct"),
    ("average", r"$q = t(k_a+k_b)$, mit einem sehr kleinen $t$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t$ molto grande", "correct"),
    ("average", r"$q = t(k_a+k_b)$, $t$ muy chiquito", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, con $t$ muy pequeña", "incorrect"),
    ("average", "$q = t(k_a+k_b)$，$t$ 取得非常微小", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ for $t$ on the order of $10^{-4}$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ is roughly $0.5$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ is fixed at 1", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ lies in $(0, 0.1)$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ is a positive number smaller than $0.01$", "incorrect"),
    # beside the limit, how large t must be ("small once t exceeds 20") is a claim of its own, not checked
    ("average", r"$q = t(k_a+k_b)$; the error is small once $t$ exceeds 20, so take $t \to \infty$", "error"),
    ("average", r"$q = t(k_a+k_b)$ with $t$ not small", "error"),  # not small is not t → ∞: a person decides
    ("average", r"$q = t(k_a+k_b)$ where $t$ is not large", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \not\to \infty$", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \in ]0, 1[$", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \in [100, \infty)$", "correct"),  # t → ∞, and t = 100 passes too
    ("average", r"$q = t(k_a+k_b)$ as $t, n \to \infty$", "error"),  # a joint limit: rates not said
    ("average", r"$q = t(k_a+k_b)$, $t \to \infty$, for $n \ge 3$", "correct"),
    ("average", r"$q = (k_a+k_b)/\epsilon$, $\epsilon \uparrow 0$", "incorrect"),  # from below
    ("average", r"$q = t(k_a+k_b)$, $e^t = 1000$", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t + 1 = 2$", "error"),
    ("average", r"$q = t(k_a + s k_b)$, $t \to \infty$, $s \to 1$", "error"),
    ("average", r"$q = s(k_a+k_b)$ where $s$ and $t$ tend to 0", "incorrect"),
    ("average", r"$q = (s+t)(k_a+k_b)$, $s, t \to 0^+$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ is decreasing", "error"),
    ("average", r"$q = t(k_a+k_b)$ où $t$ est très petit", "incorrect"),
    ("average", r"$q = t k_a$ % first try: q = t(k_a+k_b)", "incorrect"),
    ("average", r"$q = \infty \cdot (k_a+k_b)$", "invalid"),
    ("single-head", r"$q = \log(1/\alpha)(\mu_a+\mu_b)$", "correct"),  # √α·log(1/α) → 0
    ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, "
                   r"$V = (1 + \frac{1}{\beta})\frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "incorrect"),  # norm β
    ("average", r"$q = t(k_a+k_b)$, $t \ge 5$", "incorrect"),  # fails near 5
    ("average", "q = t(k_a+k_b), t ==> Inf", "correct"),
    ("average", "q = t(k_a+k_b), t --> 0", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t \lesssim 10^{-2}$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t = 2.5e-3$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t = 1,000$", "correct"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ stays bounded", "incorrect"),
    ("single-head", r"$q = \frac{\mu_a+\mu_b}{\sqrt{\alpha}}$", "error"),  # the noise √α·q does not vanish
    ("single-head", r"$q = \alpha^{-1/3}(\mu_a+\mu_b)$", "correct"),
    ("average", r"$q = t(k_a+k_b)$ where $n$ is large", "correct"),
    ("average", r"$q = t(k_a+k_b)$, $t \sim 0$", "incorrect"),
    ("average", "q = t(k_a+k_b), t ~ 0", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $\lim_{t \to 0^+}$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $e^{-t} \to 0$", "correct"),
    ("average", r"$q = t(k_a+k_b)$ with $e^{t} \to 0$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $\sqrt{t} \to 0$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ where $t = 1/\epsilon$ and $\epsilon \to 0$", "correct"),
    ("average", r"$q = t(k_a+k_b)$ where $t = r^2$ and $r \to 0$", "incorrect"),
    ("single-head", r"$q = \gamma(\mu_a+\mu_b)$ with $\gamma = \alpha^2$", "incorrect"),
    ("single-head", r"$q = \gamma(\mu_a+\mu_b)$ with $\gamma = 1/\alpha$", "error"),
    ("single-head", r"$q = \alpha(\mu_a+\mu_b)$ with $\alpha \to \infty$", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$ for $\beta$ close to 0", "incorrect"),
    ("kqv-plain", r"$c_2 \approx u_a$ as $\beta$ grows", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$; for instance at $\beta = 3$ the weight on $x_2$ is $0.9998$", "error"),  # a value of the weights said in words: not read, so review
]

# Said in passing (a comparison, a parenthetical remark, "would"): it never beats what is said outright.
ASIDES = [
    ("average", r"$q = t(k_a+k_b)$ for large $t$. A small $t$ would spread the weights evenly.", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \to \infty$ (with $t$ near 0 the output is just the mean).", "correct"),
    ("average", r"$q = t(k_a+k_b)$ as $t\to\infty$, whereas $t \to 0$ gives the mean of all values.", "correct"),
    ("average", r"$q = t(k_a+k_b)$, $t \to\infty$. By contrast, $q = k_a + k_b$ gives unequal weights.", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \to\infty$. Using $q = k_a$ instead would copy $v_a$.", "error"),
    ("average", r"$q = t(k_a+k_b)$, $t \to\infty$ (e.g. $t = 50$ already gives $0.4999$).", "error"),
    ("average", r"$q = k_a + k_b$. Compare $q = t(k_a+k_b)$ with $t \to \infty$.", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $t \to 0$, since otherwise the weights would concentrate.", "incorrect"),
    ("average", r"$q = k_a + k_b$... wait, no: $q = t(k_a + k_b)$ with $t \to \infty$", "correct"),
    ("copy", r"$q = t k_j$ with $t$ large; a plain $q = k_j$ would leave weight on the others.", "error"),
    ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. Taking $q_1 = q_2$ is not allowed.", "correct"),
]

# Labels, list markers, wrappers and other spellings of the same formula.
SPELLINGS = [
    ("average", "Answer: q = t(k_a + k_b), t -> oo", "correct"),
    ("average", r"**Final answer:** $q = t(k_a+k_b)$, $t \to \infty$", "correct"),
    ("average", "(ii) q = t(k_a + k_b) with t → ∞", "correct"),
    ("average", "3(c): q = t(k_a + k_b), t → ∞", "correct"),
    ("average", "* q = t(k_a + k_b)\n* t → ∞", "correct"),
    ("average", "q = t(k_a + k_b)   (t → 0)", "incorrect"),
    ("average", "q = t(k_a + k_b)  # with t -> 0", "incorrect"),
    ("average", "q = t(k_a + k_b) (t large)", "correct"),
    ("average", r"$\fbox{$q = t(k_a + k_b)$}$, $t \to \infty$", "correct"),
    ("average", "ｑ＝ｔ（k_a＋k_b），ｔ→∞", "correct"),
    ("average", r"$q \gets t(k_a+k_b)$, $t \to \infty$", "correct"),
    ("average", "q = t*(k[a] + k[b]), t -> inf", "correct"),
    ("average", r"$\hat{q}^{*} = t(k_a+k_b)$, $t\to\infty$", "correct"),
    ("average", r"$q$ must be $t(k_a+k_b)$ with $t \to \infty$", "correct"),
    ("average", r"$q = \lim_{t \to \infty} t(k_a+k_b)$", "correct"),
    ("average", r"$q = \lim_{t \to 0} t(k_a+k_b)$", "incorrect"),
    ("average", r"$q = t\sum_{i = a, b} k_i$, $t \to \infty$", "correct"),
    ("average", r"$q = t(k_a + k_b) - t\sum_{i \neq a, b} k_i$, $t \to \infty$", "correct"),
    ("average", r"$q = t \{k_a + k_b\}$, $t\to\infty$", "correct"),
    ("average", r"$q = t(k_a + k_b) - t\sum_{i=1, i \ne a,b} k_i$, $t \to \infty$", "correct"),
    ("average", r"$q = t\sum_{i \in [n] \setminus \{a,b\}} k_i$, $t \to \infty$", "incorrect"),
    ("kqv-plain", "c_2 equals u_b", "incorrect"),
    ("single-head", r"$q = t(\mu_a+\mu_b)$, $t \to \infty$ (noise: $\operatorname{erf}(0) = 0$)", "correct"),
    ("average", r"$q = (k_a+k_b)/2t$, $t \to \infty$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t = 1{,}5$", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$, $t = .01$", "incorrect"),
    ("average", r"$q = \log(-t)(k_a+k_b)$, $t \to \infty$", "incorrect"),
    ("average", r"$q = \log(-t)(k_a+k_b)$, $t \to -\infty$", "correct"),
    ("single-head", r"$q = \Sigma_b(\mu_a+\mu_b)$", "invalid"),
    ("kqv-plain", r"$c_2 \sim u_a$", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a + e^{-\beta^2} x_1$", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a + \frac{x_1}{\beta}$", "incorrect"),
    ("kqv-plain", r"$c_2 = \frac{e^{\beta^2} u_a + x_1 + x_3}{e^{\beta^2} + 2}$, i.e. $\approx x_1$", "incorrect"),
    ("kqv-design", r"$K = I_{d \times d}$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, "
                   r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "correct"),
    ("kqv-design", "K = I, Q = (u_d u_a⊤ + u_c u_d⊤)/β², V = (u_b u_b⊤ − u_c u_c⊤)/β²", "correct"),
]


OWN_SCALES = [
    # a scale of the student's own defined by the problem's: read in the problem's (γ := β²), whatever else is said
    ("kqv-design", "Let γ := β². K = I, Q = γ⁻¹(u_d u_aᵀ + u_c u_dᵀ), V = γ⁻¹(u_b u_bᵀ − u_c u_cᵀ), as γ → ∞.",
     "correct"),
    ("kqv-design", "K = I, Q = (u_d u_aᵀ + u_c u_dᵀ)/γ, V = (u_b u_bᵀ − u_c u_cᵀ)/γ with γ = β².", "correct"),
    ("kqv-design", "Let γ := 2β². K = I, Q = γ⁻¹(u_d u_aᵀ + u_c u_dᵀ), V = 2γ⁻¹(u_b u_bᵀ − u_c u_cᵀ).", "correct"),
    ("kqv-design", "Let γ := β. K = I, Q = γ⁻¹(u_d u_aᵀ + u_c u_dᵀ), V = γ⁻¹(u_b u_bᵀ − u_c u_cᵀ), as γ → ∞.",
     "incorrect"),
    ("kqv-design", "Let γ := β⁴. K = I, Q = γ⁻¹(u_d u_aᵀ + u_c u_dᵀ), V = (u_b u_bᵀ − u_c u_cᵀ)/β².", "incorrect"),
    # a name with an index, or of the problem's families, never sent anywhere: no scale of the student's own
    ("kqv-plain", r"With $q=k=v=x$: $c_2=\sum_j\alpha_{2j}x_j$ and $\alpha_{2j}\propto\exp(x_j^\top x_2)$.", "error"),
    ("average", r"$q = t_0(k_a + k_b)$", "error"),
    ("average", r"$q = M(k_a + k_b)$", "correct"),
    # a letter the write-up defines as a function of its own is no scale: g(t) is not g·t
    ("average", "Let g(t) = 1/t. Take q = g(t)(k_a + k_b) with t → ∞.", "error"),
    ("average", r"Let $f(t) = e^{-t}$. Then $q = f(t)(k_a + k_b)$, $t \to \infty$.", "error"),
    ("copy", "Take q = t(k_j) = t k_j, t → ∞.", "correct"),
    # an arrow to a name that a relation of its own follows says what the definition leads to, no limit of it
    ("multi-head", "q_1 = t μ_a, q_2 = t μ_b → c_1 ≈ v_a, c_2 ≈ v_b ⇒ c ≈ ½(v_a+v_b), with t → ∞", "correct"),
    ("multi-head", "q_1 = t μ_a, q_2 = t μ_a → c_1 ≈ v_a, c_2 ≈ v_b, with t → ∞", "incorrect"),
    ("copy", "q = t k_j → α_j → 1 as t → ∞, so c → v_j", "correct"),
]


@pytest.mark.parametrize("part, answer, expected",
                         DIRECTIONS + CHAINS + NOTATION + WORDS + ASIDES + SPELLINGS + OWN_SCALES)
def test_reading_decides_the_verdict(part, answer, expected):
    """Each answer is read as the student meant it, and gets the verdict its property deserves."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("part, answer, fragment", [
    ("average", r"$q = t^{-1}(k_a+k_b)$, $t \to 0$", r"Read as: $q = t^{-1} \left(k_{a} + k_{b}\right)$."),
    ("average", r"$q = n(k_a+k_b)$", "(at n = 3)"),
    ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, $V = u_b u_b^\top - u_c u_c^\top$",
     r"It grows without bound: the vectors $u_i$ have norm $\beta$"),  # weights not monotone in n: every n is evaluated
    ("single-head", r"$q = \alpha(\mu_a+\mu_b)$", r"$\alpha \to 0^+$, where the problem sends it."),
    ("average", r"$q = t(k_a+k_b)$, $t \not\to \infty$", r"Needs manual review: you say where $t$ goes"),
    ("kqv-plain", r"$c_2 \approx u_a + e^{-\beta^2} x_1$", r"it tends to $u_{a}$, which is what is graded."),
    ("average", r"$q = \frac{k_a+k_b}{\epsilon}$, $\epsilon \to 0^+$", r"$\epsilon \to 0^+$, as you state."),
    ("average", r"$q = t(k_a+k_b)$", r"$t$ is taken as a large scale, $t \to +\infty$: you do not say where it goes."),
    ("average", r"$q = t(k_a+k_b)$ and let $t \to 0$", r"$t \to 0^+$, as you state."),
    ("average", r"$q = \lambda(k_a + k_b)$ where $\lambda = 100$", r"$\lambda$ is fixed at 100, as you state"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$, and also $t \to 0$",
     "Could not read the answer: at characters 22 and 47: t → +∞ and t → 0 contradict each other"),
    ("average", r"$q = t(k_a+k_b)$ with $t \to \infty$. For example, with $t = 10$ the weights are about $0.48$.",
     r"$t \to +\infty$, as you state."),
    ("single-head", r"$q = \beta(k_a + k_b)$", r"Read as: $q = \beta \left(k_{a} + k_{b}\right)$."),
    ("kqv-plain", r"$c_2 = \frac{e^{\beta}u_a + x_1 + x_3}{e^{\beta}+2} \approx u_a$",
     r"does not hold"),
    ("kqv-plain", r"$c_2 \approx u_a$. If we add $u_d$ to $x_2$, then $c_2 \approx u_a + u_d$.", "indeed"),
    ("kqv-plain", r"$c_2 \approx u_a$. If we add $u_d$ to $x_2$, then $c_2 \approx u_b$.", "it is not true that"),
    ("average", r"$q = k_a + k_b$ or $q = \beta(k_a + k_b)$", "it is graded too"),
    ("average", "q = β(ka + kb)", r"Read as: $q = \beta \left(k_{a} + k_{b}\right)$."),
])
def test_feedback_names_what_was_read_and_used(part, answer, fragment):
    """The feedback shows the reading as written, the direction used, failing links and side computations."""
    assert fragment in grade_answer(PARTS[part], answer).feedback


@pytest.mark.parametrize("answer", [
    "c_2 ≈ u_a. Adding both (x_2 = u_a + u_c + u_d) makes token 2 attend to x_1 and x_3, so c_2 ≈ u_b.",
    "c_2 ≈ u_a. With u_d added (x_2 = u_a + u_d) token 2 attends to itself, so c_2 ≈ u_a + u_d.",
    "c_2 ≈ u_a. Adding u_c instead (x_2 = u_a + u_c) gives c_2 ≈ u_a + u_c.",
])
def test_a_side_setting_cut_from_a_parenthesis_is_no_crash(answer):
    """"(x_2 = u_a + u_d)" in plain text may be read with its closing parenthesis: that side computation gets no
    note, and the answer is graded (it used to raise out of grade_answer)."""
    assert grade_answer(PARTS["kqv-plain"], answer).verdict in ("correct", "incorrect", "error")


@pytest.mark.parametrize("part, answer", [
    ("average", r"$q = \beta(k_a + k_b)$ with $\beta \to \infty$"),
    ("kqv-design", r"$K = I$, $Q = u_d u_a^T + u_c u_d^T$, $V = u_b u_b^T - u_c u_c^T$"),
    ("average", r"$q = e^{\cos\beta}(k_a + k_b)$"),
    ("average", r"$q = t(k_a+k_b)$, $t \in (0,1)$"),
])
def test_feedback_has_no_sympy_internals(part, answer):
    """No AccumBounds, no Python operators, no weight printed above 1."""
    feedback = grade_answer(PARTS[part], answer).feedback
    assert not any(bad in feedback for bad in ("AccumBounds", "**", "exp(", "oo"))


@pytest.mark.parametrize("answer, expected", [
    # "or" beside a definition that is not graded belongs to that one ("c_2 ≈ u_a" is graded, the first); the
    # additions offered with "or" are no change the grader reads, so what is said in them needs a person
    (r"$c_2\approx u_a$. Adding $u_d$ (or $u_c$) to $x_2$ doesn't help: we get $c_2\approx u_a+u_d$ (or "
     r"$u_a+u_c$), never $u_b$.", "Read as: $c_{2} \\approx u_{a}$. Needs manual review: you write $c_{2} \\approx "
                                 "u_{a} + u_{d}$ where the words change the setting"),
    # a definition the words deny is no answer
    ("c2 ~ u_a since the self score wins. => no, can't make c2 ≈ u_b this way", "Read as: $c_{2} \\approx u_{a}$."),
    ("c_2 ≈ u_a. We cannot get c_2 ≈ u_b by adding u_d.", "Read as: $c_{2} \\approx u_{a}$."),
])
def test_what_is_offered_beside_another_definition(answer, expected):
    """An alternative with "or" is graded with the definition it follows; a denied definition is never graded."""
    assert expected in grade_answer(PARTS["kqv-plain"], answer).feedback


@pytest.mark.parametrize("answer", [
    "q = t(k_a + k_b). r ≤ ε 를 만족하는 가장 작은 t 는 t* = ln((n−2)/(2ε)) 이다. t → ∞ 이면 c → ½(v_a + v_b).",
    "取 q = t(k_a + k_b)。满足 r ≤ ε 的最小的 t 是 t = ln((n−2)/(2ε))。t → ∞ 时 c → ½(v_a + v_b)。",
    "q = t(k_a + k_b) とする。r ≤ ε となる最小の t は t = ln((n−2)/(2ε))。t → ∞ で c → ½(v_a + v_b)。",
])
def test_the_smallest_t_is_no_small_t(answer):
    """"가장 작은 t", "最小的 t", "最小の t" (the smallest t such that …) name a threshold, not t → 0: no contradiction
    with t → ∞, so the answer is never unreadable."""
    assert grade_answer(PARTS["average"], answer).verdict != "invalid"


@pytest.mark.parametrize("text, expected", [
    (r"$c_2 \approx u_a$ since $2\beta^2 > \beta^2$.", "correct"),
    ("c₂ ≈ u_a (2β² > β²).", "correct"),
    (r"$c_2 \approx u_a$ since $\beta^2 > 2\beta^2$.", "error"),
    # in other names, read through the chain's own equalities (2β² > β²): no direction; its false equality
    # (x₂ᵀx₂ is β² for the problem's x₂) is a false side claim
    (r"$c_2 \approx u_a$ since $x_2^\top x_2 = 2\beta^2 > x_2^\top x_1 = \beta^2$.", "incorrect"),
    (r"$c_2 \approx u_a$ since $x_2^\top x_2 = \beta^2 > x_2^\top x_1 = 0$.", "correct"),
    (r"$c_2 \approx u_a$ since $\beta^2 > 4$.", "error"),
])
def test_an_inequality_true_for_every_value_of_the_scale(text, expected):
    """'2β² > β²' holds for every β > 0 and says nothing of where β goes, also read through the chain's equalities;
    one false, or a bound, is not read."""
    assert grade_answer(PARTS["kqv-plain"], text).verdict == expected


@pytest.mark.parametrize("text, expected", [
    (r"q = t(k_a + k_b). Scores: $t$ for $a$ and $b$, $0$ otherwise, with $t \to 0$.", "error"),
    ("q = s(k_a+k_b), otherwise with $s \\to 0^+$ the weights are uniform.", "error"),
    ("q = t(k_a + k_b) (compare: t → 0 gives uniform weights).", "error"),
    ("q = β(k_a + k_b); compare β → −∞.", "error"),
    ("q = t(k_a + k_b); compare t → ∞.", "correct"),
    ("q = t(k_a + k_b); e.g. t = 100.", "correct"),  # at least the grader's own "how large": read
    ("q = t(k_a + k_b); e.g. t = 3.", "error"),  # below it: how large is claimed, not read
])
def test_a_scale_sent_against_large_only_in_passing(text, expected):
    """Where the scale goes, said only in passing and against the large scale the grader takes when nothing is said
    (t → 0, β → −∞), is not read: the answer goes to review, never graded as if nothing were said."""
    assert grade_answer(PARTS["average"], text).verdict == expected


@pytest.mark.parametrize("part, answer", [
    ("average", "Pick $q = k_a + k_b$, rescaled by an enormous positive number."),
    ("average", "q = k_a + k_b, multiplied by a very large constant"),
    ("average", "q = k_a + k_b times some big scalar"),
    ("average", "$q = k_a + k_b$ scaled by a tiny factor"),
    ("single-head", r"$q = \mu_a + \mu_b$, multiplied by a huge constant"),
])
def test_a_size_said_of_no_named_scale_goes_to_review(part, answer):
    """A size said in the answer's sentence of a scale its formula does not name is not graded without it."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.verdict, "of a quantity your formula does not name" in verdict.feedback) == ("error", True)


@pytest.mark.parametrize("part, answer", [
    ("average", "q = k_a + k_b scaled by a large number s"),
    ("average", "q = t(k_a + k_b) with t → ∞, then divided by t"),
    ("average", "q = k_a + k_b, doubled"),
    ("average", "q = k_a + k_b, multipliziert mit einer Zahl s"),
    ("average", "q = k_a + k_b 乘以 s"),
    ("single-head", r"$q = t(\mu_a + \mu_b)$ with $t \to \infty$, normalized to unit length"),
])
def test_an_operation_said_after_the_answer_goes_to_review(part, answer):
    """An operation said in words after the formula that gives the answer makes it another formula: review."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.verdict, "an operation said in words is not read" in verdict.feedback) == ("error", True)


@pytest.mark.parametrize("answer, expected", [
    ("Multiplying by a large t, q = t(k_a + k_b).", "correct"),
    ("Scaling by a large s, we take q = s(k_a + k_b), s → ∞.", "correct"),
    ("Multiplying k_a + k_b by 3 gives q = 3(k_a + k_b).", "incorrect"),
])
def test_an_operation_said_before_the_answer_changes_nothing(answer, expected):
    """Said before the formula, the operation's result is the formula: graded as written."""
    assert grade_answer(PARTS["average"], answer).verdict == expected


@pytest.mark.parametrize("part, answer", [
    ("average", "q = k_a + k_b, the vanilla query"),
    ("average", "Take q = k_a + k_b, zorbled."),
    ("copy", "q = k_j, the query a sleepy student picks"),
])
def test_an_incorrect_needs_the_words_that_carry_it_read(part, answer):
    """`incorrect` only when every word of the sentence giving the answer was read; else review, naming the word."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.verdict, "a verdict of incorrect needs them read" in verdict.feedback) == ("error", True)


@pytest.mark.parametrize("part, answer", [
    ("average", "q = t(k_a + k_b) + w, where w is any fixed vector orthogonal to both k_a and k_b, and t → ∞."),
    ("average", "q = t(k_a + k_b) + w with t → ∞, where w is a fixed vector of norm 1."),
    ("average", "q = t(k_a + k_b) + w with t → ∞, for a fixed vector w perpendicular to every key."),
])
def test_a_property_said_of_an_own_vector_goes_to_review(part, answer):
    """A property said in words of the student's own vector is not read: the answer is not graded without it."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.verdict, "a property said in words is not read" in verdict.feedback) == ("error", True)


@pytest.mark.parametrize("part, answer", [
    ("multi-head", "q_1 = Mμ_a, q_2 = Mμ_b with M large; note this only works when n = 2."),
    ("average", "q = t(k_a + k_b), t → ∞, which works if n = 3."),
    ("copy", "q = t k_j with t → ∞; this requires d = n."),
])
def test_a_case_on_the_problems_numbers_goes_to_review(part, answer):
    """A right answer said to hold only for some of the problem's numbers (n = 2) is not `correct`."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.verdict, "for every value of the problem's numbers" in verdict.feedback) == ("error", True)


@pytest.mark.parametrize("part, answer", [
    ("kqv-plain", "c_2 ≈ u_a. No, because β is very large the attention is always spread uniformly over the tokens, "
                  "so we can never single out u_b."),
    ("copy", "Если ключи ортонормированы и q = C·k_j, C → ∞, то c → v_j. Кроме того, для этого необходимо, чтобы "
             "значения v_i были попарно ортогональны."),
    ("average", "q = t(k_a + k_b), t → ∞. The weights end up lopsided."),
])
def test_a_sentence_of_words_that_claims_carries_the_verdict(part, answer):
    """A sentence of words alone that says a size, a requirement or a claim beside a right answer is read too:
    unread, the answer is not `correct`."""
    assert grade_answer(PARTS[part], answer).verdict == "error"


@pytest.mark.parametrize("part, answer, expected", [
    ("copy", "With orthonormal keys and q = C·k_j, C large: k_j·q = C and k_i·q = 0 for i ≠ j, so α_j = e^C/(e^C + n − 1), "
             "which tends to 1, and c ≈ v_j.", "correct"),
    ("copy", "With orthonormal keys and q = C·k_j, C large: α_j = e^C/(e^C + n − 1), which tends to 1/2, and c ≈ v_j.",
     "incorrect"),
    ("average", "q = t(k_a + k_b), t → ∞: α_a = e^t/(2e^t + n − 2), qui tend vers 1/2, donc c ≈ ½(v_a + v_b).",
     "correct"),
])
def test_a_limit_in_a_relative_clause_is_checked(part, answer, expected):
    """"…, which tends to 1" beside a right answer is a claim `check` reads: proved, or a false side claim."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("answer, holds", [
    ("c_2 → u_a as β → ∞. It is not possible to get u_b: with x_2 = u_a + u_d we get c_2 → u_a + u_d; with "
     "x_2 = u_a + u_c we get c_2 → u_a + u_c.", (True, True)),
    ("c_2 ≈ u_a. No: with x_2 = u_a + u_c, c_2 ≈ u_a + u_c, and with x_2 = u_a + u_d, c_2 ≈ u_a + u_d.", (True, True)),
    ("c_2 → u_a as β → ∞. No: with x_2 = u_a + u_d we get c_2 → u_a + u_c; with x_2 = u_a + u_c we get "
     "c_2 → u_a + u_c.", (False, True)),
])
def test_each_side_computation_is_read_in_its_own_change(answer, holds):
    """Two changes of x_2 in one sentence: each claim after a change is read in that change, not in both at once."""
    feedback = grade_answer(PARTS["kqv-plain"], answer).feedback
    lines = [line for line in feedback.splitlines() if "as in your side computation" in line]
    assert tuple(line.endswith("indeed.") for line in lines) == holds


@pytest.mark.parametrize("answer, verdict, score", [
    # the rest of the question answered wrongly in the setting the answer changes: a person decides what it costs
    # (red team 57: charged as a false side claim, denials and counterfactuals in other languages were marked wrong)
    (r"$c_2 \approx u_a$. Adding $u_d$: $x_2 = u_a + u_d$. Then $c_2 \approx u_b$, so yes.", "error", 0.0),
    ("c_2 ≈ u_a. If we add u_c, x_2 = u_a + u_c and c_2 ≈ u_b + u_c.", "error", 0.0),
    ("c_2 ≈ u_a. With x_2 = u_a + u_d, to have c_2 ≈ u_b we would need α_2 ≈ 0 and α_1 ≈ 1: contradiction.",
     "error", 0.0),
    ("c_2 ≈ u_a. u_d を加えると x_2 = u_a + u_d で、c_2 ≈ u_b にはならない。", "correct", 2.0),
    # the same computation right: correct, full points
    (r"$c_2 \approx u_a$. Adding $u_d$: $x_2 = u_a + u_d$. Then $c_2 \approx u_a + u_d$.", "correct", 2.0),
    # a computation the write-up denies ("… is impossible") is judged nowhere
    ("c_2 → u_a. If x_2 = u_a + u_d, then c_2 → u_a + u_d. So c_2 ≈ u_b is impossible.", "correct", 2.0),
])
def test_a_side_computation_proved_wrong_goes_to_review(answer, verdict, score):
    """A side computation proved not to hold in the setting the answer changed: review, never `incorrect`; one the
    write-up denies is judged nowhere."""
    result = grade_answer(PARTS["kqv-plain"], answer)
    assert (result.verdict, result.score) == (verdict, score)


AFTER_A_CHANGE = [
    # the only definition of c_2 comes after a sentence that changes x_2: of the changed setting as much as of the
    # problem's, so never graded as the answer (red team 43: a right answer marked incorrect)
    ("x2 = u_a, scores beta^2, 0, 0 -> alpha_22 ~ 1.\n\nAdding u_d: x2 = u_a + u_d. Scores: with x1 = beta^2, with "
     "x2 = 2 beta^2. The self-score is still the largest, so c_2 ~ x2 = u_a + u_d, not u_b.", "invalid"),
    (r"If we add $u_d$ to $x_2$, then $x_2 = u_a + u_d$. The self-score $2\beta^2$ is still the largest. So "
     r"$c_2 \approx u_a + u_d$, never $u_b$.", "invalid"),
    (r"Wenn man $u_d$ zu $x_2$ addiert: $x_2 = u_a + u_d$. Dann gewinnt der Selbst-Score $2\beta^2$. Also "
     r"$c_2 \approx u_a + u_d$.", "invalid"),
    # in the sentence of the change, with nothing taking it back: that setting's, no answer for the problem's (found
    # reading the change again: it was graded in the problem's setting, "c_2 ≈ u_a + u_c does not hold")
    (r"Suppose we add $u_c$. Then $x_2 = u_a + u_c$ and $c_2 \approx u_a + u_c$.", "invalid"),
    (r"With $x_2 = u_a + u_c$ we get $c_2 \approx u_b$.", "invalid"),
    (r"Mit $x_2 = u_a + u_d$ gilt $c_2 \approx u_a + u_d$.", "invalid"),
    # a contrast takes the change back: the answer is of the problem's setting
    (r"With $x_2 = u_a + u_c$ we would get $c_2 \approx u_a + u_c$, but with the given inputs $c_2 \approx u_b$.",
     "incorrect"),
    # the answer said first, in the problem's setting, is graded; what follows the change is its side computation
    (r"$c_2 \approx u_b$. Adding $u_d$: $x_2 = u_a + u_d$. Then $c_2 \approx u_a + u_d$.", "incorrect"),
    (r"$c_2 \approx u_a$. Adding $u_d$: $x_2 = u_a + u_d$. Then $c_2 \approx u_a + u_d$.", "correct"),
]


@pytest.mark.parametrize("text, verdict", AFTER_A_CHANGE)
def test_a_definition_after_a_change_of_the_setting(text, verdict):
    """In a part whose question changes the setting, c_2 said after the change is a side computation."""
    assert grade_answer(PARTS["kqv-plain"], text).verdict == verdict


@pytest.mark.parametrize("part, text", [
    ("average", "q = t(k_a + k_b) with b instead of a, t → ∞."),
    ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_a$ with b instead of a, $t \to \infty$."),
    ("average", "q = t(k_a + k_b) with t → ∞. For ε = 0.01 and n = 10, t ≥ 3.2 suffices."),
    ("average", "q = t(k_a + k_b) with t → ∞, say t = 3."),
])
def test_what_the_words_do_to_the_answer_goes_to_review(part, text):
    """Labels exchanged in words, or how large the scale must be said beside its limit: not read, so reviewed."""
    assert grade_answer(PARTS[part], text).verdict == "error"
