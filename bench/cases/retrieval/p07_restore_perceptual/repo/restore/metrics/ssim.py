import torch
import torch.nn.functional as F


def _gauss(size=7, sigma=1.5):
    ax = torch.arange(size, dtype=torch.float32) - (size - 1) / 2
    k = torch.exp(-(ax ** 2) / (2 * sigma ** 2))
    k = k / k.sum()
    return (k[:, None] * k[None, :])[None, None]


def ssim(pred, target, window=7, c1=0.01 ** 2, c2=0.03 ** 2):
    c = pred.shape[1]
    w = _gauss(window).to(pred).expand(c, 1, window, window)
    mu_p = F.conv2d(pred, w, groups=c)
    mu_t = F.conv2d(target, w, groups=c)
    s_pp = F.conv2d(pred * pred, w, groups=c) - mu_p ** 2
    s_tt = F.conv2d(target * target, w, groups=c) - mu_t ** 2
    s_pt = F.conv2d(pred * target, w, groups=c) - mu_p * mu_t
    num = (2 * mu_p * mu_t + c1) * (2 * s_pt + c2)
    den = (mu_p ** 2 + mu_t ** 2 + c1) * (s_pp + s_tt + c2)
    return (num / den).mean()
