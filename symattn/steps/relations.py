"""One relation checked by the engine in one reading: equalities, ≈ and → along where the scale goes, ≫ and
orders, probabilities, variances, thresholds and limits as written, and numbers in a matrix part."""

from dataclasses import replace

from sympy import Function, Pow, Rational, S, Symbol, cos, exp, expand_power_base, powsimp, preorder_traversal, sin

from symattn.engine import claims, limit_claims, positions, probability, value_claims
from symattn.algebra.others import the_one_other
from symattn.algebra.vectors import Vec
from symattn.engine.results import Result, Status
from symattn.errors import MeaningError, NotationError, SymattnError
from symattn.language import directions as d
from symattn.language import lexicon
from symattn.language.statements import sentence_until
from symattn.meaning.context import Context
from symattn.meaning.values import Value
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps import limits
from symattn.steps.evidence import any_reading, explained, parts_of_fractions, trig_identity
from symattn.notation.vocabulary import name_key
from symattn.steps.names import distribution_claim, names, relation_text, shown_tex, subject_key, tex
from symattn.steps.rewrites import normal_cdf_text_as_erf
from symattn.steps.session import DIMENSION_NAMES, MATRIX_ALIASES
from symattn.steps.reading import Link
from symattn.steps.sentence_facts import NO_FACTS
from symattn.language.sentences import next_sentence_end
from symattn.steps.shown import plain, plain_text

ORDERS = {"<": (True, False), ">": (True, True), "le": (False, False), "ge": (False, True)}  # (strict, flipped)


def _zero(value: Value) -> bool:
    return value.expr == 0


def scalar_in_matrix_part(session, link: Link, overrides: tuple):
    """An equality of numbers in a matrix part (an entry of Φ: Φ(1, 0) = sin(1)), checked as numbers with the
    part's aliases (d_k = d) and the write-up's definitions; None when a side names a matrix, is not a number, or
    rests on a definition that is not one of numbers."""
    if all(isinstance(side, s.SetLiteral) and side.brackets == "()" for side in (link.left, link.right)):
        return _tuples_in_matrix_part(session, link, overrides)
    written = names(link.left) + names(link.right)
    if any(node.base in session.setting.shapes or name_key(node) in session.setting.shapes or node.base[:1].isupper()
           for node in written):
        return None
    try:
        context = Context(session.setting, [(a, "alias") for a in MATRIX_ALIASES] +
                          [(text, "the write-up") for text in overrides])
        a, b = context.build(link.left), context.build(link.right)
    except (MeaningError, NotationError, TypeError, ValueError, SymattnError):
        return None
    if a.kind != "scalar" or b.kind != "scalar" or \
            {str(x) for x in a.expr.free_symbols | b.expr.free_symbols} & set(DIMENSION_NAMES):
        return None
    if link.op == "approx":
        # sin(1) ≈ 0.5403, 0.1192·1 + 0.8808·2 ≈ 1.8708 in a worked example: two numbers, as in the other parts
        if not (a.expr.is_number and b.expr.is_number):
            return None
        result = _rounded_digits(link.left, a, link.right, b) or limits.near(a, b, session.options.tolerance)
        return (_within_digits(link.left, a, link.right, b) or result) if result.status is Status.REFUTED else result
    return explained(value_claims.equal_values(a, b, context, claims.initial_facts(context, ())), a, b)


def _tuples_in_matrix_part(session, link: Link, overrides: tuple):
    """(sin 0, cos 0) = (1, 0): two tuples of numbers, equal entry by entry; wrong when one entry is, proved when
    every entry is; None when the lengths differ or a name is written in either."""
    left, right = link.left.items, link.right.items
    if len(left) != len(right) or len(left) < 2 or names(link.left) + names(link.right):
        return None  # (T, d) = (2, 1) gives sizes their values: only tuples of numbers are compared
    results = [scalar_in_matrix_part(session, replace(link, left=a, right=b), overrides) for a, b in zip(left, right)]
    if any(result is None for result in results):
        return None
    for place, result in enumerate(results, 1):
        if result.status is Status.REFUTED:
            return Result.refuted(f"entry {place}: {plain_text(result.reason)}", result.witness)
    if all(result.status is Status.PROVED for result in results):
        return Result.proved("equal entry by entry")
    return Result.unknown("the entries could not all be decided")


