import math
import random
from collections import defaultdict

from torch.utils.data import Sampler


class BalancedBatchSampler(Sampler):
    """Yields batches that cycle over the classes, so every batch sees all classes
    (round-robin), which the metric-learning loss needs."""

    def __init__(self, labels, batch_size, seed=0):
        self.labels = [int(l) for l in labels]
        self.batch_size = batch_size
        self.seed = seed
        self.epoch = 0
        self.by_class = defaultdict(list)
        for idx, lab in enumerate(self.labels):
            self.by_class[lab].append(idx)
        self.classes = sorted(self.by_class)

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return math.ceil(len(self.labels) / self.batch_size)

    def __iter__(self):
        rng = random.Random(self.seed + self.epoch)
        pools = {}
        for c in self.classes:
            pools[c] = list(self.by_class[c])
            rng.shuffle(pools[c])
        for _ in range(len(self)):
            batch = []
            while len(batch) < self.batch_size:
                for c in self.classes:
                    if pools[c] and len(batch) < self.batch_size:
                        batch.append(pools[c].pop())
            yield batch
