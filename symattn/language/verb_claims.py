"""Claims made with a verb about an output: "head 1 copies $v_a$", "la tête 2 copie $v_b$", "$q_1 = u_c$ (matches
only $k_3$)", "第一个头只关注 a".

A verb of the lexicon's COPIES says that its subject's output is the value after it: read as `c_N ≈ v_a`. One of
SELECTS says that its subject's query puts its weight on the key after it: read as `c_N ≈ v_M`, the value of that
key (a stronger reading than "the score with k_M is the largest", so grading/certified.py lets it certify only when
it holds, and sends it to review otherwise).

The subject is read from the words of the verb's clause before it: a head (HEAD_1, …: its output c_N), the output
(its noun, its name as a formula, or the attention itself: the part's output), or, with no words, the query the
formula just before defines ("$q_1 = u_c$ (matches …)": c_1). Between the subject and the verb, and between the
verb and its object, only a few words may stand (articles, "then", "the value", an "approximately"); after the
object, only the clause's end. Anything else leaves the claim unread (`claim` None): its sentence cannot certify.
"""

import re
from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.document import Document, math_run_at

VERBS = ("COPIES", "SELECTS", "SPLITS", "CONTAINS")
# words that change nothing around a verb's subject or object: articles, "then", the value's own noun, quotes
_FILLER = frozenset("the a an its their then now so thus just simply la le l' les sa son dann also die der das den "
                    "dem el los lo entonces il lo gli allora donc quindi hence therefore daher somit 则 就 便 于 是 所 以 因 此 "
                    "value vector valeur vecteur wert vektor "
                    "valor valore vettore 值 向量 значение « » \" “ ” „ ' ‘ ’ 「 」 『 』 \\text".split())
# "only $x_1$ contains $u_d$": read with its verb, never on its own (it is no word of the lexicon's)
_ONLY = frozenset("only seul seule seulement uniquement nur solo sólo solamente soltanto 只 仅 только".split())
_TOKEN_WORDS = frozenset({"token", "jeton"})
_WORDLIKE = re.compile(r"[^\W\d_]")
_MODIFIERS = ("APPROXIMATELY", "EXACTLY", "INTENSIFIER")
_SUBJECTS = ("HEAD_1", "HEAD_2", "HEAD_3", "OUTPUT_NOUN")
_ATTENTION = frozenset({"attention", "l'attention", "aufmerksamkeit", "atención", "attenzione", "注", "意", "力",
                        "softmax"})
_ARROW_AFTER = re.compile(r"\s*(?:→|⇒|⟹|\\to|\\rightarrow|\\Rightarrow|\\implies)\s*$")
_CLAUSE_MARK = re.compile(r"[.;:!?(（,，。；、\n→⇒⟹]")
_JOINT = re.compile(r"(?<![^\W\d_])(?:and|et|und|y|e|и)(?![^\W\d_])|[和及且]")
_QUERY_DEFINED = re.compile(r"^\s*q(?:_\{?(\w)\}?)?\s*=")
_INDEX = re.compile(r"[a-z]|\d")
_NAMED = re.compile(r"\\?([A-Za-z]+)_\{?(\w)\}?")  # a family's member: u_d, x_{1}, \mu_a
# the key a SELECTS verb names: k_j, x_1, μ_a, a label alone, or its weight α_j ("puts all its weight on α_j")
_KEY = re.compile(r"^\s*(?:k|x|\\mu|μ|mu|\\alpha|α|alpha)_\{?(\w)\}?\s*$|^\s*(\w)\s*$")


@dataclass(frozen=True)
class Model:
    """What a part lets a verb's claim be written in: its output ("c"), the families of its values ("v", "u"),
    the families declared orthogonal (whose members' components "contains" speaks of), its token indices when
    the setting lists them all (1, 2, 3), else (), and whether a bare α names the attention weights (not where the
    part's α is a number of its own: the keys' covariance)."""

    output: str
    values: frozenset
    orthogonal: frozenset = frozenset()
    indices: tuple = ()
    alpha_weights: bool = False


