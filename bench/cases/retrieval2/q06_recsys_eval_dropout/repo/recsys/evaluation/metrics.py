"""Ranking metrics for a single held-out item. `rank` is 0-based position among the candidates."""
import math

import torch


def hit_rate(rank: torch.Tensor, k: int) -> torch.Tensor:
    return (rank < k).float()


def ndcg(rank: torch.Tensor, k: int) -> torch.Tensor:
    gain = 1.0 / torch.log2(rank.float() + 2.0)
    return torch.where(rank < k, gain, torch.zeros_like(gain))


def reciprocal_rank(rank: torch.Tensor) -> torch.Tensor:
    return 1.0 / (rank.float() + 1.0)


def rank_of_first(scores: torch.Tensor) -> torch.Tensor:
    """scores (B, 1 + N) with the positive in column 0 -> rank of the positive (ties count against it)."""
    return (scores[:, 1:] >= scores[:, :1]).sum(dim=1)


def expected_random_hr(k: int, num_candidates: int) -> float:
    return min(1.0, k / num_candidates)


def ideal_dcg(k: int) -> float:
    return sum(1.0 / math.log2(i + 2) for i in range(k))
