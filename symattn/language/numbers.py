"""How numbers are written in a submission's text: the comma of 1,000 (thousands) and the decimal comma of 0,3 or
1/1,04979 (French, German, Spanish, … write 0,3 for 0.3).

A decimal comma is read as a point, one character for one, so positions hold: a formula split at it would be two
statements, `η = 0` and `3`, and a value the write-up gives (η = 0,3) would be applied as another (η = 0). Only a
comma that cannot be a list's is read so: between digits with no space, outside every bracket (a pair (0,1) is a
pair), not one of a run of commas (1,2,3 is a list), and with a 0 before it, at least two digits after it (i = 1,2
may list two indices: not so "t = 3,2", one scalar's value) or a power of ten after it (4,1·10⁻⁹). A comma that may
be the comma of thousands (7,389) is one only in a write-up that writes no decimal comma elsewhere.
"""

import re

# digits, a comma, digits: not after a name, an index or another group (x_1,2; 1,2,3), nor before another comma group
DECIMAL_COMMA = re.compile(r"(?<![\w.,^\\])(?P<whole>\d+),(?P<fraction>\d+)(?!(?!e[-−+]?\d)\w|[.,]\d)")
# LaTeX's spelling of the decimal comma: 0{,}3
BRACED_COMMA = re.compile(r"(?<![\w.,^\\])(?P<whole>\d+)\{,\}(?P<fraction>\d+)(?!\w|[.,]\d)")
OPENING, CLOSING = "([{⟨", ")]}⟩"
PROSE_ASIDE = re.compile(r"[^\W\d_]{3,}[\s-]")  # "(variance 1/2, …", "(écart-type …": a word, then a space or a hyphen


def thousands_comma(text: str, i: int) -> bool:
    """The comma of 1,000 or 12,000,000 (a number, not a list): one to three digits before it (not 0…),
    after a space, '=' or another such group; exactly three digits after."""
    start = i
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    if not 1 <= i - start <= 3 or not re.fullmatch(r"\d{3}", text[i + 1:i + 4]) or text[i + 4:i + 5].isdigit():
        return False
    before = text[start - 1:start]
    return before == "," and thousands_comma(text, start - 1) or (before in ("", " ", "=", "≈", "~") and
                                                                    text[start] != "0")


def with_decimal_points(text: str) -> str:
    """The text with each decimal comma (0,3; 1,04979; 0{,}3) written as a point, the same length."""
    depths = _depths(text)
    chars = list(text)
    found = [match for match in DECIMAL_COMMA.finditer(text)
             if (depths[match.start("fraction") - 1] == 0 or _a_value(text, match)) and
             (_decimal(match) or _per_cent(text, match) or _mantissa(text, match) or _a_scalars_value(text, match))]
    # 7,389 may be thousands or a decimal: a decimal where the write-up writes decimal commas elsewhere (9,389 after
    # a '/', 0,5), thousands otherwise
    decimals = any(not thousands_comma(text, match.start("fraction") - 1) for match in found)
    for match in found:
        comma = match.start("fraction") - 1
        if decimals or not thousands_comma(text, comma) or _mantissa(text, match):  # 9,214·10⁻¹ is no thousands
            chars[comma] = "."
    for match in BRACED_COMMA.finditer(text):
        if depths[match.start()] == 0 and _decimal(match):
            # 0{,}35 becomes 0.35 and two spaces: the digits move left, what follows stays where it was
            start, fraction = match.start("fraction") - 3, match.group("fraction")
            chars[start:match.end()] = list("." + fraction + "  ")
    return "".join(chars)


def _a_value(text: str, match) -> bool:
    """Inside brackets, a number right after a relation or before a per cent sign ("(… Φ(−√2) ≈ 0,079)", "≈ 7,9%")
    is a value, never a pair's two entries."""
    before = text[:match.start()].rstrip()[-1:]
    return before in ("≈", "=", "<", ">", "≤", "≥", "~") or _per_cent(text, match)


def _per_cent(text: str, match) -> bool:
    return text[match.end():match.end() + 2].lstrip()[:1] == "%"  # 7,9 % is a share, no list


# times a power of ten: "4,1·10^{−9}", "2,5 \\times 10^3", "4,5·10⁻⁵", "4,5e-5" (scientific notation, whose mantissa
# is one number)
TIMES_TEN_TO = re.compile(r"\s*(?:·|⋅|×|\*|\\cdot|\\times)\s*10\s*(?:\^|[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹])|e[-−+]?\d")


def _mantissa(text: str, match) -> bool:
    return TIMES_TEN_TO.match(text, match.end()) is not None


# a scalar given one value or bound ("t = 3,2", "β = 2,5", "t ≥ 3,2"), not an index or a label listing its values
# ("i = 1,2", "j = a,b"): a bound is never a list
SCALAR_SET_TO = re.compile(r"(?<![\w\\])(?:[A-Ze-hn-zα-ωΑ-Ω]|\\[A-Za-z]+)\s*(?:=|[<>≤≥]|\\(?:geq?|leq?|[gl]t)(?![A-Za-z]))"
                           r"\s*$")


def _a_scalars_value(text: str, match) -> bool:
    return SCALAR_SET_TO.search(text[max(0, match.start() - 12):match.start()]) is not None


def _decimal(match) -> bool:
    return match.group("whole") == "0" or len(match.group("fraction")) >= 2


def _depths(text: str) -> list:
    """How many brackets are open at each character (a LaTeX group's braces count: x_{0,1} is two indices); an
    aside in prose, a bracket that opens with a word ("(variance 1/2, écart-type ≈ 0,707)"), holds no tuple and
    does not count."""
    depths, opened = [], []
    for at, ch in enumerate(text):
        if ch in CLOSING and opened:
            opened.pop()
        depths.append(sum(opened))
        if ch in OPENING:
            opened.append(0 if ch == "(" and PROSE_ASIDE.match(text, at + 1) else 1)
    return depths
