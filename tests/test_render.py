"""Sheets: equations from the engine, definitions from the checked code, hostile text kept as text, real PDFs."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.render import sheets
from symattn.render.display import claim_latex
from symattn.render.escape import escape
from symattn.render.feedback import safe_math, safe_text
from symattn.render.sheet import definitions
from symattn.verify import load_parts

ROOT = Path(__file__).parent.parent
NO_TEX = shutil.which("pdflatex") is None or shutil.which("pdftotext") is None
needs_tex = pytest.mark.skipif(NO_TEX, reason="TeX Live is not installed (apt-get install texlive-latex-base "
                                                 "texlive-latex-recommended texlive-pictures poppler-utils)")
HOSTILE = [r"\input{/etc/passwd}", r"\write18{touch /tmp/symattn-tex-pwned}", r"\def\x{\x}\x", "{{ 7*7 }}",
           r"\BLOCK{ for x in y }", "100% & $x$ # ~ ^ _ \\", "\x1b[31mred\x00"]


@pytest.mark.parametrize("text, expected", [
    ("a & b", r"a \& b"), ("50%", r"50\%"), ("$x$", r"\$x\$"), ("#1", r"\#1"), ("a_b", r"a\_b"),
    ("{x}", r"\{x\}"), ("~", r"\textasciitilde{}"), ("^", r"\textasciicircum{}"), ("\\", r"\textbackslash{}"),
    (r"\input{/etc/passwd}", r"\textbackslash{}input\{/etc/passwd\}"), ("t → ∞", r"t $\to$ $\infty$"),
    ("bell\x07", "bell"), ("日", "[U+65E5]"),
])
def test_escape(text, expected):
    """One pass turns every special character into its printed form."""
    assert escape(text) == expected


@pytest.mark.parametrize("claim, expected", [
    (r"k_a^\top q = t", r"k_{a}^\top q = t"),
    (r"\lim_{t\to\infty} c = \frac{1}{2}(v_a + v_b)", r"\lim_{t \to \infty} c = \frac{1}{2} \left(v_{a} + v_{b}\right)"),
    (r"\Pr(1 + \eta > 0) \approx 0.921", r"\Pr\left(1 + \eta > 0\right) \approx 0.921"),
    (r"Z_{\text{perm}} = P Z", r"Z_{\text{perm}} = P Z"),
    (r"\sum_{i \notin \{a,b\}} e^{k_i^\top q} = n - 2", r"\sum_{i \notin \{a, b\}} e^{k_{i}^\top q} = n - 2"),
])
def test_claims_are_printed_as_written(claim, expected):
    """The course's notation, printed by sympy from the parse: k_a^⊤ q, α_a, no bold."""
    assert claim_latex(claim) == expected


@pytest.mark.parametrize("text", HOSTILE)
def test_feedback_text_never_passes_commands(text):
    """Whatever the results file says, no backslash command survives outside re-emitted math."""
    made = safe_text(f"Your answer: ${text}$ and {text}")
    assert r"\input" not in made and r"\write18" not in made and r"\def" not in made and r"\BLOCK" not in made


def test_math_is_re_emitted_from_the_parse():
    """Feedback math that parses is printed anew; math that does not is escaped text."""
    assert safe_math(r"c \to \frac{3 v_{a}}{4} + \frac{v_{b}}{4}") == r"c \to \frac{3 v_{a}}{4} + \frac{v_{b}}{4}"
    assert safe_math(r"\input{/etc/passwd}") is None


def test_definitions_come_from_the_numeric_code():
    """latexify prints the functions the tests run: α is the softmax of k_i^⊤q, Φ the sinusoid."""
    shown = {d["caption"]: d["latex"] for d in definitions()}
    assert shown["The attention weight of key i for query q over n keys."].startswith(r"\alpha(k, q, i, n) = \frac")
    (ffn,) = [tex for tex in shown.values() if tex.startswith("Z(")]
    assert r"\mathbf{1} b_{1}" in ffn.replace(r"\cdot ", "") and r"\mathrm{one}" not in ffn


