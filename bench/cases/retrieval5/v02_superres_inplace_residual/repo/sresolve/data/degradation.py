"""HR -> LR degradations."""
import torch
import torch.nn.functional as F


def bicubic_downsample(hr, scale):
    """hr: (3, H, W) or (B, 3, H, W) in [0, 1]. H and W must be divisible by scale."""
    squeeze = hr.dim() == 3
    x = hr.unsqueeze(0) if squeeze else hr
    H, W = x.shape[-2:]
    lr = F.interpolate(x, size=(H // scale, W // scale), mode="bicubic",
                       align_corners=False, antialias=True).clamp(0.0, 1.0)
    return lr[0] if squeeze else lr


def add_gaussian_noise(img, sigma, generator=None):
    if sigma <= 0:
        return img
    noise = torch.randn(img.shape, generator=generator) * (sigma / 255.0)
    return (img + noise).clamp(0.0, 1.0)


def modcrop(img, scale):
    H, W = img.shape[-2:]
    return img[..., : H - H % scale, : W - W % scale]
