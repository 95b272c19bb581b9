"""Score an answer against its part's rubric: every criterion is a claim the engine proves or refutes.

A scale parameter (any free scalar outside the part's vocabulary) goes where the
student sends it (directions.py): → +∞, → −∞, → 0⁺ or → 0⁻ become t, −t, 1/t, −1/t
as the setting's scale t → ∞; several scales in one answer are tried along growth
paths (equal, multiples, powers) and the property must hold on all. An answer
without a scale, or with its scale fixed at a value, is graded by its exact
weights, within a tolerance, for every number of keys up to a maximum; a scale
kept in a bounded range is checked at points of it (a miss refutes it).
"""

import re
from dataclasses import dataclass, replace
from itertools import permutations, product

from sympy import Abs, Float, Pow, Rational, S, Symbol, exp, limit, expand, fraction, latex, log, oo, sqrt, srepr, together

import mpmath

from symattn import algebra
from symattn.engine.asymptotics import limit_at_zero, limit_cases
from symattn.engine.claims import check_claim, initial_facts
from symattn.meaning.context import Context
from symattn.meaning.models import model_for
from symattn.engine.equality import coefficient_differences, is_identically_zero
from symattn.language import directions as d
from symattn.language.direction import BOUNDED_SPAN
from symattn.language.orders import BOUNDED_ORDER, UNREAD_ORDER
from symattn.language.quoting import quoted
from symattn.grading.answer import Answer, given_scalars, grading_setting
from symattn.grading.links import link_notes, side_notes
from symattn.grading.threshold import scale_for_error, significant
from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.engine.results import LimitFound, Status
from symattn.grading.verdict import VerdictKind
from symattn.meaning.values import Value
from symattn.notation.vocabulary import key_tex, name_key


@dataclass(frozen=True)
class GradeOptions:
    tolerance: object = Rational(1, 100)
    max_keys: int = 1000


@dataclass(frozen=True)
class Outcome:
    passed: bool = False
    undecided: str = ""
    detail: str = ""  # what the engine found, for the feedback


def score(part, answer: Answer, options: GradeOptions, memo) -> tuple:
    """(score, verdict, feedback lines)."""
    rubric = part.rubric
    setting = grading_setting(part)
    scale = setting.scalar(setting.scale)
    chosen = answer.directions or {}
    if any(c.kind == d.VALUE and c.approached for c in chosen.values()) and \
            any(c.kind in d.LIMITS for c in chosen.values()):
        return 0.0, VerdictKind.ERROR, [f"Read as: ${answer.reading}$.",
                                        "Needs manual review: one scale tends to a value while another grows; how fast "
                                        "each goes decides the limit, and that is not said."] + list(answer.notes)
    unread = [(x, c) for x, c in chosen.items() if c.kind == d.UNREAD]
    if unread:
        symbol, chosen = unread[0]
        said = f"you say where ${latex(symbol)}$ goes ('{_as_written(chosen.value)}'), in a form the grader does " \
               f"not read."
        return 0.0, VerdictKind.ERROR, [f"Read as: ${answer.reading}$.", f"Needs manual review: {said}"] + \
            list(answer.notes)
    plan = scale_plan(answer, scale, joint=scale in given_scalars(setting))
    lines = [f"Read as: ${answer.reading}$."] + plan.notes
    if plan.review:
        return 0.0, VerdictKind.ERROR, lines + [plan.review] + list(answer.notes)
    ranged = _range_score(part, answer, plan, options, lines, memo) if plan.ranges else None
    if ranged is not None:
        return ranged
    values = {name: Value(v.kind, v.expr.xreplace(plan.fixed)) for name, v in answer.values.items()}
    exact_mode = not plan.limit_scales and scale not in given_scalars(setting)
    paths = [] if exact_mode else plan.paths
    undefined = _undefined(values, paths or [({}, "")])
    if undefined:
        return 0.0, VerdictKind.INCORRECT, lines + [undefined] + list(answer.notes)
    if scale in given_scalars(setting) and not exact_mode:
        values, settled = _settled_forms(part, values, scale)
        lines.extend(settled)
    outcomes = {}
    for criterion in rubric.criteria:
        if criterion.scaled:
            continue
        when = conditions_of(part, criterion)
        if exact_mode:
            outcomes[criterion.id] = _exact_outcome(part, values, criterion.claims, options, memo, when)
        else:
            outcomes[criterion.id] = _limit_outcome(part, values, criterion.claims, paths, memo, when)
    for criterion in rubric.criteria:
        if criterion.scaled:
            outcomes[criterion.id] = _scaled_outcome(part, values, rubric, criterion.scaled, scale, memo) \
                if exact_mode else Outcome()
    blocked = _distinct_violation(part, answer, paths[0][0] if paths else {})
    if blocked:
        lines.append(blocked)
    total = 0.0
    undecided = [outcomes[c.id].undecided for c in rubric.criteria if outcomes[c.id].undecided]
    for members in _grouped((c, outcomes[c.id]) for c in rubric.criteria):
        points, group_lines = _group_score(members, bool(blocked))
        total += points
        lines.extend(group_lines)
    own = _as_the_parts_own(part, answer, plan, values, scale, memo) if total < rubric.max_score and not blocked \
        and not exact_mode and scale in given_scalars(setting) else ""
    if own:
        return 0.0, VerdictKind.ERROR, lines + [own] + list(answer.notes)
    noise = _noise_matters(part, answer) if total == rubric.max_score and not blocked else ""
    edge = _edge_failure(part, answer, options, memo) if total == rubric.max_score and not blocked and not noise \
        else ""
    example = _example_failure(part, answer, options, memo) if total == rubric.max_score and not blocked and \
        not noise and not edge else ""
    keys = _instance_keys(answer.instance)
    if exact_mode and keys and total < rubric.max_score and not blocked and \
            _holds_at(part, values, rubric, options, memo, keys):
        # "Let q = 10(k_a + k_b). With n = 20 keys, α_a ≈ 0.4998": fixed numbers that hold at the number of keys the
        # answer works at, though not for every n, which the grader checks: a person decides
        return 0.0, VerdictKind.ERROR, lines + [
            f"Needs manual review: with no scale that grows, the answer is checked for every number of keys; at "
            f"$n = {keys}$, where you work, it holds."] + list(answer.notes)
    if exact_mode and answer.scale_in_instance and total < rubric.max_score and not blocked:
        # "With n = 10 and t = 5: α_a ≈ 0.487": the scale's value is the instance's, worked out; whether it is the
        # answer's too is a person's call
        return 0.0, VerdictKind.ERROR, lines + [
            f"Needs manual review: you give ${answer.scale_in_instance[0]}$ where "
            f"{', '.join(f'${text}$' for text in answer.instance)}, an instance of the problem's numbers: the value "
            f"may be the instance's, not your answer's."] + list(answer.notes)
    if edge and answer.instance:  # "with n = 12 and ε = 0.01, t ≥ ln 245": a bound for an instance and a tolerance
        verdict, total = VerdictKind.ERROR, 0.0
        lines.append(f"Needs manual review: {edge[0].lower()}{edge[1:]}; but you give the bound where "
                     f"{', '.join(f'${text}$' for text in answer.instance)}, an instance the grader does not apply.")
    elif edge:  # t ≥ 5 includes t = 5, where the weights are still far from their limits
        verdict, total = VerdictKind.INCORRECT, 0.0
        lines.append(edge)
    elif example:  # t = 1 and t → ∞ both said outright: which one is the answer is a person's call
        verdict, total = VerdictKind.ERROR, 0.0
        lines.append(example)
    elif noise:  # no points until a person has looked: the engine did not establish them
        verdict, total = VerdictKind.ERROR, 0.0
        lines.append(noise)
    elif total == rubric.max_score and not blocked and answer.unsaid_constant:
        verdict, total = VerdictKind.ERROR, 0.0  # right only if the constant of q ∝ X is large, which is not read
        lines.append(answer.unsaid_constant)
    elif total == rubric.max_score and not blocked:
        verdict = VerdictKind.CORRECT
        lines.extend(_how_large(part, answer, plan, options, memo))
    elif undecided and total < rubric.max_score:
        verdict = VerdictKind.ERROR
        lines.append(f"Needs manual review: {undecided[0]}.")
    else:
        verdict = VerdictKind.INCORRECT
    lines.extend(link_notes(part, answer, paths))
    lines.extend(answer.notes)
    sides, refuted = side_notes(part, answer)
    if refuted and verdict == VerdictKind.CORRECT:
        # "c_2 ≈ u_a. With x_2 = u_a + u_d we get c_2 ≈ u_b": the answer is right, the rest of the question it goes
        # on to answer is proved wrong, said under a change of the setting, where what the words make of it (a
        # claim, a denial after it in any language, what it would take, a counterfactual) is the least sure reading
        # there is; how much that costs is a person's call, never a silent 'correct' (red team 57: charged as a
        # false side claim, 11 right answers were marked incorrect)
        verdict, total = VerdictKind.ERROR, 0.0
        lines.append("Needs manual review: what you go on to say in the setting you changed does not hold (below).")
    lines.extend(sides)
    return total, verdict, [line for line in lines if line]


