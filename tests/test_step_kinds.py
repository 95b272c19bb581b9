"""Step kinds check what they claim: distinct, distance-table, instances, witness, prose, matrix shapes, rewriting."""

import json
from pathlib import Path

import pytest

from symattn.engine import lemmas
from symattn.verification import verify
from symattn.cli import main
from symattn.meaning.context import Context
from symattn.errors import DerivationError
from symattn.meaning.matrix_context import MatrixContext
from symattn.engine.matrix_claims import check_instances, check_matrix_step
from symattn.engine.positions import check_distinct
from symattn.engine.results import Status
from symattn.spec.setting import build_setting
from symattn.workers import Limits

DATA = Path(__file__).parent / "data"
SHAPES = {"X": "T,d", "P": "T,T,permutation", "W_1": "d,d", "b_1": "1,d", "one": "T,1", "Phi": "T,d"}


@pytest.fixture(scope="module")
def positions():
    scalars = {"t_1": "integer", "t_2": "integer", "p": "positive integer", "x": "real", "y": "real"}
    return Context(build_setting({"kind": "positions", "scalars": scalars}, "test"))


@pytest.fixture(scope="module")
def matrix_context():
    return MatrixContext(build_setting({"kind": "matrices", "shapes": SHAPES, "let": ["X_{perm} = P X"]}, "test"))


def write(tmp_path, text: str, name: str = "bad.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("claim, when, witness", [
    (r"\Phi(t_1) \ne \Phi(t_1)", (), "t_1 = 0: both positions are 0"),
    (r"\Phi(t_1) \ne \Phi(t_1 + 0)", (), "t_1 = 0: both positions are 0"),
    (r"\Phi(t_1) \ne \Phi(2 t_1)", (), "t_1 = 0: both positions are 0"),
    (r"\Phi(t_1) \ne \Phi(t_2)", (), "t_1 = 0, t_2 = 0: both positions are 0"),
    (r"\Phi(t_1^2) \ne \Phi(t_1)", (r"t_1 \ge 0",), "t_1 = 0: both positions are 0"),
    (r"\Phi(t_1) \ne \Phi(t_2 + 1)", (r"t_1 > t_2",), "t_1 = 0, t_2 = -1: both positions are 0"),
    (r"\Phi(3) \ne \Phi(1 + 2)", (), "both positions are 3"),
    (r"\Phi(\frac{6}{2}) \ne \Phi(3)", (), "both positions are 3"),
    (r"\Phi(t_1) = \Phi(t_2)", (r"t_1 \ne t_2",), "t_1 = 0, t_2 = 1: component sin: sin(0) = 0 but sin(1) = 0.841471"),
    (r"\Phi(t_1) = \Phi(t_1 + 44)", (), "t_1 = 0: component sin: sin(0) = 0 but sin(44) = 0.0177019"),
])
def test_false_position_claims_are_refuted(positions, claim, when, witness):
    """A distinctness claim that fails somewhere the conditions allow is refuted at that point."""
    result = check_distinct(claim, positions, when)
    assert (result.status, result.witness) == (Status.REFUTED, witness)


@pytest.mark.parametrize("claim, when", [
    (r"\Phi(x) \ne \Phi(y)", (r"x \ne y",)),
    (r"\Phi(0) \ne \Phi(2\pi)", ()),
    (r"\Phi(t_1) \ne \Phi(t_1 + 2\pi)", ()),
    (r"\Phi(\frac{t_1}{2}) \ne \Phi(t_2)", (r"t_1 \ne t_2",)),
])
def test_positions_that_are_not_integers_are_never_proved_distinct(positions, claim, when):
    """For real positions and d = 2, Φ(0) = Φ(2π): without declared integers the answer is unknown."""
    assert check_distinct(claim, positions, when).status is Status.UNKNOWN


