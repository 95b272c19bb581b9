"""One readable printer: math for people (2eᵗ, |x|, ∞, X′) in every human-facing output, never sympy's syntax."""

import json
import shutil
import re
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.notation import parse
from symattn.notation.readable import latex_text, sympy_text, tree_text
from symattn.render.prose import safe_text

DATA = Path(__file__).parent / "data"
# sympy's or Python's syntax, and raw LaTeX, as they leaked into outputs (issue 17); a backslash before exp( is the
# author's own LaTeX, quoted as written; a TeX command or a lone dollar sign, as a student's words quoted around their
# math leaked them (issue 26: "('\\gamma$ is not much greater than')")
LEAKS = re.compile(r"\*\*|[\w)]\*[\w(]|Abs\(|\boo\b|sum_\(|ˆ|_prime|(?<!\\)\bexp\(|\$|none of the 1 "
                   r"|\b1 (?:steps|parts|answers)\b|\\[A-Za-z]+")
# answers whose feedback quotes the student's words around their math
QUOTING = {
    "grade quote math words": ["grade", "--part", "average", "--answer",
                               r"$q = \gamma(k_a + k_b)$ where $\gamma$ is not much greater than 1"],
    "grade quote plain": ["grade", "--part", "average", "--answer",
                          r"q = \gamma(k_a + k_b) where \gamma is not much greater than 1"],
    "grade quote relation": ["grade", "--part", "average", "--answer", r"$q = s k_a + t k_b$ with $t$ beating $s$"],
    "grade quote problem scale": ["grade", "--part", "kqv-plain", "--answer",
                                  r"$c_2 \approx u_a$ with $\beta$ chosen suitably"],
}


@pytest.mark.parametrize("text, expected", [
    ("both sides equal 2*exp(t)/(n + 4*exp(t) - 3)", "both sides equal 2eᵗ/(n + 4eᵗ − 3)"),
    ("both sides equal Abs(-1/2 + exp(t)/(n + 2*exp(t) - 2))", "both sides equal |−1/2 + eᵗ/(n + 2eᵗ − 2)|"),
    ("oo*sum_(i not in {a,b})", "∞·Σ_(i ∉ {a,b})"),
    ("defines X_prime", "defines X′"),
    ("both sides equal beta**2*exp(2*beta**2)", "both sides equal β²e^(2β²)"),
    ("both sides are t*(mu_a - mu_b)", "both sides are t(μ_a − μ_b)"),
    ("the limit is E/(n - 2 + 2*E)", "the limit is e/(n − 2 + 2e)"),
    ("at epsilon = 3/8, log((1 - 2*epsilon)*(n - 2)/(4*epsilon)) = -0.405", "at ε = 3/8, log((1 − 2ε)(n − 2)/(4ε)) = −0.405"),
    ("a key-to-key difference, the right-hand side", "a key-to-key difference, the right-hand side"),
    ("sqrt(2)*t and sqrt(n - 1)", "√2·t and √(n − 1)"),
])
def test_sympy_syntax_in_a_reason_is_made_readable(text, expected):
    """The engine's reasons: exp, Abs, **, *, oo, sum_, _prime, E and minus signs re-spelt; words kept."""
    assert sympy_text(text) == expected


@pytest.mark.parametrize("tex, expected", [
    (r"\frac{2 e^{t}}{n + 4 e^{t} - 3}", "2eᵗ/(n + 4eᵗ − 3)"),
    (r"|\alpha_j - \lim_{t \to \infty} \alpha_j|", "|α_j − lim_(t → ∞) α_j|"),
    (r"q = t \left(k_{a} + k_{b}\right)", "q = t(k_a + k_b)"),
    (r"K = I, \quad Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}", "K = I, Q = (u_d u_aᵀ + u_c u_dᵀ)/β²"),
    (r"t \to 0^+", "t → 0⁺"),
    (r"\sum_{i \notin \{a, b\}} e^{t}", "Σ_(i ∉ {a, b}) eᵗ"),
    (r"\|u_b\|^2 = \beta^2", "‖u_b‖² = β²"),
    # words set in \text between formulas are prose, never a product of their letters
    (r"\Phi(t_1) \ne \Phi(t_2) \text{ for } t_1 \ne t_2", "Φ(t_1) ≠ Φ(t_2) for t_1 ≠ t_2"),
    (r"c \to v_a \text{ if } \eta > 0, \quad c \to v_b \text{ if } \eta < 0", "c → v_a if η > 0, c → v_b if η < 0"),
    (r"c_1 \to v_a \text{ when } 1 + \eta > 0", "c_1 → v_a when 1 + η > 0"),
    (r"Z_{\text{perm}} = P Z", "Z_perm = P Z"),  # in a subscript, part of the name
])
def test_latex_math_is_made_readable(tex, expected):
    """A `$…$` span of feedback, read by the grammar (or cleaned when it is not), printed as text."""
    assert latex_text(f"so ${tex}$.") == f"so {expected}."


