"""What each statement of a document is, from the words around it in its sentence.

A relation written after "if", "suppose", "assume", "unless" or "when" is a hypothesis, not a claim; the sentences
after it that start "Then", "So", "Hence", … rest on it too. "we want v_1 = u_b" states a goal and "this would need
cos(t_1 − t_2) = 1" a necessary condition: neither is claimed.

A condition can be a remark about a special case rather than the sentence's premise: after "unless" or "except"
it names the exception ("α_a < ½ (unless n = 2)") and is never applied; with "only", "iff", "equality",
"degenerate", "would" or after "which forces" it may be either ("α_a = ½ only when n = 2", "… > 0, with
equality iff n = 2", "only n = 2 would give ½"), so the sentence is read with it and without it.

Every word list is the lexicon's (symattn/language/lexicon).
"""

import re

from symattn.language import lexicon
from symattn.language.document import RELATION_MARK
from symattn.language.sentences import next_sentence_end, sentence_end_matches


def words_before(text: str, statements: tuple, statement) -> str:
    """The words between a statement and the one before it in its sentence."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    start = previous.offset + len(previous.text) if previous is not None else max(0, statement.offset - 200)
    gap = text[min(start, statement.offset):statement.offset]
    ends = sentence_end_matches(gap)
    if ends and (previous is None or previous.sentence != statement.sentence):
        gap = gap[ends[-1].end():]
    return gap.replace("$", " ")  # the gap runs from math to math: what lies between its dollars is prose


def sentence_until(text: str, statements: tuple, statement) -> str:
    """The words of a statement's sentence up to it (its math blanked): "if Φ had equal rows we would have", "adding
    u_d gives"."""
    first = next(st for st in statements if st.sentence == statement.sentence)
    return words_before(text, statements, first) + " " + text[first.offset:statement.offset].replace("$", " ")


def premise_of_implication(text: str, statements: tuple, statement) -> bool:
    """"Φ(t_1) = Φ(t_2) implies t_1 = t_2", "Aus Φ(t_1) = Φ(t_2) folgt …": the statement is the premise, not a claim
    of its own."""
    after = words_after(text, statements, statement)
    if lexicon.opens(after, "IT_FOLLOWS") is not None and \
            lexicon.closes(words_before(text, statements, statement), "FROM_PREMISE") is not None:
        return True
    modal = lexicon.opens(after, "MODAL")  # "A would force B", "A then implies B"
    return lexicon.opens(after[modal.end:] if modal else after, "IMPLIES") is not None


def implied_by_previous(text: str, statements: tuple, statement) -> bool:
    """What an implication or an equivalence concludes from the statement before it ("A forces B", "A, which implies
    B", "A ⇔ B")."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    # "A ⇔ B", "A iff B": B is what A implies, as much as after "A forces B"
    return previous is not None and previous.sentence == statement.sentence and \
        lexicon.closes(words_before(text, statements, statement), "IMPLIES", "EQUIVALENT") is not None


def equivalent_to_words(text: str, statements: tuple, statement) -> bool:
    """"These are equal iff PΦ = Φ": one side of an equivalence whose other side is said in words. The sentence
    claims the equivalence, not this side."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    return (previous is None or previous.sentence != statement.sentence) and \
        lexicon.closes(words_before(text, statements, statement), "EQUIVALENT") is not None


