"""check, red team 16's missed slips by class: each class a table of new sentences (slips found at their step) and
valid twins (no step wrong)."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


# ---- a query the step's own sentence goes on to give ("… = t + η for q = t(μ_a + μ_b)") --------------------------
QUERY_SAID_AFTER = [
    # the problem's own query, given after the step: the refutation stands
    ("single-head-noise", r"So $k_a^\top q = t + \eta$ for $q = t(\mu_a + \mu_b)$.", "ws"),
    ("single-head-noise", r"Then $k_b^\top q = 2t$, with $q = t(\mu_a + \mu_b)$.", "ws"),
    ("multi-head-noise", r"Here $k_a^\top q_1 = t$ for $q_1 = t\mu_a$.", "ws"),
    # twins: right, or another query than the problem's (not judged against the problem's; proved with the one its
    # sentence gives after it, steps/trailing.py)
    ("single-head-noise", r"So $k_a^\top q = t(1 + \eta)$ for $q = t(\mu_a + \mu_b)$.", "vs"),
    ("single-head-noise", r"So $k_a^\top q = 2t(1 + \eta)$ for $q = 2t(\mu_a + \mu_b)$.", "vs"),
    ("single-head-noise", r"So $k_a^\top q = 3t$ for $q = t(2\mu_a + \mu_b)$.", "us"),
]



# ---- powers of a matrix, the permutation's inverse; a step about P alone ------------------------------------------
PERMUTATION_POWERS = [
    # read and proved
    (r"Since $P^\top P = I$, $P^{-1} = P^\top$ and $P^{-1} P X = X$.", "vvv"),
    (r"So $(Q K^\top)^2 = Q K^\top Q K^\top$ and $(P^\top)^2 = (P^2)^\top$.", "vv"),
    # P is square, so its left inverse Pᵀ is also a right one
    (r"As $P$ is orthogonal, $P P^\top = I$ and $P^\top = P^{-1}$.", "vv"),
    (r"So $P Q K^\top P^\top P V = P Q K^\top V$ and $P P^\top X = X$.", "vv"),
    (r"Hence $X^\top P P^\top X = X^\top X$.", "v"),
    # wrong in a proof about the problem's P, with other matrices, or for every permutation but I
    (r"So $P X = X P^{-1}$.", "w"),
    (r"So $P^2 Q K^\top = Q K^\top$.", "w"),
    (r"So $P^\top P = P$.", "w"),
    (r"So $P P^\top = P$.", "w"),
    # about P alone and true of some permutation (a swap, a 3-cycle, a 7-cycle): never wrong
    (r"For a transposition $P$ we have $P = P^\top$ and $P^2 = I$.", "uu"),
    (r"For the cyclic shift, $P^3 = I$ and $P^\top = P^2$.", "uu"),
    (r"Here $P^4 = P^{-3}$.", "u"),
]



GIVEN_PERMUTATION = [
    # a step about P alone is read at the permutation the write-up gives by its entries (P given so: an instance)
    (r"Take $T = 3$ and $P = [[0,1,0],[0,0,1],[1,0,0]]$. Then $P^2 = I$.", "ssw"),
    (r"Take $T = 3$ and $P = [[0,1,0],[0,0,1],[1,0,0]]$. Then $P^\top = P$.", "ssw"),
    (r"Take $T = 2$, $P = \begin{pmatrix}0&1\\1&0\end{pmatrix}$. So $P^3 = I$.", "ssw"),
    # twins: true there, or said in another paragraph
    (r"Take $T = 2$, $P = \begin{pmatrix}0&1\\1&0\end{pmatrix}$. So $P^2 = I$ and $P^{-1} = P$.", "ssuu"),
    (r"Take $T = 3$ and $P = [[0,1,0],[0,0,1],[1,0,0]]$. Then $P^3 = I$.", "ssu"),
    ("Take $T = 3$ and $P = [[0,1,0],[0,0,1],[1,0,0]]$.\n\nNow a swap: $P^\\top = P$.", "ssu"),
]



# ---- a head's weight written with its label in parentheses (α_a^{(1)}, α^{(2)}_b) in a part with two heads --------
HEADS = r"Let $q_1 = t\mu_a$ and $q_2 = t\mu_b$. "
HEAD_WEIGHTS = [
    ("multi-head", HEADS + r"So $\alpha_a^{(1)} = \frac{e^t}{e^t + n - 2}$.", "ssw"),
    ("multi-head", HEADS + r"So $\alpha^{(2)}_a = \frac{e^t}{e^t + n - 1}$.", "ssw"),
    ("multi-head", HEADS + r"As $t \to \infty$, $\alpha_b^{(1)} \to 1$.", "sssw"),
    ("multi-head-noise", HEADS + r"So $\alpha^{(1)}_b = \frac{e^{t}}{e^{t(1+\eta)} + n - 1}$.", "ssw"),
    # twins: right, in either order of the scripts; a label the part has no head for is not read
    ("multi-head", HEADS + r"So $\alpha_a^{(1)} = \frac{e^t}{e^t + n - 1} = \alpha^{(2)}_b$.", "ssvv"),
    ("multi-head-noise", HEADS + r"So $\alpha^{(1)}_a = \frac{e^{t(1+\eta)}}{e^{t(1+\eta)} + n - 1}$.", "ssv"),
    ("multi-head", HEADS + r"So $\alpha_a^{(3)} \to 1$.", "sss"),
    ("average", r"Let $q = t(k_a + k_b)$. So $\alpha_a^{(1)} = 1$.", "ss"),
    # inside a definition of the write-up's own they are the heads' weights too, never a power (red team 45: the
    # total weight of v_a, ½α^{(1)}_a + ½α^{(2)}_a, read with α_a squared, its right limit ✗)
    ("multi-head", HEADS + r"$w_a = \tfrac12\alpha^{(1)}_a + \tfrac12\alpha^{(2)}_a$. As $t \to \infty$, "
                           r"$w_a \to \tfrac12$.", "ssssv"),
    ("multi-head", HEADS + r"$w_a = \tfrac12\alpha^{(1)}_a + \tfrac12\alpha^{(2)}_a$, and $w_b = w_a$. As $t \to \infty$, "
                           r"$w_b \to \tfrac12$.", "sssssv"),
    ("multi-head", HEADS + r"$w_a = \tfrac12\alpha_a^{(1)} + \tfrac12\alpha_a^{(2)}$. As $t \to \infty$, "
                           r"$w_a \to \tfrac12$.", "ssssv"),
    ("multi-head", HEADS + r"$m = \tfrac12\alpha^{(1)}_a + \tfrac12\alpha^{(2)}_a$. As $t \to \infty$, "
                           r"$m \to \tfrac14$.", "ssssw"),
]



# ---- an inequality said to follow from the one before it (two scales: neither decided alone) ---------------------
Q_AVG = r"Let $q = t(k_a+k_b)$. "
IFF_ROWS = (r"For $0<\varepsilon<\tfrac12$: $$\frac{{n-2}}{{2(2e^t+n-2)}} \le \varepsilon \iff n-2 \le 4\varepsilon e^t + "
            r"2\varepsilon(n-2) \iff 4\varepsilon e^t \ge {}.$$")
IMPLIED = [
    # red team 43's: the premise is the inequality a chain of equalities ends ("2eᵗ ≥ A = B. Hence eᵗ ≥ …"); an
    # equivalence said "if and only if", "exactly when" (no case, no necessary condition); "Daraus folgt"; "<=>" in
    # plain text; a question in a TeX group ends its sentence, its "should" no word of the step's
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $2e^t \ge \frac{n-2}{2\varepsilon} - (n-2) = "
             r"\frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$. Hence $e^t \ge \frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$.",
     "suuvw"),
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $2e^t \ge \frac{n-2}{2\varepsilon} - (n-2) = "
             r"\frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$. Hence $e^t \ge \frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.",
     "suuvu"),
    (Q_AVG + r"The error $\tfrac12-\alpha_a\le\varepsilon$ holds if and only if $e^t \ge "
             r"\frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$.", "suw"),
    (Q_AVG + r"The error $\tfrac12-\alpha_a\le\varepsilon$ holds exactly when $e^t \ge "
             r"\frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.", "suu"),
    (Q_AVG + r"Wir brauchen $\frac{n-2}{2(2e^t+n-2)} \le \varepsilon$. Daraus folgt $e^t \ge "
             r"\frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$.", "ssw"),
    (Q_AVG + "Require (n-2)/(2(2e^t + n - 2)) <= eps\n<=> (n-2) <= 2 eps (2e^t + n - 2)\n<=> (n-2)(1 - 2eps) <= "
             "2 eps e^t\n", "ssuw"),
    (Q_AVG + "Require (n-2)/(2(2e^t + n - 2)) <= eps\n<=> (n-2) <= 2 eps (2e^t + n - 2)\n<=> (n-2)(1 - 2eps) <= "
             "4 eps e^t\n", "ssuu"),
    (Q_AVG + r"\textit{How large should $t$ be?} Ask for $\tfrac12-\alpha_a\le\varepsilon$: $\frac{n-2}{2(2e^t+n-2)} "
             r"\le \varepsilon \iff 4\varepsilon e^t \ge (n-2)(1+2\varepsilon)$.", "susw"),
    # the words give it as a consequence or an equivalent, and it does not follow: wrong
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $t \ge \ln\frac{n-2}{2\varepsilon}$.", "suw"),
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $2e^t+n-2\ge\frac{n-2}{2\varepsilon}$, i.e. "
             r"$e^t\ge\frac{n-2}{\varepsilon}$.", "suuw"),
    (Q_AVG + r"Asking $\tfrac12-\alpha_a\le\varepsilon$ yields $2e^t \ge \frac{n-2}{2\varepsilon}$, so "
             r"$e^t \ge \frac{n}{\varepsilon}$.", "suuw"),
    # twins: it follows; a sufficient condition said as such; a threshold off by a dropped (1 − 2ε) only
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $2e^t+n-2\ge\frac{n-2}{2\varepsilon}$, i.e. "
             r"$e^t\ge\frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.", "suuu"),
    (Q_AVG + r"For $\tfrac12-\alpha_a\le\varepsilon$ it suffices that $e^t\ge\frac{n}{\varepsilon}$.", "suu"),
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $t \ge \ln\frac{n-2}{4\varepsilon}$.", "suu"),
    (Q_AVG + r"Requiring $\tfrac12-\alpha_a\le\varepsilon$ gives $t \ge \ln\frac{n-2}{8\varepsilon}$.", "suu"),
    # an equivalence said outright ("⇔", "\iff") is refuted both ways and in a window as narrow as 4ε: a factor
    # (1 + 2ε) or (1 − 4ε) for (1 − 2ε) is a slip there
    (Q_AVG + IFF_ROWS.format(r"(n-2)(1+2\varepsilon)"), "ssssuw"),
    (Q_AVG + IFF_ROWS.format(r"(n-2)(1-4\varepsilon)"), "ssssuw"),
    (Q_AVG + IFF_ROWS.format(r"(n-2)(1-2\varepsilon)"), "ssssuu"),
    (Q_AVG + IFF_ROWS.format(r"(n-2)(1-2\varepsilon)").replace(r"\iff", r"\Leftrightarrow"), "ssssuu"),
    # the write-up's own scale (q = τ(k_a + k_b)), and a requirement that opens the sentence: that one inequality gives
    # the other is algebra, whatever the sentence supposes of the scale
    (r"Let $q = \tau(k_a+k_b)$. Require $\Delta(\tau)\le\varepsilon$ for some $0<\varepsilon<\tfrac12$: $$n-2\le "
     r"2\varepsilon(2e^\tau+n-2)\iff 4\varepsilon e^\tau\ge (n-2)(1+2\varepsilon).$$", "sssssw"),
    (r"Take $q = \lambda(k_a+k_b)$. We need $\tfrac12-\alpha_a\le\varepsilon$, which gives $2e^\lambda+n-2\ge"
     r"\frac{n-2}{2\varepsilon}$, i.e. $e^\lambda\ge\frac{n-2}{\varepsilon}$.", "ssuw"),
    (r"With $q = s(k_a+k_b)$ and $0<\varepsilon<\tfrac12$: $n-2\le 2\varepsilon(2e^s+n-2) \Leftrightarrow "
     r"4\varepsilon e^s\ge (n-2)(1-4\varepsilon)$.", "ssssw"),
    (r"Let $q = \tau(k_a+k_b)$. Require $\Delta(\tau)\le\varepsilon$ for some $0<\varepsilon<\tfrac12$: $$n-2\le "
     r"2\varepsilon(2e^\tau+n-2)\iff 4\varepsilon e^\tau\ge (n-2)(1-2\varepsilon).$$", "sssssu"),
    (r"Take $q = \lambda(k_a+k_b)$. We need $\tfrac12-\alpha_a\le\varepsilon$, which gives $2e^\lambda+n-2\ge"
     r"\frac{n-2}{2\varepsilon}$, i.e. $e^\lambda\ge\frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.", "ssuu"),
    # a range the write-up states for the scale: a counterexample outside it is none ("for t ≥ 20" holds the slip's
    # window out), one inside it is
    (r"Let $q = t(k_a+k_b)$. For $t \ge 20$: $n-2\le 2\varepsilon(2e^t+n-2)\iff 4\varepsilon e^t\ge "
     r"(n-2)(1-4\varepsilon)$.", "sssu"),
    (r"Let $q = t(k_a+k_b)$. For $t \ge 1$: $n-2\le 2\varepsilon(2e^t+n-2)\iff 4\varepsilon e^t\ge "
     r"(n-2)(1-4\varepsilon)$.", "sssw"),
    (r"Let $q = t(k_a+k_b)$. For $t \in (20, 30)$: $n-2\le 2\varepsilon(2e^t+n-2)\iff 4\varepsilon e^t\ge "
     r"(n-2)(1-4\varepsilon)$.", "sssu"),
    # twin: the same slip after "so" is a consequence said loosely, whose threshold is a sufficient one: not refuted
    (Q_AVG + r"For $0<\varepsilon<\tfrac12$: $$\frac{n-2}{2(2e^t+n-2)} \le \varepsilon \iff n-2 \le 4\varepsilon e^t + "
             r"2\varepsilon(n-2),$$ so $4\varepsilon e^t \ge (n-2)(1+2\varepsilon)$.", "ssssuu"),
]



# ---- an index written as arithmetic (ω_{d/2-1}), read in a name the write-up defines for every index --------------
OMEGA = r"Let $\omega_i = 10000^{-2i/d}$. "
ARITHMETIC_INDEX = [
    ("position-distinct", OMEGA + r"The slowest is $\omega_{d/2-1} = 10000^{-1}$.", "sw"),
    ("position-distinct", OMEGA + r"Then $\omega_{d/2} = 10^{-2}$.", "sw"),
    ("position-distinct", OMEGA + r"Then $\omega_{i+1} = \omega_i \cdot 10000^{-1/d}$.", "sw"),
    # twins: right; a key or value indexed so is not read
    ("position-distinct", OMEGA + r"The slowest is $\omega_{d/2-1} = 10000^{-(d-2)/d}$.", "sv"),
    ("position-distinct", OMEGA + r"Then $\omega_{i+1} = \omega_i \cdot 10000^{-2/d}$.", "sv"),
    ("copy", r"Let $q = t k_j$. Then $k_{j+1}^\top q = t$.", "ss"),
]



# ---- a supposition in names the step is not built from cannot bear on it -----------------------------------------
SUPPOSED_APART = [
    ("position-distinct", r"Assume $\Phi(t_1) = \Phi(t_2)$ with $t_1 \ne t_2$. " + OMEGA + r"So $\omega_1 = 10^{-2}$.",
     "sssw"),
    ("position-distinct", r"Suppose $t_1 = t_2 + 2\pi$. " + OMEGA + r"Hence $\omega_0 = 2$.", "ssw"),
    ("position-distinct", r"Assume $\Phi(t_1) = \Phi(t_2)$. " + OMEGA + r"Then $\omega_{d/2} = 10^{-2}$.", "ssw"),
    # twins: the supposition's names are the step's (or its definitions'): never wrong for failing without it
    ("average", r"Suppose $k_a^\top q = 0$. Let $q = t(k_a + k_b)$. Then $\alpha_b \to 1$.", "ssu"),
    ("position-distinct", r"Suppose $\Phi(t_1) = \Phi(t_2)$. Then $\sin t_1 = \sin t_2$.", "su"),
]



# ---- two tuples of numbers in a matrix part, entry by entry -------------------------------------------------------
TUPLES = [
    ("position-helps", r"Take $T = 2$, $d = 2$. The first row is $(\sin 0, \cos 0) = (1, 0)$.", "ssw"),
    ("position-helps", r"Take $T = 2$, $d = 2$. The second row is $(\sin 1, \cos 1) = (\cos 1, \sin 1)$.", "ssw"),
    ("position-helps", r"Here $(\sin 0, \cos 0, \sin 0) = (0, 1, 1)$.", "w"),
    # twins: equal; sizes given values; lengths that differ
    ("position-helps", r"Take $T = 2$, $d = 2$. The first row is $(\sin 0, \cos 0) = (0, 1)$.", "ssv"),
    ("position-helps", r"Here $(T, d) = (2, 1)$.", "u"),
    ("position-helps", r"Here $(\sin 0, \cos 0) = (0, 1, 0)$.", "u"),
]



# ---- a moment said to tend to a value as the scale grows: the limit of the moment ---------------------------------
Q_NOISE = r"Let $q = t(\mu_a+\mu_b)$, $t \to \infty$. "
MOMENT_LIMITS = [
    ("single-head-noise", Q_NOISE + r"Then $\operatorname{Var}(\alpha_a) \to 0$.", "ssw"),
    ("single-head-noise", Q_NOISE + r"Then $\operatorname{Var}(\alpha_b) \to \frac12$.", "ssw"),
    ("single-head-noise", "Let q = t(mu_a + mu_b), t large. So Var(alpha_a) -> 1/2.", "sw"),
    # twins: right; a scale that does not grow is not read as a limit
    ("single-head-noise", Q_NOISE + r"Then $\operatorname{Var}(\alpha_a) \to \frac14$.", "ssv"),
    ("single-head-noise", Q_NOISE + r"So $\operatorname{Var}(\alpha_b) \to 1/4$.", "ssv"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$, $t \to 0$. Then $\operatorname{Var}(\alpha_a) \to 1$.", "ssu"),
    # "≈" of a moment as the scale grows says its limit too; a scale that does not grow is still not read
    ("single-head-noise", Q_NOISE + r"Then $\operatorname{Var}(\alpha_a) \approx \frac14$.", "ssv"),
    ("single-head-noise", "Let q = t(mu_a + mu_b), t large. So Var(alpha_a) ≈ 1/2.", "sw"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$, $t \to 0$. Then $\operatorname{Var}(\alpha_a) \approx 1$.", "sss"),
]


# ---- a step said with the probability of its event, no case written ("c ≈ v_a with probability ½"): the event is
# the half-line of the noise the engine splits the step on where it holds exactly; the step holds on it, and the
# probability is judged as its own step -------------------------------------------------------------------------
Q_PLAIN = "Let q = t(μ_a + μ_b), t → ∞. "
HEADS_ONE = "Let q_1 = tμ_a, q_2 = tμ_b, t → ∞. Head 1: α_a → 1 when 1+η > 0, so c₁ → v_a. "
PROBABILITY_OF_ITS_EVENT = [
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability ½, and c ≈ v_b with probability ½.", "ssvvvv"),
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability 0.92, and c ≈ v_b with probability 0.08.", "ssvwvw"),
    # the value said alone after a joint, with its own probability (elliptical.py)
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability ½ and ≈ v_b with probability ½.", "ssvvvv"),
    ("single-head-noise", Q_PLAIN + "Donc c ≈ v_a avec probabilité ½ et ≈ v_b avec probabilité ½.", "ssvvvv"),
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability ½ and ≈ v_b with probability ¼.", "ssvvvw"),
    ("single-head-noise", Q_PLAIN + "So α_a → 1 with probability 1/2 and α_a → 0 with probability 1/2.", "ssvvvv"),
    # a case in brackets after the number is the case, not a factor of it
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability ½ (η > 0) and c ≈ v_b with probability ½ (η < 0).",
     "ssvvsvvs"),
    # twin: a step with no event of positive probability where it holds is not decided
    ("single-head-noise", Q_PLAIN + "So c ≈ ½(v_a + v_b) with probability ½.", "ssuu"),
    # the case a relative pronoun names is the event ("…, which has probability …"), even with another case before
    ("multi-head-noise", HEADS_ONE + "So c → ½(v_a + v_b) when η > −1, which has probability Φ(−√2) ≈ 0.079.",
     "sssvsvvswv"),
    ("multi-head-noise", HEADS_ONE + "So c → ½(v_a + v_b) when η > −1, which has probability Φ(√2) ≈ 0.921.",
     "sssvsvvsvv"),
    ("multi-head-noise", HEADS_ONE + "So c → ½(v_a + v_b) when η > −1, which happens with probability 0.5.",
     "sssvsvvsw"),
    # a decimal comma where the probability's value stands ("avec probabilité 0,921"); a decimal point ends no clause
    ("multi-head-noise", HEADS_ONE + "Donc c → ½(v_a + v_b) si η > −1, ce qui arrive avec probabilité 0,921.",
     "sssvsvvsv"),
    ("single-head-noise", Q_PLAIN + "Donc c ≈ v_a avec probabilité 0,9 et ≈ v_b avec probabilité 0,1.", "ssvvww"),
    ("single-head-noise", Q_PLAIN + "So c ≈ v_a with probability 0.5 and ≈ v_b with probability 0.5.", "ssvvvv"),
    # the words lead to a chain that starts with the event's probability written: every link of it is judged
    ("multi-head-noise", HEADS_ONE + "Ne segue c → ½(v_a + v_b) con probabilità P(η > −1) = (1 + erf(1))/2 ≈ 0,92.",
     "sssvsvvvv"),
    ("multi-head-noise", HEADS_ONE + "So c → ½(v_a + v_b) with probability P(η > −1) = (1 + erf(1))/2 ≈ 0.84.",
     "sssvsvvvw"),
    ("multi-head-noise", HEADS_ONE + "So c → ½(v_a + v_b) with probability P(1 + η > 0) = Φ(√2) ≈ 0.921.",
     "sssvsvvvv"),
]


# ---- the cases the question lets a write-up ignore ("You can ignore cases in which k_aᵀq_i < 0"): a step proved
# everywhere else is valid; one said in a case of its own is judged there; a probability is over every sample ------
HEADS = "Let q_1 = tμ_a, q_2 = tμ_b, t → ∞. "
IGNORED_CASES = [
    ("multi-head-noise", HEADS + "Then c_1 ≈ v_a, c_2 ≈ v_b and c ≈ ½(v_a + v_b).", "sssvvv"),
    ("multi-head-noise", HEADS + "Then α^{(1)}_a → 1.", "sssv"),
    ("multi-head-noise", HEADS + "So c ≈ ½(v_a + v_b) with probability Φ(√2) ≈ 0.92.", "sssvvv"),
    ("multi-head-noise", HEADS + "So c ≈ ½(v_a + v_b) with probability ½.", "sssvw"),
    # a variance on the cases kept (the question's own conditioning); a probability is still over every sample
    ("multi-head-noise", HEADS + "So Var(c_1) → 0 and Var(c_2) → 0.", "sssvv"),
    ("multi-head-noise", HEADS + "So Pr(1 + η > 0) = 1.", "sssw"),
    # twins: wrong on the cases kept; said in the ignored case; no allowance in the single head's part
    ("multi-head-noise", HEADS + "Then c ≈ v_a.", "sssw"),
    ("multi-head-noise", HEADS + "If 1 + η < 0, c_1 ≈ v_a.", "ssssw"),
    ("single-head-noise", "Let q = t(μ_a + μ_b), t → ∞. Then c ≈ v_a.", "ssu"),
    # a case carried from a sentence before is the kept case itself: the allowance still holds; another case is not
    ("multi-head-noise", HEADS + "c_1 → v_a whenever 1 + η > 0. So c → ½(v_a + v_b), with variance ≈ 0.",
     "sssvsvv"),
    # (the same case written otherwise is compared as written: undecided, never wrong)
    ("multi-head-noise", HEADS + "c_1 → v_a whenever η > −1. So c → ½(v_a + v_b), with variance ≈ 0.",
     "sssvsvu"),
    ("multi-head-noise", HEADS + "c_1 → v_a whenever η > 0. So c → ½(v_a + v_b), with variance ≈ 0.",
     "sssvsvu"),
]


# ---- words that change how a relation is said: a hedge before "=" ("essentially c = v_a": ≈), a counterfactual after
# the formula it supposes ("Φ(t₁) = Φ(t₂) would give …"), a value after a remark in brackets ("≈ 1.95 (d = 128),
# ≈ 3.71 …": not the remark's right side) ------------------------------------------------------------------------
SAID_SO = [
    ("single-head-noise", Q_PLAIN + "Take t = 30, η = 0.2: α_a ≈ 0.9975, so essentially c = v_a.", "ssssuu"),
    ("single-head-noise", Q_PLAIN + "Take t = 30, η = 0.2: donc pratiquement c = v_a.", "ssssu"),
    ("single-head-noise", Q_PLAIN + "If η > 0, essentially c = v_a.", "sssv"),
    ("position-distinct", "Φ(t₁) = Φ(t₂) would give sin t₁ = sin t₂ and cos t₁ = cos t₂, hence t₁ − t₂ = 2πk.",
     "ssss"),
    ("position-distinct", "Φ(t₁) = Φ(t₂) impliquerait sin t₁ = sin t₂.", "su"),
    ("position-distinct", "Φ(t₁) = Φ(t₂) würde sin t₁ = sin t₂ ergeben.", "su"),
    ("position-distinct", "For T ≤ 10⁴ the minimum is at Δ = 1, ≈ 1.95 (d = 128), ≈ 3.71 (d = 512).", "ssusss"),
    # a bracket the formula's own text closes on the next row is no remark: the chain goes on, and its slip is ✗
    ("copy", "q = t k_j, so\n  alpha_j = exp(t) / (exp(t) + (n-1)*exp(0))\n          = exp(t) / (exp(t) + n - 1)\n"
             "          = 1 - (n-1)/exp(t)\n", "svvw"),
    # twins: an "=" said plainly at a finite scale is exact, and wrong
    ("single-head-noise", Q_PLAIN + "Take t = 30, η = 0.2: α_a ≈ 0.9975, so c = v_a.", "ssssuw"),
]


# ---- a computation with numbers alone in a sentence that only supposes something (an example, "suppose t = 30"):
# the write-up's own, checked whatever is supposed; an "if" of its own still makes it a hypothesis -----------------
A_COMPUTATION_SUPPOSED = [
    ("position-distinct", r"For example, $\Delta=1$, $d=2$: $\|\Phi(t+1)-\Phi(t)\| = 2\sin(1/2)\approx 0.479$.", "sssw"),
    ("position-distinct", r"For example, $\Delta=1$, $d=2$: $\|\Phi(t+1)-\Phi(t)\| = 2\sin(1/2)\approx 0.959$.", "sssv"),
    ("average", r"Suppose $t = 30$: then $e^{30} \approx 2 \cdot 10^{13}$.", "sw"),
    ("average", r"Suppose $t = 30$: then $e^{30} \approx 1.07 \cdot 10^{13}$.", "sv"),
    # twin: said under an "if" of its own
    ("position-distinct", r"If $2\sin(1/2) \approx 0.479$ held, the distance would be small.", "s"),
]


# ---- the multi-head keys before α → 0 (the setting's exact model, as in single-head): a student's noise is read ---
EXACT_HEADS = [
    ("multi-head", r"Let $q_1 = s\mu_a$. Then $k_a^\top q_1 = s(\mu_a + \sqrt\alpha\, z_a)^\top\mu_a = s + s\sqrt{\alpha}\, "
                   r"z_a^\top \mu_a$.", "svv"),
    ("multi-head", r"Let $q_1 = s\mu_a$. Then $k_b^\top q_1 = s(\mu_b + \sqrt\alpha\, z_b)^\top\mu_a = s\sqrt{\alpha}\, "
                   r"z_b^\top \mu_a \to 0$ as $\alpha \to 0$.", "svvvs"),
    ("multi-head", r"Write $k_i = \mu_i + \sqrt{\alpha}\, z_i$. With $q_1 = s\mu_a$, $k_a^\top q_1 = s(\mu_a + \sqrt\alpha\, "
                   r"z_a)^\top\mu_a = s + s\sqrt{\alpha}\, z_a^\top \mu_a$.", "ssvv"),
]


# ---- a moment said with "=" where its sentence speaks of the limit: its limit --------------------------------------
MOMENT_IN_THE_LIMIT = [
    ("single-head-noise", Q_PLAIN + "In the limit α_a is Bernoulli(½) with Var(α_a) = ¼.", "ssv"),
    ("single-head-noise", Q_PLAIN + "In the limit, Var(α_a) = 1/4.", "ssv"),
    ("single-head-noise", Q_PLAIN + "Asymptotically Var(α_a) = 0.", "ssw"),
    # twin: with no word of the limit, "=" is at every t, where the moment depends on t
    ("single-head-noise", Q_PLAIN + "Then Var(α_a) = ¼.", "ssu"),
]


# ---- a probability or a variance is over every sample: a case carried from another sentence narrows none of them
# (over every sample Var(α_a) → ¼); the case its own sentence says may ------------------------------------------
CASES_BEFORE = Q_PLAIN + "If η > 0, c ≈ v_a; if η < 0, c ≈ v_b; each with probability ½. "
MOMENTS_OVER_EVERY_SAMPLE = [
    ("single-head-noise", CASES_BEFORE + "Then Var(α_a) → 0.", "sssvsvvvw"),
    ("single-head-noise", CASES_BEFORE + "The variance of α_a tends to 0.", "sssvsvvvw"),
    ("single-head-noise", CASES_BEFORE + "The variance of α_a tends to ¼.", "sssvsvvvv"),
    ("single-head-noise", Q_PLAIN + "If η > 0 then Var(α_a) → 0.", "sssv"),
]


# ---- a variance said in words ("the variance of α_a tends to ¼", "α_a 的方差趋于 1/4"): Var(α_a) ≈ ¼ ---------------
# ---- the variance of a score linear in the keys' Gaussian noise (k_i = μ_i + √α z_i, z_i ∼ N(0, I)): Σ‖w‖² ---------
SINGLE = r"Let $q = t(\mu_a+\mu_b)$. "
NOISE_VARIANCE = [
    ("single-head", SINGLE + r"Then $\mathrm{Var}(k_a^\top q) = \alpha\|q\|^2 = 2\alpha t^2$.", "svv"),
    ("single-head", SINGLE + r"The noise $\xi_a = \sqrt\alpha\, t z_a^\top(\mu_a+\mu_b)$ has "
                    r"$\mathrm{Var}(\xi_a) = 2\alpha t^2 \to 0$.", "ssvv"),
    ("multi-head", r"Let $q_1 = t\mu_a$. Then $\mathrm{Var}(k_i^\top q_1) = \alpha t^2$ for every $i$.", "sv"),
    # slips: the square of t, the factor 2 of ‖μ_a + μ_b‖²; the idealised keys' "no variance" is the exact model's slip
    ("single-head", SINGLE + r"Then $\mathrm{Var}(k_a^\top q) = 2\alpha t$.", "sw"),
    ("single-head", SINGLE + r"Then $\mathrm{Var}(k_a^\top q) = \alpha t^2$.", "sw"),
    ("single-head", SINGLE + r"Then $\mathrm{Var}(k_a^\top q) = 0$.", "sw"),
    # twins: a product of two noises, a conditional variance: not read
    ("single-head", SINGLE + r"Then $\mathrm{Var}(z_a^\top z_b) = 1$.", "ss"),
    # its law: the variance written is checked (read as a variance, or as a standard deviation)
    ("single-head", SINGLE + r"Then $\sqrt\alpha\, t z_a^\top(\mu_a+\mu_b) \sim \mathcal N(0, 2\alpha t)$.", "sw"),
    ("single-head", SINGLE + r"Then $\sqrt\alpha\, t z_a^\top(\mu_a+\mu_b) \sim \mathcal N(0, 2\alpha t^2)$.", "ss"),
    ("single-head", SINGLE + r"Then $\sqrt\alpha\, t z_a^\top(\mu_a+\mu_b) \sim \mathcal N(0, t\sqrt{2\alpha})$.", "ss"),
    # the mean of such a number has the noise's mean, 0, in its place (𝔼[ξ_a] = 0 was ✗ before)
    ("single-head", SINGLE + r"The noise $\xi_a = \sqrt\alpha\, t z_a^\top(\mu_a+\mu_b)$ has $\mathbb E[\xi_a] = 0$ "
                    r"and $\mathbb E[k_a^\top q] = t$, but $\mathbb E[\xi_a] = t$.", "ssvvw"),
]

MULTI = "Let q_1 = t μ_a, q_2 = t μ_b. "
VARIANCE_IN_WORDS = [
    ("single-head-noise", Q_NOISE + "The variance of α_a tends to ¼.", "ssv"),
    ("single-head-noise", Q_NOISE + "The variance of α_a tends to 1/2.", "ssw"),
    ("single-head-noise", "取 q = t(μ_a + μ_b)，t → ∞。α_a 的方差趋于 1/4。", "ssv"),
    ("single-head-noise", "Sea q = t(μ_a + μ_b), t → ∞. La varianza de α_a tiende a 0.", "ssw"),
    ("single-head-noise", "Пусть q = t(μ_a + μ_b), t → ∞. Дисперсия α_a стремится к 1/4.", "ssv"),
    ("single-head-noise", "Soit q = t(μ_a + μ_b), t → ∞. Avec η ~ N(0, ½), la variance de η vaut 1.", "sssw"),
    # twins: the law's own variance, right; a variance whose owner is not said is not read
    ("single-head-noise", "Let q = t(μ_a + μ_b), t → ∞. Here η ~ N(0, ½); its variance is ½.", "sssv"),
    ("single-head-noise", Q_NOISE + "The variance tends to ¼.", "ss"),
    # a relation written right after the words, with no left side: "with variance → 0", "c 的方差 → 0", "is ≈ 0"
    ("multi-head-noise", MULTI + "So c → ½(v_a + v_b) in every such sample, with variance → 0.", "ssvv"),
    ("multi-head-noise", MULTI + "So c → ½(v_a + v_b) whenever 1 + η > 0, with variance → ¼.", "ssvsu"),
    ("multi-head-noise", MULTI + "The variance of c is ≈ 0 when 1 + η > 0.", "ssvs"),
    ("multi-head-noise", "令 q_1 = tμ_a，q_2 = tμ_b，t → ∞。在该条件下 c 的方差 → 0。", "sssv"),
    ("single-head-noise", Q_PLAIN + "Then α_a → 𝟏[η > 0]; the variance of α_a is ≈ 1/2.", "ssvvw"),
    # after a probability given in words to the chain before it, a variance said in words is no event of it
    ("multi-head-noise", "q_1 = tμ_a, q_2 = tμ_b。当 1+η > 0 时 c ≈ ½(v_a + v_b)，其概率为 P(η > −1) = Φ(√2) ≈ 0.92；"
                         "在这种情况下 c 的方差趋于 0。", "sssvvvv"),
    ("multi-head-noise", "q_1 = tμ_a, q_2 = tμ_b. When 1+η > 0, c ≈ ½(v_a + v_b), with probability P(η > −1) ≈ 0.92; "
                         "in that case the variance of c tends to 0.", "sssvvv"),
    ("multi-head-noise", "q_1 = tμ_a, q_2 = tμ_b. When 1+η > 0, c ≈ ½(v_a + v_b), with probability P(η > −1) ≈ 0.92, "
                         "and then Var(c) → 1.", "sssvvu"),
    # twins: a semicolon ends the clause whose subject the variance would be; no subject before: not read
    ("multi-head-noise", MULTI + "So c → ½(v_a + v_b); with variance → 0.", "ssvs"),
    ("multi-head-noise", MULTI + "With variance → 0.", "sss"),
]



# ---- a standard deviation said in words ("its standard deviation is ½", "standard deviation σ = ½") ----------------
LAW = r"Here $\eta \sim \mathcal{N}(0, \tfrac12)$. "
SPREAD_IN_WORDS = [
    ("single-head-noise", r"With $\eta \sim \mathcal{N}(0, \tfrac12)$ the size of $\eta$ is its standard "
                          r"deviation $\sigma = \tfrac12$.", "sws"),
    # "typical" is a quantifier nobody reads ("typically α_a ≈ 1" is said of most samples): never ✗ beside it
    ("single-head-noise", r"With $\eta \sim \mathcal{N}(0, \tfrac12)$ the typical size of $\eta$ is its standard "
                          r"deviation $\sigma = \tfrac12$.", "sus"),
    ("single-head-noise", "eta ~ N(0, 1/2), so its standard deviation is 1/2.", "sw"),
    ("multi-head-noise", LAW + r"The standard deviation of $\eta$ is $0.5$.", "sw"),
    ("single-head-noise", r"Avec $\eta \sim \mathcal{N}(0, \tfrac12)$, son écart-type vaut $\tfrac12$.", "sw"),
    ("single-head-noise", LAW + r"It has a standard deviation of about $0.5$.", "sw"),
    # twins: right, exactly or to the digits written; no noise variable named: not read
    ("single-head-noise", LAW + r"The standard deviation of $\eta$ is $\frac{1}{\sqrt 2}$.", "sv"),
    ("single-head-noise", LAW + r"Its standard deviation is $\sigma = 0.71$.", "svs"),
    ("single-head-noise", LAW + r"Its standard deviation is about $0.7$.", "sv"),
    ("single-head-noise", r"The standard deviation is $\sigma = \tfrac12$.", "s"),
    # a number right after the word ("has standard deviation ½"), or σ's index naming whose it is (σ_η = ½)
    ("single-head-noise", r"We get $\operatorname{Var}(\eta)=\tfrac12$, so $\eta$ has standard deviation $1/2$.",
     "vw"),
    ("single-head-noise", r"We get $\operatorname{Var}(\eta)=\tfrac12$, so $\eta$ has standard deviation "
                          r"$1/\sqrt{2}$.", "vv"),
    ("multi-head-noise", r"Since $\operatorname{Var}(\eta)=\tfrac12$, the standard deviation is "
                         r"$\sigma_\eta=\tfrac12$.", "vws"),
    ("multi-head-noise", r"Since $\operatorname{Var}(\eta)=\tfrac12$, the standard deviation is "
                         r"$\sigma_\eta=\tfrac{1}{\sqrt 2}$.", "vvs"),
]



# ---- a step said to hold exactly when a condition does: the converse too ('iff') --------------------------------
HEAD_ONE = r"With $q_1 = t\mu_a$ and $t \to \infty$, "
CONVERSE = [
    ("multi-head-noise", HEAD_ONE + r"$\alpha^{(1)}_a \to 1$ iff $\eta > 0$.", "ssws"),
    ("multi-head-noise", HEAD_ONE + r"$\alpha^{(1)}_a \to 1$ if and only if $\eta > \frac12$.", "ssws"),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$ and $t \to \infty$, $c \to v_b$ exactly when $\eta < -1$.",
     "ssws"),
    # twins: the converse holds too; a plain 'if' claims no converse
    ("multi-head-noise", HEAD_ONE + r"$\alpha^{(1)}_a \to 1$ iff $\eta > -1$.", "ssvs"),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$ and $t \to \infty$, $c \to v_a$ iff $\eta > 0$.", "ssvs"),
    ("multi-head-noise", HEAD_ONE + r"$\alpha^{(1)}_a \to 1$ if $\eta > 0$.", "ssvs"),
]


# every class's table: (part, write-up, the statuses of its steps); a slip's row has a w at its step, a twin's none
# ---- a run of Unicode superscript digits is one number (e²⁰ is e^{20}, not e^{2·0}) -------------------------------
SUPERSCRIPT_DIGITS = [
    ("average", "So e²⁰ ≈ 4.85·10⁹.", "w"),
    ("average", "So 2¹⁰ = 1000.", "w"),
    ("average", "So e¹⁰ ≈ 2203.", "w"),
    # twins: right (each was wrong when the digits were read as a product)
    ("average", "So e²⁰ ≈ 4.85·10⁸.", "v"),
    ("average", "So 2¹⁰ = 1024.", "v"),
    ("average", "And e¹⁰ ≈ 22026.", "v"),
]


def named(name: str, table: list, part: str | None = None) -> dict:
    return {f"{name}-{i}": (part, *row) if part else row for i, row in enumerate(table)}


# ---- a supposition of where a number goes ("when α → 0"), beside a step that does not depend on it: the step is
# refuted whatever the number does; one that depends on it stays covered -----------------------------------------------
SUPPOSED_DIRECTION = [
    ("single-head-noise", r"当 $\alpha\to0$ 时，可以写 $k_a=(1+\eta)\mu_a$，所以 $\eta$ 的标准差为 $\tfrac12$。", "svw"),
    ("single-head-noise", r"Wenn $\alpha \to 0$, dann ist $\mathrm{Var}(\eta) = 1$.", "sw"),
    ("single-head-noise", r"If $\alpha \to 0$, then $P(\eta > 0) = \tfrac13$.", "sw"),
    # "where η = μ_aᵀ(k_a − μ_a)": what the model makes η already, a claim proved, no case supposed
    ("single-head-noise", r"When $\alpha \to 0$ we can write $k_a = (1+\eta)\mu_a$ where $\eta = \mu_a^\top(k_a - "
                          r"\mu_a)$, so $P(\eta<0)=\tfrac14$.", "svvw"),
    # "where η = k_aᵀμ_a − 1": what the model makes η already is a claim, proved, not a case tying η to the keys
    ("single-head-noise", r"Write $k_a = (1+\eta)\mu_a$, where $\eta = k_a^\top\mu_a - 1$, so $P(\eta<0)=\tfrac14$.",
     "vvw"),
    ("multi-head-noise", r"Let $q_1 = t\mu_a$. Here $\eta = \mu_a^\top k_a - 1$ and $P(1 + \eta > 0) = \tfrac12$.", "svw"),
    ("single-head-noise", r"Write $k_a = (1+\eta)\mu_a$, where $\eta = 2k_a^\top\mu_a$, so $P(\eta<0)=\tfrac14$.", "vsu"),
    # twins: the step depends on α; a tie of η to the keys that the model does not make is not applied
    ("single-head", r"If $\alpha \to 0$, then $\sqrt{\alpha}\, t \to 1$.", "su"),
    # the model's own numbers: n and the scale are in every weight, written or not
    ("average", r"Let $q = t(k_a + k_b)$ with $t$ fixed. If $n \to \infty$ then $\alpha_a \to 0$.", "ssu"),
    ("single-head-noise", r"If $t \to 0$, then $\alpha_a \to \tfrac13$.", "su"),
    ("single-head-noise", r"When $\alpha \to 0$, we can write $k_a = (1+\eta)\mu_a$ where $\eta = 2\mu_a^\top(k_a - "
                          r"\mu_a)$.", "svs"),
]


# ---- a value given to a name the write-up defined ("δ_a = 0.001 이면 …", "if Z = 100"): an instance it takes, not
# applied, so the steps of its sentence are not judged outside it ---------------------------------------------------
OWN_NAME_INSTANCE = [
    ("single-head", r"Let $q = t(\mu_a + \mu_b)$ and write $\delta_i = \sqrt{\alpha} z_i^\top (\mu_a + \mu_b)$. δ_a = "
                    r"0.001, δ_b = −0.001, t = 10 이면 e^{t(δ_a − δ_b)} = e^{0.02}.", "ssuusu"),
    ("average", r"Let $q = t(k_a + k_b)$ and $Z = 2e^t + n - 2$. If $Z = 100$ and $t = 2$, then $\alpha_a = e^2/100$.",
     "ssssu"),
    ("average", r"Let $q = t(k_a + k_b)$ and $Z = 2e^t + n - 2$. Mit $Z = 100$ und $t = 2$ ist $\alpha_a = e^2/100$.",
     "ssssu"),
    # twins: a value its definition already fixes is computed, a claim (ω_0 = 1); a matrix part's size (T = 3)
    ("position-distinct", r"Let $\omega_i = 10000^{-2i/d}$. Then $\omega_0 = 1$ and $\omega_{d/2-1} = 10^{-4}$.", "svw"),
    ("permutation", "Let T = 3. For T = 3 every permutation matrix is symmetric (P = P^T).", "ssw"),
]


# ---- the range an index runs over ("i = 0, …, d/2 − 1") gives its sentence no value of the index --------------------
INDEX_RANGE = [
    (r"Let $\omega_i = 10000^{-2i/d}$ ($i = 0, \dots, d/2 - 1$). Then $\omega_i = 1$.", "sssw"),
    (r"记 $\omega_i = 10000^{-2i/d}$（$i = 0, \dots, d/2 - 1$），则 $\Phi(t, 2i) = \sin(t\omega_i)$，"
     r"$\Phi(t, 2i+1) = \cos(t\omega_i)$。", "sssvv"),
    (r"With $\omega_i = 10000^{-2i/d}$ for $i = 0, 1, \ldots, d/2-1$ we have $\Phi(t, 2i) = \sin(t\omega_i)$.", "sssv"),
    (r"With $\omega_i = 10000^{-2i/d}$ for $i = 0, 1, \ldots, d/2-1$ we have $\Phi(t, 2i) = \sin(t)$.", "sssw"),
]


# ---- a sum over the keys beyond the named ones: refuted where every other key is alike (each k_iᵀw the same); beside
# a squared norm, which bounds them all together, no such instance is taken --------------------------------------------
OTHER_KEYS_ALIKE = [
    ("copy", r"Let $q = t k_j + w$ and $s_i = k_i^\top w$. Then $\alpha_j = \frac{e^{t+s_j}}{e^{t+s_j} + \sum_{i\neq j} "
             r"e^{s_i}} = \frac{1}{1 + e^{-t}\sum_{i\neq j} e^{s_i + s_j}}$.", "ssvw"),
    ("copy", r"Let $q = t k_j + w$. Then $\sum_{i\neq j} e^{k_i^\top q} = (n-1)e^{k_j^\top w}$.", "sw"),
    # twins: the right exponent s_i − s_j; a squared norm beside the sum
    ("copy", r"Let $q = t k_j + w$ and $s_i = k_i^\top w$. Then $\alpha_j = \frac{e^{t+s_j}}{e^{t+s_j} + \sum_{i\neq j} "
             r"e^{s_i}} = \frac{1}{1 + e^{-t}\sum_{i\neq j} e^{s_i - s_j}}$.", "ssvv"),
    ("copy", r"Let $q = t k_j + w$. Then $\sum_{i\neq j} (k_i^\top w)^2 = w^\top w$.", "su"),
]


# ---- a step about P alone said of every permutation: wrong at the first cycle where it fails -------------------------
EVERY_PERMUTATION = [
    (r"Here $P^\top P V = V$ because $P^\top = P$ for every permutation matrix.", "vw"),
    (r"Since $P^2 = I$ for all permutations $P$, we are done.", "w"),
    (r"For every permutation $P$, $P^\top P = I$.", "v"),
    (r"Für jede Permutation $P$ gilt $P^\top = P$.", "w"),
    # said of the one the write-up has in mind: not judged for every permutation
    (r"Here $P^\top = P$ (a swap).", "u"),
]

# words unread before a step's clause, in its sentence, after a statement not proved there: they may suppose it
# (red team 43's Korean "라고 가정하면", unknown then); after statements that hold, a slip is still wrong
SUPPOSED_UNREAD = [
    ("position-distinct", r"Nee. $\Phi(t_1) = \Phi(t_2)$ olsun, o zaman $\sin t_1 = \sin t_2$, $\cos t_1 = \cos t_2$.",
     "uuu"),
    ("position-distinct", r"$\Phi(t_1) = \Phi(t_2)$ 로 놓고 보면, $\sin t_1 = \sin t_2$, $\cos t_1 = \cos t_2$ 이다.",
     "uuu"),
    ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Pretend $k_a^\top q = 2t$, so $\alpha_a \to 1$.", "ssuu"),
    ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. We computed $\alpha_a = \frac{e^t}{2e^t + n - 2}$ zeker, so "
                r"$\alpha_a \to 1$.", "ssvw"),
    ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Then $k_a^\top q = t$, plainly, so the weight $\alpha_a \to 1$ "
                r"and $c \to v_a$.", "ssvwu"),
]

# a number its sentence gives a name the step writes ("standard deviation σ = 1/√2, so … erf(1/σ)") is written in:
# the step is judged at that number, not left unknown (red team 43's slip erf(1/σ) for erf(1/(σ√2)))
VALUE_WRITTEN_IN = [
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η has standard deviation σ = 1/√2, so P(η > −1) = "
                         r"½(1 + erf(1/σ)).", "sssw"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η has standard deviation σ = 1/√2, so P(η > −1) = "
                         r"½(1 + erf(1/(σ√2))).", "sssv"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η hat die Standardabweichung σ = 1/√2, also "
                         r"P(η > −1) = Φ(1/σ).", "sssv"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η hat die Standardabweichung σ = 1/√2, also "
                         r"P(η > −1) = Φ(σ).", "sssw"),
    # a rounded number is no exact one: written in, it would refute the right Φ(1/σ) at σ = 0.7071 (found attacking
    # the change); left as the condition not applied
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η has standard deviation σ = 0.7071, so P(η > −1) = "
                         r"Φ(1/σ).", "sssu"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η hat die Standardabweichung σ = 0.71, also "
                         r"P(η > −1) = Φ(1/σ).", "sssu"),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. η has standard deviation σ = 0.7071, so P(η > −1) = "
                         r"Φ(σ).", "sssu"),
]

# what a step is said under, said after it (red team 44): "say" closing the clause of a supposition, which opens the
# proof a contradiction closes; an input a participle says is added ("when u_c is added instead"); in a part whose
# question adds to an input, words of adding in a sentence whose change was not read
SAID_AFTER_IT = [
    ("position-distinct", "Take integer positions t_1 ≠ t_2. Φ(t_1) = Φ(t_2), say; then the i = 0 coordinates give "
                          "sin t_1 = sin t_2 and cos t_1 = cos t_2.", "sssuu"),
    ("position-distinct", "1. Phi(t1) = Phi(t2) with t1 != t2, say. Then sin t1 = sin t2 and cos t1 = cos t2, so "
                          "t1 - t2 is a nonzero multiple of 2 pi, impossible for integers since pi is irrational.",
     "usuu"),
    ("position-distinct", "Take integer positions t_1 ≠ t_2. Then sin t_1 = sin t_2, say; so cos t_1 = 0.", "ssu"),
    ("kqv-plain", r"With $x_2 = u_a+u_d$: $c_2 \to u_a + u_d$. Same story for $u_c$: $c_2 \to u_a + u_c$ when $u_c$ "
                  r"is added instead.", "svu"),
    ("kqv-plain", r"The scores become $x_2 \cdot x_2 = 2\beta^2$ if $x_2$ had $u_d$ added, so $c_2 \to u_a + u_d$.",
     "us"),
    ("kqv-plain", "The scores become k1.q2 = (u_d + u_b).(u_a + u_d) = β², x2.x2 = 2β² if x_2 had u_d added.", "uvu"),
    ("kqv-plain", r"$c_2 \to u_a$. Then $x_2 \cdot x_2 = 2\beta^2$.", "vw"),
]

# a name the write-up gives a range before ("Fix 0 < eps < 1", "for ε ∈ (0, 1)") is its own number, a tolerance: a
# refutation inside the range is certified; a name with none stays a name nothing defines (red team 45)
RANGED_NAME = [
    ("copy", "Take q = t k_j. So alpha_j = e^t/(e^t + n - 1). Fix 0 < eps < 1. Then alpha_j >= 1 - eps iff e^t >= "
             "(n - 1) eps/(1 - eps).", "svsssw"),
    ("copy", "Take q = t k_j. So alpha_j = e^t/(e^t + n - 1). Fix 0 < eps < 1. Then alpha_j >= 1 - eps iff e^t >= "
             "(n - 1)(1 - eps)/eps.", "svsssu"),
    ("copy", r"Take $q = t k_j$. So $\alpha_j = e^t/(e^t + n - 1)$. For $\varepsilon \in (0, 1)$: $\alpha_j \ge 1 - "
             r"\varepsilon \iff e^t \ge (n - 1)\varepsilon/(1 - \varepsilon)$.", "svssw"),
    ("copy", "Take q = t k_j. So alpha_j = e^t/(e^t + n - 1). Then alpha_j >= 1 - eps iff e^t >= (n - 1) eps/(1 - eps).",
     "svsu"),
]


CASES = {**named("query-said-after", QUERY_SAID_AFTER), **named("ranged-name", RANGED_NAME), **named("said-after-it", SAID_AFTER_IT),
         **named("value-written-in", VALUE_WRITTEN_IN), **named("supposed-unread", SUPPOSED_UNREAD),
         **named("p-alone", PERMUTATION_POWERS, "permutation"),
         **named("p-every", EVERY_PERMUTATION, "permutation"),
         **named("p-given", GIVEN_PERMUTATION, "permutation"), **named("head-weight", HEAD_WEIGHTS),
         **named("implied", IMPLIED, "average"), **named("noise-variance", NOISE_VARIANCE), **named("arithmetic-index", ARITHMETIC_INDEX),
         **named("supposition-apart", SUPPOSED_APART), **named("tuples", TUPLES),
         **named("moment-limit", MOMENT_LIMITS), **named("spread-in-words", SPREAD_IN_WORDS),
         **named("variance-in-words", VARIANCE_IN_WORDS), **named("supposed-direction", SUPPOSED_DIRECTION),
         **named("other-keys-alike", OTHER_KEYS_ALIKE), **named("index-range", INDEX_RANGE, "position-distinct"),
         **named("own-name-instance", OWN_NAME_INSTANCE),
         **named("moments-over-every-sample", MOMENTS_OVER_EVERY_SAMPLE),
         **named("probability-of-its-event", PROBABILITY_OF_ITS_EVENT),
         **named("ignored-cases", IGNORED_CASES), **named("said-so", SAID_SO),
         **named("moment-in-the-limit", MOMENT_IN_THE_LIMIT),
         **named("a-computation-supposed", A_COMPUTATION_SUPPOSED), **named("exact-heads", EXACT_HEADS),
         **named("converse", CONVERSE), **named("superscript-digits", SUPERSCRIPT_DIGITS)}


# ---- a goal restated ("need A ≤ ε, i.e. B"): not claimed to hold, but claimed to say the same as A ------------------
RESTATED_GOAL = [
    ("average", r"Want error $\le \varepsilon$: need $\frac{n-2}{2(2e^t+n-2)} \le \varepsilon$, i.e. "
                r"$t \ge \ln\frac{(n-2)(1-2\varepsilon)}{2\varepsilon}$.", "ssw"),
    ("average", r"We want $\frac{n-2}{2(2e^t+n-2)} \le \varepsilon$, that is $e^t \ge \frac{n-2}{\varepsilon}$.", "sw"),
    # twins: restated rightly
    ("average", r"Want error $\le \varepsilon$: need $\frac{n-2}{2(2e^t+n-2)} \le \varepsilon$, i.e. "
                r"$t \ge \ln\frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.", "sss"),
    ("average", r"We want $\frac{n-2}{2(2e^t+n-2)} \le \varepsilon$, that is "
                r"$e^t \ge \frac{(n-2)(1-2\varepsilon)}{4\varepsilon}$.", "ss"),
]

# ---- a goal or supposition that holds with what is defined ("V = …, so that v_1 = u_b"): it covers nothing --------
SUPPOSED_AS_GIVEN = [
    ("kqv-design", r"Take $V = \frac{1}{\beta^2}(u_b u_b^\top - u_c u_c^\top)$, so that $v_1 = u_b$, then $K = I$ and "
                   r"$Q = \frac{1}{\beta^2}(u_d u_a^\top + u_c u_d^\top)$ and $q_1 = Q x_1 = u_c + u_d$.", "ssssvw"),
    ("kqv-design", r"Take $V = \frac{1}{\beta^2}(u_b u_b^\top - u_c u_c^\top)$, so that $v_1 = u_b$, then $K = I$ and "
                   r"$Q = \frac{1}{\beta^2}(u_d u_a^\top + u_c u_d^\top)$ and $q_1 = Q x_1 = u_c$.", "ssssvv"),
    # a goal that does not hold with V as defined: what its sentence says rests on it
    ("kqv-design", r"Take $V = \frac{1}{\beta^2}(u_b u_b^\top - u_c u_c^\top)$, so that $v_1 = u_c$, then $K = I$ and "
                   r"$Q = \frac{1}{\beta^2}(u_d u_a^\top + u_c u_d^\top)$ and $q_1 = Q x_1 = u_c + u_d$.", "ssssvu"),
]

# ---- a name defined again where the words are not read ("Não usamos q_1 = …"): the earlier one is not replaced ------
DEFINED_AGAIN_UNREAD = [
    ("multi-head", r"Sejam $q_1 = \lambda\mu_a$ e $q_2 = \lambda\mu_b$. (Não usamos $q_1 = \lambda(\mu_a+\mu_b)$, como "
                   r"pede o enunciado.) Então $k_i^\top q_1 \to 0$ para $i \ne a$.", "sssvs"),
    ("multi-head", r"Let $q_1 = \lambda\mu_a$ and $q_2 = \lambda\mu_b$. Then $k_b^\top q_1 = \lambda$.", "ssw"),
]
# ---- a change of the input said by analogy with another vector ("Analogously for u_c: …", "O mesmo vale para u_c"):
# the vector named beside the words is added instead of the one added before --------------------------------------
BY_ANALOGY = [
    ("kqv-plain", "Adding u_d: x_2 = u_a + u_d, so c_2 ≈ u_a + u_d. Analogously for u_c: k_3ᵀq_2 = β² and "
                  "c_2 ≈ u_a + u_c.", "svvv"),
    ("kqv-plain", "Adding u_d: x_2 = u_a + u_d, so c_2 ≈ u_a + u_d. O mesmo vale para u_c: k_3ᵀq_2 = β², "
                  "c_2 ≈ u_a + u_c.", "svvv"),
    ("kqv-plain", "Adding u_d: x_2 = u_a + u_d, so c_2 ≈ u_a + u_d. Same for u_c: c_2 ≈ u_a + u_d.", "svw"),
    # true only in the problem's own setting: read both ways, not wrong
    ("kqv-plain", "Adding u_d: x_2 = u_a + u_d, so c_2 ≈ u_a + u_d. Analogously for u_c: k_3ᵀq_2 = 0 and "
                  "c_2 ≈ u_a + u_c.", "svuv"),
]
# ---- a replacement said in plain text ("replace x_2 by u_a + u_d"): the name has its new value after it ----------
REPLACED_IN_PLAIN_TEXT = [
    ("kqv-plain", "For instance, replace x_2 by u_a + u_d. Then q_2 = k_2 = u_a + u_d, k_1^T q_2 = β².", "vvv"),
    ("kqv-plain", "Remplaçons x_2 par x_2 + u_c. Alors q_2 = u_a + u_c et k_3^T q_2 = β².", "vv"),
    ("kqv-plain", "Replace x_2 with u_a + u_d. Then k_2^T q_2 = 3β².", "w"),
]
# ---- a number worked out before the setting changed (w_2 = e^{β²}/(e^{β²} + 2)), worked out again after the change:
# the name may be meant for the new setting, so it is not judged by its old value ------------------------------------
WORKED_OUT_BEFORE_A_CHANGE = [
    ("kqv-plain", "The weight of token 2 is w_2 = e^{β²}/(e^{β²} + 2). Adding u_d to x_2: w_2 = e^{2β²}/(e^{2β²} + "
                  "e^{β²} + 1).", "su"),
    ("kqv-plain", "The weight of token 2 is w_2 = e^{β²}/(e^{β²} + 2). Adding u_d to x_2, the weight is w_2 = "
                  "e^{2β²}/(e^{2β²} + e^{β²} + 1) → 1.", "suv"),
    # with no change between, it is judged by the value given
    ("kqv-plain", "The weight of token 2 is w_2 = e^{β²}/(e^{β²} + 2). So w_2 = e^{β²}/(e^{β²} + 3).", "sw"),
]
CASES.update({**named("worked-out-before-a-change", WORKED_OUT_BEFORE_A_CHANGE), **named("restated-goal", RESTATED_GOAL), **named("supposed-as-given", SUPPOSED_AS_GIVEN),
              **named("defined-again-unread", DEFINED_AGAIN_UNREAD), **named("by-analogy", BY_ANALOGY),
              **named("replaced-in-plain-text", REPLACED_IN_PLAIN_TEXT)})


@pytest.mark.parametrize("part, text, expected", CASES.values(), ids=CASES.keys())
def test_each_class(part, text, expected):
    assert statuses(part, text) == expected


# ---- scientific notation: its mantissa's digits, not a flat tolerance -----------------------------------------------
SCIENTIFIC = [
    # rounds to the digits written: valid, even where the flat tolerance (1 %) would refute it
    ("average", r"We have $e^{12} \approx 1,6\cdot 10^5$.", "v"),
    ("average", r"We have $e^{12} \approx 1.628 \times 10^{5}$.", "v"),
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 9,214\cdot 10^{-1}$.", "v"),
    ("average", r"At $t = 20$, $n = 10$: $8/(4e^{20}+16) \approx 4,1\cdot 10^{-9}$.", "ssv"),
    # off in the digits written: wrong, though a flat tolerance would pass it (both are nearly 0)
    ("average", r"At $t = 20$, $n = 10$: $8/(4e^{20}+16) \approx 4,1\cdot 10^{-5}$.", "ssw"),
    ("average", r"At $t = 20$, $n = 10$: $8/(4e^{20}+16) \approx 4.7\times 10^{-9}$.", "ssw"),
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 9,2220\cdot 10^{-1}$.", "w"),
    ("average", r"We have $e^{12} \approx 1.7 \times 10^5$.", "w"),
]


# a decimal neither rounded nor cut to its digits, though within the flat tolerance: another number, wrong
OFF_THE_DIGITS = [
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 0.93$.", "w"),
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 0.921$.", "v"),
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 0.92$.", "v"),  # cut to two digits
    ("average", r"We have $\sin(1) \approx 0.85$.", "w"),
    ("average", r"We have $e^2 \approx 7.38$.", "v"),  # 7.389… cut, not rounded
    ("average", r"We have $0.9214 \approx 0.93$.", "w"),
    ("average", r"We have $\frac{7.389}{9.389} \approx 0.787$.", "v"),
    # percentages and whole numbers are read to their digits too; a probability is cut or rounded to them
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 93\%$.", "w"),
    ("multi-head-noise", r"So $100\cdot\frac{1+\mathrm{erf}(1)}{2} \approx 93$.", "w"),
    ("average", r"We have $e^5 \approx 147$.", "w"),
    ("average", r"We have $e^{10} \approx 22000$.", "v"),
    ("multi-head-noise", r"So $P(1+\eta > 0) \approx 1$.", "w"),  # a one-digit whole number is said exactly
    ("multi-head-noise", r"Then $P(1+\eta<0) \approx 0.07$.", "v"),  # 0.0786… cut
    ("multi-head-noise", r"Then $P(1+\eta<0) \approx 0.09$.", "w"),
    # a side holding rounded numbers is written to the finest of their units
    ("copy", r"We get $1/(1 + 2e^{-10}) \approx 1 - 9.08\cdot 10^{-4}$.", "w"),
    ("copy", r"We get $1/(1 + 2e^{-10}) \approx 1 - 9.08\cdot 10^{-5}$.", "v"),
    ("average", r"Then $\frac{e^{5}}{2e^{5}+8} \approx 0.5 - 0.013$.", "v"),
]


@pytest.mark.parametrize("part, text, expected", OFF_THE_DIGITS)
def test_a_decimal_claims_its_digits_rounded_or_cut(part, text, expected):
    """0.93 for 0.9214… is within 1 % yet neither its rounding nor its cut: another number at those digits."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", SCIENTIFIC)
