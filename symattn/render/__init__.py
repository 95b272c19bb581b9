"""Typeset answer sheets and feedback sheets: jinja2 templates → .tex → LuaLaTeX."""
