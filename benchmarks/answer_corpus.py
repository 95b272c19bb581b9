"""A generated corpus of labelled answers: composed from parts, each label computed from those parts.

    from benchmarks.answer_corpus import corpus
    cases = corpus()              # every case, deterministic (seeded)
    cases = corpus(600, seed=7)   # a seeded sample

An answer is a composition of independent axes, and every case records which value of each axis
produced it (`Case.axes`), so failures can be grouped by class:

- part:      copy, average, single-head, multi-head, kqv-plain, kqv-design (the automatically graded parts);
- form:      a right or a wrong form of the answer for that part (FORMS below), each with the directions of
             its scale under which it is right (`right_when`): right forms such as s(k_a + k_b), s k_a + s k_b,
             2s(…), e^s(…), s²(…); wrong ones such as k_a + k_b (no scale), s(k_a + 3k_b), s k_a alone,
             −s(…), the random keys k_a where the means μ_a are asked for; (k_a + k_b)/s, right as s → 0⁺;
- scale:     the scale's name (t, s, β, γ, λ, C, M, τ, κ); the kqv parts use the problem's own β;
- direction: where the scale goes, in math (s → ∞, s ≫ 1, s ≥ 10^6, 0 < s < 1, s = 100, \\lim_{s→∞}) or in
             words in English, French, German, Spanish, Portuguese, Italian, Russian, Korean, Chinese and
             Japanese (MATH_DIRECTIONS, LIMIT_SENTENCES, WORD_CLAUSES, WORD_ADJUNCTS below); each phrase is
             tagged with what it says: large (→ +∞), small (→ 0, no side said), small-positive (→ 0⁺),
             much-below-one ("s ≪ 1", "much smaller than 1"), below-one (a bound: "s < 1", "s 小于 1"),
             a value (s = 100, s = 0.001, s = 1), vague ("s is decreasing"), or nothing said;
- mood:      plain; final ("Final answer:", "Therefore", "**Answer:**"); boxed; a rejected first attempt
             ("At first I tried …, but that is wrong.", "… does not work.", "…; actually no."); an aside
             ("(e.g. s = 100)", "(for instance …)", ", say …"); the direction said only in a hypothesis
             ("If s is large, then …", "Suppose …", "Wenn …", "如果…，那么", "…なら"); two directions said
             outright that contradict ("…, where s → ∞. Moreover, s is small."); an earlier answer neither
             rejected nor hypothetical, then "Final answer: …" (superseded). `variant` records the wording;
- notation:  $…$, \\(…\\), display $$…$$, \\[…\\], plain text, Markdown code, Markdown bold, Unicode (β, μ, ᵀ, ²,
             →, ∞); in multi-head, the heads as q_1, q_2, in words ("for head 1, q = …") or jointly
             (q_{1,2} = s μ_{a,b});
- prose:     a sentence before and/or after that says nothing about the answer or its scale;
- relation:  (average and single-head, about one case in eight) two scales, q = s k_a + t k_b, and a relation
             between them (RELATIONS: s = t → ∞, s − t → 0, s = 2t, s = t + 1, s = o(t), "s, t → ∞", …);
- spelling:  the LaTeX of the answer as written: k_{a}, \\mathbf{k}_a, \\vec{k}_a, s \\cdot (…), \\exp(s);
- distractor: none; a remark about the other regime in a hypothesis ("If s were small, the weights would be
             nearly uniform."); an equation of the setting; a mention of n; a wrong answer mentioned in passing
             ("Note that q = k_a + k_b would not work."); in kqv-plain, the question's follow-up ("With
             x_2 = u_a + u_d we get c_2 ≈ u_a + u_d, so …"), graded after the answer.

Labelling rules (computed here from the axes, never from symattn's output):

1. The direction the answer is graded with: what is said outright; if nothing is said outright, what the
   hypothesis says; if nothing at all is said, large (a query's scale is meant to grow: the README's
   documented default). An aside agrees with what is said outright (e.g. s = 100 beside a large s), so it
   changes nothing; asides are generated only then.
2. `correct` when that direction is in the form's `right_when`, else `incorrect`. A form without a scale is
   right under no direction of a scale (there is nothing to send anywhere) — except in the kqv parts, where
   the scale is the problem's own β and the form is right when β is large (or nothing is said).
3. "s → 0" and "s small" say no side: a form right only from one side (1/s) is not generated with them.
   "s ≪ 1" is read as small; a form whose verdict would differ if it meant s → −∞ (−s k_a, s² k_a) is not
   generated with it. A bound is not a limit: "s < 1" ("s 小于 1", "s less than 1") is a range, and a form
   is right under it only if it is right on the whole range; none of the forms here is.
4. A value: s = 100 (and 10^3) is large enough for every form here that is right as s → ∞ (e^{100} ≫ 1000
   keys); s = 0.001 for (k_a + k_b)/s; s = 1 for none. In the kqv parts (β → ∞ is the question's) a value of
   β is not generated: an example or another regime is arguable.
5. In the kqv parts the question fixes β large; an answer sending β small or below one answers another
   question: `incorrect`.
6. `review` — the right outcome is manual review (verdict `error`; `invalid`, which names the problem, is
   accepted too): two directions said outright that disagree (s → ∞ and s small); a statement about the
   scale that says something but not where it goes ("s is decreasing", "s is chosen suitably"). When the
   form is right under no direction (k_a + k_b, s(k_a + 3k_b)), the answer is wrong whatever its scale
   does: `incorrect-or-review` (incorrect, error and invalid are all right).
7. A rejected first attempt is never graded, nor a wrong answer mentioned in passing ("would not work"), nor
   an earlier answer after which an explicit "Final answer:" is given: the label is that of the answer given
   (the final one; a rubric's graded = "first" does not override it).
8. Two scales, q = s k_a + t k_b: α_a/α_b = e^{s−t}, so the answer is right exactly when s − t → 0 while
   both grow: s = t → ∞, s − t → 0, s = t + 1/t are `correct`; s = 2t, s = t + 1, s = o(t), s ≫ t, and "s, t →
   ∞" with no relation (it must work however they grow) are `incorrect`.
9. Prose and distractors say nothing about the answer's form or its scale's direction, so they never change
   the label (the other-regime remark is added only when the answer's direction is said outright, large).
"""

