import torch


@torch.no_grad()
def miss_rate(preds, gt, threshold=2.0):
    """Fraction of agents whose best-of-K final displacement exceeds ``threshold`` metres."""
    f = (preds[..., -1, :] - gt[:, None, -1, :]).norm(dim=-1).min(dim=1).values
    return float((f > threshold).float().mean())
