import torch
import torch.nn as nn


class CharbonnierLoss(nn.Module):
    def __init__(self, eps=1e-3):
        super().__init__()
        self.eps = eps

    def forward(self, sr, hr):
        return torch.sqrt((sr - hr) ** 2 + self.eps ** 2).mean()


class FFTLoss(nn.Module):
    """L1 distance between the 2-D spectra (amplitude and phase through real/imag parts)."""

    def forward(self, sr, hr):
        a = torch.fft.rfft2(sr, norm="ortho")
        b = torch.fft.rfft2(hr, norm="ortho")
        return (torch.view_as_real(a) - torch.view_as_real(b)).abs().mean()
