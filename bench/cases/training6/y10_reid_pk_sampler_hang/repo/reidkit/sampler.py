"""P x K identity-balanced batch sampler."""
import random
from collections import defaultdict


class PKSampler:
    """Yields lists of dataset indices: `p` identities, `k` distinct crops of each.

    Duplicated crops would give zero-distance positives, which make batch-hard mining
    degenerate, so the k crops of an identity are always distinct.
    """

    def __init__(self, labels, p, k, seed=0):
        self.p, self.k = p, k
        self.by_id = defaultdict(list)
        for idx, lab in enumerate(labels.tolist()):
            self.by_id[lab].append(idx)
        self.ids = sorted(self.by_id)
        if len(self.ids) < p:
            raise ValueError(f"need at least {p} identities, got {len(self.ids)}")
        self.rng = random.Random(seed)

    def __len__(self):
        return len(self.ids) // self.p

    def _draw(self, pool):
        chosen = []
        while len(chosen) < self.k:
            idx = pool[self.rng.randrange(len(pool))]
            if idx not in chosen:
                chosen.append(idx)
        return chosen

    def __iter__(self):
        ids = self.ids[:]
        self.rng.shuffle(ids)
        for b in range(len(self)):
            batch = []
            for pid in ids[b * self.p:(b + 1) * self.p]:
                batch.extend(self._draw(self.by_id[pid]))
            yield batch
