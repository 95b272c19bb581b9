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

from sympy import Dummy, Rational, S, Symbol, cancel, cos, count_ops, exp, expand, expand_trig, fraction, latex, \
    powsimp, simplify, sin

from symattn.engine import claims
from symattn.engine.equality import is_identically_zero
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language import directions as d
from symattn.language import lexicon
from symattn.language.document import ALTERNATIVE, HYPOTHETICAL, REJECTED
from symattn.language.sentences import next_sentence_end

from symattn.meaning.context import Context
from symattn.meaning.matrix_context import MatrixContext
from symattn.meaning.attention import softmax_attention
from symattn.meaning.values import Value, index_of, scalar
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.printing import to_sympy
from symattn.spec.setting import DEFAULT_SCALARS, GENERIC_OTHER
from symattn.steps import limits
from symattn.steps.matrices import check_matrix
from symattn.steps.reading import Link, Unreadable, read_writeup, written_span
from symattn.language.statements import (words_before, sentence_until, added, condition_mood, contrasts, head_named_before, implied_by_previous,
                                         is_concluded, is_negated, is_goal, is_hypothesis, is_necessary_condition,
                                         opens_with_consequence, premise_of_implication, refers_to_earlier_part,
                                         replaces_earlier)
from symattn.steps.sentences import INDEX_LETTERS, scope_of, scope_readings, scopes_in_words
from symattn.steps.shown import plain, plain_text
from symattn.notation.vocabulary import GREEK_NAMES, name_key

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
PRIME = re.compile(r"([A-Za-z])\s*(?:['′’]|\^\s*\{?\s*\\prime\s*\}?)")
MAX_REASON = 160
# \sin\omega t_1, \cos 2x, \ln 2e^t: a function without parentheses before a product, read as f(ω)·t_1 though many
# mean f(ω t_1); a step whose verdict may rest on that reading is never wrong
FUNCTION_WORDS = r"sin|cos|tan|cot|sec|csc|exp|log|ln"
AMBIGUOUS_CALL = re.compile(
    r"\\(?:" + FUNCTION_WORDS + r")(?![A-Za-z])\s*(?:\^\s*(?:\{[^{}]*\}|[^\s{])\s*)?"  # \sin, \cos^2
    r"(?:\\[dt]?frac\s*\{[^{}]*\}\s*\{[^{}]*\}|"  # its argument: \frac{a}{b} whole,
    r"\\(?!(?:left|right|[bB]igg?|[dt]?frac)(?![A-Za-z]))[A-Za-z]+(?![A-Za-z])|\d+|[A-Za-z])"  # ω, 2,
    r"(?:_(?:\{[^{}]*\}|[A-Za-z0-9]))?\s*"  # x_1
    r"(?=[A-Za-z0-9(]|\\(?!(?:cdot|times|right|[qb]?quad|to|approx|leq?|geq?|neq?|in|notin|sim|gg|ll|end|text|"
    r"frac|over|" + FUNCTION_WORDS + r")(?![A-Za-z]))[A-Za-z])")  # then a factor juxtaposed
# the same in plain text or Unicode: sin w t1, cos ωt₁
PLAIN_AMBIGUOUS_CALL = re.compile(r"(?<![A-Za-z\\])(?:" + FUNCTION_WORDS + r")(?![A-Za-z])\s*(?:[A-Za-zα-ω]|\d+)(?:_?\w)?"
                                  r"\s*(?=[A-Za-z0-9α-ω(])")
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
    # where each of its own unmodelled statements is: it covers no step after a contrast ("…, but here α_a → 1")
    unmodelled_spans: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))
    placed: MappingProxyType = field(default_factory=lambda: MappingProxyType({}))  # condition text → where it starts


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
    return checked_writeup(part, text, options)[1]


def checked_writeup(part, text: str, options: CheckOptions = CheckOptions()) -> tuple:
    """(the checker, its report): the checker keeps what it read (items, contexts) for what is asked of it next."""
    writeup = read_writeup(text)
    checker = Checker(part, writeup, options)
    steps = tuple(checker.step(index, item) for index, item in enumerate(writeup.items, start=1))
    notes = list(checker.notes)
    if writeup.truncated:
        notes.append("the write-up has more steps than are read; the first ones were checked")
    return checker, CheckReport(part.id, steps, tuple(dict.fromkeys(notes)))


