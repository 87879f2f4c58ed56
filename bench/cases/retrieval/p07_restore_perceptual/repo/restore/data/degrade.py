"""Degradation pipeline: blur -> downsample -> noise -> quantisation."""
import math

import torch
import torch.nn.functional as F


def gaussian_kernel(sigma, size=None):
    size = size or (2 * math.ceil(3 * sigma) + 1)
    ax = torch.arange(size, dtype=torch.float32) - (size - 1) / 2
    k = torch.exp(-(ax ** 2) / (2 * sigma ** 2))
    k = k / k.sum()
    return k[:, None] * k[None, :]


def blur(img, sigma):
    if sigma <= 0:
        return img
    k = gaussian_kernel(sigma).to(img)
    c = img.shape[-3]
    w = k.expand(c, 1, *k.shape)
    x = img.unsqueeze(0) if img.dim() == 3 else img
    out = F.conv2d(F.pad(x, [k.shape[-1] // 2] * 4, mode="reflect"), w, groups=c)
    return out[0] if img.dim() == 3 else out


def downsample(img, scale):
    if scale == 1:
        return img
    x = img.unsqueeze(0) if img.dim() == 3 else img
    out = F.interpolate(x, scale_factor=1 / scale, mode="bicubic", align_corners=False)
    return out[0] if img.dim() == 3 else out


def add_noise(img, std, g=None):
    if std <= 0:
        return img
    return img + std * torch.randn(img.shape, generator=g)


def quantize(img, levels=255):
    return torch.round(img.clamp(0, 1) * levels) / levels


def degrade(img, scale=2, blur_sigma=0.8, noise_std=0.02, g=None):
    return quantize(add_noise(downsample(blur(img, blur_sigma), scale), noise_std, g))


def dct_matrix(n=8):
    k = torch.arange(n, dtype=torch.float32)
    m = torch.cos(math.pi * (2 * k[None, :] + 1) * k[:, None] / (2 * n))
    m[0] *= 1 / math.sqrt(2)
    return m * math.sqrt(2 / n)


def blocky_compress(img, quality=30, block=8):
    """JPEG-like artefacts: 8x8 DCT, uniform quantisation whose step grows as quality drops."""
    c, h, w = img.shape
    h8, w8 = h - h % block, w - w % block
    x = img[:, :h8, :w8]
    d = dct_matrix(block)
    blocks = x.reshape(c, h8 // block, block, w8 // block, block).permute(0, 1, 3, 2, 4)
    coef = d @ blocks @ d.T
    freq = torch.arange(block)[:, None] + torch.arange(block)[None, :]
    step = (1 + freq.float()) * (100 - quality) / 400 + 1e-3
    coef = torch.round(coef / step) * step
    rec = (d.T @ coef @ d).permute(0, 1, 3, 2, 4).reshape(c, h8, w8)
    out = img.clone()
    out[:, :h8, :w8] = rec
    return out.clamp(0, 1)


def motion_blur(img, length=5, horizontal=True):
    k = torch.zeros(length, length)
    if horizontal:
        k[length // 2, :] = 1.0 / length
    else:
        k[:, length // 2] = 1.0 / length
    c = img.shape[0]
    w = k.expand(c, 1, length, length)
    return F.conv2d(F.pad(img[None], [length // 2] * 4, mode="reflect"), w, groups=c)[0]
