"""How many digits a number is written to: a decimal (0.5403) or scientific notation (4,1·10⁻⁵, 4 × 10⁻⁹, whose
mantissa gives only the significant digits) stands for every value that rounds to it; other numbers are exact."""

from sympy import Integer, Rational

from symattn.notation import syntax as s

MAX_EXPONENT = 300  # 10^k is built exactly: a larger k is no reading of a rounded number


def digit_unit(node):
    """The unit of the last digit written, exactly (0.5403 → 1/10⁴, 4,1·10⁻⁵ → 1/10⁶, 2.5 × 10³ → 100, 92.1 % →
    1/10³), or None for a number written exactly (7, ½, 22026/44061) and anything else."""
    node = node.arg if isinstance(node, s.Neg) else node
    if isinstance(node, s.Num):
        return Rational(1, 10 ** len(node.text.split(".")[1])) if "." in node.text else None
    if isinstance(node, s.Frac) and isinstance(node.num, s.Num) and isinstance(node.den, s.Num) and \
            node.den.text == "100":  # a percentage, 92.1 % read as 92.1/100: its digits are the number's
        decimals = len(node.num.text.split(".")[1]) if "." in node.num.text else 0
        return Rational(1, 10 ** (decimals + 2))
    if not (isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num)):
        return None
    mantissa, power = node.factors
    if not (isinstance(power, s.Power) and isinstance(power.base, s.Num) and power.base.text == "10"):
        return None
    exponent = power.exp.arg if isinstance(power.exp, s.Neg) else power.exp
    if not (isinstance(exponent, s.Num) and exponent.text.isdigit() and int(exponent.text) <= MAX_EXPONENT):
        return None
    decimals = len(mantissa.text.split(".")[1]) if "." in mantissa.text else 0
    shift = (-1 if isinstance(power.exp, s.Neg) else 1) * int(exponent.text) - decimals
    return Integer(10) ** shift


def written_unit(node, other):
    """The unit a side of ≈ is written to: its own digit_unit; a whole number's last nonzero digit's, from two digits
    on (e⁵ ≈ 148: 1, ≈ 22000: 1000), where ≈ compares it with a number written otherwise than as a whole number; or,
    for a side that holds rounded numbers (1 − 9.08·10⁻⁴), the finest unit among them. The last two only where the
    other side is written exactly (no rounded number in it); None otherwise."""
    unit = digit_unit(node)
    if unit is not None or _units(other):
        return unit
    whole = node.arg if isinstance(node, s.Neg) else node
    exact = other.arg if isinstance(other, s.Neg) else other
    if isinstance(exact, s.Num):  # 1000 ≈ 999: two whole numbers said near, neither written to the other's digits
        return None
    # a whole number of two digits or more (148, 93, 22000): 0, 1, 2 are read as said, exact (P ≈ 1, α_a ≈ 0)
    if isinstance(whole, s.Num) and whole.text.isdigit() and 2 <= len(whole.text) <= 30:
        digits = whole.text.rstrip("0")
        return Integer(10) ** (len(whole.text) - len(digits)) if digits else Integer(1)
    return min(_units(node), default=None)


def read_to_its_digits(exact: float, written: float, unit: float) -> bool:
    """Is the written number the exact one rounded (within half a unit of its last digit) or cut (toward 0, within
    one unit) to its digits? Those are the two ways a number is written to fewer digits; any other value near it
    (0.93 for 0.9214…) is another number at that precision."""
    cut = exact * written >= 0 and abs(written) <= abs(exact) and abs(exact) - abs(written) < unit
    return abs(exact - written) <= unit / 2 or cut


def _units(node) -> list:
    """The units of the rounded numbers written in a node (a scientific number's mantissa is its own, not another)."""
    unit = digit_unit(node)
    if unit is not None:
        return [unit]
    return [] if isinstance(node, s.Num) else [u for child in s.children(node) for u in _units(child)]