@pytest.mark.parametrize("claim, when", [
    (r"\Phi(t_1) = \Phi(t_1)", ()),
    (r"\Phi(t_1) = \Phi(t_1 + 0)", ()),
    (r"\Phi(x) = \Phi(x)", ()),
    (r"\Phi(t_1) = \Phi(t_2)", (r"t_1 = t_2",)),
    (r"\Phi(t_1) \ne \Phi(t_2)", (r"t_1 \ne t_2",)),
    (r"\Phi(t_1) \ne \Phi(t_2)", r"t_1 < t_2"),
    (r"\Phi(t_1) \ne \Phi(t_2)", (r"2 t_1 \ne 2 t_2",)),
    (r"\Phi(t_1) \ne \Phi(t_2)", (r"t_2 = t_1 + 3",)),
    (r"\Phi(t_1) \ne \Phi(t_2 + 1)", (r"t_1 \le t_2",)),
    (r"\Phi(t_1) \ne \Phi(t_1 + 1)", ()),
    (r"\Phi(p) \ne \Phi(2 p)", ()),
    (r"\Phi(t_1^2) \ne \Phi(t_1)", (r"t_1 > 1",)),
    (r"\Phi(0) \ne \Phi(44)", ()),
])
def test_true_position_claims_are_proved(positions, claim, when):
    """True claims are proved, never refuted."""
    assert check_distinct(claim, positions, tuple([when]) if isinstance(when, str) else when).status is Status.PROVED


def test_the_shipped_distinct_reason_names_the_gap(positions):
    """The reason states the integer gap and why it is not zero."""
    result = check_distinct(r"\Phi(t_1) \ne \Phi(t_1 + 1)", positions)
    assert result.reason == ("the pair i = 0 has ω_0 = 1; ω_0(t_1 − (t_1 + 1)) ∈ 2πℤ with t_1 − (t_1 + 1) a non-zero "
                             "integer (it is -1) would make π rational, so the embeddings differ for every d ≥ 2 "
                             "and every base (for d = 1, sin alone: its two positions would also need a sum in "
                             "π + 2πℤ, as impossible)")


@pytest.mark.parametrize("claim, sizes, status, reason", [
    (r"X_{perm} = P^\top X", (2, 3), Status.REFUTED, "fails for T = 3, d = 2"),
    (r"P^\top X = X", (3,), Status.REFUTED, "fails for T = 3, d = 2"),
    (r"X_{perm} = P X", (2, 3), Status.PROVED,
     "holds for all 16 permutations with T in [2, 3], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    (r"P P^\top = I", (3, 4), Status.PROVED,
     "holds for all 60 permutations with T in [3, 4], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    (r"W_1 + I = I + W_1", (3,), Status.PROVED,
     "holds for all 2 instances with T in [3], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    (r"\frac{X W_1}{\sqrt{d}} = \frac{X W_1}{\sqrt{2}}", (2, 3), Status.REFUTED, "fails for T = 2, d = 2"),
    (r"X_{perm} - P X = 0", (3,), Status.PROVED,
     "holds for all 2 instances with T in [3], d in [2, 3] (symbolic entries; only these sizes are checked)"),
    (r"\mathrm{softmax}(X X^\top + X W_1 b_1^\top \mathbf{1}^\top) = \mathrm{softmax}(X X^\top)", (2, 3),
     Status.UNKNOWN, "for T = 2, d = 2 the sides could not be told equal or different"),
])
def test_instances_tell_p_from_its_transpose(matrix_context, claim, sizes, status, reason):
    """With some T ≥ 3 the exhaustive check refutes Pᵀ for P; the proved reason says how far it reached; the scalar d
    stays symbolic; sides that expand cannot compare but agree numerically (softmax's shift invariance) are unknown."""
    result = check_instances(claim, sizes, matrix_context)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, by, status", [
    (r"\mathrm{ReLU}(\mathbf{1} b_1) = P \mathrm{ReLU}(\mathbf{1} b_1)", ("relu-perm", "ones"), Status.UNKNOWN),
    (r"\mathrm{ReLU}(\mathbf{1} b_1) = \mathrm{ReLU}(\mathbf{1} b_1)", ("relu-perm", "ones"), Status.PROVED),
    (r"\mathrm{ReLU}(P P X W_1 + \mathbf{1} b_1) = P P \mathrm{ReLU}(X W_1 + \mathbf{1} b_1)", ("relu-perm", "ones"),
     Status.PROVED),
    (r"\mathrm{ReLU}(P X W_1 + \mathbf{1} b_1) = \mathrm{ReLU}(X W_1 + \mathbf{1} b_1)", ("relu-perm", "ones"),
     Status.REFUTED),
    (r"\mathrm{ReLU}(P X W_1 + \mathbf{1} b_1)^\top = \mathrm{ReLU}(X W_1 + \mathbf{1} b_1)^\top P^\top",
     ("relu-perm", "ones"), Status.PROVED),
    (r"0 = X_{perm} - P X", (), Status.PROVED),
    (r"X_{perm} - X = 0", (), Status.REFUTED),
])
def test_relu_perm_with_ones_terminates(matrix_context, claim, by, status):
    """ReLU(𝟏b) offers a P only through the ones lemma; pulling it out never loops and stays sound."""
    assert check_matrix_step(claim, by, matrix_context).status is status


