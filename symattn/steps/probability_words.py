"""A probability said in words of the cases before it: "if η > 0, c ≈ v_a; if η < 0, c ≈ v_b. Each happens with
probability 1/2", "chaque cas a une probabilité 1/2", "whenever 1 + η > 0, which happens with probability Φ(√2)",
"η is symmetric, so the two cases are equally likely".

The words name the value (the formula or number right after "with probability") and the event is a case the
write-up stated just before, as an inequality: the one case of the sentence or of the two before, or, with
"each" ("chaque", "jeweils", "cada", "各"), every case stated there; or the case written right before the words
("1+η<0 的概率大约是 0.16": the probability of 1 + η < 0). "Equally likely" gives ½ to each of exactly two
cases. The step read is Pr(case) = value, which the engine decides from the noise's law. Where the event is not told
so (two cases and no "each"), nothing is read, and the value alone is not read either (the rule table's
`probability_in_words`).
"""

import re
from dataclasses import replace

from symattn.language import lexicon
from symattn.language.conclusions import asserted_at
from symattn.language.document import math_run_at
from symattn.notation import syntax as s
from symattn.steps.spread_words import MAX_GAP, number_at, parsed_value, statement_before, words_passed

CASE_OPS = ("<", ">", "le", "ge")
RELATION_IN = re.compile(r"[=<>≈→≤≥≠]|\\(?:to|approx|le|leq|ge|geq|ne|neq|rightarrow|gg|ll)(?![A-Za-z])")
CASE_REACH = 3  # sentences where the cases are looked for: the one with the words and the two before
MAX_CASES = 3


def probability_steps(document, links: list, make) -> list:
    """The steps said in words of a probability, each built by `make(op, left, right, span, left_span, statement)`."""
    text, found = document.text, []
    for match in lexicon.scan(text, "PROBABILITY_OF"):
        value = _value_after(document, match.end)
        each_after = value is not None and lexicon.said(text[match.end:value[1][0]], "EACH_OF")
        each_before = value is not None and lexicon.said(_clause(text, match.start), "EACH_OF")
        claim = _qualified_claim(text, links, match, value) if value is not None and not (each_after or each_before) \
            else None
        if claim is not None and asserted_at(text, match.start, match.end):
            # "c ≈ ½(v_a + v_b) with probability ≈ 0.921", "with probability 0.92, c → ½(v_a + v_b)": the
            # probability of the event where that step holds, found when it is judged (claim_events.py)
            right, span, statement = value
            event = s.Relation((claim.op,), (claim.left, claim.right), claim.left_span[0])
            found.append(replace(make("=", s.Call("Pr", (event,), match.start), right, span, (match.start, match.end),
                                      statement or statement_before(document, match.start)), event_of=claim))
            continue
        if value is None or not (_subject_said(document, match.start) or each_after or
                                 _case_right_before(text, links, match.start)) \
                or not asserted_at(text, match.start, match.end):
            continue  # "compared with 1(c)(ii), where c was v_a or v_b with probability ½ each": another part's
        right, span, statement = value
        # "each happens with probability ½", "вероятность каждого исхода 1/2": "each" before the value
        each = each_after or lexicon.said(_clause(text, match.start), "EACH_OF")
        for case in _events(document, links, match.start, each):
            found.append(make("=", s.Call("Pr", (case,), match.start), right, span, (match.start, match.end),
                              statement or statement_before(document, match.start)))
    for link in links:
        # "η > 0 ⇒ c ≈ v_a, η < 0 ⇒ c ≈ v_b, with P = ½ each": a probability with no event written, "each" after it
        each = lexicon.opens(_rest_of_clause(text, link.span[1]), "EACH_OF") if bare_probability(link) else None
        if each is not None:
            words = (link.span[1] + each.start, link.span[1] + each.end)
            for case in _events(document, links, link.left_span[0], True):
                found.append(make("=", s.Call("Pr", (case,), link.left_span[0]), link.right, link.span, words,
                                  link.statement))
    for match in lexicon.scan(text, "EQUALLY_LIKELY"):
        if not asserted_at(text, match.start, match.end):
            continue  # "ce n'est pas pile ou face", "it's not a coin flip": denied, or said of another part
        cases = _events(document, links, match.start, True)
        if len(cases) != 2:
            continue
        half = s.Frac(s.Num("1", match.start), s.Num("2", match.start), match.start)
        for case in cases:
            found.append(make("=", s.Call("Pr", (case,), match.start), half, (match.start, match.end),
                              (match.start, match.end), statement_before(document, match.start)))
    return [replace(step, own_mood=True) for step in found if step.statement is not None]


