"""Check a student's derivation step by step in a part's setting: valid, wrong (with evidence), unknown, skipped.

Each step is read with the student's own definitions made before it (q = β(k_a + k_b), s_a = k_a^⊤q,
A = QK^⊤/√d), their scale and its direction (β ≫ 0), the conditions stated in its sentence (η > 0)
and its index scopes (j ∈ {a, b}). A setting's name the student changes (x_2 = u_a + u_d) gives a
second reading for what follows: a step is valid when one reading proves it, and wrong only when
every reading refutes it. `wrong` needs the engine's evidence; anything the engine does not model
is unknown or skipped, never wrong.
"""

import re
from dataclasses import dataclass, replace
from enum import Enum
from itertools import product
from types import MappingProxyType

from sympy import Rational, S, Symbol, cancel, fraction, latex

from symattn.engine import claims
from symattn.engine.equality import is_identically_zero
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.grading import directions as d
from symattn.grading.answer import given_scalars
from symattn.meaning.context import Context
from symattn.meaning.matrix_context import MatrixContext
from symattn.meaning.values import Value, index_of
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.printing import to_sympy
from symattn.spec.setting import DEFAULT_SCALARS
from symattn.steps import limits
from symattn.steps.matrices import check_matrix
from symattn.steps.reading import Link, Unreadable, read_writeup
from symattn.steps.shown import plain, plain_text
from symattn.notation.vocabulary import name_key

class StepStatus(str, Enum):
    """A student's step: proved, refuted with evidence, undecided, or not mathematics the engine models."""

    VALID = "valid"
    WRONG = "wrong"
    UNKNOWN = "unknown"
    SKIPPED = "skipped"

    __str__ = str.__str__


VALID, WRONG, UNKNOWN, SKIPPED = StepStatus
STATUSES = tuple(StepStatus)
OP_TEX = {"=": "=", "approx": r"\approx", "to": r"\to", "le": r"\le", "ge": r"\ge", "<": "<", ">": ">",
          "gg": r"\gg", "ll": r"\ll", "ne": r"\ne", "in": r"\in", "notin": r"\notin", "sim": r"\sim"}
QUERY_NAMES = {"softmax": ("q",), "two-head": ("q_1", "q_2"), "self-attention": ("K", "Q", "V")}
MATRIX_ALIASES = ["d_k = d", "d_{model} = d"]  # the dimension under the names papers give it
PRIME = re.compile(r"([A-Za-z])\s*(?:'|\^\s*\{?\s*\\prime\s*\}?)")
MAX_REASON = 160
ORDERS = {"<": (True, False), ">": (True, True), "le": (False, False), "ge": (False, True)}  # (strict, flipped)


@dataclass(frozen=True)
class CheckOptions:
    tolerance: object = Rational(1, 100)  # how close ≈ must be when there is no scale


@dataclass(frozen=True)
class CheckedStep:
    index: int
    relation: str  # the relation's LaTeX
    left: str  # LaTeX of what was read
    right: str
    span: tuple  # (start, end) of the right-hand expression in the input
    status: str  # valid | wrong | unknown | skipped
    reason: str
    left_span: tuple = (0, 0)  # where the left-hand expression was read (for the text output)

    def to_dict(self) -> dict:
        return {"index": self.index, "relation": self.relation, "left": self.left, "right": self.right,
                "span": list(self.span), "status": self.status, "reason": self.reason}


@dataclass(frozen=True)
class CheckReport:
    part: str
    steps: tuple
    notes: tuple = ()

    @property
    def first_wrong(self):
        return next((step.index for step in self.steps if step.status == WRONG), None)

    @property
    def summary(self) -> dict:
        counts = {status: sum(step.status == status for step in self.steps) for status in STATUSES}
        return {"steps": len(self.steps), **counts}

    def to_dict(self) -> dict:
        return {"part": self.part, "steps": [step.to_dict() for step in self.steps], "first_wrong": self.first_wrong,
                "summary": self.summary, "notes": list(self.notes)}


