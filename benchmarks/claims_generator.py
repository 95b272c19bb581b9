"""Differential testing: random claims in the derivation schema's own language, decided by numbers.

`generate(seed, count)` writes claims of four classes, each a one-part derivation table as a TA would
write it:

- `limit`: lim_{t→∞} of a weight (α_a, α_b, α_i of another key) under a random query
  q = t(c_a k_a + c_b k_b) + d_a k_a + d_b k_b, with coefficients that are whole numbers, fractions,
  e, π or depend on n (n − e, n/e), and random `when` conditions on n (n > 2, n ≥ 3, n = 2, n ≠ 3);
  limits under q = t(f(x) k_a + c k_b) with a real x and conditions on it (x ≥ 1, x = 1, x ≠ 1);
  and α_a at a finite t, written exactly or with a slip (≈ a decimal, too);
- `threshold`: min{t : E(t) ≤ ε} = T over a scale declared positive, non-negative or a positive
  integer, with the true least value or a near miss (T ± 1, 0, −3, a sign slip);
- `matrix`: identities of square matrices over random shapes (d×d or T×T, a permutation P or none),
  as `instances` steps and as `matrix` steps citing random lemmas;
- `position`: sin/cos identities in integer positions t_1, t_2 and a real frequency ω;
- `probability`: Pr(event) = p (or ≈ a decimal) for events aη + b ≷ 0, |η| ≷ c, η² ≷ c and sη ≷ 0 with
  or without a condition on s, η ~ N(0, ½);
- `growth`, `one-sided`, `oscillating`, `conditional`: the engine's reach, in `benchmarks/reach_generator.py`.

`decide(claim)` decides each claim by high-precision numerics (mpmath, 60 digits) at several sizes
and large scales: `True` (it held at every point sampled), or a point where it fails. `compare(claim,
result)` says whether the engine's verdict disagrees: `proved` must be numerically true everywhere
sampled, `refuted` must be numerically false (at the counterexample's own point when the witness
names one).
"""

import itertools
import random
import re
from dataclasses import dataclass, field
from fractions import Fraction

import mpmath

mpmath.mp.dps = 60
CLASSES = ("limit", "threshold", "matrix", "position", "probability")


@dataclass(frozen=True)
class Claim:
    kind: str  # one of CLASSES
    table: dict  # a derivation file's data: {"part": [{...}]}
    text: str  # the claim as written, for reports
    truth: object = field(compare=False, hash=False)  # () -> True or a dict: a point where the claim fails
    check_point: object = field(default=None, compare=False, hash=False)  # (point dict) -> bool: fails there?


# ---------------------------------------------------------------- limits of weights
# (TeX, value at n): coefficients of the query, some transcendental, some depending on n
CONSTANTS = [("0", lambda n: 0), ("1", lambda n: 1), ("2", lambda n: 2), ("-1", lambda n: -1), ("3", lambda n: 3),
             ("\\frac{1}{2}", lambda n: mpmath.mpf(1) / 2), ("-\\frac{3}{2}", lambda n: -mpmath.mpf(3) / 2),
             ("e", lambda n: mpmath.e), ("-e", lambda n: -mpmath.e), ("\\pi", lambda n: mpmath.pi),
             ("(n - e)", lambda n: n - mpmath.e), ("(e - n)", lambda n: mpmath.e - n),
             ("\\frac{n}{e}", lambda n: n / mpmath.e), ("(n - 3)", lambda n: n - 3), ("(\\pi - n)", lambda n: mpmath.pi - n),
             ("(2 - n)", lambda n: 2 - n)]
OFFSETS = [("0", 0), ("1", 1), ("-1", -1), ("2", 2), ("\\log 2", mpmath.log(2)), ("\\log 3", mpmath.log(3))]
# claimed limits: (TeX, value at n)
TARGETS = [("0", lambda n: 0), ("1", lambda n: 1), ("\\frac{1}{2}", lambda n: mpmath.mpf(1) / 2),
           ("\\frac{1}{3}", lambda n: mpmath.mpf(1) / 3), ("\\frac{1}{n}", lambda n: mpmath.mpf(1) / n),
           ("\\frac{1}{n - 1}", lambda n: mpmath.mpf(1) / (n - 1)),
           ("\\frac{2}{3}", lambda n: mpmath.mpf(2) / 3), ("\\frac{1}{1 + e}", lambda n: 1 / (1 + mpmath.e)),
           ("\\frac{e}{1 + e}", lambda n: mpmath.e / (1 + mpmath.e)),
           ("\\frac{2}{3}", lambda n: mpmath.mpf(2) / 3), ("\\frac{1}{4}", lambda n: mpmath.mpf(1) / 4)]
# `when` on n: (TeX or None, which n satisfy it)
CONDITIONS = [(None, lambda n: True), ("n > 2", lambda n: n > 2), ("n \\ge 3", lambda n: n >= 3),
              ("n = 2", lambda n: n == 2), ("n \\ne 3", lambda n: n != 3), ("n \\le 3", lambda n: n <= 3),
              ("n > 3", lambda n: n > 3)]
KEY_COUNTS = (2, 3, 4, 5, 7, 12, 50)
LARGE_SCALES = (mpmath.mpf(4000), mpmath.mpf(8000))
PARAMETER_SCALES = (mpmath.mpf(10) ** 10, 2 * mpmath.mpf(10) ** 10)


def _weights(n, t, coefficients, offsets):
    """α_a, α_b and one other key's weight at scale t with n keys (the others score 0)."""
    scores = [c(n) * t + o for c, o in zip(coefficients, offsets)]
    top = max(scores + ([0] if n > 2 else []))
    exps = [mpmath.exp(s - top) for s in scores]
    rest = (n - 2) * mpmath.exp(-top)
    total = sum(exps) + rest
    return exps[0] / total, exps[1] / total, mpmath.exp(-top) / total


