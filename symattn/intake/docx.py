"""Word (.docx) → text: the document's paragraphs in order, headings as Markdown headings, numbered list paragraphs
as they are, and OMML equations read into LaTeX (fractions, sub- and superscripts, roots, sums, brackets), the
notation the grammar reads. A .docx is a zip of XML: read with zipfile and the standard XML parser, bounded (the
sizes the zip declares are checked before anything is inflated; no DTDs), so no dependency and no zip bomb.
"""

import io
import re
import zipfile
import xml.etree.ElementTree as ET

from symattn.intake.readers import UnreadableWriteup

MAX_INFLATED = 30_000_000  # bytes of word/document.xml once decompressed
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
M = "{http://schemas.openxmlformats.org/officeDocument/2006/math}"
NARY = {"∑": "\\sum", "∏": "\\prod", "∫": "\\int"}
SYMBOLS = {"→": "\\to", "≈": "\\approx", "∞": "\\infty", "≫": "\\gg", "≪": "\\ll", "≤": "\\le", "≥": "\\ge",
           "≠": "\\ne", "⊤": "^\\top", "·": "\\cdot", "×": "\\times", "∈": "\\in", "−": "-"}


def docx_text(raw: bytes, name: str) -> str:
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        info = archive.getinfo("word/document.xml")
    except (zipfile.BadZipFile, KeyError, ValueError, OSError):
        raise UnreadableWriteup(f"{name} is not a Word document (.docx): no word/document.xml inside") from None
    if info.file_size > MAX_INFLATED or sum(i.file_size for i in archive.infolist()) > 10 * MAX_INFLATED:
        raise UnreadableWriteup(f"{name}: its text decompresses to {info.file_size:,} bytes, more than the limit of "
                                f"{MAX_INFLATED:,}")
    try:
        with archive.open(info) as handle:
            data = handle.read(MAX_INFLATED + 1)
    except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError) as error:
        raise UnreadableWriteup(f"{name} could not be unpacked ({error})") from None
    if len(data) > MAX_INFLATED:
        raise UnreadableWriteup(f"{name}: its text decompresses to more than {MAX_INFLATED:,} bytes")
    if b"<!DOCTYPE" in data[:4096] or b"<!ENTITY" in data:
        raise UnreadableWriteup(f"{name}: its XML declares entities, which a Word document never does")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        raise UnreadableWriteup(f"{name}: its XML is damaged ({error})") from None
    body = root.find(f"{W}body")
    lines = [_paragraph(p) for p in (body.iter(f"{W}p") if body is not None else ())]
    return "\n\n".join(line for line in lines if line.strip()) + "\n"



def _paragraph(paragraph) -> str:
    style = paragraph.find(f"{W}pPr/{W}pStyle")
    level = re.match(r"(?i)heading\s*(\d)", style.get(f"{W}val", "")) if style is not None else None
    out = []
    for child in paragraph:
        if child.tag == f"{W}r":
            out.append(_run(child))
        elif child.tag == f"{M}oMath":
            out.append(f"${_math(child)}$")
        elif child.tag == f"{M}oMathPara":
            out.append(" ".join(f"$${_math(m)}$$" for m in child.iter(f"{M}oMath")))
        elif child.tag in (f"{W}hyperlink", f"{W}ins", f"{W}smartTag"):
            out.extend(_run(r) for r in child.iter(f"{W}r"))
    text = "".join(out)
    return ("#" * int(level.group(1)) + " " + text) if level else text


def _run(run) -> str:
    bold = run.find(f"{W}rPr/{W}b") is not None
    text = "".join(t.text or "" for t in run.iter(f"{W}t"))
    text += "\n" * len(run.findall(f"{W}br"))
    return f"**{text}**" if bold and text.strip() else text


def _math(node) -> str:
    """An OMML element as LaTeX."""
    tag = node.tag.replace(M, "")
    kids = {child.tag.replace(M, ""): child for child in node}
    arg = lambda name: _math(kids[name]) if name in kids else ""  # noqa: E731
    if tag == "r":
        text = "".join(t.text or "" for t in node.iter(f"{M}t"))
        # a command is followed by a space: ≈v must not become \approxv
        return "".join(SYMBOLS[ch] + (" " if SYMBOLS[ch][-1].isalpha() else "") if ch in SYMBOLS else _greek(ch)
                       for ch in text)
    if tag == "f":
        return f"\\frac{{{arg('num')}}}{{{arg('den')}}}"
    if tag == "sSub":
        return f"{{{arg('e')}}}_{{{arg('sub')}}}"
    if tag == "sSup":
        return f"{{{arg('e')}}}^{{{arg('sup')}}}"
    if tag == "sSubSup":
        return f"{{{arg('e')}}}_{{{arg('sub')}}}^{{{arg('sup')}}}"
    if tag == "rad":
        degree = arg("deg")
        return f"\\sqrt[{degree}]{{{arg('e')}}}" if degree else f"\\sqrt{{{arg('e')}}}"
    if tag == "d":
        props = node.find(f"{M}dPr")
        opening, closing = "(", ")"
        if props is not None:
            beg, end = props.find(f"{M}begChr"), props.find(f"{M}endChr")
            opening = beg.get(f"{M}val", "(") if beg is not None else "("
            closing = end.get(f"{M}val", ")") if end is not None else ")"
        inner = ", ".join(_math(e) for e in node.findall(f"{M}e"))
        return f"\\left{opening or '.'}{inner}\\right{closing or '.'}"
    if tag == "nary":
        props = node.find(f"{M}naryPr/{M}chr")
        sign = NARY.get(props.get(f"{M}val", "∫") if props is not None else "∫", "\\int")
        return f"{sign}_{{{arg('sub')}}}^{{{arg('sup')}}} {arg('e')}"
    if tag == "func":
        return f"{arg('fName')} {arg('e')}"
    if tag == "limLow":
        return f"{arg('e')}_{{{arg('lim')}}}"
    if tag == "bar":
        return f"\\overline{{{arg('e')}}}"
    if tag in ("acc",):
        return f"\\hat{{{arg('e')}}}"
    if tag.endswith("Pr") or tag == "ctrlPr":
        return ""
    return "".join(_math(child) for child in node)


GREEK = {"α": "\\alpha", "β": "\\beta", "γ": "\\gamma", "δ": "\\delta", "ε": "\\epsilon", "η": "\\eta",
         "μ": "\\mu", "σ": "\\sigma", "Σ": "\\Sigma", "λ": "\\lambda", "θ": "\\theta", "τ": "\\tau"}


def _greek(ch: str) -> str:
    return GREEK[ch] + " " if ch in GREEK else ch
