"""A setting's name changed in words, read once for check and for grading: "adding $u_d$ to $x_2$" is
x_2 = u_a + (u_d); "adding $u_c$ instead" (no name said) changes the name changed last, or, first, the one the
question adds to; "replace $x_2$ by $x_2 + u_d$" is x_2 = u_a + u_d (the old value, bracketed when it is a sum, in
place of the name). The same in plain text ("adding u_d to x_2", "when u_c is added", "si sumamos u_c"), and by
analogy after a change that added one vector ("Analogously for u_c: …", "O mesmo vale para u_c"). Several vectors at
once ("u_d and then u_c") or offered with "or" make no change of their own. A change is kept only where its new value
is a vector in the caller's context (check's, grading's)."""

import re

from symattn.errors import MeaningError, NotationError
from symattn.language import lexicon
from symattn.language.document import Document, math_run_at
from symattn.language.statements import added, replaced, words_after
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.vocabulary import name_key


def changes_in_words(document: Document, given: dict, added_to: str, context) -> list:
    """[(where it takes effect, name, 'name = new value', sentence)], in order. `given` maps each name the setting
    defines to its definition ('x_2': 'x_2 = u_a'); `added_to` is the name the question adds to; `context` builds
    the new values (only a vector is a change read)."""
    text, statements = document.text, document.statements

    def accepts(change) -> bool:
        try:
            return context.build(parse(change[2]).operands[1]).kind == "vector"
        except (MeaningError, NotationError):
            return False

    if not given or not lexicon.said(text, "ADDS", "REPLACES_NAME"):
        return []
    changes, last = [], None
    for statement in statements:
        change = _added(text, statements, statement, given, last or added_to or None) or \
            _replaced(text, statements, statement, given)
        if change is not None and accepts(change):
            changes.append(change)
            last = change[1]
    # "Adding u_d to x_2, c_2 becomes …" in plain text, where neither name is a statement of its own
    said = {(sentence, name, _bare(value)) for _, name, value, sentence in changes}
    for at, what, target in _additions_in_prose(text):
        try:
            node = parse(target.strip())
            parse(what)
        except NotationError:
            continue
        name = name_key(node) if isinstance(node, s.Name) else None
        if name not in given:
            continue
        change = (at, name, f"{given[name]} + ({what.strip()})", _sentence_at(document, at))
        if (change[3], name, _bare(change[2])) not in said and accepts(change):
            changes.append(change)
    # "replace x_2 by u_a + u_d" in plain text, where neither is a statement of its own
    for at, name, value in _replacements_in_prose(text):
        if name not in given:
            continue
        change = (at, name, _new_value(given, name, value), _sentence_at(document, at))
        if (change[3], name, _bare(change[2])) not in said and accepts(change):
            changes.append(change)
    # "When u_c is added, …", "Si sumamos u_c, …": a vector added in plain text, no name said: to the name changed
    # last, or the one the question adds to
    for at, what in _vectors_added_in_prose(text):
        earlier = [c for c in changes if c[0] < at]
        name = earlier[-1][1] if earlier else added_to
        if name not in given:
            continue
        change = (at, name, f"{given[name]} + ({what})", _sentence_at(document, at))
        if (change[3], name, _bare(change[2])) not in said and \
                not any(c[3] == change[3] and c[1] == name for c in changes) and accepts(change):
            changes.append(change)
    changes = sorted(changes, key=lambda change: change[0])
    return sorted(changes + _by_analogy(document, changes, given, accepts), key=lambda change: change[0])


_AFTER_VERB = re.compile(r"[ \t$]*(u_\{?[a-d]\}?)[ \t$]*")
_BEFORE_VERB = re.compile(r"(u_\{?[a-d]\}?)[ \t$]*(?:is|are|gets|get|wird|werden|est|es|é|è|được|가|이|が|を|被)?[ \t]*$")


# another vector joined to the one added ("u_d and then u_c", "u_d und u_c", "u_d、u_c"): several additions at once
_JOINED_VECTOR = re.compile(r"[ \t$]*(?:,|\band\b|\bthen\b|\bund\b|\bdann\b|\bet\b|\bpuis\b|\by\b|\be\b|和|再|、)"
                            r"[ \t$]*(?:(?:then|dann|puis|luego|poi)\b[ \t$]*)?u_\{?[a-d]")


