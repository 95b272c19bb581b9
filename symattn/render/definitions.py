"""The definitions page: the numeric functions of symattn/numerics.py, typeset by latexify-py.

latexify prints Python: `k[i].T @ q` as k_{i}.T q, `W_Q` as \\mathrm{W\\_Q}, a
product of long names with \\cdot, a sum's body in parentheses. The few
rewrites below turn that into the course's notation, k_i^⊤ q, W_Q, XW_Q,
Σ_{j=1}^{n} e^{k_j^⊤ q} (the derivations' e^x for exp(x)), and nothing else:
every symbol still comes from the code the tests run. A function of several statements (H) shows each as its
own equation, the last as the definition of the function's quantity.
"""

import re

import latexify

from symattn.engine import plain_definitions as numerics
from symattn.render.prose import safe_text

IDENTIFIERS = {"relu": "ReLU"}  # latexify's identifier replacement: the course writes ReLU
REWRITES = (
    (re.compile(r"\\mathrm\{([A-Za-z])\\_([A-Za-z0-9]+)\}"), r"\1_{\2}"),  # W_Q, b_1, c_1 as subscripts
    (re.compile(r"\\mathrm\{one\}"), r"\\mathbf{1}"),  # the column of ones
    (re.compile(r"\.T\b"), r"^\\top"),  # k.T: the transpose
    (re.compile(r" \\cdot "), " "),  # products by juxtaposition, as in XW_Q and v_i α_i
    (re.compile(r"_\{([a-z]), ([a-z])\}"), r"_{\1\2}"),  # α_{i, j} → α_{ij}
    (re.compile(r"\\mathrm\{(softmax|ReLU)\}"), r"\\operatorname{\1}"),
)
EXP = re.compile(r"\\exp \(([^()]*)\)")  # exp(k_i^⊤ q) as the derivations write it: e^{k_i^⊤ q}
SUM_BODY = re.compile(r"(\\sum_\{[^{}]*\}\^\{[^{}]*\}) \\mathopen\{\}\\left\(\{")


# the definitions each kind of setting uses: a sheet shows those of its parts only (a one-part sheet of `average`
# has no FFN and no position embedding)
USED_BY_KIND = {"softmax": ("alpha", "c"), "two-head": ("alpha", "c", "c_two_heads"),
                "self-attention": ("alpha_self", "c_self"), "matrices": ("H", "Z"),
                "positions": ("Phi_even", "Phi_odd")}


def definitions(kinds=None) -> list:
    """[{"caption": LaTeX, "equations": [[LaTeX, …], …]}] in the order of numerics.DEFINITIONS: each equation a
    list of formulas set side by side (H's Q = XW_Q, K = XW_K, V = XW_V), usually one. `kinds`: the setting kinds
    of the parts shown (None: every definition)."""
    used = None if kinds is None else {name for kind in kinds for name in USED_BY_KIND.get(str(kind), ())}
    shown = []
    for group in numerics.DEFINITIONS:
        if used is not None and not any(function.__name__ in used for function, _ in group):
            continue
        equations = []
        for function, left in group:
            body = course_notation(latexify.get_latex(function, use_math_symbols=True, use_signature=False,
                                                      identifiers=IDENTIFIERS))
            *steps, value = _statements(body)
            equations += [steps] if steps else []
            equations.append([f"{left} = {value}"])
        caption = safe_text(" ".join((group[0][0].__doc__ or "").split()))
        shown.append({"caption": caption, "equations": equations})
    return shown


def course_notation(tex: str) -> str:
    for pattern, replacement in REWRITES:
        tex = pattern.sub(replacement, tex)
    return _plain_parentheses(_unwrap_sum_bodies(tex))


def _plain_parentheses(tex: str) -> str:
    """latexify sizes every parenthesis (\\left( … \\right)); around a line of symbols, such as k_i^⊤ q, plain
    parentheses read better. Those around a fraction keep their size."""
    opening, closing = r"\mathopen{}\left( ", r" \mathclose{}\right)"
    start = tex.find(opening)
    while start != -1:
        depth, index = 0, start
        while index < len(tex):
            if tex.startswith(opening, index):
                depth, index = depth + 1, index + len(opening)
            elif tex.startswith(closing, index):
                depth -= 1
                if depth == 0:
                    break
                index += len(closing)
            else:
                index += 1
        inner = tex[start + len(opening):index]
        if depth == 0 and "\\frac" not in inner and "\\sum" not in inner:
            tex = tex[:start] + "(" + inner + ")" + tex[index + len(closing):]
        start = tex.find(opening, start + 1)
    return EXP.sub(r"e^{\1}", tex)


def _unwrap_sum_bodies(tex: str) -> str:
    """\\sum_{j = 1}^{n} \\mathopen{}\\left({BODY}\\mathclose{}\\right) → \\sum_{j = 1}^{n} BODY."""
    while (match := SUM_BODY.search(tex)) is not None:
        start = match.end() - 1  # the brace that opens BODY
        end = _matching_brace(tex, start)
        closing = r"\mathclose{}\right)"
        if end is None or not tex.startswith(closing, end + 1):
            break
        tex = tex[:match.start()] + match.group(1) + " " + tex[start + 1:end] + tex[end + 1 + len(closing):]
    return tex


def _matching_brace(tex: str, start: int):
    depth = 0
    for index in range(start, len(tex)):
        if tex[index] == "{" and tex[index - 1] != "\\":
            depth += 1
        elif tex[index] == "}" and tex[index - 1] != "\\":
            depth -= 1
            if depth == 0:
                return index
    return None


def _statements(tex: str) -> list:
    """latexify prints a function of several statements as an array, one statement a row."""
    match = re.fullmatch(r"\\begin\{array\}\{l\} (.*) \\end\{array\}", tex)
    return [row.strip() for row in match.group(1).split(r" \\ ")] if match else [tex]
