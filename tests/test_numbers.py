"""language/numbers.py: a decimal comma read as a point (same length), the comma of thousands and of lists kept."""

import pytest

from symattn.language.numbers import thousands_comma, with_decimal_points

DECIMALS = [
    ("si η = 0,3 : α_a ≈ 0,9526", "si η = 0.3 : α_a ≈ 0.9526"),
    ("α_a ≈ 1/1,04979.", "α_a ≈ 1/1.04979."),
    ("für η = −0,2 ist", "für η = −0.2 ist"),
    ("= 7,389/9,389", "= 7.389/9.389"),  # 7,389 could be thousands, but the write-up writes decimal commas
    ("$\\eta = 0{,}35$ ici", "$\\eta = 0.35  $ ici"),
    ("n = 1,000 keys", "n = 1,000 keys"),  # thousands
    ("i = 1,2,3", "i = 1,2,3"),  # a list
    ("i = 1,2", "i = 1,2"),  # may list two indices
    ("a = 1,2", "a = 1,2"),
    ("t = 3,2 is enough", "t = 3.2 is enough"),  # a scalar has one value
    ("\\beta = 2,5", "\\beta = 2.5"),
    ("genügt t \\ge 3,2.", "genügt t \\ge 3.2."),  # a bound is one value too
    ("t ≥ 3,2 suffit", "t ≥ 3.2 suffit"),
    ("≈ 1 − 4,5·10⁻⁵ quindi", "≈ 1 − 4.5·10⁻⁵ quindi"),  # a mantissa, its power in superscripts
    ("(e^{−10} ≈ 4,5e-5)", "(e^{−10} ≈ 4.5e-5)"),
    ("x = 2,5e3", "x = 2.5e3"),
    ("basta \\beta > 2,5", "basta \\beta > 2.5"),
    ("P = [[0,1],[1,0]]", "P = [[0,1],[1,0]]"),  # inside brackets: pairs
    ("(0,25)", "(0,25)"),
    ("x_{0,1} and x_1,25", "x_{0,1} and x_1,25"),  # indices
    # an aside in prose holds no pair: its decimal commas are decimals
    ("(écart-type 1/√2 ≈ 0,707)", "(écart-type 1/√2 ≈ 0.707)"),
    ("(variance 1/2, écart-type ≈ 0,707), et", "(variance 1/2, écart-type ≈ 0.707), et"),
    ("(siehe oben: 0,5)", "(siehe oben: 0.5)"),
    ("f(0,5) und (0,5)", "f(0,5) und (0,5)"),  # a function's two arguments, a pair
    # inside brackets, a value after a relation or before a per cent sign is a decimal
    ("(k_a apunta en sentido contrario, prob. Φ(−√2) ≈ 0,079)", "(k_a apunta en sentido contrario, prob. Φ(−√2) ≈ 0.079)"),
    ("(k_a aponta contra μ_a, probabilidade ≈ 7,9%)", "(k_a aponta contra μ_a, probabilidade ≈ 7.9%)"),
    ("(cerca de 7,9 % dos casos)", "(cerca de 7.9 % dos casos)"),
    # a mantissa, times a power of ten, is one number: "4,1·10^{−9}" is never the list 4, 1·10^{−9}
    ("≈ 1 − 4,1·10^{−9}.", "≈ 1 − 4.1·10^{−9}."),
    ("$2,5 \\times 10^{3}$", "$2.5 \\times 10^{3}$"),
    ("x ≈ 3,5 * 10^-2", "x ≈ 3.5 * 10^-2"),
    ("i = 1,2 · 10", "i = 1,2 · 10"),  # no power
    ("≈ 9,214\\cdot 10^{-1}", "≈ 9.214\\cdot 10^{-1}"),  # three digits, yet no thousands before a power of ten
]


@pytest.mark.parametrize("text, expected", DECIMALS)
def test_decimal_commas_read_as_points(text, expected):
    found = with_decimal_points(text)
    assert found == expected and len(found) == len(text)


THOUSANDS = [("1,000", 1, True), ("12,000,000", 6, True), ("x = 0,300", 5, False), ("1/21,088", 4, False)]


@pytest.mark.parametrize("text, at, expected", THOUSANDS)
def test_thousands_comma(text, at, expected):
    assert text[at] == "," and thousands_comma(text, at) is expected
