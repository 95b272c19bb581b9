"""1,000 distinct answers to `average`, as students write them: notations, scale names, prose, right and wrong.

Deterministic (seeded), so every run grades the same rows.
"""

import random

SCALES = ["t", "\\beta", "\\gamma", "\\lambda", "C", "x", "s", "\\alpha", "T", "M"]
PLAIN_SCALES = ["t", "beta", "gamma", "lambda", "C", "x", "s", "M", "c", "L"]
KEYS_TEX = [("k_a", "k_b"), ("k_{a}", "k_{b}"), ("\\mathbf{k}_a", "\\mathbf{k}_b"), ("\\vec{k}_a", "\\vec{k}_b")]
FORMS_TEX = [
    "{s}({a} + {b})", "{s}\\,({a}+{b})", "{s} {a} + {s} {b}", "{m}{s}({a} + {b})", "\\frac{{{s}}}{{{m}}}({a} + {b})",
    "{s}^2 ({a} + {b})", "{a} + {b}", "{s}({a} + {m}{b})", "{s} {a}", "{s}({a} - {b})", "-{s}({a} + {b})",
    "{s}({a} + {b}) + {a}", "e^{{{s}}}({a} + {b})", "{s} {a} + ({s}+{m}) {b}", "\\left({s} {a} + {s} {b}\\right)",
]
PROSE = [
    "Hence we pick ${q}$ and let ${s} \\to \\infty$.", "We choose ${q}$ where ${s} \\gg 0$.", "$${q}$$",
    "Take \\({q}\\) for a large scalar \\({s} > 0\\).", "${q}$, with ${s}$ large.", "Answer: ${q}$.",
    "Wir wählen ${q}$ mit ${s} \\gg 0$.", "On prend ${q}$, ${s}$ grand.", "```\n{plain}\n```",
    "{plain} where {ps} is large", "{plain}", "**{plain}**, {ps} >> 0",
]


def answers(count: int = 1000, seed: int = 2024) -> list[str]:
    rng = random.Random(seed)
    seen, result = set(), []
    while len(result) < count:
        s, ps = rng.choice(SCALES), rng.choice(PLAIN_SCALES)
        a, b = rng.choice(KEYS_TEX)
        m = rng.randint(2, 9)
        q = "q = " + rng.choice(FORMS_TEX).format(s=s, a=a, b=b, m=m)
        plain = "q = " + rng.choice(["{s}*(k_a + k_b)", "{s}(k_a+k_b)", "{s} k_a + {s} k_b", "k_a + k_b",
                                     "{m}*{s}*(k_a + k_b)", "{s}*(k_a + {m}*k_b)", "{s}^{m} (k_a + k_b)"]).format(
            s=ps, m=m)
        text = rng.choice(PROSE).format(q=q, s=s, ps=ps, plain=plain)
        if text not in seen:
            seen.add(text)
            result.append(text)
    return result
