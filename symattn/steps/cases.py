"""The case a step is said in: its sentence's conditions and values, the one its clause names, and readings when
they cannot hold together ("if η > 0, c → v_a; if η < 0, c → v_b"): valid under one reading is valid, wrong only
under all, and never in a case carried from another clause when the step's own case is not read."""

import re
from dataclasses import replace
from functools import lru_cache

from sympy import Poly

from symattn.engine import claims
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError
from symattn.language import lexicon
from symattn.language.document import MATH
from symattn.language.sentences import sentence_start
from symattn.language.statements import words_since_relation
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps import relations
from symattn.steps.evidence import any_reading
from symattn.steps.limits import FailsInPart
from symattn.steps.names import shown_tex
from symattn.steps.sentence_facts import NO_FACTS
from symattn.steps.shown import plain_text


def under_conditions(session, link, context, facts, env: dict) -> Result:
    """With the sentence's conditions, and again without those that may not be meant for it (a remark, a value
    of an earlier sentence): valid when one reading proves it, wrong only when both refute it."""
    facts = _own_clause(session, link, facts)
    if link.case:  # "α_a → 𝟙[η > 0]" read in each case of its indicator: that case alone
        facts = replace(facts, conditions=(link.case,), maybe_conditions=(), maybe_values=())
    elif link.row:  # a cases row: its case is the one after its "&", and no other row's
        cases, named = case_named(session, link)
        if not named or len(cases) != 1:
            return Result.unknown("the case of its row is not read")
        facts = replace(facts, conditions=tuple(cases), maybe_conditions=())
    plain = _under(session, link, context, facts.conditions, facts.values, env)
    if link.case and plain.status is Status.REFUTED:  # said of its indicator's case: the feedback says which
        return replace(plain, reason=f"{plain.reason} where {shown_tex(link.case)}, the case its indicator names")
    if not (facts.maybe_conditions or facts.maybe_values) or plain.status is Status.PROVED:
        return plain
    try:
        fuller = _under(session, link, context, facts.conditions + facts.maybe_conditions,
                        facts.values + facts.maybe_values, env)
    except MeaningError as problem:  # conditions that cannot hold together: this reading decides nothing
        fuller = Result.unknown(str(problem))
    return any_reading([fuller, plain])


def left_out_otherwise(session, link, facts) -> set:
    """"si η > 0, c ≈ v_a, sinon c ≈ v_b", "c → v_a if η > 0, and c → v_b otherwise": a step said "otherwise" is said
    in the cases the condition before it leaves out, so that condition is not its own (one said in words reads
    "otherwise" itself: word_conditions.py). Only right before or right after it: in "…, otherwise α_a → 0, so
    c → v_a" the last step goes back to the case."""
    if not said_otherwise(session, link):
        return set()
    in_words = {said.text for said in session.word_conditions.get(link.statement.sentence, ())}
    where = max(link.left_span[0], link.span[0]) if link.otherwise else link.left_span[0]
    return {text for text, start in facts.placed.items() if start < where and text not in in_words}


def said_otherwise(session, link) -> bool:
    """Is the step said "otherwise": the word right before its statement, or closing its clause right after it?"""
    if link.otherwise:
        return True
    before = words_since_relation(session.text, session.statements, link.statement, within_clause=False)
    after = re.split(r"[,，;；.。:\n]", session.text[link.span[1]:link.span[1] + 40].replace("$", " "))[0]
    return lexicon.said(before.replace("$", " "), "OTHERWISE") or \
        lexicon.opens(after, "OTHERWISE", skipping=")") is not None


