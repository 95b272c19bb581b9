"""Check one step of a part: pick the engine by the part's setting and the step's kind."""

from symattn.engine import matrix_claims
from symattn.engine import positions
from symattn.engine.claims import check_claim
from symattn.meaning.context import Context
from symattn.spec.derivations import Part, Step
from symattn.errors import DerivationError, MeaningError, NotationError, SymattnError
from symattn.meaning.matrix_context import MatrixContext
from symattn.engine.results import Result
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.spec.kinds import SettingKind, StepKind


def check_step(part: Part, step: Step, deep: bool = False, contexts: dict | None = None) -> Result:
    """Check one step; `contexts` lets the steps of a part share what their context computed."""
    where = f"{part.file}: part {part.id}: step {step.number}"
    overrides = [(text, f"{where}: with") for text in step.overrides]
    try:
        return _dispatch(part, step, overrides, deep, {} if contexts is None else contexts)
    except NotationError as error:
        raise DerivationError(f"{where}: {error}") from None
    except MeaningError as error:
        raise DerivationError(f"{where}: {error}") from None
    except SymattnError:
        raise
    except Exception as error:  # noqa: BLE001 - an engine failure on one step is 'unknown', never 'proved'
        return Result.unknown(f"the engine failed on this step ({type(error).__name__}: {error})")


def _context(part: Part, overrides: list, contexts: dict):
    key = (part.id, tuple(text for text, _ in overrides))
    if key not in contexts:
        maker = MatrixContext if part.setting.kind == SettingKind.MATRICES else Context
        contexts[key] = maker(part.setting, overrides)
    return contexts[key]


def _dispatch(part: Part, step: Step, overrides: list, deep: bool, contexts: dict) -> Result:
    """The loader has checked that the step's kind fits the part's and validated (and bounded) its options."""
    if step.kind == StepKind.PROSE:
        return Result.proved("prose")
    if step.kind == StepKind.DISTANCE_TABLE:
        return positions.distance_table(step.options["dims"], step.options["positions"], step.options["base"])
    context = _context(part, overrides, contexts)
    if step.kind == StepKind.INSTANCES:
        sizes = step.options["sizes"]
        return matrix_claims.check_instances(step.claim, sizes + ((4,) if deep and 4 not in sizes else ()), context,
                                             step.options["dims"])
    if step.kind == StepKind.WITNESS:
        return matrix_claims.check_witness(step.claim, step.options["instance"], context)
    if step.kind == StepKind.MATRIX:
        return matrix_claims.check_matrix_step(step.claim, step.by, context)
    if step.kind == StepKind.NESTED_LIMIT:
        return _nested_limit(step, context)
    if step.kind == StepKind.DISTINCT:
        return positions.check_distinct(step.claim, context, step.when)
    return check_claim(step.claim, context, step.when)


def _nested_limit(step: Step, context) -> Result:
    """A nested-limit step states a limit inside a limit, or one limit with a path (`along`): else it is a claim."""
    node = parse(step.claim)
    left = node.operands[0] if isinstance(node, s.Relation) and node.operands else None
    nested = isinstance(left, s.Limit) and isinstance(left.body, s.Limit)
    if not nested and not step.options["along"]:
        raise MeaningError("a nested-limit step claims a limit of a limit (\\lim_{t\\to\\infty} \\lim_{\\alpha\\to 0} …) "
                           "or gives a path with `along`; a single limit is a `claim` step")
    if nested and step.options["along"]:
        raise MeaningError("a nested limit has no path: give `along` with a single limit")
    return check_claim(step.claim, context, step.when, step.options["along"])
