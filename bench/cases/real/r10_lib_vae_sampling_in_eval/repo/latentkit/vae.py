import torch
import torch.nn as nn
import torch.nn.functional as F


class VAE(nn.Module):
    """Gaussian VAE with MLP encoder/decoder.

    In train mode the latent code is sampled with the reparameterization
    trick; in eval mode encoding is deterministic (the posterior mean), so
    `embed` can be used as a feature extractor.
    """

    def __init__(self, in_dim, latent_dim=8, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(),
                                     nn.Linear(hidden, hidden), nn.ReLU())
        self.mu = nn.Linear(hidden, latent_dim)
        self.logvar = nn.Linear(hidden, latent_dim)
        self.decoder = nn.Sequential(nn.Linear(latent_dim, hidden), nn.ReLU(),
                                     nn.Linear(hidden, hidden), nn.ReLU(),
                                     nn.Linear(hidden, in_dim))

    def encode(self, x):
        h = self.encoder(x)
        return self.mu(h), self.logvar(h)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        return self.decoder(z)

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar

    @torch.no_grad()
    def embed(self, x):
        """Latent features for downstream use, shape (batch, latent_dim)."""
        mu, logvar = self.encode(x)
        return self.reparameterize(mu, logvar)

    @torch.no_grad()
    def reconstruct(self, x):
        return self.forward(x)[0]


def vae_loss(recon, x, mu, logvar, beta=1.0):
    rec = F.mse_loss(recon, x, reduction="sum") / x.shape[0]
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()) / x.shape[0]
    return rec + beta * kld, rec, kld
