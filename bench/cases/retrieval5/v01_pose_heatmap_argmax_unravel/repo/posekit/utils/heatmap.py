"""Turning predicted heatmaps into keypoint coordinates."""
import torch


def decode_heatmaps(heatmaps):
    """Arg-max decoding.

    heatmaps: (B, K, H, W). Returns coords (B, K, 2) as (x, y) in heatmap
    pixels and the peak values (B, K).
    """
    B, K, H, W = heatmaps.shape
    flat = heatmaps.reshape(B, K, -1)
    maxvals, idx = flat.max(dim=-1)
    x = (idx % H).float()
    y = torch.div(idx, H, rounding_mode="floor").float()
    coords = torch.stack([x, y], dim=-1)
    coords = coords * (maxvals > 0).unsqueeze(-1).float()
    return coords, maxvals


def refine_subpixel(heatmaps, coords):
    """Shift each arg-max a quarter pixel towards the higher neighbour."""
    B, K, H, W = heatmaps.shape
    out = coords.clone()
    for b in range(B):
        for k in range(K):
            hm = heatmaps[b, k]
            px = int(coords[b, k, 0])
            py = int(coords[b, k, 1])
            if 1 <= px < W - 1 and 1 <= py < H - 1:
                dx = hm[py, px + 1] - hm[py, px - 1]
                dy = hm[py + 1, px] - hm[py - 1, px]
                out[b, k, 0] += 0.25 * torch.sign(dx)
                out[b, k, 1] += 0.25 * torch.sign(dy)
    return out


def soft_argmax_2d(heatmaps, beta=1.0):
    """Differentiable expected (x, y) under softmax(beta * heatmap)."""
    B, K, H, W = heatmaps.shape
    probs = torch.softmax(beta * heatmaps.reshape(B, K, -1), dim=-1).reshape(B, K, H, W)
    xs = torch.arange(W, dtype=heatmaps.dtype, device=heatmaps.device)
    ys = torch.arange(H, dtype=heatmaps.dtype, device=heatmaps.device)
    x = (probs.sum(dim=2) * xs).sum(dim=-1)
    y = (probs.sum(dim=3) * ys).sum(dim=-1)
    return torch.stack([x, y], dim=-1)
