import torch.nn as nn


class ConvDecoder(nn.Module):
    """latent -> logits of a 1x16x16 image."""

    def __init__(self, latent_dim=8, hidden=32):
        super().__init__()
        self.hidden = hidden
        self.fc = nn.Sequential(nn.Linear(latent_dim, hidden * 2 * 16), nn.SiLU())
        self.net = nn.Sequential(
            nn.ConvTranspose2d(hidden * 2, hidden, 4, stride=2, padding=1), nn.SiLU(),  # 8x8
            nn.ConvTranspose2d(hidden, hidden, 4, stride=2, padding=1), nn.SiLU(),      # 16x16
            nn.Conv2d(hidden, 1, 3, padding=1),
        )

    def forward(self, z):
        h = self.fc(z).view(z.shape[0], self.hidden * 2, 4, 4)
        return self.net(h)
