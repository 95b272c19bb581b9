"""A held-out-style set of claims for the engine's reach (issue 25), by class, each true or false by construction.

Every claim is a one-step part as a TA would write it. The truth of each was worked out by hand and is
cross-checked with mpmath where a number decides it (`numeric` below, 30 digits); `benchmarks/reach.py`
prints proved/refuted/unknown/refused per class, and `tests/test_reach.py` fails on a false claim proved or a
true one refuted.

Classes: conditional (Pr(A | B), 𝔼[X | B], Var(X | B), conjunctions), nested (limits in both orders, along a
path), one-sided (0⁺, 0⁻, ↓, ↑), positions (odd d, other bases), growth (t^r, r log t, log log t), tiny (exact
differences of 10⁻⁴⁰), oscillating (bounded × → 0, limits that do not exist).
"""

from dataclasses import dataclass

CLASSES = ("conditional", "nested", "one-sided", "positions", "growth", "tiny", "oscillating")

NOISE = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
         "keys": ["a", "b"], "scale": "t", "noise": {"eta": "N(0, 1/2)"},
         "let": [r"k_i = \mu_i", r"k_a = (1 + \eta)\mu_a", r"q = t(\mu_a + \mu_b)"]}
# α_a = e^t / (e^t + e^{α t²} + n − 2): which of the two scales wins depends on the order of the limits
TWO_SCALES = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer", "alpha": "positive"},
              "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
              "let": [r"k_i = \mu_i", r"q = t\mu_a + \alpha t^2 \mu_b"]}
PLAIN = {"kind": "positions", "scalars": {"t": "positive", "s": "real", "x": "real", "n": "positive integer",
                                          "r": "real", "p": "positive"}}
POSITIONS = {"kind": "positions", "scalars": {"t_1": "integer", "t_2": "integer"}}
WITH_PHI = {"kind": "matrices", "shapes": {"X": "T,d", "P": "T,T,permutation", "Phi": "T,d"}}
SWAP = [[0, 1], [1, 0]]


@dataclass(frozen=True)
class ReachClaim:
    kind: str  # one of CLASSES
    setting: dict
    step: dict  # the step table: claim, when, kind, …
    true: bool

    @property
    def table(self) -> dict:
        return {"part": [{"id": "reach", "title": "reach", "setting": self.setting, "step": [self.step]}]}

    @property
    def text(self) -> str:
        extra = {k: v for k, v in self.step.items() if k != "claim"}
        return self.step.get("claim", "") + (f" {extra}" if extra else "")


def _c(cls, setting, claim, true, **options):
    return ReachClaim(cls, setting, {"claim": claim, **options} if claim else options, true)