def limit_claim(rng: random.Random) -> Claim:
    roll = rng.random()
    if roll < 0.25:
        return parameter_claim(rng)
    if roll < 0.35:
        return finite_claim(rng)
    (ca_tex, ca), (cb_tex, cb) = rng.choice(CONSTANTS), rng.choice(CONSTANTS)
    (da_tex, da), (db_tex, db) = (rng.choice(OFFSETS) if rng.random() < 0.3 else ("0", 0) for _ in range(2))
    which = rng.choice(["a", "a", "b", "i"])
    # α_i names a third key: a condition that leaves only two is a malformed step, not a claim
    condition_tex, condition = rng.choice([c for c in CONDITIONS if which != "i" or c[0] != "n = 2"])
    query = f"q = t({ca_tex} k_a + {cb_tex} k_b)" + "".join(
        f" + {tex} k_{key}" for tex, key in ((da_tex, "a"), (db_tex, "b")) if tex != "0")

    def limit_of(n):
        near, far = (_weights(n, t, (ca, cb), (da, db)) for t in LARGE_SCALES)
        index = {"a": 0, "b": 1, "i": 2}[which]
        if abs(near[index] - far[index]) > mpmath.mpf(10) ** -30:  # not settled: no limit to compare
            return None
        return far[index] if abs(far[index]) > mpmath.mpf(10) ** -200 else mpmath.mpf(0)  # e^{-8000} is 0

    if rng.random() < 0.5:  # often the true limit at some n, so that proofs are exercised too
        n0 = rng.choice([n for n in KEY_COUNTS if condition(n)] or [3])
        value = limit_of(n0)
        found = [tex for tex, f in TARGETS if value is not None and abs(f(n0) - value) < mpmath.mpf(10) ** -20]
        target_tex = found[0] if found else rng.choice(TARGETS)[0]
    else:
        target_tex = rng.choice(TARGETS)[0]
    target = dict(TARGETS)[target_tex]
    claim = f"\\lim_{{t\\to\\infty}} \\alpha_{which} = {target_tex}"
    style = rng.random()
    if style > 0.8 and which != "i":  # the output c: its v_a, v_b parts, and every other key's weight → 0
        (xa_tex, xa), (xb_tex, xb) = rng.choice(TARGETS), rng.choice(TARGETS)
        claim = f"\\lim_{{t\\to\\infty}} c = {xa_tex} v_a + {xb_tex} v_b"

        def output_fails(n):
            limits = [_limit_each(n, index) for index in range(3 if n > 2 else 2)]  # n = 2: no other key
            if any(value is None for value in limits):
                return True
            wanted = [xa(n), xb(n), 0]
            return any(abs(v - w) > mpmath.mpf(10) ** -20 for v, w in zip(limits, wanted))

        def _limit_each(n, index):
            near, far = (_weights(n, t, (ca, cb), (da, db))[index] for t in LARGE_SCALES)
            if abs(near - far) > mpmath.mpf(10) ** -30:
                return None
            return far if abs(far) > mpmath.mpf(10) ** -200 else mpmath.mpf(0)

        def output_truth():
            for n in KEY_COUNTS:
                if condition(n) and output_fails(n):
                    return {"n": n}
            return True

        def output_fails_at(point):
            n = point.get("n")
            return None if not isinstance(n, int) or not condition(n) else output_fails(n)

        step = {"claim": claim}
        if condition_tex:
            step["when"] = [condition_tex]
        part = {"id": "generated", "title": "generated", "setting": {
            "vectors": {"k": "orthonormal", "v": "arbitrary"}, "keys": ["a", "b"], "scale": "t",
            "scalars": {"t": "positive", "n": "positive integer"}, "let": [query]}, "step": [step]}
        return Claim("limit", {"part": [part]},
                     f"{query}; {claim}" + (f" when {condition_tex}" if condition_tex else ""), output_truth,
                     output_fails_at)
    if style < 0.15 and which != "i":  # '≈' a decimal: the value at some n, rounded, or a near miss
        n0 = rng.choice([n for n in KEY_COUNTS if condition(n)] or [3])
        value = limit_of(n0)
        digits = rng.choice([2, 3, 4])
        value = mpmath.mpf("0.5") if value is None else value
        if rng.random() < 0.3:  # a near miss: three units of the last digit off
            value += 3 * mpmath.mpf(10) ** -digits
        shown = f"{float(value):.{digits}f}"
        target_tex, target = shown, (lambda n, v=mpmath.mpf(shown), d=shown: v)
        claim = f"\\lim_{{t\\to\\infty}} \\alpha_{which} \\approx {target_tex}"
        tolerance = mpmath.mpf(5) / 10 ** (len(shown.split(".")[1]) + 1)
    else:
        tolerance = mpmath.mpf(10) ** -20
        if style < 0.3:  # 'α_a ≈ ½' with no limit written: as the scale grows
            claim = f"\\alpha_{which} \\approx {target_tex}"

    def truth():
        for n in KEY_COUNTS:
            if n < (3 if which == "i" else 2) or not condition(n):
                continue
            value = limit_of(n)
            if value is None or abs(value - target(n)) > tolerance:
                return {"n": n}
        return True

    def fails_at(point):
        n = point.get("n")
        if n is None or not (isinstance(n, int) and condition(n)):
            return None
        value = limit_of(n)
        return value is None or abs(value - target(n)) > tolerance

    step = {"claim": claim}
    if condition_tex:
        step["when"] = [condition_tex]
    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
        "scalars": {"t": "positive", "n": "positive integer"}, "let": [query]}, "step": [step]}
    return Claim("limit", {"part": [part]}, f"{query}; {claim}" + (f" when {condition_tex}" if condition_tex else ""),
                 truth, fails_at)


# a real parameter x in the query, with conditions on it: (TeX or None, which x satisfy it)
X_CONDITIONS = [(None, lambda x: True), ("x > 1", lambda x: x > 1), ("x \\ge 1", lambda x: x >= 1),
                ("x = 1", lambda x: x == 1), ("x < 1", lambda x: x < 1), ("x \\le 0", lambda x: x <= 0),
                ("x \\ne 1", lambda x: x != 1), ("x > 0", lambda x: x > 0)]
