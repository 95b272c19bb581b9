"""The command line: parse arguments, call the library, turn errors into messages and exit codes.

Exit codes: 0 ok; 1 something is false, unknown or failed; 2 bad usage or unreadable input.
"""

import argparse
import os
import sys

from symattn.errors import SymattnError

EXIT_OK, EXIT_FALSE, EXIT_USAGE = 0, 1, 2


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def build_parser() -> Parser:
    parser = Parser(prog="symattn", description="Symbolic checker for the attention-exploration problem set.")
    commands = parser.add_subparsers(dest="command", parser_class=Parser)
    verify = commands.add_parser("verify", help="prove every step of the reference derivations")
    verify.add_argument("targets", nargs="*", metavar="PART|FILE.toml",
                        help="part ids or aliases, or derivation files (default: every shipped part)")
    verify.add_argument("--json", action="store_true", help="print a JSON report")
    verify.add_argument("--deep", action="store_true", help="also check permutations for T = 4")
    return parser


def main(argv: list[str] | None = None) -> int:
    _utf8_output()
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            raise UsageError("a command is required: verify")
        return run_verify(args)
    except UsageError as error:
        print(f"symattn: {error}", file=sys.stderr)
        return EXIT_USAGE
    except SymattnError as error:
        print(f"symattn: {error}", file=sys.stderr)
        return EXIT_USAGE


def run() -> None:
    """The console entry point: main(), then a fast exit.

    Everything is written and flushed first; os._exit then skips the
    interpreter's teardown of sympy's caches, about 50 ms of a 0.5 s run.
    """
    code = main()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def run_verify(args) -> int:
    from symattn import report
    from symattn.verify import verify

    reports = verify(args.targets, deep=args.deep)
    sys.stdout.write(report.as_json(reports) if args.json else report.as_text(reports))
    return EXIT_OK if report.all_proved(reports) else EXIT_FALSE


def _utf8_output():
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure") and (stream.encoding or "").lower().replace("-", "") != "utf8":
            stream.reconfigure(encoding="utf-8")