def _own_clause(session, link, facts):
    """The sentence's conditions without those said after the step and a "so", "then", "donc", … ("α_a ≈ X, so
    when η > 0 …"): a condition speaks for its own clause and what follows, not for a step before it."""
    later = {text for text, start in facts.placed.items()
             if start >= link.span[1] and lexicon.said(between := session.text[link.span[1]:start].replace("$", " "),
                                                       "THEN") and lexicon.opens(between, "IFF") is None}
    later |= left_out_otherwise(session, link, facts)
    later |= _lent_by_a_later_clause(session, link, facts)
    # "for η > 0, α_a → 1, otherwise α_a → 0, so c → v_b": after "otherwise" and more, a step may go on in either
    # case: the condition before the "otherwise" ("in the other case", "in the negative case") is read with it and
    # without it
    # "if η < 0 the score of b wins; so c → v_a for the rest": past a ";", or with "for the rest", "for the
    # others" after it (other keys, or the other case), a step may be said in another case too
    for_the_rest = lexicon.opens(re.split(r"[,，;；.。:\n]", session.text[link.span[1]:link.span[1] + 40]
                                          .replace("$", " "))[0], "REST_AFTER", "THE_OTHERS", "OTHER_CASE",
                                 skipping=")") is not None
    past = {text for text, start in facts.placed.items() if text not in later and start < link.left_span[0] and
            (for_the_rest or re.search(r"[;；]", session.text[start:link.left_span[0]]) or
             lexicon.said(session.text[start:link.left_span[0]].replace("$", " "), "OTHERWISE", "OTHER_CASE"))}
    if not later and not past:
        return facts
    # a value said there (n = 10) may still be what the step was computed at: read with it and without it
    return replace(facts, conditions=tuple(c for c in facts.conditions if c not in later | past),
                   maybe_conditions=facts.maybe_conditions + tuple(c for c in facts.conditions if c in past),
                   values=tuple(v for v in facts.values if v[2] not in later),
                   maybe_values=facts.maybe_values + tuple(v for v in facts.values if v[2] in later))


def _lent_by_a_later_clause(session, link, facts) -> set:
    """"当 η > 0（…）时 c ≈ v_b；当 η < 0 时 c ≈ v_a", "If η is large then c → v_b; if η < 0 …", "For very negative η,
    c → v_b; if η > 0 …": a step whose own case opens its clause but was not read (a hypothesis not read or not
    modelled, or one said in words after "if", "for", "wenn", "当") takes no case from a clause after it; only one its
    clause names right after it ("… c ≈ v_b (η < 0)") is its own."""
    after = {text for text, start in facts.placed.items() if start >= link.span[1]}
    if not after:
        return set()  # no later clause has a case to lend: nothing to read for the step's own
    said_at = link.left_span[0]
    last_case = max((start for start in facts.placed.values() if start < said_at), default=-1)
    own_unread = any(last_case < start < said_at for start in facts.unread_cases) or \
        _case_word_before(session, link, last_case)
    if not own_unread:
        return set()
    cases, named = case_named(session, link)
    return after - set(cases) if named else after


def _case_word_before(session, link, last_case: int) -> bool:
    """Does the step's clause open a case in words that no condition read there gives ("If η is large then", "For
    very negative η,", "Wenn η groß ist,"), after its sentence's start, a ";" and the last case read before it?"""
    text, said_at = session.text, link.left_span[0]
    start = max(last_case, sentence_start(text, said_at), text.rfind(";", 0, said_at) + 1,
                text.rfind("；", 0, said_at) + 1)
    words = text[start:said_at]
    if any(start <= other.left_span[0] < said_at for other in session.links if other is not link and
           other.op in ("<", ">", "le", "ge", "gg", "ll", "in")):
        return False  # a relation of its own there: its case is read, or said in math the readers above account for
    return lexicon.said(words.replace("$", " "), "CONDITION", "CASE_FOR", "CASE_AFTER")


def _under(session, link, context, conditions: tuple, values: tuple, env: dict) -> Result:
    """With these conditions; when they cannot hold together ("if η > 0, c → v_a; if η = 0, c → ½(v_a + v_b)")
    each is a reading of its own: valid under one is valid, wrong only under all."""
    if not _contradictory(context, conditions, values):
        try:
            claims.initial_facts(context, conditions)
            together = relations.one(session, link, context, conditions, env, values)
            return _false_in_its_own_case(session, link, context, conditions,
                                          _own_case_read(session, link, context, conditions, env, values, together))
        except MeaningError:
            if len(conditions) + len(values) < 2:
                raise
    choices = _value_choices(values)
    if len(choices) > 1 and not any(_contradictory(context, conditions, chosen) for chosen in choices):
        # "n = 5, t = 10: si η = 0,3 … ; si η = −0,3 …": each value of η with the values of the other names
        try:
            claims.initial_facts(context, conditions)
            return any_reading([relations.one(session, link, context, conditions, env, chosen) for chosen in choices])
        except MeaningError:
            pass
    results = [relations.one(session, link, context, (condition,), env, ()) for condition in conditions] + \
        [relations.one(session, link, context, (), env, (value,)) for value in values]
    cases, named = case_named(session, link)
    governing = cases[0] if len(cases) == 1 else None
    if governing in conditions:
        # "if η > 0 then c → v_b, and if η < 0 then c → v_a": a step true only in the other case its sentence names
        # is not valid; wrong where its clause names the case beyond doubt ("for η > 0 we get c → v_b")
        mine = results[conditions.index(governing)]
        if mine.status is Status.REFUTED and any(r.status is Status.PROVED for r in results):
            if named:
                return mine
            return Result.unknown(f"{plain_text(mine.reason)} in the case its clause names ({shown_tex(governing)}); "
                                  f"it holds only in another case of its sentence")
    return any_reading(results)


