"""A write-up's own LaTeX macros expanded (intake/macros.py): what they expand to, the bounds, the positions mapped
back to the file's own characters, and a heading made by a macro located with its answer graded expanded."""

import time

import pytest

from symattn.intake import macros
from symattn.intake.readers import WriteUp
from symattn.intake.writeups import locate_submission
from symattn.spec.catalogue import load_parts

PARTS = load_parts([], ())


@pytest.mark.parametrize("preamble, used, expanded", [
    ("\\newcommand{\\vk}{\\mathbf{k}}", "$\\vk_i$", "$\\mathbf{k}_i$"),
    ("\\newcommand\\vq{\\mathbf{q}}", "$\\vq = t\\vk$", "$\\mathbf{q} = t\\vk$"),  # \vk is not the write-up's
    ("\\def\\T{\\top}", "$k^\\T q$", "$k^\\top q$"),
    ("\\newcommand{\\T}{x}\\renewcommand{\\T}{\\top}", "$k^\\T q$", "$k^\\top q$"),  # the last definition wins
    ("\\newcommand{\\ip}[1]{\\langle #1 \\rangle}", "$\\ip{k_a} = 1$", "$\\langle k_a \\rangle = 1$"),
    ("\\newcommand{\\ip}[2]{\\langle #1, #2 \\rangle}", "$\\ip{k}{q}$", "$\\langle k, q \\rangle$"),
    ("\\def\\ua#1{u_{#1}}", "$\\ua a + \\ua{b}$", "$u_{a} + u_{b}$"),  # one token or a braced group
    ("\\newcommand{\\vmu}{\\boldsymbol{\\mu}}\\newcommand{\\m}[1]{\\vmu_{#1}}", "$\\m a$",
     "$\\boldsymbol{\\mu}_{a}$"),  # nested
    ("\\newcommand{\\opt}[2][x]{#1 #2}", "$\\opt{y}$", "$\\opt{y}$"),  # an optional argument: left as written
])
def test_the_write_ups_own_macros_are_expanded(preamble, used, expanded):
    text, mapping = macros.expand(preamble + "\n" + used)
    assert text == preamble + "\n" + expanded
    assert macros.expanded_answer(preamble, used) == expanded


@pytest.mark.parametrize("preamble", [
    "\\newcommand{\\x}{\\x\\x}",  # calls itself
    "\\def\\a{\\b\\b\\b\\b}\\def\\b{\\c\\c\\c\\c}\\def\\c{\\d\\d\\d\\d}"
    "\\def\\d{\\e\\e\\e\\e}\\def\\e{xxxxxxxxxxxxxxxxx}",  # grows fourfold at each level
    "\\newcommand{\\y}[1]{\\y{#1#1}}",
])
def test_an_expansion_past_its_bounds_leaves_the_text_as_written(preamble):
    text = preamble + "\n" + "$\\x \\a \\y{z}$ " * 2000
    began = time.process_time()
    expanded, mapping = macros.expand(text)
    assert expanded == text and mapping.back(17) == 17
    assert time.process_time() - began < 5


@pytest.mark.parametrize("text, expanded_at, original_at", [
    ("\\def\\vk{\\mathbf{k}}\n$\\vk_i$ ok", 21, 21),  # the call's start: the call's start
    ("\\def\\vk{\\mathbf{k}}\n$\\vk_i$ ok", 25, 24),  # inside the expansion: the call's end
    ("\\def\\vk{\\mathbf{k}}\n$\\vk_i$ ok", 34, 27),  # after it: shifted by what the call grew
])
def test_positions_map_back_to_the_files_own_characters(text, expanded_at, original_at):
    expanded, mapping = macros.expand(text)
    assert mapping.back(expanded_at) == original_at
    assert mapping.back(len(expanded)) == len(text)


@pytest.mark.parametrize("call, part", [
    ("\\qpart{1(c)(i)}{Problem 3(a)}", "single-head"),
    ("\\qpart{1(d)(i)}{Problem 4(a)}", "multi-head"),
    ("\\qpart{1(b)}{Problem 2}", "average"),
])
def test_a_heading_made_by_a_macro_is_located_and_graded_expanded(call, part, tmp_path):
    text = ("\\newcommand{\\vq}{\\mathbf{q}}\n\\newcommand{\\qpart}[2]{\\section*{#1 \\quad (#2)}}\n"
            "\\begin{document}\n" + call + "\nWe take $\\vq = t k$.\n\\end{document}\n")
    writeup = WriteUp(str(tmp_path / "w.tex"), text, latex=True)
    _, located = locate_submission((writeup.file,), {writeup.file: writeup}, PARTS, "2025")
    (found,) = [f for f in located if f.part == part]
    (place,) = found.places
    assert text[place["span"][0]:place["span"][1]] == found.answer == "We take $\\vq = t k$."
    assert found.graded == "We take $\\mathbf{q} = t k$."