class WriteupContext(Context):
    """A part's context where a name the write-up defines with an index letter (s_i := k_i^⊤q) is a pattern: s_a is
    k_a^⊤q. Only the write-up's own names: the problem's families keep their own rules.

    `head` reads a sentence scoped to one head in words ("For head 1: α_a ≈ 1"): its bare q, c and α_j are that
    head's. `asked` (when a set) records every name the context is asked for, so a step can tell whether it rests
    on a name whose definition could not be read."""

    head = None
    asked = None

    def resolve(self, base: str, sub: str, pos: int, index_env: dict):
        if self.asked is not None:
            self.asked.update({base, f"{base}_{sub}" if sub else base})
        if self.head is not None and base == "q" and not sub:
            return super().resolve(base, self.head, pos, index_env)
        return super().resolve(base, sub, pos, index_env)

    def quantity(self, base: str, indices: tuple, pos: int):
        if self.head is not None and (base == "c" and not indices or base == "alpha" and len(indices) == 1):
            output = self.memo(("scoped head", self.head), self._scoped_head).output
            return Value("vector", output) if base == "c" else scalar(self.model.weight(self, output, indices[0]))
        return super().quantity(base, indices, pos)

    def _scoped_head(self):
        named = self.named_keys()
        others = self.setting.others_count(named) if self.setting.others else None
        query = self.queries((self.head,))[self.head]
        return softmax_attention(query, named, self.key_vector, self.setting.gram, others)

    def define(self, text: str, where: str):
        super().define(text, where)
        if where == "the write-up":
            left = parse(text).operands[0]
            if len(left.sub) == 1 and left.sub in INDEX_LETTERS and left.base not in self.setting.families and \
                    left.base not in self.default_families():
                self.patterns = {**getattr(self, "patterns", {}), left.base: left.sub}

    def definition(self, base: str, sub: str, indices: tuple):
        if self.asked is not None:
            self.asked.update({base, f"{base}_{sub}" if sub else base})
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
        self.heads = tuple(name.partition("_")[2] for name in self.queries) if setting.kind == "two-head" else ()
        self.answers = tuple(part.rubric.answers) if part.rubric is not None else ()
        self.given_query = any(_defined(text) in self.queries for text, _ in setting.definitions)
        # the names the part asks the student to design (q, or K, Q and V): the problem's own are the answer, so a
        # step that rests on one the write-up has not defined yet is never judged against a default
        self.designed = tuple(dict.fromkeys(_defined(text) for text, _ in part.setting.definitions
                                            if not _defined_in(setting, _defined(text))))
        self.aliased: set = set()  # designed names read as the write-up's own names for them (V as W_V)
        self.setting = self._renamed(setting)
        self.definitions: dict = {}  # the student's own names → definition text, in order
        self.side: dict = {}  # the setting's names the student changed → definition text
        self.contexts: dict = {}
        self.directions: dict = {}
        self.notes: list = []
        scale = self.setting.scalar(self.setting.scale)
        self.fixed = (self.setting.given_scalars() | {self.setting.scalar(x) for x in ("n", "d", "T")}) - {scale}
        self.declared = set(self.setting.scalars.values()) | self.fixed | {scale} | set(self.setting.noise) | \
            {self.setting.scalar(name) for name in DIMENSION_NAMES}
        self.statements = self.writeup.document.statements
        self.sentences = self._sentence_facts()
        self.verdicts: dict = {}  # statement → the statuses of its steps so far (an implication needs its premise's)
        self.unread: dict = {}  # a name whose definition could not be read → the statement that tried
        self.confirmed: set = set()  # the problem's queries a valid step of the write-up was built from
        self.rescue_only: set = set()  # labels of readings that keep a step from being wrong but never prove it
        self.changed_in: dict = {}  # a setting's name the student changed → the sentence that changed it
        links = [item for item in writeup.items if isinstance(item, Link)]
        self.joints = {(item.chain, item.span) for item in links} & {(item.chain, item.left_span) for item in links}
        self._replacing = None  # the sentences that change a setting again in words: read when a setting changed
        self.word_changes = [] if self.matrices else self._changes_in_words()

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

    def _context(self, texts: tuple, head: str | None = None):
        if (texts, head) not in self.contexts:
            overrides = [(text, "the write-up") for text in texts]
            if self.matrices:
                self.contexts[texts, head] = MatrixContext(self.setting, [(a, "alias") for a in self._aliases()] +
                                                           overrides)
            else:
                self.contexts[texts, head] = WriteupContext(self.setting, overrides)
                self.contexts[texts, head].head = head
        return self.contexts[texts, head]

    def _changes_in_words(self) -> list:
        """[(where it takes effect, name, definition, sentence)] for a setting's name changed in words: "adding $u_d$ to
        $x_2$" is x_2 = u_a + (u_d); "adding $u_c$ instead" changes the name changed last."""
        given = {_defined(text): text for text, _ in self.setting.definitions}
        if not given or not lexicon.said(self.text, "ADDS"):
            return []
        changes, last = [], None
        for statement in self.statements:
            found = added(self.text, self.statements, statement)
            if found is None:
                continue
            what, onto = found
            try:
                node = parse(onto.text) if onto is not None else None
            except NotationError:
                continue
            name = name_key(node) if isinstance(node, s.Name) else last if onto is None else None
            if name not in given:
                continue
            text = f"{given[name]} + ({what.text})"
            try:
                if self._context(()).build(parse(text).operands[1]).kind != "vector":
                    continue
            except (MeaningError, NotationError):
                continue
            changes.append(((onto or what).offset, name, text, what.sentence))
            last = name
        return changes

    def _aliases(self) -> list:
        """The dimension under the names papers give it, and Π for the part's permutation (P) unless the write-up
        defines Π itself."""
        permutations = [name for name, shape in self.setting.shapes.items() if "permutation" in shape]
        own_pi = "Pi" in self.definitions
        return MATRIX_ALIASES + ([f"\\Pi = {permutations[0]}"] if len(permutations) == 1 and not own_pi else [])

    def _readings(self, link: Link | None = None) -> list:
        """(context, overrides, label): the student's definitions; and with the setting's names they changed; and, in a
        sentence scoped to one head in words ("For head 1: …"), with its bare q, c, α_j read as that head's."""
        own = tuple(self.definitions.values())
        readings = [(self._context(own), own, "")]
        if self.side:
            changed = own + tuple(self.side.values())
            shown = ", ".join(plain_text(text) for text in self.side.values())
            readings.append((self._context(changed), changed, f" (with {shown}, as changed above)"))
        named = head_named_before(self.text, link.statement) if link is not None and self.heads else None
        head = named[0] if named else None
        if head is not None and str(head) in self.heads:
            # the named head; after a clause break ("…, for the second, α_b → 1") the other heads too
            said = [st for st in self.statements if named[1] <= st.offset < link.statement.offset]
            between = self.text[said[-1].offset + len(said[-1].text):link.left_span[0]].replace("$", " ") if said \
                else ""
            others = "," in between or contrasts(between) or lexicon.said(between, "SCOPE_BREAK")
            heads = [str(head)] + [other for other in self.heads if other != str(head) and others]
            plain = list(readings)
            for one in heads:
                named = "as its sentence says" if one == str(head) else "another head than its sentence names"
                readings += [(self._context(texts, one), texts, f"{label} (read for head {one}, {named})")
                             for _, texts, label in plain]
                if one != str(head):  # a reading that may keep the step from being wrong, never make it valid
                    self.rescue_only.update(label for _, _, label in readings[-len(plain):])
        return readings

    # ---- what a steps rubric asks of a checked write-up (steps/facts.py) --------------------------------------
    def read_side(self, node):
        """A side as the checker reads it: X' is a name of its own where matrices are compared."""
        return _unprimed(node, self.text) if self.matrices else node

    def holds_by_definition(self, link: Link, step: CheckedStep) -> bool:
        """The first link of a chain that defines a name (Z' = ReLU(…)…): it holds because it is written."""
        return link.first and step.status == SKIPPED and step.reason.startswith("defines ")

    def reading_contexts(self, link: Link) -> list:
        """The contexts a step is proved in: the write-up's definitions, the setting changed, a head named."""
        try:
            return [context for context, _, label in self._readings(link) if label not in self.rescue_only]
        except SymattnError:  # the write-up's definitions do not hold together (1 b_1 added to a T×d matrix)
            return []

    def claim_text(self, text: str) -> str:
        return _normal_cdf_text_as_erf(text) if self.setting.noise else text

    def settled(self, link: Link, node) -> bool:
        """A value that does not move with the scale (v_a, ½, not ½(c_1 + c_2)): what a limit can be said to be."""
        scale = self.setting.scalar(self.setting.scale)
        try:
            context = self.reading_contexts(link)[0]
            return scale not in context.ground(context.build(node).expr).free_symbols
        except (IndexError, MeaningError, NotationError, SymattnError, TypeError, ValueError, AttributeError):
            return False

    def asserted(self, link: Link) -> bool:
        """Does the write-up state this step as its own claim? Not a goal ("we want to show …"), a hypothesis, what
        someone else might say, a question, a necessary condition, a denial, an aside of a rejected sentence."""
        statement = link.statement
        if statement.mood in (REJECTED, ALTERNATIVE):
            return False
        end = statement.offset + len(statement.text)
        closing = next_sentence_end(self.text, end, end + 400)
        if closing is not None and "?" in self.text[closing.start():closing.end()].replace("？", "?"):
            return False  # "Does c → v_a when η > 0?", "Does PX + Φ ≠ P(X + Φ) hold? I am not sure."
        if any(rule(self.text, self.statements, statement) for rule in
               (is_goal, is_hypothesis, is_negated, is_necessary_condition)):
            return False
        if statement.mood == HYPOTHETICAL:
            # "if η > 0, c → v_a" claims c → v_a in that case; "the output would be …", "one might think …" do not
            said = sentence_until(self.text, self.statements, statement)
            return all(lexicon.said(said[match.start:match.end], "CONDITION") for match in lexicon.scan(said, "HYPOTHESIS"))
        return True

    def conditions_of(self, link: Link) -> tuple:
        """The conditions a step is said under: the one its clause names — right after it ("c → v_b when η < 0"), or
        else the last one before it in its sentence ("when η < 0 instead, c ≈ v_b") —, else those its sentence
        carries from earlier ones ("Let η > 0. Then …")."""
        return self.case_named(link)[0]

    def case_named(self, link: Link) -> tuple:
        """(conditions_of, whether the clause names that case beyond doubt): right after the step ("c → v_b when
        η < 0"), or right before it with only "then", "we get" between ("for η > 0 we get c → v_b")."""
        facts = self.sentences.get(link.statement.sentence, NO_FACTS)
        if not facts.conditions:
            return tuple(facts.maybe_conditions), False
        # where each condition of the sentence starts (η > 0, and a value η = 0 too)
        placed = sorted((start, start, text) for text, start in facts.placed.items())
        after = [place for place in placed if place[0] >= link.span[1]]
        if after:
            written = self.text[link.span[1]:after[0][0]]
            between = re.sub(r"[$,()]", " ", written)
            # "c ≈ v_a for η > 0" names its case; "…, für η < 0 gilt …" after a comma opens the next clause
            condition_word = lexicon.opens(between, "CONDITION") or ("," not in written and FOR_WORD.match(between))
            if ";" not in written and len(between.split()) <= 3 and condition_word and \
                    not lexicon.said(between, "MOOD_JOINT", "CONTRAST"):  # "…, and if …" opens another clause
                return (after[0][2],), True
        before = [place for place in placed if place[1] <= link.left_span[0]]
        if not before:
            return tuple(facts.conditions), False
        start = before[-1][0]
        condition = next((item for item in self.writeup.items if isinstance(item, Link) and item.left_span[0] == start),
                         None)
        gap = re.sub(r"[$,:()]", " ", self.text[condition.span[1]:link.left_span[0]]) if condition else "?"
        words = gap.split()
        named = condition is not None and len(words) <= 3 and \
            (not words or lexicon.said(" ".join(words), "THEN", "CONSEQUENCE"))
        return (before[-1][2],), named

    def chain_claims(self) -> list:
        """Each chain read end to end, as the statement it makes (α_a = … → ½ says α_a → ½): (first link, op, status,
        reason, the claim as read) — what an answer concludes, whatever its middle steps."""
        chains: dict = {}
        for item in self.writeup.items:
            if isinstance(item, Link):
                chains.setdefault(item.chain, []).append(item)
        found = []
        for links in chains.values():
            ops = {link.op for link in links}
            if not ops <= {"=", "approx", "to"}:
                continue
            op = "=" if ops == {"="} else "approx"
            whole = replace(links[-1], left=links[0].left, left_span=links[0].left_span, op=op, first=links[0].first)
            status, reason = self._judged(whole)
            found.append((links[0], op, status, reason, f"{_tex(whole.left)} {OP_TEX[op]} {_tex(whole.right)}"))
        return found

    def proves_equal(self, link: Link, left, right) -> bool:
        """left = right (syntax trees) proved in a reading of the link's step."""
        equal = replace(link, op="=", left=left, right=right)
        try:
            readings = self._readings(link)
        except SymattnError:
            return False
        for context, overrides, label in readings:
            if label in self.rescue_only:
                continue
            try:
                (result,) = self._in_reading(equal, context, overrides)
            except (MeaningError, NotationError, SymattnError, TypeError, ValueError):
                continue
            if result.status is Status.PROVED:
                return True
        return False

    # ---- one step ---------------------------------------------------------------------------------
    def step(self, index: int, item) -> CheckedStep:
        if isinstance(item, Unreadable):
            self.verdicts.setdefault(item.statement, []).append(SKIPPED)
            name = _unread_name(item.statement.text)
            if name is not None:
                self.unread.setdefault(name, item.statement)
            start = item.statement.offset
            span = written_span(self.text, item.statement, (start, start + len(item.statement.text)))
            return CheckedStep(index, "", "", "", span, SKIPPED, f"could not be read: {item.error}", span)
        while self.word_changes and self.word_changes[0][0] <= item.statement.offset:
            _, name, text, sentence = self.word_changes.pop(0)
            self.side[name], self.changed_in[name] = text, sentence
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
        if status is VALID and not self._own_query():
            asked = self._asked(item) or set()
            self.confirmed.update(name for name in self.queries if name in asked)
        return replace(shown, status=status, reason=reason)

    def _judged(self, link: Link) -> tuple:
        if self.setting.noise:
            link = replace(link, left=_normal_cdf_as_erf(link.left), right=_normal_cdf_as_erf(link.right))
        elif self.setting.kind == "positions" or "Phi" in self.setting.shapes:
            link = replace(link, left=_embedding_entries(link.left), right=_embedding_entries(link.right))
        try:
            return self._judge(link)
        except (MeaningError, NotationError) as problem:
            return SKIPPED, f"not modelled in this part: {problem}"
        except SymattnError as problem:
            return UNKNOWN, str(problem)
        except Exception as error:  # noqa: BLE001 - an engine failure on one step is unknown, never valid or wrong
            return UNKNOWN, f"the engine failed on this step ({type(error).__name__})"

    def _judge(self, link: Link) -> tuple:
        """The soundness policy is the two tables after this class: a step that is no claim is skipped; a refutation
        that one of the never-wrong rules covers is unknown, with the rule's reason."""
        for rule in NOT_A_CLAIM:
            why = rule.check(self, link)
            if why:
                return SKIPPED, why
        results = [self._in_reading(link, context, overrides) + (label,)
                   for context, overrides, label in self._readings(link)]
        status, reason = self._combined(results, link)
        if status is WRONG:
            for rule in NEVER_WRONG:
                why = rule.check(self, link)
                if why:
                    return UNKNOWN, f"{reason}; but {why}"
        return status, reason

    # ---- the rules: each returns its reason when it applies to the step, else None ---------------------------------
    def _facts(self, link: Link):
        return self.sentences.get(link.statement.sentence)

    def _role(self, link: Link):
        facts = self._facts(link)
        return facts.roles.get(_key(link)) if facts else None

    def _plain_arrow_joint(self, link: Link):
        if self._arrow_between_relations(link) and not self._arrow_spelled(link).startswith("\\"):
            return "an arrow between two relations (a = b -> c ≈ d) reads as 'so', not as a limit"
        return None

    def _prose_joint(self, link: Link):
        return "its two sides are joined across words of prose: not one relation" \
            if self._joined_across_words(link) else None

    def _unchecked_relation(self, link: Link):
        scope = "says which keys (or values) the steps around it speak of"
        return {"in": scope, "notin": scope, "sim": "a distribution: not checked",
                "ne": "an inequation: not checked"}.get(link.op)

    def _head_label(self, link: Link):
        return "a head's label written as a power (α^{(1)}) is not read" if _head_labelled(link, self.text) else None

    def _unmodelled_notation(self, link: Link):
        return _not_modelled(link, self.text, self.matrices)

    def _not_claimed(self, link: Link):
        if link.first and isinstance(link.left, s.Name) and link.left.base in INDEX_LETTERS and not link.left.sub and \
                FOR_WORD.search(" " + words_before(self.text, self.statements, link.statement)[-12:]) and \
                self.text[link.span[1]:link.span[1] + 3].lstrip("$ ").startswith((":", ",")):
            return "a case named ('for i = 1:'), not a claim"
        facts = self._facts(link)
        index = self.statements.index(link.statement)
        previous = self.statements[index - 1] if index else None
        between = words_before(self.text, self.statements, link.statement)
        if previous is not None and previous.sentence == link.statement.sentence and \
                lexicon.opens(between, "RESTATES") is not None and len(between.split()) <= 3 and \
                (previous in getattr(self, "hypothetical", ()) or
                 any(rule(self.text, self.statements, previous) for rule in (is_goal, is_necessary_condition,
                                                                              is_hypothesis))):
            # "we'd need A, i.e. B": B restates A, and is no more claimed than A
            return "a restatement (after 'i.e.', 'that is', …) of a hypothesis, goal or necessary condition: not a " \
                   "claim, not checked"
        end = link.statement.offset + len(link.statement.text)
        index = self.statements.index(link.statement)
        following = self.statements[index + 1] if index + 1 < len(self.statements) else None
        applied = facts.conditions + facts.maybe_conditions + tuple(
            text for _, _, text in facts.values + facts.maybe_values) if facts is not None else ()
        if lexicon.opens(self.text[end:end + 30].replace("$", " "), "ONLY_IF_AFTER", skipping=",") is not None and \
                not (following is not None and following.text in applied):
            # "cos(m) = 1 only for m ∈ 2πℤ": a case the checker does not apply (one it applies, n = 2, is applied)
            return "a relation that holds only in a case said after it ('only if', 'only for', …): not claimed alone"
        if link.statement.mood == HYPOTHETICAL:
            # "if Φ had equal rows we would have A = B": what would hold in a case that is not this one
            said = words_before(self.text, self.statements, link.statement)
            if any(said[m.start:m.end].lower().split()[-1] in COUNTERFACTUAL for m in lexicon.scan(said, "HYPOTHESIS")):
                return "a consequence in a case supposed otherwise (after 'had', 'were', …): not a claim, not checked"
        if facts is None or link.statement not in facts.hypotheses:
            return None
        if is_goal(self.text, self.statements, link.statement):
            return "a goal (after 'we want', 'so that', …): not a claim, not checked"
        if is_necessary_condition(self.text, self.statements, link.statement):
            return "a necessary condition (after 'this would need', 'requires', …): not a claim, not checked"
        return "a hypothesis (after 'if', 'unless', …): not checked; the steps of its sentence are not marked wrong"

    def _denied(self, link: Link):
        if is_negated(self.text, self.statements, link.statement):
            return "a relation the words before it deny ('neither … makes', 'we cannot have', 'which is not'): " \
                   "not a claim of it, not checked"
        return None

    def _defines(self, link: Link):
        return self._definition(link) if link.first and link.op == "=" else None

    def _hypothesis_not_defining(self, link: Link):
        """"If we had used q = 0": a hypothesis that might have been a definition but is none (0 is no query)."""
        if link.statement in getattr(self, "hypothetical", ()):
            return "a hypothesis (after 'if', 'suppose', …) that defines nothing here: not checked"
        return None

    def _sentence_unmodelled(self, link: Link):
        facts = self._facts(link)
        covering = [what for what in (facts.unmodelled if facts else ())
                    if not self._contrast_between(facts.unmodelled_spans.get(what), link)]
        return f"its sentence rests on {covering[0]}, which is not modelled" if covering else None

    def _contrast_between(self, span, link: Link) -> bool:
        """"If α_a = 1 the output would be v_a, but here α_a → 1": a contrast between a hypothesis and a step of its
        sentence sets the step apart from it."""
        if span is None:
            return False
        start, end = sorted((span[1], link.left_span[0])) if span[1] <= link.left_span[0] else \
            sorted((link.span[1], span[0]))
        return contrasts(self.text[start:end])

    def _cut_side(self, link: Link):
        cut = self._cut_at_a_word(link)
        return f"the expression may go on after '{cut}' (a product written with a word)" if cut else None

    def _arrow_may_be_so(self, link: Link):
        return "an arrow between two relations may mean 'so', not a limit" if self._arrow_between_relations(link) \
            else None

    def _in_contradiction(self, link: Link):
        """"Suppose, for contradiction, that Φ(t_1) = Φ(t_2). … gives sin t_1 = sin t_2 …": each step until the
        contradiction holds in the case supposed, which is false; a refutation there proves the student right."""
        opened = lexicon.last(self.text, "FOR_CONTRADICTION", end=link.left_span[0])
        if opened is None:
            return None
        closed = CONTRADICTION_REACHED.search(self.text, opened.end, link.left_span[0])
        return None if closed else "it follows from a case supposed for contradiction, which is false"

    def _headless_weight(self, link: Link):
        """α_a in a part with two heads, no head named: each head has its own weights, and the write-up may mean one
        ("1 + η > 0 ならば α_a → 1", said of head 1); the average over the heads is only one reading."""
        written = self.text[link.left_span[0]:link.span[1]]
        if not self.heads or not HEADLESS_WEIGHT.search(written) or HEAD_INDEXED.search(written):
            return None
        if head_named_before(self.text, link.statement):
            return None
        return "α written with no head may be one head's weight, not the average over the heads"

    def _ambiguous_call(self, link: Link):
        written = self.text[link.left_span[0]:link.span[1]]
        if AMBIGUOUS_CALL.search(written) or PLAIN_AMBIGUOUS_CALL.search(written):
            return "a function written without parentheses before a product (\\sin\\omega t) may apply to the whole " \
                   "product, sin(ωt) rather than the sin(ω)·t read here"
        return None

    def _unread_definition(self, link: Link):
        if self.matrices:
            return None
        said = sentence_until(self.text, self.statements, link.statement)
        if lexicon.said(said, "ADDS") and link.statement.sentence not in self.changed_in.values():
            # "adding u_d gives c_2 ≈ u_a + u_d": a change said in words, not read (to what?): the step may be in it
            return "its sentence changes the setting in words that were not read"
        return self._rests_on_unread(link)

    def _own_names(self, link: Link):
        undefined = () if self.matrices else self._undefined_names(link)
        if undefined and all(_angle_only(link, name) for name in undefined):
            return None  # cos a − cos b = …: a and b are angles of an identity, refuted at a point where it fails
        return f"{', '.join(undefined)} is defined neither by the problem nor by the write-up (a function or a name " \
               f"of its own?)" if undefined else None

    def _designed_not_defined(self, link: Link):
        """A step built from a name the part asks the student to design (V in kqv-design, q in copy), before the
        write-up defines it: the setting's default (V = I, a free q) is not what the student means."""
        missing = [name for name in self.designed if name not in self.definitions and name not in self.side]
        if not missing:
            return None
        asked = self._asked(link)
        used = [name for name in missing if asked is None or name in asked]
        if not used:
            return None
        shown = " and ".join(_shown_name(name) for name in used)
        return f"it rests on {shown}, which the part asks for and the write-up has not defined before this step: it " \
               f"is not judged against a default"

    def _problems_query(self, link: Link):
        """The write-up gives no query: a refutation that rests on the problem's stands only when each query it uses was
        also used by a valid step before it (k_a^⊤q = (1 + η)t proved: the write-up's q is the problem's there)."""
        if self._own_query() or not self._rests_on(link, self.queries):
            return None
        asked = self._asked(link)
        used = [name for name in self.queries if asked is None or name in asked]
        if not used or asked is not None and all(name in self.confirmed for name in used):
            return None
        return f"the write-up does not define {' and '.join(self.queries)}, so the problem's own was used"

    def _arrow_between_relations(self, link: Link) -> bool:
        """`k_j^⊤q = b -> α_j ≈ 1`: an arrow with a relation on each side joins two statements."""
        return link.op == "to" and (link.chain, link.left_span) in self.joints and \
            (link.chain, link.span) in self.joints

    def _joined_across_words(self, link: Link) -> bool:
        """`≈ 2 eps e^(-t) with eps = n - 2` read as 2 = n − 2: plain text with prose between a relation's sides."""
        gap = self.text[link.left_span[1]:link.span[0]]
        return "\\" not in gap and re.search(r"(?<![A-Za-z])[A-Za-z]{2,}", gap) is not None and \
            written_span(self.text, link.statement, link.span) == link.span

    def _cut_at_a_word(self, link: Link):
        """The word a plain-text side was cut at, where a product is written with a word (`≈ 2 eps e^t`), or None."""
        written = self.text[link.left_span[0]:link.span[1]]
        plain_text = "$" not in written and "\\" not in link.statement.text and written[-1:].isalnum()
        glued = GLUED_AFTER.match(self.text, link.span[1]) if plain_text else None
        if glued:  # ΠXW_Q read as Π: the side was cut where a letter touches it, so it goes on
            return glued.group("word")
        before_name = CUT_NAME_BEFORE.search(self.text[max(0, link.left_span[0] - 40):link.left_span[0]])
        if plain_text and before_name:  # "Qp = Xp W_Q = PQ": a name not read (Xp) cut the chain; W_Q is not its side
            return before_name.group("word")
        after = CUT_AFTER.match(self.text, link.span[1])
        before = CUT_BEFORE.search(self.text[max(0, link.left_span[0] - 40):link.left_span[0]])
        words = [found.group("word") for found in (after, before) if found]
        # a Greek letter's name cut short (eps, lam, sig) is a name the notation does not read: the side goes on
        return next((word for word in words if len(word) >= 3 and any(name.startswith(word.lower())
                                                                       for name in GREEK_NAMES)), None)

    def _arrow_spelled(self, link: Link) -> str:
        return self.text[link.left_span[1]:link.span[0]].strip(" \t\n$&")

    def _conditional(self, link: Link):
        """Why a step is not claimed on its own: the premise of an implication ("A implies B"), or what one concludes
        from a premise that is not established ("A forces B" with A not proved); None for a claim."""
        if premise_of_implication(self.text, self.statements, link.statement):
            return "it is the premise of an implication ('implies', 'forces'), not a claim of its own"
        index = self.statements.index(link.statement)
        following = self.statements[index + 1] if index + 1 < len(self.statements) else None
        if following is not None and following.sentence == link.statement.sentence and \
                premise_of_implication(self.text, self.statements, following):
            joint = words_before(self.text, self.statements, following)
            if lexicon.opens(joint, "MOOD_JOINT") is not None and len(joint.split()) <= 2:
                # "sin t_1 = sin t_2 and cos t_1 = cos t_2 forces …": both relations are the premise
                return "it is part of the premise of an implication ('… and … forces'), not a claim of its own"
        if implied_by_previous(self.text, self.statements, link.statement) and not self._after_proved(link):
            return "it is implied by the relation before it, which is not established here"
        return None

    def _after_proved(self, link: Link) -> bool:
        """The relation before this one in its sentence is proved (every step of it valid)."""
        index = self.statements.index(link.statement)
        previous = self.statements[index - 1] if index else None
        return previous is not None and previous.sentence == link.statement.sentence and \
            set(self.verdicts.get(previous, [SKIPPED])) == {VALID}

    def _rests_on_unread(self, link: Link):
        """Why a step rests on a definition that was not read, or None: a name whose definition could not be read
        (V split over lines), or a setting's name changed earlier when this sentence changes it again in words
        ("adding u_c instead"). Such a step is never judged against the problem's defaults."""
        here = link.statement
        unread = sorted(name for name, statement in self.unread.items() if statement.offset < here.offset)
        if self.changed_in and self._replacing is None:
            self._replacing = {st.sentence for st in self.statements
                               if replaces_earlier(self.text, self.statements, st)}
        stale = sorted(name for name, sentence in self.changed_in.items()
                       if here.sentence in (self._replacing or ()) and sentence != here.sentence)
        if not (unread or stale):
            return None
        asked = self._asked(link)
        unread = [name for name in unread if asked is None or name in asked]
        if unread:
            return f"the definition of {', '.join(_shown_name(n) for n in unread)} could not be read, and this step " \
                   f"uses it: it is not judged against the problem's own"
        stale = [name for name in stale if asked is None or name in asked]
        if stale:
            return f"its sentence changes {', '.join(_shown_name(n) for n in stale)} again in words ('instead'), " \
                   f"which is not read"
        return None

    def _asked(self, link: Link):
        """Every name the step's two sides are built from, through the definitions and the model (v_2 = V x_2 asks for
        V); None when that cannot be told."""
        texts = tuple(self.definitions.values()) + tuple(self.side.values())
        context = WriteupContext(self.setting, [(text, "the write-up") for text in texts])
        context.asked = set()
        try:
            for node in (link.left, link.right):
                context.ground(context.build(node).expr)
        except Exception:  # noqa: BLE001 - a side that cannot be built may rest on anything
            return None
        return context.asked

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

    def _combined(self, results: list, link: Link) -> tuple:
        proved = [(r, label) for r, label in results if r.status is Status.PROVED]
        if proved and any(label not in self.rescue_only for _, label in proved):
            result, label = next((r, label) for r, label in proved if label not in self.rescue_only)
            return VALID, _concise(plain_text(result.reason), "the two sides are equal") + label
        if proved:
            result, label = proved[0]
            return UNKNOWN, f"it holds only{label}: {_concise(plain_text(result.reason), 'the two sides are equal')}"
        refuted = [(r, label) for r, label in results if r.status is Status.REFUTED]
        if len(refuted) == len(results):
            result, label = refuted[-1]
            return WRONG, _with_evidence(result) + label
        unknown = next((r for r, _ in results if r.status is Status.UNKNOWN), results[0][0])
        return UNKNOWN, plain_text(unknown.reason)

    def _own_query(self) -> bool:
        """The write-up defines its query, or takes the one an earlier part gave ("q_1, q_2 from part (i)")."""
        return not self.given_query or any(name in self.definitions for name in self.queries) or \
            refers_to_earlier_part(self.text)

    def _rests_on(self, link: Link, names) -> bool:
        """Whether the step is built from any of these names (through definitions and the model); True when that
        cannot be told, unless the step names only the problem's numbers (Pr(1 + η > 0) rests on no query)."""
        asked = self._asked(link)
        if asked is not None:
            return any(name in asked for name in names)
        written = {name_key(node) for node in _free_names(link.left) + _free_names(link.right)}
        numbers = {str(x) for x in self.declared}
        return not written <= numbers

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
            self._define(name, text)
            return f"defines {_shown_name(name)}"
        if name in self.answers or name in self.queries:
            if self.text[link.left_span[0]:link.left_span[0] + 1] in "({[" or not self._fits(name, text):
                return None
            if name not in self.queries and self._computed(link.left):
                return None  # the part computes it (c_2, the attention output): the student's value is a claim
            self._define(name, text)
            return f"defines {_shown_name(name)}"
        if _defined_in(self.setting, name) or _covered_by_pattern(self.setting, name):
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
        self._define(name, text)
        return f"defines {_shown_name(name)}"

    def _define(self, name: str, text: str):
        """A definition read: it also replaces one of the same name that could not be read before it. The write-up's
        own name for a matrix the part asks for (W_V for V, W_Q, W_K) stands for it, unless the write-up defines it."""
        self.definitions.pop(name, None)
        self.definitions[name] = text
        self.aliased.discard(name)
        self.unread.pop(name, None)
        designed = _designed_alias(name)
        if designed in self.designed and (designed not in self.definitions or designed in self.aliased):
            self.definitions[designed] = f"{designed} = {_alias_tex(name)}"
            self.aliased.add(designed)

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
        self.changed_in[name] = link.statement.sentence
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
        # a goal ("we want v_1 = u_b") or a necessary condition ("this would need …") is no more claimed than a hypothesis
        hypotheses = {st for st in self.statements if is_hypothesis(self.text, self.statements, st) or
                      is_goal(self.text, self.statements, st) or is_necessary_condition(self.text, self.statements, st)}
        self.hypothetical = hypotheses
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
        letters = [(link, _subscript_letters(link)) for link in links]  # once per link: a sentence may have many
        conditions, values, scopes, roles, assumed, unmodelled = [], [], [], {}, set(), []
        spans, placed = {}, {}
        maybe_conditions, maybe_values = [], []
        for item in items:
            hypothesis = item.statement in hypotheses
            if isinstance(item, Unreadable):
                if hypothesis:
                    unmodelled.append(f"the hypothesis {_shown_tex(item.statement.text[:40])}")
                continue
            others = set().union(*(found for link, found in letters if link is not item))
            scope = scope_of(item, self.text, self._index_words(item, others))
            if scope is not None:
                scopes.append(scope)
                roles[_key(item)] = "says which keys (or values) the steps around it speak of"
                continue
            if context is None or _has_scale_words(item):
                if context is None and hypothesis:  # matrices: a hypothesis still covers the steps of its sentence
                    assumed.add(item.statement)
                    unmodelled.append(f"the hypothesis {_shown_tex(self._slice(item) or item.statement.text[:40])}")
                    spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
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
                placed.setdefault(found, item.left_span[0])
                roles[_key(item)] = "a condition, used for the steps of its sentence"
            elif kind == "value":
                values.append(found)
                placed.setdefault(found[2], item.left_span[0])
                roles[_key(item)] = f"a condition ({_shown_tex(found[2])}), used for the steps of its sentence"
            elif kind == "unapplied":
                unmodelled.append(f"the condition {_shown_tex(found)}")
                spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
                roles[_key(item)] = "a condition that is not applied (≤, ≥, or one that ties a fixed scalar to " \
                                    "others): the steps of its sentence are not marked wrong"
            elif hypothesis and not self._may_define(item):
                assumed.add(item.statement)
                unmodelled.append(f"the hypothesis {_shown_tex(self._slice(item) or item.statement.text[:40])}")
                spans.setdefault(unmodelled[-1], (item.left_span[0], item.span[1]))
        scopes += self._scopes_in_words(links, scopes)
        return SentenceFacts(tuple(conditions), tuple(values), tuple(maybe_conditions), tuple(maybe_values),
                             tuple(scopes), MappingProxyType(roles), frozenset(assumed),
                             tuple(dict.fromkeys(unmodelled)), MappingProxyType(spans), MappingProxyType(placed))

    def _scopes_in_words(self, links: list, scopes: list) -> list:
        """Scopes said in words before a step ("for the two chosen keys:"), for its index letters that no scope in
        math sets and that are not the part's own keys (j in copy)."""
        keys = tuple(str(key) for key in self.setting.keys)
        scoped = {scope.letter for scope in scopes}
        found = {}
        for link in links:
            letters = {letter for letter in _subscript_letters(link)
                       if letter in INDEX_LETTERS and letter not in keys and letter not in scoped}
            for scope in scopes_in_words(self.text, link, letters, keys):
                found.setdefault((scope.letter, scope.start), scope)
        return list(found.values())

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
            free = right.expr.free_symbols
            if left.expr == scale and free and free <= self.fixed:
                # "take t = ln(100n)": the scale's value, in the problem's fixed numbers, applied as a value is
                return "value", (left.expr, right.expr, text)
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
            entry = self._scalar_in_matrix_part(link, overrides)
            if entry is not None:
                return (entry,)
            left, right = _unprimed(link.left, self.text), _unprimed(link.right, self.text)
            return (check_matrix(left, right, context, [(a, "alias") for a in self._aliases()] +
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

    def _scalar_in_matrix_part(self, link: Link, overrides: tuple):
        """An equality of numbers in a matrix part (an entry of Φ: Φ(1, 0) = sin(1)), checked as numbers with the
        part's aliases (d_k = d) and the write-up's definitions; None when a side names a matrix, is not a number, or
        rests on a definition that is not one of numbers."""
        names = _names(link.left) + _names(link.right)
        if any(node.base in self.setting.shapes or name_key(node) in self.setting.shapes or node.base[:1].isupper()
               for node in names):
            return None
        try:
            context = Context(self.setting, [(a, "alias") for a in MATRIX_ALIASES] +
                              [(text, "the write-up") for text in overrides])
            a, b = context.build(link.left), context.build(link.right)
        except (MeaningError, NotationError, TypeError, ValueError, SymattnError):
            return None
        if a.kind != "scalar" or b.kind != "scalar" or \
                {str(x) for x in a.expr.free_symbols | b.expr.free_symbols} & set(DIMENSION_NAMES):
            return None
        return _explained(claims.equal_values(a, b, context, claims.initial_facts(context, ())), a, b)

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
        facts = self._own_clause(link, facts)
        plain = self._under(link, context, facts.conditions, facts.values, env)
        if not (facts.maybe_conditions or facts.maybe_values) or plain.status is Status.PROVED:
            return plain
        try:
            fuller = self._under(link, context, facts.conditions + facts.maybe_conditions,
                                 facts.values + facts.maybe_values, env)
        except MeaningError as problem:  # conditions that cannot hold together: this reading decides nothing
            fuller = Result.unknown(str(problem))
        return _any_reading([fuller, plain])

    def _own_clause(self, link: Link, facts: "SentenceFacts") -> "SentenceFacts":
        """The sentence's conditions without those said after the step and a "so", "then", "donc", … ("α_a ≈ X, so
        when η > 0 …"): a condition speaks for its own clause and what follows, not for a step before it."""
        later = {text for text, start in facts.placed.items()
                 if start >= link.span[1] and lexicon.said(self.text[link.span[1]:start].replace("$", " "), "THEN")}
        if not later:
            return facts
        # a value said there (n = 10) may still be what the step was computed at: read with it and without it
        return replace(facts, conditions=tuple(c for c in facts.conditions if c not in later),
                       values=tuple(v for v in facts.values if v[2] not in later),
                       maybe_values=facts.maybe_values + tuple(v for v in facts.values if v[2] in later))

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
        cases, named = self.case_named(link)
        governing = cases[0] if len(cases) == 1 else None
        if governing in conditions:
            # "if η > 0 then c → v_b, and if η < 0 then c → v_a": a step true only in the other case its sentence names
            # is not valid; wrong where its clause names the case beyond doubt ("for η > 0 we get c → v_b")
            mine = results[conditions.index(governing)]
            if mine.status is Status.REFUTED and any(r.status is Status.PROVED for r in results):
                if named:
                    return mine
                return Result.unknown(f"{plain_text(mine.reason)} in the case its clause names ({_shown_tex(governing)}); "
                                      f"it holds only in another case of its sentence")
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
        scale = self.setting.scalar(self.setting.scale)
        moving = scale in context.ground(a.expr).free_symbols | context.ground(b.expr).free_symbols
        if given:
            a = Value(a.kind, context.ground(a.expr).xreplace(given))
            b = Value(b.kind, context.ground(b.expr).xreplace(given))
        facts = claims.initial_facts(context, conditions, node)
        if op == "=":
            if a.kind != b.kind and not (_zero(a) or _zero(b)):
                return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
            result = claims.equal_values(a, b, context, facts)
            if result.status is Status.UNKNOWN and a.kind == b.kind == "scalar" and _trig_identity(a.expr, b.expr):
                result = Result.proved("a trigonometric identity: both sides agree written with e^(ix) "
                                       "(sum to product)")
            return _explained(result, a, b, None if given else _parts_of_fractions(left, right, context, env))
        if op in ("approx", "to", "gg", "ll") or op in ORDERS:
            result = self._asymptotic(op, a, b, context, facts)
            numbers = a.kind == b.kind == "scalar" and a.expr.is_number and b.expr.is_number
            if result.status is Status.REFUTED and scale in given and moving and op == "approx" and numbers:
                # at stated values two numbers are compared, unless ≈ may be the limit (α_a ≈ ½ at t = 5)
                others = {x: v for x, v in given.items() if x != scale}
                limit = self._asymptotic(op, *(Value(v.kind, context.ground(v.expr).xreplace(others))
                                               for v in (context.build(left, env), context.build(right, env))),
                                         context, facts)
                if limit.status is Status.REFUTED or self._moved(scale, a, b) is None:  # or the scale never moves
                    return result
            if result.status is Status.REFUTED and scale in given and moving:
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
            return claims.check_claim(_normal_cdf_text_as_erf(text) if self.setting.noise else text, context,
                                      conditions)
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
                count = self.setting.scalar("n")
                if (a.expr.free_symbols | b.expr.free_symbols) == {count} and a.kind == b.kind == "scalar":
                    return limits.near_for_every_count(a, b, self.options.tolerance, count,
                                                       len(context.named_keys()))
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


# ---- the soundness policy: what is never a claim, and what is never wrong ----------------------------------------
@dataclass(frozen=True)
class Rule:
    name: str
    check: object  # Checker method: (checker, link) → its reason when the rule applies, else None


# A step any of these rules applies to is skipped (–), in this order: it is not a claim of the write-up.
NOT_A_CLAIM = (
    Rule("what a sentence says of its steps (a condition, a scope, an exception)", Checker._role),
    Rule("a plain-text arrow between two relations, read as 'so'", Checker._plain_arrow_joint),
    Rule("two sides joined across words of prose", Checker._prose_joint),
    Rule("a relation that is not checked (∈, ∉, ∼, ≠)", Checker._unchecked_relation),
    Rule("a head's label written as a power", Checker._head_label),
    Rule("notation not modelled (a derivative, an integral, a prime)", Checker._unmodelled_notation),
    Rule("a hypothesis, a goal or a necessary condition", Checker._not_claimed),
    Rule("a relation the words deny (neither … makes, we cannot have, which is not)", Checker._denied),
    Rule("a definition of a name", Checker._defines),
    Rule("a hypothesis that defines nothing", Checker._hypothesis_not_defining),
    Rule("where a scale goes, or a value or condition for a scalar", Checker._about_a_scalar),
)

# A refutation any of these rules applies to is unknown (?), never wrong: the refutation may rest on a reading the
# write-up does not commit to.
NEVER_WRONG = (
    Rule("its sentence rests on a hypothesis or condition that is not applied", Checker._sentence_unmodelled),
    Rule("a plain-text side cut at an abbreviated name (2 eps e^t)", Checker._cut_side),
    Rule("an arrow between two relations may mean 'so'", Checker._arrow_may_be_so),
    Rule("the premise of an implication, or what an unproved premise implies", Checker._conditional),
    Rule("a function without parentheses before a product (sin ωt)", Checker._ambiguous_call),
    Rule("a name whose definition could not be read, or a setting changed again in words", Checker._unread_definition),
    Rule("a name neither the problem nor the write-up defines", Checker._own_names),
    Rule("the problem's own query, where the write-up gives none", Checker._problems_query),
    Rule("a name the part asks the student to design, before the write-up defines it", Checker._designed_not_defined),
    Rule("a weight written with no head, in a part with two heads", Checker._headless_weight),
    Rule("a step inside a proof by contradiction, before the contradiction", Checker._in_contradiction),
)


# ---- helpers ------------------------------------------------------------------------------------------
def _any_reading(results: list) -> Result:
    """Readings of one step: proved by one is proved; refuted only when all refute; else unknown."""
    proved = [r for r in results if r.status is Status.PROVED]
    if proved:
        return proved[0]
    refuted = [r for r in results if r.status is Status.REFUTED]
    return refuted[0] if len(refuted) == len(results) else next(r for r in results if r.status is Status.UNKNOWN)


TRIG_SIZE = 120  # operations: an identity bigger than this is left to the engine


def _trig_identity(left, right) -> bool:
    """left = right for every value of its numbers, proved through half angles written in e^{ix}: each step is an
    identity (expand_trig, rewrite, expand), so 0 at the end is a proof (sum to product, angle sums)."""
    gap = left - right
    if not gap.has(sin, cos) or count_ops(gap) > TRIG_SIZE or not all(x.is_real for x in gap.free_symbols):
        return False
    halves = {x: 2 * Dummy(real=True) for x in gap.free_symbols}
    try:
        written = expand(powsimp(expand(expand_trig(gap.xreplace(halves)).rewrite(exp))))
        return simplify(written) == 0
    except (TypeError, ValueError, RecursionError):
        return False


def _angle_only(link: Link, shown: str) -> bool:
    """A name that stands only inside the argument of sin, cos, tan or exp, never applied as a function itself."""
    inside, outside = [], []

    def visit(node, within: bool):
        if isinstance(node, s.Call) and node.func in ("sin", "cos", "tan", "exp"):
            for arg in node.args:
                visit(arg, True)
            return
        if isinstance(node, s.Name):
            (inside if within else outside).append(plain_text(_shown_name(name_key(node))))
            return
        for child in s.children(node):
            visit(child, within)
    visit(link.left, False)
    visit(link.right, False)
    return shown in inside and shown not in outside


def _normal_cdf_as_erf(node):  # only where the part has noise: elsewhere Φ is the student's (Φ(t), a position)
    """Φ(x), the standard normal CDF, as the engine knows it: (1 + erf(x/√2))/2."""
    if isinstance(node, s.Call) and node.func == "Phi" and len(node.args) == 1:
        at = node.pos
        inner = s.Frac(_normal_cdf_as_erf(node.args[0]), s.Call("sqrt", (s.Num("2", at),), at), at)
        return s.Frac(s.Sum((s.Num("1", at), s.Call("erf", (inner,), at)), at), s.Num("2", at), at)
    return s.with_children(node, _normal_cdf_as_erf)


def _embedding_entries(node):
    """The problem's Φ(t, 2i) = sin(t/10000^{2i/d}) and Φ(t, 2i + 1) = cos(t/10000^{2i/d}), for a column written 2i,
    2i + 1 or as a number; any other column is left as written (and not modelled)."""
    if isinstance(node, s.Call) and node.func == "Phi" and len(node.args) == 2:
        position, column = _embedding_entries(node.args[0]), node.args[1]
        found = _column(column)
        if found is None:
            return node
        odd, doubled = found
        at = node.pos
        rate = s.Power(s.Num("10000", at), s.Frac(doubled, s.Name("d", "", at), at), at)
        return s.Call("cos" if odd else "sin", (s.Frac(position, rate, at),), at)
    return s.with_children(node, _embedding_entries)


def _column(node):
    """(odd, the syntax of 2i) for a column 2i, 2i + 1, or a whole number; None for anything else."""
    if isinstance(node, s.Num) and node.text.isdigit():
        j = int(node.text)
        return j % 2 == 1, s.Num(str(j - j % 2), node.pos)
    if isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Num) and \
            node.factors[0].text == "2" and isinstance(node.factors[1], s.Name):
        return False, node
    if isinstance(node, s.Sum) and len(node.terms) == 2 and isinstance(node.terms[1], s.Num) and \
            node.terms[1].text == "1":
        inner = _column(node.terms[0])
        return (True, inner[1]) if inner is not None and not inner[0] and not isinstance(node.terms[0], s.Num) \
            else None
    return None


NORMAL_CDF = re.compile(r"\\Phi\s*(?:\\left\s*)?\(|Φ\s*(?:\\left\s*)?\(")


def _normal_cdf_text_as_erf(text: str) -> str:
    """The same in a claim's text: \\Phi(x) as \\frac{1 + \\operatorname{erf}((x)/\\sqrt{2})}{2}."""
    found = NORMAL_CDF.search(text)
    while found:
        depth, end = 1, found.end()
        while end < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[end], 0)
            end += 1
        if depth:
            return text
        argument = text[found.end():end - 1].removesuffix("\\right").strip()
        text = text[:found.start()] + f"\\frac{{1 + \\operatorname{{erf}}(({argument})/\\sqrt{{2}})}}{{2}}" + text[end:]
        found = NORMAL_CDF.search(text)
    return text


