"""The one rule table of check: what is no claim, and what is never wrong.

A row has a name, a phase, an owner (the layer its knowledge belongs to), a condition (a pure function of the
`StepContext`: its reason when the row applies, else None), the status it yields, and example write-ups (part, text)
in which switching the row off changes a step's status (tests/test_rules.py turns each row off in turn). No row
writes state: a definition is the ledger's (definitions.py), found between the phases.

Phases, in order: CLAIM (the step is no claim of the write-up: skipped), then the definition of a name, then
AFTER_DEFINITION (skipped), then the engine judges the step in every reading, then REFUTATION (a refutation the row
covers may rest on a reading the write-up does not commit to: unknown, never wrong).
"""

import re
from dataclasses import dataclass, replace

from sympy import Symbol

from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language import lexicon
from symattn.language.label_swaps import swapped_sentences
from symattn.language.statements import words_before
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key
from symattn.notation.readable import tree_text
from symattn.steps import allowances, claim_events, definitions, implied, judge
from symattn.steps.judge import SKIPPED, UNKNOWN, VALID, WRONG, StepContext
from symattn.steps.names import families, free_names, index_family, is_number, is_parameter, key, shown_name
from symattn.steps.rewrites import as_the_engine_reads
from symattn.steps.refutations import (ambiguous_call, arrow_may_be_so, assumed_instance, case_in_other_terms,
                                       case_in_own_names, case_in_words, conditional, cut_side, defined_after,
                                       designed_not_defined, elided_argument, free_own, headless_weight,
                                       idealised_scalar, imaginary_unit, in_contradiction, in_the_limit, listed_values,
                                       limit_of_a_fixed_number, of_parameters, own_names, own_random_names, labels_supposed_equal,
                                       at_a_value_said_in_words,
                                       problems_query, relabelled_keys, rows_of_the_input, said_otherwise, assumed_in_words,
                                       defined_before_a_change, negative_scale_only, one_of_several,
                                       said_with_a_probability, sentence_unmodelled, unread_definition,
                                       unread_words_placing_it, whole_product_refutation, written_argument,
                                       changed_after_it, read_to_its_digits, rounded_along_the_chain,
                                       drifted_along_the_chain, values_given)
from symattn.steps.other_settings import said_of_another_setting
from symattn.steps.own_vectors import own_vectors
from symattn.steps.rule_examples import EXAMPLES
from symattn.steps.supposed import under_supposition
from symattn.steps.verb_steps import strongest_reading
from symattn.steps.write_up_names import uses_own_function

CLAIM, AFTER_DEFINITION, REFUTATION = "claim", "after a definition", "refutation"
NOT_MODELLED = "not modelled in this part"
TEXT, NOTATION, MATHEMATICS, POLICY = "text", "notation", "mathematics", "policy"


@dataclass(frozen=True)
class Rule:
    name: str
    phase: str
    owner: str
    condition: object  # StepContext → its reason when the row applies, else None
    examples: tuple = ()  # (part id, write-up): switching the row off changes a step's status

    @property
    def status(self) -> str:
        return UNKNOWN if self.phase == REFUTATION else SKIPPED


# ---- CLAIM: what the words and the notation say the step is -------------------------------------------------------
def role(ctx):
    facts = ctx.facts
    return facts.roles.get(key(ctx.link)) if facts else None


def plain_arrow_joint(ctx):
    marks = ctx.marks
    if marks.arrow_between and not marks.arrow_spelled_in_tex:
        return "an arrow between two relations (a = b -> c ≈ d) reads as 'so', not as a limit"
    return None


def prose_joint(ctx):
    return "its two sides are joined across words of prose: not one relation" if ctx.marks.joined_across_words \
        else None


def unchecked_relation(ctx):
    scope = "says which keys (or values) the steps around it speak of"
    if ctx.link.op == "ne" and isinstance(ctx.link.left, s.Name) and isinstance(ctx.link.right, s.Name):
        return "an inequation between two names (i ≠ j, t_1 ≠ t_2): a case or a supposition, not checked"
    if ctx.link.op == "ne":
        # checked when the sides are proved equal or their difference cannot be 0; else left unchecked, as before
        try:
            decided = judge.evaluated(ctx)[0] in (judge.VALID, WRONG)
        except SymattnError:  # a side this part does not model (Φ(t) in position-distinct): unchecked, as before
            decided = False
        return None if decided else "an inequation: not checked"
    if ctx.link.op == "sim" and isinstance(ctx.link.right, s.Call) and ctx.link.right.func == "Normal":
        # "η ∼ N(0, ¼)": checked where the part's model refutes its variance (relations._normal_law)
        try:
            refuted = judge.evaluated(ctx)[0] == WRONG
        except SymattnError:
            refuted = False
        return None if refuted else "a distribution: not checked"
    return {"in": scope, "notin": scope, "sim": "a distribution: not checked"}.get(ctx.link.op)