def _another_vector_follows(text: str, end: int) -> bool:
    return _JOINED_VECTOR.match(text, end) is not None


def _vectors_added_in_prose(text: str) -> list:
    """[(where, vector)] of each vector the words add with no name it is added to: "adding u_c", "sumamos u_c", "when
    u_c is added"; none where another vector is offered beside it ("adding u_d or u_c") or a name follows ("to x_2":
    read with its target)."""
    found = []
    for verb in lexicon.scan(text, "ADDS"):
        after = _AFTER_VERB.match(text, verb.end)
        before = _BEFORE_VERB.search(text[max(0, verb.start - 16):verb.start])
        vector = after.group(1) if after else before.group(1) if before else None
        rest = text[after.end() if after else verb.end:]
        if vector is None or lexicon.opens(rest, "ALTERNATIVE", "ONTO", skipping="($") is not None or \
                _another_vector_follows(text, after.end() if after else verb.end):
            continue
        found.append((verb.start, vector.replace("{", "").replace("}", "")))
    return found


NAMED_VECTOR = re.compile(r"(?<![A-Za-z\\])u_\{?([a-d])\}?")
ANALOGY_REACH = 25  # characters between the words of analogy and the vector they name


def _by_analogy(document: Document, changes: list, given: dict, accepts) -> list:
    """"Adding u_d: x_2 = u_a + u_d … Analogously for u_c: …", "O mesmo vale para u_c": after a change that adds a
    vector to a name, the words of analogy with another vector named beside them add that one instead."""
    found = []
    text = document.text
    additions = _additions(document, changes, given)
    for match in lexicon.scan(text, "ANALOGOUS", "ANALOGOUS_FOR"):
        earlier = [(at, name, vector) for at, name, vector in additions if at < match.start]
        opening = max(text.rfind(mark, 0, match.start) for mark in (". ", ".\n", "\n\n", ": "))
        if not earlier or text.count("(", opening + 1, match.start) > text.count(")", opening + 1, match.start):
            continue  # "(adding u_c is the same with c ↔ d)": a remark in brackets changes nothing after it
        _, name, added = earlier[-1]
        # the vector named beside the words, in their own clause: "With u_c it is analogous", "Analogously for u_c:"
        before = text[max(0, match.start - ANALOGY_REACH):match.start]
        before = re.split(r"[.!?\n。:;]", before)[-1]
        after = re.split(r"[.!?\n。:;,]", text[match.end:match.end + ANALOGY_REACH])[0]
        others = sorted(_letters(before + " " + after) - {added} - _letters(given[name].partition("=")[2]))
        if len(others) != 1:
            continue
        change = (match.start, name, f"{given[name]} + (u_{others[0]})", _sentence_at(document, match.start))
        if accepts(change):
            found.append(change)
    return found


def _additions(document: Document, changes: list, given: dict) -> list:
    """[(where, name, letter of the vector added)] of each change that adds one of the u's to a name: said in words,
    or written (x_2 = u_a + u_d, where the setting gives x_2 = u_a)."""
    found = []
    for at, name, value, _ in changes:
        letters = _letters(value.partition("=")[2]) - _letters(given[name].partition("=")[2])
        if len(letters) == 1:
            found.append((at, name, letters.pop()))
    for statement in document.statements:
        name, equals, value = statement.text.partition("=")
        try:
            node = parse(name.strip()) if equals else None
        except NotationError:
            continue
        key = name_key(node) if isinstance(node, s.Name) else None
        if key in given:
            letters = _letters(value) - _letters(given[key].partition("=")[2])
            if len(letters) == 1:
                found.append((statement.offset, key, letters.pop()))
    return sorted(found)


def _letters(value: str) -> set:
    return {m.group(1) for m in NAMED_VECTOR.finditer(value)}


def _bare(value: str) -> str:
    return re.sub(r"[\s$()]", "", value)


# what is added and what it is added to, in prose: "adding $u_d$ to $x_2$", "adding u_d to x_2"
ADDED_WHAT = re.compile(r"[\s$]*(?P<what>[^$,;.]+?)[\s$]*$")
ADDED_TARGET = re.compile(r"[\s$]*(?P<target>[^$\s,;.]+)")