@dataclass(frozen=True)
class VerbClaim:
    """What a verb claims, as relations in symbols, the object written at text[start:end]: `output ≈ value` for
    COPIES and SELECTS; for CONTAINS `u^⊤x ≠ 0` (and, with "only", `u^⊤y = 0` for every other token y)."""

    kind: str  # "COPIES", "SELECTS" or "CONTAINS"
    relations: tuple  # ("c_1 ≈ v_a",), ("u_d^\top x_1 \ne 0", "u_d^\top x_2 = 0", …)
    start: int
    end: int
    clause: int  # where the clause starts: its words, to the object's end, are this reader's ("only" among them)


@dataclass(frozen=True)
class VerbSaid:
    """A claim verb of the prose, with the claim read from it (None when it was not read whole)."""

    words: str
    start: int
    sentence: int | None  # the sentence of its prose; None inside a statement's span
    claim: VerbClaim | None
    opens: int = 0  # where its clause starts (for the review's quote)


def verb_claims(document: Document, model: Model) -> tuple:
    """(VerbSaid, …) of every claim verb of the document's prose."""
    text = document.text
    spans = tuple((st.offset, st.offset + len(st.text)) for st in document.statements)
    found = []
    for match in lexicon.scan(text, *VERBS):
        if any(a <= match.start < b for a, b in spans):
            continue
        sentence = next((p.sentence for p in document.prose if p.offset <= match.start < p.offset + len(p.text)), None)
        claim = _claim(document, match, model, spans)
        found.append(VerbSaid(text[match.start:match.end], match.start, sentence, claim,
                              _clause_start(text, match.start, spans)))
    return tuple(found)


def _claim(document: Document, match, model: Model, spans: tuple) -> VerbClaim | None:
    if match.concept == "SPLITS":
        return _split(document, match, model, spans)
    obj = _object(document, match.end, spans)
    if obj is None:
        return None
    formula, start, end = obj
    if match.concept == "CONTAINS":
        relations = _contained(document, match.start, formula, model, spans)
        clause = _clause_start(document.text, match.start, spans)
        return VerbClaim(match.concept, relations, start, end, clause) if relations else None
    subject = _subject(document, match.start, model.output, spans, model.alpha_weights)
    if subject is None:
        return None
    if match.concept == "COPIES":
        if not model.values or not re.search(rf"(?<![A-Za-z\\])(?:{'|'.join(map(re.escape, sorted(model.values)))})"
                                             rf"\s*_", formula):
            return None
        value = formula
    else:
        key = _KEY.match(formula)
        if key is None:
            return None
        value = f"v_{key.group(1) or key.group(2)}"
    return VerbClaim(match.concept, (f"{subject} ≈ {value}",), start, end, _clause_start(document.text, match.start,
                                                                                        spans))


# the two keys a SPLITS verb names: "between a and b", "between keys $a$ and $b$", "$v_a$ and $v_b$", "k_a und k_b"
_PAIR_ITEM = r"\$?\s*(?:(?:k|v|x|\\mu|μ|mu)\s*_\s*\{?\s*)?([a-hj])\s*\}?\s*\$?"
_PAIR = re.compile(r"\s*(?:(?:the|les|die|los|le|i|os|as|keys|tokens|values|clés|valeurs|Schlüssel|Werte|claves|"
                   r"valores|chiavi|valori|chaves)\s+)*" + _PAIR_ITEM +
                   r"\s*(?:and|et|und|y|e|,|和|与)\s*" + _PAIR_ITEM, re.IGNORECASE)


def _split(document: Document, match, model: Model, spans: tuple) -> VerbClaim | None:
    """"splits evenly between a and b", "averages $v_a$ and $v_b$": the subject's output ≈ ½(v_a + v_b), the two
    keys named right after the verb, nothing after them but the clause's end."""
    pair = _PAIR.match(document.text, match.end)
    if pair is None or pair.group(1) == pair.group(2) or not model.values or "v" not in model.values or \
            not _ends_clause(document, pair.end(), spans):
        return None
    subject = _subject(document, match.start, model.output, spans, model.alpha_weights)
    if subject is None:
        return None
    first, second = sorted((pair.group(1), pair.group(2)))
    start = match.end + len(pair.group(0)) - len(pair.group(0).lstrip())
    return VerbClaim("SPLITS", (f"{subject} ≈ \\frac{{1}}{{2}}(v_{first} + v_{second})",), start, pair.end(),
                     _clause_start(document.text, match.start, spans))


