"""Model explanations: permutation importance and integrated gradients."""
import torch

from .metrics import rmse


@torch.no_grad()
def permutation_importance(model, X, y, names=None, repeats=3, seed=0):
    g = torch.Generator().manual_seed(seed)
    model.eval()
    base = rmse(model(X), y)
    out = {}
    for j in range(X.shape[1]):
        deltas = []
        for _ in range(repeats):
            Xp = X.clone()
            Xp[:, j] = X[torch.randperm(len(X), generator=g), j]
            deltas.append(rmse(model(Xp), y) - base)
        out[names[j] if names else j] = sum(deltas) / repeats
    return dict(sorted(out.items(), key=lambda kv: -kv[1]))


def integrated_gradients(model, x, baseline=None, steps=32):
    """Attributions for a batch x (B, F) against a baseline (default: zeros = mean after scaling)."""
    model.eval()
    baseline = torch.zeros_like(x) if baseline is None else baseline
    alphas = torch.linspace(0, 1, steps).view(-1, 1, 1)
    path = (baseline + alphas * (x - baseline)).reshape(-1, x.shape[1]).requires_grad_(True)
    out = model(path).sum()
    (grad,) = torch.autograd.grad(out, path)
    avg_grad = grad.view(steps, *x.shape).mean(0)
    return (x - baseline) * avg_grad
