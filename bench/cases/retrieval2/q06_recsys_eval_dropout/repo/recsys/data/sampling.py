from __future__ import annotations

import torch


class NegativeSampler:
    """Uniform negatives over real item ids (1..num_items-1) excluding a user's positives."""

    def __init__(self, num_items: int, seed: int | None = None):
        self.num_items = num_items
        self.generator = torch.Generator()
        if seed is not None:
            self.generator.manual_seed(seed)

    def sample(self, exclude: set[int], n: int) -> list[int]:
        out: list[int] = []
        while len(out) < n:
            cand = torch.randint(1, self.num_items, (2 * (n - len(out)),), generator=self.generator).tolist()
            for c in cand:
                if c not in exclude and c not in out:
                    out.append(c)
                    if len(out) == n:
                        break
        return out
