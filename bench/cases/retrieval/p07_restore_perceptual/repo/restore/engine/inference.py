"""Inference utilities: tiled processing of large images and x8 geometric self-ensemble."""
import torch


@torch.no_grad()
def tiled_forward(model, img, scale, tile=64, overlap=8):
    """img: (1, 3, H, W). Processes overlapping tiles and averages the overlaps."""
    _, c, h, w = img.shape
    out = torch.zeros(1, c, h * scale, w * scale)
    weight = torch.zeros_like(out)
    step = tile - overlap
    for y in range(0, max(1, h - overlap), step):
        for x in range(0, max(1, w - overlap), step):
            y0, x0 = min(y, max(0, h - tile)), min(x, max(0, w - tile))
            patch = img[:, :, y0:y0 + tile, x0:x0 + tile]
            res = model(patch)
            ys, xs = y0 * scale, x0 * scale
            out[:, :, ys:ys + res.shape[2], xs:xs + res.shape[3]] += res
            weight[:, :, ys:ys + res.shape[2], xs:xs + res.shape[3]] += 1
    return out / weight.clamp(min=1)


def _transforms(x, k):
    if k & 1:
        x = x.flip(-1)
    if k & 2:
        x = x.flip(-2)
    if k & 4:
        x = x.transpose(-1, -2)
    return x


def _inverse(x, k):
    if k & 4:
        x = x.transpose(-1, -2)
    if k & 2:
        x = x.flip(-2)
    if k & 1:
        x = x.flip(-1)
    return x


@torch.no_grad()
def self_ensemble(model, img):
    outs = [_inverse(model(_transforms(img, k)), k) for k in range(8)]
    return torch.stack(outs).mean(0)