import hashlib
import random
import re
from dataclasses import dataclass

# The seeded sample tests/test_corpus.py grades (the whole set is the benchmark's)
SAMPLE_COUNT, SAMPLE_SEED = 300, 2026

# --------------------------------------------------------------------------------------------- scales
# (tex, plain, unicode); names that are not the problem's (α is single-head's noise, β the kqv parts' norm)
SCALES = {
    "t": ("t", "t", "t"), "s": ("s", "s", "s"), "beta": ("\\beta", "beta", "β"), "gamma": ("\\gamma", "gamma", "γ"),
    "lambda": ("\\lambda", "lambda", "λ"), "C": ("C", "C", "C"), "M": ("M", "M", "M"), "tau": ("\\tau", "tau", "τ"),
    "kappa": ("\\kappa", "kappa", "κ"), "xi": ("\\xi", "xi", "ξ"), "theta": ("\\theta", "theta", "θ"),
    "L": ("L", "L", "L"),
}
KQV_SCALE = "beta"

LARGE, SMALL, SMALL_POSITIVE, BELOW_ONE, NONE = "large", "small", "small-positive", "below-one", "none"
# "s ≪ 1", "s much smaller than 1": small, or very negative? Read as small (→ 0); a form whose verdict differs
# between s → 0 and s → −∞ (−s(k_a + k_b), s²(k_a + k_b)) is not generated with it
MUCH_BELOW_ONE = "much-below-one"
# a value: "s = 100" (large enough for every right form), "s = 0.001", "s = 1"
VALUE_BIG, VALUE_TINY, VALUE_ONE = "value-100", "value-0.001", "value-1"
VALUES = (VALUE_BIG, VALUE_TINY, VALUE_ONE)
# said about the scale, but not where it goes ("s is decreasing", "s chosen suitably"): review
VAGUE = "vague"


@dataclass(frozen=True)
class Form:
    """One answer form: templates in LaTeX and in plain text ({s} is the scale; unicode derives from plain)."""

    name: str
    tex: tuple  # one template per answer name, e.g. ("{s}(k_a + k_b)",) or (K, Q, V)
    plain: tuple
    right_when: frozenset  # directions of the scale under which the answer is right
    unclear_when: frozenset = frozenset()  # directions under which the right verdict is arguable: not generated
    right_at_minus_infinity: bool = False  # right as s → −∞ (−s k_j, s² k_j)

    @property
    def right(self) -> bool:
        return LARGE in self.right_when


def _form(name, tex, plain, right_when=(LARGE,), unclear_when=(), right_at_minus_infinity=False):
    tex = (tex,) if isinstance(tex, str) else tex
    plain = (plain,) if isinstance(plain, str) else plain
    right_when, unclear_when = set(right_when), set(unclear_when)
    if LARGE in right_when:  # s = 100 is large enough for every form here that is right as s → ∞
        right_when.add(VALUE_BIG)
    if SMALL_POSITIVE in right_when:
        right_when.add(VALUE_TINY)
    if right_at_minus_infinity or SMALL_POSITIVE in right_when:
        unclear_when.add(MUCH_BELOW_ONE)
    elif SMALL in right_when:
        right_when.add(MUCH_BELOW_ONE)
    return Form(name, tex, plain, frozenset(right_when), frozenset(unclear_when), right_at_minus_infinity)


NEGATIVE_SIDE = dict(right_at_minus_infinity=True)


# 1/s: right as s → 0⁺; "s → 0", "s small" say no sign (symattn reads s → 0 from either side, where 1/s → −∞
# is wrong), and whether a student's scale is positive unless said is arguable: those cases are not generated
RECIPROCAL = dict(right_when=(SMALL_POSITIVE,), unclear_when=(SMALL,))


WRONG = ()
ANSWERS = {"copy": ("q",), "average": ("q",), "single-head": ("q",), "multi-head": ("q_1", "q_2"),
           "kqv-plain": ("c_2",), "kqv-design": ("K", "Q", "V")}
RELATION = {"kqv-plain": ("\\approx", "≈")}  # (tex, plain); the others define with =

