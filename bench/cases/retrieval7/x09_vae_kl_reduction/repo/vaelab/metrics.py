import torch


@torch.no_grad()
def active_units(model, loader, threshold=0.01):
    """Number of latent dims whose posterior mean varies across the data (Burda et al.)."""
    means = torch.cat([model.encode(x).mean for x in loader], dim=0)
    return int((means.var(dim=0) > threshold).sum())


@torch.no_grad()
def reconstruction_mse(model, loader):
    total, n = 0.0, 0
    for x in loader:
        total += float((model.reconstruct(x) - x).pow(2).sum())
        n += x.shape[0]
    return total / max(n, 1)