@dataclass(frozen=True)
class ScalePlan:
    """How the student's scales are graded: fixed values, limits along growth paths, or ranges."""

    fixed: dict  # scale -> its stated value
    limit_scales: tuple
    paths: list  # [(substitution sending the limit scales along one growth path, description)]
    ranges: dict  # scale -> (low, high)
    notes: list  # what the feedback says of each scale
    review: str = ""  # why the plan cannot be checked here (a relation between scales that is not read)


DIRECTION_TEX = {d.PLUS_INF: r"\to +\infty", d.MINUS_INF: r"\to -\infty", d.ZERO_PLUS: r"\to 0^+",
                 d.ZERO_MINUS: r"\to 0^-", d.ZERO: r"\to 0"}
# a scale sent to its limit as the setting's scale t → ∞ does: t, −t, 1/t, −1/t (→ 0 unsigned: both sides)
TOWARDS = {d.PLUS_INF: (lambda g: g,), d.MINUS_INF: (lambda g: -g,), d.ZERO_PLUS: (lambda g: 1 / g,),
           d.ZERO_MINUS: (lambda g: -1 / g,), d.ZERO: (lambda g: 1 / g, lambda g: -1 / g)}


def scale_plan(answer: Answer, scale, joint: bool = False) -> ScalePlan:
    """`joint`: the part's own scale (β) goes to +∞ itself, so a scale of the answer's that goes to a limit goes
    there together with it, along every path of the family (ε → 0 as 1/β, 1/β², …), not along ε = 1/β alone."""
    chosen = answer.directions or {}
    fixed = {x: chosen[x].value for x in answer.scales if chosen[x].kind == d.VALUE}
    ranges = {x: _closed(x, chosen[x].value) for x in answer.scales if chosen[x].kind == d.RANGE}
    limit_scales = tuple(x for x in answer.scales if chosen[x].kind in d.LIMITS)
    notes = [_direction_note(x, chosen[x]) for x in answer.scales]
    kinds = {x: chosen[x].kind for x in limit_scales}
    joint = joint and bool(limit_scales) and scale not in limit_scales
    paths = scale_paths(limit_scales, scale, kinds, joint)
    review = ""
    if answer.orders:
        paths, review = ordered_paths(answer.orders, limit_scales, scale, kinds)
        if not review:
            notes.append("You state " + ", ".join(o.describe() for o in answer.orders) + ": the scales are "
                         "checked along the paths where that holds.")
    if (len(limit_scales) > 1 or joint) and not review:
        notes.append("The scales are checked together, along the paths " + ", ".join(p for _, p in paths) +
                     f" as ${latex(scale)} \\to \\infty$.")
    return ScalePlan(fixed, limit_scales, paths, ranges, notes, review)


