"""What differs between the Python versions symattn supports (3.10 and later), in one place.

tomllib joined the standard library in 3.11; tomli is the same parser under another
name, installed only on 3.10 (see pyproject.toml).
"""

try:
    import tomllib  # novermin: the 3.10 branch below
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

__all__ = ["tomllib"]
