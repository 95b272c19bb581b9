"""Syntax trees as unevaluated sympy objects, printed by sympy's LaTeX printer in the course's notation.

A claim or a student's answer is shown as written (k_a^⊤ q = t), not as its value:
the tree is turned into sympy objects that do not evaluate (non-commutative symbols
keep the order of products, Add/Mul/Pow with evaluate=False keep the form) and small
classes print transposes, norms, sums over key sets, matrices and relations.
"""

from sympy import Abs, Add, Expr, Integer, Mul, Pow, S, Symbol, exp, log, oo
from sympy.core.symbol import Str

from symattn.notation import syntax as s
from symattn.notation.vocabulary import RELATION_TEX, key_tex

RELATIONS = RELATION_TEX


class Shown(Expr):
    """A display-only node: its LaTeX is a template filled with its printed parts.

    The template is an argument, so nodes that print differently never compare equal.
    """

    is_commutative = False

    def __new__(cls, template: str, *parts):
        return Expr.__new__(cls, Str(template), *parts)

    def _latex(self, printer):
        return self.args[0].name.format(*(printer._print(a) for a in self.args[1:]))


def name_symbol(base: str, sub: str) -> Symbol:
    if base == "one":
        return Symbol("\\mathbf{1}" + (f"_{{{sub}}}" if sub else ""), commutative=False)
    return Symbol(key_tex(f"{base}_{sub}" if sub else base), commutative=False)


def to_sympy(node):
    method = globals().get("_" + type(node).__name__.lower())
    if method is None:
        raise ValueError(f"cannot display {type(node).__name__}")
    return method(node)


def _num(node):
    # a decimal prints as it was written (10.10 stays 10.10; a Float would print 10.1)
    return Shown(node.text) if "." in node.text else Integer(int(node.text))


def _name(node):
    if node.base == "e" and not node.sub:
        return S.Exp1
    if node.base == "pi" and not node.sub:
        return S.Pi
    return name_symbol(node.base, node.sub)


def _elided(node):
    return Shown(r"\left(\cdot\right)")  # an argument left out, as written: (·)


def _infinity(node):
    return oo


def _neg(node):
    value = to_sympy(node.arg)
    if value.is_Number:  # −1, not (−1)·1
        return -value
    return Mul(S.NegativeOne, value, evaluate=False)


def _sum(node):
    return Add(*(to_sympy(t) for t in node.terms), evaluate=False)


def _product(node):
    factors = [to_sympy(f) for f in node.factors]
    if any(op == "cdot" for op in node.ops):
        # each operator as written (a·b(c + d) is not a·b·c + d): a sum or a negative factor keeps its brackets
        template = _factor_template(node.factors[0], 0)
        for index, (op, factor) in enumerate(zip(node.ops, node.factors[1:]), start=1):
            template += (" \\cdot " if op == "cdot" else " ") + _factor_template(factor, index)
        return Shown(template, *factors)
    return Mul(*factors, evaluate=False)


def _factor_template(factor, index: int) -> str:
    bracketed = isinstance(factor, s.Sum) or isinstance(factor, s.Neg) and index > 0
    return ("\\left({%d}\\right)" if bracketed else "{%d}") % index


def _frac(node):
    return Shown(r"\frac{{{0}}}{{{1}}}", to_sympy(node.num), to_sympy(node.den))


def _power(node):
    if isinstance(node.base, s.Name) and node.base.base == "e" and not node.base.sub:
        return exp(to_sympy(node.exp), evaluate=False)
    return Pow(to_sympy(node.base), to_sympy(node.exp), evaluate=False)


def _transpose(node):
    if node.letter and isinstance(node.arg, s.Name) and node.arg.base == "e":
        return exp(name_symbol("T", ""), evaluate=False)
    if isinstance(node.arg, (s.Name, s.Call, s.Norm, s.Abs, s.MatrixLiteral)):
        return Shown(r"{0}^\top", to_sympy(node.arg))
    return Shown(r"\left({0}\right)^\top", to_sympy(node.arg))  # (PK)^⊤, (u_d + u_b)^⊤ u_a keep their parentheses


def _norm(node):
    return Shown(r"\left\| {0} \right\|", to_sympy(node.arg))


def _abs(node):
    return Abs(to_sympy(node.arg), evaluate=False)