def _own_case_read(session, link, context, conditions: tuple, values: tuple, env: dict, together: Result) -> Result:
    """A refutation under all the sentence's conditions together stands only if the case the step's clause names
    refutes it alone: "if ‖k_a‖ > 1 (η > 0) then c ≈ v_a, if e^η < 1 then c ≈ v_b" is not judged in the earlier case
    η > 0 when the checker cannot tell that the two cases exclude each other; the step's own case, unread, leaves it
    unknown."""
    if together.status not in (Status.REFUTED, Status.PROVED) or len(conditions) < 2:
        return together
    cases, named = case_named(session, link)
    governing = cases[0] if named and len(cases) == 1 and cases[0] in conditions else None
    if governing is None:
        return together
    alone = relations.one(session, link, context, (governing,), env, values)
    if alone.status is together.status:
        return together
    # and a proof that rests on another clause's case is none: "if η > 0 then c ≈ v_b, if e^η < 1 then c ≈ v_a"
    found = "refuted" if together.status is Status.REFUTED else "proved"
    return Result.unknown(f"{plain_text(together.reason)} under all the conditions of its sentence together, but its "
                          f"clause names the case {shown_tex(governing)}, which is not read in the problem's terms: "
                          f"there it is not {found}")


def _false_in_its_own_case(session, link, context, conditions: tuple, result: Result) -> Result:
    """"c → v_a when 1 + η > 0": the step holds in part of the case its clause names (η > 0) and fails in the rest
    (−1 < η < 0), a part of positive measure split on the case's own variables only: it is false where its words
    say it holds. A split on anything else (n = 2 against n > 2) stays undecided."""
    split = next((item for item in result.data if isinstance(item, FailsInPart)), None)
    if result.status is not Status.UNKNOWN or split is None or not split.symbols:
        return result
    cases, named = case_named(session, link)
    if not named or len(cases) != 1 or cases[0] not in conditions:
        return result
    try:
        node = parse(cases[0])
        sides = [context.build(side).expr for side in node.operands]
    except (MeaningError, NotationError):
        return result
    symbols = set().union(*(side.free_symbols for side in sides))
    difference = sides[0] - sides[1]
    if not split.symbols <= symbols or any(isinstance(n, (s.Norm, s.Abs)) for n in s.walk(node)) or \
            not difference.is_polynomial(*symbols) or any(Poly(difference, x).degree() > 1 for x in symbols):
        # a case in other terms (‖k_a‖ > 1, |1 + η| > 1, k_aᵀq > 0) may mean less than it says (η > 0, not the
        # flipped key of η < −2): only a case written as a line in the noise is taken at its word
        return result
    return Result.refuted(f"{plain_text(split.shown)}, and both lie in the case its clause names "
                          f"({shown_tex(cases[0])})")


MAX_VALUE_CHOICES = 8


def _value_choices(values: tuple) -> list:
    """The sets of values with one value for each name, when a sentence gives a name several (η = 0.3, η = −0.3):
    the names given one value keep it in each."""
    by_symbol: dict = {}
    for value in values:
        if value[1] not in [other[1] for other in by_symbol.get(value[0], [])]:
            by_symbol.setdefault(value[0], []).append(value)
    choices = [()]
    for options in by_symbol.values():
        choices = [chosen + (option,) for chosen in choices for option in options]
        if len(choices) > MAX_VALUE_CHOICES:
            return [values]
    return choices


def _contradictory(context, conditions: tuple, values: tuple) -> bool:
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


