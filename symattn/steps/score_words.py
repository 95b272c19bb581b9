"""A score said in words: "head 1 has logits t(1+η) for a and ≈ 0 for the rest", "q₂ = u_d ne voit que k_1 (score
β²)", "q₁ = u_c ha prodotto 2β² con k₃", "the score of a is t(1+η)".

The value is the formula right after the score's noun (SCORE_NOUN), or after "of KEY is" ("the score of a is …").
The key is named right after the value ("for a", "con k₃", "pour a": SCORE_OF), or it is the one key the clause named
just before the noun ("only k_1 (score β²)"); "for the rest" is every key its sentence did not name (a Link's
`apart`). The query is the one its sentence defines or names (q₂ = u_d, q_1, "head 1"), else the part's one query q.
The step read is k_Kᵀq_Q = value (≈ when "≈" stands before the value), which the engine decides. Anything not found
leaves nothing read: the value stays a formula said in words, and its write-up goes to a person.
"""

import re

from symattn.errors import NotationError
from symattn.language import lexicon
from symattn.language.document import math_run_at
from symattn.language.statements import head_named_at
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps.spread_words import statement_before
from symattn.steps.spread_words import number_at, parsed_value, words_passed

MAX_GAP = 12  # characters between the noun (or "is") and the value
KEY_REACH = 60  # characters before the noun in which the key of "only k_1 (score β²)" is looked for
# a key as the words name it: k_3, x_1, k_{a}, k₃; or a label alone: a, 3
KEY = r"(\\?[kx]\s*(?:_\s*\{?\s*[a-z0-9]\s*\}?|[₀-₉]))"
KEY_AFTER = re.compile(r"\s*\$?\s*" + KEY)
LABEL = re.compile(r"\s*\$?\s*([a-hj]|[0-9])\s*\$?(?![\w(])")  # j: copy's key
LABEL_JOINT = re.compile(r"\s*\$?\s*(?:,|&|(?<![^\W\d_])(?:and|et|und|y|e|и|和|及|と|와|과)(?![^\W\d_]))")
# what may follow the last key a score is said of: the clause's end, an aside's bracket ("t for b (others ≈ 0)"), a
# relation, or a joint before the next value
LIST_ENDS = re.compile(r"\s*\$?\s*(?:$|[,;.:()\]\n。，；：（]|≈|\\approx|~|=|→|\\to|(?<![^\W\d_])(?:and|et|und|y|e|и|和|及|vs|"
                       r"versus|against|gegen|contre|contro|contra)(?![^\W\d_]))")
QUERY_NAME = re.compile(r"(?<![A-Za-z\\])q\s*(?:_\s*\{?\s*([0-9a-z])\s*\}?|([₀-₉]))?(?![A-Za-z])")
SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
APPROX_BEFORE = re.compile(r"(?:≈|\\approx|~)\s*\$?\s*$")
# what may stand right before a value of a list ("…, t for b", "and ≈ 0 for the rest", ": M for b"): a clause mark, a
# relation, "and"; anything else ("2 t for b") means the value is longer than the token read
VALUE_OPENS = re.compile(r"(?:[,;:(，；：]|≈|\\approx|~|=|(?<![^\W\d_])(?:and|et|und|y|e|и|和|及|vs|versus|against|"
                         r"gegen|contre|contro|contra|против))\s*\$?\s*\.?\s*\$?\s*$")


def score_steps(document, links: list, make, queries: tuple) -> list:
    """The steps said in words of a score, each built by `make(op, left, right, span, left_span, statement)`;
    `queries`: the subscripts of the part's queries ("" for q; "1", "2" for two heads)."""
    text, found = document.text, []
    for match in lexicon.scan(text, "SCORE_NOUN"):
        value = _value_after(document, match.end)
        if value is None:
            continue
        right, span, statement, approximate, of_key = value
        glued = GLUED_KEY.match(text, match.start)  # "the a-logit is t(1+η)"
        key = of_key or ((glued.group(1), ()) if glued else None) or _key_after(text, span[1]) or \
            _key_before(document, match.start)
        query = _query(document, match.start, queries)
        if key is None or query is None:
            continue
        label, apart = key
        left = _score(label, query, match.start)
        if left is None:
            continue
        step = make("approx" if approximate else "=", left, right, span, (match.start, match.end),
                    statement or statement_before(document, match.start))
        found.append((step, apart))
    listed = found + _for_the_rest(document, found, make, queries)
    # scores written as formulas ("k_a^T q = k_b^T q = λ") are a list the words for the rest may go on
    written = [link for link in links if _a_score(link.left) and link.op in ("=", "approx")]
    return [(step, apart) for step, apart in listed + _the_rest_after(document, listed, make, written)
            if step.statement is not None]


