"""PSNR on [0, 1] images, with border shaving as in the SR literature."""
import torch


def rgb_to_y(img):
    """ITU-R BT.601 luma of an RGB image in [0, 1] (channel dim -3)."""
    r, g, b = img[..., 0, :, :], img[..., 1, :, :], img[..., 2, :, :]
    y = (65.481 * r + 128.553 * g + 24.966 * b + 16.0) / 255.0
    return y.unsqueeze(-3)


def shave_border(img, shave):
    if shave <= 0:
        return img
    return img[..., shave:-shave, shave:-shave]


@torch.no_grad()
def psnr(sr, hr, shave=0, y_only=False, max_val=1.0, eps=1e-10):
    """Mean PSNR over the batch for (N, C, H, W) or (C, H, W) tensors."""
    if sr.dim() == 3:
        sr, hr = sr.unsqueeze(0), hr.unsqueeze(0)
    sr = sr.clamp(0.0, max_val)
    if y_only:
        sr, hr = rgb_to_y(sr), rgb_to_y(hr)
    sr, hr = shave_border(sr, shave), shave_border(hr, shave)
    mse = ((sr - hr) ** 2).flatten(1).mean(dim=1)
    return (10.0 * torch.log10(max_val ** 2 / (mse + eps))).mean().item()
