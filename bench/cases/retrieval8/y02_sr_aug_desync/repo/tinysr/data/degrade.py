"""LR image synthesis from HR images."""
import torch.nn.functional as F


def bicubic_down(hr, scale):
    """Anti-aliased bicubic downsampling of a (C, H, W) or (N, C, H, W) tensor."""
    squeeze = hr.dim() == 3
    x = hr.unsqueeze(0) if squeeze else hr
    h, w = x.shape[-2:]
    if h % scale or w % scale:
        raise ValueError(f"HR size {(h, w)} not divisible by scale {scale}")
    lr = F.interpolate(x, size=(h // scale, w // scale), mode="bicubic",
                       align_corners=False, antialias=True)
    lr = lr.clamp(0.0, 1.0)
    return lr.squeeze(0) if squeeze else lr


def bicubic_up(lr, scale):
    """Bicubic upsampling, used as the no-learning baseline."""
    squeeze = lr.dim() == 3
    x = lr.unsqueeze(0) if squeeze else lr
    up = F.interpolate(x, scale_factor=scale, mode="bicubic", align_corners=False)
    up = up.clamp(0.0, 1.0)
    return up.squeeze(0) if squeeze else up


def mod_crop(img, scale):
    """Crop H and W down to a multiple of ``scale``."""
    h, w = img.shape[-2:]
    return img[..., : h - h % scale, : w - w % scale]
