"""`verify`: every shipped part is proved; wrong derivations are rejected with reasons; exit codes."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.errors import DerivationError
from symattn.spec.catalogue import load_parts
from symattn.verification.verify import verify

DATA = Path(__file__).parent / "data"
PART_IDS = ["copy", "average", "single-head", "single-head-noise", "multi-head", "multi-head-noise",
            "multi-head-summary", "kqv-plain", "kqv-design", "permutation", "permutation-implication",
            "position-helps", "position-distinct"]


@pytest.fixture(scope="module")
def shipped_reports():
    return verify([])


def test_every_shipped_part_is_proved(shipped_reports):
    """The answer key: all 13 parts, every step proved (prose parts are prose)."""
    assert [r.id for r in shipped_reports] == PART_IDS
    assert {r.id: r.status for r in shipped_reports} == {
        i: ("prose" if i in ("multi-head-summary", "permutation-implication") else "proved") for i in PART_IDS}


def test_json_lists_the_thirteen_ids(capsys):
    """--json prints parts with id, status and steps."""
    assert main(["verify", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [p["id"] for p in report["parts"]] == PART_IDS
    assert all(set(p) >= {"id", "status", "steps"} for p in report["parts"])
    assert {s["status"] for p in report["parts"] for s in p["steps"]} <= {"proved", "prose"}


@pytest.mark.parametrize("part, reason, witness", [
    ("wrong-multi-head", "the limit is 3*v_a/4 + v_b/4", "limit 3*v_a/4 + v_b/4, claimed v_a/2 + v_b/2"),
    ("wrong-no-scale", "the limit is E/(n - 2 + 2*E)", "limit E/(n - 2 + 2*E), claimed 1/2"),
    ("wrong-permutation", "the two sides differ on a random instance (T = 3, d = 2)", "instance seed 0, entry ("),
    ("wrong-positions", "the i = 0 components differ", "component sin: sin(0) = 0 but sin(44) = 0.0177"),
])
def test_wrong_derivations_are_rejected_with_the_reason(part, reason, witness):
    """The checker can fail: each wrong step is refuted and says why."""
    (report,) = [r for r in verify([str(DATA / "wrong-derivations.toml")]) if r.id == part]
    (step,) = report.steps
    assert (report.status, step.status, step.reason) == ("failed", "failed", reason)
    assert step.witness.startswith(witness)


def test_wrong_file_exits_one(capsys):
    """Exit 1 when any claim is false, with ✗ and the counterexample in the text."""
    assert main(["verify", str(DATA / "wrong-derivations.toml")]) == 1
    out = capsys.readouterr().out
    assert "✗ wrong-multi-head: failed" in out and "counterexample: limit 3v_a/4 + v_b/4" in out


@pytest.mark.parametrize("selection, ids", [
    (["average"], ["average"]),
    (["1b"], ["average"]),
    (["e-ii", "copy"], ["kqv-design", "copy"]),
])
def test_select_parts_by_id_or_alias(selection, ids):
    """Parts are named by id or by an edition's numbering."""
    assert [p.id for p in load_parts(selection)] == ids


@pytest.mark.parametrize("name, message", [
    ("malformed-notation.toml", r"^malformed-notation\.toml: part broken: step 2: at character 35: expected '}', "
                                r"found end of input$"),
    ("malformed-toml.toml", r"^malformed-toml\.toml: not valid TOML: .*$"),
    ("malformed-missing-claim.toml", r"^malformed-missing-claim\.toml: part no-claim: step 1: the step needs a claim$"),
    ("absent.toml", r"^absent\.toml: cannot read the file \(No such file or directory\)$"),
])
def test_malformed_files_name_file_part_and_step(name, message):
    """A malformed derivation raises DerivationError naming where."""
    with pytest.raises(DerivationError, match=message):
        verify([str(DATA / name)])