# a grid of step 0.05 on [−3, 3] and the boundaries ±1, ±√2, ±√3 with points just beside them
X_SAMPLES = tuple(sorted({mpmath.mpf(i) / 20 for i in range(-60, 61)} | {
    s * (b + offset) for s in (1, -1) for b in (mpmath.mpf(1), mpmath.sqrt(2), mpmath.sqrt(3))
    for offset in (0, mpmath.mpf(10) ** -6, -mpmath.mpf(10) ** -6)}))


def parameter_claim(rng: random.Random) -> Claim:
    """q = t(x k_a + c k_b) (or t x² k_a, t(x − 1)k_a): the limit depends on where x lies; the claim on a weight is
    made under a random condition on x (boundaries included)."""
    forms = [("x", lambda x: x), ("x^2", lambda x: x ** 2), ("(x - 1)", lambda x: x - 1), ("(1 - x)", lambda x: 1 - x),
             ("|x|", lambda x: abs(x))]
    (form_tex, form) = rng.choice(forms)
    c = rng.choice([0, 1, -1, 2])
    condition_tex, condition = rng.choice(X_CONDITIONS)
    which = rng.choice(["a", "b"])
    target_tex, target = rng.choice([("0", 0), ("1", 1), ("\\frac{1}{2}", mpmath.mpf(1) / 2), ("\\frac{1}{n}", None)])
    query = f"q = t({form_tex} k_a + {c} k_b)"

    def limit_of(x, n):
        index = 0 if which == "a" else 1
        # x within 10⁻⁶ of a boundary: rates that close apart need t far beyond 8000 to separate
        near, far = (_weights(n, t, (lambda n: form(x), lambda n: c), (0, 0))[index] for t in PARAMETER_SCALES)
        if abs(near - far) > mpmath.mpf(10) ** -30:
            return None
        return far if abs(far) > mpmath.mpf(10) ** -200 else mpmath.mpf(0)

    def wanted(n):
        return mpmath.mpf(1) / n if target is None else target

    def truth():
        for x in X_SAMPLES:
            if not condition(x):
                continue
            for n in (2, 3, 5, 20):
                value = limit_of(x, n)
                if value is None or abs(value - wanted(n)) > mpmath.mpf(10) ** -20:
                    return {"x": float(x), "n": n}
        return True

    def fails_at(point):
        x, n = point.get("x"), point.get("n", 3)
        if x is None or not isinstance(n, int):
            return None
        x = mpmath.mpf(x.numerator) / x.denominator if isinstance(x, Fraction) else mpmath.mpf(x)
        if not condition(x):
            return False  # a point outside the condition is no counterexample
        value = limit_of(x, n)
        return value is None or abs(value - wanted(n)) > mpmath.mpf(10) ** -20

    claim = f"\\lim_{{t\\to\\infty}} \\alpha_{which} = {target_tex}"
    step = {"claim": claim}
    if condition_tex:
        step["when"] = [condition_tex]
    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
        "scalars": {"t": "positive", "n": "positive integer", "x": "real"}, "let": [query]}, "step": [step]}
    return Claim("limit", {"part": [part]}, f"{query}; {claim}" + (f" when {condition_tex}" if condition_tex else ""),
                 truth, fails_at)


def finite_claim(rng: random.Random) -> Claim:
    """α_a at a finite scale, exactly: e^{ct}/(e^{ct} + e^{c't} + n − 2) against a right side with a random slip."""
    ca, cb = rng.choice([1, 2, -1]), rng.choice([1, 0, 3])
    query = f"q = t({ca} k_a + {cb} k_b)"
    rights = [(f"\\frac{{e^{{{ca} t}}}}{{e^{{{ca} t}} + e^{{{cb} t}} + n - 2}}",
               lambda t, n: mpmath.exp(ca * t) / (mpmath.exp(ca * t) + mpmath.exp(cb * t) + n - 2))] * 2 + [
        (f"\\frac{{e^{{{ca} t}}}}{{e^{{{ca} t}} + e^{{{cb} t}} + n}}",
         lambda t, n: mpmath.exp(ca * t) / (mpmath.exp(ca * t) + mpmath.exp(cb * t) + n)),
        (f"\\frac{{1}}{{1 + e^{{{cb - ca} t}} + (n - 2) e^{{{-ca} t}}}}",
         lambda t, n: 1 / (1 + mpmath.exp((cb - ca) * t) + (n - 2) * mpmath.exp(-ca * t))),
        (f"\\frac{{1}}{{1 + e^{{{cb + ca} t}} + (n - 2) e^{{{-ca} t}}}}",
         lambda t, n: 1 / (1 + mpmath.exp((cb + ca) * t) + (n - 2) * mpmath.exp(-ca * t)))]
    right_tex, right = rng.choice(rights)
    claim = f"\\alpha_a = {right_tex}"

    def value(t, n):
        return mpmath.exp(ca * t) / (mpmath.exp(ca * t) + mpmath.exp(cb * t) + n - 2)

    def fails(t, n):
        return abs(value(t, n) - right(t, n)) > mpmath.mpf(10) ** -30

    def truth():
        for t in (mpmath.mpf("0.1"), mpmath.mpf(1), mpmath.mpf("2.5"), mpmath.mpf(7)):
            for n in (2, 3, 10):
                if fails(t, n):
                    return {"t": float(t), "n": n}
        return True

    def fails_at(point):
        t, n = point.get("t"), point.get("n")
        if t is None or not isinstance(n, int) or n < 2:
            return None
        t = mpmath.mpf(t.numerator) / t.denominator if isinstance(t, Fraction) else mpmath.mpf(t)
        return t > 0 and fails(t, n)

    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
        "scalars": {"t": "positive", "n": "positive integer"}, "let": [query]}, "step": [{"claim": claim}]}
    return Claim("limit", {"part": [part]}, f"{query}; {claim}", truth, fails_at)