def loose_tilde(ctx):
    return "the tilde is read as ≈; it may mean only 'of the same order', which may still hold" if ctx.link.tilde \
        else None


def head_label(ctx):
    return "a head's label written as a power (α^{(1)}) is not read" if ctx.marks.head_label else None


def unmodelled_notation(ctx):
    return ctx.marks.unmodelled


def own_function(ctx):
    """"e(κ) := ½ − β_a", then "e(κ) ≤ ε": a function the write-up defines is not read (its letter is no factor)."""
    session, link = ctx.session, ctx.link
    written = session.text[link.left_span[0]:link.span[1]]
    used = uses_own_function(session.own_functions, written)
    return f"uses {used}(·), a function of the write-up's own, which is not read" if used else None


def quantity_in_words(ctx):
    if ctx.marks.quantity_in_words:
        return "its left side is a quantity said in words of what is written (the variance of c): not read"
    return None


def probability_in_words(ctx):
    """"this happens with probability Φ(1) ≈ 0.84": a value given in words to the probability of an event said in words
    ("this") is read as a number only; what it is the probability of is not read."""
    session, link = ctx.session, ctx.link
    if isinstance(link.left, s.Call) and link.left.func == "Pr":
        return None
    statement = link.statement
    if not statement.offset <= link.left_span[0] < statement.offset + len(statement.text):
        return None  # a step said in words after the formula ("…；在这种情况下 c 的方差趋于 0"): not what the words qualify
    before = words_before(session.text, session.statements, statement)
    said = lexicon.closes(before, "PROBABILITY_OF", skipping=",:")
    if said is None or any(isinstance(other.left, s.Call) and other.left.func == "Pr" and
                           (other.span[0] == link.statement.offset or
                            other.statement is link.statement and other.chain == link.chain)
                           for other in session.links):
        # the event was read (probability_words.py), or the chain written after the words starts with it ("with
        # probability P(η > −1) = (1 + erf 1)/2 ≈ 0.92"): Pr(case) = this value is the step judged
        return None
    return f"{NOT_MODELLED}: a probability said in words ('{before[said.start:said.end]}'), of an event the formula " \
           f"does not write"


def after_a_condition(ctx):
    """"for d = 512 ≈ 3.71": a chain that goes on from the value a condition gives, where the words say what the
    next relation is of; 512 ≈ 3.71 is no claim."""
    link, facts = ctx.link, ctx.facts
    if facts is None or not is_number(link.left):
        return None
    before = [other for other in ctx.session.links if other.statement == link.statement and
              other.chain == link.chain and other.span[1] <= link.left_span[1] and other is not link]
    if before and before[-1].op == "=" and before[-1].right == link.left and \
            (facts.roles.get(key(before[-1])) or "").startswith("a condition"):
        return "a chain that goes on from the value a condition gives ('for d = 512 ≈ 3.71'): the words say what it " \
               "is of, not the formula"
    return None


def said_with_labels_swapped(ctx):
    """"Same with $c$ and $d$ swapped: c_2 → u_a + u_c": the exchange may be applied to the setting or to the step as
    written, and which is not read (a matrix part's swap is its permutation, read as such)."""
    if ctx.session.matrices:
        return None
    at, text = ctx.link.left_span[0], ctx.session.text
    said = next((text[start:end].strip() for start, end in swapped_sentences(text) if start <= at < end), None)
    return None if said is None else \
        f"said with two of the problem's labels exchanged in words ('{said[:60]}'), which is not applied"


def case_label(ctx):
    return "a case named ('for i = 1:'), not a claim" if ctx.marks.case_label else None


