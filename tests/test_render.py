"""Sheets: equations from the engine, definitions from the checked code, hostile text kept as text, real PDFs."""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.errors import NotationError
from symattn.grading.batch import Row, as_json, grade_rows
from symattn.render import commands as sheets
from symattn.render.definitions import course_notation, definitions
from symattn.render.display import claim_latex, formula_pieces, hide_script_relations
from symattn.render.escape import escape, escape_name
from symattn.render.feedback import students
from symattn.render.prose import safe_math, safe_text
from symattn.render.answer_sheet import sheet_data
from symattn.spec.catalogue import load_parts
from symattn.verification.verify import verify

ROOT = Path(__file__).parent.parent
NO_TEX = shutil.which("lualatex") is None or shutil.which("pdftotext") is None
needs_tex = pytest.mark.skipif(NO_TEX, reason="TeX Live is not installed (apt-get install texlive-latex-base "
                                                 "texlive-latex-recommended texlive-pictures texlive-luatex "
                                                 "fonts-dejavu-core fonts-wqy-microhei poppler-utils)")
HOSTILE = [r"\input{/etc/passwd}", r"\write18{touch /tmp/symattn-tex-pwned}", r"\def\x{\x}\x", "{{ 7*7 }}",
           r"\BLOCK{ for x in y }", "100% & $x$ # ~ ^ _ \\", "\x1b[31mred\x00", r"\directlua{os.exit(1)}"]
# Three students whose names use six scripts between them (Latin with accents, Chinese, Korean, Greek, Cyrillic,
# Hebrew): one compile each, plus the class PDF.
NAMES = ["José Müller", "王小明 (김민수)", "Ελένη Дмитрий שלום"]


@pytest.mark.parametrize("text, expected", [
    ("a & b", r"a \& b"), ("50%", r"50\%"), ("$x$", r"\$x\$"), ("#1", r"\#1"), ("a_b", r"a\_b"),
    ("{x}", r"\{x\}"), ("~", r"\textasciitilde{}"), ("^", r"\textasciicircum{}"), ("\\", r"\textbackslash{}"),
    (r"\input{/etc/passwd}", r"\textbackslash{}input\{/etc/passwd\}"), ("t → ∞", r"t $\to$ $\infty$"),
    ("bell\x07", "bell"), ("日本", "日本"), ("José", "José"), ("क", "[U+0915]"), ("u_b − u_c", r"u\_b $-$ u\_c"),
])
def test_escape(text, expected):
    """One pass turns every special character into its printed form; covered scripts pass, others show code points."""
    assert escape(text) == expected


@pytest.mark.parametrize("name, expected", [
    ("José Müller", "José Müller"), ("王小明", "王小明"), ("Ελένη Π.", r"{\otherscript Ελένη Π}."),
    ("שלום כהן", r"{\otherscript\textdir TRT שלום כהן}"), ("a_b\\c", r"a\_b\textbackslash{}c"),
])
def test_names_keep_their_letters(name, expected):
    """A name is letters, not symbols: Greek stays Greek text, in one font; Hebrew runs right to left."""
    assert escape_name(name) == expected


@pytest.mark.parametrize("claim, expected", [
    (r"k_a^\top q = t", r"k_{a}^\top q = t"),
    (r"\lim_{t\to\infty} c = \frac{1}{2}(v_a + v_b)", r"\lim_{t \to \infty} c = \frac{1}{2} \left(v_{a} + v_{b}\right)"),
    (r"\Pr(1 + \eta > 0) \approx 0.921", r"\Pr\left(1 + \eta > 0\right) \approx 0.921"),
    (r"Z_{\text{perm}} = P Z", r"Z_{\text{perm}} = P Z"),
    (r"\sum_{i \notin \{a,b\}} e^{k_i^\top q} = n - 2", r"\sum_{i \notin \{a, b\}} e^{k_{i}^\top q} = n - 2"),
    (r"\beta \ge 10.10", r"\beta \ge 10.10"),
    # a product with a centred dot keeps each operator as written, and a sum's brackets
    (r"k_j^\top q = t \cdot \mu_j^\top(\mu_a + \mu_b)", r"k_{j}^\top q = t \cdot \mu_{j}^\top \left(\mu_{a} + \mu_{b}\right)"),
    (r"x = a \cdot (b - c)", r"x = a \cdot \left(b - c\right)"),
    (r"x = 2 \cdot a \cdot b", r"x = 2 \cdot a \cdot b"),
])
def test_claims_are_printed_as_written(claim, expected):
    """The course's notation, printed by sympy from the parse: k_a^⊤ q, α_a, decimals as written."""
    assert claim_latex(claim) == expected


