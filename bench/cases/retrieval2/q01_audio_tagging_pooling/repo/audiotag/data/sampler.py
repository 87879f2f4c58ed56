"""Class-balanced sampling for long-tailed tag distributions."""
from __future__ import annotations

import random
from collections import defaultdict

from torch.utils.data import Sampler


class BalancedTagSampler(Sampler[int]):
    """Round-robin over classes, drawing a random clip containing the class each time.

    `targets` is a list of multi-hot tensors (one per clip).
    """

    def __init__(self, targets, num_samples: int | None = None, seed: int = 0):
        self.by_class: dict[int, list[int]] = defaultdict(list)
        for idx, t in enumerate(targets):
            for k in t.nonzero().flatten().tolist():
                self.by_class[k].append(idx)
        self.classes = sorted(self.by_class)
        self.num_samples = num_samples or len(targets)
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch: int) -> None:
        self.epoch = epoch

    def __len__(self) -> int:
        return self.num_samples

    def __iter__(self):
        rng = random.Random(self.seed + self.epoch)
        order = self.classes[:]
        rng.shuffle(order)
        for i in range(self.num_samples):
            k = order[i % len(order)]
            yield rng.choice(self.by_class[k])
