"""1,000 distinct answers to `average`, as students write them: notations, scale names, prose, right and wrong.

Deterministic (seeded), so every run grades the same rows.
"""

import random

SCALES = ["t", "\\beta", "\\gamma", "\\lambda", "C", "x", "s", "\\alpha", "T", "M"]
PLAIN_SCALES = ["t", "beta", "gamma", "lambda", "C", "x", "s", "M", "c", "L"]
KEYS_TEX = [("k_a", "k_b"), ("k_{a}", "k_{b}"), ("\\mathbf{k}_a", "\\mathbf{k}_b"), ("\\vec{k}_a", "\\vec{k}_b")]
# (form, is it right?): right exactly when both scores grow alike and the other scores stay behind
FORMS_TEX = [
    ("{s}({a} + {b})", True), ("{s}\\,({a}+{b})", True), ("{s} {a} + {s} {b}", True), ("{m}{s}({a} + {b})", True),
    ("\\frac{{{s}}}{{{m}}}({a} + {b})", True), ("{s}^2 ({a} + {b})", True), ("{a} + {b}", False),
    ("{s}({a} + {m}{b})", False), ("{s} {a}", False), ("{s}({a} - {b})", False), ("-{s}({a} + {b})", False),
    ("{s}({a} + {b}) + {a}", False), ("e^{{{s}}}({a} + {b})", True), ("{s} {a} + ({s}+{m}) {b}", False),
    ("\\left({s} {a} + {s} {b}\\right)", True),
]
FORMS_PLAIN = [("{s}*(k_a + k_b)", True), ("{s}(k_a+k_b)", True), ("{s} k_a + {s} k_b", True), ("k_a + k_b", False),
               ("{m}*{s}*(k_a + k_b)", True), ("{s}*(k_a + {m}*k_b)", False), ("{s}^{m} (k_a + k_b)", True)]
PROSE = [
    "Hence we pick ${q}$ and let ${s} \\to \\infty$.", "We choose ${q}$ where ${s} \\gg 0$.", "$${q}$$",
    "Take \\({q}\\) for a large scalar \\({s} > 0\\).", "${q}$, with ${s}$ large.", "Answer: ${q}$.",
    "Wir wählen ${q}$ mit ${s} \\gg 0$.", "On prend ${q}$, ${s}$ grand.", "```\n{plain}\n```",
    "{plain} where {ps} is large", "{plain}", "**{plain}**, {ps} >> 0",
]


def answers(count: int = 1000, seed: int = 2024) -> list[str]:
    return [text for text, _ in labelled(count, seed)]


def labelled(count: int = 1000, seed: int = 2024) -> list[tuple[str, bool]]:
    """(answer, whether it is right), distinct answers."""
    rng = random.Random(seed)
    seen, result = set(), []
    while len(result) < count:
        s, ps = rng.choice(SCALES), rng.choice(PLAIN_SCALES)
        a, b = rng.choice(KEYS_TEX)
        m = rng.randint(2, 9)
        form, right_tex = rng.choice(FORMS_TEX)
        plain_form, right_plain = rng.choice(FORMS_PLAIN)
        q = "q = " + form.format(s=s, a=a, b=b, m=m)
        plain = "q = " + plain_form.format(s=ps, m=m)
        template = rng.choice(PROSE)
        text = template.format(q=q, s=s, ps=ps, plain=plain)
        if text not in seen:
            seen.add(text)
            result.append((text, right_plain if "{plain}" in template else right_tex))
    return result
