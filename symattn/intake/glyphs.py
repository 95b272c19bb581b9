"""Characters a PDF's math fonts give instead of what was typeset, replaced: ligatures (ﬁ → fi), the Symbol font's
private-use code points (U+F0AE → →), TeX's \\not before a relation (" ̸=" → ≠), TeX's large delimiters at control
codes, the micro sign µ for μ, and the spacing marks TeX fonts leave. A subscript a PDF flattens ("ka" for k_a) is
left as it is here: grading's reading (grading/repair.py) tries it, with the part's names, only when the text as
written does not read. A subscript set under a transpose comes out after it ("k⊤ a q" for k_a^⊤ q), where the text
as written reads wrongly (prose "k⊤ a", then q = …): it is put back onto its letter here, for the problem's indices
only (a to d, i, j, a digit).
"""

import re

LIGATURES = {"ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"}
# the Symbol font's letters and signs, as PDFs of Word and older TeX fonts encode them in the private-use area
SYMBOL_FONT = {
    0xF061: "α", 0xF062: "β", 0xF067: "γ", 0xF064: "δ", 0xF065: "ε", 0xF068: "η", 0xF06C: "λ", 0xF06D: "μ",
    0xF073: "σ", 0xF053: "Σ", 0xF074: "τ", 0xF071: "θ", 0xF070: "π", 0xF06A: "φ", 0xF077: "ω",
    0xF0AE: "→", 0xF0AC: "←", 0xF0DE: "⇒", 0xF0DB: "⇔", 0xF0BB: "≈", 0xF0B9: "≠", 0xF0A3: "≤", 0xF0B3: "≥",
    0xF0A5: "∞", 0xF0B4: "×", 0xF0D7: "·", 0xF0B1: "±", 0xF0E5: "∑", 0xF0D6: "√", 0xF0CE: "∈", 0xF0A2: "′",
    0xF02D: "−", 0xF03D: "=", 0xF02B: "+", 0xF0B7: "•",
}
# other private-use arrows some TeX math fonts map there
TEX_PRIVATE = {0xE020: "→", 0xE021: "←", 0xE0A0: "≈", 0xE0A1: "≫", 0xE0A2: "≪"}
# TeX's extension font (cmex10) sets its large delimiters at control-character codes, which PDFs pass on as they are
# ("softmax\x10 PQKᵀPᵀ/√d \x11"): control characters never stand for themselves in a write-up's text
CMEX_DELIMITERS = {0x00: "(", 0x01: ")", 0x02: "[", 0x03: "]", 0x10: "(", 0x11: ")", 0x12: "(", 0x13: ")", 0x14: "[",
                   0x15: "]", 0x1A: "{", 0x1B: "}"}
OTHER = {"µ": "μ", "\u2212": "-", "\u00a0": " ", "\u2009": " ", "\u200b": "", "\u2032": "'", "∗": "*",
         "\u22a4": "⊤", "ℓ": "l"}


def _table() -> dict:
    table = {ord(k): v for k, v in {**LIGATURES, **OTHER}.items()}
    table.update({code: v for code, v in {**SYMBOL_FONT, **TEX_PRIVATE, **CMEX_DELIMITERS}.items()})
    return table


TABLE = _table()


# T1-encoded text fonts (LaTeX's fontenc, Latin Modern) set ff, fi, fl, ffi, ffl at the control codes 0x1B–0x1F that
# cmex uses for delimiters: beside a letter ("di\x1berence", "\x1crst"), a ligature of a word, not a bracket
T1_LIGATURES = {"\x1b": "ff", "\x1c": "fi", "\x1d": "fl", "\x1e": "ffi", "\x1f": "ffl"}
_IN_A_WORD = re.compile(r"(?<=[^\W\d_])[\x1b-\x1f]|[\x1b-\x1f](?=[^\W\d_]{2})")


# a letter, the transpose, a space and an index alone: "k⊤ a q", "x⊤ 2 x1", "ubu⊤ b" (u_b u_b^⊤, the first index
# flattened: the letter before is split off). Not "q⊤ k" (k is no index) nor "P⊤ X"
_TRANSPOSED_INDEX = re.compile(r"(?P<glued>(?<=[^\W\d_]))?(?P<letter>[a-zα-ω])⊤[ \t]+(?P<index>[a-dij]|[1-9])"
                               r"(?![^\W_])")


# TeX's \\not is a glyph of its own set over the relation after it: pdftotext gives the combining solidus (U+0338)
# before it, LuaTeX's fonts a fraction slash ("i ̸= j", "i ⁄= j" for i ≠ j)
NEGATED = {"=": "≠", "∈": "∉"}
_NOT_GLYPH = re.compile(r"[\u0338\u2044][ \t]?(?P<relation>[" + "".join(NEGATED) + "])")


def repaired(text: str) -> str:
    text = _IN_A_WORD.sub(lambda match: T1_LIGATURES[match.group(0)], text).translate(TABLE)
    text = _NOT_GLYPH.sub(lambda m: NEGATED[m["relation"]], text)
    return _TRANSPOSED_INDEX.sub(lambda m: f"{' ' if m['glued'] is not None else ''}{m['letter']}_{m['index']}^⊤",
                                 text)