@pytest.mark.parametrize("text, expected", [
    (r"c \to v_a \text{ if } \eta > 0, \quad c \to v_b \text{ if } \eta < 0",
     [r"c \to v_{a}\text{ if }\eta > 0", r"c \to v_{b}\text{ if }\eta < 0"]),
    (r"q_{1} = t \mu_{a}, \quad q_{2} = t \mu_{b}", [r"q_{1} = t \mu_{a}", r"q_{2} = t \mu_{b}"]),
    (r"\Phi(t_1) \ne \Phi(t_2) \text{ for } t_1 \ne t_2",
     [r"\Phi\left(t_{1}\right) \ne \Phi\left(t_{2}\right)\text{ for }t_{1} \ne t_{2}"]),
])
def test_words_between_formulas_are_text(text, expected):
    """\\text{if} is a word in upright type, not the letters i f; answers side by side are separate formulas."""
    assert formula_pieces(text) == expected


def test_words_are_never_commands():
    """A command inside \\text{…} does not parse: the whole formula is refused, nothing reaches the sheet."""
    with pytest.raises(NotationError, match=r"^at character 10: expected a known command"):
        formula_pieces(r"x \text{ \input{y} } y")


@pytest.mark.parametrize("tex, expected", [
    (r"\sum_{j = 1}^{n} x = y", r"\sum_{j \hiderel{=} 1}^{n} x = y"),
    (r"\lim_{t \to \infty} c = v", r"\lim_{t \hiderel{\to} \infty} c = v"),
    (r"\left\{a\right\} = b", r"\left\{a\right\} = b"),
])
def test_relations_in_scripts_are_hidden_from_breqn(tex, expected):
    """breqn would space j = 1 under a sum as a top-level relation."""
    assert hide_script_relations(tex) == expected


@pytest.mark.parametrize("text", HOSTILE)
def test_feedback_text_never_passes_commands(text):
    """Whatever the results file says, no backslash command survives outside re-emitted math."""
    made = safe_text(f"Your answer: ${text}$ and {text}")
    for command in (r"\input", r"\write18", r"\def", r"\BLOCK", r"\directlua"):
        assert command not in made


def test_math_is_re_emitted_from_the_parse():
    """Feedback math that parses is printed anew; math that does not is escaped text; bare v_a becomes math."""
    assert safe_math(r"c \to \frac{3 v_{a}}{4} + \frac{v_{b}}{4}") == r"c \to \frac{3 v_{a}}{4} + \frac{v_{b}}{4}"
    assert safe_math(r"\input{/etc/passwd}") is None
    assert safe_text("c_2 tends to u_b.") == "$c_{2}$ tends to $u_{b}$."


@pytest.mark.parametrize("caption, expected", [
    ("The attention weight", r"\alpha_i = \frac{e^{k_{i}^\top q}}{\sum_{j = 1}^{n} e^{k_{j}^\top q}}"),
    ("The attention output", r"c = \sum_{i = 1}^{n} v_{i} \alpha_{i}"),
    ("Two heads", r"c = \frac{1}{2} (c_{1} + c_{2})"),
    ("Self-attention", r"\alpha_{ij} = \frac{e^{k_{j}^\top q_{i}}}{\sum_{l = 1}^{n} e^{k_{l}^\top q_{i}}}"),
    ("The feed-forward", r"Z = \operatorname{ReLU} (H W_{1} + \mathbf{1} b_{1}) W_{2} + \mathbf{1} b_{2}"),
])
def test_definitions_read_as_the_course_writes_them(caption, expected):
    """latexify prints the functions the tests run; sums from 1, k_j^⊤ q, ReLU, the ones vector 𝟏."""
    (shown,) = [d for d in definitions() if d["caption"].startswith(caption)]
    assert shown["equations"][-1] == [expected]


def test_the_layer_shows_each_statement():
    """H's three products are one line of formulas, then H itself; the embedding has its even and odd rows."""
    layer = next(d for d in definitions() if d["caption"].startswith("The self-attention layer"))
    assert layer["equations"][0] == ["Q = X W_{Q}", "K = X W_{K}", "V = X W_{V}"]
    embedding = next(d for d in definitions() if d["caption"].startswith("The sinusoidal"))
    assert [e[0].split(" = ")[0] for e in embedding["equations"]] == [r"\Phi(t, 2i)", r"\Phi(t, 2i + 1)"]