def words_after(text: str, statements: tuple, statement) -> str:
    """The words between a statement and the next one of its sentence, or the end of its sentence."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    end = statement.offset + len(statement.text)
    stop = following.offset if following is not None and following.sentence == statement.sentence else end + 200
    gap = text[end:max(end, stop)]
    found = next_sentence_end(gap, 0)
    return (gap[:found.start()] if found else gap).replace("$", " ")


def condition_mood(text: str, statements: tuple, statement):
    """"exception" for a condition that names the case a claim leaves out (never applied), "either" for one that may
    be a remark, a conclusion or the premise (read both ways), None for a premise."""
    before = words_before(text, statements, statement)
    after = words_after(text, statements, statement)
    around = _clause_before(text, statement.offset) + " " + before + " " + after
    if lexicon.said(around, "EXCEPTION") and not _excepts_another_case(after):
        return "exception"
    iff = lexicon.opens(before, "IFF")
    if iff is not None and not before[iff.end:].strip(" ,:"):
        # "c → v_a iff 1 + η > 0", nothing else between: the case of the step before it (its "if" half is checked
        # there); "with equality iff n = 2" speaks of something else, read both ways as before
        return None
    if lexicon.opens(after, "IMPLIES") is not None:
        return None  # "So: η > 0 ⇒ c ≈ v_a": the premise of the implication it opens, whatever came before it
    # "… = 0, which forces n = 2": a conclusion, or the premise of what came before it; "only" of another clause
    # ("only k_a has a large score; as long as 1 + η > 0, c₁ ≈ v_a") says nothing of this condition
    own = _clause_before(text, statement.offset) + " " + CLAUSE_START.split(after, maxsplit=1)[0]
    return "either" if lexicon.said(own, "EITHER_WAY") or lexicon.closes(before, "CONCLUSION") else None


CLAUSE_START = re.compile(r"[,;:\n。，；：]|[.!?](?=\s)")


def clause_around(text: str, start: int, end: int) -> tuple:
    """(start, end) of the clause holding text[start:end]: from the mark that opens it (a comma, a colon, a sentence
    end) to the one that closes it."""
    opened = max((found.end() for found in CLAUSE_START.finditer(text, max(0, start - 300), start)), default=0)
    closing = CLAUSE_START.search(text, end)
    return opened, closing.start() if closing else len(text)


def _clause_before(text: str, offset: int) -> str:
    """The words of the statement's clause before it, over any formula between ("Ignoring the ≈ 8% of cases with
    k_aᵀq_1 < 0, …": the exception's words come before the ≈ 8%)."""
    start = 0
    for found in CLAUSE_START.finditer(text, max(0, offset - 200), offset):
        start = found.end()
    return text[start:offset].replace("$", " ")


def _excepts_another_case(after: str) -> bool:
    """"if 1 + η > 0 (we ignore the negative case)": the words after the condition set aside another case, named in
    words, so the condition is the case kept, not the one left out."""
    found = lexicon.find(after, "EXCEPTION")
    return found is not None and lexicon.said(after[found.end:], "OTHER_CASE")


def opens_with_consequence(text: str, statements: tuple, statement) -> bool:
    """A sentence that starts "Then", "So", "Hence", …: it goes on from the hypothesis of the sentence before."""
    return lexicon.opens(words_before(text, statements, statement), "CONSEQUENCE") is not None


def is_concluded(text: str, statements: tuple, statement) -> bool:
    """A relation right after "which forces", "so", "hence", …: a conclusion, never a definition."""
    return lexicon.closes(words_before(text, statements, statement), "CONCLUSION") is not None


def is_hypothesis(text: str, statements: tuple, statement) -> bool:
    """A relation after "if", "suppose", "assume", … with no "then", "so", "gives" after the condition word; and each
    relation joined to one by "and", "while", "et", "und", … alone ("suppose s_j = s while s_i = 0")."""
    return _in_mood(text, statements, statement, _after_condition, _governs_what_follows) or \
        lexicon.opens(words_after(text, statements, statement), "HYPOTHESIS_AFTER") is not None  # "… 이면", "… なら"


def words_since_relation(text: str, statements: tuple, statement, within_clause: bool = True) -> str:
    """The words before a statement back to the last statement of its sentence with a relation: a name alone
    ("Angenommen, für die Vertauschung $P$ gälte $A$", "sonst $b$ ($c \approx v_b$)") is a word of the clause, not a
    statement that ends what the words before it say. `within_clause`: not past a comma or a colon."""
    before = words_before(text, statements, statement)
    index = statements.index(statement)
    while index and statements[index - 1].sentence == statement.sentence and \
            not RELATION_MARK.search(statements[index - 1].text) and \
            not (within_clause and CLAUSE_START.search(text[statements[index - 1].offset +
                                                            len(statements[index - 1].text):statements[index].offset])):
        index -= 1
        before = words_before(text, statements, statements[index]) + " " + \
            text[statements[index].offset:statement.offset].replace("$", " ")
    return before


def _after_condition(text: str, statements: tuple, statement) -> bool:
    before = words_since_relation(text, statements, statement)
    # one scan, so that "si ha" (we have) is read whole, not as the condition word "si" (if)
    said = lexicon.scan(before, "THEN", "CONDITION")
    resumed = [m.start for m in said if m.concept == "THEN"]
    return any(not any(at > m.start for at in resumed) for m in said if m.concept == "CONDITION")


