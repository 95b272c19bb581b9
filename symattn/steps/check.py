"""Check a student's derivation step by step in a part's setting: valid, wrong (with evidence), unknown, skipped.

Each step is read with the student's own definitions made before it (q = β(k_a + k_b), s_a = k_a^⊤q,
A = QK^⊤/√d), their scale and its direction (β ≫ 0), the conditions stated in its sentence (η > 0)
and its index scopes (j ∈ {a, b}). A setting's name the student changes (x_2 = u_a + u_d) gives a
second reading for what follows: a step is valid when one reading proves it, and wrong only when
every reading refutes it. `wrong` needs the engine's evidence; anything the engine does not model
is unknown or skipped, never wrong.
"""

import re
from dataclasses import dataclass, field, replace
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
from symattn.spec.setting import DEFAULT_SCALARS, GENERIC_OTHER
from symattn.steps import limits
from symattn.steps.matrices import check_matrix
from symattn.steps.reading import Link, Unreadable, read_writeup, written_span
from symattn.steps.sentences import (INDEX_LETTERS, condition_mood, implied_by_previous, is_concluded, is_hypothesis,
                                     opens_with_consequence, premise_of_implication, scope_of, scope_readings)
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
DIMENSION_NAMES = ("d_k", "d_model", "d_{model}")
PRIME = re.compile(r"([A-Za-z])\s*(?:'|\^\s*\{?\s*\\prime\s*\}?)")
MAX_REASON = 160
# \sin\omega t_1, \cos 2x, \ln 2e^t: a function without parentheses before a product, read as f(ω)·t_1 though many
# mean f(ω t_1); a step whose verdict may rest on that reading is never wrong
FUNCTION_WORDS = r"sin|cos|tan|cot|sec|csc|exp|log|ln"
AMBIGUOUS_CALL = re.compile(
    r"\\(?:" + FUNCTION_WORDS + r")(?![A-Za-z])\s*(?:\^\s*(?:\{[^{}]*\}|[^\s{])\s*)?"  # \sin, \cos^2
    r"(?:\\(?!(?:left|right|[bB]igg?)(?![A-Za-z]))[A-Za-z]+|\d+|[A-Za-z])(?:_(?:\{[^{}]*\}|[A-Za-z0-9]))?\s*"  # its argument: ω, 2, x_1
    r"(?=[A-Za-z0-9(]|\\(?!(?:cdot|times|right|[qb]?quad|to|approx|leq?|geq?|neq?|in|notin|sim|gg|ll|end|text|"
    r"frac|over|" + FUNCTION_WORDS + r")(?![A-Za-z]))[A-Za-z])")  # then a factor juxtaposed
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
class SentenceFacts:
    """What a sentence says about its steps besides its claims."""

    conditions: tuple = ()  # strict inequalities on the part's fixed scalars, as written (1 + η > 0)
    values: tuple = ()  # (symbol, value, text): η = 0, n = 10, t = 5, applied to the sentence's steps
    maybe_conditions: tuple = ()  # conditions the steps are read with and without: a remark ("only when η > 0") or
    maybe_values: tuple = ()  # one given in an earlier sentence ("Let n = 10. Then …"), until a sentence changes it
    scopes: tuple = ()  # Scope, in reading order
    roles: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))  # (left span, span, op) → why the link is not a claim
    hypotheses: frozenset = frozenset()  # statements written after "if", "unless", …, that are not modelled
    unmodelled: tuple = ()  # what the sentence assumes that the checker does not apply: no step of it is wrong


NO_FACTS = SentenceFacts()


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