def _a_score(node) -> bool:
    """k_aᵀq, k_1ᵀq₂: a key's score written as a formula."""
    return isinstance(node, s.Product) and len(node.factors) == 2 and isinstance(node.factors[0], s.Transpose) and \
        isinstance(node.factors[0].arg, s.Name) and node.factors[0].arg.base == "k" and bool(node.factors[0].arg.sub) \
        and isinstance(node.factors[1], s.Name) and node.factors[1].base == "q"


def unread_scores(document, links) -> tuple:
    """The (start, end) of each score said with a value in words ("score 1 for j", "the score of a is t") that no
    step of `links` read (its key or its query not told): a claim in words nobody read."""
    read = tuple(link.left_span for link in links)
    # the noun inside words a step read as its left side ("all other logits are 0") was read with them
    return tuple((match.start, match.end) for match in lexicon.scan(document.text, "SCORE_NOUN")
                 if not any(a <= match.start < b for a, b in read) and _value_after(document, match.end) is not None)


def _for_the_rest(document, found: list, make, queries: tuple) -> list:
    """A list that goes on after a score of a named key in its sentence: "scores t(1+η) for a, t for b, ~0 for the
    rest" — each value before "for b" is that key's score, and the value before "for the rest" is the score of every
    key the list did not name (a, b and any other named in it)."""
    text, listed = document.text, []
    for match in lexicon.scan(text, "SCORE_OF", "REST_AFTER"):
        before = [step for step, _ in found + listed if step.span[1] <= match.start and
                  _same_sentence(text, step.span[1], match.start) and isinstance(step.left, s.Product)]
        value = _value_before(text, match.start) if before else None
        if value is None or any(step.span == value[1] for step in before):
            continue  # the noun's own value ("scores t(1+η) for a") was read with its noun
        right, span, approximate = value
        between = text[before[-1].span[1]:span[0]]
        if lexicon.said(between, "SCORE_NOUN", "HEAD_1", "HEAD_2", "HEAD_3") or QUERY_NAME.search(between):
            continue  # another score's noun, or another query or head, between: not the list going on
        query = before[-1].left.factors[1].sub
        after = lexicon.tokenize(text[match.end:match.end + 30])
        others = lexicon.scan(after, "OTHER_SCORES")
        if match.concept == "REST_AFTER" or others and others[0].first == 0:
            # "≈ 0 for the rest", or the value with "otherwise", "elsewhere" after it ("≈ 0 sonst")
            # the keys the list named: with "for a", or as the score's own ("the score of a is …, ≈ 0 for the others")
            listing = lexicon.scan(text[before[0].left_span[0]:match.start], "SCORE_OF")
            named = _labels_listed(text, before[0].left_span[0], match.start) if listing else _keys_of(before)
            left = _score("i", query, match.start)
            if left is None or not named:
                continue
            end = match.end + (others[0].end if match.concept != "REST_AFTER" else 0)
            listed.append((make("approx" if approximate else "=", left, right, span, (match.start, end),
                                statement_before(document, span[1]) or before[-1].statement), named))
            continue
        if match.concept == "REST_AFTER":
            continue
        key = _key_after(text, span[1])
        left = _score(key[0], query, match.start) if key else None
        if left is not None:
            listed.append((make("approx" if approximate else "=", left, right, span, (match.start, match.end),
                                statement_before(document, span[1]) or before[-1].statement), ()))
    return listed


