import torch


def render_heatmaps(kps, vis, height, width, stride=4, sigma=1.5):
    """Gaussian target heatmaps (K, H/stride, W/stride) and per-joint target weights."""
    hh, ww = height // stride, width // stride
    ys = torch.arange(hh).float().view(-1, 1)
    xs = torch.arange(ww).float().view(1, -1)
    maps = torch.zeros(len(kps), hh, ww)
    weights = vis.clone().float()
    for k, (x, y) in enumerate(kps.tolist()):
        cx, cy = x / stride, y / stride
        if not (0 <= cx < ww and 0 <= cy < hh):
            weights[k] = 0
            continue
        maps[k] = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma ** 2))
    return maps, weights


def decode_heatmaps(maps, stride=4, subpixel=True):
    """Argmax with a quarter-pixel shift towards the higher neighbour. maps: (B, K, h, w)."""
    b, k, h, w = maps.shape
    flat = maps.reshape(b, k, -1)
    idx = flat.argmax(-1)
    ys, xs = (idx // w).float(), (idx % w).float()
    if subpixel:
        for bi in range(b):
            for ki in range(k):
                x, y = int(xs[bi, ki]), int(ys[bi, ki])
                m = maps[bi, ki]
                if 0 < x < w - 1:
                    xs[bi, ki] += 0.25 * torch.sign(m[y, x + 1] - m[y, x - 1])
                if 0 < y < h - 1:
                    ys[bi, ki] += 0.25 * torch.sign(m[y + 1, x] - m[y - 1, x])
    coords = torch.stack([xs, ys], -1) * stride
    conf = flat.max(-1).values
    return coords, conf