FORMS = {
    "copy": [
        _form("s k_j", "{s} k_j", "{s} k_j"),
        _form("3s k_j", "3{s}\\, k_j", "3*{s}*k_j"),
        _form("s^2 k_j", "{s}^2 k_j", "{s}^2 k_j", **NEGATIVE_SIDE),
        _form("e^s k_j", "e^{{{s}}} k_j", "exp({s}) k_j"),
        _form("k_j (no scale)", "k_j", "k_j", WRONG),
        _form("-s k_j", "-{s} k_j", "-{s} k_j", WRONG, **NEGATIVE_SIDE),
        _form("k_j / s", "\\frac{{k_j}}{{{s}}}", "k_j/{s}", **RECIPROCAL),
    ],
    "average": [
        _form("s(k_a+k_b)", "{s}(k_a + k_b)", "{s}*(k_a + k_b)"),
        _form("s k_a + s k_b", "{s} k_a + {s} k_b", "{s} k_a + {s} k_b"),
        _form("2s(k_a+k_b)", "2{s}(k_a + k_b)", "2*{s}*(k_a + k_b)"),
        _form("e^s(k_a+k_b)", "e^{{{s}}}(k_a + k_b)", "exp({s})*(k_a + k_b)"),
        _form("s^2(k_a+k_b)", "{s}^2 (k_a + k_b)", "{s}^2 (k_a + k_b)", **NEGATIVE_SIDE),
        _form("k_a+k_b (no scale)", "k_a + k_b", "k_a + k_b", WRONG),
        _form("s(k_a+3k_b)", "{s}(k_a + 3k_b)", "{s}*(k_a + 3*k_b)", WRONG),
        _form("s k_a alone", "{s} k_a", "{s} k_a", WRONG),
        _form("-s(k_a+k_b)", "-{s}(k_a + k_b)", "-{s}*(k_a + k_b)", WRONG, **NEGATIVE_SIDE),
        _form("(k_a+k_b)/s", "\\frac{{k_a + k_b}}{{{s}}}", "(k_a + k_b)/{s}", **RECIPROCAL),
    ],
    "single-head": [
        _form("s(mu_a+mu_b)", "{s}(\\mu_a + \\mu_b)", "{s}*(mu_a + mu_b)"),
        _form("s mu_a + s mu_b", "{s}\\mu_a + {s}\\mu_b", "{s} mu_a + {s} mu_b"),
        _form("3s(mu_a+mu_b)", "3{s}(\\mu_a + \\mu_b)", "3*{s}*(mu_a + mu_b)"),
        _form("e^s(mu_a+mu_b)", "e^{{{s}}}(\\mu_a + \\mu_b)", "exp({s})*(mu_a + mu_b)"),
        _form("mu_a+mu_b (no scale)", "\\mu_a + \\mu_b", "mu_a + mu_b", WRONG),
        _form("s(mu_a+3mu_b)", "{s}(\\mu_a + 3\\mu_b)", "{s}*(mu_a + 3*mu_b)", WRONG),
        _form("s mu_a alone", "{s}\\mu_a", "{s} mu_a", WRONG),
        _form("-s(mu_a+mu_b)", "-{s}(\\mu_a + \\mu_b)", "-{s}*(mu_a + mu_b)", WRONG, **NEGATIVE_SIDE),
        _form("s(k_a+k_b) (random keys)", "{s}(k_a + k_b)", "{s}*(k_a + k_b)", WRONG),
    ],
    "multi-head": [
        _form("s mu_a, s mu_b", ("{s}\\mu_a", "{s}\\mu_b"), ("{s} mu_a", "{s} mu_b")),
        _form("s mu_b, s mu_a", ("{s}\\mu_b", "{s}\\mu_a"), ("{s} mu_b", "{s} mu_a")),
        _form("2s mu_a, s mu_b", ("2{s}\\mu_a", "{s}\\mu_b"), ("2*{s}*mu_a", "{s} mu_b")),
        _form("e^s mu_a, e^s mu_b", ("e^{{{s}}}\\mu_a", "e^{{{s}}}\\mu_b"), ("exp({s})*mu_a", "exp({s})*mu_b")),
        _form("mu_a, mu_b (no scale)", ("\\mu_a", "\\mu_b"), ("mu_a", "mu_b"), WRONG),
        _form("s mu_a twice", ("{s}\\mu_a", "{s}\\mu_a"), ("{s} mu_a", "{s} mu_a"), WRONG),
        _form("s(mu_a+mu_b), s(mu_a-mu_b)", ("{s}(\\mu_a + \\mu_b)", "{s}(\\mu_a - \\mu_b)"),
              ("{s}*(mu_a + mu_b)", "{s}*(mu_a - mu_b)"), WRONG),
        _form("s k_a, s k_b (random keys)", ("{s} k_a", "{s} k_b"), ("{s} k_a", "{s} k_b"), WRONG),
        _form("-s mu_a, -s mu_b", ("-{s}\\mu_a", "-{s}\\mu_b"), ("-{s} mu_a", "-{s} mu_b"), WRONG, **NEGATIVE_SIDE),
    ],
    "kqv-plain": [
        _form("u_a", "u_a", "u_a"),
        _form("x_2", "x_2", "x_2"),
        _form("u_b", "u_b", "u_b", WRONG),
        _form("(u_a+u_b)/2", "\\frac{{1}}{{2}}(u_a + u_b)", "(u_a + u_b)/2", WRONG),
        _form("u_d+u_b", "u_d + u_b", "u_d + u_b", WRONG),
        _form("(x_1+x_2+x_3)/3", "\\frac{{1}}{{3}}(x_1 + x_2 + x_3)", "(x_1 + x_2 + x_3)/3", WRONG),
    ],
    "kqv-design": [
        _form("K=I, Q=(u_d u_a^T + u_c u_d^T)/b^2, V=(u_b u_b^T - u_c u_c^T)/b^2",
              ("I", "\\frac{{u_d u_a^\\top + u_c u_d^\\top}}{{{s}^2}}", "\\frac{{u_b u_b^\\top - u_c u_c^\\top}}{{{s}^2}}"),
              ("I", "(u_d u_a^T + u_c u_d^T)/{s}^2", "(u_b u_b^T - u_c u_c^T)/{s}^2")),
        _form("Q without 1/b^2",
              ("I", "u_d u_a^\\top + u_c u_d^\\top", "\\frac{{u_b u_b^\\top - u_c u_c^\\top}}{{{s}^2}}"),
              ("I", "u_d u_a^T + u_c u_d^T", "(u_b u_b^T - u_c u_c^T)/{s}^2")),
        _form("Q doubled",
              ("I", "\\frac{{2(u_d u_a^\\top + u_c u_d^\\top)}}{{{s}^2}}", "\\frac{{u_b u_b^\\top - u_c u_c^\\top}}{{{s}^2}}"),
              ("I", "2(u_d u_a^T + u_c u_d^T)/{s}^2", "(u_b u_b^T - u_c u_c^T)/{s}^2")),
        _form("V without 1/b^2",
              ("I", "\\frac{{u_d u_a^\\top + u_c u_d^\\top}}{{{s}^2}}", "u_b u_b^\\top - u_c u_c^\\top"),
              ("I", "(u_d u_a^T + u_c u_d^T)/{s}^2", "u_b u_b^T - u_c u_c^T"), WRONG),
        _form("V with +u_c u_c^T",
              ("I", "\\frac{{u_d u_a^\\top + u_c u_d^\\top}}{{{s}^2}}", "\\frac{{u_b u_b^\\top + u_c u_c^\\top}}{{{s}^2}}"),
              ("I", "(u_d u_a^T + u_c u_d^T)/{s}^2", "(u_b u_b^T + u_c u_c^T)/{s}^2"), WRONG),
        _form("Q transposed",
              ("I", "\\frac{{u_a u_d^\\top + u_d u_c^\\top}}{{{s}^2}}", "\\frac{{u_b u_b^\\top - u_c u_c^\\top}}{{{s}^2}}"),
              ("I", "(u_a u_d^T + u_d u_c^T)/{s}^2", "(u_b u_b^T - u_c u_c^T)/{s}^2"), WRONG),
        _form("K = 0",
              ("0", "\\frac{{u_d u_a^\\top + u_c u_d^\\top}}{{{s}^2}}", "\\frac{{u_b u_b^\\top - u_c u_c^\\top}}{{{s}^2}}"),
              ("0", "(u_d u_a^T + u_c u_d^T)/{s}^2", "(u_b u_b^T - u_c u_c^T)/{s}^2"), WRONG),
    ],
}
KQV = ("kqv-plain", "kqv-design")