def closed_in_words(text: str, statements: tuple, statement) -> bool:
    """"If we add u_d to x_2, c_2 ≈ …": the condition before the statement is said in words of its own (two or more)
    and closed by a comma, so the statement after the comma is what holds in that case, not part of it ("If, say,
    c_2 ≈ u_b" stays supposed)."""
    before = words_since_relation(text, statements, statement)
    # "if", "wenn", "si"; not a supposition's verb ("Suppose the keys are distinct and of one norm, ‖k_i‖ = r": what
    # follows its comma is still supposed)
    conditions = [m for m in lexicon.scan(before, "CONDITION") if not lexicon.said(before[m.start:m.end], "SUPPOSE")]
    if not conditions:
        return False
    depth, comma = 0, None
    for at in range(conditions[-1].end, len(before)):  # the clause's comma, not one inside {a, b} or (x, y)
        depth += before[at] in "([{" and 1 or before[at] in ")]}" and -1 or 0
        if before[at] == "," and depth == 0:
            comma = at
            break
    # words of two letters or more ("we add u_d to x_2"), not names ("if i in {a, b}")
    return comma is not None and len([t for t in lexicon.tokenize(before[conditions[-1].end:comma])
                                      if len(t.text) > 1 and t.text.isalpha()]) >= 2