def test_a_rewrite_that_does_not_settle_is_unknown(matrix_context, monkeypatch):
    """Hitting the round bound is unknown, never proved."""
    monkeypatch.setattr(lemmas, "MAX_REWRITE_ROUNDS", 1)
    result = check_matrix_step(r"\mathrm{ReLU}(P P X W_1) = P P \mathrm{ReLU}(X W_1)", ("relu-perm",), matrix_context)
    assert (result.status, result.reason) == (Status.UNKNOWN,
                                              "the lemma rewriting did not settle in 1 rounds: undecided")


@pytest.mark.parametrize("claim, message", [
    ("X P = X P", r"^at character 3: cannot multiply a T×d matrix by a T×T matrix \(d columns, T rows\)$"),
    ("X + b_1 = X + b_1", r"^at character 5: cannot add a T×d matrix and a 1×d matrix$"),
    (r"X = X^\top", r"^the two sides have different shapes: T×d and d×T$"),
    (r"\mathbf{1} = b_1", r"^the two sides have different shapes: T×1 and 1×d$"),
    (r"X + I = X", r"^at character 5: cannot add a T×d matrix and a I \(square, any size\) matrix$"),
    (r"\mathrm{ReLU}(X W_1 + \mathbf{1}) = X", r"^at character \d+: cannot add a T×d matrix and a T×1 matrix$"),
    (r"X^\top P X = X", r"^the two sides have different shapes: d×d and T×d$"),
    (r"X + 1 = X", r"^at character 1: cannot add a matrix and a number$"),
    (r"\sqrt{X} = X", r"^at character 1: the square root of a matrix is not defined here$"),
])
def test_ill_typed_matrix_claims_are_malformed(matrix_context, claim, message):
    """Shapes from `shapes` (T, d symbolic) reject sums of different shapes and mismatched products."""
    with pytest.raises(Exception, match=message) as raised:
        check_matrix_step(claim, (), matrix_context)
    assert type(raised.value).__name__ == "MeaningError"


@pytest.mark.parametrize("claim", [
    r"\frac{X W_1}{\sqrt{d}} = \frac{1}{\sqrt{d}} X W_1",
    r"\mathrm{softmax}(X X^\top) P = \mathrm{softmax}(X X^\top) P",
    r"P^\top P X = I X",
    r"(\mathbf{1} b_1)^\top = b_1^\top \mathbf{1}^\top",
])
def test_well_typed_claims_are_accepted(matrix_context, claim):
    """Scalar factors, softmax, transposes and I keep or flip shapes as they should."""
    assert check_matrix_step(claim, ("orthogonal",), matrix_context).status is Status.PROVED


MATRICES = '''[[part]]
id = "m"
[part.setting]
kind = "matrices"
shapes = { X = "T,d", P = "T,T,permutation", W_1 = "d,d", b_1 = "1,d", one = "T,1", Phi = "T,d" }
'''


