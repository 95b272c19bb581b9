"""Tokens for plain-text and LaTeX math: one token stream for both notations.

Unicode and ASCII spellings are folded into the LaTeX command they stand for
(μ → \\mu, ≤ and <= → \\le, ᵀ → ^\\top), so the grammar sees one vocabulary.
"""

import re
from dataclasses import dataclass
from decimal import Decimal

from symattn.errors import NotationError
from symattn.notation.vocabulary import GREEK_BY_CHARACTER

MAX_CHARS = 20_000
MAX_DIGITS = 100
DIGITS = set("0123456789")  # str.isdigit() also accepts ² and ₂, which are scripts here

GREEK = GREEK_BY_CHARACTER  # μ → "mu": a Greek character is the command of its name
SYMBOL_COMMANDS = {
    "⊤": "top", "·": "cdot", "⋅": "cdot", "∙": "cdot", "•": "cdot", "×": "times", "≤": "le", "≥": "ge",
    "≠": "ne", "≈": "approx", "≃": "approx", "→": "to", "⟶": "to", "↦": "to", "∞": "infty", "≫": "gg", "≪": "ll",
    "∈": "in", "∉": "notin", "‖": "|", "√": "sqrt", "∑": "sum", "𝟏": "one", "∼": "sim", "⟹": "implies",
    "⇒": "implies", "⊙": "odot", "∘": "circ", "⊗": "otimes", "⟨": "langle", "⟩": "rangle", "≡": "equiv",
    "∝": "propto", "𝒩": "NormalLaw", "𝔼": "Expectation", "𝒪": "BigO",
    "⩽": "le", "⩾": "ge", "≲": "lesssim", "≳": "gtrsim", "⋘": "lll", "⋙": "ggg", "≐": "doteq", "≅": "cong", "↓": "downarrow", "↘": "searrow", "↑": "uparrow", "↗": "nearrow",
    "…": "ldots", "⋯": "cdots", "⊥": "perp",
}
# Assignment, written many ways (q := …, q ← …, q \\coloneqq …), is a definition: "=".
ASSIGNMENTS = {":=", "≔", "←", "⟵"}
ASSIGNMENT_COMMANDS = {"coloneqq", "coloneq", "leftarrow", "gets", "longleftarrow"}
LONG_ARROWS = {"-->": "to", "==>": "implies", "|->": "to"}
ASCII_COMMANDS = {"~=": "approx", "<=": "le", ">=": "ge", "!=": "ne", "->": "to", ">>": "gg", "<<": "ll", "=>": "implies"}
FOLDED_CHARS = {"−": "-", "–": "-", "—": "-", "∗": "*", "′": "'", "÷": "/", "∕": "/", "⁄": "/"}
# the blackboard letters of the number sets (t_1 − t_2 ∈ 2πℤ) are the letters \\mathbb{Z} reads as
NUMBER_SETS = {"ℤ": "Z", "ℕ": "N", "ℝ": "R"}
# zero-width characters, invisible operators; combining hats and arrows (k̂_a, k⃗_a are k_a, as \\hat{k}_a is)
IGNORED_CHARS = {"\u200b", "\u200c", "\u200d", "\ufeff", "\u2061", "\u2062", "\u2063", "\u0302", "\u20d7", "\u0304"}
# Unicode sub- and superscripts (kₐ, q₁, β², u_bᵀ): a run becomes _{…} or ^{…}; ᵀ alone is the transpose.
SUBSCRIPTS = dict(zip("ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵤᵥ₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎", "aeoxhklmnpstijuv0123456789+-=()")) | {
    "ᵦ": "\\beta ", "ᵧ": "\\gamma ", "ᵨ": "\\rho ", "ᵩ": "\\phi ", "ᵪ": "\\chi "}
SUPERSCRIPTS = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱᵗᵃᵇᶜᵈᵉᵏ", "0123456789+-=()nitabcdek")) | {"ᵀ": "\\top "}
VULGAR_FRACTIONS = {"½": ("1", "2"), "⅓": ("1", "3"), "⅔": ("2", "3"), "¼": ("1", "4"), "¾": ("3", "4"),
                    "⅕": ("1", "5"), "⅖": ("2", "5"), "⅗": ("3", "5"), "⅘": ("4", "5"), "⅙": ("1", "6"),
                    "⅚": ("5", "6"), "⅛": ("1", "8"), "⅜": ("3", "8"), "⅝": ("5", "8"), "⅞": ("7", "8")}
PRIVATE_USE = range(0xE000, 0xF900)
SPACING_COMMANDS = {",", ";", "!", " ", ":", "quad", "qquad", "enspace", "thinspace", "displaystyle",
                    "textstyle", "big", "Big", "bigg", "Bigg", "bigl", "bigr", "Bigl", "Bigr",
                    "nonumber", "limits"}
