"""SSIM with an 11x11 Gaussian window (Wang et al., 2004)."""
import torch
import torch.nn.functional as F

from .psnr import rgb_to_y


def _gaussian_window(size=11, sigma=1.5):
    coords = torch.arange(size).float() - size // 2
    g = torch.exp(-(coords ** 2) / (2 * sigma ** 2))
    g = g / g.sum()
    return (g[:, None] * g[None, :]).view(1, 1, size, size)


def calc_ssim(sr, hr, shave=0, y_channel=True):
    sr = sr.clamp(0, 1)
    if y_channel:
        sr, hr = rgb_to_y(sr), rgb_to_y(hr)
    if shave:
        sr = sr[..., shave:-shave, shave:-shave]
        hr = hr[..., shave:-shave, shave:-shave]
    C = sr.shape[1]
    win = _gaussian_window().to(sr).repeat(C, 1, 1, 1)
    c1, c2 = 0.01 ** 2, 0.03 ** 2
    mu1 = F.conv2d(sr, win, groups=C)
    mu2 = F.conv2d(hr, win, groups=C)
    s11 = F.conv2d(sr * sr, win, groups=C) - mu1 ** 2
    s22 = F.conv2d(hr * hr, win, groups=C) - mu2 ** 2
    s12 = F.conv2d(sr * hr, win, groups=C) - mu1 * mu2
    ssim = ((2 * mu1 * mu2 + c1) * (2 * s12 + c2)) / ((mu1 ** 2 + mu2 ** 2 + c1) * (s11 + s22 + c2))
    return ssim.flatten(1).mean(1).mean().item()
