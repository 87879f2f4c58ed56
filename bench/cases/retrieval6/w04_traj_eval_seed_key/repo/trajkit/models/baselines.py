import torch
from torch import nn


class ConstantVelocity(nn.Module):
    """Extrapolates the last observed velocity; deterministic, so all K samples are identical."""

    def __init__(self, pred_len=12):
        super().__init__()
        self.pred_len = pred_len
        self.dummy = nn.Parameter(torch.zeros(()))

    @torch.no_grad()
    def sample(self, obs, k, neighbors=None, neighbor_mask=None, generator=None):
        vel = obs[:, -1] - obs[:, -2]
        steps = torch.arange(1, self.pred_len + 1, dtype=obs.dtype)[None, :, None]
        pred = vel[:, None] * steps
        return pred[:, None].expand(-1, k, -1, -1)
