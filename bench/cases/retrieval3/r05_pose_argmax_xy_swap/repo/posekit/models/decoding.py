import torch


def argmax_decode(heatmaps):
    """heatmaps [B, K, H, W] -> coords [B, K, 2] as (x, y) in heatmap pixels, maxvals [B, K]."""
    b, k, h, w = heatmaps.shape
    flat = heatmaps.reshape(b, k, -1)
    maxvals, idx = flat.max(dim=-1)
    x = (idx // w).float()
    y = (idx % w).float()
    coords = torch.stack([x, y], dim=-1)
    coords[maxvals <= 0] = 0
    return coords, maxvals


def soft_argmax_decode(heatmaps, beta=100.0):
    b, k, h, w = heatmaps.shape
    probs = torch.softmax(beta * heatmaps.reshape(b, k, -1), dim=-1).reshape(b, k, h, w)
    xs = torch.arange(w, dtype=probs.dtype, device=probs.device)
    ys = torch.arange(h, dtype=probs.dtype, device=probs.device)
    x = (probs.sum(dim=2) * xs).sum(dim=-1)
    y = (probs.sum(dim=3) * ys).sum(dim=-1)
    return torch.stack([x, y], dim=-1), heatmaps.reshape(b, k, -1).max(dim=-1).values


def refine_quarter_offset(coords, heatmaps):
    """Shift each peak a quarter pixel towards the higher neighbour (as in SimpleBaseline)."""
    b, k, h, w = heatmaps.shape
    out = coords.clone()
    for i in range(b):
        for j in range(k):
            px, py = int(coords[i, j, 0]), int(coords[i, j, 1])
            hm = heatmaps[i, j]
            if 1 <= px < w - 1 and 1 <= py < h - 1:
                dx = hm[py, px + 1] - hm[py, px - 1]
                dy = hm[py + 1, px] - hm[py - 1, px]
                out[i, j, 0] += 0.25 * torch.sign(dx)
                out[i, j, 1] += 0.25 * torch.sign(dy)
    return out


def heatmap_to_image(coords, centers, scales, heatmap_size):
    """Map heatmap pixel coords back to original image coords given the crop centre and size (w, h)."""
    hw = torch.tensor([heatmap_size[1], heatmap_size[0]], dtype=coords.dtype)
    return (coords / hw - 0.5) * scales[:, None, :] + centers[:, None, :]
