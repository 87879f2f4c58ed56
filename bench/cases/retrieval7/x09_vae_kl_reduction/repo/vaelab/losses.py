"""Reconstruction terms (per-sample, summed over pixels) and the ELBO."""
import math

import torch
import torch.nn.functional as F


def bce_recon(logits, x, log_sigma=None):
    return F.binary_cross_entropy_with_logits(logits, x, reduction="none").sum(dim=(1, 2, 3))


def mse_recon(logits, x, log_sigma=None):
    return (torch.sigmoid(logits) - x).pow(2).sum(dim=(1, 2, 3))


def gaussian_recon(logits, x, log_sigma):
    """Negative log-likelihood under N(sigmoid(logits), sigma^2) with a learned scalar sigma."""
    mu = torch.sigmoid(logits)
    nll = 0.5 * ((x - mu) / log_sigma.exp()).pow(2) + log_sigma + 0.5 * math.log(2 * math.pi)
    return nll.sum(dim=(1, 2, 3))


RECON_LOSSES = {"bce": bce_recon, "mse": mse_recon, "gaussian": gaussian_recon}


def elbo_loss(logits, x, posterior, beta, recon="bce", log_sigma=None):
    """Returns (loss, recon, kl), each averaged over the batch."""
    rec = RECON_LOSSES[recon](logits, x, log_sigma).mean()
    kl = posterior.kl_to_prior().mean()
    return rec + beta * kl, rec, kl