# a plain-text side cut at a word that math goes on after (`≈ 2 eps e^t`) or before (`2 eps e^t ≈`)
FOR_WORD = re.compile(r"\s*(?:for|pour|für|para|per|对于|当)\s", re.I)  # "c ≈ v_a for η > 0": the case it is said of
CONTRADICTION_REACHED = re.compile(r"contradiction|absurd|widerspruch|contradicción|assurdo|contradição|противоречи|矛盾|모순",
                                   re.I)
HEADLESS_WEIGHT = re.compile(r"\\alpha|α|\balpha")
HEAD_INDEXED = re.compile(r"(?:\\alpha|α|alpha)\s*(?:\^\s*\{?\s*\(?\s*[12]|_\s*\{?\s*[12]\s*[,}])")
COUNTERFACTUAL = {"had", "were"}  # "if Φ had equal rows", "if P were arbitrary": a case that is not this one
GLUED_AFTER = re.compile(r"(?P<word>[A-Za-z]{2,})")
CUT_NAME_BEFORE = re.compile(r"[=≈→][ \t]*(?P<word>[A-Za-z][A-Za-z0-9]*)[ \t]+$")
CUT_AFTER = re.compile(r"[ \t]+(?P<word>[A-Za-z]{2,})[ \t]*(?:[*·(^_]|[A-Za-z0-9]+[ \t]*[\^_(]|\d)")
CUT_BEFORE = re.compile(r"(?:\d|[)}*·^_]|(?<![A-Za-z])[A-Za-z])[ \t]*[*·]?[ \t]*(?P<word>[A-Za-z]{2,})[ \t]+$")