def _direction_note(symbol, chosen) -> str:
    name = f"${latex(symbol)}$"
    if chosen.kind == d.VALUE and chosen.approached:
        return f"{name} tends to {chosen.value}, as you state: the weights are taken at that value."
    if chosen.kind == d.VALUE:
        return f"{name} is fixed at {chosen.value}, as you state: the weights are exact numbers."
    if chosen.kind == d.RANGE:
        low, high = chosen.value
        where = f"between ${latex(low)}$ and ${latex(high)}$" if low is not None and high is not None else \
            f"below ${latex(high)}$" if high is not None else f"above ${latex(low)}$" if low is not None else \
            "bounded"
        return f"{name} stays {where}, as you state: it is not sent to a limit."
    arrow = f"${latex(symbol)} {DIRECTION_TEX[chosen.kind]}$"
    if chosen.by_problem:
        return f"{arrow}, where the problem sends it."
    if chosen.lower_edge is not None:
        return f"{name} is at least ${latex(chosen.lower_edge)}$, as you state: graded as {arrow}, and at that value."
    if chosen.stated:
        both = " (from either side)" if chosen.kind == d.ZERO else ""
        return f"{arrow}, as you state{both}{chosen.note}."
    size = "small" if chosen.kind == d.ZERO_PLUS else "large"
    return f"{name} is taken as a {size} scale, {arrow}: you do not say where it goes."


def scale_paths(scales: tuple, scale, kinds: dict | None = None, joint: bool = False) -> list:
    """Substitutions sending every scale to its limit as the setting's scale → ∞, described in LaTeX. `joint`: the
    setting's scale is the problem's own (β), so each of the answer's scales goes along with it at several rates
    (β, 2β, β², β³), the path variable staying β itself (the vectors' norms are tied to it)."""
    kinds = kinds or {x: d.PLUS_INF for x in scales}
    k = len(scales)
    if joint and k == 1:
        growths = [[scale], [2 * scale], [scale ** 2], [scale ** 3]]
    elif k <= 1:
        growths = [[scale] * k]
    else:
        growths = [[scale] * k, [(i + 1) * scale for i in range(k)], [scale ** (i + 1) for i in range(k)],
                   [scale ** (k - i) for i in range(k)]]
    paths = []
    names = "(" + ", ".join(latex(x) for x in scales) + ")"
    for growth in growths:
        for towards in product(*(TOWARDS[kinds[x]] for x in scales)):
            values = [f(g) for f, g in zip(towards, growth)]
            shown = f"${names} = ({', '.join(latex(v) for v in values)})$" if k > 1 else \
                f"${latex(scales[0])} = {latex(values[0])}$" if joint else ""
            paths.append((dict(zip(scales, values)), shown))
    return paths


def candidate_growths(k: int, scale) -> list:
    """Growth paths for k scales (before each is sent where it goes): alike, multiples, powers either way, and
    an offset (g + 1), so that a stated relation between the scales (s = o(t), t − s → ∞, s/t → 1) has paths of its
    own. Roots and logarithms would leave the exponents the engine decides (polynomials in the scale)."""
    g = scale
    if k <= 1:
        return [[g] * k]
    if k == 2:
        pairs = [(g, g), (g, 2 * g), (2 * g, g), (g, g ** 2), (g ** 2, g), (g, g + 1), (g + 1, g)]
        return [list(p) for p in pairs]
    growths = [[g] * k, [(i + 1) * g for i in range(k)]]
    growths += [[g ** (e + 1) for e in exponents] for exponents in permutations(range(k))]
    return growths


def ordered_paths(orders: tuple, scales: tuple, scale, kinds: dict) -> tuple:
    """(paths, review): the candidate growth paths on which every stated Order holds; a review message when an
    order cannot be read or no candidate path satisfies them all."""
    unread = [o for o in orders if o.target in (UNREAD_ORDER,) or not o.expr.free_symbols <= set(scales)]
    if unread:
        return [], (f"Needs manual review: you relate the scales ('{quoted(unread[0].source)}') in a way the grader "
                    f"does not read.")
    paths = []
    names = "(" + ", ".join(latex(x) for x in scales) + ")"
    for growth in candidate_growths(len(scales), scale):
        for towards in product(*(TOWARDS[kinds[x]] for x in scales)):
            values = dict(zip(scales, [f(g) for f, g in zip(towards, growth)]))
            if all(_order_holds(order, values, scale) for order in orders):
                shown = f"${names} = ({', '.join(latex(v) for v in values.values())})$" if len(scales) > 1 else ""
                paths.append((values, shown))
    if not paths:
        return [], ("Needs manual review: the relation you state between the scales ('" +
                    "', '".join(quoted(o.source) for o in orders) + "') holds on none of the growth paths the grader "
                    "checks.")
    return paths, ""


def _order_holds(order, values: dict, scale) -> bool:
    """Does the Order hold along the path (its expression of the one variable `scale` goes where it says)?"""
    expr = order.expr.xreplace(values)
    try:
        found = limit(expr, scale, oo) if expr.free_symbols == {scale} else expr
    except (NotImplementedError, ValueError, TypeError):
        return False
    if order.target == BOUNDED_ORDER:
        return found.is_finite is True
    if order.target is S.Infinity:
        return found is oo
    return found == order.target


def _closed(symbol, bounds: tuple) -> tuple:
    """A range open on one side (t < 0.01) is checked from 0 for a positive scale, else this far out."""
    low, high = bounds
    if low is None:
        low = S.Zero if symbol.is_positive and (high is None or high > 0) else min(-BOUNDED_SPAN, (high or 0) - 1)
    if high is None:
        high = max(S(BOUNDED_SPAN), low + 1)
    return low, high