def _embedding(node) -> bool:
    """Φ(t): a position's whole embedding (Φ(t, 2i) is one of its entries)."""
    return isinstance(node, s.Call) and node.func == "Phi" and len(node.args) == 1


def one(session, link: Link, context: Context, conditions: tuple, env: dict, values: tuple = (),
        granted: tuple = ()) -> Result:
    """The step under the conditions; `granted`: those of them the question itself grants (the cases it keeps, where
    it lets a write-up ignore others: steps/allowances.py), which narrow a probability or a variance too."""
    given = {symbol: value for symbol, value, _ in values}
    left, right, op = link.left, link.right, link.op
    if op == "sim" and isinstance(right, s.Call) and right.func == "Normal" and len(right.args) == 2:
        return _normal_law(session, link, context, conditions, env, values)
    if claims.read_by_the_engine(left) or claims.read_by_the_engine(right) or isinstance(left, s.Limit) or \
            isinstance(right, s.Limit):
        distribution = distribution_claim(left) or distribution_claim(right)
        result = written_claim(session, link, context, () if distribution else conditions)
        # "when η > 0, which has probability Pr(η > 0)": the event itself, never substituted into it; yet "given
        # η > 0, Pr(…) = 1" may be conditioned on it, where its own sentence says the case: wrong only when both
        # readings refute. A case carried from another sentence ("If η > 0, c ≈ v_a; … . Then Var(α_a) → 0")
        # narrows no probability or variance: over every sample, Var(α_a) → ¼
        placed = session.sentences.get(link.statement.sentence, NO_FACTS).placed
        own = tuple(condition for condition in conditions if condition in granted or condition in placed and
                    next_sentence_end(session.text, placed[condition], link.left_span[0]) is None)
        if distribution and own and result.status is not Status.PROVED:
            result = any_reading([result, written_claim(session, link, context, own)])
        written = {node.base for node in names(left) + names(right)} | {name_key(node) for node in names(left) +
                                                                         names(right)}
        # σ = ½ in "standard deviation σ = ½" is no value of SD(η)'s; a name of the write-up's own that the step
        # does not write ("using erf(x/(√2σ)) with σ = 1/√2") bears on no probability of it either
        bearing = [(symbol, text) for symbol, _, text in values if str(symbol) in written or (
            (not isinstance(left, s.Call) or left.func != "SD") and symbol in session.declared)]
        if bearing and result.status is Status.REFUTED:
            shown = ", ".join(shown_tex(text) for _, text in bearing)
            # "η has standard deviation σ = 1/√2, so P(η > −1) = ½(1 + erf(1/σ))": the number its sentence gives a
            # name the step writes, written in
            numbered = _with_values(link, [text for symbol, text in bearing if str(symbol) in written])
            if numbered is not None and link.op in ("=", "approx"):
                relation = "=" if link.op == "=" else "\\approx"
                text = f"{tex(numbered.left)} {relation} {tex(numbered.right)}"
                applied = claims.check_claim(normal_cdf_text_as_erf(text) if session.setting.noise else text, context,
                                             () if distribution else conditions)
                if applied.status is not Status.UNKNOWN:
                    return replace(applied, reason=f"{plain_text(applied.reason)} (with {shown}, as its sentence "
                                                   f"says)")
            return Result.unknown(f"{plain_text(result.reason)}; but the condition {shown} is not applied here")
        return result
    if op == "=" and session.setting.kind == "positions" and all(_embedding(side) for side in (left, right)):
        # Φ(0) = Φ(62832): two positions' whole embeddings, equal only for equal integer positions (engine/positions)
        return positions.check_distinct(f"{tex(left)} = {tex(right)}", context, conditions)
    node = s.Relation((op,), (left, right), left.pos)
    a, b = context.build(left, env), context.build(right, env)
    scale = session.setting.scalar(session.setting.scale)
    moving = scale in context.ground(a.expr).free_symbols | context.ground(b.expr).free_symbols
    if given:
        a = Value(a.kind, context.ground(a.expr).xreplace(given))
        b = Value(b.kind, context.ground(b.expr).xreplace(given))
        # "for n = 3 with keys a, b, o": the sum over the one key not named is v_o, the key the write-up names
        only = the_one_other(a.expr, b.expr)
        a, b = Value(a.kind, a.expr.xreplace(only)), Value(b.kind, b.expr.xreplace(only))
    facts = claims.initial_facts(context, conditions, node)
    if op == "=" and (claims.is_rounded(right) or claims.is_rounded(left)):
        # α_a = 0.4869: a rounded value, equal within half a unit of its last digit (also at stated values: "for
        # t = 2, e^2 = 7.389")
        written, rounded = (left, right) if claims.is_rounded(right) else (right, left)
        if not given:
            return claims.check_approximately(written, rounded, context, facts)
        return _rounded_at_values(a, b, probability.decimal_tolerance(rounded))
    if op == "=":
        if a.kind != b.kind and not (_zero(a) or _zero(b)):
            return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
        result = value_claims.equal_values(a, b, context, facts)
        if result.status is Status.REFUTED and claims.has_decimal((left, right)) and Status.PROVED in (
                limits.near(a, b, session.options.tolerance).status,
                limits.near_coefficients(Value(a.kind, context.ground(a.expr)), Value(b.kind, context.ground(b.expr)),
                                         session.options.tolerance).status):
            # α_j = 7.389/9.389: numbers rounded inside a side make it differ by their rounding only
            return Result.unknown(f"{plain_text(result.reason)}; but a rounded number inside a side is not read "
                                  f"exactly, and the two sides agree within the tolerance")
        if result.status is Status.UNKNOWN and a.kind == b.kind == "scalar" and trig_identity(a.expr, b.expr):
            result = Result.proved("a trigonometric identity: both sides agree written with e^(ix) "
                                   "(sum to product)")
        return explained(result, a, b, None if given else parts_of_fractions(left, right, context, env))
    if op in ("approx", "to", "gg", "ll") or op in ORDERS:
        result = asymptotic(session, op, a, b, context, facts)
        numbers = a.kind == b.kind == "scalar" and a.expr.is_number and b.expr.is_number
        if op == "approx" and numbers:
            grounded = Value(a.kind, context.ground(a.expr)), Value(b.kind, context.ground(b.expr))
            if result.status is Status.PROVED:
                result = _rounded_digits(left, grounded[0], right, grounded[1]) or \
                    _off_the_digits(left, grounded[0], right, grounded[1]) or result
            elif result.status is Status.REFUTED:
                result = _within_digits(left, grounded[0], right, grounded[1]) or result
        if result.status is Status.REFUTED and scale in given and moving and op == "approx" and numbers:
            # at stated values two numbers are compared, unless ≈ may be the limit (α_a ≈ ½ at t = 5)
            others = {x: v for x, v in given.items() if x != scale}
            limit = asymptotic(session, op, *(Value(v.kind, context.ground(v.expr).xreplace(others))
                                           for v in (context.build(left, env), context.build(right, env))),
                                     context, facts)
            if limit.status is Status.REFUTED or moved(session, scale, a, b) is None:  # or the scale never moves
                return result
        if result.status is Status.REFUTED and scale in given and moving:
            return Result.unknown(f"{plain_text(result.reason)}; but at one value of the scale ≈ is not decided")
        return result
    if op == "ne":
        return _unequal(a, b, context, facts)
    return Result.unknown(f"the relation {op} is not checked")


