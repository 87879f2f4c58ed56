import torch
from torch import nn


class Flow(nn.Module):
    """A bijection ``x -> z`` with tractable ``log|det dz/dx|``.

    ``forward(x)`` returns ``(z, log_det)`` with ``log_det`` of shape ``(B,)``;
    ``inverse(z)`` returns ``x``.
    """

    def forward(self, x):  # pragma: no cover - interface
        raise NotImplementedError

    def inverse(self, z):  # pragma: no cover - interface
        raise NotImplementedError


class SequentialFlow(Flow):
    def __init__(self, flows):
        super().__init__()
        self.flows = nn.ModuleList(flows)

    def forward(self, x):
        log_det = x.new_zeros(x.size(0))
        for f in self.flows:
            x, ld = f(x)
            log_det = log_det + ld
        return x, log_det

    def inverse(self, z):
        for f in reversed(self.flows):
            z = f.inverse(z)
        return z