def check_writeup(part, text: str, options: CheckOptions = CheckOptions()) -> CheckReport:
    """Every step of a write-up for a part; NotationError when the text itself is out of bounds."""
    writeup = read_writeup(text)
    checker = Checker(part, writeup, options)
    steps = tuple(checker.step(index, item) for index, item in enumerate(writeup.items, start=1))
    notes = list(checker.notes)
    if writeup.truncated:
        notes.append("the write-up has more steps than are read; the first ones were checked")
    return CheckReport(part.id, steps, tuple(dict.fromkeys(notes)))


class Checker:
    def __init__(self, part, writeup, options: CheckOptions):
        self.part, self.writeup, self.options = part, writeup, options
        self.text = writeup.document.text
        self.matrices = part.setting.kind == "matrices"
        setting = part.grading_setting if part.rubric is not None and part.grading_setting is not None \
            else part.setting
        self.queries = QUERY_NAMES.get(setting.kind, ())
        self.answers = tuple(part.rubric.answers) if part.rubric is not None else ()
        self.given_query = any(_defined(text) in self.queries for text, _ in setting.definitions)
        self.setting = self._renamed(setting)
        self.definitions: dict = {}  # the student's own names → definition text, in order
        self.side: dict = {}  # the setting's names the student changed → definition text
        self.contexts: dict = {}
        self.directions: dict = {}
        self.notes: list = []
        scale = self.setting.scalar(self.setting.scale)
        self.fixed = (given_scalars(self.setting) | {self.setting.scalar(x) for x in ("n", "d", "T")}) - {scale}
        self.sentences = self._sentence_facts()

    # ---- the setting and its readings ------------------------------------------------------------
    def _renamed(self, setting):
        """A problem's own query (q = t(μ_a + μ_b) of an earlier part) written with the scale the student uses."""
        if not self.given_query or self.matrices:
            return setting
        written = {node.base for item in self.writeup.items if isinstance(item, Link)
                   for node in _names(item.left) + _names(item.right) if not node.sub}
        scales = sorted(name for name in written if DEFAULT_SCALARS.get(name) == "positive"
                        and name not in setting.scalars)
        if setting.scale in written or len(scales) != 1:
            return setting
        (name,) = scales
        return replace(setting, scalars=MappingProxyType({**setting.scalars, setting.scale: setting.scalar(name)}))

    def _context(self, texts: tuple):
        if texts not in self.contexts:
            overrides = [(text, "the write-up") for text in texts]
            if self.matrices:
                self.contexts[texts] = MatrixContext(self.setting, [(a, "alias") for a in MATRIX_ALIASES] + overrides)
            else:
                self.contexts[texts] = Context(self.setting, overrides)
        return self.contexts[texts]

    def _readings(self) -> list:
        """(context, overrides, label): the student's definitions; and with the setting's names they changed."""
        own = tuple(self.definitions.values())
        readings = [(self._context(own), own, "")]
        if self.side:
            changed = own + tuple(self.side.values())
            shown = ", ".join(plain_text(text) for text in self.side.values())
            readings.append((self._context(changed), changed, f" (with {shown}, as changed above)"))
        return readings

    # ---- one step ---------------------------------------------------------------------------------
    def step(self, index: int, item) -> CheckedStep:
        if isinstance(item, Unreadable):
            start = item.statement.offset
            return CheckedStep(index, "", "", "", (start, start + len(item.statement.text)), SKIPPED,
                               f"could not be read: {item.error}")
        shown = CheckedStep(index, OP_TEX.get(item.op, item.op), _tex(item.left), _tex(item.right), item.span,
                            UNKNOWN, "", item.left_span)
        try:
            status, reason = self._judge(item)
        except (MeaningError, NotationError) as problem:
            status, reason = SKIPPED, f"not modelled in this part: {problem}"
        except SymattnError as problem:
            status, reason = UNKNOWN, str(problem)
        except Exception as error:  # noqa: BLE001 - an engine failure on one step is unknown, never valid or wrong
            status, reason = UNKNOWN, f"the engine failed on this step ({type(error).__name__})"
        return replace(shown, status=status, reason=reason)

    def _judge(self, link: Link) -> tuple:
        if link.op in ("in", "notin"):
            return SKIPPED, "says which keys (or values) the steps around it speak of"
        if link.op == "sim":
            return SKIPPED, "a distribution: not checked"
        if link.op == "ne":
            return SKIPPED, "an inequation: not checked"
        if _head_labelled(link, self.text):
            return SKIPPED, "a head's label written as a power (α^{(1)}) is not read"
        if link.first and link.op == "=":
            defined = self._definition(link)
            if defined is not None:
                return SKIPPED, defined
        about = self._about_a_scalar(link)
        if about is not None:
            return SKIPPED, about
        results = [self._in_reading(link, context, overrides) + (label,)
                   for context, overrides, label in self._readings()]
        return self._combined(results)

    def _combined(self, results: list) -> tuple:
        proved = [(r, label) for r, label in results if r.status is Status.PROVED]
        if proved:
            result, label = proved[0]
            return VALID, _concise(plain_text(result.reason), "the two sides are equal") + label
        refuted = [(r, label) for r, label in results if r.status is Status.REFUTED]
        if len(refuted) == len(results):
            result, label = refuted[-1]
            if not self._own_query():
                return UNKNOWN, (f"{plain_text(result.reason)}{label}; but the write-up does not define "
                                 f"{' and '.join(self.queries)}, so the problem's own was used")
            return WRONG, _with_evidence(result) + label
        unknown = next((r for r, _ in results if r.status is Status.UNKNOWN), results[0][0])
        return UNKNOWN, plain_text(unknown.reason)

    def _own_query(self) -> bool:
        return not self.given_query or any(name in self.definitions for name in self.queries)

    # ---- definitions, directions, conditions --------------------------------------------------------
    def _definition(self, link: Link):
        """The reason for a step that defines a name (and records it), or None for a claim."""
        name = name_key(_unprimed(link.left, self.text) if self.matrices else link.left)
        if name is None:
            return None
        text = self._slice(link)
        if self.matrices and text is not None:
            text = PRIME.sub(r"\1_{prime}", text)
        if text is None:
            return None
        if self.matrices:
            known = name in self.setting.shapes or name == "I" or _defined_in(self.setting, name)
            if known or len(name) == 1 and name.islower():
                return None
            self.definitions[name] = text
            return f"defines {_shown_name(name)}"
        if name in self.answers or name in self.queries:
            if self.text[link.left_span[0]:link.left_span[0] + 1] in "({[" or not self._fits(name, text):
                return None
            self.definitions[name] = text
            return f"defines {_shown_name(name)}"
        if _defined_in(self.setting, name):
            return self._redefinition(link, name, text)
        base = name.partition("_")[0]
        if base in DEFAULT_SCALARS or name in self.setting.scalars or base in _families(self.setting):
            return None
        try:
            value = self._context(()).build(link.left)
        except (MeaningError, NotationError):
            return None
        if value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr.name == name:
            self.definitions[name] = text
            return f"defines {_shown_name(name)}"
        return None

    def _fits(self, name: str, text: str) -> bool:
        """A query is a vector and K, Q, V are matrices: anything else is not read as their definition."""
        try:
            value = Context(self.setting, [(text, "the write-up")]).build(parse(name))
        except (MeaningError, NotationError):
            return False
        return value.kind == ("matrix" if name in ("K", "Q", "V") else "vector") or value.kind == "covector"

    def _redefinition(self, link: Link, name: str, text: str):
        context = self._context(tuple(self.definitions.values()))
        try:
            given, written = context.build(link.left), context.build(link.right)
            same = claims.equal_values(given, written, context, claims.initial_facts(context, ()))
        except (MeaningError, NotationError):
            return None
        if same.status is Status.PROVED:
            return None
        self.side[name] = text
        return f"changes {_shown_name(name)} from the problem's (a side computation: the steps after it are read " \
               f"both ways)"

    def _about_a_scalar(self, link: Link):
        """Where a scale goes (β ≫ 0, t → ∞, β = 10) or a condition (η > 0, 1 + η > 0): not a claim."""
        for side, other in ((link.left, link.right), (link.right, link.left)):
            if isinstance(side, s.Name) and _is_parameter(side, self.setting) and _is_number(other):
                if name_key(side) in {str(x) for x in self.fixed} and link.op in ("<", ">", "="):
                    return "a condition, used for the steps of its sentence"
                return f"says where {_shown_name(name_key(side))} goes" if link.op != "=" else \
                    f"a value for {_shown_name(name_key(side))}"
        if link.statement.sentence in self.sentences and self._slice(link) in self.sentences[
                link.statement.sentence][0]:
            return "a condition, used for the steps of its sentence"
        return None

    def _sentence_facts(self) -> dict:
        """{sentence: (conditions, scopes)}: strict inequalities on the problem's fixed scalars (1 + η > 0),
        and index scopes (j ∈ {a, b})."""
        found: dict = {}
        context = None if self.matrices else self._context(())
        for item in self.writeup.items:
            if not isinstance(item, Link) or context is None:
                continue
            conditions, scopes = found.setdefault(item.statement.sentence, ([], {}))
            if item.op == "in" and isinstance(item.left, s.Name) and not item.left.sub and len(item.left.base) == 1 \
                    and isinstance(item.right, s.SetLiteral):
                members = [_index_label(node) for node in item.right.items]
                if all(members):
                    scopes[item.left.base] = members
                continue
            if item.op not in ("<", ">") or _has_scale_words(item):
                continue
            try:
                left, right = context.build(item.left), context.build(item.right)
            except (MeaningError, NotationError, TypeError, ValueError):
                continue
            free = left.expr.free_symbols | right.expr.free_symbols if left.kind == right.kind == "scalar" else None
            text = self._slice(item)
            if free and free <= self.fixed and text is not None:
                conditions.append(text)
        return {k: (tuple(v[0]), v[1]) for k, v in found.items()}

    def _slice(self, link: Link):
        """The text of `left op right` as written (for a definition or a condition), or None."""
        statement = link.statement
        start, end = link.left_span[0] - statement.offset, link.span[1] - statement.offset
        if not (0 <= start < end <= len(statement.text)):
            return None
        text = statement.text[start:end]
        try:
            node = parse(text)
        except NotationError:
            return None
        return text if isinstance(node, s.Relation) and len(node.ops) == 1 else None

    # ---- checking in one reading ---------------------------------------------------------------------
    def _in_reading(self, link: Link, context, overrides: tuple) -> tuple:
        if self.matrices:
            if link.op != "=":
                return (Result.unknown("only equalities are checked between matrices"),)
            left, right = _unprimed(link.left, self.text), _unprimed(link.right, self.text)
            return (check_matrix(left, right, context, [(a, "alias") for a in MATRIX_ALIASES] +
                                 [(t, "the write-up") for t in overrides], self.text),)
        conditions, scopes = self.sentences.get(link.statement.sentence, ((), {}))
        letters = sorted(set(scopes) & _subscript_letters(link))
        results = []
        for members in product(*(scopes[letter] for letter in letters)):
            env = {letter: _index(member) for letter, member in zip(letters, members)}
            results.append(self._under_conditions(link, context, conditions, env))
        refuted = [r for r in results if r.status is Status.REFUTED]
        if refuted:
            return (refuted[0],)
        unknown = [r for r in results if r.status is Status.UNKNOWN]
        return (unknown[0] if unknown else results[0],)

    def _under_conditions(self, link: Link, context: Context, conditions: tuple, env: dict) -> Result:
        """With the sentence's conditions; when they cannot hold together ("if η > 0, c → v_a; if η < 0, c → v_b")
        each is a reading of its own: valid under one is valid, wrong only under all."""
        try:
            claims.initial_facts(context, conditions)
            return self._one(link, context, conditions, env)
        except MeaningError:
            if len(conditions) < 2:
                raise
        results = [self._one(link, context, (condition,), env) for condition in conditions]
        proved = [r for r in results if r.status is Status.PROVED]
        if proved:
            return proved[0]
        refuted = [r for r in results if r.status is Status.REFUTED]
        return refuted[0] if len(refuted) == len(results) else next(r for r in results if r.status is Status.UNKNOWN)

    def _one(self, link: Link, context: Context, conditions: tuple, env: dict) -> Result:
        left, right, op = link.left, link.right, link.op
        if _engine_claim(left) or _engine_claim(right):
            text = self._slice(link)
            if text is None or op not in ("=", "approx"):
                return Result.unknown("this kind of claim is checked only as 'left = right'")
            return claims.check_claim(text, context, conditions)
        node = s.Relation((op,), (left, right), left.pos)
        if isinstance(right, s.Limit) and not isinstance(left, s.Limit):
            left, right = right, left
        if isinstance(left, s.Limit):
            if op != "=" or isinstance(right, s.Limit):
                return Result.unknown("a limit is checked only as '\\lim … = value'")
            facts = claims.initial_facts(context, conditions, node, context.build(left.var).expr)
            return claims.check_limit(left, right, context, facts)
        a, b = context.build(left, env), context.build(right, env)
        facts = claims.initial_facts(context, conditions, node)
        if op == "=":
            if a.kind != b.kind and not (_zero(a) or _zero(b)):
                return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
            result = claims.equal_values(a, b, context, facts)
            return _explained(result, a, b, _parts_of_fractions(left, right, context, env))
        if op in ("approx", "to", "gg", "ll") or op in ORDERS:
            return self._asymptotic(op, a, b, context, facts)
        return Result.unknown(f"the relation {op} is not checked")

    def _asymptotic(self, op: str, a: Value, b: Value, context: Context, facts) -> Result:
        if a.kind != b.kind and not (_zero(a) or _zero(b)):
            return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
        if _zero(a) and a.kind != b.kind:
            a = Value(b.kind, S.Zero)
        if _zero(b) and a.kind != b.kind:
            b = Value(a.kind, S.Zero)
        a = Value(a.kind, facts.subs(context.ground(a.expr)))
        b = Value(b.kind, facts.subs(context.ground(b.expr)))
        scales = sorted((a.expr.free_symbols | b.expr.free_symbols) - self.fixed, key=str)
        if len(scales) > 1:
            return Result.unknown(f"two scales ({', '.join(plain(x) for x in scales)}) in one step: not decided")
        if op in ORDERS:
            if a.kind != "scalar":
                return Result.unknown("only numbers are ordered")
            strict, flipped = ORDERS[op]
            smaller, larger = (b, a) if flipped else (a, b)
            moved = self._moved(scales[0], smaller, larger) if scales else None
            if scales and moved is None:
                return Result.unknown(f"where {plain(scales[0])} goes is not a limit")
            var, smaller, larger = moved if moved else (None, smaller, larger)
            return limits.ordered(smaller, larger, strict, var, facts)
        if not scales:
            if op == "approx":
                return limits.near(a, b, self.options.tolerance)
            return Result.unknown("there is no scale to take to its limit")
        moved = self._moved(scales[0], a, b)
        if moved is None:
            return Result.unknown(f"where {plain(scales[0])} goes is not a limit, so ≈ is not decided")
        var, a, b = moved
        if op == "gg":
            return limits.much_greater(a, b, var, facts)
        if op == "ll":
            return limits.much_greater(b, a, var, facts)
        return limits.approx(a, b, var, facts)

    def _moved(self, scale, a: Value, b: Value):
        """(variable → +∞, a, b) with the scale written along it (β → 0⁺ as β = 1/u), or None."""
        chosen = self._direction(scale)
        if chosen is None or chosen.kind not in (d.PLUS_INF, d.MINUS_INF, d.ZERO_PLUS, d.ZERO_MINUS):
            return None
        if chosen.kind == d.PLUS_INF and scale.is_positive:
            return scale, a, b
        u = Symbol("u", positive=True)
        path = {d.PLUS_INF: u, d.MINUS_INF: -u, d.ZERO_PLUS: 1 / u, d.ZERO_MINUS: -1 / u}[chosen.kind]
        return u, Value(a.kind, a.expr.xreplace({scale: path})), Value(b.kind, b.expr.xreplace({scale: path}))

    def _direction(self, scale):
        if scale not in self.directions:
            try:
                chosen = d.scale_directions(self.writeup.document, {scale.name: scale}, self._context(()))
                self.directions[scale] = chosen.get(scale)
            except (MeaningError, NotationError):
                self.directions[scale] = None
            found = self.directions[scale]
            if found is not None and not found.stated:
                self.notes.append(f"{plain(scale)} → ∞ is assumed (the write-up does not say where it goes)")
        return self.directions[scale]


