"""Measure: whole write-ups of varied layouts, formats and editions (benchmarks/writeups/, plus a notebook, a Word
document and a PDF compiled with LuaLaTeX, built here), each with labelled parts: how many labelled parts are found
at the right place (the answer's text lies inside `found`'s span) and graded as labelled.

    python benchmarks/writeup_measure.py
"""

import io
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

HERE = Path(__file__).parent / "writeups"
ROOT = Path(__file__).parent.parent

# (submission, part): (text that must lie inside the span, verdict as labelled or None when only located)
LABELS = {
    ("alice", "copy"): ("q = \\beta k_j", "correct"), ("alice", "average"): ("q = \\beta (k_a + k_b)", "correct"),
    ("alice", "single-head"): ("\\beta(\\mu_a + \\mu_b)", "correct"), ("alice", "single-head-noise"): ("flips", None),
    ("alice", "multi-head"): ("q_1 = \\beta \\mu_a", "correct"), ("alice", "multi-head-summary"): ("Multiple heads", "manual"),
    ("bob", "copy"): ("q = C k_j", "correct"), ("bob", "average"): ("Let $q = k_a + k_b$", "incorrect"),
    ("bob", "single-head"): ("C(\\mu_a + \\mu_b)", "correct"), ("bob", "multi-head"): ("q_1 = C\\mu_a", "correct"),
    ("bob", "multi-head-summary"): ("Two heads split", "manual"),
    ("carol", "copy"): ("q = t k_j", "correct"), ("carol", "average"): ("q = t (k_a + k_b)", "correct"),
    ("carol", "single-head"): ("q = t k_a + t k_b", "incorrect"), ("carol", "multi-head"): ("q_1 = t mu_a", "correct"),
    ("dan", "copy"): ("q = t k_j", "correct"), ("dan", "average"): ("q = t (k_a + k_b)", "correct"),
    ("dan", "single-head"): ("t (mu_a + mu_b)", "correct"),
    ("erin", "copy"): ("q = \\lambda k_j", "correct"), ("erin", "average"): ("\\lambda(k_a + k_b)", "correct"),
    ("erin", "single-head"): ("\\lambda(\\mu_a + \\mu_b)", "correct"), ("erin", "kqv-plain"): ("c_2 \\approx u_a", "correct"),
    ("frank", "copy"): ("q = s\\,k_j", "correct"), ("frank", "average"): ("q = s(k_a + k_b)", "correct"),
    ("frank", "single-head"): ("q = s\\,k_a", "incorrect"),
    ("judy", "average-three"): ("t(k_a + k_b + k_c)", "correct"), ("judy", "weighted-average"): ("q = t k_a + t k_b", "incorrect"),
    ("judy", "norm-beta"): ("keys have norm", "correct"),
    ("ivan", "copy"): ("= γkj", "correct"), ("ivan", "average"): ("γ(ka + kb)", "correct"),
    ("ivan", "single-head"): ("γ(μa + μb)", "correct"), ("ivan", "multi-head"): ("q1 = γμa", "correct"),
    ("ken", "copy"): ("q = t k_j", "correct"), ("ken", "average"): ("q = t(k_a + k_b)", "correct"),
    ("ken", "permutation"): ("Q_{perm}", None), ("ken", "permutation-implication"): ("bag of words", "manual"),
    ("ken", "position-helps"): ("adding position", "manual"),
    ("grace", "copy"): ("q = t k_j", "correct"), ("grace", "average"): ("q = 2t(k_a + k_b)", "correct"),
    ("heidi", "average"): ("\\left(", "correct"), ("heidi", "copy"): ("{k}_{j}", "correct"),
}
# a second set, written after the first was measured and the reader improved on it: its first figures are the
# honest ones (the first set's first figures were 38/41 located and 35/39 graded as labelled)
LABELS2 = {
    ("mia", "copy"): ("q = t kj", "correct"), ("mia", "average"): ("q = t(ka + kb )", "correct"),
    ("mia", "single-head"): ("t(µa + µb )", "correct"), ("mia", "single-head-noise"): ("jumps between", None),
    ("mia", "multi-head"): ("q2 = t µa", "incorrect"),
    ("noah", "copy"): ("q = c\\,k_j", "correct"), ("noah", "average"): ("c\\,(k_a + k_b)", "correct"),
    ("noah", "single-head"): ("c(\\mu_a + \\mu_b)", "correct"), ("noah", "multi-head"): ("q_1 = c\\,\\mu_a", "correct"),
    ("olga", "copy"): ("\\kappa k_j", "correct"), ("olga", "average"): ("\\kappa(k_a - k_b)", "incorrect"),
    ("olga", "single-head"): ("\\kappa(\\mu_a + \\mu_b)", "correct"),
    ("pia", "copy"): ("q = \\tau k_j", "correct"), ("pia", "average"): ("\\tau (k_a + k_b)", "correct"),
    ("pia", "single-head"): ("\\tau(\\mu_a + \\mu_b)", "correct"),
    ("quinn", "copy"): ("q = M k_j", "correct"), ("quinn", "average"): ("q = M(k_a + k_b)", "correct"),
    ("quinn", "single-head"): ("M(\\mu_a + \\mu_b)", "correct"), ("quinn", "multi-head"): ("q_1 = M\\mu_a", "correct"),
    ("quinn", "multi-head-summary"): ("each pick one", "manual"),
    ("rosa", "copy"): ("q = t k_j", "correct"), ("rosa", "average"): ("t (k_a + k_b)", "correct"),
    ("rosa", "single-head-noise"): ("jumps between", None), ("rosa", "multi-head"): ("q_1 = t mu_a", "correct"),
    ("sam", "copy"): ("\\lambda k_j", "correct"), ("sam", "average"): ("both scores", "correct"),
    ("sam", "single-head"): ("q = \\lambda(k_a + k_b)$ with", "incorrect"),
}
COURSE = {"judy"}  # graded with examples/variants.toml


