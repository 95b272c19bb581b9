"""The command line: parse arguments, call the library, turn errors into messages and exit codes.

Exit codes: 0 ok; 1 something is false, unknown or failed; 2 bad usage or unreadable input.
"""

import argparse
import json
from dataclasses import replace
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
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    commands = parser.add_subparsers(dest="command", parser_class=Parser)
    verify = commands.add_parser("verify", help="prove every step of the reference derivations")
    verify.add_argument("targets", nargs="*", metavar="PART|FILE.toml",
                        help="part ids or aliases, or derivation files (default: every part in use)")
    verify.add_argument("--json", action="store_true", help="print a JSON report")
    verify.add_argument("--deep", action="store_true", help="also check permutations for T = 4")
    _derivations_option(verify)
    parts = commands.add_parser("parts", help="list the parts in use: id, numbering, points, how graded, file")
    parts.add_argument("--json", action="store_true", help="print JSON")
    _derivations_option(parts)
    grade = commands.add_parser("grade", help="grade answers by the property they must have")
    grade.add_argument("file", nargs="*", metavar="PATH",
                       help="a CSV (id,part,answer) or JSON list of rows; or write-ups (.tex .md .txt .typ .pdf .ipynb "
                            ".docx .html) and folders of them, each part found by its numbering")
    grade.add_argument("--edition", help="write-ups: the numbering they follow (default: the one each fits best)")
    grade.add_argument("--parts", nargs="+", default=[], metavar="PART", help="write-ups: grade only these parts")
    grade.add_argument("--part", help="the part of a single --answer (id or numbering)")
    grade.add_argument("--answer", help="one answer to grade")
    grade.add_argument("--json", action="store_true", help="print JSON")
    grade.add_argument("--out", help="write the results to this file instead of standard output")
    grade.add_argument("--steps", action="store_true", help="also check each answer step by step (as `check`)")
    _decisions_option(grade)
    _grading_options(grade)
    _derivations_option(grade)
    render = commands.add_parser("render", help="write the answer sheet (or feedback sheets) as LaTeX, and PDF")
    render.add_argument("--out", default="sheet", help="output folder (default: sheet)")
    render.add_argument("--parts", nargs="+", default=[], metavar="ID", help="only these parts (ids or numbering)")
    render.add_argument("--edition", help="the edition whose numbering comes first (default 2025; the shipped "
                                          "parts also have older)")
    render.add_argument("--pdf", action="store_true", help="compile with LuaLaTeX")
    render.add_argument("--feedback", metavar="RESULTS.json", help="feedback sheets from `grade --json` output")
    check = commands.add_parser("check", help="check a write-up step by step: the first wrong step, and why")
    check.add_argument("file", nargs="?", help="the write-up (LaTeX, Markdown or plain text)")
    check.add_argument("--part", help="the part (id or numbering)")
    check.add_argument("--text", help="the write-up itself, instead of FILE")
    check.add_argument("--json", action="store_true", help="print JSON")
    _derivations_option(check)
    check.add_argument("--tolerance", default="0.01", help="how close ≈ must be when there is no scale")
    check.add_argument("--timeout", type=int, default=20, help="CPU seconds for the whole write-up (default 20)")
    _derivations_option(render)
    report = commands.add_parser("report", help="a class report from grade's results: counts, common wrong answers, "
                                               "a grade-book CSV")
    report.add_argument("results", metavar="RESULTS", help="what `grade` wrote (JSON or CSV)")
    report.add_argument("--out", default="report", help="output folder (default: report)")
    report.add_argument("--pdf", action="store_true", help="compile the report with LuaLaTeX")
    _decisions_option(report)
    serve = commands.add_parser("serve", help="a local web app: a self-check page for students, a review desk for TAs")
    serve.add_argument("--class", dest="graded", metavar="RESULTS",
                       help="a graded class (what `grade` wrote) for the review desk")
    serve.add_argument("--decisions", metavar="FILE", help="where the review desk keeps its decisions "
                                                           "(default: RESULTS' name + .decisions.json)")
    serve.add_argument("--host", default="127.0.0.1", help="the address to bind (default 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=int, default=8000, help="the port (default 8000)")
    serve.add_argument("--token", help="the review desk's token (default: a random one when --host is not loopback)")
    serve.add_argument("--workers", type=int, help="answers graded at once, each in its own bounded worker process "
                                                  "(default: one per core)")
    serve.add_argument("--timeout", type=int, default=10, help="CPU seconds per answer or write-up (default 10)")
    _derivations_option(serve)
    gradescope = commands.add_parser("gradescope", help="run as Gradescope's autograder")
    gradescope.add_argument("--submission", default="/autograder/submission")
    gradescope.add_argument("--results", default="/autograder/results/results.json")
    gradescope.add_argument("--steps", action="store_true", help="also list each part's checked steps")
    gradescope.add_argument("--edition", help="grade only the parts this edition numbers (test numbers are its own)")
    gradescope.add_argument("--parts", nargs="+", default=[], metavar="PART", help="grade only these parts")
    gradescope.add_argument("--assignment", metavar="FILE.toml",
                            help='the parts chosen in a file: edition = "2025" or parts = ["1b", ...]')
    _grading_options(gradescope)
    _derivations_option(gradescope)
    return parser


def _derivations_option(parser):
    parser.add_argument("--derivations", action="append", default=[], metavar="PATH",
                        help="a derivation file or a folder of them, instead of the shipped ones (repeatable)")


def _decisions_option(parser):
    parser.add_argument("--decisions", metavar="FILE",
                        help="a TA's decisions (serve's review desk writes them): applied, and new look-alikes flagged")


def _grading_options(parser):
    parser.add_argument("--tolerance", default="0.01", help="largest weight error for answers without a scale")
    parser.add_argument("--max-keys", type=int, default=1000, help="check answers without a scale up to this n")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--timeout", type=int, default=10, help="CPU seconds per answer (default 10)")


def main(argv: list[str] | None = None) -> int:
    _utf8_output()
    try:
        args = build_parser().parse_args(argv)
        if args.version:
            from symattn import __version__

            print(f"symattn {__version__}")
            return EXIT_OK
        if args.command is None:
            raise UsageError("a command is required: verify, parts, grade, check, render, report, gradescope or serve")
        commands = {"verify": run_verify, "parts": run_parts, "grade": run_grade, "check": run_check,
                    "render": run_render, "report": run_report, "gradescope": run_gradescope, "serve": run_serve}
        return commands[args.command](args)
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
    from symattn.verification import output as report
    from symattn.verification.report_cache import CachedReports
    from symattn.caching import cache_folder
    from symattn.verification.rubric_checks import CachedChecks
    from symattn.verification.verify import verify

    rubric_check = CachedChecks(_check_rubric, cache_folder())
    stored = CachedReports(cache_folder(), args.deep)
    reports = verify(args.targets, deep=args.deep, derivations=args.derivations, rubric_check=rubric_check,
                     stored=stored)
    sys.stdout.write(report.as_json(reports) if args.json else report.as_text(reports))
    return EXIT_OK if report.all_proved(reports) else EXIT_FALSE


def _check_rubric(part) -> tuple:
    """The rubric checks of grading/course.py, imported in the worker and only when the cache does not hold them."""
    from symattn.grading.course import check_rubric

    return check_rubric(part)


def run_parts(args) -> int:
    from symattn.spec.catalogue import describe, described_text, load_parts

    rows = describe(load_parts([], args.derivations))
    if args.json:
        sys.stdout.write(json.dumps({"parts": rows}, ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(described_text(rows, args.derivations))
    return EXIT_OK


def _options(args):
    from fractions import Fraction

    from sympy import Rational

    from symattn.grading.score import GradeOptions
    from symattn.workers import Limits

    try:
        tolerance = Fraction(args.tolerance)
    except (ValueError, ZeroDivisionError):
        raise UsageError(f"--tolerance must be a number, not {args.tolerance!r}") from None
    if not 0 < tolerance < 1 or args.max_keys < 2 or args.workers < 1 or args.timeout < 1:
        raise UsageError("need 0 < --tolerance < 1, --max-keys ≥ 2, --workers ≥ 1, --timeout ≥ 1")
    options = GradeOptions(Rational(tolerance.numerator, tolerance.denominator), args.max_keys)
    return options, Limits(cpu_seconds=args.timeout, wall_seconds=3.0 * args.timeout)


def run_grade(args) -> int:
    from pathlib import Path

    from symattn.grading import batch
    from symattn.grading.verdict import VerdictKind

    options, limits = _options(args)
    if args.file and (args.part or args.answer):
        raise UsageError("give either FILE or --part with --answer, not both")
    if args.file and not _is_table(args.file):
        return _grade_writeups(args, options, limits)
    if args.edition or args.parts:
        raise UsageError("--edition and --parts choose the parts of write-ups, not of a CSV or JSON table")
    if args.file:
        rows = batch.read_rows(Path(args.file[0]))
        verdicts = _decided(batch.grade_rows(rows, options, args.workers, limits, batch.TerminalProgress(),
                                             _steps(args), args.derivations), args.decisions)
        as_json = args.json or (args.out or "").endswith(".json")
        _write(batch.as_json(verdicts) if as_json else batch.as_csv(verdicts), args.out)
        return EXIT_OK
    if not (args.part and args.answer is not None):
        raise UsageError("grade needs a FILE, or --part and --answer")
    batch.known_part(args.part, args.derivations)
    (verdict,) = _decided(batch.grade_rows([batch.Row("", args.part, args.answer)], options, 1, limits, None,
                                           _steps(args), args.derivations), args.decisions)
    verdict = replace(verdict, answer="")  # the one answer is the command's own argument: not echoed back
    if args.json:
        _write(json.dumps(verdict.to_dict(), ensure_ascii=False, indent=2) + "\n", args.out)
    else:
        from symattn.notation.readable import latex_text

        _write(f"{verdict.part}: {verdict.verdict} ({verdict.score_text})\n{latex_text(verdict.feedback)}\n", args.out)
    return EXIT_OK if verdict.verdict in (VerdictKind.CORRECT, VerdictKind.MANUAL) else EXIT_FALSE


def _is_table(paths) -> bool:
    """grade's table of answers (one .csv or .json file), as opposed to write-ups and folders of them."""
    tables = [p for p in paths if p.lower().endswith((".csv", ".json"))]
    if tables and len(paths) > 1:
        raise UsageError("give one CSV or JSON table of answers, or write-ups and folders, not both")
    return bool(tables)


def _grade_writeups(args, options, limits) -> int:
    """grade PATH…: whole write-ups, each part located by the numbering (intake/)."""
    from symattn.grading import batch
    from symattn.grading.gradescope import Assignment, chosen_parts
    from symattn.grading.writeups import grade_writeups
    from symattn.spec.catalogue import load_parts

    if args.edition:
        _check_edition(args.edition, args.derivations)
    parts = load_parts([], args.derivations)
    chosen = [p for p in parts if p.id in {c.id for c in chosen_parts(parts, Assignment("", tuple(args.parts)))}] \
        if args.parts else None
    moves = None
    if args.decisions:  # the regions a TA moved answers to are graded instead of the located ones
        from pathlib import Path

        from symattn.grading.locations import read_moves

        moves = read_moves(Path(args.decisions))
    verdicts = _decided(grade_writeups(args.file, options, args.workers, limits, batch.TerminalProgress(),
                                       _steps(args), args.derivations, args.edition or "", chosen, moves),
                        args.decisions)
    as_json = args.json or (args.out or "").endswith(".json")
    _write(batch.as_json(verdicts) if as_json else batch.as_csv(verdicts), args.out)
    return EXIT_OK


def _decided(verdicts, decisions):
    """grade --decisions: the TA's decisions applied; a look-alike of a decided group is flagged."""
    if not decisions:
        return verdicts
    from pathlib import Path

    from symattn.grading.decisions import apply_to_verdicts, read_decisions

    return apply_to_verdicts(verdicts, read_decisions(Path(decisions)))


def run_check(args) -> int:
    from fractions import Fraction
    from pathlib import Path

    from sympy import Rational

    from symattn.spec.catalogue import load_parts
    from symattn.steps import output
    from symattn.steps.check import CheckOptions
    from symattn.steps.run import check_limited
    from symattn.workers import Limits

    if not args.part:
        raise UsageError("check needs --part PART")
    if (args.file is None) == (args.text is None):
        raise UsageError("check needs FILE or --text TEXT (one of them)")
    try:
        tolerance = Fraction(args.tolerance)
    except (ValueError, ZeroDivisionError):
        raise UsageError(f"--tolerance must be a number, not {args.tolerance!r}") from None
    if not 0 < tolerance < 1 or args.timeout < 1:
        raise UsageError("need 0 < --tolerance < 1 and --timeout ≥ 1")
    (part,) = load_parts([args.part.strip()], args.derivations)
    text = args.text if args.text is not None else _read_writeup(Path(args.file))
    options = CheckOptions(Rational(tolerance.numerator, tolerance.denominator))
    report = check_limited(part, text, options, Limits(cpu_seconds=args.timeout, wall_seconds=3.0 * args.timeout))
    if isinstance(report, tuple):
        print(f"symattn: the write-up could not be checked: {report[1]}", file=sys.stderr)
        return EXIT_USAGE
    sys.stdout.write(output.as_json(report) if args.json else output.as_text(report, text))
    return EXIT_FALSE if report.first_wrong is not None else EXIT_OK


def _read_writeup(path) -> str:
    try:
        return path.read_bytes().decode("utf-8-sig")
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise UsageError(f"{path} is not UTF-8 text (byte {error.start})") from None


def _steps(args):
    """grade --steps: the check that runs beside grading, in the same worker."""
    if not getattr(args, "steps", False):
        return None
    from symattn.steps.run import with_steps
    return with_steps


def run_render(args) -> int:
    from pathlib import Path

    from symattn.render import commands as sheets
    from symattn.render.pdf import TexFailed, TexUnavailable

    out = Path(args.out)
    if args.edition is not None:
        _check_edition(args.edition, args.derivations)
    try:
        if args.feedback:
            written = sheets.feedback_sheets(out, Path(args.feedback), args.pdf, args.derivations)
        else:
            written = sheets.answer_sheet(out, args.parts, args.edition or "2025", args.pdf, args.derivations)
    except (TexUnavailable, TexFailed) as error:
        print(f"symattn: {error}", file=sys.stderr)
        return EXIT_FALSE
    _print_written(written)
    return EXIT_OK


def _check_edition(edition: str, derivations):
    """An edition some part is numbered in: a misspelt one would quietly put every part under "other editions"."""
    from symattn.spec.catalogue import load_parts

    editions = sorted({name for part in load_parts([], derivations) for name in part.numbering})
    if edition not in editions:
        raise UsageError(f"--edition: no part is numbered in edition {edition!r}; the editions are: "
                         f"{', '.join(editions) or 'none (no part has a numbering table)'}")


def run_report(args) -> int:
    from pathlib import Path

    from symattn.grading.class_report import as_text
    from symattn.render import commands as sheets
    from symattn.render.pdf import TexFailed, TexUnavailable

    try:
        summary, written = sheets.report(Path(args.out), Path(args.results), args.pdf,
                                         Path(args.decisions) if args.decisions else None)
    except (TexUnavailable, TexFailed) as error:
        print(f"symattn: {error}", file=sys.stderr)
        return EXIT_FALSE
    sys.stdout.write(as_text(summary))
    _print_written(written)
    return EXIT_OK


def run_serve(args) -> int:
    """The web app (symattn/serve/), in the foreground until Ctrl-C."""
    try:
        from symattn.serve.server import ServeConfig, listening, serve
    except ImportError as error:
        if (error.name or "").split(".")[0] not in ("starlette", "uvicorn", "latex2mathml"):
            raise  # a broken install of symattn itself is not a usage error
        raise UsageError(f"serve needs the serve extra ({error.name} is missing): pip install 'symattn[serve]' "
                         f"(from a clone: .venv/bin/pip install '.[serve]')") from None
    if not 0 <= args.port <= 65535 or (args.workers is not None and args.workers < 1) or args.timeout < 1:
        raise UsageError("need 0 ≤ --port ≤ 65535, --workers ≥ 1, --timeout ≥ 1")
    try:
        sock = listening(args.host, args.port)
    except OSError as error:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}") from None
    serve(ServeConfig(host=args.host, port=args.port, token=args.token, graded=args.graded, decisions=args.decisions,
                      derivations=tuple(args.derivations), workers=args.workers, timeout=args.timeout), sock)
    return EXIT_OK


def _print_written(written):
    for path in written.other + written.tex + written.pdf:
        print(f"wrote {path}")
    for note in getattr(written, "notes", ()):
        print(f"symattn: note: {note}", file=sys.stderr)
    if written.overfull:
        print(f"symattn: {written.overfull} overfull box{'es' * (written.overfull != 1)}: text runs into the margin "
              f"(see the .log files)", file=sys.stderr)


def run_gradescope(args) -> int:
    from pathlib import Path

    from symattn.grading import gradescope
    from symattn.spec.catalogue import load_parts

    options, _ = _options(args)
    try:
        assignment = _assignment(args)
        gradescope.chosen_parts(load_parts([], args.derivations), assignment)
    except SymattnError as error:
        # the staff's derivations or choice of parts are broken: Gradescope still gets a results.json, and the staff
        # the message
        gradescope.write_failure(Path(args.results), type(error).__name__)
        raise
    report = gradescope.run(Path(args.submission), Path(args.results), options, args.workers, _steps(args),
                            args.derivations, assignment)
    print(f"wrote {args.results}: score {report['score']}")
    return EXIT_OK


def _assignment(args):
    """--edition and --parts, or the file --assignment names (not both)."""
    from pathlib import Path

    from symattn.grading import gradescope

    if args.assignment and (args.edition or args.parts):
        raise UsageError("give --assignment, or --edition and --parts, not both")
    if args.assignment:
        return gradescope.read_assignment(Path(args.assignment))
    return gradescope.Assignment(args.edition or "", tuple(args.parts))


def _write(text: str, out):
    if out:
        try:
            with open(out, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
        except OSError as error:
            raise UsageError(f"cannot write {out}: {error.strerror}") from None
    else:
        sys.stdout.write(text)


def _utf8_output():
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure") and (stream.encoding or "").lower().replace("-", "") != "utf8":
            stream.reconfigure(encoding="utf-8")