def _range_score(part, answer: Answer, plan: ScalePlan, options: GradeOptions, lines: list, memo):
    """A scale kept in a bounded range is no limit: the exact weights at points of the range must all
    pass; one that fails refutes the answer, and passing at points proves nothing for the rest.
    None when the range needs no points: the answer is graded with the scale kept as a positive constant."""
    rubric = part.rubric
    if plan.limit_scales:
        return 0.0, VerdictKind.ERROR, lines + ["Needs manual review: one scale kept in a range and another sent to a limit."]
    setting = grading_setting(part)
    limit_in_problem_scale = setting.scalar(setting.scale) in given_scalars(setting)
    said = answer.directions or {}
    if limit_in_problem_scale and all(x.is_positive and (said[x].value[0] is None or said[x].value[0] >= 0)
                                      for x in plan.ranges):
        # a positive constant beside the problem's own scale (Q = γM/β², fixed γ > 0): the limit in that scale is
        # decided for every such constant at once, the constant kept as a symbol
        outcomes = [_limit_outcome(part, answer.values, criterion.claims, plan.paths, memo)
                    for criterion in _main_criteria(rubric)]
        if all(outcome.passed for outcome in outcomes):
            return None
    # near each end first: a range's edge (t ≥ 5 at 5.005) is where a property fails
    for fractions in product(*([Rational(1, 1000), Rational(1, 20), Rational(1, 2), Rational(19, 20)]
                               for _ in plan.ranges)):
        point = dict(plan.fixed)
        for (x, (low, high)), f in zip(plan.ranges.items(), fractions):
            point[x] = low + (high - low) * f
        values = {name: Value(v.kind, v.expr.xreplace(point)) for name, v in answer.values.items()}
        for criterion in _main_criteria(rubric):
            # a part whose own scale goes to a limit (β in kqv-design) is checked in that limit at each point
            outcome = _limit_outcome(part, values, criterion.claims, plan.paths, memo) if limit_in_problem_scale \
                else _exact_outcome(part, values, criterion.claims, options, memo, conditions_of(part, criterion))
            if not outcome.passed:
                at = ", ".join(f"${latex(x)} = {point[x]}$" for x in plan.ranges)
                detail = outcome.detail or outcome.undecided
                return 0.0, VerdictKind.INCORRECT, lines + [f"At {at}, in the range you give: {detail}"]
    return 0.0, VerdictKind.ERROR, lines + ["Needs manual review: the property holds at the points of the range that were "
                                  "checked, which does not show it for every value."]


def _as_the_parts_own(part, answer, plan, values: dict, scale, memo) -> str:
    """Q = (…)/b² with b never said to go anywhere: b may be the problem's own β in Latin letters. As a scale of its
    own it fails along some path; where it earns every point with b = β, a person decides which was meant."""
    if len(plan.limit_scales) != 1:
        return ""
    (own,) = plan.limit_scales
    chosen = (answer.directions or {}).get(own)
    if chosen is None or chosen.stated:
        return ""
    rubric, path = part.rubric, [({own: scale}, "")]
    outcomes = {c.id: _limit_outcome(part, values, c.claims, path, memo, conditions_of(part, c))
                for c in rubric.criteria if not c.scaled}
    members = _grouped((c, outcomes[c.id]) for c in rubric.criteria if not c.scaled)
    if sum(_group_score(group, False)[0] for group in members) < rubric.max_score:
        return ""
    return (f"Needs manual review: ${latex(own)}$, which you never send anywhere, is read as a scale of its own, "
            f"and then the answer fails along some path; with ${latex(own)} = {latex(scale)}$, the problem's own, it "
            f"earns every point.")


def _grouped(scored) -> list:
    """[(criterion, outcome), …] per rubric group, in the rubric's order."""
    groups: dict = {}
    for criterion, outcome in scored:
        groups.setdefault(criterion.group, []).append((criterion, outcome))
    return list(groups.values())


def _group_score(members: list, blocked: bool) -> tuple:
    """(points, feedback lines) of one group: its best passing criterion, and what the full one found.

    A violated 'distinct' requirement blocks the group's full-points criterion."""
    best, best_outcome = max(members, key=lambda member: member[0].points)
    passing = [criterion for criterion, outcome in members if outcome.passed and not (blocked and criterion is best)]
    chosen = max(passing, key=lambda criterion: criterion.points) if passing else None
    lines = []
    if chosen is not None:
        lines.append(chosen.passed if chosen is best else chosen.feedback)
    if chosen is not best and best_outcome.detail:
        lines.append(best_outcome.detail)
    return (chosen.points if chosen is not None else 0.0), lines


def _context(part, values: dict, substitution: dict) -> Context:
    context = Context(grading_setting(part))
    for name, value in values.items():
        context.set_value(part.rubric.bound_name(name), Value(value.kind, value.expr.xreplace(substitution)))
    return context


def _values_key(values: dict, substitution: dict) -> tuple:
    return tuple((name, value.kind, srepr(value.expr.xreplace(substitution))) for name, value in sorted(values.items()))


def conditions_of(part, criterion) -> tuple:
    """What a criterion is checked under: its `when`, and n > min_keys − 1 when the rubric grades from min_keys keys
    (a part whose answer only works from n = 2)."""
    least = part.rubric.min_keys
    return tuple(criterion.when) + ((f"n > {least - 1}",) if least > 1 else ())


LOWER_BOUND_ON_N = re.compile(r"^\s*n\s*(>|=)\s*(\d+)\s*$")


INSTANCE_KEYS = re.compile(r"^\s*n\s*=\s*(\d+)\s*$")


def _instance_keys(instance: tuple) -> int | None:
    """The number of keys an answer works at ("n = 20"), if it gives one."""
    found = [INSTANCE_KEYS.match(text) for text in instance]
    return next((int(match.group(1)) for match in found if match), None)


