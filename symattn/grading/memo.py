"""What grading works out once and uses again, owned by one batch (or one answer), never by the module.

Outcomes of the same mathematics are shared: β(k_a + k_b) and γ(k_a + k_b) become t(k_a + k_b)
before they are checked. Keys hold the part's id (unique among the parts loaded) and everything
an entry's text depends on.
"""

MEMO_SIZE = 20_000


class Memo:
    def __init__(self, size: int = MEMO_SIZE):
        self.size = size
        self.entries: dict = {}

    def get(self, key, compute):
        if key not in self.entries:
            if len(self.entries) >= self.size:
                self.entries.clear()
            self.entries[key] = compute()
        return self.entries[key]
