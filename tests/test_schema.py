"""The derivation schema: every table and key known for its kind, every value typed; errors name where and what."""

import copy
import subprocess
import sys
from symattn.compat import tomllib
from pathlib import Path

import pytest

from symattn.spec.derivations import load_file, parts_from
from symattn.spec.catalogue import shipped_files
from symattn.errors import DerivationError

ROOT = Path(__file__).parent.parent
PART = '''[[part]]
id = "p"
[part.setting]
vectors = { k = "orthonormal" }
keys = ["a", "b"]
let = ['q = t(k_a + k_b)']
[[part.step]]
claim = 'k_a^\\top q = t'
'''
GRADING = '''[part.grading]
answers = ["q"]
[[part.grading.criterion]]
claim = 'c \\to \\frac{1}{2}(v_a + v_b)'
points = 2
'''


def load(tmp_path, text: str):
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    return load_file(path)


def replaced(old: str, new: str) -> str:
    assert old in PART
    return PART.replace(old, new, 1)


@pytest.mark.parametrize("text, message", [
    ('[problme]\nid = "x"\n' + PART, r"^bad\.toml: unknown key 'problme' \(did you mean 'problem'\?\)$"),
    ('[problem]\ntitel = "x"\n' + PART, r"^bad\.toml: problem: unknown key 'titel' \(did you mean 'title'\?\)$"),
    ('[problem]\nsources = "x.md"\n' + PART, r"^bad\.toml: problem: sources: expected a list of strings, got 'x\.md'$"),
    (PART + PART, r"^bad\.toml: part 2: the id 'p' is already part 1's$"),
    (replaced('id = "p"\n', 'id = "p"\ntitel = "x"\n'), r"^bad\.toml: part p: unknown key 'titel' \(did you mean 'title'\?\)$"),
    (replaced('id = "p"\n', 'id = "p"\nnumbering = [1]\n'), r"^bad\.toml: part p: numbering: expected a table, got \[1\]$"),
    (replaced('id = "p"\n', 'id = "p"\nnumbering = { 2025 = 1 }\n'),
     r'^bad\.toml: part p: numbering: 2025: expected a string, as "1\(b\)", got 1$'),
    (replaced('id = "p"\n', 'id = "p"\naliases = "x"\n'), r"^bad\.toml: part p: aliases: expected a list of strings, got 'x'$"),
    (replaced('id = "p"\n', 'id = "p"\npoints = true\n'), r"^bad\.toml: part p: points: expected a non-negative number, got True$"),
    (replaced('id = "p"\n', 'id = "p"\nprose_only = "yes"\n'), r"^bad\.toml: part p: prose_only: expected true or false, got 'yes'$"),
    (replaced('vectors = { k = "orthonormal" }', 'vectors = "k"'),
     r"^bad\.toml: part p: setting: vectors: expected a table, got 'k'$"),
    (replaced('vectors = { k = "orthonormal" }', 'vectors = { k = "orthonormal norm 2" }'),
     r"^bad\.toml: part p: setting: vectors: k: expected one of orthonormal, orthogonal, arbitrary \(or 'orthogonal norm "
     r"beta', 'orthogonal norm 2'\), got 'orthonormal norm 2'$"),
    (replaced('vectors = { k = "orthonormal" }', 'vectors = { k = "orthogonal norm -1" }'),
     r"^bad\.toml: part p: setting: vectors: k: the norm must be a scalar name or a positive exact number, got '-1'$"),
    (replaced('keys = ["a", "b"]', 'keys = [1.5]'),
     r'^bad\.toml: part p: setting: keys: expected a list of distinct key indices: names \(as "a"\) or whole numbers ≥ 0 '
     r'\(as 1\), got 1\.5$'),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "a"]'), r"^bad\.toml: part p: setting: keys: .*, got \['a', 'a'\]$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nscalars = { t = 3 }'),
     r'^bad\.toml: part p: setting: scalars: t: expected a string, as "positive", got 3$'),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nscalars = { t = "big" }'),
     r"^bad\.toml: part p: setting: scalars: t: expected one of 'positive', 'real', 'integer', 'positive integer', "
     r"'nonnegative', 'nonnegative integer', got 'big'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nscalars = { n = "real" }'),
     r"^bad\.toml: part p: setting: scalars: n: n is the number of keys: it can only be 'positive integer'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nnoise = { eta = 5 }'),
     r'^bad\.toml: part p: setting: noise: eta: expected a string, as "N\(0, 1/2\)", got 5$'),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nnoise = { eta = "N(0, -1)" }'),
     r"^bad\.toml: part p: setting: noise: eta: the variance must be positive, got 'N\(0, -1\)'$"),
    (replaced("let = ['q = t(k_a + k_b)']", 'let = "q = t"'),
     r"^bad\.toml: part p: setting: let: expected a list of strings, got 'q = t'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nadded_to = "x_9"'),
     r'^bad\.toml: part p: setting: added_to: expected a name the setting\'s let defines, as "x_2", got \'x_9\'$'),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\ngaussian = ["k"]'),
     r'^bad\.toml: part p: setting: gaussian: expected vector families the setting declares "arbitrary" \(as z\), '
     r"got 'k'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\ngaussian = ["w"]'),
     r'^bad\.toml: part p: setting: gaussian: expected vector families the setting declares "arbitrary" \(as z\), '
     r"got 'w'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nothers = "no"'),
     r"^bad\.toml: part p: setting: others: expected true or false, got 'no'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nkind = "softmx"'),
     r"^bad\.toml: part p: setting: kind: expected one of softmax, two-head, self-attention, matrices, positions, "
     r"got 'softmx'$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nshapes = { X = "T,d" }'),
     r"^bad\.toml: part p: setting: key 'shapes' does not belong in a setting of kind 'softmax' \(it is for: "
     r"matrices\)$"),
    (replaced('keys = ["a", "b"]', 'keys = ["a", "b"]\nkyes = ["c"]'),
     r"^bad\.toml: part p: setting: unknown key 'kyes' \(did you mean 'keys'\?\)$"),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nshapes = { X = 5 }\n[[part.step]]\nkind = "prose"\n',
     r'^bad\.toml: part m: setting: shapes: X: expected a string, as "T,d", got 5$'),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nshapes = { X = "T,n" }\n[[part.step]]\nkind = "prose"\n',
     r"^bad\.toml: part m: setting: shapes: X: expected 'rows,cols' with each of T, d or a whole number from 1 to 8 "
     r"\(or 'T,T,permutation'\), got 'T,n'$"),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nshapes = { I = "T,T" }\n',
     r"^bad\.toml: part m: setting: shapes: I: a matrix is named by letters, maybe with an index, as X, W_Q or b_1 "
     r"\(I is the identity\)$"),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nshapes = { Phi = "T,4" }\n',
     r"^bad\.toml: part m: setting: shapes: Phi: the position embeddings Φ are 'T,d', got 'T,4'$"),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nshapes = { one = "T,2" }\n',
     r"^bad\.toml: part m: setting: shapes: one: the all-ones vector 𝟏 is a column: 'T,1', got 'T,2'$"),
    ('[[part]]\nid = "m"\n[part.setting]\nkind = "matrices"\nvectors = { k = "orthonormal" }\n',
     r"^bad\.toml: part m: setting: key 'vectors' does not belong in a setting of kind 'matrices' \(it is for: "
     r"softmax, two-head, self-attention\)$"),
    (PART + "whne = ['t > 0']\n", r"^bad\.toml: part p: step 1: unknown key 'whne' \(did you mean 'when'\?\)$"),
    (PART + 'by = ["ones"]\n',
     r"^bad\.toml: part p: step 1: key 'by' does not belong in a step of kind 'claim' \(it is for: matrix\)$"),
    (PART + "sizes = [2, 3]\n",
     r"^bad\.toml: part p: step 1: key 'sizes' does not belong in a step of kind 'claim' \(it is for: instances\)$"),
    (PART + 'kind = "clam"\n',
     r"^bad\.toml: part p: step 1: kind: expected one of claim, nested-limit, matrix, instances, witness, distinct, "
     r"distance-table, prose, got 'clam'$"),
    (PART + "when = 5\n", r"^bad\.toml: part p: step 1: when: expected a list of strings \(or one string\), got 5$"),
    (PART + "text = 5\n", r"^bad\.toml: part p: step 1: text: expected a string, got 5$"),
    (PART + '[[part.step]]\nkind = "prose"\nclaim = "1 = 2"\n',
     r"^bad\.toml: part p: step 2: key 'claim' does not belong in a step of kind 'prose' \(it is for: claim, "
     r"nested-limit, matrix, instances, witness, distinct\)$"),
    (PART + '[[part.step]]\nkind = "distinct"\nclaim = "\\\\Phi(1) \\\\ne \\\\Phi(2)"\n',
     r"^bad\.toml: part p: step 2: kind: a step of kind 'distinct' does not fit a part of kind 'softmax' \(there: "
     r"claim, nested-limit, prose\)$"),
    (PART + GRADING.replace('answers = ["q"]', 'answers = ["q"]\nanwsers = ["q"]'),
     r"^bad\.toml: part p: grading: unknown key 'anwsers' \(did you mean 'answers'\?\)$"),
    (PART + GRADING.replace("points = 2", "points = 2\npionts = 2"),
     r"^bad\.toml: part p: grading: criterion 1: unknown key 'pionts' \(did you mean 'points'\?\)$"),
    (PART + GRADING.replace("points = 2", 'points = "2"'),
     r"^bad\.toml: part p: grading: criterion 1: points: expected a non-negative number, got '2'$"),
    (PART + GRADING.replace('answers = ["q"]', 'answers = "q"'),
     r"^bad\.toml: part p: grading: answers: expected a list of strings, got 'q'$"),
    (replaced('id = "p"\n', 'id = "p"\npoints = 3\n') + GRADING,
     r"^bad\.toml: part p: points: 3 but the grading criteria give at most 2; give them equal, or leave points out$"),
])
def test_malformed_files_name_file_part_step_and_key(tmp_path, text, message):
    """Unknown, misplaced and ill-typed keys are errors with the closest valid name or the expected value."""
    with pytest.raises(DerivationError, match=message):
        load(tmp_path, text)


