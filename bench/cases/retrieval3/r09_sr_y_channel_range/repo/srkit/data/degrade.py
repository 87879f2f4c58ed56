import torch.nn.functional as F


def modcrop(img, scale):
    h, w = img.shape[-2:]
    return img[..., : h - h % scale, : w - w % scale]


def bicubic_downsample(hr, scale):
    lr = F.interpolate(hr[None], scale_factor=1.0 / scale, mode="bicubic", align_corners=False, antialias=True)[0]
    return lr.clamp(0, 1)
