"""Notation rewritten before a step is judged: the problem's own functions written out (Φ as erf, Φ(t, 2i) as a sine),
and X′ as a name of its own where matrices are compared. Each rewrite is a pure function of a syntax tree or a text.
"""

import re
from dataclasses import replace

from symattn.meaning.models import HEAD_WEIGHT, TwoHeads
from symattn.notation import syntax as s

PRIME = re.compile(r"([A-Za-z])\s*(?:['′’]|\^\s*\{?\s*\\prime\s*\}?)")
NORMAL_CDF = re.compile(r"\\Phi\s*(?:\\left\s*)?\(|Φ\s*(?:\\left\s*)?\(")
PRIME_MARKS = ("'", "′", "’")


def is_prime(node, text: str) -> bool:
    """A transpose the notation read from a prime (X', X′, X^\\prime): the one prime test."""
    return isinstance(node, s.Transpose) and (text[node.pos:node.pos + 1] in PRIME_MARKS or
                                              text[node.pos:node.pos + 6] == "\\prime")


# marks written as a superscript on a matrix (X^π, Q^{perm}, K^{(P)}): a name of its own, never a power, which for a
# matrix is a whole number (P², P^{-1})
SUPERSCRIPT_MARKS = {"pi", "sigma", "tau", "rho", "perm", "p", "P", "prime"}


def unprimed(node, text: str):
    """X' is a new name (X_prime), not the transpose the notation reads for a prime; X^π is the name X_π; in plain
    text Xp (X then p, glued) is X_p, and Kp^T is (K_p)ᵀ."""
    if isinstance(node, s.Product):
        node = _marked_capitals(node)
    if is_prime(node, text):
        inner = unprimed(node.arg, text)
        if isinstance(inner, s.Name):
            return s.Name(inner.base, f"{inner.sub}prime" if inner.sub else "prime", inner.pos)
        return s.Transpose(inner, node.pos, node.letter)
    if isinstance(node, s.Power) and isinstance(node.base, s.Name) and not node.base.sub and \
            isinstance(node.exp, s.Name) and not node.exp.sub and node.exp.base in SUPERSCRIPT_MARKS and \
            node.base.base[:1].isupper():
        return s.Name(node.base.base, node.exp.base, node.base.pos)
    return s.with_children(node, lambda child: unprimed(child, text))


def _marked_capitals(product):
    """A product's capital followed right away by the letter p (Xp, Kp^T) as the name X_p (its transpose)."""
    factors, ops, changed = list(product.factors), list(product.ops), False
    i = 0
    while i + 1 < len(factors):
        capital, mark = factors[i], factors[i + 1]
        inner = mark.arg if isinstance(mark, s.Transpose) else mark
        if isinstance(capital, s.Name) and len(capital.base) == 1 and capital.base.isupper() and not capital.sub \
                and isinstance(inner, s.Name) and inner.base == "p" and not inner.sub and inner.pos == capital.pos + 1 \
                and ops[i] == "juxt":
            name = s.Name(capital.base, "p", capital.pos)
            factors[i:i + 2] = [s.Transpose(name, mark.pos, mark.letter) if isinstance(mark, s.Transpose) else name]
            del ops[i]
            changed = True
        i += 1
    if not changed:
        return product
    return factors[0] if len(factors) == 1 else s.Product(tuple(factors), tuple(ops), product.pos)


def primed_as_names(text: str) -> str:
    """A definition's text with X′ written as the name X_prime that `unprimed` reads."""
    return PRIME.sub(r"\1_{prime}", text)


def normal_cdf_as_erf(node):  # only where the part has noise: elsewhere Φ is the student's (Φ(t), a position)
    """Φ(x), the standard normal CDF, as the engine knows it: (1 + erf(x/√2))/2."""
    if isinstance(node, s.Call) and node.func == "Phi" and len(node.args) == 1:
        at = node.pos
        inner = s.Frac(normal_cdf_as_erf(node.args[0]), s.Call("sqrt", (s.Num("2", at),), at), at)
        return s.Frac(s.Sum((s.Num("1", at), s.Call("erf", (inner,), at)), at), s.Num("2", at), at)
    return s.with_children(node, normal_cdf_as_erf)


def normal_cdf_text_as_erf(text: str) -> str:
    """The same in a claim's text: \\Phi(x) as \\frac{1 + \\operatorname{erf}((x)/\\sqrt{2})}{2}."""
    found = NORMAL_CDF.search(text)
    while found:
        depth, end = 1, found.end()
        while end < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        if depth:
            return text
        argument = text[found.end():end - 1].removesuffix("\\right").strip()
        text = text[:found.start()] + f"\\frac{{1 + \\operatorname{{erf}}(({argument})/\\sqrt{{2}})}}{{2}}" + text[end:]
        found = NORMAL_CDF.search(text)
    return text


def embedding_entries(node):
    """The problem's Φ(t, 2i) = sin(t/10000^{2i/d}) and Φ(t, 2i + 1) = cos(t/10000^{2i/d}), for a column written 2i,
    2i + 1 or as a number; any other column is left as written (and not modelled)."""
    if isinstance(node, s.Call) and node.func == "Phi" and len(node.args) == 2:
        position, column = embedding_entries(node.args[0]), node.args[1]
        found = _column(column)
        if found is None:
            return node
        odd, doubled = found
        at = node.pos
        rate = s.Power(s.Num("10000", at), s.Frac(doubled, s.Name("d", "", at), at), at)
        return s.Call("cos" if odd else "sin", (s.Frac(position, rate, at),), at)
    return s.with_children(node, embedding_entries)


