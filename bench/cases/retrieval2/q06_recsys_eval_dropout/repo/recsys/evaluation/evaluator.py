from __future__ import annotations

from collections import defaultdict

import torch

from ..data.sampling import NegativeSampler
from ..data.split import LeaveOneOutSplit
from .metrics import hit_rate, ndcg, rank_of_first, reciprocal_rank


class LeaveOneOutEvaluator:
    """Rank each user's held-out item against a fixed set of sampled negatives.

    The negatives are drawn once (seeded) so every evaluation of every model uses the same candidates.
    """

    def __init__(self, split: LeaveOneOutSplit, target: str = "test", num_negatives: int = 99,
                 top_k=(10,), seed: int = 7, batch_size: int = 256):
        self.split = split
        self.target = target
        self.top_k = list(top_k)
        self.batch_size = batch_size
        held_out = split.test if target == "test" else split.valid
        sampler = NegativeSampler(split.num_items, seed)
        self.users = sorted(held_out)
        cands = []
        for u in self.users:
            exclude = split.seen(u, include_valid=True) | {held_out[u]}
            cands.append([held_out[u]] + sampler.sample(exclude, num_negatives))
        self.candidates = torch.tensor(cands)

    def _history(self, users: list[int], max_len: int) -> torch.Tensor:
        rows = []
        for u in users:
            items = self.split.train[u] + ([self.split.valid[u]] if self.target == "test" and u in self.split.valid else [])
            items = items[-max_len:]
            rows.append([0] * (max_len - len(items)) + items)
        return torch.tensor(rows)

    @torch.no_grad()
    def evaluate(self, model, device="cpu") -> dict[str, float]:
        was_training = model.training
        totals: dict[str, float] = defaultdict(float)
        for start in range(0, len(self.users), self.batch_size):
            users = self.users[start : start + self.batch_size]
            cand = self.candidates[start : start + self.batch_size].to(device)
            u = torch.tensor(users, device=device)
            history = self._history(users, getattr(model, "max_len", 50)).to(device) if model.uses_history else None
            rank = rank_of_first(model.score(u, cand, history))
            for k in self.top_k:
                totals[f"HR@{k}"] += hit_rate(rank, k).sum().item()
                totals[f"NDCG@{k}"] += ndcg(rank, k).sum().item()
            totals["MRR"] += reciprocal_rank(rank).sum().item()
        model.train(was_training)
        n = len(self.users)
        return {name: value / n for name, value in totals.items()}
