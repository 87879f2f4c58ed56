"""Ranking metrics for next-item evaluation.

Ranks are 0-based: rank 0 means the target was scored above every negative.
"""
import torch


def rank_of_target(scores, target_col=0):
    """Rank of the target column among the sampled candidates of each row.

    Ties are counted against the target (pessimistic), so a model that outputs a
    constant score gets the worst possible rank instead of a perfect one.
    """
    target = scores[:, target_col:target_col + 1]
    return (scores >= target).sum(dim=1)


def rank_among_all(all_scores, targets, exclude_mask=None):
    """Full ranking over the whole catalogue. all_scores: (B, num_items + 1), column 0 = padding."""
    all_scores = all_scores.clone()
    all_scores[:, 0] = float("-inf")
    if exclude_mask is not None:
        all_scores = all_scores.masked_fill(exclude_mask, float("-inf"))
    target = all_scores.gather(1, targets.view(-1, 1))
    return (all_scores > target).sum(dim=1)


def hit_rate_at_k(ranks, k):
    return (ranks < k).float().mean().item()


def ndcg_at_k(ranks, k):
    gains = torch.where(ranks < k, 1.0 / torch.log2(ranks.float() + 2.0), torch.zeros_like(ranks, dtype=torch.float))
    return gains.mean().item()


def mrr(ranks):
    return (1.0 / (ranks.float() + 1.0)).mean().item()
