import torch


def pck(pred, gt, visible, norm, thresh=0.2):
    """Fraction of visible keypoints within thresh * norm pixels. pred/gt [N, K, 2], visible [N, K], norm [N]."""
    dist = (pred - gt).norm(dim=-1) / norm[:, None]
    hits = (dist <= thresh) & visible
    return (hits.sum() / visible.sum().clamp(min=1)).item()


def mean_pixel_error(pred, gt, visible):
    dist = (pred - gt).norm(dim=-1)
    return (dist[visible].mean() if visible.any() else torch.tensor(0.0)).item()