def _holds_at(part, values: dict, rubric, options: GradeOptions, memo, keys: int) -> bool:
    """Every criterion holds with exactly `keys` keys (fixed numbers, checked at that n alone)."""
    at = replace(options, max_keys=keys)
    return all(_exact_outcome(part, values, criterion.claims, at, memo, conditions_of(part, criterion) +
                              (f"n = {keys}",)).passed for criterion in rubric.criteria if not criterion.scaled)


def _least_n(when: tuple, m: int) -> int:
    """The smallest n the conditions allow (n > 1, n = 5), and never fewer than the named keys."""
    least = m
    for condition in when:
        found = LOWER_BOUND_ON_N.match(condition)
        if found:
            least = max(least, int(found.group(2)) + (found.group(1) == ">"))
    return least


def _limit_outcome(part, values: dict, claims: tuple, paths: list, memo, when: tuple = ()) -> Outcome:
    key = ("limit", part.id, claims, when, tuple((_values_key(values, sub), d) for sub, d in paths))
    return memo.get(key, lambda: _compute_limit_outcome(part, values, claims, paths, memo, when))


def _compute_limit_outcome(part, values: dict, claims: tuple, paths: list, memo, when: tuple = ()) -> Outcome:
    """Passed when, on every path, one of the claims is proved (under the criterion's conditions); else what the
    first claim found."""
    for substitution, description in paths:
        context = _context(part, values, substitution)
        results = [check_claim(claim, context, when) for claim in claims]
        if any(r.status is Status.PROVED for r in results):
            continue
        unknown = next((r for r in results if r.status is Status.UNKNOWN), None)
        undecided = plain_reason(unknown.reason) if unknown is not None and results[0].status is not Status.REFUTED \
            else ""
        return Outcome(False, undecided, _limit_detail(part, claims[0], results[0], description, context))
    return Outcome(passed=True)


def _limit_detail(part, claim: str, result, path: str, context: Context) -> str:
    """What the answer actually produces: 'c → ¾v_a + ¼v_b', and what was wanted."""
    node = parse(claim)
    left, right = node.operands
    left_tex = latex(context.build(left).expr) if not isinstance(left, s.Name) else key_tex(name_key(left))
    where = f" (when the scales grow as {path})" if path else ""
    if result.status is Status.REFUTED and result.reason.startswith("the two sides differ"):
        produced = f"With this answer ${left_tex}$ does not settle on the target: {result.reason}{where}"
    elif result.data and isinstance(result.data[0], LimitFound):
        condition, limit_tex = result.data[0].condition, result.data[0].latex
        when = "" if condition == "always" else f" when {condition}"
        produced = f"With this answer ${left_tex} \\to {limit_tex}${when}{where}"
    else:
        produced = f"With this answer, {plain_reason(result.reason)}{where}"
    bound = {b: a for a, b in part.rubric.bind}
    why = f" {_why_unbounded(context)}." if "\\infty" in produced else ""
    if isinstance(right, s.Name) and right.base in bound:
        return f"{produced}, not what the answer says.{why}"
    return f"{produced}; the part needs ${_claim_tex(claim, context)}$.{why}"


def _why_unbounded(context: Context) -> str:
    """Why an output grows without bound: vectors whose norm is the scale (‖u_i‖ = β) make every u_i u_j^⊤ in a
    matrix a factor β²."""
    scale = context.setting.scalar(context.setting.scale)
    grown = [name for name, family in context.setting.families.items() if family.norm == scale]
    if not grown:
        return "It grows without bound as the scale grows"
    name = latex(Symbol(grown[0]))
    return (f"It grows without bound: the vectors ${name}_i$ have norm ${latex(scale)}$, so each "
            f"${name}_i {name}_j^\\top$ in a matrix multiplies by ${latex(scale)}^2$ (a factor "
            f"$1/{latex(scale)}^2$ keeps the output finite)")


# What the engine could not decide, said without its formulas (they are sympy's, not the course's notation).
UNDECIDED = (("oscillat", "a term of the answer keeps oscillating as the scale grows"),
             ("differ from key to key", "the other keys' scores differ from key to key"),
             ("not analysed", "the answer grows in a way the engine does not analyse"),
             ("cancel", "leading terms cancel to an order the engine does not analyse"),
             ("sign", "a sign the engine cannot decide"))


def plain_reason(reason: str) -> str:
    """An engine's reason fit for a student: its words when it shows no formula, else its gist."""
    if not any(mark in reason for mark in ("*", "(", "exp", "_")):
        return reason
    gist = next((text for key, text in UNDECIDED if key in reason), "the engine could not decide the limit")
    return f"the engine could not decide ({gist})"



def _claim_tex(claim: str, context: Context) -> str:
    node = parse(claim)
    left, right = node.operands
    left_tex = key_tex(name_key(left)) if isinstance(left, s.Name) else latex(context.build(left).expr)
    return f"{left_tex} \\to {latex(context.build(right).expr)}"


def _scaled_outcome(part, values: dict, rubric, target_id: str, scale, memo) -> Outcome:
    target = next(c for c in rubric.criteria if c.id == target_id)
    values = {name: Value(v.kind, scale * v.expr) for name, v in values.items()}
    found = _limit_outcome(part, values, target.claims, [({}, "")], memo, conditions_of(part, target))
    return Outcome(passed=found.passed)


def _exact_outcome(part, values: dict, claims: tuple, options: GradeOptions, memo, when: tuple = ()) -> Outcome:
    """No scale: the exact weights must be within the tolerance for every n up to max_keys (from the smallest n the
    criterion's conditions allow)."""
    key = ("exact", part.id, claims, when, _values_key(values, {}), options)
    return memo.get(key, lambda: _compute_exact_outcome(part, values, claims, options, memo, when))


