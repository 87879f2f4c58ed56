import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def bernoulli_nll(logits, x):
    """Per-example negative log likelihood (nats), summed over pixels."""
    return F.binary_cross_entropy_with_logits(logits, x, reduction="none").flatten(1).sum(1)


def gaussian_nll(mean, x, log_sigma=0.0):
    var = math.exp(2 * log_sigma)
    return (0.5 * ((x - mean) ** 2 / var + 2 * log_sigma + math.log(2 * math.pi))).flatten(1).sum(1)


def kl_standard_normal(mu, logvar):
    """KL(q(z|x) || N(0, I)) per latent dimension, shape [B, D]."""
    return 0.5 * (mu.pow(2) + logvar.exp() - 1.0 - logvar)


class ELBOLoss(nn.Module):
    def __init__(self, likelihood="bernoulli", free_bits=0.0):
        super().__init__()
        self.nll = bernoulli_nll if likelihood == "bernoulli" else gaussian_nll
        self.free_bits = free_bits

    def forward(self, recon, x, mu, logvar, beta=1.0):
        rec = self.nll(recon, x)
        kl_dims = kl_standard_normal(mu, logvar)
        if self.free_bits > 0:
            kl_used = kl_dims.mean(0).clamp(min=self.free_bits).sum()
        else:
            kl_used = kl_dims.sum(1).mean()
        kl = kl_dims.sum(1)
        loss = rec.mean() + beta * kl_used
        return loss, {"recon": rec.mean().item(), "kl": kl.mean().item(), "elbo": -(rec + kl).mean().item()}