def _additions_in_prose(text: str) -> list:
    """[(where, what, target)] for each change of a name said in words with both names: "adding $u_d$ to $x_2$" gives
    (…, "u_d", "x_2"); the verbs and the preposition are the lexicon's (ADDS, ONTO)."""
    found = []
    for verb in lexicon.scan(text, "ADDS"):
        # the preposition is a word of its own: not the a of $u_a$ (Spanish and Italian "a")
        onto = next((m for m in lexicon.scan(text[verb.end:min(len(text), verb.end + 80)], "ONTO")
                     if text[verb.end + m.start - 1:verb.end + m.start].isspace()), None)
        if onto is None:
            continue
        start = onto.start + verb.end
        what = ADDED_WHAT.match(text[verb.end:start])
        target = ADDED_TARGET.match(text, onto.end + verb.end) if what is not None else None
        if target is not None and text[verb.end:verb.end + 1].isspace() and text[start - 1:start].isspace():
            found.append((verb.start, what.group("what"), target.group("target")))
    return found


REPLACED_NAME = re.compile(r"[ \t$]*(x_\{?[1-9]\}?)[ \t$]*")


def _replacements_in_prose(text: str) -> list:
    """[(where, name, new value)] for each name a verb of replacing gives a value in plain text: "replace x_2 by
    u_a + u_d", "remplaçons x_2 par x_2 + u_c" (the verbs and the word for "by" are the lexicon's)."""
    found = []
    for verb in lexicon.scan(text, "REPLACES_NAME"):
        named = REPLACED_NAME.match(text, verb.end)
        if named is None or not text[verb.end:verb.end + 1].isspace():
            continue
        by = lexicon.opens(text[named.end():named.end() + 20].replace("$", " "), "BY_VALUE")
        if by is None:
            continue
        run = math_run_at(text, named.end() + by.end)
        if run is not None:
            found.append((run[1], named.group(1).replace("{", "").replace("}", ""), run[0]))
    return found


def _new_value(given: dict, name: str, value: str) -> str:
    """'name = value' with the old value in place of the name where the new one names it ("x_2 + u_d"), bracketed
    when it is a sum."""
    old = given[name].partition("=")[2].strip()
    family, _, index = name.partition("_")
    spelled = re.compile(rf"(?<![A-Za-z\\]){re.escape(family)}\s*_\s*(?:\{{\s*{re.escape(index)}\s*\}}|"
                         rf"{re.escape(index)}(?!\w))") if index else None
    alone = old if re.fullmatch(r"[\\\w{}^]+", old) else f"({old})"  # u_a as it is; u_d + u_b in brackets
    return f"{given[name].partition('=')[0].strip()} = {spelled.sub(lambda _: alone, value) if spelled else value}"


def _sentence_at(document: Document, offset: int) -> int:
    pieces = sorted([(p.offset, p.sentence) for p in document.prose] +
                    [(st.offset, st.sentence) for st in document.statements])
    sentence = 0
    for start, number in pieces:
        if start > offset:
            break
        sentence = number
    return sentence


def _added(text: str, statements: tuple, statement, given: dict, unnamed):
    found = added(text, statements, statement)
    if found is None:
        return None
    what, onto = found
    if lexicon.opens(words_after(text, statements, what), "ALTERNATIVE", skipping="(,") is not None or \
            _another_vector_follows(text, what.offset + len(what.text)):
        return None  # "adding $u_d$ (or $u_c$)", "adding $u_d$ and then $u_c$": no one change of its own
    try:
        node = parse(onto.text) if onto is not None else None
    except NotationError:
        return None
    name = (name_key(node) if isinstance(node, s.Name) else None) if onto is not None else unnamed
    if name not in given:
        return None
    return (onto or what).offset, name, f"{given[name]} + ({what.text})", what.sentence


def _replaced(text: str, statements: tuple, statement, given: dict):
    found = replaced(text, statements, statement)
    if found is None:
        return None
    what, value = found
    try:
        node = parse(what.text)
    except NotationError:
        return None
    name = name_key(node) if isinstance(node, s.Name) else None
    if name not in given:
        return None
    # the new value may name the old one ("x_2 + u_d"): it stands for what the setting gave it, in brackets
    return value.offset, name, _new_value(given, name, value.text), value.sentence