def case_named(session, link) -> tuple:
    """(the conditions a step is said under, whether its clause names that case beyond doubt): the one right after
    it ("c → v_b when η < 0"), or right before it with only "then", "we get" between ("for η > 0 we get c → v_b"),
    else those its sentence carries from earlier ones ("Let η > 0. Then …")."""
    if link.case:  # its own notation names its case (an indicator's)
        return (link.case,), True
    text = session.text
    facts = session.sentences.get(link.statement.sentence, NO_FACTS)
    if not facts.conditions:
        return tuple(facts.maybe_conditions), False
    placed = sorted((start, start, condition) for condition, start in facts.placed.items())
    # "c ≈ v_a w.p. ½ (η > 0)": the words of the step's probability stand between it and its case
    said_to = max([link.span[1]] + [other.span[1] for other in session.links
                                    if other.event_of is not None and other.event_of.span == link.span])
    after = [place for place in placed if place[0] >= said_to]
    if after:
        written = text[said_to:after[0][0]]
        # a case on the next line ("- if 1 + η > 0: c₁ → v_a⏎- if 1 + η < 0: …") opens the next item, never this one's
        written = written if "\n" not in written.strip(" \t$") else ";"
        between = re.sub(r"[$,()]", " ", written)
        # "c ≈ v_a for η > 0" names its case; "…, für η < 0 gilt …" after a comma opens the next clause
        condition_word = lexicon.opens(between, "CONDITION") or \
            ("," not in written and lexicon.opens(between, "CASE_FOR", skipping=""))
        if re.fullmatch(r"[ \t]*[(（][ \t]*\$?[ \t]*", written):
            return (after[0][2],), True  # "c ≈ v_b (η < 0)": a case in brackets right after the step is its own
        row = _ROW_CASE.fullmatch(written)
        if row is not None and (not (row.group(1) or "").strip() or lexicon.opens(row.group(1), "CONDITION", "CASE_FOR")):
            return (after[0][2],), True  # a cases row, "v_a & η > 0": its case is what follows its "&"
        if lexicon.opens(between, "IFF") is not None and ";" not in written:
            return (after[0][2],), True  # "c → v_a iff 1 + η > 0", "тогда и только тогда, когда": its own case
        if ";" not in written and len(between.split()) <= 3 and condition_word and \
                not lexicon.said(between, "MOOD_JOINT", "CONTRAST") and \
                ("," not in written or not (_premise_of_next(session, after[0][0]) or
                                            _opens_a_clause_with_a_step(session, after[0][0]))):
            # "…, if … (then) …" opens another clause; "α_a → 0 if η < 0 (then α_b → 1)", with no comma, is said if
            return (after[0][2],), True
    # a value said after a joint ("η > 0 时 c → v_a，η < 0 时 v_b") has its case before the value, not its subject
    said_at = link.span[0] if link.elliptical else link.left_span[0]
    before = [place for place in placed if place[1] <= said_at]
    if not before:
        return tuple(facts.conditions), False
    start = before[-1][0]
    condition = next((item for item in session.links if item.left_span[0] == start), None)
    gap = re.sub(r"[$,:()]", " ", text[condition.span[1]:said_at]) if condition else "?"
    words = gap.split()
    named = condition is not None and len(words) <= 3 and \
        (not words or lexicon.every_word_read(lexicon.tokenize(" ".join(words)), "THEN", "CONSEQUENCE",
                                              "CASE_AFTER") is not None)
    named = named or (condition is not None and len(before) == 1 and _opening_case_governs(session, link, condition,
                                                                                           said_at))
    return (before[-1][2],), named


# words that carry a clause on without a case of its own: "… the score is large and the softmax puts its weight on
# a, so …"; a word unknown to these, or one that moves a step to another case (a contrast, another case,
# "otherwise", a negation, a modal, "for the rest"), leaves the opening case unnamed for the step
_CARRY_ON = ("NEUTRAL", "CONTENT", "THEN", "CONSEQUENCE", "COPULA", "VALUE_IS", "LARGE", "SMALL", "SIGN_POSITIVE",
             "SIGN_NEGATIVE", "GREATER", "LESS", "MUCH_GREATER", "MUCH_LESS", "INTENSIFIER", "SCORE_NOUN",
             "WEIGHT_NOUN", "OUTPUT_NOUN", "QUERY_NOUN", "TOWARD", "ONTO", "APPROXIMATELY", "FASTER", "SLOWER")