def _given_changed_with(session, link: Link) -> bool:
    """Does the write-up, before the law or in its sentence, redefine one of the problem's givens (k_a) in terms of the
    law's variable?"""
    variable = name_key(link.left) if isinstance(link.left, s.Name) else None
    return variable is not None and given_changed_with(session, variable, link)


def given_changed_with(session, variable: str, link: Link) -> bool:
    """Does the write-up, before the step or in its sentence, redefine one of the problem's givens (k_a = (1 +
    η/√2)μ_a, not the problem's (1 + η)μ_a) in terms of the variable, one of the problem's noises (η, z)?"""
    given = {}
    for text, _ in session.setting.definitions:
        try:
            relation = parse(text)
            given[name_key(relation.operands[0])] = tex(relation.operands[1])
        except (NotationError, AttributeError, IndexError):
            continue
    family = variable.partition("_")[0]  # z_a's noise is the z_i of "k_i = μ_i + z_i"
    if family not in {str(symbol) for symbol in session.setting.noise} | set(session.setting.gaussian):
        return False  # a letter of the write-up's own for the noise (k_a = (1 + ξ)μ_a) is read by its law
    return any(other.op == "=" and isinstance(other.left, s.Name) and name_key(other.left) in given
               and tex(other.right) != given[name_key(other.left)]  # the problem's own, restated, changes nothing
               and (other.left_span[0] < link.left_span[0] or other.statement.sentence == link.statement.sentence)
               and family in {node.base for node in names(other.right)} for other in session.links)