@pytest.mark.parametrize("tex, expected", [
    (r"\mathrm{W\_Q}", "W_{Q}"), (r"k_{i}.T q", r"k_{i}^\top q"), (r"X \cdot Y", "X Y"),
    (r"\sum_{i = 1}^{n} \mathopen{}\left({v_{i} \alpha_{i}}\mathclose{}\right)", r"\sum_{i = 1}^{n} v_{i} \alpha_{i}"),
    (r"\sin \mathopen{}\left( \frac{t}{d} \mathclose{}\right)", r"\sin \mathopen{}\left( \frac{t}{d} \mathclose{}\right)"),
])
def test_course_notation_rewrites(tex, expected):
    """Each rewrite of latexify's output, and the parentheses around a fraction keep their size."""
    assert course_notation(tex) == expected


def test_the_sheet_reads_verify_reports_only(monkeypatch):
    """The distance table and the thresholds come from the reports' data: with the engine's minima search and
    the context builder gone, the sheet's data is the same."""
    parts, reports = load_parts(["position-distinct", "average"]), verify(["position-distinct", "average"])
    import symattn.engine.positions

    monkeypatch.setattr(symattn.engine.positions, "minimum_distances", None)
    data = sheet_data(parts, reports, "2025")
    table = next(p for p in data["parts"] if p["id"] == "position-distinct")["steps"][-1]["distances"]
    assert [row["T"] for row in table] == [10, 100, 1000, 10000] and table[0]["cells"] == ["1.952596", "3.714270"]
    average = next(p for p in data["parts"] if p["id"] == "average")
    thresholds = next(s["thresholds"] for s in average["steps"] if s["thresholds"])
    assert thresholds[2] == {"n": 1000, "cells": ["7.599", "10.10", "12.43"]}


def test_edition_numbering_and_other_editions():
    """The older edition: (a) … (e)(ii); the 2025 parts it lacks come after, under their own numbering."""
    parts = load_parts([])
    data = sheet_data(parts, verify([]), "older")
    assert [p["number"] for p in data["parts"]] == ["(a)", "(b)", "(c)(i)", "(c)(ii)", "(d)(i)", "(d)(ii)", "(e)(i)",
                                                    "(e)(ii)"]
    assert [(p["number"], p["from_edition"]) for p in data["other_parts"]][:2] == [("1(e)", "2025 edition"),
                                                                                  ("2(a)(i)", "2025 edition")]


def test_answer_sheet_tex_without_tex(tmp_path):
    """The .tex and the figure data are written whether or not TeX is installed; every part is there."""
    (tmp_path / "answer-sheet.pdf").write_text("an old PDF")
    written = sheets.answer_sheet(tmp_path, [], "2025")
    tex = written.tex[0].read_text(encoding="utf-8")
    assert tex.count(r"\clearpage") == 13 and (tmp_path / "noise-figure.dat").is_file()
    assert r"\partheading{1(b)}{An average of two}" in tex and r"\partheading{(e)(ii)}{Designing K, Q and V}" in tex
    assert not (tmp_path / "answer-sheet.pdf").exists()


def _cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "symattn", *args], capture_output=True, text=True,
                          env=env or os.environ, cwd=ROOT)


def test_render_cli_without_tex(tmp_path):
    """--pdf without LuaLaTeX: a clear message, the .tex still written, exit 1."""
    done = _cli("render", "--out", str(tmp_path), "--parts", "average", "--pdf",
                env={**os.environ, "PATH": "/nonexistent"})
    assert done.returncode == 1 and done.stderr.startswith("symattn: lualatex is not installed")
    assert (tmp_path / "answer-sheet.tex").is_file()


@pytest.mark.parametrize("setup, args, message", [
    ("file", ["--out", "{tmp}/taken"], r"^symattn: .*/taken is a file; --out names a folder \(it is made if missing\)$"),
    ("csv-input", ["--feedback", "{tmp}/class.csv"],
     r"^symattn: .*/class\.csv: no column\(s\) verdict, score, max_score \(it looks like grade's input: grade it "
     r"first\); expected the results that `symattn grade` writes .*$"),
    ("none", ["--feedback", "{tmp}/missing.json"], r"^symattn: cannot read .*/missing\.json: No such file or directory$"),
])
def test_render_usage_errors(tmp_path, setup, args, message):
    """--out onto a file, grade's input given to --feedback, a missing file: one line, exit 2, no traceback."""
    (tmp_path / "taken").write_text("x")
    (tmp_path / "class.csv").write_text("id,part,answer\ns1,average,q = t(k_a + k_b)\n")
    done = _cli("render", *[a.format(tmp=tmp_path) for a in args])
    assert done.returncode == 2 and re.match(message, done.stderr.strip()) and "Traceback" not in done.stderr


