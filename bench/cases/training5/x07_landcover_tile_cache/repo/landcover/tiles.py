"""Procedural multispectral tiles (R, G, B, NIR) with a land-cover label map."""
import torch
import torch.nn.functional as F

# mean reflectance per class for R, G, B, NIR
SIGNATURES = torch.tensor([
    [0.03, 0.05, 0.08, 0.02],   # water
    [0.04, 0.08, 0.04, 0.45],   # forest
    [0.10, 0.14, 0.07, 0.35],   # cropland
    [0.20, 0.19, 0.18, 0.22],   # urban
    [0.28, 0.24, 0.20, 0.30],   # bare
])


def value_noise(size, octaves, generator):
    out = torch.zeros(1, 1, size, size)
    amp = 1.0
    for o in range(octaves):
        res = 2 ** (o + 2)
        grid = torch.rand(1, 1, res, res, generator=generator)
        out += amp * F.interpolate(grid, size=(size, size), mode="bicubic", align_corners=False)
        amp *= 0.5
    return out[0, 0]


def render_tile(idx, size, seed):
    """Deterministic tile `idx`: returns image (4, H, W) float32 and mask (H, W) int64."""
    g = torch.Generator().manual_seed(seed * 100003 + idx)
    fields = torch.stack([value_noise(size, 5, g) for _ in SIGNATURES])   # (5, H, W)
    mask = fields.argmax(0)
    image = SIGNATURES[mask].permute(2, 0, 1).clone()                     # (4, H, W)
    texture = torch.stack([value_noise(size, 6, g) for _ in range(4)])
    image = image * (0.85 + 0.3 * texture) + 0.01 * torch.randn(4, size, size, generator=g)
    return image.clamp(0, 1), mask
