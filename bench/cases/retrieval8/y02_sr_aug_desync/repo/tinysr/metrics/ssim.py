"""Structural similarity with an 11x11 Gaussian window."""
import torch
import torch.nn.functional as F

from .psnr import rgb_to_y, shave_border


def _gaussian_window(size=11, sigma=1.5, channels=1):
    coords = torch.arange(size, dtype=torch.float32) - (size - 1) / 2.0
    g = torch.exp(-(coords ** 2) / (2 * sigma ** 2))
    g = g / g.sum()
    window = torch.outer(g, g)
    return window.expand(channels, 1, size, size).contiguous()


@torch.no_grad()
def ssim(sr, hr, shave=0, y_only=False, max_val=1.0):
    if sr.dim() == 3:
        sr, hr = sr.unsqueeze(0), hr.unsqueeze(0)
    sr = sr.clamp(0.0, max_val)
    if y_only:
        sr, hr = rgb_to_y(sr), rgb_to_y(hr)
    sr, hr = shave_border(sr, shave), shave_border(hr, shave)
    c = sr.shape[1]
    window = _gaussian_window(channels=c).to(sr)
    c1, c2 = (0.01 * max_val) ** 2, (0.03 * max_val) ** 2
    mu_x = F.conv2d(sr, window, groups=c)
    mu_y = F.conv2d(hr, window, groups=c)
    sxx = F.conv2d(sr * sr, window, groups=c) - mu_x ** 2
    syy = F.conv2d(hr * hr, window, groups=c) - mu_y ** 2
    sxy = F.conv2d(sr * hr, window, groups=c) - mu_x * mu_y
    num = (2 * mu_x * mu_y + c1) * (2 * sxy + c2)
    den = (mu_x ** 2 + mu_y ** 2 + c1) * (sxx + syy + c2)
    return (num / den).flatten(1).mean(dim=1).mean().item()
