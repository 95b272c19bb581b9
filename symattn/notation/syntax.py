"""The syntax tree the grammar builds: plain data, no meaning attached yet.

Meaning (is `k_a` a key? is `P` a matrix?) is given later by a setting, so the
same tree serves derivations, students' answers and every part's vocabulary.
"""

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Num:
    text: str
    pos: int


@dataclass(frozen=True)
class Name:
    base: str  # "k", "mu", "alpha", "W", "one" (for the all-ones vector)
    sub: str  # raw index text: "a", "22", "i,j", "perm"; "" when absent
    pos: int


@dataclass(frozen=True)
class Call:
    func: str  # exp, log, sqrt, sin, cos, erf, softmax, relu, Phi, Var, Pr
    args: tuple
    pos: int


@dataclass(frozen=True)
class Neg:
    arg: object
    pos: int


@dataclass(frozen=True)
class Sum:
    terms: tuple
    pos: int


@dataclass(frozen=True)
class Product:
    factors: tuple
    ops: tuple  # between consecutive factors: "*", "cdot", "times", "juxt"
    pos: int


@dataclass(frozen=True)
class Frac:
    num: object
    den: object
    pos: int


@dataclass(frozen=True)
class Power:
    base: object
    exp: object
    pos: int


@dataclass(frozen=True)
class Transpose:
    arg: object
    pos: int
    letter: bool = False  # written ^T or ^{T}: on a number it means the power T (e^{T}), decided by meaning


@dataclass(frozen=True)
class Norm:
    arg: object
    p: object  # None, or the subscript (2)
    pos: int


@dataclass(frozen=True)
class Abs:
    arg: object
    pos: int


@dataclass(frozen=True)
class Infinity:
    pos: int


@dataclass(frozen=True)
class Limit:
    var: Name
    to: object
    body: object
    pos: int
    side: str = ""  # "+" from above (0^+, ↓), "-" from below (0^-, ↑), "" from both sides


@dataclass(frozen=True)
class Series:
    """A big-sigma sum: index name, the subscript relation (or None), upper bound (or None)."""

    index: Name
    condition: object
    upper: object
    body: object
    pos: int


@dataclass(frozen=True)
class SetLiteral:
    items: tuple
    pos: int
    brackets: str = "{}"  # "()" for a parenthesised tuple such as (β, γ)


@dataclass(frozen=True)
class SetMin:
    """min{var : condition}, the threshold notation."""

    var: Name
    condition: object
    pos: int


@dataclass(frozen=True)
class Elided:
    """softmax(·), ReLU(…): the argument left out, the one the write-up gave this function last (steps/reading.py
    fills it in; a tree that still holds one is not read)."""

    pos: int


@dataclass(frozen=True)
class Given:
    arg: object
    condition: object
    pos: int


@dataclass(frozen=True)
class Relation:
    ops: tuple  # "=", "approx", "to", "le", "ge", "<", ">", "ne", "gg", "ll", "in", "notin", "sim"
    operands: tuple
    pos: int


@dataclass(frozen=True)
class MatrixLiteral:
    """A matrix written by its entries (rows of expressions), such as a block row [u_d  u_c]."""

    rows: tuple
    pos: int


# ---- one way through a tree ---------------------------------------------------------------------------------------
def children(node) -> tuple:
    """A node's child nodes in field order: operands, factors, a matrix's entries row by row (never text or flags)."""
    found = []
    for name in getattr(node, "__dataclass_fields__", ()):
        value = getattr(node, name)
        if isinstance(value, tuple):
            for item in value:
                if isinstance(item, tuple):  # a matrix's row
                    found.extend(entry for entry in item if hasattr(entry, "__dataclass_fields__"))
                elif hasattr(item, "__dataclass_fields__"):
                    found.append(item)
        elif hasattr(value, "__dataclass_fields__"):
            found.append(value)
    return tuple(found)


def walk(node):
    """Every node of a tree, the node first, then each child's subtree in order (depth-first, pre-order).

    Iterative: the grammar bounds nesting, but a walk needs no stack of its own to be safe."""
    pending = [node]
    while pending:
        current = pending.pop()
        yield current
        pending.extend(reversed(children(current)))


def with_children(node, change):
    """The node with each child replaced by change(child), tuples and matrix rows rebuilt in shape; the node
    itself when nothing changed (trees are immutable and shared)."""
    if not hasattr(node, "__dataclass_fields__"):
        return node
    changed = {}
    for name in node.__dataclass_fields__:
        value = getattr(node, name)
        new = _changed(value, change)
        if new is not value:
            changed[name] = new
    return replace(node, **changed) if changed else node


def shape(node):
    """The node with its children and its place blanked: what kind of node it is (a product, the name k_a, a call of
    softmax), not what it holds. Two nodes of one shape differ only in their children. How it was written is blanked
    too: PQ, P·Q and P × Q are one product, K^T and K^⊤ one transpose."""
    blank = with_children(node, lambda child: None)
    if isinstance(blank, Product):
        blank = replace(blank, ops=())
    if isinstance(blank, Transpose):
        blank = replace(blank, letter=False)
    return unplaced(blank)


def unplaced(node):
    """The node with its own place blanked (its children keep theirs): two writings of one node compare equal."""
    return replace(node, pos=0) if "pos" in getattr(node, "__dataclass_fields__", ()) else node


def _changed(value, change):
    if isinstance(value, tuple):
        items = tuple(_changed(item, change) for item in value)
        return value if all(a is b for a, b in zip(items, value)) else items
    if hasattr(value, "__dataclass_fields__"):
        return change(value)
    return value