@pytest.mark.parametrize("points, expected", [("", 2), ("points = 2\n", 2)])
def test_points_come_from_the_rubric(tmp_path, points, expected):
    """One source of truth: without points the part's are its rubric's maximum; with them they must agree."""
    (part,) = load(tmp_path, replaced('id = "p"\n', 'id = "p"\n' + points) + GRADING)
    assert part.points == expected


def test_malformed_files_exit_two_without_a_traceback(tmp_path):
    """The CLI turns a schema error into one line and exit 2."""
    path = tmp_path / "bad.toml"
    path.write_text(PART + "whne = ['t > 0']\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "symattn", "verify", str(path)], capture_output=True, text=True,
                          cwd=ROOT)
    assert (done.returncode, done.stderr) == (
        2, "symattn: bad.toml: part p: step 1: unknown key 'whne' (did you mean 'when'?)\n")


WRONG_VALUES = [5, -1, 1.5, True, "x", "", [], [1], ["x"], {}, {"a": 1}, [{"a": 1}], [[0, 1], [1, 0]]]


def _key_paths(node, prefix=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield prefix + (key,)
            yield from _key_paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if isinstance(value, (dict, list)):
                yield prefix + (index,)
                yield from _key_paths(value, prefix + (index,))


def _mutations():
    for path in shipped_files():
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for part in data["part"]:
            single = {**{k: v for k, v in data.items() if k != "part"}, "part": [part]}
            for keys in _key_paths(single):
                yield path.name, single, keys


@pytest.mark.parametrize("value", WRONG_VALUES, ids=repr)
def test_every_key_with_a_wrong_value_loads_or_is_a_derivation_error(value):
    """Fuzz: each key of each shipped part, set to each wrong type, loads or raises DerivationError naming the file."""
    for label, single, keys in _mutations():
        mutated = copy.deepcopy(single)
        node = mutated
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
        try:
            parts_from(mutated, label)
        except DerivationError as error:
            assert str(error).startswith(f"{label}: "), (keys, value, str(error))