def _contained(document: Document, verb: int, formula: str, model: Model, spans: tuple) -> tuple:
    """"$x_1$ contains $u_d$", "only $k_3$ contains $u_c$": the relations that say it, or () when it is not plain.
    The object is a member of a family declared orthogonal (its component is u^⊤x); "only" needs every token."""
    part = _NAMED.fullmatch(formula.strip())
    if part is None or part.group(1) not in model.orthogonal:
        return ()
    text = document.text
    start = _clause_start(text, verb, spans)
    inside = [(a, b) for a, b in spans if start <= a and b <= verb]
    if len(inside) != 1:
        return ()
    subject = _NAMED.fullmatch(re.sub(r"[{}\s]", "", text[inside[0][0]:inside[0][1]]))
    tokens = lexicon.tokenize(_blanked(text, start, verb, inside))
    only = [t for t in tokens if t.norm in _ONLY]
    rest = [t for t in tokens if t.norm not in _FILLER | _ONLY and t.text.strip()]
    if subject is None or rest or len(only) > 1:
        return ()
    family, index = subject.groups()
    component = f"{formula.strip()}^\\top"
    relations = [f"{component} {family}_{{{index}}} \\ne 0"]
    if only:
        if not model.indices or index not in {str(i) for i in model.indices}:
            return ()
        relations += [f"{component} {family}_{{{i}}} = 0" for i in model.indices if str(i) != index]
    return tuple(relations)


def _subject(document: Document, verb: int, output: str, spans: tuple, alpha_weights: bool = False) -> str | None:
    """The output the verb's subject names, from its clause's words before it; None when they are not plain."""
    text = document.text
    start = _clause_start(text, verb, spans)
    inside = [(a, b) for a, b in spans if start <= a and b <= verb]
    words = _blanked(text, start, verb, inside)
    tokens = lexicon.tokenize(words)
    token = _token_named(tokens)  # "Token 2 schaut auf Token 1": the output of token 2
    if token is not None:
        tokens = tokens[:token[0]] + tokens[token[0] + 2:]
    named = lexicon.scan(tokens, *_SUBJECTS)
    known = {i for m in named + lexicon.scan(tokens, *_MODIFIERS) for i in range(m.first, m.last)}
    rest = [t for i, t in enumerate(tokens) if i not in known and t.norm not in _FILLER and t.text.strip()]
    attention = [t for t in rest if t.norm in _ATTENTION]
    rest = [t for t in rest if t.norm not in _ATTENTION]
    if rest:
        if len(rest) == 1 and rest[0].norm in ("which", "qui", "die", "der", "das", "que", "che") and not inside:
            return _query_before(document, start, spans)
        if len(rest) == 1 and not inside and not named and not attention:
            return _head_referred_to(document, start, rest[0].norm)
        return None
    heads = [m for m in named if m.concept.startswith("HEAD_")]
    if len(inside) == 1 and token is None:
        written = next(st.text for st in document.statements if st.offset == inside[0][0])
        name = re.sub(r"[{}\s]|\\mathbf|\\boldsymbol", "", written)
        if alpha_weights and not named and not attention and re.fullmatch(r"\\?alpha|α", name):
            return output  # "$\alpha$ puts almost all its weight on $\alpha_j$": the weights are the attention's
        defined = _QUERY_DEFINED.match(written)  # "$q_2 = u_d$ ne voit que $k_1$": the query it defines
        if named or attention or not (re.fullmatch(r"[cq](?:_\w)?", name) or defined):
            return None
        if defined:
            return f"c_{defined.group(1)}" if defined.group(1) else "c"
        return "c" + name[1:]  # "$c_1$ copies …", "$q_1$ matches …": the output of that head
    if token is not None:
        return f"c_{token[1]}" if not (inside or named or attention) else None
    if inside or len(heads) > 1:
        return None
    if heads:
        return f"c_{heads[0].concept[-1]}"
    if named or attention:
        return output
    return _query_before(document, start, spans) if not tokens or all(not t.text.strip() for t in tokens) else None


