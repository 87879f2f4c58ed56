import torch
import torch.nn.functional as F


def shave(img, border):
    if border <= 0:
        return img
    return img[..., border:-border, border:-border]


def psnr(sr, hr, data_range=1.0):
    mse = F.mse_loss(sr, hr, reduction="none").flatten(1).mean(1)
    return (10 * torch.log10(data_range ** 2 / mse.clamp(min=1e-12))).mean().item()


def _gaussian(window=11, sigma=1.5, channels=1):
    x = torch.arange(window, dtype=torch.float32) - window // 2
    g = torch.exp(-x ** 2 / (2 * sigma ** 2))
    g = g / g.sum()
    k = (g[:, None] @ g[None, :]).expand(channels, 1, window, window)
    return k.contiguous()


def ssim(sr, hr, data_range=1.0):
    c = sr.shape[1]
    k = _gaussian(channels=c).to(sr)
    c1, c2 = (0.01 * data_range) ** 2, (0.03 * data_range) ** 2
    mu_x, mu_y = F.conv2d(sr, k, groups=c), F.conv2d(hr, k, groups=c)
    sxx = F.conv2d(sr * sr, k, groups=c) - mu_x ** 2
    syy = F.conv2d(hr * hr, k, groups=c) - mu_y ** 2
    sxy = F.conv2d(sr * hr, k, groups=c) - mu_x * mu_y
    num = (2 * mu_x * mu_y + c1) * (2 * sxy + c2)
    den = (mu_x ** 2 + mu_y ** 2 + c1) * (sxx + syy + c2)
    return (num / den).mean().item()