# ---- helpers ------------------------------------------------------------------------------------------
def _parts_of_fractions(left, right, context, env):
    """(numerator, denominator) of each side as written, when both are written as fractions; else None."""
    if not (isinstance(left, s.Frac) and isinstance(right, s.Frac)):
        return None
    try:
        built = [context.build(node, env) for node in (left.num, left.den, right.num, right.den)]
    except (MeaningError, NotationError):
        return None
    if any(value.kind != "scalar" for value in built):
        return None
    return tuple(value.expr for value in built)


def _explained(result: Result, a: Value, b: Value, written=None) -> Result:
    """An equality's refutation, with the part that differs when both sides are fractions."""
    if result.status is not Status.REFUTED:
        return result
    if a.kind != "scalar":
        return Result.refuted(f"the left side is {plain(a.expr)}, not {plain(b.expr)}", result.witness, result.data)
    try:
        top_a, bottom_a, top_b, bottom_b = written or (*fraction(cancel(a.expr)), *fraction(cancel(b.expr)))
    except (TypeError, ValueError):
        return result
    hint = ""
    if is_identically_zero(top_a - top_b) and not is_identically_zero(bottom_a - bottom_b) and bottom_b != 1:
        hint = f"the denominator is {plain(bottom_a)}, not {plain(bottom_b)}"
    elif is_identically_zero(bottom_a - bottom_b) and bottom_a != 1 and not is_identically_zero(top_a - top_b):
        hint = f"the numerator is {plain(top_a)}, not {plain(top_b)}"
    else:
        hint = f"the left side is {plain(a.expr)}, not {plain(b.expr)}"
    return Result.refuted(hint, result.witness, result.data)