CLAIMS = [
    # ---------------------------------------------------------------- conditional probabilities
    _c("conditional", NOISE, r"\Pr(\eta > 0 \mid \eta > -1) = \frac{1}{1 + \operatorname{erf}(1)}", True),
    _c("conditional", NOISE, r"\Pr(\eta > 0 \mid \eta > -1) = \frac{1}{2}", False),
    _c("conditional", NOISE, r"\Pr(0 < \eta < 1) = \frac{\operatorname{erf}(1)}{2}", True),
    _c("conditional", NOISE, r"\Pr(0 < \eta < 1) = \frac{1}{2}", False),
    _c("conditional", NOISE, r"\Pr(\eta < 1 \mid \eta > 0) = \operatorname{erf}(1)", True),
    _c("conditional", NOISE, r"\Pr(\eta < 1 \mid \eta > 0) = \frac{\operatorname{erf}(1)}{2}", False),
    _c("conditional", NOISE, r"\mathbb{E}[\eta \mid \eta > 0] = \frac{1}{\sqrt{\pi}}", True),
    _c("conditional", NOISE, r"\mathbb{E}[\eta \mid \eta > 0] = \frac{1}{2}", False),
    _c("conditional", NOISE, r"\operatorname{Var}(\eta \mid \eta > 0) = \frac{1}{2} - \frac{1}{\pi}", True),
    _c("conditional", NOISE, r"\operatorname{Var}(\eta \mid \eta > 0) = \frac{1}{2}", False),
    _c("conditional", NOISE, r"\mathbb{E}[\eta^2] = \frac{1}{2}", True),
    _c("conditional", NOISE, r"\mathbb{E}[\eta^2 \mid \eta > 0] = \frac{1}{4}", False),
    _c("conditional", NOISE, r"\lim_{t\to\infty} \mathbb{E}[\alpha_a \mid \eta > -1] = \frac{1}{1 + \operatorname{erf}(1)}",
       True),
    _c("conditional", NOISE, r"\lim_{t\to\infty} \mathbb{E}[\alpha_a \mid \eta > -1] = \frac{1}{2}", False),
    _c("conditional", NOISE, r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a \mid \eta > 0) = 0", True),
    _c("conditional", NOISE, r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a \mid \eta > 0) = \frac{1}{4}", False),
    # ---------------------------------------------------------------- nested limits, and along a path
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \lim_{\alpha\to 0} \alpha_a = 1", True, when=["n = 2"]),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \lim_{\alpha\to 0} \alpha_a = 0", False, when=["n = 2"]),
    _c("nested", TWO_SCALES, r"\lim_{\alpha\to 0} \lim_{t\to\infty} \alpha_a = 0", True),
    _c("nested", TWO_SCALES, r"\lim_{\alpha\to 0} \lim_{t\to\infty} \alpha_a = 1", False),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \lim_{\alpha\to 0} \alpha_b = 0", True, when=["n = 2"]),
    _c("nested", TWO_SCALES, r"\lim_{\alpha\to 0} \lim_{t\to\infty} \alpha_b = 1", True),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", True, kind="nested-limit",
       along=r"\alpha t = 1"),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = 1", False, kind="nested-limit", along=r"\alpha t = 1"),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = 1", True, kind="nested-limit",
       along=r"\alpha t^2 = 1"),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = 1", True, kind="nested-limit",
       along=r"t\sqrt{\alpha} = 2"),
    _c("nested", TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = 0", False, kind="nested-limit",
       along=r"t\sqrt{\alpha} = 2"),
    # ---------------------------------------------------------------- one-sided limits
    _c("one-sided", PLAIN, r"\lim_{s\to 0^+} \frac{|s|}{s} = 1", True),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^-} \frac{|s|}{s} = -1", True),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^-} \frac{|s|}{s} = 1", False),
    _c("one-sided", PLAIN, r"\lim_{s\downarrow 0} e^{-1/s} = 0", True),
    _c("one-sided", PLAIN, r"\lim_{s\uparrow 0} e^{-1/s} = 0", False),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^+} s \log s = 0", True),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^+} \frac{1}{s} = -\infty", False),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^-} \frac{1}{s} = -\infty", True),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^+} \frac{1}{1 + e^{1/s}} = 0", True),
    _c("one-sided", PLAIN, r"\lim_{s\to 0^-} \frac{1}{1 + e^{1/s}} = 0", False),
    # ---------------------------------------------------------------- positions: any d, any base
    _c("positions", POSITIONS, r"\Phi(t_1) \ne \Phi(t_2)", True, kind="distinct", when=[r"t_1 \ne t_2"]),
    _c("positions", POSITIONS, "", True, kind="distance-table", dims=[3, 5], positions=[10, 100]),
    _c("positions", POSITIONS, "", True, kind="distance-table", dims=[1], positions=[10, 100]),
    _c("positions", POSITIONS, "", True, kind="distance-table", dims=[4], positions=[10, 100], base=100),
    _c("positions", POSITIONS, "", True, kind="distance-table", dims=[7], positions=[100], base=10),
    _c("positions", POSITIONS, r"\Phi(t_1) \ne \Phi(t_2)", False, kind="distinct", when=["t_1 = t_2"]),
    _c("positions", WITH_PHI, r"P X + \Phi \ne P (X + \Phi)", True, kind="witness",
       instance={"T": 2, "d": 3, "P": SWAP}),
    _c("positions", WITH_PHI, r"P X + \Phi \ne P (X + \Phi)", True, kind="witness",
       instance={"T": 2, "d": 1, "P": SWAP}),
    _c("positions", {**WITH_PHI, "base": 100}, r"P X + \Phi \ne P (X + \Phi)", True, kind="witness",
       instance={"T": 3, "d": 5, "P": [[0, 1, 0], [1, 0, 0], [0, 0, 1]]}),
    # ---------------------------------------------------------------- growth rates
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log t}{t} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{t}{\log t} = 0", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{p \log t}{t} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} t^{r} = 0", True, when=["r < 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} r \log t = \infty", False, when=["r < 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} r \log t = -\infty", True, when=["r < 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} t^{p} = 0", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log \log t}{\log t} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log t}{\log \log t} = 0", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} t^{p} e^{-t} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{e^{t}}{t^{p}} = 0", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} t^{r} e^{-t} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{t^{r}}{t^{r} + \log t} = 1", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{t^{p}}{t^{p} + \log t} = 1", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} e^{-t} \log t = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{(\log t)^2}{\sqrt{t}} = 0", True),
    # ---------------------------------------------------------------- tiny exact differences
    _c("tiny", PLAIN, r"\frac{1}{3} + 10^{-40} = \frac{1}{3}", False),
    _c("tiny", PLAIN, r"10^{-40} = 0", False),
    _c("tiny", PLAIN, r"1 + 10^{-40} - 1 = 10^{-40}", True),
    _c("tiny", PLAIN, r"e^{-100} = 0", False),
    _c("tiny", PLAIN, r"\sqrt{2} + 10^{-45} = \sqrt{2}", False),
    _c("tiny", PLAIN, r"\pi + 10^{-50} - \pi = 10^{-50}", True),
    _c("tiny", PLAIN, r"\frac{1}{10^{40}} = 10^{-40}", True),
    _c("tiny", PLAIN, r"\frac{1}{10^{40} + 1} = 10^{-40}", False),
    _c("tiny", PLAIN, r"\log(1 + 10^{-40}) = 0", False),
    _c("tiny", PLAIN, r"e^{10^{-40}} = 1", False),
    # ---------------------------------------------------------------- bounded and oscillating factors
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{\sin t}{t} = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} e^{-t}\cos t = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{\sin t}{t} = 1", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \sin t = 0", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \cos t = 1", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \left(1 + \frac{\cos(2t)}{t}\right) = 1", True),
    _c("oscillating", PLAIN, r"\lim_{n\to\infty} \frac{(-1)^n}{n} = 0", True),
    _c("oscillating", PLAIN, r"\lim_{n\to\infty} (-1)^n = 1", False),
    _c("oscillating", PLAIN, r"\lim_{n\to\infty} (-1)^n \frac{n}{n + 1} = 0", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{t \sin t}{t + 1} = 0", False),
]

