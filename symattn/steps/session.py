"""What is read once per write-up, before any step is judged: the part's setting as the write-up names it, the
reading of each statement as a claim (language/claims.py), what each sentence says of its steps, the marks of each
step, the setting's names changed in words; and the contexts and directions the steps are judged in, built on demand
and kept (a memo: the same for every step that asks)."""

from dataclasses import replace
from functools import cached_property
from types import MappingProxyType

from symattn.errors import MeaningError, NotationError
from symattn.language import directions as d
from symattn.language import lexicon
from symattn.language.claims import read_claims
from symattn.language.document import RELATION_MARK
from symattn.language.named_in_words import weights_named_in_words
from symattn.language.sentences import next_sentence_end
from symattn.language.word_certificate import unread_words, word_count as words_in
from symattn.language.word_conditions import conditions_in_words
from symattn.language.statements import replaces_earlier
from symattn.language.word_changes import changes_in_words
from symattn.meaning.matrix_context import MatrixContext
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.spec.setting import DEFAULT_SCALARS
from symattn.steps.marks import contradictions_of, joints_of, marks_of
from symattn.steps.permuted_names import arrows_read, with_marks_read
from symattn.steps.names import defined, defined_in, is_number, key, names
from symattn.steps.reading import Link
from symattn.steps.shown import plain
from symattn.steps.write_up_names import named_before_a_pattern, own_functions, own_noise_letters
from symattn.steps.writeup_context import WriteupContext

QUERY_NAMES = {"softmax": ("q",), "two-head": ("q_1", "q_2"), "self-attention": ("K", "Q", "V")}
MATRIX_ALIASES = ["d_k = d", "d_{model} = d"]  # the dimension under the names papers give it
DIMENSION_NAMES = ("d_k", "d_model", "d_{model}")


# the problem's vectors a scale multiplies in a query or a score (μ_a, k_a, q_1)
VECTOR_NAMES = frozenset({"mu", "k", "q", "x", "u"})


