"""Read a student's answer into the part's setting: typed values, vocabulary, agreeing forms, scales."""

from dataclasses import dataclass

from sympy import S, Symbol, latex

from symattn.algebra import Vec
from symattn.context import Context
from symattn.equality import coefficient_differences, is_identically_zero
from symattn.errors import MeaningError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.semantics import Value
from symattn.setting import GENERIC_OTHER, Setting

FAMILY_WORDS = {"k": "the keys k_i", "mu": "the means μ_i", "u": "the vectors u_a, …, u_d", "v": "the values v_i",
                "x": "the inputs x_i", "z": "noise vectors", "w": "an arbitrary vector w"}


@dataclass(frozen=True)
class Answer:
    values: dict  # answer name -> Value, as the student wrote it
    scales: tuple  # the student's free scalars, each taken → +∞
    reading: str  # LaTeX of what is graded
    problem: str = ""  # why the answer is wrong before any limit is taken


def read_answer(part, found: dict) -> Answer:
    rubric = part.rubric
    context = Context(grading_setting(part), quantities=False)
    values, problems, readings = {}, [], []
    for name in rubric.answers:
        forms = [_as_kind(context.build(node), expected_kind(part, name), name) for node in found[name].forms]
        last = forms[-1]
        for earlier in forms[:-1]:
            if not _equal(earlier, last, context):
                problems.append(f"The forms you give for {name} disagree: {latex(earlier.expr)} ≠ {latex(last.expr)}.")
        if rubric.rename_key:
            last = Value(last.kind, _rename_key(last.expr, rubric.rename_key))
        values[name] = last
        readings.append(f"{_tex_name(name)} = {latex(last.expr)}")
    problems.extend(_vocabulary_problems(found, rubric.vocabulary, set(part.setting.families) | context.default_families()))
    scales = tuple(sorted(_free_scalars(values) - given_scalars(part.setting), key=str))
    return Answer(values, scales, ", \\quad ".join(readings), " ".join(problems))


_EXPECTED_KINDS: dict = {}
_GRADING_SETTINGS: dict = {}


def expected_kind(part, name: str) -> str:
    """The kind of the reference answer: q is a vector, K a matrix, c_2 (the output) a vector (once per part)."""
    key = (part.file, part.id, name)
    if key not in _EXPECTED_KINDS:
        try:
            _EXPECTED_KINDS[key] = Context(part.setting).build(parse(name)).kind
        except MeaningError:
            _EXPECTED_KINDS[key] = "vector"
    return _EXPECTED_KINDS[key]


def grading_setting(part) -> Setting:
    """The part's setting without the reference answer's definitions (made once per part)."""
    key = (part.file, part.id)
    if key not in _GRADING_SETTINGS:
        _GRADING_SETTINGS[key] = _without_answers(part)
    return _GRADING_SETTINGS[key]


def _without_answers(part) -> Setting:
    answers = set(part.rubric.answers)
    kept = []
    for text, where in part.setting.definitions:
        node = parse(text)
        left = node.operands[0]
        key = f"{left.base}_{left.sub}" if left.sub else left.base
        if key not in answers:
            kept.append((text, where))
    return Setting(**{**part.setting.__dict__, "definitions": kept})


def given_scalars(setting: Setting) -> set:
    """Scalars the problem itself names (n, the norm β, the noise η): not scale parameters."""
    given = {setting.n}
    given.update(f.norm for f in setting.families.values() if isinstance(f.norm, Symbol))
    given.update(setting.noise)
    return given


def _as_kind(value: Value, kind: str, name: str) -> Value:
    if value.kind == kind:
        return value
    if value.kind == "scalar" and value.expr == 0:
        return Value(kind, S.Zero)
    if {value.kind, kind} == {"vector", "covector"}:
        return Value(kind, value.expr)  # a query written as a row vector is the same query
    raise MeaningError(f"{name} must be a {kind}, but the answer is a {value.kind}")


def _equal(a: Value, b: Value, context: Context) -> bool:
    differences = coefficient_differences(context.ground(a.expr), context.ground(b.expr), a.kind)
    return all(is_identically_zero(d) for d in differences.values())


def _rename_key(expr, index: str):
    """copy: a query built on one key k_x is graded as the query on k_j."""
    indices = {v.index for v in expr.atoms(Vec) if v.family == "k"}
    if len(indices) == 1:
        (only,) = indices
        return expr.xreplace({only: Symbol(index)}) if only != GENERIC_OTHER else \
            expr.xreplace({Vec("k", GENERIC_OTHER): Vec("k", index)})
    return expr


def _names_used(node) -> set:
    """The (base, sub) of every name written in a syntax tree."""
    if isinstance(node, s.Name):
        return {(node.base, node.sub)}
    found = set()
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found |= _names_used(child)
    return found


def _vocabulary_problems(found: dict, vocabulary: tuple, families: set) -> list:
    """Vector families the student wrote (before the setting rewrites k_i as μ_i) outside the vocabulary."""
    problems = []
    for name, entry in found.items():
        written = {base for node in entry.forms for base, sub in _names_used(node) if sub and base in families}
        wrong = sorted(written - set(vocabulary))
        if wrong:
            allowed = " and ".join(FAMILY_WORDS.get(f, f) for f in vocabulary)
            used = ", ".join(FAMILY_WORDS.get(f, f) for f in wrong)
            problems.append(f"{name} is built from {used}; in this part it must be built from {allowed}.")
    return problems


def _free_scalars(values: dict) -> set:
    return set().union(*(v.expr.free_symbols for v in values.values())) if values else set()


def _tex_name(name: str) -> str:
    base, _, sub = name.partition("_")
    return f"{base}_{{{sub}}}" if sub else base


