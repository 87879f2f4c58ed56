"""Simulated 8x8 thermopile frames (Grid-EYE style) with 0-3 people in view."""
import torch

MAX_PEOPLE = 3


def simulate_frames(n, seed=0, ambient=(20.0, 26.0)):
    g = torch.Generator().manual_seed(seed)
    counts = torch.randint(0, MAX_PEOPLE + 1, (n,), generator=g)
    yy, xx = torch.meshgrid(torch.arange(8.0), torch.arange(8.0), indexing="ij")
    frames = torch.empty(n, 1, 8, 8)
    for i in range(n):
        lo, hi = ambient
        base = lo + (hi - lo) * torch.rand(1, generator=g)
        img = base + 0.4 * torch.randn(8, 8, generator=g)
        img += 0.6 * (xx / 7) * torch.rand(1, generator=g)          # window / radiator gradient
        for _ in range(int(counts[i])):
            cy, cx = 7 * torch.rand(2, generator=g)
            spread = 0.8 + 0.7 * torch.rand(1, generator=g)
            heat = 3.0 + 3.0 * torch.rand(1, generator=g)
            img += heat * torch.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * spread ** 2))
        frames[i, 0] = img
    return frames, counts


def normalize(frames):
    """Per-frame: subtract the median (ambient), scale to roughly unit range."""
    med = frames.flatten(1).median(dim=1).values.view(-1, 1, 1, 1)
    return (frames - med) / 4.0