def _pdf_text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


# Each part's answer as pdftotext reads it back, white space removed.
ANSWERS = {"copy": "q=tkj", "average": "q=t(ka+kb)", "single-head": "q=t(µa+µb)", "single-head-noise": "c→vaifη>0",
           "multi-head": "q1=tµa", "multi-head-noise": "whenever1+η>0", "multi-head-summary": "Asinglehead",
           "kqv-plain": "c2≈ua", "kqv-design": "K=I", "permutation": "Zperm=PZ", "permutation-implication":
           "bagoftokens", "position-helps": "PX+Φ̸=P(X+Φ)", "position-distinct": "Φ(t1)̸=Φ(t2)fort1̸=t2"}


@needs_tex
def test_answer_sheet_compiles_flawlessly(tmp_path):
    """The full sheet compiles: every part on its own page, each answer in the text, no overfull box, no glyph
    missing, no Python syntax (**, exp(, [[) and the how-large figure of the answer sheet."""
    written = sheets.answer_sheet(tmp_path, [], "2025", pdf=True)
    text = _pdf_text(written.pdf[0])
    parts = load_parts([])
    pages = text.split("\f")
    starts = [i for i, page in enumerate(pages) for part in parts if part.title in page.split("\n", 3)[0]]
    assert len(set(starts)) == len(parts)
    squeezed = "".join(text.split())
    for fragment in ANSWERS.values():
        assert fragment in squeezed, fragment
    for python in ("**", "exp(", "[[", "sqrt(", "Abs("):
        assert python not in text, python
    assert "10.10" in text
    log = (tmp_path / "answer-sheet.log").read_text(encoding="utf-8", errors="replace")
    assert written.overfull == 0 and "Overfull" not in log and "Missing character" not in log


def _results(tmp_path: Path, rows: list, extra: list | None = None) -> Path:
    verdicts = json.loads(as_json(grade_rows(rows)))
    results = tmp_path / "results.json"
    results.write_text(json.dumps(verdicts + (extra or []), ensure_ascii=False), encoding="utf-8")
    return results


def test_feedback_data_for_two_answer_parts_and_names(tmp_path):
    """Two-answer readings are formulas side by side; names keep their letters; file names stay recognisable."""
    rows = [Row("s1", "multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$", (("Name", "José Müller"), ("Email", "j@x.org"))),
            Row("s2", "kqv-design", r"K = I, Q = I, V = \frac{u_b u_b^\top}{\beta^2}", (("Name", "王小明"),))]
    data = students(json.loads(_results(tmp_path, rows).read_text(encoding="utf-8")), load_parts([]))
    assert [(s["name"], s["file"], s["total"]) for s in data] == [("José Müller", "feedback-001-José-Müller", "1/1"),
                                                                  ("王小明", "feedback-002-王小明", "0/4")]
    assert data[0]["rows"][0]["reading"] == [r"q_{1} = t \mu_{a}", r"q_{2} = t \mu_{b}"]
    assert data[0]["details"] == [("Email", "j@x.org")]
    assert data[1]["rows"][0]["reading"] == ["K = I", "Q = I", r"V = \frac{u_{b} u_{b}^\top}{\beta^{2}}"]
    assert [c["formulas"] for c in data[1]["rows"][0]["checked"]] == [[r"c_{2} \to u_{b}"], [r"c_{1} \to u_{b} - u_{c}"]]