def _the_rest_after(document, found: list, make, written: list = ()) -> list:
    """"the logits are t(1+η) for a and t for b (others ≈ 0)", "…, all other scores 0": words for the keys a list of
    scores did not name, then their value, in the list's sentence: the score of every such key. `written`: the links
    of scores written as formulas ("k_a^T q = k_b^T q = λ and the other scores are 0"), whose keys their formulas
    name."""
    text, rest = document.text, []
    for match in lexicon.scan(text, "OTHER_SCORES"):
        before = [step for step, _ in found if step.span[1] <= match.start and isinstance(step.left, s.Product)
                  and _same_sentence(text, step.span[1], match.start)]
        by_formulas = not before
        if by_formulas:
            before = [link for link in written if link.span[1] <= match.start and
                      _same_sentence(text, link.span[1], match.start)]
            if not before:
                continue
        elif any(step.left_span[0] <= match.start < step.span[1] for step, _ in found):
            continue
        if not _only_the_key_between(text, before[-1].span[1], match.start):
            continue  # the list's last key, punctuation or a joint between the list and the words for the rest
        value = _value_after(document, match.end)
        if value is None or value[4] is not None:
            continue
        right, span, statement, approximate, _ = value
        if by_formulas:  # the keys their formulas name, of one query
            named = _keys_of(before)
            queries = {link.left.factors[1].sub for link in before}
            query = next(iter(queries)) if len(queries) == 1 else None
        else:
            # the keys the list named, each after its value ("t(1+η) for a and t for b"): a key said another way
            # ("a와 b의 점수는 t", the scores of a and b) may stand for more keys than its step, and the rest is not told
            named = _labels_listed(text, before[0].left_span[0], match.start)
            named = named if set(named) == set(_keys_of(before)) else ()
            query = before[-1].left.factors[1].sub
        left = _score("i", query, match.start) if query is not None else None
        if left is None or not named:
            continue
        rest.append((make("approx" if approximate else "=", left, right, span, (match.start, match.end),
                          statement or statement_before(document, span[1]) or before[-1].statement), named))
    return rest


def _keys_of(steps: list) -> tuple:
    """The keys the score steps are of (a of k_aᵀq), in order, once each."""
    return tuple(dict.fromkeys(step.left.factors[0].arg.sub for step in steps
                               if isinstance(step.left.factors[0], s.Transpose) and
                               isinstance(step.left.factors[0].arg, s.Name) and step.left.factors[0].arg.sub))


def _only_the_key_between(text: str, start: int, end: int) -> bool:
    """Between a list's last value and the words for the rest: at most the key it was said of ("for b"), then
    punctuation or a joint ("t for b (others ≈ 0)", "t for b, all others 0")."""
    between = text[start:end]
    key = lexicon.opens(between, "SCORE_OF")
    if key is not None:
        label, at = _label_at(text, start + key.end)
        if label is None:
            return False
        between = text[at:end]
    return re.fullmatch(r"[\s$,;(（，]*(?:(?:and|et|und|y|e|и|а|with|while|whereas|mentre|mientras|während|enquanto)"
                        r"(?![^\W\d_])|和)?[\s$,;(（，]*", between) is not None


def _labels_listed(text: str, start: int, end: int) -> tuple:
    """The keys a list of scores named ("for a", "for b", "con k₃") between `start` and `end`."""
    labels = []
    for match in lexicon.scan(text[start:end], "SCORE_OF"):
        label, at = _label_at(text, start + match.end)
        labels.append(label)
        while label is not None:  # "for a and b", "für a, b": every label the words list
            joint = LABEL_JOINT.match(text, at)
            following, after = _label_at(text, joint.end()) if joint else (None, at)
            # a label of the same kind goes on the list ("a and b", "1, 3"); "for a and b, 0 otherwise": 0 is a value
            if following is not None and following.isdigit() == label.isdigit():
                label, at = following, after
                labels.append(label)
                continue
            if not LIST_ENDS.match(text, at) and not OF_KEY_IS.match(text, at):
                labels.append(None)  # "for a as well as b": the keys go on in words not read
            break
    return tuple(dict.fromkeys(labels)) if labels and all(labels) else ()


def _label_at(text: str, at: int) -> tuple:
    """(the key's label written at `at`: a, 3, or k₃'s 3, where it ends), or (None, at)."""
    label = LABEL.match(text, at)
    if label:
        return label.group(1), label.end()
    name = KEY_AFTER.match(text, at)
    return (_label_of(name.group(1)), name.end()) if name else (None, at)


