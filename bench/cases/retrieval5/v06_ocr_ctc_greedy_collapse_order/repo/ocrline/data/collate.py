"""Batching of variable-width line images."""
import torch


def collate_lines(batch):
    """-> images (B, 1, H, Wmax) padded with background (0), widths (B,), texts."""
    imgs, texts = zip(*batch)
    H = imgs[0].shape[1]
    widths = torch.tensor([im.shape[2] for im in imgs], dtype=torch.long)
    out = torch.zeros(len(imgs), 1, H, int(widths.max()))
    for i, im in enumerate(imgs):
        out[i, :, :, : im.shape[2]] = im
    return out, widths, list(texts)