@needs_tex
def test_feedback_sheets_compile_for_any_name(tmp_path):
    """Unicode names and two-answer parts: every sheet and the class PDF compile, with no glyph missing and no
    raw LaTeX ($, \\quad, u_{d}) in the text."""
    rows = [Row(f"s{i}", part, answer, (("Name", name),)) for i, name in enumerate(NAMES, start=1)
            for part, answer in (("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \beta\mu_b$"),
                                 ("kqv-design", r"K = I, Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}, V = I"))]
    written = sheets.feedback_sheets(tmp_path / "out", _results(tmp_path, rows), pdf=True)
    assert len(written.pdf) == len(NAMES) + 1 and written.pdf[-1].name == "feedback-class.pdf"
    assert written.overfull == 0
    whole = _pdf_text(written.pdf[-1])
    for name in ("José Müller", "王小明 (김민수)", "Ελένη Дмитрий"):  # pdftotext reorders right-to-left words
        assert name in whole, name
    assert "$" not in whole and r"\quad" not in whole and "u_{d}" not in whole
    for log in (tmp_path / "out").glob("*.log"):
        assert "Missing character" not in log.read_text(encoding="utf-8", errors="replace"), log.name


@needs_tex
def test_feedback_sheet_with_hostile_answers_compiles(tmp_path):
    """Hostile student text in the results: the sheet compiles and shows it as text."""
    rows = [Row("student-1", "average", text) for text in HOSTILE] + [Row("student-1", "1b", "q = t(k_a + k_b)")]
    extra = [{"id": "../../etc/x", "part": r"\input{x}", "verdict": "correct", "score": 1, "max_score": 2,
              "feedback": r"$\input{/etc/passwd}$ \write18{x} {{ }}", "reading": r"\def\x{\x}\x",
              "Name": r"\directlua{os.exit(1)}"}]
    written = sheets.feedback_sheets(tmp_path / "out", _results(tmp_path, rows, extra), pdf=True)
    assert [p.name for p in written.tex] == ["feedback-001-student-1.tex", "feedback-002-directlua-os-exit-1.tex",
                                             "feedback-class.tex"]
    texts = [_pdf_text(pdf) for pdf in written.pdf]
    assert r"\input{x}" in texts[1] and r"\write18{x}" in texts[1] and r"\directlua{os.exit(1)}" in texts[1]
    assert not Path("/tmp/symattn-tex-pwned").exists()


@needs_tex
def test_same_input_same_pdf_bytes(tmp_path):
    """A fixed SOURCE_DATE_EPOCH makes the PDF reproducible."""
    first = sheets.answer_sheet(tmp_path / "a", ["1b"], "2025", pdf=True).pdf[0].read_bytes()
    second = sheets.answer_sheet(tmp_path / "b", ["1b"], "2025", pdf=True).pdf[0].read_bytes()
    assert first == second


@pytest.mark.parametrize("decided, shown", [
    (True, ["A TA reviewed this answer: correct (2/2). Not small and growing: right."]),
    (False, None),
])
def test_a_decided_answer_s_sheet_prints_only_the_decision(decided, shown):
    """Once a TA decided an answer, its sheet says the decision and its comment, not "Needs manual review" above
    it (issue 26); an answer not decided keeps the grader's feedback."""
    from symattn.grading import decisions as d

    (graded,) = grade_rows([Row("s1", "average", "$q = t(k_a+k_b)$ with $t$ not small")], workers=1)
    decision = d.make_decision(d.key_of(graded), "correct", 2, "Not small and growing: right.", 2.0,
                               d.reason(graded.feedback), [d.answer_of(graded)])
    (row,) = d.apply_to_verdicts([graded], {decision.group: decision} if decided else {})
    (sheet,) = students([row.to_dict()], load_parts([]))
    feedback = sheet["rows"][0]["feedback"]
    assert feedback == (shown if decided else [safe_text(line) for line in graded.feedback.splitlines()[1:]])
    assert decided == all("Needs manual review" not in line for line in feedback)


@pytest.mark.parametrize("ids, captions", [
    (["average"], 2),  # the weights and the output, nothing else
    (["multi-head"], 3),  # and the average of two heads
    (["position-distinct"], 1),  # the embedding only
    (None, 8),  # every part: every definition
])
def test_a_sheet_prints_the_definitions_its_parts_use(ids, captions):
    """A one-part answer sheet prints the definitions that part uses, not every one (issue 26)."""
    parts = [p for p in load_parts([]) if ids is None or p.id in ids]
    reports = verify(ids or [])
    assert len(sheet_data(parts, reports, "2025")["definitions"]) == captions


def test_render_help_names_lualatex(capsys):
    """`render --help` names the TeX engine it runs."""
    from symattn import cli

    with pytest.raises(SystemExit):
        cli.main(["render", "--help"])
    out = capsys.readouterr().out
    assert "LuaLaTeX" in out and "pdflatex" not in out