# --------------------------------------------------------------------------------------------- directions
# MATH_DIRECTIONS: (id, direction, LaTeX, plain, Unicode) of a relation on the scale ({s} its name);
# LIMIT_SENTENCES: (id, direction, a sentence of its own); WORD_CLAUSES: (id, language, direction, a whole clause
# about {s}, its name as written in prose); WORD_ADJUNCTS: (id, language, direction, words attached to the answer).
MATH_DIRECTIONS = [
    ("to-infinity", LARGE, "{s} \\to \\infty", "{s} -> infinity", "{s} → ∞"),
    ("to-plus-infinity", LARGE, "{s} \\rightarrow +\\infty", "{s} -> +infinity", "{s} → +∞"),
    ("gg-1", LARGE, "{s} \\gg 1", "{s} >> 1", "{s} ≫ 1"),
    ("geq-10^6", LARGE, "{s} \\geq 10^6", "{s} >= 10^6", "{s} ≥ 10^6"),
    ("to-0", SMALL, "{s} \\to 0", "{s} -> 0", "{s} → 0"),
    ("to-0+", SMALL_POSITIVE, "{s} \\to 0^+", "{s} -> 0+", "{s} → 0⁺"),
    ("ll-1", MUCH_BELOW_ONE, "{s} \\ll 1", "{s} << 1", "{s} ≪ 1"),
    ("in-(0,1)", BELOW_ONE, "0 < {s} < 1", "0 < {s} < 1", "0 < {s} < 1"),
    ("geq-100", LARGE, "{s} \\geq 100", "{s} >= 100", "{s} ≥ 100"),
    ("exp-minus-to-0", LARGE, "e^{{-{s}}} \\to 0", "exp(-{s}) -> 0", "e^(-{s}) → 0"),
    ("uparrow-infinity", LARGE, "{s} \\uparrow \\infty", "{s} -> infinity", "{s} ↑ ∞"),
    ("downarrow-0", SMALL_POSITIVE, "{s} \\downarrow 0", "{s} -> 0+", "{s} ↓ 0"),
    ("approx-0", SMALL, "{s} \\approx 0", "{s} ~ 0", "{s} ≈ 0"),
    ("equals-100", VALUE_BIG, "{s} = 100", "{s} = 100", "{s} = 100"),
    ("equals-10^3", VALUE_BIG, "{s} = 10^3", "{s} = 10^3", "{s} = 10³"),
    ("equals-0.001", VALUE_TINY, "{s} = 0.001", "{s} = 0.001", "{s} = 0.001"),
    ("equals-1", VALUE_ONE, "{s} = 1", "{s} = 1", "{s} = 1"),
]
# \lim_{s→∞} is said of the output: "c = lim_{s→∞} …" — written as a sentence of its own (tex notations only)
LIMIT_SENTENCES = [
    ("lim-infinity", LARGE, "We take $\\lim_{{{s} \\to \\infty}}$ of the output."),
    ("lim-zero", SMALL, "We take $\\lim_{{{s} \\to 0}}$ of the output."),
]
WORD_CLAUSES = [  # (id, language, direction, clause); the clause is a full statement about {s}
    ("is-huge", "en", LARGE, "{s} is huge"),
    ("is-very-large", "en", LARGE, "{s} is very large"),
    ("much-greater-than-1", "en", LARGE, "{s} is much greater than 1"),
    ("far-larger-than-1", "en", LARGE, "{s} is far larger than 1"),
    ("tends-to-infinity", "en", LARGE, "{s} tends to infinity"),
    ("grows-without-bound", "en", LARGE, "{s} grows without bound"),
    ("is-small", "en", SMALL, "{s} is small"),
    ("tends-to-zero", "en", SMALL, "{s} tends to zero"),
    ("much-smaller-than-1", "en", MUCH_BELOW_ONE, "{s} is much smaller than 1"),
    ("less-than-1", "en", BELOW_ONE, "{s} is less than 1"),
    ("fr-tend-infini", "fr", LARGE, "{s} tend vers l'infini"),
    ("fr-tres-grand", "fr", LARGE, "{s} est très grand"),
    ("fr-petit", "fr", SMALL, "{s} est petit"),
    ("de-sehr-gross", "de", LARGE, "{s} sehr groß ist"),
    ("de-klein", "de", SMALL, "{s} sehr klein ist"),
    ("es-muy-grande", "es", LARGE, "{s} es muy grande"),
    ("zh-hen-da", "zh", LARGE, "{s} 很大"),
    ("zh-yuan-da-yu-1", "zh", LARGE, "{s} 远大于 1"),
    ("zh-hen-xiao", "zh", SMALL, "{s} 很小"),
    ("zh-xiao-yu-1", "zh", BELOW_ONE, "{s} 小于 1"),
    ("ja-ookii", "ja", LARGE, "{s} が十分大きい"),
    ("ja-chiisai", "ja", SMALL, "{s} が小さい"),
    ("large-positive-constant", "en", LARGE, "{s} is a large positive constant"),
    ("arbitrarily-large", "en", LARGE, "{s} becomes arbitrarily large"),
    ("sent-to-infinity", "en", LARGE, "{s} is sent to infinity"),
    ("close-to-zero", "en", SMALL, "{s} is close to zero"),
    ("tiny-positive", "en", SMALL_POSITIVE, "{s} is a tiny positive number"),
    ("is-decreasing", "en", VAGUE, "{s} is decreasing"),
    ("chosen-suitably", "en", VAGUE, "{s} is chosen suitably"),
    ("fr-proche-zero", "fr", SMALL, "{s} est proche de zéro"),
    ("es-tiende-infinito", "es", LARGE, "{s} tiende a infinito"),
    ("pt-muito-grande", "pt", LARGE, "{s} é muito grande"),
    ("it-molto-grande", "it", LARGE, "{s} è molto grande"),
    ("ru-ochen-veliko", "ru", LARGE, "{s} очень велико"),
    ("ko-maeu-keuda", "ko", LARGE, "{s}가 매우 크다"),
    ("zh-qu-yu-0", "zh", SMALL, "{s} 趋于 0"),
]
WORD_ADJUNCTS = [  # (id, language, direction, adjunct)
    ("for-large", "en", LARGE, "for large {s}"),
    ("as-grows", "en", LARGE, "as {s} grows"),
    ("for-sufficiently-large", "en", LARGE, "for a sufficiently large {s}"),
    ("with-much-greater", "en", LARGE, "with {s} much greater than 1"),
    ("for-small", "en", SMALL, "for small {s}"),
    ("with-close-to-zero", "en", SMALL, "with {s} close to zero"),
    ("fr-pour-grand", "fr", LARGE, "pour {s} grand"),
    ("de-fuer-grosses", "de", LARGE, "für großes {s}"),
    ("ja-toki", "ja", LARGE, "（{s} が大きいとき）"),
    ("in-the-limit-of-large", "en", LARGE, "in the limit of large {s}"),
    ("for-big-enough", "en", LARGE, "for {s} big enough"),
    ("zh-dang-hen-da-shi", "zh", LARGE, "（当 {s} 很大时）"),
    ("fr-lorsque-infini", "fr", LARGE, "lorsque {s} tend vers l'infini"),
    ("for-tiny", "en", SMALL, "for tiny {s}"),
]
# words that join an answer and a clause about its scale, and open a hypothesis, per language
WHERE = {"en": "where", "fr": "où", "de": "wobei", "es": "donde", "pt": "onde", "it": "dove", "ru": "где",
         "ko": "여기서", "zh": "，其中", "ja": "、ただし"}