UNREAD_DEFINITION = re.compile(r"\s*([^=<>]{1,60}?)\s*(?::=|\\coloneqq|=)")


def _unread_name(text: str):
    """The name an unreadable statement defines (V = …, cut at a line break inside a norm), or None."""
    found = UNREAD_DEFINITION.match(text)
    try:
        node = parse(found.group(1)) if found else None
    except NotationError:
        return None
    return name_key(node) if isinstance(node, s.Name) else None


def _shown_tex(text: str) -> str:
    """A condition as written, for a reason: η = 0, not \\eta = 0; η ≥ 0, not η ge 0."""
    text = re.sub(r"\\(leq?|geq?|neq?)(?![A-Za-z])", lambda m: {"l": "≤", "g": "≥", "n": "≠"}[m.group(1)[0]],
                  text)
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
    if not matrices and any(isinstance(node, s.Transpose) and text[node.pos:node.pos + 1] in ("'", "′", "’") or
                            isinstance(node, s.Transpose) and text[node.pos:node.pos + 6] == "\\prime"
                            for node in (*s.walk(link.left), *s.walk(link.right))):
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
    return [name for child in s.children(node) for name in _free_names(child)]


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


def subject_key(node) -> str:
    """What a statement is about, compared as printed: c and lim_{t→∞} c are one subject."""
    return _tex(node.body if isinstance(node, s.Limit) else node).replace(" ", "")