class WriteupContext(Context):
    """A part's context where a name the write-up defines with an index letter (s_i := k_i^⊤q) is a pattern: s_a is
    k_a^⊤q. Only the write-up's own names: the problem's families keep their own rules."""

    def define(self, text: str, where: str):
        super().define(text, where)
        if where == "the write-up":
            left = parse(text).operands[0]
            if len(left.sub) == 1 and left.sub in INDEX_LETTERS and left.base not in self.setting.families and \
                    left.base not in self.default_families():
                self.patterns = {**getattr(self, "patterns", {}), left.base: left.sub}

    def definition(self, base: str, sub: str, indices: tuple):
        found = super().definition(base, sub, indices)
        letter = getattr(self, "patterns", {}).get(base)
        if found is not None or letter is None or len(indices) != 1 or (base, sub) in self.definitions:
            return found
        value = self._build_definition((base, sub), self.definitions[(base, letter)], {letter: indices[0]})
        # the letter written as a number in the pattern (ω_i = 10000^{-2i/d}) takes the index too
        return Value(value.kind, value.expr.xreplace({x: indices[0] for x in value.expr.free_symbols
                                                      if getattr(x, "name", None) == letter}))


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
        self.declared = set(self.setting.scalars.values()) | self.fixed | {scale} | set(self.setting.noise) | \
            {self.setting.scalar(name) for name in DIMENSION_NAMES}
        self.statements = self.writeup.document.statements
        self.sentences = self._sentence_facts()
        self.verdicts: dict = {}  # statement → the statuses of its steps so far (an implication needs its premise's)

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
                self.contexts[texts] = WriteupContext(self.setting, overrides)
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
            self.verdicts.setdefault(item.statement, []).append(SKIPPED)
            start = item.statement.offset
            span = written_span(self.text, item.statement, (start, start + len(item.statement.text)))
            return CheckedStep(index, "", "", "", span, SKIPPED, f"could not be read: {item.error}", span)
        left, right = (_unprimed(item.left, self.text), _unprimed(item.right, self.text)) if self.matrices else \
            (item.left, item.right)
        shown = CheckedStep(index, OP_TEX.get(item.op, item.op), _tex(left), _tex(right),
                            written_span(self.text, item.statement, item.span), UNKNOWN, "",
                            written_span(self.text, item.statement, item.left_span))
        status, reason = self._judged(item)
        if status is WRONG and item.alternatives:
            alternative = item.alternatives[0]
            if self._judged(alternative)[0] is not WRONG:
                status, reason = UNKNOWN, f"{reason}; but the row may continue from {_tex(alternative.left)}, " \
                                          f"written after the chain on the row above, and that reading is not refuted"
        self.verdicts.setdefault(item.statement, []).append(status)
        return replace(shown, status=status, reason=reason)

    def _judged(self, link: Link) -> tuple:
        try:
            return self._judge(link)
        except (MeaningError, NotationError) as problem:
            return SKIPPED, f"not modelled in this part: {problem}"
        except SymattnError as problem:
            return UNKNOWN, str(problem)
        except Exception as error:  # noqa: BLE001 - an engine failure on one step is unknown, never valid or wrong
            return UNKNOWN, f"the engine failed on this step ({type(error).__name__})"

    def _judge(self, link: Link) -> tuple:
        facts = self.sentences.get(link.statement.sentence)
        role = facts.roles.get(_key(link)) if facts else None
        if role is not None:
            return SKIPPED, role
        if link.op in ("in", "notin"):
            return SKIPPED, "says which keys (or values) the steps around it speak of"
        if link.op == "sim":
            return SKIPPED, "a distribution: not checked"
        if link.op == "ne":
            return SKIPPED, "an inequation: not checked"
        if _head_labelled(link, self.text):
            return SKIPPED, "a head's label written as a power (α^{(1)}) is not read"
        unread = _not_modelled(link, self.text, self.matrices)
        if unread is not None:
            return SKIPPED, unread
        if facts is not None and link.statement in facts.hypotheses:
            return SKIPPED, "a hypothesis (after 'if', 'unless', …): not checked; the steps of its sentence are " \
                            "not marked wrong"
        if link.first and link.op == "=":
            defined = self._definition(link)
            if defined is not None:
                return SKIPPED, defined
        about = self._about_a_scalar(link)
        if about is not None:
            return SKIPPED, about
        results = [self._in_reading(link, context, overrides) + (label,)
                   for context, overrides, label in self._readings()]
        status, reason = self._combined(results)
        if status is WRONG and facts is not None and facts.unmodelled:
            return UNKNOWN, f"{reason}; but its sentence rests on {facts.unmodelled[0]}, which is not modelled"
        if status is WRONG:
            conditional = self._conditional(link)
            if conditional is not None:
                return UNKNOWN, f"{reason}; but {conditional}"
        ambiguous = AMBIGUOUS_CALL.search(self.text[link.left_span[0]:link.span[1]]) if status is WRONG else None
        if ambiguous:
            return UNKNOWN, f"{reason}; but a function written without parentheses before a product (\\sin\\omega t) " \
                            f"may apply to the whole product, sin(ωt) rather than the sin(ω)·t read here"
        undefined = self._undefined_names(link) if status is WRONG and not self.matrices else ()
        if undefined:
            return UNKNOWN, f"{reason}; but {', '.join(undefined)} is defined neither by the problem nor by the " \
                            f"write-up (a function or a name of its own?)"
        return status, reason

    def _conditional(self, link: Link):
        """Why a step is not claimed on its own: the premise of an implication ("A implies B"), or what one concludes
        from a premise that is not established ("A forces B" with A not proved); None for a claim."""
        if premise_of_implication(self.text, self.statements, link.statement):
            return "it is the premise of an implication ('implies', 'forces'), not a claim of its own"
        if implied_by_previous(self.text, self.statements, link.statement) and not self._after_proved(link):
            return "it is implied by the relation before it, which is not established here"
        return None

    def _after_proved(self, link: Link) -> bool:
        """The relation before this one in its sentence is proved (every step of it valid)."""
        index = self.statements.index(link.statement)
        previous = self.statements[index - 1] if index else None
        return previous is not None and previous.sentence == link.statement.sentence and \
            set(self.verdicts.get(previous, [SKIPPED])) == {VALID}

    def _undefined_names(self, link: Link) -> tuple:
        """Names written in the step that stand for nothing the part or the write-up gives (σ, s_b, ω_0)."""
        own = tuple(self.definitions.values())
        context = self._context(own)
        known = self.declared | self._symbols_of(own)
        found = []
        for node in _free_names(link.left) + _free_names(link.right):
            try:
                value = context.build(node)
            except (MeaningError, NotationError):
                continue
            if value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr not in known:
                found.append(plain_text(_shown_name(name_key(node))))
        return tuple(dict.fromkeys(found))

    def _symbols_of(self, texts: tuple) -> set:
        """The numbers the write-up's definitions are written in (β of q = β(k_a + k_b))."""
        symbols = set()
        for text in texts:
            try:
                symbols |= self._context(()).build(parse(text).operands[1]).expr.free_symbols
            except (MeaningError, NotationError, AttributeError):
                continue
        return symbols

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
            if name not in self.queries and self._computed(link.left):
                return None  # the part computes it (c_2, the attention output): the student's value is a claim
            self.definitions[name] = text
            return f"defines {_shown_name(name)}"
        if _defined_in(self.setting, name):
            return self._redefinition(link, name, text)
        base = name.partition("_")[0]
        if base in _families(self.setting):
            return None
        context = self._context(tuple(self.definitions.values()))
        try:
            value, right = context.build(link.left), context.build(link.right)
        except (MeaningError, NotationError):
            return None
        if not (value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr.name == name):
            return None
        if value.expr in self.fixed | {self.setting.scalar(self.setting.scale)} | set(self.setting.noise) or \
                value.expr in right.expr.free_symbols or (_is_parameter(link.left, self.setting) and
                                                          _is_number(link.right)):
            return None  # n = 10, t = 5: a condition or a value, read with its sentence
        if is_concluded(self.text, self.statements, link.statement):
            return self._concluded(link, name, text)
        # a name the problem leaves free (ε, ω_i) or one of the student's own: a definition, never a claim
        self.definitions[name] = text
        return f"defines {_shown_name(name)}"

    def _concluded(self, link: Link, name: str, text: str):
        """"which forces t_1 = t_2": a claim, checked when it holds as written; else not wrong, and the steps after it
        are read both with the name free and with this value (a conclusion may also fix what it names)."""
        own = tuple(self.definitions.values())
        (result,) = self._in_reading(link, self._context(own), own)
        if result.status is Status.PROVED or self._after_proved(link):
            return None  # what a proved relation forces is claimed outright
        self.side[name] = text
        return f"concludes {_shown_name(name)} = …, which may be a claim or its value: the steps after it are read " \
               f"both ways"

    def _computed(self, node) -> bool:
        """The part itself gives the name a value (c_2 is the attention output), so it is not the student's to define."""
        try:
            value = self._context(()).build(node)
        except (MeaningError, NotationError):
            return False
        return not (value.kind == "scalar" and isinstance(value.expr, Symbol))

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
            if isinstance(side, s.Name) and _is_number(other) and (
                    _is_parameter(side, self.setting) or link.op != "=" and self._free_name(side)):
                if name_key(side) in {str(x) for x in self.fixed} and link.op in ("<", ">", "="):
                    return "a condition, used for the steps of its sentence"
                return f"says where {_shown_name(name_key(side))} goes" if link.op != "=" else \
                    f"a value for {_shown_name(name_key(side))}"
        return None

    def _free_name(self, node) -> bool:
        """A bare name that stands for a number of the write-up's own (C in q = C(k_a + k_b), M, κ)."""
        try:
            value = self._context(tuple(self.definitions.values())).build(node)
        except (MeaningError, NotationError):
            return False
        return value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr.name == name_key(node)

    def _sentence_facts(self) -> dict:
        """{sentence: SentenceFacts}: its conditions on the problem's fixed scalars (1 + η > 0, η = 0, n = 10), its
        index scopes (j ∈ {a, b}), and what it assumes that is not modelled (a hypothesis, η ≥ 0)."""
        grouped: dict = {}
        for item in self.writeup.items:
            grouped.setdefault(item.statement.sentence, []).append(item)
        hypotheses = {st for st in self.statements if is_hypothesis(self.text, self.statements, st)}
        context = None if self.matrices else self._context(())
        facts = {sentence: self._facts_of(items, hypotheses, context) for sentence, items in grouped.items()}
        return self._carried(facts, grouped, context) if context is not None else facts

    def _carried(self, facts: dict, grouped: dict, context) -> dict:
        """Each sentence with what earlier ones gave: their values and conditions (n = 10, η > 0) as a reading of its
        own, until a sentence gives the same names others; and the hypotheses of the sentence before when it starts
        "Then", "So", … ("Suppose k_a^⊤q = 0. Then …"), which keep its steps from being wrong."""
        given, premises, hypotheses = {}, {}, ()
        for sentence in sorted(facts):
            own = facts[sentence]
            named = {symbol for symbol, _, _ in own.values + own.maybe_values} | \
                {symbol for text in own.conditions + own.maybe_conditions for symbol in _symbols(text, context)}
            first = grouped[sentence][0].statement
            follows = opens_with_consequence(self.text, self.statements, first)
            facts[sentence] = replace(
                own, maybe_values=own.maybe_values + tuple(v for symbol, v in given.items() if symbol not in named),
                maybe_conditions=own.maybe_conditions + tuple(
                    text for text, symbols in premises.items() if not symbols & named),
                unmodelled=own.unmodelled + (hypotheses if follows else ()))
            for value in own.values + own.maybe_values:
                given[value[0]] = value
            premises = {text: symbols for text, symbols in premises.items() if not symbols & named}
            premises.update({text: _symbols(text, context) for text in own.conditions + own.maybe_conditions})
            hypotheses = own.unmodelled + (hypotheses if follows else ())
        return facts

    def _facts_of(self, items: list, hypotheses: set, context) -> "SentenceFacts":
        links = [item for item in items if isinstance(item, Link)]
        conditions, values, scopes, roles, assumed, unmodelled = [], [], [], {}, set(), []
        maybe_conditions, maybe_values = [], []
        for item in items:
            hypothesis = item.statement in hypotheses
            if isinstance(item, Unreadable):
                if hypothesis:
                    unmodelled.append(f"the hypothesis {_shown_tex(item.statement.text[:40])}")
                continue
            others = set().union(*(_subscript_letters(link) for link in links if link is not item))
            scope = scope_of(item, self.text, self._index_words(item, others))
            if scope is not None:
                scopes.append(scope)
                roles[_key(item)] = "says which keys (or values) the steps around it speak of"
                continue
            if context is None or _has_scale_words(item):
                continue
            kind, found = self._condition(item, context)
            mood = condition_mood(self.text, self.statements, item.statement) if kind in ("strict", "value") else None
            if mood == "exception":  # X unless n = 2 is X for the other n; X unless η < 0 is X when η ≥ 0
                roles[_key(item)] = "a special case set aside (after 'unless', 'except', …): not applied to the " \
                                    "steps of its sentence"
                if kind == "strict":
                    unmodelled.append(f"the exception {_shown_tex(found)}")
            elif mood == "either":
                (maybe_conditions if kind == "strict" else maybe_values).append(found)
                roles[_key(item)] = "a condition that may be a remark: the steps of its sentence are read with it and " \
                                    "without it"
            elif kind == "strict":
                conditions.append(found)
                roles[_key(item)] = "a condition, used for the steps of its sentence"
            elif kind == "value":
                values.append(found)
                roles[_key(item)] = f"a condition ({_shown_tex(found[2])}), used for the steps of its sentence"
            elif kind == "unapplied":
                unmodelled.append(f"the condition {_shown_tex(found)}")
                roles[_key(item)] = "a condition that is not applied (≤, ≥, or one that ties a fixed scalar to " \
                                    "others): the steps of its sentence are not marked wrong"
            elif hypothesis and not self._may_define(item):
                assumed.add(item.statement)
                unmodelled.append(f"the hypothesis {_shown_tex(self._slice(item) or item.statement.text[:40])}")
        return SentenceFacts(tuple(conditions), tuple(values), tuple(maybe_conditions), tuple(maybe_values),
                             tuple(scopes), MappingProxyType(roles), frozenset(assumed),
                             tuple(dict.fromkeys(unmodelled)))

    def _index_words(self, link: Link, others: set) -> set:
        """The letter a scope may set: one the sentence's steps use as an index (or any, after ∈), not a scalar (t, n)."""
        letter = link.left.base if isinstance(link.left, s.Name) else ""
        allowed = link.op in ("in", "notin") or letter in others
        return {letter} if allowed and letter not in self.setting.scalars and letter not in DEFAULT_SCALARS else set()

    def _condition(self, link: Link, context) -> tuple:
        """("strict", text) for η > 0; ("value", (symbol, value, text)) for η = 0 or t = 5; ("unapplied", text) for
        η ≥ 0 or n = 2e^t; (None, None) for anything else."""
        if link.op not in ("<", ">", "=", "le", "ge"):
            return None, None
        text = self._slice(link)
        try:
            left, right = context.build(link.left), context.build(link.right)
        except (MeaningError, NotationError, TypeError, ValueError):
            return None, None
        if text is None or left.kind != "scalar" or right.kind != "scalar":
            return None, None
        fixed = self.fixed | set(self.setting.noise)
        scale = self.setting.scalar(self.setting.scale)
        if link.op == "=":
            if not (isinstance(link.left, s.Name) and isinstance(left.expr, Symbol) and link.first):
                return None, None
            if _is_number(link.right) and (left.expr in fixed or left.expr == scale or
                                           _is_parameter(link.left, self.setting)):
                return "value", (left.expr, right.expr, text)
            if left.expr in fixed and not _is_number(link.right):
                return "unapplied", text
            return None, None
        free = left.expr.free_symbols | right.expr.free_symbols
        if not free or not free <= fixed:
            return None, None
        return ("strict", text) if link.op in ("<", ">") else ("unapplied", text)

    def _may_define(self, link: Link) -> bool:
        """A hypothesis that may be the write-up's definition ("if we take q = …"): judged as one, not set aside."""
        if not (link.first and link.op == "=" and isinstance(link.left, s.Name)):
            return False
        name = name_key(link.left)
        if name in self.queries or name in self.answers or _defined_in(self.setting, name):
            return True  # a setting's name (x_2 = u_a + u_d) is a change of it: the steps after are read both ways
        try:
            value = self._context(()).build(link.left)
        except (MeaningError, NotationError):
            return False
        return value.kind == "scalar" and isinstance(value.expr, Symbol) and value.expr not in self.declared

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
        facts = self.sentences.get(link.statement.sentence, NO_FACTS)
        outcomes = []
        for reading in scope_readings(link, self.text, list(facts.scopes), _subscript_letters(link)):
            letters = sorted(reading)
            options = [self._members(reading[letter], letter, facts.scopes, context) for letter in letters]
            results = []
            for members in product(*options):
                env = {letter: member for letter, member in zip(letters, members) if member is not None}
                results.append(self._under_conditions(link, context, facts, env))
            refuted = [r for r in results if r.status is Status.REFUTED]  # a scope's claim holds for each member
            unknown = [r for r in results if r.status is Status.UNKNOWN]
            outcomes.append(refuted[0] if refuted else unknown[0] if unknown else results[0])
        return (_any_reading(outcomes),)

    @staticmethod
    def _members(option, letter: str, scopes: tuple, context) -> list:
        """The indices a reading gives a letter: the scope's, the others (∉, ≠, "otherwise"), or the letter's own."""
        if option is None:
            return [None]
        if option == "others":
            named = [x for scope in scopes if scope.letter == letter and not scope.complement for x in scope.members]
            if not named:
                return [index_of(x) for scope in scopes if scope.letter == letter for x in scope.members]
            return [GENERIC_OTHER] + [key for key in context.named_keys() if str(key) not in named]
        if option.complement:
            return [GENERIC_OTHER] + [key for key in context.named_keys() if str(key) not in option.members]
        return [index_of(x) for x in option.members]

    def _under_conditions(self, link: Link, context: Context, facts: "SentenceFacts", env: dict) -> Result:
        """With the sentence's conditions, and again without those that may not be meant for it (a remark, a value
        of an earlier sentence): valid when one reading proves it, wrong only when both refute it."""
        plain = self._under(link, context, facts.conditions, facts.values, env)
        if not (facts.maybe_conditions or facts.maybe_values) or plain.status is Status.PROVED:
            return plain
        try:
            fuller = self._under(link, context, facts.conditions + facts.maybe_conditions,
                                 facts.values + facts.maybe_values, env)
        except MeaningError as problem:  # conditions that cannot hold together: this reading decides nothing
            fuller = Result.unknown(str(problem))
        return _any_reading([fuller, plain])

    def _under(self, link: Link, context: Context, conditions: tuple, values: tuple, env: dict) -> Result:
        """With these conditions; when they cannot hold together ("if η > 0, c → v_a; if η = 0, c → ½(v_a + v_b)")
        each is a reading of its own: valid under one is valid, wrong only under all."""
        if not self._contradictory(context, conditions, values):
            try:
                claims.initial_facts(context, conditions)
                return self._one(link, context, conditions, env, values)
            except MeaningError:
                if len(conditions) + len(values) < 2:
                    raise
        results = [self._one(link, context, (condition,), env, ()) for condition in conditions] + \
            [self._one(link, context, (), env, (value,)) for value in values]
        return _any_reading(results)

    def _contradictory(self, context, conditions: tuple, values: tuple) -> bool:
        """Two values for one name, or a value that breaks an inequality of the same sentence."""
        given = {}
        for symbol, value, _ in values:
            if given.setdefault(symbol, value) != value:
                return True
        if not given:
            return False
        for text in conditions:
            node = parse(text)
            try:
                left, right = (context.build(side).expr.xreplace(given) for side in node.operands)
            except (MeaningError, NotationError):
                return True
            gap = left - right
            if gap.is_number and not (gap > 0 if node.ops[0] == ">" else gap < 0):
                return True
        return False

    def _one(self, link: Link, context: Context, conditions: tuple, env: dict, values: tuple = ()) -> Result:
        given = {symbol: value for symbol, value, _ in values}
        left, right, op = link.left, link.right, link.op
        if _engine_claim(left) or _engine_claim(right) or isinstance(left, s.Limit) or isinstance(right, s.Limit):
            distribution = _distribution_claim(left) or _distribution_claim(right)
            result = self._written_claim(link, context, () if distribution else conditions)
            if distribution and conditions and result.status is not Status.PROVED:
                # "when η > 0, which has probability Pr(η > 0)": the event itself, never substituted into it; yet
                # "given η > 0, Pr(…) = 1" may be conditioned on it: wrong only when both readings refute
                result = _any_reading([result, self._written_claim(link, context, conditions)])
            if given and result.status is Status.REFUTED:
                shown = ", ".join(_shown_tex(text) for _, _, text in values)
                return Result.unknown(f"{plain_text(result.reason)}; but the condition {shown} is not applied here")
            return result
        node = s.Relation((op,), (left, right), left.pos)
        a, b = context.build(left, env), context.build(right, env)
        if given:
            a = Value(a.kind, context.ground(a.expr).xreplace(given))
            b = Value(b.kind, context.ground(b.expr).xreplace(given))
        facts = claims.initial_facts(context, conditions, node)
        if op == "=":
            if a.kind != b.kind and not (_zero(a) or _zero(b)):
                return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
            result = claims.equal_values(a, b, context, facts)
            return _explained(result, a, b, None if given else _parts_of_fractions(left, right, context, env))
        if op in ("approx", "to", "gg", "ll") or op in ORDERS:
            result = self._asymptotic(op, a, b, context, facts)
            if result.status is Status.REFUTED and self.setting.scalar(self.setting.scale) in given and op != "=":
                return Result.unknown(f"{plain_text(result.reason)}; but at one value of the scale ≈ is not decided")
            return result
        return Result.unknown(f"the relation {op} is not checked")

    def _written_claim(self, link: Link, context: Context, conditions: tuple) -> Result:
        """A probability, variance or threshold, or a limit: the engine reads it as written."""
        left, right, op = link.left, link.right, link.op
        if _engine_claim(left) or _engine_claim(right):
            text = self._slice(link)
            if text is None or op not in ("=", "approx"):
                return Result.unknown("this kind of claim is checked only as 'left = right'")
            return claims.check_claim(text, context, conditions)
        node = s.Relation((op,), (left, right), left.pos)
        if isinstance(right, s.Limit) and not isinstance(left, s.Limit):
            left, right = right, left
        if op != "=" or isinstance(right, s.Limit):
            return Result.unknown("a limit is checked only as '\\lim … = value'")
        facts = claims.initial_facts(context, conditions, node, context.build(left.var).expr)
        return claims.check_limit(left, right, context, facts)

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
            if op in ("approx", "to"):
                same = claims.equal_values(a, b, context, facts)
                if same.status is Status.PROVED:
                    return Result.proved(f"both sides are equal and do not depend on a scale: {same.reason}")
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
def _any_reading(results: list) -> Result:
    """Readings of one step: proved by one is proved; refuted only when all refute; else unknown."""
    proved = [r for r in results if r.status is Status.PROVED]
    if proved:
        return proved[0]
    refuted = [r for r in results if r.status is Status.REFUTED]
    return refuted[0] if len(refuted) == len(results) else next(r for r in results if r.status is Status.UNKNOWN)


