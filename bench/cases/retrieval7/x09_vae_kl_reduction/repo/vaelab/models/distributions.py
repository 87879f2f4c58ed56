import math

import torch


class DiagonalGaussian:
    """Factorised Gaussian over the last dim of `mean` / `logvar` ([B, D])."""

    def __init__(self, mean, logvar):
        self.mean = mean
        self.logvar = logvar.clamp(-30.0, 20.0)
        self.std = torch.exp(0.5 * self.logvar)
        self.var = torch.exp(self.logvar)

    def sample(self):
        """Reparameterised sample, differentiable w.r.t. mean and logvar."""
        return self.mean + self.std * torch.randn_like(self.std)

    def mode(self):
        return self.mean

    def kl_to_prior(self):
        """Per-sample KL(self || N(0, I)), summed over latent dims -> [B]."""
        return 0.5 * torch.sum(self.mean.pow(2) + self.var - 1.0 - self.logvar, dim=0)

    def kl_to(self, other):
        """Per-sample KL(self || other) for another DiagonalGaussian -> [B]."""
        return 0.5 * torch.sum(
            (self.mean - other.mean).pow(2) / other.var + self.var / other.var
            - 1.0 - self.logvar + other.logvar, dim=1)

    def log_prob(self, z):
        """Per-sample log density of z, summed over latent dims -> [B]."""
        return -0.5 * torch.sum(
            math.log(2 * math.pi) + self.logvar + (z - self.mean).pow(2) / self.var, dim=1)
