"""HTML → text: headings as Markdown headings, bold as **…**, <sub>/<sup> as _{…}/^{…}, list items and blocks on
lines of their own, and math as its TeX source: MathJax's <script type="math/tex">, KaTeX's <annotation
encoding="application/x-tex"> (its drawn copy skipped), MathML's TeX annotation. Scripts and styles are dropped. The
standard library's parser: no dependency, and it never fetches anything."""

from html.parser import HTMLParser

BLOCKS = {"p", "div", "br", "li", "tr", "section", "article", "blockquote", "pre", "ol", "ul", "table", "hr", "dt",
          "dd", "figure", "header", "footer", "main"}
HEADINGS = {"h1": "# ", "h2": "## ", "h3": "### ", "h4": "#### ", "h5": "##### ", "h6": "###### "}
SKIPPED = {"style", "head", "title", "svg", "noscript", "template"}
# c<sub>1</sub>, P<sup>⊤</sup>: an index and a power as the notation writes them (c_{1}, P^{⊤}), not glued on (c1)
SCRIPTS = {"sub": "_", "sup": "^"}
VOID = {"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"}


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out, self.skip, self.math = [], [], None  # skip: a stack of closing tags whose content is dropped
        self.mathml = None  # inside <math>: its drawn text, kept only when it has no TeX annotation
        self.lists = []  # open lists, innermost last: [style, last number] for <ol>, None for <ul>

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self.skip:
            if tag not in VOID:
                self.skip.append(tag)
            return
        classes = (attrs.get("class") or "").split()
        if tag == "script":
            kind = (attrs.get("type") or "").lower()
            if kind.startswith("math/tex"):
                self.math = ("$$", []) if "mode=display" in kind else ("$", [])
            else:
                self.skip.append(tag)
            return
        if tag == "annotation" and (attrs.get("encoding") or "").lower() in ("application/x-tex", "tex"):
            self.math = ("$", [])
            if self.mathml is not None:
                self.mathml[1] = True
            return
        if tag == "math":
            self.mathml = [[], False]
            return
        if tag in SKIPPED or "katex-html" in classes or attrs.get("aria-hidden") == "true":
            if tag not in VOID:
                self.skip.append(tag)
            return
        if tag in ("ol", "ul"):
            start = attrs.get("start") or "1"
            self.lists.append([attrs.get("type") or "1", int(start) - 1 if start.isdigit() else 0]
                              if tag == "ol" else None)
        if tag in HEADINGS:
            self.out.append("\n\n" + HEADINGS[tag])
        elif tag in ("b", "strong"):
            self.out.append("**")
        elif tag in SCRIPTS:
            self.out.append(SCRIPTS[tag] + "{")
        elif tag == "li" and self.lists and self.lists[-1] is not None:
            # the number a browser draws before the item ("a.", "ii."): often the only label of a part
            counted = self.lists[-1]
            value = attrs.get("value") or ""
            counted[1] = int(value) if value.isdigit() else counted[1] + 1
            self.out.append("\n" + _marker(counted[0], counted[1]) + " ")
        elif tag in BLOCKS:
            self.out.append("\n")

    def handle_endtag(self, tag):
        if self.skip:
            if self.skip[-1] == tag:
                self.skip.pop()
            return
        if self.math is not None and tag in ("script", "annotation"):
            fence, parts = self.math
            self.out.append(f" {fence}{''.join(parts).strip()}{fence} ")
            self.math = None
            return
        if tag == "math" and self.mathml is not None:
            drawn, annotated = self.mathml
            self.mathml = None
            if not annotated:
                self.out.append("".join(drawn))
            return
        if tag in ("ol", "ul") and self.lists:
            self.lists.pop()
        if tag in HEADINGS:
            self.out.append("\n\n")
        elif tag in ("b", "strong"):
            self.out.append("**")
        elif tag in SCRIPTS:
            self.out.append("}")
        elif tag in BLOCKS:
            self.out.append("\n")

    def handle_data(self, data):
        if self.skip:
            return
        if self.math is not None:
            self.math[1].append(data)
        elif self.mathml is not None:
            self.mathml[0].append(data)
        else:
            self.out.append(data)


_ROMAN = (("m", 1000), ("cm", 900), ("d", 500), ("cd", 400), ("c", 100), ("xc", 90), ("l", 50), ("xl", 40),
          ("x", 10), ("ix", 9), ("v", 5), ("iv", 4), ("i", 1))


def _marker(style: str, number: int) -> str:
    """An ordered list's marker as browsers draw it: 1., a., A., i., I."""
    if style in "aA" and 1 <= number <= 26:
        letter = chr(ord("a") + number - 1)
        return (letter.upper() if style == "A" else letter) + "."
    if style in "iI" and 1 <= number < 4000:
        roman, left = "", number
        for name, value in _ROMAN:
            while left >= value:
                roman, left = roman + name, left - value
        return (roman.upper() if style == "I" else roman) + "."
    return f"{number}."


def html_text(text: str) -> str:
    parser = _Text()
    parser.feed(text)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.out).splitlines()]
    out, blank = [], False
    for line in lines:
        if not line:
            blank = bool(out)
            continue
        if blank:
            out.append("")
        out.append(line.replace("** ", "**", 1) if line.startswith("** ") else line)
        blank = False
    return "\n".join(out) + "\n"
