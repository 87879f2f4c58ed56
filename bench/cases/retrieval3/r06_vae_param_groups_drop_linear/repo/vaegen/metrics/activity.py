import torch


@torch.no_grad()
def active_units(model, loader, thresh=0.01, device="cpu"):
    """Number of latent dims whose posterior mean varies across the data (Burda et al.)."""
    mus = []
    for x in loader:
        mu, _ = model.encode(x.to(device))
        mus.append(mu.cpu())
    var = torch.cat(mus).var(dim=0)
    return int((var > thresh).sum().item())
