"""Memory-bank subsampling strategies.

Both samplers are reproducible given their ``seed``: they keep a private
``random.Random`` instance and never touch the global RNG.
"""
import random

import torch

from ..losses.distance import pairwise_sq_dists
from .projection import RandomProjection


class RandomSubsampler:
    def __init__(self, ratio=0.1, seed=0):
        self.ratio = ratio
        self.rng = random.Random(seed)

    def select(self, features):
        n = features.shape[0]
        k = max(1, int(n * self.ratio))
        return torch.tensor(sorted(self.rng.sample(range(n), k)), dtype=torch.long)


class GreedyCoresetSampler:
    """Iterative farthest-point selection on randomly projected features."""

    def __init__(self, ratio=0.01, proj_dim=128, seed=0):
        self.ratio = ratio
        self.rng = random.Random(seed)
        self.projection = RandomProjection(proj_dim, seed)

    def select(self, features):
        n = features.shape[0]
        k = max(1, int(n * self.ratio))
        z = self.projection(features)
        start = random.randrange(n)
        selected = [start]
        min_d = pairwise_sq_dists(z, z[start:start + 1]).squeeze(1)
        for _ in range(k - 1):
            nxt = int(torch.argmax(min_d))
            selected.append(nxt)
            min_d = torch.minimum(min_d, pairwise_sq_dists(z, z[nxt:nxt + 1]).squeeze(1))
        return torch.tensor(selected, dtype=torch.long)


def build_sampler(cfg):
    cc = cfg.get("coreset", {})
    method = cc.get("method", "greedy")
    if method == "greedy":
        return GreedyCoresetSampler(cc.get("ratio", 0.01), cc.get("proj_dim", 128), cc.get("seed", 0))
    if method == "random":
        return RandomSubsampler(cc.get("ratio", 0.1), cc.get("seed", 0))
    return None