# commands that print nothing: \\phantom{P(1 + η > 0)} = … aligns a line under the one before, whose chain it carries on
INVISIBLE_COMMANDS = {"phantom", "hphantom", "vphantom", "mathstrut", "strut"}
PUNCTUATION = set("+-*/^_()[]{}|,=<>!':&;.~")


@dataclass(frozen=True)
class Token:
    kind: str  # "num", "ident", "cmd", "sym", "end"
    text: str
    pos: int

    def describe(self) -> str:
        if self.kind == "end":
            return "end of input"
        if self.kind == "cmd":
            return f"'\\{self.text}'"
        return f"'{self.text}'"


GLUED_INDEX = re.compile(r"[0-9]{1,2}(?![0-9.])")  # ASCII: 𝟏 after P is the all-ones vector, not an index


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Tokens with positions counted from `offset` (where the text starts in a larger document)."""
    if offset:
        try:
            return [Token(t.kind, t.text, t.pos + offset) for t in tokenize(text)]
        except NotationError as error:
            raise NotationError(error.message, error.position + offset, text) from None
    if len(text) > MAX_CHARS:
        raise NotationError(f"input is {len(text)} characters long; at most {MAX_CHARS} are read", 0, text[:80])
    tokens: list[Token] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "~" and text[i + 1:i + 2] != "=" and _tilde_relates(text, i, tokens):
            tokens.append(Token("cmd", "sim", i))
            i += 1
        elif ch.isspace() or (ch == "~" and text[i + 1:i + 2] != "=") or ch in IGNORED_CHARS:
            i += 1
        elif 0xFF01 <= ord(ch) <= 0xFF5E:  # fullwidth forms: （ ＝ ， are ( = ,
            tokens.extend(tokenize(chr(ord(ch) - 0xFEE0), i)[:-1])
            i += 1
        elif ch in VULGAR_FRACTIONS:  # ½ is {1/2}: a group, so t½ and 𝒩(0, ½) read as written
            numerator, denominator = VULGAR_FRACTIONS[ch]
            tokens.extend((Token("sym", "{", i), Token("num", numerator, i), Token("sym", "/", i),
                           Token("num", denominator, i), Token("sym", "}", i)))
            i += 1
        elif ch in SUBSCRIPTS or ch in SUPERSCRIPTS:
            i = _script_run(text, i, tokens)
        elif ch in DIGITS or (ch == "." and text[i + 1:i + 2] in DIGITS and text[i - 1:i] not in DIGITS):
            i = _number(text, i, tokens, _depth(tokens))
        elif ch == "%":  # 5% is 5/100
            tokens.extend((Token("sym", "/", i), Token("num", "100", i)))
            i += 1
        elif text[i:i + 2] in ASSIGNMENTS or ch in ASSIGNMENTS:
            tokens.append(Token("sym", "=", i))
            i += 2 if text[i:i + 2] in ASSIGNMENTS else 1
        elif ch.isascii() and ch.isalpha():
            j = i
            while j < n and text[j].isascii() and text[j].isalpha():
                j += 1
            tokens.append(Token("ident", text[i:j], i))
            bracketed = BRACKET_INDEX.match(text, j) if j - i == 1 else None
            # HW1 is H·W₁: capitals are a product of matrices, and the index is the last one's
            glued = GLUED_INDEX.match(text, j) if (j - i == 1 or 1 < j - i <= 4 and text[i:j].isupper()) and \
                not bracketed else None
            if glued:  # t1, q2, W1 in plain text: the index written without its underscore, as in code
                tokens.extend((Token("sym", "_", j), Token("num", glued.group(0), j)))
                j = glued.end()
            i = j
            if bracketed:  # k[a], v[1]: an index in brackets, as in code
                tokens.extend((Token("sym", "_", j), Token("sym", "{", j)))
                tokens.extend(tokenize(bracketed.group(1), j + 1)[:-1])
                tokens.append(Token("sym", "}", bracketed.end() - 1))
                i = bracketed.end()
        elif ch == "\\":
            i = _command(text, i, tokens)
        elif text[i:i + 3] in LONG_ARROWS:
            tokens.append(Token("cmd", LONG_ARROWS[text[i:i + 3]], i))
            i += 3
        elif text[i:i + 2] in ASCII_COMMANDS:
            tokens.append(Token("cmd", ASCII_COMMANDS[text[i:i + 2]], i))
            i += 2
        elif text[i:i + 2] == "**":
            tokens.append(Token("sym", "^", i))
            i += 2
        elif ch in GREEK:
            tokens.append(Token("cmd", GREEK[ch], i))
            i += 1
        elif ch in SYMBOL_COMMANDS:
            tokens.append(Token("cmd", SYMBOL_COMMANDS[ch], i))
            i += 1
        elif ch in FOLDED_CHARS:
            tokens.append(Token("sym", FOLDED_CHARS[ch], i))
            i += 1
        elif ch in NUMBER_SETS:
            tokens.append(Token("ident", NUMBER_SETS[ch], i))
            i += 1
        elif ch in PUNCTUATION:
            tokens.append(Token("sym", ch, i))
            i += 1
        elif ord(ch) in PRIVATE_USE:
            raise NotationError(f"unexpected character U+{ord(ch):04X}, a private-use symbol (often a glyph of a PDF "
                                f"font): retype it", i, text)
        else:
            shown = repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
            raise NotationError(f"unexpected character {shown}", i, text)
    tokens.append(Token("end", "", n))
    return tokens


# what ends an operand before a '~' and what starts one after it: c_2 ~ u_a, η~N(0, ½)
OPERAND_END_SYMBOLS = set(")]}|'")
OPERAND_START = re.compile(r"[\\A-Za-z0-9(\[|.\u0370-\u03ff\u00b5\U0001d400-\U0001d7ff]")
TEXT_WRAPPERS = {"text", "textrm", "textbf", "textit", "mbox", "mathrm", "operatorname", "textsf", "texttt", "hbox"}


def _tilde_relates(text: str, i: int, tokens: list[Token]) -> bool:
    """Is the '~' at i the relation ∼ (c_2 ~ u_a) rather than TeX's unbreakable space (\\text{for}~t, ,~t)?

    It relates when it stands, spaced, between two operands: after a name, a number or a closing bracket (not the
    one of \\text{…}) and before what starts one. A '~' next to another is a space (~~ is TeX's wider space).
    (In plain text outside math every '~' is ∼ already: the document reader turns it so.)"""
    if not tokens or text[i - 1:i] == "~" or text[i + 1:i + 2] == "~":
        return False
    if not (text[i - 1:i].isspace() or text[i + 1:i + 2].isspace()):
        return False  # t~(k_a + k_b), \\text{for}~t: a tie written tight is TeX's space
    last = tokens[-1]
    if last.kind == "sym" and last.text == "}":
        return not _closes_text_wrapper(tokens)
    operand_end = last.kind in ("num", "ident") or last.kind == "sym" and last.text in OPERAND_END_SYMBOLS or \
        last.kind == "cmd" and (last.text in GREEK.values() or last.text in ("infty", "top", "one", "rangle", "|",
                                                                              "rVert", "rvert"))
    following = text[i + 1:].lstrip()
    return operand_end and bool(OPERAND_START.match(following[:1]))


def _closes_text_wrapper(tokens: list[Token]) -> bool:
    """Does the '}' ending the tokens close the group of \\text{…} (or \\mathrm, \\mbox)?"""
    depth = 0
    for index in range(len(tokens) - 1, max(-1, len(tokens) - 200), -1):
        token = tokens[index]
        if token.kind == "sym" and token.text == "}":
            depth += 1
        elif token.kind == "sym" and token.text == "{":
            depth -= 1
            if depth == 0:
                before = tokens[index - 1] if index else None
                return before is not None and before.kind == "cmd" and before.text in TEXT_WRAPPERS
    return True


BRACKET_INDEX = re.compile(r"\[([a-z0-9]{1,2})\]")
DECIMAL_COMMA = "{,}"
THOUSANDS = re.compile(r"(?:,|\\,|\\ |\u202f|\u2009|\u00a0| (?=\d{3}(?![\d.,])))(\d{3})(?![\d.])")
# the exponent of 5e-1 or 2.5E+3; not e^t, 2e (two times e) or 3e2x
# inside a formula, (2e-1) or \frac{e}{2e-1} is 2e − 1: scientific notation only where a number stands alone
AFTER_THESE_2E_MINUS_1_IS_ARITHMETIC = set("/{(+-*^·−")
SCIENTIFIC = re.compile(r"[eE]([+-]?\d{1,4})(?![\dA-Za-z^_({])|"  # 2{,}5: the decimal comma of European LaTeX
                        # the e set upright: 9.2\mathrm{e}{-1}, 1.2\text{e}-5
                        r"\\(?:mathrm|text|rm|textrm)\s*\{\s*[eE]\s*\}\s*\{?\s*([+-]?\d{1,4})\s*\}?")


def _depth(tokens: list[Token]) -> int:
    """How many brackets are open at the end of the tokens (a count kept on the list, not recomputed)."""
    return sum(1 if t.text in "([{" else -1 for t in tokens[-64:] if t.kind == "sym" and t.text in "()[]{}") \
        if len(tokens) <= 64 else 1  # long inputs: treat as nested, so 1,000 is never joined there


def _number(text: str, i: int, tokens: list[Token], depth: int = 0) -> int:
    """Digits with a decimal point or comma ({,}); .5 is 0.5; 1,000 and 1\\,000 (outside brackets, where
    (1,100) is an interval) are a thousand."""
    n, j = len(text), i
    while j < n and text[j] in DIGITS:
        j += 1
    if depth <= 0 and text[i] != "0" and j - i <= 3:
        while (grouped := THOUSANDS.match(text, j)) is not None:
            j = grouped.end()
    digits = "".join(ch for ch in text[i:j] if ch in DIGITS)
    for point in (".", DECIMAL_COMMA):
        if text.startswith(point, j) and text[j + len(point):j + len(point) + 1] in DIGITS and \
                text[j + len(point):j + len(point) + 1]:
            k = j + len(point)
            while k < n and text[k] in DIGITS:
                k += 1
            digits, j = (digits or "0") + "." + text[j + len(point):k], k
            break
    scientific = SCIENTIFIC.match(text, j)
    before = text[:i].rstrip()[-1:]
    # 5e-1, 1.5E3: written out as the decimal it stands for (0.5, 1500); after an operator a decimal mantissa still is
    # ("9 * 6.14e-6": nobody writes 6.14·e − 6 so), a whole one is arithmetic ((2e-1))
    if scientific and digits and (before not in AFTER_THESE_2E_MINUS_1_IS_ARITHMETIC or "." in digits):
        exponent = int(scientific.group(1) or scientific.group(2))
        if abs(exponent) > MAX_DIGITS:
            raise NotationError(f"exponent {exponent} of a number in scientific notation is larger than {MAX_DIGITS}",
                                i, text)
        digits = format(Decimal(digits) * Decimal(10) ** exponent, "f")
        digits = digits.rstrip("0").rstrip(".") if "." in digits else digits
        j = scientific.end()
    if len(digits) > MAX_DIGITS:
        raise NotationError(f"number literal longer than {MAX_DIGITS} digits", i, text)
    tokens.append(Token("num", digits, i))
    return j


def _script_run(text: str, i: int, tokens: list[Token]) -> int:
    """A run of Unicode subscripts (or superscripts) → '_' (or '^') and a braced group, at the run's position."""
    table = SUBSCRIPTS if text[i] in SUBSCRIPTS else SUPERSCRIPTS
    j = i
    while j < len(text) and text[j] in table:
        j += 1
    tokens.append(Token("sym", "_" if table is SUBSCRIPTS else "^", i))
    tokens.append(Token("sym", "{", i))
    k = i
    while k < j:
        if table[text[k]].isdigit():  # e²⁰ is e^{20}, 10⁻⁴³ is 10^{-43}: a run of digits is one number
            end = k
            while end < j and table[text[end]].isdigit():
                end += 1
            tokens.append(Token("num", "".join(table[c] for c in text[k:end]), k))
            k = end
            continue
        tokens.extend(tokenize(table[text[k]], k)[:-1])
        k += 1
    tokens.append(Token("sym", "}", j - 1))
    return j


def _past_group(text: str, j: int) -> int:
    """Where a braced argument starting at j (after spaces) ends; j itself when there is none."""
    k = j
    while k < len(text) and text[k] == " ":
        k += 1
    if k >= len(text) or text[k] != "{":
        return j
    depth = 0
    for end in range(k, len(text)):
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        if depth == 0:
            return end + 1
    raise NotationError("a '{' is never closed", k, text)


def _command(text: str, i: int, tokens: list[Token]) -> int:
    j = i + 1
    while j < len(text) and text[j].isascii() and text[j].isalpha():
        j += 1
    if j == i + 1:
        if j >= len(text) and i > 0 and not text[i - 1].isspace():
            return j  # "k_i^\top q\ " cut at its end: a control space (\␣) whose space was trimmed away
        if j >= len(text):
            raise NotationError("a backslash must be followed by a command name", i, text)
        j += 1  # one-character command: \| \{ \} \, \; \! and so on
    name = text[i + 1:j]
    if name in INVISIBLE_COMMANDS:
        return _past_group(text, j)
    if name == "%":
        tokens.extend((Token("sym", "/", i), Token("num", "100", i)))
    elif name in ASSIGNMENT_COMMANDS:
        tokens.append(Token("sym", "=", i))
    elif name == "\\":
        tokens.append(Token("sym", "\\\\", i))
    elif name not in SPACING_COMMANDS:
        tokens.append(Token("cmd", name, i))
    return j