_MOVES_THE_CASE = ("CONDITION", "CASE_FOR", "OTHERWISE", "OTHER_CASE", "CONTRAST",
                   "NEGATION", "MODAL", "COUNTERFACTUAL", "REMARK", "EXCEPTION", "EITHER_WAY", "IFF",
                   "ALTERNATIVE", "SUPPOSE", "HYPOTHESIS", "THE_OTHERS", "REST_AFTER", "EACH_OF", "FOR_EVERY",
                   "EVERY_VALUE", "EARLIER_PART", "ASIDE_BEFORE", "ASIDE_AFTER", "RETRACTED_BY_NEXT")


def _opening_case_governs(session, link, condition, said_at: int) -> bool:
    """"As long as 1 + η > 0 this is a big positive score and the softmax sends everything to a, so c → v_a": a case
    that opens its sentence ("if", "as long as", "wenn", "si", written first) is the case of every clause after it,
    up to the step, when only words that carry a clause on stand between (no ";", no other case or contrast)."""
    sentence = link.statement.sentence
    start = min(piece.offset for piece in session.writeup.document.statements + session.writeup.document.prose
                if piece.sentence == sentence)
    prose = _prose_of(session.text)
    opening = re.sub(r"[,:()*\-–—]", " ", prose[start:condition.left_span[0]])
    if not opening.split() or not lexicon.every_word_read(lexicon.tokenize(opening), "CONDITION"):
        return False
    if re.search(r"[;；\n]", session.text[condition.span[1]:said_at]):
        return False
    tokens = lexicon.tokenize(re.sub(r"[,:()]", " ", prose[condition.span[1]:said_at]))
    return lexicon.every_word_read(tokens, *_CARRY_ON) is not None and not lexicon.scan(tokens, *_MOVES_THE_CASE)


@lru_cache(maxsize=64)
def _prose_of(text: str) -> str:
    """The text with its math blanked, offsets kept."""
    return MATH.sub(lambda match: " " * len(match.group(0)), text)


# between a cases row's value and its case: "&", then perhaps "\text{if }" or "for"
_ROW_CASE = re.compile(r"\s*&\s*(?:\\(?:text|textrm|mathrm|mbox|quad|qquad)\s*\{?([^{}]*)\}?\s*)?\s*")


def _opens_a_clause_with_a_step(session, start: int) -> bool:
    """"Se η > 0 vince a e c ≈ v_a, se η < 0 vince b e c ≈ v_b": the condition after the comma opens a clause that
    holds a step of its own before the clause ends; it may be that step's premise, so it names no case of the step
    before it beyond doubt."""
    gap = _gap_to_next_step(session, start)
    return gap is not None and not re.search(r"[,;:.]", gap.replace("$", ""))


def _gap_to_next_step(session, start: int):
    """The text between the condition that starts at `start` and the next relation of its sentence, or None when
    there is none."""
    condition = next((item for item in session.links if item.left_span[0] == start), None)
    if condition is None:
        return None
    following = next((item for item in session.links if item.left_span[0] >= condition.span[1]), None)
    if following is None or following.statement.sentence != condition.statement.sentence:
        return None
    return session.text[condition.span[1]:following.left_span[0]]


def _premise_of_next(session, start: int) -> bool:
    """The condition that starts at `start`, after a comma, is followed by the next relation of its sentence with
    nothing between but punctuation, an aside in brackets or "then", "we get" ("c ≈ v_a, if ‖k_a‖ < 1 then c ≈ v_b",
    "If η > 0, c ≈ v_a, if η < 0, c ≈ v_b", "c ≈ v_a, if η < 0 (k_a shorter) c ≈ v_b"): it opens the next clause as
    its premise, and names no case of the step before it."""
    between = _gap_to_next_step(session, start)
    if between is None:
        return False
    gap = re.sub(r"\([^()]*\)", " ", between)  # "(k_a shorter)"
    if ";" in gap:
        return False
    words = re.sub(r"[$:,]", " ", gap)
    return not words.strip() or lexicon.opens(words, "THEN", "WE_HAVE", "CONSEQUENCE") is not None
