"""Backward warping with a dense flow field.

Convention used throughout flowlab: ``flow[:, 0]`` is the horizontal (x / u)
displacement and ``flow[:, 1]`` the vertical (y / v) displacement, in pixels,
such that ``img1(x) ~= img2(x + flow(x))``.
"""
import torch
import torch.nn.functional as F


def make_base_grid(b, h, w, device=None, dtype=torch.float32):
    ys, xs = torch.meshgrid(torch.arange(h, device=device, dtype=dtype),
                            torch.arange(w, device=device, dtype=dtype), indexing="ij")
    return torch.stack([xs, ys], dim=0).unsqueeze(0).expand(b, -1, -1, -1)


def flow_warp(x, flow, padding_mode="border"):
    """Sample ``x`` at ``p + flow(p)``. x: (B,C,H,W), flow: (B,2,H,W)."""
    b, _, h, w = x.shape
    coords = make_base_grid(b, h, w, x.device, x.dtype) + flow
    gx = 2.0 * coords[:, 0] / max(w - 1, 1) - 1.0
    gy = 2.0 * coords[:, 1] / max(h - 1, 1) - 1.0
    grid = torch.stack([gx, gy], dim=-1)
    return F.grid_sample(x, grid, mode="bilinear", padding_mode=padding_mode, align_corners=True)


def valid_mask(flow):
    """1 where ``p + flow(p)`` lands inside the image."""
    b, _, h, w = flow.shape
    coords = make_base_grid(b, h, w, flow.device, flow.dtype) + flow
    inside = (coords[:, 0] >= 0) & (coords[:, 0] <= w - 1) & (coords[:, 1] >= 0) & (coords[:, 1] <= h - 1)
    return inside.unsqueeze(1).to(flow.dtype)