# A second batch, written after the engine work above and not tuned on: other shapes of each class.
TWO_HEADS = {"kind": "two-head", "scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
             "keys": ["a", "b"], "scale": "t", "noise": {"eta": "N(0, 1/2)"},
             "let": [r"k_i = \mu_i", r"k_a = (1 + \eta)\mu_a", r"q_1 = t\,\mu_a", r"q_2 = t\,\mu_b"]}
SHIFTED = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
           "keys": ["a", "b"], "scale": "t", "noise": {"xi": "N(1, 1)"},
           "let": [r"k_i = \mu_i", r"k_a = \xi\mu_a", r"q = t(\mu_a + \mu_b)"]}
SIGMA = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer", "sigma": "positive"},
         "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
         "let": [r"k_i = \mu_i", r"q = t\mu_a + \frac{t}{\sigma}\mu_b"]}
CLAIMS += [
    _c("conditional", NOISE, r"\Pr(\eta > 1 \mid \eta > 0) = 1 - \operatorname{erf}(1)", True),
    _c("conditional", NOISE, r"\Pr(\eta^2 < 1 \mid \eta > 0) = \operatorname{erf}(1)", True),
    _c("conditional", NOISE, r"\Pr(-1 < \eta < 1) = \operatorname{erf}(1)", True),
    _c("conditional", NOISE, r"\Pr(-1 < \eta < 1) = 2\operatorname{erf}(1)", False),
    _c("conditional", SHIFTED, r"\Pr(\xi > 1 \mid \xi > 0) = \frac{1}{1 + \operatorname{erf}(1/\sqrt{2})}", True),
    _c("conditional", SHIFTED, r"\mathbb{E}[\xi \mid \xi > 1] = 1 + \sqrt{\frac{2}{\pi}}", True),
    _c("conditional", SHIFTED, r"\mathbb{E}[\xi \mid \xi > 1] = 1", False),
    _c("conditional", SHIFTED, r"\operatorname{Var}(\xi) = 1", True),
    _c("conditional", SHIFTED, r"\operatorname{Var}(\xi) = 2", False),
    _c("conditional", NOISE, r"\mathbb{E}[1 + \eta \mid \eta < 0] = 1 - \frac{1}{\sqrt{\pi}}", True),
    _c("conditional", TWO_HEADS, r"\lim_{t\to\infty} \mathbb{E}[\alpha_a \mid \eta > -1] = 1", False),
    _c("nested", SIGMA, r"\lim_{t\to\infty} \lim_{\sigma\to 0} \alpha_a = 0", True),
    _c("nested", SIGMA, r"\lim_{\sigma\to\infty} \lim_{t\to\infty} \alpha_a = 1", True),
    _c("nested", SIGMA, r"\lim_{\sigma\to\infty} \lim_{t\to\infty} \alpha_a = \frac{1}{2}", False),
    _c("nested", SIGMA, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", True, kind="nested-limit", along=r"\sigma = 1"),
    _c("nested", SIGMA, r"\lim_{t\to\infty} \alpha_a = 1", True, kind="nested-limit", along=r"\sigma = t"),
    _c("nested", SIGMA, r"\lim_{t\to\infty} \alpha_a = 0", True, kind="nested-limit", along=r"\sigma t = 1"),
    _c("nested", SIGMA, r"\lim_{t\to\infty} \alpha_a = 1", False, kind="nested-limit", along=r"\sigma t = 1"),
    _c("one-sided", PLAIN, r"\lim_{x\to 0^+} x^2 \log x = 0", True),
    _c("one-sided", PLAIN, r"\lim_{x\to 1^+} \frac{1}{x - 1} = \infty", True),
    _c("one-sided", PLAIN, r"\lim_{x\to 1^-} \frac{1}{x - 1} = \infty", False),
    _c("one-sided", PLAIN, r"\lim_{x\to 0} \frac{1}{x} = \infty", False),
    _c("one-sided", PLAIN, r"\lim_{x\to 0} \frac{\sin x}{1} = 0", True),
    _c("one-sided", PLAIN, r"\lim_{x \searrow 0} \frac{e^{-1/x}}{x} = 0", True),
    _c("one-sided", PLAIN, r"\lim_{x\to 0^{-}} e^{1/x} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log(2t)}{\log t} = 1", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log(t^2)}{\log t} = 1", False),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{t^{r}}{e^{t}} = 0", True),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{e^{r t}}{t^{2}} = 0", True, when=["r < 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{e^{r t}}{t^{2}} = \infty", True, when=["r > 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} t^{r} \log t = 0", False, when=["r > 0"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{\log \log t}{t^{p}} = 0", True),
    _c("tiny", PLAIN, r"\frac{1}{3} - 0.333333333333333333333333333333333333333333 = 0", False),
    _c("tiny", PLAIN, r"2^{-200} = 0", False),
    _c("tiny", PLAIN, r"\sin(10^{-40}) = 0", False),
    _c("tiny", PLAIN, r"(1 + 10^{-30})^{2} = 1 + 2 \cdot 10^{-30} + 10^{-60}", True),
    _c("tiny", PLAIN, r"(1 + 10^{-30})^{2} = 1 + 2 \cdot 10^{-30}", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{\cos t + \sin t}{t} = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{\sin^2 t}{t^2} = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \left(2 + \sin t\right) = 2", False),
    _c("oscillating", PLAIN, r"\lim_{n\to\infty} \frac{n + (-1)^n}{n} = 1", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} e^{-t} \sin(e^{t}) = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \cos(\pi t) = 1", False),
]

