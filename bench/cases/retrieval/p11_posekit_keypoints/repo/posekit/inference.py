"""Prediction with optional flip test-time augmentation."""
import torch

from . import FLIP_PAIRS
from .data.heatmaps import decode_heatmaps


def flip_back(heatmaps, flip_pairs=FLIP_PAIRS):
    """Undo a horizontal flip on predicted heatmaps (B, K, h, w): mirror and swap L/R joints."""
    out = heatmaps.flip(-1).clone()
    for a, b in flip_pairs:
        out[:, [a, b]] = out[:, [b, a]]
    return out


@torch.no_grad()
def predict(model, images, stride=4, flip_test=False, shift_heatmap=True):
    model.eval()
    maps = model(images)
    if flip_test:
        flipped = flip_back(model(images.flip(-1)))
        if shift_heatmap:
            # the flipped map is misaligned by one heatmap pixel (see Xiao et al. 2018)
            flipped[..., 1:] = flipped[..., :-1].clone()
        maps = (maps + flipped) / 2
    coords, conf = decode_heatmaps(maps, stride)
    return coords, conf, maps


def crop_around(img, center, size, out_hw):
    """Crop a (C, H, W) image around center=(x, y) with a square box of `size` px, resize."""
    c, h, w = img.shape
    x0, y0 = int(center[0] - size / 2), int(center[1] - size / 2)
    pad = torch.zeros(c, size, size)
    xs0, ys0 = max(0, x0), max(0, y0)
    xs1, ys1 = min(w, x0 + size), min(h, y0 + size)
    pad[:, ys0 - y0:ys1 - y0, xs0 - x0:xs1 - x0] = img[:, ys0:ys1, xs0:xs1]
    out = torch.nn.functional.interpolate(pad[None], size=out_hw, mode="bilinear", align_corners=False)
    return out[0], (x0, y0, size / out_hw[1], size / out_hw[0])


def uncrop_keypoints(kps, crop_info):
    x0, y0, sx, sy = crop_info
    out = kps.clone()
    out[..., 0] = kps[..., 0] * sx + x0
    out[..., 1] = kps[..., 1] * sy + y0
    return out
