"""Differential testing, the engine's reach (issue 25): random claims of four more shapes, decided without the engine.

- `growth`: lim_{t→∞} of c₁ t^a (log t)^b e^{kt} / (c₂ t^{a'} (log t)^{b'} e^{k't} + c₃), and t^r with r under a
  random sign condition; decided by the order of growth (e^{kt} first, then t^a, then (log t)^b: the textbook
  fact, written here independently of the engine), the tie's ratio c₁/c₂ (or c₁/(c₂ + c₃) when both sides are
  constant);
- `one-sided`: lim_{s→0^±} (also ↓, ↑) of e^{c/s}, 1/(1 + e^{c/s}), |s|/s, s^m log|s|, decided by mpmath at s = ±10⁻⁴⁰
  and ±10⁻⁸⁰ (60 digits): the value when both agree, ±∞ when both are beyond 10¹⁰;
- `oscillating`: lim_{t→∞} (p + S(B(t))·r(t)) with B = sin(at), cos(at + 1) or (−1)^n, S(B) = B, e^B or
  e^B/(e^B + 1) (B inside an exponent) and r → 0 or not; decided by mpmath along B's two subsequences (B = 1 and
  B = −1) at k = 10⁶ and 10⁹: one value, or none;
- `conditional`: Pr(η > a | η > b), Pr(a < η < b), 𝔼[η | η > b], Var(η | η > b) for η ~ N(0, ½), claimed as a closed
  form with erf or with a slip; decided by mpmath quadrature (30 digits).
"""

import mpmath

from benchmarks.claims_generator import Claim

REACH_CLASSES = ("growth", "one-sided", "oscillating", "conditional")
PLAIN = {"kind": "positions", "scalars": {"t": "positive", "s": "real", "r": "real", "n": "positive integer"}}
NOISE = {"vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "noise": {"eta": "N(0, 1/2)"},
         "scalars": {"t": "positive"}, "let": ["k_a = (1 + \\eta)\\mu_a", "q = t(\\mu_a + \\mu_b)"]}
TARGETS = {"0": 0, "1": 1, "-1": -1, "2": 2, "\\frac{1}{2}": mpmath.mpf(1) / 2, "\\infty": mpmath.inf,
           "-\\infty": -mpmath.inf}


def _claim(kind, setting, claim, truth, when=None, text=None) -> Claim:
    step = {"claim": claim}
    if when:
        step["when"] = [when]
    part = {"id": "generated", "title": "generated", "setting": setting, "step": [step]}
    return Claim(kind, {"part": [part]}, text or claim + (f" when {when}" if when else ""), truth)


def _agrees(value, claimed_tex) -> bool:
    claimed = TARGETS[claimed_tex]
    if value is None:
        return False
    if mpmath.isinf(claimed) or mpmath.isinf(value):
        return claimed == value
    return abs(value - claimed) < mpmath.mpf(10) ** -20


def _growth_term(rng):
    a, b, k = rng.choice([0, 0, 1, 2, -1, mpmath.mpf(1) / 2]), rng.choice([0, 0, 1, 2, -1]), rng.choice([0, 0, 1, -1])
    a_tex = "\\frac{1}{2}" if a == mpmath.mpf(1) / 2 else str(a)
    pieces = ([f"t^{{{a_tex}}}"] if a else []) + ([f"(\\log t)^{{{b}}}"] if b else []) + ([f"e^{{{k}t}}"] if k else [])
    return (k, a, b), " ".join(pieces) or "1"


def growth_claim(rng) -> Claim:
    if rng.random() < 0.3:  # t^r under a sign condition on r
        when, limit = rng.choice([("r > 0", "\\infty"), ("r < 0", "0"), ("r = 0", "1")])
        claimed = rng.choice([limit, limit, "0", "1", "\\infty"])
        return _claim("growth", PLAIN, f"\\lim_{{t\\to\\infty}} t^{{r}} = {claimed}",
                      lambda: True if claimed == limit else {"r": when}, when)
    (top, top_tex), (bottom, bottom_tex) = _growth_term(rng), _growth_term(rng)
    c1, c2, c3 = rng.choice([1, 2, -1]), rng.choice([1, 3]), rng.choice([0, 1])
    zero = (0, 0, 0)
    # the denominator c₂·bottom + c₃: its order is the larger of bottom's and a constant's (when c₃ ≠ 0)
    denominator_order = max(bottom, zero) if c3 else bottom
    lead = c2 * (1 if bottom >= zero or not c3 else 0) + (c3 if c3 and bottom <= zero else 0)
    if top > denominator_order:
        value = mpmath.inf if c1 > 0 else -mpmath.inf
    elif top < denominator_order:
        value = mpmath.mpf(0)
    else:
        value = mpmath.mpf(c1) / lead
    found = [tex for tex, v in TARGETS.items() if _agrees(value, tex)]
    claimed = found[0] if found and rng.random() < 0.5 else rng.choice(list(TARGETS))
    numerator = str(c1) if top_tex == "1" else f"{c1} {top_tex}"
    denominator = (str(c2) if bottom_tex == "1" else f"{c2} {bottom_tex}") + (f" + {c3}" if c3 else "")
    claim = f"\\lim_{{t\\to\\infty}} \\frac{{{numerator}}}{{{denominator}}} = {claimed}"
    return _claim("growth", PLAIN, claim, lambda: True if _agrees(value, claimed) else {"t": "∞"})


