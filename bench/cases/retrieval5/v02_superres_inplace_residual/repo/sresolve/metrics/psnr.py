"""PSNR on RGB or on the luma channel, with border shaving."""
import math

import torch


def rgb_to_y(img):
    """(.., 3, H, W) in [0, 1] -> (.., 1, H, W), ITU-R BT.601 luma in [16/255, 235/255]."""
    w = torch.tensor([65.481, 128.553, 24.966], dtype=img.dtype, device=img.device).view(3, 1, 1)
    return ((img * w).sum(dim=-3, keepdim=True) + 16.0) / 255.0


def calc_psnr(sr, hr, shave=0, y_channel=True):
    """Mean PSNR (dB) over the batch; inputs (B, 3, H, W) in [0, 1]."""
    sr = sr.clamp(0, 1)
    if y_channel:
        sr, hr = rgb_to_y(sr), rgb_to_y(hr)
    if shave:
        sr = sr[..., shave:-shave, shave:-shave]
        hr = hr[..., shave:-shave, shave:-shave]
    mse = (sr - hr).pow(2).flatten(1).mean(1)
    psnr = 10.0 * torch.log10(1.0 / mse.clamp(min=1e-10))
    return psnr.mean().item()


def psnr_from_mse(mse):
    return 10.0 * math.log10(1.0 / max(mse, 1e-10))