class Session:
    def __init__(self, part, writeup, options, conventional: bool = True):
        self.conventional_read = conventional  # False: the write-up's own use of a conventional letter refuted it
        self.matrices = part.setting.kind == "matrices"
        writeup = arrows_read(writeup, part.setting) if self.matrices else writeup
        self.part, self.writeup, self.options = part, writeup, options
        self.text = writeup.document.text
        setting = part.grading_setting if part.rubric is not None and part.grading_setting is not None \
            else part.setting
        self.queries = QUERY_NAMES.get(setting.kind, ())
        self.heads = tuple(name.partition("_")[2] for name in self.queries) if setting.kind == "two-head" else ()
        self.answers = tuple(part.rubric.answers) if part.rubric is not None else ()
        self.given_query = any(defined(text) in self.queries for text, _ in setting.definitions)
        # the names the part asks the student to design (q, or K, Q and V): the problem's own are the answer, so a
        # step that rests on one the write-up has not defined yet is never judged against a default
        self.designed = tuple(dict.fromkeys(defined(text) for text, _ in part.setting.definitions
                                            if not defined_in(setting, defined(text))))
        self.setting = self._renamed(setting)
        if self.matrices:
            self.setting = with_marks_read(self.setting, [item for item in writeup.items if isinstance(item, Link)],
                                           self.text)
        self._contexts: dict = {}
        self._directions: dict = {}
        self.notes: list = []
        # {span: the step as read}: a probability of a step's event, once its event is found (Pr(η > 0) = ½ for
        # "c ≈ v_a with probability ½"), which the rubric's facts read (steps/facts.py)
        self.events_read: dict = {}
        # the names the problem's setting defines (x_1, x_2, k_a): a write-up may change them (x_2 = u_a + u_d)
        self.given_names = frozenset(filter(None, (_defined_name(text) for text, _ in part.setting.definitions)))
        self.said_as_changed: set = set()  # sentences a step of which holds only with the setting as changed (judge.py)
        self.events_found: dict = {}  # {(span, ledger): the event} of a probability said of a step (claim_events.py)
        scale = self.setting.scalar(self.setting.scale)
        self.scale = scale
        # T is the sequence length only where the part has one (matrices, positions); elsewhere it may be the scale a
        # write-up chooses (q_1 = Tμ_a, T → ∞)
        lengths = ("T",) if self.setting.shapes or any(k.startswith("t_") for k in self.setting.scalars) else ()
        self.fixed = (self.setting.given_scalars() | {self.setting.scalar(x) for x in ("n", "d") + lengths}) - {scale}
        self.declared = set(self.setting.scalars.values()) | self.fixed | {scale} | set(self.setting.noise) | \
            {self.setting.scalar(name) for name in DIMENSION_NAMES}
        self.statements = self.writeup.document.statements
        self.claims = read_claims(self.text, self.statements)
        self.links = [item for item in writeup.items if isinstance(item, Link)]
        self.joints = joints_of(self.links)
        self._marks: dict = {}
        self.once: dict = {}  # what a rule of the table works out once per write-up (own_vectors.py), by the rule
        self.contradictions = contradictions_of(self.text)
        self._unread: dict = {}
        self._replacing = None  # the sentences that change a setting again in words: read when a setting changed
        self.word_changes = () if self.matrices else tuple(self._changes_in_words())
        # "denote the softmax weights by p_i": p_i = α_i from where it is said (language/named_in_words.py)
        self.word_definitions = () if self.matrices else weights_named_in_words(self.text)
        self.word_conditions = _by_sentence(self.text, self.statements, conditions_in_words(
            self.text, self.statements, tuple(str(x) for x in self.setting.noise)))
        self.claims = _claimed_in_cases_said_in_words(self.text, self.statements, self.claims, self.word_conditions)
        from symattn.steps.sentence_facts import sentence_facts  # it reads the session's contexts
        self.sentences = MappingProxyType(sentence_facts(self))
        self.instances = tuple(self._instances())
        self.exact_names = frozenset(self._names_of(text for text in self.setting.exact)) - \
            frozenset(self._names_of(text for text, _ in self.setting.definitions))

    # ---- the setting ------------------------------------------------------------------------------------
    def _renamed(self, setting):
        """A problem's own query (q = t(μ_a + μ_b) of an earlier part) written with the scale the student uses."""
        if not self.given_query or self.matrices:
            return setting
        written = {node.base for item in self.writeup.items if isinstance(item, Link)
                   for node in names(item.left) + names(item.right) if not node.sub}
        # a letter the write-up writes as a given vector's factor along a mean (k_a ≈ γμ_a) names that factor
        # (definitions.factor_named), never the scale
        factors = {item.right.factors[i].base for item in self.writeup.items if isinstance(item, Link) and
                   item.op in ("=", "approx") and isinstance(item.left, s.Name) and item.left.sub and
                   isinstance(item.right, s.Product) and len(item.right.factors) == 2 and item.right.ops == ("juxt",)
                   for i in (0, 1) if isinstance(item.right.factors[i], s.Name) and not item.right.factors[i].sub and
                   isinstance(item.right.factors[1 - i], s.Name) and item.right.factors[1 - i].sub}
        scales = sorted(name for name in written if DEFAULT_SCALARS.get(name) == "positive"
                        and name not in setting.scalars and name not in factors)
        if setting.scale in written or len(scales) != 1:
            return setting
        (name,) = scales
        renamed = replace(setting, scalars=MappingProxyType({**setting.scalars, setting.scale: setting.scalar(name)}))
        # the letter is the scale only where the write-up says so: it sends it to a limit, or builds the query from
        # it and the problem's vectors (q = λμ_a, q = λ(k_a + k_b)); "Φ(−1/σ)" alone names a number of its own (a
        # standard deviation), and "k_a ≈ γμ_a, γ random with variance ½" a random factor of the key's own: neither
        # is read as the scale
        with_vectors = any(name in {node.base for node in names(side) if not node.sub} and
                           any(node.base in VECTOR_NAMES for node in names(side)) and _a_query(other)
                           for item in self.writeup.items if isinstance(item, Link)
                           for side, other in ((item.left, item.right), (item.right, item.left)))
        if not with_vectors:
            try:
                chosen = d.scale_directions(self.writeup.document, {name: renamed.scalar(name)},
                                            WriteupContext(renamed, [])).get(renamed.scalar(name))
            except (MeaningError, NotationError):
                chosen = None
            if chosen is None or not chosen.stated or chosen.kind not in d.LIMITS:
                return setting
        return renamed

    def context(self, texts: tuple, head: str | None = None):
        """The part's context with these definitions of the write-up's (and a head named in words), kept."""
        if (texts, head) not in self._contexts:
            overrides = [(text, "the write-up") for text in texts]
            if self.matrices:
                self._contexts[texts, head] = MatrixContext(self.setting, [(a, "alias") for a in self.aliases(texts)] +
                                                            overrides)
            else:
                self._contexts[texts, head] = WriteupContext(self.setting, overrides)
                self._contexts[texts, head].head = head
                self._contexts[texts, head].named_together = self.named_before_a_pattern
                if self.own_noise_letters:  # "e ∼ N(0, ½)": the noise under the write-up's letter
                    declared = self._contexts[texts, head].declared
                    self._contexts[texts, head].declared = replace(declared,
                                                                   aliases=declared.aliases + self.own_noise_letters)
        return self._contexts[texts, head]

    @cached_property
    def conventional(self) -> tuple:
        """((letter, definition), …): the setting's conventional letters (γ = 1 + η) the write-up uses as they are
        meant: written bare in a step, never defined by it (γ = …, k_a ≈ γμ_a, γ ≈ 3), sent to a limit (γ → ∞, γ ≫ 1),
        written in a query (q = γ(μ_a + μ_b)) or taken as its scale. check.py drops them where the write-up's own steps
        in them do not hold."""
        from symattn.steps.definitions import factor_named  # it reads the judge, which reads the session

        found = []
        for text in self.setting.conventional if self.conventional_read else ():
            letter = defined(text)
            used = [(item, side, other) for item in self.links
                    for side, other in ((item.left, item.right), (item.right, item.left))
                    if letter in {node.base for node in names(side) if not node.sub}]
            own = any(isinstance(item.left, s.Name) and item.left.base == letter and not item.left.sub and
                      (item.op in ("=", "to", "gg") or item.op == "approx" and is_number(item.right))
                      for item, _, _ in used)
            own = own or any(_a_query(other) for _, _, other in used) or str(self.scale) == letter or \
                any((factor_named(self, item, self.context(()), set()) or ("",))[0] == letter for item, _, _ in used)
            if used and not own:
                found.append((letter, text))
        return tuple(found)

    @cached_property
    def named_before_a_pattern(self) -> frozenset:
        return named_before_a_pattern(self.links)

    @cached_property
    def own_functions(self) -> frozenset:
        names = {name.partition("_")[0] for name in (*self.answers, *self.queries)} | {"c"}
        return own_functions(self.links, self.text, self.setting, names)

    @cached_property
    def own_noise_letters(self) -> tuple:
        return own_noise_letters(self.links, self.setting)

    def aliases(self, texts: tuple) -> list:
        """The dimension under the names papers give it, and Π for the part's permutation (P) unless the write-up
        defines Π itself."""
        permutations = [name for name, shape in self.setting.shapes.items() if "permutation" in shape]
        own_pi = any(_defined_name(text) == "Pi" for text in texts)
        return MATRIX_ALIASES + ([f"\\Pi = {permutations[0]}"] if len(permutations) == 1 and not own_pi else [])

    def _changes_in_words(self) -> list:
        """The setting's names changed in words (language/word_changes.py), each to a vector."""
        given = {defined(text): text for text, _ in self.setting.definitions}
        return changes_in_words(self.writeup.document, given, self.setting.added_to, self.context(()))

    def _instances(self):
        """(where, name, text, end) of each instance the write-up assumes: a value given to one of the problem's free
        inputs ("take X = 0", "Nimm X = 0"), which no claim can state since the input is arbitrary; each input of a
        chain that ends in a value ("W_Q = W_K = W_V = 1"); and, in a matrix part, a size given a number ("a sanity
        check with T = 2, d = 1"), which the matrix steps are never read at. Asserted, it holds for what follows;
        said as a hypothesis ("For instance with X = 0, PX + Φ = Φ but P(X + Φ) = PΦ"), to the end of its sentence,
        or for what follows where nothing else is said in its sentence ("Suppose X = 0.")."""
        free = {name for name in self.setting.shapes if not defined_in(self.setting, name)}
        sizes = set(self.setting.scalars) | {"T", "d"} if self.matrices else set()
        chains: dict = {}
        for link in self.links:
            chains.setdefault(link.chain, []).append(link)
        for chain in chains.values():
            start = chain[0]
            if start.op != "=" or not start.first:
                continue
            said = self.claims[start.statement]
            if said.asserted:
                end = len(self.text)
            elif said.negated or said.question or said.goal or not (said.mood == "hypothetical" or said.hypothesis):
                continue  # "W_Q = W_K is not required": no instance is taken ("X = 0 とすると …" is one)
            else:  # an example's values, "with X = 0": the sentence's steps are said in it, whatever their mood
                found = next_sentence_end(self.text, start.span[1], len(self.text))
                end = found.start() if found else len(self.text)
                if not any(st.sentence == start.statement.sentence and st.offset > start.span[1]
                           for st in self.statements):
                    end = len(self.text)  # "Suppose X = 0." alone: what follows is said in it
            named = [link.left for link in chain if link.op == "="]
            keys = [name_key(node) if isinstance(node, s.Name) else None for node in named]
            value = not {name_key(node) for node in names(chain[-1].right)} & (set(self.setting.shapes) | free)
            if all(k in free for k in keys) and all(link.op == "=" for link in chain) and (len(chain) == 1 or value):
                # the instance's own steps are said in it too ("W_Q = W_K = 1"), unless it gives no value (W_Q = PQ)
                at = start.left_span[0] + (0 if value else 1)
                written = self.text[start.left_span[0]:chain[-1].span[1]]
                for k in dict.fromkeys(keys):
                    yield at, k, written, end
            elif keys[0] in sizes and len(chain) == 1 and is_number(start.right):
                yield start.left_span[0], keys[0], self.text[start.left_span[0]:start.span[1]], end

    @staticmethod
    def _names_of(texts) -> set:
        """The names definitions are written in, as (base, indexed): z_i is ("z", True), α is ("alpha", False) — not
        the weights α_a."""
        return {(node.base, bool(node.sub)) for text in texts for node in names(parse(text).operands[1])}

    def replacing(self) -> set:
        """The sentences that change a setting's name again in words ("adding u_c instead")."""
        if self._replacing is None:
            self._replacing = {st.sentence for st in self.statements
                               if replaces_earlier(self.text, self.statements, st)}
        return self._replacing

    # ---- what is read of each step -------------------------------------------------------------------------
    def marks(self, link):
        if key(link) not in self._marks or self._marks[key(link)][0] is not link:
            self._marks[key(link)] = (link, marks_of(self.text, self.statements, link, self.joints, self.heads,
                                                     self.matrices, self.contradictions,
                                                     self.writeup.document.remark_brackets))
        return self._marks[key(link)][1]

    def unread_words(self, sentence) -> tuple:
        """The words of a sentence (None: of the whole write-up) the lexicon does not know
        (language/word_certificate.py), read once per sentence: a step is ✗ only where every word that places it
        was read."""
        if sentence not in self._unread:
            self._unread[sentence] = unread_words(self.writeup.document, self._sentences(sentence), placing=True)
        return self._unread[sentence]

    def word_count(self, sentence) -> int:
        """How many words the prose of a sentence (None: of the whole write-up) has."""
        return words_in(self.writeup.document, self._sentences(sentence))

    @staticmethod
    def _sentences(sentence):
        return frozenset({sentence}) if sentence is not None else None

    def unread_share(self) -> float:
        """The share of the write-up's words the lexicon does not know: high, its language is not one it reads."""
        words = self.word_count(None)
        return len(self.unread_words(None)) / words if words >= 3 else 0.0

    def claim(self, link):
        reading = self.claims[link.statement]
        if link.own_mood and reading.hypothesis and not reading.counterfactual:
            return replace(reading, hypothesis=False, in_a_case=True)
        return reading

    def direction(self, scale):
        """Where the write-up sends a scale (chosen once); a note when it does not say."""
        if scale not in self._directions:
            try:
                chosen = d.scale_directions(self.writeup.document, {scale.name: scale}, self.context(()))
                self._directions[scale] = chosen.get(scale)
            except (MeaningError, NotationError):
                self._directions[scale] = None
            found = self._directions[scale]
            if found is not None and not found.stated:
                self.notes.append(f"{plain(scale)} → ∞ is assumed (the write-up does not say where it goes)")
        return self._directions[scale]


