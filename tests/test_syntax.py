"""One walk through syntax trees: children in field order, every node once, rebuilding with changed children."""

import re
from pathlib import Path

import pytest

from symattn.notation import parse
from symattn.notation import syntax as s


def _names(text):
    return [s_node.base + (f"_{s_node.sub}" if s_node.sub else "") for s_node in s.walk(parse(text))
            if isinstance(s_node, s.Name)]


@pytest.mark.parametrize("text, expected", [
    ("q = t(k_a + k_b)", ["q", "t", "k_a", "k_b"]),
    (r"\sum_{i \ne a} e^{k_i^\top q}", ["i", "i", "a", "e", "k_i", "q"]),
    (r"\lim_{t \to \infty} \alpha_a", ["t", "alpha_a"]),
    (r"\begin{bmatrix} u_d & u_c \\ x & y \end{bmatrix}", ["u_d", "u_c", "x", "y"]),
    (r"\Pr(\eta > 0 \mid n)", ["eta", "n"]),
    ("3 + 4", []),
])
def test_walk_visits_every_name_in_order(text, expected):
    """walk reaches every name, matrix entries too, in reading order."""
    assert _names(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("a + b", (s.Name, s.Name)),
    ("x^2", (s.Name, s.Num)),
    (r"\frac{1}{2}", (s.Num, s.Num)),
    ("7", ()),
])
def test_children_are_the_direct_subtrees(text, expected):
    """children gives the direct subtrees only, in field order."""
    assert tuple(type(child) for child in s.children(parse(text))) == expected


def test_walk_starts_with_the_node():
    """The root comes first."""
    tree = parse("a = b")
    assert next(s.walk(tree)) is tree


def test_walk_is_not_recursive():
    """A tree as deep as the grammar allows is walked without recursion."""
    tree = parse("(" * 50 + "x" + ")" * 50)
    assert [type(node) for node in s.walk(tree)] == [s.Name]


def test_with_children_rebuilds_only_what_changed():
    """with_children keeps the node when no child changes, and rebuilds matrix rows in shape."""
    tree = parse(r"\begin{bmatrix} a & b \end{bmatrix}")
    assert s.with_children(tree, lambda child: child) is tree
    renamed = s.with_children(tree, lambda child: s.Name("z", "", child.pos))
    assert [[entry.base for entry in row] for row in renamed.rows] == [["z", "z"]]


WALKING_BY_HAND_FOR_NOW = set()


def test_no_module_walks_trees_by_hand():
    """Only syntax.py looks inside a node's fields; every other module uses walk, children or with_children."""
    package = Path(__file__).resolve().parent.parent / "symattn"
    walking = sorted(str(path.relative_to(package)) for path in package.rglob("*.py")
                     if re.search(r"__dict__|__dataclass_fields__|dataclasses import fields", path.read_text())
                     and path.relative_to(package).as_posix() != "notation/syntax.py")
    assert set(walking) <= WALKING_BY_HAND_FOR_NOW, walking


@pytest.mark.parametrize("left, right, same", [
    ("P Q", "X W", True),  # two products of two factors
    ("P Q", "P Q R", False),
    ("k_a", "k_b", False),  # a name is its own shape
    (r"\mathrm{softmax}(A)", r"\mathrm{softmax}(B)", True),
    (r"\mathrm{softmax}(A)", r"\mathrm{ReLU}(A)", False),
])
def test_shape_blanks_children_and_place(left, right, same):
    """shape tells what kind of node it is, not what it holds or where it was written."""
    assert (s.shape(parse(left)) == s.shape(parse("  " + right))) is same