def test_answer_sheet_tex_without_tex(tmp_path):
    """The .tex and the figure data are written whether or not TeX is installed; every part is there."""
    written = sheets.answer_sheet(tmp_path, [], "2025")
    tex = written.tex[0].read_text(encoding="utf-8")
    assert tex.count(r"\clearpage") == 13 and (tmp_path / "noise-figure.dat").is_file()
    assert r"\section*{1(b)\quad An average of two" in tex and r"\section*{kqv-design\quad" in tex


def test_render_cli_without_tex(tmp_path):
    """--pdf without pdflatex: a clear message, the .tex still written, exit 1."""
    env = {**os.environ, "PATH": "/nonexistent"}
    done = subprocess.run([sys.executable, "-m", "symattn", "render", "--out", str(tmp_path), "--parts", "average",
                           "--pdf"], capture_output=True, text=True, env=env, cwd=ROOT)
    assert done.returncode == 1 and done.stderr.startswith("symattn: pdflatex is not installed")
    assert (tmp_path / "answer-sheet.tex").is_file()


# Each part's answer as pdftotext reads it back, white space removed.
ANSWERS = {"copy": "q=tkj", "average": "q=t(ka+kb)", "single-head": "q=t(µa+µb)", "single-head-noise": "c→vaifη>0",
           "multi-head": "q1=tµa", "multi-head-noise": "withprobability", "multi-head-summary": "Asinglehead",
           "kqv-plain": "c2≈ua", "kqv-design": "K=I", "permutation": "Zperm=PZ", "permutation-implication":
           "bagoftokens", "position-helps": "PX+Φ̸=P(X+Φ)", "position-distinct": "Φ(t1)̸=Φ(t2)"}


def _pdf_text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@needs_tex
def test_answer_sheet_compiles(tmp_path):
    """The full sheet compiles: every part on its own page, each answer in the text, no LaTeX errors."""
    written = sheets.answer_sheet(tmp_path, [], "2025", pdf=True)
    text = _pdf_text(written.pdf[0])
    pages = text.split("\f")
    parts = load_parts([])
    for part in parts:
        assert any(part.title in page for page in pages), part.id
    starts = [i for i, page in enumerate(pages) for part in parts if part.title in page.split("\n", 3)[0]]
    assert len(set(starts)) == len(parts)
    squeezed = "".join(text.split())
    for fragment in ANSWERS.values():
        assert fragment in squeezed, fragment
    log = (tmp_path / "answer-sheet.log").read_text(encoding="latin-1")
    assert "! " not in log and log.count("Overfull") <= 5


@needs_tex
def test_feedback_sheet_with_hostile_answers_compiles(tmp_path):
    """Hostile student text in the results: the sheet compiles and shows it as text."""
    from symattn.grading.batch import Row, as_json, grade_rows

    rows = [Row("student-1", "average", text) for text in HOSTILE] + [Row("student-1", "1b", "q = t(k_a + k_b)")]
    results = tmp_path / "results.json"
    verdicts = json.loads(as_json(grade_rows(rows)))
    verdicts.append({"id": "../../etc/x", "part": r"\input{x}", "verdict": "correct", "score": 1, "max_score": 2,
                     "feedback": r"$\input{/etc/passwd}$ \write18{x} {{ }}", "reading": r"\def\x{\x}\x"})
    results.write_text(json.dumps(verdicts), encoding="utf-8")
    written = sheets.feedback_sheets(tmp_path / "out", results, pdf=True)
    assert [p.name for p in written.tex] == ["feedback-001-student-1.tex", "feedback-002-etc-x.tex"]
    texts = [_pdf_text(pdf) for pdf in written.pdf]
    assert r"\input{x}" in texts[1] and r"\write18{x}" in texts[1]
    assert not Path("/tmp/symattn-tex-pwned").exists()


@needs_tex
def test_same_input_same_pdf_bytes(tmp_path):
    """A fixed SOURCE_DATE_EPOCH makes the PDF reproducible."""
    first = sheets.answer_sheet(tmp_path / "a", ["1b"], "2025", pdf=True).pdf[0].read_bytes()
    second = sheets.answer_sheet(tmp_path / "b", ["1b"], "2025", pdf=True).pdf[0].read_bytes()
    assert first == second
