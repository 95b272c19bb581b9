"""Write-ups in each format read into text (intake/readers.py, pdf.py, docx.py, html.py, glyphs.py), and bad input
refused with a clear message for that file. The LaTeX write-up is compiled to PDF here with LuaLaTeX."""

import io
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from symattn.intake import readers
from symattn.intake.docx import docx_text
from symattn.intake.glyphs import repaired
from symattn.intake.html import html_text
from symattn.intake.readers import UnreadableWriteup, notebook_text, read

NO_TEX = shutil.which("lualatex") is None and os.environ.get("CI") != "true"

LATEX = r"""\documentclass{article}
\usepackage{amsmath}
\begin{document}
\section*{Problem 1}
\subsection*{(a) Copying}
When $k_j^\top q \gg k_i^\top q$ for $i \neq j$, e.g.\ $q = t\,k_j$ with $t \to \infty$, the output copies:
$c \approx v_j$.
\subsection*{(b)}
\textbf{Answer:} we take $q = t(k_a + k_b)$ with $t \to \infty$.
\newpage
\subsection*{(c)}
\begin{enumerate}
\item[(i)] $q = t(\mu_a + \mu_b)$ for a large $t$.
\end{enumerate}
\end{document}
"""


@pytest.mark.skipif(NO_TEX, reason="LuaLaTeX is not installed")
def test_a_latex_writeup_compiled_to_pdf(tmp_path):
    (tmp_path / "w.tex").write_text(LATEX, encoding="utf-8")
    subprocess.run(["lualatex", "-interaction=nonstopmode", "-halt-on-error", "w.tex"], cwd=tmp_path,
                   capture_output=True, check=True, timeout=180)
    writeup = read(tmp_path / "w.pdf")
    assert len(writeup.pages) == 2 and writeup.pages[0] == 0
    assert "(b)" in writeup.text and "q = t(ka + kb)" in writeup.text.replace(" )", ")")
    assert writeup.text.index("(c)") >= writeup.pages[1] > writeup.text.index("(b)")  # the page break is kept
    assert "μa" in writeup.text  # not the micro sign
    assert "i ≠ j" in writeup.text  # TeX's \\not and its relation: one sign
    # the page numbers LaTeX prints at each foot are layout: an item left blank at a page's end is not answered "1"
    ends = [writeup.text[:start].rstrip("\n\f ").rsplit("\n", 1)[-1].strip() for start in writeup.pages[1:]] + \
        [writeup.text.rstrip("\n\f ").rsplit("\n", 1)[-1].strip()]
    assert ends[0] != "1" and ends[1] != "2"


@pytest.mark.parametrize("raw, fixed", [
    ("ﬁnd the ﬂow", "find the flow"), ("µa", "μa"), ("t \uf0ae \uf0a5", "t → ∞"), ("\uf061\uf0bb1", "α≈1"),
    ("k\u22a4q", "k⊤q"), ("x\u2212y", "x-y"), ("softmax\x10 PAP\x11", "softmax( PAP)"),
    ("\x12 QK\x13 \x14 v \x15", "( QK) [ v ]"), ("\x1a a \x1b", "{ a }"),
    # T1 text fonts set ff, fi, fl, ffi, ffl at the codes cmex gives its braces: inside a word, a ligature
    ("the di\x1berence", "the difference"), ("\x1crst", "first"), ("e\x1eciency", "efficiency"), ("\x1b x", "} x"),
    # an index set under a transpose comes out after it: put back onto its letter, for the problem's indices only
    ("k\u22a4 a q = k\u22a4 b q = λ", "k_a^⊤ q = k_b^⊤ q = λ"), ("x\u22a4 2 x1 = 0", "x_2^⊤ x1 = 0"),
    ("( ubu\u22a4 b - ucu\u22a4 c )", "( ub u_b^⊤ - uc u_c^⊤ )"), ("μ\u22a4 a q", "μ_a^⊤ q"),
    ("q\u22a4 k", "q⊤ k"), ("P\u22a4 X", "P⊤ X"), ("k\u22a4 ab", "k⊤ ab"), ("x\u22a4 12", "x⊤ 12"),
    # TeX's \not over a relation, as pdftotext and LuaTeX's fonts give it
    ("for i \u0338= j", "for i ≠ j"), ("P Φ \u2044= Φ", "P Φ ≠ Φ"), ("i \u0338∈ {a, b}", "i ∉ {a, b}"),
    ("a \u0338≤ b", "a \u0338≤ b"),
])
def test_glyph_repair(raw, fixed):
    assert repaired(raw) == fixed