def _call(node):
    if node.func in OPERATOR_TEMPLATES:
        return _operator_call(node)
    arg = node.args[0]
    if node.func == "And":  # events joined: A ∧ B
        return Shown(r" \land ".join("{%d}" % i for i in range(len(node.args))), *map(to_sympy, node.args))
    if node.func == "exp":
        return exp(to_sympy(arg), evaluate=False)
    if node.func == "log":
        return log(to_sympy(arg), evaluate=False)
    if node.func == "sqrt":
        return Pow(to_sympy(arg), S.Half, evaluate=False)
    if isinstance(arg, s.Given):
        inner = Shown(r"{0} \mid {1}", to_sympy(arg.arg), to_sympy(arg.condition))
    else:
        inner = to_sympy(arg)
    names = {"Pr": r"\Pr", "Var": r"\operatorname{Var}", "SD": r"\operatorname{SD}", "softmax": r"\operatorname{softmax}",
             "relu": r"\operatorname{ReLU}", "Phi": r"\Phi", "sin": r"\sin", "cos": r"\cos", "erf": r"\operatorname{erf}", "erfc": r"\operatorname{erfc}"}
    head = names.get(node.func, node.func).replace("{", "{{").replace("}", "}}")
    if len(node.args) == 2:  # the problem's Φ(t, 2i)
        return Shown(head + r"\left({0}, {1}\right)", inner, to_sympy(node.args[1]))
    return Shown(head + r"\left({0}\right)", inner)


def _limit(node):
    side = {"+": "^{{+}}", "-": "^{{-}}"}.get(getattr(node, "side", ""), "")
    return Shown(r"\lim_{{{0} \to {1}" + side + r"}} {2}", to_sympy(node.var), to_sympy(node.to), to_sympy(node.body))


def _series(node):
    if node.condition is None:
        index = "{0}"
        parts = [to_sympy(node.index)]
    else:
        index = "{0}"
        parts = [to_sympy(node.condition)]
    upper = "" if node.upper is None else "^{{{%d}}}" % len(parts)
    if node.upper is not None:
        parts.append(to_sympy(node.upper))
    body = " \\left({%d}\\right)" if isinstance(node.body, (s.Sum, s.Neg)) else " {%d}"  # Σ_i (v_i − v_a)
    return Shown(r"\sum_{{" + index + "}}" + upper + body % len(parts), *parts, to_sympy(node.body))


def _setliteral(node):
    items = [to_sympy(i) for i in node.items]
    left, right = (r"\left(", r"\right)") if node.brackets == "()" else (r"\{{", r"\}}")
    return Shown(left + ", ".join("{%d}" % i for i in range(len(items))) + right, *items)


def _setmin(node):
    return Shown(r"\min\{{{0} : {1}\}}", to_sympy(node.var), to_sympy(node.condition))


def _given(node):
    return Shown(r"{0} \mid {1}", to_sympy(node.arg), to_sympy(node.condition))


def _relation(node):
    parts = [to_sympy(x) for x in node.operands]
    template = "{0}" + "".join(f" {RELATIONS[op]} " + "{%d}" % (i + 1) for i, op in enumerate(node.ops))
    return Shown(template, *parts)




def _matrixliteral(node):
    rows = [[to_sympy(entry) for entry in row] for row in node.rows]
    flat = [entry for row in rows for entry in row]
    width = len(rows[0])
    body = r" \\ ".join(" & ".join("{%d}" % (i * width + j) for j in range(width)) for i in range(len(rows)))
    return Shown(r"\begin{{bmatrix}} " + body + r" \end{{bmatrix}}", *flat)


# functions and operators of the notation classes of issue 14: \sinh t, 𝒩(μ, σ²), 𝔼[x], O(f), o(f)
OPERATOR_TEMPLATES = {"sinh": r"\sinh\left({0}\right)", "cosh": r"\cosh\left({0}\right)",
                      "tanh": r"\tanh\left({0}\right)", "Normal": r"\mathcal{{N}}\left({0}, {1}\right)",
                      "E": r"\mathbb{{E}}\left[{0}\right]", "O": r"O\left({0}\right)", "o": r"o\left({0}\right)"}


def _operator_call(node):
    return Shown(OPERATOR_TEMPLATES[node.func], *(to_sympy(arg) for arg in node.args))

