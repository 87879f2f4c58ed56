import torch.nn as nn


class ConvAutoencoder(nn.Module):
    def __init__(self, n_channels, window, channels=(32, 64), kernel=5):
        super().__init__()
        pad = kernel // 2
        enc, c_in = [], n_channels
        for c in channels:
            enc += [nn.Conv1d(c_in, c, kernel, stride=2, padding=pad), nn.BatchNorm1d(c), nn.GELU()]
            c_in = c
        self.encoder = nn.Sequential(*enc)
        dec = []
        for c in reversed(channels[:-1]):
            dec += [nn.ConvTranspose1d(c_in, c, 4, stride=2, padding=1), nn.BatchNorm1d(c), nn.GELU()]
            c_in = c
        dec += [nn.ConvTranspose1d(c_in, n_channels, 4, stride=2, padding=1)]
        self.decoder = nn.Sequential(*dec)
        self.window = window

    def forward(self, x):  # (B, T, C)
        y = self.decoder(self.encoder(x.transpose(1, 2)))
        return y[..., : self.window].transpose(1, 2)
