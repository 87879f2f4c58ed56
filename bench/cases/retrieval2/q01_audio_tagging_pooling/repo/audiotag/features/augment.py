import torch
import torch.nn as nn


class SpecAugment(nn.Module):
    """Zero out one random time band and one random frequency band per example."""

    def __init__(self, time_mask: int = 0, freq_mask: int = 0):
        super().__init__()
        self.time_mask = time_mask
        self.freq_mask = freq_mask

    def _band(self, x, width, dim):
        size = x.shape[dim]
        if width <= 0 or size <= 1:
            return x
        B = x.shape[0]
        w = torch.randint(0, min(width, size) + 1, (B,), device=x.device)
        start = (torch.rand(B, device=x.device) * (size - w)).long()
        idx = torch.arange(size, device=x.device).view(1, -1)
        band = (idx >= start[:, None]) & (idx < (start + w)[:, None])
        shape = [B, 1, 1]
        shape[dim] = size
        return x.masked_fill(band.view(shape), 0.0)

    def forward(self, spec):  # (B, F, T)
        if not self.training:
            return spec
        spec = self._band(spec, self.freq_mask, 1)
        return self._band(spec, self.time_mask, 2)


def mixup(wav: torch.Tensor, target: torch.Tensor, alpha: float):
    if alpha <= 0:
        return wav, target
    lam = torch.distributions.Beta(alpha, alpha).sample().item()
    perm = torch.randperm(wav.shape[0], device=wav.device)
    return lam * wav + (1 - lam) * wav[perm], lam * target + (1 - lam) * target[perm]