IF_THEN = {"en": ("If {c}, then", "."), "fr": ("Si {c}, alors", "."), "de": ("Wenn {c}, dann ist", "."),
           "es": ("Si {c}, entonces", "."), "pt": ("Se {c}, então", "."), "it": ("Se {c}, allora", "."),
           "ru": ("Если {c}, то", "."), "ko": ("{c}면", "."), "zh": ("如果{c}，那么", "。"), "ja": ("{c}なら、", "。")}
HYPOTHESES_EN = ["If {c}, then {a}.", "Suppose {c}. Then {a}.", "Assume {c}; then {a}."]
FINALS = ["Final answer: {b}", "Therefore {b}", "**Answer:** {b}", "So the answer is {b}"]
REJECTIONS = ["At first I tried {w}, but that is wrong. {b}", "{w} does not work. {b}",
              "I first wrote {w}; actually no. {b}", "My first guess {w} is wrong. {b}"]
ASIDES = [" (e.g. {x})", " (for instance {x})", ", say {x}"]

NOTATIONS = ("dollar", "paren", "display", "bracket", "plain", "code", "unicode", "bold")
TEX_NOTATIONS = ("dollar", "paren", "display", "bracket")
MOODS = ("plain", "final", "boxed", "rejected", "aside", "hypothesis", "contradiction", "superseded")
MOOD_WEIGHTS = (3, 2, 2, 2, 2, 2, 1, 1)
# an earlier answer, neither rejected nor hypothetical, then an explicit final answer: the final one is graded
SUPERSEDED = ["We try {w}. Final answer: {b}", "First attempt: {w}. Final answer: {b}"]
PROSE = ("none", "before", "after", "both")
DISTRACTORS = ("none", "other-regime", "setting-equation", "mentions-n", "wrong-in-passing")
# (a claim in words, "the softmax puts its weight on the keys with the largest scores", is no such sentence: the
# certified contract reads it as a claim beside the answer, and nobody reads it)
PROSE_BEFORE = ["Here is the answer.",
                "We need the two weights to be equal and every other weight to vanish in the limit.",
                "Solution."]
PROSE_AFTER = ["This is what the question asks for.", "That completes the argument.", "Done."]
# the verdicts that are right for each label; a wrong form with a contradiction or a vague statement about its
# scale is wrong whatever the scale does, and review is defensible too (rule 6)
WRONG_OR_REVIEW = "incorrect-or-review"
ALLOWED = {"correct": ("correct",), "incorrect": ("incorrect",), "review": ("error", "invalid"),
           WRONG_OR_REVIEW: ("incorrect", "error", "invalid")}


@dataclass(frozen=True)
class Case:
    id: str
    part: str
    text: str
    label: str  # correct, incorrect or review
    axes: tuple  # ((axis, value), …): what produced the case

    @property
    def axis(self) -> dict:
        return dict(self.axes)

    @property
    def key(self) -> str:
        """A name for the case that depends only on its part and text (ids shift when the generator changes)."""
        return hashlib.sha1(f"{self.part}\n{self.text}".encode()).hexdigest()[:12]

    def right(self, verdict: str) -> bool:
        """Whether a verdict is the right outcome for this case."""
        return verdict in ALLOWED[self.label]


# --------------------------------------------------------------------------------------------- rendering
GREEK_PLAIN = {"beta": "β", "gamma": "γ", "lambda": "λ", "tau": "τ", "kappa": "κ", "mu": "μ", "xi": "ξ", "theta": "θ"}


