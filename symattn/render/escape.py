"""The one way text that is not trusted LaTeX enters a sheet: a single regex pass.

Each of & % $ # _ { } ~ ^ \\ becomes its printed form, every other ASCII control
character is dropped, and the few Unicode symbols the engine's messages use are
mapped to math commands (pdflatex has no glyphs for them).
"""

import re

REPLACEMENTS = {
    "&": r"\&", "%": r"\%", "$": r"\$", "#": r"\#", "_": r"\_", "{": r"\{", "}": r"\}",
    "~": r"\textasciitilde{}", "^": r"\textasciicircum{}", "\\": r"\textbackslash{}",
    "→": r"$\to$", "∞": r"$\infty$", "≈": r"$\approx$", "≤": r"$\le$", "≥": r"$\ge$", "≠": r"$\ne$",
    "−": "-", "–": "--", "—": "---", "…": r"\ldots{}", "×": r"$\times$", "·": r"$\cdot$", "ℤ": r"$\mathbb{Z}$",
    "∈": r"$\in$", "∉": r"$\notin$", "⊤": r"$^\top$", "ᵀ": r"$^\top$", "²": r"$^2$", "½": r"$\frac12$",
    "¼": r"$\frac14$", "¾": r"$\frac34$", "≫": r"$\gg$", "✓": r"$\checkmark$", "✗": r"$\times$",
    "α": r"$\alpha$", "β": r"$\beta$", "γ": r"$\gamma$", "ε": r"$\varepsilon$", "η": r"$\eta$", "λ": r"$\lambda$",
    "μ": r"$\mu$", "π": r"$\pi$", "σ": r"$\sigma$", "ω": r"$\omega$", "Φ": r"$\Phi$", "Σ": r"$\Sigma$",
}
PATTERN = re.compile("|".join(re.escape(k) for k in REPLACEMENTS) + r"|[\x00-\x08\x0b-\x1f\x7f]|[^\x00-\x7f]")


def escape(text) -> str:
    """Plain text → LaTeX that prints it; nothing in it can act as a command."""
    return PATTERN.sub(_replace, str(text))


def _replace(match) -> str:
    char = match.group(0)
    if char in REPLACEMENTS:
        return REPLACEMENTS[char]
    if ord(char) < 0x80:
        return ""
    return "?" if not char.isprintable() else f"[U+{ord(char):04X}]"