def _same_sentence(text: str, start: int, end: int) -> bool:
    return not re.search(r"[.!?。\n]", text[start:end])


def _value_before(text: str, at: int):
    """(value, its span, said with ≈) written right before `at` ("≈ 0 for the rest"), or None."""
    # "≈0" glued: the relation is no character of the value
    run = re.search(r"(?:(≈|\\approx|~|=)\s*)?\$?\s*((?!≈|~|=)[^\s$]{1,20})\s*\$?\s*$", text[max(0, at - 30):at])
    if run is None:
        return None
    formula = run.group(2)
    if re.fullmatch(r"[^\W\d_]{2,}", formula):
        return None  # a word ("the score of b"), not a value
    start = at - len(text[max(0, at - 30):at]) + run.start(2)
    if not VALUE_OPENS.search(text[max(0, start - 12):start]):
        return None  # "2 t for b": the token before "for" is not the whole value
    node = parsed_value(formula, start)
    return (node, (start, start + len(formula)), run.group(1) not in (None, "=")) if node is not None else None


def _past_copula(text: str, start: int) -> tuple:
    """(where the value starts, said as approximate) past "is", "は", "为", "约为", "about" right after the noun ("a's
    score is t", "$a$ のスコアは $t$", "其余约为 0"): the copula between a noun and its value says nothing more."""
    end, passed = words_passed(text, start, MAX_GAP + 8, "COPULA", "VALUE_IS", "APPROXIMATELY")
    return end, "APPROXIMATELY" in passed


def _value_after(document, at: int):
    """(value, its span, its statement or None, said with ≈, the key of "of a is" or None) right after the noun, or
    None."""
    text = document.text
    gap = text[at:at + MAX_GAP + 20]
    of_key = re.match(r"\s*(?:of|de|von|di|da)\s+(?:key\s+|token\s+)?\$?\s*([a-h0-9])" + OF_KEY_IS.pattern + r"\s*",
                      gap)
    start = at + (of_key.end() if of_key else 0)
    key = (of_key.group(1), ()) if of_key else None
    start, said_about = _past_copula(text, start)
    statement = next((st for st in document.statements if start <= st.offset <= start + MAX_GAP and
                      not text[start:st.offset].strip(" $:(") and not re.search(r"[^\W\d_]", text[start:st.offset])),
                     None)
    approximate = False
    if statement is not None:
        formula = statement.text
        approximate = said_about or bool(re.match(r"\s*(?:≈|\\approx|~)", formula))
        formula = re.sub(r"^\s*(?:≈|\\approx|~|=)\s*", "", formula)
        if re.search(r"=|≈|→|\\(?:approx|to)\b", formula):
            return None  # a relation of its own: read as written
        node = parsed_value(formula, statement.offset + len(statement.text) - len(formula))
        return (node, (statement.offset, statement.offset + len(statement.text)), statement, approximate, key) \
            if node is not None else None
    rest = text[start:start + MAX_GAP]
    skip = len(rest) - len(rest.lstrip(" $:("))
    begin = start + skip
    approximate = said_about or bool(APPROX_BEFORE.search(text[start:begin]))
    run = number_at(text, begin) or math_run_at(text, begin) or _name_at(text, begin)
    if run is None or text[begin:run[1]].strip(" $"):
        return None
    node = parsed_value(run[0], run[1])
    return (node, (run[1], run[1] + len(run[0])), None, approximate, key) if node is not None else None


NAME_VALUE = re.compile(r"(\\?[A-Za-zα-ω](?:_\{?\w{1,3}\}?)?)(?=[\s.,;:)$]|$)")


def _name_at(text: str, start: int):
    """(a name written alone as the value, where it starts): "the score of b is t."; else None."""
    found = NAME_VALUE.match(text, start)
    return (found.group(1), found.start(1)) if found else None


