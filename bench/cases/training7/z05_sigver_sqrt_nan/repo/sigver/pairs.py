import random
from collections import defaultdict

import torch


class PairSampler:
    """Draws batches of (anchor, other, same_writer) index pairs, half genuine and half impostor."""

    def __init__(self, writers, seed=0):
        self.rng = random.Random(seed)
        self.by_writer = defaultdict(list)
        for i, w in enumerate(writers.tolist()):
            self.by_writer[w].append(i)
        self.writer_ids = sorted(self.by_writer)
        self.n = len(writers)
        self.writers = writers.tolist()

    def batch(self, batch_size):
        a, b, same = [], [], []
        for k in range(batch_size):
            i = self.rng.randrange(self.n)
            w = self.writers[i]
            if k % 2 == 0:
                j = self.rng.choice(self.by_writer[w])
                same.append(1.0)
            else:
                other = self.rng.choice([x for x in self.writer_ids if x != w])
                j = self.rng.choice(self.by_writer[other])
                same.append(0.0)
            a.append(i)
            b.append(j)
        return torch.tensor(a), torch.tensor(b), torch.tensor(same)
