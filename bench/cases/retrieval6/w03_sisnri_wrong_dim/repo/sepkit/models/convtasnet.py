import torch
from torch import nn

from .tcn import TCN, GlobalLayerNorm


class ConvTasNet(nn.Module):
    """Learned-basis encoder, TCN mask estimator, transposed-conv decoder. Input [B, T] -> [B, C, T]."""

    def __init__(self, num_sources=2, enc_dim=64, kernel_size=16, bottleneck=64, hidden=128,
                 blocks=4, repeats=1, mask_act="sigmoid"):
        super().__init__()
        self.num_sources = num_sources
        self.kernel_size = kernel_size
        self.stride = kernel_size // 2
        self.encoder = nn.Conv1d(1, enc_dim, kernel_size, stride=self.stride, bias=False)
        self.norm = GlobalLayerNorm(enc_dim)
        self.bottleneck = nn.Conv1d(enc_dim, bottleneck, 1)
        self.tcn = TCN(bottleneck, hidden, blocks=blocks, repeats=repeats)
        self.mask = nn.Conv1d(bottleneck, num_sources * enc_dim, 1)
        self.mask_act = torch.sigmoid if mask_act == "sigmoid" else torch.relu
        self.decoder = nn.ConvTranspose1d(enc_dim, 1, kernel_size, stride=self.stride, bias=False)

    def _pad(self, x):
        t = x.shape[-1]
        rest = (self.stride - (t - self.kernel_size) % self.stride) % self.stride
        return nn.functional.pad(x, (0, rest)), t

    def forward(self, mix):
        x, length = self._pad(mix.unsqueeze(1))
        w = torch.relu(self.encoder(x))                       # [B, N, F]
        m = self.mask(self.tcn(self.bottleneck(self.norm(w))))
        m = self.mask_act(m.view(m.shape[0], self.num_sources, w.shape[1], w.shape[2]))
        masked = (w.unsqueeze(1) * m).flatten(0, 1)           # [B*C, N, F]
        out = self.decoder(masked).view(mix.shape[0], self.num_sources, -1)
        return out[..., :length]