# "so it copies $v_a$", "the first head copies $v_a$, the second copies $v_b$": a pronoun is the head its sentence
# named last; an ordinal alone, after a head was named, is that head
PRONOUNS = frozenset("it il elle es er sie él ella esso essa 它 它们 он она оно".split())
ORDINALS = {"first": 1, "second": 2, "premier": 1, "première": 1, "deuxième": 2, "seconde": 2, "erste": 1,
            "zweite": 2, "primero": 1, "primera": 1, "segundo": 2, "segunda": 2, "primo": 1, "prima": 1,
            "secondo": 2, "seconda": 2}


def _head_referred_to(document: Document, clause: int, word: str) -> str | None:
    """The output of the head a pronoun or an ordinal stands for, from the heads its sentence names before the
    clause; None when none is named, or the word is neither."""
    if word not in PRONOUNS and word not in ORDINALS:
        return None
    sentence = next((p.sentence for p in document.prose if p.offset <= clause <= p.offset + len(p.text)), None)
    if sentence is None:
        return None
    start = min(piece.offset for piece in document.prose + document.statements if piece.sentence == sentence)
    heads = [m for m in lexicon.scan(document.text[start:clause], *_SUBJECTS) if m.concept.startswith("HEAD_")]
    if not heads:
        return None
    if word in ORDINALS:
        return f"c_{ORDINALS[word]}"
    return f"c_{heads[-1].concept[-1]}"


def _token_named(tokens) -> tuple | None:
    """(position, its number) of "token 2" among the tokens, or None."""
    for i, token in enumerate(tokens[:-1]):
        if token.norm in _TOKEN_WORDS and tokens[i + 1].text.isdigit():
            return i, tokens[i + 1].text
    return None


def _query_before(document: Document, clause: int, spans: tuple) -> str | None:
    """"$q_1 = u_c$ (matches …)": the output of the query the statement right before the clause defines."""
    text = document.text
    before = [(a, b) for a, b in spans if b <= clause]
    if not before:
        return None
    a, b = before[-1]
    if text[b:clause].strip(" \t$,(（") or _CLAUSE_MARK.search(text[b:clause].replace(",", "").replace("(", "")):
        return None
    found = _QUERY_DEFINED.match(text[a:b])
    if found is None:
        return None
    return f"c_{found.group(1)}" if found.group(1) else "c"


def _object(document: Document, after: int, spans: tuple):
    """(formula, start, end) right after the verb, past filler words; None when other words stand between or the
    clause goes on after it."""
    text = document.text
    following = next(((a, b) for a, b in spans if a >= after), None)
    limit = following[0] if following else len(text)
    gap_end = after
    tokens = lexicon.tokenize(text, after, limit)
    modifiers = {i for m in lexicon.scan(tokens, *_MODIFIERS) for i in range(m.first, m.last)}
    for i, token in enumerate(tokens):
        if token.norm in _TOKEN_WORDS and i + 1 < len(tokens) and tokens[i + 1].text.isdigit() and \
                _ends_clause(document, tokens[i + 1].end, spans):
            return tokens[i + 1].text, tokens[i + 1].start, tokens[i + 1].end  # "schaut auf Token 1 (…)"
        if _INDEX.fullmatch(token.text) and _ends_clause(document, token.end, spans) and \
                not _CLAUSE_MARK.search(text[after:token.start].replace("$", "")):
            return token.text, token.start, token.end  # "attends to a,", "只关注 a，": a key named by its index
        if token.text == "$" or token.norm in _FILLER or i in modifiers:
            gap_end = token.end
            continue
        if _CLAUSE_MARK.search(text[after:token.start].replace("$", "")):
            return None
        run = math_run_at(text, token.start)
        if run is None:
            return None
        formula, start = run
        return (formula, start, start + len(formula)) if _ends_clause(document, start + len(formula), spans) \
            else None
    if following is None or _CLAUSE_MARK.search(text[gap_end:following[0]]):
        return None
    a, b = following
    formula = next(st.text for st in document.statements if st.offset == a)  # as read ("u_d →" from "$u_d$ →")
    arrow = _ARROW_AFTER.search(formula)  # "only $k_1$ contains $u_d$ → …": an arrow ends the object's clause
    if arrow:
        return formula[:arrow.start()], a, a + arrow.start()
    return (formula, a, b) if _ends_clause(document, b, spans) else None


