import torch.nn as nn

from .data import N_BINS


class SpectrumAE(nn.Module):
    def __init__(self, hidden=(256, 128), code=16):
        super().__init__()
        dims = (N_BINS, *hidden, code)
        enc, dec = [], []
        for a, b in zip(dims[:-1], dims[1:]):
            enc += [nn.Linear(a, b), nn.GELU()]
        rdims = dims[::-1]
        for a, b in zip(rdims[:-1], rdims[1:]):
            dec += [nn.Linear(a, b), nn.GELU()]
        self.encoder = nn.Sequential(*enc[:-1])
        self.decoder = nn.Sequential(*dec[:-1])

    def forward(self, x):
        return self.decoder(self.encoder(x))