def _unicode(plain: str) -> str:
    text = re.sub(r"\b(beta|gamma|lambda|tau|kappa|mu|xi|theta)(?=_|\b)", lambda m: GREEK_PLAIN[m.group(1)], plain)
    text = text.replace("^T", "ᵀ").replace("^2", "²").replace("*", "·").replace("->", "→")
    return text.replace("infinity", "∞")


def _scale(scale: str, notation: str) -> str:
    tex, plain, uni = SCALES[scale]
    if notation in ("plain", "code", "bold"):
        return plain
    if notation == "unicode":
        return uni
    return tex


def _math(body_tex: str, body_plain: str, notation: str, display_ok: bool = True) -> str:
    """A math statement in the notation: LaTeX wrapped in its delimiters, or plain/code/unicode text."""
    if notation == "dollar":
        return f"${body_tex}$"
    if notation == "paren":
        return f"\\({body_tex}\\)"
    if notation == "display":
        return f"$${body_tex}$$" if display_ok else f"${body_tex}$"
    if notation == "bracket":
        return f"\\[{body_tex}\\]" if display_ok else f"\\({body_tex}\\)"
    if notation == "code":
        return f"`{body_plain}`"
    if notation == "bold":  # Markdown emphasis around the answer
        return f"**{body_plain}**" if display_ok else body_plain
    if notation == "unicode":
        return _unicode(body_plain)
    return body_plain


def _answer_bodies(part: str, form: Form, scale: str) -> tuple:
    """(tex, plain) of the whole answer: every name defined, joined by commas."""
    tex_s, plain_s, _ = SCALES[scale]
    rel_tex, rel_plain = RELATION.get(part, ("=", "="))
    names = ANSWERS[part]
    tex = ", \\quad ".join(f"{n} {rel_tex} " + t.format(s=tex_s) for n, t in zip(names, form.tex))
    plain = ", ".join(f"{n} {rel_plain} " + t.format(s=plain_s) for n, t in zip(names, form.plain))
    return tex, plain


# LaTeX spellings of the same answer: vector names in bold, with arrows, with braced subscripts; products with
# \cdot or a thin space. Applied to the LaTeX of an answer (not to its plain or Unicode forms).
SPELLINGS = {
    "-": lambda tex: tex,
    "braced-subscripts": lambda tex: re.sub(r"(?<=[kux])_([abcdj123])|(?<=\\mu)_([ab])",
                                            lambda m: "_{" + (m.group(1) or m.group(2)) + "}", tex),
    "bold-vectors": lambda tex: re.sub(r"(?<![A-Za-z\\])([kux])_", r"\\mathbf{\1}_", tex).replace(
        "\\mu_", "\\boldsymbol{\\mu}_"),
    "arrow-vectors": lambda tex: re.sub(r"(?<![A-Za-z\\])([kux])_", r"\\vec{\1}_", tex).replace(
        "\\mu_", "\\vec{\\mu}_"),
    "cdot": lambda tex: re.sub(r"(?<=[A-Za-z}])(?=\()", r" \\cdot ", tex),
    "exp-command": lambda tex: re.sub(r"e\^\{([^{}]+)\}", r"\\exp(\1)", tex),
}
# How the two heads of multi-head are named: q_1 and q_2; in words ("for head 1, q = …"); jointly
# (q_{1,2} = s μ_{a,b}, only for the forms whose heads differ by the key alone)
HEADS = ("subscripts", "words", "joint")


def _answer(part: str, form: Form, scale: str, notation: str, boxed: bool = False, spelling: str = "-",
            heads: str = "subscripts") -> str:
    if heads == "words":
        tex_s, plain_s, _ = SCALES[scale]
        one, two = (_math(SPELLINGS[spelling]("q = " + t.format(s=tex_s)), "q = " + p.format(s=plain_s), notation)
                    for t, p in zip(form.tex, form.plain))
        return f"for head 1, {one}, and for head 2, {two}"
    if heads == "joint":
        tex_s, plain_s, _ = SCALES[scale]
        tex = SPELLINGS[spelling](form.tex[0].format(s=tex_s).replace("_a", "_{a,b}"))
        plain = form.plain[0].format(s=plain_s).replace("_a", "_{a,b}")
        return _math(f"q_{{1,2}} = {tex}", f"q_{{1,2}} = {plain}", notation)
    tex, plain = _answer_bodies(part, form, scale)
    tex = SPELLINGS[spelling](tex)
    if boxed:
        tex = f"\\boxed{{{tex}}}"
    return _math(tex, plain, notation)


def _direction_text(entry, scale: str, notation: str) -> str:
    """A direction as a clause: math in the notation, or words with the scale's name as written."""
    kind, template = entry[0], entry[-1]
    if kind == "math":
        _, _, _, tex, plain, uni = entry
        tex_s, plain_s, uni_s = SCALES[scale]
        if notation == "unicode":
            return uni.format(s=uni_s)
        return _math(tex.format(s=tex_s), plain.format(s=plain_s), notation, display_ok=False)
    name = _scale(scale, notation)
    if notation in TEX_NOTATIONS:
        name = f"${name}$"
    elif notation == "code":
        name = f"`{name}`"
    return template.format(s=name)


# --------------------------------------------------------------------------------------------- composition
def _graded_direction(said: str, hypothesis: str) -> str:
    """Rule 1: outright, else the hypothesis, else large."""
    return said if said != NONE else hypothesis if hypothesis != NONE else LARGE


def _label(part: str, form: Form, direction: str) -> str:
    if direction == VAGUE:  # rule 6: said of the scale, but not where it goes
        return "review" if form.right_when else WRONG_OR_REVIEW
    if part in KQV and direction != LARGE:
        return "incorrect"  # rule 4: another regime than the question's
    return "correct" if direction in form.right_when else "incorrect"


