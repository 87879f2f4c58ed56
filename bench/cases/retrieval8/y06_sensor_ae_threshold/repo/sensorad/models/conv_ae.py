import torch.nn as nn


class ConvAutoencoder(nn.Module):
    """1-D convolutional autoencoder over (B, C, W) windows; W must be divisible by 4."""

    def __init__(self, channels, hidden=16, latent=8):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, hidden, 5, stride=2, padding=2), nn.GELU(),
            nn.Conv1d(hidden, latent, 5, stride=2, padding=2), nn.GELU(),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(latent, hidden, 4, stride=2, padding=1), nn.GELU(),
            nn.ConvTranspose1d(hidden, hidden, 4, stride=2, padding=1), nn.GELU(),
            nn.Conv1d(hidden, channels, 3, padding=1),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))