def _tex(node) -> str:
    try:
        return latex(to_sympy(node), order="none")
    except (ValueError, TypeError, AttributeError):
        return "?"



def _shown_name(name: str) -> str:
    return plain_text(name)  # X_prime is X′, alpha_22 is α_22


DESIGNED_ALIAS = re.compile(r"^W_\{?([KQVkqv])\}?$")


def _designed_alias(name: str):
    """"K", "Q" or "V" for the write-up's own name of a projection (W_V, W_q), else None."""
    found = DESIGNED_ALIAS.match(name)
    return found.group(1).upper() if found else None


def _alias_tex(name: str) -> str:
    base, _, sub = name.partition("_")
    return f"{base}_{{{sub}}}"


def _defined(text: str) -> str:
    return name_key(parse(text).operands[0])


def _defined_in(setting, name: str) -> bool:
    return any(_defined(text) == name for text, _ in setting.definitions)


def _covered_by_pattern(setting, name: str) -> bool:
    """k_a when the problem gives k_i = μ_i: the problem's own name, which a write-up restating the model changes."""
    base, _, sub = name.partition("_")
    return bool(sub) and any(_defined(text) == f"{base}_{letter}" for text, _ in setting.definitions
                             for letter in INDEX_LETTERS)


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


def _names(node) -> list:
    return [n for n in s.walk(node) if isinstance(n, s.Name)]


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
    return [n for n in s.walk(node) if isinstance(n, s.Power)]


def _unprimed(node, text: str):
    """X' is a new name (X_prime), not the transpose the notation reads for a prime."""
    if isinstance(node, s.Transpose) and text[node.pos:node.pos + 1] in ("'", "′", "’") or \
            isinstance(node, s.Transpose) and text[node.pos:node.pos + 6] == "\\prime":
        inner = _unprimed(node.arg, text)
        if isinstance(inner, s.Name):
            return s.Name(inner.base, f"{inner.sub}prime" if inner.sub else "prime", inner.pos)
        return s.Transpose(inner, node.pos, node.letter)
    return s.with_children(node, lambda child: _unprimed(child, text))