# ---------------------------------------------------------------- thresholds
EPSILONS = tuple(mpmath.mpf(1) / m for m in (2, 3, 7, 50, 1000)) + (mpmath.mpf(9) / 10, mpmath.mpf(3), mpmath.mpf(40))


def symbolic_threshold_claim(rng: random.Random) -> Claim:
    """min{t : c/(t + k) ≤ ε} = c/ε − k over t > 0 (or t ≥ 0), with or without the condition that keeps it in the
    domain (ε < c/k, or ε ≤ c/k), and slips: − k dropped, the sign of k, the condition reversed."""
    domain = rng.choice(["positive", "nonnegative"])
    c, k = rng.randint(1, 4), rng.randint(1, 4)
    claimed_tex, claimed = rng.choice([(f"\\frac{{{c}}}{{\\epsilon}} - {k}", lambda e: c / e - k),
                                       (f"\\frac{{{c}}}{{\\epsilon}} - {k}", lambda e: c / e - k),
                                       (f"\\frac{{{c}}}{{\\epsilon}}", lambda e: c / e),
                                       (f"\\frac{{{c}}}{{\\epsilon}} + {k}", lambda e: c / e + k)])
    when_tex, allowed = rng.choice([(None, lambda e: True), (f"\\epsilon < \\frac{{{c}}}{{{k}}}", lambda e: e < mpmath.mpf(c) / k),
                                    (f"\\epsilon \\le \\frac{{{c}}}{{{k}}}", lambda e: e <= mpmath.mpf(c) / k),
                                    (f"\\epsilon > \\frac{{{c}}}{{{k}}}", lambda e: e > mpmath.mpf(c) / k)])
    claim = f"\\min\\{{t : \\frac{{{c}}}{{t + {k}}} \\le \\epsilon\\}} = {claimed_tex}"
    samples = EPSILONS + (mpmath.mpf(c) / k,)

    def least(e):
        """The least t of the domain with c/(t + k) ≤ ε: c/ε − k when that is in the domain; 0 for t ≥ 0 when every
        t qualifies; None (no least) for t > 0 then."""
        root = c / e - k
        if root > 0 or (root == 0 and domain == "nonnegative"):
            return root
        return mpmath.mpf(0) if domain == "nonnegative" else None

    def truth():
        for e in samples:
            if not allowed(e):
                continue
            wanted = least(e)
            if wanted is None or abs(claimed(e) - wanted) > mpmath.mpf(10) ** -40:
                return {"epsilon": float(e)}
        return True

    step = {"claim": claim}
    if when_tex:
        step["when"] = [when_tex]
    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["j"], "scalars": {"t": domain, "epsilon": "positive"},
        "let": ["q = t k_j"]}, "step": [step]}
    return Claim("threshold", {"part": [part]}, f"t {domain}: {claim}" + (f" when {when_tex}" if when_tex else ""),
                 truth)


def average_threshold_claim(rng: random.Random) -> Claim:
    """The answer sheet's question: the least t > 0 with |α_a − ½| ≤ ε for q = c·t(k_a + k_b), in n and ε, under a
    random subset of the conditions that make it exist (n > 2, ε < ½, ε < (n − 2)/(2n)) and with slips."""
    c = rng.choice([1, 1, 2])
    scale = "" if c == 1 else f"{c} "
    formulas = [("\\log\\frac{(n-2)(1-2\\epsilon)}{4\\epsilon}", lambda n, e: mpmath.log((n - 2) * (1 - 2 * e) / (4 * e))),
                ("\\log\\frac{(n-2)(1-2\\epsilon)}{4\\epsilon}", lambda n, e: mpmath.log((n - 2) * (1 - 2 * e) / (4 * e))),
                ("\\log\\frac{n-2}{4\\epsilon}", lambda n, e: mpmath.log((n - 2) / (4 * e))),
                ("\\log\\frac{(n-2)(1-2\\epsilon)}{2\\epsilon}", lambda n, e: mpmath.log((n - 2) * (1 - 2 * e) / (2 * e)))]
    formula_tex, formula = rng.choice(formulas)
    claimed_tex = formula_tex if c == 1 else f"\\frac{{1}}{{{c}}} {formula_tex}"
    conditions = [("n > 2", lambda n, e: n > 2), ("\\epsilon < \\frac{1}{2}", lambda n, e: e < mpmath.mpf(1) / 2),
                  ("\\epsilon < \\frac{n - 2}{2n}", lambda n, e: e < mpmath.mpf(n - 2) / (2 * n))]
    kept = [condition for condition in conditions if rng.random() < 0.75]
    claim = f"\\min\\{{t : |\\alpha_a - \\tfrac{{1}}{{2}}| \\le \\epsilon\\}} = {claimed_tex}"

    def truth():
        for n in (2, 3, 4, 10, 100):
            for e in (mpmath.mpf(1) / 1000, mpmath.mpf(1) / 100, mpmath.mpf(1) / 10, mpmath.mpf(3) / 10,
                      mpmath.mpf(45) / 100, mpmath.mpf(6) / 10, mpmath.mpf(2)):
                if not all(holds(n, e) for _, holds in kept):
                    continue
                at_zero = mpmath.mpf(n - 2) / (2 * n)  # E(0⁺): E decreases from here
                if at_zero <= e:
                    return {"n": n, "epsilon": float(e)}  # every t > 0 qualifies: no least one
                argument = (n - 2) * (1 - 2 * e) / (4 * e)
                wanted = mpmath.log(argument) / c
                try:
                    value = formula(n, e) / c
                except (ValueError, ZeroDivisionError):
                    return {"n": n, "epsilon": float(e)}
                if mpmath.im(value) != 0 or abs(value - wanted) > mpmath.mpf(10) ** -30:
                    return {"n": n, "epsilon": float(e)}
        return True

    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
        "scalars": {"t": "positive", "n": "positive integer", "epsilon": "positive"},
        "let": [f"q = {scale}t(k_a + k_b)"]}, "step": [{"claim": claim, "when": [tex for tex, _ in kept]}]}
    shown = "; ".join(tex for tex, _ in kept)
    return Claim("threshold", {"part": [part]}, f"q = {scale}t(k_a + k_b): {claim} when {shown}", truth)