CLAIM_OPS = ("to", "approx")  # a limit the step claims: "ξ = 0 has probability 0" sets a value, it claims no limit


def _qualified_claim(text: str, links: list, match, value):
    """The step the words qualify: written right before them ("c ≈ v_a with probability ½"), or right after their
    value and a comma ("with probability ≈ 0.92, c → ½(v_a + v_b)"); None when neither is."""
    before = next((link for link in reversed(links) if link.span[1] <= match.start), None)
    if before is not None and before.op in CLAIM_OPS and not text[before.span[1]:match.start].strip(" $"):
        return before
    end = value[1][1]
    after = next((link for link in links if link.left_span[0] >= end), None)
    if after is not None and after.op in CLAIM_OPS and _joins_a_claim(text[end:after.left_span[0]]):
        return after
    return None


def _joins_a_claim(gap: str) -> bool:
    """A comma, or words that change nothing or say "then" ("確率 ≈ 0.921 で c → …", "with probability 0.92 we have
    c → …"), between the value and the step: a condition or a negation there is no such joint."""
    words = gap.replace("$", " ").strip(" \t\n,，、")
    if not words:
        return True
    tokens = lexicon.tokenize(words)
    return all(re.search(r"\w", token.text) for token in tokens) and \
        lexicon.every_word_read(tokens, *JOINING) is not None


JOINING = ("NEUTRAL", "THEN", "CONSEQUENCE", "COPULA")


def _subject_said(document, at: int) -> bool:
    """Words name what the probability is of ("each happens", "which occurs", "ce cas a"): the phrase right after a
    formula ("c ≈ v_a with probability 1") qualifies that formula, given its case, and is no probability of the case."""
    before = statement_before(document, at)
    start = before.offset + len(before.text) if before is not None else 0
    return re.search(r"[^\W\d_]{2,}|[\u4e00-\u9fff]", document.text[start:at].replace("$", " ")) is not None


def _case_right_before(text: str, links: list, at: int):
    """The case (an inequality) written right before the words, nothing but spaces between, or a relative pronoun
    that names it ("when η > −1, which has probability …", "si η > −1, ce qui arrive avec probabilité …"); or None."""
    return next((link for link in reversed(links) if link.op in CASE_OPS and link.span[1] <= at and
                 _names_the_case(text[link.span[1]:at])), None)


def _names_the_case(gap: str) -> bool:
    words = gap.replace("$", " ").strip(" ,，")
    return not words or "," in gap and lexicon.every_word_read(lexicon.tokenize(words), "RELATIVE_EVENT") is not None


def _value_after(document, at: int):
    """(the value, its span, its statement) written right after the words, or None."""
    text = document.text
    start = _past_is(text, at)
    statement = next((st for st in document.statements if start <= st.offset <= start + MAX_GAP and
                      _only_is(text[at:st.offset])), None)
    if statement is not None:
        side = _first_side(statement.text)
        node = parsed_value(side, statement.offset)
        if node is None or isinstance(node, s.Call) and node.func == "Pr":
            return None  # "with probability Pr(η > 0) = ½": the probability is written, and read as written
        begin = statement.offset + max(0, statement.text.find(side))
        if side == statement.text.strip() and \
                lexicon.opens(text[statement.offset + len(statement.text):].lstrip(" $"), "OWNER_OF", skipping=""):
            return None  # "확률: $\eta$ 의 표준편차는 …": the name owns the noun after it, no value of the words
        return node, (begin, begin + len(side)), statement
    # "avec probabilité 0,921", "mit Wahrscheinlichkeit 0,92": a decimal comma, as written there
    run = number_at(text, start, decimal_comma=True) or math_run_at(text, start)
    if run is None or text[start:run[1]].strip(" $"):
        return None
    if _GOES_ON.match(text, run[1] + len(run[0])):
        return None  # "with probability 1 − p": the number starts a formula of plain text, not read as 1
    node = parsed_value(run[0], run[1])
    return (node, (run[1], run[1] + len(run[0])), None) if node is not None else None