def _column(node):
    """(odd, the syntax of 2i) for a column 2i, 2i + 1, or a whole number; None for anything else."""
    if isinstance(node, s.Num) and node.text.isdigit():
        j = int(node.text)
        return j % 2 == 1, s.Num(str(j - j % 2), node.pos)
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num) and \
            node.factors[0].text == "2" and isinstance(node.factors[1], s.Name):
        return False, node
    if isinstance(node, s.Sum) and len(node.terms) == 2 and isinstance(node.terms[1], s.Num) and \
            node.terms[1].text == "1":
        inner = _column(node.terms[0])
        return (True, inner[1]) if inner is not None and not inner[0] and not isinstance(node.terms[0], s.Num) \
            else None
    return None


def as_the_engine_reads(link, setting, text: str = ""):
    """A link with the part's own functions written out: Φ as erf where there is noise, Φ(t, 2i) as its entry where
    there are positions; where there are two heads, a head's label written as a power in parentheses (α_a^{(1)}) as
    the head's weight."""
    from dataclasses import replace
    if setting.kind == "two-head" and text:
        link = replace(link, left=head_weights(link.left, text), right=head_weights(link.right, text))
    if setting.noise:
        return replace(link, left=normal_cdf_as_erf(link.left), right=normal_cdf_as_erf(link.right))
    if setting.kind == "positions" or "Phi" in setting.shapes:
        return replace(link, left=embedding_entries(link.left), right=embedding_entries(link.right))
    return link


def head_weights(node, text: str):
    """α_a^{(1)} (also α^{(1)}_a) as the weight on a of head 1: a head's label is a number in parentheses, which no
    power is written with."""
    def read(node):
        node = s.with_children(node, read)
        if isinstance(node, s.Power) and isinstance(node.base, s.Name) and node.base.base == "alpha" and \
                node.base.sub and isinstance(node.exp, s.Num) and node.exp.text in TwoHeads.queries and \
                "(" in text[node.pos:node.exp.pos] and ")" in text[node.exp.pos:node.exp.pos + len(node.exp.text) + 2]:
            return s.Name(HEAD_WEIGHT + node.exp.text, node.base.sub, node.base.pos)
        return node
    return read(node)


# a function written without parentheses: \sin, sin, \cos^2 — then its argument, with no bracket before it
BARE_CALL = re.compile(r"\\?(?:sin|cos|tan|exp|log|ln)(?![A-Za-z])\s*(?:\^\s*(?:\{[^{}]*\}|\S)\s*)?(?![\s(\[{]|\\left|\\[bB]ig)")
CALLED_WHOLE = ("sin", "cos", "tan", "exp", "log")


def whole_product_calls(link, text: str):
    """The step with each function written without parentheses applied to the factors after it, up to the next
    function (sin ωt_1 as sin(ωt_1), not sin(ω)·t_1; sin ωt cos ωt as sin(ωt)·cos(ωt)); None when no such call stands
    before a product."""
    changed = False

    def bare(node) -> bool:
        return isinstance(node, s.Call) and node.func in CALLED_WHOLE and len(node.args) == 1 and \
            BARE_CALL.match(text, node.pos) is not None

    def whole(node):
        nonlocal changed
        node = s.with_children(node, whole)
        if not isinstance(node, s.Product):
            return node
        factors, ops, at = [], [], 0
        while at < len(node.factors):
            factor, end = node.factors[at], at
            if bare(factor):
                while end + 1 < len(node.factors) and node.ops[end] == "juxt" and \
                        not isinstance(node.factors[end + 1], s.Call):
                    end += 1
            if end > at:
                changed = True
                inner = s.Product((factor.args[0], *node.factors[at + 1:end + 1]), ("juxt",) * (end - at), factor.pos)
                factor = s.Call(factor.func, (inner,), factor.pos)
            if factors:
                ops.append(node.ops[at - 1])
            factors.append(factor)
            at = end + 1
        return factors[0] if len(factors) == 1 else s.Product(tuple(factors), tuple(ops), node.pos)

    left, right = whole(link.left), whole(link.right)
    return replace(link, left=left, right=right) if changed else None


# a single name in parentheses written right after a name, with nothing between: α_b(t), c(η), \alpha_a(\beta)
_ARGUMENT = re.compile(r"(?<=[\w}])\(\s*\\?[A-Za-zα-ωΑ-Ω]+\s*\)")


def _argument_at(text: str, at: int) -> bool:
    found = _ARGUMENT.match(text, max(0, text.rfind("(", 0, at + 1)))
    return found is not None and found.start() < at < found.end()


def arguments_dropped(link, text: str):
    """The step with each quantity written with its argument (α_b(t): the weight at t, in the write-up's notation)
    read without it, not as the product α_b·t; None when no name is written so."""
    changed = False

    def drop(node):
        nonlocal changed
        node = s.with_children(node, drop)
        if not isinstance(node, s.Product):
            return node
        factors, ops = [node.factors[0]], []
        for op, factor in zip(node.ops, node.factors[1:]):
            # the factor before may hold the name (α_i(t)/α_j(t) reads as (α_i·t/α_j)·t): the text says it is glued
            if op == "juxt" and isinstance(factor, s.Name) and _argument_at(text, factor.pos):
                changed = True
                continue
            ops.append(op)
            factors.append(factor)
        return factors[0] if len(factors) == 1 else s.Product(tuple(factors), tuple(ops), node.pos)

    left, right = drop(link.left), drop(link.right)
    return replace(link, left=left, right=right) if changed else None