@pytest.mark.parametrize("body, message", [
    ("let = ['Z = X W_1 + b_1']\n[[part.step]]\nkind = \"matrix\"\nclaim = 'X = X'",
     r"^bad\.toml: part m: let\[0\]: Z: at character 13: cannot add a T×d matrix and a 1×d matrix$"),
    ("[[part.step]]\nkind = \"matrix\"\nclaim = 'X P = X P'",
     r"^bad\.toml: part m: step 1: at character 3: cannot multiply a T×d matrix by a T×T matrix \(d columns, T rows\)$"),
    ("[[part.step]]\nkind = \"matrix\"\nclaim = 'X = X'\nwith = ['Y = P X + X^\\top']",
     r"^bad\.toml: part m: step 1: with: Y: at character 13: cannot add a T×d matrix and a d×T matrix$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = [2]",
     r"^bad\.toml: part m: step 1: sizes: include some T ≥ 3: for T = 2 every permutation is its own transpose, "
     r"so the check could not tell P from Pᵀ$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = [12]",
     r"^bad\.toml: part m: step 1: sizes: expected a non-empty list of at most 4 distinct whole numbers from 2 to 5, "
     r"got \[12\]$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = []",
     r"^bad\.toml: part m: step 1: sizes: expected a non-empty list .*, got \[\]$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = \"abc\"",
     r"^bad\.toml: part m: step 1: sizes: expected a non-empty list .*, got 'abc'$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = [-1, 0]",
     r"^bad\.toml: part m: step 1: sizes: expected a non-empty list .*, got \[-1, 0\]$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\nsizes = [1]",
     r"^bad\.toml: part m: step 1: sizes: expected a non-empty list .*, got \[1\]$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\ndims = [1, 2]",
     r"^bad\.toml: part m: step 1: dims: include some d ≥ 3: d×d matrices of size 2 satisfy identities larger ones "
     r"do not \(two antisymmetric 2×2 matrices commute\)$"),
    ("[[part.step]]\nkind = \"instances\"\nclaim = 'P X = P X'\ndims = [7]",
     r"^bad\.toml: part m: step 1: dims: expected a non-empty list of at most 4 distinct whole numbers from 1 to 4, "
     r"got \[7\]$"),
    ("[[part.step]]\nkind = \"witness\"\nclaim = 'P X \\ne X'\ninstance = { T = 2, d = 2, P = [[2, 0], [0, 1]] }",
     r"^bad\.toml: part m: step 1: instance: P: expected a 2×2 permutation matrix \(rows of 0s and one 1, each column "
     r"one 1\), got \[\[2, 0\], \[0, 1\]\]$"),
    ("[[part.step]]\nkind = \"witness\"\nclaim = 'P X \\ne X'\ninstance = { d = 2, P = [[0, 1], [1, 0]] }",
     r"^bad\.toml: part m: step 1: instance: T: missing \(an instance needs T, d and P\)$"),
    ("[[part.step]]\nkind = \"witness\"\nclaim = 'P X \\ne X'\ninstance = { T = 2, d = 17, P = [[0, 1], [1, 0]] }",
     r"^bad\.toml: part m: step 1: instance: d: expected a positive whole number up to 16, got 17$"),
    ("[[part.step]]\nkind = \"witness\"\nclaim = 'P X \\ne X'\ninstance = { T = 9, d = 2, P = [[0, 1], [1, 0]] }",
     r"^bad\.toml: part m: step 1: instance: T: expected a whole number from 2 to 6, got 9$"),
    ("[[part.step]]\nkind = \"witness\"\nclaim = 'P X = X'\ninstance = { T = 2, d = 2, P = [[0, 1], [1, 0]] }",
     r"^bad\.toml: part m: step 1: a witness step reads 'left \\ne right'$"),
    ("[[part.step]]\nkind = \"prose\"\nclaim = '1 = 2'",
     r"^bad\.toml: part m: step 1: key 'claim' does not belong in a step of kind 'prose' \(it is for: claim, "
     r"nested-limit, matrix, instances, witness, distinct\)$"),
    ("[[part.step]]\nclaim = 'X = X'",
     r"^bad\.toml: part m: step 1: kind: a step of kind 'claim' does not fit a part of kind 'matrices' \(there: "
     r"matrix, instances, witness, prose\)$"),
])
def test_malformed_matrix_steps_exit_two(tmp_path, body, message):
    """Options, shapes and claims of matrix parts are checked with file, part, step and key in the message."""
    with pytest.raises(DerivationError, match=message):
        verify.verify([write(tmp_path, MATRICES + body)])


