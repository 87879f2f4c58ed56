"""Synthetic 'identity' descriptors (think face/re-ID features) and a P x K batch sampler."""
import torch
from torch.utils.data import Sampler


def make_identities(num_ids, per_id, dim=32, id_dim=12, nuisance=2.0, noise=0.3, seed=0):
    """Each identity is a point in a low-dimensional identity subspace; every sample adds a
    large nuisance component (pose/lighting) from the remaining dimensions, and the two
    are mixed by a fixed random rotation, so raw nearest neighbours work poorly."""
    g = torch.Generator().manual_seed(seed)
    fixed = torch.Generator().manual_seed(4242)
    rotation, _ = torch.linalg.qr(torch.randn(dim, dim, generator=fixed))
    centers = torch.randn(num_ids, id_dim, generator=g)
    labels = torch.arange(num_ids).repeat_interleave(per_id)
    identity = centers[labels] + noise * torch.randn(len(labels), id_dim, generator=g)
    nuisance = nuisance * torch.randn(len(labels), dim - id_dim, generator=g)
    x = torch.cat([identity, nuisance], dim=1) @ rotation
    return x, labels


class PKSampler(Sampler):
    """Yields batches of P identities x K samples each; identities with fewer than K unused
    samples left are dropped for the rest of the epoch."""

    def __init__(self, labels, p, k, seed=0):
        self.labels, self.p, self.k = labels, p, k
        self.gen = torch.Generator().manual_seed(seed)
        self.by_class = {}
        for idx, c in enumerate(labels.tolist()):
            self.by_class.setdefault(c, []).append(idx)

    def __iter__(self):
        pools = {}
        for c, idxs in self.by_class.items():
            perm = torch.randperm(len(idxs), generator=self.gen).tolist()
            pools[c] = [idxs[i] for i in perm]
        while True:
            ready = [c for c, pool in pools.items() if len(pool) >= self.k]
            if len(ready) < self.p:
                return
            pick = torch.randperm(len(ready), generator=self.gen)[:self.p].tolist()
            batch = []
            for j in pick:
                c = ready[j]
                batch += pools[c][:self.k]
                pools[c] = pools[c][self.k:]
            yield batch

    def __len__(self):
        chunks = sum(len(v) // self.k for v in self.by_class.values())
        return chunks // self.p