def _ends_clause(document: Document, end: int, spans: tuple) -> bool:
    """Nothing but the clause's end after the object: punctuation, a conjunction, or a formula in parentheses that
    restates it ("copies $v_a$ ($c_1 \\approx v_a$)")."""
    tail = document.text[end:].lstrip(" \t$")
    if not tail or tail[0] in ",;:.)）。，；、\n!?":
        return True
    if tail[0] in "(（":
        at = len(document.text) - len(tail) + 1
        if any(a >= at and not document.text[at:a].strip(" \t$") for a, _ in spans):
            return True  # "copies $v_a$ ($c_1 \approx v_a$)": the same in symbols
        return _aside_of_neutral_words(document, at, spans)
    joint = _JOINT.match(tail)
    if joint:  # "… $k_a$ and $q_2$ matches …": "and" opens the next clause when a subject follows it
        rest = tail[joint.end():].lstrip()
        return lexicon.opens(rest, *_SUBJECTS) is not None or \
            re.match(r"^\$?\s*[cq]_\{?\w\}?\s*\$?\s", rest) is not None or \
            re.match(r"^\$?\s*c\s*(?:≈|=|→|->|\\approx|\\to)", rest) is not None  # "… on j and c ≈ v_j"
    return lexicon.opens(tail, "CONJUNCTION", "THEN", "CONSEQUENCE") is not None


def _aside_of_neutral_words(document: Document, at: int, spans: tuple) -> bool:
    """"matches $k_1$ (score $\\beta^2$), …": a parenthesis of formulas and words known to change nothing (no
    negation, no condition), after which the clause ends."""
    text = document.text
    close = text.find(")", at)
    if close < 0 or "(" in text[at:close]:
        return False
    inside = [(a, b) for a, b in spans if at <= a and b <= close + 1]
    tokens = [t for t in lexicon.tokenize(_blanked(text, at, close, inside)) if _WORDLIKE.match(t.text)]
    neutral = {i for m in lexicon.scan(tokens, "NEUTRAL") for i in range(m.first, m.last)}
    return len(neutral) == len(tokens) and _ends_clause(document, close + 1, spans)


def _clause_start(text: str, verb: int, spans: tuple) -> int:
    """Where the verb's clause starts: after the last clause mark before it that is not inside a formula."""
    for i in range(verb - 1, max(-1, verb - 300), -1):
        if _CLAUSE_MARK.match(text[i]) and not any(a <= i < b for a, b in spans) and \
                not (text[i] == "." and i + 1 < len(text) and text[i + 1].isdigit()):
            return _after_joint(text, i + 1, verb, spans)
    return _after_joint(text, max(0, verb - 300), verb, spans)


def _after_joint(text: str, start: int, verb: int, spans: tuple) -> int:
    """"$q_1$ matches $k_a$ and $q_2$ matches $k_b$": a clause joined by "and" starts after it."""
    joints = [m.end() for m in _JOINT.finditer(text, start, verb) if not any(a <= m.start() < b for a, b in spans)]
    return joints[-1] if joints else start


def _blanked(text: str, start: int, end: int, inside: list) -> str:
    """text[start:end] with its formulas blanked (their words are not the subject's words)."""
    chars = list(text[start:end])
    for a, b in inside:
        chars[a - start:b - start] = " " * (b - a)
    return "".join(chars).replace("$", " ")