def _normal_law(session, link: Link, context: Context, conditions: tuple, env: dict, values: tuple) -> Result:
    """"η ∼ N(0, ¼)": a law whose variance the part's model gives is wrong where that variance differs from the
    second parameter read both as a variance and as a standard deviation (some write N(μ, σ)); its mean is not read,
    so the law is never proved, only refuted or left undecided."""
    if values or env:
        return Result.unknown("a law at stated values is not checked")
    if _given_changed_with(session, link):
        # "k_a = (1 + η/√2)μ_a with η ∼ N(0, 1)": the write-up writes a given of the problem in a noise of its own
        # making, whose law is its own to state
        return Result.unknown("the law of a noise the write-up wrote a given of the problem with: its own")
    variable, spread = tex(link.left), tex(link.right.args[1])
    try:
        grounded = context.ground(context.build(link.left).expr)
        gaussian = set(session.setting.gaussian)
        if not grounded.free_symbols & set(session.setting.noise) and not any(
                isinstance(atom, Vec) and atom.family in gaussian for atom in preorder_traversal(grounded)):
            # Z ∼ N(0, 1): a variable of the write-up's own, or of no noise the part models, has no variance here
            # (a score of the keys' Gaussian vectors has one: √α t z_aᵀ(μ_a + μ_b) ∼ N(0, 2αt²))
            return Result.unknown("a law of a variable that is not the part's noise: not checked")
        as_variance = claims.check_claim(f"\\operatorname{{Var}}({variable}) = {spread}", context, conditions)
        if as_variance.status is not Status.REFUTED:
            return Result.unknown("a law: its variance holds or is not decided, and its mean is not read")
        as_deviation = claims.check_claim(f"\\operatorname{{Var}}({variable}) = ({spread})^2", context, conditions)
        if as_deviation.status is not Status.REFUTED:
            return Result.unknown("a law whose second parameter is not the variance, but may be the standard deviation")
    except SymattnError as problem:
        return Result.unknown(f"a law whose variance is not modelled here ({problem})")
    return Result.refuted(f"the variance written is wrong ({plain_text(as_variance.reason)}), and it is not the "
                          f"standard deviation either")


def _unequal(a: Value, b: Value, context: Context, facts) -> Result:
    """a ≠ b: wrong when the two sides are proved equal; valid only when their difference is a scalar that cannot be
    zero under the setting's assumptions (β² with β > 0, e^t − 1 is not: it is 0 at t = 0); else undecided."""
    if a.kind != b.kind and not (_zero(a) or _zero(b)):
        return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
    equal = value_claims.equal_values(a, b, context, facts)
    if equal.status is Status.PROVED:
        return Result.refuted(f"the two sides are equal ({plain_text(equal.reason)})")
    if a.kind == b.kind == "scalar" or _zero(a) or _zero(b):
        difference = context.ground(a.expr - b.expr)
        if getattr(difference, "is_zero", None) is False:
            return Result.proved(f"the difference of the two sides, {plain(difference)}, is never 0")
    return Result.unknown("an inequation whose sides could not be told apart for every value")


def _rounded_digits(left, a: Value, right, b: Value):
    """sin(1) ≈ 0.5403: refuted when the gap is more than the digits written allow (limits.beyond_rounding), the
    rounded decimal on either side; None when it is not."""
    return limits.beyond_rounding(left, a, right, b) or limits.beyond_rounding(right, b, left, a)


def _off_the_digits(left, a: Value, right, b: Value):
    """0.92135 ≈ 0.93: within the flat tolerance, yet neither rounded nor cut to the digits written, so refuted
    (limits.off_the_digits), the coarser decimal on either side; None when it is one of the two."""
    return limits.off_the_digits(left, a, right, b) or limits.off_the_digits(right, b, left, a)


