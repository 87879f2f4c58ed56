import torch
import torch.nn.functional as F


def huber(input, target, reduction="mean", delta=1.0):
    return F.huber_loss(input, target, reduction=reduction, delta=delta)


def build_loss_fn(name):
    if name == "mse":
        return F.mse_loss
    if name == "l1":
        return F.l1_loss
    if name == "huber":
        return huber
    raise ValueError(f"unknown loss {name}")


def min_snr_weights(alphas_cumprod, t, gamma=5.0):
    """Min-SNR-gamma weighting (Hang et al. 2023) for eps prediction."""
    ac = alphas_cumprod.to(t.device)[t]
    snr = ac / (1 - ac).clamp(min=1e-8)
    return torch.minimum(snr, torch.full_like(snr, gamma)) / snr.clamp(min=1e-8)
