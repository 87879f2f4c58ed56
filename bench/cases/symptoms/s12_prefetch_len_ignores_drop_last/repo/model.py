import torch.nn as nn


class SpectrumAE(nn.Module):
    def __init__(self, bins=128, latent=8):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(bins, 64), nn.BatchNorm1d(64), nn.ReLU(),
            nn.Linear(64, latent),
        )
        self.decoder = nn.Sequential(
            nn.Linear(latent, 64), nn.BatchNorm1d(64), nn.ReLU(),
            nn.Linear(64, bins),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))