@pytest.mark.parametrize("args, code, stderr", [
    (["verify", "no-such-part"], 2, "symattn: no part 'no-such-part'; the parts are: copy (1(a), (a), 1, 1a-i,"),
    (["verify", "tests/data/malformed-notation.toml"], 2, "symattn: malformed-notation.toml: part broken: step 2:"),
    (["verify", "--bogus"], 2, "symattn: unrecognized arguments: --bogus"),
    ([], 2, "symattn: a command is required"),
])
def test_cli_errors_have_no_traceback(args, code, stderr):
    """Bad usage exits 2 with one clear line, never a traceback."""
    done = subprocess.run([sys.executable, "-m", "symattn", *args], capture_output=True, text=True,
                          cwd=Path(__file__).parent.parent)
    assert done.returncode == code
    assert done.stderr.startswith(stderr) and "Traceback" not in done.stderr


def test_output_is_deterministic():
    """Same input, same bytes."""
    runs = [subprocess.run([sys.executable, "-m", "symattn", "verify", "--json"], capture_output=True,
                           cwd=Path(__file__).parent.parent).stdout for _ in range(2)]
    assert runs[0] == runs[1]


def test_one_process_and_two_give_the_same_report():
    """SYMATTN_WORKERS=1 (one process) and the default (two workers) print the same bytes."""
    import os

    outputs = [subprocess.run([sys.executable, "-m", "symattn", "verify", "--json"], capture_output=True,
                              cwd=Path(__file__).parent.parent, env={**os.environ, "SYMATTN_WORKERS": workers}).stdout
               for workers in ("1", "2")]
    assert outputs[0] == outputs[1]


def test_a_malformed_file_fails_the_same_way_in_workers():
    """A DerivationError raised in a worker reaches the caller as itself."""
    with pytest.raises(DerivationError, match=r"^malformed-notation\.toml: part broken: step 2: "):
        verify([str(DATA / "malformed-notation.toml"), str(DATA / "wrong-derivations.toml")])


@pytest.mark.parametrize("part, status, reason", [
    ("wrong-second-order", "failed", "the limit is 1/2"),
    ("wrong-hidden-zero-rate", "failed", "the limit is 1"),
    ("wrong-generic-others", "unknown", "when always: the other keys' scores differ from key to key; which of them "
                                        "grows fastest is not modelled"),
    ("wrong-nested-sums", "failed", "equal: the two sides differ; the left side is n"),
    ("wrong-excluded-index", "failed", "equal: the two sides differ; the left side is n/(n + 2*exp(t) - 2) + "
                                       "2*exp(t)/(n + 2*exp(t) - 2) - 3/(n + 2*exp(t) - 2)"),
    ("wrong-threshold-domain", "failed", "log((1 - 2*epsilon)*(n - 2)/(4*epsilon)) can be negative, but t is "
                                         "positive: then every positive t meets the bound, and the least of them is "
                                         "not log((1 - 2*epsilon)*(n - 2)/(4*epsilon))"),
    ("wrong-threshold-strict", "failed", "{t : error < 1/100} is the set of t > log(24451): it is open at log(24451) "
                                         "and has no minimum"),
    ("wrong-noise-polynomial", "failed", "mean -1/(-2 + erf(1)), variance (1 - erf(1))/(-4*erf(1) + erf(1)**2 + 4) "
                                         "over the cases of the noise"),
])
def test_engine_soundness_derivations_are_never_proved(part, status, reason):
    """Each class of false claim the engine once proved is now refuted (or, where undecidable here, unknown)."""
    (report,) = [r for r in verify([str(DATA / "wrong-derivations.toml")]) if r.id == part]
    (step,) = report.steps
    assert (report.status, step.status, step.reason) == (status, status, reason)


def test_a_condition_on_the_limit_variable_makes_the_file_malformed():
    """`when = ['t < 1']` on a limit t → ∞ is refused with exit 2, naming file, part and step."""
    with pytest.raises(DerivationError, match=r"^malformed-limit-condition\.toml: part limit-condition: step 1: "
                                              r"the condition 't < 1' is about t, the variable of the limit; "):
        verify([str(DATA / "malformed-limit-condition.toml")])