# Red team 19's classes, in claims of their own: a limit at an interior point of a parameter, exponents with
# logarithms, oscillation inside exponents, witnesses whose sides are equal for every X
CUBE = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer", "sigma": "positive"},
        "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
        "let": [r"k_i = \mu_i", r"q = \sigma^3 t\mu_a + t\mu_b"]}
LOG_SCALE = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer", "r": "real"},
             "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
             "let": [r"k_i = \mu_i", r"q = r\log(t)\mu_a + \log(t)\mu_b"]}
WOBBLE = {"kind": "softmax", "scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
          "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", r"q = 2\sin(t)\mu_a + 2t\mu_b"]}
CLAIMS += [
    _c("nested", CUBE, r"\lim_{t\to\infty} \lim_{\sigma\to 1} \alpha_a = \frac{1}{2}", True, when=["n = 2"]),
    _c("nested", CUBE, r"\lim_{\sigma\to 1^+} \lim_{t\to\infty} \alpha_a = 1", True),
    _c("nested", CUBE, r"\lim_{\sigma\to 1^-} \lim_{t\to\infty} \alpha_a = 1", False),
    _c("nested", CUBE, r"\lim_{\sigma\to 1} \lim_{t\to\infty} \alpha_b = 0", False),
    _c("growth", LOG_SCALE, r"\lim_{t\to\infty} \alpha_a = 1", True, when=["r > 1"]),
    _c("growth", LOG_SCALE, r"\lim_{t\to\infty} \alpha_a = 0", False),
    _c("growth", LOG_SCALE, r"\lim_{t\to\infty} \alpha_b = 1", True, when=["r < 1"]),
    _c("growth", PLAIN, r"\lim_{t\to\infty} \frac{e^{p t \log t}}{e^{t}} = \infty", True),
    _c("oscillating", WOBBLE, r"\lim_{t\to\infty} \alpha_a \sin t = 0", True),
    _c("oscillating", WOBBLE, r"\lim_{t\to\infty} \alpha_b \sin t = 0", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{e^{\cos t}}{e^{\cos t} + 1} = \frac{1}{2}", False),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} \frac{e^{2\sin t}}{\sqrt{t}} = 0", True),
    _c("oscillating", PLAIN, r"\lim_{t\to\infty} t^2 (1 - \cos(\frac{1}{t})) = \frac{1}{2}", True),
    _c("positions", WITH_PHI, r"P (X + \Phi) - P X \ne P \Phi", False, kind="witness",
       instance={"T": 2, "d": 3, "P": SWAP}),
    _c("positions", WITH_PHI, r"X + \Phi \ne P (X + \Phi)", False, kind="witness",
       instance={"T": 2, "d": 2, "P": [[1, 0], [0, 1]]}),
]