def _within_digits(left, a: Value, right, b: Value):
    """e¹² ≈ 1,6·10⁵: proved when one side rounds to the digits the other is written to (limits.within_rounding),
    where the flat tolerance refuted it; None when it does not."""
    return limits.within_rounding(left, a, right, b) or limits.within_rounding(right, b, left, a)


def _rounded_at_values(a: Value, b: Value, tolerance) -> Result:
    """A side equal to a rounded decimal, at stated values: within half a unit of its last digit."""
    if not (a.kind == b.kind == "scalar" and a.expr.is_number and b.expr.is_number):
        return Result.unknown("a rounded value is compared only with a number")
    gap = abs(a.expr - b.expr)
    shown = f"{float(a.expr.evalf(15)):.6g} and {float(b.expr.evalf(15)):.6g}"
    if bool((gap - tolerance).evalf(30) <= 0):
        return Result.proved(f"{shown} agree to the last digit written")
    return Result.refuted(f"{shown} differ by {float(gap.evalf(15)):.3g}, more than the rounding of the last digit "
                          f"written ({float(tolerance):g})", f"left {float(a.expr.evalf(15)):.6g}, right "
                          f"{float(b.expr.evalf(15)):.6g}")


def _with_values(link: Link, texts: list):
    """The link with each name that a value "σ = 1/√2" gives an exact number written as that number; None where none
    does."""
    given = {}
    for text in texts:
        try:
            relation = parse(text)
        except NotationError:
            continue
        if not isinstance(relation, s.Relation):
            continue
        left, right = relation.operands[0], relation.operands[-1]
        # a rounded number (σ = 0.7071) stands for an interval: written in as exact, it would refute a right step
        rounded = any(isinstance(node, s.Num) and "." in node.text for node in s.walk(right))
        if isinstance(left, s.Name) and not names(right) and not rounded:
            given[name_key(left)] = right

    def put(node):
        if isinstance(node, s.Name) and name_key(node) in given:
            return given[name_key(node)]
        return s.with_children(node, put)
    return replace(link, left=put(link.left), right=put(link.right)) if given else None


def written_claim(session, link: Link, context: Context, conditions: tuple) -> Result:
    """A probability, variance or threshold, or a limit: the engine reads it as written."""
    left, right, op = link.left, link.right, link.op
    if claims.read_by_the_engine(left) or claims.read_by_the_engine(right):
        limit = _moment_along_the_scale(session, link)
        if limit is not None:  # the moment's limit is the claim, whichever relation or words said it
            return claims.check_claim(f"{tex(limit.left)} = {tex(limit.right)}", context, conditions)
        written = relation_text(link)
        # a left side read otherwise than written (P(c ≈ v_a) read as Pr(η > 0), claim_events.py) is read as read
        text = written if written is not None and _as_written(written, link) else _said_in_words(link)
        if text is None or op not in ("=", "approx"):
            return Result.unknown("this kind of claim is checked only as 'left = right'")
        text = normal_cdf_text_as_erf(text) if session.setting.noise else text
        result = claims.check_claim(text, context, conditions)
        if result.status is Status.REFUTED and op == "=" and claims.has_decimal((left, right)) and \
                not (claims.is_rounded(left) or claims.is_rounded(right)):
            # Pr(η > −1) = Φ(1.4): a number rounded inside a side (1.4 for √2) is not read exactly, so the claim is
            # not refuted by the difference its rounding makes
            return Result.unknown(f"{plain_text(result.reason)}; but a rounded number inside a side is not read "
                                  f"exactly")
        return result
    node = s.Relation((op,), (left, right), left.pos)
    if isinstance(right, s.Limit) and not isinstance(left, s.Limit):
        left, right = right, left
    if op != "=" or isinstance(right, s.Limit):
        return Result.unknown("a limit is checked only as '\\lim … = value'")
    facts = claims.initial_facts(context, conditions, node, context.build(left.var).expr)
    return limit_claims.check_limit(left, right, context, facts)


def _as_written(text: str, link: Link) -> bool:
    try:
        return subject_key(parse(text).operands[0]) == subject_key(link.left)
    except (NotationError, AttributeError, IndexError):
        return False


