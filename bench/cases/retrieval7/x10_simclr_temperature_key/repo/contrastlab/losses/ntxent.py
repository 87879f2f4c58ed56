"""NT-Xent (normalized temperature-scaled cross entropy), as in SimCLR."""
import torch
from torch import nn
import torch.nn.functional as F


def nt_xent(z1, z2, temperature=0.5):
    """z1, z2: (N, D) projections of two views. Positives are (i, i+N) pairs."""
    n = z1.size(0)
    z = F.normalize(torch.cat([z1, z2], dim=0), dim=1)
    sim = z @ z.t() / temperature
    self_mask = torch.eye(2 * n, dtype=torch.bool, device=z.device)
    sim = sim.masked_fill(self_mask, float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)]).to(z.device)
    return F.cross_entropy(sim, targets)


class NTXentLoss(nn.Module):
    def __init__(self, temperature=0.5):
        super().__init__()
        if temperature <= 0:
            raise ValueError("temperature must be positive")
        self.temperature = temperature

    def forward(self, z1, z2):
        return nt_xent(z1, z2, self.temperature)

    def extra_repr(self):
        return f"temperature={self.temperature}"
