import math

import torch
from torch.utils.data import TensorDataset


def _gen(seed):
    return torch.Generator().manual_seed(seed)


class TwoMoons(TensorDataset):
    def __init__(self, n=2000, noise=0.08, seed=0):
        g = _gen(seed)
        t = torch.rand(n, generator=g) * math.pi
        upper = torch.rand(n, generator=g) < 0.5
        x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
        y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
        data = torch.stack([x, y], 1) + noise * torch.randn(n, 2, generator=g)
        super().__init__(data)
        self.dim = 2


class Checkerboard(TensorDataset):
    def __init__(self, n=2000, seed=0):
        g = _gen(seed)
        x1 = torch.rand(n, generator=g) * 4 - 2
        x2 = torch.rand(n, generator=g) - torch.randint(0, 2, (n,), generator=g) * 2.0
        x2 = x2 + (torch.floor(x1) % 2)
        super().__init__(torch.stack([x1, x2], 1) * 2)
        self.dim = 2


class Rings(TensorDataset):
    def __init__(self, n=2000, radii=(1.0, 2.0, 3.0), noise=0.05, seed=0):
        g = _gen(seed)
        r = torch.tensor(radii)[torch.randint(len(radii), (n,), generator=g)]
        a = torch.rand(n, generator=g) * 2 * math.pi
        data = torch.stack([r * torch.cos(a), r * torch.sin(a)], 1)
        super().__init__(data + noise * torch.randn(n, 2, generator=g))
        self.dim = 2