def _concise(reason: str, short: str) -> str:
    """A reason a student reads: a value too long to read is left out."""
    if len(reason) <= MAX_REASON:
        return reason
    head = reason.split("; the left side is")[0].split(": both tend to")[0]
    return head if len(head) <= MAX_REASON else short


def _with_evidence(result: Result) -> str:
    reason = _concise(plain_text(result.reason), "the two sides differ")
    witness = plain_text(result.witness)
    return reason if not witness or witness in reason else f"{reason} ({witness})"


def _tex(node) -> str:
    try:
        return latex(to_sympy(node), order="none")
    except (ValueError, TypeError, AttributeError):
        return "?"



def _shown_name(name: str) -> str:
    base, _, sub = name.partition("_")
    return plain_text(base) + (f"_{sub}" if sub else "")


def _defined(text: str) -> str:
    return name_key(parse(text).operands[0])


def _defined_in(setting, name: str) -> bool:
    return any(_defined(text) == name for text, _ in setting.definitions)


def _families(setting) -> set:
    return set(setting.families) | {"k", "mu", "u", "v", "x", "q", "c", "alpha"}


def _is_parameter(node: s.Name, setting) -> bool:
    """A scalar of the problem or a scale: β, t, n, η, ε (not a quantity such as α_a)."""
    name = name_key(node)
    return name in setting.scalars or (not node.sub and node.base in DEFAULT_SCALARS) or \
        any(str(symbol) == name for symbol in setting.noise)


