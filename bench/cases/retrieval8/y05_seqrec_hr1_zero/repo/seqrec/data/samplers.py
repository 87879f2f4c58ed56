import numpy as np


class UniformNegativeSampler:
    """Samples item ids uniformly from [1, num_items], rejecting excluded ids."""

    def __init__(self, num_items, seed=0):
        self.num_items = int(num_items)
        self.rng = np.random.default_rng(seed)

    def sample(self, exclude, n):
        exclude = set(exclude)
        if self.num_items - len(exclude) < n:
            raise ValueError("not enough items left to sample negatives from")
        out = []
        chosen = set()
        while len(out) < n:
            cand = int(self.rng.integers(1, self.num_items + 1))
            if cand in exclude or cand in chosen:
                continue
            chosen.add(cand)
            out.append(cand)
        return out


class PopularityNegativeSampler(UniformNegativeSampler):
    """Samples negatives proportionally to popularity**alpha."""

    def __init__(self, popularity, alpha=0.75, seed=0):
        super().__init__(len(popularity) - 1, seed=seed)
        weights = np.asarray(popularity, dtype=np.float64) ** alpha
        weights[0] = 0.0
        self.probs = weights / weights.sum()

    def sample(self, exclude, n):
        exclude = set(exclude)
        out, chosen = [], set()
        while len(out) < n:
            for cand in self.rng.choice(len(self.probs), size=2 * n, p=self.probs):
                cand = int(cand)
                if cand in exclude or cand in chosen:
                    continue
                chosen.add(cand)
                out.append(cand)
                if len(out) == n:
                    break
        return out
