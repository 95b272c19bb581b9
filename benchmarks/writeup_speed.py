"""Benchmark: `python -m symattn grade FOLDER` on 300 write-ups of 10 pages each (PDFs compiled by LuaLaTeX from
12 distinct write-ups in different layouts and answers, copied to 300 submissions whose bytes all differ: each copy
ends with its own comment line, so no two files share a key of the text cache), process start to exit.
Target (issue 24): at most 2 minutes. Run beside `python -c "import sympy"` in the same session, as a ratio:

    python benchmarks/writeup_speed.py --build /tmp/class300        # compile and copy (once)
    # a first grading: nothing cached (SYMATTN_CACHE empty: no cache)
    /usr/bin/time -v env SYMATTN_CACHE= python -m symattn grade /tmp/class300 --out /tmp/r.csv
    # a re-grade (after a TA's decisions, other parts, a fix): the PDFs' text read from the cache
    /usr/bin/time -v env SYMATTN_CACHE=/tmp/cache300 python -m symattn grade /tmp/class300 --out /tmp/r.csv
    /usr/bin/time -v python -c "import sympy"
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

LAYOUTS = [
    ("\\subsection*{{1({letter}) {title}}}", "{body}"),
    ("\\noindent\\textbf{{Problem 1 {letter}}}\\par", "\\textbf{{Answer:}} {body}"),
    ("\\section*{{Question 1({letter})}}", "{body}"),
    ("\\paragraph{{({letter})}}", "{body}"),
]
ANSWERS = {
    "a": ("Copying in attention", "When $k_j^\\top q \\gg k_i^\\top q$ for all $i \\ne j$, e.g. $q = {s}\\,k_j$ with "
                                  "${s} \\to \\infty$; then $c \\approx v_j$."),
    "b": ("An average of two", "Take $q = {s}(k_a + k_b)$ with ${s} \\to \\infty$, so that $\\alpha_a = \\alpha_b "
                               "\\to \\frac12$."),
    "c": ("Drawbacks", "(i) $q = {s}(\\mu_a + \\mu_b)$ with ${s}$ large.\\par (ii) The output jumps between $v_a$ and "
                       "$v_b$ across samples: a large variance."),
    "d": ("Two heads", "(i) $q_1 = {s}\\mu_a$ and $q_2 = {s}\\mu_b$ with ${s} \\to \\infty$.\\par (ii) $c$ stays near "
                       "$\\frac12(v_a+v_b)$: each head's variance is small."),
    "e": ("Summary", "Each head copies one value, so the noise in one key does not flip the output."),
}
SCALES = ["t", "\\lambda", "\\gamma", "s", "C", "\\beta", "M", "\\tau", "\\kappa", "T", "N", "\\eta"]
# a page of working as write-ups have it: mostly prose, a formula every few sentences
FILLER = ("Recall that each weight is $\\alpha_i = \\exp(k_i^\\top q) / \\sum_j \\exp(k_j^\\top q)$. The weights are "
          "positive and add up to one, so the output is an average of the values. When one score is much larger "
          "than the others, its weight takes almost all of the mass, and the other weights become negligible. "
          "This is why a large multiple of a key in the query selects the value of that key. We check the claim "
          "by writing out the scores one at a time and comparing each of them with the largest one. ") * 5


def writeup(variant: int) -> str:
    head, body = LAYOUTS[variant % len(LAYOUTS)]
    s = SCALES[variant % len(SCALES)]
    parts = []
    for letter, (title, answer) in ANSWERS.items():
        answer = answer.replace("{s}", s)
        parts.append(head.format(letter=letter, title=title) + "\n" + body.format(body=answer) + "\n\n"
                     + "\\subsubsection*{Working}\n" + FILLER + "\n\\newpage\n" + FILLER + "\n\\newpage\n")
    return ("\\documentclass{article}\n\\usepackage{amsmath,amssymb}\n\\begin{document}\n"
            + "".join(parts) + "\\end{document}\n")


def build(folder: Path, count: int = 300, variants: int = 12):
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        pdfs = []
        for v in range(variants):
            tex = Path(work) / f"v{v}.tex"
            tex.write_text(writeup(v), encoding="utf-8")
            subprocess.run(["lualatex", "-interaction=nonstopmode", "-halt-on-error", tex.name], cwd=work,
                           capture_output=True, check=True, timeout=120)
            pdfs.append(tex.with_suffix(".pdf"))
        for i in range(count):  # bytes after %%EOF are no part of the PDF: the text is the variant's, the file its own
            raw = pdfs[i % variants].read_bytes()
            (folder / f"student{i:03d}.pdf").write_bytes(raw + f"\n% student {i:03d}\n".encode())
    print(f"wrote {count} write-ups in {folder}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", required=True, metavar="FOLDER")
    args = parser.parse_args()
    if shutil.which("lualatex") is None:
        sys.exit("needs lualatex")
    build(Path(args.build))
