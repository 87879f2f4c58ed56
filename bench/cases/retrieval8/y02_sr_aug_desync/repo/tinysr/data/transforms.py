"""Paired LR/HR transforms. All tensors are (C, H, W)."""
import random


def paired_random_crop(lr, hr, lr_patch, scale):
    """Crop an ``lr_patch`` LR patch and the HR patch covering the same area."""
    _, h, w = lr.shape
    if h < lr_patch or w < lr_patch:
        raise ValueError(f"LR image {(h, w)} smaller than patch {lr_patch}")
    top = random.randint(0, h - lr_patch)
    left = random.randint(0, w - lr_patch)
    hr_patch = lr_patch * scale
    hr_top, hr_left = top * scale, left * scale
    lr_crop = lr[:, top:top + lr_patch, left:left + lr_patch]
    hr_crop = hr[:, hr_top:hr_top + hr_patch, hr_left:hr_left + hr_patch]
    return lr_crop, hr_crop


def paired_center_crop(lr, hr, lr_patch, scale):
    """Deterministic centre crop, used for quick validation on patches."""
    _, h, w = lr.shape
    top = (h - lr_patch) // 2
    left = (w - lr_patch) // 2
    hr_patch = lr_patch * scale
    lr_crop = lr[:, top:top + lr_patch, left:left + lr_patch]
    hr_crop = hr[:, top * scale:top * scale + hr_patch, left * scale:left * scale + hr_patch]
    return lr_crop, hr_crop


def hflip(img):
    return img.flip(-1)


def vflip(img):
    return img.flip(-2)


def rot90(img):
    """Transpose H and W (together with flips this gives all 8 dihedral poses)."""
    return img.transpose(-2, -1)


def paired_augment(lr, hr, use_hflip=True, use_vflip=True, use_rot=True):
    """Random dihedral augmentation applied identically to LR and HR."""
    out = []
    for img in (lr, hr):
        if use_hflip and random.random() < 0.5:
            img = hflip(img)
        if use_vflip and random.random() < 0.5:
            img = vflip(img)
        if use_rot and random.random() < 0.5:
            img = rot90(img)
        out.append(img.contiguous())
    return out[0], out[1]


def augment_single(img, use_hflip=True, use_vflip=True, use_rot=True):
    """Random dihedral augmentation of one image (no pairing)."""
    if use_hflip and random.random() < 0.5:
        img = hflip(img)
    if use_vflip and random.random() < 0.5:
        img = vflip(img)
    if use_rot and random.random() < 0.5:
        img = rot90(img)
    return img.contiguous()
