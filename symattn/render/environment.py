"""The jinja2 environment for LaTeX templates: delimiters that do not fight LaTeX, StrictUndefined."""

from pathlib import Path

import jinja2

from symattn.render.display import hide_script_relations
from symattn.render.escape import escape


def templates_folder() -> Path:
    """Installed: symattn/templates inside the package; from a checkout: the top-level templates/."""
    package = Path(__file__).resolve().parent.parent
    for folder in (package / "templates", package.parent / "templates"):
        if folder.is_dir():
            return folder
    raise FileNotFoundError("the LaTeX templates are missing: reinstall symattn")


def environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_folder())),
        block_start_string=r"\BLOCK{", block_end_string="}",
        variable_start_string=r"\VAR{", variable_end_string="}",
        comment_start_string=r"\#{", comment_end_string="}",
        line_statement_prefix="%%", line_comment_prefix="%#",
        trim_blocks=True, lstrip_blocks=True, autoescape=False,
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True,
    )
    env.filters["e"] = escape
    env.filters["dmath"] = hide_script_relations  # every formula inside breqn's dmath goes through it
    return env
