from torch import nn

from ..ops import resize_flow


def endpoint_error_map(pred, target):
    """Per-pixel L2 distance between flows: (B,2,H,W) -> (B,H,W)."""
    return (pred - target).pow(2).sum(dim=1).add(1e-8).sqrt()


class MultiScaleEPELoss(nn.Module):
    """Weighted sum of mean EPE at every prediction scale (finest first)."""

    def __init__(self, weights=(1.0, 0.5, 0.25)):
        super().__init__()
        self.weights = tuple(weights)

    def forward(self, preds, target):
        total = 0.0
        terms = {}
        for i, (w, pred) in enumerate(zip(self.weights, preds)):
            gt = resize_flow(target, pred.shape[-2:])
            term = endpoint_error_map(pred, gt).mean()
            terms[f"epe_s{i}"] = term.detach()
            total = total + w * term
        return total, terms
