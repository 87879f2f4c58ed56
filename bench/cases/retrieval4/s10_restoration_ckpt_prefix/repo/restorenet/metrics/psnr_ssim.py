import torch
import torch.nn.functional as F


def psnr(pred, target, max_val=1.0):
    mse = ((pred.clamp(0, max_val) - target) ** 2).flatten(1).mean(1)
    return (10 * torch.log10(max_val ** 2 / mse.clamp(min=1e-10))).mean().item()


def _gaussian(size=11, sigma=1.5):
    ax = torch.arange(size).float() - size // 2
    g = torch.exp(-ax ** 2 / (2 * sigma ** 2))
    g = g / g.sum()
    return g[:, None] * g[None, :]


def ssim(pred, target, max_val=1.0):
    c = pred.size(1)
    w = _gaussian().to(pred).expand(c, 1, 11, 11)
    c1, c2 = (0.01 * max_val) ** 2, (0.03 * max_val) ** 2
    mu_x = F.conv2d(pred, w, groups=c)
    mu_y = F.conv2d(target, w, groups=c)
    sxx = F.conv2d(pred * pred, w, groups=c) - mu_x ** 2
    syy = F.conv2d(target * target, w, groups=c) - mu_y ** 2
    sxy = F.conv2d(pred * target, w, groups=c) - mu_x * mu_y
    s = ((2 * mu_x * mu_y + c1) * (2 * sxy + c2)) / ((mu_x ** 2 + mu_y ** 2 + c1) * (sxx + syy + c2))
    return s.mean().item()