def test_a_tree_prints_as_written():
    """Products keep their order; a number before a name is juxtaposed."""
    assert tree_text(parse(r"\frac{e^\beta}{2e^\beta + n - 2}")) == "e^β/(2e^β + n − 2)"


def test_math_a_sheet_cannot_typeset_is_readable_text_not_raw_dollars():
    """The feedback sheet's `$t \\to 0^+$, as you state.`: no literal dollar signs reach the PDF."""
    assert safe_text(r"$t \to 0^+$, as you state.") == r"t $\to$ 0$^{+}$, as you state."


def _outputs(capsys) -> dict:
    """verify, grade and check over the shipped derivations and the test data: every human-facing text."""
    runs = {
        "verify": ["verify"],
        "verify --json": ["verify", "--json"],
        "verify variants": ["verify", "--derivations", str(DATA / "variants.toml")],
        "verify wrong": ["verify", str(DATA / "wrong-derivations.toml")],
        "verify wrong --json": ["verify", "--json", str(DATA / "wrong-derivations.toml")],
        "grade incorrect": ["grade", "--part", "average", "--answer", "q = t(k_a + 3k_b)"],
        "grade error": ["grade", "--part", "average", "--answer", r"q = t(k_a + k_b), t \not\to \infty"],
        "grade steps": ["grade", "--part", "average", "--answer", "q = t(k_a + k_b)", "--steps"],
        "grade no scale": ["grade", "--part", "average", "--answer", "q = 3(k_a + k_b)"],
        "grade kqv": ["grade", "--part", "kqv-plain", "--answer", r"c_2 \approx u_b"],
        **QUOTING,
    }
    for writeup in sorted((DATA / "writeups").iterdir()):
        part = "-".join(writeup.stem.split("-")[:2]) if writeup.stem.startswith(("single", "multi", "kqv")) \
            else writeup.stem.split("-")[0]
        runs[f"check {writeup.name}"] = ["check", "--part", part, str(writeup)]
    outputs = {}
    for name, argv in runs.items():
        main(argv)
        captured = capsys.readouterr()
        outputs[name] = captured.out + captured.err
    return outputs


def _human_text(name: str, text: str) -> str:
    """The parts of an output a person reads as the tool's own words: not the author's LaTeX quoted as written (a
    step's claim, a write-up's line), which a TA or student recognises as theirs."""
    if name.endswith("--json"):
        data = json.loads(text)
        return "\n".join(f"{s['reason']}\n{s['witness']}" for p in data["parts"] for s in p["steps"])
    if name.startswith("check"):
        return "\n".join(line for line in text.splitlines() if not re.match(r"^\s+[✓✗?–] \d+\. ", line))
    return "\n".join(line for line in text.splitlines() if not re.match(r"^\s+[✓✗?·] \d+\. ", line))


def test_no_output_leaks_program_syntax_or_raw_latex(capsys):
    """Every output of verify, grade and check over the shipped and test data is scanned for the leaks."""
    found = []
    for name, text in _outputs(capsys).items():
        for line in _human_text(name, text).splitlines():
            if LEAKS.search(line):
                found.append(f"{name}: {line.strip()}")
    assert found == []


def test_an_exponent_in_a_reason_is_a_superscript_on_a_sheet():
    """e^β in a step's reason is set as a superscript: a caret would print as ˆ (eˆβ) in the PDF."""
    assert safe_text("the denominator is n + 2e^β − 2, not e^(β/√d_k)") == \
        r"the denominator is n + 2e\textsuperscript{$\beta$} $-$ 2, not e\textsuperscript{$\beta$/√$d_{k}$}"


@pytest.mark.skipif(shutil.which("lualatex") is None or shutil.which("pdftotext") is None,
                    reason="TeX Live and poppler-utils needed")
def test_a_feedback_pdf_has_no_caret_and_no_raw_math(tmp_path):
    """A sheet with checked steps and a scale the student sends to 0⁺: no ˆ, no $ in the PDF's text."""
    import subprocess

    from symattn.grading.batch import Row, as_json, grade_rows
    from symattn.render import commands as sheets
    from symattn.steps.run import with_steps

    slipped = (DATA / "writeups" / "average-slip-denominator.tex").read_text(encoding="utf-8")
    rows = [Row("s1", "average", slipped), Row("s1", "single-head", r"$q = t(\mu_a + \mu_b)$, $t \to 0^+$")]
    results = tmp_path / "results.json"
    results.write_text(as_json(grade_rows(rows, workers=1, steps=with_steps)), encoding="utf-8")
    written = sheets.feedback_sheets(tmp_path / "out", results, pdf=True)
    text = subprocess.run(["pdftotext", str(written.pdf[0]), "-"], capture_output=True, text=True, check=True).stdout
    assert "ˆ" not in text and "$" not in text and "the denominator is" in text