def test_scientific_notation_is_read_to_its_digits(part, text, expected):
    """m·10^k stands for what rounds to its mantissa's digits: 1,6·10⁵ is e¹², 4,1·10⁻⁵ is not 4.1·10⁻⁹."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # a value for a combination of the problem's scalars, where it is attained: no identity to refute
    ("position-distinct", r"For $d = 4$ the smallest distance is at $t_1 - t_2 = 1885$.", "ss"),
    ("position-distinct", r"The closest pair is at $t_2 - t_1 = 1$.", "s"),
    # matrices of the write-up's own named after the part's P: no general matrix stands for them
    ("permutation", r"Let $P_1, P_2$ be permutation matrices. Then $P_1 P_1^\top = I$.", "u"),
    ("permutation", r"For two permutations $P_1$ and $P_2$: $P_1 P_2 X = X$.", "u"),
])
def test_values_and_names_of_the_write_ups_own(part, text, expected):
    """"at t_1 − t_2 = 1885" places a minimum, "P_1" is a permutation of the write-up's: neither is ✗."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # a chain of approximations that drifts from where it started: 0.93 is no rounding of 0.9214 (wrong), and the
    # link after it, close to it, is far from the start
    ("multi-head-noise", r"So $\Pr(1+\eta>0) = \frac{1+\mathrm{erf}(1)}{2} \approx 0.9214 \approx 0.93 \approx 0.94$.",
     "vvwu"),
    ("multi-head-noise", r"So $\Pr(1+\eta>0) = \frac{1+\mathrm{erf}(1)}{2} \approx 0.9214 \approx 0.921$.", "vvv"),
    # the e of scientific notation set upright
    ("multi-head-noise", r"So $\frac{1+\mathrm{erf}(1)}{2} \approx 9.21\mathrm{e}{-1}$.", "v"),
    ("average", r"At $t = 12$, $n = 10$: $\frac{8}{2(2e^{12}+8)} \approx 1.2\mathrm{e}{-5}$.", "ssv"),
])
def test_chains_that_drift_and_upright_exponents(part, text, expected):
    """0.9214 ≈ 0.93 ≈ 0.94 is not proved by its neighbours; 9.21\\mathrm{e}{-1} is 0.921, not 9.21·e·(−1)."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # a case named by its noun before the formula: the formula is the case, not a claim that w is 0
    ("copy", r"Let $q = t k_1 + w$ with $w$ fixed, $t \to \infty$. The case $w = 0$ gives $\alpha_1 = e^t/(e^t+n-1)$.",
     "sssu"),
    ("copy", r"Sei $q = t k_1 + w$ mit festem $w$, $t \to \infty$. Der Spezialfall $w = 0$ liefert $q = t k_1$.", "ssss"),
    ("copy", r"Soit $q = t k_1 + w$, $w$ fixe, $t \to \infty$. Le cas particulier $w = 0$ donne $q = t k_1$.", "ssss"),
    ("copy", r"Sea $q = t k_1 + w$ con $w$ fijo, $t \to \infty$. El caso particular $w = 0$ da $q = t k_1$.", "ssss"),
    # said outright, it is a claim about the fixed w, and wrong
    ("copy", r"Let $q = t k_1 + w$ with $w$ fixed, $t \to \infty$. So $w = 0$.", "ssw"),
])
def test_a_case_named_by_its_noun_is_a_case(part, text, expected):
    """"The case w = 0 gives …", "Der Fall w = 0 liefert …": the formula after the case noun is supposed, not claimed."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text", [
    # the score of a list of keys ("a と b のスコア"): not b's alone, so "the others" are not every key but b
    ("single-head", "q = t(μ_a + μ_b)（t は大きい）とすると、a と b のスコアは ≈ t、その他は ≈ 0 なので c ≈ ½(v_a + v_b)。"),
    ("single-head", "q = t(μ_a + μ_b) (t 는 크다) 이면 a와 b의 점수는 ≈ t, 나머지는 ≈ 0 이므로 c ≈ ½(v_a + v_b)."),
    ("single-head", "取 q = t(μ_a + μ_b)（t 很大），a 和 b 的得分为 ≈ t，其他为 ≈ 0，所以 c ≈ ½(v_a + v_b)。"),
])
def test_the_score_of_a_list_of_keys_is_not_its_last_keys(part, text):
    """"a と b のスコアは ≈ t、その他は ≈ 0": the rest is the keys other than a and b, not every key but b."""
    found = statuses(part, text)
    assert "w" not in found and found.endswith("v")