def threshold_claim(rng: random.Random) -> Claim:
    roll = rng.random()
    if roll < 0.2:
        return average_threshold_claim(rng)
    if roll < 0.5:
        return symbolic_threshold_claim(rng)
    domain = rng.choice(["positive integer", "positive", "nonnegative"])
    c, k = rng.randint(1, 4), rng.randint(0 if domain == "positive" else 1, 4)
    shape = rng.choice(["fraction", "exponential"])
    epsilon = mpmath.mpf(1) / rng.choice([2, 3, 5, 10, 20, 100])
    eps_tex = f"\\frac{{1}}{{{int(1 / epsilon)}}}"
    if shape == "fraction":
        error_tex, error = f"\\frac{{{c}}}{{t + {k}}}", (lambda t: c / (t + k))
        exact_tex, exact = f"{c * int(1 / epsilon) - k}", mpmath.mpf(c * int(1 / epsilon) - k)
    else:
        error_tex, error = f"{k} e^{{-{c} t}}", (lambda t: k * mpmath.exp(-c * t))
        exact_tex, exact = f"\\frac{{\\log({k * int(1 / epsilon)})}}{{{c}}}", mpmath.log(k / epsilon) / c
    integer = domain == "positive integer"
    if integer:
        least = _least_whole(error, epsilon)
        choices = [str(least), str(least), str(least - 1), str(least + 1), "0", "-3"]
        claimed_tex = rng.choice(choices)
        claimed = mpmath.mpf(int(claimed_tex))
    else:
        slips = [(exact_tex, exact), (exact_tex, exact), ("0", mpmath.mpf(0)), ("-3", mpmath.mpf(-3)),
                 (f"{exact_tex} + 1", exact + 1)]
        if shape == "exponential":
            slips.append((f"\\frac{{\\log({k})}}{{{c}}}", mpmath.log(k) / c))
        claimed_tex, claimed = rng.choice(slips)
    claim = f"\\min\\{{t : {error_tex} \\le {eps_tex}\\}} = {claimed_tex}"

    def truth():
        if integer:
            return True if claimed == _least_whole(error, epsilon) else {"t": int(claimed)}
        lowest = mpmath.mpf(0)
        open_at_zero = domain == "positive"
        if error(lowest if not open_at_zero else mpmath.mpf(10) ** -40) <= epsilon:
            # every t of the domain qualifies: the least is 0 for t ≥ 0, none for t > 0
            return True if (not open_at_zero and claimed == 0) else {"t": float(claimed)}
        if claimed < 0 or (open_at_zero and claimed == 0):
            return {"t": float(claimed)}
        delta = mpmath.mpf(10) ** -25
        at = error(claimed)
        if abs(at - epsilon) > mpmath.mpf(10) ** -40 or error(claimed - delta) <= epsilon:
            return {"t": float(claimed)}
        return True

    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"k": "orthonormal"}, "keys": ["j"], "scalars": {"t": domain}, "let": ["q = t k_j"]},
        "step": [{"claim": claim}]}
    return Claim("threshold", {"part": [part]}, f"t {domain}: {claim}", truth)


def _least_whole(error, epsilon) -> int:
    for t in range(1, 100_000):
        if error(mpmath.mpf(t)) <= epsilon:
            return t
    raise AssertionError("no whole number meets the bound")


# ---------------------------------------------------------------- matrix identities
def _random_word(rng, letters, length):
    return [(rng.choice(letters), rng.random() < 0.3) for _ in range(length)]


def _word_tex(word) -> str:
    return " ".join(f"{name}^\\top" if transposed else name for name, transposed in word)


def _transpose_word(word):
    return [(name, not transposed) for name, transposed in reversed(word)]


