from collections import Counter

import torch
from torch.utils.data import Sampler


class ClassBalancedSampler(Sampler):
    def __init__(self, targets, num_samples=None, seed=0):
        counts = Counter(targets)
        self.weights = torch.tensor([1.0 / counts[t] for t in targets], dtype=torch.double)
        self.num_samples = num_samples or len(targets)
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __iter__(self):
        g = torch.Generator().manual_seed(self.seed + self.epoch)
        return iter(torch.multinomial(self.weights, self.num_samples, replacement=True, generator=g).tolist())

    def __len__(self):
        return self.num_samples
