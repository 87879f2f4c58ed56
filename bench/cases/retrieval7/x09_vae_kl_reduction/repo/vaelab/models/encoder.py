import torch.nn as nn


class ConvEncoder(nn.Module):
    """1x16x16 -> (mean, logvar) of size latent_dim each."""

    def __init__(self, latent_dim=8, hidden=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, hidden, 3, stride=2, padding=1), nn.SiLU(),          # 8x8
            nn.Conv2d(hidden, hidden * 2, 3, stride=2, padding=1), nn.SiLU(),  # 4x4
            nn.Flatten(),
        )
        self.fc = nn.Linear(hidden * 2 * 16, 2 * latent_dim)

    def forward(self, x):
        mean, logvar = self.fc(self.features(x)).chunk(2, dim=1)
        return mean, logvar