def only_in_a_case_after(ctx):
    """"cos(m) = 1 only for m ∈ 2πℤ": a case the checker does not apply (one it applies, n = 2, is applied)."""
    if not ctx.claim.only_if_after or ctx.claim.implied:
        return None  # a middle link of "A ⇔ B ⇔ C": B is what A gives, checked as following from it (implied.py)
    facts, statements = ctx.facts, ctx.session.statements
    index = statements.index(ctx.link.statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    applied = facts.conditions + facts.maybe_conditions + tuple(
        text for _, _, text in facts.values + facts.maybe_values) if facts is not None else ()
    if following is not None and following.text in applied:
        return None
    return "a relation that holds only in a case said after it ('only if', 'only for', …): not claimed alone"


def unclaimed(ctx):
    """What the write-up does not claim as its own (language/claims.py says why): a question, a retracted attempt, a
    restatement of a supposition, a case supposed otherwise, a goal, a necessary condition, a hypothesis, a relation
    denied, someone else's view. A hypothesis that may define a name ("if we take q = …") is read as a definition
    first (its sentence's facts leave it out of their hypotheses)."""
    claim, facts = ctx.claim, ctx.facts
    if _restates_a_case(ctx):
        return None
    may_define = claim.supposed and (facts is None or ctx.link.statement not in facts.hypotheses)
    if claim.asserted or may_define and not (claim.retracted_or_asked or claim.restates_unclaimed or
                                             claim.counterfactual):
        return None
    if _a_computation_supposed(ctx):
        return None
    if _restated_wrongly(ctx):
        return None
    return claim.why_not_claimed


def _restated_wrongly(ctx) -> bool:
    """"Want error ≤ ε: need (n−2)/(2(2eᵗ+n−2)) ≤ ε, i.e. t ≥ ln(…)": a restatement of a goal or a requirement is not
    claimed to hold, but it is claimed to say the same as what it restates; where it does not follow from it, it is
    judged (and refuted as a consequence, judge.evaluated)."""
    return ctx.claim.restates_unclaimed and ctx.link.op in ("<", ">", "le", "ge") and \
        implied.refuted_as_consequence(ctx, ctx.link) is not None
    session = ctx.session
    for said in session.word_conditions.get(link.statement.sentence, ()):
        if not said.strict or said.position >= link.left_span[0]:
            continue
        opening = lexicon.last(session.text[max(0, said.position - 25):said.position], "CONDITION", "SUPPOSE")
        between = [other for other in session.links if said.position < other.left_span[0] < link.left_span[0]]
        if opening is not None and not between:
            return True
    return False


def _restates_a_case(ctx) -> bool:
    """"when 1 + η > 0, i.e. when η > −1": the inequality restates the case its sentence is said in, and the words
    claim that it is that case: it is read under the case (a slip of the rewriting refuted), not as a second case."""
    claim, facts = ctx.claim, ctx.facts
    return facts is not None and key(ctx.link) in facts.restatements and \
        not (claim.retracted_or_asked or claim.counterfactual or claim.negated)


def not_asserted(ctx):
    """A statement the write-up does not claim that was not read as a definition either ("if we had used q = 0": 0 is
    no query)."""
    claim = ctx.claim
    if claim.asserted or _restates_a_case(ctx) or _a_computation_supposed(ctx) or _restated_wrongly(ctx):
        return None
    if claim.supposed:
        return "a hypothesis (after 'if', 'suppose', …) that defines nothing here: not checked"
    return claim.why_not_claimed


def _a_computation_supposed(ctx) -> bool:
    """"For example, Δ = 1: … = 2 sin(½) ≈ 0.479": a relation of numbers alone, in a sentence that only supposes
    something, holds or fails whatever it supposes: the write-up's own computation."""
    return ctx.claim.only_supposed and not free_names(ctx.link.left) + free_names(ctx.link.right)


def input_instance(ctx):
    """"Take X = 0", "P = [[0,1],[1,0]]": one of a matrix part's inputs given a value, an instance the steps after it
    are said in (an input set to zero or to a matrix of the others is read there: judge.applied_instances; a permutation by its entries: permutation_given),
    not a claim about the input, which the problem leaves arbitrary."""
    link, session = ctx.link, ctx.session
    if not session.matrices or link.op != "=" or not isinstance(link.left, s.Name):
        return None
    # zero, a matrix by its entries, or any value after "take", "let", "choose", "with" ("Take X = −Φ"): never a
    # conclusion ("PΦ = Φ implies P = I" concludes, and is judged)
    zero = isinstance(link.right, s.Num) and link.right.text == "0"
    taken = link.first and _taken_in_a_list(session, link.statement)
    if not (zero or taken or isinstance(link.right, s.MatrixLiteral) or
            re.match(r"\s*(?:\[\s*\[|\\begin\{[pbv]?matrix\})", session.text[link.span[0]:link.span[1]])):
        return None
    name = name_key(link.left)
    if name not in session.setting.shapes or \
            not any(at in (link.left_span[0], link.left_span[0] + 1) and key == name
                    for at, key, _, _ in session.instances):
        return None
    return f"takes a value for {shown_name(name)}, an instance the steps after it are said in"


def _taken_in_a_list(session, statement) -> bool:
    """Said right after "take", "let", "with", or listed after one ("Take T = 2, P = [[0,1],[1,0]] and X = Φ"): each
    statement back to the word only a comma or "and" from the one before it, in its sentence."""
    statements = session.statements
    index = statements.index(statement)
    for back in range(index, max(-1, index - 6), -1):
        said = words_before(session.text, statements, statements[back])
        if lexicon.closes(said, "COMMIT", "TRAILING_DEFINITION") is not None:
            return True
        if back == 0 or statements[back - 1].sentence != statement.sentence or \
                said.replace("$", " ").strip(" ,") and lexicon.every_word_read(lexicon.tokenize(said.replace("$", " ")),
                                                                              "LIST_JOINT") is None:
            return False
    return False


def about_a_scalar(ctx):
    """Where a scale goes (β ≫ 0, t → ∞, β = 10) or a condition (η > 0, 1 + η > 0): not a claim."""
    link, session = ctx.link, ctx.session
    if _restates_a_case(ctx):
        return None  # "1 + η > 0, i.e. η > −1": what the condition before it gives, a claim
    if link.op == "=" and link.first and isinstance(link.left, s.Name) and \
            name_key(link.left) in (session.setting.scale, str(session.scale)) and \
            session.setting.scale not in {node.base for node in free_names(link.right)}:
        # "q = t(μ_a + μ_b) with t = α^{−1/4}": where the scale goes, said as a value in other scalars (a path)
        return f"a value for {shown_name(name_key(link.left))}, in other numbers: where it goes"
    for side, other in ((link.left, link.right), (link.right, link.left)):
        if link.op == "=" and is_number(other) and _of_parameters_only(side, session.setting) and \
                not _given_values(ctx, side):
            # "the smallest distance is at t_1 − t_2 = 1885": a value for a difference of the problem's scalars (with
            # t_1 = 3 and t_2 = 5 given, "t_2 − t_1 = 2" is worked out: a claim)
            return "a value for a combination of the problem's scalars (t_1 − t_2 = 1885), not a claim about it"
    for side, other in ((link.left, link.right), (link.right, link.left)):
        # a weight's letter the write-up defined as its own (α = e^t/(e^t + n − 1)) is a quantity, not a parameter
        own_weight = name_key(side) in ctx.ledger.definitions and side.base in families(session.setting) or \
            _named_by_an_index(ctx, side)
        if isinstance(side, s.Name) and is_number(other) and not own_weight and (
                is_parameter(side, session.setting) or link.op != "=" and _own_number(ctx, side) or
                of_parameters(ctx, side) or link.op == "=" and link.first and free_own(ctx, side)):
            if name_key(side) in {str(x) for x in session.fixed} and link.op in ("<", ">", "="):
                return "a condition, used for the steps of its sentence"
            return f"says where {shown_name(name_key(side))} goes" if link.op != "=" else \
                f"a value for {shown_name(name_key(side))}"
    return None


def _of_parameters_only(node, setting) -> bool:
    """t_1 − t_2, t_1 + t_2: a sum of two or more of the problem's scalars, each with a sign and nothing else."""
    if not isinstance(node, s.Sum) or len(node.terms) < 2:
        return False
    terms = [term.arg if isinstance(term, s.Neg) else term for term in node.terms]
    return all(isinstance(term, s.Name) and is_parameter(term, setting) for term in terms)


def _given_values(ctx, node) -> bool:
    """Whether a name of `node` has a value its sentence or one before it gives (t_1 = 3)."""
    given = {str(symbol) for symbol in values_given(ctx)}
    return any(name_key(part) in given for part in s.walk(node) if isinstance(part, s.Name))


def _named_by_an_index(ctx, node) -> bool:
    """p_a where the write-up defined p_i = α_i: a member of a family of its own, a quantity, not a parameter."""
    return isinstance(node, s.Name) and bool(index_family(name_key(node)) & set(ctx.ledger.definitions))


def _own_number(ctx, node) -> bool:
    """A bare name that stands for a number of the write-up's own (C in q = C(k_a + k_b), M, κ)."""
    symbol = judge.scalar_symbol(ctx, node)
    return symbol is not None and symbol.name == name_key(node)


def _rule(name, phase, owner, condition) -> Rule:
    return Rule(name, phase, owner, condition, EXAMPLES.get(condition.__name__, ()))


RULES = (
    _rule("what a sentence says of its steps (a condition, a scope, an exception)", CLAIM, TEXT, role),
    _rule("a plain-text arrow between two relations, read as 'so'", CLAIM, NOTATION, plain_arrow_joint),
    _rule("two sides joined across words of prose", CLAIM, NOTATION, prose_joint),
    _rule("a relation that is not checked (∈, ∉, ∼, ≠ not decided)", CLAIM, MATHEMATICS, unchecked_relation),
    _rule("a head's label written as a power", CLAIM, NOTATION, head_label),
    _rule("notation not modelled (a derivative, an integral, a prime)", CLAIM, NOTATION, unmodelled_notation),
    _rule("a function of the write-up's own (e(κ) := ½ − β_a)", CLAIM, NOTATION, own_function),
    _rule("a case named before a colon ('for i = 1:')", CLAIM, TEXT, case_label),
    _rule("a step said with two of the problem's labels exchanged in words ('the same with a and b swapped')", CLAIM,
          TEXT, said_with_labels_swapped),
    _rule("a chain going on from the value a condition gives ('for d = 512 ≈ 3.71')", CLAIM, TEXT,
          after_a_condition),
    _rule("a probability said in words of an event said in words ('with probability Φ(1)')", CLAIM, TEXT,
          probability_in_words),
    _rule("a left side that is a quantity said in words (the variance of c)", CLAIM, TEXT, quantity_in_words),
    _rule("a statement the write-up does not claim (a question, a retraction, a hypothesis, a goal, a necessary "
          "condition, a denial, someone else's view, what is said of another part)", CLAIM, TEXT, unclaimed),
    _rule("a statement said of another setting named in words ('with a single head', 'with two heads')", CLAIM, TEXT,
          said_of_another_setting),
    _rule("a relation that holds only in a case said after it", CLAIM, TEXT, only_in_a_case_after),
    _rule("a statement the write-up does not claim, defining nothing", AFTER_DEFINITION, TEXT, not_asserted),
    _rule("where a scale goes, or a value or condition for a scalar", AFTER_DEFINITION, MATHEMATICS, about_a_scalar),
    _rule("an input of a matrix part the write-up sets to a value ('take X = 0', 'P = [[0,1],[1,0]]')",
          AFTER_DEFINITION, MATHEMATICS, input_instance),
    _rule("its sentence rests on a hypothesis or condition that is not applied", REFUTATION, TEXT, sentence_unmodelled),
    _rule("its sentence supposes two of the problem's labels equal ('the case a = b')", REFUTATION, TEXT,
          labels_supposed_equal),
    _rule("its sentence takes a name at a value said in words before ('At that t: …')", REFUTATION, TEXT,
          at_a_value_said_in_words),
    _rule("its clause, or one before it in its sentence, has words the lexicon does not know, or most of its "
          "sentence's words are unknown", REFUTATION, TEXT, unread_words_placing_it),
    _rule("a plain-text side cut at an abbreviated name (2 eps e^t)", REFUTATION, NOTATION, cut_side),
    _rule("a side that goes on as a list of values, one per index ('= 0, β², 0 for j = 1, 2, 3')", REFUTATION,
          NOTATION, listed_values),
    _rule("a case said only in words ('if the two tokens are the same word, …')", REFUTATION, TEXT, case_in_words),
    _rule("a case given as a value of the write-up's own name (s = 1, with s = 1 + η), not applied", REFUTATION,
          TEXT, case_in_own_names),
    _rule("an arrow between two relations may mean 'so'", REFUTATION, NOTATION, arrow_may_be_so),
    _rule("the premise of an implication, or what an unproved premise implies", REFUTATION, TEXT, conditional),
    _rule("a function without parentheses before a product (sin ωt)", REFUTATION, NOTATION, ambiguous_call),
    _rule("an argument left out (softmax(·)), read as the one written last", REFUTATION, NOTATION, elided_argument),
    _rule("a name with its argument written after it (α_b(t)), read as a product", REFUTATION, NOTATION,
          written_argument),
    _rule("a step said 'otherwise', in the case its sentence excludes", REFUTATION, TEXT, said_otherwise),
    _rule("a step said to hold with a probability ('with probability Φ(√2)'), in an event of the noise", REFUTATION,
          TEXT, said_with_a_probability),
    _rule("an equality said where its sentence takes the limit, whose sides agree there", REFUTATION, TEXT,
          in_the_limit),
    _rule("a name the step rests on, defined after it in its own sentence ('… → 1 for q = t k_j')", REFUTATION, TEXT,
          defined_after),
    _rule("a probability read from words, of a case written in other terms than the noise (‖k_a‖ > 1)", REFUTATION,
          TEXT, case_in_other_terms),
    _rule("a name whose definition could not be read, or a setting changed in words", REFUTATION, TEXT,
          unread_definition),
    _rule("a name neither the problem nor the write-up defines", REFUTATION, MATHEMATICS, own_names),
    _rule("a statistic (E, Var, P) of a quantity of the write-up's own, whose law the part does not model", REFUTATION,
          MATHEMATICS, own_random_names),
    _rule("the problem's own query, where the write-up gives none", REFUTATION, POLICY, problems_query),
    _rule("a name the part asks the student to design, before the write-up defines it", REFUTATION, POLICY,
          designed_not_defined),
    _rule("a weight written with no head, in a part with several heads", REFUTATION, NOTATION, headless_weight),
    _rule("rows of the input the write-up sets (x_0 = x_1 = x), not applied to the input", REFUTATION, TEXT,
          rows_of_the_input),
    _rule("an assumption about the problem's input said in words not read ('let every token be the same word')",
          REFUTATION, TEXT, assumed_in_words),
    _rule("a scalar of the problem the part's model has taken to its limit (α in the noise part)", REFUTATION,
          MATHEMATICS, idealised_scalar),
    _rule("the problem's key labels numbered by the write-up (wlog a = 1, b = 2), not applied", REFUTATION, TEXT,
          relabelled_keys),
    _rule("an instance of the problem's input the write-up assumes other than zero (take X = 𝟏bᵀ), not applied",
          REFUTATION, TEXT,
          assumed_instance),
    _rule("given vectors the write-up takes otherwise than the part (‖k_i‖ = 2), not applied", REFUTATION,
          MATHEMATICS, own_vectors),
    _rule("a step inside a proof by contradiction, before the contradiction", REFUTATION, TEXT, in_contradiction),
    _rule("a step in the scope of a supposition made before it, which is not applied", REFUTATION, TEXT,
          under_supposition),
    _rule("a name the write-up defined before it changed the setting, used after the change", REFUTATION, TEXT,
          defined_before_a_change),
    _rule("a step whose sentence changes the setting in words after it ('… when adding u_c')", REFUTATION, TEXT,
          changed_after_it),
    _rule("an equality at a value its sentence gives with decimals, which the digits only round (t = 7.784)",
          REFUTATION, MATHEMATICS, read_to_its_digits),
    _rule("a decimal reached along a chain of approximations, which may be of the chain's start ('α ≈ 22026/44061 "
          "≈ 0.49991')", REFUTATION, MATHEMATICS, rounded_along_the_chain),
    _rule("a vector the write-up says is one of several (u_e ∈ {u_c, u_d}), read as one of its own", REFUTATION,
          MATHEMATICS, one_of_several),
    _rule("a refutation only where the query's own scale is negative (‖q‖ = s for q = s·u)", REFUTATION, MATHEMATICS,
          negative_scale_only),
    _rule("a verb read as its strongest claim ('attends to k_a': all the weight there)", REFUTATION, TEXT,
          strongest_reading),
    _rule("a tilde before a value, read as ≈ ('c1 ~ v_a'), which it may mean only loosely", REFUTATION, NOTATION,
          loose_tilde),
    _rule("i that may be the imaginary unit (e^{iθ}, cos θ + i sin θ)", REFUTATION, NOTATION, imaginary_unit),
    _rule("a limit whose sentence sends one of the problem's fixed numbers to a limit (as n → ∞)", REFUTATION,
          MATHEMATICS, limit_of_a_fixed_number),
)


def first_applying(ctx: StepContext, phase: str, rules: tuple):
    return next((why for rule in rules if rule.phase == phase for why in (rule.condition(ctx),) if why), None)


def verdict(ctx: StepContext, rules: tuple = RULES) -> tuple:
    """(status, reason, the ledger after the step): the phases in order. An engine failure on one step is unknown,
    never valid or wrong."""
    ctx = replace(ctx, link=as_the_engine_reads(ctx.link, ctx.session.setting, ctx.session.text))
    entries = _entries(ctx.link)
    if entries:
        return _entry_by_entry(ctx, entries, rules)
    try:
        return _phases(ctx, rules)
    except (MeaningError, NotationError) as problem:
        return SKIPPED, f"{NOT_MODELLED}: {problem}", ctx.ledger
    except SymattnError as problem:
        return UNKNOWN, str(problem), ctx.ledger
    except Exception as error:  # noqa: BLE001 - an engine failure on one step is unknown, never valid or wrong
        return UNKNOWN, f"the engine failed on this step ({type(error).__name__})", ctx.ledger


def _entries(link) -> tuple:
    """"(x_1·u_d, x_2·u_d, x_3·u_d) = (β², 0, β²)": two tuples of one length, each entry of the left a quantity (not
    a bare name: "(T, d) = (2, 1)" gives sizes their values), read entry by entry; () for any other step."""
    left, right = link.left, link.right
    if link.op not in ("=", "approx") or not all(isinstance(side, s.SetLiteral) and side.brackets == "()"
                                                  for side in (left, right)):
        return ()
    if len(left.items) != len(right.items) or len(left.items) < 2 or \
            any(isinstance(item, (s.Name, s.Num)) for item in left.items):
        return ()
    return tuple(replace(link, left=a, right=b) for a, b in zip(left.items, right.items))


def _entry_by_entry(ctx: StepContext, entries: tuple, rules: tuple) -> tuple:
    """Wrong when an entry is (and no rule covers it), valid when every entry is, else unknown or skipped."""
    found = [verdict(replace(ctx, link=entry), rules)[:2] for entry in entries]
    for place, (status, reason) in enumerate(found, 1):
        if status == WRONG:
            return WRONG, f"entry {place}: {reason}", ctx.ledger
    if all(status == VALID for status, _ in found):
        return VALID, "equal entry by entry", ctx.ledger
    # not every entry valid: the first undecided entry, else the first one not read, says why (never valid)
    place, (status, reason) = next(((i, f) for i, f in enumerate(found, 1) if f[0] == UNKNOWN), None) or \
        next((i, f) for i, f in enumerate(found, 1) if f[0] != VALID)
    return status, f"entry {place}: {reason}", ctx.ledger


def _after_names_only(ctx: StepContext) -> bool:
    """"w_a = w_b = e^λ/(2e^λ + n − 2)": each link before this one in its chain joins two names, so this one may define
    its name as the first does (else a pattern w_i = … given after would give w_b another value)."""
    before = [other for other in ctx.session.links
              if other.chain == ctx.link.chain and other.left_span[0] < ctx.link.left_span[0]]
    return bool(before) and isinstance(ctx.link.left, s.Name) and \
        all(other.op == "=" and isinstance(other.left, s.Name) and isinstance(other.right, s.Name) for other in before)


def _another_limit(ctx: StepContext, changed: bool):
    """The limit its sentence takes before a limit step, of a name other than the part's scale and its fixed numbers
    ("As β → −∞, c_1 → v_a" where k_a = βμ_a; "as n → ∞, α_a → 0"), as shown; None."""
    session, link = ctx.session, ctx.link
    if link.op not in ("to", "approx"):
        return None
    # the part's scale, its fixed numbers and what the part itself sends to a limit (α → 0 in single-head)
    scales = {str(session.scale)} | {str(x) for x in session.fixed} | \
        {name for name, _ in (session.part.rubric.directions if session.part.rubric else ())}
    try:  # a name the step is built from, in the reading that proved it, is one whose limit the judge took
        context = session.context(ctx.ledger.own + (tuple(ctx.ledger.side.values()) if changed else ()))
        scales |= {str(x) for side in (link.left, link.right)
                   for x in context.ground(context.build(side).expr).free_symbols}
    except (SymattnError, TypeError, ValueError, AttributeError):
        return None
    for other in session.links:
        if other.statement.sentence == link.statement.sentence and other.span[1] <= link.left_span[0] and \
                other.op == "to" and isinstance(other.left, s.Name) and _a_limit_point(other.right) and \
                name_key(other.left) not in scales and str(session.setting.scalar(name_key(other.left))) not in scales \
                and _a_free_number(context, other.left):
            return f"{shown_name(name_key(other.left))} → {tree_text(other.right)}"
    return None


def _a_free_number(context, node) -> bool:
    """A name that is a number of its own (β), not one the part computes (α_i → 0 claims where a weight goes)."""
    try:
        return isinstance(context.ground(context.build(node).expr), Symbol)
    except (SymattnError, TypeError, ValueError, AttributeError):
        return False


def _a_limit_point(node) -> bool:
    """∞, −∞, 0 (or 0⁺, 0⁻ as written): where a name is sent, not a value it tends to."""
    node = node.arg if isinstance(node, s.Neg) else node
    return isinstance(node, s.Infinity) or isinstance(node, s.Num) and node.text == "0" or \
        isinstance(node, s.Power) and isinstance(node.base, s.Num) and node.base.text == "0"


def _phases(ctx: StepContext, rules: tuple) -> tuple:
    why = first_applying(ctx, CLAIM, rules)
    if why:
        primed = definitions.primed_setting_name(ctx)
        return SKIPPED, why, ctx.ledger.unreadable(primed, ctx.link.statement) if primed else ctx.ledger
    factor = definitions.own_factor(ctx)
    if factor is not None:
        ledger, why = factor
        return SKIPPED, why, ledger
    if ctx.link.op == "=" and (ctx.link.first or _after_names_only(ctx)):
        found = definitions.defined_by(ctx)
        if found is not None:
            ledger, why = found
            return SKIPPED, why, ledger
    why = first_applying(ctx, AFTER_DEFINITION, rules)
    if why:
        return SKIPPED, why, ctx.ledger
    if ctx.marks.hedged:  # "essentially c = v_a": said as an approximation, judged as ≈
        ctx = replace(ctx, link=replace(ctx.link, op="approx"))
    if ctx.link.event_of is not None:  # the probability of a step's event: the rows judge the step as read
        status, reason, read = claim_events.evaluated(ctx)
        ctx = replace(ctx, link=read)
    else:
        status, reason = judge.evaluated(ctx)
        event = claim_events.held_in_its_event(ctx) if status == UNKNOWN else None
        if event is not None:  # "c ≈ v_a with probability ½": said of the event whose probability is given
            status, reason = VALID, f"it holds exactly when {event}, the event whose probability the write-up gives"
        allowed = allowances.outside_the_ignored_cases(ctx) if status == UNKNOWN else None
        if allowed is not None:  # "c ≈ ½(v_a + v_b)", where the question lets 1 + η < 0 be ignored
            status, reason = VALID, allowed
        drift = drifted_along_the_chain(ctx) if status == VALID else None
        if drift:  # a valid link is no proof of a value the chain's start refutes (the mirror of a REFUTATION row)
            status, reason = UNKNOWN, f"{reason}; but {drift}"
        other = _another_limit(ctx, judge.CHANGED_READING in reason) if status == VALID else None
        if other:  # "As β → −∞, c_1 → v_a": proved in the part's own limit, not in the one its sentence takes
            status, reason = UNKNOWN, f"{reason}; but its sentence takes {other}, which was not taken here"
    if status == WRONG:
        why = first_applying(replace(ctx, refutation=reason), REFUTATION, rules)
        if why:
            return UNKNOWN, f"{reason}; but {why}", ctx.ledger
        if ctx.marks.ambiguous_call:  # wrong either way: shown as read whole, sin(ωt), as the student meant it
            reason = whole_product_refutation(ctx) or reason
    return status, reason, ctx.ledger
