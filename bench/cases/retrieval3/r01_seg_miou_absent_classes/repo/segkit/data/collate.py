import torch
import torch.nn.functional as F


def stack_collate(batch):
    images, masks = zip(*batch)
    return torch.stack(images), torch.stack(masks)


def pad_collate(batch, ignore_index=255, divisor=32):
    """Pad variable sized samples to a common size (multiple of divisor)."""
    images, masks = zip(*batch)
    h = max(im.shape[-2] for im in images)
    w = max(im.shape[-1] for im in images)
    h = (h + divisor - 1) // divisor * divisor
    w = (w + divisor - 1) // divisor * divisor
    out_i, out_m = [], []
    for im, m in zip(images, masks):
        ph, pw = h - im.shape[-2], w - im.shape[-1]
        out_i.append(F.pad(im, (0, pw, 0, ph), value=0.0))
        out_m.append(F.pad(m, (0, pw, 0, ph), value=ignore_index))
    return torch.stack(out_i), torch.stack(out_m)