def _compute_exact_outcome(part, values: dict, claims: tuple, options: GradeOptions, memo, when: tuple = ()) -> Outcome:
    if any(not LOWER_BOUND_ON_N.match(condition) for condition in when):
        return Outcome(undecided="a condition on something other than n cannot be checked without a scale")
    context = _context(part, values, {})
    reports = []
    for claim in claims:
        node = parse(claim)
        if not (isinstance(node, s.Relation) and node.ops == ("to",)):
            return Outcome(undecided=f"{claim} cannot be checked without a scale")
        found = context.ground(context.build(node.operands[0]).expr)
        wanted = context.ground(context.build(node.operands[1]).expr)
        worst = _worst_error(found, wanted, context, options, _least_n(when, len(context.named_keys())))
        if worst is None:
            return Outcome(undecided="the exact weights could not be bounded")
        error, n_worst, shown = worst
        if error <= options.tolerance:
            return Outcome(passed=True, detail=f"The exact weights are within {options.tolerance} for every n.")
        reports.append((error, n_worst, shown))
    error, n_worst, shown = reports[0]
    detail = (f"With no large scale factor the weights are fixed numbers: {shown}. They miss the target by up to "
              f"{float(error):.3g} (at n = {n_worst}); the tolerance is {float(options.tolerance):g}.")
    return Outcome(detail=detail)


def _worst_error(found, wanted, context: Context, options: GradeOptions, least: int):
    """max over n in [least, max_keys] of the largest coefficient error, using monotonicity in n (least: the named
    keys, or more when the criterion's conditions say so)."""
    n = context.setting.n
    m = least
    named = len(context.named_keys())
    parts, targets = (_components_of(x) for x in (found, wanted))
    worst = (S.Zero, m, "")
    shown = []
    for atom in dict.fromkeys(list(parts) + list(targets)):
        weight = together(parts.get(atom, S.Zero))
        if weight.free_symbols - {n}:
            return None
        numerator, denominator = fraction(weight)
        if any(expand(p).as_poly(n) is None or expand(p).as_poly(n).degree() > 1 for p in (numerator, denominator)
               if p.has(n)):
            return _scanned_error(parts, targets, n, m, options, named)
        shown.append(f"${latex(atom)}$: ${latex(weight)}$")
        for n_value in (max(m, named + _is_rest(atom)), options.max_keys):  # with n = m there are no other keys
            error = abs((weight - targets.get(atom, S.Zero)).subs(n, n_value)).evalf(15)
            if error > worst[0]:
                worst = (error, n_value, "")
    return worst[0], worst[1], "; ".join(shown)


def _components_of(expr) -> dict:
    """A vector's coefficients by atom; a scalar (a criterion on a weight, α_a → 2/3) is one coefficient."""
    if expr == 0:
        return {}
    if not expr.has(*algebra.VECTOR_ATOMS):
        return {S.One: expr}
    return algebra.components(expr)


def _is_rest(atom) -> bool:
    """The other keys' sum, which has no terms when the named keys are all the keys."""
    return isinstance(atom, algebra.RestSum)


MAX_SCAN = 2000  # keys: beyond this many, weights that are not monotone in n are not scanned


def _numeric_at(expr, n, n_value):
    """|expr| at n = n_value, to 30 digits, with mpmath's own numbers: e^{2·10⁶} is an exponent there, where sympy's
    evalf would compute e to millions of bits. An expression with other functions than exp, log and |·| is
    evaluated by sympy as before; None when it is no number."""
    with mpmath.workdps(30):
        try:
            value = _mp(expr, n, mpmath.mpf(n_value))
        except (TypeError, ValueError, ZeroDivisionError, OverflowError):
            value = None
        if value is None:  # a function mpmath's walk does not know (sin, erf, …): sympy's own evaluation
            error = abs(expr.evalf(30, subs={n: n_value}))
            return error if error.is_number else None
        if not mpmath.isfinite(value):
            return None
        return Float(float(abs(value)), 15)  # a weight's distance from its target: a number of size at most 1


def _mp(expr, n, n_value):
    if expr == n:
        return n_value
    if expr.is_Integer or expr.is_Rational:
        return mpmath.mpf(expr.p) / expr.q
    if expr.is_Float or expr in (S.Pi, S.Exp1):
        return mpmath.mpf(str(expr.evalf(40)))
    args = [_mp(arg, n, n_value) for arg in expr.args]
    if any(a is None for a in args):
        return None
    if expr.is_Add:
        return mpmath.fsum(args)
    if expr.is_Mul:
        return mpmath.fprod(args)
    if expr.is_Pow:
        return mpmath.power(args[0], args[1])
    handlers = {exp: mpmath.exp, log: mpmath.log, Abs: abs}
    handler = handlers.get(expr.func)
    return handler(*args) if handler is not None and len(args) == 1 else None


def _scanned_error(parts: dict, targets: dict, n, m: int, options: GradeOptions, named: int):
    """The largest weight error over every n from m to max_keys, each evaluated (q = n(k_a + k_b) has weights
    e^n/(2e^n + n − 2), not monotone in n): a finite check of every case, so a proof; None when too many."""
    if options.max_keys - m > MAX_SCAN:
        return None
    worst = (S.Zero, m, "")
    atoms = list(dict.fromkeys(list(parts) + list(targets)))
    gaps = {atom: together(parts.get(atom, S.Zero) - targets.get(atom, S.Zero)) for atom in atoms}
    for n_value in range(m, options.max_keys + 1):
        for atom, gap in gaps.items():
            if n_value == named and _is_rest(atom):
                continue
            error = _numeric_at(gap, n, n_value)
            if error is None:
                return None
            if error > worst[0]:
                worst = (error, n_value, "")
    shown = "; ".join(f"${latex(atom)}$: ${latex(parts.get(atom, S.Zero))}$" for atom in atoms)
    return worst[0], worst[1], shown