def _compose(rng: random.Random, part: str) -> Case | None:
    """One case: every axis drawn, the text put together, the label computed from the axes (None: a
    combination whose right verdict is arguable, left out)."""
    right = [f for f in FORMS[part] if f.right_when]  # right under some direction: about half the cases correct
    form = rng.choice(right if rng.random() < 0.6 else [f for f in FORMS[part] if f not in right])
    scale = KQV_SCALE if part in KQV else rng.choice(sorted(SCALES))
    notation = rng.choice(NOTATIONS)
    mood = rng.choices(MOODS, MOOD_WEIGHTS)[0]
    prose = rng.choice(PROSE)
    distractor = rng.choice(DISTRACTORS)
    in_tex = notation in TEX_NOTATIONS
    if mood == "boxed" and not in_tex:
        mood = "plain"
    # the direction phrase: math, a clause in words, an adjunct in words, a limit sentence, or nothing
    style = rng.choice(("math", "clause", "adjunct", "none") + (("limit",) if in_tex else ())
                       if mood not in ("hypothesis", "contradiction") else ("math", "clause"))
    if style == "limit":
        phrase_id, direction, template = rng.choice(LIMIT_SENTENCES)
        language = "math"
        clause = template.format(s=SCALES[scale][0])
    elif style == "math":
        phrase_id, direction, tex, plain, uni = rng.choice(MATH_DIRECTIONS)
        language = "math"
        clause = _direction_text(("math", phrase_id, direction, tex, plain, uni), scale, notation)
    elif style == "clause":
        phrase_id, language, direction, template = rng.choice(WORD_CLAUSES)
        clause = _direction_text(("clause", template), scale, notation)
    elif style == "adjunct":
        phrase_id, language, direction, template = rng.choice(WORD_ADJUNCTS)
        clause = _direction_text(("adjunct", template), scale, notation)
    else:
        phrase_id, language, direction, clause = "none", "none", NONE, ""
    if part in KQV and direction in VALUES:
        return None  # β = 100 in a question that takes β → ∞: an example or another regime? arguable
    if direction == VAGUE and mood in ("hypothesis", "contradiction", "aside"):
        return None
    if direction in VALUES and mood == "contradiction":
        return None  # "s = 1. Moreover s → ∞": a value beside a limit may be an illustration (README): arguable
    spelling = rng.choice(sorted(SPELLINGS)) if in_tex else "-"
    heads = "subscripts"
    if part == "multi-head":
        heads = rng.choice(HEADS)
        if heads == "joint" and not re.fullmatch(r"[^_]*\\mu_a", form.tex[0]) or \
                heads == "joint" and form.tex[1] != form.tex[0].replace("_a", "_b"):
            heads = "subscripts"
        if heads != "subscripts" and mood == "boxed":
            mood = "plain"
    answer = _answer(part, form, scale, notation, boxed=mood == "boxed", spelling=spelling, heads=heads)
    variant = "-"
    said, hypothesis, second = direction, NONE, "none"
    name = _direction_text(("adjunct", "{s}"), scale, notation)
    if mood == "hypothesis":
        if language in ("en", "math"):
            variant = rng.choice(HYPOTHESES_EN)
            body = variant.format(c=clause, a=answer)
        else:
            opening, end = IF_THEN[language]
            body = f"{opening.format(c=clause)} {answer}{end}"
        said, hypothesis = NONE, direction
    elif style == "adjunct":
        body = f"{answer} {clause}."
    elif style == "none":
        body = f"{answer}."
    elif style == "limit":
        body = f"{answer}. {clause}"
    else:
        joiner = WHERE.get(language, "where")
        body = f"{answer}{joiner} {clause}." if joiner.startswith(("，", "、")) else f"{answer}, {joiner} {clause}."
    if mood == "final":
        variant = rng.choice(FINALS)
        body = variant.format(b=body)
    elif mood == "aside":
        # never beside a value said outright ("s = 10^3, say s = 100" gives two values that disagree)
        value = "100" if said == LARGE else "0.001" if said in (SMALL, SMALL_POSITIVE, MUCH_BELOW_ONE) else None
        if value is None or part in KQV or style == "none":
            mood = "plain"  # an aside that agrees with what is said outright, and only then (rule 1)
        else:
            variant = rng.choice(ASIDES)
            example = _math(f"{SCALES[scale][0]} = {value}", f"{SCALES[scale][1]} = {value}", notation, display_ok=False)
            body = body[:-1] + variant.format(x=example) + "."
    elif mood == "superseded":
        wrongs = [f for f in FORMS[part] if not f.right_when and f.name != form.name]
        variant = rng.choice(SUPERSEDED)
        body = variant.format(w=_answer(part, rng.choice(wrongs), scale, notation), b=body)
    elif mood == "rejected":
        wrongs = [f for f in FORMS[part] if not f.right_when and f.name != form.name]
        variant = rng.choice(REJECTIONS)
        body = variant.format(w=_answer(part, rng.choice(wrongs), scale, notation), b=body)
    elif mood == "contradiction":
        others = (LARGE,) if direction != LARGE else (SMALL, MUCH_BELOW_ONE, BELOW_ONE)
        candidates = [e for e in WORD_CLAUSES if e[2] in others and e[1] == "en"]
        second, _, _, template = rng.choice(candidates)
        body = f"{body} Moreover, {_direction_text(('clause', template), scale, notation)}."
    if distractor == "other-regime" and said == LARGE and part not in KQV:
        body = f"{body} If {name} were small, the weights would be nearly uniform."
    elif distractor == "setting-equation":
        if part in KQV:
            body = f"Recall that {_math('x_2 = u_a', 'x_2 = u_a', notation, display_ok=False)}. {body}"
        elif part in ("single-head", "multi-head"):
            body = f"The weights are a softmax of the scores. {body}"
        else:
            setting = _math("\\alpha_i = \\frac{\\exp(k_i^\\top q)}{\\sum_j \\exp(k_j^\\top q)}",
                            "alpha_i = exp(k_i^T q) / sum_j exp(k_j^T q)", notation, display_ok=False)
            body = f"Recall {setting}. {body}"
    elif distractor == "mentions-n" and part not in KQV:
        body = f"{body} Here {_n(notation)} is the number of keys."
    elif distractor == "mentions-n" and part == "kqv-plain":  # the question's second half, after the answer
        distractor = "follow-up"
        changed = _math("x_2 = u_a + u_d", "x_2 = u_a + u_d", notation, display_ok=False)
        then = _math("c_2 \\approx u_a + u_d", "c_2 ≈ u_a + u_d", notation, display_ok=False)
        body = f"{body} With {changed} we get {then}, so adding u_d cannot give u_b."
    elif distractor == "wrong-in-passing" and mood != "rejected":
        wrongs = [f for f in FORMS[part] if not f.right_when and f.name != form.name]
        body = f"{body} Note that {_answer(part, rng.choice(wrongs), scale, notation)} would not work."
    else:
        distractor = "none"  # a distractor that does not fit this case (rule 9) is left out
    if prose in ("before", "both"):
        body = f"{rng.choice(PROSE_BEFORE)} {body}"
    if prose in ("after", "both"):
        body = f"{body} {rng.choice(PROSE_AFTER)}"
    graded = _graded_direction(said, hypothesis)
    if graded in form.unclear_when:
        return None
    label = ("review" if form.right_when else WRONG_OR_REVIEW) if mood == "contradiction" else \
        _label(part, form, graded)
    axes = (("part", part), ("form", form.name), ("form-right", "right" if form.right else
                                                  "right-if-small" if form.right_when else "wrong"),
            ("scale", scale), ("direction", direction), ("phrase", phrase_id), ("language", language),
            ("style", style), ("mood", mood), ("variant", variant), ("second", second), ("notation", notation),
            ("prose", prose), ("distractor", distractor), ("spelling", spelling), ("relation", "-"), ("heads", heads))
    return Case("", part, body, label, axes)


