"""Procedurally drawn 16x16 grey-scale shapes: disc, square, triangle, cross."""
import torch

CLASSES = ["disc", "square", "triangle", "cross"]


def _draw(kind, size, cy, cx, res):
    yy, xx = torch.meshgrid(torch.arange(res, dtype=torch.float32),
                            torch.arange(res, dtype=torch.float32), indexing="ij")
    dy, dx = yy - cy, xx - cx
    if kind == 0:
        return (dy ** 2 + dx ** 2 <= size ** 2).float()
    if kind == 1:
        return ((dy.abs() <= size) & (dx.abs() <= size)).float()
    if kind == 2:
        return ((dy <= size) & (dy >= -size) & (dx.abs() <= (dy + size) / 2)).float()
    return (((dy.abs() <= size) & (dx.abs() <= size / 3)) |
            ((dx.abs() <= size) & (dy.abs() <= size / 3))).float()


def make_shapes(n, res=16, noise=0.2, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    sizes = 2.5 + 2.5 * torch.rand(n, generator=g)
    centers = 5 + (res - 10) * torch.rand(n, 2, generator=g)
    imgs = torch.stack([_draw(int(k), float(s), float(c[0]), float(c[1]), res)
                        for k, s, c in zip(labels, sizes, centers)])
    imgs = imgs + noise * torch.randn(imgs.shape, generator=g)
    return imgs.unsqueeze(1), labels