ONE_SIDED = [
    ("e^{\\frac{1}{s}}", lambda s: mpmath.exp(1 / s)), ("e^{-\\frac{1}{s}}", lambda s: mpmath.exp(-1 / s)),
    ("\\frac{1}{1 + e^{\\frac{1}{s}}}", lambda s: 1 / (1 + mpmath.exp(1 / s))),
    ("\\frac{|s|}{s}", lambda s: abs(s) / s), ("\\frac{1}{s}", lambda s: 1 / s),
    ("s \\log(|s|)", lambda s: s * mpmath.log(abs(s))), ("\\frac{s + |s|}{2s}", lambda s: (s + abs(s)) / (2 * s)),
]
SIDES = {"0^+": 1, "0^-": -1}


def one_sided_claim(rng) -> Claim:
    (body_tex, body), side = rng.choice(ONE_SIDED), rng.choice(["0^+", "0^-", "down", "up"])
    sign = {"0^+": 1, "down": 1, "0^-": -1, "up": -1}[side]
    subscript = {"down": "s \\downarrow 0", "up": "s \\uparrow 0"}.get(side, f"s \\to {side}")
    with mpmath.workdps(60):
        near, far = body(sign * mpmath.mpf(10) ** -40), body(sign * mpmath.mpf(10) ** -80)
        if abs(near) > 10 ** 10 and abs(far) > abs(near):
            value = mpmath.inf if far > 0 else -mpmath.inf
        else:
            value = far if abs(far - near) < mpmath.mpf(10) ** -30 else None
            value = 0 if value is not None and abs(value) < mpmath.mpf(10) ** -30 else value
    found = [tex for tex in TARGETS if _agrees(value, tex)]
    claimed = found[0] if found and rng.random() < 0.5 else rng.choice(list(TARGETS))
    claim = f"\\lim_{{{subscript}}} {body_tex} = {claimed}"
    return _claim("one-sided", PLAIN, claim, lambda: True if _agrees(value, claimed) else {"s": f"{sign}·10⁻⁸⁰"})


OSCILLATING = [("\\sin t", lambda t: mpmath.sin(t), "t", (lambda k: 2 * mpmath.pi * k + mpmath.pi / 2,
                                                         lambda k: 2 * mpmath.pi * k - mpmath.pi / 2)),
               ("\\cos(2t + 1)", lambda t: mpmath.cos(2 * t + 1), "t", (lambda k: mpmath.pi * k - mpmath.mpf(1) / 2,
                                                                         lambda k: mpmath.pi * k + mpmath.pi / 2 -
                                                                         mpmath.mpf(1) / 2)),
               ("(-1)^n", lambda n: (-1) ** int(n), "n", (lambda k: 2 * k, lambda k: 2 * k + 1))]
FACTORS = [("\\frac{1}{{v}}", lambda x: 1 / x), ("\\frac{{v}}{{v} + 1}", lambda x: x / (x + 1)),
           ("e^{-{v}}", lambda x: mpmath.exp(-x)), ("1", lambda x: 1), ("\\frac{1}{\\sqrt{{v}}}", lambda x: 1 / mpmath.sqrt(x))]


# B itself, or B inside an exponent (a softmax weight whose score wobbles: e^B / (e^B + 1))
SHAPES = [("{B}", lambda b: b), ("{B}", lambda b: b), ("e^{{B}}", mpmath.exp),
          ("\\frac{e^{{B}}}{e^{{B}} + 1}", lambda b: mpmath.exp(b) / (mpmath.exp(b) + 1))]


