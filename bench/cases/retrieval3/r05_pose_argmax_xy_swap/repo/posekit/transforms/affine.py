import math
import random

import torch
import torch.nn.functional as F


def affine_matrix(angle_deg, scale, center):
    a = math.radians(angle_deg)
    cos, sin = math.cos(a) * scale, math.sin(a) * scale
    cx, cy = center
    return torch.tensor([[cos, -sin, cx - cos * cx + sin * cy],
                         [sin, cos, cy - sin * cx - cos * cy]], dtype=torch.float32)


class RandomAffine:
    def __init__(self, rot_factor=30, scale_factor=0.25, p_rot=0.6):
        self.rot, self.scale, self.p_rot = rot_factor, scale_factor, p_rot

    def __call__(self, image, kps):
        _, h, w = image.shape
        s = min(max(random.gauss(1.0, self.scale), 1 - self.scale), 1 + self.scale)
        r = min(max(random.gauss(0.0, self.rot), -2 * self.rot), 2 * self.rot) if random.random() < self.p_rot else 0.0
        m = affine_matrix(r, s, (w / 2, h / 2))
        inv = torch.linalg.inv(torch.cat([m, torch.tensor([[0.0, 0.0, 1.0]])]))[:2]
        # normalised grid for grid_sample: output pixel -> input pixel
        ys, xs = torch.meshgrid(torch.arange(h, dtype=torch.float32), torch.arange(w, dtype=torch.float32), indexing="ij")
        pts = torch.stack([xs, ys, torch.ones_like(xs)], dim=-1) @ inv.T
        grid = torch.stack([pts[..., 0] / (w - 1) * 2 - 1, pts[..., 1] / (h - 1) * 2 - 1], dim=-1)
        image = F.grid_sample(image[None], grid[None], align_corners=True)[0]
        xy = torch.cat([kps[:, :2], torch.ones(len(kps), 1)], dim=1) @ m.T
        return image, torch.cat([xy, kps[:, 2:]], dim=1)