def _settled_forms(part, values: dict, scale) -> tuple:
    """An answer that keeps the problem's own scale (c_2 ≈ u_a + e^{−β²}(x_1 + x_3)) says where it goes:
    it is graded by its limit, when that limit is one finite value."""
    settled, notes = dict(values), []
    bound = {name for name, _ in part.rubric.bind}
    for name, value in values.items():
        if name not in bound or value.kind == "block" or scale not in value.expr.free_symbols:
            continue
        context = _context(part, {}, {})
        facts = initial_facts(context, ())
        expr = facts.subs(context.ground(value.expr))
        parts = algebra.components(expr, algebra.VECTOR_ATOMS) if value.kind != "scalar" else {None: expr}
        cases = [c for c in limit_cases(list(parts.values()), scale, facts) if not c.facts.is_certainly_empty()]
        if len(cases) != 1 or any(v is None or v.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity)
                                  for v in cases[0].values):
            continue
        if not _vanishes_in_norm(parts, cases[0].values, scale, facts, context.setting):
            continue  # u_a + u_b/β: the coefficient 1/β → 0, but u_b has norm β, so u_b/β does not vanish
        limit = sum((v if k is None else v * k for k, v in zip(parts, cases[0].values)), S.Zero)
        settled[name] = Value(value.kind, limit)
        notes.append(f"Your form of ${key_tex(name)}$ still has ${latex(scale)}$; it tends to "
                     f"${latex(limit)}$, which is what is graded.")
    return settled, notes


def _vanishes_in_norm(parts: dict, limits: tuple, scale, facts, setting) -> bool:
    """Each component's distance to its limit, times its vector's norm, tends to 0 (known families only)."""
    for vector, coefficient, limit_value in zip(parts, parts.values(), limits):
        family = setting.families.get(getattr(vector, "family", None)) if vector is not None else None
        if vector is not None and (family is None or family.rule == "arbitrary"):
            return False
        norm = family.norm if family is not None else S.One
        cases = limit_cases([(coefficient - limit_value) * norm], scale, facts)
        if any(c.values[0] != 0 for c in cases if not c.facts.is_certainly_empty()):
            return False
    return True


def _noise_matters(part, answer: Answer) -> str:
    """Keys graded at their means (α → 0 first) are right only for a query whose size times the keys' noise,
    √α, still vanishes: q = (μ_a + μ_b)/α is not graded so (its scores carry noise of size 1/√α), nor is q = t(μ_a +
    μ_b) with α = 1/t (noise √t), where q = t(μ_a + μ_b) with α = t⁻⁴ (noise 1/t) is."""
    tied = _tied_noise(part, answer)
    if tied:
        return tied
    for name, direction in part.rubric.directions:
        alpha = part.setting.scalar(name)
        if direction != "0+" or all(alpha not in v.expr.free_symbols for v in answer.values.values()):
            continue
        for value in answer.values.values():
            if value.kind == "block" or alpha not in value.expr.free_symbols:
                continue
            for coefficient in _components_of(value.expr).values():
                if alpha in coefficient.free_symbols and _noise_limit(sqrt(alpha) * coefficient, alpha) != 0:
                    return (f"Needs manual review: your query grows like ${latex(coefficient)}$ as ${latex(alpha)} \\to 0$, "
                            f"and the grader cannot show that the keys' noise (of size $\\sqrt{{{latex(alpha)}}}$) "
                            f"vanishes from the scores; it takes the keys at their means, which needs that.")
    return ""


def _tied_noise(part, answer: Answer) -> str:
    """A problem's α tied to the answer's scale ("α = 1/t"): the noise of the scores, the query's size times √α, must
    vanish along the scale; where it does not, or is not shown to, the answer needs a person."""
    for alpha, expression in (answer.tied or {}).items():
        if len(answer.scales) != 1 or answer.directions is None or \
                getattr(answer.directions.get(answer.scales[0]), "kind", None) != d.PLUS_INF:
            return (f"Needs manual review: you tie ${latex(alpha)} = {latex(expression)}$ to your scale; the grader "
                    f"cannot show that the keys' noise vanishes from the scores along it.")
        scale = answer.scales[0]
        facts = initial_facts(_context(part, {}, {}), ())
        for value in answer.values.values():
            if value.kind == "block":
                continue
            for coefficient in _components_of(value.expr).values():
                noise = coefficient * sqrt(expression)
                cases = [c for c in limit_cases([noise], scale, facts) if not c.facts.is_certainly_empty()]
                if not cases or any(c.values[0] is None or c.values[0] != 0 for c in cases):
                    return (f"Needs manual review: with ${latex(alpha)} = {latex(expression)}$ the keys' noise in the "
                            f"scores is of size ${latex(noise)}$, which does not vanish as ${latex(scale)} \\to \\infty$ "
                            f"(or is not shown to); the part takes ${latex(alpha)} \\to 0$ first, with the keys at "
                            f"their means.")
    return ""


def _main_criteria(rubric) -> list:
    """Each group's criterion worth the group's full points (a range or an edge is checked against them all):
    one for a part graded as a whole, one per group (c_2 and c_1) for a part graded in groups."""
    groups: dict = {}
    for criterion in rubric.criteria:
        if criterion.claims:
            groups.setdefault(criterion.group, []).append(criterion)
    return [max(members, key=lambda criterion: criterion.points) for members in groups.values()]


def _edge_failure(part, answer: Answer, options: GradeOptions, memo) -> str:
    """For a scale said to be at least some value (t ≥ 5): the exact weights at that value must pass too."""
    edges = {x: c.lower_edge for x, c in (answer.directions or {}).items() if c.lower_edge is not None}
    if len(edges) != 1 or len(answer.scales) != 1:
        return ""
    ((symbol, edge),) = edges.items()
    values = {name: Value(v.kind, v.expr.xreplace({symbol: edge})) for name, v in answer.values.items()}
    for criterion in _main_criteria(part.rubric):
        outcome = _exact_outcome(part, values, criterion.claims, options, memo, conditions_of(part, criterion))
        if not outcome.passed and outcome.detail:
            return f"You allow ${latex(symbol)} = {latex(edge)}$; there: {outcome.detail}"
    return ""