# an operator after a number, then a name or a number: the number is the first term of a formula ("1 − p", "1 - γ")
_GOES_ON = re.compile(r"[ \t]*(?:[-−+*/×·^]|\\cdot|\\times)[ \t]*[\w(\\{]")


def _past_is(text: str, at: int) -> int:
    """Where the value starts after the words: past spaces, dollars, a colon and "is", "about", "是", "each"."""
    reach = MAX_GAP + 20  # "вероятность каждого исхода 1/2": "each" between the words and the value
    end, _ = words_passed(text, at, reach, "APPROXIMATELY", "VALUE_IS", "NEAR_VALUE", "EACH_OF")
    rest = text[end:at + reach]
    return end + len(rest) - len(rest.lstrip(" $:"))


def _only_is(gap: str) -> bool:
    """Nothing but "is", "about", "是", "大约是" between the words and the value ("1+η<0 的概率大约是 0.16", "with
    probability about 0.92"): the value is the probability's."""
    return not gap[_past_is(gap, 0):].strip(" $:")


def _first_side(formula: str) -> str:
    """"Φ(√2) ≈ 0.92": the value the words give is the formula's first side; "≈ 0.92", a formula that opens with the
    relation, gives the value after it."""
    for mark in ("\\approx", "≈", "="):
        if mark in formula:
            first, _, rest = formula.partition(mark)
            return first.strip() or rest.strip()
    return formula


def _events(document, links: list, at: int, each: bool) -> list:
    """The cases the words may speak of: inequalities stated in this sentence before the words, or in the two sentences
    before; all of them with "each", else the one alone."""
    text = document.text
    link = _case_right_before(text, links, at)
    if link is not None:  # "$1+\eta<0$ 的概率是 0.08", "η < 0 の確率": the event written right before the words
        return [s.Relation((link.op,), (link.left, link.right), link.left_span[0])]
    sentences = sorted({st.sentence for st in document.statements if st.offset < at})
    wanted = set(sentences[-CASE_REACH:])
    cases, seen, bounded = [], set(), []
    for link in links:
        if link.left_span[0] >= at or link.statement.sentence not in wanted or link.op not in CASE_OPS:
            continue
        key = text[link.left_span[0]:link.span[1]]
        if key not in seen:
            seen.add(key)
            cases.append(s.Relation((link.op,), (link.left, link.right), link.left_span[0]))
            bounded.append((re.sub(r"\s+", "", text[link.left_span[0]:link.left_span[1]]), link.op in ("<", "le")))
    # a statement between the cases and the words that was not read ("… when 1 + η > 0, and not when it is < 0, which
    # happens with probability 0.08"): it may be the case the words speak of
    read = {link.statement for link in links}
    if cases and any(st not in read and RELATION_IN.search(st.text) for st in document.statements
                     if cases[0].pos <= st.offset < at):
        return []
    if each:
        # η < 0 and η < −1 ("which also covers η < −1"): one case inside the other, so "each has probability ½"
        # does not say which cases it counts, and nothing is read
        nested = len(set(bounded)) < len(bounded)
        return cases if 2 <= len(cases) <= MAX_CASES and not nested else []
    return cases if len(cases) == 1 else []


PROBABILITY_NAMES = ("P", "p", "Pr", "Prob")


def bare_probability(link) -> bool:
    """"P = ½": a probability's name with no event, set equal to a value."""
    return link.op == "=" and isinstance(link.left, s.Name) and link.left.base in PROBABILITY_NAMES and \
        not link.left.sub


def _rest_of_clause(text: str, at: int) -> str:
    """The words after `at` up to the clause's end, for "each" after a value."""
    return re.split(r"[,，;；.。:\n]", text[at:at + 40].replace("$", " "))[0]


def _clause(text: str, at: int) -> str:
    """The words of the clause before `at`, for "each"."""
    start = max(text.rfind(mark, 0, at) for mark in (".", ";", "\n", "。"))
    return text[start + 1:at]