POSITIONS = '''[[part]]
id = "pos"
[part.setting]
kind = "positions"
scalars = { t_1 = "integer", t_2 = "integer" }
[[part.step]]
'''


@pytest.mark.parametrize("body, message", [
    ('kind = "distance-table"\nclaim = "1 = 2"',
     r"^bad\.toml: part pos: step 1: key 'claim' does not belong in a step of kind 'distance-table' \(it is for: "
     r"claim, nested-limit, matrix, instances, witness, distinct\)$"),
    ('kind = "distance-table"\ndims = "x"',
     r"^bad\.toml: part pos: step 1: dims: expected a non-empty list of at most 4 distinct whole numbers from 1 "
     r"to 4096, got 'x'$"),
    ('kind = "distance-table"\ndims = [100000000]', r"^bad\.toml: part pos: step 1: dims: .*, got \[100000000\]$"),
    ('kind = "distance-table"\ndims = [3]\npositions = [5000]',
     r"^bad\.toml: part pos: step 1: positions: at most 2,000 with an odd d in dims \(its lone last sine depends on "
     r"both positions, not only on their gap\), got 5000$"),
    ('kind = "distance-table"\nbase = 1', r"^bad\.toml: part pos: step 1: base: expected a whole number from 2 to "
     r"1,000,000,000, got 1$"),
    ('kind = "distance-table"\npositions = [0]',
     r"^bad\.toml: part pos: step 1: positions: expected a non-empty list of at most 8 distinct whole numbers from 2 "
     r"to 100000, got \[0\]$"),
    ('kind = "distance-table"\npositions = [1000000]', r"^bad\.toml: part pos: step 1: positions: .*, got \[1000000\]$"),
    ('kind = "distinct"\nclaim = "\\\\Phi(t_1) \\\\ne \\\\Phi(t_2)"\nwhen = ["t_1"]',
     r"^bad\.toml: part pos: step 1: when: 't_1': a condition is a relation \(=, \\ne, <, >, \\le, \\ge\) between "
     r"numbers$"),
    ('kind = "distinct"\nclaim = "\\\\Phi(t_1) < \\\\Phi(t_2)"',
     r"^bad\.toml: part pos: step 1: a position claim reads '\\Phi\(t_1\) \\ne \\Phi\(t_2\)' or '\\Phi\(0\) = "
     r"\\Phi\(44\)'$"),
])
def test_malformed_position_steps_exit_two(tmp_path, body, message):
    """A distance table has no claim and bounded options; a distinct step reads its conditions."""
    with pytest.raises(DerivationError, match=message):
        verify.verify([write(tmp_path, POSITIONS + body)])


def test_a_distance_table_is_bounded_and_defaults_are_filled(tmp_path):
    """The largest table allowed finishes; a table without options uses the shipped dims and positions."""
    (report,) = verify.verify([write(tmp_path, POSITIONS + 'kind = "distance-table"\ndims = [4096]\n'
                                     'positions = [100000]\n[[part.step]]\nkind = "distance-table"')])
    assert [s.status for s in report.steps] == ["proved", "proved"]
    assert report.steps[1].reason.count("d=128") == 4 and "d=512, T=10000" in report.steps[1].reason