def _pdf(pages_text=None, password=None) -> bytes:
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.add_blank_page(width=200, height=200)
    if password:
        writer.encrypt(password)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.parametrize("content, message", [
    (_pdf(), r"^w\.pdf has no text layer \(a scanned or photographed write-up\?\): nothing could be read from its 1 "
             r"page; submit a PDF with text, or its source$"),
    (_pdf(password="secret"), r"^w\.pdf is encrypted with a password: submit it without one$"),
    (b"%PDF-1.4 garbage", r"^w\.pdf could not be read as a PDF \(.*\)$"),
    (b"not a pdf at all", r"^w\.pdf could not be read as a PDF \(.*\)$"),
])
def test_bad_pdfs(tmp_path, content, message):
    (tmp_path / "w.pdf").write_bytes(content)
    with pytest.raises(UnreadableWriteup, match=message):
        read(tmp_path / "w.pdf")


def test_a_50_mb_file_is_not_read(tmp_path):
    path = tmp_path / "big.pdf"
    with path.open("wb") as handle:
        handle.truncate(50_000_000)
    with pytest.raises(UnreadableWriteup, match=r"^big\.pdf was not read: it has 50,000,000 bytes, more than the "
                                                 r"limit of 20,000,000 bytes for a \.pdf write-up$"):
        read(path)


def _notebook(cells) -> str:
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells})


def test_a_notebook_reads_markdown_and_printed_outputs():
    text = notebook_text(_notebook([
        {"cell_type": "markdown", "metadata": {}, "source": ["## 1(b)\n", "We take $q = t(k_a + k_b)$."]},
        {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": "print(1 / 2)",
         "outputs": [{"output_type": "stream", "name": "stdout", "text": ["0.5\n"]}]},
        {"cell_type": "code", "metadata": {}, "execution_count": 2, "source": "x",
         "outputs": [{"output_type": "execute_result", "execution_count": 2, "metadata": {},
                      "data": {"text/plain": "x", "text/latex": "c \\approx v_a"}}]},
    ]), "n.ipynb")
    assert text == ("## 1(b)\nWe take $q = t(k_a + k_b)$.\n\n```python\nprint(1 / 2)\n```\n\n0.5\n\n\n```python\nx\n"
                    "```\n\n$$c \\approx v_a$$\n")


@pytest.mark.parametrize("content, message", [
    ("{", r"^n\.ipynb is not a notebook: not valid JSON \(Expecting property name enclosed in double quotes, "
          r"line 1\)$"),
    ("[]", r"^n\.ipynb is not a notebook: no list of cells \(nbformat 4\)$"),
    (_notebook([{"cell_type": "code", "source": "", "outputs": [{"output_type": "stream", "text": "x" * 300_000}]}]),
     r"^n\.ipynb: its code cells print more than 200,000 characters of output; clear the outputs \(Cell > All "
     r"Output > Clear\) and submit again$"),
])
def test_bad_notebooks(content, message):
    with pytest.raises(UnreadableWriteup, match=message):
        notebook_text(content, "n.ipynb")


def test_a_notebook_with_10_mb_of_outputs_is_refused_by_size(tmp_path):
    path = tmp_path / "n.ipynb"
    path.write_text(_notebook([{"cell_type": "code", "source": "", "outputs": [
        {"output_type": "stream", "text": "x" * 10_000_000}]}]), encoding="utf-8")
    with pytest.raises(UnreadableWriteup, match=r"^n\.ipynb was not read: it has 10,000,\d{3} bytes, more than the "
                                                r"limit of 5,000,000 bytes for a \.ipynb write-up$"):
        read(path)


@pytest.mark.parametrize("html, text", [
    ("<h2>1(b)</h2><p>We take <script type=\"math/tex\">q = t(k_a + k_b)</script>.</p>",
     "## 1(b)\n\nWe take $q = t(k_a + k_b)$ .\n"),
    ("<p><b>(c)(i)</b> Take <span class=\"katex\"><span class=\"katex-mathml\"><math><semantics><mrow><mi>q</mi>"
     "</mrow><annotation encoding=\"application/x-tex\">q = t\\mu_a</annotation></semantics></math></span>"
     "<span class=\"katex-html\" aria-hidden=\"true\">q=tμa</span></span></p>",
     "**(c)(i)** Take $q = t\\mu_a$\n"),
    ("<style>p {}</style><script>alert(1)</script><ul><li>(a) one</li><li>(b) two</li></ul>", "(a) one\n\n(b) two\n"),
    ("<p>Display: <script type=\"math/tex; mode=display\">c \\to v_a</script></p>", "Display: $$c \\to v_a$$\n"),
    # an ordered list's markers, as a browser draws them: often a part's only label
    ("<ol type=\"a\"><li><b>Copying.</b><ol type=\"i\"><li>one</li><li>two</li></ol></li><li>three</li></ol>",
     "a. **Copying.**\n\ni. one\n\nii. two\n\nb. three\n"),
    ("<ol start=\"3\"><li>x</li><li value=\"7\">y</li></ol><ol type=\"I\"><li>z</li></ol>", "3. x\n\n7. y\n\nI. z\n"),
    # an index and a power as the notation writes them, never glued to their letter (c1, va)
    ("<p>c<sub>1</sub> ≈ v<sub>a</sub>, e<sup>t</sup>, P<sup>⊤</sup>P = I</p>", "c_{1} ≈ v_{a}, e^{t}, P^{⊤}P = I\n"),
])
def test_html(html, text):
    assert html_text(html) == text


