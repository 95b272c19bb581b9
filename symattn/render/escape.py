"""The one way text that is not trusted LaTeX enters a sheet: a single regex pass.

Each of & % $ # _ { } ~ ^ \\ becomes its printed form and every other ASCII
control character is dropped. Sheets are typeset by LuaLaTeX with fallback fonts
(templates/base.tex.j2), so letters of the scripts those fonts cover pass through
as they are: Latin with its accents, Greek, Cyrillic, Chinese, Japanese, Korean;
Hebrew and Arabic are set right to left. A character no font covers is shown as
its code point, [U+0915], never silently dropped. `escape` also maps the few
symbols the engine's messages use (→, ≈, α) to math; `escape_name` keeps every
letter a letter (Ελένη is a name, not five Greek symbols).
"""

import re

SPECIALS = {
    "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}",
    "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "\\": r"\textbackslash{}",
}
SYMBOLS = {
    "→": r"$\to$", "∞": r"$\infty$", "≈": r"$\approx$", "≤": r"$\le$", "≥": r"$\ge$", "≠": r"$\ne$",
    "−": r"$-$", "–": "--", "—": "---", "…": r"\ldots{}", "×": r"$\times$", "·": r"$\cdot$", "ℤ": r"$\mathbb{Z}$",
    "∈": r"$\in$", "∉": r"$\notin$", "⊤": r"$^\top$", "ᵀ": r"$^\top$", "²": r"$^2$", "½": r"$\frac12$",
    "¼": r"$\frac14$", "¾": r"$\frac34$", "≫": r"$\gg$", "✓": r"$\checkmark$", "✗": r"$\times$",
    "α": r"$\alpha$", "β": r"$\beta$", "γ": r"$\gamma$", "ε": r"$\varepsilon$", "η": r"$\eta$", "λ": r"$\lambda$",
    "μ": r"$\mu$", "π": r"$\pi$", "σ": r"$\sigma$", "ω": r"$\omega$", "Φ": r"$\Phi$", "Σ": r"$\Sigma$",
    "≪": r"$\ll$", "∼": r"$\sim$", "‖": r"$\|$", "′": r"$'$", "𝟏": r"$\mathbf{1}$",
    # the superscripts of readable math (notation/readable.py): 2eᵗ, 0⁺
    **{mark: f"$^{{{plain}}}$" for plain, mark in zip("013456789+-=()nitae", "⁰¹³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱᵗᵃᵉ")},
}
# Code point ranges the sheet's fonts cover: Latin Modern, then DejaVu Sans, then WenQuanYi Micro Hei.
COVERED = (
    (0x00A0, 0x02AF),  # Latin-1 Supplement, Latin Extended-A and -B, IPA
    (0x0370, 0x052F),  # Greek, Cyrillic and its supplement
    (0x0590, 0x06FF),  # Hebrew, Arabic (right to left)
    (0x1E00, 0x1FFF),  # Latin Extended Additional (Vietnamese), Greek Extended
    (0x2010, 0x205E),  # general punctuation
    (0x2100, 0x22FF),  # letterlike symbols, arrows, mathematical operators
    (0x2E80, 0x2FDF), (0x3000, 0x31FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),  # CJK, kana, bopomofo, jamo
    (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF),  # Hangul syllables, compatibility forms
)
RIGHT_TO_LEFT = (0x0590, 0x06FF)
# Alphabets Latin Modern covers only in part (a few Greek capitals): a whole run of them is set in the
# template's \\otherscript font, so that a name is not set in two typefaces.
OTHER_ALPHABETS = ((0x0370, 0x052F), (0x0590, 0x06FF), (0x1F00, 0x1FFF))
NOT_ASCII = "[^\x00-\x7f" + "".join(SYMBOLS) + "]"  # and not a symbol, which maps to math
PATTERN = re.compile("|".join(re.escape(k) for k in SYMBOLS) + r"|[\x00-\x08\x0b-\x1f\x7f&%$#_{}~^\\]"
                     f"|{NOT_ASCII}(?:{NOT_ASCII}| (?={NOT_ASCII}))*")
# A run of letters outside ASCII, with the single spaces between its words: one right-to-left box for a whole name.
NAME_PATTERN = re.compile(r"[\x00-\x08\x0b-\x1f\x7f&%$#_{}~^\\]|[^\x00-\x7f](?:[^\x00-\x7f]| (?=[^\x00-\x7f]))*")


def escape(text) -> str:
    """Plain text → LaTeX that prints it; nothing in it can act as a command."""
    return PATTERN.sub(lambda match: SYMBOLS.get(match.group(0)) or _replace(match), str(text))


def escape_name(text) -> str:
    """A person's name → LaTeX that prints it, letter for letter, in any covered script."""
    return NAME_PATTERN.sub(_replace, str(text))


def _replace(match) -> str:
    found = match.group(0)
    if found in SPECIALS:
        return SPECIALS[found]
    if len(found) == 1 and ord(found) < 0x80:
        return ""  # an ASCII control character
    return "".join(_runs(found))


def _runs(text: str):
    """Covered letters as they are, each run of another alphabet in its font (right to left where it is
    written so), the rest as code points. A space stays inside the run it separates words of."""
    run, kind = [], None
    for char in text:
        code = ord(char)
        if char == " ":
            run.append(char)
            continue
        if not char.isprintable() or not any(low <= code <= high for low, high in COVERED):
            yield from _flush(run, kind)
            run, kind = [], None
            yield "?" if not char.isprintable() else f"[U+{code:04X}]"
            continue
        if RIGHT_TO_LEFT[0] <= code <= RIGHT_TO_LEFT[1]:
            this = "rtl"
        elif any(low <= code <= high for low, high in OTHER_ALPHABETS):
            this = "other"
        else:
            this = "latin"
        if run and this != kind:
            yield from _flush(run, kind)
            run = []
        run.append(char)
        kind = this
    yield from _flush(run, kind)


def _flush(run: list, kind) -> list:
    if not run:
        return []
    text = "".join(run)
    if kind == "rtl":
        return [r"{\otherscript\textdir TRT " + text + "}"]
    if kind == "other":
        return [r"{\otherscript " + text + "}"]
    return [text]