def notebook(path: Path):
    cells = [{"cell_type": "markdown", "metadata": {}, "source": "# Grace's notebook\n\n## Problem 1(a)\n"
              "Copying happens when $q = t k_j$ with $t \\to \\infty$."},
             {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": "import numpy as np\nprint('ok')",
              "outputs": [{"output_type": "stream", "name": "stdout", "text": "ok\n"}]},
             {"cell_type": "markdown", "metadata": {}, "source": "## Problem 1(b)\n**Answer:** $q = 2t(k_a + k_b)$ "
              "with $t \\to \\infty$."}]
    path.write_text(json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": cells}), "utf-8")


def word(path: Path):
    w, m = ("http://schemas.openxmlformats.org/wordprocessingml/2006/main",
            "http://schemas.openxmlformats.org/officeDocument/2006/math")
    r = lambda t: f"<m:r><m:t>{t}</m:t></m:r>"  # noqa: E731
    sub = lambda e, s: f"<m:sSub><m:e>{r(e)}</m:e><m:sub>{r(s)}</m:sub></m:sSub>"  # noqa: E731
    body = (f'<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Heidi – HW 2</w:t></w:r></w:p>'
            f'<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>Question 1(a)</w:t></w:r></w:p>'
            f"<w:p><w:r><w:t xml:space='preserve'>We take </w:t></w:r><m:oMath>{r('q=t')}{sub('k', 'j')}</m:oMath>"
            f"<w:r><w:t xml:space='preserve'> with t → ∞.</w:t></w:r></w:p>"
            f'<w:p><w:pPr><w:pStyle w:val="Heading2"/></w:pPr><w:r><w:t>Question 1(b)</w:t></w:r></w:p>'
            f"<w:p><m:oMath>{r('q=t')}<m:d><m:e>{sub('k', 'a')}{r('+')}{sub('k', 'b')}</m:e></m:d>{r(',t→∞')}"
            f"</m:oMath></w:p>")
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", f'<w:document xmlns:w="{w}" xmlns:m="{m}"><w:body>{body}</w:body>'
                                              f"</w:document>")
    path.write_bytes(data.getvalue())


def main():
    measure(HERE, LABELS, built=True)
    measure(Path(__file__).parent / "writeups2", LABELS2, built=False)


def measure(here: Path, labels: dict, built: bool):
    with tempfile.TemporaryDirectory() as work:
        klass, course = Path(work) / "class", Path(work) / "course"
        klass.mkdir()
        course.mkdir()
        for path in here.iterdir():
            if path.stem == "ivan":
                if shutil.which("lualatex") is None:
                    sys.exit("needs lualatex")
                shutil.copy(path, work)
                subprocess.run(["lualatex", "-interaction=nonstopmode", path.name], cwd=work, capture_output=True,
                               check=True)
                shutil.copy(Path(work) / "ivan.pdf", klass / "ivan.pdf")
            else:
                shutil.copy(path, (course if path.stem in COURSE else klass) / path.name)
        if built:
            notebook(klass / "grace.ipynb")
            word(klass / "heidi.docx")
        rows = []
        for folder, extra in ((klass, []), (course, ["--derivations", str(ROOT / "examples" / "variants.toml")])):
            if not any(folder.iterdir()):
                continue
            out = Path(work) / f"{folder.name}.json"
            subprocess.run([sys.executable, "-m", "symattn", "grade", str(folder), "--out", str(out), *extra],
                           check=True, cwd=ROOT)
            rows += json.loads(out.read_text(encoding="utf-8"))
        texts = {}
        from symattn.intake.readers import read
        located = graded = labelled_verdicts = 0
        for (sid, part), (needle, verdict) in sorted(labels.items()):
            row = next((r for r in rows if r["id"] == sid and r["part"] == part), None)
            found = row and row.get("found")
            ok = False
            if found:
                text = texts.setdefault(found["file"], read(Path(found["file"])).text)
                ok = needle in text[found["span"][0]:found["span"][1]]
            located += ok
            if verdict is not None:
                labelled_verdicts += 1
                graded += bool(row and row["verdict"] == verdict)
            mark = "ok " if ok else "BAD"
            print(f"{mark} {sid:6} {part:24} {row['verdict'] if row else '-':9} (labelled {verdict}) "
                  f"{(row or {}).get('feedback', '')[:80]!r}" if not ok or (verdict and row and row['verdict'] != verdict)
                  else f"{mark} {sid:6} {part:24} {row['verdict']}")
        print(f"{here.name}: located at the right place: {located}/{len(labels)}; graded as labelled: "
              f"{graded}/{labelled_verdicts}")


if __name__ == "__main__":
    main()
