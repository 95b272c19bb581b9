"""The write-up's own definitions and the setting's names it changed, as a frozen ledger: defining returns a new
ledger, and the fold keeps the one in force at each step, so what is asked after the fold (the facts of a derivation
part, the chains an answer concludes) reads the definitions of that step, not the last ones."""

from dataclasses import dataclass, field, replace
from types import MappingProxyType

from symattn.errors import NotationError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.steps.names import alias_tex, designed_alias, free_names

EMPTY = MappingProxyType({})


def _with(mapping, name, value, *, last: bool = False):
    """A copy of a mapping with name → value; `last` moves the name to the end (a definition made again)."""
    items = dict(mapping)
    if last:
        items.pop(name, None)
    items[name] = value
    return MappingProxyType(items)


def _without(mapping, name):
    return MappingProxyType({k: v for k, v in mapping.items() if k != name})


def _speaks_of(definition: str, name: str) -> bool:
    """Does a definition's value name `name` (x_2), or a member of its family by an index (x_j in s_j = x_jᵀu_a)? Or is
    it a number worked out in the setting, in no indexed name at all (w_2 = e^{β²}/(e^{β²} + 2), the weight of token
    2 before x_2 changed), which the write-up may work out again for the new setting?"""
    base, _, sub = name.partition("_")
    try:
        relation = parse(definition)
        value = relation.operands[-1]
    except (NotationError, AttributeError, IndexError, RecursionError):
        return True  # not read: it may speak of anything
    named = [node for node in free_names(value) if isinstance(node, s.Name)]
    return not any(node.sub for node in named) or \
        any(node.base == base and (node.sub == sub or len(node.sub) == 1 and node.sub.isalpha() and not sub.isalpha())
            for node in named)


@dataclass(frozen=True)
class Ledger:
    definitions: MappingProxyType = field(default_factory=lambda: EMPTY)  # the student's own names → definition text, in order
    side: MappingProxyType = field(default_factory=lambda: EMPTY)  # the setting's names the student changed → definition text
    changed_in: MappingProxyType = field(default_factory=lambda: EMPTY)  # a changed name → the sentence that changed it
    unread: MappingProxyType = field(default_factory=lambda: EMPTY)  # a name whose definition could not be read → its statement
    aliased: frozenset = frozenset()  # designed names read as the write-up's own names for them (V as W_V)
    # the write-up's definitions made before it changed the setting in words ("Scores s_j = x_jᵀu_a", then "Add u_d:
    # x_2 = u_a + u_d"), and not made again since: the name may be meant for the new setting
    stale: frozenset = frozenset()

    @property
    def own(self) -> tuple:
        """The texts of the write-up's definitions, in order."""
        return tuple(self.definitions.values())

    def defining(self, name: str, text: str, designed: tuple) -> "Ledger":
        """A definition read: it also replaces one of the same name that could not be read before it. The write-up's
        own name for a matrix the part asks for (W_V for V, W_Q, W_K) stands for it, unless the write-up defines it."""
        definitions = _with(self.definitions, name, text, last=True)
        aliased = self.aliased - {name}
        wanted = designed_alias(name)
        if wanted in designed and (wanted not in definitions or wanted in aliased):
            definitions = _with(definitions, wanted, f"{wanted} = {alias_tex(name)}")
            aliased = aliased | {wanted}
        return replace(self, definitions=definitions, aliased=aliased, unread=_without(self.unread, name),
                       stale=self.stale - {name})

    def changing(self, name: str, text: str, sentence=None) -> "Ledger":
        """A setting's name changed (x_2 = u_a + u_d), or a conclusion read both ways (sentence None)."""
        changed = self.changed_in if sentence is None else _with(self.changed_in, name, sentence)
        stale = self.stale if sentence is None else \
            self.stale | frozenset(own for own, text in self.definitions.items() if _speaks_of(text, name))
        return replace(self, side=_with(self.side, name, text), changed_in=changed, stale=stale)

    def unreadable(self, name: str, statement) -> "Ledger":
        if name in self.unread:
            return self
        return replace(self, unread=_with(self.unread, name, statement))
