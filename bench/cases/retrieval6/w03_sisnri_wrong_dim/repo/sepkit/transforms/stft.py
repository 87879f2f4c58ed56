import torch
from torch import nn


class STFT(nn.Module):
    """Thin wrapper so the forward and inverse transforms always share window/hop settings."""

    def __init__(self, n_fft=256, hop_length=64, win_length=None, center=True):
        super().__init__()
        self.n_fft = n_fft
        self.hop_length = hop_length
        self.win_length = win_length or n_fft
        self.center = center
        self.register_buffer("window", torch.hann_window(self.win_length), persistent=False)

    def forward(self, wav):
        return torch.stft(wav, self.n_fft, self.hop_length, self.win_length, window=self.window,
                          center=self.center, return_complex=True)

    def inverse(self, spec, length=None):
        return torch.istft(spec, self.n_fft, self.hop_length, self.win_length, window=self.window,
                           center=self.center, length=length)