def _said_in_words(link: Link):
    """The text of a step whose left side was said in words (its standard deviation is ½: SD(η) = ½; its variance is
    ½: Var(η) = ½; each case with probability ½: Pr(η > 0) = ½), or None."""
    if not (isinstance(link.left, s.Call) and link.left.func in ("SD", "Pr", "Var")):
        return None
    relation = "=" if link.op == "=" else r"\approx"
    return f"{tex(link.left)} {relation} {tex(link.right)}"


def _moment_along_the_scale(session, link: Link):
    """Var(α_a) → ¼ (or 𝔼[α_a] → ½) as the scale grows: the limit of the moment, lim_{t→∞} Var(α_a) = ¼, which the
    engine reads from the limit weight on each case of the noise; None for any other step."""
    left = link.left
    # "Var(α_a) ≈ ¼" says the same of a large scale as "→": the moment has no scale left in it to be near; and so
    # does "=" where its sentence says it speaks of the limit ("in the limit α_a is Bernoulli(½) with Var(α_a) = ¼")
    if not (isinstance(left, s.Call) and left.func in ("Var", "E")) or not session.setting.noise:
        return None
    if link.op not in ("to", "approx") and not (link.op == "=" and lexicon.said(
            sentence_until(session.text, session.statements, link.statement), "ASYMPTOTIC")):
        return None
    scale = session.setting.scalar(session.setting.scale)
    chosen = session.direction(scale)
    if chosen is None or chosen.kind != d.PLUS_INF:
        return None
    limit = s.Limit(s.Name(str(scale), "", left.pos), s.Infinity(left.pos), left, left.pos)
    return replace(link, op="=", left=limit)


def asymptotic(session, op: str, a: Value, b: Value, context: Context, facts) -> Result:
    if op in ORDERS and "scalar" != a.kind or op in ORDERS and "scalar" != b.kind:
        # "η < 0 v_b": a zero vector is still no number to order (read as 0, it would be η < 0)
        return Result.unknown("only numbers are ordered")
    if a.kind != b.kind and not (_zero(a) or _zero(b)):
        return Result.unknown(f"the left side reads as a {a.kind}, the right side as a {b.kind}")
    if _zero(a) and a.kind != b.kind:
        a = Value(b.kind, S.Zero)
    if _zero(b) and a.kind != b.kind:
        b = Value(a.kind, S.Zero)
    a = Value(a.kind, facts.subs(context.ground(a.expr)))
    b = Value(b.kind, facts.subs(context.ground(b.expr)))
    scales = sorted((a.expr.free_symbols | b.expr.free_symbols) - session.fixed, key=str)
    first = _taken_first(session, scales, a, b) if len(scales) == 2 else None
    if first is not None:
        a, b, rest, inner = first
        result = asymptotic_in(session, op, a, b, context, facts, rest)
        return replace(result, reason=f"with {plain(inner)} → 0 first, as the part takes it: {result.reason}")
    return asymptotic_in(session, op, a, b, context, facts, scales)


def asymptotic_in(session, op: str, a: Value, b: Value, context: Context, facts, scales: list) -> Result:
    """The step with its sides grounded, along its one scale (or none)."""
    if len(scales) > 1:
        joint = _one_combination(session, scales, a, b)
        if joint is None:
            return Result.unknown(f"two scales ({', '.join(plain(x) for x in scales)}) in one step: not decided")
        var, a, b, shown = joint
        result = _along(op, a, b, var, facts)
        reason, witness = (text.replace(f" {var} = ", f" {shown} = ") for text in (result.reason, result.witness))
        # the witness is a value of the product, shown as such
        return replace(result, reason=f"{reason} (in {shown}, which grows as both scales do)", witness=witness)
    if op in ORDERS:
        if a.kind != "scalar":
            return Result.unknown("only numbers are ordered")
        strict, flipped = ORDERS[op]
        smaller, larger = (b, a) if flipped else (a, b)
        along = moved(session, scales[0], smaller, larger) if scales else None
        if scales and along is None:
            return Result.unknown(f"where {plain(scales[0])} goes is not a limit")
        var, smaller, larger = along if along else (None, smaller, larger)
        return limits.ordered(smaller, larger, strict, var, facts)
    if not scales:
        if op in ("approx", "to"):
            same = value_claims.equal_values(a, b, context, facts)
            if same.status is Status.PROVED:
                return Result.proved(f"both sides are equal and do not depend on a scale: {same.reason}")
        if op == "approx":
            count = session.setting.scalar("n")
            if (a.expr.free_symbols | b.expr.free_symbols) == {count} and a.kind == b.kind == "scalar":
                return limits.near_for_every_count(a, b, session.options.tolerance, count,
                                                   len(context.named_keys()))
            return limits.near(a, b, session.options.tolerance)
        return Result.unknown("there is no scale to take to its limit")
    along = moved(session, scales[0], a, b)
    if along is None:
        return Result.unknown(f"where {plain(scales[0])} goes is not a limit, so ≈ is not decided")
    var, a, b = along
    if op == "gg":
        return limits.much_greater(a, b, var, facts)
    if op == "ll":
        return limits.much_greater(b, a, var, facts)
    return limits.approx(a, b, var, facts)


