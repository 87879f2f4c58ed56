from torch import nn


class ConvAutoencoder(nn.Module):
    def __init__(self, channels, hidden=(32, 64), latent=16):
        super().__init__()
        h1, h2 = hidden
        self.encoder = nn.Sequential(
            nn.Conv1d(channels, h1, 7, stride=2, padding=3), nn.GELU(),
            nn.Conv1d(h1, h2, 5, stride=2, padding=2), nn.GELU(),
            nn.Conv1d(h2, latent, 3, padding=1),
        )
        self.decoder = nn.Sequential(
            nn.ConvTranspose1d(latent, h2, 4, stride=2, padding=1), nn.GELU(),
            nn.ConvTranspose1d(h2, h1, 4, stride=2, padding=1), nn.GELU(),
            nn.Conv1d(h1, channels, 7, padding=3),
        )

    def forward(self, x):
        return self.decoder(self.encoder(x))
