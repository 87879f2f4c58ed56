"""Draw predicted skeletons onto images and save as PPM (no plotting library needed)."""
import torch

from . import SKELETON
from .data.synthetic import draw_disk, draw_line


def overlay(img, kps, vis=None, color=(1.0, 0.2, 0.2)):
    """img: (1, H, W) grey -> (3, H, W) with the skeleton drawn in `color`."""
    rgb = img.repeat(3, 1, 1).clone()
    layer = torch.zeros(1, *img.shape[-2:])
    vis = vis if vis is not None else torch.ones(len(kps))
    for a, b in SKELETON:
        if vis[a] and vis[b]:
            draw_line(layer, kps[a], kps[b], value=1.0, width=0.6)
    for p, v in zip(kps, vis):
        if v:
            draw_disk(layer, p, radius=1.2)
    for c in range(3):
        rgb[c][layer[0] > 0] = color[c]
    return rgb


def save_ppm(path, rgb):
    c, h, w = rgb.shape
    data = (rgb.clamp(0, 1) * 255).round().byte().permute(1, 2, 0).flatten().tolist()
    with open(path, "wb") as f:
        f.write(f"P6\n{w} {h}\n255\n".encode())
        f.write(bytes(data))


def side_by_side(a, b):
    return torch.cat([a, torch.ones(a.shape[0], a.shape[1], 2), b], dim=-1)
