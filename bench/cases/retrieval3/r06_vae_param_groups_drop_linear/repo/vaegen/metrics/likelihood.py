import math

import torch

from vaegen.losses.elbo import bernoulli_nll


@torch.no_grad()
def iw_nll(model, x, k=100):
    """Importance weighted estimate of -log p(x) (Burda et al.), per example."""
    mu, logvar = model.encode(x)
    std = torch.exp(0.5 * logvar)
    log_ws = []
    for _ in range(k):
        z = mu + std * torch.randn_like(std)
        log_px_z = -bernoulli_nll(model.decode(z), x)
        log_pz = (-0.5 * (z ** 2 + math.log(2 * math.pi))).sum(1)
        log_qz = (-0.5 * (((z - mu) / std) ** 2 + logvar + math.log(2 * math.pi))).sum(1)
        log_ws.append(log_px_z + log_pz - log_qz)
    log_w = torch.stack(log_ws, dim=0)
    return -(torch.logsumexp(log_w, dim=0) - math.log(k))


def bits_per_dim(nll_nats, num_dims):
    return nll_nats / (num_dims * math.log(2))
