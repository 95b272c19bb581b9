"""How many digits a number is written to: a decimal (0.5403) or scientific notation (4,1·10⁻⁵, 4 × 10⁻⁹, whose
mantissa gives only the significant digits) stands for every value that rounds to it; other numbers are exact."""

from sympy import Integer, Rational

from symattn.notation import syntax as s

MAX_EXPONENT = 300  # 10^k is built exactly: a larger k is no reading of a rounded number


def digit_unit(node):
    """The unit of the last digit written, exactly (0.5403 → 1/10⁴, 4,1·10⁻⁵ → 1/10⁶, 2.5 × 10³ → 100), or None for
    a number written exactly (7, ½, 22026/44061) and anything else."""
    node = node.arg if isinstance(node, s.Neg) else node
    if isinstance(node, s.Num):
        return Rational(1, 10 ** len(node.text.split(".")[1])) if "." in node.text else None
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
    """The unit a side is written to: its own digit_unit, or, for a side that only holds rounded numbers
    (1 − 9.08·10⁻⁴), the finest unit among them where the other side is written exactly (no rounded number in it);
    None otherwise."""
    unit = digit_unit(node)
    if unit is not None or _units(other):
        return unit
    return min(_units(node), default=None)


def _units(node) -> list:
    """The units of the rounded numbers written in a node (a scientific number's mantissa is its own, not another)."""
    unit = digit_unit(node)
    if unit is not None:
        return [unit]
    return [] if isinstance(node, s.Num) else [u for child in s.children(node) for u in _units(child)]
