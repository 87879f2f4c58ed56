from __future__ import annotations

import abc

import torch
import torch.nn as nn


class Recommender(nn.Module, abc.ABC):
    """Common interface: score candidate items for a batch of users.

    Sequential models use `history` (B, L) left-padded with 0; others ignore it.
    """

    uses_history: bool = False

    def __init__(self, num_users: int, num_items: int):
        super().__init__()
        self.num_users = num_users
        self.num_items = num_items

    @abc.abstractmethod
    def score(self, users: torch.Tensor, items: torch.Tensor, history: torch.Tensor | None = None) -> torch.Tensor:
        """users (B,), items (B, C) -> scores (B, C)."""

    def forward(self, users: torch.Tensor, items: torch.Tensor) -> torch.Tensor:
        return self.score(users, items.unsqueeze(1)).squeeze(1)
