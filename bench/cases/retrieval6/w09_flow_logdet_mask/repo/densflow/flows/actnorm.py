import torch
from torch import nn

from .base import Flow


class ActNorm(Flow):
    """Per-feature affine layer with data-dependent initialisation (Glow)."""

    def __init__(self, dim, **_):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.register_buffer("initialized", torch.tensor(False))

    @torch.no_grad()
    def _init(self, x):
        self.loc.copy_(-x.mean(dim=0))
        self.log_scale.copy_(-torch.log(x.std(dim=0) + 1e-6))
        self.initialized.fill_(True)

    def forward(self, x):
        if not bool(self.initialized) and self.training:
            self._init(x)
        z = (x + self.loc) * torch.exp(self.log_scale)
        return z, self.log_scale.sum().expand(x.size(0))

    def inverse(self, z):
        return z * torch.exp(-self.log_scale) - self.loc