def _governs_what_follows(text: str, statements: tuple, statement) -> bool:
    """"Suppose A and B", "If A and B, then …": the hypothesis word opens its clause and governs the relations
    joined after A. A condition that trails a claim of its sentence ("c_1 → v_a when 1 + η > 0 and c_2 → v_a") governs
    only its own relation: the "and" goes back to the claim."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    if previous is None or previous.sentence != statement.sentence:
        return True
    before = words_before(text, statements, statement)
    if lexicon.said(before, "SUPPOSE"):
        return True
    words = tuple(token for token in lexicon.tokenize(before) if token.text not in ",;:()")
    opening = lexicon.scan(words, "CONDITION")
    return not (opening and opening[0].first == 0)


def is_goal(text: str, statements: tuple, statement) -> bool:
    """"we want v_1 = u_b", "so that c_2 ≈ u_b", "on veut …", "我们希望 …", a purpose that opens its sentence ("To get
    c_2 ≈ u_b, …", "Pour obtenir …"; not "we expand to get α_a = …"), and the goal that follows its relation ("… と
    なるようにしたい", "um … zu erhalten"): what the student aims for, not what they claim."""
    return _in_mood(text, statements, statement, _after_goal)


def _after_goal(text: str, statements: tuple, statement) -> bool:
    before = words_before(text, statements, statement)
    purpose = lexicon.closes(before, "PURPOSE", skipping=",:")
    return lexicon.closes(before, "GOAL", skipping=",:") is not None or \
        purpose is not None and _same_place(purpose, lexicon.opens(before, "PURPOSE")) or \
        lexicon.opens(words_after(text, statements, statement), "GOAL_AFTER") is not None


def is_negated(text: str, statements: tuple, statement) -> bool:
    """"So neither choice makes c_2 ≈ u_b", "we cannot have …", "which is not ≈ ½": the words before deny the
    relation; "W_Q = W_K is not assumed", "… need not hold", "… wird nicht vorausgesetzt": the words after it do, also
    after the relations joined to it by "and" alone ("A and B are not assumed")."""
    if lexicon.closes(words_before(text, statements, statement), "NEGATED_CLAIM", skipping=",:") is not None:
        return True
    index = statements.index(statement)
    for step in range(MOOD_REACH):
        if lexicon.opens(words_after(text, statements, statement), "DENIED_AFTER") is not None:
            return True
        following = statements[index + 1] if index + 1 < len(statements) else None
        if following is None or not joined_to_previous(text, statements, following):
            return False
        index, statement = index + 1, following
    return False


def is_necessary_condition(text: str, statements: tuple, statement) -> bool:
    """"this would need cos(t_1 − t_2) = 1", "which requires t_1 = t_2", "cos(ω_iΔ) = 1 が必要": a condition, not a
    claim."""
    return _in_mood(text, statements, statement, _after_necessary) or \
        lexicon.opens(words_after(text, statements, statement), "NECESSARY_AFTER") is not None


def _after_necessary(text: str, statements: tuple, statement) -> bool:
    return lexicon.closes(words_before(text, statements, statement), "NECESSARY", skipping=",:") is not None


def _same_place(match, other) -> bool:
    return other is not None and (match.start, match.end) == (other.start, other.end)


MOOD_REACH = 8  # relations joined one after another under one word ("suppose A and B while C …")


def _in_mood(text: str, statements: tuple, statement, said_so, governs=None) -> bool:
    """Whether the words put the statement in a mood, or it is joined by a joining word alone to one that is (and
    that one's mood word governs what is joined to it)."""
    index = statements.index(statement)
    for step in range(MOOD_REACH):
        if said_so(text, statements, statement):
            return step == 0 or governs is None or governs(text, statements, statement)
        if not index or not joined_to_previous(text, statements, statement):
            return False
        index -= 1
        statement = statements[index]
    return False


def joined_to_previous(text: str, statements: tuple, statement) -> bool:
    """"A and B", "A while B", "A et B", "A und B", "A 且 B": the statement is joined to the one before it in its
    sentence by joining words alone (the lexicon's MOOD_JOINT), so it shares that one's mood; a comma alone does not
    join ("if η > 0, c → v_a" claims c → v_a)."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    if previous is None or previous.sentence != statement.sentence:
        return False
    gap = words_before(text, statements, statement)
    words = [token for token in lexicon.tokenize(gap) if token.text != ","]
    if not words:
        return False
    joints = lexicon.scan(tuple(words), "MOOD_JOINT")
    if sum(m.last - m.first for m in joints) == len(words):
        return True
    # "suppose t_1 ≠ t_2, but Φ(t_1) = Φ(t_2)": a contrast alone between two relations a supposition opens joins
    # them in it (a condition does not: after "if A, c → v_a, but …" the clause is a claim)
    contrast = lexicon.scan(tuple(words), "CONTRAST")
    return len(contrast) == 1 and contrast[0].last - contrast[0].first == len(words) and \
        lexicon.said(words_before(text, statements, previous), "SUPPOSE")


HEAD_SCOPE_REACH = 300  # characters back from a statement, within its sentence


def head_named_before(text: str, statement):
    """(head, where its name ends) for the head named earlier in the statement's sentence, or None."""
    return _head_at(text, statement.offset)


def head_scope(text: str, statement) -> int | None:
    """The head a statement speaks of, named earlier in its sentence ("For head 1: q = tμ_a", "in the second head
    we use q = …"), or by a label that is a sentence of its own ("**First head.** α_a = …"): 1, 2, 3, or None."""
    return head_named_at(text, statement.offset)


def head_named_at(text: str, position: int) -> int | None:
    """The head named last before `position` in its sentence ("the first head's query …"), or None."""
    found = _head_at(text, position)
    return found[0] if found is not None else None


def _head_at(text: str, position: int):
    """(head, where its name ends) named last before `position` in its sentence, or in a label sentence right before
    it ("First head." / "**Head 2.**"); None when neither names one."""
    ends = [m.end() for m in sentence_end_matches(text, max(0, position - HEAD_SCOPE_REACH), position)]
    start = ends[-1] if ends else max(0, position - HEAD_SCOPE_REACH)
    named = lexicon.last(text, *lexicon.DOMAINS["head"], start=start, end=position)
    if named is None and ends:
        label_start = ends[-2] if len(ends) > 1 else max(0, position - HEAD_SCOPE_REACH)
        tokens = lexicon.tokenize(text, label_start, ends[-1])
        found = lexicon.scan(tokens, *lexicon.DOMAINS["head"])
        words = [t for t in tokens if t.text not in LABEL_MARKS]
        if len(found) == 1 and len(words) <= found[0].last - found[0].first + 1:  # the sentence is only the label
            named = found[0]
    return (int(named.concept.rsplit("_", 1)[1]), named.end) if named is not None else None


LABEL_MARKS = frozenset(".:;!?*#-()[]—–")


def replaces_earlier(text: str, statements: tuple, statement) -> bool:
    """"Adding u_c instead: …": the words around the statement replace a change made earlier, not add to it."""
    return lexicon.said(words_before(text, statements, statement) + " " + words_after(text, statements, statement),
                        "REPLACES")


def refers_to_earlier_part(text: str) -> bool:
    """"with q_1 and q_2 from part (i)", "the same q as before": the write-up takes what an earlier part gave."""
    return lexicon.said(text, "EARLIER_PART")


def said_for_every(text: str, start: int, end: int, names: set) -> bool:
    """"PX + Φ ≠ P(X + Φ) for every P", "Pᵀ = P for every permutation matrix": a quantifier (FOR_EVERY) just after or
    just before the statement at text[start:end], said of one of its names or of permutations."""
    for words in (text[end:end + 50], text[max(0, start - 50):start]):
        words = words.replace("$", " ")
        for match in lexicon.scan(words, "FOR_EVERY"):
            said_of = re.findall(r"[^\W\d_]+", words[match.end:match.end + 25])
            if said_of and (said_of[0] in names or said_of[0].lower().startswith("permutation")):
                return True
    # "Every permutation matrix is symmetric, Pᵀ = P", "jede Permutationsmatrix …": the quantifier is the subject's
    return EVERY_PERMUTATION.search(text[max(0, start - 50):start].replace("$", " ")) is not None and \
        not re.search(r"[.;!?]\s", text[max(0, start - 50):start].split("ermutation")[-1])


# a quantifier over permutations as a subject: every/any/each/all (and its translations) right before "permutation"
EVERY_PERMUTATION = re.compile(r"(?i)(?<![^\W\d_])(?:every|any|each|all|toute|tout|chaque|jede|jeder|jedes|alle|"
                               r"toda|todo|cualquier|cada|qualsiasi|ogni)\s+(?:\w+\s+)?(?:de\s+)?permutation")


def contrasts(words: str) -> bool:
    """"…, but here", "whereas", "while": the words set what follows apart from what came before ("but then" goes on
    from it)."""
    words = words.replace("$", " ")
    return lexicon.said(words, "CONTRAST") and not lexicon.said(words, "THEN")


PASSIVE_REACH = 5  # words between what is added and the name it is added to: "has been added to", "se suma a"


def added(text: str, statements: tuple, statement):
    """"Adding $u_d$ to $x_2$", "if we add $u_c$ instead", and in the passive "if $u_c$ is added to $x_2$",
    "$u_c$ est ajouté à $x_2$", "wenn $u_c$ zu $x_2$ addiert wird": (what is added, the statement it is added to or
    None) for a statement said as what is added to a name; None otherwise."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    if following is not None and following.sentence == statement.sentence and \
            _added_in_the_passive(text, statements, statement, following):
        return statement, following
    if lexicon.closes(words_before(text, statements, statement), "ADDS") is None:
        # "when $u_c$ is added instead", "if $x_2$ had $u_d$ added": the participle right after what is added, with no
        # name it is added to: to the one the question adds to
        return (statement, None) if _added_participle(words_after(text, statements, statement)) else None
    onto = following is not None and following.sentence == statement.sentence and \
        lexicon.opens(words_after(text, statements, statement), "ONTO") is not None and \
        not lexicon.said(words_after(text, statements, statement), "ADDS")
    return statement, following if onto else None


def replaced(text: str, statements: tuple, statement):
    """"Replace $x_2$ by $x_2 + u_d$", "ersetzt man $x_2$ durch …", "把 $x_2$ 换成 …": (the name replaced, its new
    value) for a statement said as the name a verb of replacing gives a new value, the value the next statement of
    its sentence after nothing but the word that says "by"; None otherwise."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    if following is None or following.sentence != statement.sentence or \
            lexicon.closes(words_before(text, statements, statement), "REPLACES_NAME") is None:
        return None
    between = lexicon.tokenize(words_after(text, statements, statement))
    return (statement, following) if between and lexicon.every_word_read(between, "BY_VALUE") else None


def _added_participle(after: str) -> bool:
    """"is added instead", "added", "gets added": the participle of ADDS within the first two words, no "to" after."""
    words = lexicon.tokenize(after)
    found = lexicon.scan(words, "ADDS")
    return bool(found) and found[0].first <= 1 and words[found[0].first].norm == "added" and \
        not lexicon.said(after, "ONTO")


def _added_in_the_passive(text: str, statements: tuple, statement, following) -> bool:
    """"$u_c$ is added to $x_2$" (the verb, then the preposition, between the two) or "$u_c$ zu $x_2$ addiert"
    (the preposition between them, the verb after the second)."""
    between = words_after(text, statements, statement)
    words = lexicon.tokenize(between)
    if not words or len(words) > PASSIVE_REACH or lexicon.closes(between, "ONTO") is None:
        return False
    if lexicon.said(between, "ADDS"):
        return True
    return len(words) == 1 and lexicon.opens(words_after(text, statements, following), "ADDS") is not None


KEYS_REACH = 300  # characters back from a statement, within its sentence
KEYS_OTHER_REACH = 40  # characters before the keys named in words that can set them apart ("other than")


def keys_said_before(text: str, position: int):
    """The keys a scope in words names last before `position` in its sentence: "for the two chosen keys:" (the keys
    the query singles out: labels None), "for the keys $a$ and $b$" (labels ("a", "b")), "pour les deux clés
    choisies"; as (start, end, labels or None, apart), where apart is True for the keys other than those ("for
    every key other than the two chosen ones"); None when its sentence names none before it."""
    ends = [m.end() for m in sentence_end_matches(text, max(0, position - KEYS_REACH), position)]
    start = ends[-1] if ends else max(0, position - KEYS_REACH)
    found = lexicon.last(text, *lexicon.DOMAINS["keys in words"], start=start, end=position)
    if found is None:
        return None
    labels, end = None, found.end
    if found.concept == "KEYS_LISTED":
        labels, end = _listed_labels(text, found.end, position)
        if not labels:
            return None
    apart = lexicon.last(text, "KEYS_OTHER", start=max(start, found.start - KEYS_OTHER_REACH), end=found.start)
    return found.start, end, labels, apart is not None


def _listed_labels(text: str, start: int, end: int) -> tuple:
    """(("a", "b"), where the list ends) for "$a$ and $b$", "a, b", "a et b" right after `start`: single letters or
    digits joined by commas or the lexicon's list words; ((), start) when none is listed."""
    labels, expecting, last = [], True, start
    for token in lexicon.tokenize(text, start, min(end, start + 60)):
        if expecting and len(token.text) == 1 and token.text.isalnum():
            labels.append(token.text)
            expecting, last = False, token.end
        elif not expecting and (token.text == "," or lexicon.scan((token,), "LIST_JOINT")):
            expecting = True
        else:
            break
    return (tuple(labels), last + (text[last:last + 1] == "$")) if labels else ((), start)


BASIS_LIST = re.compile(r"[\s$:]*(?:\\left)?[(\[{]?\s*(?:\\\{)?\s*(?P<names>(?:\\?[A-Za-z]+(?:_\{?\w+\}?)?\s*,\s*)+"
                        r"\\?[A-Za-z]+(?:_\{?\w+\}?)?)")


def stated_basis(text: str) -> tuple:
    """The names of the basis a write-up says its matrices are written in ("in the basis (u_a, u_b, u_c, u_d)"), in
    order; () when it states none."""
    for match in lexicon.scan(text, "BASIS"):
        listed = BASIS_LIST.match(text, match.end, min(len(text), match.end + 120))
        if listed is not None:
            return tuple(name.strip() for name in listed.group("names").split(","))
    return ()


DECLARED_KINDS = {"DECLARES_VECTOR": "vector", "DECLARES_PERMUTATION": "permutation matrix",
                  "DECLARES_BASIS": "basis vectors"}
# a name next to the words that declare it: "w", "\\Pi", "Π", "e_a", "$e_i$"
DECLARED_NAME = r"\$?\s*(?P<name>\\[A-Za-z]+|[A-Za-zΑ-Ωα-ω])(?:_\{?\w+\}?)?\s*\$?"
NAME_AFTER = re.compile(r"\s*" + DECLARED_NAME + r"(?![\w(])")
NAME_BEFORE = re.compile(DECLARED_NAME + r"\s*(?:,\s*)?(?:(?:is|are|be|denotes?|stands? for|as)\s+)?(?:the\s+|a\s+|an\s+)?$")


def declared_names(text: str) -> tuple:
    """((name as written, kind), …) for the names the write-up declares: "a fixed vector w", "let Π be a
    permutation matrix", "e_a are the standard basis vectors"; kind one of "vector", "permutation matrix",
    "basis vectors"."""
    found = []
    for match in lexicon.scan(text, *lexicon.DOMAINS["declares"]):
        after = NAME_AFTER.match(text, match.end, min(len(text), match.end + 20))
        before = NAME_BEFORE.search(text[max(0, match.start - 40):match.start])
        named = after or before
        if named is not None:
            found.append((named.group("name"), DECLARED_KINDS[match.concept]))
    return tuple(dict.fromkeys(found))
