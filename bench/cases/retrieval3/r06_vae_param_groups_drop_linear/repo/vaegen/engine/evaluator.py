import torch

from vaegen.metrics import active_units, iw_nll


@torch.no_grad()
def evaluate(model, loader, loss_fn, iw_samples=100, device="cpu"):
    model.eval()
    totals, n, nll = {"recon": 0.0, "kl": 0.0, "elbo": 0.0}, 0, 0.0
    for x in loader:
        x = x.to(device)
        recon, mu, logvar = model(x)
        _, stats = loss_fn(recon, x, mu, logvar)
        for k in totals:
            totals[k] += stats[k] * len(x)
        if iw_samples:
            nll += iw_nll(model, x, iw_samples).sum().item()
        n += len(x)
    out = {k: v / n for k, v in totals.items()}
    out["iw_nll"] = nll / n if iw_samples else float("nan")
    out["active_units"] = active_units(model, loader, device=device)
    return out
