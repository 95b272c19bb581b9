"""The architecture is enforced: every module imports only from its own layer or the layers below it."""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "symattn"
# bottom to top (docs/architecture.md): a module may import its own layer and those before it
LAYERS = (
    ("symattn", "symattn.errors", "symattn.compat"),
    ("symattn.notation",),
    ("symattn.language",),
    ("symattn.algebra",),
    ("symattn.spec",),
    ("symattn.meaning",),
    ("symattn.engine",),
    ("symattn.workers",),
    ("symattn.verification",),
    ("symattn.steps",),
    ("symattn.intake",),
    ("symattn.grading",),
    ("symattn.render",),
    ("symattn.serve",),
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


def _absolute(module: str, path: Path, node: ast.ImportFrom) -> str:
    """The dotted name an import names, relative ones (from . import x, from ..grading import y) resolved."""
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def imports(module: str, path: Path) -> list:
    """[(dotted module, imported name or None)] of every import, relative imports and importlib's included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _absolute(module, path, node)
            if source == "symattn" or source.startswith("symattn."):
                for alias in node.names:
                    # "from symattn.grading import batch" names a module; "… import Batch" a name in one
                    submodule = f"{source}.{alias.name}"
                    is_module = (PACKAGE.parent / submodule.replace(".", "/")).with_suffix(".py").exists() or \
                        (PACKAGE.parent / submodule.replace(".", "/")).is_dir()
                    names.append((submodule, None) if is_module else (source, alias.name))
        elif isinstance(node, ast.Import):
            names.extend((alias.name, None) for alias in node.names if alias.name.startswith("symattn"))
        elif isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name)) and \
                getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__") and \
                node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            target = node.args[0].value
            if target.startswith("."):
                dots = len(target) - len(target.lstrip("."))
                target = _absolute(module, path, ast.ImportFrom(module=target.lstrip(".") or None, level=dots))
            if target.startswith("symattn"):
                names.append((target, None))
    return names


@pytest.mark.parametrize("module, path", modules(), ids=[m for m, _ in modules()])
def test_imports_point_down(module, path):
    """No import reaches a layer above the module's own."""
    own = layer_of(module)
    assert own is not None, f"{module} is in no layer"
    upward = [name for name, _ in imports(module, path) if (layer_of(name) or 0) > own]
    assert upward == [], f"{module} (layer {own}) imports from above: {upward}"


def test_every_layer_holds_a_module():
    """The layers named here exist (a renamed package cannot slip out of the rule)."""
    present = {layer_of(m) for m, _ in modules()}
    assert present == set(range(len(LAYERS)))


@pytest.mark.parametrize("module, path", modules(), ids=[m for m, _ in modules()])
def test_no_private_names_across_modules(module, path):
    """A module uses another module's public names only: `_private` names stay in the module that defines them."""
    private = [f"{source}.{name}" for source, name in imports(module, path)
               if name is not None and name.startswith("_") and not name.startswith("__") and source != module]
    assert private == [], f"{module} imports private names: {private}"


def test_steps_never_read_through_grading():
    """check reads a write-up through the language layer, not through grading's modules."""
    found = [(module, name) for module, path in modules() if module.startswith("symattn.steps")
             for name, _ in imports(module, path) if name.startswith("symattn.grading")]
    assert found == []


@pytest.mark.parametrize("source, expected", [
    ("from . import grammar", [("symattn.notation.grammar", None)]),
    ("from .grammar import parse", [("symattn.notation.grammar", "parse")]),
    ("from ..grading import batch", [("symattn.grading.batch", None)]),
    ("import importlib\nimportlib.import_module('symattn.cli')", [("symattn.cli", None)]),
    ("from importlib import import_module\nimport_module('..render', 'x')", [("symattn.render", None)]),
])
def test_imports_are_read_in_every_form(tmp_path, source, expected):
    """Relative imports and importlib calls are read as the modules they name."""
    path = tmp_path / "lexer.py"
    path.write_text(source, encoding="utf-8")
    assert imports("symattn.notation.lexer", path) == expected
