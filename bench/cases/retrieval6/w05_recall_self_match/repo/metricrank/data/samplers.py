import random
from collections import defaultdict

from torch.utils.data import Sampler


class MPerClassSampler(Sampler):
    """Yields indices so that every batch holds ``m`` samples of ``batch_size // m`` classes."""

    def __init__(self, labels, m=4, batch_size=32, seed=0):
        self.m = m
        self.batch_size = batch_size
        self.by_class = defaultdict(list)
        for i, l in enumerate(labels):
            self.by_class[int(l)].append(i)
        self.classes = list(self.by_class)
        self.rng = random.Random(seed)
        self.num_batches = len(labels) // batch_size

    def __len__(self):
        return self.num_batches * self.batch_size

    def __iter__(self):
        per_batch = self.batch_size // self.m
        for _ in range(self.num_batches):
            for c in self.rng.sample(self.classes, per_batch):
                pool = self.by_class[c]
                picks = self.rng.sample(pool, self.m) if len(pool) >= self.m else [self.rng.choice(pool) for _ in range(self.m)]
                yield from picks
