"""Counting what a property test skipped, so that it cannot pass having checked nothing.

A hypothesis property that returns early on an example it cannot check (a verdict of `error` or `manual`,
partial credit, an undecided limit) passes on that example without asserting anything. Each such property
records its skips in a Tally and fails when they exceed a stated share of the examples run.
"""

from collections import Counter

SKIPPED_SHARE = 0.10  # at most this share of a property's examples may go unchecked


class Tally:
    """Examples run and skipped by a property, and why each was skipped."""

    def __init__(self):
        self.run, self.skipped = 0, Counter()

    def skip(self, why: str):
        self.skipped[why] += 1

    @property
    def share(self) -> float:
        return sum(self.skipped.values()) / self.run if self.run else 1.0

    def assert_mostly_checked(self, share: float = SKIPPED_SHARE):
        skipped = sum(self.skipped.values())
        assert self.run > 0 and skipped <= share * self.run, \
            f"{skipped} of {self.run} examples skipped (more than {share:.0%}): {dict(self.skipped)}"
