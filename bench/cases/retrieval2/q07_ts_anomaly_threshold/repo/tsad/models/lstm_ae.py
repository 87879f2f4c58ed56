import torch
import torch.nn as nn


class LSTMAutoencoder(nn.Module):
    """Encode the window into a latent vector, decode it back step by step (repeat-vector decoder)."""

    def __init__(self, n_channels, hidden=64, latent=16, layers=1, dropout=0.0):
        super().__init__()
        self.encoder = nn.LSTM(n_channels, hidden, layers, batch_first=True, dropout=dropout if layers > 1 else 0.0)
        self.to_latent = nn.Linear(hidden, latent)
        self.from_latent = nn.Linear(latent, hidden)
        self.decoder = nn.LSTM(hidden, hidden, layers, batch_first=True, dropout=dropout if layers > 1 else 0.0)
        self.out = nn.Linear(hidden, n_channels)

    def forward(self, x):  # (B, T, C)
        _, (h, _) = self.encoder(x)
        z = self.to_latent(h[-1])
        rep = self.from_latent(z).unsqueeze(1).expand(-1, x.shape[1], -1)
        dec, _ = self.decoder(rep)
        return self.out(dec)
