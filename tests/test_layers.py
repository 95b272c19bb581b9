"""The architecture is enforced: every module imports only from its own layer or the layers below it."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "symattn"
# bottom to top (docs/architecture.md): a module may import its own layer and those before it
LAYERS = (
    ("symattn", "symattn.errors", "symattn.compat"),
    ("symattn.notation",),
    ("symattn.algebra",),
    ("symattn.spec",),
    ("symattn.meaning",),
    ("symattn.engine",),
    ("symattn.workers",),
    ("symattn.verification",),
    ("symattn.grading",),
    ("symattn.steps",),
    ("symattn.render",),
    ("symattn.cli", "symattn.__main__"),
)


def layer_of(module: str) -> int:
    """The layer of a dotted module name: the longest layer prefix it falls under."""
    best, level = -1, None
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, level = len(prefix), index
    return level


def modules() -> list:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        dotted = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        found.append((dotted.removesuffix(".__init__"), path))
    return found


def imports(path: Path) -> list:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("symattn"):
            names.extend(f"{node.module}.{alias.name}" if node.module == "symattn" else node.module
                         for alias in node.names)
        elif isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names if alias.name.startswith("symattn"))
    return names


@pytest.mark.parametrize("module, path", modules(), ids=[m for m, _ in modules()])
def test_imports_point_down(module, path):
    """No import reaches a layer above the module's own."""
    own = layer_of(module)
    assert own is not None, f"{module} is in no layer"
    upward = [name for name in imports(path) if (layer_of(name) or 0) > own]
    assert upward == [], f"{module} (layer {own}) imports from above: {upward}"


def test_every_layer_holds_a_module():
    """The layers named here exist (a renamed package cannot slip out of the rule)."""
    present = {layer_of(m) for m, _ in modules()}
    assert present == set(range(len(LAYERS)))
