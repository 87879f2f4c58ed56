import torch
import torch.nn.functional as F
from torch import nn

from ..registry import LOSSES


@LOSSES.register("focal")
class FocalLoss(nn.Module):
    """Multi-class focal loss (Lin et al.), optional per-class alpha."""

    def __init__(self, gamma=2.0, alpha=None, reduction="mean"):
        super().__init__()
        self.gamma = gamma
        self.alpha = None if alpha is None else torch.as_tensor(alpha, dtype=torch.float32)
        self.reduction = reduction

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        logp_t = logp.gather(1, target.unsqueeze(1)).squeeze(1)
        p_t = logp_t.exp()
        loss = -((1 - p_t) ** self.gamma) * logp_t
        if self.alpha is not None:
            loss = loss * self.alpha.to(logits.device)[target]
        return loss.mean() if self.reduction == "mean" else loss.sum()


@LOSSES.register("poly1")
class PolyLoss(nn.Module):
    """Poly-1 cross-entropy: CE + epsilon * (1 - p_t)."""

    def __init__(self, epsilon=1.0):
        super().__init__()
        self.epsilon = epsilon

    def forward(self, logits, target):
        ce = F.cross_entropy(logits, target, reduction="none")
        p_t = torch.softmax(logits, -1).gather(1, target.unsqueeze(1)).squeeze(1)
        return (ce + self.epsilon * (1 - p_t)).mean()
