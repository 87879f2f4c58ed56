import torch.nn as nn


class MLPAutoencoder(nn.Module):
    """Fully connected autoencoder on flattened windows."""

    def __init__(self, channels, window, hidden=64, latent=8):
        super().__init__()
        dim = channels * window
        self.shape = (channels, window)
        self.encoder = nn.Sequential(nn.Flatten(), nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, latent))
        self.decoder = nn.Sequential(nn.Linear(latent, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def forward(self, x):
        return self.decoder(self.encoder(x)).view(x.shape[0], *self.shape)