def _shown_tex(text: str) -> str:
    """A condition as written, for a reason: η = 0, not \\eta = 0."""
    return plain_text(" ".join(re.sub(r"\\(?=[A-Za-z])", "", text).split()))


def _key(link: Link) -> tuple:
    return link.left_span, link.span, link.op


DERIVATIVE = re.compile(r"\\frac\s*\{\s*(?:d|\\partial|\\mathrm\s*\{?\s*d\s*\}?)[^{}]*\}\s*\{\s*(?:d|\\partial|"
                        r"\\mathrm\s*\{?\s*d\s*\}?)\s*[A-Za-z\\]|\\partial|\\nabla|\\int(?![a-z])")


def _not_modelled(link: Link, text: str, matrices: bool):
    """Why a step uses notation the checker does not model (a derivative, an integral, a prime on a number), or None."""
    written = text[link.left_span[0]:link.span[1]]
    if link.statement.text and DERIVATIVE.search(written):
        return "a derivative or an integral: not checked"
    if not matrices and any(isinstance(node, s.Transpose) and text[node.pos:node.pos + 1] == "'" or
                            isinstance(node, s.Transpose) and text[node.pos:node.pos + 6] == "\\prime"
                            for node in _walk(link.left) + _walk(link.right)):
        return "a prime (x') is not read: it may be a derivative or a new name"
    return None


def _free_names(node) -> list:
    """The names of a tree that are not the index or variable of a sum or a limit."""
    if isinstance(node, s.Series):
        return _free_names(node.body) + (_free_names(node.upper) if node.upper is not None else [])
    if isinstance(node, s.Limit):
        return _free_names(node.body)
    if isinstance(node, s.Name):
        return [node]
    return [name for child in _children(node) for name in _free_names(child)]


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
    return plain_text(name)  # X_prime is X′, alpha_22 is α_22


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
    return [node] + [found for child in _children(node) for found in _walk(child)]


def _children(node) -> list:
    return [child for value in getattr(node, "__dict__", {}).values()
            for child in (value if isinstance(value, tuple) else (value,)) if hasattr(child, "pos")]


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


def _distribution_claim(node) -> bool:
    """A probability or a variance: a property of the noise's distribution, which no condition on the noise narrows."""
    body = node.body if isinstance(node, s.Limit) else node
    return isinstance(body, s.Call) and body.func in ("Pr", "Var")


def _symbols(text: str, context) -> set:
    """The numbers a condition is about (n, η)."""
    try:
        return set().union(*(context.build(side).expr.free_symbols for side in parse(text).operands))
    except (MeaningError, NotationError, AttributeError):
        return set()


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