def _a_query(node) -> bool:
    """q, q_1, q_i: a query the write-up defines (the side a scale is chosen in)."""
    return isinstance(node, s.Name) and node.base == "q"


def _claimed_in_cases_said_in_words(text: str, statements: tuple, claims, conditions: dict):
    """"When η is positive, c → v_a", "Suppose η is negative: then c ≈ v_b", "Wenn η positiv ist, folgt c → v_a": a
    statement after a condition word that opens a case of the noise said in words (word_conditions.py), with no
    relation between, is claimed in that case, as one after "if η > 0" is; the claims' reader alone (no noise known
    to it) takes it for a hypothesis."""
    released = {}
    for statement in statements:
        claim = claims[statement]
        if not claim.hypothesis or claim.goal or claim.negated or claim.necessary or claim.retracted_or_asked or \
                claim.counterfactual or claim.restates_unclaimed or claim.other_part:
            continue
        for said in conditions.get(statement.sentence, ()):
            opening = lexicon.last(text[max(0, said.position - 25):said.position], "CONDITION", "SUPPOSE")
            between = [other for other in statements if said.position < other.offset < statement.offset and
                       RELATION_MARK.search(other.text)]
            if said.strict and said.position < statement.offset and opening is not None and not between:
                released[statement] = replace(claim, hypothesis=False)
                break
    return MappingProxyType({**claims, **released}) if released else claims


def _by_sentence(text: str, statements: tuple, found: tuple) -> dict:
    """{sentence: (WordCondition, …)}: each with the sentence of the first statement at or after its words, when no
    sentence ends between them; else, closing its sentence ("…, c ≈ v_b when it is negative."), with the sentence of
    the last statement before it."""
    grouped: dict = {}
    for said in found:
        following = next((st for st in statements if st.offset >= said.position), None)
        if following is None or next_sentence_end(text, said.position, following.offset) is not None:
            preceding = next((st for st in reversed(statements) if st.offset < said.position), None)
            if preceding is None or next_sentence_end(text, preceding.offset + len(preceding.text), said.position):
                continue
            following = preceding
        grouped.setdefault(following.sentence, []).append(said)
    return {sentence: tuple(items) for sentence, items in grouped.items()}


def _defined_name(text: str):
    try:
        return defined(text)
    except (NotationError, AttributeError, IndexError):
        return None