def oscillating_claim(rng) -> Claim:
    bounded_tex, bounded, var, (high, low) = rng.choice(OSCILLATING)
    factor_tex, factor = rng.choice(FACTORS)
    shape_tex, shape = rng.choice(SHAPES)
    plus = rng.choice([0, 0, 1, 2])
    factor_tex = factor_tex.replace("{v}", var)
    bounded_tex = shape_tex.replace("{B}", bounded_tex)
    with mpmath.workdps(40):
        values = [plus + shape(bounded(x)) * factor(x) for k in (mpmath.mpf(10) ** 6, mpmath.mpf(10) ** 9)
                  for x in (high(k), low(k))]
    value = mpmath.mpf(plus) if max(values) - min(values) < mpmath.mpf(10) ** -2 and abs(values[-1] - plus) < 0.01 \
        else None  # a factor that vanishes makes every subsequence tend to p; else the two disagree
    claimed = str(plus) if value is not None and rng.random() < 0.5 else rng.choice(["0", "1", "2", "-1"])
    body = f"{bounded_tex} {factor_tex}" if factor_tex != "1" else bounded_tex
    body = f"\\left({plus} + {body}\\right)" if plus else body
    claim = f"\\lim_{{{var}\\to\\infty}} {body} = {claimed}"
    return _claim("oscillating", PLAIN, claim, lambda: True if value is not None and _agrees(value, claimed)
                  else {var: "along two subsequences"})


def _density(x):
    return mpmath.exp(-x * x) / mpmath.sqrt(mpmath.pi)  # N(0, ½)


def conditional_claim(rng) -> Claim:
    a, b = rng.choice([0, 1, -1, 2]), rng.choice([0, 1, -1])
    shape = rng.choice(["given", "between", "mean", "variance"])
    with mpmath.workdps(30):
        mass = lambda low, high: mpmath.quad(_density, [low, high])  # noqa: E731
        if shape == "given":
            left = f"\\Pr(\\eta > {a} \\mid \\eta > {b})"
            value = mass(max(a, b), mpmath.inf) / mass(b, mpmath.inf)
            options = {f"\\frac{{1 - \\operatorname{{erf}}({max(a, b)})}}{{1 - \\operatorname{{erf}}({b})}}":
                       (1 - mpmath.erf(max(a, b))) / (1 - mpmath.erf(b)),
                       f"\\frac{{1 - \\operatorname{{erf}}({a})}}{{2}}": (1 - mpmath.erf(a)) / 2}
        elif shape == "between":
            low, high = sorted((a, b)) if a != b else (b, b + 1)
            left = f"\\Pr({low} < \\eta < {high})"
            value = mass(low, high)
            options = {f"\\frac{{\\operatorname{{erf}}({high}) - \\operatorname{{erf}}({low})}}{{2}}":
                       (mpmath.erf(high) - mpmath.erf(low)) / 2,
                       f"\\operatorname{{erf}}({high}) - \\operatorname{{erf}}({low})": mpmath.erf(high) - mpmath.erf(low)}
        else:
            tail = mass(b, mpmath.inf)
            mean = mpmath.quad(lambda x: x * _density(x), [b, mpmath.inf]) / tail
            exact = f"\\frac{{e^{{-{b * b}}}}}{{\\sqrt{{\\pi}} (1 - \\operatorname{{erf}}({b}))}}"
            if shape == "mean":
                left, value = f"\\mathbb{{E}}[\\eta \\mid \\eta > {b}]", mean
                options = {exact: mpmath.exp(-b * b) / (mpmath.sqrt(mpmath.pi) * (1 - mpmath.erf(b))),
                           "\\frac{1}{\\sqrt{\\pi}}": 1 / mpmath.sqrt(mpmath.pi)}
            else:
                second = mpmath.quad(lambda x: x * x * _density(x), [b, mpmath.inf]) / tail
                left, value = f"\\operatorname{{Var}}(\\eta \\mid \\eta > {b})", second - mean ** 2
                options = {f"\\frac{{1}}{{2}} + {b} {exact} - \\left({exact}\\right)^2":
                           mpmath.mpf(1) / 2 + b * mean - mean ** 2, "\\frac{1}{2}": mpmath.mpf(1) / 2}
        claimed = rng.choice(list(options))
        holds = abs(options[claimed] - value) < mpmath.mpf(10) ** -20
    claim = f"{left} = {claimed}"
    return _claim("conditional", NOISE, claim, lambda: True if holds else {"eta": "quadrature"})


REACH_MAKERS = {"growth": growth_claim, "one-sided": one_sided_claim, "oscillating": oscillating_claim,
                "conditional": conditional_claim}
