"""The kinds a derivation file names: of a setting, and of a step. Strings wherever they are printed,
compared or written (a member equals its value), so the files and the JSON read as before."""

from enum import Enum


class SettingKind(str, Enum):
    SOFTMAX = "softmax"  # one query over keys
    TWO_HEAD = "two-head"  # two queries, their outputs averaged
    SELF_ATTENTION = "self-attention"  # inputs x_i with key, query and value maps
    MATRICES = "matrices"  # matrix identities (permutations)
    POSITIONS = "positions"  # sinusoidal position encodings

    __str__ = str.__str__


class StepKind(str, Enum):
    CLAIM = "claim"
    NESTED_LIMIT = "nested-limit"  # a limit inside a limit (the order is the claim), or a limit along a path
    MATRIX = "matrix"
    INSTANCES = "instances"
    WITNESS = "witness"
    DISTINCT = "distinct"
    DISTANCE_TABLE = "distance-table"
    PROSE = "prose"

    __str__ = str.__str__
