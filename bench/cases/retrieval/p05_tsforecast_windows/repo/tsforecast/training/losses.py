import torch


def quantile_loss(pred, target, quantiles=(0.1, 0.5, 0.9)):
    """pred: (B, H, Q)."""
    q = torch.tensor(quantiles, dtype=pred.dtype).view(1, 1, -1)
    err = target.unsqueeze(-1) - pred
    return torch.maximum(q * err, (q - 1) * err).mean()


def smape_loss(pred, target, eps=1e-6):
    return (2 * (pred - target).abs() / (pred.abs() + target.abs() + eps)).mean()


def get_loss(name):
    if name == "mse":
        return torch.nn.MSELoss()
    if name == "mae":
        return torch.nn.L1Loss()
    if name == "huber":
        return torch.nn.HuberLoss(delta=1.0)
    if name == "smape":
        return smape_loss
    raise ValueError(name)