def _is_number(node) -> bool:
    if isinstance(node, (s.Num, s.Infinity)):
        return True
    if isinstance(node, s.Neg):
        return _is_number(node.arg)
    if isinstance(node, (s.Frac,)):
        return _is_number(node.num) and _is_number(node.den)
    if isinstance(node, s.Power):
        return _is_number(node.base) and _is_number(node.exp)
    if isinstance(node, s.Product):
        return all(_is_number(f) for f in node.factors)
    return False


def _walk(node) -> list:
    """A syntax tree's nodes, the node first."""
    found = [node]
    for value in getattr(node, "__dict__", {}).values():
        for child in value if isinstance(value, tuple) else (value,):
            if hasattr(child, "pos"):
                found.extend(_walk(child))
    return found


def _names(node) -> list:
    return [n for n in _walk(node) if isinstance(n, s.Name)]


def _subscript_letters(link: Link) -> set:
    return {part for node in _names(link.left) + _names(link.right) for part in node.sub.split(",") if part}


def _index_label(node):
    if isinstance(node, s.Name) and not node.sub:
        return node.base
    if isinstance(node, s.Num):
        return node.text
    return None


def _index(label: str):
    return index_of(label)


def _has_scale_words(link: Link) -> bool:
    return any(isinstance(side, s.Infinity) for side in (link.left, link.right))


