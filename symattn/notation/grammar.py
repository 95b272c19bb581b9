"""A recursive-descent grammar for the notation: tokens in, syntax tree out.

Nothing here evaluates anything: the tree is plain data. Bounds on nesting keep
hostile input from exhausting the stack; the lexer bounds length and literals.
"""

from functools import lru_cache

from symattn.errors import NotationError
from symattn.notation import syntax as s
from symattn.notation.lexer import Token, tokenize
from symattn.notation.vocabulary import GREEK_NAMES

MAX_DEPTH = 60

FUNCTIONS = {
    "exp": "exp", "log": "log", "ln": "log", "sqrt": "sqrt", "sin": "sin", "cos": "cos",
    "erf": "erf", "erfc": "erfc", "softmax": "softmax", "relu": "relu", "ReLU": "relu", "Relu": "relu",
    "Var": "Var", "var": "Var", "Pr": "Pr", "Phi": "Phi", "PE": "Phi", "SD": "SD", "std": "SD",
    "sinh": "sinh", "cosh": "cosh", "tanh": "tanh",
}
# Functions that need parentheses in plain text (a bare "Phi" is also a name).
PAREN_ONLY = {"Phi", "PE", "Var", "var", "Pr", "erf", "erfc", "softmax", "relu", "ReLU", "Relu", "SD", "std"}
INFINITY_WORDS = {"infty", "inf", "infinity", "oo", "Inf", "Infinity", "INF"}
# plain-text short names of Greek letters (2 eps, lam → ∞): read as the letter, never as the product e·p·s
GREEK_ABBREVIATIONS = {"eps": "epsilon", "lam": "lambda", "lamda": "lambda", "sig": "sigma"}
# the letters a sum runs over, written after Σ with no condition (Σ_l, Σᵢ); the keys' labels a, b never are
SUMMATION_INDICES = frozenset("ijklm")
WORDS = GREEK_NAMES | set(FUNCTIONS) | INFINITY_WORDS | set(GREEK_ABBREVIATIONS) | {"lim", "sum", "min", "perm", "pos"}
# operator names written as a subscript's label (s_{\min}, t_{\max}): words of the index, not operators
INDEX_WORDS = {"min", "max", "inf", "sup", "lim"}
WRAPPERS = {"mathbf", "boldsymbol", "bm", "vec", "mathit", "mathnormal", "mathsf", "mathbb", "hat", "bar",
            "pmb", "mathrm", "operatorname", "text", "textrm", "textbf", "textit", "rm", "bf"}
OWN_MARKS = {"Hat": "hat", "Bar": "bar"}  # what language/own_marks.py writes for a mark that names a new name
TRANSPOSE_WORDS = {"top", "intercal", "T", "mathsf", "rm", "mathrm", "text", "tr", "prime"}
RELATIONS = {"=": "=", "<": "<", ">": ">", "approx": "approx", "to": "to", "rightarrow": "to",
             "longrightarrow": "to", "le": "le", "leq": "le", "leqslant": "le", "ge": "ge", "geq": "ge",
             "geqslant": "ge", "ne": "ne", "neq": "ne", "gg": "gg", "ll": "ll", "in": "in",
             "notin": "notin", "sim": "sim", "equiv": "=", "simeq": "approx", "mapsto": "to", "downarrow": "to",
             "searrow": "to", "uparrow": "to", "nearrow": "to", "longmapsto": "to", "xrightarrow": "to",
             "ggg": "gg", "lll": "ll", "doteq": "approx", "approxeq": "approx", "eqsim": "approx", "cong": "approx",
             "lesssim": "le", "gtrsim": "ge", "lessapprox": "le", "gtrapprox": "ge", "implies": "implies",
             "propto": "propto", "varpropto": "propto", "perp": "perp", "bot": "perp"}
DELIMITER_SIZES = {"left", "right", "middle"}
# arrows that say from which side a limit is approached: s ↓ 0 from above, s ↑ 0 from below
ONE_SIDED_ARROWS = {"downarrow": "+", "searrow": "+", "uparrow": "-", "nearrow": "-"}
# what an event inside P(…) is written with: a case of the noise (η > 0), or a step whose event it is (c ≈ v_a)
ORDER_RELATIONS = {"<", ">", "le", "ge", "=", "ne", "approx", "to"}
# Subscripts that are words, not a letter and a product (Q_perm, E_pos): read whole even without braces.
SUBSCRIPT_WORDS = {"perm", "pos"}
# Written between factors: * · × ∘ ⊙ ⊗. Which product each means is decided by the factors' kinds.
ELISIONS = ("cdot", "ldots", "dots", "cdots")  # softmax(·), ReLU(…): an argument left out
STAR = "⋆"  # the decoration of a starred name (t^*, q^\ast), kept in its index: t_⋆ is not t
PRODUCT_SIGNS = ("cdot", "times", "ast", "bullet", "odot", "circ", "otimes")
# Letters in a calligraphic or blackboard font that name an operator, not a variable: 𝒩(μ, σ²), 𝔼[k_a], 𝒪(e^{-t})
FONT_OPERATORS = {("mathcal", "N"): "Normal", ("mathcal", "O"): "O", ("mathbb", "E"): "E", ("mathcal", "E"): "E",
                  ("mathrm", "E"): "E", ("operatorname", "E"): "E", ("mathbf", "E"): "E", ("mathrm", "O"): "O",
                  ("mathcal", "o"): "o", ("mathscr", "N"): "Normal", ("mathbb", "P"): "Pr"}
# A bracket after which a single letter is an operator: E[k_a], O(e^{-t}), o(1)
LETTER_OPERATORS = {"E": ("[",), "O": ("(",), "o": ("(",)}
FONT_LETTERS = {"NormalLaw": "Normal", "Expectation": "E", "BigO": "O"}  # the lexer's names for 𝒩, 𝔼, 𝒪
OPERATOR_SHOWN = {"Normal": "𝒩", "E": "𝔼", "O": "O", "o": "o"}
# the bound on n in \sqrt[n]{x}: a small whole number
MAX_ROOT = 12
MATRIX_ENVIRONMENTS = {"bmatrix", "pmatrix", "matrix", "Bmatrix", "vmatrix", "array", "smallmatrix"}


@lru_cache(maxsize=4096)
def parse(text: str, offset: int = 0):
    """Parse a relation or an expression (trees are immutable, so parses are shared).

    `offset` is where the text starts inside a larger document: positions are reported from there.
    """
    parser = Parser(text, offset)
    node = parser.relation()
    parser.expect_end()
    return node