W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
M = "http://schemas.openxmlformats.org/officeDocument/2006/math"


def _docx(body: str, extra: dict = None) -> bytes:
    document = (f'<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="{W}" xmlns:m="{M}"><w:body>{body}'
                f'</w:body></w:document>')
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("word/document.xml", document)
        for name, data in (extra or {}).items():
            archive.writestr(name, data)
    return out.getvalue()


def _run(text, bold=False):
    return f'<w:r>{"<w:rPr><w:b/></w:rPr>" if bold else ""}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _m(text):
    return f"<m:r><m:t>{text}</m:t></m:r>"


def test_a_word_document_with_equations():
    fraction = f"<m:f><m:num>{_m('1')}</m:num><m:den>{_m('2')}</m:den></m:f>"
    sub = lambda e, s: f"<m:sSub><m:e>{_m(e)}</m:e><m:sub>{_m(s)}</m:sub></m:sSub>"  # noqa: E731
    body = (f'<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr>{_run("1(b)")}</w:p>'
            f"<w:p>{_run('We take ')}<m:oMath>{_m('q=t')}<m:d><m:e>{sub('k', 'a')}{_m('+')}{sub('k', 'b')}</m:e>"
            f"</m:d></m:oMath>{_run('.')}</w:p>"
            f"<w:p>{_run('(c)', bold=True)}{_run(' so ')}<m:oMath>{_m('c≈')}{fraction}{_m('μ')}</m:oMath></w:p>")
    assert docx_text(_docx(body), "w.docx") == ("## 1(b)\n\nWe take $q=t\\left({k}_{a}+{k}_{b}\\right)$.\n\n"
                                                "**(c)** so $c\\approx \\frac{1}{2}\\mu $\n")


@pytest.mark.parametrize("content, message", [
    (b"PK\x03\x04 not really", r"^w\.docx is not a Word document \(\.docx\): no word/document\.xml inside$"),
    (_docx("<w:p/>").replace(b"word/document.xml", b"word/other.xmlxx"),
     r"^w\.docx is not a Word document \(\.docx\): no word/document\.xml inside$"),
])
def test_bad_word_documents(content, message):
    with pytest.raises(UnreadableWriteup, match=message):
        docx_text(content, "w.docx")


def test_a_zip_bomb_is_refused_before_it_is_inflated():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        with archive.open("word/document.xml", "w", force_zip64=True) as handle:
            block = b"\0" * 1_000_000
            for _ in range(40):
                handle.write(block)
    assert len(out.getvalue()) < 200_000
    with pytest.raises(UnreadableWriteup, match=r"^w\.docx: its text decompresses to 40,000,000 bytes, more than "
                                                r"the limit of 30,000,000$"):
        docx_text(out.getvalue(), "w.docx")


def test_entities_are_refused():
    body = b'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><w:document/>'
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("word/document.xml", body)
    with pytest.raises(UnreadableWriteup, match=r"^w\.docx: its XML declares entities, which a Word document never "
                                                r"does$"):
        docx_text(out.getvalue(), "w.docx")


@pytest.mark.parametrize("name, content, message", [
    ("w.rtf", b"x", r"^w\.rtf: not a write-up format symattn reads \(.*\)$"),
    ("w.md", b"\xff\xfe", r"^w\.md could not be read as UTF-8 text \(byte 0\)$"),
])
def test_other_bad_files(tmp_path, name, content, message):
    (tmp_path / name).write_bytes(content)
    with pytest.raises(UnreadableWriteup, match=message):
        read(tmp_path / name)


def test_text_formats_are_read_as_they_are(tmp_path):
    (tmp_path / "w.tex").write_bytes(b"\\section*{1(b)}\r\n$q$\r\n")
    writeup = read(tmp_path / "w.tex")
    assert writeup.text == "\\section*{1(b)}\n$q$\n" and writeup.latex and writeup.pages == ()
    assert readers.FORMATS[:5] == (".tex", ".md", ".markdown", ".txt", ".typ")
