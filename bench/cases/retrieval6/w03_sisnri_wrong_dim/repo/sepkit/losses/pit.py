import itertools

import torch
from torch import nn


def best_permutation(pair_loss):
    """``pair_loss`` [B, C, C] (est x ref). Returns (min mean loss [B], permutation [B, C])."""
    c = pair_loss.shape[-1]
    perms = torch.tensor(list(itertools.permutations(range(c))), device=pair_loss.device)
    idx = torch.arange(c, device=pair_loss.device)
    # loss of each permutation: mean_j pair_loss[b, perm[j], j]
    per_perm = pair_loss[:, perms, idx].mean(-1)          # [B, P]
    best, which = per_perm.min(dim=1)
    return best, perms[which]


def reorder(est, perm):
    """Reorder estimated sources so that ``est[:, j]`` matches reference ``j``."""
    return torch.gather(est, 1, perm[..., None].expand(-1, -1, est.shape[-1]))


class PITLoss(nn.Module):
    def __init__(self, pair_fn, reduction="mean"):
        super().__init__()
        self.pair_fn = pair_fn
        self.reduction = reduction

    def forward(self, est, ref, return_perm=False):
        best, perm = best_permutation(self.pair_fn(est, ref))
        loss = best.mean() if self.reduction == "mean" else best
        return (loss, perm) if return_perm else loss