class Parser:
    def __init__(self, text: str, offset: int = 0):
        self.text = text
        self.tokens = [t for t in tokenize(text, offset) if not (t.kind == "cmd" and t.text in DELIMITER_SIZES)]
        self.i = 0
        self.depth = 0
        self.closers: list[str] = []  # '|' or '||' while inside absolute values / norms

    # ---- token helpers -------------------------------------------------
    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def at(self, kind: str, text: str | None = None) -> bool:
        tok = self.tok
        return tok.kind == kind and (text is None or tok.text == text)

    def at_sym(self, *texts: str) -> bool:
        return self.tok.kind == "sym" and self.tok.text in texts

    def at_cmd(self, *texts: str) -> bool:
        return self.tok.kind == "cmd" and self.tok.text in texts

    def error(self, expected: str, tok: Token | None = None):
        tok = tok or self.tok
        raise NotationError(f"expected {expected}, found {tok.describe()}", tok.pos, self.text)

    def expect_sym(self, text: str, expected: str | None = None) -> Token:
        if not self.at_sym(text):
            self.error(expected or f"'{text}'")
        return self.advance()

    def expect_end(self):
        if not self.at("end"):
            self.error("an operator or the end of input")

    def split_token(self, keep: int):
        """Keep the first `keep` characters of the current token; the rest becomes the next token."""
        tok = self.tok
        rest = Token(tok.kind, tok.text[keep:], tok.pos + keep)
        self.tokens[self.i] = Token(tok.kind, tok.text[:keep], tok.pos)
        self.tokens.insert(self.i + 1, rest)

    def nested(self):
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise NotationError(f"nesting deeper than {MAX_DEPTH} levels", self.tok.pos, self.text)

    # ---- relations and arithmetic ---------------------------------------
    def relation(self):
        pos = self.tok.pos
        first = self.expression()
        ops, operands = [], [first]
        while (op := self.relation_op()) is not None:
            ops.append(op)
            operand = self.expression()
            operands.append(self.normal_law(operand) if op == "sim" else operand)
        if not ops:
            return first
        if "perp" in ops:
            return self.orthogonal(ops, operands, pos)
        if len(ops) == 1 and ops[0] in ("ne", "=") and self.at_sym(",") and \
                self.index_list_follows(first, operands[1]):
            return self.index_list(ops[0], first, operands[1], pos)
        return s.Relation(tuple(ops), tuple(operands), pos)

    def index_list_follows(self, left, right) -> bool:
        """At ',' after `i ≠ a` or `i = a`: is the rest of the input a list of indices (i ≠ a, b; i = 1, 2)?"""
        if not (isinstance(left, s.Name) and len(left.base) == 1 and left.base.islower() and not left.sub):
            return False  # an index is a lower-case letter: X = 0, P is no set
        rest = self.tokens[self.i:]
        items = rest[1::2]
        kinds = {tok.kind for tok in items if tok.kind != "end"} | {"num" if isinstance(right, s.Num) else "ident"}
        if len(kinds) != 1 or not isinstance(right, (s.Num, s.Name)):
            return False  # i = b, 0: a letter and a number are no list of indices
        return bool(items) and all(tok.kind == "sym" and tok.text == "," for tok in rest[0::2][:len(items)]) and \
            all(tok.kind in ("ident", "num") and len(tok.text) <= 2 for tok in items) and \
            len(rest) % 2 == 1 and rest[-1].kind == "end"

    def index_list(self, op: str, index, first, pos: int):
        """`i ≠ a, b` is i ∉ {a, b}; `i = a, b` is i ∈ {a, b}: an index against a list, as a sum's range writes it."""
        items = [first]
        while self.at_sym(","):
            self.advance()
            items.append(self.primary())
        return s.Relation(("notin" if op == "ne" else "in",), (index, s.SetLiteral(tuple(items), first.pos)), pos)

    @staticmethod
    def orthogonal(ops: list, operands: list, pos: int):
        """u ⊥ w is uᵀw = 0 (μ_a ⊥ μ_b): what orthogonality of two vectors says, read as the inner product."""
        if len(ops) != 1:
            raise NotationError("⊥ is read between two vectors only, not in a chain", pos)
        left, right = operands
        inner = s.Product((s.Transpose(left, left.pos), right), ("juxt",), left.pos)
        return s.Relation(("=",), (inner, s.Num("0", right.pos)), pos)

    @staticmethod
    def normal_law(node):
        """After ∼, N(0, 1/2) is the normal law 𝒩(0, ½), not N times a pair."""
        if isinstance(node, s.Product) and node.ops == ("juxt",) and len(node.factors) == 2:
            head, pair = node.factors
            if isinstance(head, s.Name) and head.base == "N" and not head.sub and isinstance(pair, s.SetLiteral) \
                    and pair.brackets == "()" and len(pair.items) == 2:
                return s.Call("Normal", pair.items, node.pos)
        return node

    def relation_op(self):
        tok = self.tok
        key = tok.text if tok.kind in ("sym", "cmd") else None
        if key in RELATIONS and (tok.kind == "cmd" or key in "=<>"):
            self.advance()
            if key == "xrightarrow" and (self.at_sym("[") or self.at_sym("{")):
                # a label that says where a scale goes is read before (notation/arrow_labels.py) and this arrow is a
                # plain → there; any other label ("η > 0", "softmax") says something not read here
                raise NotationError("an arrow's label is not read: write the condition or the limit beside the arrow",
                                    tok.pos)
            return RELATIONS[key]
        return None

    def expression(self):
        pos = self.tok.pos
        terms = []
        sign = self.sign()
        terms.append(self.with_sign(sign, self.term(), pos))
        while self.at_sym("+", "-"):
            op_pos = self.tok.pos
            sign = self.sign()
            terms.append(self.with_sign(sign, self.term(), op_pos))
        return terms[0] if len(terms) == 1 else s.Sum(tuple(terms), pos)

    def sign(self) -> int:
        sign = 1
        while self.at_sym("+", "-") or self.at_cmd("pm"):
            if self.at_cmd("pm"):
                self.error("a single sign ('\\pm' is ambiguous)")
            if self.advance().text == "-":
                sign = -sign
        return sign

    @staticmethod
    def with_sign(sign: int, node, pos: int):
        return node if sign > 0 else s.Neg(node, pos)

    def term(self):
        pos = self.tok.pos
        factors = [self.factor()]
        ops = []
        while True:
            if self.at_sym("*") or self.at_cmd(*PRODUCT_SIGNS):
                op = "*" if self.tok.text in ("*", "ast", "bullet") else self.tok.text
                self.advance()
                factors.append(self.factor())
                ops.append(op)
            elif self.at_sym("/"):
                self.advance()
                den = self.factor()
                if isinstance(den, s.Num) and self.tok.pos == den.pos + len(self.tokens[self.i - 1].text) and \
                        self.tok.kind in ("ident", "cmd") and self.starts_factor():
                    # a/2t: the number written against a name is one denominator, 2t, as most readers take it
                    den = s.Product((den, self.factor()), ("juxt",), den.pos)
                # a/b c reads as (a/b)·c, as in plain-text calculators
                whole = s.Product(tuple(factors), tuple(ops), pos) if len(factors) > 1 else factors[0]
                factors, ops = [s.Frac(whole, den, pos)], []
            elif self.starts_factor():
                if self.tok.kind == "num" and isinstance(factors[-1], s.Num):
                    # "N(0, 1 2)": two numbers side by side (no group of three digits: 10 000 is one number) are a
                    # fraction flattened from a PDF, or digits spaced out, never a product: not read
                    raise NotationError("two numbers side by side (a flattened fraction, or spaced digits?): a "
                                        "product needs a sign, a fraction a '/'", self.tok.pos, self.text)
                factors.append(self.factor())
                ops.append("juxt")
            else:
                break
        return factors[0] if len(factors) == 1 else s.Product(tuple(factors), tuple(ops), pos)

    def closing_bar_ahead(self) -> bool:
        """Is there a second '|' before the bracket that closes this one (|η| rather than the bar of A | B)?"""
        depth = 0
        for tok in self.tokens[self.i + 1:]:
            if tok.kind == "end":
                return False
            if tok.kind == "sym" and tok.text in "([{":
                depth += 1
            elif tok.kind == "sym" and tok.text in ")]}":
                depth -= 1
                if depth < 0:
                    return False
            elif tok.kind == "sym" and tok.text == "|" and depth == 0:
                return True
        return False

    def starts_factor(self) -> bool:
        tok = self.tok
        if tok.kind in ("num", "ident"):
            return True
        if tok.kind == "sym":
            if tok.text == "|":
                if self.closers and self.closers[-1] == "given":  # P(A | B): a bar with no partner is the condition
                    return self.closing_bar_ahead()
                return not self.closers or self.closers[-1] != "|"
            return tok.text in "([{"
        if tok.kind == "cmd":
            if tok.text in ("|", "Vert", "lVert"):
                return not self.closers or self.closers[-1] != "||"
            if tok.text in ("lvert",):
                return True
            return tok.text not in RELATIONS and tok.text not in (
                *PRODUCT_SIGNS, "rVert", "rvert", "mid", "}", "pm", "implies", "iff", "quad", "top", "rangle", "end",
                "land", "wedge",
                "setminus",
                "&")
        return False

    def factor(self):
        node = self.primary()
        return self.postfix(node)

    def postfix(self, node):
        while True:
            if self.at_sym("^"):
                self.advance()
                node = self.superscript(node)
            elif self.at_sym("_"):
                tok = self.advance()
                node = self.attach_subscript(node, tok)
            elif self.at_sym("'") or self.at_cmd("top", "intercal"):
                # u' and u⊤ (a transpose mark that lost its ^ in a copy)
                tok = self.advance()
                node = s.Transpose(node, tok.pos)
            else:
                return node

    def superscript(self, base):
        pos = self.tok.pos
        start = self.i
        if self.is_decoration_star():  # t^* is a value of its own (the threshold t*), not a power: a starred name
            return s.Name(base.base, f"{base.sub}{STAR}", base.pos) if isinstance(base, s.Name) and \
                not base.sub.endswith(STAR) else base
        if self.is_transpose_mark():
            letter = any(t.kind == "ident" and t.text == "T" for t in self.tokens[start:self.i])
            return s.Transpose(base, pos, letter)
        if not isinstance(base, s.Num) and self.glued_transpose():
            return s.Transpose(base, pos, True)
        if self.at_sym("{"):
            exp = self.group()
        elif self.at_sym("-", "+"):
            sign = self.sign()
            exp = self.with_sign(sign, self.postfix_free_atom(), pos)
        elif self.at_sym("("):
            exp = self.primary()
        else:
            exp = self.postfix_free_atom()
        return s.Power(base, exp, pos)

    def is_decoration_star(self) -> bool:
        """^*, ^{*}, ^\\ast, ^\\star: consumed when true."""
        start = self.i
        braced = self.at_sym("{")
        if braced:
            self.advance()
        star = self.at_sym("*") or self.at_cmd("ast", "star")
        if star:
            self.advance()
            if braced:
                star = self.at_sym("}")
                if star:
                    self.advance()
        if not star:
            self.i = start
        return star

    def glued_transpose(self) -> bool:
        """"P^TPV", "P^TP = I" in plain text: a T glued to the capitals after it is Pᵀ·P·V, not P to the power T
        (the lexer made one word of them); the T is consumed and the rest stays a word of its own."""
        tok = self.tok
        if tok.kind != "ident" or len(tok.text) < 2 or tok.text[0] != "T" or not tok.text[1:].isalpha() or \
                not tok.text[1:].isupper():
            return False
        self.tokens[self.i] = Token("ident", tok.text[1:], tok.pos + 1)
        return True

    def is_transpose_mark(self) -> bool:
        """^\\top, ^T, ^{\\top}, ^{T}, ^\\intercal, ^{\\mathsf{T}}: consumed when true."""
        start = self.i
        braced = self.at_sym("{")
        if braced:
            self.advance()
        wrapper = self.at_cmd("mathsf", "rm", "mathrm", "text", "mathbf")
        if wrapper:
            self.advance()
            inner_braced = self.at_sym("{")
            if inner_braced:
                self.advance()
        mark = (self.at_cmd("top", "intercal", "mathsf", "prime") or (self.at("ident", "T"))
                or self.at("ident", "tr"))
        if mark:
            self.advance()
            if wrapper and inner_braced and not self.at_sym("}"):
                mark = False
            elif wrapper and inner_braced:
                self.advance()
        if mark and braced:
            mark = self.at_sym("}")
            if mark:
                self.advance()
        if not mark:
            self.i = start
        return mark

    def attach_subscript(self, node, tok):
        if isinstance(node, s.Name) and node.sub in ("", STAR):  # x^*_1: the index, then the star (x_1^*)
            return s.Name(node.base, self.index_text() + node.sub, node.pos)
        if isinstance(node, s.Norm) and node.p is None:
            return s.Norm(node.arg, self.group() if self.at_sym("{") else self.postfix_free_atom(), node.pos)
        if isinstance(node, s.Power) and isinstance(node.base, s.Name) and not node.base.sub:
            # x^2_a, \alpha^{(1)}_a: in TeX both scripts sit on the letter, whatever their order
            return s.Power(s.Name(node.base.base, self.index_text(), node.base.pos), node.exp, node.pos)
        self.error("a name before the subscript '_'", tok)

    def index_text(self) -> str:
        """A subscript read as an index label: a, 1, 22, ij, {i,j}, {\\text{perm}}, Q."""
        if self.at_sym("{"):
            open_tok = self.advance()
            parts = []
            while not self.at_sym("}"):
                tok = self.tok
                if tok.kind in ("ident", "num"):
                    parts.append(tok.text)
                elif tok.kind == "sym" and tok.text == ",":
                    parts.append(",")
                elif tok.kind == "sym" and tok.text in ("+", "-", "/") and parts and parts[-1] not in ("", ","):
                    parts.append(tok.text)  # ω_{d/2-1}: an index written as arithmetic, read only where defined
                elif tok.kind == "cmd" and tok.text == "times":  # I_{d \\times d}
                    parts.append("x")
                elif tok.kind == "cmd" and (tok.text in GREEK_NAMES or tok.text in WRAPPERS):
                    parts.append(tok.text if tok.text in GREEK_NAMES else "")
                elif tok.kind == "cmd" and tok.text in INDEX_WORDS:  # s_{\min}, t_{\max}: a label, as s_{min}
                    parts.append(tok.text)
                elif tok.kind == "sym" and tok.text in "{}":
                    parts.append("")
                elif tok.kind == "end":
                    self.error("'}' to close the subscript opened", tok)
                else:
                    self.error("an index (letters, digits or commas)", tok)
                if tok.kind == "sym" and tok.text == "{":
                    self.advance()
                    continue
                self.advance()
                if tok.kind == "cmd" and tok.text in WRAPPERS and self.at_sym("{"):
                    self.advance()
                    while not self.at_sym("}"):
                        inner = self.advance()
                        if inner.kind not in ("ident", "num"):
                            self.error("a word inside the subscript", inner)
                        parts.append(inner.text)
                    self.advance()
            self.advance()
            text = "".join(parts)
            if not text:
                self.error("an index inside the braces", open_tok)
            return text
        tok = self.tok
        if tok.kind == "ident":
            if len(tok.text) > 1 and tok.text not in SUBSCRIPT_WORDS:
                self.split_token(1)
            return self.advance().text
        if tok.kind == "num":
            return self.advance().text
        if tok.kind == "cmd" and tok.text in GREEK_NAMES:
            return self.advance().text
        self.error("an index after '_'")

    def group(self):
        """{ ... } as invisible grouping; with commas, the set plain text writes with braces (i ∉ {a, b})."""
        pos = self.tok.pos
        self.expect_sym("{")
        self.nested()
        saved, self.closers = self.closers, []
        node = self.relation()
        items = [node]
        while self.at_sym(","):
            self.advance()
            items.append(self.relation())
        self.closers = saved
        self.depth -= 1
        self.expect_sym("}", "'}'")
        return node if len(items) == 1 else s.SetLiteral(tuple(items), pos)

    def latex_argument(self):
        """One TeX argument: a {group}, or a single token (\\frac12 is \\frac{1}{2})."""
        if self.at_sym("{"):
            return self.group()
        if self.at("num") and len(self.tok.text) > 1 and "." not in self.tok.text:
            self.split_token(1)
        return self.postfix_free_atom()

    def postfix_free_atom(self):
        tok = self.tok
        if tok.kind == "num":
            self.advance()
            return s.Num(tok.text, tok.pos)
        if tok.kind == "ident":
            return self.word()
        if tok.kind == "cmd":
            return self.primary()
        if self.at_sym("("):
            return self.primary()
        self.error("a number, a name or a group")

    # ---- primaries -------------------------------------------------------
    def primary(self):
        tok = self.tok
        self.nested()
        try:
            return self._primary(tok)
        finally:
            self.depth -= 1

    def _primary(self, tok: Token):
        if tok.kind == "num":
            self.advance()
            return s.Num(tok.text, tok.pos)
        if tok.kind == "ident":
            return self.word()
        if tok.kind == "sym":
            if tok.text in "([":
                return self.parenthesised(tok)
            if tok.text == "{":
                return self.group()
            if tok.text == "|":
                return self.delimited(tok, "|", lambda inner: s.Abs(inner, tok.pos), ("sym", "|"))
        if tok.kind == "cmd":
            return self.command(tok)
        self.error("a number, a name or '('")

    def parenthesised(self, tok: Token):
        close = ")" if tok.text == "(" else "]"
        self.advance()
        if close == ")" and self.at_cmd("cdot") and self.elided_before(close):
            # P(·): a placeholder, read where steps are (a lemma's argument left generic); "(⋯) → 0" is no such
            # thing, but what was left out
            self.i += 2
            return s.Elided(tok.pos + 1)
        saved, self.closers = self.closers, []
        node = self.relation()
        self.closers = saved
        if self.at_sym(","):
            items = [node]
            while self.at_sym(","):
                self.advance()
                items.append(self.relation())
            if len(items) == 2 and self.at_sym(")", "]"):  # an interval may be half open: [100, ∞), (0, 1]
                close = self.tok.text
            self.expect_sym(close, f"'{close}' to close the '{tok.text}' at character {tok.pos + 1}")
            return s.SetLiteral(tuple(items), tok.pos, tok.text + close)
        self.expect_sym(close, f"'{close}' to close the '{tok.text}' at character {tok.pos + 1}")
        return node

    def delimited(self, tok: Token, closer: str, make, close_token: tuple):
        self.advance()
        self.closers.append(closer)
        inner = self.expression()
        self.closers.pop()
        kind, text = close_token
        if kind == "sym" and self.at_sym(text):
            self.advance()
        elif kind == "cmd" and self.at_cmd(*text):
            self.advance()
        else:
            shown = text if isinstance(text, str) else text[0]
            self.error(f"'{shown}' to close the one at character {tok.pos + 1}")
        return make(inner)

    def word(self):
        tok = self.tok
        text = tok.text
        after = self.tokens[min(self.i + 1, len(self.tokens) - 1)]
        if text in LETTER_OPERATORS and after.kind == "sym" and after.text in LETTER_OPERATORS[text]:
            self.advance()
            return self.operator_call({"E": "E", "O": "O", "o": "o"}[text], tok)
        if text == "P" and after.kind == "sym" and after.text == "(" and self.relation_inside(self.i + 1):
            # P(η > 0), P(c → v_a) in plain text: a probability (no product of P with a relation has a meaning)
            self.advance()
            return self.call("Pr", tok)
        if text not in WORDS:
            for length in range(len(text) - 1, 0, -1):
                if text[:length] in WORDS and length > 1:
                    self.split_token(length)
                    return self.word()
            if len(text) > 1:
                self.split_token(1)
        tok = self.advance()
        return self.named(tok.text, tok)

    def relation_inside(self, opening: int) -> bool:
        """Whether the brackets opened at token `opening` hold a relation at their own level (η > 0, 1 + η ≥ 0)."""
        depth = 0
        for tok in self.tokens[opening:]:
            if tok.kind == "sym" and tok.text in "([{":
                depth += 1
            elif tok.kind == "sym" and tok.text in ")]}":
                depth -= 1
                if depth == 0:
                    return False
            elif depth == 1 and tok.kind in ("sym", "cmd") and tok.text in RELATIONS and \
                    (tok.kind == "cmd" or tok.text in "=<>") and RELATIONS[tok.text] in ORDER_RELATIONS:
                return True
        return False

    def named(self, name: str, tok: Token):
        if name in ("lim",):
            return self.limit(tok)
        if name == "sum":
            return self.series(tok)
        if name == "min":
            return self.set_min(tok)
        if name in INFINITY_WORDS:
            return s.Infinity(tok.pos)
        name = GREEK_ABBREVIATIONS.get(name, name)
        if name in FUNCTIONS:
            if name in PAREN_ONLY and not self.at_sym("(") and not self._moment_of_a_name(name) and \
                    not self._number_after(name):
                if name in ("Phi", "PE"):
                    return s.Name("Phi", "", tok.pos)
                self.error(f"'(' after {name}")
            return self.call(FUNCTIONS[name], tok)
        return s.Name(name, "", tok.pos)

    def _number_after(self, name: str) -> bool:
        """erf 1, erfc 2: a number right after erf is its argument, as after sin (a name after it stays a product)."""
        return name in ("erf", "erfc") and self.at("num")

    def elided_before(self, close: str) -> bool:
        """At ·, …, \\dots right before the bracket that closes: an argument left out (not consumed)."""
        following = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        return self.at_cmd(*ELISIONS) and following is not None and following.kind == "sym" and following.text == close

    def _moment_of_a_name(self, name: str) -> bool:
        """"Var α_a", "SD η": a moment before a Greek letter or a subscripted name, read as sin x is (in plain text a
        bare word after it is prose, so nothing else is taken)."""
        if name not in ("Var", "var", "SD", "std"):
            return False
        following = self.tokens[self.i + 1] if self.i + 1 < len(self.tokens) else None
        return self.tok.kind == "cmd" and self.tok.text in GREEK_NAMES or \
            self.tok.kind == "ident" and following is not None and following.kind == "sym" and following.text == "_"

    def conjunction(self, first, commas: bool):
        """Events joined by ∧ (\\land, \\wedge), or by commas inside \\Pr(…) and after a bar: one event, And(…)."""
        parts = [first]
        while isinstance(parts[-1], s.Relation) and (self.at_cmd("land", "wedge") or commas and self.at_sym(",")):
            self.advance()
            parts.append(self.relation())
        return parts[0] if len(parts) == 1 else s.Call("And", tuple(parts), first.pos)

    def call(self, func: str, tok: Token):
        if func in ("sin", "cos", "sinh", "cosh", "tanh") and self.at_sym("^"):
            # \sin^2 x is (\sin x)^2
            power_tok = self.advance()
            exponent = self.latex_argument()
            return s.Power(self.call(func, tok), exponent, power_tok.pos)
        if func == "exp" and self.at_sym("^"):
            self.error("an argument for exp (write e^{x} or \\exp(x))")
        if func == "log" and self.at_sym("_"):
            self.error("the natural logarithm (a log with a base is not supported)")
        if func in ("Var", "SD") and not self.at_sym("(", "["):
            # Var α_a, as sin x: the atom after it (a probability's event and Φ's argument need their brackets)
            return s.Call(func, (self.postfix(self.postfix_free_atom()),), tok.pos)
        if func in ("Var", "Pr", "Phi", "SD") or self.at_sym("("):
            if self.at_sym("[") and func == "Pr":
                open_tok = self.advance()
                close = "]"
            else:
                open_tok = self.expect_sym("(", f"'(' after {func}")
                close = ")"
            if self.elided_before(close):
                self.i += 2  # softmax(·): the argument it was given last, filled in where steps are read
                return s.Call(func, (s.Elided(open_tok.pos + 1),), tok.pos)
            saved, self.closers = self.closers, ["given"]
            arg = self.conjunction(self.relation(), func == "Pr")
            if self.at_cmd("mid") or self.at_sym("|"):
                self.advance()
                arg = s.Given(arg, self.conjunction(self.relation(), True), open_tok.pos)
            column = None
            if func == "Phi" and self.at_sym(","):  # the problem's Φ(t, 2i): a position and a column
                self.advance()
                if self.elided_before(close):
                    self.advance()  # Φ(t, ·): the whole row of position t, the embedding Φ(t)
                else:
                    column = self.expression()
            self.closers = saved
            self.expect_sym(close, f"'{close}' to close the '{open_tok.text}' at character {open_tok.pos + 1}")
            return s.Call(func, (arg,) if column is None else (arg, column), tok.pos)
        if func == "sqrt" and self.at_sym("["):
            return self.root(tok)
        if func == "sqrt":
            return s.Call(func, (self.latex_argument(),), tok.pos)
        argument = self.group() if self.at_sym("{") else self.postfix_free_atom()
        return s.Call(func, (self.postfix(argument),), tok.pos)

    def command(self, tok: Token):
        name = tok.text
        if name == "Sigma" and self.sigma_is_a_sum():
            self.advance()  # Σ_{i∉{a,b}} μ_i: a sum (the covariance Σ_i is never indexed by a condition)
            return self.series(tok)
        if name in GREEK_NAMES:
            self.advance()
            if name in FUNCTIONS and self.at_sym("("):
                return self.call(FUNCTIONS[name], tok)
            return s.Name({"varepsilon": "epsilon", "varphi": "phi", "vartheta": "theta"}.get(name, name), "", tok.pos)
        if name in ("frac", "dfrac", "tfrac", "cfrac"):
            self.advance()
            num = self.latex_argument()
            den = self.latex_argument()
            return s.Frac(num, den, tok.pos)
        if name in ("|", "Vert", "lVert"):
            return self.delimited(tok, "||", lambda inner: s.Norm(inner, None, tok.pos), ("cmd", ("|", "Vert", "rVert")))
        if name == "lvert":
            return self.delimited(tok, "|", lambda inner: s.Abs(inner, tok.pos), ("cmd", ("rvert",)))
        if name == "{":
            return self.set_literal(tok)
        if name in ("infty", "infinity"):
            self.advance()
            return s.Infinity(tok.pos)
        if name == "one":
            self.advance()
            return s.Name("one", "", tok.pos)
        if name == "lim":
            self.advance()
            return self.limit(tok)
        if name == "sum":
            self.advance()
            return self.series(tok)
        if name == "min":
            self.advance()
            return self.set_min(tok)
        if name in ("exp", "log", "ln", "sqrt", "sin", "cos", "Pr", "sinh", "cosh", "tanh"):
            self.advance()
            return self.call(FUNCTIONS[name], tok)
        if name in ("mathcal", "mathscr") or name in FONT_LETTERS:
            return self.font_operator(tok)
        if name in WRAPPERS and self.font_operator_follows(tok):
            return self.font_operator(tok)
        if name in WRAPPERS:
            return self.wrapped(tok)
        if name in ("e",):
            self.advance()
            return s.Name("e", "", tok.pos)
        if name == "langle":
            return self.inner_product(tok)
        if name == "begin":
            return self.matrix_literal(tok)
        if name in OWN_MARKS:  # language/own_marks.py: a mark the write-up defines from its own letter
            raise NotationError(f"\\{OWN_MARKS[name]} over this letter is a name of the write-up's own (it is defined "
                                f"from the letter itself), not the letter: not read", tok.pos, self.text)
        self.error("a number, a name or '('" if name in RELATIONS or name in ("cdot", "times")
                   else f"a known command (\\{name} is not part of the notation)", tok)

    def root(self, tok: Token):
        """\\sqrt[n]{x}: the power 1/n, for a whole n from 2 to MAX_ROOT."""
        open_tok = self.expect_sym("[")
        index = self.advance()
        if index.kind != "num" or not index.text.isdigit() or not 2 <= int(index.text) <= MAX_ROOT:
            raise NotationError(f"expected the root's degree, a whole number from 2 to {MAX_ROOT}, in \\sqrt[n]",
                                index.pos, self.text)
        self.expect_sym("]", f"']' to close the '[' at character {open_tok.pos + 1}")
        radicand = self.latex_argument()
        if index.text == "2":
            return s.Call("sqrt", (radicand,), tok.pos)
        return s.Power(radicand, s.Frac(s.Num("1", index.pos), s.Num(index.text, index.pos), index.pos), tok.pos)

    def font_operator_follows(self, tok: Token) -> bool:
        """At \\mathbb and the like: is it \\mathbb{E}, \\mathrm{E}, … before a bracket (an operator)?"""
        ahead = self.tokens[self.i + 1:self.i + 5]
        return len(ahead) == 4 and ahead[0].text == "{" and ahead[1].kind == "ident" and ahead[2].text == "}" and \
            (tok.text, ahead[1].text) in FONT_OPERATORS and ahead[3].kind == "sym" and ahead[3].text in "[("

    def font_operator(self, tok: Token):
        """𝒩(μ, σ²), 𝔼[k_a], 𝒪(e^{-t}) — written \\mathcal{N}, \\mathbb{E}, \\mathcal{O} or as the Unicode letter."""
        self.advance()
        if tok.text in FONT_LETTERS:
            operator = FONT_LETTERS[tok.text]
        else:
            braced = self.at_sym("{")  # \mathcal N(0, ½) is as common as \mathcal{N}(0, ½)
            if braced:
                self.advance()
            letter = self.advance()
            if not braced and (letter.kind != "ident" or len(letter.text) != 1):
                self.error(f"'{{' after \\{tok.text}", letter)
            operator = FONT_OPERATORS.get((tok.text, letter.text)) if letter.kind == "ident" else None
            if operator is None:
                raise NotationError(f"\\{tok.text}{{{letter.text}}} is not part of the notation (only 𝒩(μ, σ²), "
                                    f"𝔼[·] and O(·) are)", tok.pos, self.text)
            if braced:
                self.expect_sym("}", f"'}}' to close \\{tok.text}{{")
        if operator == "Pr":  # ℙ(A | B), written \mathbb{P}: the probability \Pr
            return self.call("Pr", tok)
        return self.operator_call(operator, tok)

    def operator_call(self, operator: str, tok: Token):
        """The argument of 𝒩 (a mean and a variance), 𝔼 (in brackets or parentheses) or O and o."""
        if operator == "E" and self.at_sym("["):
            open_tok, close = self.advance(), "]"
        else:
            open_tok, close = self.expect_sym("(", f"'(' after {OPERATOR_SHOWN[operator]}"), ")"
        saved, self.closers = self.closers, ["given"]
        self.nested()
        args = [self.relation()]
        if operator == "E" and (self.at_cmd("mid") or self.at_sym("|")):
            self.advance()
            args = [s.Given(args[0], self.conjunction(self.relation(), True), open_tok.pos)]
        if operator == "Normal":
            self.expect_sym(",", "',' between the mean and the variance of 𝒩(μ, σ²)")
            args.append(self.relation())
        self.depth -= 1
        self.closers = saved
        self.expect_sym(close, f"'{close}' to close the '{open_tok.text}' at character {open_tok.pos + 1}")
        return s.Call(operator, tuple(args), tok.pos)

    def wrapped(self, tok: Token):
        """\\mathbf{k}_a, \\operatorname{Var}(...), \\text{softmax}(...), \\mathbf{1}."""
        self.advance()
        if not self.at_sym("{"):
            following = self.tokens[self.i] if self.i < len(self.tokens) else None
            if tok.text in ("mathbf", "boldsymbol", "bm") and following is not None and following.kind == "num" \
                    and following.text == "1":  # \mathbf 1, as TeX reads it: the all-ones vector
                self.i += 1
                return s.Name("one", "", tok.pos)
            if tok.text == "bar" and following is not None and following.kind == "ident" and len(following.text) == 1:
                self.i += 1  # \bar v, as TeX reads it: v̄, a name of its own
                return s.Name(following.text + "bar", "", tok.pos)
            return self.primary()
        inside = self.tokens[self.i + 1]
        if tok.text == "bar" and self._brace_closes_after_one() and inside.kind == "ident" and len(inside.text) == 1:
            # \bar{v}: a name of its own (a mean, v̄), never v; printed \bar{v} (sympy's "vbar")
            self.i += 3
            return s.Name(inside.text + "bar", "", tok.pos)
        if self._brace_closes_after_one():
            if inside.kind == "num" and inside.text == "1":
                self.i += 3
                return s.Name("one", "", tok.pos)
            if tok.text in ("operatorname", "text", "textrm", "mathrm", "rm") and inside.kind == "ident" \
                    and inside.text in FUNCTIONS:
                self.i += 3
                return self.call(FUNCTIONS[inside.text], inside)
        return self.group()

    def _brace_closes_after_one(self) -> bool:
        """At '{': is the token after next a '}'? ({1}, {softmax})"""
        after = self.tokens[self.i + 2] if self.i + 2 < len(self.tokens) else None
        return after is not None and after.kind == "sym" and after.text == "}"

    def set_literal(self, tok: Token):
        self.advance()
        first = self.relation()
        if isinstance(first, s.Relation):
            # "on the event \{1 + η > 0\}": a set of the outcomes where an inequality holds is that inequality
            if not set(first.ops) <= {"<", ">", "le", "ge"}:
                raise NotationError(f"an event inside \\{{…\\}} is an inequality (the set at character {tok.pos + 1} "
                                    f"holds another relation)", tok.pos, self.text)
            if not self.at_cmd("}"):
                self.error(f"'\\}}' to close the set at character {tok.pos + 1}")
            self.advance()
            return first
        items = [first]
        while self.at_sym(","):
            self.advance()
            items.append(self.expression())
        if not self.at_cmd("}"):
            self.error(f"'\\}}' to close the set at character {tok.pos + 1}")
        self.advance()
        return s.SetLiteral(tuple(items), tok.pos)

    def inner_product(self, tok: Token):
        """⟨u, w⟩ is uᵀw."""
        self.advance()
        saved, self.closers = self.closers, []
        left = self.expression()
        self.expect_sym(",", "',' between the two vectors of ⟨u, w⟩")
        right = self.expression()
        self.closers = saved
        if not self.at_cmd("rangle"):
            self.error(f"'\\rangle' to close the '\\langle' at character {tok.pos + 1}")
        self.advance()
        return s.Product((s.Transpose(left, tok.pos), right), ("juxt",), tok.pos)

    def matrix_literal(self, tok: Token):
        """\\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}: rows of entries (block matrices of vectors too)."""
        self.advance()
        environment = self.environment_name()
        if environment not in MATRIX_ENVIRONMENTS:
            raise NotationError(f"expected a matrix environment (bmatrix, pmatrix), found {{{environment}}}",
                                tok.pos, self.text)
        if environment == "array" and self.at_sym("{"):  # the column specification, {cc}
            while not self.at_sym("}"):
                if self.at("end"):
                    self.error("'}' to close the column specification")
                self.advance()
            self.advance()
        saved, self.closers = self.closers, []
        rows, row = [], [self.expression()]
        while True:
            if self.at_sym("&"):
                self.advance()
                row.append(self.expression())
            elif self.at_sym("\\\\"):
                self.advance()
                rows.append(tuple(row))
                if self.at_cmd("end"):
                    row = []
                    break
                row = [self.expression()]
            elif self.at_cmd("end"):
                break
            else:
                self.error(f"'&', '\\\\' or \\end{{{environment}}}")
        if row:
            rows.append(tuple(row))
        self.closers = saved
        end_tok = self.advance()
        if self.environment_name() != environment:
            raise NotationError(f"expected \\end{{{environment}}}", end_tok.pos, self.text)
        if len({len(r) for r in rows}) != 1:
            raise NotationError("every row of a matrix needs the same number of entries", tok.pos, self.text)
        return s.MatrixLiteral(tuple(rows), tok.pos)

    def environment_name(self) -> str:
        self.expect_sym("{", "'{' with the environment's name")
        parts = []
        while not self.at_sym("}"):
            if self.at("end"):
                self.error("'}' to close the environment's name")
            parts.append(self.advance().text)
        self.advance()
        return "".join(parts)

    def limit(self, tok: Token):
        self.expect_sym("_", "'_' with the limit variable, as \\lim_{t \\to \\infty}")
        if not self.at_sym("{"):
            self.error("'{' with the limit, as \\lim_{t \\to \\infty}")
        side = self.limit_side(tok)
        sub = self.group()
        if not (isinstance(sub, s.Relation) and sub.ops == ("to",) and isinstance(sub.operands[0], s.Name)):
            raise NotationError("expected a limit of the form \\lim_{t \\to \\infty}", tok.pos, self.text)
        if side and any(isinstance(x, s.Infinity) for x in s.walk(sub.operands[1])):
            if side[-1] == "^":
                raise NotationError("a limit at ∞ has one side only: write \\lim_{t \\to \\infty}", tok.pos,
                                    self.text)
            side = ""  # t ↑ ∞: the arrow only says where t goes
        side = side[:1]
        body_pos = self.tok.pos
        body = self.with_sign(self.sign(), self.term(), body_pos)
        return s.Limit(sub.operands[0], sub.operands[1], body, tok.pos, side)

    def limit_side(self, tok: Token) -> str:
        """The side of a limit's subscript {s \\to 0^+}: "+" for 0^+, 0^{+}, s ↓ 0, s ↘ 0; "-" for 0^-, ↑, ↗; "" for
        both. The side's marks are taken out of the tokens, so the subscript reads as a plain s → 0."""
        depth, end = 0, self.i
        while end < len(self.tokens) and self.tokens[end].kind != "end":
            text = self.tokens[end].text if self.tokens[end].kind == "sym" else None
            depth += (text == "{") - (text == "}")
            if depth == 0:
                break
            end += 1
        inside = self.tokens[self.i + 1:end]
        arrows = {ONE_SIDED_ARROWS[x.text] for x in inside if x.kind == "cmd" and x.text in ONE_SIDED_ARROWS}
        texts = [x.text for x in inside]
        marks = [("^", "{", "+", "}"), ("^", "{", "-", "}"), ("^", "+"), ("^", "-"), ("+",), ("-",)]
        mark = next((m for m in marks if tuple(texts[-len(m):]) == m and inside[-len(m)].kind == "sym"
                     and (len(m) > 1 or len(inside) > 1 and inside[-2].kind == "num")), None)  # 0+ as 0^+
        written = set(arrows) | ({"+" if "+" in mark else "-"} if mark else set())
        if len(written) > 1:
            raise NotationError("a limit from both sides at once (↓ with 0^-, or ↑ with 0^+)", tok.pos, self.text)
        if mark:
            del self.tokens[end - len(mark):end]
        return (written.pop() + ("^" if mark else "")) if written else ""

    def sigma_is_a_sum(self) -> bool:
        """At Σ: is its subscript a condition on an index (Σ_{i≠a}, Σ_{i=1}^{n}, Σ_{i ∉ {a,b}})? Or a summation
        index alone (Σ_l, Σ_{l}) that opens a term, with a term after it: "Σₗ exp(kₗᵀq)", "c = Σᵢ αᵢ vᵢ"; the
        covariance Σ_i stands alone ("Σ_i = αI", "N(μ_i, Σ_i)") or inside a product ("μ_aᵀ Σ_a μ_a")."""
        ahead = self.tokens[self.i + 1:self.i + 5]
        if len(ahead) == 4 and ahead[0].kind == "sym" and ahead[0].text == "_" and ahead[1].kind == "sym" and \
                ahead[1].text == "{" and ahead[2].kind == "ident" and len(ahead[2].text) == 1 and \
                (ahead[3].kind == "cmd" and RELATIONS.get(ahead[3].text) in ("ne", "notin", "in") or
                 ahead[3].kind == "sym" and ahead[3].text == "="):
            return True
        return self._sum_over_an_index(ahead)

    def _sum_over_an_index(self, ahead: list) -> bool:
        if len(ahead) < 3 or not (ahead[0].kind == "sym" and ahead[0].text == "_"):
            return False
        if ahead[1].kind == "sym" and ahead[1].text == "{":
            inner = self.tokens[self.i + 2:self.i + 6]
            if len(inner) < 4 or inner[2].text != "}":
                return False
            index, after = inner[1], inner[3]
        else:
            index, after = ahead[1], ahead[2]
        if index.kind != "ident" or index.text not in SUMMATION_INDICES:
            return False
        opens_a_term = after.kind in ("ident", "cmd", "num") and not (after.kind == "cmd" and after.text in RELATIONS) \
            or after.kind == "sym" and after.text == "("
        # "μ_aᵀ Σ_a μ_a", "xᵀΣ_i x": after a transpose, a quadratic form's covariance ("t Σᵢ μᵢ" is a sum)
        marks = ("top", "intercal", "T", "t", "\u22a4", "\u1d40")
        texts = [t.text for t in self.tokens[max(0, self.i - 4):self.i]]
        transposed = texts[-2:-1] == ["^"] and texts[-1] in marks or \
            texts[-4:-2] == ["^", "{"] and texts[-2] in marks and texts[-1] == "}"
        return opens_a_term and not transposed

    def series(self, tok: Token):
        self.expect_sym("_", "'_' with the summation index")
        if not (self.at_sym("{") or self.at("ident") or self.at("cmd") and self.tok.text in GREEK_NAMES):
            self.error("a summation index, as \\sum_{i=1}^{n} or \\sum_j")
        if self.at("ident") and len(self.tok.text) > 1 and self.tok.text not in GREEK_NAMES:
            # "sum_rest p_i v_i", "sum_others": a sum over the keys a word names, not an index r times e·s·t
            raise NotationError(f"a sum over '{self.tok.text}' (a word, not an index) is not read", self.tok.pos,
                                self.text)
        sub = self.series_subscript() if self.at_sym("{") else self.word()
        upper = None
        if self.at_sym("^"):
            self.advance()
            upper = self.latex_argument()
        if isinstance(sub, s.Name):
            index, condition = sub, None
        elif isinstance(sub, s.Relation) and isinstance(sub.operands[0], s.Name) and len(sub.ops) == 1:
            index, condition = sub.operands[0], sub
        else:
            raise NotationError("expected a summation index, as \\sum_{i=1}^{n} or \\sum_{i \\notin \\{a,b\\}}",
                                tok.pos, self.text)
        body = self.term()
        return s.Series(index, condition, upper, body, tok.pos)

    def series_subscript(self):
        """{i=1}, {i \\notin \\{a,b\\}}, and with a list: {i \\ne a,b} is i ∉ {a,b}, {i=a,b} is i ∈ {a,b}."""
        open_tok = self.expect_sym("{")
        self.nested()
        saved, self.closers = self.closers, []
        node = self.plain_set_condition() or self.relation()
        if self.at_sym(",") and isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in ("ne", "=", "in",
                                                                                                      "notin") \
                and not self.relation_follows_comma():
            items = [node.operands[1]]
            while self.at_sym(","):
                self.advance()
                items.append(self.expression())
            op = "notin" if node.ops[0] in ("ne", "notin") else "in"
            node = s.Relation((op,), (node.operands[0], s.SetLiteral(tuple(items), open_tok.pos)), node.pos)
        if self.at_sym(",") and isinstance(node, s.Relation) and node.ops == ("=",):
            # \sum_{i=1, i \ne a,b}: the start is the default one; the exclusion is the condition
            self.advance()
            node = self.series_exclusion(node.operands[0], open_tok)
        if isinstance(node, s.Relation) and node.ops == ("in",) and self.at_cmd("setminus"):
            self.advance()  # \sum_{i \in [n] \setminus \{a,b\}}: every key but a and b
            node = s.Relation(("notin",), (node.operands[0], self.expression()), node.pos)
        self.closers = saved
        self.depth -= 1
        self.expect_sym("}", "'}'")
        return node

    def plain_set_condition(self):
        """`i ∉ {a,b}` with the set in plain braces (as typed outside TeX); None for anything else."""
        ahead = self.tokens[self.i:self.i + 3]
        if not (len(ahead) == 3 and ahead[0].kind == "ident" and len(ahead[0].text) == 1 and ahead[1].kind == "cmd"
                and RELATIONS.get(ahead[1].text) in ("in", "notin") and ahead[2].kind == "sym"
                and ahead[2].text == "{"):
            return None
        index = self.word()
        op = RELATIONS[self.tok.text]
        self.advance()
        open_tok = self.expect_sym("{")
        items = [self.expression()]
        while self.at_sym(","):
            self.advance()
            items.append(self.expression())
        self.expect_sym("}", "'}' to close the set")
        return s.Relation((op,), (index, s.SetLiteral(tuple(items), open_tok.pos)), index.pos)

    def relation_follows_comma(self) -> bool:
        """At ',': is what follows a name and a relation (i=1, i ≠ a) rather than a list (i = a, b)?"""
        after = self.tokens[self.i + 1:self.i + 3]
        return len(after) == 2 and after[0].kind in ("ident", "cmd") and after[0].text not in RELATIONS and (
            after[1].kind == "cmd" and after[1].text in RELATIONS or after[1].kind == "sym" and after[1].text in "=<>")

    def series_exclusion(self, index, open_tok: Token):
        """After `i=1,`: `i \\ne a, b` or `i \\notin \\{a, b\\}` on the same index."""
        node = self.relation()
        same_index = isinstance(node, s.Relation) and isinstance(node.operands[0], s.Name) and isinstance(index, s.Name) \
            and (node.operands[0].base, node.operands[0].sub) == (index.base, index.sub)
        if not (same_index and len(node.ops) == 1 and node.ops[0] in ("ne", "notin")):
            raise NotationError("expected an exclusion on the summation index, as \\sum_{i=1, i \\ne a,b}",
                                open_tok.pos, self.text)
        items = [node.operands[1]]
        while self.at_sym(","):
            self.advance()
            items.append(self.expression())
        right = s.SetLiteral(tuple(items), open_tok.pos) if node.ops[0] == "ne" else node.operands[1]
        return s.Relation(("notin",), (node.operands[0], right), node.pos)

    def set_min(self, tok: Token):
        if not self.at_cmd("{"):
            self.error("'\\{' after \\min, as \\min\\{t : ...\\}")
        self.advance()
        var = self.word() if self.at("ident") else self.command(self.tok)
        if not isinstance(var, s.Name):
            self.error("a variable name")
        if not (self.at_sym(":") or self.at_cmd("mid")):
            self.error("':' after the variable of \\min\\{t : ...\\}")
        self.advance()
        condition = self.relation()
        if not self.at_cmd("}"):
            self.error("'\\}' to close \\min\\{...")
        self.advance()
        return s.SetMin(var, condition, tok.pos)
