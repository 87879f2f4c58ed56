import torch
from torch import nn

from ..transforms.stft import STFT


class STFTMaskNet(nn.Module):
    """BLSTM over log-magnitudes predicting one ratio mask per source; mixture phase is reused."""

    def __init__(self, num_sources=2, n_fft=256, hop_length=64, hidden=128, layers=2):
        super().__init__()
        self.num_sources = num_sources
        self.stft = STFT(n_fft, hop_length)
        bins = n_fft // 2 + 1
        self.rnn = nn.LSTM(bins, hidden, num_layers=layers, batch_first=True, bidirectional=True)
        self.proj = nn.Linear(2 * hidden, num_sources * bins)

    def forward(self, mix):
        spec = self.stft(mix)                                   # [B, F, T] complex
        feats = torch.log1p(spec.abs()).transpose(1, 2)         # [B, T, F]
        h, _ = self.rnn(feats)
        masks = torch.sigmoid(self.proj(h))                     # [B, T, C*F]
        masks = masks.view(h.shape[0], h.shape[1], self.num_sources, -1).permute(0, 2, 3, 1)
        est = masks * spec.unsqueeze(1)                         # [B, C, F, T]
        b, c, f, t = est.shape
        wav = self.stft.inverse(est.reshape(b * c, f, t), length=mix.shape[-1])
        return wav.view(b, c, -1)
