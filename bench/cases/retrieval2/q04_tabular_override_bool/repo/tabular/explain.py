"""Permutation feature importance on a validation set."""
import torch

from .training.metrics import binary_metrics, multiclass_metrics


@torch.no_grad()
def permutation_importance(model, x_num, x_cat, y, numeric_names, categorical_names, repeats=3, seed=0):
    model.eval()
    g = torch.Generator().manual_seed(seed)
    binary = model(x_num[:1], x_cat[:1]).shape[-1] == 1
    score = (lambda lg: binary_metrics(lg, y)["auc"]) if binary else (lambda lg: multiclass_metrics(lg, y)["acc"])
    base = score(model(x_num, x_cat))
    results = {}
    for j, name in enumerate(numeric_names):
        drops = []
        for _ in range(repeats):
            xn = x_num.clone()
            xn[:, j] = xn[torch.randperm(len(xn), generator=g), j]
            drops.append(base - score(model(xn, x_cat)))
        results[name] = sum(drops) / repeats
    for j, name in enumerate(categorical_names):
        drops = []
        for _ in range(repeats):
            xc = x_cat.clone()
            xc[:, j] = xc[torch.randperm(len(xc), generator=g), j]
            drops.append(base - score(model(x_num, xc)))
        results[name] = sum(drops) / repeats
    return dict(sorted(results.items(), key=lambda kv: -kv[1]))


def format_importance(results):
    width = max(len(k) for k in results)
    return "\n".join(f"{k:<{width}}  {v:+.4f}" for k, v in results.items())
