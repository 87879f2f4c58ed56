import torch
import torch.nn as nn
import torch.nn.functional as F


def smooth_targets(target, num_classes, eps):
    """One-hot targets with `eps` of the mass spread over the other classes."""
    q = torch.full((len(target), num_classes), eps / (num_classes - 1), device=target.device)
    q.scatter_(1, target[:, None], 1.0 - eps)
    return q


class AnnealedSmoothingLoss(nn.Module):
    """KL(q || p) between label-smoothed targets q and the predicted distribution p.

    Strong smoothing early on keeps the network from memorising the noisy labels; the
    smoothing is annealed to 0 over `anneal_epochs` so the final model is sharp.
    """

    def __init__(self, num_classes, eps0=0.2, anneal_epochs=60):
        super().__init__()
        self.num_classes, self.eps0, self.anneal_epochs = num_classes, eps0, anneal_epochs
        self.eps = eps0

    def set_epoch(self, epoch):
        """epoch is 0-based."""
        if self.anneal_epochs <= 0:
            self.eps = 0.0
        else:
            self.eps = self.eps0 * max(0.0, 1.0 - epoch / self.anneal_epochs)

    def forward(self, logits, target):
        q = smooth_targets(target, self.num_classes, self.eps)
        log_p = F.log_softmax(logits, dim=1)
        return (q * (q.log() - log_p)).sum(dim=1).mean()