def matrix_claim(rng: random.Random) -> Claim:
    dimension = rng.choice(["d", "T"])
    with_permutation = dimension == "T" and rng.random() < 0.7
    letters = ["W_1", "W_2", "W_3"] if dimension == "d" else ["A", "B"] + (["P"] if with_permutation else [])
    shapes = {name: f"{dimension},{dimension}" for name in letters}
    if with_permutation:
        shapes["P"] = "T,T,permutation"
    shapes.setdefault("X", "T,d")
    kind = rng.choice(["instances", "instances", "matrix"])
    template = rng.choice(["transpose", "commute", "antisymmetric", "orthogonal", "conjugate", "distribute"] +
                          (["mixed", "mixed"] if with_permutation else []))
    if template == "mixed":  # X is T×d, W d×d: (PX)ᵀ(PX) = XᵀX, (PX)(PX)ᵀ = X Xᵀ only when P is I
        shapes["W_1"] = "d,d"
        left_tex, right_tex = rng.choice([
            ("(P X)^\\top (P X)", "X^\\top X"), ("(P X)(P X)^\\top", "X X^\\top"),
            ("(P X W_1)^\\top", "W_1^\\top X^\\top P^\\top"), ("(P X W_1)^\\top", "W_1^\\top X^\\top P"),
            ("P^\\top P X W_1", "X W_1"), ("X^\\top P^\\top P X", "X^\\top X"), ("P X W_1 W_1^\\top", "P X W_1^\\top W_1"),
            ("(X W_1)^\\top (X W_1)", "W_1^\\top X^\\top X W_1")])
        claim = f"{left_tex} = {right_tex}"
        step = {"claim": claim, "kind": kind}
        if kind == "matrix":
            step["by"] = rng.sample(["orthogonal", "ones", "softmax-perm", "relu-perm"], rng.randint(0, 2))
        part = {"id": "generated", "title": "generated", "setting": {"kind": "matrices", "shapes": shapes},
                "step": [step]}

        def mixed_truth():
            for size, width in itertools.product((1, 2, 3, 4), (1, 2, 3, 4)):
                if not _numerically_equal(left_tex, right_tex, shapes, size, random.Random(size * 7 + width), width):
                    return {"T": size, "d": width}
            return True

        return Claim("matrix", {"part": [part]}, f"{kind} {shapes}: {claim}", mixed_truth)
    one, two = (letters[i % len(letters)] for i in rng.sample(range(len(letters)), 2)) if len(letters) > 1 else \
        (letters[0], letters[0])
    if template == "transpose":
        word = _random_word(rng, letters, rng.randint(2, 3))
        right = _transpose_word(word) if rng.random() < 0.6 else [(n, not tr) for n, tr in word]
        left_tex, right_tex = f"({_word_tex(word)})^\\top", _word_tex(right)
    elif template == "commute":
        left_tex, right_tex = f"{one} {two}", f"{two} {one}"
    elif template == "antisymmetric":
        left_tex = f"({one} - {one}^\\top)({two} - {two}^\\top)"
        right_tex = f"({two} - {two}^\\top)({one} - {one}^\\top)"
    elif template == "orthogonal":
        target = "P" if with_permutation else one
        left_tex, right_tex = rng.choice([(f"{target}^\\top {target}", "I"), (f"{target} {target}^\\top", "I"),
                                          (f"{target}^\\top {target} {one}", one), (f"{target} {target}", "I")])
    elif template == "conjugate":
        target = "P" if with_permutation else one
        other = one if one != target else two
        left_tex = f"({target} {other} {target}^\\top)^\\top"
        right_tex = rng.choice([f"{target} {other}^\\top {target}^\\top", f"{target}^\\top {other}^\\top {target}",
                                f"{other}^\\top"])
    else:
        left_tex = f"{one}({two} + {one}^\\top)"
        right_tex = rng.choice([f"{one} {two} + {one} {one}^\\top", f"{two} {one} + {one} {one}^\\top",
                                f"{one} {two} + {one}^\\top {one}"])
    claim = f"{left_tex} = {right_tex}"
    step = {"claim": claim, "kind": kind}
    if kind == "matrix":
        step["by"] = rng.sample(["orthogonal", "ones", "softmax-perm", "relu-perm"], rng.randint(0, 2))
    part = {"id": "generated", "title": "generated",
            "setting": {"kind": "matrices", "shapes": shapes}, "step": [step]}

    def truth():
        for size in (1, 2, 3, 4, 5):
            for seed in range(3):
                if not _numerically_equal(left_tex, right_tex, shapes, size, random.Random(seed * 31 + size)):
                    return {dimension: size}
        return True

    return Claim("matrix", {"part": [part]}, f"{kind} {shapes}: {claim}", truth)


def _numerically_equal(left_tex, right_tex, shapes, size, rng, width=None) -> bool:
    """Both sides with random entries (P a random permutation), T = size and d = width (or size), to 40 digits."""
    values = {}
    dims = {"T": size, "d": size if width is None else width}
    for name, shape in shapes.items():
        rows, cols = (dims[x] for x in shape.split(",")[:2])
        if "permutation" in shape:
            order = list(range(size))
            rng.shuffle(order)
            values[name] = mpmath.matrix([[1 if order[i] == j else 0 for j in range(size)] for i in range(size)])
        else:
            values[name] = mpmath.matrix([[mpmath.mpf(rng.uniform(-2, 2)) for _ in range(cols)] for _ in range(rows)])
    values["I"] = mpmath.eye(size)
    left, right = (_evaluate_matrix(side, values) for side in (left_tex, right_tex))
    return mpmath.mnorm(left - right, 1) < mpmath.mpf(10) ** -40


TOKEN = re.compile(r"\(|\)|\^\\top|[+-]|[A-Z](?:_\d)?")


def _evaluate_matrix(tex: str, values: dict):
    """A sum of products of names, transposes and bracketed sums (the generator's own output only)."""
    tokens = TOKEN.findall(tex)
    position = 0

    def expression():
        nonlocal position
        sign, total = 1, None
        while position < len(tokens) and tokens[position] != ")":
            if tokens[position] in "+-":
                sign = 1 if tokens[position] == "+" else -1
                position += 1
                continue
            value = product()
            total = sign * value if total is None else total + sign * value
            sign = 1
        return total

    def product():
        nonlocal position
        value = None
        while position < len(tokens) and tokens[position] not in ("+", "-", ")"):
            value = factor() if value is None else value * factor()
        return value

    def factor():
        nonlocal position
        token = tokens[position]
        position += 1
        if token == "(":
            value = expression()
            position += 1  # ")"
        else:
            value = values[token]
        if position < len(tokens) and tokens[position] == "^\\top":
            position += 1
            value = value.T
        return value

    return expression()