def _zero(value: Value) -> bool:
    return value.expr == 0


def _engine_claim(node) -> bool:
    """Probabilities, variances and thresholds: claims the engine reads from their text."""
    if isinstance(node, s.SetMin):
        return True
    if isinstance(node, s.Call) and node.func in ("Pr", "Var"):
        return True
    return isinstance(node, s.Limit) and isinstance(node.body, s.Call) and node.body.func == "Var"


def _head_labelled(link: Link, text: str) -> bool:
    """α_i^{(1)}: a head written as a power in parentheses, which the notation would read as a power."""
    for node in _powers(link.left) + _powers(link.right):
        if isinstance(node.exp, s.Num) and "(" in text[node.pos:node.exp.pos]:
            return True
    return False


def _powers(node) -> list:
    return [n for n in _walk(node) if isinstance(n, s.Power)]


def _unprimed(node, text: str):
    """X' is a new name (X_prime), not the transpose the notation reads for a prime."""
    if isinstance(node, s.Transpose) and text[node.pos:node.pos + 1] == "'" or \
            isinstance(node, s.Transpose) and text[node.pos:node.pos + 6] == "\\prime":
        inner = _unprimed(node.arg, text)
        if isinstance(inner, s.Name):
            return s.Name(inner.base, f"{inner.sub}prime" if inner.sub else "prime", inner.pos)
        return s.Transpose(inner, node.pos, node.letter)
    if not hasattr(node, "__dataclass_fields__"):
        return node
    changed = {}
    for field_name in node.__dataclass_fields__:
        value = getattr(node, field_name)
        if isinstance(value, tuple):
            changed[field_name] = tuple(_unprimed(v, text) if hasattr(v, "pos") else v for v in value)
        elif hasattr(value, "pos"):
            changed[field_name] = _unprimed(value, text)
    return replace(node, **changed) if changed else node
