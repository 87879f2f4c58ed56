import torch
import torch.nn.functional as F

from ..metrics.ssim import ssim


def charbonnier(pred, target, eps=1e-3):
    return torch.sqrt((pred - target) ** 2 + eps ** 2).mean()


def l1(pred, target):
    return F.l1_loss(pred, target)


def mse(pred, target):
    return F.mse_loss(pred, target)


def ssim_loss(pred, target):
    return 1.0 - ssim(pred, target)


def edge_loss(pred, target):
    """L1 between image gradients (sharpness-aware)."""
    dx = lambda t: t[..., :, 1:] - t[..., :, :-1]  # noqa: E731
    dy = lambda t: t[..., 1:, :] - t[..., :-1, :]  # noqa: E731
    return F.l1_loss(dx(pred), dx(target)) + F.l1_loss(dy(pred), dy(target))


PIXEL_LOSSES = {"l1": l1, "mse": mse, "charbonnier": charbonnier}