# Two scales in one query, q = s k_a + t k_b: right exactly when s − t → 0 while both grow (α_a/α_b = e^{s−t}).
# (id, label, relation in LaTeX, in plain text); {s}, {t} are the two names.
TWO_SCALE_FORMS = {"average": ("{s} k_a + {t} k_b", "{s} k_a + {t} k_b"),
                   "single-head": ("{s}\\mu_a + {t}\\mu_b", "{s} mu_a + {t} mu_b")}
RELATIONS = [
    ("equal", "correct", "${s} = {t} \\to \\infty$", "{s} = {t} -> infinity"),
    ("equal-in-words", "correct", "${s} = {t}$ and ${t} \\to \\infty$", "{s} = {t} and {t} -> infinity"),
    ("difference-to-0", "correct", "${s} - {t} \\to 0$ and ${t} \\to \\infty$", "{s} - {t} -> 0 and {t} -> infinity"),
    ("shift-by-1/t", "correct", "${s} = {t} + 1/{t}$ and ${t} \\to \\infty$", "{s} = {t} + 1/{t} and {t} -> infinity"),
    ("both-to-infinity", "incorrect", "${s}, {t} \\to \\infty$", "{s}, {t} -> infinity"),
    ("both-in-words", "incorrect", "${s}$ and ${t}$ both tend to infinity", "{s} and {t} both tend to infinity"),
    ("double", "incorrect", "${s} = 2{t}$ and ${t} \\to \\infty$", "{s} = 2*{t} and {t} -> infinity"),
    ("shift-by-1", "incorrect", "${s} = {t} + 1$ and ${t} \\to \\infty$", "{s} = {t} + 1 and {t} -> infinity"),
    ("little-o", "incorrect", "${s} = o({t})$ and ${t} \\to \\infty$", "{s} = o({t}) and {t} -> infinity"),
    ("one-grows-faster", "incorrect", "${s} \\gg {t} \\gg 1$", "{s} >> {t} >> 1"),
]


def _compose_two_scales(rng: random.Random, part: str) -> Case:
    """q = s k_a + t k_b and a relation between s and t (issue 14, item 3): read, or the answer is misgraded."""
    first, second = rng.sample(sorted(set(SCALES) - {"L"}), 2)
    notation = rng.choice(("dollar", "plain"))
    relation_id, label, tex, plain = rng.choice(RELATIONS)
    form_tex, form_plain = TWO_SCALE_FORMS[part]
    if notation == "dollar":
        names = {"s": SCALES[first][0], "t": SCALES[second][0]}
        body = f"$q = {form_tex.format(**names)}$, where {tex.format(**names)}."
    else:
        names = {"s": SCALES[first][1], "t": SCALES[second][1]}
        body = f"q = {form_plain.format(**names)}, where {plain.format(**names)}."
    form = "s mu_a + t mu_b" if part == "single-head" else "s k_a + t k_b"
    axes = (("part", part), ("form", form), ("form-right", "right" if label == "correct" else "wrong"),
            ("scale", f"{first},{second}"), ("direction", "two-scales"), ("phrase", f"relation:{relation_id}"),
            ("language", "math"), ("style", "relation"), ("mood", "plain"), ("variant", "-"), ("second", "none"),
            ("notation", notation), ("prose", "none"), ("distractor", "none"), ("spelling", "-"),
            ("relation", relation_id), ("heads", "-"))
    return Case("", part, body, label, axes)


def _n(notation: str) -> str:
    return {"dollar": "$n$", "paren": "\\(n\\)", "display": "$n$", "bracket": "\\(n\\)", "code": "`n`"}.get(notation, "n")


def sample() -> list:
    """The seeded sample graded in CI."""
    return corpus(SAMPLE_COUNT, SAMPLE_SEED)


def corpus(count: int = 6000, seed: int = 14) -> list:
    """`count` distinct cases, deterministic for a seed; parts in turn, every other axis drawn at random."""
    rng = random.Random(seed)
    parts = sorted(FORMS)
    seen, cases = set(), []
    attempts = 0
    while len(cases) < count and attempts < count * 20:
        attempts += 1
        part = parts[attempts % len(parts)]
        two_scales = part in TWO_SCALE_FORMS and rng.random() < 0.12
        case = _compose_two_scales(rng, part) if two_scales else _compose(rng, part)
        if case is None or (part, case.text) in seen:
            continue
        seen.add((part, case.text))
        cases.append(Case(f"c{len(cases):05d}", case.part, case.text, case.label, case.axes))
    return cases