def _one_combination(session, scales: list, a: Value, b: Value):
    """"1/(1 + 2e^{−tβ²}) ≤ 1 − 2e^{−tβ²}" with t and β both → +∞: sides that depend on the two scales only through
    one product of positive powers (tβ²) are read along it, which grows without bound however both grow. (the
    product's variable, a, b, the product as shown), or None."""
    if len(scales) != 2 or any(moved(session, x, a, b) is None or moved(session, x, a, b)[0] != x for x in scales):
        return None
    x, y = scales
    w = Symbol("w", positive=True)
    for p in (1, 2, 3):
        for q in (1, 2, 3):
            written = [Value(v.kind, powsimp(expand_power_base(v.expr.xreplace({x: w ** Rational(1, p) *
                                                                                 y ** Rational(-q, p)}),
                                                                 force=True), force=True)) for v in (a, b)]
            if not any(v.expr.has(y) for v in written):
                return w, written[0], written[1], plain(x ** p * y ** q)
    return None


def _along(op: str, a: Value, b: Value, var, facts) -> Result:
    """The step along one variable going to +∞."""
    if op in ORDERS:
        if a.kind != "scalar":
            return Result.unknown("only numbers are ordered")
        strict, flipped = ORDERS[op]
        smaller, larger = (b, a) if flipped else (a, b)
        return limits.ordered(smaller, larger, strict, var, facts)
    if op == "gg":
        return limits.much_greater(a, b, var, facts)
    if op == "ll":
        return limits.much_greater(b, a, var, facts)
    return limits.approx(a, b, var, facts)


def _taken_first(session, scales: list, a: Value, b: Value):
    """k_aᵀq = t(1 + √α z_aᵀ(μ_a + μ_b)) → t in single-head: the part sends α → 0 before t → ∞ (its `directions`), so
    the inner limit is taken first. It is read only where it is the value at α = 0: every α in a power of √α with a
    nonnegative exponent (continuous there, from above); else None, and the step stays undecided."""
    inner = next((x for x in scales if x != session.scale and
                  dict(session.part.rubric.directions if session.part.rubric else ()).get(x.name) == "0+"), None)
    if inner is None:
        return None
    root = Symbol("r", positive=True)
    values = []
    for value in (a, b):
        written = value.expr.xreplace({inner: root ** 2})
        if not all(power.exp >= 0 for power in written.atoms(Pow) if power.base == root) or \
                any(f.has(root) for f in written.atoms(Function) if not isinstance(f, (exp, sin, cos))):
            return None
        values.append(Value(value.kind, written.xreplace({root: S.Zero})))
    rest = [x for x in scales if x != inner]
    return values[0], values[1], rest, inner


def moved(session, scale, a: Value, b: Value):
    """(variable → +∞, a, b) with the scale written along it (β → 0⁺ as β = 1/u), or None."""
    chosen = session.direction(scale)
    if chosen is None or chosen.kind not in (d.PLUS_INF, d.MINUS_INF, d.ZERO_PLUS, d.ZERO_MINUS):
        return None
    if chosen.kind == d.PLUS_INF and scale.is_positive:
        return scale, a, b
    u = Symbol("u", positive=True)
    path = {d.PLUS_INF: u, d.MINUS_INF: -u, d.ZERO_PLUS: 1 / u, d.ZERO_MINUS: -1 / u}[chosen.kind]
    return u, Value(a.kind, a.expr.xreplace({scale: path})), Value(b.kind, b.expr.xreplace({scale: path}))