def _key_after(text: str, end: int):
    """("a", ()) for "… for a", ("3", ()) for "… con k₃", ("i", (named…)) is not read here; else None."""
    following = lexicon.tokenize(text[end:end + 30])
    opening = lexicon.scan(following, "SCORE_OF")
    if not opening or opening[0].first != 0:
        return None
    label, _ = _label_at(text, end + opening[0].end)
    return (label, ()) if label is not None else None


# a key written right before the bracket of "(score β²)": "ne voit que $k_1$ (score …", "k_a (Score C(1+η))"
KEY_BEFORE_BRACKET = re.compile(r"(?<![A-Za-z\\])" + KEY + r"\s*\$?\s*\(\s*$")


# the copula after "the score of a": the key named is the score's own ("il punteggio di a è …")
OF_KEY_IS = re.compile(r"\s*\$?\s*(?:is|est|ist|es|è|é|vaut|vale|beträgt|equals|=)(?![^\W\d_])")
GLUED_KEY = re.compile(r"([a-hj])\s*-\s*(?=[^\W\d_])")  # the label a SCORE_NOUN match opens with ("a-logit")
# the key that owns the noun: "$a$ 的得分为 t(1+η)", "$a$ のスコアは", "a 의 점수", "a's score"
KEY_OWNING = re.compile(r"(?:(?<![\w\\])([a-hj])|" + KEY + r")\s*\$?\s*(?:的|の|의|'s|’s)\s*$")


def _key_before(document, at: int):
    """The key written right before the bracket the noun opens ("ne voit que $k_1$ (score β²)"), or owning the noun
    ("$a$ 的得分为 …"), or None. A key named elsewhere in the clause is not the score's ("compares k_a only with
    scores ≈ 0")."""
    before = document.text[max(0, at - KEY_REACH):at]
    found = KEY_BEFORE_BRACKET.search(before)
    if found:
        return _label_of(found.group(1)), ()
    owning = KEY_OWNING.search(before)
    if owning and LISTED_BEFORE.search(before[:owning.start()]):
        return None  # "a と b のスコア", "a와 b의 점수": the scores of a list, not of its last key alone
    return (owning.group(1) or _label_of(owning.group(2)), ()) if owning else None


# a label and a joint right before the key that owns the noun: the noun is said of the list they make
LISTED_BEFORE = re.compile(r"(?:(?<![^\W\d_\\])[a-hj]|" + KEY + r")\s*\$?\s*(?:,|&|(?<![^\W\d_])(?:and|et|und|y|e|и)"
                           r"(?![^\W\d_])|和|及|と|와|과)\s*\$?\s*$")  # a CJK particle is written onto its label


def _label_of(name: str) -> str:
    found = re.search(r"([a-z0-9])\s*\}?\s*$", name.translate(SUBSCRIPT_DIGITS))
    return found.group(1) if found else ""


def _query(document, at: int, queries: tuple):
    """The subscript of the query its sentence speaks of: one it defines or names before the noun, a head it names
    ("head 1"), else the part's one query; None when that is not one."""
    text = document.text
    start = max(text.rfind(mark, 0, at) for mark in (".", "\n", "。", "!", "?")) + 1
    before = text[start:at]
    # the one its clause names ("q_1 = …, q_2 = …: Head 1 has logits …" speaks of head 1), else the one its sentence
    # names; two named and none in the clause ("with q_1 = … and q_2 = …, the score of a is …"): not told
    clause = max(before.rfind(mark) for mark in (",", ";", ":", "，", "：", "；")) + 1
    for words in (before[clause:], before):
        named = {m.group(1) or (m.group(2) or "").translate(SUBSCRIPT_DIGITS) for m in QUERY_NAME.finditer(words)}
        named |= {m.concept[-1] for m in lexicon.scan(words, "HEAD_1", "HEAD_2", "HEAD_3")}
        if named:
            return named.pop() if len(named) == 1 else None
    head = head_named_at(text, at)  # "Head 1:" as a label line of its own, the list under it
    if head is not None and str(head) in queries:
        return str(head)
    return "" if queries == ("",) else None


def _score(key: str, query: str, at: int):
    """k_keyᵀq_query as the notation writes it, placed at the words."""
    try:
        return parse(f"k_{{{key}}}^\\top q" + (f"_{{{query}}}" if query else ""), at)
    except NotationError:
        return None