# ---------------------------------------------------------------- position identities
def position_claim(rng: random.Random) -> Claim:
    k = rng.choice([1, 2, 3])
    half = rng.choice([1, 2])
    templates = [
        (f"\\sin(\\frac{{{k} \\pi t_1}}{{{half}}}) = 0", lambda t1, t2, w: mpmath.sin(k * mpmath.pi * t1 / half)),
        (f"\\cos(\\frac{{{2 * k} \\pi t_1}}{{{half}}}) = 1",
         lambda t1, t2, w: mpmath.cos(2 * k * mpmath.pi * t1 / half) - 1),
        (f"\\cos(\\pi t_1)^{{{half}}} = 1", lambda t1, t2, w: mpmath.cos(mpmath.pi * t1) ** half - 1),
        (f"\\sin(\\frac{{\\pi t_1 (t_1 + {k})}}{{2}}) = 0",
         lambda t1, t2, w: mpmath.sin(mpmath.pi * t1 * (t1 + k) / 2)),
        (f"\\sin(\\omega t_1)^2 + \\cos(\\omega t_1)^2 = {half}",
         lambda t1, t2, w: mpmath.sin(w * t1) ** 2 + mpmath.cos(w * t1) ** 2 - half),
        ("(\\sin(\\omega t_1) - \\sin(\\omega t_2))^2 + (\\cos(\\omega t_1) - \\cos(\\omega t_2))^2 = "
         f"2 - 2\\cos(\\omega (t_1 {'-' if half == 1 else '+'} t_2))",
         lambda t1, t2, w: (mpmath.sin(w * t1) - mpmath.sin(w * t2)) ** 2 + (mpmath.cos(w * t1) - mpmath.cos(w * t2)) ** 2
         - 2 + 2 * mpmath.cos(w * (t1 - t2 if half == 1 else t1 + t2))),
        (f"\\sin(\\pi (t_1 - t_2) / {half}) = 0", lambda t1, t2, w: mpmath.sin(mpmath.pi * (t1 - t2) / half)),
        (f"\\cos(\\pi t_1 + \\pi t_2) = \\cos(\\pi (t_1 - t_2))",
         lambda t1, t2, w: mpmath.cos(mpmath.pi * (t1 + t2)) - mpmath.cos(mpmath.pi * (t1 - t2))),
    ]
    claim, difference = rng.choice(templates)
    frequencies = (mpmath.mpf(3) / 10, mpmath.mpf(1), mpmath.e, mpmath.mpf(7))

    def fails(t1, t2, w) -> bool:
        return abs(difference(mpmath.mpf(t1), mpmath.mpf(t2), w)) > mpmath.mpf(10) ** -30

    def truth():
        for t1, t2 in itertools.product(range(-7, 8), repeat=2):
            for w in frequencies:
                if fails(t1, t2, w):
                    return {"t_1": t1, "t_2": t2, "omega": float(w)}
        return True

    def fails_at(point):
        t1, t2 = point.get("t_1", 0), point.get("t_2", 0)
        if not all(isinstance(v, int) for v in (t1, t2)):
            return False  # a position that is no whole number is no counterexample
        w = point.get("omega")
        w = None if w is None else mpmath.mpf(w.numerator) / w.denominator if isinstance(w, Fraction) else mpmath.mpf(w)
        return any(fails(t1, t2, x) for x in ((w,) if w is not None else frequencies))

    part = {"id": "generated", "title": "generated", "setting": {
        "kind": "positions", "scalars": {"t_1": "integer", "t_2": "integer", "omega": "positive"}},
        "step": [{"claim": claim}]}
    return Claim("position", {"part": [part]}, claim, truth, fails_at)


# ---------------------------------------------------------------- probabilities of events in η ~ N(0, ½)
def _normal_mass(low, high):
    """P(low < η < high) for η ~ N(0, ½) (σ = 1/√2)."""
    sigma = 1 / mpmath.sqrt(2)
    cdf = lambda x: mpmath.ncdf(x, 0, sigma)  # noqa: E731
    return (1 if high is None else cdf(high)) - (0 if low is None else cdf(low))


def probability_claim(rng: random.Random) -> Claim:
    """Pr(event) = p for events a·η + b ≷ 0, |η| ≷ c, η² ≷ c, s·η ≷ 0 under a condition on s; p exact (erf) or a
    decimal, true or off by a slip."""
    a, b, c = rng.choice([1, 2, -1, -3]), rng.choice([0, 1, -1, 2]), rng.choice([1, 2, mpmath.mpf(1) / 4])
    c_tex = "\\frac{1}{4}" if c == mpmath.mpf(1) / 4 else str(c)
    s_condition = None
    family = rng.choice(["linear", "abs", "square", "scaled"])
    relation = rng.choice([">", "<", "\\ge", "\\le"])
    above = relation in (">", "\\ge")
    if family == "linear":  # aη + b > 0 ⇔ η > −b/a (a > 0)
        event = f"{a} \\eta + {b} {relation} 0"
        cut = mpmath.mpf(-b) / a
        up = above == (a > 0)
        mass = _normal_mass(cut, None) if up else _normal_mass(None, cut)
    elif family == "abs":
        event = f"|\\eta| {relation} {c_tex}"
        inside = _normal_mass(-c, c)
        mass = 1 - inside if above else inside
    elif family == "square":
        event = f"\\eta^2 {relation} {c_tex}"
        inside = _normal_mass(-mpmath.sqrt(c), mpmath.sqrt(c))
        mass = 1 - inside if above else inside
    else:
        s_condition, s_sign = rng.choice([("s > 0", 1), ("s < 0", -1), ("s = 0", 0), (None, None), ("s \\ne 0", 2)])
        event = f"s \\eta {relation} 0"
        if s_sign == 0:
            mass = mpmath.mpf(1 if relation in ("\\ge", "\\le") else 0)
        elif s_sign is None:
            mass = None  # depends on s: 1/2 for s ≠ 0, 0 or 1 for s = 0
        else:
            mass = mpmath.mpf(1) / 2
    candidates = ["\\frac{1}{2}", "\\frac{1}{2}", "1", "0", "\\operatorname{erf}(1)", "\\frac{1 + \\operatorname{erf}(1)}{2}",
                  "\\frac{1 - \\operatorname{erf}(1)}{2}", "1 - \\operatorname{erf}(1)", "\\operatorname{erf}(2)",
                  "\\frac{1 + \\operatorname{erf}(\\sqrt{2})}{2}", "\\operatorname{erf}(\\frac{1}{2})",
                  "\\frac{1 - \\operatorname{erf}(2)}{2}", "\\frac{1 + \\operatorname{erf}(2)}{2}"]
    values = {"\\frac{1}{2}": mpmath.mpf(1) / 2, "1": 1, "0": 0, "\\operatorname{erf}(1)": mpmath.erf(1),
              "\\frac{1 + \\operatorname{erf}(1)}{2}": (1 + mpmath.erf(1)) / 2,
              "\\frac{1 - \\operatorname{erf}(1)}{2}": (1 - mpmath.erf(1)) / 2, "1 - \\operatorname{erf}(1)": 1 - mpmath.erf(1),
              "\\operatorname{erf}(2)": mpmath.erf(2), "\\frac{1 + \\operatorname{erf}(\\sqrt{2})}{2}": (1 + mpmath.erf(mpmath.sqrt(2))) / 2,
              "\\operatorname{erf}(\\frac{1}{2})": mpmath.erf(mpmath.mpf(1) / 2),
              "\\frac{1 - \\operatorname{erf}(2)}{2}": (1 - mpmath.erf(2)) / 2,
              "\\frac{1 + \\operatorname{erf}(2)}{2}": (1 + mpmath.erf(2)) / 2}
    matching = [tex for tex in candidates if mass is not None and abs(values[tex] - mass) < mpmath.mpf(10) ** -30]
    if matching and rng.random() < 0.5:
        claimed_tex = matching[0]
    elif mass is not None and rng.random() < 0.25:
        shown = mass + (0 if rng.random() < 0.6 else mpmath.mpf(3) / 1000)
        claimed_tex = f"{float(shown):.3f}"
    else:
        claimed_tex = rng.choice(candidates)
    decimal = "." in claimed_tex
    claimed = mpmath.mpf(claimed_tex) if decimal else values[claimed_tex]
    op = "\\approx" if decimal else "="
    claim = f"\\Pr({event}) {op} {claimed_tex}"
    tolerance = mpmath.mpf(5) / 10 ** 4 if decimal else mpmath.mpf(10) ** -30

    def truth():
        if mass is None:  # s unconstrained: 1/2 for s ≠ 0, and at s = 0 the event is empty (>) or certain (≥)
            at_zero = 1 if relation in ("\\ge", "\\le") else 0
            return True if abs(claimed - mpmath.mpf(1) / 2) <= tolerance and abs(claimed - at_zero) <= tolerance \
                else {"s": 0}
        return True if abs(claimed - mass) <= tolerance else {"eta": "the event's mass is " + mpmath.nstr(mass, 8)}

    step = {"claim": claim}
    if s_condition:
        step["when"] = [s_condition]
    part = {"id": "generated", "title": "generated", "setting": {
        "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "noise": {"eta": "N(0, 1/2)"},
        "scalars": {"t": "positive", "s": "real"}, "let": ["k_a = (1 + \\eta)\\mu_a", "q = t(\\mu_a + \\mu_b)"]},
        "step": [step]}
    return Claim("probability", {"part": [part]}, claim + (f" when {s_condition}" if s_condition else ""), truth)