@pytest.mark.parametrize("part, text, wrong", [
    # the problem's noise written into k_a with a law of the write-up's own: its law and probabilities are its own
    ("single-head-noise", r"As $\alpha \to 0$, $k_a = (1 + \eta/\sqrt{2})\mu_a$ with $\eta \sim N(0, 1)$.", False),
    ("multi-head-noise", r"Write $k_a = (1 + \eta/\sqrt{2})\mu_a$ with $\eta \sim N(0, 1)$. Then "
                         r"$P(\eta > -\sqrt{2}) = \frac{1 + \operatorname{erf}(1)}{2}$.", False),
    # the problem's own k_a restated: the law written is the problem's noise's, and wrong
    ("single-head-noise", r"Here $\eta \sim N(0, 1)$ and $k_a = (1+\eta)\mu_a$.", True),
])
def test_a_law_of_the_write_ups_own_noise_is_not_the_problems(part, text, wrong):
    """"k_a = (1 + η/√2)μ_a with η ∼ N(0, 1)": the same keys in a noise of the write-up's making, not a wrong law."""
    assert ("w" in statuses(part, text)) is wrong


@pytest.mark.parametrize("part, text", [
    # "the other half" of the samples is the case the sentence's condition excludes, as "otherwise" is
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: in about half the samples ($\eta > 0$) we get $c \approx v_a$ and "
                          r"in the other half $c \approx v_b$."),
    ("single-head-noise", r"Mit $q = t(\mu_a+\mu_b)$: für $\eta > 0$ ist $c \approx v_a$, in der anderen Hälfte "
                          r"$c \approx v_b$."),
    ("single-head-noise", r"Con $q = t(\mu_a+\mu_b)$: si $\eta > 0$, $c \approx v_a$, y en la otra mitad $c \approx v_b$."),
])
def test_the_other_half_is_the_other_case(part, text):
    """"… (η > 0) c ≈ v_a and in the other half c ≈ v_b": the second step is not judged in the first case."""
    assert "w" not in statuses(part, text)


@pytest.mark.parametrize("part, text, expected", [
    # a Greek letter spelled as the notation abbreviates it ("at most eps", "lam large") is the name, a known word
    ("average", "Require the error to be at most eps:\n  (n-2)/(2(2e^t + n - 2)) <= eps\n"
                "  <=> 2e^t + n - 2 >= (n-2)/(2 eps)\n  <=> e^t >= (n-2)(1-2eps)/(2eps).", "suw"),
    ("average", "Require the error to be at most eps:\n  (n-2)/(2(2e^t + n - 2)) <= eps\n"
                "  <=> 2e^t + n - 2 >= (n-2)/(2 eps)\n  <=> 2e^t >= (n-2)(1-2eps)/(2eps).", "suu"),
])
def test_a_greek_name_abbreviated_in_prose_is_read(part, text, expected):
    """'eps' in the words is ε, as in the formulas: a slip next to it is found."""
    assert statuses(part, text) == expected