@pytest.mark.parametrize("part, status, reason, witness", [
    ("wrong-distinct-same-position", "failed", "the same position", "t_1 = 0: both positions are 0"),
    ("wrong-distinct-no-condition", "failed", "the same position", "t_1 = 0, t_2 = 0: both positions are 0"),
    ("wrong-distinct-real-positions", "unknown", "the positions x and y are not known to be integers: declare their "
     "names under [part.setting] scalars as \"integer\" (for real positions and d = 2, Φ(0) = Φ(2π))", ""),
    ("wrong-instances-transpose", "failed", "fails for T = 3, d = 2", "permutation (1, 2, 0)"),
    ("wrong-relu-ones", "failed", "the two sides differ on a random instance (T = 3, d = 2)", "instance seed 1, entry"),
])
def test_wrong_step_kind_derivations_are_rejected(part, status, reason, witness):
    """The step-kind entries of wrong-derivations.toml are refuted (or unknown), with the reason."""
    (report,) = [r for r in verify.verify([str(DATA / "wrong-derivations.toml")]) if r.id == part]
    (step,) = report.steps
    assert (report.status, step.status, step.reason) == (status, status, reason)
    assert step.witness.startswith(witness)


SOFTMAX = '''[[part]]
id = "p"
[part.setting]
vectors = { k = "orthonormal" }
keys = ["a", "b"]
let = ['q = \\gamma(k_a + k_b)']
[[part.step]]
claim = 'k_a^\\top q = \\gamma'
[[part.step]]
claim = '\\lim_{\\gamma\\to\\infty} \\alpha_a = \\frac{1}{2}'
when = ['\\beta > 0']
'''


def test_verify_reports_the_defaults_a_step_relied_on(tmp_path, capsys):
    """γ and β are assumed positive by default: each step that used them says so, in text and JSON."""
    path = write(tmp_path, SOFTMAX)
    assert main(["verify", path]) == 0
    text = capsys.readouterr().out
    assert text.count("        assumes γ > 0 (default; declare it under [part.setting] scalars to change)\n") == 1
    assert ("        assumes β > 0 and γ > 0 (defaults; declare them under [part.setting] scalars to change)\n"
            in text)
    assert main(["verify", "--json", path]) == 0
    steps = json.loads(capsys.readouterr().out)["parts"][0]["steps"]
    assert [s.get("assumes") for s in steps] == [["γ > 0"], ["β > 0", "γ > 0"]]


def test_declared_scalars_are_not_reported(tmp_path, capsys):
    """Declaring the scalars removes the lines; a scalar that is only defined is not a default either."""
    declared = SOFTMAX.replace('keys = ["a", "b"]', 'keys = ["a", "b"]\nscalars = { gamma = "positive", '
                                                    'beta = "real", n = "positive integer" }')
    assert main(["verify", "--json", write(tmp_path, declared)]) == 0
    assert "assumes" not in capsys.readouterr().out


def test_shipped_steps_rely_on_no_default(shipped_json):
    """The shipped settings declare their scalars, so the shipped report has no assumption lines."""
    assert "assumes" not in shipped_json


@pytest.fixture(scope="module")
def shipped_json():
    from symattn.verification import output as report

    return report.as_json(verify.verify([]))


def test_a_part_that_runs_too_long_is_unknown(tmp_path, monkeypatch):
    """Even a single part runs in a worker under a CPU limit; when it is stopped the part is unknown."""
    def spin(part, deep=False):
        while True:
            pass

    monkeypatch.setattr(verify, "VERIFY_LIMITS", Limits(cpu_seconds=1, wall_seconds=10.0))
    monkeypatch.setattr(verify, "verify_part", spin)
    (report,) = verify.verify([write(tmp_path, POSITIONS + 'kind = "distance-table"\n[[part.step]]\nkind = "prose"')])
    assert (report.status, [(s.status, s.reason) for s in report.steps]) == (
        "unknown", [("unknown", "timed out (CPU-time limit): the part's steps were not all checked"), ("prose", "")])


def test_the_ones_vector_is_a_column_without_being_declared():
    """𝟏 is T×1 by default: P𝟏 = 𝟏 by the ones lemma, and 𝟏 + X is a sum of different shapes."""
    context = MatrixContext(build_setting({"kind": "matrices", "shapes": {"X": "T,d", "P": "T,T,permutation"}}, "t"))
    assert check_matrix_step(r"P \mathbf{1} = \mathbf{1}", ("ones",), context).status is Status.PROVED
    with pytest.raises(Exception, match=r"^at character 14: cannot add a T×1 matrix and a T×d matrix$"):
        check_matrix_step(r"\mathbf{1} + X = X", (), context)
