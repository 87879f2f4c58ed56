import math

import torch
from torch import nn

_LOG2PI = math.log(2 * math.pi)


class StandardNormal(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim
        self.register_buffer("_dummy", torch.zeros(()))

    def log_prob(self, z):
        return -0.5 * (z.pow(2) + _LOG2PI).sum(dim=-1)

    def sample(self, n, generator=None):
        return torch.randn(n, self.dim, generator=generator, device=self._dummy.device)


class DiagonalNormal(nn.Module):
    """Learnable diagonal Gaussian base distribution."""

    def __init__(self, dim):
        super().__init__()
        self.dim = dim
        self.mean = nn.Parameter(torch.zeros(dim))
        self.log_std = nn.Parameter(torch.zeros(dim))

    def log_prob(self, z):
        u = (z - self.mean) * torch.exp(-self.log_std)
        return (-0.5 * (u.pow(2) + _LOG2PI) - self.log_std).sum(dim=-1)

    def sample(self, n, generator=None):
        eps = torch.randn(n, self.dim, generator=generator, device=self.mean.device)
        return self.mean + eps * torch.exp(self.log_std)