def _example_failure(part, answer: Answer, options: GradeOptions, memo) -> str:
    """A value said outright beside a limit said outright (t = 1, and t → ∞): when the answer fails at the value,
    the two readings disagree and the answer needs review."""
    examples = {x: c.example for x, c in (answer.directions or {}).items() if c.example is not None}
    if len(examples) != 1 or len(answer.scales) != 1:
        return ""
    ((symbol, value),) = examples.items()
    values = {name: Value(v.kind, v.expr.xreplace({symbol: value})) for name, v in answer.values.items()}
    for criterion in _main_criteria(part.rubric):
        outcome = _exact_outcome(part, values, criterion.claims, options, memo, conditions_of(part, criterion))
        if not outcome.passed:
            return (f"Needs manual review: you give both ${latex(symbol)} = {latex(value)}$ and a limit of "
                    f"${latex(symbol)}$; the answer holds in the limit but not at ${latex(symbol)} = {latex(value)}$"
                    + (f" ({outcome.detail})" if outcome.detail else "") + ".")
    return ""


def _noise_limit(expr, alpha):
    """lim_{α→0⁺} of √α times a coefficient: from its powers of α, else (one variable, powers and logs only,
    where sympy's limit is sound) from sympy; None when not decided."""
    found = limit_at_zero(expr, alpha)
    if found is not None or expr.free_symbols != {alpha} or expr.has(exp):
        return found
    try:
        value = limit(expr, alpha, 0, "+")
    except (NotImplementedError, ValueError, TypeError):
        return None
    return value if value.is_number else None


def _undefined(values: dict, paths: list) -> str:
    """log(−t) or √(−t) where the scale goes: the answer is not a real number there."""
    for substitution, _ in paths:
        for value in values.values():
            expr = value.expr if value.kind != "block" else S.Zero
            for function in sorted(expr.atoms(log, Pow), key=str):
                argument, fractional = (function.args[0], True) if isinstance(function, log) else \
                    (function.base, not function.exp.is_integer)
                if fractional and argument.xreplace(substitution).is_negative:
                    return (f"${latex(function)}$ is not a real number where the scale goes "
                            f"(${latex(argument)} < 0$): the query is undefined.")
    return ""


def _distinct_violation(part, answer: Answer, same_scale: dict) -> str:
    """Two queries that differ only in the name of their scale (β(μ_a+μ_b), γ(μ_a+μ_b)) are the same query."""
    names = part.rubric.distinct
    if len(names) != 2 or any(n not in answer.values for n in names):
        return ""
    a, b = (answer.values[n].expr.xreplace(same_scale) for n in names)
    if all(is_identically_zero(d) for d in coefficient_differences(a, b, answer.values[names[0]].kind).values()):
        return f"{names[0]} and {names[1]} are the same query; the problem asks for two different queries."
    if answer.values[names[0]].kind == "vector" and _same_direction(a, b):
        return (f"{names[0]} and {names[1]} point the same way (one is a multiple of the other), so both heads attend "
                f"alike; the problem asks for two different queries.")
    return ""


def _same_direction(a, b) -> bool:
    """Is one vector a positive multiple of the other (2t(μ_a + μ_b) and t(μ_a + μ_b))? Decided on their components;
    a multiple whose sign is not known is not one."""
    first, second = algebra.components(a, algebra.VECTOR_ATOMS), algebra.components(b, algebra.VECTOR_ATOMS)
    atoms = [k for k in set(first) | set(second) if k is not None]
    if not atoms or set(first) - {None} != set(second) - {None} or first.get(None, 0) != 0 or second.get(None, 0) != 0:
        return False
    pivot = atoms[0]
    if second[pivot] == 0 or not (first[pivot] / second[pivot]).is_positive:
        return False  # q_2 = −q_1 points the other way: another query
    return all(is_identically_zero(expand(first[k] * second[pivot] - second[k] * first[pivot])) for k in atoms)


# the "How large" line _how_large writes, read back by the certificate (grade.py): the scale it finds enough
_HOW_LARGE_LINE = re.compile(r"^How large: with \$n = \d+\$ keys, \$[^$]*\\ge (?P<value>[0-9.]+)\$")


def how_large_in(lines: list):
    """The scale the feedback's "How large" line finds enough, as a number, or None where there is none."""
    found = next((match for match in map(_HOW_LARGE_LINE.match, lines) if match), None)
    return Rational(found.group("value")) if found else None


def _how_large(part, answer: Answer, plan: ScalePlan, options: GradeOptions, memo) -> list:
    if len(answer.scales) != 1 or not model_for(part.setting.kind).how_large or plan.limit_scales != answer.scales or \
            answer.directions[answer.scales[0]].kind != d.PLUS_INF:
        return []
    paths = plan.paths
    key = ("how-large", part.id, _values_key(answer.values, paths[0][0]), options)
    found = memo.get(key, lambda: scale_for_error(_context(part, answer.values, paths[0][0]), float(options.tolerance),
                                               options.max_keys))
    if found is None:
        return []
    scale, tolerance = latex(answer.scales[0]), f"{float(options.tolerance):g}"
    return [f"How large: with $n = {options.max_keys}$ keys, ${scale} \\ge {significant(found)}$ brings every weight "
            f"within {tolerance} of its limit: the largest error of a single weight, "
            f"$|\\alpha_j - \\lim_{{{scale} \\to \\infty}} \\alpha_j|$, is at most {tolerance}."]


def _as_written(source: str) -> str:
    """What the student wrote about a scale, quoted: formulas as math (t ≠ 0), words as they are."""
    return quoted(source)
