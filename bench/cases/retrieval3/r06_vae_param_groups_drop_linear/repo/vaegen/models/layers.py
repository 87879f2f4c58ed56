import torch
import torch.nn as nn


class GaussianHead(nn.Module):
    """Maps features to (mu, logvar) of a diagonal Gaussian."""

    def __init__(self, in_dim, latent_dim, min_logvar=-10.0, max_logvar=5.0):
        super().__init__()
        self.mu = nn.Linear(in_dim, latent_dim)
        self.logvar = nn.Linear(in_dim, latent_dim)
        self.min_logvar, self.max_logvar = min_logvar, max_logvar

    def forward(self, h):
        return self.mu(h), self.logvar(h).clamp(self.min_logvar, self.max_logvar)


def reparameterize(mu, logvar):
    std = torch.exp(0.5 * logvar)
    return mu + std * torch.randn_like(std)


def mlp(sizes, act=nn.ReLU, final_act=True):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if final_act or i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)