MAKERS = {"limit": limit_claim, "threshold": threshold_claim, "matrix": matrix_claim, "position": position_claim,
          "probability": probability_claim}
# the engine's reach (issue 25): growth rates, one-sided limits, oscillating factors, conditional probabilities
from benchmarks.reach_generator import REACH_CLASSES, REACH_MAKERS  # noqa: E402 - it imports Claim from here

MAKERS.update(REACH_MAKERS)
CLASSES = CLASSES + REACH_CLASSES


def generate(seed: int, count: int, classes=CLASSES) -> list:
    """`count` claims, the classes in turn, from one seed: the same seed writes the same claims."""
    rng = random.Random(seed)
    return [MAKERS[classes[i % len(classes)]](rng) for i in range(count)]


# ---------------------------------------------------------------- the comparison
POINT = re.compile(r"\b([A-Za-z]\w*) = (-?\d+(?:/\d+)?)(?![\d./])")


def witness_point(witness: str) -> dict:
    """'at n = 2, t_1 = 12/5 the difference is …' → {'n': 2, 't_1': Fraction(12, 5)}: whole numbers stay ints."""
    point = {}
    for name, value in POINT.findall(witness or ""):
        top, _, bottom = value.partition("/")
        point[name] = int(top) if not bottom else Fraction(int(top), int(bottom))
    return point


def compare(claim: Claim, status: str, witness: str, reason: str = "") -> str:
    """'' when the engine's verdict agrees with the numbers, else why it does not. A matrix step refuted for an
    uncited lemma judges its justification, not the identity: that is no disagreement."""
    if status == "failed" and "which it does not cite" in reason:
        return ""
    if status == "proved":
        truth = claim.truth()
        return "" if truth is True else f"proved, but numerically false at {truth}"
    if status == "failed":
        point = witness_point(witness)
        if claim.check_point is not None and point:
            verdict = claim.check_point(point)
            if verdict is False:
                return f"refuted at {point}, where it holds numerically"
            if verdict is True:
                return ""
        return "refuted, but numerically true everywhere sampled" if claim.truth() is True else ""
    return ""


def run(claims, check) -> dict:
    """{class: {generated, proved, refuted, unknown, malformed, disagreements: [..]}} with `check(claim)` →
    (status, witness, reason) or raising for a malformed claim."""
    counts = {kind: {"generated": 0, "proved": 0, "refuted": 0, "unknown": 0, "malformed": 0, "disagreements": []}
              for kind in CLASSES}
    for claim in claims:
        row = counts[claim.kind]
        row["generated"] += 1
        try:
            status, witness, reason = check(claim)
        except Exception as error:  # noqa: BLE001 - a generated claim the loader refuses is counted, not fatal
            row["malformed"] += 1
            row.setdefault("malformed_examples", []).append(f"{claim.text}: {error}")
            continue
        row[{"proved": "proved", "failed": "refuted"}.get(status, "unknown")] += 1
        problem = compare(claim, status, witness, reason)
        if problem:
            row["disagreements"].append(f"{claim.text}: {problem}")
    return counts


def engine_check(claim: Claim):
    """The engine's verdict on a generated claim, through the loader (schema and bounds) and the step checker."""
    from symattn.spec.derivations import parts_from
    from symattn.verification.checking import check_step

    part = parts_from(claim.table, "generated.toml")[0]
    result = check_step(part, part.steps[0])
    return str(result.status.value), result.witness, result.reason
